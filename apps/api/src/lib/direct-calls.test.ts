import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../modules/users/users.test-support.ts';
import { carriesSession } from '../plugins/edge-cache.ts';
import {
  createBrand,
  createCategory,
  createMegaMenuEntry,
  createProduct,
  createReview,
  createSeller,
  createSubCategory,
  type ProductRow,
  type SellerWithUser,
} from '../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { createInProcessApi } from './in-process-api.ts';

/**
 * A page of the storefront in miniature: one request that asks the API for `path` both ways, through
 * `inject` (the HTTP path) and as a direct call, with the page's own cookies.
 */
function probePage(app: FastifyInstance) {
  app.get('/test-page', async (request) => {
    const path = (request.query as { path: string }).path;
    const http = await createInProcessApi(app).forRequest(request)(path);
    const direct = await app.directCalls.call(request, path, carriesSession(request.headers));
    return {
      http: { status: http.status, body: http.body },
      direct: direct ? { status: direct.status, body: direct.body } : null,
      // The direct answer is already what JSON would carry: no Date, no undefined, nothing JSON would change.
      plainJson: direct ? isDeepStrictEqual(JSON.parse(JSON.stringify(direct.body)), direct.body) : null,
    };
  });
}

let t: TestApp;
let buyer: TestUser;
let other: TestUser;
let seller: SellerWithUser;
let product: ProductRow;
let categorySlug: string;

beforeAll(async () => {
  t = await createTestApp({ prepare: probePage });
  const db = t.database.db;
  const category = await createCategory(db);
  categorySlug = category.slug;
  const sub = await createSubCategory(db, { category });
  const brand = await createBrand(db);
  seller = await createSeller(db, { shopName: 'Direct Call Shop' });
  product = await createProduct(db, { category, subCategory: sub, brand, seller, name: 'Direct lamp' });
  await createProduct(db, { category, brand, seller, name: 'Direct lamp shade', priceCents: 2500 });
  await createReview(db, { product, rating: 4, message: 'Bright enough.' });
  await createMegaMenuEntry(db, { category, subCategories: [sub] });
  buyer = await createTestUser(t.app);
  other = await createTestUser(t.app);
});
afterAll(async () => {
  await t?.close();
});

async function both(path: string, headers: Record<string, string>) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/test-page?path=${encodeURIComponent(path)}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    http: { status: number; body: unknown };
    direct: { status: number; body: unknown } | null;
    plainJson: boolean | null;
  };
}

describe('direct calls answer as the HTTP path does', () => {
  const signedIn = () => ({ cookie: buyer.cookie });
  const cases: [string, () => string, number][] = [
    ['site data with the user', () => `/api/with-user/${buyer.slug}`, 200],
    ["site data with someone else's slug (403)", () => `/api/with-user/${other.slug}`, 403],
    ['site data without a user', () => '/api/wo-user', 200],
    ['the header mega menu', () => '/api/mega-menu-categories/header', 200],
    ['a product', () => `/api/products/${product.slug}`, 200],
    ['an unknown product (404)', () => '/api/products/no-such-product', 404],
    [
      'a filtered list with facets (a static path before `/api/products/:slug`)',
      () => `/api/products/filter?categories=${categorySlug}&sort=price_asc&page=1&limit=24&facets=true`,
      200,
    ],
    ['a list with a malformed query (400)', () => '/api/products/filter?limit=many', 400],
    ['a search', () => '/api/products/filter?search=lamp&limit=24', 200],
    ['related products', () => `/api/products/admin/related/${product.slug}`, 200],
    ["a product's reviews", () => `/api/reviews/reviewProducts/${product.slug}?limit=10`, 200],
    ['a seller', () => `/api/users/seller/${seller.user.slug}`, 200],
    ['an unknown seller (404)', () => '/api/users/seller/nobody-at-all', 404],
    ["the shopper's orders", () => `/api/orders?user_slug=${buyer.slug}&limit=100`, 200],
    ["someone else's orders (403)", () => `/api/orders?user_slug=${other.slug}`, 403],
    ["the shopper's reviews", () => `/api/reviews?user_slug=${buyer.slug}`, 200],
  ];
  for (const [name, path, status] of cases) {
    it(`${name}, signed in`, async () => {
      const { http, direct, plainJson } = await both(path(), signedIn());
      expect(http.status).toBe(status);
      expect(direct).toStrictEqual(http);
      expect(plainJson).toBe(true);
    });
  }

  it('a visitor asking for orders gets the same 401 (a read that is not cached is called directly)', async () => {
    const { http, direct } = await both(`/api/orders?user_slug=${buyer.slug}`, {});
    expect(http.status).toBe(401);
    expect(direct).toStrictEqual(http);
  });

  it('a signed-out cookie gets the same 401 as over HTTP', async () => {
    const gone = await createTestUser(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: gone.headers });
    expect(out.statusCode).toBe(200);
    const { http, direct } = await both(`/api/reviews?user_slug=${gone.slug}`, { cookie: gone.cookie });
    expect(http.status).toBe(401);
    expect(direct).toStrictEqual(http);
  });
});

describe('what stays on the HTTP path', () => {
  it("a visitor's catalogue reads, which the catalogue cache keeps for the next visitor", async () => {
    const { http, direct } = await both(`/api/products/${product.slug}`, {});
    expect(http.status).toBe(200);
    expect(direct).toBeNull();
  });

  it('routes that do not allow it, and unknown paths', async () => {
    expect((await both('/api/categories', { cookie: buyer.cookie })).direct).toBeNull();
    expect((await both('/api/no-such-route', { cookie: buyer.cookie })).direct).toBeNull();
  });
});
