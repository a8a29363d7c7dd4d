import {
  apiErrorSchema,
  blankAsMissing,
  pageQueryShape,
  productFilterQuerySchema,
  publicUserSchema,
  sellerSchema,
  sellerWithProductsSchema,
  shopProductsSchema,
} from '@shop/shared/catalogue.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../kernel/http-errors.ts';
import { slugParams } from '../../kernel/route-schemas.ts';
import { resolveSessionUser } from '../../plugins/session.ts';
import { listingNotes } from '../products/products.service.ts';
import {
  applicationResponse,
  ownApplicationBySlug,
} from '../seller-applications/seller-applications.service.ts';
import {
  listSellers,
  publicProfile,
  sellerBySlug,
  sellerWithProducts,
  shopProducts,
} from './shops.service.ts';

const tags = ['sellers'];

const sellersQuery = z.object({
  search: z
    .preprocess(blankAsMissing, z.string().trim().max(100).optional())
    .describe('Part of the shop name, owner name or shop address'),
  sortBy: z.preprocess(
    blankAsMissing,
    z.enum(['createdAt', 'rating', 'shop_name', 'name']).default('createdAt'),
  ),
  sortType: z.preprocess(blankAsMissing, z.enum(['asc', 'desc']).default('desc')),
  status: z
    .preprocess(blankAsMissing, z.literal('active').default('active'))
    .describe('Only active (approved) shops are public'),
  ...pageQueryShape,
});

export async function sellerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Static segments (`sellers`, `seller/…`, `sellerWithProducts/…`) win over `/api/users/:slug` in the router.
  r.get(
    '/api/users/sellers',
    {
      config: { catalogueCache: true },
      schema: {
        tags,
        summary: 'The seller directory',
        description:
          'Active shops of active users, paginated (`page`, `limit` ≤ 100, `page × limit` ≤ 10000).',
        querystring: sellersQuery,
        response: { 200: z.array(sellerSchema), 400: apiErrorSchema },
      },
    },
    async (request) => listSellers(app.db, request.query),
  );

  r.get(
    '/api/users/seller/:slug',
    {
      config: { catalogueCache: true, directCall: true },
      schema: {
        tags,
        summary: 'One seller',
        description:
          "`{slug}` is the seller's user slug or the shop slug. Unknown or inactive shop: 404. Fallback for " +
          'the signed-in applicant: their own user slug or application slug answers their newest seller ' +
          'application (`status` pending/approved/rejected, `reason`) while they have no visible shop.',
        params: slugParams,
        response: { 200: z.union([sellerSchema, applicationResponse]), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        return await sellerBySlug(app.db, request.params.slug);
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
        const viewer = await resolveSessionUser(request);
        const application = await ownApplicationBySlug(app.db, viewer, request.params.slug);
        if (!application) throw error;
        reply.header('cache-control', 'private, no-store');
        return application;
      }
    },
  );

  r.get(
    '/api/users/sellerWithProducts/:slug',
    {
      config: { catalogueCache: true },
      schema: {
        tags,
        summary: 'A seller with a page of its products',
        description:
          "`{slug}` is the seller's user slug or the shop slug. `sellerProducts` are the shop's visible " +
          'products, newest first; `count` is their number (capped at 10000).',
        params: slugParams,
        querystring: z.object(pageQueryShape),
        response: { 200: sellerWithProductsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => sellerWithProducts(app.db, request.params.slug, request.query),
  );

  r.get(
    '/api/products/filter-by-shop/:shop',
    {
      config: { catalogueCache: true },
      schema: {
        tags: ['products'],
        summary: "Search and filter one shop's products",
        description: `\`{shop}\` is the shop slug or the exact shop name (any case). Unknown or inactive shop: 404. ${listingNotes}`,
        params: z.object({ shop: z.string().min(1).max(200) }),
        querystring: productFilterQuerySchema,
        response: { 200: shopProductsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => shopProducts(app.db, request.params.shop, request.query),
  );

  r.get(
    '/api/users/:slug',
    {
      schema: {
        tags,
        summary: "A user's public profile",
        description:
          'Name, display name, avatar and role. A seller with an active shop also shows the shop, its contact ' +
          'e-mail and phone and its status; nobody else shows an e-mail, phone or address.',
        params: slugParams,
        response: { 200: publicUserSchema, 404: apiErrorSchema },
      },
    },
    async (request) => publicProfile(app.db, request.params.slug),
  );
}
