/**
 * Search as the rest of the API uses it: spell a search text (typos, prefixes, synonyms: search.plan.ts)
 * against the catalogue's vocabulary, count what shoppers searched for, and the admin's synonym list and
 * search figures. The product query itself stays in the products module, which calls this one.
 */
import type { Database } from '../../db/client.ts';
import { BadRequestError } from '../../kernel/http-errors.ts';
import { SearchEngine } from './search.engine.ts';
import { type PlanOptions, planWords, type WordPlan } from './search.plan.ts';
import {
  replaceSynonymGroups,
  type SearchFigure,
  searchFigures,
  synonymGroups,
} from './search.repository.ts';

export { correctedText, type Spelling, type WordPlan } from './search.plan.ts';

const engines = new WeakMap<Database, SearchEngine>();

/** The one engine of a database handle (its vocabulary and pending tallies). */
export function searchEngineOf(db: Database): SearchEngine {
  let engine = engines.get(db);
  if (!engine) {
    engine = new SearchEngine(db);
    engines.set(db, engine);
  }
  return engine;
}

/** Spellings per word of a search text; see search.plan.ts for the costs. */
export async function planSearch(
  db: Database,
  words: readonly string[],
  options: PlanOptions,
): Promise<WordPlan[]> {
  return planWords(await searchEngineOf(db).vocabulary(), words, options);
}

/** Counts a shopper's search (first page only, so paging does not count twice) for the admin's figures. */
export function recordSearch(db: Database, words: readonly string[], found: number): void {
  if (words.length > 0) searchEngineOf(db).record(words.join(' '), found);
}

export const SEARCH_FIGURES_DAYS = 30;
const SEARCH_FIGURES_ROWS = 50;

export async function searchFiguresForAdmin(
  db: Database,
  now = new Date(),
): Promise<{ since: string; frequent: SearchFigure[]; zeroResults: SearchFigure[] }> {
  await searchEngineOf(db).flush();
  const since = new Date(now.getTime() - (SEARCH_FIGURES_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const [frequent, zeroResults] = await Promise.all([
    searchFigures(db, since, { onlyZero: false, limit: SEARCH_FIGURES_ROWS }),
    searchFigures(db, since, { onlyZero: true, limit: SEARCH_FIGURES_ROWS }),
  ]);
  return { since, frequent, zeroResults };
}

export const MAX_SYNONYM_GROUPS = 500;
const MAX_TERMS_PER_GROUP = 10;
const TERM = /^[\p{L}\p{N}]+(?:[ -][\p{L}\p{N}]+)*$/u;

export function synonymsForAdmin(db: Database): Promise<string[][]> {
  return synonymGroups(db);
}

/**
 * Replaces the synonym list. Each group holds 2–10 distinct terms of letters and digits, words joined by
 * a space or a hyphen ("t-shirt"); terms are lower-cased. The next search uses the new list.
 */
export async function replaceSynonyms(db: Database, groups: readonly string[][]): Promise<string[][]> {
  const cleaned = groups.map((group, index) => {
    const terms = [...new Set(group.map((term) => term.trim().toLowerCase().replace(/\s+/g, ' ')))].filter(
      (term) => term.length > 0,
    );
    const line = `Line ${index + 1}`;
    if (terms.length < 2) {
      throw new BadRequestError(
        `${line}: a synonym group needs at least two different words`,
        'invalid_synonyms',
      );
    }
    if (terms.length > MAX_TERMS_PER_GROUP) {
      throw new BadRequestError(
        `${line}: at most ${MAX_TERMS_PER_GROUP} words per group`,
        'invalid_synonyms',
      );
    }
    const bad = terms.find((term) => !TERM.test(term) || term.length > 40);
    if (bad !== undefined) {
      throw new BadRequestError(
        `${line}: "${bad}" may hold only letters, digits, spaces and hyphens (40 characters at most)`,
        'invalid_synonyms',
      );
    }
    return terms;
  });
  await replaceSynonymGroups(db, cleaned);
  searchEngineOf(db).invalidate();
  return cleaned;
}
