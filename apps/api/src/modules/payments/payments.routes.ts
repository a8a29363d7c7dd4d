import { apiErrorSchema } from '@shop/shared/catalogue.contract';
import { guestOrderQuery } from '@shop/shared/guest-checkout.contract';
import { cardPaymentSchema, paymentMethodsSchema } from '@shop/shared/payments.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionSecurity as security, signedInOnly } from '../../kernel/access.ts';
import { errorResponses } from '../../kernel/route-schemas.ts';
import { requireUser } from '../../plugins/session.ts';
import { keepRetryingRefunds } from './payments.refund-job.ts';
import type { PaymentsService } from './payments.service.ts';

const tags = ['payments'];

export async function paymentRoutes(app: FastifyInstance, options: { payments: PaymentsService }) {
  const { payments } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  keepRetryingRefunds(app, payments);

  r.get(
    '/api/payments/methods',
    {
      schema: {
        tags,
        summary: 'How a shopper may pay',
        description:
          'The payment methods this shop offers, cash on delivery (`cod`, the default) first; `card` only ' +
          'when Stripe is configured, with the publishable key the Payment Element needs (else null).',
        response: { 200: paymentMethodsSchema },
      },
    },
    async () => ({ methods: payments.methods, stripe_publishable_key: payments.cardPublishableKey }),
  );

  r.get(
    '/api/payments/orders/:id/card',
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        security,
        summary: 'The card payment of an order',
        description:
          "`{id}` is the order slug. For the order's buyer (or an admin): the PaymentIntent's client secret " +
          "for Stripe.js, the publishable key and the amount the server charges. Someone else's or an unknown " +
          'order 404; card payments off 404 `payments_not_configured`; not a card order 409 ' +
          '`not_a_card_order`; a cancelled order 409 `order_cancelled`.',
        params: z.object({ id: z.string().trim().min(1).max(200) }),
        response: { 200: cardPaymentSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const viewer = await requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return payments.cardPaymentFor(viewer, request.params.id);
    },
  );

  r.get(
    '/api/guest/orders/:id/card',
    {
      schema: {
        tags,
        summary: "The card payment of a guest's order",
        description:
          'As GET /payments/orders/{id}/card, for a guest order opened with its access `token` (decision 19); ' +
          "a wrong token or an account's order answers the same 404 `guest_order_not_found`.",
        params: z.object({ id: z.string().trim().min(1).max(200) }),
        querystring: guestOrderQuery,
        response: { 200: cardPaymentSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return payments.cardPaymentForGuest(app.sessionRules.secret, request.params.id, request.query.token);
    },
  );

  // Stripe signs the exact bytes it sent, so this route (in its own plugin scope) keeps JSON as a Buffer.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    webhook.withTypeProvider<ZodTypeProvider>().post(
      '/api/payments/stripe/webhook',
      {
        schema: {
          tags,
          summary: 'Stripe webhook',
          description:
            "Stripe's events, verified with the endpoint's signing secret (`Stripe-Signature`, the Stripe " +
            "SDK's check): `payment_intent.succeeded` for exactly an order's total marks that card order paid; " +
            'other events are acknowledged and ignored. Each event is handled once: a duplicate answers 200 ' +
            '`{ received: true, duplicate: true }` and changes nothing. Bad or missing signature 400 ' +
            '`invalid_signature`; a payment no order waits for 409 `unknown_payment` (Stripe retries); card ' +
            'payments off 404 `payments_not_configured`.',
          headers: z.looseObject({ 'stripe-signature': z.string().min(1).max(2000).optional() }),
          response: {
            200: z.object({ received: z.literal(true), duplicate: z.boolean(), outcome: z.string() }),
            400: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'] ?? '';
        const handled = await payments.handleStripeWebhook(raw, signature);
        return { received: true as const, ...handled };
      },
    );
  });
}
