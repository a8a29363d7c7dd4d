/**
 * Search as the storefront and the admin use it beyond the product listing: suggestions while typing,
 * what to offer when a search finds nothing, the admin's synonyms and search figures (docs/api.md §3
 * "Search").
 */
import './zod-browser.ts';
import { z } from 'zod';
import { productSchema } from './catalogue.contract.ts';

export const SUGGESTED_PRODUCTS = 6;
export const SUGGESTED_CATEGORIES = 3;
export const SUGGESTED_BRANDS = 3;

export const suggestionsQuerySchema = z.object({
  q: z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string().max(200)),
});

export const suggestionsSchema = z.object({
  products: z
    .array(
      z.object({
        slug: z.string(),
        productName: z.string(),
        imageURL: z.array(z.string()),
        price: z.number(),
        offerPrice: z.number().nullable(),
      }),
    )
    .max(SUGGESTED_PRODUCTS),
  categories: z.array(z.object({ cat_slug: z.string(), cat_name: z.string() })).max(SUGGESTED_CATEGORIES),
  brands: z.array(z.object({ slug: z.string(), name: z.string() })).max(SUGGESTED_BRANDS),
  didYouMean: z.string().nullable(),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;

export const noResultsHelpSchema = z.object({
  categories: z.array(z.object({ cat_slug: z.string(), cat_name: z.string() })),
  products: z.array(productSchema),
});
export type NoResultsHelp = z.infer<typeof noResultsHelpSchema>;

/** The admin edits synonyms as text: one group per line, its words separated by commas. */
export const synonymsSchema = z.object({ groups: z.array(z.array(z.string())) });
export const synonymsBodySchema = z.object({
  groups: z.array(z.array(z.string().max(80)).max(20)).max(500),
});
export type SynonymGroups = z.infer<typeof synonymsSchema>;

const searchFigureSchema = z.object({
  query: z.string(),
  searches: z.number().int(),
  zeroResults: z.number().int(),
});
export const searchFiguresSchema = z.object({
  since: z.string().describe('First day counted (YYYY-MM-DD, UTC): the last 30 days.'),
  frequent: z.array(searchFigureSchema),
  zeroResults: z.array(searchFigureSchema),
});
export type SearchFigures = z.infer<typeof searchFiguresSchema>;

/** "tee, t-shirt\nsneakers, trainers" → [["tee", "t-shirt"], ["sneakers", "trainers"]] (blank lines skipped). */
export function parseSynonymText(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .map((line) =>
      line
        .split(',')
        .map((term) => term.trim())
        .filter((term) => term.length > 0),
    )
    .filter((terms) => terms.length > 0);
}

export function synonymText(groups: readonly (readonly string[])[]): string {
  return groups.map((terms) => terms.join(', ')).join('\n');
}
