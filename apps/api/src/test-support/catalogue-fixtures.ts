/**
 * Builders that insert catalogue rows straight through Drizzle, for tests of any module:
 *
 *   const product = await createProduct(db, { name: 'Wireless Headphones', priceCents: 9999 });
 *
 * Every builder has defaults that make a valid, shopper-visible row (products default to active AND
 * approved, sellers and their users to active), unique slugs and names, and returns the inserted row.
 * Related rows a test does not care about are created on the fly (a product without `category` gets the
 * database's shared default category and/or seller, created on first use).
 */
import { randomUUID } from 'node:crypto';
import type { Database, Transaction } from '../db/client.ts';
import {
  advertisements,
  blogCategories,
  blogComments,
  blogs,
  brands,
  categories,
  featuredCategories,
  flashSaleItems,
  flashSales,
  megaMenuEntries,
  megaMenuSubCategories,
  popularCategories,
  products,
  reviews,
  sellers,
  sliders,
  subCategories,
  users,
} from '../db/schema/index.ts';

export type FixtureDb = Database | Transaction;

export type CategoryRow = typeof categories.$inferSelect;
export type SubCategoryRow = typeof subCategories.$inferSelect;
export type BrandRow = typeof brands.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type SellerRow = typeof sellers.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type SellerWithUser = SellerRow & { user: UserRow };

let sequence = 0;
/** `prefix-<n>-<random>`: unique within a run and across parallel test files sharing a PostgreSQL server. */
function uniqueSlug(prefix: string): string {
  sequence += 1;
  return `${prefix}-${sequence}-${randomUUID().slice(0, 6)}`;
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

async function first<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('insert returned no row');
  return row;
}

export interface CategoryInput {
  name?: string;
  slug?: string;
  image?: string | null;
  status?: 'active' | 'inactive';
}

export function createCategory(db: FixtureDb, input: CategoryInput = {}): Promise<CategoryRow> {
  const slug = input.slug ?? uniqueSlug(input.name ? slugify(input.name) : 'category');
  return first(
    db
      .insert(categories)
      .values({
        slug,
        name: input.name ?? `Category ${slug}`,
        image: input.image === undefined ? `/uploads/categories/${slug}.webp` : input.image,
        status: input.status ?? 'active',
      })
      .returning(),
  );
}

export interface SubCategoryInput {
  /** Defaults to a new category. */
  category?: Pick<CategoryRow, 'id'>;
  name?: string;
  slug?: string;
  status?: 'active' | 'inactive';
}

export async function createSubCategory(
  db: FixtureDb,
  input: SubCategoryInput = {},
): Promise<SubCategoryRow> {
  const category = input.category ?? (await createCategory(db));
  const slug = input.slug ?? uniqueSlug(input.name ? slugify(input.name) : 'sub-category');
  return first(
    db
      .insert(subCategories)
      .values({
        slug,
        categoryId: category.id,
        name: input.name ?? `Sub-category ${slug}`,
        status: input.status ?? 'active',
      })
      .returning(),
  );
}

export interface BrandInput {
  name?: string;
  slug?: string;
  logo?: string | null;
  status?: 'active' | 'inactive';
}

export function createBrand(db: FixtureDb, input: BrandInput = {}): Promise<BrandRow> {
  const slug = input.slug ?? uniqueSlug(input.name ? slugify(input.name) : 'brand');
  return first(
    db
      .insert(brands)
      .values({
        slug,
        name: input.name ?? `Brand ${slug}`,
        logo: input.logo === undefined ? `/uploads/brands/${slug}.svg` : input.logo,
        status: input.status ?? 'active',
      })
      .returning(),
  );
}

export interface UserInput {
  fullName?: string;
  displayName?: string | null;
  email?: string;
  phone?: string | null;
  slug?: string;
  role?: 'buyer' | 'seller' | 'admin';
  status?: 'active' | 'inactive';
  avatar?: string | null;
  emailVerified?: boolean;
  country?: string | null;
  state?: string | null;
  city?: string | null;
  address?: string | null;
}

export function createUser(db: FixtureDb, input: UserInput = {}): Promise<UserRow> {
  const slug = input.slug ?? uniqueSlug('user');
  const fullName = input.fullName ?? `User ${slug}`;
  return first(
    db
      .insert(users)
      .values({
        id: randomUUID(),
        name: fullName,
        fullName,
        displayName: input.displayName === undefined ? fullName.split(' ')[0] : input.displayName,
        email: input.email ?? `${slug}@example.test`,
        emailVerified: input.emailVerified ?? true,
        phone: input.phone === undefined ? '+1 555-0100' : input.phone,
        slug,
        role: input.role ?? 'buyer',
        status: input.status ?? 'active',
        image: input.avatar ?? null,
        country: input.country ?? null,
        state: input.state ?? null,
        city: input.city ?? null,
        address: input.address ?? null,
      })
      .returning(),
  );
}

