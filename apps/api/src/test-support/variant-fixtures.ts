/** A product sold in variants (decision 16), written through the same function as the product forms. */
import type { Database } from '../db/client.ts';
import { saveProductVariants } from '../modules/products/products.service.ts';
import { createProduct, type ProductInput, type ProductRow } from './catalogue-fixtures.ts';

export interface VariantFixture {
  sku: string;
  options: Record<string, string>;
  priceCents?: number;
  offerPriceCents?: number | null;
  stock?: number;
  imageUrls?: string[];
}

/** A T-shirt in Size (M, L) × Colour (Red, Blue) unless told otherwise; every variant $20.00, 5 in stock. */
export async function createVariantProduct(
  db: Database,
  input: ProductInput & {
    options?: { name: string; values: string[] }[];
    variants?: VariantFixture[];
  } = {},
): Promise<ProductRow & { variants: VariantFixture[] }> {
  const product = await createProduct(db, { name: 'Tee', ...input });
  const options = input.options ?? [
    { name: 'Size', values: ['M', 'L'] },
    { name: 'Colour', values: ['Red', 'Blue'] },
  ];
  const variants = input.variants ?? [
    { sku: `${product.slug}-m-red`, options: { Size: 'M', Colour: 'Red' } },
    { sku: `${product.slug}-l-red`, options: { Size: 'L', Colour: 'Red' } },
    { sku: `${product.slug}-m-blue`, options: { Size: 'M', Colour: 'Blue' } },
  ];
  await saveProductVariants(
    db,
    product.id,
    options,
    variants.map((variant) => ({
      sku: variant.sku,
      options: variant.options,
      priceCents: variant.priceCents ?? 2000,
      offerPriceCents: variant.offerPriceCents ?? null,
      stock: variant.stock ?? 5,
      weightGrams: 200,
      imageUrls: variant.imageUrls ?? [],
    })),
  );
  return { ...product, variants };
}
