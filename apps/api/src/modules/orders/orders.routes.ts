import { cancelOrderBody } from '@shop/shared/after-order.contract';
import { apiErrorSchema } from '@shop/shared/catalogue.contract';
import { messages } from '@shop/shared/messages';
import { REVIEW_WAIT_AFTER_SELLER_DELIVERY_DAYS } from '@shop/shared/review-rules';
import {
  cancelOrderResponseSchema,
  confirmReceiptBody,
  createOrderBody,
  orderListQuery,
  orderListSchema,
  orderQuoteQuery,
  orderQuoteSchema,
  orderResponseSchema,
  orderSchema,
} from '@shop/shared/shopping.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../env.ts';
import { sessionSecurity as security, shopperFor, signedInOnly } from '../../kernel/access.ts';
import type { PaymentProviders } from '../../kernel/payment-provider.ts';
import { requireUser } from '../../plugins/session.ts';
import { createCheckoutQueue } from './orders.checkout.ts';
import { guestOrderRoutes } from './orders.guest.routes.ts';
import { createOrderMailer, type OrderMailer } from './orders.mail.ts';
import { confirmReceipt } from './orders.receipt.ts';
import {
  cancelledMessage,
  cancelOrder,
  listOrders,
  type OrderDeps,
  orderForViewer,
  placeOrder,
  quoteCheckout,
  refundCancelledOrder,
} from './orders.service.ts';

const tags = ['orders'];
const slugParam = z.string().trim().min(1).max(200);
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

export interface OrderRoutesOptions {
  env: Env;
  /** The payment methods this deployment offers (the payments module builds them). */
  payments: PaymentProviders;
  /** Defaults to mails through `app.mailer`. */
  mailer?: OrderMailer;
}

