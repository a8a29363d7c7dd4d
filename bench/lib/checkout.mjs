// Hot-item checkout (a BENCHMARKS.md target): one product with 1,000 in stock and 200 buyers ordering at once. Buyers,
// their sessions, saved addresses and one-item carts are written straight into the database beforehand
// (signing up 1,200 people through the API would only measure the sign-up limits); then 200 concurrent
// workers place orders through `POST /api/orders` with `Authorization: Bearer <session token>`.
// 1,200 carts for 1,000 items: exactly 1,000 orders must succeed, the other 200 must get 409, and the
// stock must end at 0, never below.
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { withClient } from './database.mjs';

export const HOT_STOCK = 1000;
export const CONCURRENT_BUYERS = 200;
const BUYERS_WITH_CARTS = 1200;
/**
 * Each run's buyers are new people (`bench-buyer-<run>-<n>`): an earlier run's orders stay in the database,
 * as a shop's sold orders do, since the ledger entries recording them are append-only (a trigger refuses
 * their deletion, and so their orders' too); deleting them made every run after the first fail.
 */
const newBuyerPrefix = () => `bench-buyer-${Date.now().toString(36)}-`;

/** Creates the buyers (ids starting with `prefix`) and the hot item; returns what the workers need. */
async function prepare(client, prefix) {
  const { rows } = await client.query(
    `select p.id, p.slug from products p join sellers s on s.id = p.seller_id
     where p.status = 'active' and p.approval_status = 'approved' and s.status = 'active'
     order by p.id limit 1`,
  );
  const product = rows[0];
  if (!product) throw new Error('no visible product to sell');
  await client.query('update products set stock = $1 where id = $2', [HOT_STOCK, product.id]);

  const buyers = Array.from({ length: BUYERS_WITH_CARTS }, (_, i) => ({
    id: `${prefix}${i}`,
    slug: `${prefix}${i}`,
    email: `${prefix}${i}@bench.test`,
    token: randomBytes(24).toString('base64url'),
  }));
  const ids = buyers.map((b) => b.id);
  await client.query(
    `insert into users (id, name, email, email_verified, slug, full_name, role)
     select id, 'Bench Buyer', email, true, id, 'Bench Buyer', 'buyer' from unnest($1::text[], $2::text[]) as t(id, email)`,
    [ids, buyers.map((b) => b.email)],
  );
  // Sessions as fresh sign-ins have them (7 days, the app's session length): a session older than a day
  // would be renewed by its first request, a write that a buyer who just signed in does not cause.
  await client.query(
    `insert into sessions (id, token, user_id, expires_at)
     select 's-' || user_id, token, user_id, now() + interval '7 days' from unnest($1::text[], $2::text[]) as t(user_id, token)`,
    [ids, buyers.map((b) => b.token)],
  );
  await client.query(
    `insert into addresses (user_id, name, phone, country, city, address, is_default)
     select id, 'Bench Buyer', '+1 555 0100', 'US', 'Springfield', '1 Load Street', true from unnest($1::text[]) as t(id)`,
    [ids],
  );
  await client.query(
    `insert into carts (user_id, product_id, quantity) select id, $2, 1 from unnest($1::text[]) as t(id)`,
    [ids, product.id],
  );
  const addresses = await client.query(`select user_id, slug from addresses where user_id like '${prefix}%'`);
  const addressOf = new Map(addresses.rows.map((row) => [row.user_id, row.slug]));
  return { product, buyers: buyers.map((b) => ({ ...b, addressSlug: addressOf.get(b.id) })) };
}

/** An order unanswered this long fails the run instead of hanging it (fetch gave up after 300 s). */
const ORDER_TIMEOUT_MS = 60_000;

/**
 * One order, sent with `node:http` rather than `fetch`: the load generator shares this machine's two cores
 * with the server and PostgreSQL, and `fetch` cost it 0.86–1.47 ms of CPU per request, about half the
 * server's own; `node:http` costs it 0.2–0.5 ms (BENCHMARKS.md, session 16).
 */
function placeOrder(baseUrl, buyer, agent) {
  const started = performance.now();
  const body = JSON.stringify({
    user_slug: buyer.slug,
    address_slug: buyer.addressSlug,
    payment_method: 'cod',
  });
  return new Promise((resolve, reject) => {
    const sent = request(
      `${baseUrl}/api/orders`,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${buyer.token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          // As `fetch` and browsers ask: the server compresses its answer as it would for them.
          'accept-encoding': 'gzip, deflate',
          'idempotency-key': `${buyer.id}-checkout`,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - started }));
        response.on('error', reject);
      },
    );
    sent.setTimeout(ORDER_TIMEOUT_MS, () =>
      sent.destroy(new Error(`no answer to an order in ${ORDER_TIMEOUT_MS} ms`)),
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

function percentile(sorted, p) {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export async function runHotCheckout(baseUrl, databaseUrl) {
  const prefix = newBuyerPrefix();
  const { product, buyers } = await withClient(databaseUrl, (client) => prepare(client, prefix));
  const queue = [...buyers];
  const results = [];
  // Stock is sampled while orders run: it must never be seen below zero.
  let lowestStock = HOT_STOCK;
  let sampling = true;
  const sampler = withClient(databaseUrl, async (client) => {
    while (sampling) {
      const { rows } = await client.query('select stock from products where id = $1', [product.id]);
      lowestStock = Math.min(lowestStock, rows[0].stock);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  const started = performance.now();
  let finishedSuccessfulAt = started;
  // The buyers' connections, kept alive (one per concurrent buyer) for this run only.
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENT_BUYERS });
  let elapsedMs;
  try {
    await Promise.all(
      Array.from({ length: CONCURRENT_BUYERS }, async () => {
        for (let buyer = queue.shift(); buyer; buyer = queue.shift()) {
          const result = await placeOrder(baseUrl, buyer, agent);
          results.push(result);
          if (result.status === 201) finishedSuccessfulAt = performance.now();
        }
      }),
    );
    elapsedMs = performance.now() - started;
  } finally {
    // A failed order ends the run without leaving the sampler's connection or the buyers' sockets open.
    queue.length = 0;
    sampling = false;
    agent.destroy();
    await sampler;
  }

  const facts = await withClient(databaseUrl, async (client) => {
    const orders = await client.query(
      `select count(*)::int as n from orders where user_id like '${prefix}%'`,
    );
    const stock = await client.query('select stock from products where id = $1', [product.id]);
    return { orders: orders.rows[0].n, stock: stock.rows[0].stock };
  });
  const byStatus = {};
  for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  const created = byStatus[201] ?? 0;
  return {
    ordersPerSecond: created / ((finishedSuccessfulAt - started) / 1000),
    elapsedMs,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    created,
    byStatus,
    ordersInDatabase: facts.orders,
    finalStock: facts.stock,
    lowestStockSeen: Math.min(lowestStock, facts.stock),
    ok:
      created === HOT_STOCK &&
      facts.orders === HOT_STOCK &&
      facts.stock === 0 &&
      lowestStock >= 0 &&
      (byStatus[409] ?? 0) === buyers.length - HOT_STOCK,
  };
}
