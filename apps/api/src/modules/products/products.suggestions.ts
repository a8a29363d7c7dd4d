/**
 * Suggestions while typing (`GET /api/search/suggestions`) and help for a search that found nothing
 * (`GET /api/search/no-results`): the same spellings as the listing (typos, synonyms, the last word
 * completed), cut to what a dropdown shows.
 */
import {
  type NoResultsHelp,
  SUGGESTED_BRANDS,
  SUGGESTED_CATEGORIES,
  SUGGESTED_PRODUCTS,
  type Suggestions,
} from '@shop/shared/search.contract';
import type { Database } from '../../db/client.ts';
import {
  flaggedProducts,
  latestProducts,
  RANKED_MATCHES,
  searchProductCards,
} from './products.repository.ts';
import {
  spelledSearch,
  suggestedText,
  toProduct,
  toProductSearch,
  toSuggestedProduct,
} from './products.service.ts';
import { nearestCategories, suggestedCategoriesAndBrands } from './products.suggestions.repository.ts';

const NO_RESULTS_CATEGORIES = 4;
const NO_RESULTS_PRODUCTS = 8;

/**
 * Matches a keystroke gathers and ranks (the same first matches relevance ranks on a listing): enough to
 * pick six, and to tell whether corrections found more than the text as typed ("Did you mean" compares
 * counts capped here, never an estimate).
 */
const SUGGESTION_MATCHES = RANKED_MATCHES;

const nothing: Suggestions = { products: [], categories: [], brands: [], didYouMean: null };

export async function suggestionsFor(db: Database, text: string): Promise<Suggestions> {
  const search = await spelledSearch(db, {
    ...toProductSearch({ search: text, page: 1, limit: SUGGESTED_PRODUCTS }),
    gatherLimit: SUGGESTION_MATCHES,
    countCap: SUGGESTION_MATCHES,
  });
  if (search.words.length === 0) return nothing;
  const found = await searchProductCards(db, search);
  const spellings = (search.spellingPlans[0] ?? []).flatMap((plan) => plan.spellings);
  const cards = found.records;
  const now = new Date();
  const { categories, brands } = await suggestedCategoriesAndBrands(
    db,
    spellings,
    {
      categories: [...new Set(cards.map((card) => card.catSlug))],
      brands: [...new Set(cards.flatMap((card) => (card.brandSlug ? [card.brandSlug] : [])))],
    },
    { categories: SUGGESTED_CATEGORIES, brands: SUGGESTED_BRANDS },
  );
  return {
    products: cards.map((card) => toSuggestedProduct(card, now)),
    categories: categories.map((category) => ({ cat_slug: category.slug, cat_name: category.name })),
    brands,
    didYouMean: suggestedText(search, found),
  };
}

/** The nearest categories to the text and the popular products (the newest if none is flagged popular). */
export async function noResultsHelp(db: Database, text: string): Promise<NoResultsHelp> {
  const [categories, popular] = await Promise.all([
    nearestCategories(db, text.trim().toLowerCase(), NO_RESULTS_CATEGORIES),
    flaggedProducts(db, 'isPopular', NO_RESULTS_PRODUCTS),
  ]);
  const products =
    popular.length > 0 ? popular : await latestProducts(db, { offset: 0, limit: NO_RESULTS_PRODUCTS });
  return {
    categories: categories.map((category) => ({ cat_slug: category.slug, cat_name: category.name })),
    products: products.map(toProduct),
  };
}
