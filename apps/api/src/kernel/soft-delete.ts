/**
 * Rows deleted with a way back (decision 36) keep their data and the moment of their delete in
 * `deleted_at`; every read leaves them out through these two conditions, so the rule is spelled once.
 */
import { isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { NotFoundError } from './http-errors.ts';

/**
 * How long a deleted coupon, category, sub-category, brand, blog post or piece of home content can be
 * restored: the next delete of its kind removes older ones for good. Deleted products stay (their orders
 * and reviews point at them).
 */
export const RESTORE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The row is not deleted (dashboards: every status). */
export function notDeleted(table: { deletedAt: PgColumn }): SQL {
  return isNull(table.deletedAt);
}

/** The row is active and not deleted: what the shop lists. */
export function listed(table: { status: PgColumn; deletedAt: PgColumn }): SQL {
  return sql`(${table.status} = 'active' and ${table.deletedAt} is null)`;
}

/** A table whose rows can be deleted with a way back: an internal `id`, a public `slug`, `deleted_at`. */
export type Restorable = PgTable & { id: PgColumn; slug: PgColumn; deletedAt: PgColumn };

/** Marks the row deleted; it keeps everything, so a restore brings it back whole. */
export async function markDeleted(db: Executor, table: Restorable, id: number): Promise<void> {
  await db.execute(sql`update ${table} set deleted_at = now() where ${table.id} = ${id}`);
}

/** Clears the delete of the row with `slug`; answers whether a deleted row had it. */
export async function restoreDeleted(db: Executor, table: Restorable, slug: string): Promise<boolean> {
  const result = await db.execute(
    sql`update ${table} set deleted_at = null
        where ${table.slug} = ${slug} and ${table.deletedAt} is not null returning ${table.id}`,
  );
  return result.rows.length > 0;
}

/**
 * Removes deleted rows for good: those deleted longer than `RESTORE_WINDOW_MS` ago, or (`holding`) the
 * deleted ones that hold a name or place a new row is about to take.
 */
export async function purgeDeleted(db: Executor, table: Restorable, holding?: SQL): Promise<void> {
  const before = new Date(Date.now() - RESTORE_WINDOW_MS);
  await db.execute(
    sql`delete from ${table} where ${table.deletedAt} is not null and ${
      holding ?? sql`${table.deletedAt} < ${before.toISOString()}`
    }`,
  );
}

/**
 * Deletes with a way back (decisions 36 and 39): the row is marked, rows of its kind deleted over
 * `RESTORE_WINDOW_MS` ago go for good.
 */
export async function deleteWithUndo(db: Executor, table: Restorable, id: number): Promise<void> {
  await markDeleted(db, table, id);
  await purgeDeleted(db, table);
}

/** Restores the deleted row with `slug`, or answers 404 (`not_deleted`) once it is gone or was never deleted. */
export async function restoreOr404(
  db: Executor,
  table: Restorable,
  slug: string,
  what: string,
): Promise<void> {
  if (!(await restoreDeleted(db, table, slug))) {
    throw new NotFoundError(`No deleted ${what} ${slug}`, 'not_deleted');
  }
}
