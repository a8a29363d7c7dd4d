/**
 * Multi-row INSERTs for the seeder. One statement per ~1000 rows instead of one per row is what makes
 * a 100k-product catalogue load in seconds: the round trips and per-statement overhead disappear, and
 * PostgreSQL still checks every constraint and runs the products trigger row by row.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../client.ts';

/**
 * PostgreSQL's extended protocol carries at most 65,535 bind parameters per statement; the widest seeded
 * table (products, ~25 written columns) stays far below that at 1000 rows.
 */
export const INSERT_BATCH_ROWS = 1000;

export async function insertInBatches<T extends PgTable>(
  db: Executor,
  table: T,
  rows: readonly PgInsertValue<T>[],
  batchRows = INSERT_BATCH_ROWS,
): Promise<void> {
  for (let start = 0; start < rows.length; start += batchRows) {
    await db.insert(table).values(rows.slice(start, start + batchRows));
  }
}

/** One column of an `insertByUnnest`: where it goes, its SQL element type, and how to read it off a row. */
export interface UnnestColumn<Row> {
  column: PgColumn;
  /** Element type of the array parameter, e.g. `text`, `int4`, `bool`, `timestamptz`. */
  type: string;
  value: (row: Row) => unknown;
  /** Turns the unnested value into the column's value (default: as is). */
  select?: (value: SQL) => SQL;
}

/**
 * `insert into t (a, b) select * from unnest($1::text[], $2::int4[])`: one bind parameter per COLUMN
 * instead of one per cell. Building a 1000-row VALUES list through Drizzle costs ~70 ms of JavaScript
 * per batch (26,000 parameters to map and encode), which made the seeder CPU-bound; arrays cost a
 * fraction of that, and the batch is no longer limited by the 65,535-parameter cap.
 */
export async function insertByUnnest<Row>(
  db: Executor,
  table: PgTable,
  columns: readonly UnnestColumn<Row>[],
  rows: readonly Row[],
): Promise<void> {
  if (rows.length === 0) return;
  const names = sql.join(
    columns.map((c) => sql.identifier(c.column.name)),
    sql`, `,
  );
  const arrays = sql.join(
    columns.map((c) => sql`${sql.param(rows.map(c.value))}::${sql.raw(c.type)}[]`),
    sql`, `,
  );
  const aliases = columns.map((_, i) => sql.identifier(`c${i}`));
  const selected = sql.join(
    columns.map((c, i) => (c.select ? c.select(sql`${aliases[i]}`) : sql`${aliases[i]}`)),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${table} (${names}) select ${selected} from unnest(${arrays}) as u(${sql.join(aliases, sql`, `)})`,
  );
}

/** Splits an iterable into arrays of `size`, so a generator of a million products never sits in memory. */
export function* chunked<T>(items: Iterable<T>, size: number): Generator<T[], void, undefined> {
  let chunk: T[] = [];
  for (const item of items) {
    chunk.push(item);
    if (chunk.length === size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}

/** `Map.get` that fails loudly: a missing key means the demo data files disagree with each other. */
export function lookup<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo data names an unknown ${what}: ${String(key)}`);
  return value;
}

/** `lookup` for the string-keyed records of `DemoImageSet`. */
export function entry<V>(record: Readonly<Record<string, V>>, key: string, what: string): V {
  if (!Object.hasOwn(record, key)) throw new Error(`Demo data names an unknown ${what}: ${key}`);
  return record[key]!;
}

/** `lookup` for the index-addressed lists of `DemoImageSet` (slider, blog and avatar images). */
export function nth<V>(list: readonly V[], index: number, what: string): V {
  if (!Number.isInteger(index) || index < 0 || index >= list.length) {
    throw new Error(`Demo data names an unknown ${what}: #${index}`);
  }
  return list[index]!;
}
