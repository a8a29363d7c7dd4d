/**
 * The in-memory facet index (decision 65) must count what the database counts: for any listing without
 * text it answers, its facets and count are the database's (which a catalogue this small counts to the
 * end). Compared through the API, with the index switched on and off, over generated listings, on a
 * catalogue with hidden products, an inactive category, brand and shop, variants in two options and
 * products without options.
 */

import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { brands, categories as categoriesTable, products } from '../../db/schema/index.ts';
import {
  type BrandRow,
  type CategoryRow,
  createBrand,
  createCategory,
  createProduct,
  createSeller,
  createSubCategory,
} from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createVariantProduct } from '../../test-support/variant-fixtures.ts';
import { facetEngineOf } from './products.facet-engine.ts';
import { FacetIndex } from './products.facet-index.ts';

let t: TestApp;
const taxonomy = { categories: [] as string[], subCategories: [] as string[], brands: [] as string[] };
const OPTIONS = ['size:s', 'size:m', 'size:l', 'colour:red', 'colour:blue', 'colour:green', 'size:xxl'];
const HIGHLIGHTS = ['top_product', 'featured_product', 'new_arrival'];

/** A fixed pseudo-random sequence, so the catalogue is the same on every run. */
function sequence(seed: number) {
  // mulberry32: every bit of the state mixes into the draw (a plain LCG's low bits repeat with a short period).
  let state = seed;
  return (n: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) % n;
  };
}

