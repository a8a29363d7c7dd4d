/** The SQL of the search module: the vocabulary's sources, the synonyms, and the daily search tally. */
import { asc, desc, gte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { searchQueryDays, searchSynonyms } from '../../db/schema/index.ts';

/**
 * Where the vocabulary's words come from: the lexicon the product triggers keep (migration 0005: product,
 * brand and category names of products) and the names of every category, sub-category and brand, even
 * one without products yet, and the values of products' options. Another source is one more `union` arm
 * here; `search_words_of` splits a text as the lexicon does.
 */
const vocabularySources = sql`
  select word from search_words
  union select search_words_of(name) from categories where deleted_at is null
  union select search_words_of(name) from sub_categories where deleted_at is null
  union select search_words_of(name) from brands where deleted_at is null
  -- Option values (Colour: Teal, Size: XL): shoppers type them, so "teal" is a known word, not a typo.
  -- Distinct values first: a million products hold 220,000 option rows but a few hundred values, and
  -- splitting each row's values took 4 to 6 s (every search waits for a rebuild) instead of 0.2 s.
  union select search_words_of(value)
    from (select distinct value from product_options cross join unnest(product_options.values) as value)
    as option_values(value)`;

/** Every word of the vocabulary, letters and digits only (what a search word is made of). */
export async function vocabularyWords(db: Executor): Promise<string[]> {
  const { rows } = await db.execute<{ word: string }>(
    sql`select word from (${vocabularySources}) as words(word) where word ~ '^[[:alnum:]]+$'`,
  );
  return rows.map((row) => row.word);
}

export async function synonymGroups(db: Executor): Promise<string[][]> {
  const rows = await db
    .select({ terms: searchSynonyms.terms })
    .from(searchSynonyms)
    .orderBy(asc(searchSynonyms.id));
  return rows.map((row) => row.terms);
}

/** Replaces the whole synonym list in one transaction (the admin edits it as one text). */
export async function replaceSynonymGroups(db: Database, groups: readonly string[][]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(searchSynonyms);
    if (groups.length > 0)
      await tx.insert(searchSynonyms).values(groups.map((terms) => ({ terms: [...terms] })));
  });
}

export interface SearchTally {
  day: string;
  query: string;
  searches: number;
  zeroResults: number;
}

/** Adds counts to the day's rows, creating them as needed: one statement per batch. */
export async function addSearchTallies(db: Executor, tallies: readonly SearchTally[]): Promise<void> {
  if (tallies.length === 0) return;
  await db
    .insert(searchQueryDays)
    .values([...tallies])
    .onConflictDoUpdate({
      target: [searchQueryDays.day, searchQueryDays.query],
      set: {
        searches: sql`${searchQueryDays.searches} + excluded.searches`,
        zeroResults: sql`${searchQueryDays.zeroResults} + excluded.zero_results`,
      },
    });
}

export interface SearchFigure {
  query: string;
  searches: number;
  zeroResults: number;
}

/** The most searched texts since `sinceDay`; `onlyZero` keeps those that found nothing at least once. */
export function searchFigures(
  db: Executor,
  sinceDay: string,
  options: { onlyZero: boolean; limit: number },
): Promise<SearchFigure[]> {
  const searches = sql<number>`sum(${searchQueryDays.searches})::int`;
  const zeroResults = sql<number>`sum(${searchQueryDays.zeroResults})::int`;
  const query = db
    .select({ query: searchQueryDays.query, searches, zeroResults })
    .from(searchQueryDays)
    .where(gte(searchQueryDays.day, sinceDay))
    .groupBy(searchQueryDays.query)
    .$dynamic();
  return (options.onlyZero ? query.having(sql`${zeroResults} > 0`) : query)
    .orderBy(options.onlyZero ? desc(zeroResults) : desc(searches), asc(searchQueryDays.query))
    .limit(options.limit);
}
