/** SQL of the wishlist: one row per user and product (unique), so adding twice keeps one row. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { products, wishlists } from '../../db/schema/index.ts';
import { selectProductRecords } from '../../kernel/product-read-model.ts';

function selectEntries(db: Executor) {
  return selectProductRecords(db, {
    wishlistId: wishlists.id,
    wishlistSlug: wishlists.wishlistSlug,
    wishlistUserId: wishlists.userId,
    addedAt: wishlists.createdAt,
  }).innerJoin(wishlists, eq(wishlists.productId, products.id));
}

export type WishlistEntryRecord = Awaited<ReturnType<typeof selectEntries>>[number];

/**
 * A user's entries, as a prepared statement: the site data of every signed-in page reads them, and the
 * plan does not depend on the user (planning it cost PostgreSQL 2 ms a page, running it a fraction of one).
 */
const entriesOfUser = preparedPerDatabase((db) =>
  selectEntries(db)
    .where(eq(wishlists.userId, sql.placeholder('userId')))
    .orderBy(desc(wishlists.createdAt), desc(wishlists.id))
    .prepare('wishlist_entries_of_user'),
);

/** A user's entries, newest first (hidden products included; callers filter on `visible`). */
export function entriesOf(db: Database, userId: string): Promise<WishlistEntryRecord[]> {
  return entriesOfUser(db).execute({ userId });
}

export async function entryOfProduct(
  db: Executor,
  userId: string,
  productId: number,
): Promise<WishlistEntryRecord | undefined> {
  const [row] = await selectEntries(db)
    .where(and(eq(wishlists.userId, userId), eq(wishlists.productId, productId)))
    .limit(1);
  return row;
}

/** True when a row was inserted, false when the product was already there (also under concurrency). */
export async function insertEntry(db: Executor, userId: string, productId: number): Promise<boolean> {
  const rows = await db
    .insert(wishlists)
    .values({ userId, productId })
    .onConflictDoNothing({ target: [wishlists.userId, wishlists.productId] })
    .returning({ id: wishlists.id });
  return rows.length > 0;
}

export async function deleteEntry(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(wishlists).where(eq(wishlists.id, id)).returning({ id: wishlists.id });
  return rows.length > 0;
}

export async function deleteEntriesOf(db: Executor, userId: string): Promise<number> {
  const rows = await db.delete(wishlists).where(eq(wishlists.userId, userId)).returning({ id: wishlists.id });
  return rows.length;
}
