/** SQL of newsletter subscriptions: one row per e-mail, case-insensitively (unique index on lower(email)). */
import { eq, sql } from 'drizzle-orm';
import { subscribers } from '../../db/schema/index.ts';
import type { Executor } from '../products/products.repository.ts';

export type SubscriberRow = typeof subscribers.$inferSelect;

/** Inserts unless the e-mail is already there (also when two requests race); true when inserted. */
export async function insertSubscriber(db: Executor, email: string, userId: string): Promise<boolean> {
  const rows = await db
    .insert(subscribers)
    .values({ email, userId })
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

/** A subscription ended earlier starts again. */
export async function reactivate(db: Executor, id: number, userId: string): Promise<void> {
  await db.update(subscribers).set({ status: 'active', userId }).where(eq(subscribers.id, id));
}
