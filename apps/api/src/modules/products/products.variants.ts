/**
 * Writing a product's options and variants (decision 16): the rules a set of variants must keep, and the one
 * write that replaces them in a transaction. The product row's copies (lead price, total stock) follow through
 * the variants' trigger (migration 0009). Variants are matched by SKU, so a variant kept across an edit keeps
 * its cart lines and order references; a variant left out is deleted (its cart lines with it; order lines keep
 * their copies).
 */
import { and, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { MAX_PRODUCT_OPTIONS, productOptions, productVariants } from '../../db/schema/index.ts';
import { BadRequestError, ConflictError } from '../../kernel/http-errors.ts';

export interface OptionInput {
  name: string;
  values: string[];
}

export interface VariantInput {
  sku: string;
  options: Record<string, string>;
  priceCents: number;
  offerPriceCents: number | null;
  stock: number;
  weightGrams: number | null;
  imageUrls: string[];
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Every reason the set cannot be saved, in plain words; empty when it can. */
export function variantSetProblems(options: OptionInput[], variants: VariantInput[]): string[] {
  const problems: string[] = [];
  if (options.length > MAX_PRODUCT_OPTIONS)
    problems.push(`A product has at most ${MAX_PRODUCT_OPTIONS} options`);
  options.forEach((option, index) => {
    if (option.name.trim() === '') problems.push(`Option ${index + 1} needs a name`);
    if (options.findIndex((other) => sameText(other.name, option.name)) !== index)
      problems.push(`Option ${option.name} is named twice`);
    if (option.values.length === 0) problems.push(`Option ${option.name} needs at least one value`);
    const repeated = option.values.filter(
      (value, at) => option.values.findIndex((v) => sameText(v, value)) !== at,
    );
    if (repeated.length > 0) problems.push(`Option ${option.name} lists ${repeated.join(', ')} twice`);
  });
  if (variants.length === 0) problems.push('A product needs at least one variant');
  if (options.length === 0 && variants.length > 1) problems.push('A product without options has one variant');
  const combinations = new Set<string>();
  const skus = new Set<string>();
  for (const variant of variants) {
    if (skus.has(variant.sku)) problems.push(`SKU ${variant.sku} is used by two variants`);
    skus.add(variant.sku);
    const names = Object.keys(variant.options);
    for (const option of options) {
      const value = variant.options[option.name];
      if (value === undefined) problems.push(`Variant ${variant.sku} needs a value for ${option.name}`);
      else if (!option.values.includes(value))
        problems.push(`Variant ${variant.sku}: ${value} is not a value of ${option.name}`);
    }
    for (const name of names) {
      if (!options.some((option) => option.name === name))
        problems.push(`Variant ${variant.sku}: the product has no option ${name}`);
    }
    const combination = JSON.stringify(options.map((option) => variant.options[option.name] ?? null));
    if (combinations.has(combination)) problems.push(`Two variants have the same options as ${variant.sku}`);
    combinations.add(combination);
    if (variant.offerPriceCents !== null && variant.offerPriceCents >= variant.priceCents)
      problems.push(`Variant ${variant.sku}: the offer must be below the price`);
  }
  return problems;
}

/**
 * Replaces the options and variants of a product in one transaction (a savepoint inside a caller's
 * transaction, so an import of many products stays all or nothing): 400 listing every problem, nothing
 * written. Variants whose SKU stays are updated in place.
 */
export async function saveProductVariants(
  db: Executor,
  productId: number,
  options: OptionInput[],
  variants: VariantInput[],
): Promise<void> {
  const problems = variantSetProblems(options, variants);
  if (problems.length > 0) throw new BadRequestError(problems.join('; '), 'invalid_variants');
  await db.transaction(async (tx) => {
    const skus = variants.map((variant) => variant.sku);
    const taken = await tx
      .select({ sku: productVariants.sku })
      .from(productVariants)
      .where(and(inArray(productVariants.sku, skus), ne(productVariants.productId, productId)));
    if (taken.length > 0) {
      const list = taken.map((row) => row.sku).join(', ');
      throw new ConflictError(`SKU ${list} is already used by another product`, 'sku_taken');
    }
    await tx
      .delete(productVariants)
      .where(and(eq(productVariants.productId, productId), notInArray(productVariants.sku, skus)));
    const kept = await tx
      .select({ sku: productVariants.sku })
      .from(productVariants)
      .where(and(eq(productVariants.productId, productId), inArray(productVariants.sku, skus)));
    const keptSkus = new Set(kept.map((row) => row.sku));
    await tx.delete(productOptions).where(eq(productOptions.productId, productId));
    if (options.length > 0) {
      await tx
        .insert(productOptions)
        .values(options.map((option, index) => ({ productId, position: index + 1, ...option })));
    }
    for (const [index, variant] of variants.entries()) {
      const row = {
        optionValues: variant.options,
        position: index + 1,
        priceCents: variant.priceCents,
        offerPriceCents: variant.offerPriceCents,
        stock: variant.stock,
        weightGrams: variant.weightGrams,
        imageUrls: variant.imageUrls,
      };
      if (keptSkus.has(variant.sku)) {
        await tx
          .update(productVariants)
          .set(row)
          .where(and(eq(productVariants.productId, productId), eq(productVariants.sku, variant.sku)));
      } else {
        await tx.insert(productVariants).values({ productId, sku: variant.sku, ...row });
      }
    }
  });
}
