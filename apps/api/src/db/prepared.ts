/**
 * Named prepared statements for queries built at run time (issue 8). Planning the product list's query
 * costs PostgreSQL 2–5 ms per request, more than running it, and more on a large catalogue; a named
 * statement lets each pooled connection parse it once and, after a few runs, reuse a generic plan.
 *
 * The name is a hash of the SQL text, so equal texts share a statement and different texts never clash.
 * node-postgres prepares each name once per connection. A caller varying its filters (one more category
 * in a list, say) makes a new text; past `MAX_NAMED_STATEMENTS` distinct texts per process, queries run
 * unnamed, so no caller can make every connection keep an unbounded number of statements.
 */
import { createHash } from 'node:crypto';
import type { Database } from './client.ts';

const MAX_NAMED_STATEMENTS = 256;
const named = new Set<string>();

/** The statement name for `text`, or undefined once the process has named its share of texts. */
export function statementNameFor(text: string): string | undefined {
  const name = `q_${createHash('sha1').update(text).digest('base64url')}`;
  if (named.has(name)) return name;
  if (named.size >= MAX_NAMED_STATEMENTS) return undefined;
  named.add(name);
  return name;
}

/** A Drizzle query builder: it can say its SQL, be prepared under a name, or run as it is. */
interface Preparable<Result> extends PromiseLike<Result> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<Result> };
}

/** Runs `query` as a named prepared statement (see the module comment), unnamed past the cap. */
export function runPrepared<Result>(query: Preparable<Result>): PromiseLike<Result> {
  const name = statementNameFor(query.toSQL().sql);
  return name === undefined ? query : query.prepare(name).execute();
}

/**
 * A statement with placeholders, built and prepared once per database (app or test) on first use: for
 * queries that run on every request of their kind, so neither Drizzle nor PostgreSQL redo their work.
 */
export function preparedPerDatabase<Query>(prepare: (db: Database) => Query): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = prepare(db);
      built.set(db, query);
    }
    return query;
  };
}
