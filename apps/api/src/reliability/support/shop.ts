/**
 * Shop state for the reliability tests: an in-process app on a fresh PostgreSQL database (for fixtures,
 * users and checks straight in the database), real HTTP calls to server processes on the same database,
 * and the stock race shared by the single- and two-instance tests.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type pg from 'pg';
import { buildApp } from '../../app.ts';
import { driverOf, openDatabase } from '../../db/client.ts';
import { carts, orderLines, orders, products } from '../../db/schema/index.ts';
import { parseEnv } from '../../env.ts';
import { sampleAddress } from '../../modules/orders/orders.test-support.ts';
import { createUser } from '../../test-support/catalogue-fixtures.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { TEST_AUTH_SECRET } from './server-process.ts';

export const skipReason =
  'needs real PostgreSQL: set DATABASE_URL (PGlite has one connection, no concurrency)';

/** The connection string of the test app's throw-away database, for server processes to share it. */
export function databaseUrlOf(t: TestApp): string {
  const driver = driverOf(t.database);
  if (driver.kind !== 'postgres') throw new Error('expected PostgreSQL');
  return (driver.client as pg.Pool & { options: { connectionString: string } }).options.connectionString;
}

/** What the races need of a buyer: who they are and a session token. */
export interface Buyer {
  id: string;
  slug: string;
  bearer: { authorization: string };
}

/**
 * `count` signed-in buyers, fast: user rows straight in the database and sessions made by better-auth's
 * own session store (the database, or Redis when the app has REDIS_URL), skipping the password hashing
 * that makes a real sign-up cost a third of a second of CPU.
 */
export async function createBuyers(t: TestApp, count: number): Promise<Buyer[]> {
  const auth = await t.app.auth.$context;
  const buyers: Buyer[] = [];
  for (let index = 0; index < count; index++) {
    const user = await createUser(t.database.db);
    const session = await auth.internalAdapter.createSession(user.id);
    buyers.push({ id: user.id, slug: user.slug, bearer: { authorization: `Bearer ${session.token}` } });
  }
  return buyers;
}

export interface HttpResult {
  status: number;
  body: unknown;
  headers: Headers;
}

/** One JSON call over real HTTP as `user` (Bearer token, same-origin Origin), or as a visitor. */
export async function http(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; user?: Buyer; headers?: Record<string, string> } = {},
): Promise<HttpResult> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      origin: baseUrl,
      ...(options.user ? options.user.bearer : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text so a test can show it
  }
  return { status: response.status, body, headers: response.headers };
}

export function placeOrderOver(
  baseUrl: string,
  buyer: Buyer,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return http(baseUrl, 'POST', '/api/orders', {
    user: buyer,
    headers,
    body: { user_slug: buyer.slug, address: sampleAddress, payment_method: 'cod', ...extra },
  });
}

export async function stockOf(t: TestApp, productId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw new Error(`product ${productId} not found`);
  return row.stock;
}

/** Units of a product in orders that still hold their stock (every status but cancelled). */
export async function orderedUnits(t: TestApp, productId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ units: sql<string>`coalesce(sum(${orderLines.quantity}), 0)` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.productId, productId), ne(orders.orderStatus, 'cancelled')));
  return Number(row?.units ?? 0);
}

export interface RaceRound {
  created: number;
  refused: number;
  other: number[];
  stockAfter: number;
}

/**
 * One round: stock set to `stock`, every buyer's cart holds one unit, all buyers order at once through
 * `send` (which picks the instance). Answers what happened, read back from the database.
 */
export async function raceRound(
  t: TestApp,
  product: { id: number },
  buyers: Buyer[],
  stock: number,
  send: (buyer: Buyer, index: number) => Promise<HttpResult>,
): Promise<RaceRound> {
  const db = t.database.db;
  await db.update(products).set({ stock }).where(eq(products.id, product.id));
  await db.delete(carts).where(
    inArray(
      carts.userId,
      buyers.map((buyer) => buyer.id),
    ),
  );
  await db
    .insert(carts)
    .values(buyers.map((buyer) => ({ userId: buyer.id, productId: product.id, quantity: 1 })));
  const results = await Promise.all(buyers.map((buyer, index) => send(buyer, index)));
  return {
    created: results.filter((result) => result.status === 201).length,
    refused: results.filter((result) => result.status === 409).length,
    other: results.filter((result) => result.status !== 201 && result.status !== 409).map((r) => r.status),
    stockAfter: await stockOf(t, product.id),
  };
}

/**
 * An in-process app on an existing, already migrated database (e.g. one a server process migrated at
 * start-up), for fixtures, sessions and checks. Errors of its idle connections (the database restarting
 * under a test) are expected and dropped.
 */
export async function setupAppOn(url: string, env: Record<string, string> = {}): Promise<TestApp> {
  const parsedEnv = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    AUTH_SECRET: TEST_AUTH_SECRET,
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const database = await openDatabase({ url, poolSize: 4, onPoolError: () => undefined });
  const app = await buildApp({ env: parsedEnv, database });
  await app.ready();
  return {
    app,
    database,
    env: parsedEnv,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
