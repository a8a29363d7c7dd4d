/**
 * The catalogue: categories, sub-categories and brands (a few dozen rows), then products streamed from
 * `iterateDemoProducts` in multi-row batches. Products never set `category_name`, `brand_name` (the
 * 0002 trigger copies them), `effective_price_cents` / `taxonomy_active` (kept by triggers) nor the generated
 * `search_document`.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { brands, categories, products, subCategories } from '../schema/index.ts';
import { type DemoProduct, demoBrands, demoCategories, demoSubCategories } from './demo-catalogue.ts';
import { type DemoImageSet, productImageUrls } from './demo-images.ts';
import { entry, insertByUnnest, lookup, type UnnestColumn } from './seed-bulk.ts';
import { insertVariants } from './seed-variants.ts';

export interface CatalogueIds {
  categoryIdBySlug: ReadonlyMap<string, number>;
  subCategoryIdBySlug: ReadonlyMap<string, number>;
  brandIdBySlug: ReadonlyMap<string, number>;
  sellerIdByShopSlug: ReadonlyMap<string, number>;
}

export async function seedTaxonomy(
  db: Executor,
  images: DemoImageSet,
): Promise<Omit<CatalogueIds, 'sellerIdByShopSlug'>> {
  const cats = await db
    .insert(categories)
    .values(
      demoCategories.map((c) => ({
        name: c.cat_name,
        slug: c.cat_slug,
        image: entry(images.categoryImages, c.imageKey, 'category image'),
      })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  const categoryIdBySlug = new Map(cats.map((c) => [c.slug, c.id]));

  const subs = await db
    .insert(subCategories)
    .values(
      demoSubCategories.map((s) => ({
        name: s.subcat_name,
        slug: s.slug,
        categoryId: lookup(categoryIdBySlug, s.cat_slug, 'category'),
      })),
    )
    .returning({ id: subCategories.id, slug: subCategories.slug });

  const brandRows = await db
    .insert(brands)
    .values(
      demoBrands.map((b) => ({
        name: b.name,
        slug: b.slug,
        logo: entry(images.brandLogos, b.logoKey, 'brand logo'),
      })),
    )
    .returning({ id: brands.id, slug: brands.slug });

  return {
    categoryIdBySlug,
    subCategoryIdBySlug: new Map(subs.map((s) => [s.slug, s.id])),
    brandIdBySlug: new Map(brandRows.map((b) => [b.slug, b.id])),
  };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Descriptions are stored as sanitized rich text (product rules §10); the generator writes plain sentences. */
function asParagraph(text: string): string {
  return `<p>${text.replace(/[&<>"]/g, (c) => HTML_ESCAPES[c]!)}</p>`;
}

/** A generated product with its foreign keys and gallery resolved. */
interface ProductRow {
  p: DemoProduct;
  categoryId: number;
  subCategoryId: number;
  brandId: number;
  sellerId: number;
  imageUrls: string[];
}

/** Demo URLs never contain a newline, so it safely joins a gallery into one array element. */
const URL_SEPARATOR = '\n';

/**
 * Every product column the seeder writes. Absent on purpose: `id` (identity), `category_name` and
 * `brand_name`, `effective_price_cents`, `taxonomy_active` (triggers), `search_document` (generated),
 * `approval_note`.
 */
const PRODUCT_COLUMNS: readonly UnnestColumn<ProductRow>[] = [
  { column: products.slug, type: 'text', value: (r) => r.p.slug },
  { column: products.productName, type: 'text', value: (r) => r.p.productName },
  { column: products.description, type: 'text', value: (r) => asParagraph(r.p.description) },
  { column: products.priceCents, type: 'int4', value: (r) => r.p.priceCents },
  { column: products.offerPriceCents, type: 'int4', value: (r) => r.p.offerPriceCents },
  {
    column: products.imageUrls,
    type: 'text',
    value: (r) => r.imageUrls.join(URL_SEPARATOR),
    // A text[] per row cannot travel inside one array parameter (PostgreSQL arrays are rectangular).
    select: (joined) => sql`string_to_array(${joined}, ${URL_SEPARATOR})`,
  },
  { column: products.categoryId, type: 'int4', value: (r) => r.categoryId },
  { column: products.subCategoryId, type: 'int4', value: (r) => r.subCategoryId },
  { column: products.brandId, type: 'int4', value: (r) => r.brandId },
  { column: products.sellerId, type: 'int4', value: (r) => r.sellerId },
  { column: products.stock, type: 'int4', value: (r) => r.p.stock },
  { column: products.sku, type: 'text', value: (r) => r.p.sku },
  { column: products.weightGrams, type: 'int4', value: (r) => r.p.weight },
  // Ratings come from the seeded reviews only (seed-reviews.ts counts them): products start unrated.
  { column: products.isTopProduct, type: 'bool', value: (r) => r.p.isTopProduct },
  { column: products.isNewArrival, type: 'bool', value: (r) => r.p.isNewArrival },
  { column: products.isBestProduct, type: 'bool', value: (r) => r.p.isBestProduct },
  { column: products.isFeatured, type: 'bool', value: (r) => r.p.isFeatured },
  { column: products.isPopular, type: 'bool', value: (r) => r.p.isPopular },
  { column: products.status, type: 'text', value: (r) => r.p.status },
  { column: products.approvalStatus, type: 'text', value: (r) => r.p.approvalStatus },
  { column: products.seoTitle, type: 'text', value: (r) => r.p.seoTitle },
  { column: products.seoDescription, type: 'text', value: (r) => r.p.seoDescription },
  { column: products.createdAt, type: 'timestamptz', value: (r) => r.p.createdAt },
  { column: products.updatedAt, type: 'timestamptz', value: (r) => r.p.updatedAt },
];

/** Rows per INSERT: big enough that per-statement overhead vanishes, small enough to keep memory flat. */
const PRODUCTS_PER_INSERT = 2000;

/** Inserts one chunk of products, in the caller's transaction. */
export async function insertProducts(
  db: Executor,
  chunk: readonly DemoProduct[],
  ids: CatalogueIds,
  images: DemoImageSet,
): Promise<void> {
  const rows = chunk.map(
    (p): ProductRow => ({
      p,
      categoryId: lookup(ids.categoryIdBySlug, p.catSlug, 'category'),
      subCategoryId: lookup(ids.subCategoryIdBySlug, p.subCatSlug, 'sub-category'),
      brandId: lookup(ids.brandIdBySlug, p.brandSlug, 'brand'),
      sellerId: lookup(ids.sellerIdByShopSlug, p.sellerSlug, 'shop'),
      imageUrls: productImageUrls(images, p),
    }),
  );
  for (let start = 0; start < rows.length; start += PRODUCTS_PER_INSERT) {
    await insertByUnnest(db, products, PRODUCT_COLUMNS, rows.slice(start, start + PRODUCTS_PER_INSERT));
  }
  await insertVariants(db, chunk, images);
}
