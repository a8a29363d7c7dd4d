/** Admin: the synonym list and what shoppers searched for. */
import { searchFiguresSchema, synonymsBodySchema, synonymsSchema } from '@shop/shared/search.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../kernel/route-schemas.ts';
import { requireRole } from '../../plugins/session.ts';
import {
  MAX_SYNONYM_GROUPS,
  replaceSynonyms,
  SEARCH_FIGURES_DAYS,
  searchEngineOf,
  searchFiguresForAdmin,
  synonymsForAdmin,
} from './search.service.ts';

const tags = ['admin'];
const security: { [scheme: string]: string[] }[] = [{ cookieAuth: [] }, { bearerAuth: [] }];

export async function searchRoutes(app: FastifyInstance) {
  // The vocabulary follows the catalogue version, so every instance rebuilds it after any catalogue write.
  const engine = searchEngineOf(app.db);
  if (app.hasDecorator('catalogueVersion')) engine.followCatalogueVersion(() => app.catalogueVersion());
  app.addHook('onClose', async () => {
    await engine
      .flush()
      .catch((error: unknown) => app.log.warn({ err: error }, 'search: tallies not written'));
  });

  await app.register(async (admin) => {
    admin.addHook('onRequest', async (request, reply) => {
      await requireRole(request, 'admin');
      reply.header('cache-control', 'private, no-store');
    });
    const r = admin.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/admin/search/synonyms',
      {
        schema: {
          tags,
          security,
          summary: 'The synonym list',
          description: 'Groups of words a search treats alike ("tee", "t-shirt"). Admins only.',
          response: { 200: synonymsSchema, ...errorResponses(401, 403) },
        },
      },
      async () => ({ groups: await synonymsForAdmin(app.db) }),
    );

    r.put(
      '/api/admin/search/synonyms',
      {
        schema: {
          tags,
          security,
          summary: 'Replace the synonym list',
          description:
            `Up to ${MAX_SYNONYM_GROUPS} groups of 2–10 different terms (letters and digits, words joined by a ` +
            'space or a hyphen); terms are lower-cased. Searches use the new list at once. Admins only.',
          body: synonymsBodySchema,
          response: { 200: synonymsSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => ({ groups: await replaceSynonyms(app.db, request.body.groups) }),
    );

    r.get(
      '/api/admin/search/figures',
      {
        schema: {
          tags,
          security,
          summary: 'What shoppers searched for',
          description:
            `The 50 most frequent search texts of the last ${SEARCH_FIGURES_DAYS} days and the 50 that most often ` +
            'found nothing (first pages of `/api/products/filter` computed by the server; a repeat answered ' +
            'from the catalogue caches is not counted again). Admins only.',
          response: { 200: searchFiguresSchema, ...errorResponses(401, 403) },
        },
      },
      async () => searchFiguresForAdmin(app.db),
    );
  });
}
