/** `GET /reviews/reviewProducts/{product}`: the public reviews of a product shoppers can see. */
import type { ProductReviews } from '@shop/shared/catalogue.contract';
import type { Database } from '../../db/client.ts';
import { NotFoundError } from '../../kernel/http-errors.ts';
import { pageBounds } from '../../kernel/pagination.ts';
import { productBySlug } from '../../kernel/product-read-model.ts';
import { activeReviewsOfProduct, reviewSummary } from './reviews.repository.ts';

/** The shop's public answer, when it gave one. */
export function replyOf(row: { sellerReply: string | null; sellerReplyAt: Date | null }) {
  return row.sellerReply && row.sellerReplyAt
    ? { message: row.sellerReply, createdAt: row.sellerReplyAt.toISOString() }
    : null;
}

export async function reviewsOfProduct(
  db: Database,
  productSlug: string,
  page: { page: number; limit: number },
): Promise<ProductReviews> {
  const product = await productBySlug(db, productSlug);
  if (!product?.visible) throw new NotFoundError(`Product ${productSlug} not found`, 'product_not_found');
  const [rows, summary] = await Promise.all([
    activeReviewsOfProduct(db, product.id, pageBounds(page.page, page.limit)),
    reviewSummary(db, product.id),
  ]);
  return {
    reviews: rows.map((row) => {
      const fullName = row.fullName || row.name;
      return {
        slug: row.slug,
        product_slug: productSlug,
        order_slug: row.orderSlug,
        user_slug: row.userSlug,
        seller_slug: row.sellerSlug,
        name: row.displayName || fullName,
        avatar: row.avatar,
        rating: row.rating,
        message: row.message,
        status: row.status,
        sellerReply: replyOf(row),
        createdAt: row.createdAt.toISOString(),
        user: { fullName, avatar: row.avatar },
      };
    }),
    average: Math.round(summary.average * 100) / 100,
    count: summary.count,
  };
}
