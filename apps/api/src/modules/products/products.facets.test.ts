import { unitPriceAt } from '@shop/shared/money';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flashSaleItems, flashSales } from '../../db/schema/index.ts';
import {
  createBrand,
  createCategory,
  createFlashSale,
  createFlashSaleItem,
  createProduct,
  createSeller,
  createSubCategory,
} from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { refreshFlashSalePrices } from './products.price-clock.ts';

/**
 * A catalogue small enough to count by hand:
 *
 * | product | category | sub-category | brand | price | rating |
 * |---|---|---|---|---|---|
 * | Pulse Headphones | Audio | Headphones | Sonic | $50 | 4.5 |
 * | Echo Headphones | Audio | Headphones | Sonic | $80 | 3.2 |
 * | Boom Speaker | Audio | Speakers | Sonic | $120 | unrated |
 * | Tiny Speaker | Audio | Speakers | Boil | $30 | 4.0 |
 * | Steel Kettle | Kitchen | Kettles | Boil | $25 | 2.5 |
 * | Glass Kettle | Kitchen | Kettles | Sonic | $40 | 1.0 |
 *
 * plus hidden Audio/Headphones/Sonic products that no count may include: one inactive, one of a closed shop
 * and one of a shop whose owner is deactivated.
 */
let t: TestApp;
const slugs = { audio: '', kitchen: '', headphones: '', speakers: '', kettles: '', sonic: '', boil: '' };
let boomSpeaker: Awaited<ReturnType<typeof createProduct>>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const shop = await createSeller(db);
  const audio = await createCategory(db, { name: 'Audio' });
  const kitchen = await createCategory(db, { name: 'Kitchen' });
  const headphones = await createSubCategory(db, { category: audio, name: 'Headphones' });
  const speakers = await createSubCategory(db, { category: audio, name: 'Speakers' });
  const kettles = await createSubCategory(db, { category: kitchen, name: 'Kettles' });
  const sonic = await createBrand(db, { name: 'Sonic' });
  const boil = await createBrand(db, { name: 'Boil' });
  Object.assign(slugs, {
    audio: audio.slug,
    kitchen: kitchen.slug,
    headphones: headphones.slug,
    speakers: speakers.slug,
    kettles: kettles.slug,
    sonic: sonic.slug,
    boil: boil.slug,
  });
  const rows = [
    ['Pulse Headphones', audio, headphones, sonic, 5_000, 4.5],
    ['Echo Headphones', audio, headphones, sonic, 8_000, 3.2],
    ['Boom Speaker', audio, speakers, sonic, 12_000, 0],
    ['Tiny Speaker', audio, speakers, boil, 3_000, 4],
    ['Steel Kettle', kitchen, kettles, boil, 2_500, 2.5],
    ['Glass Kettle', kitchen, kettles, sonic, 4_000, 1],
  ] as const;
  for (const [name, category, subCategory, brand, priceCents, rating] of rows) {
    const product = await createProduct(db, {
      seller: shop,
      name,
      category,
      subCategory,
      brand,
      priceCents,
      rating,
      reviewCount: rating > 0 ? 1 : 0,
    });
    if (name === 'Boom Speaker') boomSpeaker = product;
  }
  await createProduct(db, {
    seller: shop,
    name: 'Hidden Headphones',
    category: audio,
    subCategory: headphones,
    brand: sonic,
    priceCents: 1_000,
    rating: 5,
    status: 'inactive',
  });
  // Shop visibility is checked apart from the product's own (the visible shops as one array): a list,
  // its count and its facets must leave out a closed shop's products and those of a deactivated owner.
  for (const seller of [
    await createSeller(db, { shopName: 'Closed Shop', status: 'inactive' }),
    await createSeller(db, { shopName: 'Banned Owner Shop', user: { status: 'inactive' } }),
  ]) {
    await createProduct(db, {
      seller,
      name: 'Hidden Shop Headphones',
      category: audio,
      subCategory: headphones,
      brand: sonic,
      priceCents: 1_000,
      rating: 5,
    });
  }
});

afterAll(async () => {
  await t?.close();
});

