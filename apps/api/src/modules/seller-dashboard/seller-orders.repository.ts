/** SQL of a seller's order lines: always scoped to one `seller_id` (earnings come from the ledger module). */
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { orderLines, orderStatusEvents, orders, users } from '../../db/schema/index.ts';
import type { OrderStatus } from '../../db/schema/statuses.ts';
import { likePattern } from '../../kernel/table-search.ts';
import { orderByFor, type TableSort } from '../../kernel/table-sort.ts';

const lineFields = {
  id: orderLines.id,
  slug: orderLines.slug,
  sellerId: orderLines.sellerId,
  productSlug: orderLines.productSlug,
  productName: orderLines.productName,
  variantOptions: orderLines.variantOptions,
  imageUrl: orderLines.imageUrl,
  priceCents: orderLines.priceCents,
  offerPriceCents: orderLines.offerPriceCents,
  quantity: orderLines.quantity,
  lineStatus: orderLines.lineStatus,
  carrier: orderLines.carrier,
  trackingNumber: orderLines.trackingNumber,
  updatedAt: orderLines.updatedAt,
  orderSlug: orders.slug,
  orderDate: orders.createdAt,
  orderStatus: orders.orderStatus,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  buyerSlug: users.slug,
  buyerName: sql<string>`coalesce(${users.fullName}, ${orders.shippingName})`,
  shippingName: orders.shippingName,
  shippingPhone: orders.shippingPhone,
  shippingCountry: orders.shippingCountry,
  shippingState: orders.shippingState,
  shippingCity: orders.shippingCity,
  shippingAddress: orders.shippingAddress,
};

function selectLines(db: Executor) {
  return db
    .select(lineFields)
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(users, eq(users.id, orders.userId))
    .$dynamic();
}

export type SellerLineRecord = Awaited<ReturnType<typeof selectLines>>[number];

/** The columns a seller sorts the order-lines table by (`sort`). */
export const LINE_SORT_COLUMNS = ['placed', 'order', 'product', 'quantity', 'total', 'status'] as const;
export type LineSort = TableSort<(typeof LINE_SORT_COLUMNS)[number]>;
const lineSortColumns = {
  placed: orders.createdAt,
  order: orders.slug,
  product: orderLines.productName,
  quantity: orderLines.quantity,
  // What the line brings in: the price paid (offer when there is one) times the quantity.
  total: sql`coalesce(${orderLines.offerPriceCents}, ${orderLines.priceCents}) * ${orderLines.quantity}`,
  status: orderLines.lineStatus,
} as const;

export async function linesOfSeller(
  db: Executor,
  sellerId: number,
  query: { status?: OrderStatus; search?: string; sort?: LineSort; offset: number; limit: number },
) {
  const pattern = query.search ? likePattern(query.search) : undefined;
  const where = and(
    eq(orderLines.sellerId, sellerId),
    query.status ? eq(orderLines.lineStatus, query.status) : undefined,
    pattern
      ? or(
          ilike(orderLines.productName, pattern),
          ilike(orders.shippingName, pattern),
          ilike(users.fullName, pattern),
          eq(orders.slug, query.search ?? ''),
        )
      : undefined,
  );
  const items = await selectLines(db)
    .where(where)
    .orderBy(...orderByFor(query.sort, lineSortColumns, [desc(orderLines.createdAt), desc(orderLines.id)]))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db
    .select({ count: count() })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where);
  return { items, count: total?.count ?? 0 };
}

export async function lineBySlug(db: Executor, slug: string): Promise<SellerLineRecord | undefined> {
  const [row] = await selectLines(db).where(eq(orderLines.slug, slug)).limit(1);
  return row;
}

export async function lineHeader(db: Executor, slug: string) {
  const [row] = await db
    .select({ id: orderLines.id, orderId: orderLines.orderId, sellerId: orderLines.sellerId })
    .from(orderLines)
    .where(eq(orderLines.slug, slug))
    .limit(1);
  return row;
}

/** Locks the order, then the line: every writer locks in this order, so two sellers never deadlock. */
export async function lockOrderAndLine(tx: Transaction, orderId: number, lineId: number) {
  const [order] = await tx
    .select({ id: orders.id, orderStatus: orders.orderStatus, paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  const [line] = await tx
    .select({ id: orderLines.id, lineStatus: orderLines.lineStatus, sellerId: orderLines.sellerId })
    .from(orderLines)
    .where(eq(orderLines.id, lineId))
    .for('update');
  return { order, line };
}

export async function setLineStatus(
  tx: Transaction,
  lineId: number,
  status: OrderStatus,
  shipment?: { carrier: string; trackingNumber: string },
): Promise<void> {
  await tx
    .update(orderLines)
    .set({
      lineStatus: status,
      ...(status === 'shipped' ? { shippedAt: new Date() } : {}),
      ...(shipment ? { carrier: shipment.carrier, trackingNumber: shipment.trackingNumber } : {}),
    })
    .where(eq(orderLines.id, lineId));
}

export async function lineStatusesOfOrder(tx: Transaction, orderId: number): Promise<OrderStatus[]> {
  const rows = await tx
    .select({ status: orderLines.lineStatus })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return rows.map((row) => row.status);
}

export async function setOrderStatus(
  tx: Transaction,
  orderId: number,
  changes: { orderStatus: OrderStatus; paymentStatus?: 'success' },
): Promise<void> {
  await tx.update(orders).set(changes).where(eq(orders.id, orderId));
}

export async function insertEvent(
  tx: Transaction,
  event: {
    orderId: number;
    orderLineId: number | null;
    status: OrderStatus;
    actorUserId: string;
    note?: string;
  },
): Promise<void> {
  await tx.insert(orderStatusEvents).values({ ...event, note: event.note ?? null });
}
