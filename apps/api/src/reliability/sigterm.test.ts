/**
 * SIGTERM on a real server process (SECURITY.md): requests already in flight are answered in full before the
 * process exits with 0, and nothing is cut off. (app.shutdown.test.ts covers the same drain in-process
 * with a slow route; this is the production bundle and its signal handler in server.ts.)
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  raceRound,
  skipReason,
} from './support/shop.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.log(`sigterm: skipped, ${skipReason}`);

const BUYERS = 80;
const STOCK = 10;

describe.skipIf(!onPostgres)('SIGTERM drains in-flight requests', () => {
  let t: TestApp;
  let bundle: ServerBundle;
  let server: ServerProcess;
  let buyers: Buyer[];

  beforeAll(async () => {
    [t, bundle] = await Promise.all([createTestApp(), buildServerBundle()]);
    server = await startServer(bundle, { DATABASE_URL: databaseUrlOf(t), LOG_LEVEL: 'info' });
    buyers = await createBuyers(t, BUYERS);
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await t?.close();
    bundle?.remove();
  });

  it('answers every order of a burst in flight at SIGTERM, then exits with 0', async () => {
    const product = await createProduct(t.database.db, { name: 'Drain Lamp', stock: STOCK });
    // Once the round has set the product up, the test holds its row lock until the signal has gone: every
    // order then waits at its write, so all are in flight at SIGTERM however fast the server is otherwise.
    let lock: Promise<RowLock> | undefined;
    let answered = 0;
    let inFlightAtSignal = -1;
    // In flight = received by the server: SIGTERM goes once the log shows every order request arrived.
    // (Requests still in the kernel's queues when the listener closes are refused or reset: from the
    // server's side they never started, which is why load balancers stop routing before the signal.)
    const signalWhenAllReceived = async () => {
      const deadline = Date.now() + 20_000;
      while (receivedOrders(server.output()) < BUYERS && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      inFlightAtSignal = BUYERS - answered;
      server.child.kill('SIGTERM');
      await (await lock)?.release();
    };
    let signalled: Promise<void> | undefined;
    const round = await raceRound(t, product, buyers, STOCK, async (buyer) => {
      lock ??= holdRowLock(t, product.id);
      await lock;
      signalled ??= signalWhenAllReceived();
      return placeOrderOver(server.url, buyer)
        .then((result) => {
          answered += 1;
          return result;
        })
        .catch((error: unknown) => ({ status: 0, body: String(error), headers: new Headers() }));
    });
    await signalled;
    const exitCode = await server.exited;
    console.log(
      `SIGTERM with ${inFlightAtSignal} of ${BUYERS} orders in flight: ${round.created} created, ` +
        `${round.refused} refused (409), other answers or cut off ${JSON.stringify(round.other)}; exit code ${exitCode}`,
    );
    expect(inFlightAtSignal).toBeGreaterThan(0);
    expect(round).toEqual({ created: STOCK, refused: BUYERS - STOCK, other: [], stockAfter: 0 });
    expect(exitCode).toBe(0);
    expect(await orderedUnits(t, product.id)).toBe(STOCK);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  }, 60_000);
});

interface RowLock {
  release(): Promise<void>;
}

/**
 * Locks a product row as an update would, in a transaction of the test's own, until `release`. (`for no key
 * update`: the stock updates of orders wait for it, the foreign-key checks of cart inserts do not.)
 */
async function holdRowLock(t: TestApp, productId: number): Promise<RowLock> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held!: () => void;
  const locked = new Promise<void>((resolve) => {
    held = resolve;
  });
  const transaction = t.database.db.transaction(async (tx) => {
    await tx.execute(sql`select id from products where id = ${productId} for no key update`);
    held();
    await released;
  });
  await Promise.race([locked, transaction]);
  return {
    async release() {
      release();
      await transaction;
    },
  };
}

/** Order requests the server has started handling, from Fastify's `incoming request` log lines. */
function receivedOrders(log: string): number {
  return log
    .split('\n')
    .filter((line) => line.includes('incoming request') && line.includes('"url":"/api/orders"')).length;
}
