/** SQL of the wishlist: one row per user and product (unique), so adding twice keeps one row. */
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
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

/** A user's entries, newest first (hidden products included; callers filter on `visible`). */
export function entriesOf(db: Executor, userId: string): Promise<WishlistEntryRecord[]> {
  return selectEntries(db)
    .where(eq(wishlists.userId, userId))
    .orderBy(desc(wishlists.createdAt), desc(wishlists.id));
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
