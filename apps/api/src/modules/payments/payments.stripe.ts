/**
 * Card payments with Stripe (decision 0020), through the official SDK only:
 * - `start` creates one PaymentIntent per order for the server's total (the browser never names an
 *   amount); Stripe's idempotency key `order-<slug>` makes a retried start return the same intent;
 * - `verifiedEvent` checks a webhook's `Stripe-Signature` with `webhooks.constructEvent` (HMAC of the raw
 *   body with the endpoint secret, five minutes' tolerance); nothing else ever marks an order paid;
 * - `refund` gives money back through Stripe with an idempotency key of the caller's choosing.
 * `apiUrl` points the SDK at another host (stripe-mock, or the tests' local stand-in).
 */
import Stripe from 'stripe';
import type { PaymentProvider } from '../../kernel/payment-provider.ts';

/** Prices are US dollars everywhere in the shop (docs/money.md). */
export const STRIPE_CURRENCY = 'usd';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  apiUrl?: string | undefined;
}

/** The SDK's host options for an `http(s)://host:port` URL. */
function hostOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

export interface StripeGateway extends PaymentProvider {
  readonly publishableKey: string;
  /** What the Payment Element needs to confirm the intent in the browser. */
  clientSecretOf(transactionId: string): Promise<string>;
  /** The event when the signature is Stripe's for this raw body; throws otherwise. */
  verifiedEvent(rawBody: Buffer, signature: string): Stripe.Event;
}

export function stripeGateway(settings: StripeSettings): StripeGateway {
  const stripe = new Stripe(settings.secretKey, {
    ...hostOptions(settings.apiUrl),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Bazaar' },
  });
  return {
    method: 'card',
    successMessage: 'Order placed; complete the card payment to confirm it',
    publishableKey: settings.publishableKey,
    async start(order) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: order.totalCents,
          currency: STRIPE_CURRENCY,
          automatic_payment_methods: { enabled: true },
          receipt_email: order.buyerEmail,
          metadata: { order_slug: order.slug },
        },
        { idempotencyKey: `order-${order.slug}` },
      );
      return { paymentStatus: 'pending', transactionId: intent.id };
    },
    async refund(payment) {
      if (!payment.transactionId) throw new Error('a card refund needs the PaymentIntent id');
      const refund = await stripe.refunds.create(
        {
          payment_intent: payment.transactionId,
          amount: payment.amountCents,
          metadata: { reason: payment.reason.slice(0, 500) },
        },
        { idempotencyKey: payment.idempotencyKey },
      );
      return { providerRefundId: refund.id };
    },
    async clientSecretOf(transactionId) {
      const intent = await stripe.paymentIntents.retrieve(transactionId);
      if (!intent.client_secret) throw new Error(`PaymentIntent ${transactionId} has no client secret`);
      return intent.client_secret;
    },
    verifiedEvent(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
    },
  };
}
