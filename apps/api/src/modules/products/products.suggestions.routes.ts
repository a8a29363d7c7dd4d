import { apiErrorSchema } from '@shop/shared/catalogue.contract';
import { noResultsHelpSchema, suggestionsQuerySchema, suggestionsSchema } from '@shop/shared/search.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { catalogueVersionOf } from '../../kernel/catalogue-memo.ts';
import { suggestionEngineOf } from './products.suggestion-engine.ts';
import { noResultsHelp, suggestionsFor } from './products.suggestions.ts';

const tags = ['search'];

export async function searchSuggestionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The index follows the catalogue version, so every instance rebuilds it after any catalogue write.
  const engine = suggestionEngineOf(app.db);
  if (app.hasDecorator('catalogueVersion')) engine.followCatalogueVersion(() => app.catalogueVersion());

  r.get(
    '/api/search/suggestions',
    {
      config: { catalogueCache: true },
      schema: {
        tags,
        summary: 'Suggestions while typing',
        description:
          'Up to 6 products, 3 categories and 3 brands for the text typed so far, with the spelling rules of ' +
          '`/api/products/filter` (typos forgiven per word: one from 4 letters, two from 8; synonyms) and the ' +
          'last word completed as a prefix ("wirel" finds wireless). Products whose name, brand, category or ' +
          'option values (a colour or size they come in) hold every word, fewest corrections first, then name ' +
          'before brand, category or option value, then most popular. ' +
          '`didYouMean` is the corrected text when the corrections found more than the words as typed. An ' +
          'empty `q` answers empty lists.',
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsSchema, 400: apiErrorSchema },
      },
    },
    async (request) => suggestionsFor(app.db, request.query.q, catalogueVersionOf(app)),
  );

  r.get(
    '/api/search/no-results',
    {
      config: { catalogueCache: true },
      schema: {
        tags,
        summary: 'What to offer when a search finds nothing',
        description:
          "The categories whose names (or sub-categories' names) are nearest to `q` (up to 4) and up to 8 " +
          'popular products (the newest when none is flagged popular).',
        querystring: suggestionsQuerySchema,
        response: { 200: noResultsHelpSchema, 400: apiErrorSchema },
      },
    },
    async (request) => noResultsHelp(app.db, request.query.q),
  );
}
