/**
 * After the order (docs/money.md "Reversals", docs/api.md "Returns and invoices"): a buyer's return requests,
 * the refunds money-side, and invoice numbers.
 *
 * - A return request covers one delivered line, whole; at most one open or accepted request per line.
 * - A refund records money given back to the buyer for an accepted return: its amount is what the ledger's
 *   reversing entries of the line give back (sale less the line's discounts), never typed by anyone.
 * - Invoice numbers are sequential per calendar year (UTC): `invoice_counters` holds the last number of each
 *   year, taken with one guarded upsert in the transaction that writes the invoice, so two invoices never
 *   share a number and a rolled-back transaction gives its number back unused (no gap, no reuse).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
import { orderLines, orders } from './orders.ts';
import { sellers } from './sellers.ts';
import { paymentMethods, returnStatuses } from './statuses.ts';

export const returnRequests = pgTable(
  'return_requests',
  {
    id: identityId(),
    slug: publicSlug(),
    orderId: foreignId('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    orderLineId: foreignId('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'restrict' }),
    /** The shop that decides (the line's seller), copied for the seller's list. */
    sellerId: foreignId('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'restrict' }),
    /** The account that asked; null when a guest asked from the order's signed link (decision 0035). */
    buyerUserId: text('buyer_user_id').references(() => users.id, { onDelete: 'restrict' }),
    reason: text('reason').notNull(),
    /** Photos the buyer uploaded through POST /api/uploads (their public URLs). */
    photoUrls: text('photo_urls').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: returnStatuses }).notNull().default('requested'),
    /** Why the seller refused (required then), or a note with an acceptance. */
    sellerNote: text('seller_note'),
    decidedAt: timestampTz('decided_at'),
    decidedByUserId: text('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('return_requests_status_check', isOneOf(table.status, returnStatuses)),
    check(
      'return_requests_decided_check',
      sql`(${table.status} = 'requested') = (${table.decidedAt} is null)`,
    ),
    // A line has at most one request that is still open or was accepted; after a refusal the buyer may ask again.
    uniqueIndex('return_requests_line_open_key')
      .on(table.orderLineId)
      .where(sql`${table.status} <> 'refused'`),
    index('return_requests_order_id_idx').on(table.orderId),
    index('return_requests_seller_id_created_at_idx').on(table.sellerId, table.createdAt),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: identityId(),
    slug: publicSlug(),
    orderId: foreignId('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The accepted return this refund pays back; one refund per return. */
    returnRequestId: foreignId('return_request_id').references(() => returnRequests.id, {
      onDelete: 'restrict',
    }),
    /** How the money goes back: the order's payment method. */
    method: text('method', { enum: paymentMethods }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    /** The payment provider's refund id (card refunds); null for cash on delivery. */
    providerReference: text('provider_reference'),
    createdAt: createdAt(),
  },
  (table) => [
    check('refunds_method_check', isOneOf(table.method, paymentMethods)),
    check('refunds_amount_check', sql`${table.amountCents} >= 0`),
    uniqueIndex('refunds_return_request_key').on(table.returnRequestId),
    index('refunds_order_id_idx').on(table.orderId),
  ],
);

/** The last invoice number given in each year. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    year: integer('year').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [check('invoice_counters_last_number_check', sql`${table.lastNumber} > 0`)],
);

/** One invoice per order (seller_id null) and one per seller's part of it; issued on first download. */
export const invoices = pgTable(
  'invoices',
  {
    id: identityId(),
    orderId: foreignId('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    sellerId: foreignId('seller_id').references(() => sellers.id, { onDelete: 'restrict' }),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    issuedAt: timestampTz('issued_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoices_year_number_key').on(table.year, table.number),
    uniqueIndex('invoices_order_seller_key').on(table.orderId, sql`coalesce(${table.sellerId}, 0)`),
  ],
);
