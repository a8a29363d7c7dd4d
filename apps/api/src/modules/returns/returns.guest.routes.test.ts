/**
 * A guest cancels or returns from the order's signed link (decision 0035): the same rules and services as an
 * account holder's, and tampering (another order's token, a forged or altered token, a token from another
 * secret, a token of an order that has since joined an account, an account's order) is always the one 404
 * that says nothing about the order.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  couponRedemptions,
  orderLines,
  orderStatusEvents,
  orders,
  products,
  refunds,
  returnRequests,
} from '../../db/schema/index.ts';
import { createProduct } from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { guestOrderToken } from '../orders/orders.guest-link.ts';
import { claimGuestOrders } from '../orders/orders.service.ts';
import {
  asUser,
  createCoupon,
  deliver,
  orderRequest,
  putInCart,
  sampleAddress,
} from '../orders/orders.test-support.ts';
import { createTestSeller, type TestSeller } from '../seller-dashboard/seller-dashboard.test-support.ts';
import { createTestUser } from '../users/users.test-support.ts';

let t: TestApp;
let lamps: TestSeller;

beforeAll(async () => {
  t = await createTestApp();
  lamps = await createTestSeller(t.app, { shopName: 'Guest Lamps' });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

let sequence = 0;
function call(method: 'GET' | 'POST', url: string, body?: unknown) {
  sequence += 1;
  return t.app.inject({
    method,
    url,
    remoteAddress: `10.7.${sequence % 250}.${Math.floor(Math.random() * 250)}`,
    headers: {
      origin: 'http://localhost',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/** A guest's order of two $20.00 lamps, with its token and the lamp's id. */
async function guestOrder(options: { couponCode?: string } = {}) {
  const lamp = await createProduct(t.database.db, { seller: lamps.shop, priceCents: 2000, stock: 10 });
  const email = `after-${++sequence}-${Date.now()}@example.test`;
  const placed = await call('POST', '/api/guest/orders', {
    email,
    items: [{ product_slug: lamp.slug, quantity: 2 }],
    address: sampleAddress,
    payment_method: 'cod',
    ...(options.couponCode ? { coupon_code: options.couponCode } : {}),
  });
  expect(placed.statusCode).toBe(201);
  const { data, access_token } = placed.json();
  return {
    slug: data.slug as string,
    token: access_token as string,
    email,
    lamp,
    line: data.product_list[0].line_slug as string,
  };
}

const stockOf = async (id: number) =>
  (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;
const orderRow = async (slug: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.slug, slug)))[0]!;

const notFound = {
  statusCode: 404,
  error: 'Not Found',
  code: 'guest_order_not_found',
  message: 'We could not find an order with this number and e-mail address',
};

