/**
 * The header search box by keyboard alone, as the ARIA 1.2 combobox pattern has it: typing (with a typo)
 * opens a listbox of suggestions, Arrow Down moves the active option (aria-activedescendant on the box,
 * aria-selected on the option), Enter opens the active product, Escape closes the list and then clears
 * the box. On the desktop header and in the 375 px drawer alike. Then the results page's "Did you mean"
 * and the help offered when a search finds nothing.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { apiJson, openWatched } from './catalogue-support.ts';

interface Suggestions {
  products: { slug: string; productName: string }[];
  didYouMean: string | null;
}

/** "talbet" is one transposition away from "tablet" (the own example). */
const TYPED = 'talbet';

/** Types `text` key by key into the box (as a shopper does, so the debounce and cancelling run). */
async function typeInto(box: Locator, text: string) {
  await box.focus();
  await box.pressSequentially(text);
}

/** The id the box names as active, and that option's text and aria-selected. */
async function activeOption(page: Page, box: Locator) {
  const id = await box.getAttribute('aria-activedescendant');
  if (!id) return null;
  const option = page.locator(`[id="${id}"]`);
  return {
    role: await option.getAttribute('role'),
    selected: await option.getAttribute('aria-selected'),
    text: (await option.textContent()) ?? '',
  };
}

async function journey(page: Page, box: Locator) {
  const expected = await apiJson<Suggestions>(`/api/search/suggestions?q=${TYPED}`);
  const product = expected.products[0];
  if (!product) throw new Error(`no product suggested for "${TYPED}"`);
  expect(expected.didYouMean).toBe('tablet');

  expect(await box.getAttribute('role')).toBe('combobox');
  expect(await box.getAttribute('aria-expanded')).toBe('false');
  await typeInto(box, TYPED);
  await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
  const listbox = page.locator(`[id="${await box.getAttribute('aria-controls')}"]`);
  expect(await listbox.getAttribute('role')).toBe('listbox');
  expect(await listbox.isVisible()).toBe(true);
  const options = listbox.getByRole('option');
  // Did you mean, then the products: the first option offers the corrected text.
  expect(await options.first().textContent()).toContain('tablet');
  expect(await options.count()).toBeGreaterThan(1);
  // A corrected word marks no letters (they were not typed: search-highlight.ts); a prefix is below.
  expect(await box.getAttribute('aria-activedescendant')).toBeNull();

  await box.press('ArrowDown');
  expect(await activeOption(page, box)).toMatchObject({ role: 'option', selected: 'true' });
  expect((await activeOption(page, box))?.text).toContain('tablet');
  await box.press('ArrowDown');
  const onProduct = await activeOption(page, box);
  expect(onProduct).toMatchObject({ role: 'option', selected: 'true' });
  expect(onProduct?.text).toContain(product.productName);
  // Only the active option is selected.
  expect(await listbox.locator('[role="option"][aria-selected="true"]').count()).toBe(1);
  // The focus never left the box: the options are reached through aria-activedescendant.
  expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);

  // Escape closes the list and keeps the text; a second Escape empties the box.
  await box.press('Escape');
  expect(await box.getAttribute('aria-expanded')).toBe('false');
  expect(await box.getAttribute('aria-activedescendant')).toBeNull();
  expect(await listbox.isVisible()).toBe(false);
  expect(await box.inputValue()).toBe(TYPED);
  await box.press('Escape');
  expect(await box.inputValue()).toBe('');

  // The letters typed are marked in the suggestions that start with them.
  await typeInto(box, 'tabl');
  await expect.poll(() => listbox.locator('mark').count()).toBeGreaterThan(0);
  expect((await listbox.locator('mark').first().textContent())?.toLowerCase()).toBe('tabl');
  await box.press('Escape');
  await box.press('Escape');
  expect(await box.inputValue()).toBe('');

  // Again, and this time Enter opens the product.
  await typeInto(box, TYPED);
  await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  expect((await activeOption(page, box))?.text).toContain(product.productName);
  await box.press('Enter');
  await page.waitForURL((url) => url.pathname === '/single_product');
  expect(new URL(page.url()).searchParams.get('slug')).toBe(product.slug);
  await expect
    .poll(() => page.getByRole('heading', { level: 1, name: product.productName }).isVisible())
    .toBe(true);
}

describe('header search combobox by keyboard', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('suggests while typing, arrows through the options, Escape closes, Enter opens the product (desktop)', async () => {
    const { page, problems } = await openWatched(browser, 'desktop', '/');
    const box = page.getByRole('search').first().getByRole('combobox', { name: 'Search products' });
    await journey(page, box);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('does the same in the 375 px menu drawer', async () => {
    const { page, problems } = await openWatched(browser, 'mobile', '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    const box = drawer.getByRole('combobox', { name: 'Search products' });
    expect(await box.isVisible()).toBe(true);
    await journey(page, box);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('offers "Did you mean" on the results, and nearest categories with popular products when nothing is found', async () => {
    const { page, problems } = await openWatched(browser, 'desktop', `/products?search=${TYPED}`);
    const suggestion = page.getByRole('link', { name: 'tablet', exact: true });
    expect(await page.getByText('Did you mean').isVisible()).toBe(true);
    await suggestion.click();
    await page.waitForURL((url) => url.searchParams.get('search') === 'tablet');

    // Three typos in 12 letters: beyond what is forgiven, so nothing is found.
    await page.goto('/products?search=electroniqqq', { waitUntil: 'networkidle' });
    const nearest = page.getByRole('navigation', { name: 'Nearest categories' });
    expect(await nearest.getByRole('link', { name: 'Electronics' }).isVisible()).toBe(true);
    const popular = page.locator('section', {
      has: page.getByRole('heading', { name: 'Popular products', exact: true }),
    });
    expect(await popular.locator('article').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
