/**
 * Whether the signed-in shopper may review a product (API.md: only for a delivered order line of theirs, one
 * review per product). The API decides again when the review is posted; this only chooses what the product
 * page offers: the form, or a line saying why not.
 */
import type { OrderData } from '@shop/shared/shopping.contract';
import { type ApiFetch, isOk } from '../../lib/api.server';

export type ReviewAccess =
  | { kind: 'visitor' }
  | { kind: 'eligible'; orderSlug: string }
  | { kind: 'reviewed' }
  | { kind: 'not_delivered' }
  | { kind: 'not_purchased' }
  | { kind: 'unknown' };

/** Orders looked through for a delivered line (newest first); a shopper's orders rarely pass this. */
const ORDERS_SCANNED = 100;

/** The newest order with a delivered line of the product (the order or the line delivered). */
export function deliveredOrderFor(orders: readonly OrderData[], productSlug: string): string | null {
  for (const order of orders) {
    const line = order.product_list.find((item) => item.slug === productSlug);
    if (line && (order.order_status === 'delivered' || line.line_status === 'delivered')) return order.slug;
  }
  return null;
}

export function reviewAccessFrom(
  orders: readonly OrderData[],
  reviewedProducts: readonly string[],
  productSlug: string,
): ReviewAccess {
  if (reviewedProducts.includes(productSlug)) return { kind: 'reviewed' };
  const orderSlug = deliveredOrderFor(orders, productSlug);
  if (orderSlug) return { kind: 'eligible', orderSlug };
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
  return reviewAccessFrom(orders.body.data, reviewed, productSlug);
}
