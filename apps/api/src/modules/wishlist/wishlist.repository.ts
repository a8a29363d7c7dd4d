/** SQL of the wishlist: one row per user and product (unique), so adding twice keeps one row. */
import { and, desc, eq } from 'drizzle-orm';
import {
  brands,
  categories,
  products,
  sellers,
  subCategories,
  users,
  wishlists,
} from '../../db/schema/index.ts';
import { type Executor, productRecordFields } from '../products/products.repository.ts';

const entryFields = {
  ...productRecordFields,
  wishlistId: wishlists.id,
  wishlistSlug: wishlists.wishlistSlug,
  wishlistUserId: wishlists.userId,
  addedAt: wishlists.createdAt,
};

function selectEntries(db: Executor) {
  return db
    .select(entryFields)
    .from(wishlists)
    .innerJoin(products, eq(products.id, wishlists.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .$dynamic();
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
