import { apiErrorSchema } from '@shop/shared/catalogue.contract';
import { reportCreateBody, reportSchema } from '@shop/shared/shopping.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionSecurity as security, signedInOnly } from '../../kernel/access.ts';
import { postingRules } from '../../plugins/posting-limits.ts';
import { requireUser } from '../../plugins/session.ts';
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
          'Sign-in required (401). Only products shoppers can see: an unknown, hidden or unapproved product ' +
          'answers the same 404. The report starts `open` for the admins (201). Reporting a product again ' +
          'while your report of it is open stores nothing and answers that open report (200). At most ' +
          `${postingRules.report.max} reports per user in ${postingRules.report.minutes} minutes, then 429 ` +
          '`rate_limited` with Retry-After.',
        body: reportCreateBody,
        response: {
          200: reportSchema,
          201: reportSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const reporter = await requireUser(request);
      await app.postingLimits.check(request, reply, 'report', reporter.id);
      const { report, created } = await reportItem(app.db, reporter, request.body);
      return reply.code(created ? 201 : 200).send(report);
    },
  );
}
