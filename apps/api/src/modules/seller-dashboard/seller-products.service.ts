/**
 * Writing products (product rules §10 "Products"), for a seller's own shop and for admins.
 *
 * Rules:
 * - Money arrives in dollars and is stored in cents; `offerPrice` must stay below `price` (also after a
 *   partial edit that changes only one of them).
 * - The description is sanitized rich text (kernel/rich-text.ts); images must be URLs returned by
 *   `POST /api/uploads` (or images the product already had); 1 to 8 of them.
 * - `subCatSlug` must belong to `catSlug`; sellers may only pick active categories, sub-categories, brands.
 * - SKUs are unique across the marketplace (409 `sku_taken`).
 * - Approval: a new product waits for an admin (`approvalStatus: pending`) unless the admin turned on
 *   `auto_approve_products`. An edit never takes an approved product off the shop (decision 0021): a change of
 *   what the listing says (name, description, images, category, sub-category, brand, SEO texts) goes live at
 *   once and is queued, with a before/after diff, in the admins' "recently edited" list (`product_edits`);
 *   a rejected product that is edited goes back to the approval queue (a resubmission); a pending one stays
 *   pending. Stock, price, offer price, SKU and weight are day-to-day operations and are not queued. Admin
 *   edits never change the approval nor queue anything; admins approve or reject explicitly.
 * - Ownership: an unknown slug is 404; another shop's product is 403 and nothing changes.
 */
import { randomBytes } from 'node:crypto';
import { toCents } from '@shop/shared/money';
import type { Database, Transaction } from '../../db/client.ts';
import type { ProductEditChange } from '../../db/schema/product-edits.ts';
import type { ApprovalStatus, RecordStatus } from '../../db/schema/statuses.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../kernel/http-errors.ts';
import { sanitizeRichText } from '../../kernel/rich-text.ts';
import { shopSlugFrom } from '../seller-applications/seller-applications.service.ts';
import { assertUploadedImages } from '../uploads/uploads.service.ts';
import { insertProductEdit } from './product-edits.repository.ts';
import { readSettings } from './seller-dashboard.repository.ts';
import type { ProductCreateInput, ProductUpdateInput } from './seller-dashboard.schemas.ts';
import {
  assertCanTouch,
  assertOwner,
  type DashboardProduct,
  type ProductActor,
  readBack,
  toDashboardProduct,
} from './seller-product-access.ts';
import {
  anyDashboardProductBySlug,
  anyProductOwner,
  brandBySlug,
  categoryBySlug,
  insertProduct,
  listDashboardProducts,
  lockProduct,
  lockProducts,
  type ProductChanges,
  type ProductListQuery,
  type ProductRow,
  setApproval,
  setProductDeleted,
  setProductStatus,
  skuTaken,
  slugTaken,
  subCategoryById,
  subCategoryBySlug,
  updateProductRow,
  updateProducts,
} from './seller-products.repository.ts';

/** Fields whose change an admin looks over (input names). */
const REVIEWED_FIELDS = [
  'productName',
  'description',
  'images',
  'catSlug',
  'subCatSlug',
  'brandSlug',
  'seoTitle',
  'seoDescription',
] as const;

/** Listing columns an admin reviews, as the diff names them. */
const LISTING_COLUMNS = {
  productName: 'productName',
  description: 'description',
  images: 'imageUrls',
  category: 'categoryName',
  subCategory: 'subCategoryId',
  brand: 'brandName',
  seoTitle: 'seoTitle',
  seoDescription: 'seoDescription',
} as const satisfies Record<string, keyof ProductRow>;

/** What the listing said before and says now, for the columns that changed. */
export function listingDiff(before: ProductRow, after: ProductRow): Record<string, ProductEditChange> {
  const diff: Record<string, ProductEditChange> = {};
  for (const [name, column] of Object.entries(LISTING_COLUMNS)) {
    const was = before[column];
    const now = after[column];
    if (JSON.stringify(was) !== JSON.stringify(now)) diff[name] = { before: was, after: now };
  }
  return diff;
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') return candidate.constraint === constraint;
    current = candidate.cause;
  }
  return false;
}

const skuConflict = (sku: string) =>
  new ConflictError(`SKU ${sku} is already used by another product`, 'sku_taken');

