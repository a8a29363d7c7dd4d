/**
 * PostgreSQL restarted under load (SECURITY.md): the server process stays up, answers 503 JSON of the error
 * contract while the database is away, and recovers by itself once it is back. The database is a private
 * cluster on its own port, so the machine's shared PostgreSQL (other test files) is never restarted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../test-support/catalogue-fixtures.ts';
import type { TestApp } from '../test-support/test-app.ts';
import { createPrivateCluster, type PrivateCluster } from './support/private-cluster.ts';
import {
  buildServerBundle,
  type ServerBundle,
  type ServerProcess,
  startServer,
} from './support/server-process.ts';
import { type Buyer, createBuyers, type HttpResult, http, setupAppOn, skipReason } from './support/shop.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.log(`database-restart: skipped, ${skipReason}`);

interface Sample {
  at: number;
  status: number;
  body: unknown;
}

const isContractError = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  ['statusCode', 'error', 'message', 'code'].every((key) => key in body);

describe.skipIf(!onPostgres)('PostgreSQL restarted under load', () => {
  let cluster: PrivateCluster;
  let bundle: ServerBundle;
  let server: ServerProcess;
  let t: TestApp;
  let buyers: Buyer[];
  let productSlug: string;
  let uncachedPage = 1000;

  beforeAll(async () => {
    [cluster, bundle] = await Promise.all([createPrivateCluster(), buildServerBundle()]);
    await cluster.start();
    server = await startServer(bundle, { DATABASE_URL: cluster.url, DATABASE_POOL_SIZE: '10' });
    t = await setupAppOn(cluster.url);
    buyers = await createBuyers(t, 8);
    productSlug = (await createProduct(t.database.db, { name: 'Sturdy Kettle', stock: 100_000 })).slug;
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await t?.close().catch(() => undefined);
    await cluster?.remove();
    bundle?.remove();
  });

  /** One step of a shopper: read the catalogue, and every third step add to the cart and order. */
  async function shopperStep(buyer: Buyer, step: number): Promise<HttpResult[]> {
    const reads = [
      await http(server.url, 'GET', '/api/products?limit=12'),
      await http(server.url, 'GET', `/api/products/${productSlug}`),
    ];
    if (step % 3 !== 0) return reads;
    const added = await http(server.url, 'POST', '/api/cart', {
      user: buyer,
      body: { user_slug: buyer.slug, product_slug: productSlug },
    });
    if (added.status >= 300) return [...reads, added];
    const ordered = await http(server.url, 'POST', '/api/orders', {
      user: buyer,
      body: {
        user_slug: buyer.slug,
        payment_method: 'cod',
        address: {
          name: 'Load Tester',
          phone: '+1 415 555 2671',
          country: 'United States',
          city: 'Springfield',
          address: '1 Main Street',
        },
      },
    });
    return [...reads, added, ordered];
  }

  it('stays up, answers 503 JSON while the database is away, and recovers by itself', async () => {
    const samples: Sample[] = [];
    let running = true;
    const load = Promise.all(
      buyers.map(async (buyer) => {
        for (let step = 0; running; step++) {
          const results = await shopperStep(buyer, step).catch((error: unknown) => [
            { status: 0, body: String(error), headers: new Headers() },
          ]);
          for (const result of results)
            samples.push({ at: Date.now(), status: result.status, body: result.body });
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const stoppedAt = Date.now();
    await cluster.stop();
    await new Promise((resolve) => setTimeout(resolve, 1500));

    // The database is away: the process lives and answers the contract's 503.
    expect(server.child.exitCode, server.output()).toBeNull();
    const health = await http(server.url, 'GET', '/api/health');
    // A page no one asked for yet: anonymous catalogue answers already made may come from the catalogue
    // cache (plugins/catalogue-cache.ts), which rightly keeps serving them while the database is away.
    const catalogue = await http(server.url, 'GET', `/api/products?limit=12&probe=${uncachedPage++}`);
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'degraded', database: { status: 'down' } });
    expect(catalogue.status).toBe(503);
    expect(catalogue.body).toMatchObject({ statusCode: 503, code: 'service_unavailable' });
    expect(isContractError(catalogue.body)).toBe(true);

    await cluster.start();
    const backAt = Date.now();
    let firstOkAt: number | undefined;
    while (firstOkAt === undefined && Date.now() - backAt < 30_000) {
      const probe = await http(server.url, 'GET', `/api/products?limit=12&probe=${uncachedPage++}`);
      if (probe.status >= 200 && probe.status < 300) firstOkAt = Date.now();
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    running = false;
    await load;
    expect(firstOkAt, 'no 2xx within 30 s of the database coming back').toBeDefined();

    // Recovered: a burst of shoppers meets no 5xx at all.
    const burst = (
      await Promise.all(buyers.flatMap((buyer) => [0, 1, 2, 3].map((step) => shopperStep(buyer, step))))
    ).flat();
    const burst5xx = burst.filter((result) => result.status >= 500 || result.status === 0);

    const during = samples.filter(
      (sample) => sample.at >= stoppedAt && sample.at < (firstOkAt ?? Date.now()),
    );
    const outage5xx = during.filter((sample) => sample.status >= 500);
    const non503 = outage5xx.filter((sample) => sample.status !== 503 || !isContractError(sample.body));
    const secondsToFirst2xx = ((firstOkAt ?? Date.now()) - backAt) / 1000;
    console.log(
      `database restart: ${samples.length} requests under load; while away ${outage5xx.length} answered 5xx ` +
        `(${non503.length} not a contract 503); first 2xx ${secondsToFirst2xx.toFixed(2)} s after PostgreSQL was back; ` +
        `after recovery ${burst.length} requests, ${burst5xx.length} 5xx; process alive: ${server.child.exitCode === null}`,
    );
    expect(non503.map((sample) => `${sample.status} ${JSON.stringify(sample.body)}`)).toEqual([]);
    expect(burst5xx.map((result) => `${result.status} ${JSON.stringify(result.body)}`)).toEqual([]);
    expect(server.child.exitCode, server.output()).toBeNull();
    expect((await http(server.url, 'GET', '/api/health')).status).toBe(200);
  }, 120_000);
});
