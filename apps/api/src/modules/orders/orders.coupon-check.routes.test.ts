import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, orders } from '../../db/schema/index.ts';
import { createProduct, createSeller } from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createTestUser, type TestUser } from '../users/users.test-support.ts';
import { asUser, createCoupon, putInCart, sampleAddress } from './orders.test-support.ts';

let t: TestApp;
let ada: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ada = await createTestUser(t.app);
});
afterAll(async () => {
  await t?.close();
});

const day = 24 * 3600_000;

async function shopperWithCart(priceCents = 4000) {
  const user = await createTestUser(t.app);
  const seller = await createSeller(t.database.db, {
    shopName: `Shop ${Math.random().toString(36).slice(2, 8)}`,
  });
  const product = await createProduct(t.database.db, { priceCents, seller });
  await putInCart(t.database.db, user, product, 1);
  return { user, seller, product, as: asUser(t.app, user) };
}

const apply = (as: ReturnType<typeof asUser>, code: string, subTotal?: number) =>
  as.get(
    `/api/coupon/apply/couponCode?code=${encodeURIComponent(code)}${subTotal === undefined ? '' : `&subTotal=${subTotal}`}`,
  );

describe('GET /api/coupon/apply/couponCode', () => {
  it('answers the coupon and its discount on the server cart, whatever subTotal the client claims', async () => {
    const { as } = await shopperWithCart(4000);
    const coupon = await createCoupon(t.database.db, { code: 'TENOFF', kind: 'percent', value: 10 });
    const response = await apply(as, 'tenoff', 99999);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: coupon.code,
      discount: { role: 'percent', value: 10 },
      discountAmount: 4,
      subTotal: 40,
      apply_qty: 0,
      items_number: 100,
      per_user_limit: 1,
      seller_slug: null,
    });
  });

  it('uses subTotal only when the cart is empty', async () => {
    await createCoupon(t.database.db, {
      code: 'FIVER',
      kind: 'amount',
      value: 500,
      minimumPurchaseCents: 2000,
    });
    const as = asUser(t.app, ada);
    expect((await apply(as, 'FIVER', 25)).json()).toMatchObject({ discountAmount: 5, subTotal: 25 });
    expect((await apply(as, 'FIVER', 10)).json()).toMatchObject({ code: 'coupon_minimum_not_met' });
  });

  it.each([
    ['an unknown code', {}, 'NOPE', 'coupon_unknown', 'Coupon NOPE does not exist'],
    [
      'an expired coupon',
      { startsAt: new Date(Date.now() - 3 * day), expiresAt: new Date(Date.now() - day) },
      undefined,
      'coupon_expired',
      'This coupon expired on',
    ],
    [
      'a coupon not started yet',
      { startsAt: new Date(Date.now() + day), expiresAt: new Date(Date.now() + 3 * day) },
      undefined,
      'coupon_not_started',
      'This coupon is valid from',
    ],
    [
      'an exhausted coupon',
      { itemsNumber: 5, applyQty: 5 },
      undefined,
      'coupon_used_up',
      'This coupon has been used up',
    ],
    [
      'a coupon under its minimum',
      { minimumPurchaseCents: 5000 },
      undefined,
      'coupon_minimum_not_met',
      'Spend at least $50.00 to use this coupon',
    ],
  ])('refuses %s with 400 and the reason', async (_name, input, code, expectedCode, message) => {
    const { as } = await shopperWithCart(4000);
    const coupon = await createCoupon(t.database.db, input);
    const response = await apply(as, code ?? coupon.code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', code: expectedCode });
    expect(response.json().message).toContain(message);
  });

  it("refuses a seller's coupon when no line of the cart is that seller's", async () => {
    const { as } = await shopperWithCart();
    const otherShop = await createSeller(t.database.db, { shopName: 'The Other Shop' });
    const coupon = await createCoupon(t.database.db, { sellerId: otherShop.id });
    const response = await apply(as, coupon.code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'coupon_not_applicable',
      message: 'This coupon only applies to products of The Other Shop',
    });
  });

  it("discounts only the seller's lines of a seller coupon", async () => {
    const { user, seller, as } = await shopperWithCart(4000);
    await putInCart(t.database.db, user, await createProduct(t.database.db, { priceCents: 6000 }), 1);
    const coupon = await createCoupon(t.database.db, { sellerId: seller.id, kind: 'percent', value: 50 });
    expect((await apply(as, coupon.code)).json()).toMatchObject({
      discountAmount: 20,
      subTotal: 100,
      seller_slug: seller.user.slug,
    });
  });

  it('refuses a coupon the shopper already used up to the per-user limit', async () => {
    const { user, as } = await shopperWithCart();
    const coupon = await createCoupon(t.database.db, { perUserLimit: 1 });
    const [order] = await t.database.db
      .insert(orders)
      .values({
        userId: user.id,
        subtotalCents: 100,
        totalCents: 100,
        paymentMethod: 'cod',
        shippingName: sampleAddress.name,
        shippingPhone: sampleAddress.phone,
        shippingCountry: sampleAddress.country,
        shippingCity: sampleAddress.city,
        shippingAddress: sampleAddress.address,
      })
      .returning();
    await t.database.db
      .insert(couponRedemptions)
      .values({ couponId: coupon.id, userId: user.id, orderId: order!.id });
    const response = await apply(as, coupon.code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'coupon_user_limit',
      message: 'You have already used this coupon',
    });
    expect((await apply(asUser(t.app, ada), coupon.code, 50)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect((await apply(asUser(t.app), 'ANY')).statusCode).toBe(401);
  });
});
