import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, testJpeg } from '../modules/uploads/uploads.test-support.ts';
import { createTestUser, type TestUser } from '../modules/users/users.test-support.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { API_CONTENT_SECURITY_POLICY, HSTS_HEADER } from './security-headers.ts';

/**
 * Security headers on every kind of response (SECURITY.md): API JSON, an upload, errors (404, 400, 401, CSRF
 * 403), an HTML page (nonce-based CSP, a fresh nonce each time) and a response that brings its own policy.
 * The browser side (real pages, scripts blocked) is apps/web/e2e/stored-xss.e2e.ts.
 */
let t: TestApp;
let user: TestUser;

/** Stand-ins for what plugins/web.ts and better-auth's popup page send, registered before `ready`. */
function htmlRoutes(app: TestApp['app']) {
  app.get('/test-page', async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(`<script nonce="${request.cspNonce}">1</script>`),
  );
  app.get('/api/auth/test-popup', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; script-src 'sha256-abc'")
      .send('<p>done</p>'),
  );
}

beforeAll(async () => {
  t = await createTestApp({ prepare: htmlRoutes });
  user = await createTestUser(t.app);
});
afterAll(async () => {
  await t?.close();
});

function expectBaseHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // Plain HTTP here: no HSTS.
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

function expectApiHeaders(response: LightMyRequestResponse) {
  expectBaseHeaders(response);
  expect(response.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
  expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
}

describe('security headers', () => {
  it('are on an API JSON response', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expectApiHeaders(response);
  });

  it('are on an upload', async () => {
    const body = multipartBody('image', 'photo.jpg', 'image/jpeg', await testJpeg(64, 64));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...user.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    expectApiHeaders(response);
  });

  it('are on errors: 404, 400, 401 and a CSRF refusal', async () => {
    const errors = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/no-such-route' }),
      t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      }),
      t.app.inject({ method: 'GET', url: `/api/users/private/${user.slug}` }),
      t.app.inject({
        method: 'POST',
        url: '/api/users/logout',
        headers: { cookie: user.cookie, origin: 'https://evil.example', 'content-type': 'text/plain' },
        payload: 'x',
      }),
    ]);
    expect(errors.map((response) => response.statusCode)).toEqual([404, 400, 401, 403]);
    for (const response of errors) {
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expectApiHeaders(response);
    }
  });

  it('give an HTML page a nonce policy, with a fresh nonce per request matching the one rendered', async () => {
    const [first, second] = await Promise.all([
      t.app.inject({ method: 'GET', url: '/test-page' }),
      t.app.inject({ method: 'GET', url: '/test-page' }),
    ]);
    const nonces = [first, second].map((response) => {
      expectBaseHeaders(response);
      const policy = String(response.headers['content-security-policy']);
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
      expect(nonce).toBeDefined();
      expect(Buffer.from(nonce as string, 'base64')).toHaveLength(16);
      expect(response.body).toBe(`<script nonce="${nonce}">1</script>`);
      expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
      for (const directive of [
        "default-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https:",
        "connect-src 'self'",
        "object-src 'none'",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ]) {
        expect(policy).toContain(directive);
      }
      expect(policy).not.toContain('upgrade-insecure-requests');
      // The page keeps its opener link to the sign-in popups.
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('keep a policy a response brings itself, and send the sign-in popup page no opener policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/test-popup' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; script-src 'sha256-abc'");
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});

describe('HSTS and HTTPS', () => {
  it('is sent when PUBLIC_URL is https, with upgrade-insecure-requests on pages', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example' }, prepare: htmlRoutes });
    try {
      const api = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(api.headers['strict-transport-security']).toBe(HSTS_HEADER);
      const page = await secure.app.inject({ method: 'GET', url: '/test-page' });
      expect(page.headers['strict-transport-security']).toBe(HSTS_HEADER);
      expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });

  it('follows X-Forwarded-Proto only from a trusted proxy', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const forwarded = { 'x-forwarded-proto': 'https' };
      const viaProxy = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: '127.0.0.1',
        headers: forwarded,
      });
      expect(viaProxy.headers['strict-transport-security']).toBe(HSTS_HEADER);
      const direct = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: '198.51.100.7',
        headers: forwarded,
      });
      expect(direct.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
    // And not at all without TRUST_PROXY.
    const spoofed = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets S3 image origins into img-src', async () => {
    const s3 = await createTestApp({
      env: {
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'shop',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PUBLIC_URL: 'http://cdn.shop.test:8080/images',
      },
      prepare: htmlRoutes,
    });
    try {
      const page = await s3.app.inject({ method: 'GET', url: '/test-page' });
      expect(page.headers['content-security-policy']).toContain(
        "img-src 'self' data: blob: https: http://cdn.shop.test:8080;",
      );
    } finally {
      await s3.close();
    }
  });
});
