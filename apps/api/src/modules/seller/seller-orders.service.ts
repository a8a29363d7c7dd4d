/**
 * A seller's side of orders: its own order lines, their fulfilment, and its earnings.
 *
 * Line statuses follow the order state machine of orders/order-status.ts (pending → processing → shipped →
 * delivered; a seller moves its lines one step at a time and never cancels them).
 *
 * Roll-up rule: an order's status is the furthest status that ALL its non-cancelled lines have reached —
 * when every line is at least `shipped` the order is `shipped`, when every line is `delivered` the order is
 * `delivered`. It only ever moves forward (one allowed transition at a time, each logged in
 * order_status_events), and a cancelled order never moves. A cash-on-delivery order counts as paid
 * (`payment_status: success`) once it is delivered, since the courier collected the money.
 *
 * Earnings: only delivered lines count. gross = Σ unit price paid (offer price when set) × quantity;
 * commission = gross × the marketplace rate when the order was placed (basis points, copied onto each
 * line from marketplace_settings) / 10000, rounded down to the cent per order; net = gross − commission.
 * Per order, per UTC month of delivery, and in total.
 */
import { toDollars } from '@shop/shared/money';
import type { Database } from '../../db/client.ts';
import type { OrderStatus } from '../../db/schema/statuses.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/http-errors.ts';
import { assertTransition, canTransition } from '../orders/order-status.ts';
import { readSettings } from './seller.repository.ts';
import {
  earningsOf,
  insertEvent,
  lineBySlug,
  lineHeader,
  lineStatusesOfOrder,
  linesOfSeller,
  lockOrderAndLine,
  type SellerLineRecord,
  setLineStatus,
  setOrderStatus,
} from './seller-orders.repository.ts';

export const EARNINGS_RULE =
  'Delivered lines only. gross = unit price paid (offer price when set) × quantity; commission = gross × ' +
  'the rate in force when the order was placed / 10000, rounded down to the cent per order; net = gross − ' +
  'commission. Months are UTC months of delivery. commissionRateBps is the rate for new orders.';

/** Progress of a line or order along the happy path; cancelled is off the path. */
const progress: Record<Exclude<OrderStatus, 'cancelled'>, number> = {
  pending: 0,
  processing: 1,
  shipped: 2,
  delivered: 3,
};
const byProgress = ['pending', 'processing', 'shipped', 'delivered'] as const;

/** The order status implied by its lines' statuses (see the roll-up rule above); null when all cancelled. */
export function rolledUpStatus(lineStatuses: OrderStatus[]): OrderStatus | null {
  const active = lineStatuses.filter(
    (status): status is Exclude<OrderStatus, 'cancelled'> => status !== 'cancelled',
  );
  if (active.length === 0) return null;
  return byProgress[Math.min(...active.map((status) => progress[status]))]!;
}

export function toSellerLine(line: SellerLineRecord) {
  const unit = line.offerPriceCents ?? line.priceCents;
  return {
    slug: line.slug,
    order_slug: line.orderSlug,
    orderDate: line.orderDate.toISOString(),
    order_status: line.orderStatus,
    product_slug: line.productSlug,
    productName: line.productName,
    imageURL: line.imageUrl,
    price: toDollars(line.priceCents),
    offerPrice: line.offerPriceCents == null ? null : toDollars(line.offerPriceCents),
    quantity: line.quantity,
    lineTotal: toDollars(unit * line.quantity),
    line_status: line.lineStatus,
    payment_method: line.paymentMethod,
    payment_status: line.paymentStatus,
    buyer: { slug: line.buyerSlug, name: line.shippingName || line.buyerName },
    address: {
      name: line.shippingName,
      phone: line.shippingPhone,
      country: line.shippingCountry,
      state: line.shippingState,
      city: line.shippingCity,
      address: line.shippingAddress,
    },
    updatedAt: line.updatedAt.toISOString(),
  };
}

export type SellerLine = ReturnType<typeof toSellerLine>;

