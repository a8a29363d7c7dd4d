/**
 * Categories, sub-categories and brands (admin). Names are unique ignoring case (a sub-category within
 * its category); slugs are derived from the name once and never change (links keep working after a
 * rename). Deactivating hides the entry from the storefront; deleting is refused while products use it
 * (409 `in_use`: deactivate instead), so no product silently loses its category or brand. A delete can be
 * undone for a day (decision 36): the row stays, marked deleted, and every read leaves it out.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import type { RecordStatus } from '../../db/schema/statuses.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../kernel/http-errors.ts';
import { RESTORE_WINDOW_MS } from '../../kernel/soft-delete.ts';
import type { TableSort } from '../../kernel/table-sort.ts';
import { shopSlugFrom } from '../seller-applications/seller-applications.service.ts';
import type { Page } from './admin.repository.ts';
import {
  type AdminBrandRecord,
  type AdminCategoryRecord,
  type AdminSubCategoryRecord,
  brandBySlug,
  brandNameTaken,
  brandSlugTaken,
  categoryBySlug,
  categoryNameTaken,
  categorySlugTaken,
  deletedBrandBySlug,
  deletedCategoryBySlug,
  deletedSubCategoryBySlug,
  insertBrand,
  insertCategory,
  insertSubCategory,
  listBrands,
  listCategories,
  listSubCategories,
  productsOutsideCategory,
  purgeDeletedBrands,
  purgeDeletedCategories,
  purgeDeletedSubCategories,
  restoreDeletedBrand,
  restoreDeletedCategory,
  restoreDeletedSubCategory,
  type SUB_CATEGORY_SORT_COLUMNS,
  softDeleteBrand,
  softDeleteCategory,
  softDeleteSubCategory,
  subCategoryBySlug,
  subCategoryNameTaken,
  subCategorySlugTaken,
  type TAXONOMY_SORT_COLUMNS,
  updateBrand,
  updateCategory,
  updateSubCategory,
  visibleProductsUsing,
} from './admin-catalogue.repository.ts';

export { SUB_CATEGORY_SORT_COLUMNS, TAXONOMY_SORT_COLUMNS } from './admin-catalogue.repository.ts';

type TaxonomySort = TableSort<(typeof TAXONOMY_SORT_COLUMNS)[number]>;

/** `name` as a URL slug, suffixed while `taken` says it is in use. */
export async function readableSlug(name: string, taken: (slug: string) => Promise<boolean>): Promise<string> {
  const base = shopSlugFrom(name);
  if (!(await taken(base))) return base;
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = `${base}-${randomBytes(2).toString('hex')}`;
    if (!(await taken(candidate))) return candidate;
  }
  return `${base}-${randomBytes(6).toString('hex')}`;
}

/** Deleted rows older than this go for good at the next delete of their kind. */
function restoreWindowStart(): Date {
  return new Date(Date.now() - RESTORE_WINDOW_MS);
}

function notDeletedError(what: string, slug: string, code: string): NotFoundError {
  return new NotFoundError(`No deleted ${what} ${slug}`, code);
}

function inUse(what: string, count: number): ConflictError {
  return new ConflictError(
    `${what} is used by ${count} product${count === 1 ? '' : 's'}; deactivate it instead`,
    'in_use',
  );
}

// --- Categories ------------------------------------------------------------------------------------

function toAdminCategory(record: AdminCategoryRecord) {
  return {
    cat_slug: record.slug,
    cat_name: record.name,
    cat_image: record.image,
    cat_status: record.status,
    productCount: record.productCount,
  };
}

export async function categoriesForAdmin(
  db: Database,
  query: { search?: string; status?: RecordStatus; sort?: TaxonomySort } & Page,
) {
  const { items, count } = await listCategories(db, query);
  return { items: items.map(toAdminCategory), count };
}

async function requireCategory(db: Database, slug: string) {
  const record = await categoryBySlug(db, slug);
  if (!record) throw new NotFoundError(`Category ${slug} not found`, 'category_not_found');
  return record;
}

export async function categoryForAdmin(db: Database, slug: string) {
  return toAdminCategory(await requireCategory(db, slug));
}

export async function createCategory(
  db: Database,
  input: { cat_name: string; cat_image?: string | null | undefined; cat_status?: RecordStatus | undefined },
) {
  await purgeDeletedCategories(db, { name: input.cat_name });
  if (await categoryNameTaken(db, input.cat_name)) {
    throw new ConflictError(`A category named "${input.cat_name}" exists`, 'name_taken');
  }
  const slug = await readableSlug(input.cat_name, (candidate) => categorySlugTaken(db, candidate));
  await insertCategory(db, {
    slug,
    name: input.cat_name,
    image: input.cat_image ?? null,
    status: input.cat_status ?? 'active',
  });
  return categoryForAdmin(db, slug);
}

