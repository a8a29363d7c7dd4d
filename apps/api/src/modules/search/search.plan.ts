/**
 * A search text as spellings to look for, per word, each with a cost that ranks it: the word as typed
 * (stemmed by full text, so "watches" finds "watch") and its synonyms cost nothing, a completion of a
 * prefix costs 1, each typo costs 2. The product query requires one spelling of every word and ranks by
 * the total cost of the cheapest spellings a product holds, so exact beats completed beats corrected, and
 * one typo beats two.
 */
import type { Vocabulary } from './search.vocabulary.ts';

const COMPLETION_COST = 1;
const TYPO_COST = 2;
/** Completing "w" into a hundred words says nothing; from two letters while typing, three otherwise. */
const TYPING_PREFIX_LETTERS = 2;
const PREFIX_LETTERS = 3;

export interface Spelling {
  /** A word or short phrase, matched through `phraseto_tsquery('english', …)`. */
  text: string;
  cost: number;
  /**
   * The cost instead when a product holds it only outside the name, brand and category. Set for a word
   * the vocabulary lacks: no name holds it (except through a stem: "watches" in "Watch"), so matching it
   * in a description alone ("read" in a tablet's text) is no better a sign than a corrected name word
   * ("bread", "road"), and costs as much as one typo; then the name match ranks first.
   */
  costOutsideName?: number;
  /**
   * A stop word ("her", "can", "nor"), which full text drops from every document and query: it matches a
   * word of the product name by trigram similarity instead (set only for texts of stop words alone).
   */
  nameWord?: true;
}

export interface WordPlan {
  word: string;
  /** Cheapest first; always starts with the word itself at cost 0. */
  spellings: Spelling[];
  /** The closest correction of a word the vocabulary lacks, for "Did you mean". */
  correction: string | null;
}

export interface PlanOptions {
  /** The shopper is still typing the last word: complete it ("wirel" → "wireless"). */
  completeLast: boolean;
  /** Complete every word of 3+ letters (the retry when the text as typed finds nothing). */
  completeEvery: boolean;
  /**
   * Every word is a stop word. Full text cannot find such a word, so as typed it is matched against the
   * names (`nameWord`) and, from 3 letters or while typing, completed like any other word: "nor" is the
   * start of "Nordic" or "Northfield" far more often than the word itself. Stop words are real English
   * words, so they get no corrections and no synonyms.
   */
  stopWordsOnly?: boolean;
}

export function planWords(
  vocabulary: Vocabulary,
  words: readonly string[],
  options: PlanOptions,
): WordPlan[] {
  return words.map((word, index) => {
    const spellings = new Map<string, number>();
    const add = (text: string, cost: number) => {
      if (!spellings.has(text) || (spellings.get(text) ?? 0) > cost) spellings.set(text, cost);
    };
    add(word, 0);
    const stopWord = options.stopWordsOnly === true;
    if (!stopWord) for (const synonym of vocabulary.synonyms(word)) add(synonym, 0);
    const corrections = stopWord ? [] : vocabulary.corrections(word);
    const unknown = corrections.length > 0;
    for (const correction of corrections) {
      add(correction.word, correction.typos * TYPO_COST);
      for (const synonym of vocabulary.synonyms(correction.word)) add(synonym, correction.typos * TYPO_COST);
    }
    const isLast = index === words.length - 1;
    const letters = [...word].length;
    if (
      (options.completeLast && isLast && letters >= TYPING_PREFIX_LETTERS) ||
      (options.completeEvery && letters >= PREFIX_LETTERS)
    ) {
      for (const completion of vocabulary.completions(word)) add(completion, COMPLETION_COST);
    }
    return {
      word,
      spellings: [...spellings]
        .map(
          ([text, cost]): Spelling =>
            stopWord && text === word
              ? { text, cost, nameWord: true }
              : unknown && text === word
                ? { text, cost, costOutsideName: TYPO_COST }
                : { text, cost },
        )
        .sort((a, b) => a.cost - b.cost),
      correction: corrections[0]?.word ?? null,
    };
  });
}

/** The text with each word the vocabulary lacks replaced by its closest correction; null when none is. */
export function correctedText(plans: readonly WordPlan[]): string | null {
  if (!plans.some((plan) => plan.correction !== null)) return null;
  return plans.map((plan) => plan.correction ?? plan.word).join(' ');
}
