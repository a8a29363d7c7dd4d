/**
 * Moderating reviews (decision 0028): admins approve what pre-moderation held back, hide (with a reason),
 * restore or delete reviews, one or many at once in one transaction; the shop that sells a product answers
 * each review of it once, in public. Ratings of the products and shops touched are counted again in the
 * same transaction, so a hidden review stops counting the moment it disappears.
 */
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { ForbiddenError, NotFoundError } from '../../kernel/http-errors.ts';
import {
  deleteReviewRows,
  lockReviews,
  type ModerationReviewRecord,
  moderationReviewBySlug,
  type ReviewListQuery,
  reviewsForModeration,
  reviewWithProductSeller,
  setReviewState,
  setSellerReply,
} from './reviews.moderation.repository.ts';
import { recountProductRating, recountSellerRating } from './reviews.write.repository.ts';

export const reviewStates = ['waiting', 'published', 'hidden'] as const;

export const moderationReview = z.object({
  slug: z.string(),
  product_slug: z.string(),
  productName: z.string(),
  shopName: z.string().nullable(),
  user_slug: z.string(),
  name: z.string(),
  rating: z.number().int(),
  message: z.string().describe('Plain text; render escaped'),
  state: z.enum(reviewStates).describe('waiting: held by pre-moderation; published; hidden by an admin'),
  moderationNote: z.string().nullable().describe('Why an admin hid it'),
  sellerReply: z.object({ message: z.string(), createdAt: z.string() }).nullable(),
  createdAt: z.string(),
});
export type ModerationReview = z.infer<typeof moderationReview>;

/** approve (a waiting review) and restore (a hidden one) both publish; the words follow the queue. */
export const reviewActions = ['approve', 'hide', 'restore', 'delete'] as const;
export type ModerationAction = (typeof reviewActions)[number];

function toModerationReview(row: ModerationReviewRecord): ModerationReview {
  return {
    slug: row.slug,
    product_slug: row.productSlug,
    productName: row.productName,
    shopName: row.shopName,
    user_slug: row.userSlug,
    name: row.name,
    rating: row.rating,
    message: row.message,
    state: row.state,
    moderationNote: row.moderationNote,
    sellerReply:
      row.sellerReply && row.sellerReplyAt
        ? { message: row.sellerReply, createdAt: row.sellerReplyAt.toISOString() }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function reviewsToModerate(db: Database, query: ReviewListQuery) {
  const { items, count } = await reviewsForModeration(db, query);
  return { items: items.map(toModerationReview), count };
}

/**
 * One decision on many reviews, all or none: an unknown slug is 404 and nothing changes. Answers how many
 * reviews changed.
 */
export async function moderateReviews(
  db: Database,
  slugs: string[],
  action: ModerationAction,
  note?: string | undefined,
): Promise<number> {
  const unique = [...new Set(slugs)];
  return db.transaction(async (tx) => {
    const rows = await lockReviews(tx, unique);
    const missing = unique.filter((slug) => !rows.some((row) => row.slug === slug));
    if (missing.length > 0) {
      throw new NotFoundError(`Reviews not found: ${missing.slice(0, 5).join(', ')}`, 'review_not_found');
    }
    const ids = rows.map((row) => row.id);
    if (action === 'delete') await deleteReviewRows(tx, ids);
    else {
      await setReviewState(tx, ids, {
        status: action === 'hide' ? 'inactive' : 'active',
        moderationNote: action === 'hide' ? note?.trim() || null : null,
      });
    }
    for (const productId of new Set(rows.map((row) => row.productId)))
      await recountProductRating(tx, productId);
    for (const sellerId of new Set(rows.flatMap((row) => (row.sellerId === null ? [] : [row.sellerId])))) {
      await recountSellerRating(tx, sellerId);
    }
    return rows.length;
  });
}

/**
 * The shop answers a review of one of its products: one public reply per review, which a second call
 * replaces (an edit, not a thread). 404 unknown review, 403 a review of another shop's product.
 */
export async function replyToReview(
  db: Database,
  shopId: number,
  slug: string,
  reply: string | null,
): Promise<ModerationReview> {
  const review = await reviewWithProductSeller(db, slug);
  if (!review) throw new NotFoundError(`Review ${slug} not found`, 'review_not_found');
  if (review.productSellerId !== shopId) {
    throw new ForbiddenError('This review is of another shop’s product', 'not_your_review');
  }
  await setSellerReply(db, review.id, reply);
  const row = await moderationReviewBySlug(db, slug);
  if (!row) throw new NotFoundError(`Review ${slug} not found`, 'review_not_found');
  return toModerationReview(row);
}
