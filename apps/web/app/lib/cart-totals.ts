import type { CartItem } from '@shop/shared/catalogue.types';
import { subtotalCents, toCents, toDollars } from '@shop/shared/money';

type PricedLine = Pick<CartItem, 'price' | 'offerPrice' | 'quantity'>;

function hasNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Product rules §9: the unit price is offerPrice when one exists, otherwise price, otherwise nothing. */
export function unitPrice(line: PricedLine): number | null {
  if (hasNumber(line.offerPrice)) return line.offerPrice;
  if (hasNumber(line.price)) return line.price;
  return null;
}

/** Product rules §9: the subtotal sums offerPrice × quantity (or price × quantity); lines without a price add nothing. */
export function cartSubtotal(lines: readonly PricedLine[]): number {
  const priced = lines.flatMap((line) => {
    const hasOffer = hasNumber(line.offerPrice);
    if (!hasOffer && !hasNumber(line.price)) return [];
    const priceCents = toCents(hasNumber(line.price) ? line.price : (line.offerPrice as number));
    const offerPriceCents = hasOffer ? toCents(line.offerPrice as number) : null;
    return [{ priceCents, offerPriceCents, quantity: line.quantity }];
  });
  return toDollars(subtotalCents(priced));
}
