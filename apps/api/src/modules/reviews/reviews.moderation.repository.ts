/**
 * SQL of moderating reviews (admins) and answering them (sellers). A review's moderation state is read
 * from two columns: awaiting approval (pre-moderation), published (`status` active) or hidden (inactive).
 */
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products, reviews, sellers, users } from '../../db/schema/index.ts';
import { likePattern } from '../../kernel/table-search.ts';

export type ReviewState = 'waiting' | 'published' | 'hidden';

const stateOf = sql<ReviewState>`case when ${reviews.awaitingApproval} then 'waiting' when ${reviews.status} = 'active' then 'published' else 'hidden' end`;

function stateFilter(state: ReviewState | undefined): SQL | undefined {
  if (state === 'waiting') return eq(reviews.awaitingApproval, true);
  if (state === 'published') return and(eq(reviews.awaitingApproval, false), eq(reviews.status, 'active'));
  if (state === 'hidden') return and(eq(reviews.awaitingApproval, false), eq(reviews.status, 'inactive'));
  return undefined;
}

export interface ReviewListQuery {
  state?: ReviewState | undefined;
  search?: string | undefined;
  sellerId?: number | undefined;
  sort: 'createdAt' | 'rating';
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

const moderationColumns = {
  id: reviews.id,
  slug: reviews.slug,
  productSlug: products.slug,
  productName: products.productName,
  shopName: sellers.shopName,
  userSlug: users.slug,
  name: sql<string>`coalesce(nullif(${users.displayName}, ''), nullif(${users.fullName}, ''), ${users.name})`,
  rating: reviews.rating,
  message: reviews.message,
  state: stateOf,
  moderationNote: reviews.moderationNote,
  sellerReply: reviews.sellerReply,
  sellerReplyAt: reviews.sellerReplyAt,
  createdAt: reviews.createdAt,
};

export async function reviewsForModeration(db: Executor, query: ReviewListQuery) {
  const term = query.search ? likePattern(query.search) : undefined;
  const where = and(
    stateFilter(query.state),
    query.sellerId === undefined ? undefined : eq(products.sellerId, query.sellerId),
    term
      ? or(ilike(reviews.message, term), ilike(products.productName, term), ilike(users.name, term))
      : undefined,
  );
  const direction = query.order === 'asc' ? asc : desc;
  const base = () =>
    db
      .select(moderationColumns)
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .innerJoin(users, eq(users.id, reviews.userId))
      .leftJoin(sellers, eq(sellers.id, products.sellerId));
  const [items, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(direction(query.sort === 'rating' ? reviews.rating : reviews.createdAt), desc(reviews.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(where),
  ]);
  return { items, count: total?.count ?? 0 };
}

export type ModerationReviewRecord = Awaited<ReturnType<typeof reviewsForModeration>>['items'][number];

/** The reviews named, locked for the decision, with what their ratings are counted under. */
export async function lockReviews(db: Executor, slugs: string[]) {
  return db
    .select({ id: reviews.id, slug: reviews.slug, productId: reviews.productId, sellerId: reviews.sellerId })
    .from(reviews)
    .where(inArray(reviews.slug, slugs))
    .for('update');
}

export async function setReviewState(
  db: Executor,
  ids: number[],
  values: { status: 'active' | 'inactive'; moderationNote: string | null },
): Promise<void> {
  await db
    .update(reviews)
    .set({ ...values, awaitingApproval: false })
    .where(inArray(reviews.id, ids));
}

export async function deleteReviewRows(db: Executor, ids: number[]): Promise<void> {
  await db.delete(reviews).where(inArray(reviews.id, ids));
}

/** A review with the shop that sells its product (the one allowed to answer it). */
export async function reviewWithProductSeller(db: Executor, slug: string) {
  const [row] = await db
    .select({ id: reviews.id, productSellerId: products.sellerId })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.slug, slug))
    .limit(1);
  return row;
}

export async function setSellerReply(db: Executor, id: number, reply: string | null): Promise<void> {
  await db
    .update(reviews)
    .set({ sellerReply: reply, sellerReplyAt: reply === null ? null : new Date() })
    .where(eq(reviews.id, id));
}

export async function moderationReviewBySlug(db: Executor, slug: string) {
  const [row] = await db
    .select(moderationColumns)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(sellers, eq(sellers.id, products.sellerId))
    .where(eq(reviews.slug, slug))
    .limit(1);
  return row;
}
