/**
 * `POST /api/shop-contact/confirm`: the storefront page a confirmation link opens posts its token here.
 * No session needed: whoever reads the mailbox confirms, signed in or not; the token alone decides.
 */
import { apiErrorSchema } from '@shop/shared/catalogue.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTACT_LINK_VALID_HOURS, confirmShopContact } from './shop-contact.service.ts';

export async function shopContactRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/shop-contact/confirm',
    {
      schema: {
        tags: ['seller'],
        summary: "Confirm a shop's contact e-mail address",
        description:
          'The token of the link mailed to a new shop contact address (seller application or shop settings). ' +
          'The address becomes the shop contact for order e-mails if the shop is still waiting for it. ' +
          `Links work for ${CONTACT_LINK_VALID_HOURS} hours; following one again answers the same. Unknown or ` +
          'expired 400 `contact_email_link_invalid`.',
        body: z.strictObject({ token: z.string().trim().min(1).max(200) }),
        response: {
          200: z.object({ email: z.string(), message: z.string() }),
          400: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { email } = await confirmShopContact(app.db, request.body.token);
      return { email, message: `Thank you! Order e-mails of the shop can now be sent to ${email}.` };
    },
  );
}
