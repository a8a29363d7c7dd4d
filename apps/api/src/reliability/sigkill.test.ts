/**
 * The server process killed with SIGKILL in the middle of a burst of orders (SECURITY.md): every order is one
 * transaction, so the database must hold only whole orders — no order without lines, no stock taken
 * without an order, no coupon use without its redemption and order.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, couponRedemptions, coupons, orders } from '../db/schema/index.ts';
import { createCoupon } from '../modules/orders/orders.test-support.ts';
import { createProduct } from '../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import {
  buildServerBundle,
  type ServerBundle,
  type ServerProcess,
  startServer,
} from './support/server-process.ts';
import {
  type Buyer,
  createBuyers,
  databaseUrlOf,
  orderedUnits,
  placeOrderOver,
  skipReason,
  stockOf,
} from './support/shop.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.log(`sigkill: skipped, ${skipReason}`);

const BUYERS = 150;
const INITIAL_STOCK = 1000;

describe.skipIf(!onPostgres)('SIGKILL during a burst of orders', () => {
  let t: TestApp;
  let bundle: ServerBundle;
  let server: ServerProcess;
  let buyers: Buyer[];

  beforeAll(async () => {
    [t, bundle] = await Promise.all([createTestApp(), buildServerBundle()]);
    server = await startServer(bundle, { DATABASE_URL: databaseUrlOf(t) });
    buyers = await createBuyers(t, BUYERS);
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await t?.close();
    bundle?.remove();
  });

  /** Waits until PostgreSQL has ended the killed process's sessions (their open transactions roll back). */
  async function waitForOrphanedSessions(): Promise<void> {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const { rows } = await t.database.db.execute<{ busy: string }>(sql`
        select count(*) as busy from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and state in ('active', 'idle in transaction', 'idle in transaction (aborted)')`);
      if (Number(rows[0]?.busy) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('sessions of the killed server are still open after 15 s');
  }

  it('leaves only whole orders behind', async () => {
    const db = t.database.db;
    const lamp = await createProduct(db, { name: 'Kill Lamp', stock: INITIAL_STOCK });
    const shade = await createProduct(db, { name: 'Kill Shade', stock: INITIAL_STOCK });
    const coupon = await createCoupon(db, {
      itemsNumber: 10_000,
      perUserLimit: null,
      kind: 'percent',
      value: 5,
    });
    await db.insert(carts).values(
      buyers.flatMap((buyer, index) => [
        { userId: buyer.id, productId: lamp.id, quantity: 1 + (index % 3) },
        { userId: buyer.id, productId: shade.id, quantity: 1 },
      ]),
    );

    let answered = 0;
    let killedAfter = -1;
    const burst = Promise.all(
      buyers.map((buyer, index) =>
        placeOrderOver(server.url, buyer, index % 2 === 0 ? { coupon_code: coupon.code } : {})
          .then((result) => {
            if (result.status === 201) answered += 1;
            // Killed while most of the burst is still in flight.
            if (answered === 10 && killedAfter < 0) {
              killedAfter = answered;
              server.child.kill('SIGKILL');
            }
            return result.status;
          })
          .catch(() => 'connection lost' as const),
      ),
    );
    const outcomes = await burst;
    expect(await server.exited).toBe('SIGKILL');
    await waitForOrphanedSessions();

    const placed = await db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.userId,
          buyers.map((buyer) => buyer.id),
        ),
      );
    const { rows: orphans } = await db.execute<{ id: number }>(sql`
      select o.id from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)`);
    const lampTaken = INITIAL_STOCK - (await stockOf(t, lamp.id));
    const shadeTaken = INITIAL_STOCK - (await stockOf(t, shade.id));
    const lampOrdered = await orderedUnits(t, lamp.id);
    const shadeOrdered = await orderedUnits(t, shade.id);
    const [couponAfter] = await db.select().from(coupons).where(eq(coupons.id, coupon.id));
    const redemptions = await db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id));
    const withCoupon = placed.filter((order) => order.couponCode === coupon.code);
    // An order's cart lines go in the same transaction: a buyer with an order has no cart left, one
    // without still has both lines.
    const leftInCarts = await db
      .select({ userId: carts.userId })
      .from(carts)
      .where(
        inArray(
          carts.userId,
          placed.flatMap((order) => (order.userId ? [order.userId] : [])),
        ),
      );

    const lost = outcomes.filter((outcome) => outcome === 'connection lost').length;
    console.log(
      `SIGKILL after ${killedAfter} answered orders: ${BUYERS} sent, ${lost} cut off, ${placed.length} orders in the database; ` +
        `orders without lines ${orphans.length}; stock taken without an order ${lampTaken - lampOrdered + (shadeTaken - shadeOrdered)}; ` +
        `coupon uses ${couponAfter?.applyQty} / redemptions ${redemptions.length} / orders with it ${withCoupon.length}; ` +
        `ordered buyers with cart lines left ${leftInCarts.length}`,
    );
    expect(killedAfter).toBe(10);
    expect(lost).toBeGreaterThan(0);
    expect(placed.length).toBeGreaterThanOrEqual(10);
    expect(orphans).toEqual([]);
    expect(lampTaken).toBe(lampOrdered);
    expect(shadeTaken).toBe(shadeOrdered);
    expect(shadeOrdered).toBe(placed.length);
    expect(couponAfter?.applyQty).toBe(redemptions.length);
    expect(redemptions.length).toBe(withCoupon.length);
    expect(new Set(redemptions.map((redemption) => redemption.orderId))).toEqual(
      new Set(withCoupon.map((order) => order.id)),
    );
    expect(leftInCarts).toEqual([]);
  }, 120_000);
});
