import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceSettings, orders, sessions, users } from '../../db/schema/index.ts';
import { createCategory, createProduct, createSubCategory } from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { asUser, orderRequest, putInCart } from '../orders/orders.test-support.ts';
import { createTestSeller, type TestSeller } from '../seller-dashboard/seller-dashboard.test-support.ts';
import { uploadTestImage } from '../uploads/uploads.test-support.ts';
import { createTestUser, type TestUser } from '../users/users.test-support.ts';

let t: TestApp;
let dataDir: string;
let admin: TestUser;
let customer: TestUser;
let seller: TestSeller;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'admin-test-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  admin = await createTestUser(t.app, { role: 'admin', fullName: 'Ada Admin' });
  customer = await createTestUser(t.app, { fullName: 'Carl Customer' });
  seller = await createTestSeller(t.app);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('access to /api/admin/*', () => {
  it('every admin route answers 401 to a visitor and 403 to a customer or a seller', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(document.paths)
      .filter(([route]) => route.startsWith('/api/admin/'))
      .flatMap(([route, methods]) =>
        Object.keys(methods).map((method) => [method.toUpperCase(), route] as const),
      );
    // Every area of product rules §10 is there.
    expect(routes.length).toBeGreaterThan(60);
    for (const area of [
      'overview',
      'seller-applications',
      'users',
      'categories',
      'sub-categories',
      'brands',
      'products',
      'orders',
      'sliders',
      'advertisements',
      'popular-categories',
      'featured-categories',
      'mega-menu',
      'flash-sales',
      'blogs',
      'blog-categories',
      'coupons',
      'reports',
      'subscribers',
      'contact-messages',
      'settings',
    ]) {
      expect(
        routes.some(([, route]) => route.startsWith(`/api/admin/${area}`)),
        area,
      ).toBe(true);
    }
    for (const [method, route] of routes) {
      const url = route.replace(/\{[^}]+\}/g, 'x');
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      for (const [user, status] of [
        [undefined, 401],
        [customer, 403],
        [seller, 403],
      ] as const) {
        const response = await asUser(t.app, user).request(method as 'GET', url, body);
        expect(response.statusCode, `${method} ${url} as ${user?.role ?? 'visitor'}`).toBe(status);
        expect(response.json().statusCode).toBe(status);
      }
    }
  });

  it('lets an admin in, with a cookie or a bearer token', async () => {
    expect((await asUser(t.app, admin).get('/api/admin/overview')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/overview', headers: admin.bearer })).statusCode).toBe(200);
  });

  it('bounds every list: limit ≤ 100, page ≥ 1', async () => {
    for (const url of [
      '/api/admin/users',
      '/api/admin/products',
      '/api/admin/orders',
      '/api/admin/subscribers',
    ]) {
      expect((await asUser(t.app, admin).get(`${url}?limit=101`)).statusCode).toBe(400);
      expect((await asUser(t.app, admin).get(`${url}?page=0`)).statusCode).toBe(400);
      const ok = await asUser(t.app, admin).get(`${url}?limit=5&page=1`);
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({
        page: 1,
        limit: 5,
        count: expect.any(Number),
        items: expect.any(Array),
      });
    }
  });
});

