import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  couponRedemptions,
  coupons,
  flashSales,
  orderLines,
  orderStatusEvents,
  orders,
  products,
  sellers,
} from '../../db/schema/index.ts';
import {
  createFlashSale,
  createFlashSaleItem,
  createProduct,
  createSeller,
} from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createTestUser, type TestUser } from '../users/users.test-support.ts';
import {
  asUser,
  type Caller,
  cartOf,
  createCoupon,
  orderRequest,
  putInCart,
  sampleAddress,
} from './orders.test-support.ts';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.app, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
});

const stockOf = async (product: { id: number }) =>
  (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id)))[0]
    ?.stock;
const ordersOf = (user: { id: string }) =>
  t.database.db.select().from(orders).where(eq(orders.userId, user.id));

async function buyer(): Promise<{ user: TestUser; as: Caller }> {
  const user = await createTestUser(t.app, { fullName: 'Grace Hopper' });
  return { user, as: asUser(t.app, user) };
}

describe('POST /api/orders', () => {
  it('builds the order from the server cart: copies, server totals, stock down, cart emptied, timeline, mails', async () => {
    const { user, as } = await buyer();
    const shopA = await createSeller(t.database.db, { shopName: 'Alpha Goods' });
    const shopB = await createSeller(t.database.db, { shopName: 'Beta Bits' });
    const lamp = await createProduct(t.database.db, {
      name: 'Desk Lamp',
      priceCents: 3000,
      offerPriceCents: 2500,
      stock: 5,
      seller: shopA,
    });
    const mug = await createProduct(t.database.db, { name: 'Mug', priceCents: 800, stock: 9, seller: shopB });
    await putInCart(t.database.db, user, lamp, 2);
    await putInCart(t.database.db, user, mug, 1);

    const response = await orderRequest(as, user, {}, { 'idempotency-key': 'first-try' });
    expect(response.statusCode).toBe(201);
    const { data, message } = response.json();
    expect(message).toBe('COD Order successful');
    expect(data).toMatchObject({
      user_slug: user.slug,
      subTotal: 58,
      discount: 0,
      shippingCost: 4.99,
      total: 62.99,
      coupon_code: null,
      payment_method: 'cod',
      transaction_id: null,
      order_status: 'pending',
      payment_status: 'pending',
      // The copy as the address contract normalised it (decision 25): E.164 phone, the country's code.
      address: {
        ...sampleAddress,
        phone: '+442079460000',
        country_code: 'GB',
        postal_code: null,
        address_line2: null,
      },
    });
    expect(data.product_list).toEqual([
      expect.objectContaining({
        slug: lamp.slug,
        product_slug: lamp.slug,
        productName: 'Desk Lamp',
        imageURL: [lamp.imageUrls[0]],
        price: 30,
        offerPrice: 25,
        quantity: 2,
        lineTotal: 50,
        seller_slug: shopA.user.slug,
        shop_name: 'Alpha Goods',
        line_status: 'pending',
      }),
      expect.objectContaining({ slug: mug.slug, price: 8, offerPrice: null, quantity: 1, lineTotal: 8 }),
    ]);
    expect(data.status_history).toEqual([expect.objectContaining({ status: 'pending', line_slug: null })]);

    expect(await stockOf(lamp)).toBe(3);
    expect(await stockOf(mug)).toBe(8);
    expect(await cartOf(t.database.db, user)).toHaveLength(0);
    const [row] = await ordersOf(user);
    expect(row).toMatchObject({
      subtotalCents: 5800,
      shippingCents: 499,
      totalCents: 6299,
      idempotencyKey: 'first-try',
    });

    await vi.waitFor(() => {
      const sent = t.app.mailer.outbox().filter((mail) => mail.subject.includes(data.slug));
      expect(sent.map((mail) => mail.to).sort()).toEqual(
        [user.email, shopA.contactEmail, shopB.contactEmail].sort(),
      );
    });
    const sellerMail = t.app.mailer
      .outbox()
      .find((mail) => mail.to === shopB.contactEmail && mail.subject.includes(data.slug));
    expect(sellerMail?.text).toContain('Mug');
    expect(sellerMail?.text).not.toContain('Desk Lamp');
  });

  it('uses the flash-sale price while the sale runs, and the normal price once it has ended', async () => {
    const { user, as } = await buyer();
    const running = await createProduct(t.database.db, { priceCents: 10_000, stock: 5 });
    const ended = await createProduct(t.database.db, { priceCents: 10_000, stock: 5 });
    const sale = await createFlashSale(t.database.db, { endsAt: new Date(Date.now() + 3600_000) });
    await createFlashSaleItem(t.database.db, { flashSale: sale, product: running, salePriceCents: 6000 });
    const oldSale = await createFlashSale(t.database.db, {
      status: 'inactive',
      endsAt: new Date(Date.now() - 3600_000),
    });
    await createFlashSaleItem(t.database.db, { flashSale: oldSale, product: ended, salePriceCents: 1000 });
    await putInCart(t.database.db, user, running, 1);
    await putInCart(t.database.db, user, ended, 1);

    const { data } = (await orderRequest(as, user)).json();
    expect(
      data.product_list.map((line: { price: number; offerPrice: number | null }) => [
        line.price,
        line.offerPrice,
      ]),
    ).toEqual([
      [100, 60],
      [100, null],
    ]);
    expect(data).toMatchObject({ subTotal: 160, shippingCost: 0, total: 160 });
  });

  it("accepts the original storefront's amounts and buyer details and ignores them", async () => {
    const { user, as } = await buyer();
    const product = await createProduct(t.database.db, { priceCents: 2_000, stock: 3 });
    await putInCart(t.database.db, user, product, 2);
    const response = await orderRequest(as, user, {
      product_list: [{ product_slug: product.slug, quantity: 2, price: 0.01 }],
      subTotal: 0.02,
      discount: 999,
      shipping: 0,
      shippingCost: 0,
      total: 0.01,
      user_name: 'Someone Else',
      user_email: 'someone@else.example',
      user_phone: '000',
      transaction_id: 'forged',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      subTotal: 40,
      discount: 0,
      shippingCost: 4.99,
      total: 44.99,
    });
    expect(response.json().data.transaction_id).not.toBe('forged');
    expect(await stockOf(product)).toBe(1);
  });

  it.each([
    ['price', { price: 1 }],
    ['unitPrice', { unitPrice: 1 }],
  ])('refuses any other unknown key (%s) with 400 and creates nothing', async (field, extra) => {
    const { user, as } = await buyer();
    const product = await createProduct(t.database.db, { stock: 3 });
    await putInCart(t.database.db, user, product, 1);
    const response = await orderRequest(as, user, extra);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(`Unrecognized key: "${field}"`);
    expect(await ordersOf(user)).toHaveLength(0);
    expect(await stockOf(product)).toBe(3);
  });

  it('answers the order exactly as it is read back later (built from the write, not read back)', async () => {
    const { user, as } = await buyer();
    const shopA = await createSeller(t.database.db, { shopName: 'Answer Alpha' });
    const shopB = await createSeller(t.database.db, { shopName: 'Answer Beta' });
    const lamp = await createProduct(t.database.db, {
      priceCents: 3000,
      offerPriceCents: 2500,
      seller: shopA,
    });
    const onSale = await createProduct(t.database.db, { priceCents: 9000, seller: shopB });
    // One flash sale runs at a time: join the running one (an earlier test's) or start it.
    const [running] = await t.database.db.select().from(flashSales).where(eq(flashSales.status, 'active'));
    const sale =
      running ?? (await createFlashSale(t.database.db, { endsAt: new Date(Date.now() + 3600_000) }));
    await createFlashSaleItem(t.database.db, { flashSale: sale, product: onSale, salePriceCents: 6000 });
    const mug = await createProduct(t.database.db, { priceCents: 800, seller: shopA });
    // Three lines over two sellers, one at its offer price and one at its flash-sale price, and a coupon.
    await putInCart(t.database.db, user, lamp, 1);
    await putInCart(t.database.db, user, onSale, 2);
    await putInCart(t.database.db, user, mug, 3);
    const coupon = await createCoupon(t.database.db, { kind: 'amount', value: 500, code: 'ANSWER5' });

    const placed = await orderRequest(
      as,
      user,
      { coupon_code: coupon.code },
      { 'idempotency-key': 'answer' },
    );
    expect(placed.statusCode).toBe(201);
    const answered = placed.json().data;
    expect(answered.product_list.map((line: { quantity: number }) => line.quantity)).toEqual([1, 2, 3]);
    expect(answered.discount).toBe(5);

    const read = await as.get(`/api/orders/${answered.slug}`);
    expect(read.statusCode).toBe(200);
    expect(answered).toEqual(read.json());
    const replayed = await orderRequest(
      as,
      user,
      { coupon_code: coupon.code },
      { 'idempotency-key': 'answer' },
    );
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json().data).toEqual(answered);
  });

  it('refuses card payments while no card provider is configured', async () => {
    const { user, as } = await buyer();
    await putInCart(t.database.db, user, await createProduct(t.database.db), 1);
    const response = await orderRequest(as, user, { payment_method: 'card' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Card payments are not configured',
      code: 'payment_method_unavailable',
    });
    expect(await ordersOf(user)).toHaveLength(0);
  });

  it('refuses an empty cart with 400', async () => {
    const { user, as } = await buyer();
    const response = await orderRequest(as, user);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Your cart is empty', code: 'cart_empty' });
    expect(await ordersOf(user)).toHaveLength(0);
  });

  it('needs exactly one of address_slug and address, each valid', async () => {
    const { user, as } = await buyer();
    await putInCart(t.database.db, user, await createProduct(t.database.db), 1);
    const neither = await as.post('/api/orders', { user_slug: user.slug, payment_method: 'cod' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toContain('Give either address_slug or address');
    const badPhone = await orderRequest(as, user, { address: { ...sampleAddress, phone: 'call me' } });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toContain('address.phone');
  });

  it('uses a saved address of the buyer, never one of someone else (403)', async () => {
    const { user, as } = await buyer();
    const stranger = await createTestUser(t.app);
    const strangers = (
      await asUser(t.app, stranger).post('/api/addresses', { ...sampleAddress, city: 'Paris' })
    ).json();
    const own = (await as.post('/api/addresses', { ...sampleAddress, city: 'Oslo' })).json();
    await putInCart(t.database.db, user, await createProduct(t.database.db), 1);

    const denied = await as.post('/api/orders', {
      user_slug: user.slug,
      address_slug: strangers.slug,
      payment_method: 'cod',
    });
    expect(denied.statusCode).toBe(403);
    expect(await ordersOf(user)).toHaveLength(0);

    const placed = await as.post('/api/orders', {
      user_slug: user.slug,
      address_slug: own.slug,
      payment_method: 'cod',
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.address.city).toBe('Oslo');
  });

  it('answers 409 naming the product without enough stock, and rolls everything back', async () => {
    const { user, as } = await buyer();
    const plenty = await createProduct(t.database.db, { stock: 10 });
    const scarce = await createProduct(t.database.db, { name: 'Rare Vinyl', stock: 5 });
    await putInCart(t.database.db, user, plenty, 2);
    await putInCart(t.database.db, user, scarce, 3);
    await t.database.db.update(products).set({ stock: 2 }).where(eq(products.id, scarce.id));
    const coupon = await createCoupon(t.database.db);

    const response = await orderRequest(as, user, { coupon_code: coupon.code });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'Not enough stock for Rare Vinyl',
      code: 'insufficient_stock',
    });
    expect(await stockOf(plenty)).toBe(10);
    expect(await stockOf(scarce)).toBe(2);
    expect(await cartOf(t.database.db, user)).toHaveLength(2);
    expect(await ordersOf(user)).toHaveLength(0);
    const [after] = await t.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(after?.applyQty).toBe(0);
  });

  it('refuses another user_slug with 403 and creates nothing; an admin may order for a user', async () => {
    const { user } = await buyer();
    const other = await buyer();
    const product = await createProduct(t.database.db, { stock: 4 });
    await putInCart(t.database.db, user, product, 1);
    expect((await orderRequest(other.as, user)).statusCode).toBe(403);
    expect(await ordersOf(user)).toHaveLength(0);
    expect(await stockOf(product)).toBe(4);
    expect((await orderRequest(asUser(t.app, admin), user)).statusCode).toBe(201);
    expect(await ordersOf(user)).toHaveLength(1);
  });

  it('needs a session', async () => {
    expect((await asUser(t.app).post('/api/orders', {})).statusCode).toBe(401);
  });
});

