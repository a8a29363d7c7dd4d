/**
 * The write half of a checkout (decision 0006): an order priced by `orders.service.ts` is queued with the
 * other orders placed at the same moment and written by `place_checkout_orders` (migration 0006) in one
 * statement and one transaction per group. This file turns a priced order into that function's input, and
 * its answer back into a placement (or an HTTP error) and into the written order's records.
 */
import type { DeliveryAddress } from '@shop/shared/address.contract';
import type { Database } from '../../db/client.ts';
import { ConflictError } from '../../kernel/http-errors.ts';
import { createGroupCommit, type GroupCommit } from '../../lib/group-commit.ts';
import { CouponRefusedError } from '../coupons/coupons.service.ts';
import { ledgerDrafts } from '../ledger/ledger.service.ts';
import { type PricedLine, type Quote, sellerShipping } from './orders.pricing.ts';
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
  /** The buyer's account, or null for a guest (who has `guestEmail`, decision 0019). */
  buyerId: string | null;
  guestEmail: string | null;
  actorId: string | null;
  paymentMethod: 'cod' | 'card';
  idempotencyKey: string | null;
  address: DeliveryAddress;
  lines: PricedLine[];
  totals: Pick<Quote, 'subtotalCents' | 'discountCents' | 'shippingCents' | 'totalCents'>;
  /** `sellerId`: the shop whose coupon it is (it funds the discount); null for a marketplace coupon. */
  coupon: { id: number; code: string; sellerId: number | null } | null;
}

/** Lines keep copies of name, first image, prices and seller, as they were when the order was priced. */
export function checkoutOrderOf(priced: PricedOrder): CheckoutOrder {
  const { address, totals } = priced;
  return {
    order: {
      user_id: priced.buyerId,
      guest_email: priced.guestEmail,
      payment_method: priced.paymentMethod,
      idempotency_key: priced.idempotencyKey,
      shipping_name: address.name,
      shipping_phone: address.phone,
      shipping_email: address.email ?? null,
      shipping_country: address.country,
      shipping_state: address.state ?? null,
      shipping_city: address.city,
      shipping_address: address.address,
      shipping_country_code: address.country_code ?? null,
      shipping_postal_code: address.postal_code || null,
      shipping_address_line2: address.address_line2 || null,
      subtotal_cents: totals.subtotalCents,
      discount_cents: totals.discountCents,
      shipping_cents: totals.shippingCents,
      total_cents: totals.totalCents,
      coupon_code: priced.coupon?.code ?? null,
    },
    lines: priced.lines.map((line) => ({
      cart_id: line.cartId,
      product_id: line.productId,
      variant_id: line.variantId,
      variant_sku: line.variantSku,
      variant_options: line.variantOptions,
      variant_title: line.variantTitle,
      seller_id: line.sellerId,
      product_slug: line.productSlug,
      product_name: line.productName,
      image_url: line.imageUrls[0] ?? null,
      price_cents: line.priceCents,
      offer_price_cents: line.unitOfferCents,
      quantity: line.quantity,
      commission_rate_bps: line.commissionRateBps,
      flash_sale_item_id: line.flashSaleItemId,
      flash_capped: line.flashSaleCapped,
    })),
    ledger: ledgerDrafts({
      lines: priced.lines,
      coupon: priced.coupon && {
        code: priced.coupon.code,
        sellerId: priced.coupon.sellerId,
        discountCents: totals.discountCents,
      },
      shipping: sellerShipping(priced.lines),
    }).map((draft) => ({
      line_index: draft.lineIndex,
      seller_id: draft.sellerId,
      kind: draft.kind,
      funded_by: draft.fundedBy,
      coupon_code: draft.couponCode,
      amount_cents: draft.amountCents,
    })),
    actor_user_id: priced.actorId,
    coupon_id: priced.coupon?.id ?? null,
  };
}

/** Who an order is for, as its records show it: an account, or a guest (no id or slug). */
export interface OrderBuyer {
  id: string | null;
  slug: string | null;
  email: string;
  fullName: string;
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
  buyer: OrderBuyer,
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
    guestEmail: priced.guestEmail,
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
    shippingCountryCode: address.country_code ?? null,
    shippingPostalCode: address.postal_code || null,
    shippingAddressLine2: address.address_line2 || null,
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
      variantSku: line.variantSku,
      variantOptions: line.variantOptions,
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
      deliveredAt: null,
      receivedAt: null,
      carrier: null,
      trackingNumber: null,
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
/** An account's and a guest's unique Idempotency-Key (a retry racing the first request). */
const IDEMPOTENCY_KEYS = new Set(['orders_user_idempotency_key', 'orders_guest_idempotency_key']);

/** Reads `place_checkout_order`'s answer; a refusal the buyer must hear is thrown as its HTTP error. */
export function placementOf(outcome: CheckoutOutcome): Placement {
  if ('order_id' in outcome) return { kind: 'placed', written: outcome };
  const { sqlstate, message, constraint_name: constraint } = outcome;
  if (REPRICE_STATES.has(sqlstate)) return { kind: 'reprice' };
  if (sqlstate === '23505' && IDEMPOTENCY_KEYS.has(constraint ?? '')) return { kind: 'duplicate' };
  switch (sqlstate) {
    case 'SC002':
      throw notEnoughStock({ productName: message });
    case 'SC005':
      throw new ConflictError(
        `The flash-sale price of ${message} has sold out; please check the new price and order again`,
        'flash_sale_sold_out',
      );
    case 'SC003':
      throw new CouponRefusedError('This coupon has been used up', 'coupon_used_up');
    case 'SC004':
      throw new CouponRefusedError('You have already used this coupon', 'coupon_user_limit');
    default:
      throw new Error(`checkout write failed: ${sqlstate} ${message}`);
  }
}

/** Names the product, and its variant when it has options: "Not enough stock for Trail shoe (EU 40)". */
export function notEnoughStock(line: { productName: string; variantTitle?: string }): ConflictError {
  const name = line.variantTitle ? `${line.productName} (${line.variantTitle})` : line.productName;
  return new ConflictError(`Not enough stock for ${name}`, 'insufficient_stock');
}
