/**
 * Products as their seller and the admins manage them: every state, not only what shoppers see. The
 * Product fields come from the product read model (one definition of the shape).
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { brands, categories, products, sellers, subCategories, users } from '../../db/schema/index.ts';
import type { ApprovalStatus, RecordStatus } from '../../db/schema/statuses.ts';
import { selectProductRecords } from '../../kernel/product-read-model.ts';
import { likePattern } from '../../kernel/table-search.ts';

export type ProductRow = typeof products.$inferSelect;

function selectDashboardProducts(db: Executor) {
  return selectProductRecords(db, {
    approvalNote: products.approvalNote,
    shopName: sellers.shopName,
    shopSlug: sellers.shopSlug,
  });
}

export type DashboardProductRecord = Awaited<ReturnType<typeof selectDashboardProducts>>[number];

/** Dashboards never show or change a deleted product; only its restore reads it (decision 36). */
const notDeleted = isNull(products.deletedAt);

export async function dashboardProductBySlug(
  db: Executor,
  slug: string,
): Promise<DashboardProductRecord | undefined> {
  const [row] = await selectDashboardProducts(db)
    .where(and(eq(products.slug, slug), notDeleted))
    .limit(1);
  return row;
}

/** A product by slug, deleted or not: what a delete or a restore answers. */
export async function anyDashboardProductBySlug(
  db: Executor,
  slug: string,
): Promise<DashboardProductRecord | undefined> {
  const [row] = await selectDashboardProducts(db).where(eq(products.slug, slug)).limit(1);
  return row;
}

/**
 * Marks a live product deleted (or a deleted one live again, `deleted: false`), within a shop when
 * `sellerId` is given. Answers whether a row changed.
 */
export async function setProductDeleted(
  db: Executor,
  slug: string,
  deleted: boolean,
  sellerId?: number,
): Promise<boolean> {
  const conditions = [
    eq(products.slug, slug),
    deleted ? isNull(products.deletedAt) : isNotNull(products.deletedAt),
  ];
  if (sellerId !== undefined) conditions.push(eq(products.sellerId, sellerId));
  const rows = await db
    .update(products)
    .set({ deletedAt: deleted ? sql`now()` : null })
    .where(and(...conditions))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** The shop of a product, deleted or not (a restore tells another shop's product from an unknown one). */
export async function anyProductOwner(db: Executor, slug: string): Promise<{ sellerId: number } | undefined> {
  const [row] = await db
    .select({ sellerId: products.sellerId })
    .from(products)
    .where(eq(products.slug, slug))
    .limit(1);
  return row;
}

/** Products named by slug, for the variants import (unknown slugs are simply absent). */
export function dashboardProductsBySlugs(db: Executor, slugs: string[]): Promise<DashboardProductRecord[]> {
  if (slugs.length === 0) return Promise.resolve([]);
  return selectDashboardProducts(db).where(and(inArray(products.slug, slugs), notDeleted));
}

/** Every product of a shop, oldest first, for its variants export. */
export function dashboardProductsOfShop(db: Executor, sellerId: number): Promise<DashboardProductRecord[]> {
  return selectDashboardProducts(db)
    .where(and(eq(products.sellerId, sellerId), notDeleted))
    .orderBy(asc(products.id));
}

export interface ProductListQuery {
  sellerId?: number;
  search?: string;
  status?: RecordStatus;
  approvalStatus?: ApprovalStatus;
  /** Oldest first (the admin's approval queue) instead of newest first. */
  oldestFirst?: boolean;
  /** A column the admin's table sorts by (ties: newest first); overrides `oldestFirst`. */
  sort?: { by: ProductSortColumn; order: 'asc' | 'desc' };
  offset: number;
  limit: number;
}

export const PRODUCT_SORT_COLUMNS = ['name', 'price', 'stock', 'created'] as const;
export type ProductSortColumn = (typeof PRODUCT_SORT_COLUMNS)[number];

const sortColumns = {
  name: products.productName,
  price: products.effectivePriceCents,
  stock: products.stock,
  created: products.createdAt,
} as const;

function listConditions(query: ProductListQuery): SQL | undefined {
  const conditions: SQL[] = [notDeleted];
  if (query.sellerId !== undefined) conditions.push(eq(products.sellerId, query.sellerId));
  if (query.status) conditions.push(eq(products.status, query.status));
  if (query.approvalStatus) conditions.push(eq(products.approvalStatus, query.approvalStatus));
  if (query.search) {
    const pattern = likePattern(query.search.toLowerCase());
    // `lower(product_name) like …` is served by the trigram index on lower(product_name).
    conditions.push(
      or(
        sql`lower(${products.productName}) like ${pattern}`,
        sql`lower(${products.sku}) like ${pattern}`,
        eq(products.slug, query.search),
      )!,
    );
  }
  return and(...conditions);
}

export async function listDashboardProducts(db: Executor, query: ProductListQuery) {
  const where = listConditions(query);
  const order = query.sort
    ? [
        (query.sort.order === 'asc' ? asc : desc)(sortColumns[query.sort.by]),
        desc(products.createdAt),
        desc(products.id),
      ]
    : query.oldestFirst
      ? [products.createdAt, products.id]
      : [desc(products.createdAt), desc(products.id)];
  const items = await selectDashboardProducts(db)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ count: count() }).from(products).where(where);
  return { items, count: total?.count ?? 0 };
}

