import { PRODUCT_COUNT_CAP, PRODUCT_PAGE_WINDOW } from '@shop/shared/catalogue.contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type BrandRow,
  type CategoryRow,
  createBrand,
  createCategory,
  createProduct,
  createSeller,
  createSubCategory,
  type ProductRow,
} from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import {
  EXACT_COUNT_LIMIT,
  RANKED_MATCHES,
  searchProducts,
  WALK_ROWS,
  walkFindsEnough,
} from './products.repository.ts';
import { toProductSearch } from './products.service.ts';

/** The Product answer, field for field, plus when a flash-sale price in offerPrice ends. */
const PRODUCT_FIELDS = [
  'slug',
  'productName',
  'description',
  'price',
  'offerPrice',
  'flashSaleEndsAt',
  'imageURL',
  'catSlug',
  'subCatSlug',
  'brandSlug',
  'seller_slug',
  'stock',
  'sku',
  'weight',
  'rating',
  'reviewCount',
  'isTopProduct',
  'isNewArrival',
  'isBestProduct',
  'isFeatured',
  'isPopular',
  'status',
  'approvalStatus',
  'seoTitle',
  'seoDescription',
  'createdAt',
  'updatedAt',
  'options',
  'variants',
].sort();

let t: TestApp;
let electronics: CategoryRow;
let shoes: CategoryRow;
let aurora: BrandRow;
let voltix: BrandRow;
const p: Record<string, ProductRow> = {};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function filter(query: string) {
  const response = await t.app.inject({ url: `/api/products/filter${query}` });
  return response;
}

async function names(query: string): Promise<string[]> {
  const response = await filter(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().filteredProducts.map((product: { productName: string }) => product.productName);
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  electronics = await createCategory(db, { name: 'Electronics', slug: 'electronics' });
  shoes = await createCategory(db, { name: 'Shoes', slug: 'shoes' });
  const headphones = await createSubCategory(db, {
    category: electronics,
    name: 'Headphones',
    slug: 'headphones',
  });
  const speakers = await createSubCategory(db, { category: electronics, name: 'Speakers', slug: 'speakers' });
  const running = await createSubCategory(db, { category: shoes, name: 'Running', slug: 'running' });
  aurora = await createBrand(db, { name: 'Aurora Sound', slug: 'aurora' });
  voltix = await createBrand(db, { name: 'Voltix', slug: 'voltix' });
  const stride = await createBrand(db, { name: 'Stride', slug: 'stride' });
  const shop = await createSeller(db, { shopName: 'Sound Shop', shopSlug: 'sound-shop' });

  const visible = { seller: shop };
  p.wirelessHeadphones = await createProduct(db, {
    ...visible,
    name: 'Aurora Sound Wireless Headphones',
    category: electronics,
    subCategory: headphones,
    brand: aurora,
    priceCents: 19_999,
    offerPriceCents: 14_999,
    rating: 4.5,
    isBestProduct: true,
    createdAt: minutesAgo(1),
  });
  p.studioHeadphones = await createProduct(db, {
    ...visible,
    name: 'Voltix Studio Headphones',
    category: electronics,
    subCategory: headphones,
    brand: voltix,
    priceCents: 8_900,
    rating: 4,
    isPopular: true,
    createdAt: minutesAgo(2),
  });
  p.speaker = await createProduct(db, {
    ...visible,
    name: 'Voltix Wireless Speaker',
    category: electronics,
    subCategory: speakers,
    brand: voltix,
    priceCents: 5_900,
    offerPriceCents: 4_900,
    rating: 3.5,
    isTopProduct: true,
    isFeatured: true,
    createdAt: minutesAgo(3),
  });
  p.runningShoes = await createProduct(db, {
    ...visible,
    name: 'Stride Running Shoes',
    category: shoes,
    subCategory: running,
    brand: stride,
    priceCents: 12_000,
    rating: 4.8,
    isNewArrival: true,
    createdAt: minutesAgo(4),
  });
  p.luxuryShoes = await createProduct(db, {
    ...visible,
    name: 'Golden Trail Running Shoes',
    category: shoes,
    subCategory: running,
    priceCents: 1_600_000,
    rating: 2,
    createdAt: minutesAgo(5),
  });
  p.earbuds = await createProduct(db, {
    ...visible,
    name: 'Cheap Wired Earbuds',
    description: '<p>Budget earbuds for people who do not need wireless freedom.</p>',
    category: electronics,
    subCategory: headphones,
    brand: aurora,
    priceCents: 999,
    rating: 0,
    createdAt: minutesAgo(6),
  });

  // Hidden products, all named to match the searches and filters above.
  const hiddenBase = {
    category: electronics,
    subCategory: headphones,
    brand: aurora,
    priceCents: 5_000,
    isBestProduct: true,
    isPopular: true,
    isTopProduct: true,
    isNewArrival: true,
    isFeatured: true,
    createdAt: new Date(),
  };
  await createProduct(db, {
    ...hiddenBase,
    seller: shop,
    name: 'Inactive Wireless Headphones',
    status: 'inactive',
  });
  await createProduct(db, {
    ...hiddenBase,
    seller: shop,
    name: 'Pending Wireless Headphones',
    approvalStatus: 'pending',
  });
  await createProduct(db, {
    ...hiddenBase,
    seller: shop,
    name: 'Rejected Wireless Headphones',
    approvalStatus: 'rejected',
  });
  const closedShop = await createSeller(db, { shopName: 'Closed Shop', status: 'inactive' });
  await createProduct(db, { ...hiddenBase, seller: closedShop, name: 'Closed Shop Wireless Headphones' });
  const bannedOwner = await createSeller(db, { shopName: 'Banned Owner Shop', user: { status: 'inactive' } });
  await createProduct(db, { ...hiddenBase, seller: bannedOwner, name: 'Banned Owner Wireless Headphones' });
});

