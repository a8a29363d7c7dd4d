/** SQL of the catalogue taxonomy as admins manage it: every status, with how many products use each. */
import { and, asc, count, eq, ilike, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { brands, categories, products, sellers, subCategories, users } from '../../db/schema/index.ts';
import type { RecordStatus } from '../../db/schema/statuses.ts';
import { shopperVisible } from '../../kernel/product-read-model.ts';
import { notDeleted } from '../../kernel/soft-delete.ts';
import { likePattern } from '../../kernel/table-search.ts';
import { orderByFor, type TableSort } from '../../kernel/table-sort.ts';
import { type Page, whereAll } from './admin.repository.ts';

// Correlated sub-queries (product counts) spell the outer table out (`"categories".id`): Drizzle leaves
// columns unqualified in single-table selects, where `${categories.id}` would bind to the inner table.

/** The columns an admin sorts the categories and brands tables by (`sort`). */
export const TAXONOMY_SORT_COLUMNS = ['name', 'products', 'status'] as const;
/** Sub-categories also sort by their parent category. */
export const SUB_CATEGORY_SORT_COLUMNS = ['name', 'category', 'products', 'status'] as const;
type TaxonomySort = TableSort<(typeof TAXONOMY_SORT_COLUMNS)[number]>;
type SubCategorySort = TableSort<(typeof SUB_CATEGORY_SORT_COLUMNS)[number]>;

// --- Categories ------------------------------------------------------------------------------------

const categoryFields = {
  id: categories.id,
  slug: categories.slug,
  name: categories.name,
  image: categories.image,
  status: categories.status,
  productCount: sql<number>`(select count(*)::int from ${products} p where p.category_id = ${categories}.id)`,
};

export type AdminCategoryRecord = {
  id: number;
  slug: string;
  name: string;
  image: string | null;
  status: RecordStatus;
  productCount: number;
};

export async function listCategories(
  db: Executor,
  query: { search?: string; status?: RecordStatus; sort?: TaxonomySort } & Page,
): Promise<{ items: AdminCategoryRecord[]; count: number }> {
  const where = whereAll([
    notDeleted(categories),
    query.search ? ilike(categories.name, likePattern(query.search)) : undefined,
    query.status ? eq(categories.status, query.status) : undefined,
  ]);
  const items = await db
    .select(categoryFields)
    .from(categories)
    .where(where)
    .orderBy(
      ...orderByFor(
        query.sort,
        {
          name: categories.name,
          products: categoryFields.productCount as SQL,
          status: categories.status,
        },
        [asc(categories.name), asc(categories.id)],
      ),
    )
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ count: count() }).from(categories).where(where);
  return { items, count: total?.count ?? 0 };
}

export async function categoryBySlug(db: Executor, slug: string): Promise<AdminCategoryRecord | undefined> {
  const [row] = await db
    .select(categoryFields)
    .from(categories)
    .where(and(eq(categories.slug, slug), notDeleted(categories)))
    .limit(1);
  return row;
}

export async function insertCategory(db: Executor, values: typeof categories.$inferInsert) {
  await db.insert(categories).values(values);
}

export async function updateCategory(
  db: Executor,
  id: number,
  changes: Partial<Pick<typeof categories.$inferInsert, 'name' | 'image' | 'status'>>,
) {
  await db.update(categories).set(changes).where(eq(categories.id, id));
}

/**
 * Marks a category deleted together with its live sub-categories, all at the same moment (one
 * transaction's `now()`), so that its restore brings back exactly those (decision 36).
 */
export async function softDeleteCategory(db: Executor, id: number) {
  await db.update(categories).set({ deletedAt: sql`now()` }).where(eq(categories.id, id));
  await db
    .update(subCategories)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(subCategories.categoryId, id), notDeleted(subCategories)));
}

/** A deleted category by slug: what its restore needs. */
export async function deletedCategoryBySlug(db: Executor, slug: string) {
  const [row] = await db
    .select({ id: categories.id, name: categories.name, deletedAt: categories.deletedAt })
    .from(categories)
    .where(and(eq(categories.slug, slug), isNotNull(categories.deletedAt)))
    .limit(1);
  return row;
}

/**
 * Clears the delete of a category and of the sub-categories deleted with it (same moment). The moment is
 * compared inside the database: PostgreSQL keeps microseconds, a JavaScript Date only milliseconds, so a
 * moment read back and sent again would match nothing.
 */
export async function restoreDeletedCategory(db: Executor, id: number) {
  await db
    .update(subCategories)
    .set({ deletedAt: null })
    .where(
      and(
        eq(subCategories.categoryId, id),
        sql`${subCategories.deletedAt} = (select c.deleted_at from ${categories} c where c.id = ${id})`,
      ),
    );
  await db.update(categories).set({ deletedAt: null }).where(eq(categories.id, id));
}

/**
 * Removes for good deleted categories older than `before`, or the deleted one holding `name` (a new or
 * renamed category takes it); their sub-categories go with them. Only unused categories are deleted.
 */
