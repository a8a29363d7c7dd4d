import { productHref } from '@shop/shared/catalogue.links';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceSettings } from '../../api/src/db/schema/index.ts';
import {
  asUser,
  confirmReceipt,
  deliver,
  orderRequest,
  putInCart,
} from '../../api/src/modules/orders/orders.test-support.ts';
import {
  createTestSeller,
  type TestSeller,
} from '../../api/src/modules/seller-dashboard/seller-dashboard.test-support.ts';
import { createTestUser, type TestUser } from '../../api/src/modules/users/users.test-support.ts';
import { createProduct } from '../../api/src/test-support/catalogue-fixtures.ts';
import { launchBrowser, viewports } from './browser.ts';
import { type OwnShop, startOwnShop } from './own-shop.ts';

/**
 * Moderation and fulfilment on a shop of its own (decision 0028): with pre-moderation on, a buyer's review
 * waits; an admin approves it; the seller replies in public; the seller accepts and ships another order's
 * line with a carrier and tracking number, and the buyer sees the tracking link on the order page. The
 * admin's order detail does not scroll sideways at 375 px.
 */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

let shop: OwnShop;
let browser: Browser;
let admin: TestUser;
let seller: TestSeller;
let buyer: TestUser;
let productSlug: string;
let productName: string;
let openOrder: string;

beforeAll(async () => {
  shop = await startOwnShop();
  browser = await launchBrowser();
  admin = await createTestUser(shop.app, { role: 'admin' });
  seller = await createTestSeller(shop.app, { shopName: 'Lantern Works' });
  buyer = await createTestUser(shop.app, { fullName: 'Bea Buyer' });
  const product = await createProduct(shop.database.db, { seller: seller.shop, name: 'Brass Lantern' });
  productSlug = product.slug;
  productName = product.productName;
  await shop.database.db.update(marketplaceSettings).set({ premoderateReviews: true });

  const as = asUser(shop.app, buyer);
  await putInCart(shop.database.db, buyer, product, 1);
  const first = await orderRequest(as, buyer);
  if (first.statusCode !== 201) throw new Error(`first order: ${first.statusCode} ${first.body}`);
  const delivered: string = first.json().data.slug;
  await deliver(shop.database.db, delivered);
  await confirmReceipt(as, delivered);
  const review = await as.post('/api/reviews', {
    product_slug: product.slug,
    order_slug: delivered,
    rating: 4,
    message: 'Warm light, sturdy handle.',
  });
  if (review.statusCode !== 201) throw new Error(`review: ${review.statusCode} ${review.body}`);
  await putInCart(shop.database.db, buyer, product, 1);
  const second = await orderRequest(as, buyer);
  if (second.statusCode !== 201) throw new Error(`second order: ${second.statusCode} ${second.body}`);
  openOrder = second.json().data.slug;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const main = (page: Page) => page.locator('main');

async function signIn(
  account: { email: string; password: string },
  viewport: keyof typeof viewports = 'desktop',
) {
  const context = await browser.newContext({ viewport: viewports[viewport], baseURL: shop.origin });
  const page = await context.newPage();
  await page.goto('/login', { waitUntil: 'networkidle' });
  await main(page).getByLabel('Email', { exact: true }).fill(account.email);
  await main(page).getByLabel('Password', { exact: true }).fill(account.password);
  await main(page).getByRole('button', { name: 'Log in', exact: true }).click();
  // Signed in once the page has left /login (network quiet alone can come before the post starts).
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.waitForLoadState('networkidle');
  return page;
}

describe('moderation and tracked shipping', () => {
  it('holds the review until an admin approves it, then shows the seller’s reply under it', {
    timeout: 90_000,
  }, async () => {
    const visitor = await (await browser.newContext({ baseURL: shop.origin })).newPage();
    const onProduct = productHref(productSlug);
    await visitor.goto(onProduct, { waitUntil: 'networkidle' });
    expect(await visitor.getByText('Warm light, sturdy handle.').count()).toBe(0);

    const adminPage = await signIn(admin);
    await adminPage.goto('/admin/reviews?state=waiting', { waitUntil: 'networkidle' });
    // The page text on failure says what the admin saw instead.
    expect(await main(adminPage).textContent()).toContain('Warm light, sturdy handle.');
    await main(adminPage)
      .getByRole('button', { name: new RegExp(`^Approve the review by .+ of ${productName}$`) })
      .click();
    await eventually(() => adminPage.getByText('1 review approved.').count()).toBeGreaterThan(0);

    const sellerPage = await signIn(seller);
    await sellerPage.goto('/seller/reviews', { waitUntil: 'networkidle' });
    await main(sellerPage).getByLabel('Reply in public').fill('Thank you, Bea!');
    await main(sellerPage).getByRole('button', { name: 'Publish reply' }).click();
    await eventually(() => sellerPage.getByText('Your reply is published.').count()).toBeGreaterThan(0);

    await visitor.goto(onProduct, { waitUntil: 'networkidle' });
    await eventually(() => visitor.getByText('Warm light, sturdy handle.').count()).toBe(1);
    expect(await visitor.getByText('Thank you, Bea!').count()).toBe(1);
    for (const page of [visitor, adminPage, sellerPage]) await page.context().close();
  });

  it('lets the seller accept and ship a line with tracking that the buyer can follow', {
    timeout: 90_000,
  }, async () => {
    const sellerPage = await signIn(seller);
    await sellerPage.goto('/seller/orders?status=pending', { waitUntil: 'networkidle' });
    expect(await main(sellerPage).textContent()).toContain(productName);
    await main(sellerPage)
      .getByRole('button', { name: `Accept: ${productName}` })
      .first()
      .click();
    await eventually(() => sellerPage.getByText('The line is now processing.').count()).toBeGreaterThan(0);
    await sellerPage.goto('/seller/orders?status=processing', { waitUntil: 'networkidle' });
    const ship = main(sellerPage)
      .getByRole('form', { name: `Ship ${productName}` })
      .first();
    await ship.getByLabel('Carrier').selectOption('ups');
    await ship.getByLabel('Tracking number').fill('1Z999AA10123456784');
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await eventually(() => sellerPage.getByText('The line is now shipped.').count()).toBeGreaterThan(0);
    await sellerPage.context().close();

    const buyerPage = await signIn(buyer);
    await buyerPage.goto(`/track_order?order=${openOrder}`, { waitUntil: 'networkidle' });
    const link = main(buyerPage).getByRole('link', { name: /1Z999AA10123456784/ });
    await eventually(() => link.count()).toBe(1);
    expect(await link.getAttribute('href')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(
      await main(buyerPage)
        .getByText(/Shipped with UPS/)
        .count(),
    ).toBe(1);
    await buyerPage.context().close();
  });

  it('keeps the admin’s order detail within a 375 px screen', { timeout: 60_000 }, async () => {
    const page = await signIn(admin, 'mobile');
    await page.goto(`/admin/orders/${openOrder}`, { waitUntil: 'networkidle' });
    await eventually(() => main(page).getByText(openOrder).count()).toBeGreaterThan(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