export interface SellerInput {
  shopName?: string;
  shopSlug?: string;
  /** The shop's status (`inactive` hides the shop and all its products). */
  status?: 'active' | 'inactive';
  /** Overrides for the owning user (role defaults to `seller`). */
  user?: UserInput;
  shopAddress?: string | null;
  shopLogo?: string | null;
  shopCover?: string | null;
  description?: string | null;
  rating?: number;
  reviewCount?: number;
  contactEmail?: string | null;
  contactPhone?: string | null;
  createdAt?: Date;
}

/** An approved shop: the `sellers` row plus its user (`role: 'seller'`). */
export async function createSeller(db: FixtureDb, input: SellerInput = {}): Promise<SellerWithUser> {
  const shopSlug = input.shopSlug ?? uniqueSlug(input.shopName ? slugify(input.shopName) : 'shop');
  const user = await createUser(db, { role: 'seller', ...input.user });
  const seller = await first(
    db
      .insert(sellers)
      .values({
        userId: user.id,
        shopName: input.shopName ?? `Shop ${shopSlug}`,
        shopSlug,
        shopAddress: input.shopAddress === undefined ? '1 Market Street, Springfield' : input.shopAddress,
        shopLogo: input.shopLogo === undefined ? `/uploads/shops/${shopSlug}-logo.webp` : input.shopLogo,
        shopCover: input.shopCover === undefined ? `/uploads/shops/${shopSlug}-cover.webp` : input.shopCover,
        description: input.description === undefined ? 'A friendly test shop.' : input.description,
        rating: input.rating ?? 0,
        reviewCount: input.reviewCount ?? 0,
        contactEmail:
          input.contactEmail === undefined ? `${shopSlug}@shops.example.test` : input.contactEmail,
        contactPhone: input.contactPhone === undefined ? '+1 555-0199' : input.contactPhone,
        status: input.status ?? 'active',
        ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      })
      .returning(),
  );
  return { ...seller, user };
}

/** One shared category and one shared seller per database, each made the first time a product needs it. */
const defaultCategories = new WeakMap<object, Promise<CategoryRow>>();
const defaultSellers = new WeakMap<object, Promise<SellerWithUser>>();

function defaultCategory(db: FixtureDb): Promise<CategoryRow> {
  let category = defaultCategories.get(db);
  if (!category) {
    category = createCategory(db, { name: 'General Goods' });
    defaultCategories.set(db, category);
  }
  return category;
}

function defaultSeller(db: FixtureDb): Promise<SellerWithUser> {
  let seller = defaultSellers.get(db);
  if (!seller) {
    seller = createSeller(db, { shopName: 'Default Test Shop' });
    defaultSellers.set(db, seller);
  }
  return seller;
}

export interface ProductInput {
  name?: string;
  slug?: string;
  description?: string;
  priceCents?: number;
  offerPriceCents?: number | null;
  imageUrls?: string[];
  category?: Pick<CategoryRow, 'id'>;
  subCategory?: Pick<SubCategoryRow, 'id'> | null;
  brand?: Pick<BrandRow, 'id'> | null;
  seller?: Pick<SellerRow, 'id'>;
  stock?: number;
  sku?: string | null;
  weightGrams?: number | null;
  rating?: number;
  reviewCount?: number;
  isTopProduct?: boolean;
  isNewArrival?: boolean;
  isBestProduct?: boolean;
  isFeatured?: boolean;
  isPopular?: boolean;
  /** Defaults to `active`. */
  status?: 'active' | 'inactive';
  /** Defaults to `approved` (the schema's default is `pending`), so the product is visible to shoppers. */
  approvalStatus?: 'pending' | 'approved' | 'rejected';
  seoTitle?: string | null;
  seoDescription?: string | null;
  createdAt?: Date;
}

