/** Admin: orders — filter by status, read one, move it along the allowed transitions. */
import { orderStatusSchema } from '@shop/shared/shopping.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageBounds } from '../products/products.service.ts';
import { dashboardErrors, pageOf, pageQuery, searchQuery, slugParams } from '../seller/seller.schemas.ts';
import { adminOf, adminSecurity as security, adminTags as tags } from './admin.access.ts';
import { adminOrder, adminOrderSummary, orderStatusBody } from './admin.schemas.ts';
import { moveOrder, orderForAdmin, ordersForAdmin } from './admin-orders.service.ts';

export async function adminOrderRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/orders',
    {
      schema: {
        tags,
        security,
        summary: 'Orders, newest first',
        description:
          '`status` filters by order status; `search` matches the order slug or the buyer’s name or e-mail.',
        querystring: z.object({
          status: z.preprocess((value) => (value === '' ? undefined : value), orderStatusSchema.optional()),
          search: searchQuery,
          ...pageQuery,
        }),
        response: { 200: pageOf(adminOrderSummary), ...dashboardErrors },
      },
    },
    async (request) => {
      const { status, search, page, limit } = request.query;
      const result = await ordersForAdmin(app.db, {
        ...(status ? { status } : {}),
        ...(search ? { search } : {}),
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
    async (request) =>
      moveOrder(app.db, adminOf(request), request.params.slug, request.body.order_status, request.body.note),
  );
}
