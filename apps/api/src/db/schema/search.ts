/**
 * What the search learns besides the lexicon (search-words.ts): the synonyms an admin keeps, and a daily
 * tally of what shoppers searched for (the admin's "most frequent" and "found nothing" lists).
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId } from './columns.ts';

/**
 * One group of words that mean the same to a shopper ("tee", "t-shirt"): a search for any of them also
 * finds the others. Terms are lower-cased and may hold a hyphen or a space ("t-shirt", "phone case").
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: identityId(),
    terms: text('terms').array().notNull(),
    createdAt: createdAt(),
  },
  (table) => [check('search_synonyms_terms_check', sql`cardinality(${table.terms}) >= 2`)],
);

/**
 * Searches per day and normalised text (lower-cased words joined by one space), and how many of them
 * found nothing. One row per text and day keeps the table small whatever the traffic; the app adds its
 * counts in batches (search.log.ts).
 */
export const searchQueryDays = pgTable(
  'search_query_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    query: text('query').notNull(),
    searches: integer('searches').notNull().default(0),
    zeroResults: integer('zero_results').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.query] }),
    index('search_query_days_day_idx').on(table.day),
  ],
);
