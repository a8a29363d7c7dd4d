/**
 * Orders (product rules §10): built from the server cart in one transaction. Lines copy the product's name,
 * image and prices at order time so later catalogue edits never rewrite history. One order can hold
 * lines of several sellers; each seller fulfils only its own lines (`line_status`).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import {
  cents,
  createdAt,
  foreignId,
  identityId,
  isOneOf,
  publicSlug,
  timestampTz,
  updatedAt,
} from './columns.ts';
import { flashSaleItems } from './content.ts';
import { productVariants } from './product-variants.ts';
import { products } from './products.ts';
import { sellers } from './sellers.ts';
import { orderStatuses, paymentMethods, paymentStatuses } from './statuses.ts';

export const orders = pgTable(
  'orders',
  {
    id: identityId(),
    slug: publicSlug(),
    /** The buyer's account; null for a guest's order until an account claims it (decision 0019). */
    userId: text('user_id').references(() => users.id, { onDelete: 'restrict' }),
    /** The e-mail a guest checked out with (lower case); null for an order placed by an account. */
    guestEmail: text('guest_email'),
    subtotalCents: cents('subtotal_cents').notNull(),
    discountCents: cents('discount_cents').notNull().default(0),
    shippingCents: cents('shipping_cents').notNull().default(0),
    totalCents: cents('total_cents').notNull(),
    /** The code as the shopper typed it; the coupon itself is linked through coupon_redemptions. */
    couponCode: text('coupon_code'),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull(),
    transactionId: text('transaction_id'),
    orderStatus: text('order_status', { enum: orderStatuses }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: paymentStatuses }).notNull().default('pending'),
    // Delivery address snapshot (docs/api.md Order.address), copied so editing a saved address changes no order.
    shippingName: text('shipping_name').notNull(),
    shippingPhone: text('shipping_phone').notNull(),
    shippingEmail: text('shipping_email'),
    shippingCountry: text('shipping_country').notNull(),
    shippingState: text('shipping_state'),
    shippingCity: text('shipping_city').notNull(),
    shippingAddress: text('shipping_address').notNull(),
    // Added with the address book (decision 0025); null on orders placed before it.
    shippingCountryCode: text('shipping_country_code'),
    shippingPostalCode: text('shipping_postal_code'),
    shippingAddressLine2: text('shipping_address_line2'),
    /** The `Idempotency-Key` header: a retried POST /orders finds the first order instead of a second. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('orders_payment_method_check', isOneOf(table.paymentMethod, paymentMethods)),
    check('orders_order_status_check', isOneOf(table.orderStatus, orderStatuses)),
    check('orders_payment_status_check', isOneOf(table.paymentStatus, paymentStatuses)),
    check('orders_subtotal_check', sql`${table.subtotalCents} >= 0`),
    check(
      'orders_discount_check',
      sql`${table.discountCents} >= 0 and ${table.discountCents} <= ${table.subtotalCents}`,
    ),
    check('orders_shipping_check', sql`${table.shippingCents} >= 0`),
    // The server computes totals; the database refuses an order whose numbers do not add up.
    check(
      'orders_total_check',
      sql`${table.totalCents} = ${table.subtotalCents} - ${table.discountCents} + ${table.shippingCents}`,
    ),
    unique('orders_user_idempotency_key').on(table.userId, table.idempotencyKey),
    // Every order has a buyer: an account, or a guest's e-mail.
    check('orders_buyer_check', sql`${table.userId} is not null or ${table.guestEmail} is not null`),
    // A guest's retried checkout (same e-mail and Idempotency-Key) finds the first order.
    uniqueIndex('orders_guest_idempotency_key')
      .on(table.guestEmail, table.idempotencyKey)
      .where(sql`${table.userId} is null`),
    // Guest order lookups (order number + e-mail) and claiming a guest's orders at verification.
    index('orders_guest_email_idx').on(table.guestEmail).where(sql`${table.guestEmail} is not null`),
    index('orders_user_id_created_at_idx').on(table.userId, table.createdAt),
    index('orders_order_status_idx').on(table.orderStatus),
    index('orders_created_at_idx').on(table.createdAt),
  ],
);

/** docs/api.md OrderLine `{ slug, productName, imageURL, price, offerPrice, quantity, seller_slug, line_status }`. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: identityId(),
    slug: publicSlug(),
    orderId: foreignId('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null once the product is deleted; the copied fields below keep the line readable. */
    productId: foreignId('product_id').references(() => products.id, { onDelete: 'set null' }),
    sellerId: foreignId('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'restrict' }),
    /** Null once the variant is deleted; `variant_sku` and `variant_options` keep what was sold. */
    variantId: foreignId('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    /** The variant's SKU when the order was placed (lines of products deleted before variants existed: null). */
    variantSku: text('variant_sku'),
    /** A copy of the variant's option values, `{ "Size": "M" }`; `{}` for a product without options. */
    variantOptions: jsonb('variant_options')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    productSlug: text('product_slug').notNull(),
    productName: text('product_name').notNull(),
    imageUrl: text('image_url'),
    priceCents: cents('price_cents').notNull(),
    offerPriceCents: cents('offer_price_cents'),
    quantity: integer('quantity').notNull(),
    /** The marketplace's commission rate when the order was placed: a later rate change never rewrites past earnings. */
    commissionRateBps: integer('commission_rate_bps').notNull(),
    /** The flash-sale item whose price the line was sold at (its capped units were taken), else null. */
    flashSaleItemId: foreignId('flash_sale_item_id').references(() => flashSaleItems.id, {
      onDelete: 'set null',
    }),
    lineStatus: text('line_status', { enum: orderStatuses }).notNull().default('pending'),
    /**
     * When the line became `delivered`: what its seller (or an admin) says. Set by a trigger whenever
     * line_status turns delivered (migration 0007), so every writer records it.
     */
    deliveredAt: timestampTz('delivered_at'),
    /** When the buyer confirmed receiving the line; a review counts as verified from then on. */
    receivedAt: timestampTz('received_at'),
    /** The parcel's carrier and tracking number, given by the seller when it ships the line. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    shippedAt: timestampTz('shipped_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('order_lines_quantity_check', sql`${table.quantity} > 0`),
    check('order_lines_price_check', sql`${table.priceCents} >= 0`),
    check(
      'order_lines_offer_price_check',
      sql`${table.offerPriceCents} is null or (${table.offerPriceCents} >= 0 and ${table.offerPriceCents} < ${table.priceCents})`,
    ),
    check('order_lines_line_status_check', isOneOf(table.lineStatus, orderStatuses)),
    check('order_lines_commission_check', sql`${table.commissionRateBps} between 0 and 10000`),
    // The buyer confirms receipt of what was delivered, never of a line still on its way.
    check('order_lines_received_check', sql`${table.receivedAt} is null or ${table.deliveredAt} is not null`),
    index('order_lines_order_id_idx').on(table.orderId),
    index('order_lines_product_id_idx').on(table.productId),
    index('order_lines_variant_id_idx').on(table.variantId),
    // A seller's fulfilment list: its own lines, newest first.
    index('order_lines_seller_id_created_at_idx').on(table.sellerId, table.createdAt),
  ],
);

/** The order's timeline (track order page): one row per status change, of the order or of one line. */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: identityId(),
    orderId: foreignId('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Set when a seller moved one line; null when the whole order moved. */
    orderLineId: foreignId('order_line_id').references(() => orderLines.id, { onDelete: 'cascade' }),
    status: text('status', { enum: orderStatuses }).notNull(),
    note: text('note'),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestampTz('at').notNull().defaultNow(),
  },
  (table) => [
    check('order_status_events_status_check', isOneOf(table.status, orderStatuses)),
    index('order_status_events_order_id_at_idx').on(table.orderId, table.at),
    index('order_status_events_order_line_id_idx').on(table.orderLineId),
    index('order_status_events_actor_user_id_idx').on(table.actorUserId),
  ],
);
