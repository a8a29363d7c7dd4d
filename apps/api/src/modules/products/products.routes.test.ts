import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CategoryRow,
  createCategory,
  createProduct,
  createSeller,
  type ProductRow,
  type SellerWithUser,
} from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { productForViewer } from './products.service.ts';

let t: TestApp;
let phones: CategoryRow;
let lamps: CategoryRow;
let shop: SellerWithUser;
let otherShop: SellerWithUser;
let closedShop: SellerWithUser;
let phone: ProductRow;
const hidden: Record<string, ProductRow> = {};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

const get = (url: string) => t.app.inject({ url });
const slugsOf = (products: { slug: string }[]) => products.map((product) => product.slug);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  phones = await createCategory(db, { name: 'Phones', slug: 'phones' });
  lamps = await createCategory(db, { name: 'Lamps', slug: 'lamps' });
  shop = await createSeller(db, { shopName: 'Golden Hour Goods', shopSlug: 'golden-hour-goods' });
  otherShop = await createSeller(db, { shopName: 'Pixel Corner', shopSlug: 'pixel-corner' });
  closedShop = await createSeller(db, {
    shopName: 'Closed Corner',
    shopSlug: 'closed-corner',
    status: 'inactive',
  });

  phone = await createProduct(db, {
    name: 'Nordlys Phone 15',
    slug: 'nordlys-phone-15',
    category: phones,
    seller: shop,
    priceCents: 79_900,
    offerPriceCents: 69_900,
    isFeatured: true,
    isTopProduct: true,
    createdAt: minutesAgo(1),
  });
  for (let index = 0; index < 14; index++) {
    await createProduct(db, {
      name: `Phone ${index}`,
      category: phones,
      seller: index % 2 ? shop : otherShop,
      isFeatured: true,
      isTopProduct: index < 3,
      isPopular: index < 2,
      isBestProduct: index < 1,
      isNewArrival: index < 4,
      createdAt: minutesAgo(10 + index),
    });
  }
  await createProduct(db, { name: 'Paper Lamp', category: lamps, seller: shop, createdAt: minutesAgo(30) });

  const flags = {
    isFeatured: true,
    isTopProduct: true,
    isPopular: true,
    isBestProduct: true,
    isNewArrival: true,
  };
  const fresh = { category: phones, ...flags, createdAt: new Date() };
  hidden.inactive = await createProduct(db, {
    ...fresh,
    seller: shop,
    name: 'Inactive Phone',
    status: 'inactive',
  });
  hidden.pending = await createProduct(db, {
    ...fresh,
    seller: shop,
    name: 'Pending Phone',
    approvalStatus: 'pending',
  });
  hidden.rejected = await createProduct(db, {
    ...fresh,
    seller: shop,
    name: 'Rejected Phone',
    approvalStatus: 'rejected',
  });
  hidden.closedShop = await createProduct(db, { ...fresh, seller: closedShop, name: 'Closed Shop Phone' });
});

afterAll(async () => {
  await t.close();
});

const hiddenSlugs = () => Object.values(hidden).map((product) => product.slug);

describe('GET /api/products', () => {
  it('answers the five home rows (12 each at most) and a page of all products', async () => {
    const response = await get('/api/products');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'allProductData',
        'bestProducts',
        'featuredProducts',
        'newProducts',
        'popularProducts',
        'topProducts',
      ].sort(),
    );
    expect(body.featuredProducts).toHaveLength(12);
    expect(body.featuredProducts[0].slug).toBe(phone.slug);
    expect(body.topProducts).toHaveLength(4);
    expect(body.popularProducts).toHaveLength(2);
    expect(body.bestProducts).toHaveLength(1);
    expect(body.newProducts).toHaveLength(4);
    expect(body.allProductData).toHaveLength(12);
    expect(body.allProductData[0].slug).toBe(phone.slug);
  });

  it('pages allProductData', async () => {
    const body = (await get('/api/products?page=2&limit=10')).json();
    expect(body.allProductData).toHaveLength(6);
    expect(body.featuredProducts).toHaveLength(12);
  });

  it('never lists hidden products', async () => {
    const body = (await get('/api/products?limit=100')).json();
    for (const list of Object.values(body) as { slug: string }[][]) {
      for (const slug of hiddenSlugs()) expect(slugsOf(list)).not.toContain(slug);
    }
  });

  it('rejects bad paging with 400', async () => {
    for (const query of ['page=0', 'limit=101', 'page=x']) {
      expect((await get(`/api/products?${query}`)).statusCode).toBe(400);
    }
  });
});

