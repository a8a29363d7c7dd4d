import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, demoAccounts, launchBrowser, openPage, pageErrors, signInAs } from './browser.ts';

/**
 * Products sold as variants (decision 16) on the demo shop: pick a variant on the product page, share its
 * address (opened fresh, without JavaScript, the same variant is chosen: the server renders it), put two
 * variants of one product in the cart, and check out; the cart and the order name each line's variant.
 * The seller defines variants, imports them as CSV and uploads one variant's image from the grid.
 */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

interface Variant {
  sku: string;
  options: Record<string, string>;
  stock: number;
  price: number;
}

interface ListedProduct {
  slug: string;
  productName: string;
  options: { name: string; values: string[] }[];
  variants: Variant[];
}

let browser: Browser;
let product: ListedProduct;
let first: Variant;
let second: Variant;

const main = (page: Page) => page.locator('main');
const cartLink = (page: Page) => page.locator('header a[aria-label^="Cart,"]').first();
const picker = (page: Page) => main(page).getByTestId('variant-picker');
const optionValue = (variant: Variant) => Object.values(variant.options)[0] ?? '';
const skuShown = (page: Page) => main(page).locator('dt:has-text("SKU") + dd').textContent();

beforeAll(async () => {
  browser = await launchBrowser();
  const { filteredProducts } = (await (
    await fetch(`${baseUrl()}/api/products/filter?limit=100&min=10&max=400`)
  ).json()) as { filteredProducts: ListedProduct[] };
  const found = filteredProducts.find(
    (candidate) =>
      candidate.options.length === 1 &&
      candidate.variants.filter((variant) => variant.stock >= 3).length >= 2,
  );
  if (!found) throw new Error('the demo catalogue has no product with two stocked variants');
  product = found;
  [first, second] = found.variants.filter((variant) => variant.stock >= 3) as [Variant, Variant];
  // A known start: the customer's cart is empty.
  const login = await fetch(`${baseUrl()}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoAccounts.customer),
  });
  const { access_token: token, slug } = (await login.json()) as { access_token: string; slug: string };
  await fetch(`${baseUrl()}/api/cart/delete_all/${slug}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });
});

afterAll(async () => {
  await browser?.close();
});

