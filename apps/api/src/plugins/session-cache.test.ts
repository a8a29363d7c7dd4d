import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { sessions, users } from '../db/schema/index.ts';
import { createTestUser, type TestUser } from '../modules/users/users.test-support.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { requireRole, resolveSessionUser } from './session.ts';

function probes(app: FastifyInstance) {
  app.get('/api/test/whoami', async (request) => ({ user: await resolveSessionUser(request) }));
  app.get('/api/test/admin', async (request) => requireRole(request, 'admin'));
}

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ prepare: probes, env: { SESSION_CACHE_ENTRIES: '100' } });
  admin = await createTestUser(t.app, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
});

const whoami = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/test/whoami', headers })).json().user;
/** Any successful write through the API (here: a visitor's sign-out, which changes nobody's session). */
const someWrite = async () => {
  const response = await t.app.inject({ method: 'POST', url: '/api/users/logout' });
  expect(response.statusCode).toBeLessThan(400);
};

describe('session cache (decision 31)', () => {
  it('answers a repeat request from memory: a session row removed by hand is not seen until a write', async () => {
    const user = await createTestUser(t.app);
    expect((await whoami(user.bearer))?.slug).toBe(user.slug);
    // Removed outside the API: the database is not asked again, so the session still works…
    await t.database.db.delete(sessions).where(eq(sessions.token, user.token));
    expect((await whoami(user.bearer))?.slug).toBe(user.slug);
    expect((await whoami({ cookie: user.cookie }))?.slug).toBe(user.slug);
    // …until any write through the API voids what was remembered.
    await someWrite();
    expect(await whoami(user.bearer)).toBeNull();
  });

  it('signs out at once (bearer and cookie alike)', async () => {
    const user = await createTestUser(t.app);
    expect((await whoami({ cookie: user.cookie }))?.slug).toBe(user.slug);
    expect((await whoami(user.bearer))?.slug).toBe(user.slug);
    const out = await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: user.bearer });
    expect(out.statusCode).toBe(200);
    expect(await whoami(user.bearer)).toBeNull();
    expect(await whoami({ cookie: user.cookie })).toBeNull();
  });

  it('sees a deactivation by an admin at once', async () => {
    const user = await createTestUser(t.app);
    expect((await whoami(user.bearer))?.slug).toBe(user.slug);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.slug}/deactivate`,
      headers: admin.bearer,
    });
    expect(response.statusCode).toBe(200);
    expect(await whoami(user.bearer)).toBeNull();
  });

  it('sees a role change at the first write after it', async () => {
    const user = await createTestUser(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/test/admin', headers: user.bearer })).statusCode,
    ).toBe(403);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    await someWrite();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/test/admin', headers: user.bearer })).statusCode,
    ).toBe(200);
  });

  it('keeps nothing a write answered during, nor a session due for renewal', async () => {
    const cache = t.app.sessionCache;
    const user = await createTestUser(t.app);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    const sessionUser = { ...(await whoami(user.bearer)), id: row!.id };
    const later = Date.now() + 60_000;
    const before = cache.generation();
    await cache.invalidate();
    cache.store('stale-token', before, { user: sessionUser, expiresAt: later, renewAt: later });
    expect(cache.find('stale-token')).toBeUndefined();
    cache.store('renewal-token', cache.generation(), {
      user: sessionUser,
      expiresAt: later,
      renewAt: Date.now() - 1,
    });
    expect(cache.find('renewal-token')).toBeUndefined();
    cache.store('live-token', cache.generation(), { user: sessionUser, expiresAt: later, renewAt: later });
    expect(cache.find('live-token')).toEqual(sessionUser);
    expect(cache.find('live-token', later + 1)).toBeUndefined();
  });

  it('does not store a resolution that set a cookie (better-auth renewing a session)', async () => {
    const user = await createTestUser(t.app);
    const DAY_MS = 24 * 60 * 60 * 1000;
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 6 * DAY_MS - 60_000) })
      .where(eq(sessions.token, user.token));
    expect((await whoami({ cookie: user.cookie }))?.slug).toBe(user.slug);
    // Had the renewing answer been remembered, the session would outlive its removal.
    await t.database.db.delete(sessions).where(eq(sessions.token, user.token));
    expect(await whoami({ cookie: user.cookie })).toBeNull();
  });
});

async function redisAvailable(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

// Skipped only where no Redis server runs (the same rule as session.test.ts).
describe.skipIf(!(await redisAvailable(redisUrl)))('session cache shared through Redis', () => {
  it('a sign-out on one instance voids what another instance remembered', async () => {
    const prefix = `test-${randomBytes(6).toString('hex')}:`;
    const one = await createTestApp({
      env: { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix, SESSION_CACHE_ENTRIES: '100' },
      prepare: probes,
    });
    const two = await buildApp({ env: one.env, database: one.database });
    probes(two);
    await two.ready();
    const redis = new Redis(redisUrl);
    const onTwo = async (user: TestUser) =>
      (await two.inject({ method: 'GET', url: '/api/test/whoami', headers: user.bearer })).json().user;
    try {
      const user = await createTestUser(one.app);
      expect((await onTwo(user))?.slug).toBe(user.slug);
      const generation = two.sessionCache.generation();
      await one.app.inject({ method: 'POST', url: '/api/users/logout', headers: user.bearer });
      // The generation travels by PUBLISH: instance two learns it when the message arrives.
      await vi.waitFor(() => expect(two.sessionCache.generation()).toBeGreaterThan(generation));
      expect(await onTwo(user)).toBeNull();
    } finally {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      await two.close();
      await one.close();
    }
  }, 60_000); // two apps and a Redis round trip: slower than one app's tests on a busy machine
});
