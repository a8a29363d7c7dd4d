import type { FastifyInstance } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../api/src/app.ts';
import type { DatabaseHandle } from '../../api/src/db/client.ts';
import { openTestDatabase } from '../../api/src/db/test-database.ts';
import { parseEnv } from '../../api/src/env.ts';
import { launchBrowser, pageErrors, viewports } from './browser.ts';

/** Pages settle after client-side navigations and revalidation; give them a few seconds. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

/**
 * Google and Facebook popup sign-in in Chromium, with a local OIDC server (oauth2-mock-server) playing
 * both providers. The shop runs in this process on the built storefront (the global set-up builds it),
 * because the provider endpoints are a code-level seam of the auth plugin, not a setting.
 */
let provider: OAuth2Server;
let app: FastifyInstance;
let database: DatabaseHandle;
let browser: Browser;
let origin: string;
let profile = { sub: 'g-1', email: 'popper@example.test', email_verified: true, name: 'Pat Popper' };
/** Set to keep the popup on the provider (the shopper is still "choosing an account"). */
let holdAuthorize = false;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) =>
    Object.assign(token.payload, profile, { aud: 'google-client' }),
  );
  provider.service.on('beforeUserinfo', (response) => {
    response.body = { ...profile, id: profile.sub };
  });
  // Holding: the provider shows a page of its own instead of answering, as while the shopper picks an account.
  provider.service.on('beforeAuthorizeRedirect', ({ url }) => {
    if (holdAuthorize) url.href = `${provider.issuer.url}/choose-an-account`;
  });
  const issuer = provider.issuer.url as string;
  database = await openTestDatabase();
  app = await buildApp({
    env: parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      FACEBOOK_CLIENT_ID: 'facebook-client',
      FACEBOOK_CLIENT_SECRET: 'facebook-secret',
    }),
    database,
    web: { buildDir: inject('webBuildDir') },
    socialEndpoints: {
      google: { discoveryUrl: `${issuer}/.well-known/openid-configuration` },
      facebook: {
        authorizationUrl: `${issuer}/authorize`,
        tokenUrl: `${issuer}/token`,
        userInfoUrl: `${issuer}/userinfo`,
      },
    },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await database?.close();
  await provider?.stop();
});

async function loginPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: viewports.desktop, baseURL: origin });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  (page as Page & { pageErrors: string[] }).pageErrors = errors;
  await page.goto('/login?redirectTo=%2Fprofile', { waitUntil: 'networkidle' });
  return page;
}

describe('social sign-in popups', () => {
  it('shows the buttons of the configured providers', async () => {
    const page = await loginPage();
    expect(await page.getByRole('button', { name: 'Continue with Google' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Continue with Facebook' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('signs in with Google in a 500x600 popup and returns to the page asked for', async () => {
    holdAuthorize = false;
    profile = { sub: 'g-1', email: 'popper@example.test', email_verified: true, name: 'Pat Popper' };
    const page = await loginPage();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Continue with Google' }).click(),
    ]);
    expect(popup.viewportSize()).toEqual({ width: 500, height: 600 });
    await page.waitForURL(`${origin}/profile`);
    await eventually(() => page.locator('header').first().textContent()).toContain('Hi, Pat Popper');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'access_token')?.httpOnly).toBe(true);
    expect(cookies.find((cookie) => cookie.name === 'user_slug')?.httpOnly).toBe(false);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('ends sign-in quietly when the shopper closes the popup (popup-closed-by-user at the 2-second check)', async () => {
    holdAuthorize = true;
    const page = await loginPage();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Continue with Google' }).click(),
    ]);
    const waiting = page.locator('main').getByRole('status');
    await eventually(() => waiting.textContent()).toMatch(/Finish signing in with Google/);
    const closedAt = Date.now();
    await popup.close();
    // The 2-second check notices the closed window and ends the attempt without an error.
    await expect.poll(() => waiting.count(), { timeout: 5000, interval: 100 }).toBe(0);
    expect(Date.now() - closedAt).toBeLessThan(3000);
    expect(page.url()).toBe(`${origin}/login?redirectTo=%2Fprofile`);
    expect(await page.locator('main').getByRole('alert').count()).toBe(0);
    await page.context().close();
  });

  it('cancels the first popup request when a second one starts, and finishes with the second provider', async () => {
    holdAuthorize = true;
    profile = { sub: 'fb-1', email: 'second@example.test', email_verified: true, name: 'Sam Second' };
    const page = await loginPage();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Continue with Google' }).click(),
    ]);
    holdAuthorize = false;
    // The same named window is reused for the second request.
    await page.getByRole('button', { name: 'Continue with Facebook' }).click();
    await page.waitForURL(`${origin}/profile`);
    expect(popup.isClosed()).toBe(true);
    await eventually(() => page.locator('header').first().textContent()).toContain('Hi, Sam Second');
    await page.context().close();
  });

  it('shows "An error ocurred. Please try again." when Google fails', async () => {
    holdAuthorize = false;
    provider.service.once('beforeAuthorizeRedirect', ({ url }) => {
      url.searchParams.delete('code');
      url.searchParams.set('error', 'access_denied');
    });
    const page = await loginPage();
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const alert = page.locator('main').getByRole('alert');
    await eventually(() => alert.textContent()).toBe('An error ocurred. Please try again.');
    expect(page.url()).toBe(`${origin}/login?redirectTo=%2Fprofile`);
    await page.context().close();
  });
});
