/**
 * Payments (decision 0020): the providers this deployment offers, the card webhook and refunds.
 * - Cash on delivery is always offered and stays the default; card payments (Stripe) only when
 *   STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY are all set.
 * - A card order is marked paid only by a webhook whose signature the Stripe SDK verified, for the exact
 *   total of the order; each event is handled once (a duplicate or retried delivery changes nothing).
 * - `refund` gives money back through the order's provider, never more than was paid in total, and a
 *   retried refund (same idempotency key) answers the first one.
 */
import { createHash } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import type { PaymentMethod } from '../../db/schema/statuses.ts';
import type { Env } from '../../env.ts';
import type { Shopper } from '../../kernel/access.ts';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../../kernel/http-errors.ts';
import type { PaymentProvider, PaymentProviders } from '../../kernel/payment-provider.ts';
import {
  confirmCardPayment,
  type OrderPayment,
  orderPaymentById,
  orderPaymentForBuyer,
  orderPaymentForGuest,
} from '../orders/orders.service.ts';
import { cashOnDelivery } from './payments.cash.ts';
import { nextRefundAttemptAt, REFUND_SENDING_LEASE_MS } from './payments.refund-retry.ts';
import { refundFits } from './payments.refund-rule.ts';
import {
  claimDueRefunds,
  insertRefund,
  lockRefundsOf,
  markRefundFailed,
  markRefundSent,
  type RefundRecord,
  recordWebhookEvent,
  refundByKey,
  refundedCents,
  refundsOfOrder,
  setWebhookOutcome,
} from './payments.repository.ts';
import { STRIPE_CURRENCY, type StripeGateway, stripeGateway } from './payments.stripe.ts';

export interface CardPayment {
  order_slug: string;
  client_secret: string;
  publishable_key: string;
  amount_cents: number;
  payment_status: 'pending' | 'success';
}

export interface Refund {
  slug: string;
  order_id: number;
  amount_cents: number;
  reason: string;
  provider_refund_id: string | null;
  replayed: boolean;
}

/** Where a refund stands, for the admin's order page (decision 0035). */
export interface RefundState {
  slug: string;
  amount_cents: number;
  reason: string;
  status: 'pending' | 'failed' | 'refunded';
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  provider_refund_id: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A refund the provider did not take; it stays recorded and the retry job sends it again. */
export class RefundNotSentError extends AppError {
  constructor() {
    super(502, 'refund_not_sent', 'The refund could not be sent yet; it is retried automatically.');
  }
}

export interface PaymentsService {
  readonly providers: PaymentProviders;
  /** The methods a shopper may choose, cash on delivery first (the default). */
  readonly methods: PaymentMethod[];
  /** Stripe's publishable key when card payments are on, else null. */
  readonly cardPublishableKey: string | null;
  /** What the buyer's Payment Element needs for a card order awaiting payment. */
  cardPaymentFor(viewer: Shopper, orderSlug: string): Promise<CardPayment>;
  /** The same for a guest's order, behind its signed link (decision 0019). */
  cardPaymentForGuest(secret: string, orderSlug: string, token: string): Promise<CardPayment>;
  /** A Stripe webhook: verified, handled once; answers what it did. */
  handleStripeWebhook(rawBody: Buffer, signature: string): Promise<{ outcome: string; duplicate: boolean }>;
  /**
   * Gives `amountCents` of an order back through its provider (the returns flow calls this). The same
   * `idempotencyKey` (by default one made of order, amount and reason) answers the first refund again.
   */
  refund(
    orderId: number,
    amountCents: number,
    reason: string,
    options?: { idempotencyKey?: string },
  ): Promise<Refund>;
  /**
   * Sends again the refunds that are due (failed, or pending past their sending lease); the retry job calls
   * it. Answers how many were sent and how many failed again.
   */
  retryDueRefunds(now?: Date): Promise<{ sent: number; failed: number }>;
  /** Called after a refund the provider took (first try or retry): the returns flow keeps its id. */
  onRefundSent(listener: (refund: Refund & { idempotency_key: string }) => Promise<void>): void;
  /** An order's refunds with where each stands (the admin's order page). */
  refundsOf(orderId: number): Promise<RefundState[]>;
}

export function stripeSettingsOf(env: Env) {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY, STRIPE_API_URL } = env;
  if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET || !STRIPE_PUBLISHABLE_KEY) return null;
  return {
    secretKey: STRIPE_SECRET_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    publishableKey: STRIPE_PUBLISHABLE_KEY,
    apiUrl: STRIPE_API_URL,
  };
}

