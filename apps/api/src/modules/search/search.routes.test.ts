/**
 * The search rules through the HTTP calls: typos per word (one from 4 letters, two from 8, a
 * transposition is one), ranking (exact > corrected, fewer typos first, name before description),
 * prefixes, plurals, synonyms, "Did you mean", suggestions while typing, help when nothing is found, and
 * the admin's synonyms and search figures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CategoryRow,
  createBrand,
  createCategory,
  createProduct,
  createSubCategory,
} from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createVariantProduct } from '../../test-support/variant-fixtures.ts';
import { asUser, type Caller } from '../orders/orders.test-support.ts';
import { createTestUser } from '../users/users.test-support.ts';
import { vocabularyWords } from './search.repository.ts';

let t: TestApp;
let admin: Caller;
let electronics: CategoryRow;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  electronics = await createCategory(db, { name: 'Electronics' });
  const watches = await createCategory(db, { name: 'Watches' });
  const sports = await createCategory(db, { name: 'Sports' });
  await createSubCategory(db, { name: 'Bicycles', category: sports });
  const aurora = await createBrand(db, { name: 'Aurora' });
  await createProduct(db, {
    name: 'Aurora Wireless Headphones',
    category: electronics,
    brand: aurora,
    isPopular: true,
  });
  await createProduct(db, {
    name: 'Steel Dive Watch',
    category: watches,
    priceCents: 25_000,
    offerPriceCents: 19_950,
  });
  await createProduct(db, { name: 'Black Leather Watch Strap', category: watches });
  await createProduct(db, { name: 'Drawing Tablet', category: electronics });
  await createProduct(db, { name: 'Trucker Cap', category: sports });
  await createProduct(db, { name: 'Mountain Bicycle', category: sports });
  await createProduct(db, { name: 'Classic T-Shirt', category: sports });
  await createProduct(db, { name: 'Canvas Trainers', category: sports });
  await createProduct(db, { name: 'Field Notes', category: sports, description: 'Pairs well with a watch.' });
  await createProduct(db, { name: 'Pitch Match Football', category: sports });
  await createProduct(db, { name: 'Sourdough Bread', category: sports });
  await createProduct(db, { name: 'Northfield Wool Overcoat', category: sports });
  await createProduct(db, { name: 'Tennis Balls, Can of 3', category: sports });
  await createProduct(db, {
    name: 'Paper Journal',
    category: sports,
    description: 'A good read on the train.',
  });
  admin = asUser(t.app, await createTestUser(t.app, { role: 'admin' }));
}, 300_000);
afterAll(async () => {
  await t?.close();
});

async function search(text: string) {
  const response = await t.app.inject({ url: `/api/products/filter?search=${encodeURIComponent(text)}` });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    filteredProducts: { productName: string }[];
    count: number;
    didYouMean: string | null;
  };
}
const names = async (text: string) =>
  (await search(text)).filteredProducts.map((product) => product.productName);

describe('typo tolerance', () => {
  it('finds what the shopper meant through one typo of any kind, transpositions included', async () => {
    expect(await names('wach')).toContain('Steel Dive Watch');
    expect(await names('wacth')).toContain('Steel Dive Watch');
    expect((await names('blak'))[0]).toBe('Black Leather Watch Strap');
    expect(await names('talbet')).toEqual(['Drawing Tablet']);
    expect(await names('trcuker')).toEqual(['Trucker Cap']);
    expect(await names('biyccle')).toEqual(['Mountain Bicycle']);
  });

  it('forgives two typos only from 8 letters, and none below 4', async () => {
    expect(await names('hedphnes')).toEqual(['Aurora Wireless Headphones']);
    expect(await names('tbaelt')).toEqual([]); // two transpositions in 6 letters
    expect(await names('cep')).toEqual([]);
  });

  it('ranks exact matches above corrected ones and name matches above description ones', async () => {
    const found = await names('watch');
    expect(found.slice(0, 2).sort()).toEqual(['Black Leather Watch Strap', 'Steel Dive Watch']);
    expect(found.at(-1)).toBe('Field Notes');
  });

  it('shows the best match of each equally close correction first ("atch": watch and match)', async () => {
    const response = await t.app.inject({ url: '/api/products/filter?search=atch&limit=2' });
    const found = response
      .json()
      .filteredProducts.map((product: { productName: string }) => product.productName);
    expect(found).toContain('Pitch Match Football');
    expect(found.filter((name: string) => name.includes('Watch'))).toHaveLength(1);
  });

  it('ranks a word no name holds, found only in a description, like a typo: "read" shows the bread first', async () => {
    expect(await names('read')).toEqual(['Sourdough Bread', 'Paper Journal']);
  });

  it('completes every word of 3+ letters when the words as typed find nothing', async () => {
    expect(await names('wire head')).toEqual(['Aurora Wireless Headphones']);
  });

  it('completes a stop word typed alone ("nor", "can"), after the names that hold it as a word', async () => {
    // Full text drops stop words, so "nor" found nothing although "Northfield" starts with it.
    expect(await names('nor')).toEqual(['Northfield Wool Overcoat']);
    const can = await names('can');
    expect(can[0]).toBe('Tennis Balls, Can of 3');
    expect(can).toContain('Canvas Trainers');
  });

  it('completes the last word and finds plurals', async () => {
    expect(await names('wirel')).toEqual(['Aurora Wireless Headphones']);
    expect(await names('aurora head')).toEqual(['Aurora Wireless Headphones']);
    expect(await names('watches')).toContain('Steel Dive Watch');
  });

  it('offers "Did you mean" when the correction finds more than the words as typed', async () => {
    expect((await search('talbet')).didYouMean).toBe('tablet');
    expect((await search('tablet')).didYouMean).toBeNull();
  });
});

describe('synonyms', () => {
  it('treats the starting synonyms alike ("tee" finds t-shirts, "sneakers" finds trainers)', async () => {
    expect(await names('tee')).toEqual(['Classic T-Shirt']);
    expect(await names('sneakers')).toEqual(['Canvas Trainers']);
  });

  it('lets an admin replace the list, checked word by word, and searches use it at once', async () => {
    expect((await asUser(t.app).get('/api/admin/search/synonyms')).statusCode).toBe(401);
    const bad = await admin.put('/api/admin/search/synonyms', { groups: [['cap']] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid_synonyms' });
    const saved = await admin.put('/api/admin/search/synonyms', { groups: [['Hat', ' cap ']] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ groups: [['hat', 'cap']] });
    expect((await admin.get('/api/admin/search/synonyms')).json()).toEqual({ groups: [['hat', 'cap']] });
    expect(await names('hat')).toEqual(['Trucker Cap']);
    expect(await names('tee')).toEqual([]);
  });
});

describe('GET /api/search/suggestions', () => {
  it('answers products, categories and brands for a prefix, in the documented shape', async () => {
    const response = await t.app.inject({ url: '/api/search/suggestions?q=auror' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['brands', 'categories', 'didYouMean', 'products']);
    expect(body.products).toHaveLength(1);
    expect(Object.keys(body.products[0]).sort()).toEqual([
      'imageURL',
      'offerPrice',
      'price',
      'productName',
      'slug',
    ]);
    expect(body.brands.map((brand: { name: string }) => brand.name)).toEqual(['Aurora']);
    expect(body.categories.map((category: { cat_name: string }) => category.cat_name)).toEqual([
      'Electronics',
    ]);
  });

  it('shows each product as the listing does: the same slug, name, images, price and offer price', async () => {
    const suggested = (await t.app.inject({ url: '/api/search/suggestions?q=watc' })).json().products;
    const listed = (await t.app.inject({ url: '/api/products/filter?search=watch' })).json().filteredProducts;
    const dive = suggested.find(
      (product: { productName: string }) => product.productName === 'Steel Dive Watch',
    );
    expect(dive).toMatchObject({ price: 250, offerPrice: 199.5 });
    for (const product of suggested) {
      const same = listed.find((other: { slug: string }) => other.slug === product.slug);
      expect(same, product.slug).toBeDefined();
      expect(product).toEqual({
        slug: same.slug,
        productName: same.productName,
        imageURL: same.imageURL,
        price: same.price,
        offerPrice: same.offerPrice,
      });
    }
  });

  it('answers a text of stop words only (the first letter typed: "t") without an error', async () => {
    for (const q of ['t', 'the']) {
      const response = await t.app.inject({ url: `/api/search/suggestions?q=${q}` });
      expect(response.statusCode, q).toBe(200);
      expect(Object.keys(response.json()).sort(), q).toEqual([
        'brands',
        'categories',
        'didYouMean',
        'products',
      ]);
    }
  });

  it('forgives typos and says what it corrected; an empty text answers empty lists', async () => {
    const body = (await t.app.inject({ url: '/api/search/suggestions?q=biyccle' })).json();
    expect(body.products.map((product: { productName: string }) => product.productName)).toEqual([
      'Mountain Bicycle',
    ]);
    expect(body.categories.map((category: { cat_name: string }) => category.cat_name)).toEqual(['Sports']);
    expect(body.didYouMean).toBe('bicycle');
    expect((await t.app.inject({ url: '/api/search/suggestions?q=' })).json()).toEqual({
      products: [],
      categories: [],
      brands: [],
      didYouMean: null,
    });
  });
});

describe('GET /api/search/no-results', () => {
  it('offers the nearest categories and popular products', async () => {
    const body = (await t.app.inject({ url: '/api/search/no-results?q=bicycles%20xyzzy' })).json();
    expect(body.categories.map((category: { cat_name: string }) => category.cat_name)).toContain('Sports');
    expect(body.products.map((product: { productName: string }) => product.productName)).toEqual([
      'Aurora Wireless Headphones',
    ]);
  });
});

describe('GET /api/admin/search/figures', () => {
  it('lists the most frequent searches and those that found nothing, for admins only', async () => {
    // Two different URLs: a repeat of one URL would be answered by the catalogue cache, not counted again.
    await t.app.inject({ url: '/api/products/filter?search=Drawing+Tablet&limit=5' });
    await t.app.inject({ url: '/api/products/filter?search=drawing+tablet&limit=6' });
    await t.app.inject({ url: '/api/products/filter?search=drawing+tablet&page=2&limit=1' });
    await search('qwertyuiop');
    expect((await asUser(t.app).get('/api/admin/search/figures')).statusCode).toBe(401);
    const figures = (await admin.get('/api/admin/search/figures')).json();
    expect(figures.frequent).toContainEqual({ query: 'drawing tablet', searches: 2, zeroResults: 0 });
    expect(figures.zeroResults).toContainEqual({ query: 'qwertyuiop', searches: 1, zeroResults: 1 });
    expect(figures.zeroResults.map((row: { query: string }) => row.query)).not.toContain('drawing tablet');
  });
});

describe('the vocabulary follows the catalogue', () => {
  it('corrects to a word of a product added later, once the catalogue version moves', async () => {
    await createProduct(t.app.db, { name: 'Brass Gramophone', category: electronics });
    await t.app.bumpCatalogueVersion();
    expect(await names('gramaphone')).toEqual(['Brass Gramophone']);
  });

  it("learns the values of products' options (colours, sizes), which no name holds", async () => {
    expect(await vocabularyWords(t.app.db)).not.toContain('magenta');
    await createVariantProduct(t.app.db, {
      name: 'Studio Hoodie',
      category: electronics,
      options: [{ name: 'Colour', values: ['Magenta', 'Sea Teal'] }],
      variants: [
        { sku: 'HOODIE-MAGENTA', options: { Colour: 'Magenta' } },
        { sku: 'HOODIE-TEAL', options: { Colour: 'Sea Teal' } },
      ],
    });
    expect(await vocabularyWords(t.app.db)).toEqual(expect.arrayContaining(['magenta', 'sea', 'teal']));
  });
});
