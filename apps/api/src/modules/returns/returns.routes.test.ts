/**
 * After the order, through the API on the database the tests run on (PGlite, or PostgreSQL with
 * DATABASE_URL): return requests (bad input, someone else's order, undelivered lines, the 30-day window,
 * double requests), the seller's decision (another shop, double accept, refuse), the restock, the ledger
 * reversal and the refund; cancelling with a reason (and without a body, as the original client does); a
 * seller cancelling one line.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ledgerEntries,
  orderLines,
  orderStatusEvents,
  orders,
  products,
  refunds,
} from '../../db/schema/index.ts';
import { createProduct } from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { buyerPaidCents, marketplaceNetCents, sellerNetCents, sumEntries } from '../ledger/ledger.rules.ts';
import {
  asUser,
  type Caller,
  createCoupon,
  deliver,
  orderRequest,
  putInCart,
} from '../orders/orders.test-support.ts';
import { createTestSeller, type TestSeller } from '../seller-dashboard/seller-dashboard.test-support.ts';
import { createTestUser, type TestUser } from '../users/users.test-support.ts';

let t: TestApp;
let lamps: TestSeller;
let mugs: TestSeller;

beforeAll(async () => {
  t = await createTestApp();
  lamps = await createTestSeller(t.app, { shopName: 'Lamps Ltd' });
  mugs = await createTestSeller(t.app, { shopName: 'Mugs & Co' });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function buyer() {
  const user = await createTestUser(t.app);
  return { user, as: asUser(t.app, user) };
}

/** An order of a $20.00 lamp ×2 (Lamps Ltd) and a $30.00 mug (Mugs & Co), optionally with a coupon. */
async function placeOrder(shopper: { user: TestUser; as: Caller }, couponCode?: string) {
  const lamp = await createProduct(t.database.db, { seller: lamps.shop, priceCents: 2000, stock: 10 });
  const mug = await createProduct(t.database.db, { seller: mugs.shop, priceCents: 3000, stock: 10 });
  await putInCart(t.database.db, shopper.user, lamp, 2);
  await putInCart(t.database.db, shopper.user, mug, 1);
  const placed = await orderRequest(shopper.as, shopper.user, couponCode ? { coupon_code: couponCode } : {});
  expect(placed.statusCode).toBe(201);
  const order = placed.json().data;
  const lineOf = (product: { slug: string }) =>
    order.product_list.find((line: { slug: string }) => line.slug === product.slug).line_slug as string;
  return { order, lamp, mug, lampLine: lineOf(lamp), mugLine: lineOf(mug) };
}

async function stockOf(product: { id: number }) {
  const [row] = await t.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, product.id));
  return row?.stock;
}

async function ledgerOf(orderSlug: string) {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.slug, orderSlug));
  const entries = await t.database.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orderId, order!.id))
    .orderBy(ledgerEntries.id);
  const refunded = await t.database.db
    .select({ total: sql<number>`coalesce(sum(amount_cents), 0)::int` })
    .from(refunds)
    .where(eq(refunds.orderId, order!.id));
  return { order: order!, entries, refundedCents: Number(refunded[0]?.total ?? 0) };
}

