/**
 * Writing reviews (verified purchases only) and a shopper's own reviews. A review needs a line of the product
 * in one of the reviewer's orders that is delivered and verified: its buyer confirmed receipt, or the
 * seller's "delivered" has stood for the waiting period (@shop/shared/review-rules, decision 0013). Nobody
 * reviews their own shop's products. One review per user and product, enforced by the unique constraint so
 * that concurrent posts yield one row and 409 for the rest. The product's and the shop's rating and count
 * move incrementally.
 */
import type { Review } from '@shop/shared/catalogue.contract';
import { isVerifiedForReview, reviewableFrom } from '@shop/shared/review-rules';
import type { ReviewCreateBody, UserReviewData } from '@shop/shared/shopping.contract';
import type { Database } from '../../db/client.ts';
import type { Shopper } from '../../kernel/access.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../kernel/http-errors.ts';
import { premoderation } from '../../kernel/premoderation.ts';
import { productBySlug } from '../../kernel/product-read-model.ts';
import { toProduct } from '../products/products.service.ts';
import { replyOf } from './reviews.service.ts';
import {
  hasReviewed,
  insertReview,
  productsByIds,
  recountProductRating,
  recountSellerRating,
  reviewableLines,
  reviewsOfUserWithNames,
  reviewWithNames,
} from './reviews.write.repository.ts';

type ReviewRow = Awaited<ReturnType<typeof reviewsOfUserWithNames>>[number];

function toReview(row: ReviewRow, productSlug: string): Review {
  return {
    slug: row.slug,
    product_slug: productSlug,
    order_slug: row.orderSlug,
    user_slug: row.userSlug,
    seller_slug: row.sellerSlug,
    name: row.name,
    avatar: row.avatar,
    rating: row.rating,
    message: row.message,
    status: row.status,
    awaitingApproval: row.awaitingApproval,
    sellerReply: replyOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

function isDuplicateReview(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (candidate.code === '23505') return true;
    current = candidate.cause;
  }
  return false;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** Delivered on the seller's word only, and recently: the buyer confirms receipt first, or waits. */
function receiptUnconfirmed(
  productName: string,
  lines: { deliveredAt: Date | null; receivedAt: Date | null }[],
): ForbiddenError {
  const soonest = Math.min(...lines.map((line) => reviewableFrom(line)?.getTime() ?? Infinity));
  const when = Number.isFinite(soonest) ? `, or review it from ${dayFormat.format(new Date(soonest))}` : '';
  return new ForbiddenError(
    `Confirm on your order page that you received ${productName} to review it now${when}`,
    'review_receipt_unconfirmed',
  );
}

export async function createReview(db: Database, reviewer: Shopper, body: ReviewCreateBody): Promise<Review> {
  const product = await productBySlug(db, body.product_slug);
  if (!product) throw new NotFoundError(`Product ${body.product_slug} not found`, 'product_not_found');
  if (product.sellerUserId === reviewer.id) {
    throw new ForbiddenError('You cannot review products of your own shop', 'review_own_product');
  }
  const lines = await reviewableLines(db, body.order_slug, product.id);
  if (lines.length === 0 || lines[0]?.orderUserId !== reviewer.id) {
    throw new NotFoundError(`Order ${body.order_slug} not found`, 'order_not_found');
  }
  const productLines = lines.filter((line) => line.sellerId !== null);
  if (productLines.length === 0) {
    throw new BadRequestError(
      `Order ${body.order_slug} has no line of ${product.productName}`,
      'review_not_purchased',
    );
  }
  const deliveredLines = productLines.filter((line) => line.lineStatus === 'delivered');
  if (deliveredLines.length === 0) {
    throw new ForbiddenError(
      `You can review ${product.productName} once it has been delivered`,
      'review_not_delivered',
    );
  }
  const delivered = deliveredLines.find((line) => isVerifiedForReview(line));
  if (!delivered) throw receiptUnconfirmed(product.productName, deliveredLines);
  const duplicate = new ConflictError(`You have already reviewed ${product.productName}`, 'review_exists');
  if (await hasReviewed(db, reviewer.id, product.id)) throw duplicate;
  const { premoderateReviews } = await premoderation(db);
  try {
    await db.transaction(async (tx) => {
      await insertReview(tx, {
        productId: product.id,
        orderId: delivered.orderId,
        userId: reviewer.id,
        sellerId: delivered.sellerId,
        rating: body.rating,
        message: body.message,
        awaitingApproval: premoderateReviews,
      });
      await recountProductRating(tx, product.id);
      if (delivered.sellerId !== null) await recountSellerRating(tx, delivered.sellerId);
    });
  } catch (error) {
    if (isDuplicateReview(error)) throw duplicate;
    throw error;
  }
  const row = await reviewWithNames(db, reviewer.id, product.id);
  if (!row) throw new Error('review vanished right after it was written');
  return toReview(row, product.slug);
}

/** The shopper's reviews, newest first, each with the product reviewed (`reviewProducts`). */
export async function reviewsOfUser(db: Database, shopper: Shopper): Promise<UserReviewData[]> {
  const rows = await reviewsOfUserWithNames(db, shopper.id);
  const byId = new Map(
    (await productsByIds(db, [...new Set(rows.map((row) => row.productId))])).map((p) => [p.id, p]),
  );
  return rows.flatMap((row) => {
    const product = byId.get(row.productId);
    return product ? [{ ...toReview(row, product.slug), reviewProducts: toProduct(product) }] : [];
  });
}
