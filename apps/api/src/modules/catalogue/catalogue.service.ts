/**
 * Site data (docs/api.md "Site data and home"): the active taxonomy every page needs, and for a signed-in
 * shopper the same plus their profile, cart and wishlist (read through the cart and wishlist modules).
 */
import type {
  BrandData,
  CategoryData,
  SiteDataResponse,
  SiteDataWithUserResponse,
  SubCategoryData,
  UserData,
} from '@shop/shared/catalogue.contract';
import type { Database } from '../../db/client.ts';
import { catalogueMemo } from '../../kernel/catalogue-memo.ts';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../kernel/http-errors.ts';
import { cartItemsOf } from '../cart/cart.service.ts';
import { wishlistItemsOf } from '../wishlist/wishlist.service.ts';
import {
  activeBrands,
  activeCategories,
  activeCategoriesWithStock,
  activeSubCategories,
  activeSubCategoriesWithStock,
  type BrandRecord,
  type CategoryRecord,
  type SubCategoryRecord,
  userById,
  userBySlug,
} from './catalogue.repository.ts';

export function toCategory(record: CategoryRecord): CategoryData {
  return { cat_slug: record.slug, cat_name: record.name, cat_image: record.image, cat_status: record.status };
}

export function toSubCategory(record: SubCategoryRecord): SubCategoryData {
  return {
    slug: record.slug,
    subcat_name: record.name,
    cat_slug: record.catSlug,
    subcat_status: record.status,
  };
}

export function toBrand(record: BrandRecord): BrandData {
  return { slug: record.slug, name: record.name, logo: record.logo, status: record.status };
}

export async function categoryList(db: Database): Promise<CategoryData[]> {
  return (await activeCategories(db)).map(toCategory);
}

export async function subCategoryList(db: Database): Promise<SubCategoryData[]> {
  return (await activeSubCategories(db)).map(toSubCategory);
}

export async function brandList(db: Database): Promise<BrandData[]> {
  return (await activeBrands(db)).map(toBrand);
}

const siteLists = catalogueMemo(async (db: Database): Promise<SiteDataResponse> => {
  const [categories, brands, subCategories] = await Promise.all([
    activeCategoriesWithStock(db).then((rows) =>
      rows.map((row) => ({ ...toCategory(row), has_products: row.hasProducts })),
    ),
    brandList(db),
    activeSubCategoriesWithStock(db).then((rows) =>
      rows.map((row) => ({ ...toSubCategory(row), has_products: row.hasProducts })),
    ),
  ]);
  return { categories, brands, subCategories };
});

/**
 * Active categories, brands and sub-categories: the same for every visitor and part of every page's
 * shell data (signed-in ones included), so computed once per catalogue version when it is given.
 */
export function siteData(db: Database, catalogueVersion?: number): Promise<SiteDataResponse> {
  return siteLists(db, catalogueVersion);
}

/** Who is asking, as the session plugin resolves it (null: signed out). */
export interface SiteViewer {
  id: string;
  slug: string;
  role: 'buyer' | 'seller' | 'admin';
}

/**
 * `GET /with-user/{user}`: 401 when signed out, 403 when `{user}` is someone else (admins may name
 * anyone), then the site data plus the named user's profile, cart and wishlist.
 */
export async function siteDataWithUser(
  db: Database,
  viewer: SiteViewer | null,
  userSlug: string,
  catalogueVersion?: number,
): Promise<SiteDataWithUserResponse> {
  if (!viewer) throw new UnauthorizedError('User not signed in', 'unauthorized');
  if (viewer.slug !== userSlug && viewer.role !== 'admin') {
    throw new ForbiddenError('You may only load your own site data', 'forbidden');
  }
  const user = viewer.slug === userSlug ? await userById(db, viewer.id) : await userBySlug(db, userSlug);
  if (!user) throw new NotFoundError(`User ${userSlug} not found`, 'user_not_found');
  const [site, cart, wishlist] = await Promise.all([
    siteData(db, catalogueVersion),
    cartItemsOf(db, user.id),
    wishlistItemsOf(db, { id: user.id, slug: user.slug }),
  ]);
  const ownProfile: UserData = {
    slug: user.slug,
    fullName: user.fullName || user.name,
    displayName: user.displayName,
    email: user.email,
    phone: user.phone,
    avatar: user.image,
    role: user.role,
    address:
      user.country || user.state || user.city || user.address
        ? { country: user.country, state: user.state, city: user.city, address: user.address }
        : null,
    emailVerified: user.emailVerified,
    status: user.status,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
  return { ...site, user: ownProfile, cart, wishlist };
}

// The category shape home content selects and shows like the catalogue does.
export { type CategoryRecord, categoryFields, type SubCategoryRecord } from './catalogue.repository.ts';
