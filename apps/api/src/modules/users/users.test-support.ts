/**
 * Signed-in users for API tests of any module:
 *
 *   const ada = await createTestUser(app);                       // verified buyer
 *   const admin = await createTestUser(app, { role: 'admin' });
 *   await app.inject({ method: 'GET', url: `/api/with-user/${ada.slug}`, headers: ada.headers });
 *   await app.inject({ ..., headers: ada.bearer });               // Authorization: Bearer <token>
 *
 * The user is created and signed in through better-auth itself (no HTTP, so the sign-up and sign-in
 * abuse limits are not spent), then given the role and status asked for.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import type { UserRole } from '../../db/schema/statuses.ts';

export interface TestUser {
  id: string;
  slug: string;
  email: string;
  password: string;
  fullName: string;
  role: UserRole;
  /** The bare session token (what POST /api/users/login answers as `access_token`). */
  token: string;
  /** `access_token=…; user_slug=…` as a browser would send them. */
  cookie: string;
  /** Cookie headers plus a same-origin Origin, ready for mutating calls. */
  headers: { cookie: string; origin: string };
  bearer: { authorization: string };
}

export interface TestUserOptions {
  email?: string;
  password?: string;
  fullName?: string;
  displayName?: string;
  role?: UserRole;
  status?: 'active' | 'inactive';
  emailVerified?: boolean;
}

const TEST_HOST = 'localhost:80';

export async function createTestUser(app: FastifyInstance, options: TestUserOptions = {}): Promise<TestUser> {
  const id = randomBytes(4).toString('hex');
  const email = (options.email ?? `user-${id}@example.test`).toLowerCase();
  const password = options.password ?? `pw-${id}-Secret!`;
  const fullName = options.fullName ?? `Test User ${id}`;
  const headers = new Headers({ host: TEST_HOST });

  const signUp = await app.auth.api.signUpEmail({
    body: {
      name: fullName,
      email,
      password,
      fullName,
      ...(options.displayName ? { displayName: options.displayName } : {}),
    },
    headers,
  });
  const userId = signUp.user.id;
  await app.db
    .update(users)
    .set({ emailVerified: true, role: options.role ?? 'buyer' })
    .where(eq(users.id, userId));

  const signIn = await app.auth.api.signInEmail({ body: { email, password }, headers, returnHeaders: true });
  const cookiePairs = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair.startsWith('access_token=') || pair.startsWith('user_slug='));
  const cookie = cookiePairs.join('; ');

  if (options.status === 'inactive' || options.emailVerified === false) {
    await app.db
      .update(users)
      .set({
        ...(options.status ? { status: options.status } : {}),
        ...(options.emailVerified === false ? { emailVerified: false } : {}),
      })
      .where(eq(users.id, userId));
  }
  const [row] = await app.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error('test user vanished');
  return {
    id: userId,
    slug: row.slug,
    email,
    password,
    fullName,
    role: row.role,
    token: signIn.response.token,
    cookie,
    headers: { cookie, origin: `http://${TEST_HOST.replace(/:80$/, '')}` },
    bearer: { authorization: `Bearer ${signIn.response.token}` },
  };
}
