/** `GET /api/admin/emails`: every mail template drawn with sample data, for the admins' preview page. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../kernel/route-schemas.ts';
import { requireRole } from '../../plugins/session.ts';
import { mailPreviews } from './mail.previews.ts';
import { oneClickUnsubscribeHeaders } from './mail.service.ts';

const mailPreviewSchema = z.object({
  name: z.string(),
  description: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  headers: z
    .record(z.string(), z.string())
    .describe('Extra headers the mail is sent with (List-Unsubscribe…)'),
});

export async function mailRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/emails',
    {
      onRequest: async (request, reply) => {
        await requireRole(request, 'admin');
        reply.header('cache-control', 'private, no-store');
      },
      schema: {
        tags: ['admin'],
        security: [{ cookieAuth: [] }, { bearerAuth: [] }],
        summary: 'Every e-mail template rendered with sample data (HTML and text)',
        response: { 200: z.object({ items: z.array(mailPreviewSchema) }), ...errorResponses(401, 403) },
      },
    },
    async () => ({
      items: mailPreviews().map(({ name, description, mail }) => ({
        name,
        description,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: mail.unsubscribeUrl ? oneClickUnsubscribeHeaders(mail.unsubscribeUrl) : {},
      })),
    }),
  );
}
