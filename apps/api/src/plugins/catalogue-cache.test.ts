import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { asUser, orderRequest, putInCart } from '../modules/orders/orders.test-support.ts';
import { createTestUser } from '../modules/users/users.test-support.ts';
import { createProduct } from '../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import {
  CATALOGUE_VARY,
  ENTRY_OVERHEAD_BYTES,
  isCatalogueWrite,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
} from './catalogue-cache.ts';
import { etagMatches } from './edge-cache.ts';

const opened: TestApp[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((t) => t.close()));
});

async function open(env: Record<string, string> = {}) {
  const t = await createTestApp({ env });
  opened.push(t);
  return t;
}

describe('which calls the catalogue cache looks at', () => {
  it('writes: everything but calls that cannot change the catalogue', () => {
    expect(isCatalogueWrite('POST', '/api/orders')).toBe(true);
    expect(isCatalogueWrite('PATCH', '/api/admin/products/x')).toBe(true);
    expect(isCatalogueWrite('PATCH', '/api/seller/products/x')).toBe(true);
    expect(isCatalogueWrite('POST', '/api/cart')).toBe(false);
    expect(isCatalogueWrite('POST', '/api/users/login')).toBe(false);
    expect(isCatalogueWrite('GET', '/api/orders')).toBe(false);
  });

  it('If-None-Match: lists, weak tags and *', () => {
    expect(etagMatches('"a", W/"b"', '"b"')).toBe(true);
    expect(etagMatches('*', '"b"')).toBe(true);
    expect(etagMatches('"a"', '"b"')).toBe(false);
    expect(etagMatches(undefined, '"b"')).toBe(false);
  });
});

/** Every GET route that declares `config: { catalogueCache: true }`; nothing else is ever cached. */
const catalogueReadRoutes = [
  '/api/advertisements/home/:name',
  '/api/blog-comments/single-blog/:id',
  '/api/blogcategories/for-blog',
  '/api/blogs',
  '/api/blogs/:id',
  '/api/blogs/category',
  '/api/brands/allbrands',
  '/api/categories',
  '/api/featured-categories',
  '/api/flash-sale/content/:id',
  '/api/flash-sale/user',
  '/api/home',
  '/api/mega-menu-categories/:id',
  '/api/mega-menu-categories/header',
  '/api/popular-categories',
  '/api/products',
  '/api/products/:slug',
  '/api/products/admin/related/:id',
  '/api/products/filter',
  '/api/products/filter-by-shop/:shop',
  '/api/reviews/reviewProducts/:product',
  '/api/search/no-results',
  '/api/search/suggestions',
  '/api/slider',
  '/api/sub-categories',
  '/api/users/seller/:slug',
  '/api/users/sellers',
  '/api/users/sellerWithProducts/:slug',
  '/api/wo-user',
];

/** The full path of every GET route, read from Fastify's route tree (`printRoutes` nests shared prefixes). */
function getRoutePaths(app: TestApp['app']): string[] {
  const paths: string[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ method: 'GET', commonPrefix: false }).split('\n')) {
    const match = /^(.*?)(?:├── |└── )(.*) \(GET\)/.exec(line);
    if (!match) continue;
    const depth = Math.floor((match[1] ?? '').length / 4);
    prefixes.splice(depth, prefixes.length, match[2] ?? '');
    paths.push(prefixes.join(''));
  }
  return paths;
}

