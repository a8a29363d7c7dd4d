/**
 * Refunds the provider did not take are kept and retried (decision 0035), with the real `stripe` SDK against
 * the local stand-in made to fail and then succeed: a cancelled card order and an accepted return. The retry
 * job's pass (`retryDueRefunds`) is called with a clock moved forward instead of waiting; the job itself is
 * the same call on a timer.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders, paymentRefunds, refunds } from '../../db/schema/index.ts';
import { createProduct } from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { asUser, deliver, orderRequest, putInCart } from '../orders/orders.test-support.ts';
import { createTestSeller, type TestSeller } from '../seller-dashboard/seller-dashboard.test-support.ts';
import { createTestUser } from '../users/users.test-support.ts';
import { nextRefundAttemptAt, REFUND_RETRY_DELAYS_MS } from './payments.refund-retry.ts';
import { type StripeStandIn, startStripeStandIn } from './stripe-stand-in.test-support.ts';

const WEBHOOK_SECRET = 'whsec_test_retries';
const signer = new Stripe('sk_test_signer').webhooks;
const MINUTE = 60_000;

describe('nextRefundAttemptAt', () => {
  it('waits longer after each failure, never less than a minute nor more than a day, then gives up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (attempts, now) => {
          const next = nextRefundAttemptAt(attempts, now);
          if (attempts > REFUND_RETRY_DELAYS_MS.length) {
            expect(next).toBeNull();
            return;
          }
          const wait = next!.getTime() - now.getTime();
          expect(wait).toBeGreaterThanOrEqual(MINUTE);
          expect(wait).toBeLessThanOrEqual(24 * 60 * MINUTE);
          if (attempts > 1) {
            const before = nextRefundAttemptAt(attempts - 1, now)!;
            expect(wait).toBeGreaterThan(before.getTime() - now.getTime());
          }
        },
      ),
    );
    expect(() => nextRefundAttemptAt(0, new Date())).toThrow(RangeError);
  });
});

let stripe: StripeStandIn;
let t: TestApp;
let lamps: TestSeller;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_retries',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_retries',
      STRIPE_API_URL: stripe.url,
    },
  });
  lamps = await createTestSeller(t.app, { shopName: 'Retry Lamps' });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

/** A card order of two $20.00 lamps ($44.99 with shipping), paid through the signed webhook. */
async function paidCardOrder() {
  const user = await createTestUser(t.app);
  const lamp = await createProduct(t.database.db, { seller: lamps.shop, priceCents: 2000, stock: 10 });
  await putInCart(t.database.db, user, lamp, 2);
  const as = asUser(t.app, user);
  const placed = await orderRequest(as, user, { payment_method: 'card' });
  expect(placed.statusCode).toBe(201);
  const order = placed.json().data as {
    slug: string;
    transaction_id: string;
    product_list: { line_slug: string }[];
  };
  const payload = JSON.stringify(stripe.eventFor(stripe.succeed(order.transaction_id)));
  const hook = await t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    payload,
  });
  expect(hook.statusCode).toBe(200);
  const [row] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.slug, order.slug));
  return { as, order, orderId: row!.id, line: order.product_list[0]!.line_slug };
}

const stripeRefundsOf = (intentId: string) =>
  stripe.refunds.filter((refund) => refund.payment_intent === intentId);
const refundRows = (orderId: number) =>
  t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId));
const later = (ms: number) => new Date(Date.now() + ms);

