import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../api/src/db/schema/index.ts';
import { type SmtpSink, startSmtpSink } from '../../api/src/modules/mail/mail.test-support.ts';
import { createCoupon } from '../../api/src/modules/orders/orders.test-support.ts';
import {
  type StripeStandIn,
  startStripeStandIn,
  stripeSignatureFor,
} from '../../api/src/modules/payments/stripe-stand-in.test-support.ts';
import { createTestUser } from '../../api/src/modules/users/users.test-support.ts';
import { createProduct, createSeller } from '../../api/src/test-support/catalogue-fixtures.ts';
import { launchBrowser, viewports } from './browser.ts';
import { freePort, type OwnShop, startOwnShop } from './own-shop.ts';

/**
 * Guest checkout (decision 0019) in Chromium, from an empty browser: a visitor fills the bag, checks out
 * with an e-mail and cash on delivery, sees the confirmation, follows the confirmation e-mail's signed
 * tracking link, finds the order again by number and e-mail in another empty browser, and creates an
 * account whose verified e-mail takes the order over. A second visitor pays by card: the order gets its
 * PaymentIntent from the local Stripe stand-in (the real `stripe` SDK), the payment page opens, and the
 * signed webhook marks it paid. A third visitor enters a coupon at checkout: a personal one is refused beside
 * the field, a shop-wide one shows its discount on the confirmation. Stripe.js itself (js.stripe.com) is blocked here: the Payment Element,
 * 3-D Secure and Stripe's real answers are not tested (README, "Payments").
 */
const WEBHOOK_SECRET = 'whsec_e2e_guest';

let shop: OwnShop;
let sink: SmtpSink;
let stripe: StripeStandIn;
let browser: Browser;
const contexts: BrowserContext[] = [];
let productSlug = '';

beforeAll(async () => {
  sink = await startSmtpSink();
  stripe = await startStripeStandIn();
  const port = await freePort();
  shop = await startOwnShop(
    {
      SMTP_URL: sink.url,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
      STRIPE_API_URL: stripe.url,
    },
    { port },
  );
  const seller = await createSeller(shop.database.db);
  const lamp = await createProduct(shop.database.db, {
    seller,
    name: 'Guest Desk Lamp',
    priceCents: 3000,
    stock: 10,
  });
  productSlug = lamp.slug;
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await shop?.close();
  await stripe?.close();
  await sink?.close();
});

async function emptyBrowser(): Promise<Page> {
  const context = await browser.newContext({ viewport: viewports.desktop, baseURL: shop.origin });
  contexts.push(context);
  // No network in tests: Stripe.js is not loaded from js.stripe.com (see the module comment).
  await context.route('https://*.stripe.com/**', (route) => route.abort());
  return context.newPage();
}

const main = (page: Page) => page.locator('main');
/** Server round trips (placing an order, registering) can take seconds on a busy machine: poll for 10 s. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

/** The order row (a fresh database holding this journey's few orders: read them all, pick one). */
async function orderRow(slug: string) {
  return (await shop.database.db.select().from(orders)).find((row) => row.slug === slug);
}

/** The product page's own "Add to cart", then the bag's /cart page and its Checkout link. */
async function fillBagAndCheckOut(page: Page, email: string) {
  await page.goto(`/single_product?slug=${productSlug}`, { waitUntil: 'networkidle' });
  await main(page).getByRole('button', { name: 'Add to cart', exact: true }).click();
  await eventually(() =>
    page.evaluate(() => window.localStorage.getItem('shop.visitor-bag.v1') ?? ''),
  ).toContain(productSlug);
  await page.goto('/cart', { waitUntil: 'networkidle' });
  const line = main(page).locator('li', { hasText: 'Guest Desk Lamp' });
  await line.getByRole('button', { name: 'One more Guest Desk Lamp' }).click();
  await eventually(() => line.getByLabel('Quantity of Guest Desk Lamp').textContent()).toBe('2');
  await main(page).getByRole('link', { name: 'Checkout', exact: true }).click();
  await page.waitForURL(/\/checkout$/);
  await main(page).getByLabel('Email').fill(email);
  // The address book's fields: the country (an ISO code) comes first and decides phone and postal code.
  await main(page).getByLabel('Country').selectOption('US');
  await main(page).getByLabel('Full name').fill('Grace Guest');
  await main(page).getByLabel('Phone').fill('+1 415 555 2671');
  await main(page).getByLabel('Street address').fill('1 Main Street');
  await main(page).getByLabel('City').fill('San Francisco');
  await main(page).getByLabel('Postal code').fill('94103');
}

