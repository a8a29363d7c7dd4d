import { apiErrorSchema } from '@shop/shared/catalogue.contract';
import { couponApplyQuery, couponApplySchema, couponRefusalCodes } from '@shop/shared/shopping.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionSecurity as security, shopperFor, signedInOnly } from '../../kernel/access.ts';
import { applyCoupon } from './orders.coupon-check.ts';

export async function couponRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/coupon/apply/couponCode',
    {
      preValidation: signedInOnly,
      schema: {
        tags: ['coupons'],
        security,
        summary: 'Check a coupon against the cart',
        description:
          'The Coupon plus `discountAmount` when `code` (any case) is valid now for the signed-in user. ' +
          "Discount and minimum are judged on the server-side cart (a seller's coupon only on that seller's " +
          'lines); `subTotal` is only used when the cart is empty. Refusals are 400 with the reason in ' +
          `\`message\` and one of these \`code\`s: ${couponRefusalCodes.join(', ')}. Sign-in required (401).`,
        querystring: couponApplyQuery,
        response: {
          200: couponApplySchema,
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
      return applyCoupon(app.db, shopper, request.query.code, request.query.subTotal);
    },
  );
}