describe('journey: apply → approve → seller adds a product → admin approves → shoppers see it', () => {
  it('works end to end', async () => {
    const db = t.database.db;
    const category = await createCategory(db, { name: 'Journey Things' });
    const sub = await createSubCategory(db, { category, name: 'Journey Sub' });
    const zoe = await createTestUser(t.app, { fullName: 'Zoe Maker' });
    const zoeCalls = asUser(t.app, zoe);
    const logo = await uploadTestImage(t.app, zoe, 256, 256);

    const applied = await zoeCalls.post('/api/users/seller_apply', {
      email: 'zoe@shop.example',
      phone: '+44 20 7946 0001',
      shop: { shop_name: 'Zoe Makes', shop_address: '3 Craft Lane', shop_logo: logo },
      description: 'Small-batch ceramics.',
      acceptTerms: true,
    });
    expect(applied.statusCode).toBe(201);
    expect((await zoeCalls.get('/api/seller/shop')).statusCode).toBe(403);

    const approved = await asUser(t.app, admin).post(
      `/api/admin/seller-applications/${applied.json().slug}/approve`,
    );
    expect(approved.statusCode).toBe(200);
    const [zoeRow] = await db.select().from(users).where(eq(users.id, zoe.id));
    expect(zoeRow?.role).toBe('seller');
    expect((await zoeCalls.get('/api/seller/shop')).json()).toMatchObject({
      shop_name: 'Zoe Makes',
      shop_logo: logo,
    });

    const photo = await uploadTestImage(t.app, zoe, 1200, 1200);
    const created = await zoeCalls.post('/api/seller/products', {
      productName: 'Speckled Mug',
      description: '<p>Stoneware mug.</p>',
      images: [photo],
      price: 24,
      stock: 5,
      catSlug: category.slug,
      subCatSlug: sub.slug,
    });
    expect(created.statusCode).toBe(201);
    const slug = created.json().slug;
    expect(created.json().approvalStatus).toBe('pending');
    expect((await asUser(t.app).get(`/api/products/${slug}`)).statusCode).toBe(404);

    const queue = await asUser(t.app, admin).get('/api/admin/products?approval=pending');
    expect(queue.json().items.map((item: { slug: string }) => item.slug)).toContain(slug);
    const decision = await asUser(t.app, admin).post(`/api/admin/products/${slug}/approve`, {
      note: 'Lovely',
    });
    expect(decision.statusCode).toBe(200);
    expect(decision.json()).toMatchObject({ approvalStatus: 'approved', approvalNote: 'Lovely' });

    const visible = await asUser(t.app).get(`/api/products/${slug}`);
    expect(visible.statusCode).toBe(200);
    expect(visible.json()).toMatchObject({
      productName: 'Speckled Mug',
      price: 24,
      seller_slug: zoe.slug,
      imageURL: [photo],
    });
  });
});

