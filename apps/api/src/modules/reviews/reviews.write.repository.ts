/**
 * SQL of writing reviews and of a shopper's own reviews. Ratings are counted again from the reviews after
 * each one; the product (and shop) row is locked first, in its own statement, so the recount's snapshot is
 * taken after any concurrent review of the same product committed and none is left out. The lock is
 * `for no key update`, the one an UPDATE takes: it does not wait for the key-share locks that inserting
 * reviews (their foreign keys) holds on the same row, which `for update` would deadlock on.
 */
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { orderLines, orders, products, reviews, sellers, users } from '../../db/schema/index.ts';
import { type ProductRecord, selectProductRecords } from '../../kernel/product-read-model.ts';

/** The lines of `productId` in the order `orderSlug`, with what decides whether they may be reviewed. */
export async function reviewableLines(db: Executor, orderSlug: string, productId: number) {
  return db
    .select({
      orderId: orders.id,
      orderUserId: orders.userId,
      orderStatus: orders.orderStatus,
      lineStatus: orderLines.lineStatus,
      sellerId: orderLines.sellerId,
      deliveredAt: orderLines.deliveredAt,
      receivedAt: orderLines.receivedAt,
    })
    .from(orders)
    .leftJoin(orderLines, and(eq(orderLines.orderId, orders.id), eq(orderLines.productId, productId)))
    .where(eq(orders.slug, orderSlug));
}

export async function hasReviewed(db: Executor, userId: string, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)))
    .limit(1);
  return row !== undefined;
}

export async function insertReview(
  db: Executor,
  values: {
    productId: number;
    orderId: number;
    userId: string;
    sellerId: number | null;
    rating: number;
    message: string;
    /** Pre-moderation: held back (inactive) until an admin approves it. */
    awaitingApproval: boolean;
  },
): Promise<void> {
  await db.insert(reviews).values({ ...values, status: values.awaitingApproval ? 'inactive' : 'active' });
}

/**
 * A product's or shop's rating is what its active reviews say: their average and their number, counted
 * again after each review (in the review's transaction), so stored figures never drift from the reviews
 * shown beside them.
 */
const averageOf = (column: SQL) =>
  sql`coalesce((select avg(${reviews.rating})::real from ${reviews} where ${column} and ${reviews.status} = 'active'), 0)`;
const countOf = (column: SQL) =>
  sql`(select count(*)::int from ${reviews} where ${column} and ${reviews.status} = 'active')`;

export async function recountProductRating(db: Executor, productId: number): Promise<void> {
  await db.execute(sql`select 1 from ${products} where ${products.id} = ${productId} for no key update`);
  const ofProduct = sql`${reviews.productId} = ${productId}`;
  await db
    .update(products)
    .set({ rating: averageOf(ofProduct), reviewCount: countOf(ofProduct) })
    .where(eq(products.id, productId));
}

export async function recountSellerRating(db: Executor, sellerId: number): Promise<void> {
  await db.execute(sql`select 1 from ${sellers} where ${sellers.id} = ${sellerId} for no key update`);
  const ofSeller = sql`${reviews.sellerId} = ${sellerId}`;
  await db
    .update(sellers)
    .set({ rating: averageOf(ofSeller), reviewCount: countOf(ofSeller) })
    .where(eq(sellers.id, sellerId));
}

const sellerUsers = alias(users, 'seller_users');

/** Reviews with the slugs and names a Review shows, newest first. */
function selectReviewsWithNames(db: Executor, where: SQL) {
  return db
    .select({
      id: reviews.id,
      slug: reviews.slug,
      productId: reviews.productId,
      orderSlug: orders.slug,
      userSlug: users.slug,
      name: sql<string>`coalesce(nullif(${users.displayName}, ''), nullif(${users.fullName}, ''), ${users.name})`,
      avatar: users.image,
      sellerSlug: sellerUsers.slug,
      rating: reviews.rating,
      message: reviews.message,
      status: reviews.status,
      awaitingApproval: reviews.awaitingApproval,
      sellerReply: reviews.sellerReply,
      sellerReplyAt: reviews.sellerReplyAt,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(orders, eq(orders.id, reviews.orderId))
    .leftJoin(sellers, eq(sellers.id, reviews.sellerId))
    .leftJoin(sellerUsers, eq(sellerUsers.id, sellers.userId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/** One review by user and product, with the slugs and names a Review shows. */
export async function reviewWithNames(db: Executor, userId: string, productId: number) {
  const [row] = await selectReviewsWithNames(
    db,
    and(eq(reviews.userId, userId), eq(reviews.productId, productId))!,
  );
  return row;
}

/**
 * A user's reviews, as a prepared statement: every signed-in product page reads them (what the shopper
 * may review). Drizzle builds it once and PostgreSQL parses it once per connection; it may still plan it
 * per call (with few reviews the generic plan looks dearer than a plan for one user's rows), about 1 ms.
 */
const reviewsOfUserStatement = preparedPerDatabase((db) =>
  selectReviewsWithNames(db, eq(reviews.userId, sql.placeholder('userId'))).prepare('reviews_of_user'),
);

/** A user's reviews with the slugs and names a Review shows, newest first. */
export function reviewsOfUserWithNames(db: Database, userId: string) {
  return reviewsOfUserStatement(db).execute({ userId });
}

/** Products by id whatever their state (a reviewed product may since have been hidden). */
export function productsByIds(db: Executor, ids: number[]): Promise<ProductRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectProductRecords(db).where(inArray(products.id, ids));
}
