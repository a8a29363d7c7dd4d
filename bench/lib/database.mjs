// The benchmark's PostgreSQL databases: one per catalogue size (`bench_1000`, `bench_100000`, …) on the
// server named by BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432). A database whose catalogue
// already holds the wanted number of products is reused, since seeding 1M products takes minutes;
// `--fresh` re-seeds and `--drop` removes the databases when the run ends.
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { repoRoot } from '../storefront-server.mjs';

export const PG_SERVER_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';

export function databaseUrl(name) {
  return `${PG_SERVER_URL.replace(/\/$/, '')}/${name}`;
}

export async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function databaseExists(name) {
  return withClient(databaseUrl('postgres'), async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    return rowCount > 0;
  });
}

async function productCount(name) {
  try {
    return await withClient(databaseUrl(name), async (client) => {
      const { rows } = await client.query('select count(*)::int as n from products');
      return rows[0].n;
    });
  } catch {
    return -1;
  }
}

export async function dropDatabase(name) {
  await withClient(databaseUrl('postgres'), (client) =>
    client.query(`drop database if exists "${name}" with (force)`),
  );
}

/**
 * Vacuumed and analysed, as autovacuum keeps a database on a server that runs it (this machine's does not):
 * fresh statistics, so the planner sees the real table sizes; a visibility map, so index-only scans are
 * possible after a seed; and an earlier run's dead rows (its checkout's orders, the hot item's 1,000 stock
 * updates, carts, sessions) gone: without it a series of checkout runs fell from 360 to 60 orders/s by the
 * fourth. A fresh seed and a reused database are measured alike.
 */
async function vacuumed(name) {
  await withClient(databaseUrl(name), (client) => client.query('vacuum analyze'));
}

/**
 * A database holding a seeded catalogue of `products` products; returns its URL and the seconds spent
 * seeding (0 when reused).
 */
export async function seededDatabase(products, { fresh = false, log = console.error } = {}) {
  const name = `bench_${products}`;
  if (!fresh && (await databaseExists(name)) && (await productCount(name)) === products) {
    log(`[bench] reusing ${name} (${products.toLocaleString('en-US')} products)`);
    await vacuumed(name);
    return { url: databaseUrl(name), name, seedSeconds: 0 };
  }
  await dropDatabase(name);
  await withClient(databaseUrl('postgres'), (client) => client.query(`create database "${name}"`));
  log(`[bench] seeding ${name} with ${products.toLocaleString('en-US')} products…`);
  const started = performance.now();
  execFileSync('npm', ['run', 'seed', '--', '--products', String(products), '--reset'], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl(name), DATA_DIR: `/tmp/${name}-data` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await vacuumed(name);
  return { url: databaseUrl(name), name, seedSeconds: (performance.now() - started) / 1000 };
}
