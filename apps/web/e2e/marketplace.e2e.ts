import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, pageErrors, viewports } from './browser.ts';

/**
 * The marketplace journey on the demo shop (global-setup: a fresh database with the demo catalogue): a customer
 * applies as a seller with an uploaded logo -> the admin approves -> the new seller adds a product with an
 * uploaded image -> the admin approves it -> a shopper finds it and buys it -> the seller marks the line
 * shipped, then delivered -> the shopper sees it delivered, confirms receipt and may review it.
 */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

const accounts = {
  admin: { email: 'admin@demo.shop', password: 'Admin-demo-2023!' },
  applicant: { email: 'customer@demo.shop', password: 'Customer-demo-2023!' },
  shopper: { email: 'golden-hour-goods@demo.shop', password: 'Seller-demo-2023!' },
};

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

const main = (page: Page) => page.locator('main');
const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });

async function signedIn(account: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ viewport: viewports.desktop, baseURL: baseUrl() });
  contexts.push(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  (page as Page & { pageErrors: string[] }).pageErrors = errors;
  await page.goto('/login?redirectTo=%2Fprofile');
  await field(page, 'Email').fill(account.email);
  await field(page, 'Password').fill(account.password);
  await main(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/profile$/);
  return page;
}

async function pngImage(red: number): Promise<Buffer> {
  return sharp({
    create: { width: 320, height: 320, channels: 3, background: { r: red, g: 160, b: 40 } },
  })
    .png()
    .toBuffer();
}

/** A JSON call to the API with the page's cookies (same origin). */
async function apiCall(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const response = await page.request.fetch(path, {
    method,
    headers: { origin: baseUrl(), 'content-type': 'application/json' },
    ...(data !== undefined ? { data } : {}),
  });
  return { status: response.status(), body: await response.json() };
}

