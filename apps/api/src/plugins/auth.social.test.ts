import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '../db/schema/index.ts';
import { createTestUser } from '../modules/users/users.test-support.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

/**
 * Google and Facebook played by a real local OIDC server (oauth2-mock-server), through the same popup
 * endpoints the storefront's buttons open: start → provider → callback → completion page.
 */
let provider: OAuth2Server;
let t: TestApp;
let profile: { sub: string; email: string; email_verified: boolean; name: string; picture?: string };

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, profile, { aud: 'google-client' });
  });
  provider.service.on('beforeUserinfo', (response) => {
    response.body = { ...profile, id: profile.sub };
  });
  const issuer = provider.issuer.url as string;
  t = await createTestApp({
    env: {
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      FACEBOOK_CLIENT_ID: 'facebook-client',
      FACEBOOK_CLIENT_SECRET: 'facebook-secret',
    },
    socialEndpoints: {
      google: { discoveryUrl: `${issuer}/.well-known/openid-configuration` },
      facebook: {
        authorizationUrl: `${issuer}/authorize`,
        tokenUrl: `${issuer}/token`,
        userInfoUrl: `${issuer}/userinfo`,
      },
    },
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.stop();
});

function setCookies(response: LightMyRequestResponse): string[] {
  const value = response.headers['set-cookie'];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** Runs the popup flow as the browser would and answers the completion page's response. */
async function popupSignIn(providerId: 'google' | 'facebook', nonce: string) {
  const start = await t.app.inject({
    method: 'GET',
    url: `/api/auth/oauth-popup/start?${new URLSearchParams({
      provider: providerId,
      popupOrigin: 'http://localhost',
      popupNonce: nonce,
      callbackURL: '/profile',
    })}`,
  });
  expect(start.statusCode).toBe(302);
  const jar = setCookies(start)
    .map((line) => line.split(';')[0])
    .join('; ');
  const authorize = await fetch(String(start.headers.location), { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  const callback = new URL(String(authorize.headers.get('location')));
  expect(callback.pathname).toBe(`/api/auth/callback/${providerId}`);
  return t.app.inject({ method: 'GET', url: callback.pathname + callback.search, headers: { cookie: jar } });
}

function completionData(page: LightMyRequestResponse) {
  const json = /<script type="application\/json" id="better-auth-oauth-popup">([^<]*)<\/script>/.exec(
    page.body,
  )?.[1];
  return JSON.parse(json ?? 'null') as {
    type: string;
    nonce: string;
    token?: string;
    error?: { code: string };
  };
}

describe('Google and Facebook popup sign-in', () => {
  it('lists both providers once configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/auth-providers' });
    expect(response.json()).toEqual({ emailPassword: true, social: ['google', 'facebook'] });
  });

  it('signs a new Google user up: the popup page posts the token to the opener, both cookies are set', async () => {
    profile = { sub: 'google-1', email: 'Gina@Example.test', email_verified: true, name: 'Gina Google' };
    const page = await popupSignIn('google', 'nonce-1');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(completionData(page)).toMatchObject({
      type: 'better-auth:oauth-popup',
      nonce: 'nonce-1',
      token: expect.any(String),
    });

    const lines = setCookies(page);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'gina@example.test'));
    expect(row).toMatchObject({ fullName: 'Gina Google', role: 'buyer', emailVerified: true });
    expect(lines.some((line) => /^access_token=[^;]+;.*HttpOnly/.test(line))).toBe(true);
    expect(lines).toContain(`user_slug=${row?.slug}; Max-Age=604800; Path=/; SameSite=Lax`);

    const cookie = lines.map((line) => line.split(';')[0]).join('; ');
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/users/private/${row?.slug}`,
      headers: { cookie },
    });
    expect(mine.statusCode).toBe(200);
  });

  it("links the provider's verified e-mail to the existing account", async () => {
    const existing = await createTestUser(t.app, { email: 'linda@example.test', fullName: 'Linda Local' });
    profile = {
      sub: 'google-2',
      email: 'linda@example.test',
      email_verified: true,
      name: 'Linda from Google',
    };
    const page = await popupSignIn('google', 'nonce-2');
    expect(completionData(page).token).toBeTruthy();
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'linda@example.test'));
    expect(rows).toHaveLength(1);
    const linked = await t.database.db.select().from(accounts).where(eq(accounts.userId, existing.id));
    expect(linked.map((account) => account.providerId).sort()).toEqual(['credential', 'google']);
    expect(setCookies(page)).toContain(`user_slug=${existing.slug}; Max-Age=604800; Path=/; SameSite=Lax`);
  });

  it('signs in with Facebook', async () => {
    profile = { sub: 'fb-1', email: 'fiona@example.test', email_verified: true, name: 'Fiona Facebook' };
    const page = await popupSignIn('facebook', 'nonce-3');
    expect(completionData(page)).toMatchObject({ nonce: 'nonce-3', token: expect.any(String) });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'fiona@example.test'));
    expect(row?.fullName).toBe('Fiona Facebook');
  });

  it('reports a provider failure to the opener instead of signing in', async () => {
    provider.service.once('beforeAuthorizeRedirect', ({ url }) => {
      url.searchParams.delete('code');
      url.searchParams.set('error', 'access_denied');
    });
    profile = { sub: 'google-3', email: 'denied@example.test', email_verified: true, name: 'Denied' };
    const page = await popupSignIn('google', 'nonce-4');
    expect(completionData(page)).toMatchObject({ nonce: 'nonce-4', error: { code: expect.any(String) } });
    expect(completionData(page).token).toBeUndefined();
    expect(setCookies(page).some((line) => /^access_token=[^;]/.test(line))).toBe(false);
  });

  it('refuses a popup opened for a foreign origin', async () => {
    const start = await t.app.inject({
      method: 'GET',
      url: `/api/auth/oauth-popup/start?provider=google&popupOrigin=${encodeURIComponent('https://evil.example')}`,
    });
    expect(start.statusCode).toBe(403);
  });
});
