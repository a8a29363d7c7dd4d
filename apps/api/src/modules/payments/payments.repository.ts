/** SQL of the payments module: handled webhook events and refunds (schema/payments.ts). */
import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
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

/**
 * Records a refund about to be sent: `pending`, no call made yet, due for the retry job after the sending
 * lease (so a process that dies mid-call leaves it to be sent again, under the same key).
 */
export async function insertRefund(
  db: Executor,
  refund: {
    orderId: number;
    amountCents: number;
    reason: string;
    idempotencyKey: string;
    dueAt: Date;
  },
): Promise<RefundRecord> {
  const { dueAt, ...fields } = refund;
  const [row] = await db
    .insert(paymentRefunds)
    .values({ ...fields, providerRefundId: null, status: 'pending', attempts: 0, nextAttemptAt: dueAt })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The provider took it: refunded, with its id; an already refunded row is answered as it is. */
export async function markRefundSent(
  db: Executor,
  id: number,
  sent: { providerRefundId: string | null; attempts: number },
): Promise<RefundRecord> {
  const [row] = await db
    .update(paymentRefunds)
    .set({ ...sent, status: 'refunded', nextAttemptAt: null, lastError: null })
    .where(and(eq(paymentRefunds.id, id), ne(paymentRefunds.status, 'refunded')))
    .returning();
  if (row) return row;
  const [kept] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
  if (!kept) throw new Error(`refund ${id} vanished`);
  return kept;
}

/** The provider refused or could not be reached; `nextAttemptAt` null once retries are spent. */
export async function markRefundFailed(
  db: Executor,
  id: number,
  failed: { attempts: number; nextAttemptAt: Date | null; lastError: string },
): Promise<void> {
  await db
    .update(paymentRefunds)
    .set({ ...failed, status: 'failed' })
    .where(and(eq(paymentRefunds.id, id), ne(paymentRefunds.status, 'refunded')));
}

/**
 * Takes up to `limit` refunds that are due, pushing each one's next attempt to `leaseUntil` in the same
 * statement: two instances never send the same refund at once (rows another takes are skipped), and a
 * sender that dies leaves it due again after the lease.
 */
export async function claimDueRefunds(
  db: Executor,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<RefundRecord[]> {
  const due = db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(and(ne(paymentRefunds.status, 'refunded'), lte(paymentRefunds.nextAttemptAt, now)))
    .orderBy(asc(paymentRefunds.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(paymentRefunds)
    .set({ nextAttemptAt: leaseUntil })
    .where(inArray(paymentRefunds.id, due))
    .returning();
}

/** An order's refunds, oldest first (the admin's order page). */
export async function refundsOfOrder(db: Executor, orderId: number): Promise<RefundRecord[]> {
  return db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.orderId, orderId))
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
}
