import { apiErrorSchema } from '@shop/shared/catalogue.contract';
import { blogCommentBody, blogCommentSchema } from '@shop/shared/shopping.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session.ts';
import { sessionSecurity as security, signedInOnly } from '../cart/cart.access.ts';
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
          'unknown or inactive post 404.',
        body: blogCommentBody,
        response: { 201: blogCommentSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const author = await requireUser(request);
      return reply.code(201).send(await commentOnBlog(app.db, author, request.body));
    },
  );
}