describe('coupons at checkout', () => {
  it('takes the discount, counts the use and records the redemption', async () => {
    const { user, as } = await buyer();
    await putInCart(t.database.db, user, await createProduct(t.database.db, { priceCents: 4000 }), 1);
    const coupon = await createCoupon(t.database.db, { kind: 'amount', value: 1000, code: 'TENNER' });
    const response = await orderRequest(as, user, { coupon_code: 'tenner' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      subTotal: 40,
      discount: 10,
      shippingCost: 4.99,
      total: 34.99,
      coupon_code: 'TENNER',
    });
    const [after] = await t.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(after?.applyQty).toBe(1);
    const redemptions = await t.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id));
    expect(redemptions).toHaveLength(1);

    await putInCart(t.database.db, user, await createProduct(t.database.db, { priceCents: 4000 }), 1);
    const again = await orderRequest(as, user, { coupon_code: 'TENNER' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'coupon_user_limit' });
  });

  it.each([
    [
      'expired',
      { startsAt: new Date(Date.now() - 7200_000), expiresAt: new Date(Date.now() - 3600_000) },
      'coupon_expired',
    ],
    ['exhausted', { itemsNumber: 3, applyQty: 3 }, 'coupon_used_up'],
    ['under its minimum', { minimumPurchaseCents: 100_000 }, 'coupon_minimum_not_met'],
  ])('refuses an %s coupon with 400 and changes nothing', async (_name, input, code) => {
    const { user, as } = await buyer();
    const product = await createProduct(t.database.db, { stock: 3 });
    await putInCart(t.database.db, user, product, 1);
    const coupon = await createCoupon(t.database.db, input);
    const response = await orderRequest(as, user, { coupon_code: coupon.code });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
    expect(await ordersOf(user)).toHaveLength(0);
    expect(await stockOf(product)).toBe(3);
    expect(await cartOf(t.database.db, user)).toHaveLength(1);
  });

  it("refuses another seller's coupon", async () => {
    const { user, as } = await buyer();
    await putInCart(t.database.db, user, await createProduct(t.database.db), 1);
    const shop = await createSeller(t.database.db);
    const coupon = await createCoupon(t.database.db, { sellerId: shop.id });
    const response = await orderRequest(as, user, { coupon_code: coupon.code });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('coupon_not_applicable');
  });
});