afterAll(async () => {
  await t.close();
});

const allVisibleNewestFirst = [
  'Aurora Sound Wireless Headphones',
  'Voltix Studio Headphones',
  'Voltix Wireless Speaker',
  'Stride Running Shoes',
  'Cheap Wired Earbuds',
];

describe('GET /api/products/filter — shape and defaults', () => {
  it('answers { filteredProducts, count, didYouMean } with the exact Product fields of docs/api.md', async () => {
    const response = await filter('');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['count', 'didYouMean', 'filteredProducts']);
    expect(body.didYouMean).toBeNull();
    expect(body.count).toBe(5);
    const first = body.filteredProducts[0];
    expect(Object.keys(first).sort()).toEqual(PRODUCT_FIELDS);
    expect(first).toMatchObject({
      slug: p.wirelessHeadphones!.slug,
      price: 199.99,
      offerPrice: 149.99,
      catSlug: 'electronics',
      subCatSlug: 'headphones',
      brandSlug: 'aurora',
      status: 'active',
      approvalStatus: 'approved',
      isBestProduct: true,
    });
    expect(first.imageURL).toHaveLength(2);
    expect(new Date(first.createdAt).toISOString()).toBe(first.createdAt);
  });

  it('lists only visible products within the default price range, newest first', async () => {
    expect(await names('')).toEqual(allVisibleNewestFirst);
  });

  it('treats empty parameters (?search=&min=&…) as not given', async () => {
    expect(
      await names(
        '?search=&categories=&category=&sub_category=&brands=&highlight=&min=&max=&sort=&page=&limit=',
      ),
    ).toEqual(allVisibleNewestFirst);
  });

  it('shows an offer-less product with offerPrice null', async () => {
    const body = (await filter('?brands=voltix&sub_category=headphones')).json();
    expect(body.filteredProducts[0].offerPrice).toBeNull();
    expect(body.filteredProducts[0].price).toBe(89);
  });
});

describe('price range on the effective price', () => {
  it('includes products above the default max of 15000 only when max says so', async () => {
    expect(await names('?max=20000')).toContain('Golden Trail Running Shoes');
    expect((await filter('?max=20000')).json().count).toBe(6);
  });

  it('uses the offer price when there is one', async () => {
    // The speaker lists at 59 but sells at 49: outside 50..100. The studio headphones (89) are inside.
    expect(await names('?min=50&max=100')).toEqual(['Voltix Studio Headphones']);
    expect(await names('?min=49&max=49')).toEqual(['Voltix Wireless Speaker']);
    expect(await names('?min=149.99&max=149.99')).toEqual(['Aurora Sound Wireless Headphones']);
  });

  it('accepts min alone and max alone', async () => {
    expect(await names('?min=100')).toEqual(['Aurora Sound Wireless Headphones', 'Stride Running Shoes']);
    expect(await names('?max=10')).toEqual(['Cheap Wired Earbuds']);
  });

  it('rejects min above max with 400', async () => {
    const response = await filter('?min=100&max=50');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'invalid_price_range' });
  });
});

