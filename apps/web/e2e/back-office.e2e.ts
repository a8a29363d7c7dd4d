import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportedItems } from '../../api/src/db/schema/index.ts';
import {
  asUser,
  createCoupon,
  orderRequest,
  putInCart,
} from '../../api/src/modules/orders/orders.test-support.ts';
import {
  createTestSeller,
  type TestSeller,
} from '../../api/src/modules/seller-dashboard/seller-dashboard.test-support.ts';
import { createTestUser, type TestUser } from '../../api/src/modules/users/users.test-support.ts';
import { createBrand, createProduct } from '../../api/src/test-support/catalogue-fixtures.ts';
import { launchBrowser, viewports } from './browser.ts';
import { type OwnShop, startOwnShop } from './own-shop.ts';

/**
 * The back office on a shop of its own: the admin lands on the dashboard after signing in, works in the
 * dashboard's own frame, approves 20 pending products in one bulk action, is asked before deleting a blog
 * category, deletes a blog post with Undo, is warned before leaving unsaved forms; no dashboard page has a
 * serious accessibility problem or scrolls sideways on a phone.
 */
const axePath = path.resolve(import.meta.dirname, '../../../node_modules/axe-core/axe.min.js');
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

let shop: OwnShop;
let browser: Browser;
let admin: TestUser;
let seller: TestSeller;
const pendingSlugs: string[] = [];
/** A live product of the seller's, whose edit pages (admin and seller) the sweep visits. */
let soldSlug: string;

