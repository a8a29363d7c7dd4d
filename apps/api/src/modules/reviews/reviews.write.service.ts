/**
 * Writing reviews (DESIGN.md §4: verified purchases only) and a shopper's own reviews. A review needs a line of
 * the product in one of the reviewer's orders that is delivered (the whole order, or that seller's line);
 * one review per user and product, enforced by the unique constraint so that concurrent posts yield one row
 * and 409 for the rest. The product's and the shop's rating and count move incrementally.
 */
import type { Review } from '@shop/shared/catalogue.contract';
import type { ReviewCreateBody, UserReviewData } from '@shop/shared/shopping.contract';
import type { Database } from '../../db/client.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/http-errors.ts';
import type { Shopper } from '../cart/cart.access.ts';
import { productBySlug } from '../products/products.repository.ts';
import { toProduct } from '../products/products.service.ts';
import {
  addRatingToProduct,
  addRatingToSeller,
  hasReviewed,
  insertReview,
  productsByIds,
  reviewableLines,
  reviewsWithNames,
} from './reviews.write.repository.ts';

type ReviewRow = Awaited<ReturnType<typeof reviewsWithNames>>[number];

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

export async function createReview(db: Database, reviewer: Shopper, body: ReviewCreateBody): Promise<Review> {
  const product = await productBySlug(db, body.product_slug);
  if (!product) throw new NotFoundError(`Product ${body.product_slug} not found`, 'product_not_found');
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
  const delivered = productLines.find(
    (line) => line.orderStatus === 'delivered' || line.lineStatus === 'delivered',
  );
  if (!delivered) {
    throw new ForbiddenError(
      `You can review ${product.productName} once it has been delivered`,
      'review_not_delivered',
    );
  }
  const duplicate = new ConflictError(`You have already reviewed ${product.productName}`, 'review_exists');
  if (await hasReviewed(db, reviewer.id, product.id)) throw duplicate;
  try {
    await db.transaction(async (tx) => {
      await insertReview(tx, {
        productId: product.id,
        orderId: delivered.orderId,
        userId: reviewer.id,
        sellerId: delivered.sellerId,
        rating: body.rating,
        message: body.message,
      });
      await addRatingToProduct(tx, product.id, body.rating);
      if (delivered.sellerId !== null) await addRatingToSeller(tx, delivered.sellerId, body.rating);
    });
  } catch (error) {
    if (isDuplicateReview(error)) throw duplicate;
    throw error;
  }
  const [row] = await reviewsWithNames(db, { userId: reviewer.id, productId: product.id });
  if (!row) throw new Error('review vanished right after it was written');
  return toReview(row, product.slug);
}

/** The shopper's reviews, newest first, each with the product reviewed (`reviewProducts`). */
export async function reviewsOfUser(db: Database, shopper: Shopper): Promise<UserReviewData[]> {
  const rows = await reviewsWithNames(db, { userId: shopper.id });
  const byId = new Map(
    (await productsByIds(db, [...new Set(rows.map((row) => row.productId))])).map((p) => [p.id, p]),
  );
  return rows.flatMap((row) => {
    const product = byId.get(row.productId);
    return product ? [{ ...toReview(row, product.slug), reviewProducts: toProduct(product) }] : [];
  });
}
