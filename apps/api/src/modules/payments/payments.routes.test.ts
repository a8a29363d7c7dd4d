import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentRefunds, paymentWebhookEvents } from '../../db/schema/index.ts';
import { createProduct, createSeller } from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { asUser, orderRequest, putInCart } from '../orders/orders.test-support.ts';
import { createTestUser, type TestUser } from '../users/users.test-support.ts';
import {
  type StandInIntent,
  type StripeStandIn,
  startStripeStandIn,
} from './stripe-stand-in.test-support.ts';

const WEBHOOK_SECRET = 'whsec_test_standin_secret';
const signer = new Stripe('sk_test_signer').webhooks;

let stripe: StripeStandIn;
let t: TestApp;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
      STRIPE_API_URL: stripe.url,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

/** A buyer with a $30 lamp in the cart (shipping $4.99: total $34.99). */
async function buyerWithCart(): Promise<TestUser> {
  const user = await createTestUser(t.app);
  const seller = await createSeller(t.database.db);
  const lamp = await createProduct(t.database.db, { name: 'Lamp', priceCents: 3000, stock: 5, seller });
  await putInCart(t.database.db, user, lamp, 1);
  return user;
}

async function placeCardOrder(user: TestUser) {
  const response = await orderRequest(asUser(t.app, user), user, { payment_method: 'card' });
  expect(response.statusCode).toBe(201);
  return response.json().data as {
    slug: string;
    transaction_id: string;
    payment_status: string;
    total: number;
  };
}

function postWebhook(payload: string, signature?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });
}

function signedWebhook(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return postWebhook(payload, signer.generateTestHeaderString({ payload, secret }));
}

const paymentStatusOf = async (slug: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.slug, slug)))[0]?.paymentStatus;

describe('card payments with Stripe', () => {
  it('offers the card with the publishable key only when configured', async () => {
    expect((await t.app.inject({ url: '/api/payments/methods' })).json()).toEqual({
      methods: ['cod', 'card'],
      stripe_publishable_key: 'pk_test_standin',
    });
  });

  it("creates one PaymentIntent for the server's total; the order stays unpaid until the webhook", async () => {
    const user = await buyerWithCart();
    const order = await placeCardOrder(user);
    expect(order.payment_status).toBe('pending');
    const intent = stripe.intents.get(order.transaction_id);
    expect(intent).toMatchObject({ amount: 3499, currency: 'usd', metadata: { order_slug: order.slug } });

    const card = await asUser(t.app, user).get(`/api/payments/orders/${order.slug}/card`);
    expect(card.statusCode).toBe(200);
    expect(card.json()).toEqual({
      order_slug: order.slug,
      client_secret: intent?.client_secret,
      publishable_key: 'pk_test_standin',
      amount_cents: 3499,
      payment_status: 'pending',
    });
    expect(await paymentStatusOf(order.slug)).toBe('pending');
  });

  it('ignores totals the client sends: the intent is for the server total', async () => {
    const user = await buyerWithCart();
    const response = await orderRequest(asUser(t.app, user), user, {
      payment_method: 'card',
      total: 0.5,
      subTotal: 0.5,
    });
    expect(response.statusCode).toBe(201);
    expect(stripe.intents.get(response.json().data.transaction_id)?.amount).toBe(3499);
  });

  it('marks the order paid on a verified webhook, once, whatever the number of deliveries', async () => {
    const user = await buyerWithCart();
    const order = await placeCardOrder(user);
    const event = stripe.eventFor(stripe.succeed(order.transaction_id));

    const first = await signedWebhook(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false, outcome: 'confirmed' });
    expect(await paymentStatusOf(order.slug)).toBe('success');

    const again = await Promise.all([signedWebhook(event), signedWebhook(event)]);
    expect(again.map((response) => response.json())).toEqual([
      { received: true, duplicate: true, outcome: 'duplicate' },
      { received: true, duplicate: true, outcome: 'duplicate' },
    ]);
    const recorded = await t.database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, event.id));
    expect(recorded).toHaveLength(1);

    // Stripe may also send a new event about the same payment: the order is already paid.
    const sameIntent = await signedWebhook(stripe.eventFor(stripe.intents.get(order.transaction_id)!));
    expect(sameIntent.json().outcome).toBe('already_paid');
  });

  it('refuses a webhook with a bad, foreign or missing signature and changes nothing', async () => {
    const user = await buyerWithCart();
    const order = await placeCardOrder(user);
    const event = stripe.eventFor(stripe.succeed(order.transaction_id));
    const payload = JSON.stringify(event);
    const tampered = JSON.stringify({ ...event, id: 'evt_other' });

    const answers = [
      await signedWebhook(event, 'whsec_someone_else'),
      await postWebhook(payload),
      await postWebhook(payload, 't=1,v1=deadbeef'),
      await postWebhook(tampered, signer.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })),
      // A valid signature from long ago (replay): outside the SDK's five-minute tolerance.
      await postWebhook(
        payload,
        signer.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
          timestamp: Math.floor(Date.now() / 1000) - 3600,
        }),
      ),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'invalid_signature' });
    }
    expect(await paymentStatusOf(order.slug)).toBe('pending');
  });

  it('never marks an order paid for a different amount or currency', async () => {
    const user = await buyerWithCart();
    const order = await placeCardOrder(user);
    const paid = stripe.succeed(order.transaction_id);
    const short: StandInIntent = { ...paid, amount_received: 50 };
    expect((await signedWebhook(stripe.eventFor(short))).json().outcome).toBe('amount_mismatch');
    const euros: StandInIntent = { ...paid, currency: 'eur' };
    expect((await signedWebhook(stripe.eventFor(euros))).json().outcome).toBe('amount_mismatch');
    expect(await paymentStatusOf(order.slug)).toBe('pending');
  });

  it('answers 409 for a payment no order waits for, so Stripe retries, and records nothing', async () => {
    const stray = stripe.eventFor({
      ...stripe.succeed((await placeCardOrder(await buyerWithCart())).transaction_id),
      id: 'pi_nobody',
    });
    const response = await signedWebhook(stray);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('unknown_payment');
    const recorded = await t.database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, stray.id));
    expect(recorded).toHaveLength(0);
  });

  it('acknowledges other event types without changing any order', async () => {
    const user = await buyerWithCart();
    const order = await placeCardOrder(user);
    const intent = stripe.intents.get(order.transaction_id)!;
    const response = await signedWebhook(stripe.eventFor(intent, 'payment_intent.payment_failed'));
    expect(response.json()).toEqual({ received: true, duplicate: false, outcome: 'ignored' });
    expect(await paymentStatusOf(order.slug)).toBe('pending');
  });

  it("shows the card payment only to the order's buyer", async () => {
    const user = await buyerWithCart();
    const order = await placeCardOrder(user);
    const stranger = await createTestUser(t.app);
    expect((await asUser(t.app, stranger).get(`/api/payments/orders/${order.slug}/card`)).statusCode).toBe(
      404,
    );
    expect((await asUser(t.app).get(`/api/payments/orders/${order.slug}/card`)).statusCode).toBe(401);
  });
});

