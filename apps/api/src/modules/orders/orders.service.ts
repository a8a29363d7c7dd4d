/**
 * Orders (API.md "Wishlist, cart, orders", DESIGN.md §4). `placeOrder` builds an order from the server-side
 * cart in ONE transaction:
 *   1. the order row (with the Idempotency-Key) is written first, so a retry waits on the unique index;
 *   2. the cart lines are locked and read with prices, seller and the running flash-sale price;
 *   3. stock is taken line by line, in product-id order (no deadlocks between orders), each with
 *      `stock = stock - q where stock >= q`; a miss is 409 "Not enough stock for <product>" and rolls back;
 *   4. the coupon (if any) is judged, then one use taken with `apply_qty < items_number` and the per-user
 *      count re-read under that row lock; a redemption row is written;
 *   5. lines (copies of name, first image, prices, seller), amounts, the `pending` event, and the ordered
 *      cart lines are deleted.
 * After the commit the payment provider starts and the buyer and each seller get a mail. Client prices and
 * totals never enter: the body schema refuses such fields.
 */
import { lineTotalCents, subtotalCents, toCents, toDollars } from '@shop/shared/money';
import type {
  OrderAddressInput,
  OrderData,
  OrderLineData,
  OrderQuoteData,
} from '@shop/shared/shopping.contract';
import type { Database, Transaction } from '../../db/client.ts';
import type { OrderStatus } from '../../db/schema/statuses.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/http-errors.ts';
import { addressBySlug } from '../addresses/addresses.repository.ts';
import type { Shopper } from '../cart/cart.access.ts';
import { deleteLinesByIds } from '../cart/cart.repository.ts';
import {
  recordRedemption,
  redemptionCount,
  releaseRedemptionOf,
  takeUse,
} from '../coupons/coupons.repository.ts';
import { CouponRefusedError } from '../coupons/coupons.rules.ts';
import { judgeCoupon } from '../coupons/coupons.service.ts';
import { pageBounds } from '../products/products.service.ts';
import { assertTransition } from './order-status.ts';
import type { OrderMailer } from './orders.mail.ts';
import { type PricedLine, priceLines, quote } from './orders.pricing.ts';
import {
  cancelLinesOf,
  cancelPendingOrder,
  checkoutItems,
  eventsOfOrders,
  insertOrderLines,
  insertOrderShell,
  insertStatusEvent,
  linesOfOrders,
  type OrderEventRecord,
  type OrderLineRecord,
  type OrderRecord,
  orderById,
  orderBySlug,
  orderIdByIdempotencyKey,
  ordersOfUser,
  returnStock,
  sellerIdOfUser,
  setOrderAmounts,
  setOrderPayment,
  takeStock,
} from './orders.repository.ts';
import type { PaymentProvider, PaymentProviders } from './payment.ts';

export interface OrderDeps {
  db: Database;
  payments: PaymentProviders;
  mailer: OrderMailer;
  log: { error(object: object, message: string): void };
}

/** Who reads an order: its buyer or an admin see it whole; a seller sees only its own lines. */
type OrderView = { kind: 'full' } | { kind: 'seller'; sellerId: number };

function toOrderLine(line: OrderLineRecord): OrderLineData {
  return {
    slug: line.productSlug,
    product_slug: line.productSlug,
    line_slug: line.slug,
    productName: line.productName,
    imageURL: line.imageUrl ? [line.imageUrl] : [],
    price: toDollars(line.priceCents),
    offerPrice: line.offerPriceCents == null ? null : toDollars(line.offerPriceCents),
    quantity: line.quantity,
    lineTotal: toDollars(lineTotalCents(line)),
    seller_slug: line.sellerSlug,
    shop_name: line.shopName,
    line_status: line.lineStatus,
  };
}

