/** Taxonomy reads (categories, sub-categories, brands) and the signed-in user's header data. */
import { and, asc, eq } from 'drizzle-orm';
import { brands, categories, subCategories, users } from '../../db/schema/index.ts';
import type { Executor } from '../products/products.repository.ts';

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
    .where(eq(categories.status, 'active'))
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
    .where(and(eq(subCategories.status, 'active'), eq(categories.status, 'active')))
    .orderBy(asc(categories.name), asc(subCategories.name), asc(subCategories.id));
}

export type BrandRecord = { slug: string; name: string; logo: string | null; status: 'active' | 'inactive' };

export function activeBrands(db: Executor): Promise<BrandRecord[]> {
  return db
    .select({ slug: brands.slug, name: brands.name, logo: brands.logo, status: brands.status })
    .from(brands)
    .where(eq(brands.status, 'active'))
    .orderBy(asc(brands.name), asc(brands.id));
}

export async function userById(db: Executor, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function userBySlug(db: Executor, slug: string) {
  const [row] = await db.select().from(users).where(eq(users.slug, slug)).limit(1);
  return row;
}
