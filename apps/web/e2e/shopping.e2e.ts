import path from 'node:path';
import { messages } from '@shop/shared/messages';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, pageErrors, viewports } from './browser.ts';

/**
 * The storefront's shopping journeys on the demo shop (global-setup: a fresh database with the demo catalogue):
 * a visitor's browser cart merged at sign-in, the mini cart, the wishlist toggle, checkout with a new address
 * and a coupon, tracking and cancelling, a review after delivery (the admin API delivers the order, the
 * shopper confirms receipt), the newsletter toasts, and the forms without JavaScript. The journeys run in order and share the demo customer.
 */
const axePath = path.resolve(import.meta.dirname, '../../../node_modules/axe-core/axe.min.js');
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

const customer = { email: 'customer@demo.shop', password: 'Customer-demo-2023!' };
const admin = { email: 'admin@demo.shop', password: 'Admin-demo-2023!' };

interface ListedProduct {
  slug: string;
  productName: string;
  price: number;
  offerPrice: number | null;
  stock: number;
  variants: unknown[];
}

let browser: Browser;
const contexts: BrowserContext[] = [];
/** Above WELCOME10's $50 minimum on its own. */
let pricey: ListedProduct;
/** Another product for the visitor's browser cart. */
let other: ListedProduct;
let shopper: { token: string; slug: string };
/** The signed-in customer's page, shared by the journeys after the merge. */
let page: Page;
let orderSlug = '';

