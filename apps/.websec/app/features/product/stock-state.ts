/** From this many units down, the page says how many are left. */
export const LOW_STOCK_THRESHOLD = 5;

export type StockTone = 'ok' | 'low' | 'out';

/** In stock / Only N left / Out of stock. */
export function stockState(stock: number): { label: string; tone: StockTone } {
  if (stock <= 0) return { label: 'Out of stock', tone: 'out' };
  if (stock <= LOW_STOCK_THRESHOLD) return { label: `Only ${stock} left`, tone: 'low' };
  return { label: 'In stock', tone: 'ok' };
}
