import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, carts, wishlists } from '../../db/schema/index.ts';
import {
  createBrand,
  createCategory,
  createProduct,
  createSubCategory,
  createUser,
  type UserRow,
} from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createTestUser } from '../users/users.test-support.ts';
import { siteDataWithUser } from './catalogue.service.ts';

let t: TestApp;
let shopper: UserRow;
let visibleSlug: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  const phones = await createCategory(db, { name: 'Phones', slug: 'phones' });
  const archive = await createCategory(db, { name: 'Archive', slug: 'archive', status: 'inactive' });
  await createCategory(db, { name: 'Audio', slug: 'audio', image: null });
  await createSubCategory(db, { category: phones, name: 'Android', slug: 'android' });
  await createSubCategory(db, {
    category: phones,
    name: 'Old Phones',
    slug: 'old-phones',
    status: 'inactive',
  });
  await createSubCategory(db, { category: archive, name: 'Archived Sub', slug: 'archived-sub' });
  await createBrand(db, { name: 'Voltix', slug: 'voltix' });
  await createBrand(db, { name: 'Gone Brand', slug: 'gone', status: 'inactive' });

  shopper = await createUser(db, {
    fullName: 'Ada Lovelace',
    displayName: 'Ada',
    slug: 'ada',
    city: 'London',
    country: 'UK',
  });
  const visible = await createProduct(db, { name: 'Cart Phone', category: phones, priceCents: 10_000 });
  const hiddenProduct = await createProduct(db, {
    name: 'Hidden Phone',
    category: phones,
    status: 'inactive',
  });
  visibleSlug = visible.slug;
  await db.insert(carts).values([
    { userId: shopper.id, productId: visible.id, quantity: 2 },
    { userId: shopper.id, productId: hiddenProduct.id, quantity: 1 },
  ]);
  await db.insert(wishlists).values([{ userId: shopper.id, productId: visible.id }]);
});

afterAll(async () => {
  await t.close();
});