describe('a guest cancelling from the order link', () => {
  it('cancels a pending order with the reason: stock, coupon use and ledger as for an account', async () => {
    const coupon = await createCoupon(t.database.db, { perUserLimit: 1 });
    const order = await guestOrder({ couponCode: coupon.code });
    expect(await stockOf(order.lamp.id)).toBe(8);

    const cancelled = await call('POST', `/api/guest/orders/${order.slug}/cancel`, {
      token: order.token,
      reason: 'I ordered by mistake',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: 'Order cancelled',
      data: { order_status: 'cancelled' },
    });
    expect(cancelled.headers['cache-control']).toBe('private, no-store');
    expect(await stockOf(order.lamp.id)).toBe(10);
    const row = await orderRow(order.slug);
    expect(
      await t.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, row.id)),
    ).toHaveLength(0);
    const [event] = await t.database.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, row.id))
      .orderBy(orderStatusEvents.id)
      .then((events) => events.filter((e) => e.status === 'cancelled'));
    expect(event).toMatchObject({ note: 'Cancelled by the buyer: I ordered by mistake', actorUserId: null });

    // Twice: the order is no longer pending.
    const again = await call('POST', `/api/guest/orders/${order.slug}/cancel`, { token: order.token });
    expect(again.statusCode).toBe(409);
    expect(await stockOf(order.lamp.id)).toBe(10);
  });

  it('refuses an order that is no longer pending with 409 and changes nothing', async () => {
    const order = await guestOrder();
    await deliver(t.database.db, order.slug);
    const refused = await call('POST', `/api/guest/orders/${order.slug}/cancel`, { token: order.token });
    expect(refused.statusCode).toBe(409);
    expect((await orderRow(order.slug)).orderStatus).toBe('delivered');
    expect(await stockOf(order.lamp.id)).toBe(8);
  });

  it('answers the one 404 to every token that is not this order’s, and changes nothing', async () => {
    const order = await guestOrder();
    const other = await guestOrder();
    const flipped = `${order.token[0] === 'A' ? 'B' : 'A'}${order.token.slice(1)}`;
    const forged = [
      other.token,
      flipped,
      order.token.slice(0, -1),
      'x'.repeat(order.token.length),
      guestOrderToken('another-secret-another-secret-32+', order.slug, order.email),
      guestOrderToken(t.app.sessionRules.secret, order.slug, other.email),
    ];
    for (const token of forged) {
      const response = await call('POST', `/api/guest/orders/${order.slug}/cancel`, { token });
      expect(response.statusCode, token).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    // An unknown number, and the token of one order against another's number.
    expect((await call('POST', '/api/guest/orders/NO-SUCH/cancel', { token: order.token })).json()).toEqual(
      notFound,
    );
    expect(
      (await call('POST', `/api/guest/orders/${other.slug}/cancel`, { token: order.token })).json(),
    ).toEqual(notFound);
    expect((await orderRow(order.slug)).orderStatus).toBe('pending');
    expect((await orderRow(other.slug)).orderStatus).toBe('pending');
  });

  it("never reaches an account's order, whatever the token", async () => {
    const user = await createTestUser(t.app);
    const lamp = await createProduct(t.database.db, { seller: lamps.shop, priceCents: 2000, stock: 3 });
    await putInCart(t.database.db, user, lamp, 1);
    const placed = await orderRequest(asUser(t.app, user), user);
    const slug = placed.json().data.slug as string;
    const token = guestOrderToken(t.app.sessionRules.secret, slug, user.email);
    const response = await call('POST', `/api/guest/orders/${slug}/cancel`, { token });
    expect(response.json()).toEqual(notFound);
    expect((await orderRow(slug)).orderStatus).toBe('pending');
  });

  it('stops taking the link once the order joined an account (the account holds it then)', async () => {
    const order = await guestOrder();
    const user = await createTestUser(t.app, { email: order.email });
    expect(await claimGuestOrders(t.database.db, user.id, order.email)).toBe(1);
    const response = await call('POST', `/api/guest/orders/${order.slug}/cancel`, { token: order.token });
    expect(response.json()).toEqual(notFound);
    expect((await orderRow(order.slug)).orderStatus).toBe('pending');
  });

  it.each([
    ['no token', {}, 'The link is incomplete'],
    ['an empty token', { token: '  ' }, 'The link is incomplete'],
    ['a token that is not text', { token: 42 }, 'The link is incomplete'],
    ['a field the contract does not name', { token: 'abc', order_status: 'cancelled' }, ''],
  ])('refuses %s with 400', async (_name, body, message) => {
    const order = await guestOrder();
    const response = await call('POST', `/api/guest/orders/${order.slug}/cancel`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await orderRow(order.slug)).orderStatus).toBe('pending');
  });
});

