/**
 * `POST /api/users/seller_apply` (API.md) and `GET /api/users/seller_apply` (the signed-in user's own
 * newest application and its status, for the profile and the become-seller page).
 * The applicant is always the session's user: nothing in the body can apply on someone else's behalf;
 * `email` and `phone` are the shop's contact details.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, resolveSessionUser } from '../../plugins/session.ts';
import { sessionSecurity } from '../cart/cart.access.ts';
import { errorResponses } from '../seller/seller.schemas.ts';
import { applicationResponse, applyBody } from './seller-applications.schemas.ts';
import { applyForShop, ownApplication } from './seller-applications.service.ts';

const tags = ['sellers'];

export async function sellerApplicationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/users/seller_apply',
    {
      config: {
        rateLimit: {
          max: 20,
          timeWindow: '1 hour',
          keyGenerator: async (request) => {
            const user = await resolveSessionUser(request);
            return `seller-apply:${user ? `user:${user.id}` : `ip:${request.ip}`}`;
          },
        },
      },
      schema: {
        tags,
        summary: 'Apply to become a seller (signed-in)',
        security: sessionSecurity,
        description:
          'Creates a pending application for the signed-in user. `acceptTerms: true` is required. ' +
          '`shop_logo`/`shop_cover` must be URLs returned by POST /api/uploads. The shop name must be unused ' +
          'by shops and open applications (409 `shop_name_taken`); a second open application answers 409 ' +
          '`Already exists !` (`seller_application_exists`); an existing shop 409 `already_a_seller`. ' +
          'The shop slug is derived from the name.',
        body: applyBody,
        response: { 201: applicationResponse, ...errorResponses(400, 401, 403, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const application = await applyForShop(app.db, user, request.body);
      return reply.code(201).send(application);
    },
  );

  r.get(
    '/api/users/seller_apply',
    {
      schema: {
        tags,
        summary: "The signed-in user's newest seller application and its status",
        security: sessionSecurity,
        description: 'Pending, approved or rejected (with the reason). 404 when the user never applied.',
        response: { 200: applicationResponse, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return ownApplication(app.db, user.id);
    },
  );
}
