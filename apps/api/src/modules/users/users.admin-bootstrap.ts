/**
 * The first admin (product rules §10): never from a public endpoint, only from the operator, either with
 * `npm run create-admin -- --email … --password …` or with ADMIN_EMAIL / ADMIN_PASSWORD on a start where
 * no admin exists yet. Rows are written directly (better-auth's tables, its scrypt password hash), so
 * this works before the app is built and without a running server.
 */
import { randomUUID } from 'node:crypto';
import { passwordProblem } from '@shop/shared/password-policy';
import { hashPassword } from 'better-auth/crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.ts';
import { accounts, users } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { newUserSlug } from '../../plugins/auth.ts';

export interface AdminInput {
  email: string;
  password: string;
  fullName?: string;
}

export type AdminOutcome = { outcome: 'created' | 'promoted' | 'skipped'; email: string; slug?: string };

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class AdminInputError extends Error {}

function checkInput(input: AdminInput): { email: string; password: string; fullName: string } {
  const email = input.email.trim().toLowerCase();
  if (!emailPattern.test(email)) throw new AdminInputError(`Not an e-mail address: ${input.email}`);
  const problem = passwordProblem(input.password);
  if (problem) throw new AdminInputError(problem);
  return { email, password: input.password, fullName: input.fullName?.trim() || 'Administrator' };
}

/**
 * Creates the admin, or makes the existing account of that e-mail an admin (verified, active). With
 * `setPassword` the existing account's password becomes `password` too (the CLI does this: the operator
 * typed it); otherwise an existing password is left alone.
 */
export async function upsertAdmin(
  database: DatabaseHandle,
  input: AdminInput,
  options: { setPassword: boolean },
): Promise<AdminOutcome> {
  const { email, password, fullName } = checkInput(input);
  const hash = await hashPassword(password);
  return database.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
    if (existing) {
      await tx
        .update(users)
        .set({ role: 'admin', emailVerified: true, status: 'active' })
        .where(eq(users.id, existing.id));
      const [credential] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.userId, existing.id), eq(accounts.providerId, 'credential')))
        .limit(1);
      if (!credential) {
        await tx.insert(accounts).values({
          id: randomUUID(),
          accountId: existing.id,
          providerId: 'credential',
          userId: existing.id,
          password: hash,
        });
      } else if (options.setPassword) {
        await tx
          .update(accounts)
          .set({ password: hash, updatedAt: new Date() })
          .where(eq(accounts.id, credential.id));
      }
      return { outcome: 'promoted' as const, email, slug: existing.slug };
    }
    const id = randomUUID();
    const slug = newUserSlug(fullName);
    await tx.insert(users).values({
      id,
      name: fullName,
      email,
      emailVerified: true,
      slug,
      fullName,
      role: 'admin',
      status: 'active',
    });
    await tx
      .insert(accounts)
      .values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: hash });
    return { outcome: 'created' as const, email, slug };
  });
}

/** Called by server.ts after migrations and seeding: ADMIN_EMAIL/ADMIN_PASSWORD create the first admin. */
export async function ensureAdminFromEnv(
  database: DatabaseHandle,
  env: Pick<Env, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
  log: (line: string) => void = () => undefined,
): Promise<AdminOutcome> {
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) return { outcome: 'skipped', email: env.ADMIN_EMAIL ?? '' };
  const [admin] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .limit(1);
  if (admin) return { outcome: 'skipped', email: env.ADMIN_EMAIL };
  const result = await upsertAdmin(
    database,
    { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    { setPassword: false },
  );
  log(`Admin ${result.email} ${result.outcome} from ADMIN_EMAIL`);
  return result;
}