describe('users', () => {
  it('searches users by name or e-mail and filters by role', async () => {
    const response = await asUser(t.app, admin).get('/api/admin/users?search=carl%20cust');
    expect(response.statusCode).toBe(200);
    expect(response.json().items.map((item: { slug: string }) => item.slug)).toEqual([customer.slug]);
    const sellers = await asUser(t.app, admin).get('/api/admin/users?role=seller&limit=100');
    expect(sellers.json().items.every((item: { role: string }) => item.role === 'seller')).toBe(true);
    expect(sellers.json().items.find((item: { slug: string }) => item.slug === seller.slug)?.shop_slug).toBe(
      seller.shop.shopSlug,
    );
  });

  it('deactivation ends every session of the user at once; reactivation lets them sign in again', async () => {
    const victim = await createTestUser(t.app);
    expect((await asUser(t.app, victim).get(`/api/users/private/${victim.slug}`)).statusCode).toBe(200);
    const response = await asUser(t.app, admin).post(`/api/admin/users/${victim.slug}/deactivate`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ slug: victim.slug, status: 'inactive' });
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, victim.id))).toHaveLength(0);
    expect((await asUser(t.app, victim).get(`/api/users/private/${victim.slug}`)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: `/api/users/private/${victim.slug}`, headers: victim.bearer })).statusCode,
    ).toBe(401);

    const back = await asUser(t.app, admin).post(`/api/admin/users/${victim.slug}/reactivate`);
    expect(back.json().status).toBe('active');
    const login = await asUser(t.app).post('/api/users/login', {
      email: victim.email,
      password: victim.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it('sorts users by a column in either direction', async () => {
    const ascending = await asUser(t.app, admin).get('/api/admin/users?sort=name&order=asc&limit=100');
    const names = ascending.json().items.map((item: { fullName: string }) => item.fullName);
    expect(names).toEqual(
      [...names].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    const descending = await asUser(t.app, admin).get('/api/admin/users?sort=name&order=desc&limit=100');
    expect(descending.json().items.map((item: { fullName: string }) => item.fullName)).toEqual(
      [...names].reverse(),
    );
    expect((await asUser(t.app, admin).get('/api/admin/users?sort=password')).statusCode).toBe(400);
  });

  it('deactivates and reactivates many users in one call, all or none', async () => {
    const first = await createTestUser(t.app);
    const second = await createTestUser(t.app);
    const both = [first.slug, second.slug];
    const off = await asUser(t.app, admin).post('/api/admin/users/bulk', {
      action: 'deactivate',
      slugs: both,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ updated: 2 });
    expect((await asUser(t.app, first).get(`/api/users/private/${first.slug}`)).statusCode).toBe(401);

    const unknown = await asUser(t.app, admin).post('/api/admin/users/bulk', {
      action: 'reactivate',
      slugs: [first.slug, 'nobody-at-all'],
    });
    expect(unknown.statusCode).toBe(404);
    const stillOff = await asUser(t.app, admin).get(`/api/admin/users/${first.slug}`);
    expect(stillOff.json().status).toBe('inactive');

    const withSelf = await asUser(t.app, admin).post('/api/admin/users/bulk', {
      action: 'deactivate',
      slugs: [admin.slug, customer.slug],
    });
    expect(withSelf.statusCode).toBe(409);
    expect((await asUser(t.app, admin).get(`/api/admin/users/${customer.slug}`)).json().status).toBe(
      'active',
    );

    const on = await asUser(t.app, admin).post('/api/admin/users/bulk', {
      action: 'reactivate',
      slugs: both,
    });
    expect(on.json()).toEqual({ updated: 2 });
  });

  it('refuses to deactivate the own account (409) and answers 404 for an unknown user', async () => {
    const self = await asUser(t.app, admin).post(`/api/admin/users/${admin.slug}/deactivate`);
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('cannot_deactivate_self');
    expect((await asUser(t.app, admin).post('/api/admin/users/nobody/deactivate')).statusCode).toBe(404);
  });
});

describe('settings and overview', () => {
  it('reads and changes the commission rate and auto-approval, within bounds', async () => {
    const read = await asUser(t.app, admin).get('/api/admin/settings');
    expect(read.json()).toMatchObject({ commissionRateBps: 1000, autoApproveProducts: false });
    const changed = await asUser(t.app, admin).patch('/api/admin/settings', {
      commissionRateBps: 1500,
      autoApproveProducts: true,
    });
    expect(changed.json()).toMatchObject({ commissionRateBps: 1500, autoApproveProducts: true });
    expect(
      (await asUser(t.app, admin).patch('/api/admin/settings', { commissionRateBps: 10_001 })).statusCode,
    ).toBe(400);
    expect(
      (await asUser(t.app, admin).patch('/api/admin/settings', { commissionRateBps: 12.5 })).statusCode,
    ).toBe(400);
    expect((await asUser(t.app, admin).patch('/api/admin/settings', {})).statusCode).toBe(400);
    await t.database.db
      .update(marketplaceSettings)
      .set({ commissionRateBps: 1000, autoApproveProducts: false });
  });

  it('sums sales, counts orders by status, new customers and the queues', async () => {
    const db = t.database.db;
    const product = await createProduct(db, { seller: seller.shop, priceCents: 6000, stock: 5 });
    await putInCart(db, customer, product, 1);
    const placed = await orderRequest(asUser(t.app, customer), customer);
    expect(placed.statusCode).toBe(201);
    const overview = (await asUser(t.app, admin).get('/api/admin/overview')).json();
    const [order] = await db.select().from(orders).where(eq(orders.slug, placed.json().data.slug));
    expect(overview.sales.total).toBeGreaterThanOrEqual(order!.totalCents / 100);
    expect(overview.ordersByStatus.pending).toBeGreaterThanOrEqual(1);
    expect(overview.newCustomers30Days).toBeGreaterThanOrEqual(1);
    expect(overview).toMatchObject({
      pendingApplications: expect.any(Number),
      pendingProducts: expect.any(Number),
      openReports: expect.any(Number),
    });
  });
});
