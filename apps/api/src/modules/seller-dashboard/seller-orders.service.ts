/**
 * A seller's side of orders: its own order lines, their fulfilment, and its earnings.
 *
 * Line statuses follow the order state machine of orders/order-status.ts (pending → processing → shipped →
 * delivered; a seller moves its lines one step at a time). A seller may cancel one of its lines that has not
 * shipped, with a reason (`cancelSellerLine`).
 *
 * Roll-up rule: an order's status is the furthest status that ALL its non-cancelled lines have reached —
 * when every line is at least `shipped` the order is `shipped`, when every line is `delivered` the order is
 * `delivered`. It only ever moves forward (one allowed transition at a time, each logged in
 * order_status_events), and a cancelled order never moves. A cash-on-delivery order counts as paid
 * (`payment_status: success`) once it is delivered, since the courier collected the money.
 *
 * Earnings: a statement read from the marketplace ledger (docs/money.md), never recomputed from orders:
 * gross = Σ sales; seller-funded discounts (the shop's own coupons); commission at each line's own rate on
 * what the shop sold it for after those discounts, rounded down per line; shipping the shop charged;
 * net = gross − seller discounts − commission + shipping; pending (lines not yet delivered) + payable
 * (delivered) = net. Per order, per UTC month of the entries, and in total; cancellations appear as
 * reversing entries in the month they happened.
 */
import { toDollars } from '@shop/shared/money';
import { trackingOf } from '@shop/shared/tracking';
import { stringify } from 'csv-stringify/sync';
import type { Database, Transaction } from '../../db/client.ts';
import type { OrderStatus } from '../../db/schema/statuses.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../kernel/http-errors.ts';
import { releaseRedemptionOf } from '../coupons/coupons.service.ts';
import { type StatementFigures, sellerStatement, sellerStatementOrders } from '../ledger/ledger.service.ts';
import {
  assertTransition,
  cancellationNote,
  cancelUnshippedLineOf,
  canTransition,
} from '../orders/orders.service.ts';
import { readSettings } from './seller-dashboard.repository.ts';
import {
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

export { LINE_SORT_COLUMNS } from './seller-orders.repository.ts';

export const EARNINGS_RULE =
  'From the ledger. gross = sales (unit price paid × quantity); sellerDiscounts = your coupons; commission = ' +
  '(gross − your discounts) × the rate in force when the order was placed / 10000, rounded down to the cent ' +
  'per line; shipping = what your buyers paid you for shipping (no commission); net = gross − sellerDiscounts ' +
  '− commission + shipping = pending (not yet delivered) + payable (delivered). Months are UTC months of the ' +
  'entries; a cancellation shows as a reversal in its own month. commissionRateBps is the rate for new orders.';

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
    variant_options: line.variantOptions,
    imageURL: line.imageUrl,
    price: toDollars(line.priceCents),
    offerPrice: line.offerPriceCents == null ? null : toDollars(line.offerPriceCents),
    quantity: line.quantity,
    lineTotal: toDollars(unit * line.quantity),
    line_status: line.lineStatus,
    tracking: trackingOf(line.carrier, line.trackingNumber),
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
  query: Parameters<typeof linesOfSeller>[2],
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
  shipment?: { carrier: string; trackingNumber: string },
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
    await setLineStatus(tx, line.id, target, target === 'shipped' ? shipment : undefined);
    const tracking =
      target === 'shipped' && shipment ? trackingOf(shipment.carrier, shipment.trackingNumber) : null;
    await insertEvent(tx, {
      orderId: order.id,
      orderLineId: line.id,
      status: target,
      actorUserId: seller.userId,
      ...(tracking
        ? { note: `Shipped with ${tracking.carrierName}, tracking number ${tracking.number}` }
        : {}),
    });

    await rollUpOrder(tx, order, seller.userId);
  });
  const record = await lineBySlug(db, lineSlug);
  if (!record) throw new NotFoundError(`Order line ${lineSlug} not found`, 'order_line_not_found');
  return toSellerLine(record);
}

type LockedOrder = { id: number; orderStatus: OrderStatus; paymentMethod: 'cod' | 'card' };

/**
 * Brings the order up to the status all its remaining lines reached (the roll-up rule above); when no line
 * remains (a seller cancelled the last), the order is cancelled and its coupon use given back.
 */
