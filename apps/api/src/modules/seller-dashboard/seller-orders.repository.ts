/** SQL of a seller's order lines: always scoped to one `seller_id` (earnings come from the ledger module). */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { orderLines, orderStatusEvents, orders, users } from '../../db/schema/index.ts';
import type { OrderStatus } from '../../db/schema/statuses.ts';

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

export async function linesOfSeller(
  db: Executor,
  sellerId: number,
  query: { status?: OrderStatus; offset: number; limit: number },
) {
  const where = and(
    eq(orderLines.sellerId, sellerId),
    query.status ? eq(orderLines.lineStatus, query.status) : undefined,
  );
  const items = await selectLines(db)
    .where(where)
    .orderBy(desc(orderLines.createdAt), desc(orderLines.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ count: count() }).from(orderLines).where(where);
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
