import {
  apiErrorSchema,
  blankAsMissing,
  FACET_COUNT_LIMIT,
  filteredProductsSchema,
  pageQueryShape,
  productFilterQuerySchema,
  productListsSchema,
  productSchema,
} from '@shop/shared/catalogue.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogueVersionOf } from '../../kernel/catalogue-memo.ts';
import { slugParams } from '../../kernel/route-schemas.ts';
import { resolveSessionUser } from '../../plugins/session.ts';
import { keepFlashSalePricesCurrent } from './products.price-clock.ts';
import {
  filterProducts,
  listingNotes,
  productForViewer,
  productLists,
  RANKED_MATCHES,
  relatedProducts,
} from './products.service.ts';

const tags = ['products'];
export async function productRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  keepFlashSalePricesCurrent(app);

  r.get(
    '/api/products',
    {
      config: { catalogueCache: true },
      schema: {
        tags,
        summary: 'Home product rows and one page of all products',
        description:
          'Each row (featured, top, popular, best, new) holds the newest 12 flagged products; ' +
          '`allProductData` is one page of all products, newest first (`page`, `limit`, default 12).',
        querystring: z.object({
          page: pageQueryShape.page,
          limit: z.preprocess(blankAsMissing, z.coerce.number().int().min(1).max(100).default(12)),
        }),
        response: { 200: productListsSchema, 400: apiErrorSchema },
      },
    },
    async (request) => productLists(app.db, request.query),
  );

  r.get(
    '/api/products/filter',
    {
      config: { catalogueCache: true, directCall: true },
      schema: {
        tags,
        summary: 'Search and filter products',
        description:
          'Filters combine (AND); lists within one filter are alternatives (OR). `search` needs every word ' +
          '(stemmed full text over name, brand, category, description and option values, e.g. a colour the ' +
          'product comes in, which rank as a match outside the name; a word that no product, brand or ' +
          'category name contains also matches as the closest such word, which forgives one typo); when no ' +
          'product has every word, products with any of them are listed, best first. Relevance ranks the ' +
          `first ${RANKED_MATCHES} matches found; any further matches follow, newest first. A plain search (no ` +
          'filter, no facets, relevance) that more than 1000 products match by name, brand or category at the ' +
          'least cost any product could have lists those first, names before brands and categories, then the ' +
          'most popular, and counts them (an estimate, as every count above 1000). `min`/`max` and the ' +
          'price sorts use the price a buyer pays now (flash-sale price inside its window). `facets=true` adds ' +
          'facet counts: each group counts the matches with every other chosen filter applied but not its own ' +
          '(without `min` and `max`, the default price range applies to every group, the price facet included), ' +
          `exactly up to ${FACET_COUNT_LIMIT} matches; beyond that over the first ${FACET_COUNT_LIMIT}, and ` +
          '`facetsExhaustive` is false. ' +
          listingNotes,
        querystring: productFilterQuerySchema,
        response: { 200: filteredProductsSchema, 400: apiErrorSchema },
      },
    },
    async (request) => filterProducts(app.db, request.query, { catalogueVersion: catalogueVersionOf(app) }),
  );

  r.get(
    '/api/products/admin/related/:id',
    {
      config: { catalogueCache: true, directCall: true },
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
      config: { catalogueCache: true, directCall: true },
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
