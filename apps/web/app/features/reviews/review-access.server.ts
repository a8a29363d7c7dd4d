/**
 * Whether the signed-in shopper may review a product: only for a delivered order line of theirs whose
 * receipt they confirmed, or that was delivered long enough ago (@shop/shared/review-rules); never a product
 * of their own shop; one review per product. The API decides again when the review is posted; this only
 * chooses what the product page offers: the form, or a line saying why not.
 */
import { isVerifiedForReview, reviewableFrom } from '@shop/shared/review-rules';
import type { OrderData, OrderLineData } from '@shop/shared/shopping.contract';
import { type ApiFetch, isOk } from '../../lib/api.server';

export type ReviewAccess =
  | { kind: 'visitor' }
  | { kind: 'eligible'; orderSlug: string }
  | { kind: 'reviewed' }
  | { kind: 'not_delivered' }
  | { kind: 'awaiting_receipt'; orderSlug: string; reviewableFrom: string }
  | { kind: 'own_shop' }
  | { kind: 'not_purchased' }
  | { kind: 'unknown' };

/** Orders looked through for a delivered line (newest first); a shopper's orders rarely pass this. */
const ORDERS_SCANNED = 100;

const asFacts = (line: OrderLineData) => ({ deliveredAt: line.delivered_at, receivedAt: line.received_at });

/** The newest order with a delivered line of the product that may be reviewed now (`now` for tests). */
export function deliveredOrderFor(
  orders: readonly OrderData[],
  productSlug: string,
  now = new Date(),
): string | null {
  for (const order of orders) {
    const line = order.product_list.find((item) => item.slug === productSlug);
    if (line?.line_status === 'delivered' && isVerifiedForReview(asFacts(line), now)) return order.slug;
  }
  return null;
}

/** The newest order with a delivered line of the product still waiting for the buyer's confirmation. */
function awaitingReceipt(orders: readonly OrderData[], productSlug: string): ReviewAccess | null {
  for (const order of orders) {
    const line = order.product_list.find((item) => item.slug === productSlug);
    const from = line?.line_status === 'delivered' ? reviewableFrom(asFacts(line)) : null;
    if (from) return { kind: 'awaiting_receipt', orderSlug: order.slug, reviewableFrom: from.toISOString() };
  }
  return null;
}

export function reviewAccessFrom(
  orders: readonly OrderData[],
  reviewedProducts: readonly string[],
  productSlug: string,
  options: { userSlug?: string; now?: Date } = {},
): ReviewAccess {
  if (reviewedProducts.includes(productSlug)) return { kind: 'reviewed' };
  const ownLine = orders.some((order) =>
    order.product_list.some((line) => line.slug === productSlug && line.seller_slug === options.userSlug),
  );
  if (options.userSlug && ownLine) return { kind: 'own_shop' };
  const orderSlug = deliveredOrderFor(orders, productSlug, options.now);
  if (orderSlug) return { kind: 'eligible', orderSlug };
  const awaiting = awaitingReceipt(orders, productSlug);
  if (awaiting) return awaiting;
  const bought = orders.some(
    (order) =>
      order.order_status !== 'cancelled' && order.product_list.some((line) => line.slug === productSlug),
  );
  return { kind: bought ? 'not_delivered' : 'not_purchased' };
}

export async function loadReviewAccess(
  api: ApiFetch,
  userSlug: string | null,
  productSlug: string,
): Promise<ReviewAccess> {
  if (!userSlug) return { kind: 'visitor' };
  const user = encodeURIComponent(userSlug);
  const [orders, reviews] = await Promise.all([
    api<{ data: OrderData[] }>(`/api/orders?user_slug=${user}&limit=${ORDERS_SCANNED}`),
    api<{ product_slug: string }[]>(`/api/reviews?user_slug=${user}`),
  ]);
  if (!isOk(orders) || !Array.isArray(orders.body.data)) return { kind: 'unknown' };
  const reviewed =
    isOk(reviews) && Array.isArray(reviews.body) ? reviews.body.map((r) => r.product_slug) : [];
  return reviewAccessFrom(orders.body.data, reviewed, productSlug, { userSlug });
}
