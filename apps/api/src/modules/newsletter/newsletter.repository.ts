/**
 * SQL of newsletter subscriptions: one row per e-mail, case-insensitively (unique index on lower(email)).
 * State changes are guarded updates (`where state = …`), so two requests racing cannot both win one.
 */
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { subscribers } from '../../db/schema/index.ts';

export type SubscriberRow = typeof subscribers.$inferSelect;

/** Inserts a pending subscription unless the e-mail is already there (also when two requests race). */
export async function insertSubscriber(
  db: Executor,
  values: { email: string; userId: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(subscribers)
    .values({ email: values.email, userId: values.userId, state: 'pending', confirmationSentAt: values.now })
    .onConflictDoNothing()
    .returning({ id: subscribers.id });
  return rows.length > 0;
}

export async function subscriberByEmail(db: Executor, email: string): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .select()
    .from(subscribers)
    .where(sql`lower(${subscribers.email}) = lower(${email})`)
    .limit(1);
  return row;
}

/** The row, locked until the transaction ends when `db` is one. */
export async function subscriberBySlugForUpdate(
  db: Executor,
  slug: string,
): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.slug, slug)).limit(1).for('update');
  return row;
}

/** An ended subscription starts again, unconfirmed; true when this call did it. */
export async function restartSubscription(
  db: Executor,
  id: number,
  userId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(subscribers)
    .set({
      state: 'pending',
      status: 'active',
      userId,
      unsubscribedAt: null,
      confirmationSentAt: now,
      updatedAt: now,
    })
    .where(and(eq(subscribers.id, id), eq(subscribers.state, 'unsubscribed')))
    .returning({ id: subscribers.id });
  return rows.length > 0;
}

/**
 * Claims the right to send another confirmation mail: true when the subscription is still pending and the
 * last one went out before `sentBefore` (so a stream of subscribe clicks sends one mail a minute at most).
 */
export async function claimConfirmationResend(
  db: Executor,
  id: number,
  now: Date,
  sentBefore: Date,
): Promise<boolean> {
  const rows = await db
    .update(subscribers)
    .set({ confirmationSentAt: now, updatedAt: now })
    .where(
      and(
        eq(subscribers.id, id),
        eq(subscribers.state, 'pending'),
        or(isNull(subscribers.confirmationSentAt), lt(subscribers.confirmationSentAt, sentBefore)),
      ),
    )
    .returning({ id: subscribers.id });
  return rows.length > 0;
}

export async function markConfirmed(
  db: Executor,
  id: number,
  values: { now: Date; welcomeCouponCode: string | null },
): Promise<void> {
  await db
    .update(subscribers)
    .set({
      state: 'confirmed',
      status: 'active',
      confirmedAt: values.now,
      updatedAt: values.now,
      ...(values.welcomeCouponCode ? { welcomeCouponCode: values.welcomeCouponCode } : {}),
    })
    .where(eq(subscribers.id, id));
}

/** Ends the subscription of `slug`; the row (or undefined when there is none). Repeating it changes nothing. */
export async function markUnsubscribed(
  db: Executor,
  slug: string,
  now: Date,
): Promise<SubscriberRow | undefined> {
  await db
    .update(subscribers)
    .set({ state: 'unsubscribed', status: 'inactive', unsubscribedAt: now, updatedAt: now })
    .where(and(eq(subscribers.slug, slug), ne(subscribers.state, 'unsubscribed')));
  const [row] = await db.select().from(subscribers).where(eq(subscribers.slug, slug)).limit(1);
  return row;
}
