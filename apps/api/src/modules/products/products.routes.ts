import {
  apiErrorSchema,
  filteredProductsSchema,
  PRODUCT_COUNT_CAP,
  PRODUCT_PAGE_WINDOW,
  pageQueryShape,
  productFilterQuerySchema,
  productListsSchema,
  productSchema,
  shopProductsSchema,
} from '@shop/shared/catalogue.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resolveSessionUser } from '../../plugins/session.ts';
import { shopBySlugOrName, toSeller } from '../sellers/sellers.service.ts';
import {
  EXACT_COUNT_LIMIT,
  filterProducts,
  productForViewer,
  productLists,
  RANKED_MATCHES,
  relatedProducts,
} from './products.service.ts';

const tags = ['products'];
const listingNotes =
  `Only active, approved products of active shops. \`count\` is exact up to ${EXACT_COUNT_LIMIT} matches; ` +
  `above that it is an estimate from the database's statistics (never below ${EXACT_COUNT_LIMIT + 1}), and it ` +
  `stops at ${PRODUCT_COUNT_CAP} (a count of ${PRODUCT_COUNT_CAP} means "at least that many"); \`page × limit\` may not exceed ` +
  `${PRODUCT_PAGE_WINDOW} (400 \`page_out_of_range\`). Bad values (page=0, limit=1000, min=abc, ` +
  'min above max, unknown sort or highlight) answer 400; unknown slugs simply match nothing.';

const slugParams = z.object({ slug: z.string().min(1).max(200) });

export async function productRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/products',
    {
      schema: {
        tags,
        summary: 'Home product rows and one page of all products',
        description:
          'Each row (featured, top, popular, best, new) holds the newest 12 flagged products; ' +
          '`allProductData` is one page of all products, newest first (`page`, `limit`, default 12).',
        querystring: z.object({
          page: pageQueryShape.page,
          limit: z.preprocess(
            (value) => (value === '' ? undefined : value),
            z.coerce.number().int().min(1).max(100).default(12),
          ),
        }),
        response: { 200: productListsSchema, 400: apiErrorSchema },
      },
    },
    async (request) => productLists(app.db, request.query),
  );

  r.get(
    '/api/products/filter',
    {
      schema: {
        tags,
        summary: 'Search and filter products',
        description:
          'Filters combine (AND); lists within one filter are alternatives (OR). `search` needs every word ' +
          '(stemmed full text over name, brand, category and description; a word that no product, brand or ' +
          'category name contains also matches as the closest such word, which forgives one typo); when no ' +
          'product has every word, products with any of them are listed, best first. Relevance ranks the ' +
          `first ${RANKED_MATCHES} matches found; any further matches follow, newest first. ${listingNotes}`,
        querystring: productFilterQuerySchema,
        response: { 200: filteredProductsSchema, 400: apiErrorSchema },
      },
    },
    async (request) => filterProducts(app.db, request.query),
  );

  r.get(
    '/api/products/filter-by-shop/:shop',
    {
      schema: {
        tags,
        summary: "Search and filter one shop's products",
        description: `\`{shop}\` is the shop slug or the exact shop name (any case). Unknown or inactive shop: 404. ${listingNotes}`,
        params: z.object({ shop: z.string().min(1).max(200) }),
        querystring: productFilterQuerySchema,
        response: { 200: shopProductsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const shop = await shopBySlugOrName(app.db, request.params.shop);
      const result = await filterProducts(app.db, request.query, { sellerId: shop.sellerId });
      return { sellerData: toSeller(shop), ...result };
    },
  );

  r.get(
    '/api/products/admin/related/:id',
    {
      schema: {
        tags,
        summary: 'Related products',
        description:
          'Up to 8 visible products of the same category, newest first. `{id}` is a product slug (the product ' +
          'itself is left out) or a category slug. Unknown: 404.',
        params: z.object({ id: z.string().min(1).max(200) }),
        response: { 200: z.array(productSchema), 404: apiErrorSchema },
      },
    },
    async (request) => relatedProducts(app.db, request.params.id),
  );

  r.get(
    '/api/products/:slug',
    {
      schema: {
        tags,
        summary: 'One product',
        description:
          'An active, approved product of an active shop; its own seller and admins also see it while hidden. ' +
          'Otherwise 404.',
        params: slugParams,
        response: { 200: productSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      productForViewer(app.db, request.params.slug, async () => {
        const user = await resolveSessionUser(request);
        return user ? { id: user.id, role: user.role } : null;
      }),
  );
}
