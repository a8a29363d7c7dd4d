import {
  apiErrorSchema,
  brandSchema,
  categorySchema,
  siteDataSchema,
  siteDataWithUserSchema,
  subCategorySchema,
} from '@shop/shared/catalogue.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogueVersionOf } from '../../kernel/catalogue-memo.ts';
import { resolveSessionUser } from '../../plugins/session.ts';
import { brandList, categoryList, siteData, siteDataWithUser, subCategoryList } from './catalogue.service.ts';

const tags = ['catalogue'];

export async function catalogueRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/wo-user',
    {
      config: { catalogueCache: true, directCall: true },
      schema: {
        tags,
        summary: 'Site data for a signed-out visitor',
        description: 'Active categories, brands and sub-categories (of active categories).',
        response: { 200: siteDataSchema },
      },
    },
    async () => siteData(app.db, catalogueVersionOf(app)),
  );

  r.get(
    '/api/with-user/:user',
    {
      config: { directCall: true },
      schema: {
        tags,
        summary: 'Site data for the signed-in user',
        description:
          'The same as `/wo-user` plus the user, their cart and wishlist (lines of products that are no ' +
          'longer visible are left out). `{user}` must be the signed-in user (admins may name anyone): ' +
          'no session 401, someone else 403.',
        security: [{ cookieAuth: [] }, { bearerAuth: [] }],
        params: z.object({ user: z.string().min(1).max(200) }),
        response: {
          200: siteDataWithUserSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const viewer = await resolveSessionUser(request);
      return siteDataWithUser(app.db, viewer, request.params.user, catalogueVersionOf(app));
    },
  );

  r.get(
    '/api/categories',
    {
      config: { catalogueCache: true },
      schema: { tags, summary: 'Active categories, by name', response: { 200: z.array(categorySchema) } },
    },
    async () => categoryList(app.db),
  );

  r.get(
    '/api/sub-categories',
    {
      config: { catalogueCache: true },
      schema: {
        tags,
        summary: 'Active sub-categories of active categories',
        response: { 200: z.array(subCategorySchema) },
      },
    },
    async () => subCategoryList(app.db),
  );

  r.get(
    '/api/brands/allbrands',
    {
      config: { catalogueCache: true },
      schema: { tags, summary: 'Active brands, by name', response: { 200: z.array(brandSchema) } },
    },
    async () => brandList(app.db),
  );
}
