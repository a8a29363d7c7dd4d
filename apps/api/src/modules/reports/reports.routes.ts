import { apiErrorSchema } from '@shop/shared/catalogue.contract';
import { reportCreateBody, reportSchema } from '@shop/shared/shopping.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session.ts';
import { sessionSecurity as security, signedInOnly } from '../cart/cart.access.ts';
import { reportItem } from './reports.service.ts';

export async function reportRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/reporteditems',
    {
      preValidation: signedInOnly,
      schema: {
        tags: ['reports'],
        security,
        summary: 'Report a product',
        description:
          '`title` 1 to 200 characters, `note` up to 2000 (plain text, stored as typed and rendered escaped). ' +
          'Sign-in required (401); unknown product 404. The report starts `open` for the admins.',
        body: reportCreateBody,
        response: { 201: reportSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const reporter = await requireUser(request);
      return reply.code(201).send(await reportItem(app.db, reporter, request.body));
    },
  );
}