describe('which routes are catalogue reads', () => {
  it('exactly the routes that declare catalogueCache answer with the catalogue Vary, and only they', async () => {
    const t = await open();
    const apiRoutes = getRoutePaths(t.app).filter((path) => path.startsWith('/api/'));
    expect(apiRoutes.length).toBeGreaterThan(catalogueReadRoutes.length);
    const cached: string[] = [];
    for (const route of apiRoutes) {
      // Any value fills a parameter: even a 404 of a catalogue route carries the catalogue's Vary.
      const response = await t.app.inject({ url: route.replace(/:\w+/g, 'x') });
      if (response.headers.vary === CATALOGUE_VARY) cached.push(route);
    }
    expect(cached.sort()).toEqual([...catalogueReadRoutes].sort());
  });

  it('a HEAD of a catalogue route and a GET of an uncached route are never stored', async () => {
    const t = await open();
    for (let i = 0; i < 2; i++) {
      const head = await t.app.inject({ method: 'HEAD', url: '/api/categories' });
      expect(head.headers['x-catalogue-cache']).toBeUndefined();
      const health = await t.app.inject({ url: '/api/health' });
      expect(health.headers['x-catalogue-cache']).toBeUndefined();
      expect(health.headers.etag).toBeUndefined();
    }
  });
});

