/**
 * A broad text search's page from the suggestion index (decision 63): when more than `EXACT_COUNT_LIMIT`
 * products hold every word in their name, brand or category at the least cost any product can have, the
 * listing's order (cost, then every word in the name, brand or category) puts all of them first, and the
 * database would count them only to estimate beyond the first 1,001 it gathers in table order. The index
 * holds those products already, in popularity order; the page is then one prepared statement, primary-key
 * look-ups of the candidates up to the page (who may see them now, their price) and the page's records,
 * where the database's search gathered 1,001 matches from the text index (at a million products its GIN
 * bitmap and heap reads were two thirds of the typo search's CPU).
 *
 * What changes for such a search: the tier is ordered by names before brands and categories, then by
 * popularity (as suggestions are), instead of by text rank among an arbitrary 200 of the 1,001 gathered;
 * the count is the products the index finds holding every word (an estimate above 1,000, as before, now
 * from the catalogue instead of the planner's statistics); a product added since the index was built
 * joins after its next build (at once up to 20,000 products, within minutes above: decision 44), while
 * visibility and price are read fresh with the records.
 */
import type { Database } from '../../db/client.ts';
import {
  candidatePage,
  correctsOrCompletes,
  EXACT_COUNT_LIMIT,
  type ProductSearch,
  readsSeveralWays,
  type TextSearchPage,
} from './products.repository.ts';
import { suggestionEngineOf } from './products.suggestion-engine.ts';

/** Reads of the index before giving the page back to the database, when hidden products thin it out. */
const ATTEMPTS = 3;

/**
 * Whether the search is a plain text search ranked by relevance: no filter but the default price range,
 * no facets (they are the database's counts), a listing's page (not a suggestion's gathering), and full
 * text (a text of stop words alone is matched by trigrams in the database).
 */
function plainTextSearch(search: ProductSearch): boolean {
  return (
    search.words.length > 0 &&
    search.fullText &&
    search.order === 'relevance' &&
    !search.withFacets &&
    search.gatherLimit === undefined &&
    search.defaultPriceRange === true &&
    search.categorySlugs.length === 0 &&
    search.subCategorySlugs.length === 0 &&
    search.brandSlugs.length === 0 &&
    search.optionValues.length === 0 &&
    search.flag === undefined &&
    search.sellerId === undefined &&
    search.minRating === undefined
  );
}

/** The page from the index, or null when the database must answer (the search is not broad, or is filtered). */
export async function indexedSearchPage(db: Database, search: ProductSearch): Promise<TextSearchPage | null> {
  const plan = search.spellingPlans[0];
  // A word read several ways at one cost shows the best of each reading in turn: the database's order.
  if (!plainTextSearch(search) || !plan || readsSeveralWays(plan)) return null;
  const engine = suggestionEngineOf(db);
  const end = search.offset + search.limit;
  // Every candidate up to the page is checked, so that products shoppers cannot see (hidden since the
  // index was built, or priced outside the range) never shift one page onto the next; and as many again
  // for those of the page itself.
  let want = end + search.limit;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const tier = await engine.bestTier(plan, want, search.countCap, EXACT_COUNT_LIMIT);
    if (!tier || tier.tierSize <= EXACT_COUNT_LIMIT || tier.tierSize < end) return null;
    const { minCents, maxCents, offset, limit } = search;
    const records = await candidatePage(db, tier.ids, { minCents, maxCents, offset, limit });
    if (records.length === search.limit || tier.ids.length < want) {
      return {
        records,
        count: tier.count,
        // As the database counts them: only a corrected or completed text tells exact matches apart.
        exactMatches: correctsOrCompletes(plan) ? tier.exactMatches : tier.count,
      };
    }
    want *= 4;
  }
  return null;
}
