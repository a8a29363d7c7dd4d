import { guestCancelBody } from '@shop/shared/after-order.contract';
import {
  guestOrderBody,
  guestOrderLookupBody,
  guestOrderQuery,
  guestOrderResponseSchema,
} from '@shop/shared/guest-checkout.contract';
import { cancelOrderResponseSchema, orderSchema } from '@shop/shared/shopping.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../kernel/route-schemas.ts';
import { guestOrderByNumber, guestOrderByToken, placeGuestOrder } from './orders.guest.ts';
import {
  cancelGuestOrder,
  cancelledMessage,
  type OrderDeps,
  refundCancelledOrder,
} from './orders.service.ts';

const tags = ['orders'];
const orderParam = z.object({ id: z.string().trim().min(1).max(200) });

/** Guest checkout's calls (decision 0019); registered by `orderRoutes`, sharing its checkout queue. */
export async function guestOrderRoutes(app: FastifyInstance, deps: OrderDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secret = () => app.sessionRules.secret;

  r.post(
    '/api/guest/orders',
    {
      schema: {
        tags,
        summary: 'Place an order as a guest',
        description:
          'A visitor orders the bag kept in their browser (`items`: product slugs and quantities only) with an ' +
          'e-mail address and a delivery address. Priced, checked and written exactly like POST /orders ' +
          '(server prices, shipping per seller, stock taken atomically: 409 "Not enough stock for <product>", ' +
          'unavailable products left out, nothing left 400 `cart_empty`). `coupon_code` is judged and redeemed as ' +
          "for an account (400 with the coupon's refusal code); a coupon limited per customer counts this " +
          "e-mail's guest orders, and a personal coupon (such as the newsletter's welcome code) needs its " +
          'owner\'s account (400 `coupon_needs_account`, "Sign in to use this coupon"). ' +
          '`Idempotency-Key` works as for POST /orders (per e-mail). 201 `{ data: Order, message, ' +
          'access_token }`: the token opens the order (GET /guest/orders/{id}?token=) and is in the ' +
          "confirmation e-mail's link. Whether the e-mail has an account is never said. 20 orders per client " +
          'address and 10 per e-mail per hour (429 `rate_limited`).',
        headers: z.looseObject({ 'idempotency-key': z.string().trim().min(1).max(200).optional() }),
        body: guestOrderBody,
        response: {
          200: guestOrderResponseSchema,
          201: guestOrderResponseSchema,
          ...errorResponses(400, 409, 429),
        },
      },
    },
    async (request, reply) => {
      await app.abuseLimits.check(request, reply, 'guest-checkout', request.body.email);
      const placed = await placeGuestOrder(deps, secret(), {
        ...request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      if (placed.replayed) reply.header('idempotent-replayed', 'true');
      reply.header('cache-control', 'private, no-store');
      return reply
        .code(placed.replayed ? 200 : 201)
        .send({ data: placed.order, message: placed.message, access_token: placed.token });
    },
  );

  r.post(
    '/api/guest/orders/lookup',
    {
      schema: {
        tags,
        summary: "Find a guest's order by its number and e-mail",
        description:
          "200 `{ data: Order, message, access_token }` when `order_number` is a guest's order placed with " +
          '`email`; otherwise always the same 404 `guest_order_not_found` (an unknown number, another ' +
          "e-mail, an account's order: nothing says which, nor whether the e-mail has an account). 20 " +
          'look-ups per client address and 10 per e-mail per 15 minutes (429 `rate_limited`).',
        body: guestOrderLookupBody,
        response: { 200: guestOrderResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      await app.abuseLimits.check(request, reply, 'guest-order-lookup', request.body.email);
      const { order, token } = await guestOrderByNumber(
        app.db,
        secret(),
        request.body.order_number,
        request.body.email,
      );
      reply.header('cache-control', 'private, no-store');
      return { data: order, message: 'Order found', access_token: token };
    },
  );

  r.get(
    '/api/guest/orders/:id',
    {
      schema: {
        tags,
        summary: "A guest's order through its signed link",
        description:
          '`{id}` is the order number, `token` the access token of the checkout answer or the e-mailed link. ' +
          "A wrong token, an unknown order or an account's order: the same 404 `guest_order_not_found`.",
        params: orderParam,
        querystring: guestOrderQuery,
        response: { 200: orderSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      reply.header('referrer-policy', 'no-referrer');
      return guestOrderByToken(app.db, secret(), request.params.id, request.query.token);
    },
  );

  r.post(
    '/api/guest/orders/:id/cancel',
    {
      schema: {
        tags,
        summary: "Cancel a guest's pending order",
        description:
          'As POST /orders/{id}/cancel, for an order placed as a guest (decision 0035): `token` is the access ' +
          "token of the order's link, `reason` the buyer's. Still pending only (409 `order_not_cancellable` or " +
          '`invalid_status_transition`); a paid card order is refunded in full through the provider (key ' +
          '`cancel-<slug>`), retried automatically when the provider fails (`refund` says `retrying` then, the ' +
          "order staying cancelled). A token that is not this order's, an unknown order or an account's " +
          'order: the same 404 `guest_order_not_found`.',
        params: orderParam,
        body: guestCancelBody,
        response: { 200: cancelOrderResponseSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      await app.abuseLimits.check(request, reply, 'guest-order-action', request.params.id);
      const order = await cancelGuestOrder(
        app.db,
        secret(),
        request.params.id,
        request.body.token,
        request.body.reason,
      );
      reply.header('cache-control', 'private, no-store');
      const refund = await refundCancelledOrder(app.db, app.payments.refund, order.slug);
      return { data: order, message: cancelledMessage(refund), refund };
    },
  );
}
