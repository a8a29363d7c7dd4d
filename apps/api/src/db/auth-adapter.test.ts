import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client.ts';
import * as schema from './schema/index.ts';
import { openTestDatabase } from './test-database.ts';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

let resetToken: string | undefined;

/** The smallest better-auth set-up that exercises our tables the way the auth plugin will. */
function createAuth() {
  return betterAuth({
    secret: 'test-secret-test-secret-test-secret-0123',
    baseURL: 'http://localhost:3000',
    database: drizzleAdapter(handle.db, { provider: 'pg', schema, usePlural: true }),
    emailAndPassword: {
      enabled: true,
      sendResetPassword: async ({ token }) => {
        resetToken = token;
      },
    },
    user: {
      additionalFields: {
        fullName: { type: 'string', required: false },
        role: { type: 'string', required: false, input: false },
      },
    },
  });
}

describe('better-auth on our schema', () => {
  it('signs up, stores the password account and a session, and signs in again', async () => {
    const auth = createAuth();
    const signUp = await auth.api.signUpEmail({
      body: {
        name: 'Ada Lovelace',
        email: 'ada@example.test',
        password: 'correct horse battery',
        fullName: 'Ada Lovelace',
      },
    });
    expect(signUp.user.email).toBe('ada@example.test');

    const [user] = await handle.db.select().from(schema.users).where(eq(schema.users.id, signUp.user.id));
    expect(user).toMatchObject({
      fullName: 'Ada Lovelace',
      role: 'buyer',
      status: 'active',
      emailVerified: false,
    });
    expect(user?.slug).toMatch(/^[0-9a-f]{16}$/);

    const [account] = await handle.db
      .select()
      .from(schema.accounts)
      .where(eq(schema.accounts.userId, user!.id));
    expect(account?.providerId).toBe('credential');
    expect(account?.password).toBeTruthy();

    const signIn = await auth.api.signInEmail({
      body: { email: 'ada@example.test', password: 'correct horse battery' },
    });
    const sessions = await handle.db
      .select()
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, user!.id));
    expect(sessions.map((session) => session.token)).toContain(signIn.token);
  });

  it('keeps password-reset tokens in verifications', async () => {
    const auth = createAuth();
    await auth.api.signUpEmail({
      body: { name: 'Bob', email: 'bob@example.test', password: 'correct horse battery' },
    });
    await auth.api.requestPasswordReset({
      body: { email: 'bob@example.test', redirectTo: '/reset-password' },
    });
    expect(resetToken).toBeTruthy();
    const rows = await handle.db.select().from(schema.verifications);
    expect(rows.some((row) => row.identifier.includes(resetToken!))).toBe(true);

    await auth.api.resetPassword({ body: { token: resetToken!, newPassword: 'another horse battery' } });
    await expect(
      auth.api.signInEmail({ body: { email: 'bob@example.test', password: 'another horse battery' } }),
    ).resolves.toMatchObject({ user: { email: 'bob@example.test' } });
  });
});