describe('site data', () => {
  it('GET /api/wo-user answers active categories, brands and sub-categories with docs/api.md fields', async () => {
    const response = await t.app.inject({ url: '/api/wo-user' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['brands', 'categories', 'subCategories']);
    expect(body.categories.map((category: { cat_slug: string }) => category.cat_slug)).toEqual([
      'audio',
      'phones',
    ]);
    expect(body.categories[1]).toEqual({
      cat_slug: 'phones',
      cat_name: 'Phones',
      cat_image: expect.any(String),
      cat_status: 'active',
      has_products: true,
    });
    expect(body.categories[0].cat_image).toBeNull();
    // Audio is active but has nothing to show: the menus leave it out, the product forms still offer it.
    expect(body.categories[0].has_products).toBe(false);
    expect(body.subCategories).toEqual([
      {
        slug: 'android',
        subcat_name: 'Android',
        cat_slug: 'phones',
        subcat_status: 'active',
        has_products: false,
      },
    ]);
    expect(body.brands).toEqual([
      { slug: 'voltix', name: 'Voltix', logo: expect.any(String), status: 'active' },
    ]);
  });

  it('serves the same lists one by one', async () => {
    const site = (await t.app.inject({ url: '/api/wo-user' })).json();
    const withoutFlag = ({ has_products: _, ...item }: { has_products: boolean }) => item;
    expect((await t.app.inject({ url: '/api/categories' })).json()).toEqual(site.categories.map(withoutFlag));
    expect((await t.app.inject({ url: '/api/sub-categories' })).json()).toEqual(
      site.subCategories.map(withoutFlag),
    );
    expect((await t.app.inject({ url: '/api/brands/allbrands' })).json()).toEqual(site.brands);
  });

  it('GET /api/with-user/{user} answers 401 JSON without a session', async () => {
    const response = await t.app.inject({ url: '/api/with-user/ada' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, code: 'unauthorized' });
  });

  it('answers 401 for a made-up token too', async () => {
    const response = await t.app.inject({
      url: '/api/with-user/ada',
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/with-user/{user} with a session', () => {
  it('answers the site data plus the own user, cart and wishlist', async () => {
    const me = await createTestUser(t.app, { fullName: 'Grace Hopper', displayName: 'Grace' });
    const response = await t.app.inject({ url: `/api/with-user/${me.slug}`, headers: { cookie: me.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual([
      'brands',
      'cart',
      'categories',
      'subCategories',
      'user',
      'wishlist',
    ]);
    expect(body.user).toMatchObject({
      slug: me.slug,
      fullName: 'Grace Hopper',
      email: me.email,
      role: 'buyer',
    });
    expect(body.cart).toEqual([]);
    expect(body.wishlist).toEqual([]);
    expect(response.headers['cache-control']).toMatch(/no-store/);
  });

  it("answers 403 for someone else's slug", async () => {
    const me = await createTestUser(t.app);
    const response = await t.app.inject({ url: '/api/with-user/ada', headers: me.bearer });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ statusCode: 403, code: 'forbidden' });
  });
});

describe('site data with the user (service)', () => {
  const viewer = () => ({ id: shopper.id, slug: shopper.slug, role: 'buyer' as const });

  it('adds the own profile, the cart (visible products) and the wishlist', async () => {
    const body = await siteDataWithUser(t.app.db, viewer(), 'ada');
    expect(body.categories).toHaveLength(2);
    expect(body.user).toMatchObject({
      slug: 'ada',
      fullName: 'Ada Lovelace',
      displayName: 'Ada',
      email: shopper.email,
      role: 'buyer',
      address: { country: 'UK', state: null, city: 'London', address: null },
      emailVerified: true,
    });
    expect(body.cart).toHaveLength(1);
    expect(body.cart[0]).toMatchObject({
      slug: visibleSlug,
      quantity: 2,
      price: 100,
      cart_slug: expect.any(String),
    });
    expect(body.wishlist).toEqual([
      expect.objectContaining({
        slug: visibleSlug,
        user_slug: 'ada',
        wishlist_slug: expect.any(String),
        price: 100,
      }),
    ]);
  });

  it('refuses another user (403) and a signed-out caller (401)', async () => {
    const other = await createUser(t.app.db, { slug: 'mallory' });
    await expect(siteDataWithUser(t.app.db, viewer(), 'mallory')).rejects.toMatchObject({ statusCode: 403 });
    await expect(siteDataWithUser(t.app.db, null, 'ada')).rejects.toMatchObject({ statusCode: 401 });
    const admin = { id: other.id, slug: 'root', role: 'admin' as const };
    await expect(siteDataWithUser(t.app.db, admin, 'ada')).resolves.toMatchObject({ user: { slug: 'ada' } });
  });

  it('has empty lists for a user with nothing saved', async () => {
    await t.app.db.delete(wishlists).where(eq(wishlists.userId, shopper.id));
    const body = await siteDataWithUser(t.app.db, viewer(), 'ada');
    expect(body.wishlist).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents every catalogue read with its response schema', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    const paths = [
      '/api/wo-user',
      '/api/with-user/{user}',
      '/api/home',
      '/api/categories',
      '/api/sub-categories',
      '/api/brands/allbrands',
      '/api/slider',
      '/api/advertisements/home/{name}',
      '/api/mega-menu-categories/header',
      '/api/mega-menu-categories/{id}',
      '/api/featured-categories',
      '/api/popular-categories',
      '/api/flash-sale/user',
      '/api/flash-sale/content/{id}',
      '/api/products',
      '/api/products/filter',
      '/api/products/filter-by-shop/{shop}',
      '/api/products/{slug}',
      '/api/products/admin/related/{id}',
      '/api/users/{slug}',
      '/api/users/seller/{slug}',
      '/api/users/sellers',
      '/api/users/sellerWithProducts/{slug}',
      '/api/blogs',
      '/api/blogs/{id}',
      '/api/blogs/category',
      '/api/blogcategories/for-blog',
      '/api/blog-comments/single-blog/{id}',
      '/api/reviews/reviewProducts/{product}',
    ];
    for (const path of paths) {
      expect(document.paths[path]?.get?.responses?.['200'], path).toBeDefined();
    }
    const filter = document.paths['/api/products/filter'].get;
    expect(filter.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining([
        'search',
        'categories',
        'sub_category',
        'brands',
        'highlight',
        'min',
        'max',
        'sort',
        'page',
        'limit',
      ]),
    );
    expect(filter.description).toMatch(/10000/);
  });
});

describe('categories with nothing to show', () => {
  it('says a category is empty once its only products hide behind a deactivated brand', async () => {
    const db = t.app.db;
    const games = await createCategory(db, { name: 'Games', slug: 'games' });
    const retro = await createBrand(db, { name: 'Retro Co', slug: 'retro-co' });
    await createProduct(db, { name: 'Pixel Console', category: games, brand: retro });
    await t.app.bumpCatalogueVersion();
    const gamesEntry = async () =>
      (await t.app.inject({ url: '/api/wo-user' }))
        .json()
        .categories.find((category: { cat_slug: string }) => category.cat_slug === 'games');
    expect(await gamesEntry()).toMatchObject({ has_products: true });
    await db.update(brands).set({ status: 'inactive' }).where(eq(brands.slug, 'retro-co'));
    await t.app.bumpCatalogueVersion();
    expect(await gamesEntry()).toMatchObject({ has_products: false });
  });
});
