/** Public review reads of one product. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { orders, reviews, sellers, users } from '../../db/schema/index.ts';

const sellerUsers = alias(users, 'seller_users');

/**
 * Both reads are prepared statements: every product page runs them, and their plans (the product's
 * reviews by index) do not depend on the product, so neither Drizzle nor PostgreSQL plan them again.
 */
const activeReviews = preparedPerDatabase((db) =>
  db
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
    .where(and(eq(reviews.productId, sql.placeholder('productId')), eq(reviews.status, 'active')))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('active_reviews_of_product'),
);

const summaryOfReviews = preparedPerDatabase((db) =>
  db
    .select({
      average: sql<number>`coalesce(avg(${reviews.rating}), 0)::float8`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(and(eq(reviews.productId, sql.placeholder('productId')), eq(reviews.status, 'active')))
    .prepare('review_summary_of_product'),
);

/** Active reviews of a product, newest first, with reviewer, order and seller slugs in one query. */
export function activeReviewsOfProduct(
  db: Database,
  productId: number,
  page: { offset: number; limit: number },
) {
  return activeReviews(db).execute({ productId, limit: page.limit, offset: page.offset });
}

/** Average rating and number of a product's active reviews. */
export async function reviewSummary(
  db: Database,
  productId: number,
): Promise<{ average: number; count: number }> {
  const [row] = await summaryOfReviews(db).execute({ productId });
  return { average: row?.average ?? 0, count: row?.count ?? 0 };
}