describe('marketplace journey', () => {
  const stamp = Date.now().toString(36);
  const shopName = `Journey Goods ${stamp}`;
  const productName = `Journey Lantern ${stamp}`;

  it('sends a visitor of /become_seller to sign in and a customer of /seller or /admin to a 403 page', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop, baseURL: baseUrl() });
    contexts.push(context);
    const visitor = await context.newPage();
    await visitor.goto('/become_seller');
    expect(new URL(visitor.url()).pathname + new URL(visitor.url()).search).toBe(
      '/login?redirectTo=%2Fbecome_seller',
    );
    const shopper = await signedIn(accounts.shopper);
    const forbidden = await shopper.goto('/admin');
    expect(forbidden?.status()).toBe(403);
    await eventually(() => shopper.getByRole('heading', { level: 1 }).textContent()).toBe(
      'This page is for admins',
    );
  });

  it('applies, is approved, sells, ships and delivers, and the shopper may review', async () => {
    // 1. The customer applies, with an uploaded logo.
    const seller = await signedIn(accounts.applicant);
    await seller.goto('/become_seller');
    await field(seller, 'Shop name').fill(shopName);
    await field(seller, 'Contact e-mail').fill('journey-shop@example.test');
    await field(seller, 'Contact phone').fill('+1 555 0177');
    await field(seller, 'Shop address').fill('7 Lantern Lane, Portland');
    await field(seller, 'Description').fill('Lanterns and lamps, made by hand.');
    await seller
      .getByTestId('shop_logo-file')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await pngImage(200) });
    await eventually(() => main(seller).locator('input[name="shop_logo"]').inputValue()).toMatch(
      /^\/uploads\/.+\.webp$/,
    );
    await main(seller).getByLabel('I accept the seller terms and conditions').check();
    await main(seller).getByRole('button', { name: 'Send application' }).click();
    await eventually(() => seller.getByTestId('seller-application-status').textContent()).toContain(
      'Pending review',
    );
    // A second application is refused with the specification's text.
    const again = await apiCall(seller, 'POST', '/api/users/seller_apply', {
      email: 'journey-shop@example.test',
      phone: '+1 555 0177',
      shop: { shop_name: `${shopName} 2`, shop_address: 'x' },
      description: 'again',
      acceptTerms: true,
    });
    expect(again).toMatchObject({ status: 409, body: { message: 'Already exists !' } });

    // 2. The admin approves it.
    const admin = await signedIn(accounts.admin);
    await admin.goto(`/admin/applications?search=${encodeURIComponent(shopName)}`);
    await main(admin)
      .getByRole('button', { name: `Approve ${shopName}` })
      .click();
    await eventually(() => main(admin).getByRole('status').textContent()).toContain('approved');

    // 3. The new seller adds a product with an uploaded image.
    await seller.goto('/profile');
    await eventually(() => seller.getByTestId('seller-application-status').textContent()).toContain(
      'Approved',
    );
    await seller.goto('/seller/products/new');
    // The dashboard's top bar names the shop; the page title names the page.
    expect(await seller.getByRole('banner').textContent()).toContain(shopName);
    expect(await seller.getByRole('heading', { level: 1 }).textContent()).toBe('New product');
    await field(seller, 'Product name').fill(productName);
    await field(seller, 'Description').fill('A warm lantern for long evenings.');
    await seller
      .getByTestId('images-file')
      .setInputFiles({ name: 'lantern.png', mimeType: 'image/png', buffer: await pngImage(90) });
    await eventually(() => main(seller).locator('textarea[name="images"]').inputValue()).toMatch(
      /^\/uploads\/.+\.webp$/,
    );
    await field(seller, 'Price (USD)').fill('24.00');
    await field(seller, 'Offer price (USD)').fill('19.50');
    await field(seller, 'Stock').fill('5');
    await field(seller, 'SKU').fill(`LANTERN-${stamp}`);
    await field(seller, 'Category').selectOption({ index: 1 });
    await main(seller).getByRole('button', { name: 'Add product' }).click();
    await seller.waitForURL(/\/seller\/products\/[^/]+\?saved=1$/);
    const productSlug = new URL(seller.url()).pathname.split('/').at(-1) ?? '';
    await eventually(() => main(seller).getByRole('status').textContent()).toContain(
      'once an admin approves',
    );

    // 4. The admin approves the product.
    await admin.goto(`/admin/products?approval=pending&search=${encodeURIComponent(productName)}`);
    await main(admin)
      .getByRole('button', { name: `Approve ${productName}` })
      .click();
    await eventually(() => main(admin).getByRole('status').textContent()).toBe('Product approved.');

    // 5. A shopper finds it and buys it.
    const shopper = await signedIn(accounts.shopper);
    await shopper.goto(`/products?search=${encodeURIComponent(productName)}`);
    await main(shopper)
      .locator('article')
      .filter({ hasText: productName })
      .getByRole('link', { name: productName })
      .click();
    await shopper.waitForURL(/\/single_product/);
    await main(shopper).getByRole('button', { name: 'Add to cart', exact: true }).click();
    // Leaving the page before the cart has answered would cancel the add (and meet an empty checkout).
    await eventually(() =>
      shopper.locator('header a[aria-label^="Cart,"]').first().getAttribute('aria-label'),
    ).toBe('Cart, 1 item');
    await shopper.goto('/checkout', { waitUntil: 'networkidle' });
    const newAddress = main(shopper).locator('details', { hasText: 'Add a new address' });
    if ((await newAddress.getAttribute('open')) === null) await newAddress.locator('summary').click();
    await newAddress.getByLabel('Full name').fill('Gwen Shopper');
    await newAddress.getByLabel('Country').selectOption('US');
    await newAddress.getByLabel('Phone').fill('+1 415 555 0123');
    await newAddress.getByLabel('Street address').fill('1 Main Street');
    await newAddress.getByLabel('City').fill('Portland');
    await newAddress.getByLabel('Postal code').fill('97201');
    await newAddress.getByRole('button', { name: 'Save address' }).click();
    await eventually(() =>
      main(shopper)
        .getByRole('radio', { name: /Gwen Shopper/ })
        .isChecked(),
    ).toBe(true);
    await main(shopper)
      .getByRole('button', { name: /^Place order/ })
      .click();
    await shopper.waitForURL(/\/orders\/[^/]+\/confirmation$/);
    const orderSlug = decodeURIComponent(new URL(shopper.url()).pathname.split('/')[2] ?? '');
    await eventually(() => main(shopper).textContent()).toContain('Your order is placed');
    expect(await main(shopper).textContent()).toContain(productName);

    // 6. The seller marks the line shipped, then delivered.
    for (const [from, to] of [
      ['pending', 'processing'],
      ['processing', 'shipped'],
      ['shipped', 'delivered'],
    ]) {
      await seller.goto('/seller/orders');
      const line = main(seller).getByTestId('seller-order-line').filter({ hasText: orderSlug });
      await eventually(() => line.textContent()).toContain(from);
      if (to === 'shipped') {
        // Shipping names the carrier and the tracking number the buyer will see.
        await line.getByLabel('Carrier').selectOption('ups');
        await line.getByLabel('Tracking number').fill('1Z999AA10123456784');
        await line.getByRole('button', { name: 'Mark shipped' }).click();
      } else {
        await line.getByRole('button', { name: to === 'processing' ? /^Accept/ : /^Mark delivered/ }).click();
      }
      await eventually(() => main(seller).getByRole('status').textContent()).toBe(`The line is now ${to}.`);
    }

    // 7. The shopper sees it delivered and reviews it on the product page.
    await shopper.goto(`/track_order?order=${encodeURIComponent(orderSlug)}`, { waitUntil: 'networkidle' });
    // A delivered order has no current step left: the Delivered step is reached and dated.
    const delivered = main(shopper).getByRole('list', { name: 'Order status' }).locator('li', {
      hasText: 'Delivered',
    });
    await eventually(() => delivered.locator('time').count()).toBe(1);
    // "Delivered" is the seller's word: the shopper confirms the parcel arrived, which lets them review now.
    await main(shopper).getByRole('button', { name: 'I received my order' }).click();
    await eventually(() => main(shopper).getByRole('status').first().textContent()).toBe(
      'Thank you! You can now review what you received.',
    );
    await eventually(() => main(shopper).textContent()).toContain('You confirmed receiving this order on');
    await shopper.goto(`/single_product?slug=${encodeURIComponent(productSlug)}`, {
      waitUntil: 'networkidle',
    });
    const panel = main(shopper).locator('section', {
      has: shopper.getByRole('heading', { name: 'Write a review' }),
    });
    await panel.getByLabel('5 stars').check({ force: true });
    await panel.getByLabel('Your review').fill('Lovely warm light.');
    await panel.getByRole('button', { name: 'Publish review' }).click();
    await eventually(() => panel.textContent()).toContain('You have reviewed this product');
    await eventually(() => main(shopper).locator('#reviews').textContent()).toContain('Lovely warm light.');

    await seller.goto('/seller/earnings');
    await eventually(() => main(seller).locator('table').first().textContent()).toMatch(/\$19\.50/);
    for (const page of [seller, admin, shopper]) expect(pageErrors(page)).toEqual([]);
  });
});
