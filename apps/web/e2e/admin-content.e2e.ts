import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, demoAccounts, launchBrowser, pageErrors, signInAs } from './browser.ts';

/**
 * The admin content pages on the demo shop: the admin adds a slider with an uploaded image, moves the
 * flash sale's end and adds a product to it, publishes a blog post whose HTML carries a script and an event
 * handler, resolves a shopper's report, reads a contact message and moves a fresh order along.
 */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

const accounts = demoAccounts;

interface ProductRow {
  slug: string;
  productName: string;
  price: number;
  offerPrice: number | null;
  stock: number;
}

let browser: Browser;
let admin: Page;
let customer: Page;

const main = (page: Page) => page.locator('main');
const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });
const statusText = (page: Page) => main(page).getByRole('status').first().textContent();

/**
 * The outcome of a scripted post: the message in the page and the same text as a toast. Waiting for the
 * toast also lets its lazily loaded module arrive before the journey navigates on (an aborted import
 * would be reported as a page error).
 */
async function announced(page: Page, message: string) {
  await eventually(() => statusText(page)).toBe(message);
  await eventually(() => page.getByRole('status').filter({ hasText: message }).count()).toBe(2);
}

function signedIn(account: { email: string; password: string }, javaScriptEnabled = true): Promise<Page> {
  return signInAs(browser, account, { javaScriptEnabled, defaultTimeoutMs: 10_000 });
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

async function userSlugOf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const slug = cookies.find((cookie) => cookie.name === 'user_slug')?.value;
  if (!slug) throw new Error('no user_slug cookie after signing in');
  return decodeURIComponent(slug);
}

async function activeProducts(): Promise<ProductRow[]> {
  const { status, body } = await apiCall(
    admin,
    'GET',
    '/api/admin/products?status=active&approval=approved&limit=40',
  );
  expect(status).toBe(200);
  return (body as { items: ProductRow[] }).items.filter((product) => product.stock > 2);
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signedIn(accounts.admin);
  customer = await signedIn(accounts.customer);
});

afterAll(async () => {
  await browser?.close();
});

