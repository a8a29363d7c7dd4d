import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser } from './browser.ts';
import { apiJson, openWatched, reviewedProductSlug } from './catalogue-support.ts';

const axePath = path.resolve(import.meta.dirname, '../../../node_modules/axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

/** Every page a visitor can open without signing in. */
async function publicRoutes(): Promise<string[]> {
  const product = await reviewedProductSlug();
  const { allBlogs } = await apiJson<{ allBlogs: { slug: string }[] }>('/api/blogs?limit=1');
  const [seller] = await apiJson<{ shop: { shop_slug: string } }[]>('/api/users/sellers?limit=1');
  return [
    '/',
    '/products',
    '/products?category=+electronics&brand=aurora-sound',
    '/products?search=zzzzqqqq',
    `/single_product?slug=${product}`,
    '/sellers',
    `/sellers/${seller?.shop.shop_slug}`,
    '/blogs',
    `/blogs/${allBlogs[0]?.slug}`,
    '/about',
    '/contact',
    '/faq',
    '/privacy_policy',
    '/terms_condition',
    '/seller_terms_condition',
    '/become_seller',
    '/login',
    '/register',
    '/no-such-page',
  ];
}

describe('accessibility and page metadata of every public route', () => {
  let browser: Browser;
  let routes: string[];
  beforeAll(async () => {
    browser = await launchBrowser();
    routes = await publicRoutes();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`axe finds no serious or critical violation (${viewport})`, { timeout: 180_000 }, async () => {
      const found: string[] = [];
      for (const route of routes) {
        const { page } = await openWatched(browser, viewport, route);
        await page.addScriptTag({ path: axePath });
        const violations = await page.evaluate(
          async () =>
            (
              (await (
                globalThis as unknown as {
                  axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> };
                }
              ).axe.run(document)) as { violations: AxeViolation[] }
            ).violations,
        );
        for (const violation of violations) {
          if (violation.impact === 'serious' || violation.impact === 'critical') {
            found.push(
              `${route}: ${violation.impact} ${violation.id} at ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
            );
          }
        }
        await page.context().close();
      }
      expect(found).toEqual([]);
    });
  }

  it('gives each page a title, description, absolute canonical URL and Open Graph tags', {
    timeout: 120_000,
  }, async () => {
    const own = routes.filter(
      (route) => !['/login', '/register', '/become_seller', '/no-such-page'].includes(route),
    );
    for (const route of own) {
      const html = await (await fetch(`${baseUrl()}${route}`)).text();
      const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
      expect(head, route).toMatch(/<title>[^<]+ \| Bazaar<\/title>/);
      expect(head, route).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(head, route).toMatch(
        new RegExp(`<link rel="canonical" href="${baseUrl().replace(/[.]/g, '\\.')}/`),
      );
      expect(head, route).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(head, route).toMatch(/<meta property="og:url" content="http/);
    }
  });

  it('opens the header menus from the keyboard', async () => {
    const { page } = await openWatched(browser, 'desktop', '/products');
    const trigger = page.getByRole('button', { name: 'All Categories' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu').first();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
      .toBe('menuitem');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toContain('All Categories');
    await page.context().close();
  });
});
