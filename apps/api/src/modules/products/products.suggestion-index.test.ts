/**
 * The suggestion index (decision 44): its order (cost, name before brand or category, popularity), its
 * counts for "Did you mean", and, through the HTTP call, that what it holds is only a candidate: a product
 * hidden, of a closed shop or of a deactivated category since the index was built is never suggested, and
 * a product added shows once the catalogue version moves.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BrandRow,
  type CategoryRow,
  createBrand,
  createCategory,
  createProduct,
  createSeller,
  type ProductRow,
  type SellerWithUser,
} from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createVariantProduct } from '../../test-support/variant-fixtures.ts';
import { LEXEMES_KEPT, SuggestionEngine } from './products.suggestion-engine.ts';
import { SuggestionIndex } from './products.suggestion-index.ts';

describe('SuggestionIndex', () => {
  // Places 0–5 in the popularity order; ids are 100 + place, paired with their places in any order.
  const index = new SuggestionIndex([
    {
      nameLexemes: ['lamp', 'desk'],
      otherLexemes: ['lumen', 'home'],
      ranks: Int32Array.of(3, 5),
      ids: Int32Array.of(103, 105),
    },
    {
      nameLexemes: ['lamp', 'floor'],
      otherLexemes: ['home'],
      ranks: Int32Array.of(1),
      ids: Int32Array.of(101),
    },
    { nameLexemes: ['oil'], otherLexemes: ['lamp'], ranks: Int32Array.of(0), ids: Int32Array.of(100) },
    {
      nameLexemes: ['lampshad'],
      otherLexemes: ['home'],
      ranks: Int32Array.of(4, 2),
      ids: Int32Array.of(104, 102),
    },
  ]);
  const word = (...spellings: [string[], number][]) =>
    spellings.map(([lexemes, cost]) => ({ lexemes, cost }));

  it('orders by cost, then name before brand or category, then popularity', () => {
    const found = index.match([word([['lamp'], 0], [['lampshad'], 1])], 10, 200);
    // "Lamp" in the name (places 1, 3, 5), in the category only (0), then completed (2, 4).
    expect(found.ids).toEqual([101, 103, 105, 100, 102, 104]);
    expect(found).toMatchObject({ count: 6, exactMatches: 4 });
    expect(index.match([word([['lamp'], 0], [['lampshad'], 1])], 2, 200).ids).toEqual([101, 103]);
  });

  it('needs a spelling of every word, all the lexemes of a phrase, and caps its counts', () => {
    expect(index.match([word([['lamp'], 0]), word([['home'], 0])], 10, 200).ids).toEqual([101, 103, 105]);
    expect(index.match([word([['lamp', 'desk'], 0])], 10, 200).ids).toEqual([103, 105]);
    expect(index.match([word([['lamp'], 0]), word([['garden'], 0])], 10, 200)).toEqual({
      ids: [],
      count: 0,
      exactMatches: 0,
    });
    expect(index.match([word([['home'], 2])], 10, 3)).toMatchObject({ count: 3, exactMatches: 0 });
    expect(index.products).toBe(6);
  });

  // A listing's best tier (decision 63): the least-cost matches, when nothing outside the index can cost less.
  const listed = (...spellings: [string[], number, number?][]) =>
    spellings.map(([lexemes, cost, costElsewhere]) => ({
      lexemes,
      cost,
      costElsewhere: costElsewhere ?? cost,
    }));

  it("gives a listing's least-cost tier, names before brands and categories, then popularity", () => {
    // "lamp" as typed: the names holding it (places 1, 3, 5), then the oil lamp, whose category holds it;
    // the completed "lampshad" costs more and stays out of the tier.
    expect(index.bestTier([listed([['lamp'], 0], [['lampshad'], 1])], 10, 200)).toEqual({
      ids: [101, 103, 105, 100],
      tierSize: 4,
      count: 6,
      exactMatches: 4,
    });
    expect(index.bestTier([listed([['lamp'], 0], [['lampshad'], 1])], 2, 200)?.ids).toEqual([101, 103]);
    expect(index.bestTier([listed([['lamp'], 0]), listed([['home'], 0])], 10, 3)).toMatchObject({
      ids: [101, 103, 105],
      tierSize: 3,
      count: 3,
    });
  });

  it('gives no tier when a product holding a word only outside the index could cost less, or none holds every word', () => {
    // A misspelling no name holds costs a typo in a description, as the correction does in a name: same tier.
    const misspelt = listed([['lampp'], 0, 2], [['lamp'], 2]);
    expect(index.bestTier([misspelt], 10, 200)).toMatchObject({ tierSize: 4, exactMatches: 0 });
    // Held as typed in a description it would cost less than every name here: the database must answer.
    expect(index.bestTier([listed([['lampp'], 0], [['lamp'], 2])], 10, 200)).toBeNull();
    expect(index.bestTier([listed([['lamp'], 0]), listed([['garden'], 0])], 10, 200)).toBeNull();
  });
});

describe('SuggestionIndex with option values', () => {
  // Places 0–4; two hoodies (one teal), a teal mug named "Teal Mug" and a plain mug.
  const index = new SuggestionIndex(
    [
      {
        nameLexemes: ['hoodi'],
        otherLexemes: ['cloth'],
        ranks: Int32Array.of(2, 0),
        ids: Int32Array.of(12, 10),
      },
      {
        nameLexemes: ['teal', 'mug'],
        otherLexemes: ['kitchen'],
        ranks: Int32Array.of(3),
        ids: Int32Array.of(13),
      },
      {
        nameLexemes: ['mug'],
        otherLexemes: ['kitchen'],
        ranks: Int32Array.of(1, 4),
        ids: Int32Array.of(11, 14),
      },
    ],
    [
      // The teal hoodie (place 2) and the second plain mug (place 4) come in teal; both hoodies in navy.
      { lexeme: 'teal', ranks: Int32Array.of(4, 2) },
      { lexeme: 'navi', ranks: Int32Array.of(0, 2) },
      // A hidden product's place (beyond the index) is dropped, a repeated one is listed once.
      { lexeme: 'blue', ranks: Int32Array.of(4, 4, 99) },
    ],
  );
  const word = (...spellings: [string[], number][]) =>
    spellings.map(([lexemes, cost]) => ({ lexemes, cost }));

  it('finds a product by an option value alone, after the names that hold the word', () => {
    // "Teal Mug" holds it in its name; the hoodie and the mug offer it as a colour (popularity order).
    expect(index.match([word([['teal'], 0])], 10, 200)).toEqual({
      ids: [13, 12, 14],
      count: 3,
      exactMatches: 3,
    });
    expect(index.match([word([['blue'], 0])], 10, 200)).toMatchObject({ ids: [14], count: 1 });
  });

  it("needs every word from the name, brand, category or the same product's option values", () => {
    expect(index.match([word([['teal'], 0]), word([['hoodi'], 0])], 10, 200).ids).toEqual([12]);
    expect(index.match([word([['navi'], 0]), word([['teal'], 0])], 10, 200).ids).toEqual([12]);
    expect(index.match([word([['teal'], 0]), word([['mug'], 0])], 10, 200).ids).toEqual([13, 14]);
    expect(index.match([word([['navi'], 0]), word([['mug'], 0])], 10, 200).ids).toEqual([]);
  });

  it('costs a corrected option value as any corrected word, and counts it as not exact', () => {
    const found = index.match([word([['teal'], 2]), word([['hoodi'], 0])], 10, 200);
    expect(found).toEqual({ ids: [12], count: 1, exactMatches: 0 });
    // A name holding the word as typed ranks above an option value reached by a typo.
    expect(index.match([word([['mug'], 0], [['teal'], 2])], 10, 200).ids).toEqual([11, 13, 14, 12]);
  });
});

describe('SuggestionIndex with many products offering a value', () => {
  // 40 hoodies in one group (places 0–39): the 20 most popular come in teal, the 20 others in navy.
  const places = Array.from({ length: 40 }, (_, at) => at);
  const index = new SuggestionIndex(
    [
      {
        nameLexemes: ['hoodi'],
        otherLexemes: ['cloth'],
        ranks: Int32Array.from(places),
        ids: Int32Array.from(places, (at) => 1000 + at),
      },
    ],
    [
      { lexeme: 'teal', ranks: Int32Array.from(places.slice(0, 20)) },
      { lexeme: 'navi', ranks: Int32Array.from(places.slice(20)) },
    ],
  );

  it('puts a cheaper spelling met late before a dearer one met early, and caps the counts', () => {
    // "navy" completed (cost 1) or "teal" as a correction (cost 2): the navy hoodies are less popular
    // but cheaper, so they come first, though met after ten teal ones fill the capped count.
    const word = [
      { lexemes: ['navi'], cost: 1 },
      { lexemes: ['teal'], cost: 2 },
    ];
    expect(index.match([word], 3, 10)).toEqual({ ids: [1020, 1021, 1022], count: 10, exactMatches: 0 });
    const all = index.match([word], 40, 100);
    expect(all.ids).toEqual([...places.slice(20), ...places.slice(0, 20)].map((at) => 1000 + at));
    expect(all).toMatchObject({ count: 40, exactMatches: 0 });
    // As typed, the navy ones are exact.
    const typed = [{ lexemes: ['navi'], cost: 0 }, ...word.slice(1)];
    expect(index.match([typed], 3, 10)).toEqual({ ids: [1020, 1021, 1022], count: 10, exactMatches: 10 });
  });
});

describe('GET /api/search/suggestions from the index', () => {
  let t: TestApp;
  let home: CategoryRow;
  let lumen: BrandRow;
  let closed: SellerWithUser;
  let desk: ProductRow;
  let floor: ProductRow;

  beforeAll(async () => {
    // Uncached answers: each call below must reach the index, not the catalogue cache.
    t = await createTestApp({ env: { CATALOGUE_CACHE_ENTRIES: '0' } });
    const db = t.app.db;
    home = await createCategory(db, { name: 'Home' });
    lumen = await createBrand(db, { name: 'Lumen' });
    closed = await createSeller(db, { shopName: 'Closed Shop', status: 'inactive' });
    desk = await createProduct(db, { name: 'Desk Lamp', category: home, brand: lumen, reviewCount: 3 });
    floor = await createProduct(db, { name: 'Floor Lamp', category: home, isPopular: true });
    await createProduct(db, { name: 'Wall Lamp', category: home, seller: closed, isPopular: true });
    await createProduct(db, { name: 'Reading Lamp', category: home, status: 'inactive', isPopular: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const suggested = async (q: string) => {
    const response = await t.app.inject({ url: `/api/search/suggestions?q=${encodeURIComponent(q)}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      products: { productName: string }[];
      categories: { cat_name: string }[];
      brands: { name: string }[];
      didYouMean: string | null;
    };
  };
  const names = async (q: string) => (await suggested(q)).products.map((product) => product.productName);

  it('suggests visible products only, the most popular first, with typos forgiven', async () => {
    expect(await names('lamp')).toEqual(['Floor Lamp', 'Desk Lamp']);
    expect(await names('lmap')).toEqual(['Floor Lamp', 'Desk Lamp']);
    expect((await suggested('lmap')).didYouMean).toBe('lamp');
    expect((await suggested('lum')).brands.map((brand) => brand.name)).toEqual(['Lumen']);
  });

  it('leaves out what was hidden after the index was built, before the catalogue version moves', async () => {
    expect(await names('lamp')).toEqual(['Floor Lamp', 'Desk Lamp']);
    await t.app.db.execute(sql`update products set status = 'inactive' where id = ${floor.id}`);
    expect(await names('lamp')).toEqual(['Desk Lamp']);
    await t.app.db.execute(sql`update sellers set status = 'inactive' where id = ${desk.sellerId}`);
    expect(await names('lamp')).toEqual([]);
    await t.app.db.execute(sql`update sellers set status = 'active' where id = ${desk.sellerId}`);
    await t.app.db.execute(sql`update products set status = 'active' where id = ${floor.id}`);
    await t.app.db.execute(sql`update categories set status = 'inactive' where id = ${home.id}`);
    expect(await names('lamp')).toEqual([]);
    await t.app.db.execute(sql`update categories set status = 'active' where id = ${home.id}`);
    expect(await names('lamp')).toEqual(['Floor Lamp', 'Desk Lamp']);
  });

  it('suggests a product added once the catalogue version moves, and forgets a deactivated brand', async () => {
    await createProduct(t.app.db, { name: 'Lava Lamp', category: home, isPopular: true, reviewCount: 9 });
    await t.app.db.execute(sql`update brands set status = 'inactive' where id = ${lumen.id}`);
    await t.app.bumpCatalogueVersion();
    expect(await names('lamp')).toEqual(['Lava Lamp', 'Floor Lamp']);
    expect((await suggested('lum')).brands).toEqual([]);
  });

  it('suggests a product by the colour or size it comes in, typed, misspelt or completed', async () => {
    const clothing = await createCategory(t.app.db, { name: 'Clothing' });
    await createVariantProduct(t.app.db, {
      name: 'Zip Hoodie',
      category: clothing,
      options: [{ name: 'Colour', values: ['Teal', 'Navy'] }],
      variants: [
        { sku: 'SUG-ZIP-TEAL', options: { Colour: 'Teal' } },
        { sku: 'SUG-ZIP-NAVY', options: { Colour: 'Navy' } },
      ],
    });
    await createVariantProduct(t.app.db, {
      name: 'Pullover Hoodie',
      category: clothing,
      options: [{ name: 'Size', values: ['Extra Large'] }],
      variants: [{ sku: 'SUG-PULL-XL', options: { Size: 'Extra Large' } }],
    });
    await t.app.bumpCatalogueVersion();
    expect(await names('teal')).toEqual(['Zip Hoodie']);
    expect(await names('teal hoodie')).toEqual(['Zip Hoodie']);
    expect(await names('hoodie tael')).toEqual(['Zip Hoodie']);
    expect(await names('hoodie extra lar')).toEqual(['Pullover Hoodie']);
    expect(await names('navy lamp')).toEqual([]);
  });

  it('answers the lexemes of every text asked, also when its memory of texts is full and emptied', async () => {
    const engine = new SuggestionEngine(t.app.db);
    const filler = Array.from({ length: LEXEMES_KEPT - 1 }, (_, at) => `filler${at}`);
    await engine.spellingLexemes(['lamps', ...filler]);
    // The memory is full: a text held a moment ago must still come back, not read as a stop word.
    const lexemes = await engine.spellingLexemes(['lamps', 'floors', 'the']);
    expect(Object.fromEntries(lexemes)).toEqual({ lamps: ['lamp'], floors: ['floor'], the: [] });
  });
});
