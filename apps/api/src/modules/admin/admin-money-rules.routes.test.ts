/**
 * What an admin may not save because it would make money not add up: a flash-sale "sale" price at or above
 * what the product already costs, a sale window that ends before it starts or in the past, a cap below the
 * units already sold, and an amount coupon larger than its minimum spend. Each is a 400 that says what to fix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { asUser, type Caller } from '../orders/orders.test-support.ts';
import { createTestUser } from '../users/users.test-support.ts';

let t: TestApp;
let as: Caller;

beforeAll(async () => {
  t = await createTestApp();
  as = asUser(t.app, await createTestUser(t.app, { role: 'admin' }));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

describe('flash sales (admin)', () => {
  it('refuses a window that ends before it starts or has already ended', async () => {
    const backwards = await as.post('/api/admin/flash-sales', {
      name: 'Backwards',
      starts_at: hoursFromNow(5),
      time: hoursFromNow(2),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      code: 'invalid_sale_window',
      message: 'time (the end of the sale) must be after starts_at',
    });
    const past = await as.post('/api/admin/flash-sales', { name: 'Old', time: '2020-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('time (the end of the sale) must be in the future');

    const later = await as.post('/api/admin/flash-sales', {
      name: 'Later',
      starts_at: hoursFromNow(1),
      time: hoursFromNow(3),
      status: 'inactive',
    });
    expect(later.statusCode).toBe(201);
    expect(Date.parse(later.json().starts_at)).toBeGreaterThan(Date.now());
    const moved = await as.patch(`/api/admin/flash-sales/${later.json().slug}`, { time: hoursFromNow(0.5) });
    expect(moved.statusCode).toBe(400);
  });

  it("refuses a sale price at or above the product's offer, and a cap below the units sold", async () => {
    const sale = (await as.post('/api/admin/flash-sales', { name: 'Deals', time: hoursFromNow(24) })).json();
    const lamp = await createProduct(t.database.db, { priceCents: 4500, offerPriceCents: 3799 });
    const above = await as.post(`/api/admin/flash-sales/${sale.slug}/items`, {
      product_slug: lamp.slug,
      salePrice: 37.99,
    });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toMatchObject({
      code: 'invalid_sale_price',
      message: "salePrice must be below the product's current offer ($37.99)",
    });
    const item = await as.post(`/api/admin/flash-sales/${sale.slug}/items`, {
      product_slug: lamp.slug,
      salePrice: 28.49,
      saleQuantity: 5,
    });
    expect(item.statusCode).toBe(201);
    expect(item.json()).toMatchObject({ salePrice: 28.49, saleQuantity: 5, soldQuantity: 0 });
    const zero = await as.patch(`/api/admin/flash-sales/${sale.slug}/items/${item.json().slug}`, {
      saleQuantity: 0,
    });
    expect(zero.statusCode).toBe(400);
  });
});

describe('coupons (admin)', () => {
  const coupon = (code: string, value: number, minimum: number) => ({
    code,
    name: code,
    discount: { role: 'amount', value },
    minimum_purchase: minimum,
    expired_date: hoursFromNow(24 * 30),
    items_number: 10,
  });

  it('refuses an amount coupon worth more than its minimum spend, on create and on change', async () => {
    const big = await as.post('/api/admin/coupons', coupon('BIG500', 500, 10));
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({
      code: 'invalid_discount',
      message: 'discount.value: an amount discount ($500.00) cannot exceed the minimum purchase ($10.00)',
    });
    expect((await as.post('/api/admin/coupons', coupon('FAIR10', 10, 10))).statusCode).toBe(201);
    const lowered = await as.patch('/api/admin/coupons/FAIR10', { minimum_purchase: 5 });
    expect(lowered.statusCode).toBe(400);
    expect(lowered.json().code).toBe('invalid_discount');
  });
});
