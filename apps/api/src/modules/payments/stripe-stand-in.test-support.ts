/**
 * A local HTTP server that plays the few Stripe API calls the shop makes (decision 0020), so the real
 * `stripe` SDK can be tested offline (it is pointed here with STRIPE_API_URL, i.e. the SDK's host, port and
 * protocol options):
 *   POST /v1/payment_intents      (form-encoded, honours `Idempotency-Key` like Stripe)
 *   GET  /v1/payment_intents/:id
 *   POST /v1/refunds              (refuses more than the intent received, honours `Idempotency-Key`)
 * `succeed(id)` plays the customer paying (what Stripe.js and the card network do), and `eventFor` builds the
 * webhook event Stripe would send; tests sign it with the SDK's `webhooks.generateTestHeaderString`.
 * It is not Stripe: it checks no card, no API version and no key beyond the `Bearer sk_` prefix.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import Stripe from 'stripe';

export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  client_secret: string;
  status: 'requires_payment_method' | 'succeeded';
  receipt_email: string | null;
  metadata: Record<string, string>;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
}

export interface StripeStandIn {
  url: string;
  intents: Map<string, StandInIntent>;
  refunds: StandInRefund[];
  /** Every call as received: method, path and the decoded form body. */
  calls: { method: string; path: string; form: Record<string, string> }[];
  succeed(intentId: string): StandInIntent;
  /**
   * The next `count` refund calls fail as an outage would (500 `api_error`, with `Stripe-Should-Retry: false`
   * so the SDK hands the failure back at once instead of retrying it itself).
   */
  failRefunds(count: number): void;
  /** A `payment_intent.succeeded` event (its JSON is what Stripe posts to the webhook). */
  eventFor(
    intent: StandInIntent,
    type?: string,
  ): { id: string; object: 'event'; type: string; data: { object: StandInIntent } };
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

async function formOf(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

function metadataOf(form: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(form)
      .filter(([key]) => key.startsWith('metadata['))
      .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
  );
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const intents = new Map<string, StandInIntent>();
  const refunds: StandInRefund[] = [];
  const calls: StripeStandIn['calls'] = [];
  const replays = new Map<string, string>();
  let refundFailures = 0;

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const form = await formOf(request);
    calls.push({ method: request.method ?? 'GET', path: url.pathname, form });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(body));
    };
    const fail = (status: number, message: string) =>
      send(status, { error: { type: 'invalid_request_error', message } });
    if (!String(request.headers.authorization ?? '').startsWith('Bearer sk_')) {
      return fail(401, 'Invalid API Key provided');
    }
    const key = request.headers['idempotency-key'];
    const replayKey = typeof key === 'string' ? `${url.pathname}:${key}` : undefined;
    const replayed = replayKey ? replays.get(replayKey) : undefined;
    if (replayed) {
      response.writeHead(200, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
      return response.end(replayed);
    }
    const remember = (body: unknown) => {
      if (replayKey) replays.set(replayKey, JSON.stringify(body));
      send(200, body);
    };

    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const amount = Number(form.amount);
      if (!Number.isInteger(amount) || amount < 50) return fail(400, 'Amount must be at least 50 cents');
      const intentId = id('pi');
      const intent: StandInIntent = {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: form.currency ?? '',
        client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
        status: 'requires_payment_method',
        receipt_email: form.receipt_email ?? null,
        metadata: metadataOf(form),
      };
      intents.set(intentId, intent);
      return remember(intent);
    }
    const intentPath = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && intentPath) {
      const intent = intents.get(decodeURIComponent(intentPath[1] ?? ''));
      return intent ? send(200, intent) : fail(404, 'No such payment_intent');
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds' && refundFailures > 0) {
      refundFailures -= 1;
      response.writeHead(500, { 'content-type': 'application/json', 'stripe-should-retry': 'false' });
      return response.end(JSON.stringify({ error: { type: 'api_error', message: 'Stand-in outage' } }));
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      const intent = intents.get(form.payment_intent ?? '');
      if (!intent) return fail(404, 'No such payment_intent');
      const amount = form.amount === undefined ? intent.amount_received : Number(form.amount);
      const already = refunds
        .filter((refund) => refund.payment_intent === intent.id)
        .reduce((sum, refund) => sum + refund.amount, 0);
      if (intent.status !== 'succeeded') return fail(400, 'This PaymentIntent has not been paid');
      if (already + amount > intent.amount_received) {
        return fail(400, 'Refund amount is greater than the unrefunded amount');
      }
      const refund: StandInRefund = {
        id: id('re'),
        object: 'refund',
        amount,
        payment_intent: intent.id,
        status: 'succeeded',
        metadata: metadataOf(form),
      };
      refunds.push(refund);
      return remember(refund);
    }
    return fail(404, `Unrecognized request URL (${request.method}: ${url.pathname})`);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the stand-in did not listen');
  return {
    url: `http://127.0.0.1:${address.port}`,
    intents,
    refunds,
    calls,
    succeed(intentId) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      return intent;
    },
    failRefunds(count) {
      refundFailures = count;
    },
    eventFor(intent, type = 'payment_intent.succeeded') {
      return { id: id('evt'), object: 'event', type, data: { object: { ...intent } } };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The `Stripe-Signature` header Stripe would send with `payload`, made by the SDK's own test helper. */
export function stripeSignatureFor(payload: string, secret: string): string {
  return new Stripe('sk_test_signer').webhooks.generateTestHeaderString({ payload, secret });
}
