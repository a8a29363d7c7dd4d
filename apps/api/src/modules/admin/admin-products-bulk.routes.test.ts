import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { createProduct } from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { asUser, type Caller } from '../orders/orders.test-support.ts';
import { createTestSeller, type TestSeller } from '../seller-dashboard/seller-dashboard.test-support.ts';
import { createTestUser } from '../users/users.test-support.ts';

let t: TestApp;
let as: Caller;
let seller: TestSeller;

beforeAll(async () => {
  t = await createTestApp();
  as = asUser(t.app, await createTestUser(t.app, { role: 'admin' }));
  seller = await createTestSeller(t.app);
});
afterAll(async () => {
  await t?.close();
});

async function pendingProducts(count: number) {
  const made = [];
  for (let index = 0; index < count; index++) {
    made.push(await createProduct(t.database.db, { seller: seller.shop, approvalStatus: 'pending' }));
  }
  return made.map((product) => product.slug);
}

async function approvals(slugs: string[]) {
  const rows = await t.database.db
    .select({ slug: products.slug, approvalStatus: products.approvalStatus, note: products.approvalNote })
    .from(products)
    .where(inArray(products.slug, slugs));
  return rows;
}

describe('POST /api/admin/products/bulk', () => {
  it('approves 20 pending products in one call', async () => {
    const slugs = await pendingProducts(20);
    const response = await as.post('/api/admin/products/bulk', { action: 'approve', slugs });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 20 });
    const rows = await approvals(slugs);
    expect(rows).toHaveLength(20);
    expect(rows.every((row) => row.approvalStatus === 'approved')).toBe(true);
  });

  it('rejects many with one reason every seller sees', async () => {
    const slugs = await pendingProducts(3);
    const response = await as.post('/api/admin/products/bulk', {
      action: 'reject',
      slugs,
      note: 'Photos are missing',
    });
    expect(response.json()).toEqual({ updated: 3 });
    for (const row of await approvals(slugs)) {
      expect(row).toMatchObject({ approvalStatus: 'rejected', note: 'Photos are missing' });
    }
  });

  it('asks for the reason of a rejection', async () => {
    const slugs = await pendingProducts(1);
    const response = await as.post('/api/admin/products/bulk', { action: 'reject', slugs });
    expect(response.statusCode).toBe(400);
    expect((await approvals(slugs))[0]?.approvalStatus).toBe('pending');
  });

  it('changes nothing when one slug is unknown (one transaction)', async () => {
    const slugs = await pendingProducts(2);
    const response = await as.post('/api/admin/products/bulk', {
      action: 'approve',
      slugs: [...slugs, 'no-such-product'],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'product_not_found' });
    expect((await approvals(slugs)).map((row) => row.approvalStatus)).toEqual(['pending', 'pending']);
  });

  it('deactivates and activates many', async () => {
    const slugs = await pendingProducts(2);
    expect((await as.post('/api/admin/products/bulk', { action: 'deactivate', slugs })).json()).toEqual({
      updated: 2,
    });
    const rows = await t.database.db
      .select({ status: products.status })
      .from(products)
      .where(inArray(products.slug, slugs));
    expect(rows.map((row) => row.status)).toEqual(['inactive', 'inactive']);
  });

  it('refuses an empty choice, more than 100 products and an unknown action', async () => {
    for (const body of [
      { action: 'approve', slugs: [] },
      { action: 'approve', slugs: Array.from({ length: 101 }, (_, index) => `p-${index}`) },
      { action: 'delete-everything', slugs: ['x'] },
    ]) {
      expect((await as.post('/api/admin/products/bulk', body)).statusCode).toBe(400);
    }
  });

  it('is for admins only', async () => {
    const slugs = await pendingProducts(1);
    const response = await asUser(t.app, seller).post('/api/admin/products/bulk', {
      action: 'approve',
      slugs,
    });
    expect(response.statusCode).toBe(403);
    expect((await approvals(slugs))[0]?.approvalStatus).toBe('pending');
  });
});

describe('GET /api/admin/products sorting', () => {
  it('sorts by a column in either direction', async () => {
    const shop = (await createTestSeller(t.app)).shop;
    for (const [name, priceCents] of [
      ['Sort Alpha', 300],
      ['Sort Bravo', 100],
      ['Sort Charlie', 200],
    ] as const) {
      await createProduct(t.database.db, { seller: shop, name, priceCents });
    }
    const names = async (query: string) =>
      (await as.get(`/api/admin/products?seller=${shop.shopSlug}&${query}`))
        .json()
        .items.map((item: { productName: string }) => item.productName);
    expect(await names('sort=price')).toEqual(['Sort Bravo', 'Sort Charlie', 'Sort Alpha']);
    expect(await names('sort=name&order=desc')).toEqual(['Sort Charlie', 'Sort Bravo', 'Sort Alpha']);
    expect((await as.get('/api/admin/products?sort=password')).statusCode).toBe(400);
  });
});
