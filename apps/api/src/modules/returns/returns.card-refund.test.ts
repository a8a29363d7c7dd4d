/**
 * Card refunds through the payments provider (decision 0020), with the real `stripe` SDK against the local
 * stand-in: an accepted return of a card-paid order refunds the line's amount through Stripe once (the
 * provider failing answers the return accepted with its refund retrying, accepting again sends it, never
 * twice); a
 * cancelled card-paid order is refunded in full; an unpaid card order and a cash order call no provider.
 */
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentRefunds, refunds } from '../../db/schema/index.ts';
import { createProduct } from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { asUser, deliver, orderRequest, putInCart } from '../orders/orders.test-support.ts';
import { type StripeStandIn, startStripeStandIn } from '../payments/stripe-stand-in.test-support.ts';
import { createTestSeller, type TestSeller } from '../seller-dashboard/seller-dashboard.test-support.ts';
import { createTestUser } from '../users/users.test-support.ts';

const WEBHOOK_SECRET = 'whsec_test_refunds';
const signer = new Stripe('sk_test_signer').webhooks;

let stripe: StripeStandIn;
let t: TestApp;
let lamps: TestSeller;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_refunds',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_refunds',
      STRIPE_API_URL: stripe.url,
    },
  });
  lamps = await createTestSeller(t.app, { shopName: 'Card Lamps' });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

/** A card order of two $20.00 lamps (shipping $4.99: $44.99), paid through the signed webhook. */
async function paidCardOrder(paid = true) {
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
  if (paid) {
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
  }
  return { as, order, line: order.product_list[0]!.line_slug };
}

const stripeRefundsOf = (intentId: string) =>
  stripe.refunds.filter((refund) => refund.payment_intent === intentId);

describe('an accepted return of a card-paid order', () => {
  it('refunds the line through Stripe once; a provider failure is retried by accepting again', async () => {
    const { as, order, line } = await paidCardOrder();
    await deliver(t.database.db, order.slug);
    const asked = await as.post(`/api/orders/${order.slug}/returns`, { line_slug: line, reason: 'Too dim' });
    expect(asked.statusCode).toBe(201);
    const returnSlug = asked.json().data.slug as string;

    // Stripe refuses (the stand-in answers 400 for an intent it does not see as paid).
    const intent = stripe.intents.get(order.transaction_id)!;
    intent.status = 'requires_payment_method';
    const seller = asUser(t.app, lamps);
    const failed = await seller.post(`/api/seller/returns/${returnSlug}/accept`, {});
    // Committed and handled: a success that says the refund is retried, never a 5xx.
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({
      data: { status: 'accepted', refund: { amount: 40, method: 'card', status: 'retrying' } },
      message: 'Return accepted. The card refund could not be sent yet; it is retried automatically.',
    });
    expect(stripeRefundsOf(order.transaction_id)).toHaveLength(0);

    intent.status = 'succeeded';
    const accepted = await seller.post(`/api/seller/returns/${returnSlug}/accept`, {});
    expect(accepted.statusCode).toBe(200);
    // The line's sale, not its shipping: 2 × $20.00.
    expect(accepted.json()).toMatchObject({
      data: { status: 'accepted', refund: { amount: 40, method: 'card', status: 'refunded' } },
      message: 'Return accepted and refunded',
    });
    const sent = stripeRefundsOf(order.transaction_id);
    expect(sent.map((refund) => refund.amount)).toEqual([4000]);

    const [row] = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, await orderId(order.slug)));
    expect(row?.providerReference).toBe(sent[0]!.id);

    // Accepting again: the same return, no second refund anywhere.
    const again = await seller.post(`/api/seller/returns/${returnSlug}/accept`, {});
    expect(again.statusCode).toBe(200);
    expect(stripeRefundsOf(order.transaction_id)).toHaveLength(1);
    const ledger = await t.database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, await orderId(order.slug)));
    expect(ledger.map((refund) => [refund.amountCents, refund.idempotencyKey])).toEqual([
      [4000, `return-${returnSlug}`],
    ]);
  });
});

async function orderId(slug: string): Promise<number> {
  const [row] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.slug, slug));
  return row!.id;
}

describe('cancelling a card order', () => {
  it('refunds the whole total through Stripe when it was paid', async () => {
    const { as, order } = await paidCardOrder();
    const cancelled = await as.post(`/api/orders/${order.slug}/cancel`, { reason: 'Ordered by mistake' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: 'Order cancelled',
      refund: { status: 'refunded', amount: 44.99 },
    });
    expect(stripeRefundsOf(order.transaction_id).map((refund) => refund.amount)).toEqual([4499]);
    const [recorded] = await t.database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, await orderId(order.slug)));
    expect(recorded).toMatchObject({ amountCents: 4499, idempotencyKey: `cancel-${order.slug}` });
  });

  it('sends nothing to Stripe when it was never paid', async () => {
    const { as, order } = await paidCardOrder(false);
    const cancelled = await as.post(`/api/orders/${order.slug}/cancel`, {});
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ message: 'Order cancelled', refund: null });
    expect(stripeRefundsOf(order.transaction_id)).toHaveLength(0);
  });
});
