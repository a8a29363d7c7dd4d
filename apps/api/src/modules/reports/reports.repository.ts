/** SQL of reported items (admins moderate them later). */

import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { reportedItems } from '../../db/schema/index.ts';

export type ReportRow = typeof reportedItems.$inferSelect;

/**
 * Stores a new open report, or nothing when the reporter already has an open report of that product (the
 * partial unique index `reported_items_one_open_per_reporter_key` decides, also between concurrent posts).
 */
export async function insertReportUnlessOpen(
  db: Executor,
  values: { productId: number; userId: string; title: string; note: string },
): Promise<ReportRow | undefined> {
  const [row] = await db.insert(reportedItems).values(values).onConflictDoNothing().returning();
  return row;
}

export async function openReportOf(
  db: Executor,
  userId: string,
  productId: number,
): Promise<ReportRow | undefined> {
  const [row] = await db
    .select()
    .from(reportedItems)
    .where(
      and(
        eq(reportedItems.userId, userId),
        eq(reportedItems.productId, productId),
        eq(reportedItems.status, 'open'),
      ),
    )
    .limit(1);
  return row;
}
