/**
 * The seller dashboard API, `/api/seller/*`. Access: a signed-in user with the seller role (admins pass
 * role checks) who owns a shop; everything is scoped to THAT shop — the shop id comes from the session,
 * never from the request. Checked in an `onRequest` hook of this plugin's own context, so no route here
 * can forget it, and before the body is even parsed (401/403 win over validation errors).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../plugins/session.ts';
import { pageBounds } from '../products/products.service.ts';
import type { ShopRecord } from './seller.repository.ts';
import {
  dashboardErrors,
  dashboardProduct,
  earningsResponse,
  lineStatusSchema,
  lineUpdateBody,
  pageOf,
  pageQuery,
  productCreateBody,
  productStatusFilter,
  productUpdateBody,
  searchQuery,
  sellerOrderLine,
  shopResponse,
  shopUpdateBody,
  slugParams,
} from './seller.schemas.ts';
import { changeShop, requireShopOf, toShop } from './seller.service.ts';
import { listSellerLines, moveSellerLine, sellerEarnings } from './seller-orders.service.ts';
import {
  createShopProduct,
  listProducts,
  type ProductActor,
  productForActor,
  setStatusAsActor,
  updateProduct,
} from './seller-products.service.ts';

const tags = ['seller'];
const security: { [scheme: string]: string[] }[] = [{ cookieAuth: [] }, { bearerAuth: [] }];

interface SellerContext {
  userId: string;
  shop: ShopRecord;
}

const contexts = new WeakMap<FastifyRequest, SellerContext>();

function sellerOf(request: FastifyRequest): SellerContext {
  const context = contexts.get(request);
  if (!context) throw new Error('seller context missing: the onRequest hook did not run');
  return context;
}

function actorOf(request: FastifyRequest): ProductActor {
  return { kind: 'seller', shopId: sellerOf(request).shop.shop.id };
}

const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export async function sellerDashboardRoutes(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const user = await requireRole(request, 'seller');
    const shop = await requireShopOf(app.db, user.id);
    contexts.set(request, { userId: user.id, shop });
    reply.header('cache-control', 'private, no-store');
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/seller/shop',
    {
      schema: {
        tags,
        security,
        summary: 'My shop profile',
        response: { 200: shopResponse, ...dashboardErrors },
      },
    },
    async (request) => toShop(sellerOf(request).shop),
  );

  r.patch(
    '/api/seller/shop',
    {
      schema: {
        tags,
        security,
        summary: 'Update my shop profile',
        description:
          'Logo and cover must be URLs returned by POST /api/uploads (or the current ones). The shop name is ' +
          'fixed once approved (ask an admin).',
        body: shopUpdateBody,
        response: { 200: shopResponse, ...dashboardErrors },
      },
    },
    async (request) => changeShop(app.db, sellerOf(request).shop, request.body),
  );

  r.get(
    '/api/seller/products',
    {
      schema: {
        tags,
        security,
        summary: 'My products (every status), newest first',
        querystring: z.object({ search: searchQuery, status: productStatusFilter, ...pageQuery }),
        response: { 200: pageOf(dashboardProduct), ...dashboardErrors },
      },
    },
    async (request) => {
      const { search, status, page, limit } = request.query;
      const result = await listProducts(app.db, {
        sellerId: sellerOf(request).shop.shop.id,
        ...(search ? { search } : {}),
        ...(status === 'active' || status === 'inactive' ? { status } : {}),
        ...(status === 'pending' || status === 'approved' || status === 'rejected'
          ? { approvalStatus: status }
          : {}),
        ...pageBounds(page, limit),
      });
      return { ...result, page, limit };
    },
  );

  r.get(
    '/api/seller/products/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'One of my products (404 unknown, 403 another shop’s)',
        params: slugParams,
        response: { 200: dashboardProduct, ...dashboardErrors },
      },
    },
    async (request) => productForActor(app.db, actorOf(request), request.params.slug),
  );

  r.post(
    '/api/seller/products',
    {
      schema: {
        tags,
        security,
        summary: 'Add a product',
        description:
          'Prices in dollars (stored in cents); offerPrice below price; 1 to 8 images from POST /api/uploads; ' +
          'subCatSlug must belong to catSlug; SKU unique (409 `sku_taken`). The product waits for an admin ' +
          '(`approvalStatus: pending`) unless auto-approval is on.',
        body: productCreateBody,
        response: { 201: dashboardProduct, ...dashboardErrors },
      },
    },
    async (request, reply) => {
      const product = await createShopProduct(app.db, sellerOf(request).shop.shop.id, request.body);
      return reply.code(201).send(product);
    },
  );

  r.patch(
    '/api/seller/products/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'Edit one of my products',
        description:
          'Partial. Changing name, description, images, category, sub-category, brand or SEO texts sends the ' +
          'product back for approval (unless auto-approval is on); stock, prices, SKU and weight do not. ' +
          '404 unknown, 403 another shop’s product (nothing changes).',
        params: slugParams,
        body: productUpdateBody,
        response: { 200: dashboardProduct, ...dashboardErrors },
      },
    },
    async (request) => updateProduct(app.db, actorOf(request), request.params.slug, request.body),
  );

  for (const [action, status] of [
    ['deactivate', 'inactive'],
    ['activate', 'active'],
  ] as const) {
    r.post(
      `/api/seller/products/:slug/${action}`,
      {
        schema: {
          tags,
          security,
          summary: `${action === 'deactivate' ? 'Hide' : 'Show again'} one of my products`,
          description: 'The approval is unchanged. 404 unknown, 403 another shop’s product.',
          params: slugParams,
          response: { 200: dashboardProduct, ...dashboardErrors },
        },
      },
      async (request) => setStatusAsActor(app.db, actorOf(request), request.params.slug, status),
    );
  }

  r.get(
    '/api/seller/order-lines',
    {
      schema: {
        tags,
        security,
        summary: 'Order lines of my products, newest first',
        description: 'Each with its order (slug, date, status), the buyer’s name and the shipping address.',
        querystring: z.object({
          status: z.preprocess(blankAsMissing, lineStatusSchema.optional()),
          ...pageQuery,
        }),
        response: { 200: pageOf(sellerOrderLine), ...dashboardErrors },
      },
    },
    async (request) => {
      const { status, page, limit } = request.query;
      const result = await listSellerLines(app.db, sellerOf(request).shop.shop.id, {
        ...(status ? { status } : {}),
        ...pageBounds(page, limit),
      });
      return { ...result, page, limit };
    },
  );

  r.patch(
    '/api/seller/order-lines/:lineSlug',
    {
      schema: {
        tags,
        security,
        summary: 'Move one of my order lines forward',
        description:
          'pending → processing → shipped → delivered, one step at a time (409 `invalid_status_transition` ' +
          'otherwise). When every non-cancelled line of the order has reached a status, the order takes it ' +
          '(and a cash-on-delivery order is marked paid when delivered). 404 unknown line, 403 another ' +
          'shop’s line (nothing changes).',
        params: z.object({ lineSlug: z.string().min(1).max(200) }),
        body: lineUpdateBody,
        response: { 200: sellerOrderLine, ...dashboardErrors },
      },
    },
    async (request) => {
      const context = sellerOf(request);
      return moveSellerLine(
        app.db,
        { shopId: context.shop.shop.id, userId: context.userId },
        request.params.lineSlug,
        request.body.line_status,
      );
    },
  );

  r.get(
    '/api/seller/earnings',
    {
      schema: {
        tags,
        security,
        summary: 'My earnings: gross, commission and net — in total, per month and per order',
        description:
          'Delivered lines only; commission = gross × commissionRateBps / 10000 rounded down to the cent per ' +
          'order. `months` (default 12, max 60) newest months; `byOrder` is paginated (`page`, `limit`).',
        querystring: z.object({
          months: z.preprocess(blankAsMissing, z.coerce.number().int().min(1).max(60).default(12)),
          ...pageQuery,
        }),
        response: { 200: earningsResponse, ...dashboardErrors },
      },
    },
    async (request) => {
      const { months, page, limit } = request.query;
      return sellerEarnings(app.db, sellerOf(request).shop.shop.id, {
        months,
        page,
        ...pageBounds(page, limit),
      });
    },
  );
}
