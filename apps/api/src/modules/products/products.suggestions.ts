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
  type ProductCard,
  type ProductSearch,
  RANKED_MATCHES,
  searchProductCards,
  visibleProductCards,
} from './products.repository.ts';
import {
  spelledSearch,
  suggestedText,
  toProduct,
  toProductSearch,
  toSuggestedProduct,
} from './products.service.ts';
import { suggestionEngineOf } from './products.suggestion-engine.ts';
import { suggestedTaxonomy } from './products.suggestion-taxonomy.ts';
import { nearestCategories } from './products.suggestions.repository.ts';

const NO_RESULTS_CATEGORIES = 4;
const NO_RESULTS_PRODUCTS = 8;

/**
 * Matches a keystroke counts (the same first matches relevance ranks on a listing): enough to tell
 * whether corrections found more than the text as typed ("Did you mean" compares counts capped here,
 * never an estimate). The database's search gathers and ranks that many; the index counts them.
 */
const SUGGESTION_MATCHES = RANKED_MATCHES;
/** Candidates asked of the index at first: the six, and as many again for those hidden since its build. */
const FIRST_CANDIDATES = 2 * SUGGESTED_PRODUCTS;
/** When most candidates turned out hidden, ask again for four times as many, up to this many. */
const MOST_CANDIDATES = 200;

const nothing: Suggestions = { products: [], categories: [], brands: [], didYouMean: null };

export async function suggestionsFor(
  db: Database,
  text: string,
  catalogueVersion?: number,
): Promise<Suggestions> {
  const search = await spelledSearch(db, {
    ...toProductSearch({ search: text, page: 1, limit: SUGGESTED_PRODUCTS }),
    gatherLimit: SUGGESTION_MATCHES,
    countCap: SUGGESTION_MATCHES,
  });
  if (search.words.length === 0) return nothing;
  // A text of stop words alone, which full text ignores ("the", or "t" as the first letter typed), is
  // matched by trigrams on the names in the database.
  const found = search.fullText ? await indexedCards(db, search) : await searchProductCards(db, search);
  // A stop word as typed (`nameWord`) is nothing to full text; its completions are.
  const texts = (search.spellingPlans[0] ?? [])
    .flatMap((plan) => plan.spellings)
    .flatMap((spelling) => (spelling.nameWord ? [] : [spelling.text]));
  const lexemes = await suggestionEngineOf(db).spellingLexemes(texts);
  const cards = found.records;
  const now = new Date();
  const { categories, brands } = await suggestedTaxonomy(
    db,
    catalogueVersion,
    texts.map((spelling) => ({ lexemes: lexemes.get(spelling) ?? [], cost: 0 })),
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

/**
 * The first products from the suggestion index: names, brands and categories, ordered by cost, then name
 * before brand or category, then popularity (decision 44); those shoppers may see as their cards are read.
 * Words found only in descriptions suggest no product (the listing still finds them).
 */
async function indexedCards(
  db: Database,
  search: ProductSearch,
): Promise<{ records: ProductCard[]; count: number; exactMatches: number }> {
  const engine = suggestionEngineOf(db);
  for (let want = FIRST_CANDIDATES; ; want = Math.min(4 * want, MOST_CANDIDATES)) {
    const found = await engine.match(search.spellingPlans, want, SUGGESTION_MATCHES);
    if (!found) return { records: [], count: 0, exactMatches: 0 };
    const cards = new Map((await visibleProductCards(db, found.ids)).map((card) => [card.id, card]));
    const records = found.ids.flatMap((id) => cards.get(id) ?? []).slice(0, SUGGESTED_PRODUCTS);
    if (records.length >= SUGGESTED_PRODUCTS || found.ids.length < want || want >= MOST_CANDIDATES) {
      return { records, count: found.count, exactMatches: found.exactMatches };
    }
  }
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
