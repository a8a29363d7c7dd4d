/**
 * Stock and coupon races over real HTTP on real PostgreSQL (SECURITY.md, "What the hostile tests cover"): many
 * buyers check out at the same moment; the database must never sell more than it has.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, couponRedemptions, coupons, orderLines, orders, products } from '../db/schema/index.ts';
import { createCoupon } from '../modules/orders/orders.test-support.ts';
import { createProduct } from '../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import {
  type Buyer,
  createBuyers,
  http,
  orderedUnits,
  placeOrderOver,
  raceRound,
  skipReason,
  stockOf,
} from './support/shop.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.log(`stock-race: skipped, ${skipReason}`);

const STOCK = 10;
const BUYERS = 200;
const ROUNDS = 20;

describe.skipIf(!onPostgres)('stock and coupon races on PostgreSQL', () => {
  let t: TestApp;
  let baseUrl: string;
  let buyers: Buyer[];

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    buyers = await createBuyers(t, BUYERS);
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`sells exactly ${STOCK} units to ${BUYERS} simultaneous buyers, ${ROUNDS} rounds in a row`, async () => {
    const product = await createProduct(t.database.db, { name: 'Race Lamp', stock: STOCK });
    const rounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      const result = await raceRound(t, product, buyers, STOCK, (buyer) => placeOrderOver(baseUrl, buyer));
      rounds.push(result);
      // Checked after each round: a later reset would hide a negative stock.
      expect(result, `round ${round + 1}`).toEqual({
        created: STOCK,
        refused: BUYERS - STOCK,
        other: [],
        stockAfter: 0,
      });
    }
    const sold = await orderedUnits(t, product.id);
    console.log(
      `stock race: ${ROUNDS} rounds × ${BUYERS} buyers for ${STOCK} units → orders per round ` +
        `[${rounds.map((r) => r.created).join(',')}], lowest stock ${Math.min(...rounds.map((r) => r.stockAfter))}, ` +
        `units in orders ${sold} (expected ${ROUNDS * STOCK})`,
    );
    expect(sold).toBe(ROUNDS * STOCK);
  }, 300_000);

  it('never lets the stock go below zero, even by a direct write (CHECK constraint)', async () => {
    const product = await createProduct(t.database.db, { stock: 1 });
    await expect(
      t.database.db.update(products).set({ stock: -1 }).where(eq(products.id, product.id)),
    ).rejects.toMatchObject({ cause: { code: '23514', constraint: 'products_stock_check' } });
    expect(await stockOf(t, product.id)).toBe(1);
  });

  it('keeps one cart line per product, so an order never holds two lines of one product', async () => {
    const product = await createProduct(t.database.db, { name: 'Twin Mug', stock: 3 });
    const [first] = buyers;
    if (!first) throw new Error('no buyers');
    // The cart API merges a second add into the same line…
    for (let add = 0; add < 2; add++) {
      const added = await http(baseUrl, 'POST', '/api/cart', {
        user: first,
        body: { user_slug: first.slug, product_slug: product.slug },
      });
      expect(added.status).toBe(add === 0 ? 201 : 200);
    }
    const lines = await t.database.db
      .select()
      .from(carts)
      .where(and(eq(carts.userId, first.id), eq(carts.productId, product.id)));
    expect(lines.map((line) => line.quantity)).toEqual([2]);
    // …and the database refuses a second row for the same product outright.
    await expect(
      t.database.db.insert(carts).values({ userId: first.id, productId: product.id, quantity: 1 }),
    ).rejects.toThrow();
  });

  it('takes both units of a 2-unit line atomically when ten such buyers race for 3 units', async () => {
    const product = await createProduct(t.database.db, { name: 'Pair Socks', stock: 3 });
    const racers = buyers.slice(0, 10);
    await t.database.db.delete(carts).where(
      inArray(
        carts.userId,
        racers.map((buyer) => buyer.id),
      ),
    );
    await t.database.db
      .insert(carts)
      .values(racers.map((buyer) => ({ userId: buyer.id, productId: product.id, quantity: 2 })));
    const results = await Promise.all(racers.map((buyer) => placeOrderOver(baseUrl, buyer)));
    const created = results.filter((result) => result.status === 201).length;
    const stock = await stockOf(t, product.id);
    const units = await orderedUnits(t, product.id);
    console.log(
      `2-unit lines: 10 buyers for 3 units → ${created} order, stock left ${stock}, units ordered ${units}`,
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(stock).toBe(1);
    expect(units).toBe(2);
  });

  it('lets a coupon with a usage limit of 1 be used exactly once by 50 simultaneous checkouts', async () => {
    const coupon = await createCoupon(t.database.db, { itemsNumber: 1, perUserLimit: 1 });
    const product = await createProduct(t.database.db, { stock: 1000 });
    const racers = buyers.slice(0, 50);
    await t.database.db.delete(carts).where(
      inArray(
        carts.userId,
        racers.map((buyer) => buyer.id),
      ),
    );
    await t.database.db
      .insert(carts)
      .values(racers.map((buyer) => ({ userId: buyer.id, productId: product.id, quantity: 1 })));
    const results = await Promise.all(
      racers.map((buyer) => placeOrderOver(baseUrl, buyer, { coupon_code: coupon.code })),
    );
    const [after] = await t.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    const redemptions = await t.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id));
    const withCoupon = await t.database.db.select().from(orders).where(eq(orders.couponCode, coupon.code));
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.productId, product.id));
    console.log(
      `coupon limit 1, 50 checkouts at once → uses counted ${after?.applyQty}, redemptions ${redemptions.length}, ` +
        `orders with the coupon ${withCoupon.length}, stock taken ${1000 - (await stockOf(t, product.id))}`,
    );
    expect(results.filter((result) => result.status === 201)).toHaveLength(1);
    const refused = results.filter((result) => result.status === 400);
    expect(refused).toHaveLength(49);
    expect(new Set(refused.map((result) => (result.body as { code: string }).code))).toEqual(
      new Set(['coupon_used_up']),
    );
    expect(after?.applyQty).toBe(1);
    expect(redemptions).toHaveLength(1);
    expect(withCoupon).toHaveLength(1);
    // Refused checkouts rolled back whole: only the one order took stock.
    expect(lines).toHaveLength(1);
    expect(await stockOf(t, product.id)).toBe(999);
  });
});