describe('guest checkout journey', () => {
  const email = `grace-${Date.now()}@example.test`;
  let orderSlug = '';
  let confirmationUrl = '';

  it('a visitor checks out with cash on delivery and sees the confirmation', async () => {
    const page = await emptyBrowser();
    await fillBagAndCheckOut(page, email);
    // Submitting with a field missing answers at the field, keeping what was typed.
    await main(page).getByLabel('City').fill('');
    await main(page).getByRole('button', { name: 'Place order' }).click();
    await eventually(() => main(page).getByText('City is required').count()).toBe(1);
    expect(await main(page).getByLabel('Email').inputValue()).toBe(email);
    await main(page).getByLabel('City').fill('San Francisco');
    await main(page).getByRole('button', { name: 'Place order' }).click();

    await page.waitForURL(/\/orders\/[^/]+\/confirmation\?token=/);
    confirmationUrl = page.url().replace(/[?&]placed=1/, '');
    orderSlug = decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
    await eventually(() => main(page).getByRole('heading', { name: 'Your order is placed' }).count()).toBe(1);
    // Server prices: 2 × $30.00 + shipping; cash on delivery.
    expect(await main(page).textContent()).toContain('Cash on delivery · Pay on delivery');
    const row = await orderRow(orderSlug);
    expect(row).toMatchObject({ userId: null, guestEmail: email, subtotalCents: 6000 });
    // The bag that was ordered is forgotten.
    await eventually(() =>
      page.evaluate(() => window.localStorage.getItem('shop.visitor-bag.v1')),
    ).toBeNull();
  });

  it("the confirmation e-mail's signed link opens the tracking page", async () => {
    const mail = await sink.waitFor(
      (received) => received.to.includes(email) && received.subject.includes(orderSlug),
    );
    const link = mail.links.find((candidate) => new URL(candidate).pathname === '/track_order');
    expect(link).toBeDefined();
    expect(new URL(link!).searchParams.get('token')).toBeTruthy();
    const page = await emptyBrowser();
    await page.goto(link!, { waitUntil: 'networkidle' });
    await eventually(() =>
      main(page)
        .getByRole('heading', { name: `Order ${orderSlug}` })
        .count(),
    ).toBe(1);

    // A link whose token was tampered with shows nothing of the order.
    const tampered = new URL(link!);
    tampered.searchParams.set('token', 'x'.repeat(43));
    await page.goto(tampered.toString(), { waitUntil: 'networkidle' });
    expect(
      await main(page)
        .getByRole('heading', { name: `Order ${orderSlug}` })
        .count(),
    ).toBe(0);
    expect(await main(page).getByRole('alert').textContent()).toContain('not valid');
  });

  it('another empty browser finds the order by its number and e-mail; a wrong e-mail finds nothing', async () => {
    const page = await emptyBrowser();
    await page.goto('/track_order', { waitUntil: 'networkidle' });
    const form = main(page).getByRole('form', { name: 'Find your order' });
    await form.getByLabel('Order number').fill(orderSlug);
    await form.getByLabel('Email').fill('someone-else@example.test');
    await form.getByRole('button', { name: 'Find order' }).click();
    await eventually(() => main(page).getByRole('alert').textContent()).toBe(
      'We could not find an order with this number and e-mail address',
    );

    await form.getByLabel('Email').fill(email.toUpperCase());
    await form.getByRole('button', { name: 'Find order' }).click();
    await page.waitForURL(/\/track_order\?order=.+&token=/);
    await eventually(() =>
      main(page)
        .getByRole('heading', { name: `Order ${orderSlug}` })
        .count(),
    ).toBe(1);
  });

  it('the guest creates an account; once the e-mail is verified the order is the account’s', async () => {
    const page = await emptyBrowser();
    await page.goto(confirmationUrl, { waitUntil: 'networkidle' });
    const form = main(page).getByRole('form', { name: 'Create an account' });
    expect(await form.getByLabel('Email').inputValue()).toBe(email);
    await form.getByLabel('Password').fill('Guest-shopper-2026!');
    await form.getByRole('button', { name: 'Create account' }).click();
    // Alerts too, so a refusal is shown in the failure message.
    await eventually(() =>
      main(page).locator('[role="status"], [role="alert"]').allTextContents(),
    ).toContainEqual(expect.stringContaining(`We sent a link to ${email}`));
    const ownerOf = async () => (await orderRow(orderSlug))?.userId ?? null;
    expect(await ownerOf()).toBeNull();

    const verification = await sink.waitFor(
      (received) => received.to.includes(email) && /verify/i.test(received.subject),
    );
    const verifyLink = verification.links.find((candidate) => candidate.includes('verify-email'));
    expect(verifyLink).toBeDefined();
    await page.goto(verifyLink!, { waitUntil: 'networkidle' });
    const account = (await shop.database.db.select().from(users)).find((user) => user.email === email);
    await eventually(ownerOf).toBe(account?.id);
  });
});