export async function changeCategory(
  db: Database,
  slug: string,
  input: { cat_name?: string; cat_image?: string | null; cat_status?: RecordStatus },
) {
  const record = await requireCategory(db, slug);
  if (input.cat_name !== undefined) await purgeDeletedCategories(db, { name: input.cat_name });
  if (input.cat_name !== undefined && (await categoryNameTaken(db, input.cat_name, record.id))) {
    throw new ConflictError(`A category named "${input.cat_name}" exists`, 'name_taken');
  }
  await updateCategory(db, record.id, {
    ...(input.cat_name !== undefined ? { name: input.cat_name } : {}),
    ...(input.cat_image !== undefined ? { image: input.cat_image } : {}),
    ...(input.cat_status !== undefined ? { status: input.cat_status } : {}),
  });
  return categoryForAdmin(db, slug);
}

export async function removeCategory(db: Database, slug: string) {
  const record = await requireCategory(db, slug);
  if (record.productCount > 0) throw inUse(`Category ${record.name}`, record.productCount);
  await db.transaction(async (tx) => {
    await softDeleteCategory(tx, record.id);
    await purgeDeletedCategories(tx, { before: restoreWindowStart() });
  });
  return toAdminCategory(record);
}

/** Brings back a deleted category with the sub-categories deleted with it. */
export async function restoreCategory(db: Database, slug: string) {
  const deleted = await deletedCategoryBySlug(db, slug);
  if (!deleted?.deletedAt) throw notDeletedError('category', slug, 'category_not_deleted');
  if (await categoryNameTaken(db, deleted.name)) {
    throw new ConflictError(`A category named "${deleted.name}" exists; rename it first`, 'name_taken');
  }
  await db.transaction((tx) => restoreDeletedCategory(tx, deleted.id));
  return categoryForAdmin(db, slug);
}

// --- Sub-categories --------------------------------------------------------------------------------

function toAdminSubCategory(record: AdminSubCategoryRecord) {
  return {
    slug: record.slug,
    subcat_name: record.name,
    cat_slug: record.catSlug,
    subcat_status: record.status,
    image: record.image,
    productCount: record.productCount,
  };
}

export async function subCategoriesForAdmin(
  db: Database,
  query: {
    search?: string;
    status?: RecordStatus;
    catSlug?: string;
    sort?: TableSort<(typeof SUB_CATEGORY_SORT_COLUMNS)[number]>;
  } & Page,
) {
  const { items, count } = await listSubCategories(db, query);
  return { items: items.map(toAdminSubCategory), count };
}

async function requireSubCategory(db: Database, slug: string) {
  const record = await subCategoryBySlug(db, slug);
  if (!record) throw new NotFoundError(`Sub-category ${slug} not found`, 'sub_category_not_found');
  return record;
}

export async function subCategoryForAdmin(db: Database, slug: string) {
  return toAdminSubCategory(await requireSubCategory(db, slug));
}

async function parentCategory(db: Database, catSlug: string) {
  const category = await categoryBySlug(db, catSlug);
  if (!category) throw new BadRequestError(`cat_slug: unknown category ${catSlug}`, 'unknown_category');
  return category;
}

export async function createSubCategory(
  db: Database,
  input: {
    subcat_name: string;
    cat_slug: string;
    image?: string | null | undefined;
    subcat_status?: RecordStatus | undefined;
  },
) {
  const category = await parentCategory(db, input.cat_slug);
  await purgeDeletedSubCategories(db, { name: input.subcat_name, categoryId: category.id });
  if (await subCategoryNameTaken(db, category.id, input.subcat_name)) {
    throw new ConflictError(`"${input.subcat_name}" already exists in ${category.name}`, 'name_taken');
  }
  const slug = await readableSlug(input.subcat_name, (candidate) => subCategorySlugTaken(db, candidate));
  await insertSubCategory(db, {
    slug,
    categoryId: category.id,
    name: input.subcat_name,
    image: input.image ?? null,
    status: input.subcat_status ?? 'active',
  });
  return subCategoryForAdmin(db, slug);
}

export async function changeSubCategory(
  db: Database,
  slug: string,
  input: { subcat_name?: string; cat_slug?: string; image?: string | null; subcat_status?: RecordStatus },
) {
  const record = await requireSubCategory(db, slug);
  const categoryId =
    input.cat_slug !== undefined ? (await parentCategory(db, input.cat_slug)).id : record.categoryId;
  if (categoryId !== record.categoryId) {
    // Moving it would leave products with a sub-category outside their category.
    const stranded = await productsOutsideCategory(db, record.id, categoryId);
    if (stranded > 0) throw inUse(`Sub-category ${record.name}`, stranded);
  }
  const nameToCheck = input.subcat_name ?? record.name;
  if (input.subcat_name !== undefined || categoryId !== record.categoryId) {
    await purgeDeletedSubCategories(db, { name: nameToCheck, categoryId });
  }
  if (
    (input.subcat_name !== undefined || categoryId !== record.categoryId) &&
    (await subCategoryNameTaken(db, categoryId, nameToCheck, record.id))
  ) {
    throw new ConflictError(`"${nameToCheck}" already exists in that category`, 'name_taken');
  }
  await updateSubCategory(db, record.id, {
    ...(input.subcat_name !== undefined ? { name: input.subcat_name } : {}),
    ...(input.image !== undefined ? { image: input.image } : {}),
    ...(input.subcat_status !== undefined ? { status: input.subcat_status } : {}),
    ...(categoryId !== record.categoryId ? { categoryId } : {}),
  });
  return subCategoryForAdmin(db, slug);
}