describe('variants journey', () => {
  it('picks a variant by its option, shares the address, adds two variants and checks out', async () => {
    const page = await signInAs(browser, demoAccounts.customer);
    await page.goto(`/single_product?slug=${product.slug}`, { waitUntil: 'networkidle' });

    await picker(page)
      .getByRole('link', { name: optionValue(second), exact: true })
      .click();
    await page.waitForURL((url) => url.searchParams.get('variant') === second.sku);
    await eventually(() => skuShown(page)).toBe(second.sku);
    expect(await picker(page).locator('[aria-current="true"]').first().textContent()).toContain(
      optionValue(second),
    );

    // The shared address, opened fresh and without scripts, shows the same variant.
    const shared = page.url();
    const fresh = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const visitor = await fresh.newPage();
    await visitor.goto(shared);
    expect(await skuShown(visitor)).toBe(second.sku);
    expect(await picker(visitor).locator('[aria-current="true"]').first().textContent()).toContain(
      optionValue(second),
    );
    await fresh.close();

    await main(page).getByRole('button', { name: 'Add to cart', exact: true }).click();
    await eventually(() => cartLink(page).getAttribute('aria-label')).toBe('Cart, 1 item');
    await picker(page)
      .getByRole('link', { name: optionValue(first), exact: true })
      .click();
    await page.waitForURL((url) => url.searchParams.get('variant') === first.sku);
    await eventually(() => skuShown(page)).toBe(first.sku);
    await main(page).getByRole('button', { name: 'Add to cart', exact: true }).click();
    await eventually(() => cartLink(page).getAttribute('aria-label')).toBe('Cart, 2 items');

    await page.goto('/cart', { waitUntil: 'networkidle' });
    const optionName = product.options[0]?.name ?? '';
    for (const variant of [first, second]) {
      await eventually(() => main(page).textContent()).toContain(`${optionName}: ${optionValue(variant)}`);
    }

    await page.goto('/checkout', { waitUntil: 'networkidle' });
    // The address step's own radios: the payment step has radios too (cash on delivery), so counting every
    // radio on the page found one, skipped adding an address, and left "Place order" disabled.
    const addressStep = main(page).getByRole('region', { name: 'Delivery address' });
    if ((await addressStep.getByRole('radio').count()) === 0) {
      const newAddress = addressStep.locator('details', { hasText: 'Add a new address' });
      if ((await newAddress.getAttribute('open')) === null) await newAddress.locator('summary').click();
      await newAddress.getByLabel('Country').selectOption('US');
      await newAddress.getByLabel('Full name').fill('Vera Variant');
      await newAddress.getByLabel('Phone').fill('+1 415 555 0142');
      await newAddress.getByLabel('Street address').fill('3 Option Row');
      await newAddress.getByLabel('City').fill('Portland');
      await newAddress.getByLabel('Postal code').fill('97201');
      await newAddress.getByRole('button', { name: 'Save address' }).click();
      await eventually(() => addressStep.getByRole('radio', { name: /Vera Variant/ }).isChecked()).toBe(true);
    } else {
      await addressStep.getByRole('radio').first().check();
    }
    await main(page)
      .getByRole('button', { name: /^Place order/ })
      .click();
    await page.waitForURL(/\/orders\/[^/]+\/confirmation$/);
    await eventually(() => main(page).textContent()).toContain('Your order is placed');
    const text = (await main(page).textContent()) ?? '';
    for (const variant of [first, second]) expect(text).toContain(`${optionName}: ${optionValue(variant)}`);
    await eventually(() => cartLink(page).getAttribute('aria-label')).toBe('Cart, 0 items');
    expect(pageErrors(page)).toEqual([]);
    // Nine pages and two browser contexts: longer than one page's journey.
  }, 180_000);

  it('shows a combination that is not sold, or sold out, but does not offer it', async () => {
    const soldOut = product.variants.find((variant) => variant.stock === 0);
    const missing = product.options[0]?.values.filter(
      (value) => !product.variants.some((variant) => Object.values(variant.options)[0] === value),
    );
    const page = await openPage(browser, 'desktop', `/single_product?slug=${product.slug}`);
    for (const value of [...(soldOut ? [optionValue(soldOut)] : []), ...(missing ?? [])]) {
      const shown = picker(page).locator('[aria-disabled="true"]', { hasText: value });
      expect(await shown.count()).toBe(1);
      expect(await picker(page).getByRole('link', { name: value, exact: true }).count()).toBe(0);
    }
    expect(await picker(page).locator('a, [aria-current], [aria-disabled]').count()).toBe(
      product.options[0]?.values.length,
    );
  });

  it('lets the seller define options, generate and save the variants, import them as CSV and upload an image', async () => {
    const login = await fetch(`${baseUrl()}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(demoAccounts.seller),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const asSeller = { authorization: `Bearer ${token}` };
    const { items } = (await (
      await fetch(`${baseUrl()}/api/seller/products?limit=20`, { headers: asSeller })
    ).json()) as { items: { slug: string; status: string; approvalStatus: string }[] };
    // One shoppers can see, so its page shows the variant's image at the end.
    const slug =
      items.find((item) => item.status === 'active' && item.approvalStatus === 'approved')?.slug ?? '';
    const stored = async () =>
      (await (
        await fetch(`${baseUrl()}/api/seller/products/${slug}/variants`, { headers: asSeller })
      ).json()) as {
        options: { name: string; values: string[] }[];
        variants: { sku: string; price: number; stock: number; imageURL: string[] }[];
      };

    const page = await signInAs(browser, demoAccounts.seller);
    await page.goto(`/seller/products/${slug}`, { waitUntil: 'networkidle' });
    const editor = page.getByRole('region', { name: 'Variants' });
    await editor.getByLabel('Option 1 name').fill('Size');
    await editor.getByLabel('Option 1 values').fill('Small, Large');
    await editor.getByLabel('Option 2 name').fill('');
    await editor.getByLabel('Option 3 name').fill('');
    await editor.getByRole('button', { name: 'Generate variants' }).click();
    await eventually(() => editor.getByLabel('SKU of Large').count()).toBe(1);
    expect(await editor.getByLabel('SKU of Small').inputValue()).toMatch(/-SMALL$/);
    await editor.getByLabel('Set every price to ($)').fill('12.50');
    await editor.getByLabel('Set every stock to').fill('6');
    await editor.getByRole('button', { name: 'Save variants' }).click();
    await eventually(() => editor.getByRole('status').textContent()).toBe('Variants saved.');
    const saved = await stored();
    expect(saved.options).toEqual([{ name: 'Size', values: ['Small', 'Large'] }]);
    expect(saved.variants.map((variant) => [variant.price, variant.stock])).toEqual([
      [12.5, 6],
      [12.5, 6],
    ]);

    // The export, changed and imported back; then a file with a bad row changes nothing.
    const csv = await (await page.request.get(`/api/seller/products/${slug}/variants.csv`)).text();
    const edited = csv.replace(/(,Small,,,,,[^,]+,12\.50,,)6,/, '$19,');
    expect(edited).not.toBe(csv);
    const importFile = async (name: string, text: string) => {
      await editor.getByLabel('Import variants from CSV').setInputFiles({
        name,
        mimeType: 'text/csv',
        buffer: Buffer.from(text),
      });
      await editor.getByRole('button', { name: 'Import', exact: true }).click();
    };
    await importFile('variants.csv', edited);
    await eventually(() => editor.getByRole('status').textContent()).toBe('Imported 2 variants.');
    expect((await stored()).variants.map((variant) => variant.stock)).toEqual([9, 6]);
    await importFile('bad.csv', 'sku,price,stock\nX-1,free,2\n');
    await eventually(() => editor.getByRole('alert').textContent()).toBe(
      'The file has 1 problem; nothing was imported.',
    );
    expect(await editor.getByRole('list', { name: 'Problems in the file' }).textContent()).toContain(
      'Row 2: the price must be an amount above 0 such as 12.50, not "free"',
    );
    expect((await stored()).variants.map((variant) => variant.stock)).toEqual([9, 6]);

    // An image for one variant, chosen in its row and sent with the grid, goes through the uploads
    // endpoint; the grid shows it, and the product page shows it when that variant is picked.
    const png = await sharp({
      create: { width: 160, height: 160, channels: 3, background: { r: 200, g: 40, b: 90 } },
    })
      .png()
      .toBuffer();
    await editor
      .getByLabel('Image for Large')
      .setInputFiles({ name: 'large.png', mimeType: 'image/png', buffer: png });
    await editor.getByRole('button', { name: 'Save variants' }).click();
    await eventually(() => editor.getByRole('status').textContent()).toBe('Variants saved.');
    const [small, large] = (await stored()).variants;
    expect(large?.imageURL).toEqual([expect.stringMatching(/^\/uploads\/[^/]+\.webp$/)]);
    expect(small?.imageURL).toEqual([]);
    const uploaded = large?.imageURL[0] ?? '';
    await eventually(() => editor.getByRole('img', { name: 'Large', exact: true }).getAttribute('src')).toBe(
      uploaded,
    );
    expect(pageErrors(page)).toEqual([]);

    await page.goto(`/single_product?slug=${slug}`, { waitUntil: 'networkidle' });
    await picker(page).getByRole('link', { name: 'Large', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('variant') === large?.sku);
    await eventually(() => main(page).locator(`img[src="${uploaded}"]`).count()).toBeGreaterThan(0);
    expect(pageErrors(page)).toEqual([]);

    // Without scripts, the same file input posts with the grid (a full page load) and is stored too.
    const noScripts = await browser.newContext({
      baseURL: baseUrl(),
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const plain = await noScripts.newPage();
    await plain.goto(`/seller/products/${slug}`);
    const plainEditor = plain.getByRole('region', { name: 'Variants' });
    await plainEditor
      .getByLabel('Image for Small')
      .setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: png });
    await Promise.all([
      plain.waitForNavigation(),
      plainEditor.getByRole('button', { name: 'Save variants' }).click(),
    ]);
    expect(await plain.getByRole('region', { name: 'Variants' }).getByRole('status').textContent()).toBe(
      'Variants saved.',
    );
    const afterPlain = (await stored()).variants;
    expect(afterPlain[0]?.imageURL).toEqual([expect.stringMatching(/^\/uploads\/[^/]+\.webp$/)]);
    expect(afterPlain[1]?.imageURL).toEqual([uploaded]);
    await noScripts.close();
  }, 150_000);
});