/** Locks a product row for a change (serialises concurrent edits of the same product). */
export async function lockProduct(tx: Transaction, slug: string): Promise<ProductRow | undefined> {
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.slug, slug), notDeleted))
    .for('update')
    .limit(1);
  return row;
}

export async function productOwner(db: Executor, slug: string): Promise<{ sellerId: number } | undefined> {
  const [row] = await db
    .select({ sellerId: products.sellerId })
    .from(products)
    .where(and(eq(products.slug, slug), notDeleted))
    .limit(1);
  return row;
}

export async function skuTaken(db: Executor, sku: string, exceptProductId?: number): Promise<boolean> {
  const conditions = [eq(products.sku, sku)];
  if (exceptProductId !== undefined) conditions.push(sql`${products.id} <> ${exceptProductId}`);
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(...conditions))
    .limit(1);
  return Boolean(row);
}

export async function slugTaken(db: Executor, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug)).limit(1);
  return Boolean(row);
}

export async function insertProduct(db: Executor, values: typeof products.$inferInsert): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  if (!row) throw new Error('insert into products returned no row');
  return row;
}

export type ProductChanges = Partial<
  Omit<
    typeof products.$inferInsert,
    | 'id'
    | 'slug'
    | 'sellerId'
    | 'createdAt'
    | 'effectivePriceCents'
    | 'searchDocument'
    | 'categoryName'
    | 'brandName'
  >
>;

export async function updateProductRow(db: Executor, id: number, changes: ProductChanges): Promise<void> {
  await db.update(products).set(changes).where(eq(products.id, id));
}

/** Sets the shop status of a product of `sellerId` (any seller when undefined); the slug if it changed. */
export async function setProductStatus(
  db: Executor,
  slug: string,
  status: RecordStatus,
  sellerId?: number,
): Promise<boolean> {
  const conditions = [eq(products.slug, slug), notDeleted];
  if (sellerId !== undefined) conditions.push(eq(products.sellerId, sellerId));
  const rows = await db
    .update(products)
    .set({ status })
    .where(and(...conditions))
    .returning({ id: products.id });
  return rows.length > 0;
}

// --- Taxonomy lookups for product forms ---------------------------------------------------------

export async function categoryBySlug(db: Executor, slug: string) {
  const [row] = await db
    .select({ id: categories.id, status: categories.status })
    .from(categories)
    .where(and(eq(categories.slug, slug), isNull(categories.deletedAt)))
    .limit(1);
  return row;
}

export async function subCategoryBySlug(db: Executor, slug: string) {
  const [row] = await db
    .select({ id: subCategories.id, categoryId: subCategories.categoryId, status: subCategories.status })
    .from(subCategories)
    .where(and(eq(subCategories.slug, slug), isNull(subCategories.deletedAt)))
    .limit(1);
  return row;
}

export async function subCategoryById(db: Executor, id: number) {
  const [row] = await db
    .select({ id: subCategories.id, categoryId: subCategories.categoryId })
    .from(subCategories)
    .where(eq(subCategories.id, id))
    .limit(1);
  return row;
}

export async function brandBySlug(db: Executor, slug: string) {
  const [row] = await db
    .select({ id: brands.id, status: brands.status })
    .from(brands)
    .where(and(eq(brands.slug, slug), isNull(brands.deletedAt)))
    .limit(1);
  return row;
}

export async function setApproval(
  db: Executor,
  slug: string,
  approval: { approvalStatus: ApprovalStatus; approvalNote: string | null },
): Promise<boolean> {
  const rows = await db
    .update(products)
    .set(approval)
    .where(and(eq(products.slug, slug), notDeleted))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** Locks the products named by `slugs` for a change of many at once; answers the slugs found. */
export async function lockProducts(tx: Transaction, slugs: string[]): Promise<string[]> {
  const rows = await tx
    .select({ slug: products.slug })
    .from(products)
    .where(and(inArray(products.slug, slugs), notDeleted))
    .orderBy(products.id)
    .for('update');
  return rows.map((row) => row.slug);
}

/** One change to many products (approval or status), in the caller's transaction. */
export async function updateProducts(
  tx: Transaction,
  slugs: string[],
  change: { approvalStatus: ApprovalStatus; approvalNote: string | null } | { status: RecordStatus },
): Promise<number> {
  const rows = await tx
    .update(products)
    .set(change)
    .where(inArray(products.slug, slugs))
    .returning({ id: products.id });
  return rows.length;
}

/** The shop id behind a shop slug or its owner's user slug. */
export async function shopIdBySlug(db: Executor, slug: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: sellers.id })
    .from(sellers)
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(or(eq(sellers.shopSlug, slug), eq(users.slug, slug)))
    .limit(1);
  return row?.id;
}

/** A shop's products on sale with `threshold` units or fewer left (all variants together), fewest first. */
export async function lowStockProducts(
  db: Executor,
  sellerId: number,
  options: { threshold: number; limit: number },
): Promise<{ slug: string; name: string; stock: number }[]> {
  return db
    .select({ slug: products.slug, name: products.productName, stock: products.stock })
    .from(products)
    .where(
      and(
        eq(products.sellerId, sellerId),
        eq(products.status, 'active'),
        sql`${products.stock} <= ${options.threshold}`,
      ),
    )
    .orderBy(asc(products.stock), asc(products.productName), asc(products.id))
    .limit(options.limit);
}
