/**
 * PDF invoices and packing slips through the API: who may download which, numbers sequential per year and
 * kept on a second download (also when two first downloads race), cancelled lines and orders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { asUser, type Caller, orderRequest, putInCart } from '../orders/orders.test-support.ts';
import { createTestSeller, type TestSeller } from '../seller-dashboard/seller-dashboard.test-support.ts';
import { createTestUser, type TestUser } from '../users/users.test-support.ts';

let t: TestApp;
let lamps: TestSeller;
let mugs: TestSeller;
let buyer: TestUser;
let as: Caller;
let order: { slug: string; product_list: { slug: string; line_slug: string; seller_slug: string }[] };

beforeAll(async () => {
  t = await createTestApp();
  lamps = await createTestSeller(t.app, { shopName: 'Lamps Ltd' });
  mugs = await createTestSeller(t.app, { shopName: 'Mugs & Co' });
  buyer = await createTestUser(t.app);
  as = asUser(t.app, buyer);
  order = await placed();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function placed() {
  const lamp = await createProduct(t.database.db, {
    seller: lamps.shop,
    name: 'Brass Lamp',
    priceCents: 5900,
  });
  const mug = await createProduct(t.database.db, { seller: mugs.shop, name: 'Blue Mug', priceCents: 1250 });
  await putInCart(t.database.db, buyer, lamp, 1);
  await putInCart(t.database.db, buyer, mug, 2);
  const answer = await orderRequest(as, buyer);
  expect(answer.statusCode).toBe(201);
  return answer.json().data;
}

const filenameOf = (response: { headers: Record<string, unknown> }) =>
  /filename="([^"]+)"/.exec(String(response.headers['content-disposition']))?.[1];

describe('invoices', () => {
  it('gives the buyer a PDF with a number sequential per year, the same on the next download', async () => {
    const year = new Date().getUTCFullYear();
    const first = await as.get(`/api/orders/${order.slug}/invoice.pdf`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(filenameOf(first)).toBe(`INV-${year}-000001.pdf`);
    expect(filenameOf(await as.get(`/api/orders/${order.slug}/invoice.pdf`))).toBe(`INV-${year}-000001.pdf`);

    // Each shop's part is an invoice of its own, with the next numbers; two first downloads share one.
    const [lampPart, lampPartAgain] = await Promise.all([
      asUser(t.app, lamps).get(`/api/orders/${order.slug}/invoice.pdf`),
      as.get(`/api/orders/${order.slug}/invoice.pdf?seller=${lamps.slug}`),
    ]);
    expect(filenameOf(lampPart)).toBe(`INV-${year}-000002.pdf`);
    expect(filenameOf(lampPartAgain)).toBe(`INV-${year}-000002.pdf`);
    const mugPart = await asUser(t.app, mugs).get(`/api/orders/${order.slug}/invoice.pdf`);
    expect(filenameOf(mugPart)).toBe(`INV-${year}-000003.pdf`);
  });

  it('keeps a shop to its own part, and everyone else out (404, as for an unknown order)', async () => {
    const other = await createTestUser(t.app);
    expect((await asUser(t.app, other).get(`/api/orders/${order.slug}/invoice.pdf`)).statusCode).toBe(404);
    const crossShop = await asUser(t.app, mugs).get(
      `/api/orders/${order.slug}/invoice.pdf?seller=${lamps.slug}`,
    );
    expect(crossShop.statusCode).toBe(404);
    expect((await asUser(t.app).get(`/api/orders/${order.slug}/invoice.pdf`)).statusCode).toBe(401);
    expect((await as.get('/api/orders/no-such-order/invoice.pdf')).statusCode).toBe(404);
    const admin = await createTestUser(t.app, { role: 'admin' });
    expect((await asUser(t.app, admin).get(`/api/orders/${order.slug}/invoice.pdf`)).statusCode).toBe(200);
  });

  it('refuses a cancelled order', async () => {
    const cancelled = await placed();
    await as.post(`/api/orders/${cancelled.slug}/cancel`, { reason: 'I ordered by mistake' });
    const answer = await as.get(`/api/orders/${cancelled.slug}/invoice.pdf`);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe('order_cancelled');
  });
});

describe('packing slips', () => {
  it("gives a shop its part's slip; the buyer must name the shop", async () => {
    const slip = await asUser(t.app, lamps).get(`/api/orders/${order.slug}/packing-slip.pdf`);
    expect(slip.statusCode).toBe(200);
    expect(slip.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(filenameOf(slip)).toBe(`packing-slip-${order.slug}.pdf`);
    expect((await as.get(`/api/orders/${order.slug}/packing-slip.pdf`)).statusCode).toBe(404);
    expect((await as.get(`/api/orders/${order.slug}/packing-slip.pdf?seller=${mugs.slug}`)).statusCode).toBe(
      200,
    );
  });
});