export async function purgeDeletedCategories(db: Executor, which: { before: Date } | { name: string }) {
  await db
    .delete(categories)
    .where(
      and(
        isNotNull(categories.deletedAt),
        'name' in which
          ? sql`lower(${categories.name}) = lower(${which.name})`
          : lt(categories.deletedAt, which.before),
      ),
    );
}

export async function categoryNameTaken(db: Executor, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      whereAll([
        notDeleted(categories),
        sql`lower(${categories.name}) = lower(${name})`,
        exceptId !== undefined ? sql`${categories.id} <> ${exceptId}` : undefined,
      ]),
    )
    .limit(1);
  return Boolean(row);
}

export async function categorySlugTaken(db: Executor, slug: string): Promise<boolean> {
  return Boolean(
    (await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug)).limit(1))[0],
  );
}

// --- Sub-categories --------------------------------------------------------------------------------

const subCategoryFields = {
  id: subCategories.id,
  slug: subCategories.slug,
  name: subCategories.name,
  image: subCategories.image,
  status: subCategories.status,
  categoryId: subCategories.categoryId,
  catSlug: categories.slug,
  productCount: sql<number>`(select count(*)::int from ${products} p where p.sub_category_id = ${subCategories}.id)`,
};

export type AdminSubCategoryRecord = {
  id: number;
  slug: string;
  name: string;
  image: string | null;
  status: RecordStatus;
  categoryId: number;
  catSlug: string;
  productCount: number;
};

function selectSubCategories(db: Executor) {
  return db
    .select(subCategoryFields)
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .$dynamic();
}

export async function listSubCategories(
  db: Executor,
  query: { search?: string; status?: RecordStatus; catSlug?: string; sort?: SubCategorySort } & Page,
): Promise<{ items: AdminSubCategoryRecord[]; count: number }> {
  const where = whereAll([
    notDeleted(subCategories),
    notDeleted(categories),
    query.search ? ilike(subCategories.name, likePattern(query.search)) : undefined,
    query.status ? eq(subCategories.status, query.status) : undefined,
    query.catSlug ? eq(categories.slug, query.catSlug) : undefined,
  ]);
  const items = await selectSubCategories(db)
    .where(where)
    .orderBy(
      ...orderByFor(
        query.sort,
        {
          name: subCategories.name,
          category: categories.name,
          products: subCategoryFields.productCount as SQL,
          status: subCategories.status,
        },
        [asc(categories.name), asc(subCategories.name), asc(subCategories.id)],
      ),
    )
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db
    .select({ count: count() })
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .where(where);
  return { items, count: total?.count ?? 0 };
}

export async function subCategoryBySlug(
  db: Executor,
  slug: string,
): Promise<AdminSubCategoryRecord | undefined> {
  const [row] = await selectSubCategories(db)
    .where(and(eq(subCategories.slug, slug), notDeleted(subCategories), notDeleted(categories)))
    .limit(1);
  return row;
}

export async function insertSubCategory(db: Executor, values: typeof subCategories.$inferInsert) {
  await db.insert(subCategories).values(values);
}

export async function updateSubCategory(
  db: Executor,
  id: number,
  changes: Partial<Pick<typeof subCategories.$inferInsert, 'name' | 'image' | 'status' | 'categoryId'>>,
) {
  await db.update(subCategories).set(changes).where(eq(subCategories.id, id));
}

export async function softDeleteSubCategory(db: Executor, id: number) {
  await db.update(subCategories).set({ deletedAt: sql`now()` }).where(eq(subCategories.id, id));
}

/** A deleted sub-category by slug, with whether its category is deleted too. */
export async function deletedSubCategoryBySlug(db: Executor, slug: string) {
  const [row] = await db
    .select({
      id: subCategories.id,
      name: subCategories.name,
      categoryId: subCategories.categoryId,
      categoryDeleted: sql<boolean>`${categories.deletedAt} is not null`,
    })
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .where(and(eq(subCategories.slug, slug), isNotNull(subCategories.deletedAt)))
    .limit(1);
  return row;
}

export async function restoreDeletedSubCategory(db: Executor, id: number) {
  await db.update(subCategories).set({ deletedAt: null }).where(eq(subCategories.id, id));
}

/** As `purgeDeletedCategories`, for sub-categories (`name` within its category). */
export async function purgeDeletedSubCategories(
  db: Executor,
  which: { before: Date } | { name: string; categoryId: number },
) {
  await db
    .delete(subCategories)
    .where(
      and(
        isNotNull(subCategories.deletedAt),
        'name' in which
          ? and(
              eq(subCategories.categoryId, which.categoryId),
              sql`lower(${subCategories.name}) = lower(${which.name})`,
            )
          : lt(subCategories.deletedAt, which.before),
      ),
    );
}

