/**
 * What the payments module keeps (decision 0020): the provider webhooks already handled, so a retried or
 * duplicated event changes nothing, and every refund given through a provider, so the total refunded never
 * exceeds what was paid and a retried refund is not paid twice.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { cents, createdAt, foreignId, identityId, publicSlug, timestampTz } from './columns.ts';
import { orders } from './orders.ts';

export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: identityId(),
    provider: text('provider').notNull(),
    /** The provider's event id (Stripe `evt_…`): the same event delivered twice is handled once. */
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** What handling it did: `confirmed`, `ignored`, `unknown_payment`, `amount_mismatch`. */
    outcome: text('outcome').notNull(),
    receivedAt: timestampTz('received_at').notNull().defaultNow(),
  },
  (table) => [unique('payment_webhook_events_provider_event_key').on(table.provider, table.eventId)],
);

export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: identityId(),
    slug: publicSlug(),
    orderId: foreignId('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amountCents: cents('amount_cents').notNull(),
    reason: text('reason').notNull(),
    /** The caller's key (e.g. `return-<slug>`): asking again with it answers the first refund. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The provider's refund id (Stripe `re_…`); null for cash on delivery. */
    providerRefundId: text('provider_refund_id'),
    createdAt: createdAt(),
  },
  (table) => [
    check('payment_refunds_amount_check', sql`${table.amountCents} > 0`),
    unique('payment_refunds_idempotency_key').on(table.idempotencyKey),
    index('payment_refunds_order_id_idx').on(table.orderId),
  ],
);
