/**
 * SQL of orders. Stock moves only through guarded single statements (`stock = stock - q where stock >= q`,
 * here and in `place_checkout_order`, migration 0006), which lock the product row until commit: two orders
 * racing for the last unit take turns, and the second finds nothing left instead of driving it below zero.
 */
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import {
  carts,
  flashSaleItems,
  marketplaceSettings,
  orderLines,
  orderStatusEvents,
  orders,
  products,
  productVariants,
  sellers,
  users,
} from '../../db/schema/index.ts';
import type {
  DiscountFunder,
  LedgerEntryKind,
  OrderStatus,
  PaymentStatus,
} from '../../db/schema/statuses.ts';
import { flashSaleOfferOf, productOptionsOf, shopperVisible } from '../../kernel/product-read-model.ts';
import { variantTitle } from '../../kernel/product-variants.ts';
import type { CheckoutItem } from './orders.pricing.ts';

/**
 * What a checkout reads of a line's product, variant (its price, offer, stock and images: decision 16),
 * seller, flash-sale item and the commission rate in force: shared by the cart and the guest's bag.
 */
const checkoutLineFields = {
  productId: products.id,
  productSlug: products.slug,
  productName: products.productName,
  variantId: productVariants.id,
  variantSku: productVariants.sku,
  variantOptions: productVariants.optionValues,
  options: productOptionsOf(products.id),
  imageUrls: sql<
    string[]
  >`case when cardinality(${productVariants.imageUrls}) > 0 then ${productVariants.imageUrls} else ${products.imageUrls} end`,
  priceCents: productVariants.priceCents,
  offerPriceCents: productVariants.offerPriceCents,
  flashSale: flashSaleOfferOf(products.id),
  commissionRateBps: sql<number>`(select ${marketplaceSettings.commissionRateBps} from ${marketplaceSettings} limit 1)`,
  stock: productVariants.stock,
  sellerId: sellers.id,
  sellerSlug: users.slug,
  shopName: sellers.shopName,
  sellerEmail: sql<string>`coalesce(${sellers.contactEmail}, ${users.email})`,
  visible: sql<boolean>`(${shopperVisible})`,
};

/**
 * The user's cart as a checkout sees it: product and the line's variant (its price, offer, stock and images:
 * decision 16), seller, the product's flash-sale item (the price function decides at the order's moment
 * whether it applies) and the commission rate in force. Read without locks: an order written from it checks
 * that the cart still holds these lines.

 * Runs for every quote and every checkout (each retry too).
 */