beforeAll(async () => {
  shop = await startOwnShop();
  browser = await launchBrowser();
  admin = await createTestUser(shop.app, { role: 'admin' });
  seller = await createTestSeller(shop.app);
  for (let index = 0; index < 20; index++) {
    const product = await createProduct(shop.database.db, {
      seller: seller.shop,
      name: `Waiting lamp ${index + 1}`,
      approvalStatus: 'pending',
    });
    pendingSlugs.push(product.slug);
  }
  // An order line for the seller, a shopper's report and a coupon, so their tables are checked with rows.
  await createCoupon(shop.database.db, { code: 'TABLES10' });
  const buyer = await createTestUser(shop.app, { fullName: 'Table Buyer' });
  const sold = await createProduct(shop.database.db, { seller: seller.shop, name: 'Sold lamp' });
  soldSlug = sold.slug;
  await putInCart(shop.database.db, buyer, sold, 2);
  expect((await orderRequest(asUser(shop.app, buyer), buyer)).statusCode).toBe(201);
  await shop.database.db.insert(reportedItems).values({
    productId: sold.id,
    userId: buyer.id,
    title: 'Looks damaged',
    note: 'The photo shows a crack',
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const main = (page: Page) => page.locator('main');

async function signIn(
  account: { email: string; password: string },
  viewport: keyof typeof viewports = 'desktop',
): Promise<Page> {
  const context = await browser.newContext({ viewport: viewports[viewport], baseURL: shop.origin });
  const page = await context.newPage();
  await page.goto('/login', { waitUntil: 'networkidle' });
  await main(page).getByLabel('Email', { exact: true }).fill(account.email);
  await main(page).getByLabel('Password', { exact: true }).fill(account.password);
  await main(page).getByRole('button', { name: 'Log in', exact: true }).click();
  // Signed in only once the app has moved on from /login: "network idle" alone can come before the
  // sign-in answer on a loaded machine, and the next page would then be visited signed out.
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  return page;
}

/**
 * Waits until React has hydrated `field` (its props sit on the element): a change typed before that is the
 * browser's alone, so the page's unsaved-changes warning never hears of it and a later leave asks nothing.
 * `networkidle` can come first on a busy machine.
 */
async function hydrated(field: Locator): Promise<Locator> {
  await field.evaluate(
    (element) =>
      new Promise<void>((done) => {
        const check = () =>
          Object.keys(element).some((key) => key.startsWith('__reactProps'))
            ? done()
            : requestAnimationFrame(check);
        check();
      }),
  );
  return field;
}

describe('back office', () => {
  it('takes an admin to the dashboard, in its own frame without the shop header and footer', async () => {
    const page = await signIn(admin);
    await page.waitForURL(/\/admin$/);
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Overview');
    expect(await page.getByRole('navigation', { name: 'Admin' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Back to the shop' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Become seller' }).count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    await page.context().close();
  });

  it('shows the overview for a chosen range: a preset, custom days, and a refused range', {
    timeout: 60_000,
  }, async () => {
    const buyer = await createTestUser(shop.app);
    const product = await createProduct(shop.database.db, { seller: seller.shop, name: 'Charted lamp' });
    await putInCart(shop.database.db, buyer, product, 2);
    expect((await orderRequest(asUser(shop.app, buyer), buyer)).statusCode).toBe(201);
    const page = await signIn(admin);
    await page.goto('/admin', { waitUntil: 'networkidle' });
    const preset = (days: number) => main(page).getByRole('link', { name: `Last ${days} days` });
    expect(await preset(30).getAttribute('aria-current')).toBe('page');

    await preset(7).click();
    await page.waitForURL(/\/admin\?range=7$/);
    await eventually(() => preset(7).getAttribute('aria-current')).toBe('page');
    const salesChart = main(page).getByRole('figure', { name: 'Sales per day' });
    await salesChart.getByText('Show the figures as a table').click();
    expect(await salesChart.getByRole('row').count()).toBe(1 + 7);
    const topProducts = main(page).getByRole('table', { name: 'Top products' });
    expect(await topProducts.getByRole('row', { name: /Charted lamp/ }).count()).toBe(1);

    await main(page).getByLabel('From', { exact: true }).fill('2020-01-01');
    await main(page).getByLabel('To', { exact: true }).fill('2020-03-31');
    await main(page).getByRole('button', { name: 'Show', exact: true }).click();
    await page.waitForURL(/from=2020-01-01&to=2020-03-31/);
    // Three months are drawn in weeks, and nothing of today's order shows.
    await eventually(() => main(page).getByRole('figure', { name: 'Sales per week' }).count()).toBe(1);
    expect(await topProducts.getByText('No sales in this range.').count()).toBe(1);
    const quickRanges = main(page).getByRole('navigation', { name: 'Quick ranges' });
    expect(await quickRanges.locator('[aria-current="page"]').count()).toBe(0);

    await main(page).getByLabel('From', { exact: true }).fill('2020-04-01');
    await main(page).getByRole('button', { name: 'Show', exact: true }).click();
    await page.waitForURL(/from=2020-04-01/);
    const from = main(page).getByLabel('From', { exact: true });
    await eventually(() => from.getAttribute('aria-invalid')).toBe('true');
    const errorId = ((await from.getAttribute('aria-describedby')) ?? '').split(' ').at(-1);
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe(
      'The start date must be on or before the end date.',
    );
    await page.context().close();
  });

  it('approves 20 pending products in one bulk action', { timeout: 60_000 }, async () => {
    const page = await signIn(admin);
    await page.goto('/admin/products?approval=pending&limit=20', { waitUntil: 'networkidle' });
    await eventually(() => main(page).getByTestId('data-row').count()).toBe(20);
    await main(page).getByLabel('Select every row on this page').check();
    await eventually(() => main(page).getByText('20 products selected').count()).toBe(1);
    await main(page).getByRole('button', { name: 'Approve selected' }).click();
    await eventually(() => main(page).getByRole('status').first().textContent()).toBe(
      '20 products approved.',
    );
    const approved = await asUser(shop.app, admin).get(
      `/api/admin/products?approval=approved&seller=${seller.shop.shopSlug}&limit=100`,
    );
    const approvedSlugs = approved.json().items.map((item: { slug: string }) => item.slug);
    expect(pendingSlugs.filter((slug) => approvedSlugs.includes(slug))).toEqual(pendingSlugs);
    await page.context().close();
  });

  it('sorts, filters, selects, deactivates in bulk and exports the users table', {
    timeout: 90_000,
  }, async () => {
    const token = `Tabled${Date.now().toString(36)}`;
    const people = [];
    for (const letter of ['Ann', 'Bob', 'Cy']) {
      people.push(await createTestUser(shop.app, { fullName: `${token} ${letter}` }));
    }
    const names = people.map((person) => `${token} ${person.fullName.split(' ')[1]}`);
    const page = await signIn(admin);
    await page.goto(`/admin/users?search=${token}`, { waitUntil: 'networkidle' });
    const rows = main(page).getByTestId('data-row');
    const nameHeader = main(page).getByRole('columnheader', { name: 'Name' });
    await eventually(() => rows.count()).toBe(3);
    expect(await nameHeader.getAttribute('aria-sort')).toBe('none');

    await nameHeader.getByRole('link').click();
    await eventually(() => nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await eventually(async () =>
      (await rows.allTextContents()).map((text) => names.find((name) => text.includes(name))),
    ).toEqual(names);
    await nameHeader.getByRole('link').click();
    await eventually(() => nameHeader.getAttribute('aria-sort')).toBe('descending');
    await eventually(async () =>
      (await rows.allTextContents()).map((text) => names.find((name) => text.includes(name))),
    ).toEqual([...names].reverse());

    await main(page).getByLabel(`Select ${names[0]}`).check();
    await main(page).getByLabel(`Select ${names[1]}`).check();
    await eventually(() => main(page).getByText('2 users selected').count()).toBe(1);
    await main(page).getByRole('button', { name: 'Deactivate selected' }).click();
    const dialog = page.getByRole('alertdialog');
    await eventually(() => dialog.getByRole('heading').textContent()).toBe('Deactivate 2 users?');
    await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await eventually(() => main(page).getByRole('status').first().textContent()).toBe(
      '2 users deactivated and signed out.',
    );

    await main(page).getByLabel('Status', { exact: true }).selectOption('inactive');
    await main(page).getByRole('button', { name: 'Filter', exact: true }).click();
    await page.waitForURL(/status=inactive/);
    await eventually(() => rows.count()).toBe(2);
    // The filter form keeps the sort the table had.
    expect(await nameHeader.getAttribute('aria-sort')).toBe('descending');

    const download = page.waitForEvent('download');
    await main(page).getByRole('link', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path()) ?? '', 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('name,email,role,status,email_verified,shop_slug,joined');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([names[1], names[0]]);
    expect(csv).not.toContain(names[2]);
    await page.context().close();
  });

  it('searches, sorts by a header and deactivates in bulk on the brands table', {
    timeout: 90_000,
  }, async () => {
    const token = `Branded${Date.now().toString(36)}`;
    const [many, none, one] = await Promise.all(
      ['Many', 'None', 'One'].map((word) => createBrand(shop.database.db, { name: `${token} ${word}` })),
    );
    for (const brand of [many, many, one])
      await createProduct(shop.database.db, { brand, seller: seller.shop });
    const page = await signIn(admin);
    await page.goto('/admin/brands', { waitUntil: 'networkidle' });
    await main(page).getByLabel('Search brands').fill(token);
    await main(page).getByRole('button', { name: 'Filter', exact: true }).click();
    await page.waitForURL(new RegExp(`search=${token}`));
    const rows = main(page).getByTestId('catalogue-entry');
    await eventually(() => rows.count()).toBe(3);
    const order = async () =>
      (await rows.allTextContents()).map((text) =>
        ['Many', 'None', 'One'].find((word) => text.includes(`${token} ${word}`)),
      );

    const productsHeader = main(page).getByRole('columnheader', { name: 'Products' });
    expect(await productsHeader.getAttribute('aria-sort')).toBe('none');
    await productsHeader.getByRole('link').click();
    await eventually(() => productsHeader.getAttribute('aria-sort')).toBe('ascending');
    await eventually(order).toEqual(['None', 'One', 'Many']);
    await productsHeader.getByRole('link').click();
    await eventually(() => productsHeader.getAttribute('aria-sort')).toBe('descending');
    await eventually(order).toEqual(['Many', 'One', 'None']);
    // Sorting keeps the search.
    expect(page.url()).toContain(`search=${token}`);

    await main(page).getByLabel(`Select ${token} Many`).check();
    await main(page).getByLabel(`Select ${token} One`).check();
    await eventually(() => main(page).getByText('2 brands selected').count()).toBe(1);
    await main(page).getByRole('button', { name: 'Deactivate selected' }).click();
    const dialog = page.getByRole('alertdialog');
    await eventually(() => dialog.getByRole('heading').textContent()).toBe('Deactivate 2 brands?');
    expect(await dialog.textContent()).toContain('hides up to 3 products');
    await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await eventually(() => main(page).getByRole('status').first().textContent()).toBe(
      '2 brands deactivated.',
    );
    await eventually(
      async () => (await rows.allTextContents()).filter((text) => text.includes('inactive')).length,
    ).toBe(2);
    const stored = await asUser(shop.app, admin).get(`/api/admin/brands?search=${token}&status=inactive`);
    expect(
      stored
        .json()
        .items.map((brand: { slug: string }) => brand.slug)
        .sort(),
    ).toEqual([many?.slug, one?.slug].sort());
    expect(none).toBeDefined();
    await page.context().close();
  });

  it('asks before deleting a blog category and deletes it only when confirmed', {
    timeout: 60_000,
  }, async () => {
    const name = `Spring notes ${Date.now().toString(36)}`;
    const created = await asUser(shop.app, admin).post('/api/admin/blog-categories', { name });
    expect(created.statusCode).toBe(201);
    const page = await signIn(admin);
    await page.goto('/admin/blog-categories', { waitUntil: 'networkidle' });
    const deleteButton = main(page).getByRole('button', { name: `Delete ${name}` });

    await deleteButton.click();
    const dialog = page.getByRole('alertdialog');
    await eventually(() => dialog.getByRole('heading').textContent()).toBe(`Delete ${name}?`);
    expect(await dialog.textContent()).toContain('This cannot be undone.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => dialog.count()).toBe(0);
    expect(await deleteButton.count()).toBe(1);

    await deleteButton.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await eventually(() =>
      main(page)
        .getByRole('button', { name: `Delete ${name}` })
        .count(),
    ).toBe(0);
    const left = await asUser(shop.app, admin).get('/api/admin/blog-categories?limit=100');
    expect(left.json().items.map((item: { name: string }) => item.name)).not.toContain(name);
    await page.context().close();
  });

  it('deletes a blog post with a way back: its page is gone until "Undo" restores it', {
    timeout: 60_000,
  }, async () => {
    const title = `Spring news ${Date.now().toString(36)}`;
    const created = await asUser(shop.app, admin).post('/api/admin/blogs', {
      title,
      long_description: '<p>Hello</p>',
      status: 'active',
    });
    expect(created.statusCode).toBe(201);
    const slug: string = created.json().slug;
    const page = await signIn(admin);
    await page.goto('/admin/blogs', { waitUntil: 'networkidle' });
    const deleteButton = main(page).getByRole('button', { name: `Delete ${title}` });

    await deleteButton.click();
    const notice = page.getByRole('status').filter({ hasText: 'Post deleted.' });
    await eventually(() => notice.count()).toBe(1);
    await eventually(() => deleteButton.count()).toBe(0);
    expect((await asUser(shop.app).get(`/api/blogs/${slug}`)).statusCode).toBe(404);

    await notice.getByRole('button', { name: `Undo deleting ${title}` }).click();
    await eventually(() => deleteButton.count()).toBe(1);
    expect((await asUser(shop.app).get(`/api/blogs/${slug}`)).statusCode).toBe(200);
    await page.context().close();
  });

  it('warns once before leaving a page of several forms while any of them holds unsaved changes', {
    timeout: 60_000,
  }, async () => {
    const adminApi = asUser(shop.app, admin);
    for (const [adName, title] of [
      ['Slider Banner One', 'Left ad'],
      ['Slider Banner Two', 'Right ad'],
    ] as const) {
      const created = await adminApi.post('/api/admin/advertisements', {
        adName,
        adImage: '/uploads/ad.webp',
        title,
      });
      expect(created.statusCode).toBe(201);
    }
    const storedTitle = async (adName: string) =>
      (await adminApi.get('/api/admin/advertisements'))
        .json()
        .items.find((ad: { adName: string }) => ad.adName === adName)?.title;
    const page = await signIn(admin);
    // A step that cannot happen fails with its own message instead of the test's timeout.
    page.setDefaultTimeout(10_000);
    const ordersLink = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' });
    const dialog = page.getByRole('alertdialog');
    const left = () => main(page).getByRole('form', { name: 'Ad Slider Banner One' });
    const right = () => main(page).getByRole('form', { name: 'Ad Slider Banner Two' });
    const saved = main(page).getByRole('status').filter({ hasText: 'Ad saved.' });

    // One form changed and saved: nothing is left unsaved, so leaving asks nothing.
    await page.goto('/admin/home-content/ads', { waitUntil: 'networkidle' });
    await (await hydrated(left().getByLabel('Title', { exact: true }))).fill('Left ad, saved');
    await left().getByRole('button', { name: 'Save ad' }).click();
    await eventually(() => storedTitle('Slider Banner One')).toBe('Left ad, saved');
    await eventually(() => saved.count()).toBeGreaterThan(0);
    await ordersLink.click();
    await page.waitForURL(/\/admin\/orders$/);
    expect(await dialog.count()).toBe(0);

    // Two forms changed, one of them saved: the other still holds a change, so leaving asks.
    await page.goto('/admin/home-content/ads', { waitUntil: 'networkidle' });
    await (await hydrated(left().getByLabel('Title', { exact: true }))).fill('Left ad, edited');
    await (await hydrated(right().getByLabel('Title', { exact: true }))).fill('Right ad, edited');
    await left().getByRole('button', { name: 'Save ad' }).click();
    await eventually(() => storedTitle('Slider Banner One')).toBe('Left ad, edited');
    // Leave only once the save's navigation has finished (its answer is shown with the reloaded page data):
    // React Router resets a blocker when a navigation completes, so a save still under way would close the
    // dialog under the test. `waitForLoadState('networkidle')` cannot tell: the page reached it long before.
    await eventually(() => saved.count()).toBeGreaterThan(0);
    await ordersLink.click();
    await eventually(() => dialog.getByRole('heading').textContent()).toBe('Leave without saving?');
    expect(await dialog.count()).toBe(1);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => dialog.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/admin/home-content/ads');
    expect(await right().getByLabel('Title', { exact: true }).inputValue()).toBe('Right ad, edited');

    // Another tab of home content is leaving the page too.
    await page
      .getByRole('navigation', { name: 'Home content sections' })
      .getByRole('link', { name: 'Sliders' })
      .click();
    await eventually(() => dialog.getByRole('heading').textContent()).toBe('Leave without saving?');
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL(/\/admin\/home-content$/);
    expect(await storedTitle('Slider Banner Two')).toBe('Right ad');
    await page.context().close();
  });

  it('keeps the question open when a save still under way finishes after the click that left', {
    timeout: 60_000,
  }, async () => {
    const adminApi = asUser(shop.app, admin);
    const slots = ['Slider Banner One', 'Slider Banner Two'];
    const existing = (await adminApi.get('/api/admin/advertisements')).json().items as { adName: string }[];
    for (const adName of slots.filter((slot) => !existing.some((ad) => ad.adName === slot))) {
      const created = await adminApi.post('/api/admin/advertisements', {
        adName,
        adImage: '/uploads/ad.webp',
      });
      expect(created.statusCode).toBe(201);
    }
    const page = await signIn(admin);
    page.setDefaultTimeout(10_000);
    const dialog = page.getByRole('alertdialog');
    const left = () => main(page).getByRole('form', { name: 'Ad Slider Banner One' });
    const right = () => main(page).getByRole('form', { name: 'Ad Slider Banner Two' });
    // The save's answer is held back until the admin has clicked away, as on a slow line.
    let answerSave = () => {};
    const saveHeld = new Promise<void>((resolve) => {
      answerSave = resolve;
    });
    let saveSent = false;
    await page.route('**/admin/home-content/ads.data**', async (route) => {
      if (route.request().method() === 'POST') {
        saveSent = true;
        await saveHeld;
      }
      await route.continue();
    });

    await page.goto('/admin/home-content/ads', { waitUntil: 'networkidle' });
    await (await hydrated(left().getByLabel('Title', { exact: true }))).fill('Left ad, slow save');
    await (await hydrated(right().getByLabel('Title', { exact: true }))).fill('Right ad, kept');
    await left().getByRole('button', { name: 'Save ad' }).click();
    await eventually(() => saveSent).toBe(true);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
    await eventually(() => dialog.getByRole('heading').textContent()).toBe('Leave without saving?');

    // The save finishes while the question is open: it stays open, and the page stays.
    answerSave();
    await eventually(() =>
      main(page).getByRole('status').filter({ hasText: 'Ad saved.' }).count(),
    ).toBeGreaterThan(0);
    expect(await dialog.count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/admin/home-content/ads');

    // Leaving is still the admin's choice, and goes where the click asked.
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL(/\/admin\/orders$/);
    expect(await dialog.count()).toBe(0);
    await page.context().close();
  });

  it('warns before leaving an edited product form, and leaves only when told to', async () => {
    const product = await createProduct(shop.database.db, { seller: seller.shop, name: 'Unsaved lamp' });
    const page = await signIn(admin);
    await page.goto(`/admin/products/${product.slug}`, { waitUntil: 'networkidle' });
    await (await hydrated(main(page).getByLabel('Product name', { exact: true }))).fill(
      'Unsaved lamp, renamed',
    );
    const ordersLink = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' });

    await ordersLink.click();
    const dialog = page.getByRole('alertdialog');
    await eventually(() => dialog.getByRole('heading').textContent()).toBe('Leave without saving?');
    // An alert dialog waits for an answer: a click outside it (on the page behind) leaves it open, also
    // once the page has drawn the frames after the click.
    await page.mouse.click(5, 5);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await dialog.count()).toBe(1);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => dialog.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`/admin/products/${product.slug}`);
    expect(await main(page).getByLabel('Product name', { exact: true }).inputValue()).toBe(
      'Unsaved lamp, renamed',
    );

    await ordersLink.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL(/\/admin\/orders$/);
    await page.context().close();
  });

  it("shows the server's refusal beside the field it is about, in plain words", async () => {
    const product = await createProduct(shop.database.db, {
      seller: seller.shop,
      name: 'Priced lamp',
      priceCents: 1000,
    });
    const page = await signIn(admin);
    await page.goto(`/admin/products/${product.slug}`, { waitUntil: 'networkidle' });
    await main(page).getByLabel('Offer price (USD)', { exact: true }).fill('25');
    await main(page).getByRole('button', { name: 'Save changes' }).click();
    const offer = main(page).getByLabel('Offer price (USD)', { exact: true });
    await eventually(async () => {
      const described = await offer.getAttribute('aria-describedby');
      const errorId = described?.split(' ').find((id) => id.endsWith('-error'));
      return errorId ? page.locator(`[id="${errorId}"]`).textContent() : null;
    }).toContain('The offer price must be below the price.');
    expect(await main(page).textContent()).not.toContain('offerPrice');
    await page.context().close();
  });

  it("shows the blog form's refusal beside the field it is about, in plain words", {
    timeout: 60_000,
  }, async () => {
    const adminApi = asUser(shop.app, admin);
    const name = `Short-lived ${Date.now().toString(36)}`;
    const category = await adminApi.post('/api/admin/blog-categories', { name });
    expect(category.statusCode).toBe(201);
    const page = await signIn(admin);
    await page.goto('/admin/blogs', { waitUntil: 'networkidle' });
    const form = main(page).getByRole('form', { name: 'Write a post' });
    await form.getByLabel('Title', { exact: true }).fill('A post in a lost category');
    await form.getByLabel('Text (HTML)', { exact: true }).fill('<p>Hello</p>');
    const select = form.getByLabel('Category', { exact: true });
    await select.selectOption({ label: name });
    // Meanwhile the category goes: the browser's check cannot know, the server refuses the post.
    const gone = await adminApi.delete(`/api/admin/blog-categories/${category.json().slug}`);
    expect(gone.statusCode).toBe(200);
    await form.getByRole('button', { name: 'Publish post' }).click();

    await eventually(async () => {
      const described = await select.getAttribute('aria-describedby');
      const errorId = described?.split(' ').find((id) => id.endsWith('-error'));
      return errorId ? page.locator(`[id="${errorId}"]`).textContent() : null;
    }).toBe('This category no longer exists. Choose another one.');
    const text = (await main(page).textContent()) ?? '';
    expect(text).toContain('Some fields need attention: see the notes beside them.');
    expect(text).not.toContain('category_slug');
    // What was typed is still there to put right.
    expect(await form.getByLabel('Title', { exact: true }).inputValue()).toBe('A post in a lost category');
    await page.context().close();
  });

  it('notes a mistyped coupon field beside it before anything is sent', async () => {
    const page = await signIn(admin);
    await page.goto('/admin/coupons', { waitUntil: 'networkidle' });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    const form = main(page).getByRole('form', { name: 'Add a coupon' });
    await form.getByLabel('Code', { exact: true }).fill('X!');
    await form.getByLabel('Name', { exact: true }).fill('Mistyped');
    await form.getByLabel('Discount', { exact: true }).fill('10');
    await form.getByLabel('Minimum spend (USD)', { exact: true }).fill('20');
    await form.getByLabel('Uses in all', { exact: true }).fill('5');
    await form.getByLabel('Last day', { exact: true }).fill('2099-12-31');
    await form.getByRole('button', { name: 'Add coupon' }).click();

    const code = form.getByLabel('Code', { exact: true });
    await eventually(async () => {
      const described = await code.getAttribute('aria-describedby');
      const errorId = described?.split(' ').find((id) => id.endsWith('-error'));
      return errorId ? page.locator(`[id="${errorId}"]`).textContent() : null;
    }).toBe('Use 3 to 40 letters, digits, _ or -.');
    expect(await code.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(posts).toEqual([]);

    // Put right, the note goes at once and the form is sent.
    await code.fill('FIXED10');
    expect(await code.getAttribute('aria-invalid')).toBeNull();
    await form.getByRole('button', { name: 'Add coupon' }).click();
    await eventually(() => main(page).getByText('Coupon FIXED10 created.').count()).toBe(1);
    await page.context().close();
  });

  it('deletes a coupon with a way back: "Undo" in the notice restores it', async () => {
    const created = await asUser(shop.app, admin).post('/api/admin/coupons', {
      code: 'UNDOME',
      name: 'Undo me',
      discount: { role: 'amount', value: 5 },
      minimum_purchase: 10,
      expired_date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      items_number: 10,
    });
    expect(created.statusCode).toBe(201);
    const page = await signIn(admin);
    await page.goto('/admin/coupons?search=UNDOME', { waitUntil: 'networkidle' });
    await main(page).getByRole('button', { name: 'Delete coupon UNDOME' }).click();

    const notice = page.getByRole('status').filter({ hasText: 'Coupon UNDOME deleted.' });
    await eventually(() => notice.count()).toBe(1);
    await eventually(() => main(page).getByTestId('admin-coupon').count()).toBe(0);
    await notice.getByRole('button', { name: 'Undo deleting coupon UNDOME' }).click();
    await eventually(() => main(page).getByTestId('admin-coupon').count()).toBe(1);
    expect((await asUser(shop.app, admin).get('/api/admin/coupons/UNDOME')).statusCode).toBe(200);
    await page.context().close();
  });

  it('lets a seller delete a product, which leaves the shop until "Undo" brings it back', async () => {
    const product = await createProduct(shop.database.db, { seller: seller.shop, name: 'Regretted lamp' });
    const page = await signIn(seller);
    await page.goto('/seller/products?search=Regretted', { waitUntil: 'networkidle' });
    await main(page).getByRole('button', { name: 'Delete Regretted lamp' }).click();
    const notice = page.getByRole('status').filter({ hasText: '“Regretted lamp” deleted.' });
    await eventually(() => notice.count()).toBe(1);
    expect((await asUser(shop.app).get(`/api/products/${product.slug}`)).statusCode).toBe(404);

    await notice.getByRole('button', { name: 'Undo deleting Regretted lamp' }).click();
    await eventually(() => main(page).getByRole('link', { name: 'Regretted lamp' }).count()).toBe(1);
    expect((await asUser(shop.app).get(`/api/products/${product.slug}`)).statusCode).toBe(200);
    await page.context().close();
  });

  it('shows a missing item as "Not found" inside the dashboard', async () => {
    const page = await signIn(admin);
    const response = await page.goto('/admin/products/no-such-product', { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    expect(await main(page).getByRole('heading', { name: 'Not found' }).count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Admin' }).count()).toBeGreaterThan(0);
    await page.context().close();
  });

  const dashboardPages = [
    '/admin',
    '/admin?range=90',
    '/admin/products',
    '/admin/orders',
    '/admin/users',
    '/admin/applications',
    '/admin/subscribers',
    '/admin/contact-messages',
    '/admin/blogs',
    '/admin/blog-categories',
    '/admin/home-content',
    '/admin/home-content/ads',
    '/admin/home-content/categories',
    '/admin/home-content/mega-menu',
    '/admin/home-content/flash-sale',
    '/admin/settings',
    '/admin/categories',
    '/admin/sub-categories',
    '/admin/brands',
    '/admin/coupons',
    '/admin/reports?status=all',
    '/admin/product-edits',
    '/admin/reviews',
    '/admin/blog-comments',
    '/admin/search',
    '/admin/search-terms',
    '/admin/emails',
    '/seller',
    '/seller/overview',
    '/seller/products',
    '/seller/products/new',
    '/seller/orders',
    '/seller/returns',
    '/seller/reviews',
    '/seller/search',
    '/seller/earnings',
  ];

  /** The page of one order (its slug is known once the journey's order exists). */
  async function orderPage(): Promise<string> {
    const orders = await asUser(shop.app, admin).get('/api/admin/orders');
    const order: string | undefined = orders.json().items[0]?.slug;
    if (!order) throw new Error('the sweep needs an order');
    return `/admin/orders/${order}`;
  }

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`dashboard pages have no serious accessibility problem and never scroll sideways (${viewport})`, {
      timeout: 240_000,
    }, async () => {
      const problems: string[] = [];
      const adminPage = await signIn(admin, viewport);
      const sellerPage = await signIn(seller, viewport);
      const productPages = [`/admin/products/${soldSlug}`, `/seller/products/${soldSlug}`];
      for (const route of [...dashboardPages, ...productPages, await orderPage()]) {
        const page = route.startsWith('/seller') ? sellerPage : adminPage;
        await page.goto(route, { waitUntil: 'networkidle' });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (overflow > 0) problems.push(`${route}: scrolls sideways by ${overflow}px`);
        await page.addScriptTag({ path: axePath });
        const violations = await page.evaluate(async () => {
          const axe = (
            globalThis as unknown as {
              axe: {
                run: (context: Document) => Promise<{
                  violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
                }>;
              };
            }
          ).axe;
          return (await axe.run(document)).violations;
        });
        for (const violation of violations) {
          if (violation.impact === 'serious' || violation.impact === 'critical') {
            problems.push(
              `${route}: ${violation.impact} ${violation.id} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
            );
          }
        }
      }
      await adminPage.context().close();
      await sellerPage.context().close();
      expect(problems).toEqual([]);
    });
  }
});
