import type { FastifyInstance } from 'fastify';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser } from '../../api/src/modules/orders/orders.test-support.ts';
import { createTestUser } from '../../api/src/modules/users/users.test-support.ts';
import { createProduct } from '../../api/src/test-support/catalogue-fixtures.ts';
import { launchBrowser, viewports } from './browser.ts';
import { type OwnShop, startOwnShop } from './own-shop.ts';

/**
 * The edge page cache (decision 5, apps/api/src/plugins/edge-cache.ts) on the real storefront build: an
 * anonymous product page is rendered once and repeated, each time with a fresh CSP nonce that the page's
 * scripts carry, so the repeated page still hydrates under its policy; a signed-in visitor is never
 * served it; a catalogue write makes the next visitor see the change.
 */
let shop: OwnShop;
let app: FastifyInstance;
let browser: Browser;
let origin: string;
let productSlug = '';

beforeAll(async () => {
  shop = await startOwnShop();
  ({ app, origin } = shop);
  browser = await launchBrowser();
  productSlug = (await createProduct(shop.database.db, { name: 'Cached Reading Lamp', stock: 12 })).slug;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

/** The nonce of a page's policy, and every nonce its HTML carries. */
function noncesOf(csp: string | null, html: string) {
  const policy = /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
  const inPage = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
  return { policy, inPage };
}

describe('page cache', () => {
  it('repeats an anonymous product page with a fresh nonce that matches its policy', async () => {
    const url = `${origin}/single_product?slug=${productSlug}`;
    const first = await fetch(url);
    const firstHtml = await first.text();
    expect(first.status).toBe(200);
    expect(first.headers.get('x-page-cache')).toBe('miss');
    const hitsBefore = app.edgeCache.stats.pageHits;

    const second = await fetch(url);
    const secondHtml = await second.text();
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(app.edgeCache.stats.pageHits).toBe(hitsBefore + 1);
    expect(secondHtml).toContain('Cached Reading Lamp');

    const a = noncesOf(first.headers.get('content-security-policy'), firstHtml);
    const b = noncesOf(second.headers.get('content-security-policy'), secondHtml);
    expect(a.policy).toBeTruthy();
    expect(b.policy).toBeTruthy();
    expect(b.policy).not.toBe(a.policy);
    expect([...a.inPage]).toEqual([a.policy]);
    expect([...b.inPage]).toEqual([b.policy]);
    // Apart from the nonce, the visitor gets exactly the page that was rendered.
    expect(secondHtml.replaceAll(String(b.policy), 'N')).toBe(firstHtml.replaceAll(String(a.policy), 'N'));
  });

  it('compresses a repeated page for clients that accept it', async () => {
    const url = `${origin}/single_product?slug=${productSlug}`;
    await (await fetch(url)).text();
    const compressed = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.get('x-page-cache')).toBe('hit');
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await compressed.text()).toContain('Cached Reading Lamp'); // fetch decodes brotli
  });

  it('hydrates a repeated page in Chromium with its policy enforced and no violation', async () => {
    const url = `${origin}/single_product?slug=${productSlug}`;
    await (await fetch(url)).text(); // stored, so the browser gets the repeated page
    const hitsBefore = app.edgeCache.stats.pageHits;
    const context = await browser.newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(event.violatedDirective));
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    expect(response?.headers()['x-page-cache']).toBe('hit');
    expect(app.edgeCache.stats.pageHits).toBeGreaterThan(hitsBefore);
    // React Router's module scripts ran (they register the route modules) and nothing was blocked.
    await page.waitForFunction(
      () =>
        Object.keys(
          (window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules ?? {},
        ).length > 0,
    );
    expect(
      await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
    ).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('never serves the stored page to a signed-in visitor', async () => {
    const url = `${origin}/single_product?slug=${productSlug}`;
    await (await fetch(url)).text();
    const ada = await createTestUser(app);
    const hitsBefore = app.edgeCache.stats.pageHits;
    const signedIn = await fetch(url, { headers: { cookie: ada.cookie } });
    await signedIn.text();
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('x-page-cache')).toBeNull();
    expect(app.edgeCache.stats.pageHits).toBe(hitsBefore);
  });

  it('shows a catalogue edit to the next anonymous visitor', async () => {
    const url = `${origin}/single_product?slug=${productSlug}`;
    await (await fetch(url)).text();
    expect((await fetch(url)).headers.get('x-page-cache')).toBe('hit');
    const admin = await createTestUser(app, { role: 'admin' });
    const edit = await asUser(app, admin).patch(`/api/admin/products/${productSlug}`, {
      productName: 'Renamed Reading Lamp',
    });
    expect(edit.statusCode).toBe(200);
    const after = await fetch(url);
    expect(after.headers.get('x-page-cache')).toBe('miss');
    expect(await after.text()).toContain('Renamed Reading Lamp');
  });
});
