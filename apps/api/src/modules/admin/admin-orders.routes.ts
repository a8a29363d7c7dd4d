/** Admin: orders — filter by status, read one, move it along the allowed transitions. */
import { blankAsMissing } from '@shop/shared/catalogue.contract';
import { refundStateSchema } from '@shop/shared/payments.contract';
import { orderStatusSchema } from '@shop/shared/shopping.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../env.ts';
import { pageBounds } from '../../kernel/pagination.ts';
import { dashboardErrors, pageOf, pageQuery, searchQuery, slugParams } from '../../kernel/route-schemas.ts';
import { mailStatusChange, orderPaymentForBuyer } from '../orders/orders.service.ts';
import { adminOf, adminSecurity as security, adminTags as tags } from './admin.access.ts';
import { adminOrder, adminOrderSummary, orderStatusBody } from './admin.schemas.ts';
import { moveOrder, ORDER_SORT_COLUMNS, orderForAdmin, ordersForAdmin } from './admin-orders.service.ts';

export async function adminOrderRoutes(app: FastifyInstance, options: { env: Env }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/orders',
    {
      schema: {
        tags,
        security,
        summary: 'Orders, newest first',
        description:
          '`status` filters by order status; `search` matches the order slug or the buyer’s name or e-mail; ' +
          '`sort` (created, total, buyer) with `order` (asc, desc; default asc) sorts by a column instead.',
        querystring: z.object({
          status: z.preprocess(blankAsMissing, orderStatusSchema.optional()),
          search: searchQuery,
          sort: z.preprocess(blankAsMissing, z.enum(ORDER_SORT_COLUMNS).optional()),
          order: z.preprocess(blankAsMissing, z.enum(['asc', 'desc']).optional()),
          ...pageQuery,
        }),
        response: { 200: pageOf(adminOrderSummary), ...dashboardErrors },
      },
    },
    async (request) => {
      const { status, search, sort, order, page, limit } = request.query;
      const result = await ordersForAdmin(app.db, {
        ...(status ? { status } : {}),
        ...(search ? { search } : {}),
        ...(sort ? { sort: { by: sort, order: order ?? 'asc' } } : {}),
        ...pageBounds(page, limit),
      });
      return { ...result, page, limit };
    },
  );

  r.get(
    '/api/admin/orders/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'One order, whole (every seller’s lines, the timeline)',
        params: slugParams,
        response: { 200: adminOrder, ...dashboardErrors },
      },
    },
    async (request) => orderForAdmin(app.db, adminOf(request), request.params.slug),
  );

  r.get(
    '/api/admin/orders/:slug/refunds',
    {
      schema: {
        tags,
        security,
        summary: 'The refunds of an order and where each stands',
        description:
          'Refunds given through the payment provider (returns, cancellations), oldest first: `refunded`, or ' +
          '`failed` / `pending` with the attempts made and when the retry job sends it again ' +
          '(`next_attempt_at`, null once retries are spent). Unknown order 404.',
        params: slugParams,
        response: { 200: z.object({ data: z.array(refundStateSchema) }), ...dashboardErrors },
      },
    },
    async (request, reply) => {
      const { orderId } = await orderPaymentForBuyer(app.db, adminOf(request), request.params.slug);
      reply.header('cache-control', 'private, no-store');
      return { data: await app.payments.refundsOf(orderId) };
    },
  );

  r.patch(
    '/api/admin/orders/:slug/status',
    {
      schema: {
        tags,
        security,
        summary: 'Move an order along the allowed transitions',
        description:
          'pending → processing → shipped → delivered, or pending → cancelled (409 `invalid_status_transition` ' +
          'otherwise). Lines behind the new status follow it. Cancelling returns the stock of every line and ' +
          'the coupon use. A cash-on-delivery order is marked paid when delivered.',
        params: slugParams,
        body: orderStatusBody,
        response: { 200: adminOrder, ...dashboardErrors },
      },
    },
    async (request) => {
      const { order_status: status, note } = request.body;
      const order = await moveOrder(app.db, adminOf(request), request.params.slug, status, note);
      void mailStatusChange(
        { db: app.db, mailer: app.mailer, log: request.log, publicUrl: options.env.PUBLIC_URL },
        { orderSlug: order.slug, status, ...(note ? { note } : {}) },
      );
      return order;
    },
  );
}
