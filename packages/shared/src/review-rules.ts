/**
 * When a delivered order line counts as a verified purchase that its buyer may review
 * (docs/decisions/0013-reviews-need-a-confirmed-delivery.md). "Delivered" is what the seller (or an admin)
 * says; a seller could say it of an order that never left. So a line is reviewable once its buyer has
 * confirmed receipt, or once the seller's word has stood for a waiting period in which the buyer could
 * have objected. The API decides with this rule; the storefront uses it only to choose what to offer.
 */

/** Days a seller-asserted delivery must stand before its buyer may review without confirming receipt. */
export const REVIEW_WAIT_AFTER_SELLER_DELIVERY_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DeliveryFacts {
  /** When the line was marked delivered (ISO string or Date), null while it is not. */
  deliveredAt: Date | string | null;
  /** When the buyer confirmed receipt, null until they do. */
  receivedAt: Date | string | null;
}

/** The moment a delivered line becomes reviewable; null while it is not delivered. */
export function reviewableFrom(line: DeliveryFacts): Date | null {
  if (line.receivedAt !== null) return new Date(line.receivedAt);
  if (line.deliveredAt === null) return null;
  return new Date(new Date(line.deliveredAt).getTime() + REVIEW_WAIT_AFTER_SELLER_DELIVERY_DAYS * DAY_MS);
}

export function isVerifiedForReview(line: DeliveryFacts, now: Date = new Date()): boolean {
  const from = reviewableFrom(line);
  return from !== null && from.getTime() <= now.getTime();
}
