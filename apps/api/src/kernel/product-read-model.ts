/**
 * The product read model: what "visible to shoppers" means and the columns a Product is built from, with
 * the joins they need. Every module that reads products (the catalogue, cart, wishlist, seller
 * dashboard, reviews, home content) selects them here, so the shape and the visibility rule exist once.
 */
import type { FlashSaleOffer } from '@shop/shared/money';
import { and, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { brands, categories, products, sellers, subCategories, users } from '../db/schema/index.ts';

/**
 * Shopper visibility of a product row. The first half is spelled exactly like the partial indexes'
 * predicate (literals, not bind parameters) so the planner can prove it and use them; `taxonomy_active`
 * (false while its category, sub-category or brand is inactive, kept by triggers) hides it everywhere a
 * product is read, with no join; the second half needs `sellers` and `users` joined (see
 * `selectProductRecords`).
 */
export const productIsVisible = sql`${products.status} = 'active' and ${products.approvalStatus} = 'approved' and ${products.taxonomyActive}`;
export const sellerIsVisible = sql`${sellers.status} = 'active' and ${users.status} = 'active'`;
export const shopperVisible = sql`${productIsVisible} and ${sellerIsVisible}`;

/**
 * `sellerIsVisible` for a statement that reads `products` alone: its shop is among the visible shops, one
 * array the statement computes first (an InitPlan). Joined to `sellers` and `users` instead, the planner
 * may merge-join on the owner and read every product of the category before the LIMIT can stop (a million
 * products, a category and `size:l`: 472 ms for a count that stops at 1,001, 14 ms this way).
 */
export const shopOfProductIsVisible = sql`${products.sellerId} = any(array(select ${sellers.id} from ${sellers} inner join ${users} on ${users.id} = ${sellers.userId} where ${sellerIsVisible}))`;

/**
 * The product's item in the active flash sale, as json, whether or not the sale runs right now: the price
 * function (`unitPriceAt`) alone decides whether its price applies at a moment. A scalar subquery on the
 * flash_sale_items product index, evaluated only for the rows a query returns.
 */
export function flashSaleOfferOf(productId: SQLWrapper): SQL<FlashSaleOffer | null> {
  return sql<FlashSaleOffer | null>`(
    select json_build_object('itemId', fsi.id, 'salePriceCents', fsi.sale_price_cents,
      'startsAt', fs.starts_at, 'endsAt', fs.ends_at, 'unitsLeft', fsi.sale_quantity - fsi.sold_quantity)
    from flash_sale_items fsi join flash_sales fs on fs.id = fsi.flash_sale_id
    where fsi.product_id = ${productId} and fsi.status = 'active' and fs.status = 'active'
    order by fs.ends_at desc limit 1)`;
}

/** A variant as the read model carries it (internal id and cents; the API shows SKU and dollars). */
export interface VariantRecord {
  id: number;
  sku: string;
  options: Record<string, string>;
  priceCents: number;
  offerPriceCents: number | null;
  stock: number;
  weightGrams: number | null;
  imageUrls: string[];
}

/** The product's options in picker order, as json (decision 16); `[]` for a product without options. */
export function productOptionsOf(productId: SQLWrapper): SQL<{ name: string; values: string[] }[]> {
  return sql<{ name: string; values: string[] }[]>`coalesce((
    select json_agg(json_build_object('name', o.name, 'values', o.values) order by o.position)
    from product_options o where o.product_id = ${productId}), '[]'::json)`;
}

/**
 * The product's variants in the seller's order, as json: one index range scan on
 * `product_variants_product_id_idx`, evaluated only for the rows a query returns.
 */
export function productVariantsOf(productId: SQLWrapper): SQL<VariantRecord[]> {
  return sql<VariantRecord[]>`coalesce((
    select json_agg(json_build_object('id', v.id, 'sku', v.sku, 'options', v.option_values,
      'priceCents', v.price_cents, 'offerPriceCents', v.offer_price_cents, 'stock', v.stock,
      'weightGrams', v.weight_grams, 'imageUrls', v.image_urls) order by v.position, v.id)
    from product_variants v where v.product_id = ${productId}), '[]'::json)`;
}

/** The columns a Product (docs/api.md §2) is built from: the product plus the slugs of what it points at. */
export const productRecordFields = {
  id: products.id,
  slug: products.slug,
  productName: products.productName,
  description: products.description,
  priceCents: products.priceCents,
  offerPriceCents: products.offerPriceCents,
  flashSale: flashSaleOfferOf(products.id),
  imageUrls: products.imageUrls,
  catSlug: categories.slug,
  subCatSlug: subCategories.slug,
  brandSlug: brands.slug,
  sellerId: products.sellerId,
  sellerSlug: users.slug,
  sellerUserId: users.id,
  stock: products.stock,
  sku: products.sku,
  weightGrams: products.weightGrams,
  rating: products.rating,
  reviewCount: products.reviewCount,
  isTopProduct: products.isTopProduct,
  isNewArrival: products.isNewArrival,
  isBestProduct: products.isBestProduct,
  isFeatured: products.isFeatured,
  isPopular: products.isPopular,
  status: products.status,
  approvalStatus: products.approvalStatus,
  seoTitle: products.seoTitle,
  seoDescription: products.seoDescription,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  categoryId: products.categoryId,
  /** Set while deleted and restorable: no one previews it, not even its seller (decision 36). */
  deletedAt: products.deletedAt,
  options: productOptionsOf(products.id),
  variants: productVariantsOf(products.id),
  /** Whether shoppers may see it (only single-product reads look at rows that may be hidden). */
  visible: sql<boolean>`(${shopperVisible})`,
};

/**
 * `select <productRecordFields> from products` with the joins those fields and `shopperVisible` need
 * (category, seller and its user inner; sub-category and brand outer), ready for `where`/`orderBy`.
 * A read of products through another table (cart lines, wishlist entries) joins that table on and
 * selects its columns as `extra`.
 */
export function selectProductRecords<Extra extends SelectedFields = Record<never, never>>(
  db: Executor,
  extra: Extra = {} as Extra,
) {
  return db
    .select({ ...productRecordFields, ...extra })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .$dynamic();
}

/** One product row as `selectProductRecords` returns it. */
export type ProductRecord = Awaited<ReturnType<typeof selectProductRecords<Record<never, never>>>>[number];

/**
 * A product by slug, as a prepared statement: its plan (the unique slug index, then a few joins) never
 * depends on the slug, and planning this six-table statement with its subqueries cost PostgreSQL 1–2 ms
 * (more on a busy host) against 0.2 ms to run it; a product page asks for it three times.
 */
const recordBySlug = preparedPerDatabase((db) =>
  selectProductRecords(db)
    .where(eq(products.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare('product_record_by_slug'),
);

/** A product by slug whatever its state (the service decides who may see it). */
export async function productBySlug(db: Database, slug: string): Promise<ProductRecord | undefined> {
  const [row] = await recordBySlug(db).execute({ slug });
  return row;
}

/** Visible products by internal id, in no particular order (callers index them). */
export function visibleProductsByIds(db: Executor, ids: number[]): Promise<ProductRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectProductRecords(db).where(and(shopperVisible, inArray(products.id, ids)));
}

/**
 * Whether shoppers can see at least one product through `column` = `id` (a category or sub-category): empty
 * categories stay out of the shop's menus and category tiles. Stops at the first visible product.
 */
export function hasVisibleProducts(
  column: typeof products.categoryId | typeof products.subCategoryId,
  id: SQLWrapper,
) {
  return sql`exists (select 1 from ${products}
    inner join ${sellers} on ${sellers.id} = ${products.sellerId}
    inner join ${users} on ${users.id} = ${sellers.userId}
    where ${column} = ${id} and ${shopperVisible})`;
}
