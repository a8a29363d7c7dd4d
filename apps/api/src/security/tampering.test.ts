/**
 * Tampering (SECURITY.md): hostile quantities, client-sent prices/totals/roles/sellers/statuses, coupons that must
 * not apply, and products that must not be sold. A tampered request counts as ACCEPTED when it took effect:
 * a 2xx that changed the cart, created an order, raised a role or applied a refused coupon. Afterwards every
 * order in the database is priced again from its own rows (docs/shipping.md) and compared.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { desc, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, coupons, orderLines, orders, products, sellers, users } from '../db/schema/index.ts';
import { asUser, type Caller, createCoupon, sampleAddress } from '../modules/orders/orders.test-support.ts';
import {
  createTestSeller,
  type TestSeller,
} from '../modules/seller-dashboard/seller-dashboard.test-support.ts';
import { uploadTestImage } from '../modules/uploads/uploads.test-support.ts';
import { createTestUser, type TestUser } from '../modules/users/users.test-support.ts';
import { createCategory, createProduct, type ProductRow } from '../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

/** docs/shipping.md, restated here on purpose: the check must not share the code it checks. */
const SHIPPING_PER_SHOP_CENTS = 499;
const FREE_SHIPPING_FROM_CENTS = 5_000;

const HOSTILE_QUANTITIES: unknown[] = [0, -1, 1.5, '1', 1e21, 2 ** 53, null];

let t: TestApp;
let buyer: TestUser;
let as: Caller;
let shop1: TestSeller;
let shop2: TestSeller;
let closedShop: TestSeller;
let categorySlug: string;
let dataDir: string;
const goods: Record<'one' | 'two', ProductRow> = {} as never;
const unsellable: Record<string, ProductRow> = {};
const tampered: { label: string; status: number; accepted: boolean }[] = [];
const figures = { tamperedSent: 0, tamperedAccepted: 0, ordersChecked: 0, ordersMispriced: 0 };

function record(label: string, response: LightMyRequestResponse, accepted: boolean) {
  figures.tamperedSent += 1;
  if (accepted) figures.tamperedAccepted += 1;
  tampered.push({ label, status: response.statusCode, accepted });
}

async function cartRows() {
  return JSON.stringify(
    await t.app.db.select().from(carts).where(eq(carts.userId, buyer.id)).orderBy(carts.id),
  );
}

async function orderCount() {
  return (await t.app.db.select({ id: orders.id }).from(orders)).length;
}

async function emptyCart() {
  await t.app.db.delete(carts).where(eq(carts.userId, buyer.id));
}

async function fillCart(items: [ProductRow, number][]) {
  await emptyCart();
  await t.app.db
    .insert(carts)
    .values(items.map(([product, quantity]) => ({ userId: buyer.id, productId: product.id, quantity })));
}

