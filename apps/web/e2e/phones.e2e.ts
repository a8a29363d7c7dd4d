import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, demoAccounts, launchBrowser, pageErrors, signInAs } from './browser.ts';
import { apiJson } from './catalogue-support.ts';
import { type OwnShop, startOwnShop } from './own-shop.ts';
import { compareWithBaseline, MAX_DIFFERENT_SHARE, prepareForScreenshots } from './visual.ts';

const PHONE = { width: 375, height: 800 };
const WIDTHS = [320, 375, 768, 1280] as const;

async function phonePage(browser: Browser, pathname: string, width: number = PHONE.width): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, baseURL: baseUrl() });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  (page as Page & { pageErrors: string[] }).pageErrors = errors;
  await page.goto(pathname, { waitUntil: 'networkidle' });
  return page;
}

/** Waits for a value, giving a busy machine time to navigate and hydrate. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000 });

/** An in-stock product of the demo catalogue (of the shared demo shop, or of the shop at `origin`), by slug. */
async function inStockProductSlug(origin = baseUrl()): Promise<string> {
  const response = await fetch(`${origin}/api/products/filter?limit=24`);
  if (!response.ok) throw new Error(`the product filter answered ${response.status}`);
  const { filteredProducts } = (await response.json()) as {
    filteredProducts: { slug: string; stock: number }[];
  };
  const product = filteredProducts.find((entry) => entry.stock > 3);
  if (!product) throw new Error('no product in stock in the demo catalogue');
  return product.slug;
}

