/**
 * SQL of orders. Stock moves only through guarded single statements (`stock = stock - q where stock >= q`,
 * here and in `place_checkout_order`, migration 0006), which lock the product row until commit: two orders
 * racing for the last unit take turns, and the second finds nothing left instead of driving it below zero.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import {
  carts,
  orderLines,
  orderStatusEvents,
  orders,
  products,
  sellers,
  users,
} from '../../db/schema/index.ts';
import type { OrderStatus, PaymentStatus } from '../../db/schema/statuses.ts';
import { type Executor, shopperVisible } from '../products/products.repository.ts';
import type { CheckoutItem } from './orders.pricing.ts';

/**
 * The user's cart as a checkout sees it: product, seller and the flash-sale price of the sale running at
 * `now`. Read without locks: an order written from it checks that the cart still holds these lines.
 */
/** Runs for every quote and every checkout (each retry too). */
const checkoutItemsQuery = preparedPerDatabase((db) => {
  const salePrice = sql<number | null>`(
    select fsi.sale_price_cents from flash_sale_items fsi
    join flash_sales fs on fs.id = fsi.flash_sale_id
    where fsi.product_id = ${products.id} and fsi.status = 'active' and fs.status = 'active'
      and fs.ends_at > ${sql.placeholder('now')}::timestamptz
    order by fsi.sale_price_cents limit 1
  )`;
  return db
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
      sellerEmail: sql<string>`coalesce(${sellers.contactEmail}, ${users.email})`,
      visible: sql<boolean>`(${shopperVisible})`,
    })
    .from(carts)
    .innerJoin(products, eq(products.id, carts.productId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(eq(carts.userId, sql.placeholder('userId')))
    .orderBy(asc(carts.createdAt), asc(carts.id))
    .prepare('checkout_items');
});

export async function checkoutItems(db: Database, userId: string, now: Date): Promise<CheckoutItem[]> {
  const rows = await checkoutItemsQuery(db).execute({ userId, now: now.toISOString() });
  return rows.map((row) => ({
    ...row,
    salePriceCents: row.salePriceCents == null ? null : Number(row.salePriceCents),
    visible: Boolean(row.visible),
  }));
}

export async function returnStock(db: Executor, productId: number, quantity: number): Promise<void> {
  await db
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(eq(products.id, productId));
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

/** An order as `place_checkout_orders` (migration 0006) writes it: columns named as in the tables. */
export interface CheckoutOrder {
  order: {
    user_id: string;
    payment_method: 'cod' | 'card';
    idempotency_key: string | null;
    shipping_name: string;
    shipping_phone: string;
    shipping_email: string | null;
    shipping_country: string;
    shipping_state: string | null;
    shipping_city: string;
    shipping_address: string;
    subtotal_cents: number;
    discount_cents: number;
    shipping_cents: number;
    total_cents: number;
    coupon_code: string | null;
  };
  /** The cart lines the order was priced from; `cart_id`, `product_id` and `quantity` must still match. */
  lines: {
    cart_id: number;
    product_id: number;
    seller_id: number;
    product_slug: string;
    product_name: string;
    image_url: string | null;
    price_cents: number;
    offer_price_cents: number | null;
    quantity: number;
  }[];
  actor_user_id: string;
  /** The coupon to take one use of (guarded), or null. */
  coupon_id: number | null;
}

/** The columns the database filled in when it wrote an order, its lines (in the order given) and its event. */
export interface WrittenOrder {
  order_id: number;
  slug: string;
  order_status: OrderStatus;
  payment_status: PaymentStatus;
  transaction_id: string | null;
  created_at: string;
  updated_at: string;
  lines: { id: number; slug: string; line_status: OrderStatus }[];
  event: { status: OrderStatus; note: string | null; at: string };
}

/** What `place_checkout_order` answers: the new order, or why it was not written (nothing of it was). */
export type CheckoutOutcome =
  | WrittenOrder
  | { sqlstate: string; message: string; constraint_name: string | null };

/**
 * Writes a group of orders in ONE statement inside the caller's transaction; each order all-or-nothing in
 * its own subtransaction (see the migration for the codes of a refusal). Outcomes come in the order given.
 */
export async function placeCheckoutOrders(tx: Executor, placed: CheckoutOrder[]): Promise<CheckoutOutcome[]> {
  const result = await tx.execute<{ outcome: CheckoutOutcome | string }>(
    sql`select place_checkout_orders(${JSON.stringify(placed)}::jsonb) as outcome`,
  );
  // node-postgres parses jsonb, PGlite too; a driver answering text is parsed here.
  return result.rows.map(({ outcome }) =>
    typeof outcome === 'string' ? (JSON.parse(outcome) as CheckoutOutcome) : outcome,
  );
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