beforeAll(async () => {
  // No answer cache: the same URL is asked with the index on and off.
  t = await createTestApp({ env: { CATALOGUE_CACHE_ENTRIES: '0' } });
  const db = t.database.db;
  const pick = sequence(7);
  const categories: CategoryRow[] = [];
  for (const name of ['Apparel', 'Outdoor', 'Closed Aisle']) {
    categories.push(
      await createCategory(db, { name, status: name === 'Closed Aisle' ? 'inactive' : 'active' }),
    );
  }
  const subCategories = [
    await createSubCategory(db, { category: categories[0]!, name: 'Shirts' }),
    await createSubCategory(db, { category: categories[0]!, name: 'Hoodies' }),
    await createSubCategory(db, { category: categories[1]!, name: 'Tents' }),
  ];
  const brands: BrandRow[] = [];
  for (const name of ['Acme', 'Birch', 'Cove', 'Gone']) {
    brands.push(await createBrand(db, { name, status: name === 'Gone' ? 'inactive' : 'active' }));
  }
  const sellers = [
    await createSeller(db, { shopName: 'Open Shop' }),
    await createSeller(db, { shopName: 'Second Shop' }),
    await createSeller(db, { shopName: 'Closed Shop', status: 'inactive' }),
  ];
  Object.assign(taxonomy, {
    categories: categories.map((row) => row.slug),
    subCategories: subCategories.map((row) => row.slug),
    brands: brands.map((row) => row.slug),
  });
  for (let i = 0; i < 70; i += 1) {
    const category = categories[pick(10) < 8 ? pick(2) : 2]!;
    const subCategory = subCategories.find((row) => row.categoryId === category.id && pick(3) > 0) ?? null;
    const product = {
      name: `Item ${i}`,
      category,
      subCategory,
      brand: pick(5) === 0 ? null : brands[pick(4)]!,
      seller: sellers[pick(7) === 0 ? 2 : pick(2)]!,
      priceCents: 500 + pick(200) * 100,
      rating: pick(3) === 0 ? 0 : 1 + pick(40) / 10,
      reviewCount: pick(5),
      isTopProduct: pick(3) === 0,
      isFeatured: pick(4) === 0,
      isNewArrival: pick(2) === 0,
      status: pick(12) === 0 ? ('inactive' as const) : ('active' as const),
      approvalStatus: pick(12) === 0 ? ('pending' as const) : ('approved' as const),
    };
    const kind = pick(3);
    if (kind === 0) await createProduct(db, product);
    else if (kind === 1) {
      const sizes = ['S', 'M', 'L'].filter(() => pick(2) === 0);
      const values = sizes.length > 0 ? sizes : ['M'];
      await createVariantProduct(db, {
        ...product,
        options: [{ name: 'Size', values }],
        variants: values.map((size) => ({ sku: `IDX-${i}-${size}`, options: { Size: size } })),
      });
    } else await createVariantProduct(db, product);
  }
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function list(query: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/products/filter?limit=5&facets=true&${query}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    count: number;
    facets: unknown;
    facetsExhaustive: boolean;
    filteredProducts: { slug: string }[];
  };
}

/** A listing's query: its filters drawn from the catalogue's slugs and a few option values and highlights. */
function listings() {
  const some = (values: readonly string[]) => fc.subarray([...values], { minLength: 0, maxLength: 2 });
  return fc
    .record({
      categories: some(taxonomy.categories),
      subCategories: some(taxonomy.subCategories),
      brands: some(taxonomy.brands),
      price: fc.option(fc.tuple(fc.integer({ min: 0, max: 150 }), fc.integer({ min: 0, max: 250 })), {
        nil: undefined,
      }),
      rating: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
      options: some(OPTIONS.filter((option) => option.startsWith('size:'))).chain((sizes) =>
        fc.constantFrom(sizes, ['colour:red'], ['colour:blue', 'colour:green']),
      ),
      highlight: fc.option(fc.constantFrom(...HIGHLIGHTS), { nil: undefined }),
      sort: fc.constantFrom('newest', 'price_asc', 'rating'),
    })
    .map((listing) => {
      const parts = [`sort=${listing.sort}`];
      const joined = (values: readonly string[]) => values.join('+');
      if (listing.categories.length > 0) parts.push(`categories=${joined(listing.categories)}`);
      if (listing.subCategories.length > 0) parts.push(`sub_category=${joined(listing.subCategories)}`);
      if (listing.brands.length > 0) parts.push(`brands=${joined(listing.brands)}`);
      if (listing.price) parts.push(`min=${Math.min(...listing.price)}&max=${Math.max(...listing.price)}`);
      if (listing.rating !== undefined) parts.push(`rating=${listing.rating}`);
      if (listing.options.length > 0) parts.push(`options=${encodeURIComponent(joined(listing.options))}`);
      if (listing.highlight) parts.push(`highlight=${listing.highlight}`);
      return parts.join('&');
    });
}

describe('the facet index', () => {
  it('counts every listing without text as the database does', async () => {
    const engine = facetEngineOf(t.database.db);
    engine.indexedFromProducts = 0;
    await engine.build(t.app.catalogueVersion());
    const counts = vi.spyOn(FacetIndex.prototype, 'count');
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(listings(), async (query) => {
        engine.indexedFromProducts = Number.POSITIVE_INFINITY;
        const database = await list(query);
        expect(database.facetsExhaustive).toBe(true);
        const before = counts.mock.calls.length;
        engine.indexedFromProducts = 0;
        const indexed = await list(query);
        answered += counts.mock.results.slice(before).filter((call) => call.value !== null).length;
        expect(indexed.facets).toEqual(database.facets);
        expect(indexed.count).toBe(database.count);
        expect(indexed.filteredProducts).toEqual(database.filteredProducts);
      }),
      { numRuns: 100, seed: 65 },
    );
    // Those the index leaves to the database: a chosen price or rating with no filter that has postings.
    expect(answered).toBeGreaterThan(70);
  });

  it('leaves to the database a listing it would have to walk whole', async () => {
    const engine = facetEngineOf(t.database.db);
    engine.indexedFromProducts = 0;
    await engine.build(t.app.catalogueVersion());
    const counts = vi.spyOn(FacetIndex.prototype, 'count');
    // A price range alone: no category, brand or option to walk, so every product would be checked.
    await list('min=10&max=60');
    expect(counts).toHaveReturnedWith(null);
    // A category page alone walks its category and counts the category facet over the whole catalogue once.
    await list(`categories=${taxonomy.categories[0]}`);
    expect(counts).toHaveBeenCalledTimes(2);
    expect(counts.mock.results[1]?.value).not.toBeNull();
  });

  it('drops a brand deactivated since its build at once, and counts a product added since after the next build', async () => {
    const engine = facetEngineOf(t.database.db);
    engine.indexedFromProducts = 0;
    await engine.build(t.app.catalogueVersion());
    const counts = vi.spyOn(FacetIndex.prototype, 'count');
    const query = `categories=${taxonomy.categories[0]}+${taxonomy.categories[1]}`;
    type Brands = { brands: { slug: string; count: number }[] };
    const brandsOf = async () => ((await list(query)).facets as Brands).brands;
    const [first, second] = await brandsOf();
    expect(first!.count).toBeGreaterThan(0);
    expect(second!.count).toBeGreaterThan(0);

    await t.database.db.update(brands).set({ status: 'inactive' }).where(eq(brands.slug, second!.slug));
    await t.app.bumpCatalogueVersion();
    const slugs = (await brandsOf()).map((brand) => brand.slug);
    expect(slugs).toContain(first!.slug);
    expect(slugs).not.toContain(second!.slug);
    await t.database.db.update(brands).set({ status: 'active' }).where(eq(brands.slug, second!.slug));
    await t.app.bumpCatalogueVersion();

    const [brand] = await t.database.db.select().from(brands).where(eq(brands.slug, first!.slug));
    const [category] = await t.database.db
      .select()
      .from(categoriesTable)
      .where(eq(categoriesTable.slug, taxonomy.categories[0]!));
    await createProduct(t.database.db, { name: 'Added Later', category: category!, brand: brand! });
    await t.app.bumpCatalogueVersion();
    const countOf = async () => (await brandsOf()).find((entry) => entry.slug === first!.slug)?.count;
    expect(await countOf()).toBe(first!.count);
    await engine.build(t.app.catalogueVersion());
    expect(await countOf()).toBe(first!.count + 1);
    expect(counts).toHaveBeenCalledTimes(4);
  });

  it("gives a list far past the exact bound the index's own count, every match counted", async () => {
    const engine = facetEngineOf(t.database.db);
    const db = t.database.db;
    const bulk = await createCategory(db, { name: 'Bulk Aisle' });
    const shop = await createSeller(db, { shopName: 'Bulk Shop' });
    await db.insert(products).values(
      Array.from({ length: 2_050 }, (_, at) => ({
        slug: `bulk-item-${at}`,
        productName: `Bulk Item ${at}`,
        priceCents: 1_000 + at,
        categoryId: bulk.id,
        sellerId: shop.id,
        approvalStatus: 'approved' as const,
      })),
    );
    await t.app.bumpCatalogueVersion();
    await engine.build(t.app.catalogueVersion());
    type Facets = { categories: { slug: string; count: number }[] };

    engine.indexedFromProducts = 0;
    const indexed = await list(`categories=${bulk.slug}`);
    engine.indexedFromProducts = Number.POSITIVE_INFINITY;
    const database = await list(`categories=${bulk.slug}`);
    engine.indexedFromProducts = 0;

    // The database counts 1,001 and estimates the rest; the index counts every one.
    expect(database.facetsExhaustive).toBe(false);
    expect(indexed.facetsExhaustive).toBe(true);
    expect(indexed.count).toBe(2_050);
    expect((indexed.facets as Facets).categories).toContainEqual(
      expect.objectContaining({ slug: bulk.slug, count: 2_050 }),
    );
    expect(indexed.filteredProducts).toEqual(database.filteredProducts);
  });
});