describe('a guest asking for a return from the order link', () => {
  it('asks for a delivered line, lists it, and the shop accepts it: restock and refund as for an account', async () => {
    const order = await guestOrder();
    await deliver(t.database.db, order.slug);
    const asked = await call('POST', `/api/guest/orders/${order.slug}/returns`, {
      token: order.token,
      line_slug: order.line,
      reason: 'It arrived broken',
    });
    expect(asked.statusCode).toBe(201);
    const returned = asked.json().data;
    expect(returned).toMatchObject({
      status: 'requested',
      line_slug: order.line,
      reason: 'It arrived broken',
    });
    const [request] = await t.database.db
      .select()
      .from(returnRequests)
      .where(eq(returnRequests.slug, returned.slug));
    expect(request?.buyerUserId).toBeNull();

    const listed = await call('GET', `/api/guest/orders/${order.slug}/returns?token=${order.token}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((r: { slug: string }) => r.slug)).toEqual([returned.slug]);

    const twice = await call('POST', `/api/guest/orders/${order.slug}/returns`, {
      token: order.token,
      line_slug: order.line,
      reason: 'Again',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('return_already_requested');

    const accepted = await asUser(t.app, lamps).post(`/api/seller/returns/${returned.slug}/accept`, {});
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 'accepted', refund: { amount: 40, method: 'cod' } });
    expect(await stockOf(order.lamp.id)).toBe(10);
    const row = await orderRow(order.slug);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, row.id))).toHaveLength(1);
  });

  it('refuses a line not delivered yet and one delivered more than 30 days ago (409)', async () => {
    const pending = await guestOrder();
    const early = await call('POST', `/api/guest/orders/${pending.slug}/returns`, {
      token: pending.token,
      line_slug: pending.line,
      reason: 'Changed my mind',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('return_not_delivered');

    const old = await guestOrder();
    await deliver(t.database.db, old.slug);
    await t.database.db
      .update(orderLines)
      .set({ deliveredAt: new Date(Date.now() - 31 * 24 * 3600_000) })
      .where(eq(orderLines.slug, old.line));
    const late = await call('POST', `/api/guest/orders/${old.slug}/returns`, {
      token: old.token,
      line_slug: old.line,
      reason: 'Changed my mind',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('return_window_closed');
  });

  it("answers the one 404 to another guest's token and never returns another order's line", async () => {
    const order = await guestOrder();
    const other = await guestOrder();
    await deliver(t.database.db, order.slug);
    await deliver(t.database.db, other.slug);
    const withOtherToken = await call('POST', `/api/guest/orders/${order.slug}/returns`, {
      token: other.token,
      line_slug: order.line,
      reason: 'Broken',
    });
    expect(withOtherToken.json()).toEqual(notFound);
    const otherLine = await call('POST', `/api/guest/orders/${order.slug}/returns`, {
      token: order.token,
      line_slug: other.line,
      reason: 'Broken',
    });
    expect(otherLine.statusCode).toBe(404);
    expect(otherLine.json().code).toBe('order_line_not_found');
    const listed = await call('GET', `/api/guest/orders/${order.slug}/returns?token=${other.token}`);
    expect(listed.json()).toEqual(notFound);
    expect(
      await t.database.db
        .select()
        .from(returnRequests)
        .where(eq(returnRequests.orderId, (await orderRow(order.slug)).id)),
    ).toHaveLength(0);
  });

  it.each([
    ['no reason', { reason: undefined }, 'reason'],
    ['no line', { line_slug: undefined }, 'Choose the item to return'],
    [
      'a photo that is not an image address',
      { photo_urls: ['javascript:alert(1)'] },
      'must be an /uploads/ path',
    ],
    ['seven photos', { photo_urls: Array(7).fill('/uploads/a.webp') }, 'At most'],
    ['no token', { token: undefined }, 'The link is incomplete'],
  ])('refuses %s with 400', async (_name, change, message) => {
    const order = await guestOrder();
    await deliver(t.database.db, order.slug);
    const response = await call('POST', `/api/guest/orders/${order.slug}/returns`, {
      token: order.token,
      line_slug: order.line,
      reason: 'Broken',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message.toLowerCase()).toContain(message.toLowerCase());
  });
});