export async function createProduct(db: FixtureDb, input: ProductInput = {}): Promise<ProductRow> {
  const category = input.category ?? (await defaultCategory(db));
  const seller = input.seller ?? (await defaultSeller(db));
  const slug = input.slug ?? uniqueSlug(input.name ? slugify(input.name) : 'product');
  const name = input.name ?? `Product ${slug}`;
  return first(
    db
      .insert(products)
      .values({
        slug,
        productName: name,
        description: input.description ?? `<p>${name}, described for tests.</p>`,
        priceCents: input.priceCents ?? 1000,
        offerPriceCents: input.offerPriceCents ?? null,
        imageUrls: input.imageUrls ?? [
          `/uploads/products/${slug}-1.webp`,
          `/uploads/products/${slug}-2.webp`,
        ],
        categoryId: category.id,
        subCategoryId: input.subCategory?.id ?? null,
        brandId: input.brand?.id ?? null,
        sellerId: seller.id,
        stock: input.stock ?? 10,
        sku: input.sku === undefined ? `SKU-${slug}` : input.sku,
        weightGrams: input.weightGrams === undefined ? 500 : input.weightGrams,
        rating: input.rating ?? 0,
        reviewCount: input.reviewCount ?? 0,
        isTopProduct: input.isTopProduct ?? false,
        isNewArrival: input.isNewArrival ?? false,
        isBestProduct: input.isBestProduct ?? false,
        isFeatured: input.isFeatured ?? false,
        isPopular: input.isPopular ?? false,
        status: input.status ?? 'active',
        approvalStatus: input.approvalStatus ?? 'approved',
        seoTitle: input.seoTitle ?? null,
        seoDescription: input.seoDescription ?? null,
        ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
      })
      .returning(),
  );
}

// --- Home content ---------------------------------------------------------------------------------

export function createSlider(
  db: FixtureDb,
  input: Partial<Omit<typeof sliders.$inferInsert, 'id'>> = {},
): Promise<typeof sliders.$inferSelect> {
  const slug = input.slug ?? uniqueSlug('slider');
  return first(
    db
      .insert(sliders)
      .values({
        image: `/uploads/sliders/${slug}.webp`,
        titleOne: 'Fresh arrivals',
        titleTwo: 'Up to 30% off',
        badge: 'New',
        productLink: '/products',
        ...input,
        slug,
      })
      .returning(),
  );
}

export function createAdvertisement(
  db: FixtureDb,
  input: Partial<Omit<typeof advertisements.$inferInsert, 'id'>> = {},
): Promise<typeof advertisements.$inferSelect> {
  const slug = input.slug ?? uniqueSlug('ad');
  return first(
    db
      .insert(advertisements)
      .values({
        adName: `Ad ${slug}`,
        adImage: `/uploads/ads/${slug}.webp`,
        title: 'Big sale',
        titleOne: 'Headphones',
        titleTwo: 'from $49',
        badge: 'Hot',
        categoryLink: '/products?category=+electronics',
        ...input,
        slug,
      })
      .returning(),
  );
}

export interface MegaMenuEntryInput {
  category?: Pick<CategoryRow, 'id'>;
  subCategories?: Pick<SubCategoryRow, 'id'>[];
  serial?: number;
  status?: 'active' | 'inactive';
  slug?: string;
}

export async function createMegaMenuEntry(db: FixtureDb, input: MegaMenuEntryInput = {}) {
  const category = input.category ?? (await createCategory(db));
  const entry = await first(
    db
      .insert(megaMenuEntries)
      .values({
        slug: input.slug ?? uniqueSlug('mega-menu'),
        categoryId: category.id,
        serial: input.serial ?? 0,
        status: input.status ?? 'active',
      })
      .returning(),
  );
  const subs = input.subCategories ?? [];
  if (subs.length > 0) {
    await db
      .insert(megaMenuSubCategories)
      .values(
        subs.map((sub, index) => ({ megaMenuEntryId: entry.id, subCategoryId: sub.id, serial: index })),
      );
  }
  return entry;
}

export interface CategoryEntryInput {
  category?: Pick<CategoryRow, 'id'>;
  serial?: number;
  status?: 'active' | 'inactive';
}

export async function createFeaturedCategory(db: FixtureDb, input: CategoryEntryInput = {}) {
  const category = input.category ?? (await createCategory(db));
  return first(
    db
      .insert(featuredCategories)
      .values({
        slug: uniqueSlug('featured'),
        categoryId: category.id,
        serial: input.serial ?? 0,
        status: input.status ?? 'active',
      })
      .returning(),
  );
}

export async function createPopularCategory(db: FixtureDb, input: CategoryEntryInput = {}) {
  const category = input.category ?? (await createCategory(db));
  return first(
    db
      .insert(popularCategories)
      .values({
        slug: uniqueSlug('popular'),
        categoryId: category.id,
        serial: input.serial ?? 0,
        status: input.status ?? 'active',
      })
      .returning(),
  );
}

export function createFlashSale(
  db: FixtureDb,
  input: Partial<Omit<typeof flashSales.$inferInsert, 'id'>> = {},
): Promise<typeof flashSales.$inferSelect> {
  const slug = input.slug ?? uniqueSlug('flash-sale');
  return first(
    db
      .insert(flashSales)
      .values({
        name: 'Flash Sale',
        title: 'Deals of the day',
        offer: 'Up to 50% off',
        endsAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
        imageHome: `/uploads/flash/${slug}-home.webp`,
        imageFlash: `/uploads/flash/${slug}-flash.webp`,
        ...input,
        slug,
      })
      .returning(),
  );
}

