/**
 * Column builders shared by every table, so ids, slugs and timestamps look the same everywhere.
 * Internal to the schema folder (not re-exported by the barrel).
 */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/** Internal surrogate key; never leaves the API (URLs and bodies use the slug). */
export const identityId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** Foreign keys to our own tables are integers, matching `identityId`. */
export const foreignId = (name: string) => integer(name);

/**
 * Public, URL-safe, unique identifier (docs/api.md §1). Services usually store a readable slug
 * (`iphone-15-pro-x7k2`); the random default means rows nobody names (cart lines, order lines,
 * reviews, …) and raw SQL inserts still get one.
 */
export const publicSlug = (name = 'slug') =>
  text(name).notNull().unique().default(sql`left(replace(gen_random_uuid()::text, '-', ''), 16)`);

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** `$onUpdate` keeps it fresh for every Drizzle update; raw SQL updates must set it themselves. */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/** Money is integer cents (docs/architecture.md §4); the API converts to dollars at the edge. */
export const cents = (name: string) => integer(name);

/**
 * `column IN ('a', 'b')` for CHECK constraints. Values are inlined as literals because a CHECK cannot
 * carry bind parameters; they only ever come from the `as const` tuples in statuses.ts.
 */
export function isOneOf(column: AnyColumn, values: readonly string[]): SQL {
  const literals = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(literals)})`;
}
