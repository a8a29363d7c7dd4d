import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProduct,
  createSeller,
  createUser,
  type SellerWithUser,
  type UserRow,
} from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { asUser } from '../orders/orders.test-support.ts';
import { createTestUser } from '../users/users.test-support.ts';

const SELLER_FIELDS = [
  'avatar',
  'createdAt',
  'displayName',
  'email',
  'fullName',
  'phone',
  'role',
  'shop',
  'slug',
  'status',
].sort();
const SHOP_FIELDS = [
  'description',
  'rating',
  'shop_address',
  'shop_cover',
  'shop_logo',
  'shop_name',
  'shop_slug',
].sort();

let t: TestApp;
let golden: SellerWithUser;
let pixel: SellerWithUser;
let buyer: UserRow;

const get = (url: string) => t.app.inject({ url });
const shopSlugs = (sellers: { shop: { shop_slug: string } }[]) =>
  sellers.map((seller) => seller.shop.shop_slug);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  golden = await createSeller(db, {
    shopName: 'Golden Hour Goods',
    shopSlug: 'golden-hour-goods',
    rating: 4.8,
    user: {
      fullName: 'Maya Lindqvist',
      slug: 'maya',
      email: 'maya.private@example.test',
      phone: '+1 555-0001',
    },
    contactEmail: 'hello@golden.example',
    contactPhone: '+1 555-0142',
    shopAddress: '48 Market Street, Portland',
    createdAt: new Date(Date.now() - 3000),
  });
  pixel = await createSeller(db, {
    shopName: 'Pixel Corner',
    shopSlug: 'pixel-corner',
    rating: 3.9,
    user: { fullName: 'Arjun Rao', slug: 'arjun' },
    createdAt: new Date(Date.now() - 2000),
  });
  await createSeller(db, {
    shopName: 'Acme 100% Deals',
    shopSlug: 'acme',
    rating: 4.1,
    user: { fullName: 'Zed Zimmer' },
    createdAt: new Date(Date.now() - 1000),
  });
  await createSeller(db, {
    shopName: 'Closed Shop',
    shopSlug: 'closed',
    status: 'inactive',
    user: { slug: 'closer' },
  });
  await createSeller(db, {
    shopName: 'Banned Shop',
    shopSlug: 'banned',
    user: { status: 'inactive', slug: 'banned-owner' },
  });
  buyer = await createUser(db, {
    fullName: 'Betty Buyer',
    slug: 'betty',
    email: 'betty@example.test',
    phone: '+1 555-0123',
    city: 'Paris',
    address: '1 Rue de Rivoli',
  });

  for (let index = 0; index < 5; index++) {
    await createProduct(db, {
      name: `Golden Lamp ${index}`,
      seller: golden,
      priceCents: 2_000_000,
      createdAt: new Date(Date.now() - index * 60_000),
    });
  }
  await createProduct(db, { name: 'Golden Draft', seller: golden, approvalStatus: 'pending' });
  await createProduct(db, { name: 'Golden Retired', seller: golden, status: 'inactive' });
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/users/sellers', () => {
  it('lists active shops of active owners, newest first by default, as Seller objects', async () => {
    const response = await get('/api/users/sellers');
    expect(response.statusCode).toBe(200);
    const sellers = response.json();
    expect(shopSlugs(sellers)).toEqual(['acme', 'pixel-corner', 'golden-hour-goods']);
    expect(Object.keys(sellers[0]).sort()).toEqual(SELLER_FIELDS);
    expect(Object.keys(sellers[0].shop).sort()).toEqual(SHOP_FIELDS);
  });

  it('shows the shop contacts, never the private e-mail and phone', async () => {
    const maya = (await get('/api/users/sellers?search=golden')).json()[0];
    expect(maya).toMatchObject({
      slug: 'maya',
      fullName: 'Maya Lindqvist',
      email: 'hello@golden.example',
      phone: '+1 555-0142',
      role: 'seller',
      status: 'active',
      shop: { shop_name: 'Golden Hour Goods', rating: 4.8, shop_address: '48 Market Street, Portland' },
    });
    expect(JSON.stringify(maya)).not.toContain('maya.private@example.test');
  });

  it('searches shop name, owner name and address, with % taken literally', async () => {
    expect(shopSlugs((await get('/api/users/sellers?search=PIXEL')).json())).toEqual(['pixel-corner']);
    expect(shopSlugs((await get('/api/users/sellers?search=arjun')).json())).toEqual(['pixel-corner']);
    expect(shopSlugs((await get('/api/users/sellers?search=portland')).json())).toEqual([
      'golden-hour-goods',
    ]);
    expect(shopSlugs((await get('/api/users/sellers?search=100%25')).json())).toEqual(['acme']);
    expect(shopSlugs((await get('/api/users/sellers?search=%25')).json())).toEqual(['acme']);
    expect((await get('/api/users/sellers?search=closed')).json()).toEqual([]);
  });

  it('sorts by rating, shop name or owner name in either direction and pages', async () => {
    expect(shopSlugs((await get('/api/users/sellers?sortBy=rating&sortType=desc')).json())).toEqual([
      'golden-hour-goods',
      'acme',
      'pixel-corner',
    ]);
    expect(shopSlugs((await get('/api/users/sellers?sortBy=shop_name&sortType=asc')).json())).toEqual([
      'acme',
      'golden-hour-goods',
      'pixel-corner',
    ]);
    expect(shopSlugs((await get('/api/users/sellers?sortBy=name&sortType=asc')).json())).toEqual([
      'pixel-corner',
      'golden-hour-goods',
      'acme',
    ]);
    expect(
      shopSlugs((await get('/api/users/sellers?sortBy=createdAt&sortType=asc&limit=2&page=2')).json()),
    ).toEqual(['acme']);
    expect((await get('/api/users/sellers?status=active&search=&sortBy=&sortType=')).statusCode).toBe(200);
  });

  it('rejects bad values with 400', async () => {
    for (const query of ['sortBy=password', 'sortType=up', 'status=inactive', 'page=0', 'limit=500']) {
      expect((await get(`/api/users/sellers?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/users/seller/{slug}', () => {
  it('answers the seller by user slug or shop slug', async () => {
    for (const slug of ['maya', 'golden-hour-goods']) {
      const response = await get(`/api/users/seller/${slug}`);
      expect(response.statusCode, slug).toBe(200);
      expect(response.json()).toMatchObject({ slug: 'maya', shop: { shop_slug: 'golden-hour-goods' } });
    }
  });

  it('answers 404 for buyers, unknown, closed and banned shops', async () => {
    for (const slug of ['betty', 'nobody', 'closed', 'closer', 'banned', 'banned-owner']) {
      const response = await get(`/api/users/seller/${slug}`);
      expect(response.statusCode, slug).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'seller_not_found' });
    }
  });
});

describe('GET /api/users/seller/{slug} — own application fallback', () => {
  it("answers the signed-in applicant's own pending application, and 404 to anyone else", async () => {
    const applicant = await createTestUser(t.app);
    const applied = await asUser(t.app, applicant).post('/api/users/seller_apply', {
      email: 'fallback-shop@example.test',
      phone: '+1 555 0199',
      shop: { shop_name: 'Fallback Finds', shop_address: '2 Low Street' },
      description: 'Odds and ends.',
      acceptTerms: true,
    });
    expect(applied.statusCode).toBe(201);
    const applicationSlug = applied.json().slug as string;

    for (const slug of [applicant.slug, applicationSlug]) {
      const own = await asUser(t.app, applicant).get(`/api/users/seller/${slug}`);
      expect(own.statusCode, slug).toBe(200);
      expect(own.json()).toMatchObject({
        slug: applicationSlug,
        user_slug: applicant.slug,
        status: 'pending',
        shop: { shop_name: 'Fallback Finds' },
      });
    }

    const stranger = await createTestUser(t.app);
    for (const caller of [asUser(t.app), asUser(t.app, stranger)]) {
      for (const slug of [applicant.slug, applicationSlug]) {
        const response = await caller.get(`/api/users/seller/${slug}`);
        expect(response.statusCode, slug).toBe(404);
        expect(response.json()).toMatchObject({ code: 'seller_not_found' });
      }
    }
  });

  it('still answers the visible shop, not an application, for an approved seller', async () => {
    const response = await get('/api/users/seller/maya');
    expect(response.json()).toMatchObject({ shop: { shop_slug: 'golden-hour-goods' } });
    expect(response.json()).not.toHaveProperty('status', 'pending');
  });
});

describe('GET /api/users/sellerWithProducts/{slug}', () => {
  it('answers the seller with a page of its visible products (any price) and their count', async () => {
    const response = await get('/api/users/sellerWithProducts/maya?limit=2');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual([...SELLER_FIELDS, 'count', 'sellerProducts'].sort());
    expect(body.count).toBe(5);
    expect(body.sellerProducts.map((product: { productName: string }) => product.productName)).toEqual([
      'Golden Lamp 0',
      'Golden Lamp 1',
    ]);
    const page3 = (await get('/api/users/sellerWithProducts/golden-hour-goods?limit=2&page=3')).json();
    expect(page3.sellerProducts.map((product: { productName: string }) => product.productName)).toEqual([
      'Golden Lamp 4',
    ]);
  });

  it('answers 404 for unknown or closed shops', async () => {
    expect((await get('/api/users/sellerWithProducts/closed')).statusCode).toBe(404);
    expect((await get('/api/users/sellerWithProducts/betty')).statusCode).toBe(404);
  });

  it('gives an empty page for a shop without products', async () => {
    const body = (await get(`/api/users/sellerWithProducts/${pixel.user.slug}`)).json();
    expect(body).toMatchObject({ sellerProducts: [], count: 0 });
  });
});

describe('GET /api/users/{slug}', () => {
  it("shows a buyer's public profile without e-mail, phone or address", async () => {
    const response = await get('/api/users/betty');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual([
      'avatar',
      'createdAt',
      'displayName',
      'fullName',
      'role',
      'slug',
    ]);
    expect(body).toMatchObject({ slug: 'betty', fullName: 'Betty Buyer', role: 'buyer' });
    const raw = response.body;
    for (const secret of [buyer.email, '+1 555-0123', 'Rue de Rivoli', 'Paris'])
      expect(raw).not.toContain(secret);
  });

  it("shows a seller's shop and its contacts", async () => {
    const body = (await get('/api/users/maya')).json();
    expect(body).toMatchObject({
      slug: 'maya',
      role: 'seller',
      email: 'hello@golden.example',
      phone: '+1 555-0142',
      status: 'active',
      shop: { shop_slug: 'golden-hour-goods' },
    });
  });

  it('shows a closed shop owner as a plain profile', async () => {
    const body = (await get('/api/users/closer')).json();
    expect(body.shop).toBeUndefined();
    expect(body.email).toBeUndefined();
  });

  it('answers 404 for unknown or deactivated users', async () => {
    for (const slug of ['nobody', 'banned-owner']) {
      const response = await get(`/api/users/${slug}`);
      expect(response.statusCode, slug).toBe(404);
      expect(response.json().code).toBe('user_not_found');
    }
  });

  it('keeps the static /api/users/* routes apart from /api/users/{slug}', async () => {
    expect(Array.isArray((await get('/api/users/sellers')).json())).toBe(true);
  });
});
