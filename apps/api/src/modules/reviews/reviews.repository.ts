/** Public review reads of one product. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { orders, reviews, sellers, users } from '../../db/schema/index.ts';

const sellerUsers = alias(users, 'seller_users');

/** Active reviews of a product, newest first, with reviewer, order and seller slugs in one query. */
export function activeReviewsOfProduct(
  db: Executor,
  productId: number,
  page: { offset: number; limit: number },
) {
  return db
    .select({
      slug: reviews.slug,
      orderSlug: orders.slug,
      userSlug: users.slug,
      fullName: users.fullName,
      displayName: users.displayName,
      name: users.name,
      avatar: users.image,
      sellerSlug: sellerUsers.slug,
      rating: reviews.rating,
      message: reviews.message,
      status: reviews.status,
      sellerReply: reviews.sellerReply,
      sellerReplyAt: reviews.sellerReplyAt,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(orders, eq(orders.id, reviews.orderId))
    .leftJoin(sellers, eq(sellers.id, reviews.sellerId))
    .leftJoin(sellerUsers, eq(sellerUsers.id, sellers.userId))
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'active')))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function reviewSummary(
  db: Executor,
  productId: number,
): Promise<{ average: number; count: number }> {
  const [row] = await db
    .select({
      average: sql<number>`coalesce(avg(${reviews.rating}), 0)::float8`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'active')));
  return { average: row?.average ?? 0, count: row?.count ?? 0 };
}