export async function listSellerLines(
  db: Database,
  sellerId: number,
  query: { status?: OrderStatus; offset: number; limit: number },
): Promise<{ items: SellerLine[]; count: number }> {
  const { items, count } = await linesOfSeller(db, sellerId, query);
  return { items: items.map(toSellerLine), count };
}

/**
 * Moves one of the seller's lines to `target` along the allowed transitions, then rolls the order up —
 * in one transaction with the order and line rows locked. 404 unknown line, 403 another seller's line
 * (nothing changes), 409 a transition the state machine does not allow.
 */
export async function moveSellerLine(
  db: Database,
  seller: { shopId: number; userId: string },
  lineSlug: string,
  target: 'processing' | 'shipped' | 'delivered',
): Promise<SellerLine> {
  const header = await lineHeader(db, lineSlug);
  if (!header) throw new NotFoundError(`Order line ${lineSlug} not found`, 'order_line_not_found');
  if (header.sellerId !== seller.shopId) {
    throw new ForbiddenError('This order line belongs to another shop', 'not_your_order_line');
  }
  await db.transaction(async (tx) => {
    const { order, line } = await lockOrderAndLine(tx, header.orderId, header.id);
    if (!order || !line) throw new NotFoundError(`Order line ${lineSlug} not found`, 'order_line_not_found');
    if (order.orderStatus === 'cancelled') {
      throw new ConflictError('The order was cancelled', 'invalid_status_transition');
    }
    if (line.lineStatus === target) return;
    assertTransition(line.lineStatus, target);
    await setLineStatus(tx, line.id, target);
    await insertEvent(tx, {
      orderId: order.id,
      orderLineId: line.id,
      status: target,
      actorUserId: seller.userId,
    });

    const implied = rolledUpStatus(await lineStatusesOfOrder(tx, order.id));
    if (!implied) return;
    let current = order.orderStatus as Exclude<OrderStatus, 'cancelled'>;
    const goal = progress[implied as Exclude<OrderStatus, 'cancelled'>];
    while (progress[current] < goal) {
      const next: Exclude<OrderStatus, 'cancelled'> = byProgress[progress[current] + 1]!;
      if (!canTransition(current, next)) break;
      const paid = next === 'delivered' && order.paymentMethod === 'cod';
      await setOrderStatus(tx, order.id, {
        orderStatus: next,
        ...(paid ? { paymentStatus: 'success' as const } : {}),
      });
      await insertEvent(tx, {
        orderId: order.id,
        orderLineId: null,
        status: next,
        actorUserId: seller.userId,
        note: 'All lines reached this status',
      });
      current = next;
    }
  });
  const record = await lineBySlug(db, lineSlug);
  if (!record) throw new NotFoundError(`Order line ${lineSlug} not found`, 'order_line_not_found');
  return toSellerLine(record);
}

export async function sellerEarnings(
  db: Database,
  sellerId: number,
  query: { months: number; page: number; limit: number; offset: number },
) {
  const { commissionRateBps } = await readSettings(db);
  const rows = await earningsOf(db, sellerId, {
    months: query.months,
    offset: query.offset,
    limit: query.limit,
  });
  const split = (gross: number, commission: number) => ({
    gross: toDollars(gross),
    commission: toDollars(commission),
    net: toDollars(gross - commission),
  });
  return {
    commissionRateBps,
    rule: EARNINGS_RULE,
    totals: {
      ...split(rows.totals.gross, rows.totals.commission),
      orders: rows.totals.orders,
      units: rows.totals.units,
    },
    byMonth: rows.months.map((month) => ({
      month: month.month,
      ...split(month.gross, month.commission),
      orders: month.orders,
    })),
    byOrder: {
      items: rows.orders.map((order) => ({
        order_slug: order.orderSlug,
        orderDate: order.orderDate.toISOString(),
        deliveredAt: order.deliveredAt ? order.deliveredAt.toISOString() : null,
        units: order.units,
        ...split(order.gross, order.commission),
      })),
      count: rows.orderCount,
      page: query.page,
      limit: query.limit,
    },
  };
}
