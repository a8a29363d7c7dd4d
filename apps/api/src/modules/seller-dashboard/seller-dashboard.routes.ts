/**
 * The seller dashboard API, `/api/seller/*`. Access: a signed-in user with the seller role (admins pass
 * role checks) who owns a shop; everything is scoped to THAT shop — the shop id comes from the session,
 * never from the request. Checked in an `onRequest` hook of this plugin's own context, so no route here
 * can forget it, and before the body is even parsed (401/403 win over validation errors).
 */

import { lineCancelBody } from '@shop/shared/after-order.contract';
import { blankAsMissing } from '@shop/shared/catalogue.contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../env.ts';
import { pageBounds } from '../../kernel/pagination.ts';
import { dashboardErrors, pageOf, pageQuery, searchQuery, slugParams } from '../../kernel/route-schemas.ts';
import { sortFrom, sortQueryShape } from '../../kernel/table-sort.ts';
import { publicBaseUrl } from '../../lib/public-origin.ts';
import { requireRole } from '../../plugins/session.ts';
import { itemName } from '../mail/mail.service.ts';
import { mailStatusChange } from '../orders/orders.service.ts';
import { requestShopContact, type ShopContactDeps } from '../shop-contact/shop-contact.service.ts';
import type { ShopRecord } from './seller-dashboard.repository.ts';
import {
  dashboardProduct,
  earningsResponse,
  lineStatusSchema,
  lineUpdateBody,
  productCreateBody,
  productStatusFilter,
  productUpdateBody,
  sellerOrderLine,
  shopResponse,
  shopUpdateBody,
  variantsBody,
  variantsImportBody,
  variantsImportProblems,
  variantsImportResult,
  variantsRead,
} from './seller-dashboard.schemas.ts';
import { changeShop, requireShopOf, toShop } from './seller-dashboard.service.ts';
import {
  cancelSellerLine,
  LINE_SORT_COLUMNS,
  listSellerLines,
  moveSellerLine,
  sellerEarnings,
  sellerStatementCsv,
} from './seller-orders.service.ts';
import { sellerOverviewRoutes } from './seller-overview.routes.ts';
import type { ProductActor } from './seller-product-access.ts';
import {
  createShopProduct,
  deleteProductAsActor,
  listProducts,
  PRODUCT_SORT_COLUMNS,
  productForActor,
  restoreProductAsActor,
  setStatusAsActor,
  updateProduct,
} from './seller-products.service.ts';
import { sellerReviewRoutes } from './seller-reviews.routes.ts';
import { importProblems, sendCsv, VARIANT_CSV_COLUMNS } from './seller-variants.http.ts';
import {
  importVariantsCsv,
  productVariantsCsv,
  replaceVariants,
  shopVariantsCsv,
  variantsForEditor,
} from './seller-variants.service.ts';

const tags = ['seller'];
const VARIANT_CSV_HELP = VARIANT_CSV_COLUMNS.join(', ');
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
  const context = sellerOf(request);
  return { kind: 'seller', shopId: context.shop.shop.id, userId: context.userId };
}

