/**
 * The listing search finds a product by the values of its options (decision 55): a hoodie that only comes
 * in teal is found by "teal", by "tael" (corrected to a word of the vocabulary, which holds option values)
 * and with the other words of a longer text; a product whose name holds the colour ranks above it, as a
 * value counts as a match outside the name (weight D of `search_document`, not A or B); and a seller's
 * edit of the variants changes what the search finds.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, type ProductRow } from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createVariantProduct } from '../../test-support/variant-fixtures.ts';
import { asUser, type Caller } from '../orders/orders.test-support.ts';
import { createTestSeller } from '../seller-dashboard/seller-dashboard.test-support.ts';
import { inNameOnly } from './products.repository.ts';

let t: TestApp;
let seller: Caller;
let studioHoodie: ProductRow;
let tealHoodie: ProductRow;
let signetRing: ProductRow;

/** The variants body of the seller's editor: one variant per colour, $30.00, 2 in stock. */
const inColours = (colours: string[]) => ({
  options: [{ name: 'Colour', values: colours }],
  variants: colours.map((colour) => ({
    sku: `TRAIL-${colour.toUpperCase().replace(/\W+/g, '-')}`,
    options: { Colour: colour },
    price: 30,
    offerPrice: null,
    stock: 2,
    weight: 400,
    imageURL: [],
  })),
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  const apparel = await createCategory(db, { name: 'Apparel' });
  const shop = await createTestSeller(t.app, { shopName: 'Option Search Goods' });
  seller = asUser(t.app, shop);
  // Comes in teal; neither its name nor its description says so.
  studioHoodie = await createVariantProduct(db, {
    name: 'Studio Hoodie',
    description: 'Brushed fleece, kangaroo pocket.',
    category: apparel,
    options: [
      { name: 'Colour', values: ['Teal', 'Sage Green'] },
      { name: 'Size', values: ['S', 'XL'] },
    ],
    variants: [
      { sku: 'STUDIO-TEAL-S', options: { Colour: 'Teal', Size: 'S' } },
      { sku: 'STUDIO-SAGE-XL', options: { Colour: 'Sage Green', Size: 'XL' } },
    ],
  });
  tealHoodie = await createProduct(db, {
    name: 'Teal Hoodie',
    description: 'Heavy cotton.',
    category: apparel,
  });
  // Too many values for an index row: its option arrays are `{}` (decision 48), its text holds them all.
  const engravings = Array.from({ length: 30 }, (_, n) => `Monogram ${n + 1} in copperplate lettering`);
  signetRing = await createVariantProduct(db, {
    name: 'Signet Ring',
    description: 'Sterling silver.',
    category: apparel,
    options: [{ name: 'Engraving', values: engravings }],
    variants: engravings.map((engraving, n) => ({
      sku: `SIGNET-${n + 1}`,
      options: { Engraving: engraving },
    })),
  });
  for (const name of ['Retro Bluetooth Speaker', 'Mini Bluetooth Speaker']) {
    await createVariantProduct(db, {
      name,
      description: 'Twelve hours of music.',
      category: apparel,
      options: [{ name: 'Colour', values: ['Ocean Blue', 'Sandstone'] }],
      variants: [
        { sku: `${name}-BLUE`, options: { Colour: 'Ocean Blue' } },
        { sku: `${name}-SAND`, options: { Colour: 'Sandstone' } },
      ],
    });
  }
  await createProduct(db, { name: 'Blue Enamel Mug', description: 'Holds a pint.', category: apparel });
  await createProduct(db, {
    name: 'Trail Jacket',
    description: 'Windproof shell.',
    category: apparel,
    seller: shop.shop,
    slug: 'trail-jacket',
  });
}, 300_000);

afterAll(async () => {
  await t?.close();
});

async function names(text: string): Promise<string[]> {
  const response = await t.app.inject({ url: `/api/products/filter?search=${encodeURIComponent(text)}` });
  expect(response.statusCode, text).toBe(200);
  return response.json().filteredProducts.map((product: { productName: string }) => product.productName);
}

describe('a search for an option value', () => {
  it('finds a product that comes in the colour its name lacks: typed, misspelt, among other words', async () => {
    expect(await names('sage')).toEqual(['Studio Hoodie']);
    expect(await names('sage green')).toEqual(['Studio Hoodie']);
    expect(await names('tael studio')).toEqual(['Studio Hoodie']);
    expect(await names('studio hoodie xl')).toEqual(['Studio Hoodie']);
  });

  it('finds a product with too many values for its option keys by any of them', async () => {
    const { rows } = await t.app.db.execute<{ keys: string[] }>(
      sql`select option_keys as keys from products where id = ${signetRing.id}`,
    );
    expect(rows[0]?.keys).toEqual([]);
    expect(await names('copperplate ring')).toEqual(['Signet Ring']);
    expect(await names('monogram 30')).toEqual(['Signet Ring']);
  });

  it('ranks a product whose name holds the colour above one that only comes in it', async () => {
    expect(await names('teal hoodie')).toEqual(['Teal Hoodie', 'Studio Hoodie']);
    expect(await names('tael hoodie')).toEqual(['Teal Hoodie', 'Studio Hoodie']);
    expect(await names('teal')).toEqual(['Teal Hoodie', 'Studio Hoodie']);
  });

  it('reads an ambiguous word by the text before the option values: "blu" shows the blue mug and a speaker', async () => {
    // "blu" completes to "blue" and "bluetooth" at one cost: the first page shows the best match of each
    // reading. Speakers that come in ocean blue read as "bluetooth", their name's word, not as "blue",
    // which would leave the blue reading's first turn to a speaker and the mug behind both.
    const response = await t.app.inject({ url: '/api/products/filter?search=blu&limit=2' });
    const found = response
      .json()
      .filteredProducts.map((product: { productName: string }) => product.productName);
    expect(found).toContain('Blue Enamel Mug');
    expect(found.filter((name: string) => name.endsWith('Bluetooth Speaker'))).toHaveLength(1);
  });

  it('holds the values outside the name, brand and category: a value is no name match', async () => {
    const { rows } = await t.app.db.execute<{ id: number; anywhere: boolean; inName: boolean }>(
      sql`select id, search_document @@ phraseto_tsquery('english', 'teal') as anywhere,
        search_document @@ ${inNameOnly(sql`phraseto_tsquery('english', 'teal')`)} as "inName"
        from products where id in (${studioHoodie.id}, ${tealHoodie.id}) order by id`,
    );
    expect(rows).toEqual([
      { id: studioHoodie.id, anywhere: true, inName: false },
      { id: tealHoodie.id, anywhere: true, inName: true },
    ]);
  });

  it("follows a seller's edit of the variants: a value added is found, a value removed is not", async () => {
    expect(await names('mustard')).toEqual([]);
    const added = await seller.put(
      '/api/seller/products/trail-jacket/variants',
      inColours(['Mustard', 'Navy']),
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(await names('mustard jacket')).toEqual(['Trail Jacket']);
    expect(await names('mustrad')).toEqual(['Trail Jacket']);

    const removed = await seller.put('/api/seller/products/trail-jacket/variants', inColours(['Navy']));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await names('mustard')).toEqual([]);
    expect(await names('navy jacket')).toEqual(['Trail Jacket']);
  });
});
