import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, orders, products } from '../../db/schema/index.ts';
import { createProduct, createSeller } from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createTestUser } from '../users/users.test-support.ts';
import { claimGuestOrders } from './orders.service.ts';
import { asUser, createCoupon, orderRequest, putInCart, sampleAddress } from './orders.test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let sequence = 0;
const freshEmail = () => `coupon-guest${++sequence}-${Date.now()}@example.test`;

function placeGuest(body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/guest/orders',
    remoteAddress: `10.8.${sequence % 250}.${Math.floor(Math.random() * 250)}`,
    headers: { origin: 'http://localhost', 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

async function lamp(priceCents = 5000, stock = 10) {
  const seller = await createSeller(t.database.db);
  return createProduct(t.database.db, { name: 'Desk Lamp', priceCents, stock, seller });
}

const bag = (slug: string, quantity = 1) => [{ product_slug: slug, quantity }];
const order = (email: string, slug: string, coupon_code?: string) =>
  placeGuest({
    email,
    items: bag(slug),
    address: sampleAddress,
    payment_method: 'cod',
    ...(coupon_code === undefined ? {} : { coupon_code }),
  });

const couponRow = async (id: number) =>
  (await t.database.db.select().from(coupons).where(eq(coupons.id, id)))[0]!;
const redemptionsOf = (couponId: number) =>
  t.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId));
const stockOf = async (id: number) =>
  (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;

describe('a guest with a coupon', () => {
  it('gets the same discount an account gets for the same bag, and the use is recorded by e-mail', async () => {
    const product = await lamp(5000);
    const coupon = await createCoupon(t.database.db, { kind: 'percent', value: 15, perUserLimit: null });
    const email = freshEmail();
    const guest = await order(email.toUpperCase(), product.slug, ` ${coupon.code.toLowerCase()} `);
    expect(guest.statusCode).toBe(201);

    const buyer = await createTestUser(t.app);
    await putInCart(t.database.db, buyer, product, 1);
    const account = await orderRequest(asUser(t.app, buyer), buyer, { coupon_code: coupon.code });
    expect(account.statusCode).toBe(201);

    const amounts = ({ subTotal, discount, shippingCost, total }: Record<string, number>) => ({
      subTotal,
      discount,
      shippingCost,
      total,
    });
    expect(amounts(guest.json().data)).toEqual(amounts(account.json().data));
    expect(guest.json().data).toMatchObject({ subTotal: 50, discount: 7.5, total: 42.5 });

    expect((await couponRow(coupon.id)).applyQty).toBe(2);
    const uses = await redemptionsOf(coupon.id);
    expect(uses).toHaveLength(2);
    const guestOrder = (
      await t.database.db.select().from(orders).where(eq(orders.slug, guest.json().data.slug))
    )[0]!;
    expect(uses.find((use) => use.orderId === guestOrder.id)).toMatchObject({
      userId: null,
      guestEmail: email,
    });
    expect(guestOrder).toMatchObject({ discountCents: 750, couponCode: coupon.code });
  });

  it('counts a coupon limited per customer by the e-mail, whatever its case; another e-mail may use it', async () => {
    const product = await lamp();
    const coupon = await createCoupon(t.database.db, { perUserLimit: 1 });
    const email = freshEmail();
    expect((await order(email, product.slug, coupon.code)).statusCode).toBe(201);

    const again = await order(email.toUpperCase(), product.slug, coupon.code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'coupon_user_limit',
      message: 'You have already used this coupon',
    });
    expect((await order(freshEmail(), product.slug, coupon.code)).statusCode).toBe(201);
    expect((await couponRow(coupon.id)).applyQty).toBe(2);
    expect(await stockOf(product.id)).toBe(8);
  });

  it("refuses a personal coupon (bound to an account) with a plain message, even with the owner's e-mail", async () => {
    const product = await lamp();
    const owner = await createTestUser(t.app);
    const coupon = await createCoupon(t.database.db, { perUserLimit: 1, itemsNumber: 1 });
    await t.database.db.update(coupons).set({ ownerUserId: owner.id }).where(eq(coupons.id, coupon.id));

    const refused = await order(owner.email, product.slug, coupon.code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'coupon_needs_account',
      message: 'Sign in to use this coupon',
    });
    expect((await couponRow(coupon.id)).applyQty).toBe(0);
    expect(await stockOf(product.id)).toBe(10);
  });

  it.each([
    ['an unknown code', 'NO-SUCH-CODE', 'coupon_unknown', 'Coupon NO-SUCH-CODE does not exist'],
    ['a code too long', 'X'.repeat(101), 'validation_error', 'Coupon code must be at most 100 characters'],
    ['a code that is not text', 42, 'validation_error', 'Coupon code must be text'],
  ])('refuses %s with 400 and writes nothing', async (_name, code, errorCode, message) => {
    const product = await lamp();
    const email = freshEmail();
    const response = await placeGuest({
      email,
      items: bag(product.slug),
      address: sampleAddress,
      payment_method: 'cod',
      coupon_code: code,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(errorCode);
    expect(response.json().message).toContain(message);
    expect(await t.database.db.select().from(orders).where(eq(orders.guestEmail, email))).toHaveLength(0);
  });

  it('an empty coupon field is no coupon', async () => {
    const product = await lamp(2000);
    const placed = await order(freshEmail(), product.slug, '   ');
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data).toMatchObject({ discount: 0, coupon_code: null });
  });

  it('refuses a used-up coupon and a minimum the bag does not reach, as for an account', async () => {
    const product = await lamp(2000);
    const usedUp = await createCoupon(t.database.db, { itemsNumber: 1, applyQty: 1 });
    const minimum = await createCoupon(t.database.db, { minimumPurchaseCents: 10_000 });
    expect((await order(freshEmail(), product.slug, usedUp.code)).json().code).toBe('coupon_used_up');
    expect((await order(freshEmail(), product.slug, minimum.code)).json().code).toBe(
      'coupon_minimum_not_met',
    );
  });

  it("moves the guest's coupon uses to the account that verifies the e-mail, so its limit sees them", async () => {
    const product = await lamp();
    const coupon = await createCoupon(t.database.db, { perUserLimit: 1 });
    const buyer = await createTestUser(t.app);
    expect((await order(buyer.email, product.slug, coupon.code)).statusCode).toBe(201);

    expect(await claimGuestOrders(t.database.db, buyer.id, buyer.email)).toBe(1);
    const [use] = await redemptionsOf(coupon.id);
    expect(use).toMatchObject({ userId: buyer.id, guestEmail: buyer.email.toLowerCase() });

    await putInCart(t.database.db, buyer, product, 1);
    const asAccount = await orderRequest(asUser(t.app, buyer), buyer, { coupon_code: coupon.code });
    expect(asAccount.statusCode).toBe(400);
    expect(asAccount.json().code).toBe('coupon_user_limit');
  });
});