export interface FlashSaleItemInput {
  flashSale: Pick<typeof flashSales.$inferSelect, 'id'>;
  product: Pick<ProductRow, 'id' | 'priceCents'>;
  /** Defaults to 80% of the product's price. */
  salePriceCents?: number;
  /** Units sold at the sale price at most; default no cap. */
  saleQuantity?: number | null;
  status?: 'active' | 'inactive';
}

export function createFlashSaleItem(db: FixtureDb, input: FlashSaleItemInput) {
  return first(
    db
      .insert(flashSaleItems)
      .values({
        slug: uniqueSlug('flash-item'),
        flashSaleId: input.flashSale.id,
        productId: input.product.id,
        salePriceCents: input.salePriceCents ?? Math.round(input.product.priceCents * 0.8),
        saleQuantity: input.saleQuantity ?? null,
        status: input.status ?? 'active',
      })
      .returning(),
  );
}

// --- Blogs and reviews ----------------------------------------------------------------------------

export function createBlogCategory(
  db: FixtureDb,
  input: { name?: string; slug?: string; status?: 'active' | 'inactive' } = {},
): Promise<typeof blogCategories.$inferSelect> {
  const slug = input.slug ?? uniqueSlug(input.name ? slugify(input.name) : 'blog-category');
  return first(
    db
      .insert(blogCategories)
      .values({ slug, name: input.name ?? `Blog category ${slug}`, status: input.status ?? 'active' })
      .returning(),
  );
}

export interface BlogInput {
  title?: string;
  slug?: string;
  description?: string;
  longDescription?: string;
  imageUrl?: string | null;
  category?: Pick<typeof blogCategories.$inferSelect, 'id'> | null;
  author?: Pick<UserRow, 'id'> | null;
  postBy?: string;
  status?: 'active' | 'inactive';
  seoTitle?: string | null;
  seoDescription?: string | null;
  createdAt?: Date;
}

export function createBlog(db: FixtureDb, input: BlogInput = {}): Promise<typeof blogs.$inferSelect> {
  const slug = input.slug ?? uniqueSlug(input.title ? slugify(input.title) : 'blog');
  const title = input.title ?? `Blog post ${slug}`;
  return first(
    db
      .insert(blogs)
      .values({
        slug,
        title,
        description: input.description ?? `${title} in short.`,
        longDescription: input.longDescription ?? `<p>${title}, the whole story.</p>`,
        imageUrl: input.imageUrl === undefined ? `/uploads/blogs/${slug}.webp` : input.imageUrl,
        categoryId: input.category?.id ?? null,
        authorId: input.author?.id ?? null,
        postBy: input.postBy ?? 'The Bazaar team',
        status: input.status ?? 'active',
        seoTitle: input.seoTitle ?? null,
        seoDescription: input.seoDescription ?? null,
        ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
      })
      .returning(),
  );
}

export interface BlogCommentInput {
  blog: Pick<typeof blogs.$inferSelect, 'id'>;
  user?: Pick<UserRow, 'id'>;
  comment?: string;
  status?: 'active' | 'inactive';
  createdAt?: Date;
}

export async function createBlogComment(db: FixtureDb, input: BlogCommentInput) {
  const user = input.user ?? (await createUser(db));
  return first(
    db
      .insert(blogComments)
      .values({
        slug: uniqueSlug('comment'),
        blogId: input.blog.id,
        userId: user.id,
        comment: input.comment ?? 'Great read, thanks!',
        status: input.status ?? 'active',
        ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      })
      .returning(),
  );
}

export interface ReviewInput {
  product: Pick<ProductRow, 'id' | 'sellerId'>;
  user?: Pick<UserRow, 'id'>;
  rating?: number;
  message?: string;
  status?: 'active' | 'inactive';
  orderId?: number | null;
  createdAt?: Date;
}

/** A review row as the review service would store it (no order needed: `order_id` is nullable). */
export async function createReview(db: FixtureDb, input: ReviewInput) {
  const user = input.user ?? (await createUser(db));
  return first(
    db
      .insert(reviews)
      .values({
        slug: uniqueSlug('review'),
        productId: input.product.id,
        sellerId: input.product.sellerId,
        userId: user.id,
        orderId: input.orderId ?? null,
        rating: input.rating ?? 5,
        message: input.message ?? 'Works as described.',
        status: input.status ?? 'active',
        ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      })
      .returning(),
  );
}
