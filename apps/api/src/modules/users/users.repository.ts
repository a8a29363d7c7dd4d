import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/** E-mails are stored lower-cased by better-auth; the comparison is case-insensitive anyway. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserBySlug(db: Database, slug: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.slug, slug)).limit(1);
  return row;
}

export type ProfileChanges = Partial<
  Pick<
    UserRow,
    'fullName' | 'displayName' | 'name' | 'image' | 'phone' | 'country' | 'state' | 'city' | 'address'
  >
>;

export async function updateUserProfile(db: Database, id: string, changes: ProfileChanges): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} vanished during a profile update`);
  return row;
}