async function newProductSlug(db: Database | Transaction, name: string): Promise<string> {
  const base = shopSlugFrom(name).slice(0, 60).replace(/-+$/, '') || 'product';
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = `${base}-${randomBytes(2).toString('hex')}`;
    if (!(await slugTaken(db, candidate))) return candidate;
  }
  return `${base}-${randomBytes(6).toString('hex')}`;
}

interface TaxonomyIds {
  categoryId: number;
  subCategoryId: number | null;
  brandId: number | null;
}

/**
 * The category, sub-category and brand ids a form names, checked: known, active (for sellers), and the
 * sub-category inside the category. `current` supplies what a partial edit leaves unchanged.
 */
async function resolveTaxonomy(
  db: Database | Transaction,
  input: { catSlug?: string; subCatSlug?: string | null; brandSlug?: string | null },
  options: { requireActive: boolean; current?: TaxonomyIds },
): Promise<TaxonomyIds> {
  const { current, requireActive } = options;
  let categoryId = current?.categoryId;
  if (input.catSlug !== undefined) {
    const category = await categoryBySlug(db, input.catSlug);
    if (!category)
      throw new BadRequestError(`catSlug: unknown category ${input.catSlug}`, 'unknown_category');
    if (requireActive && category.status !== 'active' && category.id !== current?.categoryId) {
      throw new BadRequestError(`catSlug: category ${input.catSlug} is inactive`, 'inactive_category');
    }
    categoryId = category.id;
  }
  if (categoryId === undefined)
    throw new BadRequestError('catSlug: a category is required', 'unknown_category');

  let subCategoryId = current?.subCategoryId ?? null;
  if (input.subCatSlug !== undefined) {
    if (input.subCatSlug === null) {
      subCategoryId = null;
    } else {
      const sub = await subCategoryBySlug(db, input.subCatSlug);
      if (!sub) {
        throw new BadRequestError(
          `subCatSlug: unknown sub-category ${input.subCatSlug}`,
          'unknown_sub_category',
        );
      }
      if (requireActive && sub.status !== 'active' && sub.id !== current?.subCategoryId) {
        throw new BadRequestError(
          `subCatSlug: sub-category ${input.subCatSlug} is inactive`,
          'inactive_sub_category',
        );
      }
      subCategoryId = sub.id;
    }
  }
  if (subCategoryId !== null) {
    const sub = await subCategoryById(db, subCategoryId);
    if (!sub || sub.categoryId !== categoryId) {
      throw new BadRequestError(
        'subCatSlug: the sub-category does not belong to the category (send a sub-category of it, or null)',
        'sub_category_mismatch',
      );
    }
  }

  let brandId = current?.brandId ?? null;
  if (input.brandSlug !== undefined) {
    if (input.brandSlug === null) {
      brandId = null;
    } else {
      const brand = await brandBySlug(db, input.brandSlug);
      if (!brand) throw new BadRequestError(`brandSlug: unknown brand ${input.brandSlug}`, 'unknown_brand');
      if (requireActive && brand.status !== 'active' && brand.id !== current?.brandId) {
        throw new BadRequestError(`brandSlug: brand ${input.brandSlug} is inactive`, 'inactive_brand');
      }
      brandId = brand.id;
    }
  }
  return { categoryId, subCategoryId, brandId };
}

function checkOffer(priceCents: number, offerPriceCents: number | null): void {
  if (offerPriceCents !== null && offerPriceCents >= priceCents) {
    throw new BadRequestError('offerPrice must be below price', 'invalid_offer_price');
  }
}

export async function listProducts(
  db: Database,
  query: ProductListQuery,
): Promise<{ items: DashboardProduct[]; count: number }> {
  const { items, count } = await listDashboardProducts(db, query);
  return { items: items.map(toDashboardProduct), count };
}

export async function productForActor(
  db: Database,
  actor: ProductActor,
  slug: string,
): Promise<DashboardProduct> {
  await assertCanTouch(db, actor, slug);
  return readBack(db, slug);
}