async function login(account: { email: string; password: string }) {
  const response = await fetch(`${baseUrl()}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`login ${account.email}: ${response.status}`);
  const body = (await response.json()) as { access_token: string; slug: string };
  return { token: body.access_token, slug: body.slug };
}

/** A JSON API call with a bearer token (a non-browser client: no cookies, no Origin). */
async function api<T>(
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function newContext(javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({
    viewport: viewports.desktop,
    baseURL: baseUrl(),
    javaScriptEnabled,
  });
  contexts.push(context);
  const created = await context.newPage();
  const errors: string[] = [];
  created.on('pageerror', (error) => errors.push(error.message));
  (created as Page & { pageErrors: string[] }).pageErrors = errors;
  return created;
}

const main = (target: Page) => target.locator('main');
const cartLink = (target: Page) => target.locator('header a[aria-label^="Cart,"]').first();
const wishlistLink = (target: Page) => target.locator('header a[aria-label^="Wishlist,"]').first();
const productPath = (product: ListedProduct) => `/single_product?slug=${product.slug}`;
/** Toast texts on screen, exactly as rendered (product rules §8 texts have double spaces). */
const toasts = (target: Page) => target.locator('[role="status"]').allTextContents();

beforeAll(async () => {
  browser = await launchBrowser();
  const { filteredProducts } = (await (
    await fetch(`${baseUrl()}/api/products/filter?min=60&max=400&limit=100&sort=price_asc`)
  ).json()) as { filteredProducts: ListedProduct[] };
  // Products of one variant: these journeys add by product alone (variants.e2e.ts covers the rest).
  const stocked = filteredProducts.filter((product) => product.stock >= 10 && product.variants.length === 1);
  const [first, second] = stocked;
  if (!first || !second)
    throw new Error('the demo catalogue has no two stocked products between $60 and $400');
  pricey = first;
  other = second;
  shopper = await login(customer);
  // A known start: the demo customer's cart and wishlist are empty.
  await api(shopper.token, 'DELETE', `/api/cart/delete_all/${shopper.slug}`);
  await api(shopper.token, 'DELETE', `/api/wishlist/delete_all/${shopper.slug}`);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('shopping journeys', () => {
  it('merges a visitor’s browser cart and wishlist into the account at sign-in (quantities add up)', async () => {
    // The account already holds one unit of the product.
    const added = await api(shopper.token, 'POST', '/api/cart', {
      user_slug: shopper.slug,
      product_slug: other.slug,
    });
    expect(added.status).toBe(201);

    page = await newContext();
    await page.goto(productPath(other), { waitUntil: 'networkidle' });
    await main(page).getByRole('button', { name: 'Add to cart', exact: true }).click();
    await eventually(() => cartLink(page).getAttribute('aria-label')).toBe('Cart, 1 item');
    await main(page).getByRole('button', { name: 'Add to cart', exact: true }).click();
    await main(page).getByRole('button', { name: 'Add to wishlist' }).click();
    await eventually(() => wishlistLink(page).getAttribute('aria-label')).toBe('Wishlist, 1 item');
    const stored = await page.evaluate(() => localStorage.getItem('shop.visitor-bag.v1'));
    expect(JSON.parse(stored ?? '{}').cart).toMatchObject([{ slug: other.slug, quantity: 2 }]);

    await page.goto('/login?redirectTo=%2Fcart');
    await main(page).getByLabel('Email', { exact: true }).fill(customer.email);
    await main(page).getByLabel('Password', { exact: true }).fill(customer.password);
    await main(page).getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/\/cart$/);

    const line = main(page).locator('li', { hasText: other.productName });
    await eventually(() => line.locator('input[name="quantity"]').inputValue()).toBe('3');
    await eventually(() => page.evaluate(() => localStorage.getItem('shop.visitor-bag.v1'))).toBeNull();
    const cart = await api<{ slug: string; quantity: number }[]>(
      shopper.token,
      'GET',
      `/api/cart?user_slug=${shopper.slug}`,
    );
    expect(cart.body.map(({ slug, quantity }) => ({ slug, quantity }))).toEqual([
      { slug: other.slug, quantity: 3 },
    ]);
    const wishlist = await api<{ slug: string }[]>(
      shopper.token,
      'GET',
      `/api/wishlist?user_slug=${shopper.slug}`,
    );
    expect(wishlist.body.map(({ slug }) => slug)).toEqual([other.slug]);
    expect(pageErrors(page)).toEqual([]);
  });

  it('shows the line in the mini cart on hover and removes it with the toast', async () => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await cartLink(page).hover();
    const mini = page.locator('section[aria-label="Mini cart"]').first();
    await eventually(() => mini.isVisible()).toBe(true);
    const unit = other.offerPrice ?? other.price;
    expect(await mini.textContent()).toContain(`3 x $${unit.toFixed(2)}`);
    expect(await mini.getByRole('link', { name: other.productName }).getAttribute('href')).toBe(
      productPath(other),
    );

    await mini.getByRole('button', { name: `Remove ${other.productName}` }).click();
    await eventually(() => toasts(page)).toContain(messages.itemRemovedFromCart);
    await eventually(() => cartLink(page).getAttribute('aria-label')).toBe('Cart, 0 items');
    await cartLink(page).hover();
    await eventually(() => mini.textContent()).toContain(messages.noItemsFound);
  });

  it('toggles the wishlist: the counter rises by one, then falls by one', async () => {
    await page.goto(productPath(pricey), { waitUntil: 'networkidle' });
    const count = async () =>
      Number((await wishlistLink(page).getAttribute('aria-label'))?.match(/\d+/)?.[0]);
    const before = await count();
    await main(page).getByRole('button', { name: 'Add to wishlist' }).click();
    await eventually(count).toBe(before + 1);
    await eventually(() => main(page).getByRole('button', { name: 'Remove from wishlist' }).isVisible()).toBe(
      true,
    );
    await main(page).getByRole('button', { name: 'Remove from wishlist' }).click();
    await eventually(count).toBe(before);

    await page.goto('/wishlist', { waitUntil: 'networkidle' });
    await eventually(() => main(page).getByRole('link', { name: other.productName }).count()).toBe(1);
  });

  it('checks out with a new address and the coupon WELCOME10, and shows the confirmation', async () => {
    await page.goto(productPath(pricey), { waitUntil: 'networkidle' });
    await main(page).getByRole('button', { name: 'Add to cart', exact: true }).click();
    await eventually(() => cartLink(page).getAttribute('aria-label')).toBe('Cart, 1 item');

    await page.goto('/checkout', { waitUntil: 'networkidle' });
    const newAddress = main(page).locator('details', { hasText: 'Add a new address' });
    if ((await newAddress.getAttribute('open')) === null) await newAddress.locator('summary').click();
    // The browser checks the fields with the shared contract first.
    await newAddress.getByLabel('Country').selectOption('US');
    await newAddress.getByLabel('Phone').fill('12');
    await newAddress.getByRole('button', { name: 'Save address' }).click();
    await eventually(() => newAddress.textContent()).toContain(
      'Enter a phone number that works in United States',
    );
    await newAddress.getByLabel('Full name').fill('Casey Journey');
    await newAddress.getByLabel('Phone').fill('+1 415 555 0199');
    await newAddress.getByLabel('Street address').fill('7 Journey Lane');
    await newAddress.getByLabel('City').fill('Portland');
    await newAddress.getByLabel('Postal code').fill('97201');
    await newAddress.getByLabel('Use as my default address').check();
    await newAddress.getByRole('button', { name: 'Save address' }).click();
    const chosen = main(page).getByRole('radio', { name: /Casey Journey/ });
    await eventually(() => chosen.isChecked()).toBe(true);

    await main(page).getByLabel('Coupon code').fill('NO-SUCH-CODE');
    await main(page).getByRole('button', { name: 'Apply' }).click();
    await eventually(() => main(page).locator('#coupon-result').textContent()).toMatch(/does not exist/);
    await main(page).getByLabel('Coupon code').fill('WELCOME10');
    await main(page).getByRole('button', { name: 'Apply' }).click();
    await eventually(() => main(page).locator('#coupon-result').textContent()).toContain('WELCOME10 applied');
    await eventually(() =>
      main(page)
        .getByRole('radio', { name: /Casey Journey/ })
        .isChecked(),
    ).toBe(true);
    const summary = main(page).locator('aside', { hasText: 'Order summary' });
    expect(await summary.textContent()).toContain('Discount (WELCOME10)');

    await main(page)
      .getByRole('button', { name: /^Place order/ })
      .click();
    await page.waitForURL(/\/orders\/[^/]+\/confirmation$/);
    orderSlug = decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
    await eventually(() => main(page).textContent()).toContain('Your order is placed');
    const text = (await main(page).textContent()) ?? '';
    expect(text).toContain(orderSlug);
    expect(text).toContain('Pending');
    expect(text).toContain('Discount (WELCOME10)');
    expect(text).toContain('7 Journey Lane');
    await eventually(() => cartLink(page).getAttribute('aria-label')).toBe('Cart, 0 items');

    const order = await api<{ total: number; discount: number; coupon_code: string }>(
      shopper.token,
      'GET',
      `/api/orders/${orderSlug}`,
    );
    expect(order.body.coupon_code).toBe('WELCOME10');
    expect(order.body.discount).toBeGreaterThan(0);
    expect(text).toContain(`$${order.body.total.toFixed(2)}`);
  });

  it('tracks the order as pending, cancels it, and lists it on the profile', async () => {
    await page.goto('/track_order', { waitUntil: 'networkidle' });
    await main(page).getByLabel('Order id').fill(orderSlug);
    await main(page).getByRole('button', { name: 'Track', exact: true }).click();
    await page.waitForURL(/order=/);
    const current = main(page).locator('[aria-current="step"]');
    await eventually(() => current.textContent()).toContain('Pending');

    // Cancelling asks first, with a reason, on its own page.
    await main(page).getByRole('link', { name: 'Cancel order' }).click();
    await page.waitForURL(/\/track_order\/cancel/);
    await main(page).getByLabel('I found a better price').check();
    await main(page).getByRole('button', { name: 'Yes, cancel the order' }).click();
    await page.waitForURL(/done=cancelled/);
    await eventually(() => main(page).getByRole('status').first().textContent()).toBe(
      'Your order is cancelled.',
    );
    await eventually(() => current.textContent()).toContain('Cancelled');
    expect(await main(page).getByRole('link', { name: 'Cancel order' }).count()).toBe(0);
    expect(await main(page).textContent()).toContain('Cancelled by the buyer: I found a better price');

    await page.goto('/profile', { waitUntil: 'networkidle' });
    const history = main(page).locator('section[aria-labelledby="orders-heading"]');
    await eventually(() => history.textContent()).toContain(orderSlug);
    expect(await history.textContent()).toContain('Cancelled');
  });

  it('offers the review form after delivery and shows the new review', async () => {
    await page.goto(productPath(pricey), { waitUntil: 'networkidle' });
    const panel = main(page).locator('section', {
      has: page.getByRole('heading', { name: 'Write a review' }),
    });
    expect(await panel.getByLabel('Your review').count()).toBe(0);

    // A second order of the product, delivered by the admin through the admin API.
    await api(shopper.token, 'POST', '/api/cart', { user_slug: shopper.slug, product_slug: pricey.slug });
    const addresses = await api<{ slug: string }[]>(shopper.token, 'GET', `/api/addresses/${shopper.slug}`);
    const placed = await api<{ data: { slug: string } }>(
      shopper.token,
      'POST',
      '/api/orders',
      { user_slug: shopper.slug, address_slug: addresses.body[0]?.slug, payment_method: 'cod' },
      { 'idempotency-key': `shopping-e2e-${Date.now()}` },
    );
    expect(placed.status).toBe(201);
    const boss = await login(admin);
    for (const status of ['processing', 'shipped', 'delivered']) {
      const moved = await api(boss.token, 'PATCH', `/api/admin/orders/${placed.body.data.slug}/status`, {
        order_status: status,
      });
      expect(moved.status).toBe(200);
    }

    // Delivered on the admin's word only: the form waits for the shopper to confirm receipt.
    await page.reload({ waitUntil: 'networkidle' });
    await eventually(() => panel.textContent()).toContain('Confirm that you received it');
    await panel.getByRole('link', { name: 'Confirm that you received it' }).click();
    await page.waitForURL(/track_order\?order=/);
    await main(page).getByRole('button', { name: 'I received my order' }).click();
    await eventually(() => main(page).textContent()).toContain('You confirmed receiving this order on');

    await page.goto(productPath(pricey), { waitUntil: 'networkidle' });
    await panel.getByLabel('4 stars').check({ force: true });
    await panel.getByLabel('Your review').fill('Clear sound. <b>Not bold</b> & no markup.');
    await panel.getByRole('button', { name: 'Publish review' }).click();
    await eventually(() => panel.textContent()).toContain('You have reviewed this product');
    const reviews = main(page).locator('#reviews');
    await eventually(() => reviews.textContent()).toContain('Clear sound. <b>Not bold</b> & no markup.');
    expect(await reviews.locator('b').count()).toBe(0);
  });

  it('answers the newsletter with the exact toasts for a visitor and a customer (twice is fine)', async () => {
    const visitor = await newContext();
    await visitor.goto('/', { waitUntil: 'networkidle' });
    const visitorBanner = visitor.locator('section[aria-labelledby="newsletter-heading"]');
    await visitorBanner.getByLabel('Email address').fill('someone@example.test');
    await visitorBanner.getByRole('button', { name: 'Get the Coupon' }).click();
    await eventually(() => toasts(visitor)).toContain(messages.logInFirst);

    const banner = page.locator('section[aria-labelledby="newsletter-heading"]');
    for (let round = 0; round < 2; round++) {
      await page.goto('/', { waitUntil: 'networkidle' });
      await banner.getByLabel('Email address').fill(customer.email);
      await banner.getByRole('button', { name: 'Get the Coupon' }).click();
      await eventually(() => toasts(page)).toContain(messages.subscribed);
    }
    expect(pageErrors(page)).toEqual([]);
  });

  it('works without JavaScript: a visitor is sent to log in, a customer’s forms post and come back', async () => {
    const visitor = await newContext(false);
    await visitor.goto(productPath(pricey));
    await main(visitor).getByRole('button', { name: 'Add to cart', exact: true }).click();
    await visitor.waitForURL(/\/login\?redirectTo=/);
    expect(new URL(visitor.url()).searchParams.get('redirectTo')).toBe(productPath(pricey));

    const plain = await newContext(false);
    await plain.goto('/login?redirectTo=%2Fcart');
    await main(plain).getByLabel('Email', { exact: true }).fill(customer.email);
    await main(plain).getByLabel('Password', { exact: true }).fill(customer.password);
    await main(plain).getByRole('button', { name: 'Log in', exact: true }).click();
    await plain.waitForURL(/\/cart$/);
    await plain.goto(productPath(other));
    await main(plain).getByRole('button', { name: 'Add to cart', exact: true }).click();
    await plain.waitForURL((url) => url.pathname === '/single_product');
    expect(await cartLink(plain).getAttribute('aria-label')).toBe('Cart, 1 item');

    await plain.goto('/cart');
    const line = main(plain).locator('li', { hasText: other.productName });
    await line.getByRole('button', { name: /^One more/ }).click();
    expect(await main(plain).getByRole('status').textContent()).toBe('Quantity updated');
    expect(
      await main(plain)
        .locator('li', { hasText: other.productName })
        .locator('input[name="quantity"]')
        .inputValue(),
    ).toBe('2');
    await main(plain)
      .locator('li', { hasText: other.productName })
      .getByRole('button', { name: /^Remove/ })
      .click();
    expect(await main(plain).getByRole('status').textContent()).toBe(messages.itemRemovedFromCart);
    expect(await main(plain).locator('li', { hasText: other.productName }).count()).toBe(0);
  });

  it('posts a blog comment as plain text, shown escaped; a visitor is asked to log in', async () => {
    const { allBlogs } = (await (await fetch(`${baseUrl()}/api/blogs?limit=1`)).json()) as {
      allBlogs: { slug: string }[];
    };
    const post = `/blogs/${allBlogs[0]?.slug}`;
    const visitor = await newContext();
    await visitor.goto(post, { waitUntil: 'networkidle' });
    expect(
      await main(visitor)
        .locator('section', { hasText: 'Leave a comment' })
        .getByRole('link', { name: 'Log in' })
        .getAttribute('href'),
    ).toBe(`/login?redirectTo=${encodeURIComponent(post)}`);

    await page.goto(post, { waitUntil: 'networkidle' });
    const text = `Loved it <img src=x onerror="alert(1)"> ${Date.now()}`;
    await main(page).getByLabel('Your comment').fill(text);
    await main(page).getByRole('button', { name: 'Post comment' }).click();
    const comments = main(page).locator('section[aria-labelledby="comments-heading"]');
    await eventually(() => comments.textContent()).toContain(text);
    expect(await comments.locator('img[src="x"]').count()).toBe(0);
    expect(await main(page).getByRole('status').textContent()).toBe('Your comment is published.');
  });

  it('leaves no serious or critical axe violation on the shopping pages', async () => {
    await api(shopper.token, 'POST', '/api/cart', { user_slug: shopper.slug, product_slug: pricey.slug });
    const found: string[] = [];
    for (const route of ['/cart', '/wishlist', '/checkout', `/track_order?order=${orderSlug}`, '/profile']) {
      await page.goto(route, { waitUntil: 'networkidle' });
      // Closed details hide forms from axe: open them all.
      for (const details of await page.locator('main details').all()) {
        await details.evaluate((element) => element.setAttribute('open', ''));
      }
      await page.addScriptTag({ path: axePath });
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run: (context: Document) => Promise<{ violations: { id: string; impact: string | null }[] }>;
            };
          }
        ).axe;
        return (await axe.run(document)).violations;
      });
      for (const violation of violations) {
        if (violation.impact === 'serious' || violation.impact === 'critical')
          found.push(`${route}: ${violation.id}`);
      }
    }
    expect(found).toEqual([]);
  });
});