/** How far the page scrolls sideways (0 when it fits the screen), with the elements that stick out. */
function sidewaysOverflow(page: Page): Promise<{ by: number; culprits: string[] }> {
  return page.evaluate(() => {
    const by = document.documentElement.scrollWidth - window.innerWidth;
    if (by <= 0) return { by, culprits: [] };
    const culprits = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .filter(
        (element) =>
          ![...element.children].some((child) => child.getBoundingClientRect().right > window.innerWidth + 1),
      )
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className.toString().slice(0, 80)} right=${Math.round(element.getBoundingClientRect().right)}`,
      );
    return { by, culprits };
  });
}

/** Visible links and buttons of `selector` smaller than 44×44 px, named for the failure message. */
function smallTargets(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((scope) => {
    const root = document.querySelector(scope);
    if (!root) return [`${scope} not found`];
    return [...root.querySelectorAll<HTMLElement>('a, button, summary')]
      .filter((element) => element.offsetParent !== null)
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
      .map(
        ({ element, box }) =>
          `${element.getAttribute('aria-label') ?? element.textContent?.trim()} ${box.width}×${box.height}`,
      );
  }, selector);
}

describe('the storefront on a phone (375 px)', () => {
  let browser: Browser;
  let productPath: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    productPath = `/single_product?slug=${await inStockProductSlug()}`;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('searches from a product page through the header search panel', async () => {
    const page = await phonePage(browser, productPath);
    const header = page.locator('header nav[aria-label="Page"]');
    expect(await smallTargets(page, 'header nav[aria-label="Page"]')).toEqual([]);
    await header.getByRole('link', { name: 'Search' }).click();
    const panel = page.getByRole('dialog', { name: 'Search' });
    await poll(() => panel.isVisible()).toBe(true);
    await panel.getByLabel('Search products').fill('headphones');
    await panel.getByLabel('Search products').press('Enter');
    await page.waitForURL(/\/products\?search=headphones/);
    await poll(() => panel.isVisible()).toBe(false);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('adds from a product card, and the mini cart opens as a bottom sheet with the line', async () => {
    const page = await phonePage(browser, '/products');
    const card = page
      .locator('article')
      .filter({ has: page.getByRole('button', { name: /^Add to cart: .+/ }) });
    const first = card.first();
    const name = (await first.getByRole('heading').textContent())?.trim() ?? '';
    await first.getByRole('button', { name: /^Add to cart: .+/ }).click();
    await poll(() => page.locator('[role="status"]').allTextContents()).toContain('Added to cart');
    const cartButton = page.locator('header nav[aria-label="Page"]').getByRole('link', { name: /^Cart, / });
    await poll(() => cartButton.getAttribute('aria-label')).toBe('Cart, 1 item');

    await cartButton.click();
    const sheet = page.getByRole('dialog', { name: 'Mini cart' });
    await poll(() => sheet.isVisible()).toBe(true);
    expect(await sheet.getByRole('link', { name }).count()).toBe(1);
    // The sheet sits at the bottom of the screen.
    const box = await sheet.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(PHONE.height);
    expect(await sheet.getByRole('link', { name: 'Checkout Now' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await poll(() => sheet.isVisible()).toBe(false);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('keeps Checkout Now disabled in the mini cart sheet of an empty cart', async () => {
    const page = await phonePage(browser, '/about');
    await page.locator('header nav[aria-label="Page"]').getByRole('link', { name: 'Cart, 0 items' }).click();
    const sheet = page.getByRole('dialog', { name: 'Mini cart' });
    await poll(() => sheet.isVisible()).toBe(true);
    expect(await sheet.getByRole('button', { name: 'Checkout Now' }).isDisabled()).toBe(true);
    await page.context().close();
  });

  it('zooms a product picture full screen, by tap and by keyboard', async () => {
    const page = await phonePage(browser, productPath);
    const zoom = page.getByRole('button', { name: /^Zoom: / });
    await zoom.click();
    const lightbox = page.getByRole('dialog').filter({ has: page.locator('img') });
    await poll(() => lightbox.isVisible()).toBe(true);
    const box = await lightbox.boundingBox();
    expect(box?.width).toBe(PHONE.width);
    await page.keyboard.press('Escape');
    await poll(() => lightbox.isVisible()).toBe(false);

    await zoom.focus();
    await page.keyboard.press('Enter');
    await poll(() => lightbox.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Close' }).last().click();
    await poll(() => lightbox.isVisible()).toBe(false);
    await page.context().close();
  });

  it('keeps Add to cart at hand in a bar at the bottom of a product page', async () => {
    const page = await phonePage(browser, productPath);
    await page.mouse.wheel(0, 2000);
    const bar = page
      .locator('div.fixed')
      .filter({ has: page.getByRole('button', { name: /^Add to cart: .+/ }) });
    await poll(() => bar.isVisible()).toBe(true);
    const box = await bar.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(PHONE.height);
    await page.context().close();
  });

  it('goes home from the back arrow of a shared deep link, and back a page after browsing', async () => {
    const page = await phonePage(browser, productPath);
    await page.locator('header nav[aria-label="Page"]').getByRole('link', { name: 'Go back' }).click();
    await page.waitForURL(`${baseUrl()}/`);

    const browsing = await phonePage(browser, '/about');
    await browsing.goto('/faq', { waitUntil: 'networkidle' });
    await browsing.getByRole('link', { name: 'Privacy Policy' }).first().click();
    await browsing.waitForURL(/\/privacy_policy$/);
    await browsing.locator('header nav[aria-label="Page"]').getByRole('link', { name: 'Go back' }).click();
    await browsing.waitForURL(/\/faq$/);
    await page.context().close();
    await browsing.context().close();
  });

  it('opens the filters as a full-height sheet that shows the live count of results', async () => {
    const page = await phonePage(browser, '/products');
    await page.getByText('Filters', { exact: true }).first().click();
    const show = page.getByRole('link', { name: /^Show [\d,]+ results?$/ });
    await poll(() => show.isVisible()).toBe(true);
    const before = await show.textContent();
    await page
      .locator('details[open]')
      .getByRole('link')
      .filter({ hasText: /^[A-Z]/ })
      .nth(2)
      .click();
    await poll(() => show.textContent()).not.toBe(before);
    const sheetBox = await page.locator('details[open] > div').boundingBox();
    expect(sheetBox?.height).toBe(PHONE.height);
    await show.click();
    await poll(() => show.isVisible()).toBe(false);
    await page.context().close();
  });

  it('writes the hero slides’ words below their pictures on a phone, and the slider can be paused', async () => {
    const page = await phonePage(browser, '/');
    const slide = page.getByRole('group', { name: /^1 of / });
    const picture = await slide.locator('img').boundingBox();
    const words = await slide.locator('p').first().boundingBox();
    expect(words?.y ?? 0).toBeGreaterThanOrEqual((picture?.y ?? 0) + (picture?.height ?? 0));
    const pause = page.getByRole('button', { name: 'Pause slides' });
    await pause.click();
    expect(await page.getByRole('button', { name: 'Play slides' }).isVisible()).toBe(true);
    await page.context().close();
  });
});

/**
 * The screenshots are taken on a demo shop of this journey's own (seeded like the shared one, then left
 * alone): the journeys before this one add products, reviews, orders and cart lines to the shared shop,
 * and the five pages must look the same whatever ran before.
 */
describe('layout at 320, 375, 768 and 1280 px: no sideways scroll, screenshots as the baselines', () => {
  let shop: OwnShop;
  let browser: Browser;
  /** One signed-in page, resized for each width: one sign-in and one cart line for the whole check. */
  let page: Page;
  let pages: { name: string; path: string }[];

  beforeAll(async () => {
    shop = await startOwnShop({}, { demo: true });
    browser = await launchBrowser();
    pages = [
      { name: 'home', path: '/' },
      { name: 'listing', path: '/products' },
      { name: 'product', path: `/single_product?slug=${await inStockProductSlug(shop.origin)}` },
      { name: 'cart', path: '/cart' },
      { name: 'checkout', path: '/checkout' },
    ];
    page = await signInAs(browser, demoAccounts.customer, { origin: shop.origin });
    await prepareForScreenshots(page);
    // One line in the cart, so the cart and checkout pages show their full layout.
    await page.goto(pages[2]?.path ?? '/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
    await page.locator('[role="status"]', { hasText: 'Added to cart' }).first().waitFor();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  for (const width of WIDTHS) {
    it(`at ${width} px, signed in with a cart`, { timeout: 180_000 }, async () => {
      await page.setViewportSize({ width, height: PHONE.height });
      const overflowing: string[] = [];
      const differing: string[] = [];
      for (const { name, path: pathname } of pages) {
        await page.goto(pathname, { waitUntil: 'networkidle' });
        const overflow = await sidewaysOverflow(page);
        if (overflow.by > 0) overflowing.push(`${name}: ${overflow.by}px (${overflow.culprits.join(' | ')})`);
        const visual = await compareWithBaseline(page, `${name}-${width}`);
        if (!visual.ok) differing.push(`${visual.name}: ${visual.note}`);
      }
      expect(overflowing).toEqual([]);
      expect(differing).toEqual([]);
    });
  }

  it('fails the visual check on a real layout change, while the same page unchanged passes', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(pages[2]?.path ?? '/', { waitUntil: 'networkidle' });
    const unchanged = await compareWithBaseline(page, 'product-375', { compareOnly: true });
    expect(unchanged.ok, unchanged.note).toBe(true);
    // A deliberate change of the kind a stylesheet edit makes: the page's content 8 px lower.
    await page.addStyleTag({ content: 'main { margin-top: 8px !important; }' });
    const shifted = await compareWithBaseline(page, 'product-375', { compareOnly: true });
    expect(shifted.ok).toBe(false);
    // With a wide margin: a real change is far from the tolerance, not just past it.
    expect(shifted.share).toBeGreaterThan(MAX_DIFFERENT_SHARE * 5);
  });

  it('keeps every control of the phone header at least 44 px on each page at 320 px', async () => {
    await page.setViewportSize({ width: 320, height: PHONE.height });
    for (const { path: pathname } of pages.filter((entry) => entry.name !== 'home')) {
      await page.goto(pathname, { waitUntil: 'networkidle' });
      expect(await smallTargets(page, 'header nav[aria-label="Page"]'), pathname).toEqual([]);
    }
  });
});

describe('account, seller and admin pages at 320 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Signs in once per role and opens each of its pages on the same page, resized to 320 px. */
  const roles = [
    {
      account: demoAccounts.customer,
      paths: ['/profile', '/track_order', '/wishlist'],
    },
    {
      account: demoAccounts.seller,
      paths: ['/seller', '/seller/products', '/seller/products/new', '/seller/orders', '/seller/earnings'],
    },
    {
      account: demoAccounts.admin,
      paths: ['/admin', '/admin/products', '/admin/orders', '/admin/users', '/admin/home-content'],
    },
  ];
  for (const { account, paths } of roles) {
    it(`never scroll sideways (${account.email})`, { timeout: 120_000 }, async () => {
      const page = await signInAs(browser, account);
      await page.setViewportSize({ width: 320, height: PHONE.height });
      const overflowing: string[] = [];
      for (const pathname of paths) {
        await page.goto(pathname, { waitUntil: 'networkidle' });
        const overflow = await sidewaysOverflow(page);
        if (overflow.by > 0)
          overflowing.push(`${pathname}: ${overflow.by}px (${overflow.culprits.join(' | ')})`);
      }
      expect(overflowing).toEqual([]);
      await page.context().close();
    });
  }
});

describe('the cart without JavaScript at 320 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('corrects an impossible quantity to the nearest allowed one, with the reason at the line', async () => {
    const { filteredProducts } = await apiJson<{
      filteredProducts: { slug: string; stock: number }[];
    }>('/api/products/filter?limit=24');
    const product = filteredProducts.find((entry) => entry.stock > 1 && entry.stock < 99);
    if (!product) throw new Error('no product with a small stock in the demo catalogue');
    const page = await signInAs(browser, demoAccounts.customer, { javaScriptEnabled: false });
    await page.setViewportSize({ width: 320, height: PHONE.height });
    await page.goto(`/single_product?slug=${product.slug}`);
    await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
    await page.goto('/cart');
    const quantity = page.locator('main input[name="quantity"]').first();
    await quantity.fill('99');
    await page.locator('main').getByRole('button', { name: 'Update' }).first().click();
    // The address stays /cart, so wait for the answer itself rather than for the URL.
    await poll(async () => (await page.locator('main').textContent()) ?? '').toContain(
      `Only ${product.stock} in stock: the quantity was set to ${product.stock}.`,
    );
    await poll(() => page.locator('main input[name="quantity"]').first().inputValue()).toBe(
      String(product.stock),
    );
    await page.locator('main input[name="quantity"]').first().fill('0');
    await page.locator('main').getByRole('button', { name: 'Update' }).first().click();
    expect(await page.locator('main').textContent()).toContain(
      'The smallest quantity is 1: the quantity was set to 1.',
    );
    await page.getByRole('button', { name: 'Clear cart' }).click();
    await page.context().close();
  });
});