export async function sellerDashboardRoutes(app: FastifyInstance, options: { env: Env }) {
  const contactDeps = (request: FastifyRequest, reply: FastifyReply): ShopContactDeps => ({
    db: app.db,
    mailer: app.mailer,
    baseUrl: publicBaseUrl(options.env),
    limitLinksTo: (email) => app.abuseLimits.check(request, reply, 'verification-resend', email),
  });
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
          'fixed once approved (ask an admin). A `contact_email` other than your verified account e-mail (or ' +
          'an address you confirmed before) is not used at once: it is answered as `pending_contact_email`, ' +
          'a confirmation link goes to it, and order e-mails keep going to `contact_email` until the link is ' +
          'followed. Links to one address are limited (429 `rate_limited`).',
        body: shopUpdateBody,
        response: { 200: shopResponse, ...dashboardErrors },
      },
    },
    async (request, reply) => {
      const { shop } = sellerOf(request);
      const { contact_email: contactEmail, ...profile } = request.body;
      if (contactEmail !== undefined) {
        await requestShopContact(contactDeps(request, reply), shop.shop, contactEmail);
      }
      if (Object.values(profile).every((value) => value === undefined)) {
        return toShop(await requireShopOf(app.db, shop.shop.userId));
      }
      return changeShop(app.db, shop, profile);
    },
  );

  r.get(
    '/api/seller/products',
    {
      schema: {
        tags,
        security,
        summary: 'My products (every status), newest first',
        description:
          '`sort` (name, price, stock, created) with `order` (asc, desc; default asc) sorts by a column instead.',
        querystring: z.object({
          search: searchQuery,
          status: productStatusFilter,
          ...sortQueryShape(PRODUCT_SORT_COLUMNS),
          ...pageQuery,
        }),
        response: { 200: pageOf(dashboardProduct), ...dashboardErrors },
      },
    },
    async (request) => {
      const { search, status, page, limit } = request.query;
      const result = await listProducts(app.db, {
        ...sortFrom(request.query),
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
          'Partial. An approved product stays on sale: a change of name, description, images, category, ' +
          'sub-category, brand or SEO texts goes live and is queued with a diff for an admin to look over ' +
          '(decision 0021); a rejected product that is edited goes back for approval (unless auto-approval is ' +
          'on). Stock, prices, SKU and weight are never queued. ' +
          '404 unknown, 403 another shop’s product (nothing changes).',
        params: slugParams,
        body: productUpdateBody,
        response: { 200: dashboardProduct, ...dashboardErrors },
      },
    },
    async (request) => updateProduct(app.db, actorOf(request), request.params.slug, request.body),
  );

  // The variants editor and its CSV. Static paths (variants.csv, variants/import) win over :slug.
  r.get(
    '/api/seller/products/variants.csv',
    {
      schema: {
        tags,
        security,
        summary: 'Every product of my shop with its variants, as CSV (`text/csv`, header row first)',
        description: `Columns: ${VARIANT_CSV_HELP}. One row per variant, oldest product first.`,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV'), ...dashboardErrors },
      },
    },
    async (request, reply) =>
      sendCsv(reply, 'variants', await shopVariantsCsv(app.db, sellerOf(request).shop.shop.id)),
  );

  r.post(
    '/api/seller/products/variants/import',
    {
      schema: {
        tags,
        security,
        summary: 'Import variants from CSV: each product named gets exactly the variants of its rows',
        description:
          `Columns as the export writes them (${VARIANT_CSV_HELP}); sku, price and stock required, product ` +
          'too unless `product` names the one product the file is for. Options are named by each product’s ' +
          'first row. Any problem in any row answers 400 `invalid_csv` with every problem by row, and nothing ' +
          'is written (one transaction).',
        body: variantsImportBody.extend({ product: z.string().trim().min(1).max(200).optional() }),
        response: { 200: variantsImportResult, ...dashboardErrors, 400: variantsImportProblems },
      },
    },
    async (request, reply) => {
      const result = await importVariantsCsv(
        app.db,
        actorOf(request),
        request.body.csv,
        request.body.product,
      );
      if (result.ok) return { products: result.products, variants: result.variants };
      return reply.code(400).send(importProblems(result.problems));
    },
  );

  r.get(
    '/api/seller/products/:slug/variants',
    {
      schema: {
        tags,
        security,
        summary: 'The options and variants of one of my products, as the editor writes them',
        params: slugParams,
        response: { 200: variantsRead, ...dashboardErrors },
      },
    },
    async (request) => variantsForEditor(app.db, actorOf(request), request.params.slug),
  );

  r.put(
    '/api/seller/products/:slug/variants',
    {
      schema: {
        tags,
        security,
        summary: 'Replace the options and variants of one of my products',
        description:
          'Up to 3 options; every variant one combination of their values, its SKU unique (409 `sku_taken`). ' +
          'Variants are matched by SKU: a kept SKU keeps its cart lines; a left-out one is deleted. Images ' +
          'must be uploaded (POST /api/uploads) or already the product’s. 400 `invalid_variants` lists every ' +
          'problem; nothing changes. Stock and prices do not send the product back for approval.',
        params: slugParams,
        body: variantsBody,
        response: { 200: dashboardProduct, ...dashboardErrors },
      },
    },
    async (request) => replaceVariants(app.db, actorOf(request), request.params.slug, request.body),
  );

  r.get(
    '/api/seller/products/:slug/variants.csv',
    {
      schema: {
        tags,
        security,
        summary: 'The variants of one of my products, as CSV',
        description: `Columns: ${VARIANT_CSV_HELP}.`,
        params: slugParams,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV'), ...dashboardErrors },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        `variants-${request.params.slug}`,
        await productVariantsCsv(app.db, actorOf(request), request.params.slug),
      ),
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
  r.delete(
    '/api/seller/products/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'Delete one of my products (it can be restored)',
        description:
          'Shoppers, carts and the dashboards stop seeing it at once; orders and reviews keep it. Answers ' +
          'the product as it was; `POST …/restore` brings it back. 404 unknown or deleted, 403 another ' +
          'shop’s product.',
        params: slugParams,
        response: { 200: dashboardProduct, ...dashboardErrors },
      },
    },
    async (request) => deleteProductAsActor(app.db, actorOf(request), request.params.slug),
  );
  r.post(
    '/api/seller/products/:slug/restore',
    {
      schema: {
        tags,
        security,
        summary: 'Restore one of my deleted products',
        description:
          'Answers the product as it was before its delete. 404 unknown or not deleted, 403 another shop’s product.',
        params: slugParams,
        response: { 200: dashboardProduct, ...dashboardErrors },
      },
    },
    async (request) => restoreProductAsActor(app.db, actorOf(request), request.params.slug),
  );

  r.get(
    '/api/seller/order-lines',
    {
      schema: {
        tags,
        security,
        summary: 'Order lines of my products, newest first',
        description:
          'Each with its order (slug, date, status), the buyer’s name and the shipping address. `search` ' +
          'matches the product or buyer name (part) or the order slug (whole). `sort` (placed, order, ' +
          'product, quantity, total, status) with `order` (asc, desc; default asc) sorts by a column instead.',
        querystring: z.object({
          status: z.preprocess(blankAsMissing, lineStatusSchema.optional()),
          search: searchQuery,
          ...sortQueryShape(LINE_SORT_COLUMNS),
          ...pageQuery,
        }),
        response: { 200: pageOf(sellerOrderLine), ...dashboardErrors },
      },
    },
    async (request) => {
      const { status, search, page, limit } = request.query;
      const result = await listSellerLines(app.db, sellerOf(request).shop.shop.id, {
        ...sortFrom(request.query),
        ...(status ? { status } : {}),
        ...(search ? { search } : {}),
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
          'pending → processing (accept) → shipped → delivered, one step at a time (409 ' +
          '`invalid_status_transition` otherwise). With `shipped`, `carrier` (ups, usps, fedex, dhl, other) and ' +
          '`tracking_number` go together: the buyer sees them on the order page and in the shipped e-mail, ' +
          'with a link to the carrier’s tracking page for known carriers. ' +
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
      const line = await moveSellerLine(
        app.db,
        { shopId: context.shop.shop.id, userId: context.userId },
        request.params.lineSlug,
        request.body.line_status,
        request.body.carrier && request.body.tracking_number
          ? { carrier: request.body.carrier, trackingNumber: request.body.tracking_number }
          : undefined,
      );
      // The buyer hears when their things leave and arrive; "processing" is the seller's own business.
      if (line.line_status === 'shipped' || line.line_status === 'delivered') {
        void mailStatusChange(
          { db: app.db, mailer: app.mailer, log: request.log, publicUrl: options.env.PUBLIC_URL },
          {
            orderSlug: line.order_slug,
            status: line.line_status,
            itemNames: [itemName(line.productName, line.variant_options)],
            ...(line.line_status === 'shipped' && line.tracking ? { tracking: line.tracking } : {}),
          },
        );
      }
      return line;
    },
  );

  r.post(
    '/api/seller/order-lines/:lineSlug/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel one of my order lines that has not shipped, with a reason',
        description:
          'A pending or processing line only (else 409 `line_not_cancellable`): its stock and capped ' +
          'flash-sale units return, the ledger reverses its entries (and the shop’s shipping once none of its ' +
          'lines remains), the buyer’s timeline shows the `reason`; the order is cancelled when no line remains. ' +
          '404 unknown line, 403 another shop’s line.',
        params: z.object({ lineSlug: z.string().min(1).max(200) }),
        body: lineCancelBody,
        response: { 200: sellerOrderLine, ...dashboardErrors },
      },
    },
    async (request) => {
      const context = sellerOf(request);
      return cancelSellerLine(
        app.db,
        { shopId: context.shop.shop.id, userId: context.userId },
        request.params.lineSlug,
        request.body.reason,
      );
    },
  );

  r.get(
    '/api/seller/earnings',
    {
      schema: {
        tags,
        security,
        summary: 'My earnings statement from the ledger — in total, per month and per order',
        description:
          'gross, sellerDiscounts, commission (on gross − sellerDiscounts at the rate of the order, rounded ' +
          'down per line), shipping, net = gross − sellerDiscounts − commission + shipping = pending + ' +
          'payable (delivered). `months` (default 12, max 60) newest months; `byOrder` is paginated ' +
          '(`page`, `limit`). See docs/money.md.',
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

  r.get(
    '/api/seller/earnings/statement.csv',
    {
      schema: {
        tags,
        security,
        summary: 'My earnings statement as CSV (`text/csv`, header row first), one line per order',
        description:
          'Columns: order, order_date, month, gross, seller_discounts, commission, shipping, net, pending, ' +
          'payable (dollars, two decimals), oldest order first.',
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV'), ...dashboardErrors },
      },
    },
    async (request, reply) => {
      const csv = await sellerStatementCsv(app.db, sellerOf(request).shop.shop.id);
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="earnings-statement-${date}.csv"`)
        .header('x-content-type-options', 'nosniff')
        .send(csv);
    },
  );

  await app.register(sellerReviewRoutes, { shopIdOf: (request) => sellerOf(request).shop.shop.id });
  await app.register(sellerOverviewRoutes, { shopIdOf: (request) => sellerOf(request).shop.shop.id });
}