describe('a card refund the provider did not take', () => {
  it('is kept as failed, shown to the admin with its retry time, and sent by the retry job once', async () => {
    const { as, order, orderId } = await paidCardOrder();
    stripe.failRefunds(1);
    const cancelled = await as.post(`/api/orders/${order.slug}/cancel`, { reason: 'Ordered by mistake' });
    // The cancellation is committed and the refund handled: 200, with the refund shown as retrying.
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      data: { order_status: 'cancelled' },
      message: 'Order cancelled. The card refund could not be sent yet; it is retried automatically.',
      refund: { status: 'retrying', amount: 44.99 },
    });
    expect(stripeRefundsOf(order.transaction_id)).toHaveLength(0);

    const [failed] = await refundRows(orderId);
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 1,
      amountCents: 4499,
      idempotencyKey: `cancel-${order.slug}`,
      providerRefundId: null,
    });
    const wait = failed!.nextAttemptAt!.getTime() - failed!.updatedAt.getTime();
    expect(wait).toBeGreaterThanOrEqual(MINUTE - 1000);
    expect(wait).toBeLessThanOrEqual(MINUTE + 5000);

    const admin = asUser(t.app, await createTestUser(t.app, { role: 'admin' }));
    const shown = await admin.get(`/api/admin/orders/${order.slug}/refunds`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toEqual([
      expect.objectContaining({
        status: 'failed',
        attempts: 1,
        amount_cents: 4499,
        next_attempt_at: failed!.nextAttemptAt!.toISOString(),
      }),
    ]);
    // A failed refund still holds its amount: nothing more can go back meanwhile.
    await expect(
      t.app.payments.refund(orderId, 1, 'Goodwill', { idempotencyKey: `goodwill-${order.slug}` }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'refund_too_large' });

    // Not due yet: nothing is sent.
    expect(await t.app.payments.retryDueRefunds(new Date())).toEqual({ sent: 0, failed: 0 });
    expect(stripeRefundsOf(order.transaction_id)).toHaveLength(0);

    // Due: the job sends it, with the same idempotency key.
    expect(await t.app.payments.retryDueRefunds(later(MINUTE + 5000))).toMatchObject({ sent: 1 });
    const sent = stripeRefundsOf(order.transaction_id);
    expect(sent.map((refund) => refund.amount)).toEqual([4499]);
    const [done] = await refundRows(orderId);
    expect(done).toMatchObject({
      status: 'refunded',
      attempts: 2,
      nextAttemptAt: null,
      providerRefundId: sent[0]!.id,
    });
    expect(stripe.calls.filter((call) => call.path === '/v1/refunds').length).toBeGreaterThanOrEqual(2);

    const after = await admin.get(`/api/admin/orders/${order.slug}/refunds`);
    expect(after.json().data).toEqual([
      expect.objectContaining({ status: 'refunded', next_attempt_at: null }),
    ]);

    // Later passes and a manual retry with the same key pay nothing more.
    expect(await t.app.payments.retryDueRefunds(later(48 * 60 * MINUTE))).toEqual({ sent: 0, failed: 0 });
    const again = await t.app.payments.refund(orderId, 4499, 'again', {
      idempotencyKey: `cancel-${order.slug}`,
    });
    expect(again.replayed).toBe(true);
    expect(stripeRefundsOf(order.transaction_id)).toHaveLength(1);
  });

  it("of an accepted return waits longer after each failure, then keeps the provider's id on the return", async () => {
    const { as, order, orderId, line } = await paidCardOrder();
    await deliver(t.database.db, order.slug);
    const asked = await as.post(`/api/orders/${order.slug}/returns`, { line_slug: line, reason: 'Too dim' });
    const returnSlug = asked.json().data.slug as string;

    stripe.failRefunds(2);
    const accepted = await asUser(t.app, lamps).post(`/api/seller/returns/${returnSlug}/accept`, {});
    expect(
      t.app.mailer
        .outbox()
        .some((mail) => mail.subject === `Your refund for order ${order.slug} is on its way`),
    ).toBe(false);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.refund).toMatchObject({ status: 'retrying', amount: 40 });
    expect(await t.app.payments.retryDueRefunds(later(MINUTE + 5000))).toMatchObject({ failed: 1 });
    const [second] = await refundRows(orderId);
    expect(second).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: expect.stringContaining('outage'),
    });
    const wait = second!.nextAttemptAt!.getTime() - second!.updatedAt.getTime();
    expect(wait).toBeGreaterThanOrEqual(5 * MINUTE - 1000);

    expect(await t.app.payments.retryDueRefunds(later(MINUTE + 5000))).toEqual({ sent: 0, failed: 0 });
    expect(await t.app.payments.retryDueRefunds(later(7 * MINUTE))).toMatchObject({ sent: 1 });
    const sent = stripeRefundsOf(order.transaction_id);
    expect(sent.map((refund) => refund.amount)).toEqual([4000]);
    const [returnRefund] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(returnRefund?.providerReference).toBe(sent[0]!.id);
    // The buyer and the shop now see it refunded, and the buyer is told once, when the job sent it.
    const shown = await as.get(`/api/orders/${order.slug}/returns`);
    expect(shown.json().data[0].refund).toMatchObject({ status: 'refunded', amount: 40 });
    const refundMails = () =>
      t.app.mailer
        .outbox()
        .filter((mail) => mail.subject === `Your refund for order ${order.slug} is on its way`);
    await vi.waitFor(() => expect(refundMails()).toHaveLength(1));
    expect(await t.app.payments.retryDueRefunds(later(48 * 60 * MINUTE))).toEqual({ sent: 0, failed: 0 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(refundMails()).toHaveLength(1);
  });

  it('stops retrying once the schedule is spent, and says so (no next attempt)', async () => {
    const { as, order, orderId } = await paidCardOrder();
    stripe.failRefunds(REFUND_RETRY_DELAYS_MS.length + 5);
    expect((await as.post(`/api/orders/${order.slug}/cancel`, {})).statusCode).toBe(200);
    let clock = Date.now();
    // The first call, then one retry after each wait of the schedule.
    for (let pass = 1; pass <= REFUND_RETRY_DELAYS_MS.length; pass++) {
      clock += 25 * 60 * MINUTE;
      await t.app.payments.retryDueRefunds(new Date(clock));
    }
    const [row] = await refundRows(orderId);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: REFUND_RETRY_DELAYS_MS.length + 1,
      nextAttemptAt: null,
    });
    expect(await t.app.payments.retryDueRefunds(new Date(clock + 100 * 24 * 60 * MINUTE))).toEqual({
      sent: 0,
      failed: 0,
    });
    stripe.failRefunds(0);
    expect(stripeRefundsOf(order.transaction_id)).toHaveLength(0);
  });
});
