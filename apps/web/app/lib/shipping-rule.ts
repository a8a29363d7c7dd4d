import { formatDollars, toCents, toDollars } from '@shop/shared/money';
import { FREE_SHIPPING_THRESHOLD_CENTS, SHIPPING_FEE_CENTS } from '@shop/shared/shipping';

/** docs/shipping.md in one sentence; the amounts come from the quote the server computed. */
export const shippingRuleText = `Each shop ships its own items: ${formatDollars(toDollars(SHIPPING_FEE_CENTS))} per shop, free when that shop's items reach ${formatDollars(toDollars(FREE_SHIPPING_THRESHOLD_CENTS))}.`;

/** What is missing for a shop's free shipping, in dollars (0 when it ships free already). */
export function missingForFreeShipping(shopSubtotal: number): number {
  const missing = FREE_SHIPPING_THRESHOLD_CENTS - Math.round(shopSubtotal * 100);
  return missing > 0 ? toDollars(missing) : 0;
}

/**
 * What shipping one unit of a product costs on its own (docs/shipping.md): free when its price alone reaches
 * the shop's threshold, else the shop's fee — which more of that shop's items may still waive.
 */
export function shippingEstimateText(unitPrice: number): string {
  const fee = formatDollars(toDollars(SHIPPING_FEE_CENTS));
  const threshold = formatDollars(toDollars(FREE_SHIPPING_THRESHOLD_CENTS));
  return toCents(unitPrice) >= FREE_SHIPPING_THRESHOLD_CENTS
    ? `Free shipping: this item reaches the shop's ${threshold} on its own`
    : `Shipping ${fee} from this shop, free when your items from it reach ${threshold}`;
}

/** How far a shop's items are on the way to free shipping, from 0 to 100 (whole percent). */
export function freeShippingProgress(shopSubtotal: number): number {
  const cents = Math.max(0, toCents(shopSubtotal));
  return Math.min(100, Math.floor((cents * 100) / FREE_SHIPPING_THRESHOLD_CENTS));
}