describe('HTTP caching of anonymous catalogue reads', () => {
  it('answers with a strong ETag and public Cache-Control, then 304 to If-None-Match', async () => {
    const t = await open();
    const product = await createProduct(t.app.db);
    const first = await t.app.inject({ url: `/api/products/${product.slug}` });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers.vary).toBe(CATALOGUE_VARY);

    const again = await t.app.inject({ url: `/api/products/${product.slug}` });
    expect(again.headers['x-catalogue-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);

    const conditional = await t.app.inject({
      url: `/api/products/${product.slug}`,
      headers: { 'if-none-match': etag },
    });
    expect(conditional.statusCode).toBe(304);
    expect(conditional.body).toBe('');
    expect(conditional.headers.etag).toBe(etag);
  });

  it('answers 304 on the first (uncached) read too when the tag matches', async () => {
    const t = await open({ CATALOGUE_CACHE_ENTRIES: '0' });
    await createProduct(t.app.db);
    const first = await t.app.inject({ url: '/api/products/filter?limit=24' });
    const conditional = await t.app.inject({
      url: '/api/products/filter?limit=24',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(conditional.headers['x-catalogue-cache']).toBe('miss');
    expect(conditional.statusCode).toBe(304);
  });

  it('keeps signed-in answers private and never serves them the anonymous copy', async () => {
    const t = await open();
    const product = await createProduct(t.app.db);
    await t.app.inject({ url: `/api/products/${product.slug}` });
    const ada = await createTestUser(t.app);
    for (const headers of [{ cookie: ada.cookie }, ada.bearer]) {
      const signedIn = await t.app.inject({ url: `/api/products/${product.slug}`, headers });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
      expect(signedIn.headers.vary).toBe(CATALOGUE_VARY);
      expect(signedIn.headers.etag).toBeUndefined();
      expect(signedIn.headers['x-catalogue-cache']).toBeUndefined();
    }
  });

  it('lets concurrent misses of one URL wait for a single computation', async () => {
    const t = await open();
    await createProduct(t.app.db);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.app.inject({ url: '/api/products/filter?limit=24' })),
    );
    const sources = answers.map((answer) => answer.headers['x-catalogue-cache']);
    expect(sources.filter((source) => source === 'miss')).toHaveLength(1);
    expect(sources.filter((source) => source === 'hit')).toHaveLength(5);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it('keeps the answers that fit in CATALOGUE_CACHE_MB, each body counted once, whatever the entry count', async () => {
    const url = (page: number) => `/api/products/filter?limit=24&page=${page}`;
    const probe = await open();
    await createProduct(probe.app.db);
    const sizes = await Promise.all(
      [2, 3, 4, 5].map(async (page) => (await probe.app.inject({ url: url(page) })).rawPayload.length),
    );
    // Room for exactly three answers: their bodies once each, plus the fixed allowance per entry.
    const budget = 3 * (Math.max(...sizes) + ENTRY_OVERHEAD_BYTES);
    const t = await open({ CATALOGUE_CACHE_MB: String(budget / (1024 * 1024)) });
    await createProduct(t.app.db);
    const source = async (page: number) =>
      (await t.app.inject({ url: url(page) })).headers['x-catalogue-cache'];
    for (const page of [2, 3, 4, 5]) expect(await source(page)).toBe('miss');
    expect(await source(3)).toBe('hit');
    expect(await source(4)).toBe('hit');
    expect(await source(5)).toBe('hit');
    expect(await source(2)).toBe('miss'); // the least recently used, pushed out by the bytes of page 5
  });

  it('does not store error answers', async () => {
    const t = await open();
    const missing = await t.app.inject({ url: '/api/products/no-such-product' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control']).toBeUndefined();
  });
});

describe('invalidation on writes', () => {
  it('shows the new stock right after an order', async () => {
    const t = await open();
    const product = await createProduct(t.app.db, { stock: 10 });
    const url = `/api/products/${product.slug}`;
    const before = await t.app.inject({ url });
    expect(before.json().stock).toBe(10);
    expect((await t.app.inject({ url })).headers['x-catalogue-cache']).toBe('hit');

    const ada = await createTestUser(t.app);
    await putInCart(t.app.db, ada, product, 3);
    const order = await orderRequest(asUser(t.app, ada), ada);
    expect(order.statusCode).toBe(201);

    const after = await t.app.inject({ url });
    expect(after.headers['x-catalogue-cache']).toBe('miss');
    expect(after.json().stock).toBe(7);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const stale = await t.app.inject({ url, headers: { 'if-none-match': String(before.headers.etag) } });
    expect(stale.statusCode).toBe(200);
  });

  it("shows the new price right after an admin's edit, in lists too", async () => {
    const t = await open();
    const product = await createProduct(t.app.db, { priceCents: 2000 });
    const list = '/api/products/filter?limit=24';
    expect((await t.app.inject({ url: list })).json().filteredProducts[0].price).toBe(20);
    expect((await t.app.inject({ url: `/api/products/${product.slug}` })).json().price).toBe(20);

    const admin = await createTestUser(t.app, { role: 'admin' });
    const edit = await asUser(t.app, admin).patch(`/api/admin/products/${product.slug}`, { price: 25 });
    expect(edit.statusCode).toBe(200);

    expect((await t.app.inject({ url: list })).json().filteredProducts[0].price).toBe(25);
    expect((await t.app.inject({ url: `/api/products/${product.slug}` })).json().price).toBe(25);
  });

  it('keeps serving the cache after writes that cannot change the catalogue', async () => {
    const t = await open();
    const product = await createProduct(t.app.db);
    const url = `/api/products/${product.slug}`;
    await t.app.inject({ url });
    const ada = await createTestUser(t.app);
    const added = await asUser(t.app, ada).post('/api/cart', {
      user_slug: ada.slug,
      product_slug: product.slug,
    });
    expect(added.statusCode).toBe(201);
    expect((await t.app.inject({ url })).headers['x-catalogue-cache']).toBe('hit');
  });
});

describe.runIf(process.env.REDIS_URL)('with REDIS_URL: one version for every instance', () => {
  it("a write on one instance invalidates the other's cache", async () => {
    const env = {
      REDIS_URL: String(process.env.REDIS_URL),
      REDIS_KEY_PREFIX: `test-${randomBytes(4).toString('hex')}:`,
    };
    const a = await open(env);
    const b = await open(env);
    await b.app.inject({ url: '/api/categories' });
    expect((await b.app.inject({ url: '/api/categories' })).headers['x-catalogue-cache']).toBe('hit');

    await a.app.bumpCatalogueVersion();

    // Pub/sub delivery takes a moment; the poll fallback bounds it at a couple of seconds.
    let cache: unknown = 'hit';
    for (let attempt = 0; attempt < 50 && cache === 'hit'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      cache = (await b.app.inject({ url: '/api/categories' })).headers['x-catalogue-cache'];
    }
    expect(cache).toBe('miss');
  });
});
