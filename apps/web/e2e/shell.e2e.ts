import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, pageErrors } from './browser.ts';

const specRoutes = [
  '/',
  '/login',
  '/products',
  '/single_product',
  '/sellers',
  '/blogs',
  '/about',
  '/contact',
  '/faq',
  '/privacy_policy',
  '/terms_condition',
  '/seller_terms_condition',
  '/become_seller',
];

describe('storefront shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends the home page server-rendered with header, navigation and footer', async () => {
    const response = await fetch(`${baseUrl()}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<header');
    expect(html).toContain('<nav aria-label="Main"');
    expect(html).toContain('<footer');
    expect(html).toContain('All Categories');
    expect(html).toMatch(/©\s*2023/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
  });

  it('answers every route of the specification, and 404 for an unknown one', async () => {
    for (const path of specRoutes) {
      const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' });
      expect([200, 302, 404], path).toContain(response.status);
      expect(response.status, path).not.toBe(500);
    }
    const missing = await fetch(`${baseUrl()}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page not found');
  });

  it('shows the desktop header with the seeded categories at 1280px', async () => {
    const page = await openPage(browser, 'desktop');
    await expect.poll(() => page.getByRole('link', { name: 'Account' }).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Support' }).first().isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Track Order' }).count()).toBe(0);
    const categoryOptions = await page.getByLabel('Category').first().locator('option').allTextContents();
    expect(categoryOptions[0]).toBe('All Categories');
    expect(categoryOptions.length).toBeGreaterThan(10);
    expect(await page.getByRole('link', { name: 'Become seller' }).first().isVisible()).toBe(true);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('opens the All Categories menu with sub-category flyouts', async () => {
    const page = await openPage(browser, 'desktop');
    await page.getByRole('button', { name: 'All Categories' }).click();
    const menu = page.getByRole('menu').first();
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await menu.getByRole('menuitem').count()).toBeGreaterThan(5);
    await page.context().close();
  });

  it('searches from the header: text and category go to /products', async () => {
    const page = await openPage(browser, 'desktop');
    const form = page.getByRole('search').first();
    await form.getByLabel('Search products').fill('headphones');
    await form.getByLabel('Category').selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/products\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('search')).toBe('headphones');
    // The spec's query is `category=+slug`; a literal `+` in a query string reads back as a space.
    expect(url.search).toMatch(/category=(\+|%2B)[a-z0-9-]+/);
    await page.context().close();
  });

  it('shows the mobile drawer with Categories and Main Menu tabs at 375px on home', async () => {
    const page = await openPage(browser, 'mobile');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    expect(await drawer.getByRole('tab', { name: 'Categories' }).isVisible()).toBe(true);
    expect(await drawer.getByRole('tab', { name: 'Main Menu' }).isVisible()).toBe(true);
    expect(await drawer.getByRole('link', { name: 'Log in' }).isVisible()).toBe(true);
    expect(
      await drawer.getByRole('searchbox').or(drawer.getByLabel('Search products')).count(),
    ).toBeGreaterThan(0);
    await page.context().close();
  });

  it('shows the slim header with back and home buttons, then search, cart and menu, at 375px away from home', async () => {
    const page = await openPage(browser, 'mobile', '/about');
    const bar = page.locator('header nav[aria-label="Page"]');
    expect(await bar.getByRole('link', { name: 'Go back' }).isVisible()).toBe(true);
    expect(await bar.getByRole('link', { name: /home/ }).first().isVisible()).toBe(true);
    expect(await bar.getByRole('link', { name: 'Search' }).isVisible()).toBe(true);
    expect(await bar.getByRole('link', { name: /^Cart, / }).isVisible()).toBe(true);
    expect(await bar.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('hides header and footer when printing', async () => {
    const page = await openPage(browser, 'desktop', '/about');
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.locator('footer').first().isVisible()).toBe(false);
    await page.context().close();
  });

  it('tells a signed-out visitor to log in before subscribing to the newsletter', async () => {
    const page = await openPage(browser, 'desktop');
    await page.getByLabel('Email address').fill('visitor@example.com');
    await page.getByRole('button', { name: 'Get the Coupon' }).click();
    await expect.poll(() => page.getByText('Please, Log In first  !').first().isVisible()).toBe(true);
    await page.context().close();
  });
});
