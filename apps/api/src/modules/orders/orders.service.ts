/**
 * Orders (docs/api.md "Wishlist, cart, orders", product rules §10). `placeOrder` builds an order from the server-side
 * cart, all-or-nothing, in two halves (decision 0006):
 *   1. pricing, without locks: the cart lines with prices, seller and the running flash-sale price, the
 *      coupon judged, the totals computed; an empty cart is 400, a line short of stock 409 at once;
 *   2. writing, in `place_checkout_order` (migration 0006) with the orders placed at the same moment, one
 *      statement and one COMMIT for the group (`orders.checkout.ts`), each order in its own subtransaction:
 *      the order row (a retry with the same Idempotency-Key fails on the unique index and replays the
 *      first order), the priced cart lines deleted (if the cart changed meanwhile, the order is priced
 *      again), stock taken in product-id order with `stock = stock - q where stock >= q` (a miss is 409
 *      "Not enough stock for <product>"), one coupon use taken with `apply_qty < items_number` and the
 *      per-user count re-read under that row lock, then lines (copies of name, first image, prices,
 *      seller), the redemption and the `pending` event.
 * The answer comes once the group has committed, built from what was priced and what the write answered
 * (migration 0006), not read back. After that the payment provider starts and the buyer and each seller get
 * a mail. A request whose Idempotency-Key already has an order is answered that order (200) wherever it is
 * refused: the emptied cart, the write's unique key. Client prices and totals never enter: the body schema
 * refuses such fields.
 */

import type { DeliveryAddress, OrderAddressInput } from '@shop/shared/address.contract';
import { lineTotalCents, subtotalCents, toCents, toDollars } from '@shop/shared/money';
import type { OrderData, OrderLineData, OrderQuoteData } from '@shop/shared/shopping.contract';
import { trackingOf } from '@shop/shared/tracking';
import type { Database, Executor } from '../../db/client.ts';
import type { OrderStatus } from '../../db/schema/statuses.ts';
import type { Shopper } from '../../kernel/access.ts';
import {
  AppError,
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
} from '../../kernel/http-errors.ts';
import { pageBounds } from '../../kernel/pagination.ts';
import type { PaymentProvider, PaymentProviders } from '../../kernel/payment-provider.ts';
import { addressBySlug } from '../addresses/addresses.service.ts';
import { giveRedemptionsTo, judgeCoupon, releaseRedemptionOf } from '../coupons/coupons.service.ts';
import { reverseCancelledLines } from '../ledger/ledger.service.ts';
import { assertTransition } from './order-status.ts';
import {
  type CheckoutQueue,
  checkoutOrderOf,
  notEnoughStock,
  type Placement,
  type PricedOrder,
  placementOf,
  type WrittenOrderRecords,
  writtenOrderRecords,
} from './orders.checkout.ts';
import { guestOrderRecord, guestOrderToken, noSuchOrder, tokenMatches } from './orders.guest-link.ts';
import type { OrderMailer, OrderMailRecipients } from './orders.mail.ts';
import { priceLines, quote } from './orders.pricing.ts';
import {
  cancelLinesOf,
  cancelPendingOrder,
  cancelUnshippedLine,
  checkoutItems,
  claimGuestOrderRows,
  eventsOfOrders,
  insertStatusEvent,
  linesOfOrders,
  type OrderEventRecord,
  type OrderLineRecord,
  type OrderRecord,
  orderById,
  orderBySlug,
  orderIdByIdempotencyKey,
  ordersOfUser,
  returnFlashSaleUnits,
  returnFlashSaleUnitsOfLine,
  returnStock,
  sellerIdOfUser,
  setOrderPayment,
} from './orders.repository.ts';

