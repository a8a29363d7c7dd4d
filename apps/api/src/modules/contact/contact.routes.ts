import { apiErrorSchema } from '@shop/shared/catalogue.contract';
import { contactMessageSchema, contactReceiptSchema } from '@shop/shared/contact.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TooManyRequestsError } from '../../kernel/http-errors.ts';
import { resolveSessionUser } from '../../plugins/session.ts';
import { storeContactMessage } from './contact.service.ts';

/** Enough for a person who rewrites a message a few times; a script filling the table is stopped early. */
export const CONTACT_LIMIT = { max: 10, minutes: 60 } as const;

export async function contactRoutes(app: FastifyInstance) {
  const limiter = app.createRateLimit({
    max: CONTACT_LIMIT.max,
    timeWindow: CONTACT_LIMIT.minutes * 60_000,
    keyGenerator: (request) => `contact:${request.ip}`,
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message from the contact page',
        description:
          'Anyone may write; a signed-in sender is linked to the message. Validation errors name the field ' +
          `(\`body.email: …\`). At most ${CONTACT_LIMIT.max} messages per client address per ` +
          `${CONTACT_LIMIT.minutes} minutes (429 \`rate_limited\`).`,
        body: contactMessageSchema,
        response: { 201: contactReceiptSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const limit = await limiter(request);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', String(Math.max(1, limit.ttlInSeconds)));
        throw new TooManyRequestsError('Too many messages sent. Please wait a while and try again.');
      }
      const sender = await resolveSessionUser(request);
      const receipt = await storeContactMessage(app.db, request.body, sender?.id ?? null);
      return reply.code(201).send(receipt);
    },
  );
}
