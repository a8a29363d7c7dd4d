/**
 * The lexicon of the catalogue: every distinct lower-cased word of product names, brand names and
 * category names. A search corrects each query word against this small table (a few thousand rows)
 * instead of comparing it with the name of every matching product, which cost half a second per search
 * on a million products. Triggers on `products` (migration 0005) add the words of inserted and renamed
 * products; words are never removed, since a word nobody uses any more only suggests a correction that
 * finds nothing.
 */
import { index, pgTable, text } from 'drizzle-orm/pg-core';

export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
  },
  (table) => [
    // Trigram index for the `<%` / `<<%` similarity operators the correction uses (pg_trgm, migration 0000).
    index('search_words_word_trgm_idx').using('gin', table.word.op('gin_trgm_ops')),
  ],
);