describe('GET /api/orders/quote', () => {
  it('prices the cart as the order will, without writing anything', async () => {
    const { user, as } = await buyer();
    const product = await createProduct(t.database.db, { priceCents: 2000, stock: 4 });
    await putInCart(t.database.db, user, product, 2);
    const coupon = await createCoupon(t.database.db, { kind: 'percent', value: 25 });
    const response = await as.get(`/api/orders/quote?user_slug=${user.slug}&coupon_code=${coupon.code}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ subTotal: 40, discount: 10, shippingCost: 4.99, total: 34.99 });
    expect(response.json().sellers).toHaveLength(1);
    expect(await stockOf(product)).toBe(4);
    const [after] = await t.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(after?.applyQty).toBe(0);
  });
});

describe('idempotency', () => {
  it('answers a retry with the same key with the first order (200) and creates nothing', async () => {
    const { user, as } = await buyer();
    const product = await createProduct(t.database.db, { stock: 10 });
    await putInCart(t.database.db, user, product, 2);
    const first = await orderRequest(as, user, {}, { 'idempotency-key': 'checkout-42' });
    expect(first.statusCode).toBe(201);
    await putInCart(t.database.db, user, product, 1);
    const retry = await orderRequest(as, user, {}, { 'idempotency-key': 'checkout-42' });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().data.slug).toBe(first.json().data.slug);
    expect(await ordersOf(user)).toHaveLength(1);
    expect(await stockOf(product)).toBe(8);
    expect(await cartOf(t.database.db, user)).toHaveLength(1);
  });

  it('answers the first order to a retry refused otherwise: emptied cart, a product now out of stock', async () => {
    const { user, as } = await buyer();
    const product = await createProduct(t.database.db, { stock: 10 });
    await putInCart(t.database.db, user, product, 1);
    const first = await orderRequest(as, user, {}, { 'idempotency-key': 'retry-refused' });
    expect(first.statusCode).toBe(201);
    const emptyCartRetry = await orderRequest(as, user, {}, { 'idempotency-key': 'retry-refused' });
    expect(emptyCartRetry.statusCode).toBe(200);
    expect(emptyCartRetry.json().data).toEqual(first.json().data);
    await putInCart(t.database.db, user, await createProduct(t.database.db, { stock: 0 }), 1);
    const soldOutRetry = await orderRequest(as, user, {}, { 'idempotency-key': 'retry-refused' });
    expect(soldOutRetry.statusCode).toBe(200);
    expect(soldOutRetry.json().data.slug).toBe(first.json().data.slug);
    // With another key, the same request is refused as it should be.
    expect((await orderRequest(as, user, {}, { 'idempotency-key': 'another-key' })).statusCode).toBe(409);
    expect(await ordersOf(user)).toHaveLength(1);
  });

  it('creates one order from ten concurrent requests with the same key', async () => {
    const { user, as } = await buyer();
    const product = await createProduct(t.database.db, { stock: 10 });
    await putInCart(t.database.db, user, product, 3);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => orderRequest(as, user, {}, { 'idempotency-key': 'double-click' })),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((response) => response.json().data.slug)).size).toBe(1);
    expect(await ordersOf(user)).toHaveLength(1);
    expect(await stockOf(product)).toBe(7);
  });

  it('keeps keys per user', async () => {
    const a = await buyer();
    const b = await buyer();
    for (const { user } of [a, b])
      await putInCart(t.database.db, user, await createProduct(t.database.db), 1);
    expect((await orderRequest(a.as, a.user, {}, { 'idempotency-key': 'same' })).statusCode).toBe(201);
    expect((await orderRequest(b.as, b.user, {}, { 'idempotency-key': 'same' })).statusCode).toBe(201);
  });
});

describe('the last unit', () => {
  it('goes to exactly one of two concurrent orders; the other gets 409 and the stock stays at zero', async () => {
    const product = await createProduct(t.database.db, { name: 'Last Camera', stock: 1 });
    const a = await buyer();
    const b = await buyer();
    await putInCart(t.database.db, a.user, product, 1);
    await putInCart(t.database.db, b.user, product, 1);
    const responses = await Promise.all([orderRequest(a.as, a.user), orderRequest(b.as, b.user)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused?.json().message).toBe('Not enough stock for Last Camera');
    expect(await stockOf(product)).toBe(0);
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.productId, product.id));
    expect(lines).toHaveLength(1);
  });

  it('sells the last units of a hot item to exactly as many concurrent buyers, whole orders only', {
    timeout: 180_000,
  }, async () => {
    // Thirty buyers at once share checkout transactions (group commit): each order still stands or falls
    // alone, and the ten that find no stock leave nothing behind.
    // On PostgreSQL with variants (each line moves a variant row and, through its trigger, the product row)
    // this took 30–105 s on a loaded 2-core machine (2026-11-26), against 8 s before: the checkout bench of
    // the performance issue measures it; the test checks the outcome, so it gets the time.
    const hot = await createProduct(t.database.db, { name: 'Hot Console', stock: 20 });
    const buyers = await Promise.all(Array.from({ length: 30 }, () => buyer()));
    for (const { user } of buyers) await putInCart(t.database.db, user, hot, 1);
    const responses = await Promise.all(buyers.map(({ as, user }) => orderRequest(as, user)));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(20);
    expect(codes.filter((code) => code === 409)).toHaveLength(10);
    expect(await stockOf(hot)).toBe(0);
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.productId, hot.id));
    expect(lines).toHaveLength(20);
    for (const [index, { user }] of buyers.entries()) {
      const sold = codes[index] === 201;
      expect(await ordersOf(user)).toHaveLength(sold ? 1 : 0);
      expect(await cartOf(t.database.db, user)).toHaveLength(sold ? 0 : 1);
    }
  });

  it('gives an exhausted coupon to exactly one of two concurrent orders', async () => {
    const coupon = await createCoupon(t.database.db, { itemsNumber: 1 });
    const a = await buyer();
    const b = await buyer();
    for (const { user } of [a, b])
      await putInCart(t.database.db, user, await createProduct(t.database.db), 1);
    const responses = await Promise.all([
      orderRequest(a.as, a.user, { coupon_code: coupon.code }),
      orderRequest(b.as, b.user, { coupon_code: coupon.code }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    expect(responses.find((response) => response.statusCode === 400)?.json().code).toBe('coupon_used_up');
    const [after] = await t.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(after?.applyQty).toBe(1);
  });
});

describe('reading orders', () => {
  it('shows the buyer and admins the whole order, a seller only its lines, anyone else 404', async () => {
    const { user, as } = await buyer();
    const shopA = await createSeller(t.database.db);
    const shopB = await createSeller(t.database.db);
    await putInCart(
      t.database.db,
      user,
      await createProduct(t.database.db, { priceCents: 1000, seller: shopA }),
      1,
    );
    await putInCart(
      t.database.db,
      user,
      await createProduct(t.database.db, { priceCents: 2000, seller: shopB }),
      1,
    );
    const slug = (await orderRequest(as, user)).json().data.slug;

    const own = await as.get(`/api/orders/${slug}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().product_list).toHaveLength(2);
    expect((await asUser(t.app, admin).get(`/api/orders/${slug}`)).json().total).toBe(own.json().total);

    const stranger = await asUser(t.app, await createTestUser(t.app)).get(`/api/orders/${slug}`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().code).toBe('order_not_found');
    // Sign in as shop A's owner: a test user takes over the shop.
    const shopOwner = await createTestUser(t.app, { role: 'seller' });
    await t.database.db.update(sellers).set({ userId: shopOwner.id }).where(eq(sellers.id, shopA.id));
    const sellerView = await asUser(t.app, shopOwner).get(`/api/orders/${slug}`);
    expect(sellerView.statusCode).toBe(200);
    expect(sellerView.json().product_list).toHaveLength(1);
    expect(sellerView.json()).toMatchObject({ subTotal: 10, total: 10, discount: 0, shippingCost: 0 });

    expect((await as.get('/api/orders/no-such-order')).statusCode).toBe(404);
    expect((await asUser(t.app).get(`/api/orders/${slug}`)).statusCode).toBe(401);
  });

  it("lists the user's orders newest first, filtered by status, only for the user", async () => {
    const { user, as } = await buyer();
    const slugs: string[] = [];
    for (let i = 0; i < 3; i++) {
      await putInCart(t.database.db, user, await createProduct(t.database.db), 1);
      slugs.push((await orderRequest(as, user)).json().data.slug);
    }
    await t.database.db.update(orders).set({ orderStatus: 'delivered' }).where(eq(orders.slug, slugs[0]!));
    const all = await as.get(`/api/orders?user_slug=${user.slug}`);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ message: 'fetched Successfully', count: 3 });
    expect(all.json().data.map((order: { slug: string }) => order.slug)).toEqual([...slugs].reverse());
    // The second page of two: the limit and offset are the prepared read's parameters.
    const second = (await as.get(`/api/orders?user_slug=${user.slug}&limit=2&page=2`)).json();
    expect(second).toMatchObject({ count: 3 });
    expect(second.data.map((order: { slug: string }) => order.slug)).toEqual([slugs[0]]);
    const delivered = (await as.get(`/api/orders?user_slug=${user.slug}&order_status=delivered`)).json();
    expect(delivered.data.map((order: { slug: string }) => order.slug)).toEqual([slugs[0]]);
    const other = await buyer();
    expect((await other.as.get(`/api/orders?user_slug=${user.slug}`)).statusCode).toBe(403);
  });
});

