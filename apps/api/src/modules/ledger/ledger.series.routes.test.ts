/**
 * Figures over a date range through the API, on the database the tests run on: the admin's overview and a
 * shop's overview answer one bucket per UTC day summed in SQL from the ledger, totals that equal the sum of
 * the buckets, top products and shops of the range, a shop's low stock; bad ranges get a plain 400; a
 * seller only ever reads their own shop.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, orders } from '../../db/schema/index.ts';
import { createProduct } from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { asUser, orderRequest, putInCart } from '../orders/orders.test-support.ts';
import { createTestSeller, type TestSeller } from '../seller-dashboard/seller-dashboard.test-support.ts';
import { createTestUser, type TestUser } from '../users/users.test-support.ts';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let lamps: TestSeller;
let mugs: TestSeller;
const paidCents: number[] = [];
let firstOrderId = 0;
const today = new Date().toISOString().slice(0, 10);

type Day = { date: string; salesCents: number; orders: number; commissionCents: number };
const sum = (days: Day[], key: keyof Omit<Day, 'date'>) => days.reduce((total, day) => total + day[key], 0);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = await createTestUser(t.app, { role: 'admin' });
  customer = await createTestUser(t.app);
  lamps = await createTestSeller(t.app, { shopName: 'Range Lamps' });
  mugs = await createTestSeller(t.app, { shopName: 'Range Mugs' });
  const lamp = await createProduct(db, {
    seller: lamps.shop,
    name: 'Brass lamp',
    priceCents: 5900,
    stock: 20,
  });
  const mug = await createProduct(db, { seller: mugs.shop, name: 'Blue mug', priceCents: 1250, stock: 20 });
  await createProduct(db, { seller: lamps.shop, name: 'Last lamp shade', stock: 2 });
  await createProduct(db, { seller: mugs.shop, name: 'Last mug', stock: 1 });
  for (const [product, quantity] of [
    [lamp, 1],
    [mug, 3],
    [lamp, 2],
  ] as const) {
    await putInCart(db, customer, product, quantity);
    const placed = await orderRequest(asUser(t.app, customer), customer);
    expect(placed.statusCode).toBe(201);
    const [order] = await db.select().from(orders).where(eq(orders.slug, placed.json().data.slug));
    paidCents.push(order?.totalCents ?? 0);
    firstOrderId ||= order?.id ?? 0;
  }
  // Two entries on either side of a UTC midnight long ago: the buckets must split them there.
  await db.insert(ledgerEntries).values([
    {
      orderId: firstOrderId,
      sellerId: lamps.shop.id,
      kind: 'shipping',
      amountCents: 499,
      createdAt: new Date('2020-02-10T23:59:59.999Z'),
    },
    {
      orderId: firstOrderId,
      sellerId: lamps.shop.id,
      kind: 'shipping',
      amountCents: 101,
      createdAt: new Date('2020-02-11T00:00:00.000Z'),
    },
  ]);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the admin overview over a range', () => {
  it('answers the last 30 days by default, one bucket a day, totals equal to the sum of the buckets', async () => {
    const response = await asUser(t.app, admin).get('/api/admin/overview');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.range.to).toBe(today);
    expect(body.daily).toHaveLength(30);
    expect(body.daily.at(-1).date).toBe(today);
    const totalPaid = paidCents.reduce((total, cents) => total + cents, 0);
    expect(body.rangeTotals.salesCents).toBe(totalPaid);
    expect(body.rangeTotals.orders).toBe(3);
    expect(body.rangeTotals.salesCents).toBe(sum(body.daily, 'salesCents'));
    expect(body.rangeTotals.commissionCents).toBe(sum(body.daily, 'commissionCents'));
    expect(body.rangeTotals.commissionCents).toBeGreaterThan(0);
    expect(body.rangeTotals.newCustomers).toBeGreaterThanOrEqual(1);
    expect(Number.isInteger(body.rangeTotals.salesCents)).toBe(true);
    // The fields that were there before the range stay as they were.
    expect(body.sales.last30Days).toBeGreaterThan(0);
    expect(body.marketplaceRevenue.totals.commission).toBeGreaterThan(0);
    expect(body.topSellers.map((shop: { shop_name: string }) => shop.shop_name)).toEqual([
      'Range Lamps',
      'Range Mugs',
    ]);
    expect(body.topProducts[0]).toMatchObject({ name: 'Brass lamp', shop_name: 'Range Lamps', units: 3 });
    expect(body.topProducts[1]).toMatchObject({ name: 'Blue mug', units: 3, salesCents: 3750 });
  });

  it('buckets by UTC day in SQL and leaves days without entries at zero', async () => {
    const response = await asUser(t.app, admin).get('/api/admin/overview?from=2020-02-01&to=2020-02-29');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.range).toEqual({ from: '2020-02-01', to: '2020-02-29' });
    expect(body.daily).toHaveLength(29);
    const byDay = new Map(body.daily.map((day: Day) => [day.date, day]));
    expect(byDay.get('2020-02-10')).toMatchObject({ salesCents: 499, orders: 1 });
    expect(byDay.get('2020-02-11')).toMatchObject({ salesCents: 101, orders: 1 });
    expect(sum(body.daily, 'salesCents')).toBe(600);
    expect(body.rangeTotals).toMatchObject({ salesCents: 600, orders: 2, commissionCents: 0 });
    expect(body.topProducts).toEqual([]);
    expect(body.topSellers).toEqual([expect.objectContaining({ shop_name: 'Range Lamps', salesCents: 600 })]);
  });

  it('refuses a bad range with a plain 400', async () => {
    const cases = [
      ['from=2026-02-30', 'The start date must be a date like 2026-01-31.'],
      ['to=last-week', 'The end date must be a date like 2026-01-31.'],
      ['from=2026-03-02&to=2026-03-01', 'The start date must be on or before the end date.'],
      ['from=2024-01-01&to=2025-01-01', 'A range can cover at most 366 days.'],
    ] as const;
    for (const [query, message] of cases) {
      const response = await asUser(t.app, admin).get(`/api/admin/overview?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'invalid_range', message });
    }
    expect(
      (await asUser(t.app, admin).get('/api/admin/overview?from=2024-01-01&to=2024-12-31')).statusCode,
    ).toBe(200);
  });
});

describe("a shop's overview", () => {
  it('shows a seller only their own sales, products and low stock, summing to the marketplace', async () => {
    const [lampView, mugView, marketplace] = await Promise.all([
      asUser(t.app, lamps).get('/api/seller/overview'),
      asUser(t.app, mugs).get('/api/seller/overview'),
      asUser(t.app, admin).get('/api/admin/overview'),
    ]);
    expect(lampView.statusCode).toBe(200);
    const lamp = lampView.json();
    const mug = mugView.json();
    expect(lamp.daily).toHaveLength(30);
    expect(lamp.rangeTotals.salesCents).toBe(sum(lamp.daily, 'salesCents'));
    expect(lamp.rangeTotals.orders).toBe(2);
    expect(mug.rangeTotals.orders).toBe(1);
    expect(lamp.rangeTotals.salesCents + mug.rangeTotals.salesCents).toBe(
      marketplace.json().rangeTotals.salesCents,
    );
    // No discounts here: the shop keeps what buyers paid less commission.
    expect(lamp.rangeTotals.netCents).toBe(lamp.rangeTotals.salesCents - lamp.rangeTotals.commissionCents);
    expect(lamp.topProducts.map((product: { name: string }) => product.name)).toEqual(['Brass lamp']);
    expect(mug.topProducts.map((product: { name: string }) => product.name)).toEqual(['Blue mug']);
    expect(lamp.lowStock).toEqual([expect.objectContaining({ name: 'Last lamp shade', stock: 2 })]);
    expect(mug.lowStock).toEqual([expect.objectContaining({ name: 'Last mug', stock: 1 })]);
    expect(lamp.lowStockThreshold).toBe(5);
    const old = (await asUser(t.app, mugs).get('/api/seller/overview?from=2020-02-01&to=2020-02-29')).json();
    expect(old.rangeTotals.salesCents).toBe(0);
  });

  it('refuses bad ranges the same way, and anyone without a shop', async () => {
    const bad = await asUser(t.app, lamps).get('/api/seller/overview?from=2026-03-02&to=2026-03-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'invalid_range',
      message: 'The start date must be on or before the end date.',
    });
    expect((await asUser(t.app).get('/api/seller/overview')).statusCode).toBe(401);
    expect((await asUser(t.app, customer).get('/api/seller/overview')).statusCode).toBe(403);
    const adminWithoutShop = await asUser(t.app, admin).get('/api/seller/overview');
    expect(adminWithoutShop.statusCode).toBe(403);
    expect(adminWithoutShop.json().code).toBe('no_shop');
    expect((await asUser(t.app, lamps).get('/api/admin/overview')).statusCode).toBe(403);
  });
});
