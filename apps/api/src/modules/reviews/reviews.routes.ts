import { apiErrorSchema, pageQueryShape, productReviewsSchema } from '@shop/shared/catalogue.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviewsOfProduct } from './reviews.service.ts';

export async function productReviewRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/reviews/reviewProducts/:product',
    {
      config: { catalogueCache: true, directCall: true },
      schema: {
        tags: ['reviews'],
        summary: "A product's reviews",
        description:
          '`{product}` is the product slug (a visible product, else 404). `reviews` is one page (`page`, ' +
          '`limit`), newest first; `average` and `count` cover all active reviews.',
        params: z.object({ product: z.string().min(1).max(200) }),
        querystring: z.object(pageQueryShape),
        response: { 200: productReviewsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => reviewsOfProduct(app.db, request.params.product, request.query),
  );
}
