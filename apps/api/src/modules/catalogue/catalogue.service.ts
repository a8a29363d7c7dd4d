/**
 * Site data (API.md "Site data and home"): the active taxonomy every page needs, and for a signed-in
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
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../lib/http-errors.ts';
import { cartItemsOf } from '../cart/cart.service.ts';
import { wishlistItemsOf } from '../wishlist/wishlist.service.ts';
import {
  activeBrands,
  activeCategories,
  activeSubCategories,
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

export async function siteData(db: Database): Promise<SiteDataResponse> {
  const [categories, brands, subCategories] = await Promise.all([
    categoryList(db),
    brandList(db),
    subCategoryList(db),
  ]);
  return { categories, brands, subCategories };
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
): Promise<SiteDataWithUserResponse> {
  if (!viewer) throw new UnauthorizedError('User not signed in', 'unauthorized');
  if (viewer.slug !== userSlug && viewer.role !== 'admin') {
    throw new ForbiddenError('You may only load your own site data', 'forbidden');
  }
  const user = viewer.slug === userSlug ? await userById(db, viewer.id) : await userBySlug(db, userSlug);
  if (!user) throw new NotFoundError(`User ${userSlug} not found`, 'user_not_found');
  const [site, cart, wishlist] = await Promise.all([
    siteData(db),
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