async function filter(query: string) {
  const response = await t.app.inject({ url: `/api/products/filter?facets=true&${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const counts = (values: { slug: string; count: number }[]) =>
  Object.fromEntries(values.map((value) => [value.slug, value.count]));

describe('facets of /api/products/filter', () => {
  it("are left out unless asked for, so the answer keeps its shape (plus the search's didYouMean)", async () => {
    const response = await t.app.inject({ url: '/api/products/filter' });
    expect(Object.keys(response.json()).sort()).toEqual(['count', 'didYouMean', 'filteredProducts']);
  });

  it('count every value of the whole catalogue, most matches first, names included', async () => {
    const body = await filter('');
    expect(body.count).toBe(6);
    expect(body.facets.categories).toEqual([
      { slug: slugs.audio, name: 'Audio', count: 4 },
      { slug: slugs.kitchen, name: 'Kitchen', count: 2 },
    ]);
    expect(counts(body.facets.subCategories)).toEqual({
      [slugs.headphones]: 2,
      [slugs.speakers]: 2,
      [slugs.kettles]: 2,
    });
    expect(body.facets.brands).toEqual([
      { slug: slugs.sonic, name: 'Sonic', count: 4 },
      { slug: slugs.boil, name: 'Boil', count: 2 },
    ]);
    expect(body.facets.price).toEqual({ min: 25, max: 120 });
    expect(body.facets.ratings).toEqual([
      { slug: '4', name: '4 stars & up', count: 2 },
      { slug: '3', name: '3 stars & up', count: 3 },
      { slug: '2', name: '2 stars & up', count: 4 },
      { slug: '1', name: '1 star & up', count: 5 },
    ]);
    expect(body.facets.options).toEqual({});
  });

  it('count each group with every other chosen filter but not its own (disjunctive)', async () => {
    const body = await filter(`categories=${slugs.audio}&brands=${slugs.sonic}`);
    expect(body.count).toBe(3);
    // Categories counted over Sonic products of any category; brands over Audio products of any brand.
    expect(counts(body.facets.categories)).toEqual({ [slugs.audio]: 3, [slugs.kitchen]: 1 });
    expect(counts(body.facets.brands)).toEqual({ [slugs.sonic]: 3, [slugs.boil]: 1 });
    // Groups whose filter is not chosen count the matches themselves.
    expect(counts(body.facets.subCategories)).toEqual({ [slugs.headphones]: 2, [slugs.speakers]: 1 });
    expect(body.facets.price).toEqual({ min: 50, max: 120 });
    expect(counts(body.facets.ratings)).toEqual({ 4: 1, 3: 2, 2: 2, 1: 2 });
  });

  it('filter by rating bucket, and count the buckets without that filter', async () => {
    const body = await filter('rating=4');
    expect(body.filteredProducts.map((p: { productName: string }) => p.productName).sort()).toEqual([
      'Pulse Headphones',
      'Tiny Speaker',
    ]);
    expect(counts(body.facets.ratings)).toEqual({ 4: 2, 3: 3, 2: 4, 1: 5 });
    expect(counts(body.facets.brands)).toEqual({ [slugs.sonic]: 1, [slugs.boil]: 1 });
  });

  it('keep the whole price range in the price facet while a price filter is chosen', async () => {
    const body = await filter('min=30&max=60');
    expect(body.count).toBe(3);
    expect(body.facets.price).toEqual({ min: 25, max: 120 });
    expect(counts(body.facets.categories)).toEqual({ [slugs.audio]: 2, [slugs.kitchen]: 1 });
  });

  it('count a text search on its matches only', async () => {
    const body = await filter('search=kettle');
    expect(body.count).toBe(2);
    expect(counts(body.facets.categories)).toEqual({ [slugs.kitchen]: 2 });
    expect(counts(body.facets.brands)).toEqual({ [slugs.sonic]: 1, [slugs.boil]: 1 });
  });

  it('accept option values as name:value (no product has options yet, so nothing matches)', async () => {
    const body = await filter('options=size:m+colour:red');
    expect(body.count).toBe(0);
    expect(body.facets.options).toEqual({});
    const bad = await t.app.inject({ url: '/api/products/filter?options=size' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid_option_filter' });
    expect(bad.json().message).toMatch(/name:value/);
  });

  it('answer empty facets when a named category does not exist', async () => {
    const body = await filter('categories=no-such-category');
    expect(body.count).toBe(0);
    expect(body.facets).toMatchObject({ categories: [], brands: [], price: { min: null, max: null } });
  });
});

describe('the price a buyer pays now', () => {
  const names = (body: { filteredProducts: { productName: string }[] }) =>
    body.filteredProducts.map((product) => product.productName);

  it('filters, sorts and bounds the price facet by the flash-sale price inside its window', async () => {
    const db = t.database.db;
    const startsAt = new Date(Date.now() + 1_500);
    const sale = await createFlashSale(db, { startsAt });
    await createFlashSaleItem(db, { flashSale: sale, product: boomSpeaker, salePriceCents: 4_500 });
    // Not started yet: $120 still.
    expect(names(await filter('min=44&max=46'))).toEqual([]);

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startsAt.getTime() - Date.now()) + 100));
    expect(await refreshFlashSalePrices(t.app)).toBe(1);
    expect(await refreshFlashSalePrices(t.app)).toBe(0);
    const inWindow = await filter('min=44&max=46');
    expect(names(inWindow)).toEqual(['Boom Speaker']);
    expect(inWindow.filteredProducts[0].offerPrice).toBe(45);
    const cheapestFirst = await filter(`categories=${slugs.audio}&sort=price_asc`);
    expect(names(cheapestFirst)).toEqual([
      'Tiny Speaker',
      'Boom Speaker',
      'Pulse Headphones',
      'Echo Headphones',
    ]);
    expect((await filter(`categories=${slugs.audio}`)).facets.price).toEqual({ min: 30, max: 80 });

    // Ending the sale (an admin edit) gives the regular price back at once, through the triggers.
    await db
      .update(flashSales)
      .set({ endsAt: new Date(Date.now() - 1_000) })
      .where(eq(flashSales.id, sale.id));
    await t.app.bumpCatalogueVersion(); // as the admin's write call does
    expect(names(await filter('min=44&max=46'))).toEqual([]);
    expect(names(await filter('min=119&max=121'))).toEqual(['Boom Speaker']);
  });

  it('keeps the stored unit price when something writes to it directly', async () => {
    await t.database.db.execute(
      sql`update products set effective_price_cents = 1 where id = ${boomSpeaker.id}`,
    );
    const { rows } = await t.database.db.execute<{ cents: number }>(
      sql`select effective_price_cents as cents from products where id = ${boomSpeaker.id}`,
    );
    expect(Number(rows[0]?.cents)).toBe(12_000);
  });

  // The stored price and the price function must never disagree (docs/money.md "One price").
  it('stores for every product, offer, sale window and cap the unit price unitPriceAt gives', async () => {
    const db = t.database.db;
    const HOUR = 3_600_000;
    await db.update(flashSales).set({ status: 'inactive' });
    const sale = await createFlashSale(db);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 100, max: 100_000 }),
        fc.option(fc.double({ min: 0.05, max: 0.99, noNaN: true }), { nil: null }),
        fc.double({ min: 0.01, max: 1.2, noNaN: true }),
        fc.constantFrom('before', 'inside', 'after'),
        fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
        fc.integer({ min: 0, max: 5 }),
        async (priceCents, offerShare, saleShare, when, cap, sold) => {
          const offerPriceCents = offerShare === null ? null : Math.floor(priceCents * offerShare);
          const now = Date.now();
          const startsAt = new Date(now + (when === 'before' ? HOUR : -2 * HOUR));
          const endsAt = new Date(now + (when === 'after' ? -HOUR : 2 * HOUR));
          await db.update(flashSales).set({ startsAt, endsAt }).where(eq(flashSales.id, sale.id));
          const product = await createProduct(db, { priceCents, offerPriceCents });
          const salePriceCents = Math.max(0, Math.floor(priceCents * saleShare));
          const soldQuantity = cap === null ? 0 : Math.min(sold, cap);
          const item = await createFlashSaleItem(db, {
            flashSale: sale,
            product,
            salePriceCents,
            saleQuantity: cap,
          });
          await db.update(flashSaleItems).set({ soldQuantity }).where(eq(flashSaleItems.id, item.id));
          const { rows } = await db.execute<{ cents: number }>(
            sql`select effective_price_cents as cents from products where id = ${product.id}`,
          );
          const expected = unitPriceAt(
            { priceCents, offerPriceCents },
            {
              itemId: item.id,
              salePriceCents,
              startsAt: startsAt.toISOString(),
              endsAt: endsAt.toISOString(),
              unitsLeft: cap === null ? null : cap - soldQuantity,
            },
            new Date(),
          );
          expect(Number(rows[0]?.cents)).toBe(expected.unitCents);
        },
      ),
      { numRuns: 25 },
    );
  });

  // The default range (min 0, max 15000) is not the shopper's choice: the price facet then spans the
  // listing's own matches; a range the shopper asks for, even the same one, leaves the facet wider.
  it('bounds the price facet by the default range when the shopper chose no price', async () => {
    const db = t.database.db;
    const jewellery = await createCategory(db, { name: 'Jewellery' });
    const shop = await createSeller(db, { shopName: 'Dear Shop', shopSlug: 'dear-shop' });
    for (const [name, priceCents] of [
      ['Gold Ring', 2_000_000],
      ['Silver Ring', 9_000],
    ] as const)
      await createProduct(db, { seller: shop, name, category: jewellery, priceCents });
    const unchosen = await filter(`categories=${jewellery.slug}`);
    expect(unchosen.count).toBe(1);
    expect(unchosen.facets.price).toEqual({ min: 90, max: 90 });
    const chosen = await filter(`categories=${jewellery.slug}&min=0&max=15000`);
    expect(chosen.count).toBe(1);
    expect(chosen.facets.price).toEqual({ min: 90, max: 20_000 });
  });
});
