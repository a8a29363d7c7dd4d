import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceSettings, orderLines, orders, products, sellers } from '../../db/schema/index.ts';
import {
  type BrandRow,
  type CategoryRow,
  createBrand,
  createCategory,
  createProduct,
  createSubCategory,
  type ProductRow,
  type SubCategoryRow,
} from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { asUser, orderRequest, putInCart, sampleAddress } from '../orders/orders.test-support.ts';
import { uploadTestImage } from '../uploads/uploads.test-support.ts';
import { createTestUser, type TestUser } from '../users/users.test-support.ts';
import { createTestSeller, type TestSeller } from './seller-dashboard.test-support.ts';

let t: TestApp;
let dataDir: string;
let admin: TestUser;
let customer: TestUser;
let alpha: TestSeller;
let beta: TestSeller;
let category: CategoryRow;
let subCategory: SubCategoryRow;
let otherSub: SubCategoryRow;
let brand: BrandRow;
let betaProduct: ProductRow;
let image: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'seller-test-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  const db = t.database.db;
  admin = await createTestUser(t.app, { role: 'admin' });
  customer = await createTestUser(t.app, { fullName: 'Carla Customer' });
  alpha = await createTestSeller(t.app, { shopName: 'Alpha Goods' });
  beta = await createTestSeller(t.app, { shopName: 'Beta Wares' });
  category = await createCategory(db, { name: 'Audio' });
  subCategory = await createSubCategory(db, { category, name: 'Headphones' });
  otherSub = await createSubCategory(db, { name: 'Lamps' });
  brand = await createBrand(db, { name: 'Sonic' });
  betaProduct = await createProduct(db, {
    seller: beta.shop,
    category,
    name: 'Beta Speaker',
    priceCents: 5000,
  });
  image = await uploadTestImage(t.app, alpha);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

function newProduct(overrides: Record<string, unknown> = {}) {
  return {
    productName: 'Studio Headphones',
    description: '<p>Great <strong>sound</strong><script>alert(1)</script><img src=x onerror=alert(1)></p>',
    images: [image],
    price: 129.99,
    offerPrice: 99.5,
    stock: 12,
    sku: `SKU-${Math.random().toString(36).slice(2, 10)}`,
    weight: 350,
    catSlug: category.slug,
    subCatSlug: subCategory.slug,
    brandSlug: brand.slug,
    seoTitle: 'Studio headphones',
    seoDescription: 'Closed-back studio headphones',
    ...overrides,
  };
}

async function productRow(slug: string) {
  const [row] = await t.database.db.select().from(products).where(eq(products.slug, slug));
  return row;
}

describe('access to /api/seller/*', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/seller/shop'],
    ['PATCH', '/api/seller/shop', { description: 'Hi' }],
    ['GET', '/api/seller/products'],
    ['POST', '/api/seller/products', {}],
    ['GET', '/api/seller/products/whatever'],
    ['PATCH', '/api/seller/products/whatever', { stock: 1 }],
    ['POST', '/api/seller/products/whatever/deactivate'],
    ['POST', '/api/seller/products/whatever/activate'],
    ['GET', '/api/seller/order-lines'],
    ['PATCH', '/api/seller/order-lines/whatever', { line_status: 'shipped' }],
    ['GET', '/api/seller/earnings'],
  ];

  it.each(calls)('%s %s: 401 visitor, 403 customer, 403 admin without a shop', async (method, url, body) => {
    const send = (user?: TestUser) => asUser(t.app, user).request(method as 'GET', url, body);
    const visitor = await send();
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ statusCode: 401, code: 'unauthorized' });
    const asCustomer = await send(customer);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    const asAdmin = await send(admin);
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().code).toBe('no_shop');
  });

  it('works with a bearer token as well as the cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/seller/shop', headers: alpha.bearer });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ shop_name: 'Alpha Goods', seller_slug: alpha.slug });
  });
});