const checkoutItemsQuery = preparedPerDatabase((db) =>
  db
    .select({ ...checkoutLineFields, cartId: carts.id, quantity: carts.quantity })
    .from(carts)
    .innerJoin(products, eq(products.id, carts.productId))
    .innerJoin(productVariants, eq(productVariants.id, carts.variantId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(eq(carts.userId, sql.placeholder('userId')))
    .orderBy(asc(carts.createdAt), asc(carts.id))
    .prepare('checkout_items'),
);

export async function checkoutItems(db: Database, userId: string): Promise<CheckoutItem[]> {
  const rows = await checkoutItemsQuery(db).execute({ userId });
  return rows.map(({ options, ...row }) => ({
    ...row,
    variantTitle: variantTitle(options, row.variantOptions),
    commissionRateBps: Number(row.commissionRateBps ?? 0),
    visible: Boolean(row.visible),
  }));
}

/**
 * A guest's bag priced like a cart (decision 0019): the same product, variant, seller, flash-sale and
 * commission reads as `checkoutItems`, for the products the bag names (unknown slugs are simply absent), in
 * the bag's order. A line names its variant by SKU; a line without one takes the product's only variant, and
 * is absent when the product has several (the visitor has to choose). A line has no cart row (`cartId` null).
 */
export async function bagItems(
  db: Database,
  bag: { productSlug: string; quantity: number; variantSku?: string | undefined }[],
): Promise<CheckoutItem[]> {
  if (bag.length === 0) return [];
  const rows = await db
    .select(checkoutLineFields)
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(
      inArray(
        products.slug,
        bag.map((line) => line.productSlug),
      ),
    );
  return bag.flatMap((line) => {
    const variants = rows.filter((row) => row.productSlug === line.productSlug);
    const row = line.variantSku
      ? variants.find((variant) => variant.variantSku === line.variantSku)
      : variants.length === 1
        ? variants[0]
        : undefined;
    if (!row) return [];
    const { options, ...item } = row;
    return [
      {
        ...item,
        cartId: null,
        quantity: line.quantity,
        variantTitle: variantTitle(options, item.variantOptions),
        commissionRateBps: Number(item.commissionRateBps ?? 0),
        visible: Boolean(item.visible),
      },
    ];
  });
}

/** The guest's order placed with this e-mail and Idempotency-Key (a retry), if any. */
export async function guestOrderIdByIdempotencyKey(
  db: Executor,
  email: string,
  key: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(isNull(orders.userId), eq(orders.guestEmail, email), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row?.id;
}

/** Gives a verified account the guest orders placed with its e-mail (decision 0019); answers how many. */
export async function claimGuestOrderRows(db: Executor, userId: string, email: string): Promise<number[]> {
  const rows = await db
    .update(orders)
    .set({ userId })
    .where(and(isNull(orders.userId), eq(orders.guestEmail, email.toLowerCase())))
    .returning({ id: orders.id });
  return rows.map((row) => row.id);
}

/**
 * Gives a cancelled line's units back to its variant (its trigger adds them to the product's total). A line
 * whose variant is gone gives nothing back: there is nothing left to sell them as.
 */
export async function returnStock(db: Executor, variantId: number, quantity: number): Promise<void> {
  await db
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${quantity}` })
    .where(eq(productVariants.id, variantId));
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
    /** Null for a guest's order, which has `guest_email` instead. */
    user_id: string | null;
    guest_email: string | null;
    payment_method: 'cod' | 'card';
    idempotency_key: string | null;
    shipping_name: string;
    shipping_phone: string;
    shipping_email: string | null;
    shipping_country: string;
    shipping_state: string | null;
    shipping_city: string;
    shipping_address: string;
    shipping_country_code: string | null;
    shipping_postal_code: string | null;
    shipping_address_line2: string | null;
    subtotal_cents: number;
    discount_cents: number;
    shipping_cents: number;
    total_cents: number;
    coupon_code: string | null;
  };
  /**
   * The cart lines the order was priced from; `cart_id`, `product_id`, `variant_id` and `quantity` must still
   * match. A guest's lines come from the visitor's bag: no cart line (`cart_id` null).
   */
  lines: {
    cart_id: number | null;
    product_id: number;
    variant_id: number;
    variant_sku: string;
    variant_options: Record<string, string>;
    /** "M / Red", for the message of a refusal for stock. */
    variant_title: string;
    seller_id: number;
    product_slug: string;
    product_name: string;
    image_url: string | null;
    price_cents: number;
    offer_price_cents: number | null;
    quantity: number;
    commission_rate_bps: number;
    flash_sale_item_id: number | null;
    /** The flash-sale item caps its sale units: the write takes `quantity` of them, guarded. */
    flash_capped: boolean;
  }[];
  /** The order's ledger entries (ledger.rules.ts `ledgerDrafts`); line_index is 1-based. */
  ledger: {
    line_index: number | null;
    seller_id: number;
    kind: LedgerEntryKind;
    funded_by: DiscountFunder | null;
    coupon_code: string | null;
    amount_cents: number;
  }[];
  /** Who placed it: the buyer, an admin naming them, or null for a guest. */
  actor_user_id: string | null;
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
  /** Null for a guest's order (decision 0019). */
  userSlug: users.slug,
  guestEmail: orders.guestEmail,
  /** The account's e-mail and name, or the guest's e-mail and the delivery name. */
  buyerEmail: sql<string>`coalesce(${users.email}, ${orders.guestEmail})`,
  buyerName: sql<string>`coalesce(${users.fullName}, ${orders.shippingName})`,
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
  shippingCountryCode: orders.shippingCountryCode,
  shippingPostalCode: orders.shippingPostalCode,
  shippingAddressLine2: orders.shippingAddressLine2,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
};

function selectOrders(db: Executor) {
  return db.select(orderFields).from(orders).leftJoin(users, eq(users.id, orders.userId)).$dynamic();
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

/**
 * A page of a user's orders of every status and their count, as prepared statements: every signed-in
 * product page reads them (what the shopper may review), and their plans (the user's rows from
 * `orders_user_id_created_at_idx`) do not depend on the user. Built anew, the two cost PostgreSQL 0.8 ms
 * a page to parse and plan (against 0.05 ms to run) and Drizzle its SQL building.
 */
const pageOfOrdersOfUser = preparedPerDatabase((db) =>
  selectOrders(db)
    .where(eq(orders.userId, sql.placeholder('userId')))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('orders_of_user'),
);
const countOfOrdersOfUser = preparedPerDatabase((db) =>
  db
    .select({ count: count() })
    .from(orders)
    .where(eq(orders.userId, sql.placeholder('userId')))
    .prepare('order_count_of_user'),
);

/** One page of a user's orders, newest first, and how many there are in all. */
export async function ordersOfUser(
  db: Database,
  userId: string,
  status: OrderStatus | undefined,
  page: { offset: number; limit: number },
): Promise<{ rows: OrderRecord[]; count: number }> {
  if (status === undefined) {
    const [rows, [total]] = await Promise.all([
      pageOfOrdersOfUser(db).execute({ userId, limit: page.limit, offset: page.offset }),
      countOfOrdersOfUser(db).execute({ userId }),
    ]);
    return { rows, count: total?.count ?? 0 };
  }
  const where = and(eq(orders.userId, userId), eq(orders.orderStatus, status));
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
      variantSku: orderLines.variantSku,
      variantOptions: orderLines.variantOptions,
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
      deliveredAt: orderLines.deliveredAt,
      receivedAt: orderLines.receivedAt,
      carrier: orderLines.carrier,
      trackingNumber: orderLines.trackingNumber,
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
): Promise<{ variantId: number | null; quantity: number }[]> {
  return db
    .update(orderLines)
    .set({ lineStatus: 'cancelled' })
    .where(eq(orderLines.orderId, orderId))
    .returning({ variantId: orderLines.variantId, quantity: orderLines.quantity });
}

/**
 * Gives a cancelled order's capped flash-sale units back to their items, so the sale price returns for the
 * next buyer. Never below zero: a cap set after the order was placed took nothing from it.
 */
export async function returnFlashSaleUnits(db: Executor, orderId: number): Promise<void> {
  await db.execute(sql`
    update ${flashSaleItems} fsi set sold_quantity = greatest(0, fsi.sold_quantity - ol.quantity)
      from ${orderLines} ol
     where ol.order_id = ${orderId} and ol.flash_sale_item_id = fsi.id and fsi.sale_quantity is not null`);
}

/** What decides whether the buyer may confirm receiving a line: its status and an earlier confirmation. */
export async function deliveryStateOfLines(db: Executor, orderId: number) {
  return db
    .select({
      id: orderLines.id,
      slug: orderLines.slug,
      lineStatus: orderLines.lineStatus,
      receivedAt: orderLines.receivedAt,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
}

/** Records the buyer's confirmation on delivered lines not confirmed yet (a repeat changes nothing). */
export async function markLinesReceived(db: Executor, lineIds: number[], at: Date): Promise<void> {
  if (lineIds.length === 0) return;
  await db
    .update(orderLines)
    .set({ receivedAt: at })
    .where(
      and(
        inArray(orderLines.id, lineIds),
        eq(orderLines.lineStatus, 'delivered'),
        sql`${orderLines.receivedAt} is null`,
      ),
    );
}

/**
 * Cancels one line that has not shipped yet (pending or processing) and answers what it held, for the stock
 * to go back; undefined when the line is not (or no longer) in such a state, so two cancels cannot both
 * return the stock.
 */
export async function cancelUnshippedLine(
  db: Executor,
  lineId: number,
): Promise<{ variantId: number | null; quantity: number } | undefined> {
  const [row] = await db
    .update(orderLines)
    .set({ lineStatus: 'cancelled' })
    .where(and(eq(orderLines.id, lineId), inArray(orderLines.lineStatus, ['pending', 'processing'])))
    .returning({ variantId: orderLines.variantId, quantity: orderLines.quantity });
  return row;
}

/** Gives one cancelled line's capped flash-sale units back to its item (see `returnFlashSaleUnits`). */
export async function returnFlashSaleUnitsOfLine(db: Executor, lineId: number): Promise<void> {
  await db.execute(sql`
    update ${flashSaleItems} fsi set sold_quantity = greatest(0, fsi.sold_quantity - ol.quantity)
      from ${orderLines} ol
     where ol.id = ${lineId} and ol.flash_sale_item_id = fsi.id and fsi.sale_quantity is not null`);
}

/**
 * Marks a pending card order paid when the provider's payment matches it exactly (its id and the order's
 * total); answers whether this call changed it. A second delivery of the same payment finds it paid.
 */
export async function markCardOrderPaid(
  db: Executor,
  transactionId: string,
  amountCents: number,
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ paymentStatus: 'success' })
    .where(
      and(
        eq(orders.transactionId, transactionId),
        eq(orders.paymentMethod, 'card'),
        eq(orders.totalCents, amountCents),
        eq(orders.paymentStatus, 'pending'),
      ),
    )
    .returning({ id: orders.id });
  return rows.length > 0;
}

export async function orderByTransactionId(db: Executor, transactionId: string) {
  const [row] = await selectOrders(db).where(eq(orders.transactionId, transactionId)).limit(1);
  return row;
}
