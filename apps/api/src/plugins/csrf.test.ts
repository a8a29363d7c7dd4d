import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../modules/users/users.test-support.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { csrfProblem } from './csrf.ts';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL: 'https://shop.example', AUTH_TRUSTED_ORIGINS: 'https://admin.example' },
  });
  user = await createTestUser(t.app);
});
afterAll(async () => {
  await t?.close();
});

const logout = (headers: Record<string, string>, payload = '{}') =>
  t.app.inject({ method: 'POST', url: '/api/users/logout', headers, payload });

const profileUpdate = (headers: Record<string, string>, payload: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/users/update-profile-info?email=${encodeURIComponent(user.email)}`,
    headers,
    payload,
  });

function expectRefused(response: Awaited<ReturnType<typeof logout>>) {
  expect(response.statusCode).toBe(403);
  expect(response.headers['content-type']).toMatch(/application\/json/);
  expect(response.json()).toEqual({
    statusCode: 403,
    error: 'Forbidden',
    message: expect.stringMatching(/refused/),
    code: 'csrf_rejected',
  });
}

describe('CSRF guard', () => {
  it('refuses a cross-site form post carrying the session cookie', async () => {
    expectRefused(
      await profileUpdate(
        {
          cookie: user.cookie,
          origin: 'https://evil.example',
          'content-type': 'application/x-www-form-urlencoded',
        },
        'name=Hacked',
      ),
    );
  });

  it('refuses a text/plain post with the cookie and no Origin', async () => {
    expectRefused(await logout({ cookie: user.cookie, 'content-type': 'text/plain' }, 'x'));
  });

  it('refuses a post whose Referer is another site', async () => {
    expectRefused(
      await logout({
        cookie: user.cookie,
        referer: 'https://evil.example/page',
        'content-type': 'application/json',
      }),
    );
  });

  it('refuses an opaque (null) Origin', async () => {
    expectRefused(await logout({ cookie: user.cookie, origin: 'null', 'content-type': 'application/json' }));
  });

  it('refuses a foreign Origin even without a cookie (no sign-in forgery)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: user.email, password: user.password },
    });
    expectRefused(response);
  });

  it('lets the same origin, PUBLIC_URL and AUTH_TRUSTED_ORIGINS through', async () => {
    for (const origin of ['http://localhost', 'https://shop.example', 'https://admin.example']) {
      const response = await profileUpdate(
        { cookie: user.cookie, origin, 'content-type': 'application/json' },
        JSON.stringify({ displayName: 'Ok' }),
      );
      expect(response.statusCode, origin).toBe(200);
    }
  });

  it('lets a JSON call with the cookie and no Origin through (no simple cross-site request can send JSON)', async () => {
    const response = await profileUpdate(
      { cookie: user.cookie, 'content-type': 'application/json' },
      JSON.stringify({ displayName: 'Json' }),
    );
    expect(response.statusCode).toBe(200);
  });

  it('lets a same-site Referer through', async () => {
    const response = await profileUpdate(
      { cookie: user.cookie, referer: 'https://shop.example/profile', 'content-type': 'application/json' },
      JSON.stringify({ displayName: 'Referer' }),
    );
    expect(response.statusCode).toBe(200);
  });

  it('lets bearer-token clients through without Origin', async () => {
    const response = await profileUpdate(
      { ...user.bearer, 'content-type': 'application/json' },
      JSON.stringify({ displayName: 'Bearer' }),
    );
    expect(response.statusCode).toBe(200);
  });

  it('refuses a foreign Origin on storefront form posts too, and lets same-origin and origin-less ones through', () => {
    const request = (url: string, headers: Record<string, string>) =>
      ({
        method: 'POST',
        url,
        host: 'shop.example',
        protocol: 'https',
        headers,
      }) as unknown as FastifyRequest;
    expect(
      csrfProblem(request('/logout', { origin: 'https://evil.example', cookie: user.cookie }), t.env),
    ).toMatch(/refused/);
    expect(
      csrfProblem(request('/logout', { origin: 'https://shop.example', cookie: user.cookie }), t.env),
    ).toBeNull();
    expect(
      csrfProblem(
        request('/profile', { cookie: user.cookie, 'content-type': 'application/x-www-form-urlencoded' }),
        t.env,
      ),
    ).toBeNull();
  });

  it('answers an unknown /api/auth path with a 404 in the contract shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found', code: 'route_not_found' });
  });

  it('leaves GET alone', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/private/${user.slug}`,
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});
