import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium; test tools never download a browser of their own. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 800 },
} as const;

export function baseUrl(): string {
  return inject('baseUrl');
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-dev-shm-usage',
    ],
  });
}

/** A fresh context per journey, so cookies and storage never leak between tests. */
export async function openPage(
  browser: Browser,
  viewport: keyof typeof viewports,
  path = '/',
): Promise<Page> {
  const context = await browser.newContext({ viewport: viewports[viewport], baseURL: baseUrl() });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  (page as Page & { pageErrors: string[] }).pageErrors = errors;
  await page.goto(path, { waitUntil: 'networkidle' });
  return page;
}

export function pageErrors(page: Page): string[] {
  return (page as Page & { pageErrors?: string[] }).pageErrors ?? [];
}

/** The demo accounts the seed creates (README). */
export const demoAccounts = {
  admin: { email: 'admin@demo.shop', password: 'Admin-demo-2023!' },
  seller: { email: 'golden-hour-goods@demo.shop', password: 'Seller-demo-2023!' },
  customer: { email: 'customer@demo.shop', password: 'Customer-demo-2023!' },
} as const;

/**
 * A fresh desktop context signed in through the login page (page errors collected for `pageErrors`);
 * closing the browser closes it.
 */
export async function signInAs(
  browser: Browser,
  account: { email: string; password: string },
  options: { javaScriptEnabled?: boolean; defaultTimeoutMs?: number; origin?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: viewports.desktop,
    baseURL: options.origin ?? baseUrl(),
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  (page as Page & { pageErrors: string[] }).pageErrors = errors;
  await page.goto('/login?redirectTo=%2Fprofile');
  const main = page.locator('main');
  await main.getByLabel('Email', { exact: true }).fill(account.email);
  await main.getByLabel('Password', { exact: true }).fill(account.password);
  await main.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/profile$/);
  if (options.defaultTimeoutMs) page.setDefaultTimeout(options.defaultTimeoutMs);
  return page;
}
