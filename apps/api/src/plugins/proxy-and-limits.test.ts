import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { createTestUser } from '../modules/users/users.test-support.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

/**
 * Hardening settings (SECURITY.md): whose X-Forwarded-For to believe (TRUST_PROXY), request size and time
 * limits, and the session cookie's flags where they depend on the deployment (Secure behind HTTPS).
 * Rate-limit buckets under a spoofed X-Forwarded-For: plugins/rate-limit.test.ts.
 */
const ipRoute = (app: TestApp['app']) => {
  app.get('/api/test-client-ip', async (request) => ({ ip: request.ip, protocol: request.protocol }));
};

describe('TRUST_PROXY', () => {
  it('parses a flag or a list of proxy addresses / CIDRs, and refuses anything else', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: 'no' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    for (const bad of ['proxy.local', '10.0.0.0/33', '10.0.0.1/8/1', '*']) {
      expect(() => parseEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('ignores X-Forwarded-For and -Proto by default', async () => {
    const t = await createTestApp({ prepare: ipRoute });
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/test-client-ip',
        remoteAddress: '198.51.100.7',
        headers: { 'x-forwarded-for': '203.0.113.1', 'x-forwarded-proto': 'https' },
      });
      expect(response.json()).toEqual({ ip: '198.51.100.7', protocol: 'http' });
    } finally {
      await t.close();
    }
  });

  it('believes X-Forwarded-For only from the listed proxies', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' }, prepare: ipRoute });
    try {
      const from = (remoteAddress: string) =>
        t.app.inject({
          method: 'GET',
          url: '/api/test-client-ip',
          remoteAddress,
          headers: { 'x-forwarded-for': '203.0.113.1', 'x-forwarded-proto': 'https' },
        });
      expect((await from('10.1.2.3')).json()).toEqual({ ip: '203.0.113.1', protocol: 'https' });
      expect((await from('198.51.100.7')).json()).toEqual({ ip: '198.51.100.7', protocol: 'http' });
    } finally {
      await t.close();
    }
  });
});

describe('request limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { BODY_LIMIT_BYTES: '2048', REQUEST_TIMEOUT_MS: '5000' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('configures body size, request and idle-connection timeouts from the settings', () => {
    expect(t.app.initialConfig.bodyLimit).toBe(2048);
    expect(t.app.initialConfig.connectionTimeout).toBe(10_000);
    expect(t.app.server.requestTimeout).toBe(5000);
  });

  it('answers a body over the limit with 413 in the error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(4096) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });
});

describe('session cookie flags', () => {
  const cookieLine = (lines: string | string[] | undefined, name: string) =>
    ([] as string[]).concat(lines ?? []).find((line) => line.startsWith(`${name}=`));

  it('are HttpOnly, SameSite=Lax and Secure when PUBLIC_URL is https', async () => {
    const t = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example' } });
    try {
      const user = await createTestUser(t.app);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { origin: 'https://shop.example' },
        payload: { email: user.email, password: user.password },
      });
      expect(login.statusCode).toBe(200);
      const token = cookieLine(login.headers['set-cookie'], 'access_token');
      expect(token).toMatch(/; HttpOnly/i);
      expect(token).toMatch(/; SameSite=Lax/i);
      expect(token).toMatch(/; Secure/);
      expect(cookieLine(login.headers['set-cookie'], 'user_slug')).toMatch(/; Secure/);
    } finally {
      await t.close();
    }
  });

  it('are not made Secure by a spoofed X-Forwarded-Proto without TRUST_PROXY', async () => {
    const t = await createTestApp();
    try {
      const user = await createTestUser(t.app);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { origin: 'http://localhost', 'x-forwarded-proto': 'https' },
        payload: { email: user.email, password: user.password },
      });
      expect(login.statusCode).toBe(200);
      const token = cookieLine(login.headers['set-cookie'], 'access_token');
      expect(token).toMatch(/; HttpOnly/i);
      expect(token).not.toMatch(/; Secure/);
    } finally {
      await t.close();
    }
  });
});
