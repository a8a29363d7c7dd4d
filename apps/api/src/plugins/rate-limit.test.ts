import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestUser } from '../modules/users/users.test-support.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { abuseRules } from './rate-limit.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function login(
  app: TestApp['app'],
  email: string,
  remoteAddress = '203.0.113.7',
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/users/login',
    remoteAddress,
    headers: { origin: 'http://localhost', ...headers },
    payload: { email, password: 'wrong-password-guess' },
  });
}

describe('abuse limits', () => {
  it('multiplies every budget by ABUSE_LIMIT_FACTOR (the journeys sign in dozens of times from one address)', async () => {
    const roomy = await createTestApp({ env: { ABUSE_LIMIT_FACTOR: '2' } });
    try {
      const user = await createTestUser(roomy.app);
      const budget = 2 * abuseRules['sign-in'].perEmail.max;
      for (let attempt = 0; attempt < budget; attempt++) {
        expect((await login(roomy.app, user.email, `192.0.2.${attempt + 1}`)).statusCode).toBe(401);
      }
      expect((await login(roomy.app, user.email, '192.0.2.200')).statusCode).toBe(429);
    } finally {
      await roomy.close();
    }
  });

  it('answers 429 JSON with a clear message once an e-mail spent its sign-in budget', async () => {
    const user = await createTestUser(t.app);
    const budget = abuseRules['sign-in'].perEmail.max;
    for (let attempt = 0; attempt < budget; attempt++) {
      // Spread over addresses: only the per-e-mail budget is spent.
      expect((await login(t.app, user.email, `198.51.100.${attempt + 1}`)).statusCode).toBe(401);
    }
    const blocked = await login(t.app, user.email, '198.51.100.200');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: abuseRules['sign-in'].message,
      code: 'rate_limited',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The right password does not get past the limit either.
    const honest = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress: '198.51.100.201',
      headers: { origin: 'http://localhost' },
      payload: { email: user.email, password: user.password },
    });
    expect(honest.statusCode).toBe(429);
  });

  it('limits one address across many e-mails, and not the next address', async () => {
    const budget = abuseRules['sign-in'].perIp.max;
    for (let attempt = 0; attempt < budget; attempt++) {
      expect((await login(t.app, `nobody-${attempt}@example.test`, '203.0.113.50')).statusCode).toBe(401);
    }
    expect((await login(t.app, 'one-more@example.test', '203.0.113.50')).statusCode).toBe(429);
    expect((await login(t.app, 'one-more@example.test', '203.0.113.51')).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const budget = abuseRules['sign-up'].perIp.max;
    const register = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        remoteAddress: '192.0.2.9',
        headers: { origin: 'http://localhost', 'x-forwarded-for': `10.0.0.${i}` },
        payload: { fullName: 'X', email: `spoof-${i}@example.test`, password: 'short' },
      });
    for (let i = 0; i < budget; i++) expect((await register(i)).statusCode).not.toBe(429);
    expect((await register(budget)).statusCode).toBe(429);
  });

  it('limits password reset and verification resend requests per e-mail', async () => {
    const email = 'reset-flood@example.test';
    const resetBudget = abuseRules['password-reset'].perEmail.max;
    for (let i = 0; i < resetBudget; i++) {
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: `192.0.2.${100 + i}`,
        headers: { origin: 'http://localhost', 'content-type': 'application/json' },
        payload: JSON.stringify({ email, redirectTo: '/reset-password' }),
      });
      expect(asked.statusCode).toBe(200);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      remoteAddress: '192.0.2.199',
      headers: { origin: 'http://localhost', 'content-type': 'application/json' },
      payload: JSON.stringify({ email: email.toUpperCase(), redirectTo: '/reset-password' }),
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(abuseRules['password-reset'].message);

    const resendBudget = abuseRules['verification-resend'].perEmail.max;
    const resend = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/resend-verification',
        remoteAddress: `192.0.2.${20 + i}`,
        headers: { origin: 'http://localhost' },
        payload: { email },
      });
    for (let i = 0; i < resendBudget; i++) expect((await resend(i)).statusCode).toBe(200);
    expect((await resend(resendBudget)).statusCode).toBe(429);
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

describe.skipIf(!(await redisAvailable(redisUrl)))('with REDIS_URL', () => {
  it('counts in Redis: two app instances share one budget', async () => {
    const prefix = `test-${randomBytes(6).toString('hex')}:`;
    const shared = await createTestApp({ env: { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix } });
    const second = await buildApp({ env: shared.env, database: shared.database });
    await second.ready();
    try {
      const budget = abuseRules['sign-in'].perEmail.max;
      for (let i = 0; i < budget; i++) {
        const app = i % 2 === 0 ? shared.app : second;
        expect((await login(app, 'shared@example.test', `198.18.0.${i + 1}`)).statusCode).toBe(401);
      }
      expect((await login(second, 'shared@example.test', '198.18.0.99')).statusCode).toBe(429);
      expect((await login(shared.app, 'shared@example.test', '198.18.0.98')).statusCode).toBe(429);
    } finally {
      await second.close();
      const cleaner = new Redis(redisUrl);
      const keys = await cleaner.keys(`${prefix}*`);
      if (keys.length > 0) await cleaner.del(...keys);
      cleaner.disconnect();
      await shared.close();
    }
  });
});
