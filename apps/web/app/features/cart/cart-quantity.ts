import { MAX_LINE_QUANTITY } from '@shop/shared/shopping.contract';

/** A quantity typed in a cart line, moved to the nearest one the line may hold, and why when it moved. */
export interface QuantityCorrection {
  quantity: number;
  /** Plain words for the line; null when the typed quantity was allowed as it was. */
  note: string | null;
}

/**
 * The nearest allowed quantity: whole, at least 1, at most the stock (and the per-line cap). Zero or less
 * becomes 1 (removing a line is the Remove button's job), a fraction is rounded, too many becomes what is
 * in stock. With nothing in stock there is no allowed quantity: null.
 */
export function nearestAllowedQuantity(requested: number, stock: number | null): QuantityCorrection | null {
  const most = Math.min(stock ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);
  if (most < 1) return null;
  const whole = Number.isFinite(requested) ? Math.round(requested) : 1;
  const quantity = Math.min(Math.max(whole, 1), most);
  if (quantity === requested) return { quantity, note: null };
  if (quantity === most && whole > most) {
    return { quantity, note: `Only ${most} in stock: the quantity was set to ${most}.` };
  }
  if (quantity === 1 && whole < 1)
    return { quantity, note: 'The smallest quantity is 1: the quantity was set to 1.' };
  return { quantity, note: `Quantities are whole numbers: the quantity was set to ${quantity}.` };
}
