/**
 * Statements with placeholders that run on every request of their kind (the session by token, the
 * checkout's items by id), built and prepared once per database (app or test) on first use, so neither
 * Drizzle nor PostgreSQL redo their work.
 *
 * Only for statements whose best plan does not depend on the values: a prepared statement may be given
 * one reusable plan for all values. Product lists are not prepared for that reason (decision 7: a reused plan
 * cannot see the price bounds; see `searchProducts`).
 */
import type { Database } from './client.ts';

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