function toOrder(
  order: OrderRecord,
  lines: OrderLineRecord[],
  events: OrderEventRecord[],
  view: OrderView,
): OrderData {
  const visibleLines = view.kind === 'full' ? lines : lines.filter((line) => line.sellerId === view.sellerId);
  const visibleLineIds = new Set(visibleLines.map((line) => line.id));
  const history = events.filter(
    (event) => event.orderLineId === null || visibleLineIds.has(event.orderLineId),
  );
  // A seller sees the money of its own lines only: no other shop's amounts, no order-wide coupon or shipping.
  const ownSubtotal = subtotalCents(visibleLines);
  const amounts =
    view.kind === 'full'
      ? {
          subtotal: order.subtotalCents,
          discount: order.discountCents,
          shipping: order.shippingCents,
          total: order.totalCents,
        }
      : { subtotal: ownSubtotal, discount: 0, shipping: 0, total: ownSubtotal };
  return {
    slug: order.slug,
    user_slug: order.userSlug,
    product_list: visibleLines.map(toOrderLine),
    subTotal: toDollars(amounts.subtotal),
    discount: toDollars(amounts.discount),
    shippingCost: toDollars(amounts.shipping),
    total: toDollars(amounts.total),
    coupon_code: view.kind === 'full' ? order.couponCode : null,
    payment_method: order.paymentMethod,
    transaction_id: view.kind === 'full' ? order.transactionId : null,
    order_status: order.orderStatus,
    payment_status: order.paymentStatus,
    address: {
      name: order.shippingName,
      email: order.shippingEmail,
      phone: order.shippingPhone,
      country: order.shippingCountry,
      state: order.shippingState,
      city: order.shippingCity,
      address: order.shippingAddress,
    },
    status_history: history.map((event) => ({
      status: event.status,
      at: event.at.toISOString(),
      line_slug: event.lineSlug,
      note: event.note,
    })),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/** Orders with their lines and timelines: three queries whatever the number of orders. */
async function assemble(db: Database, rows: OrderRecord[], view: OrderView): Promise<OrderData[]> {
  const ids = rows.map((row) => row.id);
  const [lines, events] = await Promise.all([linesOfOrders(db, ids), eventsOfOrders(db, ids)]);
  return rows.map((row) =>
    toOrder(
      row,
      lines.filter((line) => line.orderId === row.id),
      events.filter((event) => event.orderId === row.id),
      view,
    ),
  );
}

async function fullOrder(
  db: Database,
  orderId: number,
): Promise<{ order: OrderData; lines: OrderLineRecord[] }> {
  const row = await orderById(db, orderId);
  if (!row) throw new NotFoundError('Order not found', 'order_not_found');
  const [order] = await assemble(db, [row], { kind: 'full' });
  return { order: order!, lines: await linesOfOrders(db, [orderId]) };
}

// --- Checkout ---------------------------------------------------------------------------------------------

export async function quoteCheckout(
  db: Database,
  shopper: Shopper,
  couponCode?: string,
): Promise<OrderQuoteData> {
  const now = new Date();
  const lines = priceLines(
    (await checkoutItems(db, shopper.id, now, { lock: false })).filter((item) => item.visible),
  );
  const discount =
    couponCode && lines.length > 0
      ? (await judgeCoupon(db, shopper.id, couponCode, lines, { now })).discountCents
      : 0;
  const result = quote(lines, discount);
  return {
    product_list: result.lines.map((line) => ({
      slug: line.productSlug,
      product_slug: line.productSlug,
      productName: line.productName,
      imageURL: line.imageUrls.slice(0, 1),
      price: toDollars(line.priceCents),
      offerPrice: line.unitOfferCents == null ? null : toDollars(line.unitOfferCents),
      quantity: line.quantity,
      lineTotal: toDollars(line.lineTotalCents),
      seller_slug: line.sellerSlug,
      shop_name: line.shopName,
    })),
    sellers: result.sellers.map((seller) => ({
      seller_slug: seller.sellerSlug,
      shop_name: seller.shopName,
      subTotal: toDollars(seller.subtotalCents),
      shippingCost: toDollars(seller.shippingCents),
    })),
    subTotal: toDollars(result.subtotalCents),
    discount: toDollars(result.discountCents),
    shippingCost: toDollars(result.shippingCents),
    total: toDollars(result.totalCents),
    coupon_code: couponCode && lines.length > 0 ? couponCode : null,
  };
}

export interface PlaceOrderInput {
  addressSlug?: string | undefined;
  address?: OrderAddressInput | undefined;
  paymentMethod: 'cod' | 'card';
  couponCode?: string | undefined;
  idempotencyKey?: string | undefined;
}

/** Finds `23505` on a given constraint through Drizzle's wrapping of driver errors. */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      return candidate.constraint === constraint || String(candidate.message ?? '').includes(constraint);
    }
    current = candidate.cause;
  }
  return false;
}

async function deliveryAddress(
  db: Database,
  buyer: Shopper,
  input: PlaceOrderInput,
): Promise<OrderAddressInput> {
  if (input.address) return input.address;
  const saved = input.addressSlug ? await addressBySlug(db, input.addressSlug) : undefined;
  if (!saved) throw new NotFoundError(`Address ${input.addressSlug} not found`, 'address_not_found');
  if (saved.userId !== buyer.id) throw new ForbiddenError('You may only use your own addresses', 'forbidden');
  return {
    name: saved.name,
    email: saved.email ?? undefined,
    phone: saved.phone,
    country: saved.country,
    state: saved.state ?? undefined,
    city: saved.city,
    address: saved.address,
  };
}

function stockOrder(lines: PricedLine[]): PricedLine[] {
  return [...lines].sort((a, b) => a.productId - b.productId);
}

