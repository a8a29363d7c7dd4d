/**
 * Deletes that can be undone (decision 36): a deleted product, coupon, category, sub-category or brand
 * vanishes from every read and comes back whole through its restore call, for whoever may delete it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CategoryRow,
  createBrand,
  createCategory,
  createProduct,
  createSubCategory,
  type ProductRow,
} from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { asUser } from '../orders/orders.test-support.ts';
import { createTestUser, type TestUser } from '../users/users.test-support.ts';
import { createTestSeller, type TestSeller } from './seller-dashboard.test-support.ts';

let t: TestApp;
let admin: TestUser;
let alpha: TestSeller;
let beta: TestSeller;
let category: CategoryRow;
let lamp: ProductRow;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = await createTestUser(t.app, { role: 'admin' });
  alpha = await createTestSeller(t.app, { shopName: 'Alpha Goods' });
  beta = await createTestSeller(t.app, { shopName: 'Beta Wares' });
  category = await createCategory(db, { name: 'Lighting' });
  lamp = await createProduct(db, { seller: alpha.shop, category, name: 'Brass Zeppelin Lamp' });
});
afterAll(async () => {
  await t?.close();
});

const slugsOf = (items: { slug: string }[]) => items.map((item) => item.slug);

async function shopperSees(slug: string) {
  const shopper = asUser(t.app);
  const page = await shopper.get(`/api/products/${slug}`);
  const list = await shopper.get(`/api/products/filter?categories=${category.slug}`);
  const search = await shopper.get('/api/products/filter?search=zeppelin');
  return {
    page: page.statusCode,
    inList: slugsOf(list.json().filteredProducts).includes(slug),
    inSearch: slugsOf(search.json().filteredProducts).includes(slug),
  };
}

describe('deleting a product', () => {
  it('hides it from lists, search, the product page and the dashboards, and a restore brings it back', async () => {
    const seller = asUser(t.app, alpha);
    expect(await shopperSees(lamp.slug)).toEqual({ page: 200, inList: true, inSearch: true });

    const deleted = await seller.delete(`/api/seller/products/${lamp.slug}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ slug: lamp.slug, productName: 'Brass Zeppelin Lamp' });

    expect(await shopperSees(lamp.slug)).toEqual({ page: 404, inList: false, inSearch: false });
    expect(slugsOf((await seller.get('/api/seller/products')).json().items)).not.toContain(lamp.slug);
    expect((await seller.get(`/api/seller/products/${lamp.slug}`)).statusCode).toBe(404);
    expect((await seller.patch(`/api/seller/products/${lamp.slug}`, { stock: 3 })).statusCode).toBe(404);
    const adminList = await asUser(t.app, admin).get('/api/admin/products?search=zeppelin');
    expect(slugsOf(adminList.json().items)).not.toContain(lamp.slug);
    // Its own seller does not preview a deleted product either.
    expect((await seller.get(`/api/products/${lamp.slug}`)).statusCode).toBe(404);
    // Deleting twice finds nothing to delete.
    expect((await seller.delete(`/api/seller/products/${lamp.slug}`)).statusCode).toBe(404);

    const restored = await seller.post(`/api/seller/products/${lamp.slug}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ slug: lamp.slug, status: 'active', approvalStatus: 'approved' });
    expect(await shopperSees(lamp.slug)).toEqual({ page: 200, inList: true, inSearch: true });
    expect(slugsOf((await seller.get('/api/seller/products')).json().items)).toContain(lamp.slug);
    // A live product has nothing to restore.
    expect((await seller.post(`/api/seller/products/${lamp.slug}/restore`)).statusCode).toBe(404);
  });

  it('keeps it deleted when its category is switched off and on again meanwhile', async () => {
    const seller = asUser(t.app, alpha);
    const as = asUser(t.app, admin);
    expect((await seller.delete(`/api/seller/products/${lamp.slug}`)).statusCode).toBe(200);
    expect((await as.post(`/api/admin/categories/${category.slug}/deactivate`)).statusCode).toBe(200);
    expect((await as.post(`/api/admin/categories/${category.slug}/activate`)).statusCode).toBe(200);
    expect((await shopperSees(lamp.slug)).page).toBe(404);
    expect((await seller.post(`/api/seller/products/${lamp.slug}/restore`)).statusCode).toBe(200);
    expect((await shopperSees(lamp.slug)).page).toBe(200);
  });

  it('lets no other shop delete or restore it', async () => {
    const owner = asUser(t.app, alpha);
    const other = asUser(t.app, beta);
    expect((await other.delete(`/api/seller/products/${lamp.slug}`)).statusCode).toBe(403);
    expect((await shopperSees(lamp.slug)).page).toBe(200);

    expect((await owner.delete(`/api/seller/products/${lamp.slug}`)).statusCode).toBe(200);
    const stolen = await other.post(`/api/seller/products/${lamp.slug}/restore`);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json()).toMatchObject({ statusCode: 403, code: 'not_your_product' });
    expect((await shopperSees(lamp.slug)).page).toBe(404);
    // A shopper has no dashboard at all.
    expect((await asUser(t.app).post(`/api/seller/products/${lamp.slug}/restore`)).statusCode).toBe(401);

    // An admin may restore any shop's product.
    expect((await asUser(t.app, admin).post(`/api/admin/products/${lamp.slug}/restore`)).statusCode).toBe(
      200,
    );
    expect((await shopperSees(lamp.slug)).page).toBe(200);
  });

  it('answers 404 for a product that never existed', async () => {
    expect((await asUser(t.app, alpha).post('/api/seller/products/no-such-thing/restore')).statusCode).toBe(
      404,
    );
  });
});

describe('deleting a coupon', () => {
  const body = (code: string) => ({
    code,
    name: 'Autumn',
    discount: { role: 'percent', value: 10 },
    minimum_purchase: 0,
    expired_date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    items_number: 50,
  });

  it('keeps the delete answer, hides the coupon from the admin and from shoppers, and restores it', async () => {
    const as = asUser(t.app, admin);
    expect((await as.post('/api/admin/coupons', body('AUTUMN10'))).statusCode).toBe(201);
    const deleted = await as.delete('/api/admin/coupons/AUTUMN10');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ code: 'AUTUMN10', name: 'Autumn' });

    expect((await as.get('/api/admin/coupons/AUTUMN10')).statusCode).toBe(404);
    const listed = (await as.get('/api/admin/coupons?search=AUTUMN')).json().items;
    expect(listed).toEqual([]);
    const shopper = asUser(t.app, await createTestUser(t.app));
    expect((await shopper.get('/api/coupon/apply/couponCode?code=AUTUMN10&subTotal=50')).statusCode).toBe(
      400,
    );

    const restored = await as.post('/api/admin/coupons/AUTUMN10/restore');
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ code: 'AUTUMN10', items_number: 50, status: 'active' });
    expect((await shopper.get('/api/coupon/apply/couponCode?code=AUTUMN10&subTotal=50')).statusCode).toBe(
      200,
    );
  });

  it('frees the code of a deleted coupon for a new one, which then cannot be undone into a clash', async () => {
    const as = asUser(t.app, admin);
    expect((await as.post('/api/admin/coupons', body('REUSE5'))).statusCode).toBe(201);
    expect((await as.delete('/api/admin/coupons/REUSE5')).statusCode).toBe(200);
    expect((await as.post('/api/admin/coupons', { ...body('REUSE5'), name: 'Second' })).statusCode).toBe(201);
    expect((await as.post('/api/admin/coupons/REUSE5/restore')).statusCode).toBe(404);
    expect((await as.get('/api/admin/coupons/REUSE5')).json()).toMatchObject({ name: 'Second' });
  });

  it('is for admins only', async () => {
    expect((await asUser(t.app, alpha).post('/api/admin/coupons/AUTUMN10/restore')).statusCode).toBe(403);
  });
});

describe('deleting a category, sub-category or brand', () => {
  it('restores a category together with the sub-categories deleted with it', async () => {
    const db = t.database.db;
    const garden = await createCategory(db, { name: 'Garden' });
    const tools = await createSubCategory(db, { category: garden, name: 'Garden tools' });
    const as = asUser(t.app, admin);
    const shopper = asUser(t.app);

    expect((await as.delete(`/api/admin/categories/${garden.slug}`)).statusCode).toBe(200);
    expect((await as.get(`/api/admin/categories/${garden.slug}`)).statusCode).toBe(404);
    expect((await as.get(`/api/admin/sub-categories/${tools.slug}`)).statusCode).toBe(404);
    const site = (await shopper.get('/api/wo-user')).json();
    expect(site.categories.map((c: { cat_slug: string }) => c.cat_slug)).not.toContain(garden.slug);
    expect(slugsOf(site.subCategories)).not.toContain(tools.slug);
    // A sub-category cannot come back into a deleted category.
    const orphan = await as.post(`/api/admin/sub-categories/${tools.slug}/restore`);
    expect(orphan.json()).toMatchObject({ statusCode: 409, code: 'category_deleted' });

    expect((await as.post(`/api/admin/categories/${garden.slug}/restore`)).statusCode).toBe(200);
    expect((await as.get(`/api/admin/sub-categories/${tools.slug}`)).json()).toMatchObject({
      slug: tools.slug,
      cat_slug: garden.slug,
    });
    const again = (await shopper.get('/api/categories')).json();
    expect(again.map((c: { cat_slug: string }) => c.cat_slug)).toContain(garden.slug);
  });

  it('restores a brand unless another brand took its name meanwhile', async () => {
    const db = t.database.db;
    const brand = await createBrand(db, { name: 'Lumen' });
    const as = asUser(t.app, admin);
    expect((await as.delete(`/api/admin/brands/${brand.slug}`)).statusCode).toBe(200);
    expect((await as.get('/api/admin/brands?search=Lumen')).json().items).toEqual([]);
    expect((await as.post(`/api/admin/brands/${brand.slug}/restore`)).statusCode).toBe(200);
    expect((await as.get(`/api/admin/brands/${brand.slug}`)).json()).toMatchObject({ name: 'Lumen' });

    expect((await as.delete(`/api/admin/brands/${brand.slug}`)).statusCode).toBe(200);
    const successor = await as.post('/api/admin/brands', { name: 'Lumen' });
    expect(successor.statusCode).toBe(201);
    expect((await as.post(`/api/admin/brands/${brand.slug}/restore`)).statusCode).toBe(404);
  });

  it('keeps refusing to delete a category its (even deleted) products use', async () => {
    const as = asUser(t.app, admin);
    const refused = await as.delete(`/api/admin/categories/${category.slug}`);
    expect(refused.json()).toMatchObject({ statusCode: 409, code: 'in_use' });
  });
});