describe('POST /api/orders/{id}/cancel', () => {
  it('cancels a pending order: stock and coupon use come back, the timeline records it', async () => {
    const { user, as } = await buyer();
    const product = await createProduct(t.database.db, { stock: 5 });
    await putInCart(t.database.db, user, product, 2);
    const coupon = await createCoupon(t.database.db);
    const slug = (await orderRequest(as, user, { coupon_code: coupon.code })).json().data.slug;
    expect(await stockOf(product)).toBe(3);

    const cancelled = await as.post(`/api/orders/${slug}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ order_status: 'cancelled' });
    expect(cancelled.json().data.product_list[0].line_status).toBe('cancelled');
    expect(cancelled.json().data.status_history.map((event: { status: string }) => event.status)).toEqual([
      'pending',
      'cancelled',
    ]);
    expect(await stockOf(product)).toBe(5);
    const [after] = await t.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(after?.applyQty).toBe(0);

    const again = await as.post(`/api/orders/${slug}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(await stockOf(product)).toBe(5);
  });

  it('returns the stock once when two cancels race', async () => {
    const { user, as } = await buyer();
    const product = await createProduct(t.database.db, { stock: 5 });
    await putInCart(t.database.db, user, product, 2);
    const slug = (await orderRequest(as, user)).json().data.slug;
    const responses = await Promise.all([
      as.post(`/api/orders/${slug}/cancel`),
      as.post(`/api/orders/${slug}/cancel`),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(product)).toBe(5);
    const [row] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.slug, slug));
    const events = await t.database.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, row!.id));
    expect(events.filter((event) => event.status === 'cancelled')).toHaveLength(1);
  });

  it('lets the seller of a line read the order but not cancel it (403)', async () => {
    const { user, as } = await buyer();
    const shop = await createSeller(t.database.db);
    const product = await createProduct(t.database.db, { stock: 5, seller: shop });
    await putInCart(t.database.db, user, product, 1);
    const slug = (await orderRequest(as, user)).json().data.slug;
    const owner = await createTestUser(t.app, { role: 'seller' });
    await t.database.db.update(sellers).set({ userId: owner.id }).where(eq(sellers.id, shop.id));
    const response = await asUser(t.app, owner).post(`/api/orders/${slug}/cancel`);
    expect(response.statusCode).toBe(403);
    expect((await ordersOf(user))[0]?.orderStatus).toBe('pending');
    expect(await stockOf(product)).toBe(4);
  });

  it('refuses once the order left pending (409), and hides it from other users (404)', async () => {
    const { user, as } = await buyer();
    const product = await createProduct(t.database.db, { stock: 5 });
    await putInCart(t.database.db, user, product, 1);
    const slug = (await orderRequest(as, user)).json().data.slug;
    expect((await (await buyer()).as.post(`/api/orders/${slug}/cancel`)).statusCode).toBe(404);
    await t.database.db.update(orders).set({ orderStatus: 'processing' }).where(eq(orders.slug, slug));
    const response = await as.post(`/api/orders/${slug}/cancel`);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('invalid_status_transition');
    expect(await stockOf(product)).toBe(4);
  });
});

