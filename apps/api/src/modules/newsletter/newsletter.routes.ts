import { apiErrorSchema } from '@shop/shared/catalogue.contract';
import { messages } from '@shop/shared/messages';
import { subscriberBody, subscriberSchema } from '@shop/shared/shopping.contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ForbiddenError, UnauthorizedError } from '../../lib/http-errors.ts';
import { resolveSessionUser } from '../../plugins/session.ts';
import { sessionSecurity as security, shopperFor } from '../cart/cart.access.ts';
import { subscribe } from './newsletter.service.ts';

/** Spec §5: a visitor gets exactly "Please, Log In first  !", whatever the body. */
async function logInFirst(request: FastifyRequest): Promise<void> {
  if (!(await resolveSessionUser(request))) throw new UnauthorizedError(messages.logInFirst, 'log_in_first');
}

export async function newsletterRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/subscriber',
    {
      preValidation: logInFirst,
      schema: {
        tags: ['newsletter'],
        security,
        summary: 'Subscribe to the newsletter',
        description:
          `Signed-in users only: a visitor gets 401 with \`message\` "${messages.logInFirst}". \`email\` and ` +
          "`user_slug` must be the signed-in user's own (admins may name anyone), else 403. 201 on the first " +
          `subscription, 200 when the e-mail is already subscribed (one row, whatever the case of the address); both with \`message\` "${messages.subscribed}".`,
        body: subscriberBody,
        response: {
          200: subscriberSchema,
          201: subscriberSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const subscriber = await shopperFor(request, request.body.user_slug);
      const viewer = await resolveSessionUser(request);
      const ownEmail = request.body.email.toLowerCase() === subscriber.email.toLowerCase();
      if (!ownEmail && viewer?.role !== 'admin') {
        throw new ForbiddenError('You can only subscribe your own e-mail address', 'forbidden');
      }
      const { data, created } = await subscribe(app.db, subscriber, request.body.email);
      return reply.code(created ? 201 : 200).send(data);
    },
  );
}
