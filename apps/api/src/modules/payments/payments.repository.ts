/** SQL of the payments module: handled webhook events and refunds (schema/payments.ts). */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentRefunds, paymentWebhookEvents } from '../../db/schema/index.ts';

/** Records a provider's event; false when that event was recorded before (a duplicate delivery). */
export async function recordWebhookEvent(
  db: Executor,
  event: { provider: string; eventId: string; type: string },
): Promise<boolean> {
  const rows = await db
    .insert(paymentWebhookEvents)
    .values({ ...event, outcome: 'received' })
    .onConflictDoNothing()
    .returning({ id: paymentWebhookEvents.id });
  return rows.length > 0;
}

export async function setWebhookOutcome(
  db: Executor,
  event: { provider: string; eventId: string },
  outcome: string,
): Promise<void> {
  await db
    .update(paymentWebhookEvents)
    .set({ outcome })
    .where(
      and(eq(paymentWebhookEvents.provider, event.provider), eq(paymentWebhookEvents.eventId, event.eventId)),
    );
}

/** Refunds of one order take turns (a transaction-scoped lock), so their sum is checked against a current total. */
export async function lockRefundsOf(db: Executor, orderId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('payment_refunds'), ${orderId})`);
}

export async function refundedCents(db: Executor, orderId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${paymentRefunds.amountCents}), 0)::int` })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.orderId, orderId));
  return row?.total ?? 0;
}

export async function refundByKey(db: Executor, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.idempotencyKey, idempotencyKey))
    .limit(1);
  return row;
}

export type RefundRecord = NonNullable<Awaited<ReturnType<typeof refundByKey>>>;

export async function insertRefund(
  db: Executor,
  refund: {
    orderId: number;
    amountCents: number;
    reason: string;
    idempotencyKey: string;
    providerRefundId: string | null;
  },
): Promise<RefundRecord> {
  const [row] = await db.insert(paymentRefunds).values(refund).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