export async function orderRoutes(app: FastifyInstance, options: OrderRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: OrderDeps = {
    db: app.db,
    checkouts: createCheckoutQueue(app.db),
    payments: options.payments,
    mailer: options.mailer ?? createOrderMailer(app.mailer, { publicUrl: options.env.PUBLIC_URL }),
    log: app.log,
  };
  await guestOrderRoutes(app, deps);

  r.post(
    '/api/orders',
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        security,
        summary: 'Place an order from the server-side cart',
        description:
          'Builds the order from the cart in one transaction: prices (offer and running flash-sale prices), ' +
          "coupon discount, shipping (per seller, $4.99 unless that seller's lines reach $50) and total are " +
          'computed by the server. The amounts and buyer details the original storefront sends with an order ' +
          '(`product_list`, `subTotal`, `discount`, `shipping`, `total`, `user_name`, …) are accepted and ' +
          'ignored, never trusted; any other unknown field is refused with 400. Give `address_slug` (a saved address of the ' +
          'buyer) or a one-off `address`. Stock drops atomically and never below zero: 409 "Not enough stock ' +
          'for <product>" when a line cannot be served (nothing is written). Empty cart 400 `cart_empty`; bad ' +
          'coupon 400 with the reason (codes as in the coupon call); `card` is 400 "Card payments are not ' +
          'configured" while no card provider is set up. The cart lines ordered are removed. A `card` order ' +
          'answers `payment_status: pending` with the PaymentIntent id as `transaction_id`; the buyer pays ' +
          'it with GET /payments/orders/{id}/card and only the verified Stripe webhook marks it paid.\n\n' +
          'Send an `Idempotency-Key` header (any unique string per checkout attempt): a retry with the same ' +
          'key, even concurrent, creates nothing and answers the first order with 200 and ' +
          '`Idempotent-Replayed: true` (whatever its body). `user_slug` must be the signed-in user (admins ' +
          'may name anyone), else 403.',
        headers: z.looseObject({
          'idempotency-key': z.string().trim().min(1).max(200).optional(),
        }),
        body: createOrderBody,
        response: { 200: orderResponseSchema, 201: orderResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await requireUser(request);
      const buyer = await shopperFor(request, request.body.user_slug);
      const { order, replayed, message } = await placeOrder(deps, buyer, actor, {
        addressSlug: request.body.address_slug,
        address: request.body.address,
        paymentMethod: request.body.payment_method,
        couponCode: request.body.coupon_code,
        idempotencyKey: request.headers['idempotency-key'],
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(replayed ? 200 : 201).send({ data: order, message });
    },
  );

  r.get(
    '/api/orders/quote',
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        security,
        summary: 'Price the cart as an order would',
        description:
          'The checkout summary: lines with the unit price that will be charged, per-seller subtotal and ' +
          'shipping, discount of `coupon_code` (400 with the reason when refused), total. Nothing is written. ' +
          '`user_slug` must be the signed-in user (admins may name anyone), else 403.',
        querystring: orderQuoteQuery,
        response: { 200: orderQuoteSchema, ...errors },
      },
    },
    async (request, reply) => {
      const shopper = await shopperFor(request, request.query.user_slug);
      reply.header('cache-control', 'private, no-store');
      return quoteCheckout(app.db, shopper, request.query.coupon_code);
    },
  );

  r.get(
    '/api/orders/:id',
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        security,
        summary: 'One order',
        description:
          '`{id}` is the order slug. The buyer and admins see the whole order; a seller with lines in it sees ' +
          'only its own lines (amounts cover those lines only, without coupon or shipping). Anyone else gets ' +
          '404, as for an unknown order.',
        params: z.object({ id: slugParam }),
        response: { 200: orderSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return orderForViewer(app.db, viewer, request.params.id);
    },
  );

  r.get(
    '/api/orders',
    {
      preValidation: signedInOnly,
      config: { directCall: true },
      schema: {
        tags,
        security,
        summary: "A user's orders",
        description:
          'Newest first, optionally of one `order_status`; `page` and `limit` page through them and `count` ' +
          'says how many match. `user_slug` must be the signed-in user (admins may name anyone), else 403.',
        querystring: orderListQuery,
        response: { 200: orderListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const shopper = await shopperFor(request, request.query.user_slug);
      reply.header('cache-control', 'private, no-store');
      const { data, count } = await listOrders(app.db, shopper, request.query.order_status, request.query);
      return { data, message: messages.fetchedSuccessfully, count };
    },
  );

  r.post(
    '/api/orders/:id/cancel',
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        security,
        summary: 'Cancel a pending order',
        description:
          'The buyer (or an admin) cancels an order that is still pending (every line too): the stock of each ' +
          'line returns, the coupon use is given back, the ledger writes reversing entries and the timeline ' +
          'records it with the `reason` the buyer gives (optional: a call without a body still cancels). A ' +
          'card order that was paid is refunded in full through the payments provider (idempotency key ' +
          '`cancel-<slug>`); `refund` says `refunded`, or `retrying` when the provider did not take it yet (the ' +
          'order is cancelled all the same and the refund is sent again automatically). Not ' +
          'pending any more 409 `invalid_status_transition` / `order_not_cancellable`; a seller of one of its ' +
          'lines 403; anyone else 404.',
        params: z.object({ id: slugParam }),
        body: cancelOrderBody.nullish(),
        response: { 200: cancelOrderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      const order = await cancelOrder(app.db, viewer, request.params.id, request.body?.reason);
      const refund = await refundCancelledOrder(app.db, app.payments.refund, order.slug);
      return { data: order, message: cancelledMessage(refund), refund };
    },
  );

  r.post(
    '/api/orders/:id/confirm-receipt',
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        security,
        summary: 'Confirm receiving a delivered order',
        description:
          'The buyer says the delivered lines arrived (every delivered line, or only `line_slug`); each ' +
          'line answers `received_at`. A review of a line counts as a verified purchase once its buyer ' +
          `confirmed receipt, or ${REVIEW_WAIT_AFTER_SELLER_DELIVERY_DAYS} days after the seller marked it ` +
          'delivered. Confirming again changes nothing (200). Nothing (or that line) delivered yet 409 ' +
          '`order_not_delivered`; unknown line 404 `order_line_not_found`; a seller of one of its lines or an ' +
          'admin 403 `not_order_buyer`; anyone else 404, as for an unknown order.',
        params: z.object({ id: slugParam }),
        body: confirmReceiptBody.optional(),
        response: { 200: orderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const buyer = await requireUser(request);
      const order = await confirmReceipt(app.db, buyer, request.params.id, request.body?.line_slug);
      return { data: order, message: 'Thank you for confirming receipt' };
    },
  );
}
