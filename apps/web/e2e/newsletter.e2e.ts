import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribers } from '../../api/src/db/schema/index.ts';
import { type SmtpSink, startSmtpSink } from '../../api/src/modules/mail/mail.test-support.ts';
import { putInCart, sampleAddress } from '../../api/src/modules/orders/orders.test-support.ts';
import { createTestUser, type TestUser } from '../../api/src/modules/users/users.test-support.ts';
import { createProduct, createSeller } from '../../api/src/test-support/catalogue-fixtures.ts';
import { launchBrowser, viewports } from './browser.ts';
import { type OwnShop, startOwnShop } from './own-shop.ts';

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

/**
 * The newsletter from the footer to the welcome coupon, in Chromium, with the mails read from a real SMTP
 * server: subscribe, follow the confirmation link, see the coupon, use it at checkout (once), and leave
 * with the unsubscribe link of the mail. The shop runs in this process so the test owns its SMTP server.
 */
let shop: OwnShop;
let sink: SmtpSink;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let ada: TestUser;

beforeAll(async () => {
  sink = await startSmtpSink();
  shop = await startOwnShop({ SMTP_URL: sink.url });
  browser = await launchBrowser();
  ada = await createTestUser(shop.app, { fullName: 'Ada Newsletter' });
  context = await browser.newContext({ viewport: viewports.desktop, baseURL: shop.origin });
  const { hostname } = new URL(shop.origin);
  await context.addCookies(
    ada.cookie.split('; ').map((pair) => {
      const [name = '', value = ''] = pair.split('=');
      return { name, value, domain: hostname, path: '/' };
    }),
  );
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
  await sink?.close();
});

const main = () => page.locator('main');

function linkIn(subject: RegExp, path: string): string {
  const mail = sink.mails.find(
    (received) => received.to.includes(ada.email) && subject.test(received.subject),
  );
  const link = mail?.links.find((candidate) => new URL(candidate).pathname === path);
  if (!link) throw new Error(`no ${path} link in a mail matching ${subject}`);
  return link;
}

/** An order as the storefront's checkout would place it, through the API with Ada's session. */
async function placeOrder(couponCode: string) {
  const seller = await createSeller(shop.database.db);
  await putInCart(
    shop.database.db,
    ada,
    await createProduct(shop.database.db, { priceCents: 4000, seller }),
    1,
  );
  const response = await fetch(`${shop.origin}/api/orders`, {
    method: 'POST',
    headers: { cookie: ada.cookie, origin: shop.origin, 'content-type': 'application/json' },
    body: JSON.stringify({
      user_slug: ada.slug,
      address: sampleAddress,
      payment_method: 'cod',
      coupon_code: couponCode,
    }),
  });
  return { status: response.status, body: (await response.json()) as { data?: { discount: number } } };
}

describe('newsletter journey', () => {
  let couponCode = '';

  it('subscribes from the footer and gets a confirmation mail', async () => {
    await page.goto('/about', { waitUntil: 'networkidle' });
    const banner = page.locator('section', { hasText: 'Get our latest offer' });
    await banner.getByLabel('Email address').fill(ada.email);
    await banner.getByRole('button', { name: 'Get the Coupon' }).click();
    await eventually(() => page.getByText('Successfuly subscribed  !').count()).toBeGreaterThan(0);
    await eventually(() => page.getByText(/we sent you a link to confirm/).count()).toBeGreaterThan(0);
    await sink.waitFor((mail) => mail.to.includes(ada.email) && /^Confirm/.test(mail.subject));
  });

  it('confirms with the link and shows the welcome coupon, also mailed', async () => {
    await page.goto(linkIn(/^Confirm/, '/newsletter/confirm'), { waitUntil: 'networkidle' });
    // Opening the link confirms nothing (mail scanners open links too).
    const [row] = await shop.database.db.select().from(subscribers);
    expect(row?.state).toBe('pending');
    await main().getByRole('button', { name: 'Confirm my subscription' }).click();
    await eventually(() => main().getByRole('heading', { level: 1 }).textContent()).toBe(
      'Subscription confirmed',
    );
    couponCode = (await main().getByTestId('welcome-coupon').textContent()) ?? '';
    expect(couponCode).toMatch(/^WELCOME-/);
    const welcome = await sink.waitFor(
      (mail) => mail.to.includes(ada.email) && /^Welcome/.test(mail.subject),
    );
    expect(welcome.textPart).toContain(couponCode);
  });

  it('applies the coupon at checkout and uses it once', async () => {
    const seller = await createSeller(shop.database.db);
    await putInCart(
      shop.database.db,
      ada,
      await createProduct(shop.database.db, { priceCents: 6000, seller }),
      1,
    );
    await page.goto('/checkout', { waitUntil: 'networkidle' });
    await main().getByLabel('Coupon code').fill(couponCode);
    await main().getByRole('button', { name: 'Apply' }).click();
    await eventually(() => main().locator('#coupon-result').textContent()).toContain(`${couponCode} applied`);

    const first = await placeOrder(couponCode);
    expect(first.status).toBe(201);
    expect(first.body.data?.discount).toBeGreaterThan(0);
    expect((await placeOrder(couponCode)).status).toBe(400);
  });

  it('unsubscribes with the link of the mail, without signing in', async () => {
    const link = linkIn(/^Welcome/, '/newsletter/unsubscribe');
    const visitor = await browser.newContext({ viewport: viewports.mobile, baseURL: shop.origin });
    const anonymous = await visitor.newPage();
    await anonymous.goto(link, { waitUntil: 'networkidle' });
    await anonymous.locator('main').getByRole('button', { name: 'Unsubscribe' }).click();
    await eventually(() => anonymous.locator('main').getByRole('heading', { level: 1 }).textContent()).toBe(
      'You are unsubscribed',
    );
    const [row] = await shop.database.db.select().from(subscribers);
    expect(row?.state).toBe('unsubscribed');
    await visitor.close();

    // What a mail provider sends for the List-Unsubscribe header: a form post to the same link.
    const oneClick = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
  });
});