describe('shop profile', () => {
  it('updates logo, cover, description, address and contacts of the own shop only', async () => {
    const cover = await uploadTestImage(t.app, alpha, 1600, 400);
    const response = await asUser(t.app, alpha).patch('/api/seller/shop', {
      shop_logo: image,
      shop_cover: cover,
      description: 'Good things.',
      shop_address: '2 Low Road',
      contact_email: 'hello@alpha.example',
      contact_phone: '+1 555 0111',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      shop_logo: image,
      shop_cover: cover,
      description: 'Good things.',
      shop_address: '2 Low Road',
      // A new contact address waits for its confirmation link; order mail stays on the proven one.
      contact_email: alpha.email,
      pending_contact_email: 'hello@alpha.example',
      contact_phone: '+1 555 0111',
    });
    const [betaShop] = await t.database.db.select().from(sellers).where(eq(sellers.id, beta.shop.id));
    expect(betaShop?.description).toBe('A test shop.');
  });

  it('refuses images that were not uploaded here and unknown fields', async () => {
    const foreign = await asUser(t.app, alpha).patch('/api/seller/shop', {
      shop_logo: 'https://tracker.example/x.png',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('unknown_image');
    const renamed = await asUser(t.app, alpha).patch('/api/seller/shop', { shop_name: 'Renamed' });
    expect(renamed.statusCode).toBe(400);
  });
});

describe('products', () => {
  it('creates a pending product: dollars to cents, sanitized description, taxonomy by slug', async () => {
    const response = await asUser(t.app, alpha).post('/api/seller/products', newProduct());
    expect(response.statusCode).toBe(201);
    const product = response.json();
    expect(product).toMatchObject({
      productName: 'Studio Headphones',
      price: 129.99,
      offerPrice: 99.5,
      imageURL: [image],
      catSlug: category.slug,
      subCatSlug: subCategory.slug,
      brandSlug: brand.slug,
      seller_slug: alpha.slug,
      stock: 12,
      weight: 350,
      status: 'active',
      approvalStatus: 'pending',
      approvalNote: null,
    });
    expect(product.description).toBe('<p>Great <strong>sound</strong></p>');
    const row = await productRow(product.slug);
    expect(row).toMatchObject({ priceCents: 12999, offerPriceCents: 9950, sellerId: alpha.shop.id });

    // Pending products are invisible to shoppers, visible to their seller.
    expect((await asUser(t.app).get(`/api/products/${product.slug}`)).statusCode).toBe(404);
    expect((await asUser(t.app, alpha).get(`/api/products/${product.slug}`)).statusCode).toBe(200);
  });

  it('validates prices, images, taxonomy and SKU', async () => {
    const caller = asUser(t.app, alpha);
    const cases: [Record<string, unknown>, number, string?][] = [
      [{ offerPrice: 129.99 }, 400],
      [{ offerPrice: 200 }, 400],
      [{ price: 0 }, 400],
      [{ price: 10.555 }, 400],
      [{ stock: -1 }, 400],
      [{ stock: 1.5 }, 400],
      [{ images: [] }, 400],
      [{ images: Array.from({ length: 9 }, () => image) }, 400],
      [{ images: ['https://elsewhere.example/a.jpg'] }, 400, 'unknown_image'],
      [{ catSlug: 'no-such-category' }, 400, 'unknown_category'],
      [{ subCatSlug: otherSub.slug }, 400, 'sub_category_mismatch'],
      [{ brandSlug: 'no-such-brand' }, 400, 'unknown_brand'],
      [{ sellerId: beta.shop.id }, 400],
      [{ approvalStatus: 'approved' }, 400],
    ];
    for (const [overrides, status, code] of cases) {
      const response = await caller.post('/api/seller/products', newProduct(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(status);
      if (code) expect(response.json().code).toBe(code);
    }
    const sku = 'UNIQUE-SKU-1';
    expect((await caller.post('/api/seller/products', newProduct({ sku }))).statusCode).toBe(201);
    const duplicate = await asUser(t.app, beta).post('/api/seller/products', newProduct({ sku }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('sku_taken');
  });

  it('lists only the own shop’s products, with search and status filters', async () => {
    const response = await asUser(t.app, alpha).get('/api/seller/products?limit=100');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBeGreaterThan(0);
    expect(body.items.every((item: { seller_slug: string }) => item.seller_slug === alpha.slug)).toBe(true);
    expect(body.items.some((item: { slug: string }) => item.slug === betaProduct.slug)).toBe(false);
    const pending = await asUser(t.app, alpha).get('/api/seller/products?status=pending&search=studio');
    expect(
      pending.json().items.every((item: { approvalStatus: string }) => item.approvalStatus === 'pending'),
    ).toBe(true);
    expect((await asUser(t.app, alpha).get('/api/seller/products?limit=101')).statusCode).toBe(400);
    expect((await asUser(t.app, alpha).get('/api/seller/products?page=0')).statusCode).toBe(400);
  });

  it("refuses another shop's product with 403 and changes nothing; unknown is 404", async () => {
    const before = await productRow(betaProduct.slug);
    const caller = asUser(t.app, alpha);
    for (const response of [
      await caller.get(`/api/seller/products/${betaProduct.slug}`),
      await caller.patch(`/api/seller/products/${betaProduct.slug}`, { stock: 0, productName: 'Hijacked' }),
      await caller.post(`/api/seller/products/${betaProduct.slug}/deactivate`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ statusCode: 403, code: 'not_your_product' });
    }
    expect(await productRow(betaProduct.slug)).toEqual(before);
    expect((await caller.get('/api/seller/products/no-such-product')).statusCode).toBe(404);
    expect((await caller.patch('/api/seller/products/no-such-product', { stock: 1 })).statusCode).toBe(404);
    expect((await caller.post('/api/seller/products/no-such-product/deactivate')).statusCode).toBe(404);
  });

  it('keeps an approved product approved through content, stock and price edits (decision 0021)', async () => {
    const created = (await asUser(t.app, alpha).post('/api/seller/products', newProduct())).json();
    await t.database.db
      .update(products)
      .set({ approvalStatus: 'approved' })
      .where(eq(products.slug, created.slug));

    const stock = await asUser(t.app, alpha).patch(`/api/seller/products/${created.slug}`, {
      stock: 3,
      price: 120,
    });
    expect(stock.statusCode).toBe(200);
    expect(stock.json()).toMatchObject({
      stock: 3,
      price: 120,
      offerPrice: 99.5,
      approvalStatus: 'approved',
    });

    const tooHighOffer = await asUser(t.app, alpha).patch(`/api/seller/products/${created.slug}`, {
      price: 90,
    });
    expect(tooHighOffer.statusCode).toBe(400);
    expect(tooHighOffer.json().code).toBe('invalid_offer_price');

    const renamed = await asUser(t.app, alpha).patch(`/api/seller/products/${created.slug}`, {
      productName: 'Studio Headphones II',
      description: '<h2>New</h2><a href="javascript:alert(1)">x</a><a href="https://ok.example/">ok</a>',
    });
    expect(renamed.statusCode).toBe(200);
    // Decision 0021: the approved product stays on sale; the change waits in the "recently edited" queue.
    expect(renamed.json()).toMatchObject({ productName: 'Studio Headphones II', approvalStatus: 'approved' });
    expect(renamed.json().description).toBe(
      '<h3>New</h3><a>x</a><a href="https://ok.example/" rel="nofollow noopener noreferrer">ok</a>',
    );

    const moved = await asUser(t.app, alpha).patch(`/api/seller/products/${created.slug}`, {
      catSlug: otherSub.slug,
    });
    expect(moved.statusCode).toBe(400);
    const empty = await asUser(t.app, alpha).patch(`/api/seller/products/${created.slug}`, {});
    expect(empty.statusCode).toBe(400);
  });

  it('deactivates and reactivates the own product without touching its approval', async () => {
    const created = (await asUser(t.app, alpha).post('/api/seller/products', newProduct())).json();
    const off = await asUser(t.app, alpha).post(`/api/seller/products/${created.slug}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ status: 'inactive', approvalStatus: 'pending' });
    const on = await asUser(t.app, alpha).post(`/api/seller/products/${created.slug}/activate`);
    expect(on.json()).toMatchObject({ status: 'active' });
  });

  it('approves new products at once when the admin turned auto-approval on', async () => {
    await t.database.db.update(marketplaceSettings).set({ autoApproveProducts: true });
    try {
      const created = await asUser(t.app, alpha).post('/api/seller/products', newProduct());
      expect(created.json().approvalStatus).toBe('approved');
      expect((await asUser(t.app).get(`/api/products/${created.json().slug}`)).statusCode).toBe(200);
      const edited = await asUser(t.app, alpha).patch(`/api/seller/products/${created.json().slug}`, {
        productName: 'Renamed while auto-approving',
      });
      expect(edited.json().approvalStatus).toBe('approved');
    } finally {
      await t.database.db.update(marketplaceSettings).set({ autoApproveProducts: false });
    }
  });
});

describe('order lines and earnings', () => {
  let orderSlug: string;
  let alphaLine: string;
  let betaLine: string;
  let alphaProduct: ProductRow;

  beforeAll(async () => {
    const db = t.database.db;
    alphaProduct = await createProduct(db, {
      seller: alpha.shop,
      category,
      name: 'Alpha Amp',
      priceCents: 2_000,
      offerPriceCents: 1_555,
    });
    await putInCart(db, customer, alphaProduct, 2);
    await putInCart(db, customer, betaProduct, 1);
    // The order is placed while the marketplace takes 12.5%; each line keeps that rate.
    await db.update(marketplaceSettings).set({ commissionRateBps: 1250 });
    const placed = await orderRequest(asUser(t.app, customer), customer);
    await db.update(marketplaceSettings).set({ commissionRateBps: 1000 });
    expect(placed.statusCode).toBe(201);
    orderSlug = placed.json().data.slug;
    const lines = await db
      .select()
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orders.slug, orderSlug));
    alphaLine = lines.find((line) => line.order_lines.sellerId === alpha.shop.id)!.order_lines.slug;
    betaLine = lines.find((line) => line.order_lines.sellerId === beta.shop.id)!.order_lines.slug;
  });

  async function lineStatus(slug: string) {
    const [row] = await t.database.db.select().from(orderLines).where(eq(orderLines.slug, slug));
    return row?.lineStatus;
  }
  async function order() {
    const [row] = await t.database.db.select().from(orders).where(eq(orders.slug, orderSlug));
    return row!;
  }

  it('lists only the own lines, with the order, buyer name and shipping address', async () => {
    const response = await asUser(t.app, alpha).get('/api/seller/order-lines');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      slug: alphaLine,
      order_slug: orderSlug,
      productName: 'Alpha Amp',
      quantity: 2,
      price: 20,
      offerPrice: 15.55,
      lineTotal: 31.1,
      line_status: 'pending',
      buyer: { slug: customer.slug, name: sampleAddress.name },
      address: { city: sampleAddress.city, address: sampleAddress.address },
    });
    expect(
      (await asUser(t.app, alpha).get('/api/seller/order-lines?status=delivered')).json().items,
    ).toHaveLength(0);
  });

  it("refuses to move another seller's line (403, nothing changed); unknown line 404", async () => {
    const response = await asUser(t.app, alpha).patch(`/api/seller/order-lines/${betaLine}`, {
      line_status: 'processing',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('not_your_order_line');
    expect(await lineStatus(betaLine)).toBe('pending');
    expect(
      (await asUser(t.app, alpha).patch('/api/seller/order-lines/nope', { line_status: 'processing' }))
        .statusCode,
    ).toBe(404);
  });

  it('moves lines one allowed step at a time and rolls the order up when all lines agree', async () => {
    const alphaCaller = asUser(t.app, alpha);
    const betaCaller = asUser(t.app, beta);
    const skip = await alphaCaller.patch(`/api/seller/order-lines/${alphaLine}`, { line_status: 'shipped' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().code).toBe('invalid_status_transition');
    expect(
      (await alphaCaller.patch(`/api/seller/order-lines/${alphaLine}`, { line_status: 'cancelled' }))
        .statusCode,
    ).toBe(400);

    const processing = await alphaCaller.patch(`/api/seller/order-lines/${alphaLine}`, {
      line_status: 'processing',
    });
    expect(processing.statusCode).toBe(200);
    expect(processing.json()).toMatchObject({ line_status: 'processing', order_status: 'pending' });
    expect((await order()).orderStatus).toBe('pending');

    expect(
      (await betaCaller.patch(`/api/seller/order-lines/${betaLine}`, { line_status: 'processing' }))
        .statusCode,
    ).toBe(200);
    expect((await order()).orderStatus).toBe('processing');

    for (const status of ['shipped', 'delivered'] as const) {
      expect(
        (await alphaCaller.patch(`/api/seller/order-lines/${alphaLine}`, { line_status: status })).statusCode,
      ).toBe(200);
    }
    expect((await order()).orderStatus).toBe('processing');
    await betaCaller.patch(`/api/seller/order-lines/${betaLine}`, { line_status: 'shipped' });
    expect((await order()).orderStatus).toBe('shipped');
    const last = await betaCaller.patch(`/api/seller/order-lines/${betaLine}`, { line_status: 'delivered' });
    expect(last.json()).toMatchObject({
      line_status: 'delivered',
      order_status: 'delivered',
      payment_status: 'success',
    });
    expect(await order()).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'success' });

    const back = await alphaCaller.patch(`/api/seller/order-lines/${alphaLine}`, { line_status: 'shipped' });
    expect(back.statusCode).toBe(409);
  });

  it('reports earnings from the ledger: gross, commission at the rate of the order, shipping, net', async () => {
    await t.database.db.update(marketplaceSettings).set({ commissionRateBps: 2000 });
    try {
      const response = await asUser(t.app, alpha).get('/api/seller/earnings');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      // The rate is 20% now, but the order was placed at 12.5%, and past earnings never change:
      // 2 × $15.55 = $31.10; 12.5% = $3.8875, rounded down to $3.88. Alpha's lines stay under $50, so its
      // buyer paid it $4.99 shipping (no commission on it): net = 31.10 − 3.88 + 4.99 = 32.21, all payable.
      expect(body.commissionRateBps).toBe(2000);
      expect(body.totals).toMatchObject({
        gross: 31.1,
        sellerDiscounts: 0,
        commission: 3.88,
        shipping: 4.99,
        net: 32.21,
        pending: 0,
        payable: 32.21,
        orders: 1,
        units: 2,
      });
      expect(body.byOrder.items).toEqual([
        expect.objectContaining({
          order_slug: orderSlug,
          gross: 31.1,
          commission: 3.88,
          net: 32.21,
          units: 2,
        }),
      ]);
      expect(body.byMonth).toEqual([
        expect.objectContaining({
          month: new Date().toISOString().slice(0, 7),
          gross: 31.1,
          commission: 3.88,
          net: 32.21,
        }),
      ]);
      expect(body.rule).toContain('From the ledger');

      const betaEarnings = (await asUser(t.app, beta).get('/api/seller/earnings')).json();
      // Beta's $50 line is its own; Alpha's numbers never show there.
      expect(betaEarnings.totals).toMatchObject({ gross: 50, commission: 6.25, shipping: 0, net: 43.75 });
    } finally {
      await t.database.db.update(marketplaceSettings).set({ commissionRateBps: 1000 });
    }
  });
});
