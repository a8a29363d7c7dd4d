/**
 * The order state machine (docs/architecture.md §4, product rules §10): pending -> processing -> shipped -> delivered, or
 * pending -> cancelled. Every status change of an order or of one seller's line goes through
 * `assertTransition`, so the seller and admin dashboards follow the same table.
 */
import { type OrderStatus, orderStatuses } from '../../db/schema/statuses.ts';
import { ConflictError } from '../../kernel/http-errors.ts';

/** The union itself lives beside the column's CHECK constraint, so the two cannot drift apart. */
export { type OrderStatus, orderStatuses };

/** Where each status may go next; terminal statuses go nowhere. */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}

/** 409 `invalid_status_transition` unless `from -> to` is in the table. */
export function assertTransition(from: OrderStatus, to: OrderStatus): void {
  if (!canTransition(from, to)) {
    throw new ConflictError(`An order cannot go from ${from} to ${to}`, 'invalid_status_transition');
  }
}

/** Statuses from which an order may still be cancelled (the buyer may cancel only while pending). */
export const cancellableStatuses: readonly OrderStatus[] = orderStatuses.filter((status) =>
  canTransition(status, 'cancelled'),
);
