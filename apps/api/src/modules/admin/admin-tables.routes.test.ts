/**
 * The table parameters of the admin lists that became data tables: `sort`/`order` on categories,
 * sub-categories, brands and coupons; `search` and `sort` on reports; `search` on the product-edit queue.
 * Every list keeps its usual order without them, and an unknown column is a 400 that names the choices.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportedItems } from '../../db/schema/index.ts';
import {
  createBrand,
  createCategory,
  createProduct,
  createSubCategory,
} from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { asUser, type Caller, createCoupon } from '../orders/orders.test-support.ts';
import { createTestSeller, type TestSeller } from '../seller-dashboard/seller-dashboard.test-support.ts';
import { createTestUser } from '../users/users.test-support.ts';

let t: TestApp;
let admin: Caller;
let seller: TestSeller;

beforeAll(async () => {
  t = await createTestApp();
  admin = asUser(t.app, await createTestUser(t.app, { role: 'admin' }));
  seller = await createTestSeller(t.app, { shopName: 'Tables Shop' });
});
afterAll(async () => {
  await t?.close();
});

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** A refused query: 400, the validation code, and a message naming the field and the allowed columns. */
async function expectBadSort(path: string, allowed: string[]) {
  const response = await admin.get(path);
  expect(response.statusCode).toBe(400);
  const body = response.json();
  expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'validation_error' });
  expect(body.message).toContain('sort');
  for (const column of allowed) expect(body.message).toContain(column);
}