describe('guest card payment through the Stripe stand-in', () => {
  it('places a card order, opens its payment page and is paid only by the signed webhook', async () => {
    const page = await emptyBrowser();
    const email = `card-${Date.now()}@example.test`;
    await fillBagAndCheckOut(page, email);
    await main(page).getByRole('radio', { name: /Card/ }).check();
    await main(page).getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/checkout\/pay\/[^/]+\?token=/);
    const slug = decodeURIComponent(new URL(page.url()).pathname.split('/')[3] ?? '');
    // The address bar changes when the navigation commits; the page's content may render a moment later.
    await eventually(async () => (await main(page).textContent()) ?? '').toContain(slug);

    const row = await orderRow(slug);
    expect(row).toMatchObject({ paymentMethod: 'card', paymentStatus: 'pending' });
    const intent = stripe.intents.get(row!.transactionId!);
    // One PaymentIntent for the server's total (2 × $30.00 + shipping), never the browser's figure.
    expect(intent).toMatchObject({
      amount: row!.totalCents,
      currency: 'usd',
      metadata: { order_slug: slug },
    });
    expect(
      await main(page)
        .getByRole('button', { name: /^Pay \$/ })
        .textContent(),
    ).toBe(`Pay $${(row!.totalCents / 100).toFixed(2)}`);

    // The customer pays (what Stripe.js and the card network do), Stripe posts the signed event.
    const payload = JSON.stringify(stripe.eventFor(stripe.succeed(intent!.id)));
    const hook = await fetch(`${shop.origin}/api/payments/stripe/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripeSignatureFor(payload, WEBHOOK_SECRET),
      },
      body: payload,
    });
    expect(hook.status).toBe(200);
    // Back on the payment page: a paid order goes to its confirmation, which says so.
    await page.reload({ waitUntil: 'networkidle' });
    await page.waitForURL(/\/confirmation\?token=/);
    await eventually(async () => (await main(page).textContent()) ?? '').toContain('Card · Paid');
  });
});

describe('a guest coupon at checkout', () => {
  it('refuses a personal coupon beside the field, then applies a valid one on the confirmation', async () => {
    const owner = await createTestUser(shop.app);
    const personal = await createCoupon(shop.database.db, {
      code: `MINE${Date.now()}`,
      perUserLimit: 1,
      ownerUserId: owner.id,
    });
    const tenOff = await createCoupon(shop.database.db, {
      code: `GUEST${Date.now()}`,
      kind: 'percent',
      value: 10,
      perUserLimit: 1,
    });

    const page = await emptyBrowser();
    const email = `coupon-${Date.now()}@example.test`;
    await fillBagAndCheckOut(page, email);
    const field = main(page).getByLabel('Coupon code');
    await field.fill(personal.code);
    await main(page).getByRole('button', { name: 'Place order' }).click();
    // Beside the field (its description), with what was typed kept; no order is placed.
    await eventually(() => field.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Sign in to use this coupon');
    expect(await main(page).getByLabel('Email').inputValue()).toBe(email);
    expect((await shop.database.db.select().from(orders)).some((row) => row.guestEmail === email)).toBe(
      false,
    );

    await field.fill(tenOff.code);
    await main(page).getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/orders\/[^/]+\/confirmation\?token=/);
    const slug = decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
    await eventually(() => main(page).getByRole('heading', { name: 'Your order is placed' }).count()).toBe(1);
    // 10 % of 2 × $30.00, as the server priced it.
    const discount = main(page)
      .locator('div', { has: page.getByText(`Discount (${tenOff.code})`) })
      .last();
    expect(await discount.textContent()).toContain('−$6.00');
    expect(await orderRow(slug)).toMatchObject({
      guestEmail: email,
      couponCode: tenOff.code,
      subtotalCents: 6000,
      discountCents: 600,
    });
  });
});
