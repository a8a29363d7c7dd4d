/**
 * One checkout retried hard (SECURITY.md): the same Idempotency-Key sent 20 times at once, then 5 times more,
 * over real HTTP on real PostgreSQL, must create one order and answer it every time.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '../db/schema/index.ts';
import { putInCart } from '../modules/orders/orders.test-support.ts';
import { createProduct } from '../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { createBuyers, type HttpResult, placeOrderOver, skipReason, stockOf } from './support/shop.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.log(`idempotency: skipped, ${skipReason}`);

describe.skipIf(!onPostgres)('Idempotency-Key under a storm of retries on PostgreSQL', () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates exactly one order from 20 concurrent and 5 later requests with one key', async () => {
    const [buyer] = await createBuyers(t, 1);
    if (!buyer) throw new Error('no buyer');
    const product = await createProduct(t.database.db, { stock: 50 });
    await putInCart(t.database.db, buyer, product, 3);
    const send = () => placeOrderOver(baseUrl, buyer, {}, { 'idempotency-key': 'storm-1' });

    const burst = await Promise.all(Array.from({ length: 20 }, send));
    const later: HttpResult[] = [];
    for (let retry = 0; retry < 5; retry++) later.push(await send());
    const all = [...burst, ...later];

    const created = await t.database.db.select().from(orders).where(eq(orders.userId, buyer.id));
    const slugs = new Set(all.map((response) => (response.body as { data?: { slug?: string } }).data?.slug));
    console.log(
      `idempotency: 20 concurrent + 5 later requests with one key → orders created ${created.length}, ` +
        `statuses ${JSON.stringify(countBy(all.map((response) => response.status)))}, distinct order slugs ${slugs.size}`,
    );
    expect(created).toHaveLength(1);
    expect(all.filter((response) => response.status === 201)).toHaveLength(1);
    expect(all.filter((response) => response.status === 200)).toHaveLength(24);
    for (const replay of all.filter((response) => response.status === 200)) {
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
    }
    expect([...slugs]).toEqual([created[0]?.slug]);
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, created[0]!.id));
    expect(lines.map((line) => line.quantity)).toEqual([3]);
    expect(await stockOf(t, product.id)).toBe(47);
  });
});

function countBy(values: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
