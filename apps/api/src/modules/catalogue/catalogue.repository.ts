/** Taxonomy reads (categories, sub-categories, brands) and the signed-in user's header data. */
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { brands, categories, products, subCategories, users } from '../../db/schema/index.ts';
import { hasVisibleProducts } from '../../kernel/product-read-model.ts';
import { listed } from '../../kernel/soft-delete.ts';

export const categoryFields = {
  slug: categories.slug,
  name: categories.name,
  image: categories.image,
  status: categories.status,
};

export type CategoryRecord = {
  slug: string;
  name: string;
  image: string | null;
  status: 'active' | 'inactive';
};

export function activeCategories(db: Executor): Promise<CategoryRecord[]> {
  return db
    .select(categoryFields)
    .from(categories)
    .where(listed(categories))
    .orderBy(asc(categories.name), asc(categories.id));
}

export const subCategoryFields = {
  slug: subCategories.slug,
  name: subCategories.name,
  catSlug: categories.slug,
  status: subCategories.status,
};

export type SubCategoryRecord = {
  slug: string;
  name: string;
  catSlug: string;
  status: 'active' | 'inactive';
};

/** Active sub-categories of active categories. */
export function activeSubCategories(db: Executor): Promise<SubCategoryRecord[]> {
  return db
    .select(subCategoryFields)
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .where(and(listed(subCategories), listed(categories)))
    .orderBy(asc(categories.name), asc(subCategories.name), asc(subCategories.id));
}

/**
 * The site data's categories and sub-categories, each saying whether it has a product to show: the header's
 * menus leave out empty ones (a category whose products are all hidden, by a deactivated brand say, is empty),
 * while the product forms still offer every active one.
 */
/**
 * `exists (…)` wrapped once more: in a single-table select Drizzle unqualifies the columns written directly
 * in a selected fragment (`"id"` for sellers.id), not those of a nested one.
 */
const selectable = (fragment: SQL) => sql`${fragment}`.mapWith(Boolean);

export function activeCategoriesWithStock(
  db: Executor,
): Promise<(CategoryRecord & { hasProducts: boolean })[]> {
  return db
    .select({
      ...categoryFields,
      hasProducts: selectable(hasVisibleProducts(products.categoryId, categories.id)),
    })
    .from(categories)
    .where(listed(categories))
    .orderBy(asc(categories.name), asc(categories.id));
}

export function activeSubCategoriesWithStock(
  db: Executor,
): Promise<(SubCategoryRecord & { hasProducts: boolean })[]> {
  return db
    .select({
      ...subCategoryFields,
      hasProducts: selectable(hasVisibleProducts(products.subCategoryId, subCategories.id)),
    })
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .where(and(listed(subCategories), listed(categories)))
    .orderBy(asc(categories.name), asc(subCategories.name), asc(subCategories.id));
}

export type BrandRecord = { slug: string; name: string; logo: string | null; status: 'active' | 'inactive' };

export function activeBrands(db: Executor): Promise<BrandRecord[]> {
  return db
    .select({ slug: brands.slug, name: brands.name, logo: brands.logo, status: brands.status })
    .from(brands)
    .where(listed(brands))
    .orderBy(asc(brands.name), asc(brands.id));
}

/** Prepared: the site data of every signed-in page reads the shopper's row. */
const userRowById = preparedPerDatabase((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_by_id'),
);

export async function userById(db: Database, id: string) {
  const [row] = await userRowById(db).execute({ id });
  return row;
}

export async function userBySlug(db: Executor, slug: string) {
  const [row] = await db.select().from(users).where(eq(users.slug, slug)).limit(1);
  return row;
}
