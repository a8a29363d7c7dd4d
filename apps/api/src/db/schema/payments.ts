/**
 * What the payments module keeps (decision 0020): the provider webhooks already handled, so a retried or
 * duplicated event changes nothing, and every refund given through a provider, so the total refunded never
 * exceeds what was paid and a retried refund is not paid twice.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
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
import { orders } from './orders.ts';
import { paymentRefundStatuses } from './statuses.ts';

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
    /** The provider's refund id (Stripe `re_…`); null for cash on delivery and until the provider took it. */
    providerRefundId: text('provider_refund_id'),
    /**
     * Where sending it stands (decision 0035). A pending or failed refund still counts towards what was
     * refunded, so nothing else can take its amount while it is retried.
     */
    status: text('status', { enum: paymentRefundStatuses }).notNull().default('refunded'),
    /** Calls made to the provider so far. */
    attempts: integer('attempts').notNull().default(1),
    /** When the retry job sends it again; null once refunded or when retries are exhausted. */
    nextAttemptAt: timestampTz('next_attempt_at'),
    /** The provider's last refusal, for the admin (never shown to buyers). */
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('payment_refunds_amount_check', sql`${table.amountCents} > 0`),
    check('payment_refunds_status_check', isOneOf(table.status, paymentRefundStatuses)),
    index('payment_refunds_due_idx').on(table.nextAttemptAt).where(sql`${table.status} <> 'refunded'`),
    unique('payment_refunds_idempotency_key').on(table.idempotencyKey),
    index('payment_refunds_order_id_idx').on(table.orderId),
  ],
);