/** Judges the coupon, takes one use (guarded), re-checks the per-user limit under that lock, records it. */
async function redeemCoupon(
  tx: Transaction,
  buyer: Shopper,
  code: string,
  lines: PricedLine[],
  context: { now: Date; orderId: number },
): Promise<{ discountCents: number; couponCode: string }> {
  const judged = await judgeCoupon(tx, buyer.id, code, lines, { now: context.now });
  if (!(await takeUse(tx, judged.coupon.id))) {
    throw new CouponRefusedError('This coupon has been used up', 'coupon_used_up');
  }
  const limit = judged.coupon.perUserLimit;
  if (limit !== null && (await redemptionCount(tx, judged.coupon.id, buyer.id)) >= limit) {
    throw new CouponRefusedError('You have already used this coupon', 'coupon_user_limit');
  }
  await recordRedemption(tx, { couponId: judged.coupon.id, userId: buyer.id, orderId: context.orderId });
  return { discountCents: judged.discountCents, couponCode: judged.coupon.code };
}

/** Steps 1 to 5 of the module comment, inside the caller's transaction; answers the new order's id. */
async function writeOrder(
  tx: Transaction,
  buyer: Shopper,
  actor: Shopper,
  input: PlaceOrderInput,
  address: OrderAddressInput,
): Promise<number> {
  const shell = await insertOrderShell(tx, {
    userId: buyer.id,
    paymentMethod: input.paymentMethod,
    idempotencyKey: input.idempotencyKey ?? null,
    shippingName: address.name,
    shippingPhone: address.phone,
    shippingEmail: address.email ?? null,
    shippingCountry: address.country,
    shippingState: address.state ?? null,
    shippingCity: address.city,
    shippingAddress: address.address,
  });
  const now = new Date();
  const items = (await checkoutItems(tx, buyer.id, now, { lock: true })).filter((item) => item.visible);
  if (items.length === 0) throw new BadRequestError('Your cart is empty', 'cart_empty');
  const lines = priceLines(items);

  const coupon = input.couponCode
    ? await redeemCoupon(tx, buyer, input.couponCode, lines, { now, orderId: shell.id })
    : { discountCents: 0, couponCode: null };
  const totals = quote(lines, coupon.discountCents);
  await insertOrderLines(
    tx,
    shell.id,
    lines.map((line) => ({
      productId: line.productId,
      sellerId: line.sellerId,
      productSlug: line.productSlug,
      productName: line.productName,
      imageUrl: line.imageUrls[0] ?? null,
      priceCents: line.priceCents,
      offerPriceCents: line.unitOfferCents,
      quantity: line.quantity,
    })),
  );
  await setOrderAmounts(tx, shell.id, {
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    shippingCents: totals.shippingCents,
    totalCents: totals.totalCents,
    couponCode: coupon.couponCode,
  });
  await insertStatusEvent(tx, { orderId: shell.id, status: 'pending', actorUserId: actor.id });
  await deleteLinesByIds(
    tx,
    lines.map((line) => line.cartId),
  );
  // Stock last: the guarded update locks each product row until commit, so every other order of a hot
  // item waits only for this commit, not for the inserts above (issue 8: hot-item checkout throughput).
  // Not enough stock rolls all of it back.
  for (const line of stockOrder(lines)) {
    if (!(await takeStock(tx, line.productId, line.quantity))) {
      throw new ConflictError(`Not enough stock for ${line.productName}`, 'insufficient_stock');
    }
  }
  return shell.id;
}

/** After the commit: start the payment, then mail the buyer and each seller (never failing the order). */
async function afterCommit(
  deps: OrderDeps,
  buyer: Shopper,
  orderId: number,
  provider: PaymentProvider,
): Promise<OrderData> {
  let { order, lines } = await fullOrder(deps.db, orderId);
  try {
    const payment = await provider.start({
      slug: order.slug,
      totalCents: toCents(order.total),
      buyerEmail: buyer.email,
    });
    if (payment.paymentStatus !== 'pending' || payment.transactionId !== null) {
      await setOrderPayment(deps.db, orderId, payment);
      ({ order, lines } = await fullOrder(deps.db, orderId));
    }
  } catch (error) {
    deps.log.error({ err: error, order: order.slug }, 'payment start failed; the order stays pending');
  }
  const sellers = new Map(
    lines.map((line) => [
      line.sellerSlug,
      { sellerSlug: line.sellerSlug, shopName: line.shopName, email: line.sellerEmail },
    ]),
  );
  const placed = order;
  deps.mailer
    .orderPlaced(placed, {
      buyer: { email: buyer.email, name: buyer.displayName || buyer.fullName },
      sellers: [...sellers.values()],
    })
    .catch((error: unknown) => deps.log.error({ err: error, order: placed.slug }, 'order mails failed'));
  return order;
}

