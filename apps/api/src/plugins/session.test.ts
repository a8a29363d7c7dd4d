import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { sessions, users } from '../db/schema/index.ts';
import { createTestUser, type TestUser } from '../modules/users/users.test-support.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { requireRole, requireSelfOrAdmin, requireUser, resolveSessionUser } from './session.ts';
import { sessionTokenOf, verifiedCookieValue } from './session-token.ts';

/** Probe routes standing in for the other modules that import session.ts. */
function probes(app: FastifyInstance) {
  app.get('/api/test/whoami', async (request) => {
    const first = resolveSessionUser(request);
    const second = resolveSessionUser(request);
    return { same: first === second, user: await first };
  });
  app.get('/api/test/me', async (request) => requireUser(request));
  app.get<{ Params: { who: string } }>('/api/test/self/:who', async (request) =>
    requireSelfOrAdmin(request, request.params.who),
  );
  app.get('/api/test/admin', async (request) => requireRole(request, 'admin'));
  app.get('/api/test/seller', async (request) => requireRole(request, 'seller'));
}

let t: TestApp;
let buyer: TestUser;
let seller: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ prepare: probes });
  buyer = await createTestUser(t.app, { fullName: 'Betty Buyer', displayName: 'Betty' });
  seller = await createTestUser(t.app, { role: 'seller' });
  admin = await createTestUser(t.app, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('resolveSessionUser', () => {
  it('is null for a visitor and memoised per request', async () => {
    expect((await get('/api/test/whoami')).json()).toEqual({ same: true, user: null });
  });

  it('reads the user from the access_token cookie or the bearer token', async () => {
    for (const headers of [{ cookie: buyer.cookie }, buyer.bearer]) {
      const { user } = (await get('/api/test/whoami', headers)).json();
      expect(user).toEqual({
        id: buyer.id,
        slug: buyer.slug,
        email: buyer.email,
        role: 'buyer',
        fullName: 'Betty Buyer',
        displayName: 'Betty',
        phone: null,
        avatar: null,
        status: 'active',
      });
    }
  });

  it('ignores a user_slug cookie without a valid token, and a tampered token', async () => {
    expect((await get('/api/test/whoami', { cookie: `user_slug=${buyer.slug}` })).json().user).toBeNull();
    const tampered = buyer.cookie.replace(/access_token=([^.;]+)/, 'access_token=$1x');
    const response = await get('/api/test/whoami', { cookie: tampered });
    expect(response.json().user).toBeNull();
  });

  it('sees role changes at once', async () => {
    const user = await createTestUser(t.app);
    expect((await get('/api/test/admin', user.bearer)).statusCode).toBe(403);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    expect((await get('/api/test/admin', user.bearer)).statusCode).toBe(200);
  });

  it('clears both cookies when the token is dead', async () => {
    const user = await createTestUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: user.bearer });
    const response = await get('/api/test/whoami', { cookie: user.cookie });
    const lines = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    expect(lines.some((line) => /^access_token=;.*Max-Age=0/.test(line))).toBe(true);
    expect(lines.some((line) => /^user_slug=;.*Max-Age=0/.test(line))).toBe(true);
  });
});

