import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, returnRequests } from '../../api/src/db/schema/index.ts';
import { deliver } from '../../api/src/modules/orders/orders.test-support.ts';
import { createProduct, createSeller } from '../../api/src/test-support/catalogue-fixtures.ts';
import { launchBrowser, viewports } from './browser.ts';
import { type OwnShop, startOwnShop } from './own-shop.ts';

/**
 * After a guest's order (decision 0035), in Chromium from an empty browser: the tracking link opens the
 * order, "Cancel order" asks for a reason on its own page and cancels it; on a delivered order, "Return …"
 * sends a return request that the tracking page then shows. A forged token reaches nothing.
 */
let shop: OwnShop;
let browser: Browser;
const contexts: BrowserContext[] = [];
let productSlug = '';

beforeAll(async () => {
  shop = await startOwnShop();
  const seller = await createSeller(shop.database.db);
  const lamp = await createProduct(shop.database.db, {
    seller,
    name: 'After Desk Lamp',
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
});

async function emptyBrowser(): Promise<Page> {
  const context = await browser.newContext({ viewport: viewports.desktop, baseURL: shop.origin });
  contexts.push(context);
  return context.newPage();
}

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

/** A guest's order placed through the API, as the checkout page places it. */
async function guestOrder(): Promise<{ slug: string; token: string }> {
  const response = await fetch(`${shop.origin}/api/guest/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shop.origin },
    body: JSON.stringify({
      email: `after-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.test`,
      items: [{ product_slug: productSlug, quantity: 1 }],
      address: {
        name: 'Grace Guest',
        phone: '+1 415 555 0123',
        country: 'US',
        state: 'California',
        city: 'San Francisco',
        postal_code: '94103',
        address: '1 Market Street',
      },
      payment_method: 'cod',
    }),
  });
  expect(response.status).toBe(201);
  const body = (await response.json()) as { data: { slug: string }; access_token: string };
  return { slug: body.data.slug, token: body.access_token };
}

const link = (order: { slug: string; token: string }) =>
  `/track_order?${new URLSearchParams({ order: order.slug, token: order.token })}`;

/** The order row (a fresh database holding this journey's few orders: read them all, pick one). */
async function orderRow(slug: string) {
  return (await shop.database.db.select().from(orders)).find((row) => row.slug === slug);
}

async function statusOf(slug: string) {
  return (await orderRow(slug))?.orderStatus;
}

describe('a guest after the order', () => {
  it('cancels from the tracking link, after choosing a reason on the confirmation page', async () => {
    const order = await guestOrder();
    const page = await emptyBrowser();
    await page.goto(link(order));
    await page.getByRole('heading', { name: `Order ${order.slug}` }).waitFor();
    await page.getByRole('link', { name: 'Cancel order' }).click();
    await page.getByRole('heading', { name: `Cancel order ${order.slug}?` }).waitFor();
    expect(await statusOf(order.slug)).toBe('pending');
    await page.getByLabel('I found a better price').check();
    await page.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await page.getByText('Your order is cancelled.').waitFor();
    await eventually(() => statusOf(order.slug)).toBe('cancelled');
    expect(await page.getByRole('link', { name: 'Cancel order' }).count()).toBe(0);
  });

  it('asks to return a delivered item, and sees the request on the tracking page', async () => {
    const order = await guestOrder();
    const row = await orderRow(order.slug);
    // Delivered, as the seller's dashboard would mark it (this journey is about the guest's side).
    await deliver(shop.database.db, order.slug);

    const page = await emptyBrowser();
    await page.goto(link(order));
    await page.getByRole('link', { name: 'Return After Desk Lamp' }).click();
    await page.getByRole('heading', { name: /Return After Desk Lamp/ }).waitFor();
    await page.getByRole('button', { name: 'Send return request' }).click();
    await page.getByText('Your return request is sent.').waitFor();
    await page.getByTestId('return-request').first().waitFor();
    await eventually(
      async () =>
        (await shop.database.db.select().from(returnRequests)).filter(
          (request) => request.orderId === row!.id,
        ).length,
    ).toBe(1);
  });

  it('reaches nothing with a forged token', async () => {
    const order = await guestOrder();
    const page = await emptyBrowser();
    const response = await page.goto(
      `/track_order/cancel?${new URLSearchParams({ order: order.slug, token: `${order.token.startsWith('A') ? 'B' : 'A'}${order.token.slice(1)}` })}`,
    );
    expect(response?.status()).toBe(404);
    expect(await statusOf(order.slug)).toBe('pending');
  });
});
