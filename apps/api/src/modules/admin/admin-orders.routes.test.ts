import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, products } from '../../db/schema/index.ts';
import { createProduct } from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { asUser, type Caller, orderRequest, putInCart } from '../orders/orders.test-support.ts';
import { createTestSeller, type TestSeller } from '../seller-dashboard/seller-dashboard.test-support.ts';
import { createTestUser, type TestUser } from '../users/users.test-support.ts';

let t: TestApp;
let as: Caller;
let buyer: TestUser;
let seller: TestSeller;

beforeAll(async () => {
  t = await createTestApp();
  as = asUser(t.app, await createTestUser(t.app, { role: 'admin' }));
  buyer = await createTestUser(t.app, { fullName: 'Olga Orderer' });
  seller = await createTestSeller(t.app);
});
afterAll(async () => {
  await t?.close();
});

async function placeOrder(quantity = 2) {
  const product = await createProduct(t.database.db, { seller: seller.shop, priceCents: 2500, stock: 10 });
  await putInCart(t.database.db, buyer, product, quantity);
  const response = await orderRequest(asUser(t.app, buyer), buyer);
  expect(response.statusCode).toBe(201);
  return { slug: response.json().data.slug as string, product };
}

async function stockOf(id: number) {
  const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
  return row!.stock;
}

describe('orders (admin)', () => {
  it('lists orders filtered by status and search, and reads one whole', async () => {
    const { slug } = await placeOrder();
    const list = await as.get('/api/admin/orders?status=pending&search=olga');
    expect(list.statusCode).toBe(200);
    const summary = list.json().items.find((item: { slug: string }) => item.slug === slug);
    expect(summary).toMatchObject({
      user_slug: buyer.slug,
      buyer: { name: 'Olga Orderer', email: buyer.email },
      items: 2,
      order_status: 'pending',
      payment_method: 'cod',
    });
    expect(
      (await as.get('/api/admin/orders?status=delivered'))
        .json()
        .items.some((item: { slug: string }) => item.slug === slug),
    ).toBe(false);
    const detail = await as.get(`/api/admin/orders/${slug}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      slug,
      order_status: 'pending',
      product_list: [expect.objectContaining({ quantity: 2 })],
    });
    expect((await as.get('/api/admin/orders/unknown')).statusCode).toBe(404);
  });

  it('sorts by total in either direction, on the server', async () => {
    await placeOrder(1);
    await placeOrder(3);
    const totals = async (order: string) =>
      (await as.get(`/api/admin/orders?search=olga&sort=total&order=${order}&limit=100`))
        .json()
        .items.map((item: { total: number }) => item.total);
    const ascending = await totals('asc');
    expect(ascending.length).toBeGreaterThanOrEqual(2);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(await totals('desc')).toEqual([...ascending].reverse());
    expect((await as.get('/api/admin/orders?sort=secret')).statusCode).toBe(400);
  });

  it('moves an order along the allowed transitions; its lines follow; delivered COD is paid', async () => {
    const { slug } = await placeOrder();
    const skip = await as.patch(`/api/admin/orders/${slug}/status`, { order_status: 'delivered' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().code).toBe('invalid_status_transition');
    for (const status of ['processing', 'shipped', 'delivered'] as const) {
      const response = await as.patch(`/api/admin/orders/${slug}/status`, { order_status: status });
      expect(response.statusCode).toBe(200);
      expect(response.json().order_status).toBe(status);
      expect(
        response.json().product_list.every((line: { line_status: string }) => line.line_status === status),
      ).toBe(true);
    }
    const [order] = await t.database.db.select().from(orders).where(eq(orders.slug, slug));
    expect(order?.paymentStatus).toBe('success');
    const late = await as.patch(`/api/admin/orders/${slug}/status`, { order_status: 'cancelled' });
    expect(late.statusCode).toBe(409);
  });

  it('cancelling a pending order returns the stock of every line', async () => {
    const { slug, product } = await placeOrder(3);
    expect(await stockOf(product.id)).toBe(7);
    const response = await as.patch(`/api/admin/orders/${slug}/status`, {
      order_status: 'cancelled',
      note: 'Fraud',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().order_status).toBe('cancelled');
    expect(await stockOf(product.id)).toBe(10);
    const lines = await t.database.db
      .select({ status: orderLines.lineStatus })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orders.slug, slug));
    expect(lines.every((line) => line.status === 'cancelled')).toBe(true);
    // A second cancel changes nothing (and never returns the stock twice).
    expect(
      (await as.patch(`/api/admin/orders/${slug}/status`, { order_status: 'cancelled' })).statusCode,
    ).toBe(409);
    expect(await stockOf(product.id)).toBe(10);
  });

  it('refuses unknown statuses and extra fields', async () => {
    const { slug } = await placeOrder();
    expect((await as.patch(`/api/admin/orders/${slug}/status`, { order_status: 'lost' })).statusCode).toBe(
      400,
    );
    expect(
      (await as.patch(`/api/admin/orders/${slug}/status`, { order_status: 'processing', total: 0 }))
        .statusCode,
    ).toBe(400);
  });
});
