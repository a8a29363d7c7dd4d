/**
 * `POST /api/users/seller_apply` (docs/api.md) and `GET /api/users/seller_apply` (the signed-in user's own
 * newest application and its status, for the profile and the become-seller page).
 * The applicant is always the session's user: nothing in the body can apply on someone else's behalf;
 * `email` and `phone` are the shop's contact details.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from '../../env.ts';
import { sessionSecurity } from '../../kernel/access.ts';
import { errorResponses } from '../../kernel/route-schemas.ts';
import { publicBaseUrl } from '../../lib/public-origin.ts';
import { requireUser, resolveSessionUser } from '../../plugins/session.ts';
import {
  contactIsProven,
  normaliseContactEmail,
  sendContactLink,
} from '../shop-contact/shop-contact.service.ts';
import { type ApplicationResponse, applicationResponse, applyBody } from './seller-applications.schemas.ts';
import { applyForShop, ownApplication } from './seller-applications.service.ts';

const tags = ['sellers'];

export async function sellerApplicationRoutes(app: FastifyInstance, options: { env: Env }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * A shop contact address the applicant has not proved gets its confirmation link now. This route's own
   * limit (and one open application per user) bounds how many links it sends; a failed mail is logged and
   * never fails the application (saving the address again in the shop settings sends a new link).
   */
  async function sendApplicationContactLink(
    request: FastifyRequest,
    userId: string,
    application: ApplicationResponse,
  ): Promise<void> {
    if (await contactIsProven(app.db, userId, application.email)) return;
    const deps = {
      db: app.db,
      mailer: app.mailer,
      baseUrl: publicBaseUrl(options.env),
      limitLinksTo: async () => {},
    };
    try {
      const email = normaliseContactEmail(application.email);
      await sendContactLink(deps, userId, email, application.shop.shop_name);
    } catch (error) {
      request.log.error({ err: error }, 'shop contact confirmation link not sent');
    }
  }

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
          'The shop slug is derived from the name. An `email` other than your verified account e-mail (or an ' +
          'address you confirmed before) gets a confirmation link; until it is followed, the approved shop ' +
          'sends its order e-mails to your account e-mail and shows `email` as `pending_contact_email`.',
        body: applyBody,
        response: { 201: applicationResponse, ...errorResponses(400, 401, 403, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const application = await applyForShop(app.db, user, request.body);
      await sendApplicationContactLink(request, user.id, application);
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