describe('GET /api/products/{slug}', () => {
  it('answers the product with dollars and the seller slug', async () => {
    const response = await get('/api/products/nordlys-phone-15');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      slug: 'nordlys-phone-15',
      productName: 'Nordlys Phone 15',
      price: 799,
      offerPrice: 699,
      catSlug: 'phones',
      seller_slug: shop.user.slug,
    });
  });

  it('answers 404 JSON for an unknown slug', async () => {
    const response = await get('/api/products/no-such-product');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found', code: 'product_not_found' });
  });

  it('answers 404 for inactive, pending, rejected and closed-shop products', async () => {
    for (const slug of hiddenSlugs()) {
      expect((await get(`/api/products/${slug}`)).statusCode, slug).toBe(404);
    }
  });

  it('does not confuse the static routes with a slug', async () => {
    expect((await get('/api/products/filter')).json()).toHaveProperty('filteredProducts');
  });

  it('shows a hidden product to its own seller and to admins only', async () => {
    const slug = hidden.pending!.slug;
    const owner = { id: shop.user.id, role: 'seller' as const };
    await expect(productForViewer(t.app.db, slug, async () => owner)).resolves.toMatchObject({
      slug,
      approvalStatus: 'pending',
    });
    await expect(
      productForViewer(t.app.db, slug, async () => ({ id: 'x', role: 'admin' })),
    ).resolves.toMatchObject({
      slug,
    });
    await expect(
      productForViewer(t.app.db, slug, async () => ({ id: otherShop.user.id, role: 'seller' })),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(productForViewer(t.app.db, slug, async () => null)).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});

describe('GET /api/products/admin/related/{id}', () => {
  it('answers up to 8 visible products of the same category without the product itself', async () => {
    const response = await get(`/api/products/admin/related/${phone.slug}`);
    expect(response.statusCode).toBe(200);
    const related = response.json();
    expect(related).toHaveLength(8);
    expect(slugsOf(related)).not.toContain(phone.slug);
    for (const product of related) expect(product.catSlug).toBe('phones');
    for (const slug of hiddenSlugs()) expect(slugsOf(related)).not.toContain(slug);
  });

  it('accepts a category slug', async () => {
    const related = (await get('/api/products/admin/related/lamps')).json();
    expect(related.map((product: { productName: string }) => product.productName)).toEqual(['Paper Lamp']);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await get('/api/products/admin/related/nothing-like-this');
    expect(response.statusCode).toBe(404);
    expect(response.json().statusCode).toBe(404);
  });
});

describe('GET /api/products/filter-by-shop/{shop}', () => {
  it('answers the seller and its filtered products', async () => {
    const response = await get('/api/products/filter-by-shop/golden-hour-goods?categories=+phones&limit=100');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['count', 'didYouMean', 'filteredProducts', 'sellerData']);
    expect(body.sellerData).toMatchObject({
      slug: shop.user.slug,
      shop: { shop_name: 'Golden Hour Goods', shop_slug: 'golden-hour-goods' },
      status: 'active',
    });
    expect(body.count).toBe(8);
    for (const product of body.filteredProducts) expect(product.seller_slug).toBe(shop.user.slug);
    for (const slug of hiddenSlugs()) expect(slugsOf(body.filteredProducts)).not.toContain(slug);
  });

  it('accepts the exact shop name in any case', async () => {
    const body = (
      await get(`/api/products/filter-by-shop/${encodeURIComponent('golden HOUR goods')}`)
    ).json();
    expect(body.sellerData.shop.shop_slug).toBe('golden-hour-goods');
    expect(body.count).toBe(9);
  });

  it('applies the same filters, sorts and paging', async () => {
    const body = (
      await get('/api/products/filter-by-shop/pixel-corner?search=phone&sort=newest&limit=2&page=2')
    ).json();
    expect(body.count).toBe(7);
    expect(body.filteredProducts.map((product: { productName: string }) => product.productName)).toEqual([
      'Phone 4',
      'Phone 6',
    ]);
    expect((await get('/api/products/filter-by-shop/pixel-corner?categories=+lamps')).json().count).toBe(0);
  });

  it('answers 404 for an unknown or closed shop', async () => {
    for (const name of ['no-such-shop', 'closed-corner', 'Closed Corner']) {
      const response = await get(`/api/products/filter-by-shop/${encodeURIComponent(name)}`);
      expect(response.statusCode, name).toBe(404);
      expect(response.json().code).toBe('shop_not_found');
    }
  });

  it('answers 400 for bad filters', async () => {
    expect((await get('/api/products/filter-by-shop/pixel-corner?sort=cheap')).statusCode).toBe(400);
  });
});