export async function placeOrder(
  deps: OrderDeps,
  buyer: Shopper,
  actor: Shopper,
  input: PlaceOrderInput,
): Promise<{ order: OrderData; replayed: boolean; message: string }> {
  const { db } = deps;
  const provider = deps.payments.get(input.paymentMethod);
  if (!provider) {
    throw new BadRequestError(
      input.paymentMethod === 'card'
        ? 'Card payments are not configured'
        : 'This payment method is not available',
      'payment_method_unavailable',
    );
  }
  const key = input.idempotencyKey;
  const replay = async (orderId: number) => ({
    order: (await fullOrder(db, orderId)).order,
    replayed: true,
    message: provider.successMessage,
  });
  if (key) {
    const existing = await orderIdByIdempotencyKey(db, buyer.id, key);
    if (existing !== undefined) return replay(existing);
  }
  const address = await deliveryAddress(db, buyer, input);

  let outcome: { orderId: number; replayed: boolean };
  try {
    outcome = await db.transaction(async (tx) => {
      // On PGlite transactions take turns, so a retry that passed the check above finds the key here.
      const existing = key ? await orderIdByIdempotencyKey(tx, buyer.id, key) : undefined;
      if (existing !== undefined) return { orderId: existing, replayed: true };
      return { orderId: await writeOrder(tx, buyer, actor, input, address), replayed: false };
    });
  } catch (error) {
    // On PostgreSQL a concurrent retry waits on the unique key, then lands here: answer the first order.
    if (key && isUniqueViolation(error, 'orders_user_idempotency_key')) {
      const existing = await orderIdByIdempotencyKey(db, buyer.id, key);
      if (existing !== undefined) return replay(existing);
    }
    throw error;
  }
  if (outcome.replayed) return replay(outcome.orderId);
  return {
    order: await afterCommit(deps, buyer, outcome.orderId, provider),
    replayed: false,
    message: provider.successMessage,
  };
}

// --- Reading and cancelling -------------------------------------------------------------------------------

/** The order as `viewer` may see it; 404 (never 403) when they may not, so existence is not revealed. */
export async function orderForViewer(db: Database, viewer: Shopper, slug: string): Promise<OrderData> {
  const row = await orderBySlug(db, slug);
  const notFound = new NotFoundError(`Order ${slug} not found`, 'order_not_found');
  if (!row) throw notFound;
  if (row.userId === viewer.id || viewer.role === 'admin')
    return (await assemble(db, [row], { kind: 'full' }))[0]!;
  const sellerId = await sellerIdOfUser(db, viewer.id);
  if (sellerId === undefined) throw notFound;
  const [order] = await assemble(db, [row], { kind: 'seller', sellerId });
  if (!order || order.product_list.length === 0) throw notFound;
  return order;
}

export async function listOrders(
  db: Database,
  shopper: Shopper,
  status: OrderStatus | undefined,
  page: { page: number; limit: number },
): Promise<{ data: OrderData[]; count: number }> {
  const { rows, count } = await ordersOfUser(db, shopper.id, status, pageBounds(page.page, page.limit));
  return { data: await assemble(db, rows, { kind: 'full' }), count };
}

/**
 * The buyer (or an admin) cancels a pending order: the status moves atomically (a second cancel finds it
 * already cancelled: 409), the stock of every line returns, the coupon use is given back, an event is logged.
 */
export async function cancelOrder(db: Database, viewer: Shopper, slug: string): Promise<OrderData> {
  const row = await orderBySlug(db, slug);
  const isBuyer = row?.userId === viewer.id;
  if (!row || (!isBuyer && viewer.role !== 'admin')) {
    // A seller of one of its lines may read the order but not cancel it.
    if (row && (await sellerIdOfUser(db, viewer.id)) !== undefined) {
      const seen = await orderForViewer(db, viewer, slug).catch(() => undefined);
      if (seen) throw new ForbiddenError('Only the buyer can cancel an order', 'forbidden');
    }
    throw new NotFoundError(`Order ${slug} not found`, 'order_not_found');
  }
  assertTransition(row.orderStatus, 'cancelled');
  await db.transaction(async (tx) => {
    if (!(await cancelPendingOrder(tx, row.id))) {
      throw new ConflictError(
        `Order ${slug} can no longer be cancelled: only pending orders can`,
        'order_not_cancellable',
      );
    }
    const lines = await cancelLinesOf(tx, row.id);
    const held = lines
      .filter((line): line is { productId: number; quantity: number } => line.productId !== null)
      .sort((a, b) => a.productId - b.productId);
    for (const line of held) await returnStock(tx, line.productId, line.quantity);
    await releaseRedemptionOf(tx, row.id);
    await insertStatusEvent(tx, {
      orderId: row.id,
      status: 'cancelled',
      actorUserId: viewer.id,
      note: isBuyer ? 'Cancelled by the buyer' : 'Cancelled by an admin',
    });
  });
  return (await fullOrder(db, row.id)).order;
}
