/**
 * The variants editor and the CSV of a shop's variants, for sellers (their own shop's products)
 * and admins (any product). Every write goes through `saveProductVariants` (decision 16: variants matched by
 * SKU, so a kept variant keeps its cart lines), in one transaction: a file with one bad row writes nothing.
 *
 * What the editor reads and writes is what the seller typed: the stored offer price (not the flash-sale price
 * shoppers may see) and the variant's own images (empty: it shows the product's).
 */
import { toCents, toDollars } from '@shop/shared/money';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError, BadRequestError, NotFoundError } from '../../kernel/http-errors.ts';
import { saveProductVariants } from '../products/products.service.ts';
import { assertUploadedImages } from '../uploads/uploads.service.ts';
import type { VariantsBody, variantsRead } from './seller-dashboard.schemas.ts';
import {
  assertCanTouch,
  type DashboardProduct,
  type ProductActor,
  readBack,
} from './seller-product-access.ts';
import {
  type DashboardProductRecord,
  dashboardProductBySlug,
  dashboardProductsBySlugs,
  dashboardProductsOfShop,
} from './seller-products.repository.ts';
import { type CsvProblem, type CsvVariant, variantsFromCsv, variantsToCsv } from './seller-variants.csv.ts';

async function editable(db: Database, actor: ProductActor, slug: string): Promise<DashboardProductRecord> {
  await assertCanTouch(db, actor, slug);
  const record = await dashboardProductBySlug(db, slug);
  if (!record) throw new NotFoundError(`Product ${slug} not found`, 'product_not_found');
  return record;
}

/** The product's options and variants as the editor shows them (dollars, stored offer, own images). */
export async function variantsForEditor(
  db: Database,
  actor: ProductActor,
  slug: string,
): Promise<z.infer<typeof variantsRead>> {
  const record = await editable(db, actor, slug);
  return {
    options: record.options,
    variants: record.variants.map((variant) => ({
      sku: variant.sku,
      options: variant.options,
      price: toDollars(variant.priceCents),
      offerPrice: variant.offerPriceCents === null ? null : toDollars(variant.offerPriceCents),
      stock: variant.stock,
      weight: variant.weightGrams,
      imageURL: variant.imageUrls,
    })),
  };
}

/** Images a seller may name: uploaded here, or already the product's or one of its variants'. */
function acceptedImages(record: DashboardProductRecord): string[] {
  return [...record.imageUrls, ...record.variants.flatMap((variant) => variant.imageUrls)];
}

/** Replaces a product's options and variants (400 listing every problem, 409 for a SKU of another product). */
export async function replaceVariants(
  db: Database,
  actor: ProductActor,
  slug: string,
  body: VariantsBody,
): Promise<DashboardProduct> {
  const record = await editable(db, actor, slug);
  const images = body.variants.flatMap((variant) => variant.imageURL);
  if (actor.kind === 'seller') await assertUploadedImages(db, images, acceptedImages(record));
  await saveProductVariants(
    db,
    record.id,
    body.options,
    body.variants.map((variant) => ({
      sku: variant.sku,
      options: variant.options,
      priceCents: toCents(variant.price),
      offerPriceCents: variant.offerPrice == null ? null : toCents(variant.offerPrice),
      stock: variant.stock,
      weightGrams: variant.weight ?? null,
      imageUrls: [...new Set(variant.imageURL)],
    })),
  );
  return readBack(db, slug);
}

function csvRowsOf(records: DashboardProductRecord[]): CsvVariant[] {
  return records.flatMap((record) =>
    record.variants.map((variant) => ({
      productSlug: record.slug,
      productName: record.productName,
      // In the product's option order, so every row of a product names its options alike.
      options: record.options.map((option) => ({
        name: option.name,
        value: variant.options[option.name] ?? '',
      })),
      sku: variant.sku,
      priceCents: variant.priceCents,
      offerPriceCents: variant.offerPriceCents,
      stock: variant.stock,
      weightGrams: variant.weightGrams,
      imageUrls: variant.imageUrls,
    })),
  );
}

/** One product's variants as CSV. */
export async function productVariantsCsv(db: Database, actor: ProductActor, slug: string): Promise<string> {
  return variantsToCsv(csvRowsOf([await editable(db, actor, slug)]));
}

/** Every product of a shop, with its variants, as CSV (oldest product first, so re-exports line up). */
export async function shopVariantsCsv(db: Database, shopId: number): Promise<string> {
  return variantsToCsv(csvRowsOf(await dashboardProductsOfShop(db, shopId)));
}