describe('admin content pages', () => {
  const stamp = Date.now().toString(36);

  it('adds a slider with an uploaded image and the home page shows it', async () => {
    await admin.goto('/admin/home-content', { waitUntil: 'networkidle' });
    const form = main(admin).getByRole('form', { name: 'Add a slider' });
    const picture = await sharp({
      create: { width: 640, height: 320, channels: 3, background: { r: 30, g: 90, b: 200 } },
    })
      .png()
      .toBuffer();
    await form
      .getByTestId('image-file')
      .setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: picture });
    const address = form.getByLabel('Image address', { exact: true });
    await eventually(() => address.inputValue()).toMatch(/^\/uploads\//);
    const imageUrl = await address.inputValue();
    await form.getByLabel('Title', { exact: true }).fill(`Journey slide ${stamp}`);
    await form.getByLabel('Position', { exact: true }).fill('0');
    await form.getByRole('button', { name: 'Add slider' }).click();
    await announced(admin, 'Slider added.');
    await eventually(() => main(admin).getByTestId('admin-slider').allTextContents()).toContainEqual(
      expect.stringContaining(`Journey slide ${stamp}`),
    );

    await admin.goto('/', { waitUntil: 'networkidle' });
    await eventually(() => main(admin).textContent()).toContain(`Journey slide ${stamp}`);
    // The slide's picture is the uploaded one (its stem; the page may ask for a resized variant).
    const stem = imageUrl.replace(/(-\d+)?\.\w+$/, '');
    expect(await admin.locator(`main img[src^="${stem}"]`).count()).toBeGreaterThan(0);
  });

  it('moves the flash sale end, adds a product at a sale price, and the home page shows both', async () => {
    const sales = await apiCall(admin, 'GET', '/api/admin/flash-sales?limit=20');
    const running = (sales.body as { items: { slug: string; name: string; status: string }[] }).items.find(
      (sale) => sale.status === 'active',
    );
    expect(running, 'the demo shop runs a flash sale').toBeTruthy();
    const items = await apiCall(admin, 'GET', `/api/admin/flash-sales/${running?.slug}/items?limit=100`);
    const inSale = new Set(
      (items.body as { items: { product_slug: string }[] }).items.map((i) => i.product_slug),
    );
    const product = (await activeProducts()).find((candidate) => !inSale.has(candidate.slug));
    if (!product) throw new Error('no product outside the sale');
    const salePrice = Math.max(0.5, Math.floor((product.offerPrice ?? product.price) * 50) / 100);

    await admin.goto('/admin/home-content/flash-sale', { waitUntil: 'networkidle' });
    const saleForm = main(admin).getByRole('form', { name: `Edit flash sale ${running?.name}` });
    await saleForm.getByLabel('End time (UTC)', { exact: true }).fill('2031-05-04T12:30');
    await saleForm.getByRole('button', { name: 'Save sale' }).click();
    await announced(admin, 'Flash sale saved.');

    await main(admin).getByLabel('Find a product to add').fill(product.productName);
    await main(admin).getByRole('button', { name: 'Find', exact: true }).click();
    const addForm = main(admin).getByRole('form', { name: `Add ${product.productName}` });
    await addForm.getByLabel('Sale price (USD)').fill(salePrice.toFixed(2));
    await addForm.getByRole('button', { name: 'Add to sale' }).click();
    await announced(admin, 'Product added to the sale.');
    await eventually(() => main(admin).getByTestId('admin-flash-item').allTextContents()).toContainEqual(
      expect.stringContaining(product.productName),
    );

    await admin.goto('/', { waitUntil: 'networkidle' });
    const endsAt = main(admin).locator('section[aria-labelledby="flash-sale-heading"] time');
    await eventually(() => endsAt.getAttribute('datetime', { timeout: 2000 })).toMatch(
      /^2031-05-04T12:30:00/,
    );
    const rail = main(admin).locator('section[aria-labelledby="flash-items-heading"]');
    await eventually(() => rail.textContent()).toContain(product.productName);
  });

  it('publishes a blog post: the stored text keeps the words and drops the script and handler', async () => {
    const title = `Safe words ${stamp}`;
    const html = `<p>Visible words ${stamp}</p><img src="/nope.png" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>`;
    await admin.goto('/admin/blogs', { waitUntil: 'networkidle' });
    const form = main(admin).getByRole('form', { name: 'Write a post' });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Text (HTML)', { exact: true }).fill(html);
    await form.getByRole('button', { name: 'Publish post' }).click();
    await admin.waitForURL(/\/admin\/blogs\?edit=/);
    await announced(admin, 'Post published.');
    const slug = new URL(admin.url()).searchParams.get('edit') ?? '';
    const stored = (await main(admin).getByTestId('blog-stored-source').textContent()) ?? '';
    expect(stored).toContain(`Visible words ${stamp}`);
    expect(stored).not.toMatch(/script|onerror/i);

    await admin.goto(`/blogs/${encodeURIComponent(slug)}`, { waitUntil: 'networkidle' });
    await eventually(() => main(admin).textContent()).toContain(`Visible words ${stamp}`);
    expect(await admin.locator('main script').count()).toBe(0);
    expect(await admin.locator('[onerror]').count()).toBe(0);
    expect(await admin.evaluate(() => (window as Window & { __pwned?: number }).__pwned)).toBeUndefined();
  });

  it("resolves a shopper's report", async () => {
    const [product] = await activeProducts();
    if (!product) throw new Error('no product to report');
    const title = `Wrong colour ${stamp}`;
    const report = await apiCall(customer, 'POST', '/api/reporteditems', {
      product_slug: product.slug,
      title,
      note: 'The photo shows blue, it came green.',
    });
    expect(report.status).toBe(201);

    await admin.goto('/admin/reports', { waitUntil: 'networkidle' });
    const card = main(admin).getByTestId('admin-report').filter({ hasText: title });
    expect(await card.getByRole('link', { name: product.productName }).getAttribute('href')).toBe(
      `/single_product?slug=${encodeURIComponent(product.slug)}`,
    );
    await card.getByRole('button', { name: `Resolve “${title}”` }).click();
    await announced(admin, 'Report resolved.');
    await eventually(() => main(admin).getByTestId('admin-report').filter({ hasText: title }).count()).toBe(
      0,
    );
    await admin.goto('/admin/reports?status=resolved', { waitUntil: 'networkidle' });
    await eventually(() =>
      main(admin).getByTestId('admin-report').filter({ hasText: title }).textContent(),
    ).toContain('resolved');
  });

  it('marks a message sent through /contact as read', async () => {
    const subject = `Where is my parcel ${stamp}`;
    await customer.goto('/contact', { waitUntil: 'networkidle' });
    await field(customer, 'Your name').fill('Casey Customer');
    await field(customer, 'Email address').fill('customer@demo.shop');
    await field(customer, 'Subject (optional)').fill(subject);
    await field(customer, 'Message').fill('It has been a week since I ordered, please help.');
    await main(customer).getByRole('button', { name: 'Send message' }).click();
    await eventually(() => main(customer).getByRole('status').count()).toBeGreaterThan(0);

    await admin.goto('/admin/contact-messages?status=unread', { waitUntil: 'networkidle' });
    await main(admin).getByRole('link', { name: subject }).click();
    const opened = main(admin).getByTestId('contact-message-open');
    await eventually(() => opened.textContent()).toContain('It has been a week since I ordered');
    await opened.getByRole('button', { name: 'Mark read' }).click();
    await announced(admin, 'Message marked read.');
    await admin.goto('/admin/contact-messages?status=read', { waitUntil: 'networkidle' });
    await eventually(() => main(admin).getByTestId('data-row').allTextContents()).toContainEqual(
      expect.stringContaining(subject),
    );
  });

  it('opens an order from the list and moves it along an allowed transition', async () => {
    const userSlug = await userSlugOf(customer);
    const product = (await activeProducts()).at(-1);
    if (!product) throw new Error('no product to order');
    const cart = await apiCall(customer, 'POST', '/api/cart', {
      user_slug: userSlug,
      product_slug: product.slug,
      quantity: 1,
    });
    expect(cart.status).toBeLessThan(300);
    const placed = await apiCall(customer, 'POST', '/api/orders', {
      user_slug: userSlug,
      payment_method: 'cod',
      address: {
        name: 'Casey Customer',
        // A number libphonenumber-js takes as a real United States one (the address book checks it).
        phone: '+1 512 555 0143',
        country: 'US',
        city: 'Austin',
        address: '1 Main St',
      },
    });
    expect(placed.status).toBe(201);
    const orderSlug = (placed.body as { data: { slug: string } }).data.slug;

    await admin.goto(`/admin/orders?search=${encodeURIComponent(orderSlug)}`, { waitUntil: 'networkidle' });
    await main(admin).getByRole('link', { name: orderSlug }).click();
    await admin.waitForURL(new RegExp(`/admin/orders/${orderSlug}$`));
    await eventually(() => main(admin).getByTestId('admin-order-line').allTextContents()).toContainEqual(
      expect.stringContaining(product.productName),
    );
    expect(await main(admin).textContent()).toContain('Casey Customer');
    await main(admin).getByLabel('Note (optional)').fill('Packing today');
    await main(admin).getByRole('button', { name: 'Mark processing' }).click();
    await announced(admin, 'The order is now processing.');
    const history = main(admin).getByRole('list', { name: 'Status history' });
    await eventually(() => history.textContent()).toContain('Packing today');
    // Processing may only go on to shipped now.
    expect(await main(admin).getByRole('button', { name: 'Mark shipped' }).count()).toBe(1);
    expect(await main(admin).getByRole('button', { name: 'Cancel the order' }).count()).toBe(0);

    for (const page of [admin, customer]) expect(pageErrors(page)).toEqual([]);
  });

  it('lists the four ad slots, adds, removes and restores a popular category, and saves a mega menu column', async () => {
    await admin.goto('/admin/home-content/ads', { waitUntil: 'networkidle' });
    expect(await main(admin).getByTestId('admin-ad').count()).toBe(4);

    await admin.goto('/admin/home-content/categories', { waitUntil: 'networkidle' });
    const add = main(admin).getByRole('form', { name: 'Add to Popular categories' });
    const select = add.getByLabel('Category', { exact: true });
    const choice = await select.locator('option').nth(1).textContent();
    if (!choice) throw new Error('every category is already popular');
    await select.selectOption({ label: choice });
    await add.getByRole('button', { name: 'Add' }).click();
    await announced(admin, 'Category added.');
    const entry = main(admin).getByRole('form', { name: `Popular categories: ${choice}` });
    await entry.getByRole('button', { name: `Remove ${choice} from Popular categories` }).click();
    // Removing posts at once; the notice offers the way back (decision 39).
    const notice = admin.getByRole('status').filter({ hasText: 'Category removed from the list.' });
    await eventually(() => notice.count()).toBe(1);
    // The notice shows as soon as the API answers; the list follows when the page data is reloaded.
    await eventually(() => entry.count()).toBe(0);
    await notice.getByRole('button', { name: `Undo removing ${choice} from the popular categories` }).click();
    await announced(admin, 'Category entry restored.');
    await eventually(() => entry.count()).toBe(1);

    await admin.goto('/admin/home-content/mega-menu', { waitUntil: 'networkidle' });
    const column = main(admin).getByTestId('admin-mega-menu-entry').first();
    const first = column.getByRole('checkbox').first();
    const subCategory = ((await first.evaluate((input) => input.parentElement?.textContent)) ?? '').trim();
    const wasTicked = await first.isChecked();
    await first.setChecked(!wasTicked);
    await column.getByRole('button', { name: 'Save' }).click();
    await announced(admin, 'Column saved.');
    // Ticked sub-categories are listed first, so find the box by its name again after the reload.
    const again = main(admin)
      .getByTestId('admin-mega-menu-entry')
      .first()
      .getByRole('checkbox', { name: subCategory, exact: true });
    await eventually(() => again.isChecked()).toBe(!wasTicked);
  });

  it('works without scripts: forms post with their intent and show the outcome, including API refusals', async () => {
    const page = await signedIn(accounts.admin, false);
    const name = `No script ${stamp}`;
    await page.goto('/admin/blog-categories');
    const create = main(page).getByRole('form', { name: 'Create a blog category' });
    await create.getByLabel('New category').fill(name);
    await create.getByRole('button', { name: 'Create' }).click();
    await page.waitForLoadState();
    expect(await statusText(page)).toBe('Category created.');
    const row = main(page).getByRole('form', { name: `Blog category ${name}` });
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await page.waitForLoadState();
    expect(await statusText(page)).toBe('Category deleted.');
    expect(
      await main(page)
        .getByRole('form', { name: `Blog category ${name}` })
        .count(),
    ).toBe(0);

    // A sale price above the product's price: the API refuses and its own message is shown.
    await page.goto('/admin/home-content/flash-sale');
    const item = main(page).getByTestId('admin-flash-item').first();
    await item.getByLabel('Sale price (USD)').fill('999999');
    await item.getByRole('button', { name: 'Save' }).click();
    await page.waitForLoadState();
    const alert = (await main(page).getByRole('alert').first().textContent()) ?? '';
    expect(alert.length).toBeGreaterThan(0);
    expect(alert).not.toBe('That did not work. Please try again.');
    // A malformed price never reaches the API: the page explains the format.
    await main(page).getByTestId('admin-flash-item').first().getByLabel('Sale price (USD)').fill('cheap');
    await main(page).getByTestId('admin-flash-item').first().getByRole('button', { name: 'Save' }).click();
    await page.waitForLoadState();
    expect(await main(page).getByRole('alert').first().textContent()).toBe(
      'Sale price must be an amount in dollars above 0, like 19.99.',
    );
  });
});
