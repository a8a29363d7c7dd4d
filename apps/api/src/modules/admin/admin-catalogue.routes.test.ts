import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import {
  createBrand,
  createCategory,
  createProduct,
  createSubCategory,
} from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { type SmtpSink, startSmtpSink } from '../mail/mail.test-support.ts';
import { asUser, type Caller } from '../orders/orders.test-support.ts';
import { createTestSeller, type TestSeller } from '../seller-dashboard/seller-dashboard.test-support.ts';
import { createTestUser } from '../users/users.test-support.ts';

let t: TestApp;
let as: Caller;
let seller: TestSeller;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL: 'https://shop.example' } });
  as = asUser(t.app, await createTestUser(t.app, { role: 'admin' }));
  seller = await createTestSeller(t.app);
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

describe('categories', () => {
  it('creates, renames, deactivates, reactivates and deletes a category', async () => {
    const created = await as.post('/api/admin/categories', {
      cat_name: 'Garden Tools',
      cat_image: '/uploads/x.webp',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      cat_slug: 'garden-tools',
      cat_name: 'Garden Tools',
      cat_image: '/uploads/x.webp',
      cat_status: 'active',
      productCount: 0,
    });
    const duplicate = await as.post('/api/admin/categories', { cat_name: 'garden tools' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('name_taken');
    expect(
      (await as.post('/api/admin/categories', { cat_name: 'Bad', cat_image: 'javascript:alert(1)' }))
        .statusCode,
    ).toBe(400);

    const renamed = await as.patch('/api/admin/categories/garden-tools', { cat_name: 'Garden & Tools' });
    expect(renamed.json()).toMatchObject({ cat_slug: 'garden-tools', cat_name: 'Garden & Tools' });

    const off = await as.post('/api/admin/categories/garden-tools/deactivate');
    expect(off.json().cat_status).toBe('inactive');
    const publicList = (await asUser(t.app).get('/api/categories')).json() as { cat_slug: string }[];
    expect(publicList.some((category) => category.cat_slug === 'garden-tools')).toBe(false);
    const inactive = await as.get('/api/admin/categories?status=inactive&search=garden');
    expect(inactive.json().items.map((item: { cat_slug: string }) => item.cat_slug)).toEqual([
      'garden-tools',
    ]);
    expect((await as.post('/api/admin/categories/garden-tools/activate')).json().cat_status).toBe('active');

    expect((await as.delete('/api/admin/categories/garden-tools')).statusCode).toBe(200);
    expect((await as.get('/api/admin/categories/garden-tools')).statusCode).toBe(404);
  });

  it('refuses to delete a category products use (409 in_use)', async () => {
    const category = await createCategory(t.database.db, { name: 'Busy Category' });
    await createProduct(t.database.db, { category, seller: seller.shop });
    const response = await as.delete(`/api/admin/categories/${category.slug}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('in_use');
  });
});

describe('sub-categories and brands', () => {
  it('creates a sub-category inside a category and refuses unknown parents and duplicates', async () => {
    const category = await createCategory(t.database.db, { name: 'Kitchen' });
    const created = await as.post('/api/admin/sub-categories', {
      subcat_name: 'Knives',
      cat_slug: category.slug,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      subcat_name: 'Knives',
      cat_slug: category.slug,
      subcat_status: 'active',
    });
    expect(
      (await as.post('/api/admin/sub-categories', { subcat_name: 'knives', cat_slug: category.slug }))
        .statusCode,
    ).toBe(409);
    expect(
      (await as.post('/api/admin/sub-categories', { subcat_name: 'X', cat_slug: 'nope' })).statusCode,
    ).toBe(400);
    const listed = await as.get(`/api/admin/sub-categories?cat_slug=${category.slug}`);
    expect(listed.json().items).toHaveLength(1);
    const off = await as.post(`/api/admin/sub-categories/${created.json().slug}/deactivate`);
    expect(off.json().subcat_status).toBe('inactive');
    expect((await as.delete(`/api/admin/sub-categories/${created.json().slug}`)).statusCode).toBe(200);
  });

  it('will not move a sub-category away from the category its products are in', async () => {
    const category = await createCategory(t.database.db);
    const other = await createCategory(t.database.db);
    const sub = await createSubCategory(t.database.db, { category });
    await createProduct(t.database.db, { category, subCategory: sub, seller: seller.shop });
    const response = await as.patch(`/api/admin/sub-categories/${sub.slug}`, { cat_slug: other.slug });
    expect(response.statusCode).toBe(409);
  });

  it('creates, edits, deactivates and deletes brands', async () => {
    const created = await as.post('/api/admin/brands', { name: 'Acme', logo: '/uploads/acme.webp' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      slug: 'acme',
      name: 'Acme',
      logo: '/uploads/acme.webp',
      status: 'active',
    });
    expect((await as.post('/api/admin/brands', { name: 'ACME' })).statusCode).toBe(409);
    expect((await as.patch('/api/admin/brands/acme', { logo: null })).json().logo).toBeNull();
    expect((await as.post('/api/admin/brands/acme/deactivate')).json().status).toBe('inactive');
    const used = await createBrand(t.database.db);
    await createProduct(t.database.db, { brand: used, seller: seller.shop });
    expect((await as.delete(`/api/admin/brands/${used.slug}`)).statusCode).toBe(409);
    expect((await as.delete('/api/admin/brands/acme')).statusCode).toBe(200);
  });
});

describe('products', () => {
  it('searches every product, filters by approval and shop', async () => {
    const pending = await createProduct(t.database.db, {
      seller: seller.shop,
      name: 'Queued Lantern',
      approvalStatus: 'pending',
    });
    const response = await as.get(
      `/api/admin/products?approval=pending&seller=${seller.shop.shopSlug}&search=lantern`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().items.map((item: { slug: string }) => item.slug)).toEqual([pending.slug]);
    expect((await as.get('/api/admin/products?seller=unknown-shop')).json()).toMatchObject({
      items: [],
      count: 0,
    });
  });

  it('rejects with a note the seller sees, and approves', async () => {
    const product = await createProduct(t.database.db, { seller: seller.shop, approvalStatus: 'pending' });
    expect((await as.post(`/api/admin/products/${product.slug}/reject`, {})).statusCode).toBe(400);
    const rejected = await as.post(`/api/admin/products/${product.slug}/reject`, {
      note: 'Photos are blurry',
    });
    expect(rejected.json()).toMatchObject({ approvalStatus: 'rejected', approvalNote: 'Photos are blurry' });
    const sellerView = await asUser(t.app, seller).get(`/api/seller/products/${product.slug}`);
    expect(sellerView.json()).toMatchObject({
      approvalStatus: 'rejected',
      approvalNote: 'Photos are blurry',
    });
    const approved = await as.post(`/api/admin/products/${product.slug}/approve`);
    expect(approved.json()).toMatchObject({ approvalStatus: 'approved', approvalNote: null });
    expect((await as.post('/api/admin/products/unknown/approve')).statusCode).toBe(404);
  });

  it('e-mails the seller about each decision, with the reason and a link to the product', async () => {
    const product = await createProduct(t.database.db, {
      seller: seller.shop,
      name: 'Mail Test Lamp',
      approvalStatus: 'pending',
    });
    const productUrl = `https://shop.example/seller/products/${product.slug}`;
    await as.post(`/api/admin/products/${product.slug}/reject`, { note: 'Add a photo of the plug' });
    const rejection = await sink.waitFor(
      (mail) => mail.to.includes(seller.email) && mail.subject.includes('Mail Test Lamp'),
    );
    expect(rejection.subject).toBe('"Mail Test Lamp" needs changes before it can be listed');
    expect(rejection.text).toContain('Reason: Add a photo of the plug');
    expect(rejection.links).toContain(productUrl);

    await as.post(`/api/admin/products/${product.slug}/approve`);
    const approval = await sink.waitFor(
      (mail) => mail.to.includes(seller.email) && mail.subject.includes('"Mail Test Lamp" is approved'),
    );
    expect(approval.subject).toBe('"Mail Test Lamp" is approved on Bazaar');
    expect(approval.links).toContain(productUrl);
  });

  it('edits any product and its home flags without changing the approval', async () => {
    const product = await createProduct(t.database.db, { seller: seller.shop, priceCents: 4000 });
    const response = await as.patch(`/api/admin/products/${product.slug}`, {
      isFeatured: true,
      isTopProduct: true,
      price: 45.5,
      productName: 'Edited by admin',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      isFeatured: true,
      isTopProduct: true,
      isPopular: false,
      price: 45.5,
      productName: 'Edited by admin',
      approvalStatus: 'approved',
    });
    const home = (await asUser(t.app).get('/api/products')).json();
    expect(home.featuredProducts.map((item: { slug: string }) => item.slug)).toContain(product.slug);

    const hidden = await as.post(`/api/admin/products/${product.slug}/deactivate`);
    expect(hidden.json().status).toBe('inactive');
    const [row] = await t.database.db.select().from(products).where(eq(products.slug, product.slug));
    expect(row?.status).toBe('inactive');
  });
});