describe('asking for a return', () => {
  let shopper: Awaited<ReturnType<typeof buyer>>;
  let placed: Awaited<ReturnType<typeof placeOrder>>;

  beforeAll(async () => {
    shopper = await buyer();
    placed = await placeOrder(shopper);
  });

  const ask = (caller: Caller, body: unknown, orderSlug = placed.order.slug) =>
    caller.post(`/api/orders/${orderSlug}/returns`, body);

  it('refuses lines that are not delivered yet', async () => {
    const answer = await ask(shopper.as, { line_slug: placed.lampLine, reason: 'It arrived damaged' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      code: 'return_not_delivered',
      message: 'Only delivered items can be returned',
    });
  });

  it('refuses bad input with a plain message', async () => {
    await deliver(t.database.db, placed.order.slug);
    const noReason = await ask(shopper.as, { line_slug: placed.lampLine });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toMatch(/reason/i);
    const badPhoto = await ask(shopper.as, {
      line_slug: placed.lampLine,
      reason: 'It arrived damaged',
      photo_urls: ['javascript:alert(1)'],
    });
    expect(badPhoto.statusCode).toBe(400);
    const unknownField = await ask(shopper.as, {
      line_slug: placed.lampLine,
      reason: 'Damaged',
      quantity: 1,
    });
    expect(unknownField.statusCode).toBe(400);
    const unknownLine = await ask(shopper.as, { line_slug: 'no-such-line', reason: 'It arrived damaged' });
    expect(unknownLine.statusCode).toBe(404);
    expect(unknownLine.json().code).toBe('order_line_not_found');
  });

  it("answers 404 for another user's order, as for an unknown one", async () => {
    const other = await buyer();
    const answer = await ask(other.as, { line_slug: placed.lampLine, reason: 'It arrived damaged' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().code).toBe('order_not_found');
    expect((await other.as.get(`/api/orders/${placed.order.slug}/returns`)).statusCode).toBe(404);
    expect((await asUser(t.app).post(`/api/orders/${placed.order.slug}/returns`, {})).statusCode).toBe(401);
  });

  it('records a request with its reason and photos, once per line', async () => {
    const answer = await ask(shopper.as, {
      line_slug: placed.lampLine,
      reason: 'It arrived damaged',
      photo_urls: ['/uploads/returns/crack.webp'],
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data).toMatchObject({
      order_slug: placed.order.slug,
      line_slug: placed.lampLine,
      quantity: 2,
      shop_name: 'Lamps Ltd',
      reason: 'It arrived damaged',
      photo_urls: ['/uploads/returns/crack.webp'],
      status: 'requested',
      refund: null,
    });
    const again = await ask(shopper.as, { line_slug: placed.lampLine, reason: 'Still damaged' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('return_already_requested');

    const mine = (await shopper.as.get(`/api/orders/${placed.order.slug}/returns`)).json().data;
    expect(mine).toHaveLength(1);
    // Each shop sees its own requests only.
    expect(
      (await asUser(t.app, lamps).get(`/api/orders/${placed.order.slug}/returns`)).json().data,
    ).toHaveLength(1);
    expect(
      (await asUser(t.app, mugs).get(`/api/orders/${placed.order.slug}/returns`)).json().data,
    ).toHaveLength(0);
  });

  it('refuses a return more than 30 days after delivery', async () => {
    await t.database.db.execute(
      sql`update order_lines set delivered_at = now() - interval '31 days' where slug = ${placed.mugLine}`,
    );
    const answer = await ask(shopper.as, { line_slug: placed.mugLine, reason: 'I changed my mind' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      code: 'return_window_closed',
      message: expect.stringContaining('within 30 days of delivery'),
    });
  });
});

describe('the seller decides', () => {
  it('accepting restocks, reverses the line in the ledger and refunds; accepting again changes nothing', async () => {
    const shopper = await buyer();
    const coupon = await createCoupon(t.database.db, { kind: 'percent', value: 10, perUserLimit: null });
    const placed = await placeOrder(shopper, coupon.code);
    await deliver(t.database.db, placed.order.slug);
    const asked = await shopper.as.post(`/api/orders/${placed.order.slug}/returns`, {
      line_slug: placed.lampLine,
      reason: 'It is not as described',
    });
    const returnSlug = asked.json().data.slug as string;
    expect(await stockOf(placed.lamp)).toBe(8);
    const before = await ledgerOf(placed.order.slug);

    expect((await asUser(t.app, mugs).post(`/api/seller/returns/${returnSlug}/accept`, {})).statusCode).toBe(
      403,
    );
    expect(
      (await asUser(t.app, lamps).post('/api/seller/returns/no-such-return/accept', {})).statusCode,
    ).toBe(404);
    expect((await shopper.as.post(`/api/seller/returns/${returnSlug}/accept`, {})).statusCode).toBe(403);

    const accepted = await asUser(t.app, lamps).post(`/api/seller/returns/${returnSlug}/accept`, {});
    expect(accepted.statusCode).toBe(200);
    // The lamp line: $40.00 less its share of the 10% marketplace coupon ($7.00 over $70.00: $4.00).
    expect(accepted.json().data).toMatchObject({ status: 'accepted', refund: { amount: 36, method: 'cod' } });
    expect(await stockOf(placed.lamp)).toBe(10);

    const after = await ledgerOf(placed.order.slug);
    // Past entries are untouched; the reversals are new entries pointing at them.
    expect(after.entries.slice(0, before.entries.length)).toEqual(before.entries);
    const reversals = after.entries.slice(before.entries.length);
    expect(reversals.length).toBeGreaterThan(0);
    for (const reversal of reversals) {
      const original = before.entries.find((entry) => entry.id === reversal.reversesEntryId);
      expect(original?.amountCents).toBe(-reversal.amountCents);
      expect(original?.kind).not.toBe('shipping');
    }
    expect(after.refundedCents).toBe(3600);
    // The buyer paid − refunded = Σ shop nets + the marketplace's take, to the cent.
    const all = sumEntries(after.entries);
    const shops = [...new Set(after.entries.map((entry) => entry.sellerId))];
    const nets = shops.map((shop) =>
      sellerNetCents(sumEntries(after.entries.filter((e) => e.sellerId === shop))),
    );
    expect(after.order.totalCents - after.refundedCents).toBe(buyerPaidCents(all));
    expect(nets.reduce((sum, net) => sum + net, 0) + marketplaceNetCents(all)).toBe(
      after.order.totalCents - after.refundedCents,
    );
    // Lamps Ltd keeps the $4.99 shipping it charged (the parcel did travel), nothing of the returned lamps.
    expect(sellerNetCents(sumEntries(after.entries.filter((e) => e.sellerId === lamps.shop.id)))).toBe(499);

    const twice = await Promise.all([
      asUser(t.app, lamps).post(`/api/seller/returns/${returnSlug}/accept`, {}),
      asUser(t.app, lamps).post(`/api/seller/returns/${returnSlug}/accept`),
    ]);
    for (const answer of twice) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data).toMatchObject({ status: 'accepted', refund: { amount: 36 } });
    }
    expect(await stockOf(placed.lamp)).toBe(10);
    const final = await ledgerOf(placed.order.slug);
    expect(final.entries).toHaveLength(after.entries.length);
    expect(final.refundedCents).toBe(3600);

    const list = (await asUser(t.app, lamps).get('/api/seller/returns?status=accepted')).json();
    expect(list.items.map((item: { slug: string }) => item.slug)).toContain(returnSlug);
    expect((await asUser(t.app, mugs).get('/api/seller/returns')).json().items).not.toContainEqual(
      expect.objectContaining({ slug: returnSlug }),
    );
  });

  it('refusing needs a reason, is final, and changes no money', async () => {
    const shopper = await buyer();
    const placed = await placeOrder(shopper);
    await deliver(t.database.db, placed.order.slug);
    const asked = await shopper.as.post(`/api/orders/${placed.order.slug}/returns`, {
      line_slug: placed.mugLine,
      reason: 'I changed my mind',
    });
    const returnSlug = asked.json().data.slug as string;
    const seller = asUser(t.app, mugs);
    expect((await seller.post(`/api/seller/returns/${returnSlug}/refuse`, {})).statusCode).toBe(400);
    const refused = await seller.post(`/api/seller/returns/${returnSlug}/refuse`, { note: 'Used and worn' });
    expect(refused.statusCode).toBe(200);
    expect(refused.json().data).toMatchObject({
      status: 'refused',
      seller_note: 'Used and worn',
      refund: null,
    });
    const accept = await seller.post(`/api/seller/returns/${returnSlug}/accept`, {});
    expect(accept.statusCode).toBe(409);
    expect(accept.json().code).toBe('return_already_decided');
    expect((await ledgerOf(placed.order.slug)).refundedCents).toBe(0);
    expect(await stockOf(placed.mug)).toBe(9);
  });
});

describe('cancelling', () => {
  it('records the buyer’s reason, and still cancels without a body', async () => {
    const first = await buyer();
    const withReason = await placeOrder(first);
    const answer = await first.as.post(`/api/orders/${withReason.order.slug}/cancel`, {
      reason: 'I ordered by mistake',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.status_history.at(-1)).toMatchObject({
      status: 'cancelled',
      note: 'Cancelled by the buyer: I ordered by mistake',
    });
    const tooShort = await placeOrder(first);
    expect(
      (await first.as.post(`/api/orders/${tooShort.order.slug}/cancel`, { reason: 'x' })).statusCode,
    ).toBe(400);
    const bare = await first.as.request('POST', `/api/orders/${tooShort.order.slug}/cancel`);
    expect(bare.statusCode).toBe(200);
    expect(bare.json().data.order_status).toBe('cancelled');
    // Every entry of a cancelled order is reversed: nobody keeps anything.
    const { entries } = await ledgerOf(tooShort.order.slug);
    expect(buyerPaidCents(sumEntries(entries))).toBe(0);
  });

  it('lets a seller cancel one unshipped line with a reason: stock back, the line and its shipping reversed', async () => {
    const shopper = await buyer();
    const placed = await placeOrder(shopper);
    const lampSeller = asUser(t.app, lamps);
    const url = `/api/seller/order-lines/${placed.lampLine}/cancel`;
    expect((await lampSeller.post(url, {})).statusCode).toBe(400);
    expect((await asUser(t.app, mugs).post(url, { reason: 'Out of stock' })).statusCode).toBe(403);
    const cancelled = await lampSeller.post(url, { reason: 'Broken in the warehouse' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ line_status: 'cancelled' });
    expect(await stockOf(placed.lamp)).toBe(10);
    expect((await lampSeller.post(url, { reason: 'Again' })).statusCode).toBe(409);

    const { order, entries } = await ledgerOf(placed.order.slug);
    expect(order.orderStatus).toBe('pending');
    expect(sellerNetCents(sumEntries(entries.filter((e) => e.sellerId === lamps.shop.id)))).toBe(0);
    // What the buyer still owes: the mug and its shop's shipping.
    expect(buyerPaidCents(sumEntries(entries))).toBe(3000 + 499);
    const [event] = await t.database.db
      .select()
      .from(orderStatusEvents)
      .innerJoin(orderLines, eq(orderLines.id, orderStatusEvents.orderLineId))
      .where(eq(orderLines.slug, placed.lampLine));
    expect(event?.order_status_events.note).toBe('Cancelled by the seller: Broken in the warehouse');

    // A shipped line stays; the last line cancelled cancels the order.
    const mugSeller = asUser(t.app, mugs);
    await mugSeller.patch(`/api/seller/order-lines/${placed.mugLine}`, { line_status: 'processing' });
    const last = await mugSeller.post(`/api/seller/order-lines/${placed.mugLine}/cancel`, {
      reason: 'Discontinued',
    });
    expect(last.statusCode).toBe(200);
    expect((await ledgerOf(placed.order.slug)).order.orderStatus).toBe('cancelled');
  });

  it('refuses to cancel a shipped line', async () => {
    const shopper = await buyer();
    const placed = await placeOrder(shopper);
    const mugSeller = asUser(t.app, mugs);
    for (const status of ['processing', 'shipped']) {
      await mugSeller.patch(`/api/seller/order-lines/${placed.mugLine}`, { line_status: status });
    }
    const answer = await mugSeller.post(`/api/seller/order-lines/${placed.mugLine}/cancel`, {
      reason: 'Too late',
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe('line_not_cancellable');
  });
});