/** Thrown inside the import's transaction to roll back every product once one of them failed. */
class ImportRolledBack extends Error {}

export type VariantImportResult =
  | { ok: true; products: number; variants: number }
  | { ok: false; problems: CsvProblem[] };

/**
 * Imports a file of variants: each product named in it gets exactly the variants of its rows (options named
 * by the first row, values in the order they appear). Products must exist and be the actor's (a seller's own
 * shop); `onlyProduct` limits the file to one product. Any problem, in any row, and nothing is written.
 */
export async function importVariantsCsv(
  db: Database,
  actor: ProductActor,
  csv: string,
  onlyProduct?: string,
): Promise<VariantImportResult> {
  const { rows, problems } = variantsFromCsv(csv, onlyProduct);
  if (problems.some((problem) => problem.row <= 1)) return { ok: false, problems };

  const slugs = [...new Set(rows.map((row) => row.productSlug))];
  const records = new Map((await dashboardProductsBySlugs(db, slugs)).map((record) => [record.slug, record]));
  const firstRowOfSku = new Map<string, number>();
  const byProduct = new Map<string, typeof rows>();
  for (const row of rows) {
    const record = records.get(row.productSlug);
    if (onlyProduct && row.productSlug !== onlyProduct) {
      problems.push({
        row: row.row,
        message: `Row ${row.row}: this file may only hold rows of ${onlyProduct}`,
      });
      continue;
    }
    if (!record || (actor.kind === 'seller' && record.sellerId !== actor.shopId)) {
      problems.push({ row: row.row, message: `Row ${row.row}: your shop has no product ${row.productSlug}` });
      continue;
    }
    const earlier = firstRowOfSku.get(row.sku);
    if (earlier !== undefined) {
      problems.push({
        row: row.row,
        message: `Row ${row.row}: the SKU ${row.sku} is already in row ${earlier}`,
      });
      continue;
    }
    firstRowOfSku.set(row.sku, row.row);
    if (actor.kind === 'seller') {
      try {
        await assertUploadedImages(db, row.imageUrls, acceptedImages(record));
      } catch (error) {
        if (!(error instanceof BadRequestError)) throw error;
        problems.push({ row: row.row, message: `Row ${row.row}: ${error.message}` });
        continue;
      }
    }
    byProduct.set(row.productSlug, [...(byProduct.get(row.productSlug) ?? []), row]);
  }

  const sets = [...byProduct].map(([slug, productRows]) => {
    const first = productRows[0]!;
    const names = first.options.map((option) => option.name);
    const options = names.map((name) => ({ name, values: [] as string[] }));
    for (const row of productRows) {
      const rowNames = row.options.map((option) => option.name);
      if (rowNames.join('\u0000') !== names.join('\u0000')) {
        problems.push({
          row: row.row,
          message: `Row ${row.row}: name the options as row ${first.row} does (${names.join(', ') || 'none'})`,
        });
        continue;
      }
      row.options.forEach((option, index) => {
        const values = options[index]!.values;
        if (!values.includes(option.value)) values.push(option.value);
      });
    }
    const variants = productRows.map((row) => ({
      sku: row.sku,
      options: Object.fromEntries(row.options.map((option) => [option.name, option.value])),
      priceCents: row.priceCents,
      offerPriceCents: row.offerPriceCents,
      stock: row.stock,
      weightGrams: row.weightGrams,
      imageUrls: [...new Set(row.imageUrls)],
    }));
    return { slug, productId: records.get(slug)!.id, firstRow: first.row, options, variants };
  });
  if (problems.length > 0) return { ok: false, problems: problems.sort((a, b) => a.row - b.row) };

  // One transaction for the whole file: saveProductVariants nests as a savepoint, a failure rolls all back.
  const failures: CsvProblem[] = [];
  try {
    await db.transaction(async (tx) => {
      for (const set of sets) {
        try {
          await saveProductVariants(tx, set.productId, set.options, set.variants);
        } catch (error) {
          if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
          failures.push({
            row: set.firstRow,
            message: `Product ${set.slug} (from row ${set.firstRow}): ${error.message}`,
          });
        }
      }
      if (failures.length > 0) throw new ImportRolledBack();
    });
  } catch (error) {
    if (!(error instanceof ImportRolledBack)) throw error;
    return { ok: false, problems: failures };
  }
  return { ok: true, products: sets.length, variants: rows.length };
}