export async function createShopProduct(
  db: Database,
  shopId: number,
  input: ProductCreateInput,
): Promise<DashboardProduct> {
  const taxonomy = await resolveTaxonomy(db, input, { requireActive: true });
  await assertUploadedImages(db, input.images);
  const priceCents = toCents(input.price);
  const offerPriceCents = input.offerPrice == null ? null : toCents(input.offerPrice);
  checkOffer(priceCents, offerPriceCents);
  const sku = input.sku ?? null;
  if (sku && (await skuTaken(db, sku))) throw skuConflict(sku);
  const settings = await readSettings(db);
  let row: ProductRow;
  try {
    row = await insertProduct(db, {
      slug: await newProductSlug(db, input.productName),
      productName: input.productName,
      description: sanitizeRichText(input.description),
      priceCents,
      offerPriceCents,
      imageUrls: [...new Set(input.images)],
      ...taxonomy,
      sellerId: shopId,
      stock: input.stock,
      sku,
      weightGrams: input.weight ?? null,
      status: 'active',
      approvalStatus: settings.autoApproveProducts ? 'approved' : 'pending',
      seoTitle: input.seoTitle ?? null,
      seoDescription: input.seoDescription ?? null,
    });
  } catch (error) {
    if (sku && isUniqueViolation(error, 'products_sku_unique')) throw skuConflict(sku);
    throw error;
  }
  return readBack(db, row.slug);
}

/** Admin-only extras of a product edit. */
export interface AdminProductExtras {
  isTopProduct?: boolean;
  isNewArrival?: boolean;
  isBestProduct?: boolean;
  isFeatured?: boolean;
  isPopular?: boolean;
  status?: RecordStatus;
}

export async function updateProduct(
  db: Database,
  actor: ProductActor,
  slug: string,
  input: ProductUpdateInput,
  extras: AdminProductExtras = {},
): Promise<DashboardProduct> {
  await assertCanTouch(db, actor, slug);
  const settings = actor.kind === 'seller' ? await readSettings(db) : undefined;
  try {
    await db.transaction(async (tx) => {
      const row = await lockProduct(tx, slug);
      assertOwner(row, actor, slug);
      const changes: ProductChanges = {};
      const taxonomyTouched =
        input.catSlug !== undefined || input.subCatSlug !== undefined || input.brandSlug !== undefined;
      if (taxonomyTouched) {
        Object.assign(
          changes,
          await resolveTaxonomy(tx, input, {
            requireActive: actor.kind === 'seller',
            current: { categoryId: row.categoryId, subCategoryId: row.subCategoryId, brandId: row.brandId },
          }),
        );
      }
      if (input.images !== undefined) {
        if (actor.kind === 'seller') await assertUploadedImages(tx, input.images, row.imageUrls);
        changes.imageUrls = [...new Set(input.images)];
      }
      if (input.productName !== undefined) changes.productName = input.productName;
      if (input.description !== undefined) changes.description = sanitizeRichText(input.description);
      if (input.seoTitle !== undefined) changes.seoTitle = input.seoTitle;
      if (input.seoDescription !== undefined) changes.seoDescription = input.seoDescription;
      if (input.stock !== undefined) changes.stock = input.stock;
      if (input.weight !== undefined) changes.weightGrams = input.weight;
      if (input.sku !== undefined) {
        if (input.sku && (await skuTaken(tx, input.sku, row.id))) throw skuConflict(input.sku);
        changes.sku = input.sku;
      }
      if (input.price !== undefined) changes.priceCents = toCents(input.price);
      if (input.offerPrice !== undefined) {
        changes.offerPriceCents = input.offerPrice === null ? null : toCents(input.offerPrice);
      }
      checkOffer(
        changes.priceCents ?? row.priceCents,
        changes.offerPriceCents !== undefined ? changes.offerPriceCents : row.offerPriceCents,
      );

      const reviewed = actor.kind === 'seller' && REVIEWED_FIELDS.some((field) => input[field] !== undefined);
      if (actor.kind === 'seller') {
        if (reviewed && row.approvalStatus === 'rejected') {
          const next: ApprovalStatus = settings?.autoApproveProducts ? 'approved' : 'pending';
          changes.approvalStatus = next;
          changes.approvalNote = null;
        }
      } else {
        for (const flag of [
          'isTopProduct',
          'isNewArrival',
          'isBestProduct',
          'isFeatured',
          'isPopular',
        ] as const) {
          if (extras[flag] !== undefined) changes[flag] = extras[flag];
        }
        if (extras.status !== undefined) changes.status = extras.status;
      }
      if (Object.keys(changes).length > 0) await updateProductRow(tx, row.id, changes);
      // A live (approved) product stays live; what its listing now says joins the "recently edited" queue.
      if (reviewed && row.approvalStatus === 'approved' && actor.kind === 'seller') {
        const after = await lockProduct(tx, slug);
        const diff = after ? listingDiff(row, after) : {};
        if (Object.keys(diff).length > 0) {
          await insertProductEdit(tx, {
            productId: row.id,
            editedBy: actor.userId ?? null,
            changes: diff,
          });
        }
      }
    });
  } catch (error) {
    if (input.sku && isUniqueViolation(error, 'products_sku_unique')) throw skuConflict(input.sku);
    throw error;
  }
  return readBack(db, slug);
}