describe('OpenAPI', () => {
  it('documents every shopping call, the merges included', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const expected: [string, string][] = [
      ['/api/cart', 'get'],
      ['/api/cart', 'post'],
      ['/api/cart', 'patch'],
      ['/api/cart', 'delete'],
      ['/api/cart/delete_all/{user}', 'delete'],
      ['/api/cart/merge', 'post'],
      ['/api/wishlist', 'get'],
      ['/api/wishlist', 'post'],
      ['/api/wishlist', 'delete'],
      ['/api/wishlist/delete_all/{user}', 'delete'],
      ['/api/wishlist/merge', 'post'],
      ['/api/addresses', 'post'],
      ['/api/addresses/{id}', 'put'],
      ['/api/addresses/{id}', 'delete'],
      ['/api/addresses/{user}', 'get'],
      ['/api/coupon/apply/couponCode', 'get'],
      ['/api/orders', 'post'],
      ['/api/orders', 'get'],
      ['/api/orders/quote', 'get'],
      ['/api/orders/{id}', 'get'],
      ['/api/orders/{id}/cancel', 'post'],
      ['/api/orders/{id}/confirm-receipt', 'post'],
      ['/api/reviews', 'post'],
      ['/api/reviews', 'get'],
      ['/api/reporteditems', 'post'],
      ['/api/subscriber', 'post'],
      ['/api/blog-comments', 'post'],
    ];
    for (const [path, method] of expected)
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    expect(doc.paths['/api/orders'].post.description).toContain('Idempotency-Key');
    expect(
      doc.paths['/api/orders'].post.requestBody.content['application/json'].schema.additionalProperties,
    ).toBe(false);
  });
});
