import { formatDollars, toDollars } from '@shop/shared/money';
import { FREE_SHIPPING_THRESHOLD_CENTS, SHIPPING_FEE_CENTS } from '@shop/shared/shopping.contract';

/** docs/shipping.md in one sentence; the amounts come from the quote the server computed. */
export const shippingRuleText = `Each shop ships its own items: ${formatDollars(toDollars(SHIPPING_FEE_CENTS))} per shop, free when that shop's items reach ${formatDollars(toDollars(FREE_SHIPPING_THRESHOLD_CENTS))}.`;

/** What is missing for a shop's free shipping, in dollars (0 when it ships free already). */
export function missingForFreeShipping(shopSubtotal: number): number {
  const missing = FREE_SHIPPING_THRESHOLD_CENTS - Math.round(shopSubtotal * 100);
  return missing > 0 ? toDollars(missing) : 0;
}
