/**
 * The marketplace ledger (docs/money.md, decision "ledger"): what each order moved between buyer, shops and
 * marketplace, written in the order's own transaction and never changed afterwards. A cancellation writes
 * reversing entries (negative amounts pointing at the entry they undo), so a past month always sums the same.
 * Triggers (migration 0007) refuse UPDATE and DELETE.
 *
 * Amounts are positive cents for originals; who gains or loses follows from the kind:
 * - seller net        = sale − discount funded by the seller − commission + shipping
 * - marketplace take  = commission − discount funded by the marketplace
 * - the buyer paid    = sale − every discount + shipping = Σ seller nets + marketplace take.
 */
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { cents, createdAt, foreignId, identityId, isOneOf } from './columns.ts';
import { orderLines, orders } from './orders.ts';
import { sellers } from './sellers.ts';
import { discountFunders, ledgerEntryKinds } from './statuses.ts';

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: identityId(),
    orderId: foreignId('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The line a sale, discount or commission belongs to; null for a shop's shipping fee. */
    orderLineId: foreignId('order_line_id').references(() => orderLines.id, { onDelete: 'restrict' }),
    sellerId: foreignId('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ledgerEntryKinds }).notNull(),
    /** Discounts only: who pays for it. */
    fundedBy: text('funded_by', { enum: discountFunders }),
    /** Discounts only: the coupon code as used (a copy: coupons may be deleted later). */
    couponCode: text('coupon_code'),
    amountCents: cents('amount_cents').notNull(),
    /** Set on a reversing entry: the entry it undoes (each entry is undone at most once). */
    reversesEntryId: foreignId('reverses_entry_id'),
    createdAt: createdAt(),
  },
  (table) => [
    check('ledger_entries_kind_check', isOneOf(table.kind, ledgerEntryKinds)),
    check(
      'ledger_entries_funded_by_check',
      sql`(${table.kind} = 'discount') = (${table.fundedBy} is not null) and (${table.fundedBy} is null or ${isOneOf(table.fundedBy, discountFunders)})`,
    ),
    check('ledger_entries_line_check', sql`(${table.kind} = 'shipping') = (${table.orderLineId} is null)`),
    check(
      'ledger_entries_sign_check',
      sql`(${table.reversesEntryId} is null and ${table.amountCents} >= 0) or (${table.reversesEntryId} is not null and ${table.amountCents} <= 0)`,
    ),
    foreignKey({
      columns: [table.reversesEntryId],
      foreignColumns: [table.id],
      name: 'ledger_entries_reverses_entry_id_fkey',
    }).onDelete('restrict'),
    unique('ledger_entries_reverses_entry_key').on(table.reversesEntryId),
    index('ledger_entries_order_id_idx').on(table.orderId),
    index('ledger_entries_order_line_id_idx').on(table.orderLineId),
    // A seller's statement (per month, per order) and the marketplace's months read these.
    index('ledger_entries_seller_id_created_at_idx').on(table.sellerId, table.createdAt),
    index('ledger_entries_created_at_idx').on(table.createdAt),
  ],
);