describe('"+"-joined category and brand lists', () => {
  it('reads "+a+b", " a b", "a++b+" and "%2Ba%2Bb" alike', async () => {
    const both = allVisibleNewestFirst;
    expect(await names('?categories=+electronics+shoes')).toEqual(both);
    expect(await names('?categories=%20electronics%20shoes')).toEqual(both);
    expect(await names('?categories=electronics++shoes+')).toEqual(both);
    expect(await names('?categories=%2Belectronics%2Bshoes')).toEqual(both);
  });

  it('filters by one category', async () => {
    expect(await names('?categories=+shoes')).toEqual(['Stride Running Shoes']);
    expect(await names('?categories=+electronics')).toEqual([
      'Aurora Sound Wireless Headphones',
      'Voltix Studio Headphones',
      'Voltix Wireless Speaker',
      'Cheap Wired Earbuds',
    ]);
  });

  it('accepts the storefront spelling category=+slug', async () => {
    expect(await names('?category=+shoes')).toEqual(['Stride Running Shoes']);
  });

  it('gives an empty result, not an error, for unknown slugs', async () => {
    const response = await filter('?categories=+no-such-category');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ filteredProducts: [], count: 0, didYouMean: null });
    expect(await names('?categories=+no-such-category+shoes')).toEqual(['Stride Running Shoes']);
    expect(await names('?brands=+nobody')).toEqual([]);
    expect(await names('?sub_category=nothing-here')).toEqual([]);
  });

  it('filters by brands (any of the list)', async () => {
    expect(await names('?brands=+voltix')).toEqual(['Voltix Studio Headphones', 'Voltix Wireless Speaker']);
    expect(await names('?brands=voltix+aurora')).toEqual([
      'Aurora Sound Wireless Headphones',
      'Voltix Studio Headphones',
      'Voltix Wireless Speaker',
      'Cheap Wired Earbuds',
    ]);
  });

  it('filters by sub-category', async () => {
    expect(await names('?sub_category=headphones')).toEqual([
      'Aurora Sound Wireless Headphones',
      'Voltix Studio Headphones',
      'Cheap Wired Earbuds',
    ]);
    expect(await names('?sub_category=speakers')).toEqual(['Voltix Wireless Speaker']);
  });
});

describe('highlight', () => {
  it.each([
    ['best_product', ['Aurora Sound Wireless Headphones']],
    ['popular_category', ['Voltix Studio Headphones']],
    ['top_product', ['Voltix Wireless Speaker']],
    ['featured_product', ['Voltix Wireless Speaker']],
    ['new_arrival', ['Stride Running Shoes']],
  ])('%s keeps the products with that flag', async (highlight, expected) => {
    expect(await names(`?highlight=${highlight}`)).toEqual(expected);
  });
});

describe('filters combine', () => {
  it('category AND brand AND sub-category AND highlight AND price', async () => {
    expect(await names('?categories=+electronics&brands=+voltix&sub_category=speakers')).toEqual([
      'Voltix Wireless Speaker',
    ]);
    expect(await names('?categories=+electronics&brands=+voltix&highlight=top_product')).toEqual([
      'Voltix Wireless Speaker',
    ]);
    expect(await names('?categories=+electronics&brands=+voltix&highlight=best_product')).toEqual([]);
    expect(await names('?categories=+electronics&brands=+aurora&max=100')).toEqual(['Cheap Wired Earbuds']);
    expect(await names('?categories=+shoes&brands=+voltix')).toEqual([]);
  });

  it('text search AND filters', async () => {
    expect(await names('?search=headphones&brands=+voltix')).toEqual(['Voltix Studio Headphones']);
    expect(await names('?search=wireless&categories=+electronics&max=100')).toEqual([
      'Voltix Wireless Speaker',
      'Cheap Wired Earbuds',
    ]);
    expect(await names('?search=headphones&sub_category=headphones&highlight=popular_category')).toEqual([
      'Voltix Studio Headphones',
    ]);
  });
});

