/**
 * SQL of writing reviews and of a shopper's own reviews. Ratings move incrementally in one statement
 * (`new_avg = (avg × count + r) / (count + 1)`), which locks the product (and shop) row until commit, so
 * concurrent reviews of one product apply one after the other on the latest numbers.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { orderLines, orders, products, reviews, sellers, users } from '../../db/schema/index.ts';
import { type Executor, type ProductRecord, selectProductRecords } from '../products/products.repository.ts';

/** The lines of `productId` in the order `orderSlug`, with what decides whether they may be reviewed. */
export async function reviewableLines(db: Executor, orderSlug: string, productId: number) {
  return db
    .select({
      orderId: orders.id,
      orderUserId: orders.userId,
      orderStatus: orders.orderStatus,
      lineStatus: orderLines.lineStatus,
      sellerId: orderLines.sellerId,
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
  },
): Promise<void> {
  await db.insert(reviews).values(values);
}

const incremental = (rating: number) =>
  sql`least(5, greatest(0, (rating::float8 * review_count + ${rating}) / (review_count + 1)))`;

export async function addRatingToProduct(db: Executor, productId: number, rating: number): Promise<void> {
  await db
    .update(products)
    .set({ rating: incremental(rating), reviewCount: sql`${products.reviewCount} + 1` })
    .where(eq(products.id, productId));
}

export async function addRatingToSeller(db: Executor, sellerId: number, rating: number): Promise<void> {
  await db
    .update(sellers)
    .set({ rating: incremental(rating), reviewCount: sql`${sellers.reviewCount} + 1` })
    .where(eq(sellers.id, sellerId));
}

const sellerUsers = alias(users, 'seller_users');

/** Reviews with the slugs and names a Review shows; `userId` alone, or one review by user and product. */
export async function reviewsWithNames(db: Executor, where: { userId: string; productId?: number }) {
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
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(orders, eq(orders.id, reviews.orderId))
    .leftJoin(sellers, eq(sellers.id, reviews.sellerId))
    .leftJoin(sellerUsers, eq(sellerUsers.id, sellers.userId))
    .where(
      and(
        eq(reviews.userId, where.userId),
        where.productId === undefined ? undefined : eq(reviews.productId, where.productId),
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/** Products by id whatever their state (a reviewed product may since have been hidden). */
export function productsByIds(db: Executor, ids: number[]): Promise<ProductRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectProductRecords(db).where(inArray(products.id, ids));
}