export async function setStatusAsActor(
  db: Database,
  actor: ProductActor,
  slug: string,
  status: RecordStatus,
): Promise<DashboardProduct> {
  const changed = await setProductStatus(
    db,
    slug,
    status,
    actor.kind === 'seller' ? actor.shopId : undefined,
  );
  if (!changed) await assertCanTouch(db, actor, slug);
  return readBack(db, slug);
}

/**
 * Deletes a product so that it can be restored (decision 36): shoppers, carts and dashboards stop seeing
 * it at once; its orders, reviews and variants stay. Answers the product as it was. 404 unknown or already
 * deleted; 403 another shop's product.
 */
export async function deleteProductAsActor(
  db: Database,
  actor: ProductActor,
  slug: string,
): Promise<DashboardProduct> {
  await assertCanTouch(db, actor, slug);
  await setProductDeleted(db, slug, true, actor.kind === 'seller' ? actor.shopId : undefined);
  const record = await anyDashboardProductBySlug(db, slug);
  if (!record) throw new NotFoundError(`Product ${slug} not found`, 'product_not_found');
  return toDashboardProduct(record);
}

/** Brings a deleted product back as it was. 404 unknown or not deleted; 403 another shop's product. */
export async function restoreProductAsActor(
  db: Database,
  actor: ProductActor,
  slug: string,
): Promise<DashboardProduct> {
  assertOwner(await anyProductOwner(db, slug), actor, slug);
  if (!(await setProductDeleted(db, slug, false))) {
    throw new NotFoundError(`Product ${slug} is not deleted`, 'product_not_deleted');
  }
  return readBack(db, slug);
}

/** An admin's decision on a product: approved (with an optional note) or rejected (with the reason). */
export async function decideProduct(
  db: Database,
  slug: string,
  decision: { approvalStatus: 'approved' | 'rejected'; note?: string | undefined },
): Promise<DashboardProduct> {
  const changed = await setApproval(db, slug, {
    approvalStatus: decision.approvalStatus,
    approvalNote: decision.note ? decision.note : null,
  });
  if (!changed) throw new NotFoundError(`Product ${slug} not found`, 'product_not_found');
  return readBack(db, slug);
}

export type ProductBulkChange =
  | { action: 'approve'; note?: string | undefined }
  | { action: 'reject'; note: string }
  | { action: 'activate' | 'deactivate' };

/**
 * One admin decision or status change for many products, in one transaction: every product is changed, or
 * (one slug unknown) none is. Answers how many changed.
 */
export async function changeProducts(
  db: Database,
  slugs: string[],
  change: ProductBulkChange,
): Promise<number> {
  const unique = [...new Set(slugs)];
  return db.transaction(async (tx) => {
    const found = new Set(await lockProducts(tx, unique));
    const missing = unique.filter((slug) => !found.has(slug));
    if (missing.length > 0) {
      throw new NotFoundError(`Products not found: ${missing.slice(0, 5).join(', ')}`, 'product_not_found');
    }
    if (change.action === 'activate' || change.action === 'deactivate') {
      return updateProducts(tx, unique, { status: change.action === 'activate' ? 'active' : 'inactive' });
    }
    const note = 'note' in change ? change.note?.trim() : undefined;
    return updateProducts(tx, unique, {
      approvalStatus: change.action === 'approve' ? 'approved' : 'rejected',
      approvalNote: note ? note : null,
    });
  });
}

// The shapes the admin's product routes answer with and accept, the same as the seller's.
/** The variants editor and its CSV, for the admin's product pages too. */
export {
  dashboardProduct,
  productUpdateBody,
  variantsBody,
  variantsImportBody,
  variantsImportProblems,
  variantsImportResult,
  variantsRead,
} from './seller-dashboard.schemas.ts';
export { PRODUCT_SORT_COLUMNS, shopIdBySlug } from './seller-products.repository.ts';
export { importProblems, sendCsv, VARIANT_CSV_COLUMNS } from './seller-variants.http.ts';
export {
  importVariantsCsv,
  productVariantsCsv,
  replaceVariants,
  variantsForEditor,
} from './seller-variants.service.ts';
