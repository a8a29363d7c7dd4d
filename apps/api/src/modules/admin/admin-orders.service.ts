/**
 * Orders as admins see and move them. Transitions follow the one order state machine
 * (orders/order-status.ts): pending → processing → shipped → delivered, or pending → cancelled.
 * - Cancelling goes through the orders module's own `cancelOrder` (pending orders only): every line is
 *   cancelled, the stock of every line returns, the coupon use is given back, an event is logged.
 * - Any other move updates the order and brings every line that is behind it up to the same status
 *   (an admin's decision overrides the sellers' pace), logging an order event, in one transaction. A
 *   cash-on-delivery order counts as paid once delivered.
 */
import { toDollars } from '@shop/shared/money';
import type { Database } from '../../db/client.ts';
import type { OrderStatus } from '../../db/schema/statuses.ts';
import { NotFoundError } from '../../kernel/http-errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import {
  assertTransition,
  cancelOrder,
  insertStatusEvent,
  orderForViewer,
} from '../orders/orders.service.ts';
import type { Page } from './admin.repository.ts';
import {
  advanceLines,
  listOrderSummaries,
  lockOrderBySlug,
  type OrderSort,
  type OrderSummaryRecord,
  setOrderStatus,
} from './admin-orders.repository.ts';

export { ORDER_SORT_COLUMNS } from './admin-orders.repository.ts';

const happyPath: OrderStatus[] = ['pending', 'processing', 'shipped', 'delivered'];

function toSummary(record: OrderSummaryRecord) {
  return {
    slug: record.slug,
    user_slug: record.userSlug,
    buyer: { name: record.buyerName, email: record.buyerEmail },
    items: Number(record.units),
    total: toDollars(record.totalCents),
    order_status: record.orderStatus,
    payment_method: record.paymentMethod,
    payment_status: record.paymentStatus,
    createdAt: record.createdAt.toISOString(),
  };
}

export async function ordersForAdmin(
  db: Database,
  query: { status?: OrderStatus; search?: string; sort?: OrderSort } & Page,
) {
  const { items, count } = await listOrderSummaries(db, query);
  return { items: items.map(toSummary), count };
}

export function orderForAdmin(db: Database, admin: SessionUser, slug: string) {
  return orderForViewer(db, admin, slug);
}

export async function moveOrder(
  db: Database,
  admin: SessionUser,
  slug: string,
  target: OrderStatus,
  note: string | undefined,
) {
  if (target === 'cancelled') return cancelOrder(db, admin, slug, note);
  await db.transaction(async (tx) => {
    const order = await lockOrderBySlug(tx, slug);
    if (!order) throw new NotFoundError(`Order ${slug} not found`, 'order_not_found');
    assertTransition(order.orderStatus, target);
    const paid = target === 'delivered' && order.paymentMethod === 'cod';
    await setOrderStatus(tx, order.id, {
      orderStatus: target,
      ...(paid ? { paymentStatus: 'success' as const } : {}),
    });
    await advanceLines(tx, order.id, happyPath.slice(0, happyPath.indexOf(target)), target);
    await insertStatusEvent(tx, {
      orderId: order.id,
      status: target,
      actorUserId: admin.id,
      note: note ?? 'Changed by an admin',
    });
  });
  return orderForViewer(db, admin, slug);
}
