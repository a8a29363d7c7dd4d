import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flashSales } from '../../db/schema/index.ts';
import { createCategory, createProduct, createSubCategory } from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { asUser, type Caller } from '../orders/orders.test-support.ts';
import { createTestUser } from '../users/users.test-support.ts';

let t: TestApp;
let as: Caller;

beforeAll(async () => {
  t = await createTestApp();
  as = asUser(t.app, await createTestUser(t.app, { role: 'admin' }));
});
afterAll(async () => {
  await t?.close();
});

const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600_000).toISOString();

describe('home content (admin)', () => {
  it('manages sliders and the home page shows the active ones by serial', async () => {
    const first = await as.post('/api/admin/sliders', {
      image: '/uploads/s1.webp',
      titleOne: 'One',
      titleTWo: 'Uno',
      serial: 2,
    });
    const second = await as.post('/api/admin/sliders', {
      image: '/uploads/s2.webp',
      titleOne: 'Two',
      serial: 1,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ titleOne: 'One', titleTWo: 'Uno', serial: 2, status: 'active' });
    expect((await as.post('/api/admin/sliders', { image: 'data:image/png;base64,AA' })).statusCode).toBe(400);
    await as.patch(`/api/admin/sliders/${second.json().slug}`, { status: 'inactive' });
    const home = (await asUser(t.app).get('/api/home')).json();
    expect(home.sliders.map((slider: { slug: string }) => slider.slug)).toEqual([first.json().slug]);
    expect((await as.get('/api/admin/sliders')).json().count).toBe(2);
    expect((await as.delete(`/api/admin/sliders/${second.json().slug}`)).statusCode).toBe(200);
    expect((await as.get(`/api/admin/sliders/${second.json().slug}`)).statusCode).toBe(404);
  });

  it('manages the four home ads by name', async () => {
    const ad = await as.post('/api/admin/advertisements', {
      adName: 'Homepage Single Banner One',
      adImage: '/uploads/ad.webp',
      title: 'Big sale',
      category_link: '/products?category=+audio',
    });
    expect(ad.statusCode).toBe(201);
    expect(
      (
        await as.post('/api/admin/advertisements', {
          adName: 'Homepage Single Banner One',
          adImage: '/uploads/b.webp',
        })
      ).statusCode,
    ).toBe(409);
    expect((await asUser(t.app).get('/api/home')).json().adOne).toMatchObject({ title: 'Big sale' });
    await as.patch(`/api/admin/advertisements/${ad.json().slug}`, { title: 'Bigger sale' });
    expect((await asUser(t.app).get('/api/home')).json().adOne.title).toBe('Bigger sale');
  });

  it('manages popular and featured categories', async () => {
    const category = await createCategory(t.database.db, { name: 'Popular Thing' });
    // The shop shows only categories with something to buy.
    await createProduct(t.database.db, { category });
    const popular = await as.post('/api/admin/popular-categories', { cat_slug: category.slug, serial: 1 });
    expect(popular.statusCode).toBe(201);
    expect(popular.json()).toMatchObject({
      cat_slug: category.slug,
      categoriesData: { cat_name: 'Popular Thing' },
    });
    expect((await as.post('/api/admin/popular-categories', { cat_slug: category.slug })).statusCode).toBe(
      409,
    );
    const featured = await as.post('/api/admin/featured-categories', { cat_slug: category.slug });
    expect(featured.statusCode).toBe(201);
    const home = (await asUser(t.app).get('/api/home')).json();
    expect(home.popularCategories.map((entry: { cat_slug: string }) => entry.cat_slug)).toContain(
      category.slug,
    );
    expect(home.featuredCategories.map((entry: { cat_slug: string }) => entry.cat_slug)).toContain(
      category.slug,
    );
    expect((await as.delete(`/api/admin/featured-categories/${featured.json().slug}`)).statusCode).toBe(200);
    expect((await as.post('/api/admin/popular-categories', { cat_slug: 'nope' })).statusCode).toBe(400);
  });

  it('manages the mega menu with sub-categories of the category only', async () => {
    const category = await createCategory(t.database.db, { name: 'Mega Cat' });
    const a = await createSubCategory(t.database.db, { category, name: 'Mega A' });
    const b = await createSubCategory(t.database.db, { category, name: 'Mega B' });
    const foreign = await createSubCategory(t.database.db, { name: 'Elsewhere' });
    // The menu shows only sub-categories with something to buy.
    await createProduct(t.database.db, { category, subCategory: a });
    await createProduct(t.database.db, { category, subCategory: b });
    const bad = await as.post('/api/admin/mega-menu', {
      cat_slug: category.slug,
      sub_cat_slugs: [a.slug, foreign.slug],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('sub_category_mismatch');
    const created = await as.post('/api/admin/mega-menu', {
      cat_slug: category.slug,
      sub_cat_slugs: [b.slug, a.slug],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().sub_cat_list.map((sub: { slug: string }) => sub.slug)).toEqual([b.slug, a.slug]);
    const edited = await as.patch(`/api/admin/mega-menu/${created.json().slug}`, { sub_cat_slugs: [a.slug] });
    expect(edited.json().sub_cat_list.map((sub: { slug: string }) => sub.slug)).toEqual([a.slug]);
    const header = (await asUser(t.app).get('/api/mega-menu-categories/header')).json();
    expect(
      header.find((entry: { slug: string }) => entry.slug === created.json().slug).sub_cat_list,
    ).toHaveLength(1);
  });

  it('runs one flash sale at a time, with items at sale prices below the price', async () => {
    const first = await as.post('/api/admin/flash-sales', {
      name: 'Spring',
      time: inAWeek(),
      offer: 'Up to 30%',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ name: 'Spring', status: 'active', itemCount: 0 });
    const second = await as.post('/api/admin/flash-sales', { name: 'Summer', time: inAWeek() });
    expect(second.json().status).toBe('active');
    const [spring] = await t.database.db
      .select()
      .from(flashSales)
      .where(eq(flashSales.slug, first.json().slug));
    expect(spring?.status).toBe('inactive');

    const product = await createProduct(t.database.db, { priceCents: 10_000 });
    const sale = second.json().slug;
    expect(
      (await as.post(`/api/admin/flash-sales/${sale}/items`, { product_slug: product.slug, salePrice: 100 }))
        .statusCode,
    ).toBe(400);
    const item = await as.post(`/api/admin/flash-sales/${sale}/items`, {
      product_slug: product.slug,
      salePrice: 79.99,
    });
    expect(item.statusCode).toBe(201);
    expect(item.json()).toMatchObject({
      product_slug: product.slug,
      price: 100,
      salePrice: 79.99,
      status: 'active',
    });
    expect(
      (await as.post(`/api/admin/flash-sales/${sale}/items`, { product_slug: product.slug, salePrice: 70 }))
        .statusCode,
    ).toBe(409);

    const storefront = (await asUser(t.app).get('/api/flash-sale/user')).json();
    expect(storefront).toEqual([expect.objectContaining({ product_slug: product.slug, salePrice: 79.99 })]);
    const changed = await as.patch(`/api/admin/flash-sales/${sale}/items/${item.json().slug}`, {
      salePrice: 75,
    });
    expect(changed.json().salePrice).toBe(75);
    expect((await as.get(`/api/admin/flash-sales/${sale}/items`)).json().count).toBe(1);
    expect((await as.patch(`/api/admin/flash-sales/${sale}`, { time: 'tomorrow' })).statusCode).toBe(400);
    expect((await as.delete(`/api/admin/flash-sales/${sale}/items/${item.json().slug}`)).statusCode).toBe(
      200,
    );
    // Reactivating the spring sale ends the summer one.
    expect(
      (await as.patch(`/api/admin/flash-sales/${first.json().slug}`, { status: 'active' })).json().status,
    ).toBe('active');
    expect((await as.get(`/api/admin/flash-sales/${sale}`)).json().status).toBe('inactive');
  });
});
