/** Display maths of the cart page (product rules §9), in cents through the shared money helpers. */
import type { CartItem } from '@shop/shared/catalogue.types';
import { lineTotalCents, toCents, toDollars } from '@shop/shared/money';
import { cartSubtotal, unitPrice } from '../../lib/cart-totals';

type PricedLine = Pick<CartItem, 'price' | 'offerPrice' | 'quantity'>;

/** offerPrice × quantity when an offer exists, else price × quantity, else nothing (null). */
export function lineTotal(line: PricedLine): number | null {
  const hasOffer = typeof line.offerPrice === 'number' && Number.isFinite(line.offerPrice);
  if (unitPrice(line) === null) return null;
  const priceCents = toCents(Number.isFinite(line.price) ? line.price : (line.offerPrice as number));
  return toDollars(
    lineTotalCents({
      priceCents,
      offerPriceCents: hasOffer ? toCents(line.offerPrice as number) : null,
      quantity: line.quantity,
    }),
  );
}

/** Units in the cart (the header counts lines; the summary counts units). */
export function unitCount(lines: readonly Pick<CartItem, 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + (Number.isInteger(line.quantity) ? line.quantity : 0), 0);
}

export interface CartSummary {
  lines: number;
  units: number;
  subtotal: number;
}

export function cartSummary(lines: readonly PricedLine[]): CartSummary {
  return { lines: lines.length, units: unitCount(lines), subtotal: cartSubtotal(lines) };
}