describe('the quick path (session-token.ts) and when better-auth answers instead', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const setExpiry = (user: TestUser, expiresAt: Date) =>
    t.database.db.update(sessions).set({ expiresAt }).where(eq(sessions.token, user.token));

  it('reads a live session by cookie or bearer token without asking better-auth', async () => {
    const getSession = vi.spyOn(t.app.auth.api, 'getSession');
    try {
      for (const headers of [{ cookie: buyer.cookie }, buyer.bearer]) {
        const response = await get('/api/test/whoami', headers);
        expect(response.json().user.slug).toBe(buyer.slug);
        expect(response.headers['set-cookie']).toBeUndefined();
      }
      expect(getSession).not.toHaveBeenCalled();
    } finally {
      getSession.mockRestore();
    }
  });

  it('leaves a session due for renewal to better-auth, which renews it', async () => {
    const user = await createTestUser(t.app);
    // Six days and a minute left of seven: more than a day old, so this request renews it.
    await setExpiry(user, new Date(Date.now() + 6 * DAY_MS - 60_000));
    const getSession = vi.spyOn(t.app.auth.api, 'getSession');
    try {
      const response = await get('/api/test/whoami', { cookie: user.cookie });
      expect(response.json().user.slug).toBe(user.slug);
      expect(getSession).toHaveBeenCalledTimes(1);
      const lines = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
      expect(lines.some((line) => /^access_token=[^;]+;.*Max-Age=604800/.test(line))).toBe(true);
    } finally {
      getSession.mockRestore();
    }
    const [renewed] = await t.database.db.select().from(sessions).where(eq(sessions.token, user.token));
    expect(renewed!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7 * DAY_MS - 60_000);
  });

  it('refuses an expired session and clears its cookies; refuses a deactivated account', async () => {
    const expired = await createTestUser(t.app);
    await setExpiry(expired, new Date(Date.now() - 1000));
    const response = await get('/api/test/whoami', { cookie: expired.cookie });
    expect(response.json().user).toBeNull();
    const lines = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    expect(lines.some((line) => /^access_token=;.*Max-Age=0/.test(line))).toBe(true);
    expect((await get('/api/test/whoami', expired.bearer)).json().user).toBeNull();

    const deactivated = await createTestUser(t.app);
    expect((await get('/api/test/whoami', deactivated.bearer)).json().user).not.toBeNull();
    await t.database.db.update(users).set({ status: 'inactive' }).where(eq(users.id, deactivated.id));
    expect((await get('/api/test/whoami', deactivated.bearer)).json().user).toBeNull();
    expect((await get('/api/test/whoami', { cookie: deactivated.cookie })).json().user).toBeNull();
  });

  it('reads a token only when it can be read without doubt', () => {
    const rules = t.app.sessionRules;
    expect(sessionTokenOf({ authorization: `Bearer ${buyer.token}` }, rules)).toBe(buyer.token);
    expect(sessionTokenOf({ cookie: buyer.cookie }, rules)).toBe(buyer.token);
    // The bearer header wins over the cookie, as in better-auth's bearer plugin.
    expect(sessionTokenOf({ authorization: 'Bearer abc.def', cookie: buyer.cookie }, rules)).toBeUndefined();
    const signed = /access_token=([^;]+)/.exec(buyer.cookie)![1]!;
    // Another first character of the signature (all six of its bits count; the last one's low bits do not).
    const value = decodeURIComponent(signed);
    const dot = value.lastIndexOf('.');
    const flipped = encodeURIComponent(
      `${value.slice(0, dot + 1)}${value[dot + 1] === 'A' ? 'B' : 'A'}${value.slice(dot + 2)}`,
    );
    expect(sessionTokenOf({ cookie: `access_token=${flipped}` }, rules)).toBeUndefined();
    expect(
      sessionTokenOf({ cookie: `access_token=${signed}` }, { ...rules, secret: 'another' }),
    ).toBeUndefined();
    expect(sessionTokenOf({ cookie: `access_token=${buyer.token}` }, rules)).toBeUndefined(); // unsigned
    expect(
      sessionTokenOf({ cookie: `access_token=${signed}; access_token=${signed}` }, rules),
    ).toBeUndefined();
    expect(
      sessionTokenOf({ cookie: `access_token=${signed}; better-auth.session_data=x` }, rules),
    ).toBeUndefined();
    expect(verifiedCookieValue(decodeURIComponent(signed), rules.secret)).toBe(buyer.token);
  });
});

describe('requireUser / requireSelfOrAdmin / requireRole', () => {
  it('requireUser answers 401 "User not signed in" with code unauthorized', async () => {
    const response = await get('/api/test/me');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'User not signed in',
      code: 'unauthorized',
    });
  });

  it('requireSelfOrAdmin accepts the own slug or e-mail (any case), admins, and refuses others with 403', async () => {
    expect((await get(`/api/test/self/${buyer.slug}`, buyer.bearer)).statusCode).toBe(200);
    expect((await get(`/api/test/self/${buyer.email.toUpperCase()}`, buyer.bearer)).statusCode).toBe(200);
    expect((await get(`/api/test/self/${buyer.slug}`, admin.bearer)).statusCode).toBe(200);
    const other = await get(`/api/test/self/${buyer.slug}`, seller.bearer);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('forbidden');
    expect((await get(`/api/test/self/${buyer.slug}`)).statusCode).toBe(401);
  });

  it('requireRole lets the role and admins through', async () => {
    expect((await get('/api/test/seller', seller.bearer)).statusCode).toBe(200);
    expect((await get('/api/test/seller', admin.bearer)).statusCode).toBe(200);
    expect((await get('/api/test/seller', buyer.bearer)).statusCode).toBe(403);
    expect((await get('/api/test/admin', seller.bearer)).statusCode).toBe(403);
    expect((await get('/api/test/admin', admin.bearer)).statusCode).toBe(200);
    expect((await get('/api/test/admin')).statusCode).toBe(401);
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

describe.skipIf(!(await redisAvailable(redisUrl)))('sessions in Redis (REDIS_URL)', () => {
  it('stores sessions in Redis too, and a sign-out on one instance ends the session on the other', async () => {
    const prefix = `test-${randomBytes(6).toString('hex')}:`;
    const one = await createTestApp({
      env: { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix },
      prepare: probes,
    });
    const two = await buildApp({ env: one.env, database: one.database });
    probes(two);
    await two.ready();
    const redis = new Redis(redisUrl);
    try {
      const user = await createTestUser(one.app);
      expect(await redis.get(`${prefix}auth:${user.token}`)).toBeTruthy();
      const onTwo = await two.inject({ method: 'GET', url: '/api/test/whoami', headers: user.bearer });
      expect(onTwo.json().user.slug).toBe(user.slug);

      await one.app.inject({ method: 'POST', url: '/api/users/logout', headers: user.bearer });
      expect(await redis.get(`${prefix}auth:${user.token}`)).toBeNull();
      const after = await two.inject({ method: 'GET', url: '/api/test/whoami', headers: user.bearer });
      expect(after.json().user).toBeNull();
    } finally {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      await two.close();
      await one.close();
    }
  });
});
