import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asUser,
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
 * After the order, in Chromium: the buyer downloads the invoice (a numbered PDF) and asks to return a
 * delivered item without JavaScript (reason and the photo field's address box); the shop accepts it on its
 * Returns page; the buyer sees the refund, and the units are back in stock. The shop runs in this process on
 * a fresh database (the order is delivered directly, as the seller's flow would).
 */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

let shop: OwnShop;
let browser: Browser;
const contexts: BrowserContext[] = [];
let seller: TestSeller;
let buyer: TestUser;
let productSlug = '';
let orderSlug = '';

beforeAll(async () => {
  shop = await startOwnShop();
  const { db } = shop.database;
  seller = await createTestSeller(shop.app, { shopName: 'Returns Test Shop' });
  buyer = await createTestUser(shop.app, { fullName: 'Returning Buyer' });
  const kettle = await createProduct(db, {
    seller: seller.shop,
    name: 'Copper Kettle',
    priceCents: 3200,
    stock: 5,
  });
  productSlug = kettle.slug;
  await putInCart(db, buyer, kettle, 2);
  const placed = await orderRequest(asUser(shop.app, buyer), buyer);
  if (placed.statusCode !== 201) throw new Error(`order: ${placed.statusCode} ${placed.body}`);
  orderSlug = placed.json().data.slug;
  await deliver(db, orderSlug);
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await shop?.close();
});

async function signedIn(user: TestUser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({
    viewport: viewports.desktop,
    baseURL: shop.origin,
    javaScriptEnabled,
    acceptDownloads: true,
  });
  contexts.push(context);
  await context.addCookies(
    user.cookie.split(/;\s*/).map((pair) => {
      const [name = '', ...value] = pair.split('=');
      return { name, value: value.join('='), url: shop.origin };
    }),
  );
  return context.newPage();
}

const main = (page: Page) => page.locator('main');

/** The product's stock as the catalogue answers it. */
async function stock() {
  const response = await shop.app.inject({ method: 'GET', url: `/api/products/${productSlug}` });
  return (response.json() as { stock: number }).stock;
}

describe('a return from request to refund', () => {
  let buyerPage: Page;

  it('downloads the invoice as a numbered PDF from the order page', async () => {
    buyerPage = await signedIn(buyer, false);
    await buyerPage.goto(`/track_order?order=${orderSlug}`);
    const download = buyerPage.waitForEvent('download');
    await main(buyerPage).getByRole('link', { name: 'Download the invoice (PDF)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`INV-${new Date().getUTCFullYear()}-000001.pdf`);
    const path = await file.path();
    expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('asks to return the delivered item with a reason, without JavaScript', async () => {
    await buyerPage.goto(`/track_order?order=${orderSlug}`);
    await main(buyerPage).getByRole('link', { name: 'Return Copper Kettle' }).click();
    await buyerPage.waitForURL(/\/track_order\/return/);
    await main(buyerPage).getByLabel('It arrived damaged').check();
    await main(buyerPage)
      .getByLabel(/Tell the shop more/)
      .fill('The spout is bent');
    await main(buyerPage).getByRole('button', { name: 'Send return request' }).click();
    await buyerPage.waitForURL(/done=return-requested/);
    expect(await main(buyerPage).getByRole('status').first().textContent()).toBe(
      'Your return request is sent. The shop will answer it here.',
    );
    const request = main(buyerPage).getByTestId('return-request');
    expect(await request.textContent()).toContain('Return requested: waiting for the shop');
    expect(await request.textContent()).toContain('It arrived damaged: The spout is bent');
    expect(await main(buyerPage).getByRole('link', { name: 'Return Copper Kettle' }).count()).toBe(0);
  });

  it('is accepted by the shop, which restocks and refunds; the buyer sees the refund', async () => {
    expect(await stock()).toBe(3);
    const sellerPage = await signedIn(seller, true);
    await sellerPage.goto('/seller/returns', { waitUntil: 'networkidle' });
    const item = main(sellerPage).getByTestId('seller-return').first();
    expect(await item.textContent()).toContain('Copper Kettle × 2');
    await item.getByRole('button', { name: 'Accept and refund' }).click();
    await eventually(() => main(sellerPage).getByRole('status').first().textContent()).toBe(
      'The return is accepted: the stock is back and $64.00 is refunded.',
    );
    expect(await stock()).toBe(5);

    await buyerPage.goto(`/track_order?order=${orderSlug}`);
    const request = main(buyerPage).getByTestId('return-request');
    expect(await request.textContent()).toContain('Return accepted');
    expect(await request.textContent()).toContain('Refunded $64.00 in cash by the shop');
  });
});