describe('taxonomy tables', () => {
  it('sorts categories by how many products use them, both ways, and by name', async () => {
    const busy = await createCategory(t.database.db, { name: 'Zz Busy Category' });
    const quiet = await createCategory(t.database.db, { name: 'Aa Quiet Category' });
    for (let index = 0; index < 3; index++) await createProduct(t.database.db, { category: busy });
    await createProduct(t.database.db, { category: quiet });

    const most = await admin.get('/api/admin/categories?sort=products&order=desc&limit=100');
    expect(most.statusCode).toBe(200);
    const counts = most.json().items.map((item: { productCount: number }) => item.productCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(most.json().items[0]).toMatchObject({ cat_slug: busy.slug, productCount: 3 });

    const fewest = await admin.get('/api/admin/categories?sort=products&order=asc&limit=100');
    const ascending = fewest.json().items.map((item: { productCount: number }) => item.productCount);
    expect(ascending).toEqual([...counts].reverse());

    const names = (await admin.get('/api/admin/categories?sort=name&order=desc&limit=100'))
      .json()
      .items.map((item: { cat_name: string }) => item.cat_name);
    expect(names).toEqual([...names].sort(byName).reverse());
  });

  it('sorts categories by status and still finds them by name', async () => {
    await createCategory(t.database.db, { name: 'Hidden Lamps', status: 'inactive' });
    const statuses = (await admin.get('/api/admin/categories?sort=status&order=desc&limit=100'))
      .json()
      .items.map((item: { cat_status: string }) => item.cat_status);
    expect(statuses[0]).toBe('inactive');
    expect(statuses).toEqual([...statuses].sort().reverse());
    const found = await admin.get('/api/admin/categories?search=hidden%20lamps&sort=name');
    expect(found.json().items.map((item: { cat_name: string }) => item.cat_name)).toEqual(['Hidden Lamps']);
  });

  it('sorts sub-categories by their parent category', async () => {
    const alpha = await createCategory(t.database.db, { name: 'Aardvark Parent' });
    const omega = await createCategory(t.database.db, { name: 'Zebra Parent' });
    await createSubCategory(t.database.db, { category: omega, name: 'Aaa Under Zebra' });
    await createSubCategory(t.database.db, { category: alpha, name: 'Zzz Under Aardvark' });
    const parents = (await admin.get('/api/admin/sub-categories?sort=category&order=desc&limit=100'))
      .json()
      .items.map((item: { cat_slug: string }) => item.cat_slug);
    expect(parents.indexOf(omega.slug)).toBeLessThan(parents.indexOf(alpha.slug));
    const byOwnName = (await admin.get('/api/admin/sub-categories?sort=name&limit=100'))
      .json()
      .items.map((item: { subcat_name: string }) => item.subcat_name);
    expect(byOwnName).toEqual([...byOwnName].sort(byName));
  });

  it('sorts brands by product count', async () => {
    const brand = await createBrand(t.database.db, { name: 'Popular Brand' });
    await createProduct(t.database.db, { brand });
    await createProduct(t.database.db, { brand });
    const items = (await admin.get('/api/admin/brands?sort=products&order=desc&limit=100')).json().items;
    expect(items[0]).toMatchObject({ slug: brand.slug, productCount: 2 });
  });

  it('refuses an unknown column or direction with a plain 400', async () => {
    await expectBadSort('/api/admin/categories?sort=id', ['name', 'products', 'status']);
    await expectBadSort('/api/admin/sub-categories?sort=cat_id', ['name', 'category', 'products', 'status']);
    await expectBadSort('/api/admin/brands?sort=logo', ['name', 'products', 'status']);
    const direction = await admin.get('/api/admin/brands?sort=name&order=sideways');
    expect(direction.statusCode).toBe(400);
    expect(direction.json().message).toContain('order');
  });
});

describe('coupons table', () => {
  it('sorts coupons by code and by expiry, newest first without a sort', async () => {
    const soon = await createCoupon(t.database.db, {
      code: 'AAAEXPIRESLAST',
      expiresAt: new Date(Date.now() + 90 * 24 * 3600_000),
    });
    const later = await createCoupon(t.database.db, {
      code: 'ZZZEXPIRESFIRST',
      expiresAt: new Date(Date.now() + 2 * 3600_000),
    });
    const plain = (await admin.get('/api/admin/coupons?limit=100')).json().items;
    expect(plain[0].code).toBe(later.code);

    const codes = (await admin.get('/api/admin/coupons?sort=code&limit=100'))
      .json()
      .items.map((item: { code: string }) => item.code);
    expect(codes).toEqual([...codes].sort(byName));
    const expiring = (await admin.get('/api/admin/coupons?sort=expires&order=asc&limit=100'))
      .json()
      .items.map((item: { code: string }) => item.code);
    expect(expiring.indexOf(later.code)).toBeLessThan(expiring.indexOf(soon.code));
    await expectBadSort('/api/admin/coupons?sort=discount', ['code', 'name', 'starts', 'expires', 'status']);
  });
});

describe('reports table', () => {
  it('finds reports by product, title or reporter, and sorts them', async () => {
    const shopper = await createTestUser(t.app, { fullName: 'Rita Reporter' });
    const lamp = await createProduct(t.database.db, { name: 'Glowing Lamp' });
    const chair = await createProduct(t.database.db, { name: 'Wobbly Chair' });
    await t.database.db.insert(reportedItems).values([
      { productId: lamp.id, userId: shopper.id, title: 'Counterfeit', note: 'Fake' },
      { productId: chair.id, userId: shopper.id, title: 'Dangerous', note: 'Breaks' },
    ]);

    const byProduct = await admin.get('/api/admin/reports?search=glowing');
    expect(byProduct.statusCode).toBe(200);
    expect(byProduct.json()).toMatchObject({ count: 1, items: [{ product_slug: lamp.slug }] });
    const byTitle = await admin.get('/api/admin/reports?search=dangerous');
    expect(byTitle.json().items.map((item: { product_slug: string }) => item.product_slug)).toEqual([
      chair.slug,
    ]);
    const byReporter = await admin.get('/api/admin/reports?search=rita');
    expect(byReporter.json().count).toBe(2);
    const bySlug = await admin.get(`/api/admin/reports?search=${chair.slug}`);
    expect(bySlug.json().count).toBe(1);

    const products = (await admin.get('/api/admin/reports?search=rita&sort=product&order=desc'))
      .json()
      .items.map((item: { productName: string }) => item.productName);
    expect(products).toEqual(['Wobbly Chair', 'Glowing Lamp']);
    await expectBadSort('/api/admin/reports?sort=note', [
      'reported',
      'product',
      'title',
      'reporter',
      'status',
    ]);
  });
});

describe('product-edit queue search', () => {
  it('keeps only the edits whose product or shop matches the search', async () => {
    const teapot = await createProduct(t.database.db, { seller: seller.shop, name: 'Copper Teapot' });
    const kettle = await createProduct(t.database.db, { seller: seller.shop, name: 'Steel Kettle' });
    const asSeller = asUser(t.app, seller);
    await asSeller.patch(`/api/seller/products/${teapot.slug}`, { productName: 'Copper Teapot Deluxe' });
    await asSeller.patch(`/api/seller/products/${kettle.slug}`, { productName: 'Steel Kettle Pro' });

    const everything = await admin.get('/api/admin/product-edits?limit=100');
    expect(everything.json().count).toBeGreaterThanOrEqual(2);
    const teapots = await admin.get('/api/admin/product-edits?search=teapot');
    expect(teapots.statusCode).toBe(200);
    expect(teapots.json()).toMatchObject({ count: 1, items: [{ product_slug: teapot.slug }] });
    const byShop = await admin.get('/api/admin/product-edits?search=tables%20shop&limit=100');
    expect(
      byShop
        .json()
        .items.map((item: { product_slug: string }) => item.product_slug)
        .sort(),
    ).toEqual([teapot.slug, kettle.slug].sort());
    const bySlug = await admin.get(`/api/admin/product-edits?search=${kettle.slug}`);
    expect(bySlug.json().items.map((item: { product_slug: string }) => item.product_slug)).toEqual([
      kettle.slug,
    ]);
    // Wildcards typed into the box are plain characters.
    expect((await admin.get('/api/admin/product-edits?search=%25')).json().count).toBe(0);
    const tooLong = await admin.get(`/api/admin/product-edits?search=${'x'.repeat(201)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('search');
  });
});