export async function removeSubCategory(db: Database, slug: string) {
  const record = await requireSubCategory(db, slug);
  if (record.productCount > 0) throw inUse(`Sub-category ${record.name}`, record.productCount);
  await db.transaction(async (tx) => {
    await softDeleteSubCategory(tx, record.id);
    await purgeDeletedSubCategories(tx, { before: restoreWindowStart() });
  });
  return toAdminSubCategory(record);
}

/** Brings back a deleted sub-category (its category must be there: 409 `category_deleted` otherwise). */
export async function restoreSubCategory(db: Database, slug: string) {
  const deleted = await deletedSubCategoryBySlug(db, slug);
  if (!deleted) throw notDeletedError('sub-category', slug, 'sub_category_not_deleted');
  if (deleted.categoryDeleted) {
    throw new ConflictError('Its category is deleted: restore the category first', 'category_deleted');
  }
  if (await subCategoryNameTaken(db, deleted.categoryId, deleted.name)) {
    throw new ConflictError(`"${deleted.name}" already exists in that category`, 'name_taken');
  }
  await restoreDeletedSubCategory(db, deleted.id);
  return subCategoryForAdmin(db, slug);
}

// --- Brands ----------------------------------------------------------------------------------------

function toAdminBrand(record: AdminBrandRecord) {
  return {
    slug: record.slug,
    name: record.name,
    logo: record.logo,
    status: record.status,
    productCount: record.productCount,
  };
}

export async function brandsForAdmin(
  db: Database,
  query: { search?: string; status?: RecordStatus; sort?: TaxonomySort } & Page,
) {
  const { items, count } = await listBrands(db, query);
  return { items: items.map(toAdminBrand), count };
}

async function requireBrand(db: Database, slug: string) {
  const record = await brandBySlug(db, slug);
  if (!record) throw new NotFoundError(`Brand ${slug} not found`, 'brand_not_found');
  return record;
}

export async function brandForAdmin(db: Database, slug: string) {
  return toAdminBrand(await requireBrand(db, slug));
}

export async function createBrand(
  db: Database,
  input: { name: string; logo?: string | null | undefined; status?: RecordStatus | undefined },
) {
  await purgeDeletedBrands(db, { name: input.name });
  if (await brandNameTaken(db, input.name)) {
    throw new ConflictError(`A brand named "${input.name}" exists`, 'name_taken');
  }
  const slug = await readableSlug(input.name, (candidate) => brandSlugTaken(db, candidate));
  await insertBrand(db, {
    slug,
    name: input.name,
    logo: input.logo ?? null,
    status: input.status ?? 'active',
  });
  return brandForAdmin(db, slug);
}

export async function changeBrand(
  db: Database,
  slug: string,
  input: { name?: string; logo?: string | null; status?: RecordStatus },
) {
  const record = await requireBrand(db, slug);
  if (input.name !== undefined) await purgeDeletedBrands(db, { name: input.name });
  if (input.name !== undefined && (await brandNameTaken(db, input.name, record.id))) {
    throw new ConflictError(`A brand named "${input.name}" exists`, 'name_taken');
  }
  await updateBrand(db, record.id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.logo !== undefined ? { logo: input.logo } : {}),
    ...(input.status !== undefined ? { status: input.status } : {}),
  });
  return brandForAdmin(db, slug);
}

export async function removeBrand(db: Database, slug: string) {
  const record = await requireBrand(db, slug);
  if (record.productCount > 0) throw inUse(`Brand ${record.name}`, record.productCount);
  await db.transaction(async (tx) => {
    await softDeleteBrand(tx, record.id);
    await purgeDeletedBrands(tx, { before: restoreWindowStart() });
  });
  return toAdminBrand(record);
}

export async function restoreBrand(db: Database, slug: string) {
  const deleted = await deletedBrandBySlug(db, slug);
  if (!deleted) throw notDeletedError('brand', slug, 'brand_not_deleted');
  if (await brandNameTaken(db, deleted.name)) {
    throw new ConflictError(`A brand named "${deleted.name}" exists; rename it first`, 'name_taken');
  }
  await restoreDeletedBrand(db, deleted.id);
  return brandForAdmin(db, slug);
}

/** What deactivating a category, sub-category or brand would hide: its products shoppers see now. */
export async function productsHiddenByDeactivating(
  db: Database,
  kind: 'category' | 'subCategory' | 'brand',
  slug: string,
): Promise<{ visibleProducts: number }> {
  const record =
    kind === 'category'
      ? await requireCategory(db, slug)
      : kind === 'subCategory'
        ? await requireSubCategory(db, slug)
        : await requireBrand(db, slug);
  return { visibleProducts: await visibleProductsUsing(db, kind, record.id) };
}
