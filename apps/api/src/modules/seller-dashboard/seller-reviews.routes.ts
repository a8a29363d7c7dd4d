/**
 * A shop's reviews and its public replies (decision 0028). Registered inside the seller dashboard's plugin,
 * so its seller-only hook has run and `shopIdOf` names the caller's shop.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageBounds } from '../../kernel/pagination.ts';
import { dashboardErrors, pageOf, pageQuery, searchQuery, slugParams } from '../../kernel/route-schemas.ts';
import { moderationReview, replyToReview, reviewsToModerate } from '../reviews/reviews.moderation.service.ts';

const tags = ['seller'];
const security: { [scheme: string]: string[] }[] = [{ cookieAuth: [] }, { bearerAuth: [] }];

const MAX_REPLY_LENGTH = 1000;

export async function sellerReviewRoutes(
  app: FastifyInstance,
  options: { shopIdOf: (request: FastifyRequest) => number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/seller/reviews',
    {
      schema: {
        tags,
        security,
        summary: 'Published reviews of my products, newest first, with my replies',
        querystring: z.object({
          search: searchQuery,
          ...pageQuery,
        }),
        response: { 200: pageOf(moderationReview), ...dashboardErrors },
      },
    },
    async (request) => {
      const { search, page, limit } = request.query;
      // A shop sees what its buyers see: reviews held back or hidden by an admin are not its business.
      const result = await reviewsToModerate(app.db, {
        state: 'published',
        search,
        sellerId: options.shopIdOf(request),
        sort: 'createdAt',
        order: 'desc',
        ...pageBounds(page, limit),
      });
      return { ...result, page, limit };
    },
  );

  r.put(
    '/api/seller/reviews/:slug/reply',
    {
      schema: {
        tags,
        security,
        summary: 'Answer a review of one of my products (one public reply; sending again replaces it)',
        description:
          'Plain text, 1 to 1000 characters, shown under the review on the product page. 404 unknown review, ' +
          '403 a review of another shop’s product (nothing changes).',
        params: slugParams,
        body: z.strictObject({
          reply: z
            .string({ error: 'Write a reply' })
            .trim()
            .min(1, 'Write a reply')
            .max(MAX_REPLY_LENGTH, `A reply has at most ${MAX_REPLY_LENGTH} characters`),
        }),
        response: { 200: moderationReview, ...dashboardErrors },
      },
    },
    async (request) =>
      replyToReview(app.db, options.shopIdOf(request), request.params.slug, request.body.reply),
  );

  r.delete(
    '/api/seller/reviews/:slug/reply',
    {
      schema: {
        tags,
        security,
        summary: 'Withdraw my reply to a review',
        params: slugParams,
        response: { 200: moderationReview, ...dashboardErrors },
      },
    },
    async (request) => replyToReview(app.db, options.shopIdOf(request), request.params.slug, null),
  );
}