function toRefund(record: RefundRecord, replayed: boolean): Refund {
  return {
    slug: record.slug,
    order_id: record.orderId,
    amount_cents: record.amountCents,
    reason: record.reason,
    provider_refund_id: record.providerRefundId,
    replayed,
  };
}

function toRefundState(record: RefundRecord): RefundState {
  return {
    slug: record.slug,
    amount_cents: record.amountCents,
    reason: record.reason,
    status: record.status,
    attempts: record.attempts,
    next_attempt_at: record.nextAttemptAt?.toISOString() ?? null,
    last_error: record.lastError,
    provider_refund_id: record.providerRefundId,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** How many due refunds one pass of the retry job takes. */
const RETRY_BATCH = 20;

export function createPayments(
  db: Database,
  env: Env,
  log: { warn(object: object, message: string): void },
): PaymentsService {
  const settings = stripeSettingsOf(env);
  const stripe: StripeGateway | null = settings ? stripeGateway(settings) : null;
  const offered: PaymentProvider[] = stripe ? [cashOnDelivery, stripe] : [cashOnDelivery];
  const providers = new Map(offered.map((provider) => [provider.method, provider]));
  const sentListeners: ((refund: Refund & { idempotency_key: string }) => Promise<void>)[] = [];

  /**
   * One call to the provider for a recorded refund, outside any transaction (it goes over the network),
   * with the refund's own idempotency key; the outcome is written on the row. Throws RefundNotSentError
   * when the provider did not take it (the row then says when it is tried again).
   */
  async function send(record: RefundRecord, replayed: boolean): Promise<Refund> {
    const payment = await orderPaymentById(db, record.orderId);
    const provider = providers.get(payment.paymentMethod);
    const attempts = record.attempts + 1;
    let providerRefundId: string | null;
    try {
      if (!provider) throw new Error(`payment method ${payment.paymentMethod} is not configured`);
      ({ providerRefundId } = await provider.refund({
        transactionId: payment.transactionId,
        amountCents: record.amountCents,
        reason: record.reason,
        idempotencyKey: record.idempotencyKey,
      }));
    } catch (error) {
      const nextAttemptAt = nextRefundAttemptAt(attempts, new Date());
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await markRefundFailed(db, record.id, { attempts, nextAttemptAt, lastError });
      log.warn(
        { refund: record.slug, order: record.orderId, attempts, nextAttemptAt, err: lastError },
        'refund not sent; it is retried automatically',
      );
      throw new RefundNotSentError();
    }
    const sent = await markRefundSent(db, record.id, { providerRefundId, attempts });
    const answer = toRefund(sent, replayed);
    for (const listener of sentListeners) {
      await listener({ ...answer, idempotency_key: sent.idempotencyKey }).catch((error: unknown) =>
        log.warn({ err: error, refund: sent.slug }, 'a refund listener failed'),
      );
    }
    return answer;
  }

  function cardGateway(): StripeGateway {
    if (!stripe) throw new NotFoundError('Card payments are not configured', 'payments_not_configured');
    return stripe;
  }

  async function cardPaymentOf(payment: OrderPayment): Promise<CardPayment> {
    const gateway = cardGateway();
    if (payment.paymentMethod !== 'card' || !payment.transactionId) {
      throw new ConflictError('This order is not paid by card', 'not_a_card_order');
    }
    if (payment.orderStatus === 'cancelled') {
      throw new ConflictError('This order was cancelled', 'order_cancelled');
    }
    return {
      order_slug: payment.slug,
      client_secret: await gateway.clientSecretOf(payment.transactionId),
      publishable_key: gateway.publishableKey,
      amount_cents: payment.totalCents,
      payment_status: payment.paymentStatus,
    };
  }

  return {
    providers,
    methods: offered.map((provider) => provider.method),
    cardPublishableKey: stripe?.publishableKey ?? null,

    cardPaymentFor: async (viewer, orderSlug) =>
      cardPaymentOf(await orderPaymentForBuyer(db, viewer, orderSlug)),
    cardPaymentForGuest: async (secret, orderSlug, token) =>
      cardPaymentOf(await orderPaymentForGuest(db, secret, orderSlug, token)),

    async handleStripeWebhook(rawBody, signature) {
      const gateway = cardGateway();
      let event: ReturnType<StripeGateway['verifiedEvent']>;
      try {
        event = gateway.verifiedEvent(rawBody, signature);
      } catch {
        throw new BadRequestError('The webhook signature is not valid', 'invalid_signature');
      }
      const key = { provider: 'stripe', eventId: event.id };
      return db.transaction(async (tx) => {
        if (!(await recordWebhookEvent(tx, { ...key, type: event.type }))) {
          return { outcome: 'duplicate', duplicate: true };
        }
        let outcome = 'ignored';
        if (event.type === 'payment_intent.succeeded') {
          const intent = event.data.object;
          outcome =
            intent.currency === STRIPE_CURRENCY
              ? await confirmCardPayment(tx, intent.id, intent.amount_received)
              : 'amount_mismatch';
          // Not ours yet (never, or not committed): refuse, so nothing is recorded and Stripe retries.
          if (outcome === 'unknown_payment') {
            throw new ConflictError('No order is waiting for this payment', 'unknown_payment');
          }
          if (outcome === 'amount_mismatch') {
            log.warn({ event: event.id, intent: intent.id }, 'card payment does not match its order');
          }
        }
        await setWebhookOutcome(tx, key, outcome);
        return { outcome, duplicate: false };
      });
    },

    async refund(orderId, amountCents, reason, options = {}) {
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
        throw new BadRequestError('A refund must be a positive whole number of cents', 'invalid_refund');
      }
      const idempotencyKey =
        options.idempotencyKey ??
        `refund-${orderId}-${amountCents}-${createHash('sha256').update(reason).digest('hex').slice(0, 16)}`;
      const payment = await orderPaymentById(db, orderId);
      const provider = providers.get(payment.paymentMethod);
      if (!provider) {
        throw new ConflictError(
          'The payment method of this order is not configured',
          'payments_not_configured',
        );
      }
      if (payment.paymentMethod === 'card' && payment.paymentStatus !== 'success') {
        throw new ConflictError('This order has not been paid yet', 'order_not_paid');
      }
      // The refund is recorded first (the amount it holds counts against the order's total from now on),
      // then sent outside the transaction; a failure keeps it recorded for the retry job.
      const { record, replayed } = await db.transaction(async (tx) => {
        await lockRefundsOf(tx, orderId);
        const earlier = await refundByKey(tx, idempotencyKey);
        if (earlier) return { record: earlier, replayed: true };
        if (!refundFits(payment.totalCents, await refundedCents(tx, orderId), amountCents)) {
          throw new ConflictError('A refund cannot exceed what was paid for the order', 'refund_too_large');
        }
        const dueAt = new Date(Date.now() + REFUND_SENDING_LEASE_MS);
        const inserted = await insertRefund(tx, { orderId, amountCents, reason, idempotencyKey, dueAt });
        return { record: inserted, replayed: false };
      });
      if (record.status === 'refunded') return toRefund(record, replayed);
      return send(record, replayed);
    },

    async retryDueRefunds(now = new Date()) {
      const due = await claimDueRefunds(
        db,
        now,
        new Date(now.getTime() + REFUND_SENDING_LEASE_MS),
        RETRY_BATCH,
      );
      let sent = 0;
      let failed = 0;
      for (const record of due) {
        try {
          await send(record, false);
          sent += 1;
        } catch {
          failed += 1;
        }
      }
      return { sent, failed };
    },

    onRefundSent(listener) {
      sentListeners.push(listener);
    },

    async refundsOf(orderId) {
      return (await refundsOfOrder(db, orderId)).map(toRefundState);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments service (decision 0020); the returns flow refunds through `app.payments.refund`. */
    payments: PaymentsService;
  }
}
