import type { Browser, Page } from 'playwright-core';
import { baseUrl, viewports } from './browser.ts';

/** GET an API path of the running app as JSON. */
export async function apiJson<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A visible product that has verified reviews in the demo catalogue (the seed reviews a few). */
export async function reviewedProductSlug(): Promise<string> {
  for (let page = 1; page <= 5; page++) {
    const { filteredProducts } = await apiJson<{ filteredProducts: { slug: string }[] }>(
      `/api/products/filter?limit=100&page=${page}&sort=rating`,
    );
    const counts = await Promise.all(
      filteredProducts.map(async ({ slug }) => ({
        slug,
        count: (await apiJson<{ count: number }>(`/api/reviews/reviewProducts/${slug}?limit=1`)).count,
      })),
    );
    const found = counts.find((entry) => entry.count > 0);
    if (found) return found.slug;
    if (filteredProducts.length < 100) break;
  }
  throw new Error('no reviewed product in the demo catalogue');
}

/**
 * Opens `path` in a fresh context and records, from the very first byte, uncaught errors and console errors
 * and warnings (React reports hydration mismatches there).
 */
export async function openWatched(
  browser: Browser,
  viewport: keyof typeof viewports,
  path: string,
  options: { javaScriptEnabled?: boolean } = {},
): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({
    viewport: viewports[viewport],
    baseURL: baseUrl(),
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // A deliberately missing page's 404 is not a script problem.
    if (message.text().startsWith('Failed to load resource')) return;
    problems.push(message.text());
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return { page, problems };
}
