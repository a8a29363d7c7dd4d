import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser } from '../../api/src/modules/orders/orders.test-support.ts';
import { createTestUser, type TestUser } from '../../api/src/modules/users/users.test-support.ts';
import { createProduct } from '../../api/src/test-support/catalogue-fixtures.ts';
import { launchBrowser, pageErrors, viewports } from './browser.ts';
import { type OwnShop, startOwnShop } from './own-shop.ts';

/**
 * The address book (decision 25) from the profile: add an address (the field's own message first), add a
 * second, edit it, make it the default, delete the first after the question, then check out: checkout has
 * the default chosen, and the order carries its copy (E.164 phone, country code, postal code). The shop runs
 * in this process on a fresh database, so the buyer's book starts empty.
 */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

let shop: OwnShop;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let buyer: TestUser;

beforeAll(async () => {
  shop = await startOwnShop();
  const lamp = await createProduct(shop.database.db, { name: 'Address Book Lamp', stock: 10 });
  buyer = await createTestUser(shop.app, { fullName: 'Grace Buyer' });
  const added = await asUser(shop.app, buyer).post('/api/cart', {
    user_slug: buyer.slug,
    product_slug: lamp.slug,
  });
  if (added.statusCode !== 201 && added.statusCode !== 200) throw new Error(`cart: ${added.body}`);
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
});

const book = () => page.locator('#addresses');
const card = (name: string) => book().getByRole('listitem', { name: `Address of ${name}` });
const notice = () => book().locator('[role="status"]').first();

async function fill(form: Locator, fields: Record<string, string>) {
  await form.getByLabel('Country').selectOption(fields.country ?? '');
  for (const [label, value] of Object.entries(fields)) {
    if (label !== 'country') await form.getByLabel(label).fill(value);
  }
}

describe('the address book', () => {
  it('adds an address from the profile, showing the postal code rule beside its field', async () => {
    await page.goto('/profile#addresses', { waitUntil: 'networkidle' });
    const add = book().locator('details', { hasText: 'Add a new address' });
    if ((await add.getAttribute('open')) === null) await add.locator('summary').click();
    await fill(add, {
      country: 'GB',
      'Full name': 'Ada Home',
      Phone: '020 7946 0000',
      'Street address': '12 Analytical Street',
      City: 'London',
    });
    await add.getByRole('button', { name: 'Save address' }).click();
    const postal = add.getByLabel('Postal code', { exact: true });
    await eventually(() => postal.getAttribute('aria-invalid')).toBe('true');
    expect(await add.textContent()).toContain('Postal code is required in United Kingdom');

    await postal.fill('sw1a 1aa');
    await add.getByRole('button', { name: 'Save address' }).click();
    await eventually(() => notice().textContent()).toBe('Address saved');
    const saved = card('Ada Home');
    await eventually(() => saved.textContent()).toContain('SW1A 1AA');
    expect(await saved.textContent()).toContain('+442079460000');
    expect(await saved.textContent()).toContain('United Kingdom');
    expect(await saved.textContent()).toContain('Default');
  });

  it('adds a second address, edits it and makes it the default', async () => {
    const add = book().locator('details', { hasText: 'Add a new address' });
    if ((await add.getAttribute('open')) === null) await add.locator('summary').click();
    await fill(add, {
      country: 'US',
      'Full name': 'Ada Office',
      Phone: '(415) 555-2671',
      'Street address': '1 Market Street',
      'Apartment, suite, building': 'Suite 400',
      City: 'San Francisco',
      'Region / state': 'CA',
      'Postal code': '94105',
    });
    await add.getByRole('button', { name: 'Save address' }).click();
    const office = card('Ada Office');
    await eventually(() => office.textContent()).toContain('Suite 400');
    expect(await office.textContent()).not.toContain('Default');

    await office.locator('summary', { hasText: 'Edit' }).click();
    await office.getByLabel('City', { exact: true }).fill('Oakland');
    await office.getByLabel('Postal code', { exact: true }).fill('94607');
    await office.getByRole('button', { name: 'Save changes' }).click();
    await eventually(() => notice().textContent()).toBe('Address updated');
    await eventually(() => card('Ada Office').textContent()).toContain('Oakland');

    await card('Ada Office')
      .getByRole('button', { name: /^Set as default/ })
      .click();
    await eventually(() => notice().textContent()).toBe('Default address changed');
    await eventually(() => card('Ada Office').textContent()).toContain('Default');
    expect(await card('Ada Home').textContent()).not.toContain('Default');
  });

  it('deletes an address only after the question', async () => {
    await card('Ada Home')
      .getByRole('link', { name: /^Delete/ })
      .click();
    const question = card('Ada Home').getByRole('alertdialog');
    await eventually(() => question.textContent()).toContain('Delete this address?');
    // Keeping it changes nothing.
    await question.getByRole('link', { name: 'Keep it' }).click();
    await eventually(() => card('Ada Home').getByRole('alertdialog').count()).toBe(0);
    expect(await book().getByRole('listitem').count()).toBe(2);

    await card('Ada Home')
      .getByRole('link', { name: /^Delete/ })
      .click();
    await card('Ada Home').getByRole('button', { name: 'Delete address' }).click();
    await eventually(() => notice().textContent()).toBe('Address deleted');
    await eventually(() => book().getByRole('listitem').count()).toBe(1);
    expect(await card('Ada Office').count()).toBe(1);
  });

  it('checks out with the default address chosen', async () => {
    await page.goto('/checkout', { waitUntil: 'networkidle' });
    const office = page.locator('main').getByRole('radio', { name: /Ada Office/ });
    expect(await office.isChecked()).toBe(true);
    await page
      .locator('main')
      .getByRole('button', { name: /^Place order/ })
      .click();
    await page.waitForURL(/\/orders\/[^/]+\/confirmation$/);
    const orderSlug = decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
    const order = (await asUser(shop.app, buyer).get(`/api/orders/${orderSlug}`)).json();
    expect(order.data?.address ?? order.address).toMatchObject({
      name: 'Ada Office',
      phone: '+14155552671',
      country_code: 'US',
      city: 'Oakland',
      postal_code: '94607',
      address_line2: 'Suite 400',
    });
    expect(pageErrors(page)).toEqual([]);
  });
});
