import { apiErrorSchema } from '@shop/shared/catalogue.contract';
import { blogCommentBody, blogCommentSchema } from '@shop/shared/shopping.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionSecurity as security, signedInOnly } from '../../kernel/access.ts';
import { postingRules } from '../../plugins/posting-limits.ts';
import { requireUser } from '../../plugins/session.ts';
import { commentOnBlog } from './blog-comments.service.ts';

export async function blogCommentRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/blog-comments',
    {
      preValidation: signedInOnly,
      schema: {
        tags: ['blogs'],
        security,
        summary: 'Comment on a blog post',
        description:
          '`comment` is plain text, 1 to 2000 characters after trimming, stored as typed (markup is not ' +
          'interpreted; render it escaped). Name and avatar come from the session. Sign-in required (401); ' +
          'unknown or inactive post 404. At most ' +
          `${postingRules['blog-comment'].max} comments per user in ${postingRules['blog-comment'].minutes} ` +
          'minutes, then 429 `rate_limited` with Retry-After.',
        body: blogCommentBody,
        response: {
          201: blogCommentSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const author = await requireUser(request);
      await app.postingLimits.check(request, reply, 'blog-comment', author.id);
      return reply.code(201).send(await commentOnBlog(app.db, author, request.body));
    },
  );
}
