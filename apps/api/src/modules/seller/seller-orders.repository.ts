/** SQL of a seller's order lines and earnings: always scoped to one `seller_id`. */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { orderLines, orderStatusEvents, orders, users } from '../../db/schema/index.ts';
import type { OrderStatus } from '../../db/schema/statuses.ts';
import type { Executor } from './seller.repository.ts';

const lineFields = {
  id: orderLines.id,
  slug: orderLines.slug,
  sellerId: orderLines.sellerId,
  productSlug: orderLines.productSlug,
  productName: orderLines.productName,
  imageUrl: orderLines.imageUrl,
  priceCents: orderLines.priceCents,
  offerPriceCents: orderLines.offerPriceCents,
  quantity: orderLines.quantity,
  lineStatus: orderLines.lineStatus,
  updatedAt: orderLines.updatedAt,
  orderSlug: orders.slug,
  orderDate: orders.createdAt,
  orderStatus: orders.orderStatus,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  buyerSlug: users.slug,
  buyerName: users.fullName,
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
    .innerJoin(users, eq(users.id, orders.userId))
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

export async function setLineStatus(tx: Transaction, lineId: number, status: OrderStatus): Promise<void> {
  await tx.update(orderLines).set({ lineStatus: status }).where(eq(orderLines.id, lineId));
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

// --- Earnings -------------------------------------------------------------------------------------

/**
 * Delivered lines of one seller, grouped per order: gross = Σ (offer price, else price) × quantity, and
 * commission = ⌊Σ (line gross × the line's own rate_bps) / 10000⌋ per order (rounded down to the cent,
 * like `percentOfCents`), so months and totals are sums of per-order figures and always add up. Each line
 * carries the rate of the day it was ordered, so changing the rate never rewrites past earnings. The
 * order's month is the UTC month its last line of this seller was delivered.
 */
function perOrder(sellerId: number) {
  return sql`
    select o.slug as order_slug,
           o.created_at as order_date,
           max(ol.updated_at) as delivered_at,
           sum(ol.quantity)::int as units,
           sum(coalesce(ol.offer_price_cents, ol.price_cents)::bigint * ol.quantity)::bigint as gross,
           -- sum() of bigint is numeric: back to bigint first, so "/" divides integers (rounds down).
           sum(coalesce(ol.offer_price_cents, ol.price_cents)::bigint * ol.quantity * ol.commission_rate_bps)::bigint / 10000 as commission,
           to_char(date_trunc('month', max(ol.updated_at) at time zone 'UTC'), 'YYYY-MM') as month
      from ${orderLines} ol
      join ${orders} o on o.id = ol.order_id
     where ol.seller_id = ${sellerId} and ol.line_status = 'delivered'
     group by o.id, o.slug, o.created_at`;
}

export interface EarningsRows {
  totals: { gross: number; commission: number; orders: number; units: number };
  months: { month: string; gross: number; commission: number; orders: number }[];
  orders: {
    orderSlug: string;
    orderDate: Date;
    deliveredAt: Date | null;
    units: number;
    gross: number;
    commission: number;
  }[];
  orderCount: number;
}

export async function earningsOf(
  db: Executor,
  sellerId: number,
  options: { months: number; offset: number; limit: number },
): Promise<EarningsRows> {
  const base = perOrder(sellerId);
  const [totals, months, page] = await Promise.all([
    db.execute<{ gross: string | null; commission: string | null; orders: number; units: number | null }>(sql`
      select sum(gross) as gross, sum(commission) as commission, count(*)::int as orders, sum(units)::int as units
        from (${base}) per_order`),
    db.execute<{ month: string; gross: string; commission: string; orders: number }>(sql`
      select month, sum(gross) as gross, sum(commission) as commission, count(*)::int as orders
        from (${base}) per_order
       group by month
       order by month desc
       limit ${options.months}`),
    db.execute<{
      order_slug: string;
      order_date: string | Date;
      delivered_at: string | Date | null;
      units: number;
      gross: string;
      commission: string;
    }>(sql`
      select order_slug, order_date, delivered_at, units, gross, commission
        from (${base}) per_order
       order by delivered_at desc, order_slug
       limit ${options.limit} offset ${options.offset}`),
  ]);
  const total = totals.rows[0];
  const toDate = (value: string | Date | null) => (value === null ? null : new Date(value));
  return {
    totals: {
      gross: Number(total?.gross ?? 0),
      commission: Number(total?.commission ?? 0),
      orders: Number(total?.orders ?? 0),
      units: Number(total?.units ?? 0),
    },
    months: months.rows.map((row) => ({
      month: row.month,
      gross: Number(row.gross),
      commission: Number(row.commission),
      orders: Number(row.orders),
    })),
    orders: page.rows.map((row) => ({
      orderSlug: row.order_slug,
      orderDate: toDate(row.order_date) ?? new Date(0),
      deliveredAt: toDate(row.delivered_at),
      units: Number(row.units),
      gross: Number(row.gross),
      commission: Number(row.commission),
    })),
    orderCount: Number(total?.orders ?? 0),
  };
}
