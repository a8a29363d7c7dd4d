import { apiErrorSchema, reviewSchema } from '@shop/shared/catalogue.contract';
import { REVIEW_WAIT_AFTER_SELLER_DELIVERY_DAYS } from '@shop/shared/review-rules';
import { reviewCreateBody, userReviewSchema } from '@shop/shared/shopping.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionSecurity as security, shopperFor, signedInOnly } from '../../kernel/access.ts';
import { requireUser } from '../../plugins/session.ts';
import { createReview, reviewsOfUser } from './reviews.write.service.ts';

const tags = ['reviews'];

export async function reviewWriteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/reviews',
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        security,
        summary: 'Review a delivered product',
        description:
          '`rating` is a whole number from 1 to 5, `message` 1 to 2000 characters (plain text). Only for a ' +
          "line of the product in one of the reviewer's orders that is delivered and verified: its buyer " +
          'confirmed receipt (`POST /api/orders/{id}/confirm-receipt`), or it was marked delivered at least ' +
          `${REVIEW_WAIT_AFTER_SELLER_DELIVERY_DAYS} days ago. A product of the reviewer's own shop 403 ` +
          "`review_own_product`; unknown or someone else's order 404, no such line 400 `review_not_purchased`, " +
          "not delivered yet 403 `review_not_delivered`, delivered on the seller's word only and recently 403 " +
          "`review_receipt_unconfirmed`; one review per user and product, 409 `review_exists`. The product's " +
          "and the shop's rating and review count update at once.",
        body: reviewCreateBody,
        response: {
          201: reviewSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const reviewer = await requireUser(request);
      return reply.code(201).send(await createReview(app.db, reviewer, request.body));
    },
  );

  r.get(
    '/api/reviews',
    {
      preValidation: signedInOnly,
      config: { directCall: true },
      schema: {
        tags,
        security,
        summary: "A user's own reviews",
        description:
          'Newest first, each with the reviewed product as `reviewProducts`. `user_slug` must be the signed-in ' +
          'user (admins may name anyone), else 403.',
        querystring: z.strictObject({ user_slug: z.string().trim().min(1).max(200) }),
        response: {
          200: z.array(userReviewSchema),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const shopper = await shopperFor(request, request.query.user_slug);
      reply.header('cache-control', 'private, no-store');
      return reviewsOfUser(app.db, shopper);
    },
  );
}