describe('refunds through the provider', () => {
  async function paidOrderId() {
    const user = await buyerWithCart();
    const order = await placeCardOrder(user);
    await signedWebhook(stripe.eventFor(stripe.succeed(order.transaction_id)));
    const [row] = await t.database.db.select().from(orders).where(eq(orders.slug, order.slug));
    return { id: row!.id, intentId: order.transaction_id };
  }

  it('refunds part of a paid card order through Stripe, and a retry pays nothing twice', async () => {
    const { id, intentId } = await paidOrderId();
    const first = await t.app.payments.refund(id, 1000, 'Returned: chipped lamp');
    expect(first).toMatchObject({ amount_cents: 1000, replayed: false });
    expect(first.provider_refund_id).toMatch(/^re_/);
    const retry = await t.app.payments.refund(id, 1000, 'Returned: chipped lamp');
    expect(retry).toMatchObject({ slug: first.slug, replayed: true });
    expect(stripe.refunds.filter((refund) => refund.payment_intent === intentId)).toHaveLength(1);
  });

  it('never refunds more than was paid, in total', async () => {
    const { id } = await paidOrderId();
    await t.app.payments.refund(id, 3000, 'First part', { idempotencyKey: `first-${id}` });
    await expect(
      t.app.payments.refund(id, 500, 'Second part', { idempotencyKey: `second-${id}` }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'refund_too_large' });
    const rows = await t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, id));
    expect(rows.map((row) => row.amountCents)).toEqual([3000]);
  });

  it('refuses to refund an unpaid card order or a non-positive amount', async () => {
    const user = await buyerWithCart();
    const order = await placeCardOrder(user);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.slug, order.slug));
    await expect(t.app.payments.refund(row!.id, 100, 'x')).rejects.toMatchObject({ code: 'order_not_paid' });
    await expect(t.app.payments.refund(row!.id, 0, 'x')).rejects.toMatchObject({ code: 'invalid_refund' });
  });
});

describe('without Stripe settings', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(async () => {
    await plain?.close();
  });

  it('offers cash on delivery only and turns webhooks away', async () => {
    expect((await plain.app.inject({ url: '/api/payments/methods' })).json()).toEqual({
      methods: ['cod'],
      stripe_publishable_key: null,
    });
    const response = await plain.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('payments_not_configured');
  });
});