export interface OrderDeps {
  db: Database;
  /** Writes priced orders in groups (group commit, decision 0006). */
  checkouts: CheckoutQueue;
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
    variant_sku: line.variantSku,
    variant_options: line.variantOptions,
    imageURL: line.imageUrl ? [line.imageUrl] : [],
    price: toDollars(line.priceCents),
    offerPrice: line.offerPriceCents == null ? null : toDollars(line.offerPriceCents),
    quantity: line.quantity,
    lineTotal: toDollars(lineTotalCents(line)),
    seller_slug: line.sellerSlug,
    shop_name: line.shopName,
    line_status: line.lineStatus,
    delivered_at: line.deliveredAt?.toISOString() ?? null,
    received_at: line.receivedAt?.toISOString() ?? null,
    tracking: trackingOf(line.carrier, line.trackingNumber),
  };
}

export function toOrder(
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
      country_code: order.shippingCountryCode,
      state: order.shippingState,
      city: order.shippingCity,
      postal_code: order.shippingPostalCode,
      address: order.shippingAddress,
      address_line2: order.shippingAddressLine2,
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

/** One order as its buyer sees it, with its line records (sellers' mail addresses): three queries. */
export async function fullOrder(
  db: Database,
  orderId: number,
): Promise<{ order: OrderData; lines: OrderLineRecord[] }> {
  const [row, lines, events] = await Promise.all([
    orderById(db, orderId),
    linesOfOrders(db, [orderId]),
    eventsOfOrders(db, [orderId]),
  ]);
  if (!row) throw new NotFoundError('Order not found', 'order_not_found');
  return { order: toOrder(row, lines, events, { kind: 'full' }), lines };
}

// --- Checkout ---------------------------------------------------------------------------------------------

export async function quoteCheckout(
  db: Database,
  shopper: Shopper,
  couponCode?: string,
): Promise<OrderQuoteData> {
  const now = new Date();
  const lines = priceLines(
    (await checkoutItems(db, shopper.id)).filter((item) => item.visible),
    now,
  );
  const discount =
    couponCode && lines.length > 0
      ? (await judgeCoupon(db, { userId: shopper.id }, couponCode, lines, { now })).discountCents
      : 0;
  const result = quote(lines, discount);
  return {
    product_list: result.lines.map((line) => ({
      slug: line.productSlug,
      product_slug: line.productSlug,
      productName: line.productName,
      variant_sku: line.variantSku,
      variant_options: line.variantOptions,
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

async function deliveryAddress(
  db: Database,
  buyer: Shopper,
  input: PlaceOrderInput,
): Promise<DeliveryAddress> {
  if (input.address) return input.address;
  const saved = input.addressSlug ? await addressBySlug(db, input.addressSlug) : undefined;
  if (!saved) throw new NotFoundError(`Address ${input.addressSlug} not found`, 'address_not_found');
  if (saved.userId !== buyer.id) throw new ForbiddenError('You may only use your own addresses', 'forbidden');
  return {
    name: saved.name,
    email: saved.email ?? undefined,
    phone: saved.phone,
    country: saved.country,
    country_code: saved.countryCode,
    state: saved.state ?? undefined,
    city: saved.city,
    postal_code: saved.postalCode,
    address: saved.address,
    address_line2: saved.addressLine2,
  };
}

/** Half 1 of the module comment, then the order handed to the group commit; see `Placement`. */
async function priceAndPlace(
  deps: OrderDeps,
  buyer: Shopper,
  actor: Shopper,
  input: PlaceOrderInput,
  address: DeliveryAddress,
): Promise<{ placement: Placement; priced: PricedOrder }> {
  const now = new Date();
  const items = (await checkoutItems(deps.db, buyer.id)).filter((item) => item.visible);
  if (items.length === 0) throw new BadRequestError('Your cart is empty', 'cart_empty');
  // Fail fast; the guarded stock update in the write alone decides.
  const short = items.find((item) => item.stock < item.quantity);
  if (short) throw notEnoughStock(short);
  const lines = priceLines(items, now);
  const coupon = input.couponCode
    ? await judgeCoupon(deps.db, { userId: buyer.id }, input.couponCode, lines, { now })
    : undefined;
  const totals = quote(lines, coupon?.discountCents ?? 0);
  const priced: PricedOrder = {
    buyerId: buyer.id,
    guestEmail: null,
    actorId: actor.id,
    paymentMethod: input.paymentMethod,
    idempotencyKey: input.idempotencyKey ?? null,
    address,
    lines,
    totals,
    coupon: coupon
      ? { id: coupon.coupon.id, code: coupon.coupon.code, sellerId: coupon.coupon.sellerId }
      : null,
  };
  return { placement: placementOf(await deps.checkouts.submit(checkoutOrderOf(priced))), priced };
}

/** Pricing again after a changed cart or a deadlock victim; a cart that keeps changing gets 409. */
export const MAX_PLACEMENT_ATTEMPTS = 3;

/** After the commit: start the payment, then mail the buyer and each seller (never failing the order). */
export async function afterCommit(
  deps: OrderDeps,
  buyer: OrderMailRecipients['buyer'],
  written: WrittenOrderRecords,
  provider: PaymentProvider,
): Promise<OrderData> {
  const orderId = written.row.id;
  let order = toOrder(written.row, written.lines, written.events, { kind: 'full' });
  let { lines } = written;
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
      buyer,
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
  // The key is not looked up before pricing (one query less per order): a request whose key already has
  // an order finds the cart that order emptied (400), or a refusal of what it now holds, or, at the write,
  // the unique key (duplicate). Each of these looks the key up then and answers the first order instead.
  let refusal: unknown;
  try {
    const placed = await placeNewOrder(deps, buyer, actor, input, provider);
    if (placed) return { order: placed, replayed: false, message: provider.successMessage };
    // undefined: the write found an order with this key (a concurrent request with the same key was first).
  } catch (error) {
    if (!key || !(error instanceof AppError) || error.statusCode >= 500) throw error;
    refusal = error;
  }
  const first = key ? await orderIdByIdempotencyKey(db, buyer.id, key) : undefined;
  if (first === undefined) throw refusal ?? cartChanged();
  return { order: (await fullOrder(db, first)).order, replayed: true, message: provider.successMessage };
}

export function cartChanged(): ConflictError {
  return new ConflictError(
    'Your cart changed while the order was being placed; please try again',
    'cart_changed',
  );
}

/** Prices and writes the order (again after a changed cart); undefined when its key was already used. */
async function placeNewOrder(
  deps: OrderDeps,
  buyer: Shopper,
  actor: Shopper,
  input: PlaceOrderInput,
  provider: PaymentProvider,
): Promise<OrderData | undefined> {
  const address = await deliveryAddress(deps.db, buyer, input);
  for (let attempt = 1; attempt <= MAX_PLACEMENT_ATTEMPTS; attempt++) {
    const { placement, priced } = await priceAndPlace(deps, buyer, actor, input, address);
    if (placement.kind === 'placed') {
      const records = writtenOrderRecords(buyer, priced, placement.written);
      return afterCommit(
        deps,
        { email: buyer.email, name: buyer.displayName || buyer.fullName },
        records,
        provider,
      );
    }
    if (placement.kind === 'duplicate') return undefined;
  }
  throw cartChanged();
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

/** The buyer (or an admin) cancels a pending order (`cancelPendingOrderRow`). */
export async function cancelOrder(
  db: Database,
  viewer: Shopper,
  slug: string,
  reason?: string | undefined,
): Promise<OrderData> {
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
  await cancelPendingOrderRow(db, row, {
    actorUserId: viewer.id,
    note: cancellationNote(isBuyer ? 'Cancelled by the buyer' : 'Cancelled by an admin', reason),
  });
  return (await fullOrder(db, row.id)).order;
}

/**
 * A guest cancels their pending order from its signed link (decision 0035): the same rules and the same
 * transaction as an account's cancellation; any token that is not this order's is the one 404.
 */
export async function cancelGuestOrder(
  db: Database,
  secret: string,
  slug: string,
  token: string,
  reason?: string | undefined,
): Promise<OrderData> {
  const { row, email } = await guestOrderRecord(db, slug);
  if (!tokenMatches(guestOrderToken(secret, row.slug, email), token)) throw noSuchOrder();
  await cancelPendingOrderRow(db, row, {
    actorUserId: null,
    note: cancellationNote('Cancelled by the buyer', reason),
  });
  return (await fullOrder(db, row.id)).order;
}

/**
 * The cancellation itself: the status moves atomically (a second cancel finds it already cancelled: 409),
 * the stock of every line and its capped flash-sale units return, the coupon use is given back, the ledger
 * gets reversing entries, an event is logged.
 */
async function cancelPendingOrderRow(
  db: Database,
  row: OrderRecord,
  event: { actorUserId: string | null; note: string },
): Promise<void> {
  assertTransition(row.orderStatus, 'cancelled');
  await db.transaction(async (tx) => {
    if (!(await cancelPendingOrder(tx, row.id))) {
      throw new ConflictError(
        `Order ${row.slug} can no longer be cancelled: only pending orders can`,
        'order_not_cancellable',
      );
    }
    const lines = await cancelLinesOf(tx, row.id);
    const held = lines
      .filter((line): line is { variantId: number; quantity: number } => line.variantId !== null)
      .sort((a, b) => a.variantId - b.variantId);
    for (const line of held) await returnStock(tx, line.variantId, line.quantity);
    await returnFlashSaleUnits(tx, row.id);
    await releaseRedemptionOf(tx, row.id);
    // The order's ledger entries stay as written; reversing entries undo them (docs/money.md).
    await reverseCancelledLines(tx, row.id);
    await insertStatusEvent(tx, { orderId: row.id, status: 'cancelled', ...event });
  });
}

/** The timeline's note of a cancellation: who, and the reason they gave (the original client gives none). */
export function cancellationNote(who: string, reason: string | undefined): string {
  return reason ? `${who}: ${reason}` : who;
}

/**
 * A seller cancels one line that has not shipped (pending or processing), in the caller's transaction with
 * the order and line locked: the line turns cancelled, its stock and capped flash-sale units return, and the
 * ledger reverses its entries (and the shop's shipping once none of its lines remains). False when the line
 * had moved on meanwhile. The caller rolls the order up and logs the event.
 */
export async function cancelUnshippedLineOf(tx: Executor, orderId: number, lineId: number): Promise<boolean> {
  const held = await cancelUnshippedLine(tx, lineId);
  if (!held) return false;
  if (held.variantId !== null) await returnStock(tx, held.variantId, held.quantity);
  await returnFlashSaleUnitsOfLine(tx, lineId);
  await reverseCancelledLines(tx, orderId);
  return true;
}

// The order lifecycle the admin and seller dashboards move orders along.
export { assertTransition, canTransition } from './order-status.ts';
// What the payments module reads and records of an order (decision 0020).
export {
  cancelledMessage,
  confirmCardPayment,
  type OrderPayment,
  orderPaymentById,
  orderPaymentForBuyer,
  orderPaymentForGuest,
  refundCancelledOrder,
} from './orders.payment.ts';
/**
 * The order behind a guest's signed link, for the returns module (decision 0035): its id, or the one 404 of
 * every miss (unknown number, an account's order, a token that is not this order's).
 */
export async function guestOrderIdByToken(
  db: Database,
  secret: string,
  slug: string,
  token: string,
): Promise<number> {
  const { row, email } = await guestOrderRecord(db, slug);
  if (!tokenMatches(guestOrderToken(secret, row.slug, email), token)) throw noSuchOrder();
  return row.id;
}

// A verified account takes over the guest orders of its e-mail (decision 0019).
export { insertStatusEvent, returnStock } from './orders.repository.ts';

/**
 * A verified account takes over the guest orders of its e-mail, and their coupon uses with them (so a
 * coupon limited per customer counts them for the account too). The number of orders it took.
 */
export async function claimGuestOrders(db: Database, userId: string, email: string): Promise<number> {
  return db.transaction(async (tx) => {
    const ids = await claimGuestOrderRows(tx, userId, email);
    await giveRedemptionsTo(tx, ids, userId);
    return ids.length;
  });
}
export { buyerMailTarget, mailStatusChange } from './orders.status-mail.ts';
