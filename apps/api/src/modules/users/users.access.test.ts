import { messages } from '@shop/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createTestUser, type TestUser } from './users.test-support.ts';

/**
 * Every user-keyed call of the accounts module, with no session (401), the own session (2xx), another
 * user's session (403, nothing changed) and an admin's (2xx) — docs/api.md §1.
 */
let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createTestUser(t.app, { fullName: 'Olive Owner' });
  stranger = await createTestUser(t.app, { fullName: 'Stan Stranger' });
  admin = await createTestUser(t.app, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
});

interface Call {
  name: string;
  method: 'GET' | 'PATCH';
  url: (user: TestUser) => string;
  payload?: Record<string, unknown>;
  ok: number;
}

const calls: Call[] = [
  {
    name: 'GET /api/users/private/{slug}',
    method: 'GET',
    url: (user) => `/api/users/private/${user.slug}`,
    ok: 200,
  },
  {
    name: 'PATCH /api/users/update-profile-info?email=',
    method: 'PATCH',
    url: (user) => `/api/users/update-profile-info?email=${encodeURIComponent(user.email)}`,
    payload: { name: 'Changed Name', phone: '+44 20 7946 0000' },
    ok: 200,
  },
];

async function ownerRow() {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
  return row;
}

describe.each(calls)('$name', (call) => {
  const send = (headers: Record<string, string>) =>
    t.app.inject({
      method: call.method,
      url: call.url(owner),
      headers: { origin: 'http://localhost', ...headers },
      ...(call.payload ? { payload: call.payload } : {}),
    });

  it('answers 401 "User not signed in" without a session and changes nothing', async () => {
    const before = await ownerRow();
    const response = await send({});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      statusCode: 401,
      message: messages.userNotSignedIn,
      code: 'unauthorized',
    });
    expect(await ownerRow()).toEqual(before);
  });

  it("answers 403 to another user's session and changes nothing", async () => {
    const before = await ownerRow();
    for (const headers of [{ cookie: stranger.cookie }, stranger.bearer]) {
      const response = await send(headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ statusCode: 403, error: 'Forbidden', code: 'forbidden' });
    }
    expect(await ownerRow()).toEqual(before);
  });

  it('answers 2xx to the own session (cookie or bearer)', async () => {
    expect((await send({ cookie: owner.cookie })).statusCode).toBe(call.ok);
    expect((await send(owner.bearer)).statusCode).toBe(call.ok);
  });

  it('answers 2xx to an admin', async () => {
    expect((await send(admin.bearer)).statusCode).toBe(call.ok);
  });
});
