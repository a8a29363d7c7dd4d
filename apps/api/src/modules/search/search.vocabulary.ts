/**
 * The search vocabulary in memory: every word of the catalogue's names (the `search_words` lexicon) and of
 * the admin's synonyms, indexed for typo correction and prefix completion. Built from a few thousand
 * words (721 for the 1M demo catalogue) in milliseconds; rebuilt when the catalogue version moves
 * (search.engine.ts), so every instance corrects against the same words.
 *
 * Typo rules, as dedicated search engines apply them (docs/decisions/0018-typo-tolerant-search.md):
 * Damerau–Levenshtein distance per word (a transposition is one typo), one typo from 4 letters, two from
 * 8. The symmetric-delete index (mnemonist's SymSpell) finds every word within two edits without comparing
 * the query word with the whole vocabulary.
 */
import { SymSpell } from 'mnemonist';

/** Words shorter than this are never corrected: "cap" → "car", "map", "cat"... is noise, not help. */
const ONE_TYPO_FROM = 4;
const TWO_TYPOS_FROM = 8;
/** Completions offered for one prefix: the shortest first, since "wire" more likely means "wired". */
const COMPLETIONS_PER_PREFIX = 8;
/** Corrections kept for one word: the closest first (ties kept up to this many). */
const CORRECTIONS_PER_WORD = 5;

/** How many typos a word of this many letters may carry. */
export function allowedTypos(word: string): number {
  const letters = [...word].length;
  if (letters >= TWO_TYPOS_FROM) return 2;
  if (letters >= ONE_TYPO_FROM) return 1;
  return 0;
}

export interface Correction {
  word: string;
  typos: number;
}

export class Vocabulary {
  private readonly known: Set<string>;
  private readonly sorted: string[];
  private readonly symSpell: SymSpell;
  private readonly synonymsOf = new Map<string, string[]>();

  constructor(words: Iterable<string>, synonymGroups: readonly (readonly string[])[] = []) {
    const all = new Set<string>();
    for (const word of words) if (word.length > 0) all.add(word.toLowerCase());
    for (const group of synonymGroups) {
      const terms = [...new Set(group.map((term) => term.toLowerCase().trim()).filter(Boolean))];
      for (const term of terms) {
        this.synonymsOf.set(term, [
          ...new Set([...(this.synonymsOf.get(term) ?? []), ...terms.filter((other) => other !== term)]),
        ]);
        // A single-word term joins the vocabulary, so "sneakrs" corrects to "sneakers" and then expands.
        if (/^[\p{L}\p{N}]+$/u.test(term)) all.add(term);
      }
    }
    this.known = all;
    this.sorted = [...all].sort();
    this.symSpell = SymSpell.from(this.sorted, { maxDistance: 2, verbosity: 2 });
  }

  get size(): number {
    return this.known.size;
  }

  has(word: string): boolean {
    return this.known.has(word);
  }

  /**
   * Vocabulary words within the typos `word`'s length allows, the fewest typos first (then the same first
   * letter, as people rarely mistype it, then the closest length, then alphabetical); none for a known word.
   */
  corrections(word: string): Correction[] {
    const allowed = allowedTypos(word);
    if (allowed === 0 || this.known.has(word)) return [];
    const length = [...word].length;
    return this.symSpell
      .search(word)
      .filter((match) => match.distance > 0 && match.distance <= allowed)
      .map((match) => ({ word: match.term, typos: match.distance }))
      .sort(
        (a, b) =>
          a.typos - b.typos ||
          Number(b.word[0] === word[0]) - Number(a.word[0] === word[0]) ||
          Math.abs([...a.word].length - length) - Math.abs([...b.word].length - length) ||
          a.word.localeCompare(b.word),
      )
      .slice(0, CORRECTIONS_PER_WORD);
  }

  /** Vocabulary words that start with `prefix` and are longer than it, the shortest first. */
  completions(prefix: string): string[] {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.sorted[middle] ?? '') < prefix) low = middle + 1;
      else high = middle;
    }
    const found: string[] = [];
    for (let at = low; at < this.sorted.length; at += 1) {
      const word = this.sorted[at] ?? '';
      if (!word.startsWith(prefix)) break;
      if (word !== prefix) found.push(word);
    }
    return found.sort((a, b) => a.length - b.length || a.localeCompare(b)).slice(0, COMPLETIONS_PER_PREFIX);
  }

  /** The other terms of the synonym groups holding `word` (or its singular: "sneaker" finds "sneakers"). */
  synonyms(word: string): string[] {
    return this.synonymsOf.get(word) ?? this.synonymsOf.get(`${word}s`) ?? [];
  }
}