describe('sort', () => {
  it('price_asc and price_desc order by the effective price', async () => {
    expect(await names('?sort=price_asc')).toEqual([
      'Cheap Wired Earbuds',
      'Voltix Wireless Speaker',
      'Voltix Studio Headphones',
      'Stride Running Shoes',
      'Aurora Sound Wireless Headphones',
    ]);
    expect(await names('?sort=price_desc')).toEqual([
      'Aurora Sound Wireless Headphones',
      'Stride Running Shoes',
      'Voltix Studio Headphones',
      'Voltix Wireless Speaker',
      'Cheap Wired Earbuds',
    ]);
  });

  it('rating puts the best rated first', async () => {
    expect(await names('?sort=rating')).toEqual([
      'Stride Running Shoes',
      'Aurora Sound Wireless Headphones',
      'Voltix Studio Headphones',
      'Voltix Wireless Speaker',
      'Cheap Wired Earbuds',
    ]);
  });

  it('newest, and relevance without a search, are newest first', async () => {
    expect(await names('?sort=newest')).toEqual(allVisibleNewestFirst);
    expect(await names('?sort=relevance')).toEqual(allVisibleNewestFirst);
  });

  it('an explicit sort overrides relevance during a search', async () => {
    expect(await names('?search=wireless&sort=price_asc')).toEqual([
      'Cheap Wired Earbuds',
      'Voltix Wireless Speaker',
      'Aurora Sound Wireless Headphones',
    ]);
  });

  it('sorts within a filter', async () => {
    expect(await names('?categories=+electronics&sort=rating')).toEqual([
      'Aurora Sound Wireless Headphones',
      'Voltix Studio Headphones',
      'Voltix Wireless Speaker',
      'Cheap Wired Earbuds',
    ]);
  });
});

describe('pagination', () => {
  it('pages through the results with a stable count', async () => {
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      const body = (await filter(`?limit=2&page=${page}`)).json();
      expect(body.count).toBe(5);
      pages.push(body.filteredProducts.map((product: { productName: string }) => product.productName));
    }
    expect(pages).toEqual([
      allVisibleNewestFirst.slice(0, 2),
      allVisibleNewestFirst.slice(2, 4),
      allVisibleNewestFirst.slice(4),
      [],
    ]);
  });

  it('pages a sorted, filtered list', async () => {
    expect(await names('?sort=price_asc&limit=2&page=2')).toEqual([
      'Voltix Studio Headphones',
      'Stride Running Shoes',
    ]);
    expect(await names('?categories=+electronics&sort=rating&limit=3&page=2')).toEqual([
      'Cheap Wired Earbuds',
    ]);
    const body = (await filter('?search=wireless&limit=1&page=2')).json();
    expect(body.count).toBe(3);
    expect(body.filteredProducts).toHaveLength(1);
  });

  it('defaults to 24 per page and accepts up to 100', async () => {
    expect((await filter('?limit=100')).statusCode).toBe(200);
    expect((await filter('?limit=1')).json().filteredProducts).toHaveLength(1);
  });

  it(`refuses pages beyond page × limit = ${PRODUCT_PAGE_WINDOW} with 400`, async () => {
    expect((await filter('?page=100&limit=100')).statusCode).toBe(200);
    const response = await filter('?page=417&limit=24');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      code: 'page_out_of_range',
    });
    expect(response.json().message).toMatch(/10000/);
  });

  it('caps count at the cap it is given (no exact count over huge results)', async () => {
    const search = toProductSearch({ page: 1, limit: 2 });
    const capped = await searchProducts(t.app.db, { ...search, countCap: 3 });
    expect(capped.count).toBe(3);
    expect(capped.records).toHaveLength(2);
    const exact = await searchProducts(t.app.db, { ...search, countCap: 5 });
    expect(exact.count).toBe(5);
  });
});