export async function subCategoryNameTaken(
  db: Executor,
  categoryId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: subCategories.id })
    .from(subCategories)
    .where(
      whereAll([
        eq(subCategories.categoryId, categoryId),
        notDeleted(subCategories),
        sql`lower(${subCategories.name}) = lower(${name})`,
        exceptId !== undefined ? sql`${subCategories.id} <> ${exceptId}` : undefined,
      ]),
    )
    .limit(1);
  return Boolean(row);
}

export async function subCategorySlugTaken(db: Executor, slug: string): Promise<boolean> {
  return Boolean(
    (
      await db
        .select({ id: subCategories.id })
        .from(subCategories)
        .where(eq(subCategories.slug, slug))
        .limit(1)
    )[0],
  );
}

/** Products whose sub-category is not inside their category once `subCategoryId` moves to `categoryId`. */
export async function productsOutsideCategory(db: Executor, subCategoryId: number, categoryId: number) {
  const [row] = await db
    .select({ count: count() })
    .from(products)
    .where(
      whereAll([eq(products.subCategoryId, subCategoryId), sql`${products.categoryId} <> ${categoryId}`]),
    );
  return row?.count ?? 0;
}

// --- Brands ----------------------------------------------------------------------------------------

const brandFields = {
  id: brands.id,
  slug: brands.slug,
  name: brands.name,
  logo: brands.logo,
  status: brands.status,
  productCount: sql<number>`(select count(*)::int from ${products} p where p.brand_id = ${brands}.id)`,
};

export type AdminBrandRecord = {
  id: number;
  slug: string;
  name: string;
  logo: string | null;
  status: RecordStatus;
  productCount: number;
};

export async function listBrands(
  db: Executor,
  query: { search?: string; status?: RecordStatus; sort?: TaxonomySort } & Page,
): Promise<{ items: AdminBrandRecord[]; count: number }> {
  const where = whereAll([
    notDeleted(brands),
    query.search ? ilike(brands.name, likePattern(query.search)) : undefined,
    query.status ? eq(brands.status, query.status) : undefined,
  ]);
  const items = await db
    .select(brandFields)
    .from(brands)
    .where(where)
    .orderBy(
      ...orderByFor(
        query.sort,
        { name: brands.name, products: brandFields.productCount as SQL, status: brands.status },
        [asc(brands.name), asc(brands.id)],
      ),
    )
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ count: count() }).from(brands).where(where);
  return { items, count: total?.count ?? 0 };
}

export async function brandBySlug(db: Executor, slug: string): Promise<AdminBrandRecord | undefined> {
  const [row] = await db
    .select(brandFields)
    .from(brands)
    .where(and(eq(brands.slug, slug), notDeleted(brands)))
    .limit(1);
  return row;
}

export async function insertBrand(db: Executor, values: typeof brands.$inferInsert) {
  await db.insert(brands).values(values);
}

export async function updateBrand(
  db: Executor,
  id: number,
  changes: Partial<Pick<typeof brands.$inferInsert, 'name' | 'logo' | 'status'>>,
) {
  await db.update(brands).set(changes).where(eq(brands.id, id));
}

export async function softDeleteBrand(db: Executor, id: number) {
  await db.update(brands).set({ deletedAt: sql`now()` }).where(eq(brands.id, id));
}

export async function deletedBrandBySlug(db: Executor, slug: string) {
  const [row] = await db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(and(eq(brands.slug, slug), isNotNull(brands.deletedAt)))
    .limit(1);
  return row;
}

export async function restoreDeletedBrand(db: Executor, id: number) {
  await db.update(brands).set({ deletedAt: null }).where(eq(brands.id, id));
}

/** As `purgeDeletedCategories`, for brands. */
export async function purgeDeletedBrands(db: Executor, which: { before: Date } | { name: string }) {
  await db
    .delete(brands)
    .where(
      and(
        isNotNull(brands.deletedAt),
        'name' in which
          ? sql`lower(${brands.name}) = lower(${which.name})`
          : lt(brands.deletedAt, which.before),
      ),
    );
}

export async function brandNameTaken(db: Executor, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(
      whereAll([
        notDeleted(brands),
        sql`lower(${brands.name}) = lower(${name})`,
        exceptId !== undefined ? sql`${brands.id} <> ${exceptId}` : undefined,
      ]),
    )
    .limit(1);
  return Boolean(row);
}

export async function brandSlugTaken(db: Executor, slug: string): Promise<boolean> {
  return Boolean((await db.select({ id: brands.id }).from(brands).where(eq(brands.slug, slug)).limit(1))[0]);
}

/**
 * How many products shoppers see now through a category, sub-category or brand: what deactivating it
 * would hide (the admin is told before confirming).
 */
export async function visibleProductsUsing(
  db: Executor,
  column: 'category' | 'subCategory' | 'brand',
  id: number,
): Promise<number> {
  const key = { category: products.categoryId, subCategory: products.subCategoryId, brand: products.brandId }[
    column
  ];
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(and(shopperVisible, eq(key, id)));
  return Number(row?.n ?? 0);
}
