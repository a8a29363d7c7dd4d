/**
 * The demo's products sold in sizes or colours (decision 16): their option and variants replace the default
 * variant the product's insert created (migration 0009's trigger). Colour variants lead with their own picture,
 * the kind's object tinted in that colour. Runs in the caller's transaction, right after the chunk's products are inserted.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { productOptions, productVariants } from '../schema/index.ts';
import type { DemoProduct, DemoVariant } from './demo-catalogue.ts';
import { type DemoImageSet, variantImageUrls } from './demo-images.ts';
import { insertByUnnest, type UnnestColumn } from './seed-bulk.ts';

const URL_SEPARATOR = '\n';
const productIdOf = (slug: unknown) => sql`(select p.id from products p where p.slug = ${slug})`;

interface VariantRow {
  p: DemoProduct;
  v: DemoVariant;
  position: number;
  imageUrls: string[];
}

const VARIANT_COLUMNS: readonly UnnestColumn<VariantRow>[] = [
  { column: productVariants.productId, type: 'text', value: (r) => r.p.slug, select: productIdOf },
  { column: productVariants.sku, type: 'text', value: (r) => r.v.sku },
  {
    column: productVariants.optionValues,
    type: 'text',
    value: (r) => JSON.stringify(r.v.options),
    select: (json) => sql`${json}::jsonb`,
  },
  { column: productVariants.position, type: 'int4', value: (r) => r.position },
  { column: productVariants.priceCents, type: 'int4', value: (r) => r.p.priceCents },
  { column: productVariants.offerPriceCents, type: 'int4', value: (r) => r.p.offerPriceCents },
  { column: productVariants.stock, type: 'int4', value: (r) => r.v.stock },
  { column: productVariants.weightGrams, type: 'int4', value: (r) => r.p.weight },
  {
    column: productVariants.imageUrls,
    type: 'text',
    value: (r) => r.imageUrls.join(URL_SEPARATOR),
    select: (joined) => sql`string_to_array(${joined}, ${URL_SEPARATOR})`,
  },
];

interface OptionRow {
  slug: string;
  name: string;
  values: string[];
}

const OPTION_COLUMNS: readonly UnnestColumn<OptionRow>[] = [
  { column: productOptions.productId, type: 'text', value: (r) => r.slug, select: productIdOf },
  { column: productOptions.position, type: 'int4', value: () => 1 },
  { column: productOptions.name, type: 'text', value: (r) => r.name },
  {
    column: productOptions.values,
    type: 'text',
    value: (r) => r.values.join(URL_SEPARATOR),
    select: (joined) => sql`string_to_array(${joined}, ${URL_SEPARATOR})`,
  },
];

export async function insertVariants(
  db: Executor,
  chunk: readonly DemoProduct[],
  images: DemoImageSet,
): Promise<void> {
  const sold = chunk.filter((p) => p.variants.length > 0);
  if (sold.length === 0) return;
  await db.execute(sql`delete from product_variants where product_id in
    (select id from products where slug = any(${sql.param(sold.map((p) => p.slug))}::text[]))`);
  await insertByUnnest(
    db,
    productOptions,
    OPTION_COLUMNS,
    sold.flatMap((p) => p.options.map((option) => ({ slug: p.slug, ...option }))),
  );
  await insertByUnnest(
    db,
    productVariants,
    VARIANT_COLUMNS,
    sold.flatMap((p) =>
      p.variants.map((v, index) => ({
        p,
        v,
        position: index + 1,
        imageUrls: variantImageUrls(images, { kind: p.kind, imageVariant: v.imageVariant }, v),
      })),
    ),
  );
}
