/**
 * Whether the buyer can still confirm receiving an order: some line is delivered (the seller's word) and
 * not yet confirmed. Confirming is what lets them review those products at once (decision 0013). Pure, so
 * the tracking page and tests share it.
 */
import type { OrderData } from '@shop/shared/shopping.contract';

type ReceiptOrder = Pick<OrderData, 'product_list'>;

export type ReceiptState =
  | { kind: 'nothing_delivered' }
  | { kind: 'awaiting'; lines: number }
  | { kind: 'confirmed'; at: string };

export function receiptState(order: ReceiptOrder): ReceiptState {
  const delivered = order.product_list.filter((line) => line.line_status === 'delivered');
  if (delivered.length === 0) return { kind: 'nothing_delivered' };
  const awaiting = delivered.filter((line) => line.received_at === null);
  if (awaiting.length > 0) return { kind: 'awaiting', lines: awaiting.length };
  const latest = delivered.map((line) => line.received_at as string).sort();
  return { kind: 'confirmed', at: latest[latest.length - 1] as string };
}