function placeOrder(extra: Record<string, unknown> = {}) {
  return as.post('/api/orders', {
    user_slug: buyer.slug,
    address: sampleAddress,
    payment_method: 'cod',
    ...extra,
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tampering-test-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  buyer = await createTestUser(t.app);
  as = asUser(t.app, buyer);
  shop1 = await createTestSeller(t.app);
  shop2 = await createTestSeller(t.app);
  closedShop = await createTestSeller(t.app);
  const category = await createCategory(t.app.db);
  categorySlug = category.slug;
  const db = t.app.db;
  goods.one = await createProduct(db, {
    seller: shop1.shop,
    category,
    priceCents: 3_000,
    offerPriceCents: 2_500,
    stock: 100,
  });
  goods.two = await createProduct(db, { seller: shop2.shop, category, priceCents: 6_000, stock: 100 });
  unsellable.inactive = await createProduct(db, { seller: shop1.shop, category, status: 'inactive' });
  unsellable.pending = await createProduct(db, { seller: shop1.shop, category, approvalStatus: 'pending' });
  unsellable.rejected = await createProduct(db, { seller: shop1.shop, category, approvalStatus: 'rejected' });
  unsellable.outOfStock = await createProduct(db, { seller: shop1.shop, category, stock: 0 });
  unsellable.closedShop = await createProduct(db, { seller: closedShop.shop, category, stock: 10 });
  // Deactivated after the product was listed, as an admin would.
  await db.update(sellers).set({ status: 'inactive' }).where(eq(sellers.id, closedShop.shop.id));
}, 60_000);

afterAll(async () => {
  console.log(
    `tampering: ${figures.tamperedSent} tampered requests, accepted ${figures.tamperedAccepted}; ${figures.ordersChecked} orders re-priced, total differs ${figures.ordersMispriced}`,
  );
  const accepted = tampered.filter((entry) => entry.accepted);
  if (accepted.length)
    console.log(accepted.map((entry) => `accepted: ${entry.label} → ${entry.status}`).join('\n'));
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('tampering', () => {
  it('refuses hostile quantities on every cart call and leaves the cart as it was', async () => {
    await fillCart([[goods.two, 1]]);
    const [line] = await t.app.db.select().from(carts).where(eq(carts.userId, buyer.id));
    for (const quantity of HOSTILE_QUANTITIES) {
      const calls: [string, () => Promise<LightMyRequestResponse>][] = [
        [
          'POST /api/cart',
          () => as.post('/api/cart', { user_slug: buyer.slug, product_slug: goods.one.slug, quantity }),
        ],
        ['PATCH /api/cart', () => as.patch(`/api/cart?cart_slug=${line?.cartSlug}`, { quantity })],
        [
          'POST /api/cart/merge',
          () =>
            as.post('/api/cart/merge', {
              user_slug: buyer.slug,
              items: [{ product_slug: goods.one.slug, quantity }],
            }),
        ],
      ];
      for (const [label, call] of calls) {
        const before = await cartRows();
        const response = await call();
        const changed = (await cartRows()) !== before;
        record(
          `${label} quantity ${JSON.stringify(quantity)}`,
          response,
          changed || response.statusCode < 400,
        );
        expect(response.statusCode, `${label} ${JSON.stringify(quantity)}`).toBe(400);
        expect(response.json()).toMatchObject({ statusCode: 400, code: expect.any(String) });
      }
    }
  });

  it('ignores the totals the original client sends and refuses other client-sent prices, roles, sellers and statuses', async () => {
    // What the original client sends with an order (docs/api.md): accepted, never trusted. The order is priced
    // from the database; the last test checks every stored order against the lines, shipping and coupon.
    const ignored: Record<string, unknown>[] = [
      { total: 0.01 },
      { subTotal: 0 },
      { discount: 999 },
      { shipping: 0 },
      { shippingCost: 0 },
      { product_list: [{ product_slug: goods.one.slug, price: 0.01, quantity: 1 }] },
    ];
    for (const fields of ignored) {
      await fillCart([[goods.one, 1]]);
      const response = await placeOrder(fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(201);
      const [order] = await t.app.db.select().from(orders).orderBy(desc(orders.id)).limit(1);
      const serverPrice = goods.one.offerPriceCents ?? goods.one.priceCents;
      record(`POST /api/orders ${JSON.stringify(fields)}`, response, order?.subtotalCents !== serverPrice);
      expect(order?.subtotalCents, JSON.stringify(fields)).toBe(serverPrice);
    }
    const refused: Record<string, unknown>[] = [
      { price: 0.01 },
      { role: 'admin' },
      { seller_slug: shop2.shop.shopSlug },
      { shop: shop2.shop.shopSlug },
      { order_status: 'delivered' },
      { status: 'delivered' },
      { payment_status: 'success' },
    ];
    await fillCart([[goods.one, 1]]);
    for (const fields of [...refused, ...ignored]) {
      if (refused.includes(fields)) {
        const ordersBefore = await orderCount();
        const response = await placeOrder(fields);
        record(`POST /api/orders ${JSON.stringify(fields)}`, response, (await orderCount()) !== ordersBefore);
        // Fields the original client never sent stay unknown keys: a 400, never silently priced.
        expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      }
      const cartBefore = await cartRows();
      const add = await as.post('/api/cart', {
        user_slug: buyer.slug,
        product_slug: goods.two.slug,
        ...fields,
      });
      record(`POST /api/cart ${JSON.stringify(fields)}`, add, (await cartRows()) !== cartBefore);
      expect(add.statusCode).toBe(400);
    }
  });

  it('never lets a body raise a role, approve a product or change a shop’s standing', async () => {
    const email = `tamper-${Date.now()}@example.test`;
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: { origin: 'http://localhost', 'content-type': 'application/json' },
      payload: {
        fullName: 'Tamper Tom',
        email,
        password: 'Tamper-pass-2023!',
        role: 'admin',
        status: 'active',
      },
    });
    const [registered] = await t.app.db.select().from(users).where(eq(users.email, email));
    record(
      'POST /api/users/register role admin',
      register,
      registered?.role === 'admin' || registered?.role === 'seller',
    );
    expect(registered?.role ?? 'buyer').toBe('buyer');

    const profile = await as.patch('/api/users/update-profile-info', {
      fullName: 'Still A Buyer',
      role: 'admin',
      emailVerified: true,
      status: 'active',
    });
    const [me] = await t.app.db.select().from(users).where(eq(users.id, buyer.id));
    record('PATCH /api/users/update-profile-info role admin', profile, me?.role !== 'buyer');
    expect(me?.role).toBe('buyer');

    const asSeller = asUser(t.app, shop1);
    const shopBefore = JSON.stringify(
      await t.app.db.select().from(sellers).where(eq(sellers.id, shop1.shop.id)),
    );
    for (const fields of [
      { status: 'inactive' },
      { commissionRateBps: 0 },
      { shop_slug: 'taken-over' },
      { user_id: buyer.id },
    ]) {
      const response = await asSeller.patch('/api/seller/shop', { description: 'Tampered?', ...fields });
      const shopAfter = JSON.stringify(
        await t.app.db.select().from(sellers).where(eq(sellers.id, shop1.shop.id)),
      );
      record(`PATCH /api/seller/shop ${JSON.stringify(fields)}`, response, shopAfter !== shopBefore);
      expect(response.statusCode).toBe(400);
    }

    const productBody = {
      productName: 'Tampered product',
      description: '<p>x</p>',
      images: [await uploadTestImage(t.app, shop1)],
      price: 10,
      stock: 5,
      catSlug: categorySlug,
    };
    // Control: the same body without the tampered field is accepted, so each 400 below is the field's.
    expect((await asSeller.post('/api/seller/products', productBody)).statusCode).toBe(201);
    expect((await asSeller.patch('/api/seller/shop', { description: 'Honest' })).statusCode).toBe(200);
    for (const fields of [
      { approvalStatus: 'approved' },
      { approval_status: 'approved' },
      { status: 'active' },
      { seller_slug: shop2.shop.shopSlug },
      { sellerId: shop2.shop.id },
      { rating: 5 },
    ]) {
      const before = (await t.app.db.select({ id: products.id }).from(products)).length;
      const response = await asSeller.post('/api/seller/products', { ...productBody, ...fields });
      const created = (await t.app.db.select({ id: products.id }).from(products)).length !== before;
      record(`POST /api/seller/products ${JSON.stringify(fields)}`, response, created);
      expect(response.statusCode).toBe(400);
    }
  });

  it('refuses expired, not started, used-up, inactive and other shops’ coupons', async () => {
    const day = 86_400_000;
    const refused = {
      expired: await createCoupon(t.app.db, {
        expiresAt: new Date(Date.now() - day),
        startsAt: new Date(Date.now() - 2 * day),
      }),
      notStarted: await createCoupon(t.app.db, {
        startsAt: new Date(Date.now() + day),
        expiresAt: new Date(Date.now() + 2 * day),
      }),
      usedUp: await createCoupon(t.app.db, { itemsNumber: 3, applyQty: 3 }),
      inactive: await createCoupon(t.app.db, { status: 'inactive' }),
      otherShop: await createCoupon(t.app.db, { sellerId: shop2.shop.id }),
      belowMinimum: await createCoupon(t.app.db, { minimumPurchaseCents: 1_000_000 }),
    };
    await fillCart([[goods.one, 1]]);
    for (const [name, coupon] of Object.entries(refused)) {
      for (const code of [coupon.code, coupon.code.toLowerCase(), ` ${coupon.code} `]) {
        const apply = await as.get(
          `/api/coupon/apply/couponCode?code=${encodeURIComponent(code)}&user_slug=${buyer.slug}`,
        );
        record(`coupon apply ${name}`, apply, apply.statusCode < 400);
        expect(apply.statusCode, `${name} apply`).toBe(400);
        const quote = await as.get(
          `/api/orders/quote?user_slug=${buyer.slug}&coupon_code=${encodeURIComponent(code)}`,
        );
        record(`quote with ${name}`, quote, quote.statusCode < 400);
        const before = await orderCount();
        const order = await placeOrder({ coupon_code: code });
        record(`order with ${name}`, order, (await orderCount()) !== before);
        expect(order.statusCode, `${name} order`).toBe(400);
      }
    }
    // A per-user limit of 1: the second order with the same coupon is refused.
    const once = await createCoupon(t.app.db, { perUserLimit: 1, value: 10 });
    expect((await placeOrder({ coupon_code: once.code })).statusCode).toBe(201);
    await fillCart([[goods.one, 1]]);
    const again = await placeOrder({ coupon_code: once.code });
    const used = await t.app.db.select().from(orders).where(eq(orders.couponCode, once.code));
    record('order reusing a once-per-user coupon', again, used.length > 1);
    expect(again.statusCode).toBe(400);
  });

  it('sells no inactive, unapproved, out-of-stock or closed-shop product, nor more than the stock', async () => {
    for (const [name, product] of Object.entries(unsellable)) {
      await emptyCart();
      const add = await as.post('/api/cart', { user_slug: buyer.slug, product_slug: product.slug });
      record(`cart add ${name}`, add, add.statusCode < 400);
      expect(add.statusCode, `cart add ${name}`).toBeGreaterThanOrEqual(400);
      // The cart may hold it from before it became unsellable: the order must still refuse it.
      await fillCart([[product, 1]]);
      const order = await placeOrder();
      const sold = await t.app.db.select().from(orderLines).where(eq(orderLines.productId, product.id));
      record(`order ${name}`, order, sold.length > 0);
      expect(sold, name).toEqual([]);
      expect(order.statusCode, `order ${name}`).toBeGreaterThanOrEqual(400);
    }
    await fillCart([[goods.one, 101]]);
    const tooMany = await placeOrder();
    const [stock] = await t.app.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, goods.one.id));
    record('order beyond stock', tooMany, tooMany.statusCode < 400);
    expect(tooMany.statusCode).toBeGreaterThanOrEqual(400);
    expect(stock?.stock).toBeGreaterThanOrEqual(0);
  });

  it('prices every order exactly as the lines, shipping rule and coupon say', async () => {
    const percent = await createCoupon(t.app.db, { kind: 'percent', value: 15, perUserLimit: null });
    const shopAmount = await createCoupon(t.app.db, {
      kind: 'amount',
      value: 700,
      sellerId: shop1.shop.id,
      perUserLimit: null,
    });
    const baskets: [[ProductRow, number][], string | undefined][] = [
      [[[goods.one, 1]], undefined],
      [
        [
          [goods.one, 2],
          [goods.two, 1],
        ],
        percent.code,
      ],
      [
        [
          [goods.one, 1],
          [goods.two, 1],
        ],
        shopAmount.code,
      ],
      [[[goods.one, 3]], percent.code],
    ];
    for (const [items, coupon] of baskets) {
      await fillCart(items);
      const response = await placeOrder(coupon ? { coupon_code: coupon } : {});
      expect(response.statusCode, response.body).toBe(201);
    }

    const allOrders = await t.app.db.select().from(orders);
    const lines = await t.app.db
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          allOrders.map((o) => o.id),
        ),
      );
    const allCoupons = await t.app.db.select().from(coupons);
    const catalogue = new Map((await t.app.db.select().from(products)).map((p) => [p.id, p]));
    for (const order of allOrders) {
      figures.ordersChecked += 1;
      const own = lines.filter((line) => line.orderId === order.id);
      const bySeller = new Map<number, number>();
      for (const line of own) {
        // The snapshot is the catalogue's price, whatever the client said (no price changed during the test).
        const product = line.productId === null ? undefined : catalogue.get(line.productId);
        expect(line.priceCents).toBe(product?.priceCents);
        const unit = line.offerPriceCents ?? line.priceCents;
        bySeller.set(line.sellerId, (bySeller.get(line.sellerId) ?? 0) + unit * line.quantity);
      }
      const subtotal = [...bySeller.values()].reduce((sum, value) => sum + value, 0);
      const shipping = [...bySeller.values()].reduce(
        (sum, value) => sum + (value >= FREE_SHIPPING_FROM_CENTS ? 0 : SHIPPING_PER_SHOP_CENTS),
        0,
      );
      const coupon = allCoupons.find((c) => c.code === order.couponCode);
      let discount = 0;
      if (coupon) {
        const eligible = coupon.sellerId === null ? subtotal : (bySeller.get(coupon.sellerId) ?? 0);
        const raw =
          coupon.discountKind === 'percent'
            ? Math.floor((eligible * coupon.discountValue) / 100)
            : coupon.discountValue;
        discount = Math.min(raw, eligible);
      }
      const expected = { subtotal, shipping, discount, total: subtotal - discount + shipping };
      const stored = {
        subtotal: order.subtotalCents,
        shipping: order.shippingCents,
        discount: order.discountCents,
        total: order.totalCents,
      };
      if (JSON.stringify(expected) !== JSON.stringify(stored)) figures.ordersMispriced += 1;
      expect(stored, `order ${order.slug}`).toEqual(expected);
    }
    expect(figures.ordersChecked).toBeGreaterThanOrEqual(5);
    expect(figures.ordersMispriced).toBe(0);
    expect(figures.tamperedAccepted).toBe(0);
  });
});