describe('bad query values answer 400 JSON, never 500', () => {
  it.each([
    'page=0',
    'page=-1',
    'page=abc',
    'page=1.5',
    'page=1&page=2',
    'limit=0',
    'limit=101',
    'limit=1000',
    'min=abc',
    'min=-5',
    'max=-1',
    'max=Infinity',
    'max=1e12',
    'sort=xyz',
    'highlight=foo',
    'categories=a&categories=b',
    `search=${'a'.repeat(201)}`,
  ])('?%s', async (query) => {
    const response = await filter(`?${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(typeof body.message).toBe('string');
    expect(typeof body.code).toBe('string');
  });

  it('names the field in the message', async () => {
    expect((await filter('?limit=1000')).json().message).toMatch(/limit/);
    expect((await filter('?sort=xyz')).json().message).toMatch(/sort/);
  });
});

describe('search', () => {
  it('finds one-typo-per-word queries ("wirless hedphones")', async () => {
    expect(await names('?search=wirless%20hedphones')).toEqual(['Aurora Sound Wireless Headphones']);
    expect(await names('?search=aurora%20hedphones')).toEqual(['Aurora Sound Wireless Headphones']);
    expect(await names('?search=stride%20runing%20shoes')).toEqual(['Stride Running Shoes']);
    expect(await names('?search=speeker')).toEqual(['Voltix Wireless Speaker']);
  });

  it('searches brand and category names and the description', async () => {
    expect(await names('?search=voltix')).toEqual(['Voltix Studio Headphones', 'Voltix Wireless Speaker']);
    expect(await names('?search=shoes&max=20000')).toEqual([
      'Stride Running Shoes',
      'Golden Trail Running Shoes',
    ]);
    expect(await names('?search=budget')).toEqual(['Cheap Wired Earbuds']);
    expect(await names('?search=electronics')).toHaveLength(4);
  });

  it('stems words ("headphone" finds "Headphones")', async () => {
    expect(await names('?search=headphone')).toEqual(
      expect.arrayContaining(['Aurora Sound Wireless Headphones', 'Voltix Studio Headphones']),
    );
  });

  it('ranks a name match above a description-only match', async () => {
    const found = await names('?search=wireless');
    expect(found).toHaveLength(3);
    expect(found.at(-1)).toBe('Cheap Wired Earbuds');
  });

  it('requires every word when some product has them all', async () => {
    expect(await names('?search=voltix%20speaker')).toEqual(['Voltix Wireless Speaker']);
  });

  it('falls back to any word when no product has every word', async () => {
    expect((await names('?search=voltix%20shoes')).sort()).toEqual(
      ['Stride Running Shoes', 'Voltix Studio Headphones', 'Voltix Wireless Speaker'].sort(),
    );
    expect(await names('?search=nothing%20matches%20here')).toEqual([]);
    const body = (await filter('?search=voltix%20shoes&limit=1&page=2')).json();
    expect(body.count).toBe(3);
    expect(body.filteredProducts).toHaveLength(1);
  });

  it('survives operators, quotes, stop words and symbols', async () => {
    for (const query of [
      "wireless & | ! ( ) : * ' \\",
      '"wireless headphones"',
      'the',
      '-voltix',
      '100%',
      '!!!',
      '🎧',
    ]) {
      const response = await filter(`?search=${encodeURIComponent(query)}`);
      expect(response.statusCode, query).toBe(200);
    }
    expect(await names(`?search=${encodeURIComponent('the wireless headphones')}`)).toContain(
      'Aurora Sound Wireless Headphones',
    );
  });

  it('never finds hidden products', async () => {
    const found = await names('?search=wireless%20headphones&limit=100');
    expect(found).toEqual(['Aurora Sound Wireless Headphones']);
  });
});

describe('typo search ranking among many near matches', () => {
  let ranking: TestApp;
  beforeAll(async () => {
    ranking = await createTestApp();
    const db = ranking.app.db;
    const audio = await createCategory(db, { name: 'Audio' });
    const brand = await createBrand(db, { name: 'Nordlys' });
    for (let index = 0; index < 30; index++) {
      await createProduct(db, {
        name: `Wireless Charging Pad ${index} with Headphones Hook`,
        category: audio,
        createdAt: minutesAgo(index),
      });
      await createProduct(db, {
        name: `Desk Lamp ${index}`,
        description: '<p>Charges your wireless headphones overnight.</p>',
        category: audio,
        createdAt: minutesAgo(index),
      });
      await createProduct(db, {
        name: `Wired Headphones ${index}`,
        category: audio,
        createdAt: minutesAgo(index),
      });
    }
    await createProduct(db, { name: 'Snuggle Teddy Bear', category: audio, createdAt: minutesAgo(600) });
    await createProduct(db, { name: 'Alpine Lake Puzzle', category: audio, createdAt: minutesAgo(601) });
    await createProduct(db, { name: 'Paper Lamp', category: audio, createdAt: minutesAgo(602) });
    await createProduct(db, {
      name: 'Kestrel Mirrorless Camera',
      category: audio,
      createdAt: minutesAgo(603),
    });
    await createProduct(db, {
      name: 'Nordlys Over-Ear Wireless Headphones',
      category: audio,
      brand,
      createdAt: minutesAgo(500),
    });
  });
  afterAll(async () => {
    await ranking.close();
  });

  it('puts the real "Wireless Headphones" first for "wirless hedphones"', async () => {
    const response = await ranking.app.inject({ url: '/api/products/filter?search=wirless+hedphones' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBeGreaterThan(1);
    expect(body.filteredProducts[0].productName).toBe('Nordlys Over-Ear Wireless Headphones');
  });

  it('still finds "teddy baer" (a transposition trigrams cannot forgive) through any-word matching', async () => {
    const response = await ranking.app.inject({ url: '/api/products/filter?search=teddy+baer' });
    expect(response.json().filteredProducts[0].productName).toBe('Snuggle Teddy Bear');
  });

  it('forgives a typo in a longer word but keeps short words strict', async () => {
    const search = async (text: string) =>
      (await ranking.app.inject({ url: `/api/products/filter?limit=100&search=${encodeURIComponent(text)}` }))
        .json()
        .filteredProducts.map((product: { productName: string }) => product.productName);
    expect(await search('camrea')).toEqual(['Kestrel Mirrorless Camera']);
    for (const text of ['lamp', 'lamps']) {
      const found = await search(text);
      expect(found).toContain('Paper Lamp');
      expect(found).toContain('Desk Lamp 0');
      expect(found).not.toContain('Alpine Lake Puzzle');
    }
  });

  it('puts it first for the exact query too', async () => {
    const response = await ranking.app.inject({ url: '/api/products/filter?search=wireless+headphones' });
    expect(response.json().filteredProducts[0].productName).toBe('Nordlys Over-Ear Wireless Headphones');
  });
});

describe('typo correction through the search lexicon', () => {
  it('forgives a typo in a brand name, through the words of brand names', async () => {
    expect(await names('?search=voltx')).toEqual(['Voltix Studio Headphones', 'Voltix Wireless Speaker']);
  });

  it('finds a product by a misspelt word of its new name once it is renamed', async () => {
    const db = t.app.db;
    const product = await createProduct(db, { name: 'Plain Desk Widget', category: electronics });
    // Renamed in SQL, as an admin tool or a migration might: the lexicon follows through its trigger,
    // and the in-memory vocabulary when the catalogue version moves (as such tools must bump it).
    await db.execute(sql`update products set product_name = 'Brass Gramophone' where id = ${product.id}`);
    await t.app.bumpCatalogueVersion();
    expect(await names('?search=gramaphone')).toEqual(['Brass Gramophone']);
    await db.execute(sql`delete from products where id = ${product.id}`);
  });
});

describe('count over many matches', () => {
  let many: TestApp;
  /** Visible products of two categories, inserted in one statement each as a seeder would. */
  const EXACT = EXACT_COUNT_LIMIT;
  const ESTIMATED = EXACT_COUNT_LIMIT + 700;

  beforeAll(async () => {
    many = await createTestApp();
    const db = many.app.db;
    const seller = await createSeller(db, { shopName: 'Bulk Shop' });
    for (const [slug, name, rows] of [
      ['gizmos', 'Gizmo', EXACT],
      ['widgets', 'Widget', ESTIMATED],
      // More rows, so a walk of the table is worth it for a suggestion of "widget" (WALK_ROWS).
      ['doohickeys', 'Doohickey', WALK_ROWS - EXACT - ESTIMATED + 500],
    ] as const) {
      const category = await createCategory(db, { name, slug });
      await db.execute(sql`
        insert into products (product_name, price_cents, category_id, seller_id, status, approval_status, created_at)
        select ${name} || ' Model ' || n, 1000 + n, ${category.id}, ${seller.id}, 'active', 'approved',
          now() - n * interval '1 minute'
        from generate_series(1, ${rows}) as n`);
    }
    // Dearer than every other product: the first 4,000 rows of the price order hold none of them.
    const zithers = await createCategory(db, { name: 'Zither', slug: 'zithers' });
    await db.execute(sql`
      insert into products (product_name, price_cents, category_id, seller_id, status, approval_status, created_at)
      select 'Zither Model ' || n, 1000000 + n, ${zithers.id}, ${seller.id}, 'active', 'approved', now()
      from generate_series(1, 300) as n`);
    // The estimate comes from the planner's statistics, which a real database keeps by autovacuum.
    await db.execute(sql`analyze products`);
  }, 120_000);
  afterAll(async () => {
    await many.close();
  });

  const get = async (query: string) => {
    const response = await many.app.inject({ url: `/api/products/filter${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { filteredProducts: { slug: string; productName: string }[]; count: number };
  };

  it(`counts exactly up to ${EXACT_COUNT_LIMIT} matches`, async () => {
    expect((await get('?categories=gizmos')).count).toBe(EXACT);
    expect((await get('?categories=gizmos&search=gizmo')).count).toBe(EXACT);
    expect((await get('?categories=gizmos&search=gizmo&sort=price_asc')).count).toBe(EXACT);
    expect((await get('?categories=gizmos&min=10.5')).count).toBe(EXACT - 49);
    // Not more than 1,000 name matches: counted by the database, not read from the suggestion index.
    expect((await get('?search=gizmo')).count).toBe(EXACT);
  });

  it(`estimates above ${EXACT_COUNT_LIMIT} matches, never below what it counted`, async () => {
    for (const query of ['?categories=widgets', '?search=widget', '?search=widgit']) {
      const { count } = await get(query);
      expect(count, query).toBeGreaterThan(EXACT_COUNT_LIMIT);
      // An estimate from statistics, so near the truth rather than equal to it.
      expect(count, query).toBeGreaterThan(ESTIMATED * 0.5);
      expect(count, query).toBeLessThan(ESTIMATED * 2);
    }
    // Both categories together: still an estimate of the whole, within the cap.
    const { count } = await get('?categories=gizmos+widgets');
    expect(count).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(count).toBeLessThanOrEqual(PRODUCT_COUNT_CAP);
  });

  it('keeps the count within the cap it is given', async () => {
    const search = toProductSearch({ page: 1, limit: 2, categories: 'widgets' });
    expect((await searchProducts(many.app.db, { ...search, countCap: 1200 })).count).toBe(1200);
    expect((await searchProducts(many.app.db, { ...search, countCap: 50 })).count).toBe(50);
  });

  it(`pages a broad search without repeating a product, past the ${RANKED_MATCHES} ranked matches`, async () => {
    const seen: string[] = [];
    const pages = Math.ceil((RANKED_MATCHES + 60) / 24);
    for (let page = 1; page <= pages; page++) {
      const body = await get(`?search=widget&limit=24&page=${page}`);
      expect(body.filteredProducts).toHaveLength(24);
      seen.push(...body.filteredProducts.map((product) => product.slug));
    }
    expect(new Set(seen).size).toBe(seen.length);
  });

  /** The statements node-postgres sends while `work` runs (none on PGlite, which answers the same). */
  async function statementsOf(work: () => Promise<void>): Promise<string[]> {
    const sent: string[] = [];
    const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      const [config] = args;
      sent.push(typeof config === 'string' ? config : ((config as { text?: string })?.text ?? ''));
      return query.apply(this, args);
    } as typeof pg.Client.prototype.query);
    try {
      await work();
    } finally {
      spy.mockRestore();
    }
    return sent;
  }
  const walkedOrder = (text: string) => /\) "walked"/.test(text);
  const sortedEveryMatch = (text: string) => /count\(\*\) over \(\)/.test(text);

  // Widgets are 1,700 of 4,800 products: the cheapest ones lie within the first rows of the price order,
  // which a sorted search walks instead of sorting every match (decision 62); a page the walk does not
  // reach sorts every match. Both give the same pages, and the count is bounded as a list's is.
  it('reads a broad search sorted by price by walking the price order, with the same pages as sorting', async () => {
    for (const page of [1, 2, 60, 70]) {
      const sent = await statementsOf(async () => {
        const body = await get(`?search=widget&sort=price_asc&limit=24&page=${page}`);
        const expected = Array.from({ length: 24 }, (_, i) => `Widget Model ${(page - 1) * 24 + i + 1}`);
        expect(
          body.filteredProducts.map((product) => product.productName),
          `page ${page}`,
        ).toEqual(expected);
        expect(body.count).toBeGreaterThan(EXACT_COUNT_LIMIT);
      });
      // (Whether a deep page is walked depends on the planner's estimate of the widgets.)
      if (process.env.DATABASE_URL && page <= 2) {
        expect(sent.some(walkedOrder), `page ${page}`).toBe(true);
        expect(sent.some(sortedEveryMatch), `page ${page}`).toBe(false);
      }
    }
  });

  // 300 of 4,800 products are zithers, dense enough to walk for, but the dearest: the walk's 4,000 rows
  // hold none, so it gives up and every match is sorted, with the answer a sort always gave.
  it('sorts every match when the walk of the price order does not reach the page', async () => {
    const sent = await statementsOf(async () => {
      const body = await get('?search=zither&sort=price_asc&limit=24');
      expect(body.filteredProducts.map((product) => product.productName)).toEqual(
        Array.from({ length: 24 }, (_, i) => `Zither Model ${i + 1}`),
      );
      expect(body.count).toBe(300);
    });
    if (process.env.DATABASE_URL) {
      expect(sent.some(walkedOrder)).toBe(true);
      expect(sent.some(sortedEveryMatch)).toBe(true);
    }
  });

  it('walks the table for a broad text, and suggests its first matches as the listing shows them', async () => {
    // The walk's condition holds for "widget" (1,700 of 4,800 products), and not for a rare word. (A
    // suggestion walks only for a text of stop words; others read the suggestion index: decision 44.)
    const walks = (text: string) =>
      many.app.db.transaction((tx) =>
        walkFindsEnough(tx, sql`search_document @@ phraseto_tsquery('english', ${text})`, RANKED_MATCHES),
      );
    expect(await walks('widget')).toBe(true);
    expect(await walks('gramophone')).toBe(false);
    const response = await many.app.inject({ url: '/api/search/suggestions?q=widget' });
    expect(response.statusCode, response.body).toBe(200);
    const suggested = (response.json() as { products: { slug: string }[] }).products;
    // Equal names and popularity: the newest first, on both.
    const listed = await get('?search=widget&limit=6');
    expect(suggested.map((product) => product.slug)).toEqual(
      listed.filteredProducts.map((product) => product.slug),
    );
  });

  // 1,700 widgets hold "widget" in their name, more than the database counts exactly: a plain search's
  // page comes from the suggestion index, most popular first (decision 63); a faceted one from the database,
  // whose order among equal ranks is newest first.
  it('reads a broad plain search from the suggestion index, most popular first, visible and within the price range', async () => {
    const db = many.app.db;
    const named = (...numbers: number[]) =>
      sql.join(
        numbers.map((n) => sql`${`Widget Model ${n}`}`),
        sql`, `,
      );
    await db.execute(
      sql`update products set is_popular = true where product_name in (${named(1500, 1600, 1650)})`,
    );
    // Above the default price range ($15,000): a list without a chosen price never shows it.
    await db.execute(sql`update products set price_cents = 2000000 where product_name = 'Widget Model 1650'`);
    await many.app.bumpCatalogueVersion();
    try {
      expect((await get('?search=widget&limit=3')).filteredProducts.map((p) => p.productName)).toEqual([
        'Widget Model 1500',
        'Widget Model 1600',
        'Widget Model 1',
      ]);
      // Hidden after the index was built: the index still holds it; the page's read leaves it out.
      await db.execute(sql`update products set status = 'inactive' where product_name = 'Widget Model 1600'`);
      const sent = await statementsOf(async () => {
        const body = await get('?search=widget&limit=24');
        expect(body.filteredProducts.map((p) => p.productName).slice(0, 3)).toEqual([
          'Widget Model 1500',
          'Widget Model 1',
          'Widget Model 2',
        ]);
        expect(body.filteredProducts).toHaveLength(24);
        // Every product holding the word in its name, as the index counts them (an estimate above 1,000).
        expect(body.count).toBe(ESTIMATED);
      });
      if (process.env.DATABASE_URL) {
        expect(sent.length).toBeGreaterThan(0);
        expect(sent.some((text) => text.includes('@@'))).toBe(false);
      }
      const second = await get('?search=widget&limit=24&page=2');
      expect(second.filteredProducts[0]?.productName).toBe('Widget Model 24');
      const faceted = await get('?search=widget&limit=24&facets=true');
      expect(faceted.filteredProducts[0]?.productName).toBe('Widget Model 1');
      // Exactly 1,000 gizmos: not more than the database counts exactly, so the database answers.
      const gizmos = await statementsOf(async () => {
        expect((await get('?search=gizmo&limit=24')).count).toBe(EXACT);
      });
      if (process.env.DATABASE_URL) expect(gizmos.some((text) => text.includes('@@'))).toBe(true);
    } finally {
      await db.execute(sql`update products set is_popular = false, status = 'active', price_cents = 1000 + split_part(product_name, ' ', 3)::int
        where product_name in (${named(1500, 1600, 1650)})`);
      await many.app.bumpCatalogueVersion();
    }
  });
});
