/**
 * Two server processes on one PostgreSQL database and one Redis (SECURITY.md): sessions, abuse limits and
 * stock are shared, so a load balancer may send any request to either instance.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../modules/users/users.test-support.ts';
import { abuseRules } from '../plugins/rate-limit.ts';
import { createProduct } from '../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import {
  buildServerBundle,
  type ServerBundle,
  type ServerProcess,
  startServer,
  TEST_AUTH_SECRET,
} from './support/server-process.ts';
import {
  type Buyer,
  createBuyers,
  databaseUrlOf,
  http,
  orderedUnits,
  placeOrderOver,
  raceRound,
  skipReason,
} from './support/shop.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.log(`two-instances: skipped, ${skipReason}`);

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const STOCK = 10;
const BUYERS = 200;
const ROUNDS = 5;

describe.skipIf(!onPostgres)('two app instances on one PostgreSQL and Redis', () => {
  // Every key this run writes carries its own prefix, so parallel runs never share sessions or limits.
  const sharedEnv = {
    REDIS_URL,
    REDIS_KEY_PREFIX: `reliability-${randomBytes(4).toString('hex')}:`,
    AUTH_SECRET: TEST_AUTH_SECRET,
  };
  let t: TestApp;
  let bundle: ServerBundle;
  let one: ServerProcess;
  let two: ServerProcess;
  let buyers: Buyer[];

  beforeAll(async () => {
    [t, bundle] = await Promise.all([createTestApp({ env: sharedEnv }), buildServerBundle()]);
    const env = { ...sharedEnv, DATABASE_URL: databaseUrlOf(t) };
    [one, two] = await Promise.all([startServer(bundle, env), startServer(bundle, env)]);
    buyers = await createBuyers(t, BUYERS);
  });
  afterAll(async () => {
    const exits = await Promise.all([one?.stop(), two?.stop()]);
    const redis = t?.app.redis;
    if (redis) {
      const keys = await redis.keys(`${sharedEnv.REDIS_KEY_PREFIX}*`);
      if (keys.length > 0) await redis.del(...keys);
    }
    await t?.close();
    bundle?.remove();
    expect(exits.filter((code) => code !== undefined)).toEqual([0, 0]);
  });

  it('accepts a session made on instance 1 on instance 2, and a sign-out on 2 ends it on 1', async () => {
    const user = await createTestUser(t.app);
    const login = await fetch(`${one.url}/api/users/login`, {
      method: 'POST',
      headers: { origin: one.url, 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const profile = (server: ServerProcess) =>
      fetch(`${server.url}/api/users/private/${user.slug}`, { headers: { cookie } });

    const onTwo = await profile(two);
    expect(onTwo.status).toBe(200);
    expect(((await onTwo.json()) as { email: string }).email).toBe(user.email);

    const logout = await fetch(`${two.url}/api/users/logout`, {
      method: 'POST',
      headers: { cookie, origin: two.url },
    });
    expect(logout.status).toBe(200);
    const afterLogout = await profile(one);
    console.log(
      `two instances: session from instance 1 on instance 2 → ${onTwo.status}; after sign-out on 2, on 1 → ${afterLogout.status}`,
    );
    expect(afterLogout.status).toBe(401);
  });

  it('counts failed sign-ins on both instances against one shared limit', async () => {
    const user = await createTestUser(t.app);
    const limit = abuseRules['sign-in'].perEmail.max;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < limit + 2; attempt++) {
      const server = attempt % 2 === 0 ? one : two;
      const response = await http(server.url, 'POST', '/api/users/login', {
        body: { email: user.email, password: 'wrong-password' },
      });
      statuses.push(response.status);
    }
    const firstRefusal = statuses.indexOf(429) + 1;
    console.log(
      `two instances: failed sign-ins alternating instances, per-address limit ${limit} → first 429 at attempt ${firstRefusal}`,
    );
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(401));
    expect(statuses.slice(limit)).toEqual([429, 429]);
  });

  it(`sells exactly ${STOCK} units to ${BUYERS} buyers split over both instances, ${ROUNDS} rounds`, async () => {
    const product = await createProduct(t.database.db, { name: 'Shared Lamp', stock: STOCK });
    const created: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const result = await raceRound(t, product, buyers, STOCK, (buyer, index) =>
        placeOrderOver(index % 2 === 0 ? one.url : two.url, buyer),
      );
      created.push(result.created);
      const logs =
        result.other.length > 0 ? `\n${one.output().slice(-2000)}\n${two.output().slice(-2000)}` : '';
      expect(result, `round ${round + 1}${logs}`).toEqual({
        created: STOCK,
        refused: BUYERS - STOCK,
        other: [],
        stockAfter: 0,
      });
    }
    const sold = await orderedUnits(t, product.id);
    console.log(
      `two instances: stock race ${ROUNDS} rounds × ${BUYERS} buyers for ${STOCK} units → orders per round [${created.join(',')}], units in orders ${sold}`,
    );
    expect(sold).toBe(ROUNDS * STOCK);
  }, 180_000);
});
