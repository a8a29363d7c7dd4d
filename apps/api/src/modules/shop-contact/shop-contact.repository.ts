/** SQL of shop contact addresses and the links that prove them. */
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contactEmailVerifications, sellers, users } from '../../db/schema/index.ts';

/** Whether `userId` proved they read `email`: their verified account e-mail, or a followed link. */
export async function ownsEmail(db: Executor, userId: string, email: string): Promise<boolean> {
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.emailVerified, true), sql`lower(${users.email}) = ${email}`))
    .limit(1);
  if (account) return true;
  const [link] = await db
    .select({ id: contactEmailVerifications.id })
    .from(contactEmailVerifications)
    .where(
      and(
        eq(contactEmailVerifications.userId, userId),
        eq(contactEmailVerifications.email, email),
        isNotNull(contactEmailVerifications.verifiedAt),
      ),
    )
    .limit(1);
  return link !== undefined;
}

export async function insertVerification(
  db: Executor,
  values: { userId: string; email: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(contactEmailVerifications).values(values);
}

/** Whether a link for `email` that still works and was not followed yet is out already. */
export async function hasLiveLink(db: Executor, userId: string, email: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: contactEmailVerifications.id })
    .from(contactEmailVerifications)
    .where(
      and(
        eq(contactEmailVerifications.userId, userId),
        eq(contactEmailVerifications.email, email),
        isNull(contactEmailVerifications.verifiedAt),
        gt(contactEmailVerifications.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Marks the unexpired link with this token hash followed (first time kept); answers what it proved. */
export async function useVerification(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string; email: string } | undefined> {
  const [row] = await db
    .update(contactEmailVerifications)
    .set({
      verifiedAt: sql`coalesce(${contactEmailVerifications.verifiedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(
      and(eq(contactEmailVerifications.tokenHash, tokenHash), gt(contactEmailVerifications.expiresAt, now)),
    )
    .returning({ userId: contactEmailVerifications.userId, email: contactEmailVerifications.email });
  return row;
}

/** Sets the shop's contact and clears the pending one (`pending` null) or records an address to prove. */
export async function setShopContact(
  db: Executor,
  userId: string,
  change: { contactEmail?: string | null; pendingContactEmail: string | null },
): Promise<void> {
  await db.update(sellers).set(change).where(eq(sellers.userId, userId));
}

/** A proven address takes over as the contact of the owner's shop when it is the one waiting for proof. */
export async function promotePendingContact(db: Executor, userId: string, email: string): Promise<void> {
  await db
    .update(sellers)
    .set({ contactEmail: email, pendingContactEmail: null })
    .where(and(eq(sellers.userId, userId), sql`lower(${sellers.pendingContactEmail}) = ${email}`));
}
