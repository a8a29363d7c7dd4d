/**
 * The status timeline of an order (pending → processing → shipped → delivered, or cancelled), from its
 * `order_status` and `status_history` (oldest first). Pure, so the tracking page and tests share it.
 */
import type { OrderData, OrderStatusValue } from '@shop/shared/shopping.contract';

export const ORDER_FLOW = ['pending', 'processing', 'shipped', 'delivered'] as const;

export const statusLabels: Record<OrderStatusValue, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const stepTexts: Record<OrderStatusValue, string> = {
  pending: 'Order placed, waiting for the sellers',
  processing: 'The sellers are preparing your items',
  shipped: 'On its way to you',
  delivered: 'Handed over to you',
  cancelled: 'Cancelled; the stock went back to the shops',
};

export interface TimelineStep {
  status: OrderStatusValue;
  label: string;
  text: string;
  state: 'done' | 'current' | 'upcoming';
  /** When the order reached the step (ISO), if known. */
  at: string | null;
}

type TimelineOrder = Pick<OrderData, 'order_status' | 'status_history' | 'createdAt'>;

function reachedAt(order: TimelineOrder, status: OrderStatusValue): string | null {
  const events = order.status_history.filter((event) => event.status === status);
  const whole = events.find((event) => event.line_slug === null) ?? events[0];
  if (whole) return whole.at;
  return status === 'pending' ? order.createdAt : null;
}

export function orderTimeline(order: TimelineOrder): TimelineStep[] {
  const step = (status: OrderStatusValue, state: TimelineStep['state']): TimelineStep => ({
    status,
    label: statusLabels[status],
    text: stepTexts[status],
    state,
    at: state === 'upcoming' ? null : reachedAt(order, status),
  });

  if (order.order_status === 'cancelled') {
    // Only what was reached before the cancellation, then the cancellation itself.
    const reached = ORDER_FLOW.filter(
      (status) => status === 'pending' || order.status_history.some((event) => event.status === status),
    );
    return [...reached.map((status) => step(status, 'done')), step('cancelled', 'current')];
  }
  const current = ORDER_FLOW.indexOf(order.order_status);
  return ORDER_FLOW.map((status, index) => {
    if (index > current) return step(status, 'upcoming');
    // Delivered is the end of the road: done, not "in progress".
    if (index === current && status !== 'delivered') return step(status, 'current');
    return step(status, 'done');
  });
}

/** The buyer may cancel while the order is pending (API: POST /orders/{id}/cancel). */
export function canCancel(order: Pick<OrderData, 'order_status'>): boolean {
  return order.order_status === 'pending';
}

export function unitsOf(order: Pick<OrderData, 'product_list'>): number {
  return order.product_list.reduce((sum, line) => sum + line.quantity, 0);
}
