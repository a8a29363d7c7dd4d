import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, orderLines, orderStatusEvents, orders, products } from '../../db/schema/index.ts';
import { createProduct } from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createTestUser } from '../users/users.test-support.ts';
import { checkoutOrderOf, placementOf } from './orders.checkout.ts';
import { priceLines, quote } from './orders.pricing.ts';
import { type CheckoutOrder, checkoutItems, placeCheckoutOrders } from './orders.repository.ts';
import { putInCart, sampleAddress } from './orders.test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A buyer whose cart holds `quantity` of `product`, and the order priced from that cart. */
async function pricedBuyer(product: { id: number }, quantity: number, idempotencyKey: string | null = null) {
  const user = await createTestUser(t.app);
  await putInCart(t.database.db, user, product, quantity);
  const lines = priceLines(await checkoutItems(t.database.db, user.id), new Date());
  const order = checkoutOrderOf({
    buyerId: user.id,
    guestEmail: null,
    actorId: user.id,
    paymentMethod: 'cod',
    idempotencyKey,
    address: sampleAddress,
    lines,
    totals: quote(lines, 0),
    coupon: null,
  });
  return { user, order };
}

const placeGroup = (group: CheckoutOrder[]) =>
  t.database.db.transaction((tx) => placeCheckoutOrders(tx, group));

const stockOf = async (product: { id: number }) =>
  (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id)))[0]
    ?.stock;
const ordersOf = (user: { id: string }) =>
  t.database.db.select().from(orders).where(eq(orders.userId, user.id));
const cartOf = (user: { id: string }) => t.database.db.select().from(carts).where(eq(carts.userId, user.id));

describe('place_checkout_orders', () => {
  it('writes a group in one statement, each order whole or not at all, later orders seeing earlier ones', async () => {
    const camera = await createProduct(t.database.db, { name: 'Group Camera', stock: 3 });
    const first = await pricedBuyer(camera, 2);
    const tooMany = await pricedBuyer(camera, 2); // priced while 3 were left; only 1 is after `first`
    const changed = await pricedBuyer(camera, 1);
    await t.database.db.update(carts).set({ quantity: 3 }).where(eq(carts.userId, changed.user.id));
    const last = await pricedBuyer(camera, 1);

    const outcomes = await placeGroup([first.order, tooMany.order, changed.order, last.order]);

    expect(outcomes.map((outcome) => ('order_id' in outcome ? 'placed' : outcome.sqlstate))).toEqual([
      'placed',
      'SC002',
      'SC001',
      'placed',
    ]);
    expect(outcomes[1]).toMatchObject({ message: 'Group Camera' });
    expect(await stockOf(camera)).toBe(0);
    for (const [{ user }, outcome] of [
      [first, outcomes[0]],
      [last, outcomes[3]],
    ] as const) {
      const [order] = await ordersOf(user);
      expect(order).toBeDefined();
      expect(await cartOf(user)).toEqual([]);
      const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
      expect(lines).toHaveLength(1);
      const events = await t.database.db
        .select()
        .from(orderStatusEvents)
        .where(eq(orderStatusEvents.orderId, order!.id));
      expect(events.map((event) => event.status)).toEqual(['pending']);
      // The answer tells what the database filled in, exactly as it stored it.
      expect(outcome).toMatchObject({
        order_id: order!.id,
        slug: order!.slug,
        order_status: order!.orderStatus,
        payment_status: order!.paymentStatus,
        transaction_id: null,
        lines: lines.map((line) => ({ id: line.id, slug: line.slug, line_status: line.lineStatus })),
        event: { status: 'pending', note: null },
      });
      const written = outcome as { created_at: string; event: { at: string } };
      expect(new Date(written.created_at).getTime()).toBe(order!.createdAt.getTime());
      expect(new Date(written.event.at).getTime()).toBe(events[0]!.at.getTime());
    }
    for (const { user } of [tooMany, changed]) {
      expect(await ordersOf(user)).toEqual([]);
      expect(await cartOf(user)).toHaveLength(1);
    }
  });

  it('refuses a second order with the same Idempotency-Key in the same group, naming the constraint', async () => {
    const lamp = await createProduct(t.database.db, { stock: 10 });
    const { user, order } = await pricedBuyer(lamp, 1, 'double-submit');
    const outcomes = await placeGroup([order, order]);
    expect('order_id' in outcomes[0]!).toBe(true);
    expect(outcomes[1]).toMatchObject({ sqlstate: '23505', constraint_name: 'orders_user_idempotency_key' });
    expect(placementOf(outcomes[1]!)).toEqual({ kind: 'duplicate' });
    expect(await ordersOf(user)).toHaveLength(1);
    expect(await stockOf(lamp)).toBe(9);
  });
});

describe('placementOf', () => {
  it('asks for new pricing after a changed cart or a deadlock, and names the product without stock', () => {
    const refusal = (sqlstate: string, message = '') => ({ sqlstate, message, constraint_name: null });
    const written = {
      order_id: 7,
      slug: 'abc',
      order_status: 'pending' as const,
      payment_status: 'pending' as const,
      transaction_id: null,
      created_at: '2026-11-25T10:00:00.123456+00:00',
      updated_at: '2026-11-25T10:00:00.123456+00:00',
      lines: [{ id: 1, slug: 'l1', line_status: 'pending' as const }],
      event: { status: 'pending' as const, note: null, at: '2026-11-25T10:00:00.123456+00:00' },
    };
    expect(placementOf(written)).toEqual({ kind: 'placed', written });
    expect(placementOf(refusal('SC001'))).toEqual({ kind: 'reprice' });
    expect(placementOf(refusal('40P01'))).toEqual({ kind: 'reprice' });
    expect(() => placementOf(refusal('SC002', 'Lamp'))).toThrow('Not enough stock for Lamp');
    expect(() => placementOf(refusal('SC003'))).toThrow('This coupon has been used up');
    expect(() => placementOf(refusal('SC004'))).toThrow('You have already used this coupon');
    expect(() => placementOf(refusal('23502', 'null value'))).toThrow(
      'checkout write failed: 23502 null value',
    );
  });
});
