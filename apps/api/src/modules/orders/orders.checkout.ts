/**
 * The write half of a checkout (decision 0006): an order priced by `orders.service.ts` is queued with the
 * other orders placed at the same moment and written by `place_checkout_orders` (migration 0006) in one
 * statement and one transaction per group. This file turns a priced order into that function's input, and
 * its answer back into a placement (or an HTTP error) and into the written order's records.
 */
import type { OrderAddressInput } from '@shop/shared/shopping.contract';
import type { Database } from '../../db/client.ts';
import { createGroupCommit, type GroupCommit } from '../../lib/group-commit.ts';
import { ConflictError } from '../../lib/http-errors.ts';
import type { Shopper } from '../cart/cart.access.ts';
import { CouponRefusedError } from '../coupons/coupons.rules.ts';
import type { PricedLine, Quote } from './orders.pricing.ts';
import {
  type CheckoutOrder,
  type CheckoutOutcome,
  type OrderEventRecord,
  type OrderLineRecord,
  type OrderRecord,
  placeCheckoutOrders,
  type WrittenOrder,
} from './orders.repository.ts';

export type CheckoutQueue = GroupCommit<CheckoutOrder, CheckoutOutcome>;

/**
 * Orders per shared transaction. Each order that writes gets a subtransaction id; PostgreSQL caches up to
 * 64 of them per session, past that every other session's visibility checks get slower (subtransaction
 * overflow), so a group stays below 64.
 */
export const CHECKOUT_BATCH_SIZE = 50;

export function createCheckoutQueue(db: Database): CheckoutQueue {
  return createGroupCommit((batch) => db.transaction((tx) => placeCheckoutOrders(tx, batch)), {
    maxBatchSize: CHECKOUT_BATCH_SIZE,
  });
}

export interface PricedOrder {
  buyerId: string;
  actorId: string;
  paymentMethod: 'cod' | 'card';
  idempotencyKey: string | null;
  address: OrderAddressInput;
  lines: PricedLine[];
  totals: Pick<Quote, 'subtotalCents' | 'discountCents' | 'shippingCents' | 'totalCents'>;
  coupon: { id: number; code: string } | null;
}

/** Lines keep copies of name, first image, prices and seller, as they were when the order was priced. */
export function checkoutOrderOf(priced: PricedOrder): CheckoutOrder {
  const { address, totals } = priced;
  return {
    order: {
      user_id: priced.buyerId,
      payment_method: priced.paymentMethod,
      idempotency_key: priced.idempotencyKey,
      shipping_name: address.name,
      shipping_phone: address.phone,
      shipping_email: address.email ?? null,
      shipping_country: address.country,
      shipping_state: address.state ?? null,
      shipping_city: address.city,
      shipping_address: address.address,
      subtotal_cents: totals.subtotalCents,
      discount_cents: totals.discountCents,
      shipping_cents: totals.shippingCents,
      total_cents: totals.totalCents,
      coupon_code: priced.coupon?.code ?? null,
    },
    lines: priced.lines.map((line) => ({
      cart_id: line.cartId,
      product_id: line.productId,
      seller_id: line.sellerId,
      product_slug: line.productSlug,
      product_name: line.productName,
      image_url: line.imageUrls[0] ?? null,
      price_cents: line.priceCents,
      offer_price_cents: line.unitOfferCents,
      quantity: line.quantity,
    })),
    actor_user_id: priced.actorId,
    coupon_id: priced.coupon?.id ?? null,
  };
}

export interface WrittenOrderRecords {
  row: OrderRecord;
  lines: OrderLineRecord[];
  events: OrderEventRecord[];
}

/**
 * The records of an order just written, from what was priced and what the database filled in: the same
 * records `orders.service.ts fullOrder` would read back, without reading them (three queries per order less).
 */
export function writtenOrderRecords(
  buyer: Shopper,
  priced: PricedOrder,
  written: WrittenOrder,
): WrittenOrderRecords {
  const orderId = Number(written.order_id);
  const { address, totals } = priced;
  const row: OrderRecord = {
    id: orderId,
    slug: written.slug,
    userId: buyer.id,
    userSlug: buyer.slug,
    buyerEmail: buyer.email,
    buyerName: buyer.fullName,
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    shippingCents: totals.shippingCents,
    totalCents: totals.totalCents,
    couponCode: priced.coupon?.code ?? null,
    paymentMethod: priced.paymentMethod,
    transactionId: written.transaction_id,
    orderStatus: written.order_status,
    paymentStatus: written.payment_status,
    shippingName: address.name,
    shippingPhone: address.phone,
    shippingEmail: address.email ?? null,
    shippingCountry: address.country,
    shippingState: address.state ?? null,
    shippingCity: address.city,
    shippingAddress: address.address,
    createdAt: new Date(written.created_at),
    updatedAt: new Date(written.updated_at),
  };
  const lines = priced.lines.map((line, index): OrderLineRecord => {
    const stored = written.lines[index];
    if (!stored) throw new Error(`order ${written.slug}: the database answered fewer lines than were priced`);
    return {
      id: stored.id,
      orderId,
      slug: stored.slug,
      productId: line.productId,
      sellerId: line.sellerId,
      sellerSlug: line.sellerSlug,
      sellerEmail: line.sellerEmail,
      shopName: line.shopName,
      productSlug: line.productSlug,
      productName: line.productName,
      imageUrl: line.imageUrls[0] ?? null,
      priceCents: line.priceCents,
      offerPriceCents: line.unitOfferCents,
      quantity: line.quantity,
      lineStatus: stored.line_status,
    };
  });
  const { event } = written;
  const events: OrderEventRecord[] = [
    {
      orderId,
      orderLineId: null,
      lineSlug: null,
      status: event.status,
      note: event.note,
      at: new Date(event.at),
    },
  ];
  return { row, lines, events };
}

/**
 * Where an order stands once its group was written:
 * - `placed`: written and committed;
 * - `duplicate`: an order with the same Idempotency-Key exists (a retry racing the first request);
 * - `reprice`: the cart changed after it was priced, or the database chose it as a deadlock or
 *   serialization victim (another app instance's group held rows in the other order); nothing was
 *   written, the order may be priced and placed again.
 */
export type Placement =
  | { kind: 'placed'; written: WrittenOrder }
  | { kind: 'duplicate' }
  | { kind: 'reprice' };

const REPRICE_STATES = new Set(['SC001', '40P01', '40001']);

/** Reads `place_checkout_order`'s answer; a refusal the buyer must hear is thrown as its HTTP error. */
export function placementOf(outcome: CheckoutOutcome): Placement {
  if ('order_id' in outcome) return { kind: 'placed', written: outcome };
  const { sqlstate, message, constraint_name: constraint } = outcome;
  if (REPRICE_STATES.has(sqlstate)) return { kind: 'reprice' };
  if (sqlstate === '23505' && constraint === 'orders_user_idempotency_key') return { kind: 'duplicate' };
  switch (sqlstate) {
    case 'SC002':
      throw notEnoughStock({ productName: message });
    case 'SC003':
      throw new CouponRefusedError('This coupon has been used up', 'coupon_used_up');
    case 'SC004':
      throw new CouponRefusedError('You have already used this coupon', 'coupon_user_limit');
    default:
      throw new Error(`checkout write failed: ${sqlstate} ${message}`);
  }
}

export function notEnoughStock(line: { productName: string }): ConflictError {
  return new ConflictError(`Not enough stock for ${line.productName}`, 'insufficient_stock');
}
