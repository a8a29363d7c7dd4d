import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../api/src/modules/mail/mail.test-support.ts';
import { asUser, sampleAddress } from '../../api/src/modules/orders/orders.test-support.ts';
import { createTestUser, type TestUser } from '../../api/src/modules/users/users.test-support.ts';
import {
  createFlashSale,
  createFlashSaleItem,
  createProduct,
} from '../../api/src/test-support/catalogue-fixtures.ts';
import { launchBrowser, pageErrors, viewports } from './browser.ts';
import { type OwnShop, startOwnShop } from './own-shop.ts';

/**
 * One price everywhere (docs/money.md "One price"): a product listed at $45.00 with an offer of $37.99 is in
 * a running flash sale at $28.49. The buyer sees $28.49, and never $37.99, on the home page's flash-sale row,
 * the product page, the mini cart, the cart, checkout, the confirmation, and the order e-mail (a real SMTP
 * sink). The shop runs in this process on a fresh database, so it owns its mail server and its flash sale.
 */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

const SALE = '$28.49';
const OFFER = '$37.99';
const NAME = 'Flash Brass Lamp';

let shop: OwnShop;
let sink: SmtpSink;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let buyer: TestUser;
let productSlug = '';
let orderSlug = '';

beforeAll(async () => {
  sink = await startSmtpSink();
  shop = await startOwnShop({ SMTP_URL: sink.url, MAIL_FROM: 'shop@example.test' });
  const { db } = shop.database;
  const lamp = await createProduct(db, { name: NAME, priceCents: 4500, offerPriceCents: 3799, stock: 10 });
  productSlug = lamp.slug;
  const sale = await createFlashSale(db, {
    startsAt: new Date(Date.now() - 3600_000),
    endsAt: new Date(Date.now() + 24 * 3600_000),
  });
  await createFlashSaleItem(db, { flashSale: sale, product: lamp, salePriceCents: 2849 });
  buyer = await createTestUser(shop.app, { fullName: 'Flash Buyer' });
  const address = await asUser(shop.app, buyer).post('/api/addresses', { ...sampleAddress, isDefault: true });
  if (address.statusCode !== 201 && address.statusCode !== 200) {
    throw new Error(`address: ${address.statusCode} ${address.body}`);
  }
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: viewports.desktop, baseURL: shop.origin });
  await context.addCookies(
    buyer.cookie.split(/;\s*/).map((pair) => {
      const [name = '', ...value] = pair.split('=');
      return { name, value: value.join('='), url: shop.origin };
    }),
  );
  page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  (page as Page & { pageErrors: string[] }).pageErrors = errors;
}, 300_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await shop?.close();
  await sink?.close();
});

const main = (target: Page) => target.locator('main');
const cartLink = (target: Page) => target.locator('header a[aria-label^="Cart,"]').first();

describe('a flash-sale product has one price', () => {
  it('on the home page and the product page', async () => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const card = main(page).locator('article, li', { hasText: NAME }).first();
    await eventually(() => card.textContent()).toContain(SALE);
    expect(await card.textContent()).not.toContain(OFFER);

    await page.goto(`/single_product?slug=${productSlug}`, { waitUntil: 'networkidle' });
    const text = (await main(page).textContent()) ?? '';
    expect(text).toContain(SALE);
    expect(text).not.toContain(OFFER);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join('\n')).toContain('"price":"28.49"');
  });

  it('in the mini cart, the cart and at checkout', async () => {
    await main(page).getByRole('button', { name: 'Add to cart', exact: true }).click();
    await eventually(() => cartLink(page).getAttribute('aria-label')).toBe('Cart, 1 item');
    await page.goto('/', { waitUntil: 'networkidle' });
    await cartLink(page).hover();
    const mini = page.locator('section[aria-label="Mini cart"]').first();
    await eventually(() => mini.isVisible()).toBe(true);
    await eventually(() => mini.textContent()).toContain(`1 x ${SALE}`);
    expect(await mini.textContent()).not.toContain(OFFER);

    await page.goto('/cart', { waitUntil: 'networkidle' });
    expect(await main(page).textContent()).toContain(SALE);
    expect(await main(page).textContent()).not.toContain(OFFER);

    await page.goto('/checkout', { waitUntil: 'networkidle' });
    const summary = main(page).locator('aside', { hasText: 'Order summary' });
    await eventually(() => summary.textContent()).toContain(SALE);
    expect(await summary.textContent()).not.toContain(OFFER);
  });

  it('on the confirmation and in the order e-mail', async () => {
    await main(page)
      .getByRole('button', { name: /^Place order/ })
      .click();
    await page.waitForURL(/\/orders\/[^/]+\/confirmation$/);
    orderSlug = decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
    await eventually(() => main(page).textContent()).toContain('Your order is placed');
    const text = (await main(page).textContent()) ?? '';
    expect(text).toContain(SALE);
    expect(text).not.toContain(OFFER);

    const mail = await sink.waitFor(
      (received) => received.to.includes(buyer.email) && received.subject.includes(orderSlug),
    );
    // The quantity sign is UTF-8 inside quoted-printable; the line names the product, its shop and its unit price.
    // The plain-text part as mailparser decodes it: the line reads "1 × name (shop) at unit" then its total.
    expect(mail.textPart).toContain(`${NAME} (Default Test Shop) at ${SALE}`);
    expect(mail.textPart).toContain(SALE);
    expect(mail.textPart).not.toContain(OFFER);
    expect(pageErrors(page)).toEqual([]);
  });
});
