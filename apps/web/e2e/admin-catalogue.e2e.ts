import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, launchBrowser, pageErrors, signInAs } from './browser.ts';

/**
 * The admin catalogue pages on the demo shop: the admin creates a category with an uploaded image, a
 * sub-category under it, a brand and a coupon; deactivates the brand (it leaves the shop's brand filter);
 * edits a product's price and flags (the product page shows the new price); a customer gets the 403 panel.
 */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

const accounts = demoAccounts;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const main = (page: Page) => page.locator('main');
const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });
const statusText = (page: Page) => main(page).getByRole('status').textContent();

function signedIn(account: { email: string; password: string }, javaScriptEnabled = true): Promise<Page> {
  return signInAs(browser, account, { javaScriptEnabled });
}

async function pngImage(green: number): Promise<Buffer> {
  return sharp({ create: { width: 200, height: 200, channels: 3, background: { r: 30, g: green, b: 90 } } })
    .png()
    .toBuffer();
}

/** A GET of the admin API with the page's cookies. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

describe('admin catalogue pages', () => {
  const stamp = Date.now().toString(36);
  const categoryName = `Lanterns ${stamp}`;
  const subCategoryName = `Paper lanterns ${stamp}`;
  const brandName = `Glowline ${stamp}`;
  const couponCode = `GLOW-${stamp}`.toUpperCase();

  it('shows a customer the 403 panel on /admin/categories', async () => {
    const customer = await signedIn(accounts.customer);
    const response = await customer.goto('/admin/categories');
    expect(response?.status()).toBe(403);
    await eventually(() => customer.getByRole('heading', { level: 1 }).textContent()).toBe(
      'This page is for admins',
    );
  });

  it('creates a category, a sub-category, a brand and a coupon; a deactivated brand leaves the shop', async () => {
    const admin = await signedIn(accounts.admin);

    // A category with an uploaded image.
    await admin.goto('/admin/categories', { waitUntil: 'networkidle' });
    await field(admin, 'Name').fill(categoryName);
    await admin
      .getByTestId('cat_image-file')
      .setInputFiles({ name: 'lantern.png', mimeType: 'image/png', buffer: await pngImage(180) });
    await eventually(() => main(admin).locator('input[name="cat_image"]').inputValue()).toMatch(
      /^\/uploads\/.+\.webp$/,
    );
    await main(admin).getByRole('button', { name: 'Add category' }).click();
    await eventually(() => statusText(admin)).toBe(`Category “${categoryName}” created.`);
    const category = main(admin).getByTestId('catalogue-entry').filter({ hasText: categoryName });
    await eventually(() => category.locator('img').getAttribute('src')).toMatch(/^\/uploads\/.+\.webp$/);
    const categories = await apiGet<{ items: { cat_slug: string; cat_image: string | null }[] }>(
      admin,
      `/api/admin/categories?search=${encodeURIComponent(categoryName)}`,
    );
    expect(categories.items).toHaveLength(1);
    const categorySlug = categories.items[0]?.cat_slug ?? '';
    expect(categories.items[0]?.cat_image).toMatch(/^\/uploads\//);

    // A sub-category inside it.
    await admin.goto('/admin/sub-categories', { waitUntil: 'networkidle' });
    await field(admin, 'Name').fill(subCategoryName);
    await field(admin, 'Parent category').selectOption(categorySlug);
    await main(admin).getByRole('button', { name: 'Add sub-category' }).click();
    await eventually(() => statusText(admin)).toBe(`Sub-category “${subCategoryName}” created.`);
    await admin.goto(`/admin/sub-categories?cat_slug=${encodeURIComponent(categorySlug)}`);
    await eventually(() => main(admin).getByTestId('catalogue-entry').textContent()).toContain(
      `in ${categoryName}`,
    );

    // A brand; the shop's brand list holds it until it is deactivated (the listing's filter shows only brands
    // its products carry, and this one has none).
    await admin.goto('/admin/brands', { waitUntil: 'networkidle' });
    await field(admin, 'Name').fill(brandName);
    await main(admin).getByRole('button', { name: 'Add brand' }).click();
    await eventually(() => statusText(admin)).toBe(`Brand “${brandName}” created.`);
    const brands = await apiGet<{ items: { slug: string }[] }>(
      admin,
      `/api/admin/brands?search=${encodeURIComponent(brandName)}`,
    );
    const brandSlug = brands.items[0]?.slug ?? '';
    const shopBrands = async () =>
      (await apiGet<{ slug: string }[]>(admin, '/api/brands/allbrands')).map((brand) => brand.slug);
    expect(await shopBrands()).toContain(brandSlug);
    await admin.goto(`/admin/brands?search=${encodeURIComponent(brandName)}`, { waitUntil: 'networkidle' });
    await main(admin)
      .getByRole('link', { name: `Deactivate brand ${brandName}` })
      .click();
    // The admin is told what it hides before confirming.
    await eventually(() =>
      main(admin)
        .getByRole('region', { name: `Deactivate brand “${brandName}”?` })
        .textContent(),
    ).toContain('Shoppers see no products through it now');
    await main(admin).getByRole('button', { name: 'Deactivate', exact: true }).click();
    await eventually(() => statusText(admin)).toBe(`Brand “${brandName}” deactivated.`);
    // The answer shows first; the row follows once the list has reloaded.
    const brandRow = main(admin).getByTestId('catalogue-entry');
    await eventually(() => brandRow.textContent()).toContain('inactive');
    expect(
      await brandRow.getByRole('button', { name: `Activate brand ${brandName}`, exact: true }).count(),
    ).toBe(1);
    expect(await shopBrands()).not.toContain(brandSlug);

    // A coupon: 10 % off from $20, 100 uses, valid through 2030.
    await admin.goto('/admin/coupons', { waitUntil: 'networkidle' });
    await field(admin, 'Code').fill(couponCode);
    await field(admin, 'Name').fill('Glowing spring');
    await field(admin, 'Discount type').selectOption('percent');
    await field(admin, 'Discount').fill('10');
    await field(admin, 'Minimum spend (USD)').fill('20');
    await field(admin, 'Uses in all').fill('100');
    await field(admin, 'Last day').fill('2030-12-31');
    await main(admin).getByRole('button', { name: 'Add coupon' }).click();
    await eventually(() => statusText(admin)).toBe(`Coupon ${couponCode} created.`);
    const coupon = main(admin).getByTestId('admin-coupon').filter({ hasText: couponCode });
    await eventually(() => coupon.textContent()).toContain('10% off');
    expect(await coupon.textContent()).toContain('2030-12-31');

    expect(pageErrors(admin)).toEqual([]);
  });

  it('edits a product’s price and flags as admin; the product page shows the new price', async () => {
    const admin = await signedIn(accounts.admin);
    const products = await apiGet<{ items: { slug: string; productName: string; isTopProduct: boolean }[] }>(
      admin,
      '/api/admin/products?status=active&approval=approved&limit=1',
    );
    const product = products.items[0];
    if (!product) throw new Error('The demo catalogue has no live product');

    await admin.goto(`/admin/products?search=${encodeURIComponent(product.slug)}`, {
      waitUntil: 'networkidle',
    });
    await main(admin).getByRole('link', { name: product.productName, exact: true }).click();
    await admin.waitForURL(new RegExp(`/admin/products/${product.slug}$`));
    await admin.waitForLoadState('networkidle');
    await field(admin, 'Price (USD)').fill('77.25');
    await field(admin, 'Offer price (USD)').fill('');
    const top = field(admin, 'Top');
    const wasTop = await top.isChecked();
    await top.setChecked(!wasTop);
    await field(admin, 'Popular').setChecked(true);
    await main(admin).getByRole('button', { name: 'Save changes' }).click();
    await eventually(() => statusText(admin)).toBe('Product saved.');

    await admin.reload({ waitUntil: 'networkidle' });
    expect(await field(admin, 'Top').isChecked()).toBe(!wasTop);
    expect(await field(admin, 'Popular').isChecked()).toBe(true);
    expect(await field(admin, 'Price (USD)').inputValue()).toBe('77.25');

    await admin.goto(`/single_product?slug=${encodeURIComponent(product.slug)}`);
    await eventually(() => main(admin).textContent()).toContain('$77.25');
    expect(pageErrors(admin)).toEqual([]);
  });

  it('creates, edits and deactivates without JavaScript (plain form posts)', async () => {
    const admin = await signedIn(accounts.admin, false);
    const name = `Plainform ${stamp}`;
    await admin.goto('/admin/brands');
    await field(admin, 'Name').fill(name);
    await field(admin, 'Image address').fill('https://example.test/plainform.png');
    await main(admin).getByRole('button', { name: 'Add brand' }).click();
    await eventually(() => statusText(admin)).toBe(`Brand “${name}” created.`);

    await admin.goto(`/admin/brands?search=${encodeURIComponent(name)}`);
    await main(admin)
      .getByRole('link', { name: `Edit ${name}` })
      .click();
    await field(admin, 'Name').fill(`${name} renamed`);
    await main(admin).getByRole('button', { name: 'Save changes' }).click();
    await eventually(() => statusText(admin)).toBe(`Brand “${name} renamed” saved.`);

    await admin.goto(`/admin/brands?search=${encodeURIComponent(name)}`);
    await main(admin)
      .getByRole('link', { name: `Deactivate brand ${name} renamed`, exact: true })
      .click();
    await main(admin).getByRole('button', { name: 'Deactivate', exact: true }).click();
    await eventually(() => statusText(admin)).toBe(`Brand “${name} renamed” deactivated.`);
    expect(await main(admin).getByTestId('catalogue-entry').textContent()).toContain('inactive');

    // A refused form comes back filled in, with the complaint beside the field.
    await admin.goto('/admin/coupons');
    await field(admin, 'Code').fill('no spaces allowed');
    await field(admin, 'Name').fill('Broken coupon');
    await field(admin, 'Discount').fill('5');
    await field(admin, 'Uses in all').fill('3');
    await field(admin, 'Last day').fill('2030-01-01');
    await main(admin)
      .locator('form[aria-label="Add a coupon"]')
      .evaluate((form) => {
        form.setAttribute('novalidate', '');
      });
    await main(admin).getByRole('button', { name: 'Add coupon' }).click();
    await eventually(() => main(admin).getByRole('alert').first().textContent()).toBe(
      'Please correct the marked fields.',
    );
    expect(await field(admin, 'Code').inputValue()).toBe('no spaces allowed');
    expect(await field(admin, 'Name').inputValue()).toBe('Broken coupon');
    expect(await main(admin).textContent()).toContain('Use 3 to 40 letters, digits, _ or -.');
  });
});