async function rollUpOrder(tx: Transaction, order: LockedOrder, actorUserId: string): Promise<void> {
  const implied = rolledUpStatus(await lineStatusesOfOrder(tx, order.id));
  if (!implied) {
    if (order.orderStatus === 'cancelled') return;
    await setOrderStatus(tx, order.id, { orderStatus: 'cancelled' });
    await releaseRedemptionOf(tx, order.id);
    await insertEvent(tx, {
      orderId: order.id,
      orderLineId: null,
      status: 'cancelled',
      actorUserId,
      note: 'Every line was cancelled',
    });
    return;
  }
  if (order.orderStatus === 'cancelled') return;
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
      actorUserId,
      note: 'All lines reached this status',
    });
    current = next;
  }
}

/**
 * The seller cancels one of its lines that has not shipped yet (pending or processing), giving a reason: in
 * one transaction with the order and line locked, the line turns cancelled, its stock and capped flash-sale
 * units return, the ledger reverses its entries (and the shop's shipping when no line of the shop remains),
 * the timeline records the reason, and the order rolls up (cancelled when no line remains). 404 unknown
 * line, 403 another shop's line, 409 a line already shipped, delivered or cancelled.
 */
export async function cancelSellerLine(
  db: Database,
  seller: { shopId: number; userId: string },
  lineSlug: string,
  reason: string,
): Promise<SellerLine> {
  const header = await lineHeader(db, lineSlug);
  if (!header) throw new NotFoundError(`Order line ${lineSlug} not found`, 'order_line_not_found');
  if (header.sellerId !== seller.shopId) {
    throw new ForbiddenError('This order line belongs to another shop', 'not_your_order_line');
  }
  await db.transaction(async (tx) => {
    const { order, line } = await lockOrderAndLine(tx, header.orderId, header.id);
    if (!order || !line) throw new NotFoundError(`Order line ${lineSlug} not found`, 'order_line_not_found');
    if (!(await cancelUnshippedLineOf(tx, order.id, line.id))) {
      throw new ConflictError(
        `This line is ${line.lineStatus}: only pending or processing lines can be cancelled`,
        'line_not_cancellable',
      );
    }
    await insertEvent(tx, {
      orderId: order.id,
      orderLineId: line.id,
      status: 'cancelled',
      actorUserId: seller.userId,
      note: cancellationNote('Cancelled by the seller', reason),
    });
    await rollUpOrder(tx, order, seller.userId);
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
  const rows = await sellerStatement(db, sellerId, {
    months: query.months,
    offset: query.offset,
    limit: query.limit,
  });
  return {
    commissionRateBps,
    rule: EARNINGS_RULE,
    totals: { ...statementDollars(rows.totals), orders: rows.totals.orders, units: rows.totals.units },
    byMonth: rows.months.map((month) => ({
      month: month.month,
      ...statementDollars(month),
      orders: month.orders,
    })),
    byOrder: {
      items: rows.orders.map((order) => ({
        order_slug: order.orderSlug,
        orderDate: order.orderDate.toISOString(),
        deliveredAt: order.deliveredAt ? order.deliveredAt.toISOString() : null,
        units: order.units,
        ...statementDollars(order),
      })),
      count: rows.orderCount,
      page: query.page,
      limit: query.limit,
    },
  };
}

/** A statement's figures in dollars, as the earnings answer shows them. */
function statementDollars(figures: StatementFigures) {
  return {
    gross: toDollars(figures.gross),
    sellerDiscounts: toDollars(figures.sellerDiscounts),
    commission: toDollars(figures.commission),
    shipping: toDollars(figures.shipping),
    net: toDollars(figures.net),
    pending: toDollars(figures.pending),
    payable: toDollars(figures.payable),
  };
}

const STATEMENT_CSV_COLUMNS = [
  'order',
  'order_date',
  'month',
  'gross',
  'seller_discounts',
  'commission',
  'shipping',
  'net',
  'pending',
  'payable',
] as const;

/**
 * The whole statement as CSV, one line per order, oldest first, amounts in dollars with two decimals.
 * csv-stringify quotes what needs quoting; every cell here is a slug, a date or a number, none typed by a
 * person, so nothing can start a spreadsheet formula.
 */
export async function sellerStatementCsv(db: Database, sellerId: number): Promise<string> {
  const orders = await sellerStatementOrders(db, sellerId);
  const money = (cents: number) => toDollars(cents).toFixed(2);
  return stringify(
    orders.map((order) => [
      order.orderSlug,
      order.orderDate.toISOString(),
      order.orderDate.toISOString().slice(0, 7),
      money(order.gross),
      money(order.sellerDiscounts),
      money(order.commission),
      money(order.shipping),
      money(order.net),
      money(order.pending),
      money(order.payable),
    ]),
    { header: true, columns: [...STATEMENT_CSV_COLUMNS], record_delimiter: 'windows' },
  );
}
