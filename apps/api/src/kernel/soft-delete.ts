/**
 * Rows deleted with a way back (decision 36) keep their data and the moment of their delete in
 * `deleted_at`; every read leaves them out through these two conditions, so the rule is spelled once.
 */
import { isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * How long a deleted coupon, category, sub-category or brand can be restored: the next delete of its kind
 * removes older ones for good. Deleted products stay (their orders and reviews point at them).
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
