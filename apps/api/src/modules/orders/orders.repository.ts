/**
 * SQL of orders. Stock moves only through guarded single statements (`stock = stock - q where stock >= q`),
 * which lock the product row until commit: two orders racing for the last unit take turns, and the second
 * finds nothing left instead of driving the stock below zero.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  carts,
  marketplaceSettings,
  orderLines,
  orderStatusEvents,
  orders,
  products,
  sellers,
  users,
} from '../../db/schema/index.ts';
import type { OrderStatus } from '../../db/schema/statuses.ts';
import { type Executor, shopperVisible } from '../products/products.repository.ts';
import type { CheckoutItem } from './orders.pricing.ts';

/**
 * The user's cart as a checkout sees it: product, seller and the flash-sale price of the sale running at
 * `now`. With `lock`, the cart lines stay locked until the transaction ends, so a second order of the same
 * cart waits and then finds it empty.
 */
export async function checkoutItems(
  db: Executor,
  userId: string,
  now: Date,
  options: { lock: boolean },
): Promise<CheckoutItem[]> {
  const salePrice = sql<number | null>`(
    select fsi.sale_price_cents from flash_sale_items fsi
    join flash_sales fs on fs.id = fsi.flash_sale_id
    where fsi.product_id = ${products.id} and fsi.status = 'active' and fs.status = 'active'
      and fs.ends_at > ${now.toISOString()}::timestamptz
    order by fsi.sale_price_cents limit 1
  )`;
  const query = db
    .select({
      cartId: carts.id,
      productId: products.id,
      productSlug: products.slug,
      productName: products.productName,
      imageUrls: products.imageUrls,
      priceCents: products.priceCents,
      offerPriceCents: products.offerPriceCents,
      salePriceCents: salePrice,
      quantity: carts.quantity,
      stock: products.stock,
      sellerId: sellers.id,
      sellerSlug: users.slug,
      shopName: sellers.shopName,
      visible: sql<boolean>`(${shopperVisible})`,
    })
    .from(carts)
    .innerJoin(products, eq(products.id, carts.productId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(eq(carts.userId, userId))
    .orderBy(asc(carts.createdAt), asc(carts.id))
    .$dynamic();
  const rows = await (options.lock ? query.for('update', { of: carts }) : query);
  return rows.map((row) => ({
    ...row,
    salePriceCents: row.salePriceCents == null ? null : Number(row.salePriceCents),
    visible: Boolean(row.visible),
  }));
}

/** Takes `quantity` units when that many are left; false (nothing changed) otherwise. */
export async function takeStock(db: Executor, productId: number, quantity: number): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(and(eq(products.id, productId), sql`${products.stock} >= ${quantity}`))
    .returning({ id: products.id });
  return rows.length > 0;
}

export async function returnStock(db: Executor, productId: number, quantity: number): Promise<void> {
  await db
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(eq(products.id, productId));
}

export interface OrderShell {
  userId: string;
  paymentMethod: 'cod' | 'card';
  idempotencyKey: string | null;
  shippingName: string;
  shippingPhone: string;
  shippingEmail: string | null;
  shippingCountry: string;
  shippingState: string | null;
  shippingCity: string;
  shippingAddress: string;
}

/**
 * The order row, written first in the transaction with zero amounts (the amounts follow once computed).
 * Writing it first makes a concurrent retry with the same Idempotency-Key wait on the unique index right
 * away and then fail with 23505, instead of competing for stock and the cart.
 */
export async function insertOrderShell(
  db: Executor,
  shell: OrderShell,
): Promise<{ id: number; slug: string }> {
  const [row] = await db
    .insert(orders)
    .values({ ...shell, subtotalCents: 0, discountCents: 0, shippingCents: 0, totalCents: 0 })
    .returning({ id: orders.id, slug: orders.slug });
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function orderIdByIdempotencyKey(
  db: Executor,
  userId: string,
  key: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row?.id;
}

export interface NewOrderLine {
  productId: number;
  sellerId: number;
  productSlug: string;
  productName: string;
  imageUrl: string | null;
  priceCents: number;
  offerPriceCents: number | null;
  quantity: number;
}

/** Each line keeps a copy of the commission rate read in the order's own transaction (earnings use it). */
export async function insertOrderLines(db: Executor, orderId: number, lines: NewOrderLine[]): Promise<void> {
  if (lines.length === 0) return;
  const currentRate = sql<number>`(select ${marketplaceSettings.commissionRateBps} from ${marketplaceSettings} limit 1)`;
  await db
    .insert(orderLines)
    .values(lines.map((line) => ({ ...line, orderId, commissionRateBps: currentRate })));
}

export async function setOrderAmounts(
  db: Executor,
  orderId: number,
  amounts: {
    subtotalCents: number;
    discountCents: number;
    shippingCents: number;
    totalCents: number;
    couponCode: string | null;
  },
): Promise<void> {
  await db.update(orders).set(amounts).where(eq(orders.id, orderId));
}

export async function setOrderPayment(
  db: Executor,
  orderId: number,
  payment: { paymentStatus: 'pending' | 'success'; transactionId: string | null },
): Promise<void> {
  await db.update(orders).set(payment).where(eq(orders.id, orderId));
}

export async function insertStatusEvent(
  db: Executor,
  event: { orderId: number; status: OrderStatus; actorUserId: string | null; note?: string | null },
): Promise<void> {
  await db.insert(orderStatusEvents).values({ ...event, note: event.note ?? null });
}

const orderFields = {
  id: orders.id,
  slug: orders.slug,
  userId: orders.userId,
  userSlug: users.slug,
  buyerEmail: users.email,
  buyerName: users.fullName,
  subtotalCents: orders.subtotalCents,
  discountCents: orders.discountCents,
  shippingCents: orders.shippingCents,
  totalCents: orders.totalCents,
  couponCode: orders.couponCode,
  paymentMethod: orders.paymentMethod,
  transactionId: orders.transactionId,
  orderStatus: orders.orderStatus,
  paymentStatus: orders.paymentStatus,
  shippingName: orders.shippingName,
  shippingPhone: orders.shippingPhone,
  shippingEmail: orders.shippingEmail,
  shippingCountry: orders.shippingCountry,
  shippingState: orders.shippingState,
  shippingCity: orders.shippingCity,
  shippingAddress: orders.shippingAddress,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
};

function selectOrders(db: Executor) {
  return db.select(orderFields).from(orders).innerJoin(users, eq(users.id, orders.userId)).$dynamic();
}

export type OrderRecord = Awaited<ReturnType<typeof selectOrders>>[number];

export async function orderBySlug(db: Executor, slug: string): Promise<OrderRecord | undefined> {
  const [row] = await selectOrders(db).where(eq(orders.slug, slug)).limit(1);
  return row;
}

export async function orderById(db: Executor, id: number): Promise<OrderRecord | undefined> {
  const [row] = await selectOrders(db).where(eq(orders.id, id)).limit(1);
  return row;
}

/** One page of a user's orders, newest first, and how many there are in all. */
export async function ordersOfUser(
  db: Executor,
  userId: string,
  status: OrderStatus | undefined,
  page: { offset: number; limit: number },
): Promise<{ rows: OrderRecord[]; count: number }> {
  const where = and(eq(orders.userId, userId), status ? eq(orders.orderStatus, status) : undefined);
  const [rows, [total]] = await Promise.all([
    selectOrders(db)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(orders).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

/** Lines of the orders with their seller's user slug, shop name and mail address (shop contact first). */
export async function linesOfOrders(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      id: orderLines.id,
      orderId: orderLines.orderId,
      slug: orderLines.slug,
      productId: orderLines.productId,
      sellerId: orderLines.sellerId,
      sellerSlug: users.slug,
      sellerEmail: sql<string>`coalesce(${sellers.contactEmail}, ${users.email})`,
      shopName: sellers.shopName,
      productSlug: orderLines.productSlug,
      productName: orderLines.productName,
      imageUrl: orderLines.imageUrl,
      priceCents: orderLines.priceCents,
      offerPriceCents: orderLines.offerPriceCents,
      quantity: orderLines.quantity,
      lineStatus: orderLines.lineStatus,
    })
    .from(orderLines)
    .innerJoin(sellers, eq(sellers.id, orderLines.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.id));
}

export type OrderLineRecord = Awaited<ReturnType<typeof linesOfOrders>>[number];

export async function eventsOfOrders(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderStatusEvents.orderId,
      orderLineId: orderStatusEvents.orderLineId,
      lineSlug: orderLines.slug,
      status: orderStatusEvents.status,
      note: orderStatusEvents.note,
      at: orderStatusEvents.at,
    })
    .from(orderStatusEvents)
    .leftJoin(orderLines, eq(orderLines.id, orderStatusEvents.orderLineId))
    .where(inArray(orderStatusEvents.orderId, orderIds))
    .orderBy(asc(orderStatusEvents.at), asc(orderStatusEvents.id));
}

export type OrderEventRecord = Awaited<ReturnType<typeof eventsOfOrders>>[number];

/** The shop id of a user, when they own one. */
export async function sellerIdOfUser(db: Executor, userId: string): Promise<number | undefined> {
  const [row] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.userId, userId)).limit(1);
  return row?.id;
}

/**
 * Moves a pending order, all of whose lines are still pending, to cancelled; false when it is not (or no
 * longer) in that state, so two cancels cannot both return the stock.
 */
export async function cancelPendingOrder(db: Executor, orderId: number): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ orderStatus: 'cancelled' })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.orderStatus, 'pending'),
        sql`not exists (select 1 from ${orderLines} ol where ol.order_id = ${orders.id} and ol.line_status <> 'pending')`,
      ),
    )
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** Marks every line cancelled and answers what each held, for the stock to go back. */
export async function cancelLinesOf(
  db: Executor,
  orderId: number,
): Promise<{ productId: number | null; quantity: number }[]> {
  return db
    .update(orderLines)
    .set({ lineStatus: 'cancelled' })
    .where(eq(orderLines.orderId, orderId))
    .returning({ productId: orderLines.productId, quantity: orderLines.quantity });
}
