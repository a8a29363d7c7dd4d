// `node bench/search.mjs [--sizes 1000000 | --url postgres://…/db] [--duration S --warmup S]`: only the search figures,
// without the rest of `npm run bench` (which measures them too, in its growth table and targets).
// Per catalogue size: suggestions and the typo search, uncached (catalogue and page caches off), 10
// connections, beside baseline H measured in the same run. Reuses the `bench_N` databases of
// `npm run bench` (seeding one when missing; BENCH_PG_URL names the server), or measures the seeded
// database `--url` names as it is.
import { parseArgs } from 'node:util';
import { startHelloWorld } from './lib/baseline.mjs';
import { seededDatabase, withClient } from './lib/database.mjs';
import { GROWTH_CONNECTIONS } from './lib/growth.mjs';
import { measure } from './lib/load.mjs';
import { suggestionRequests, TYPO_SEARCH, typoSearchRequests } from './lib/scenarios.mjs';
import { buildIfStale, startApp } from './lib/server.mjs';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    url: { type: 'string' },
  },
});
const duration = Number(args.duration);
const warmup = Number(args.warmup);
const productCount = (url) =>
  withClient(
    url,
    async (client) => (await client.query('select count(*)::int as n from products')).rows[0].n,
  );
const databases = args.url
  ? [{ size: await productCount(args.url), url: args.url }]
  : args.sizes.split(',').map((size) => ({ size: Number(size) }));
/** at 1M products, uncached, p99 ≤ 30 ms for suggestions and ≤ 60 ms for a typo search. */
const TARGET_P99_MS = { suggest: 30, search: 60 };
const log = (line) => console.error(line);

buildIfStale();
const hello = await startHelloWorld();
const baseline = await measure({
  baseUrl: hello.baseUrl,
  requests: [{ method: 'GET', path: '/' }],
  duration,
  warmup,
  connections: GROWTH_CONNECTIONS,
});
await hello.stop();
log(`[bench] H: ${Math.round(baseline.rps)} req/s, p99 ${baseline.p99} ms`);

const rows = [];
for (const { size, url } of databases) {
  const database = url ? { url } : await seededDatabase(size, { log });
  const app = await startApp(database.url, { CATALOGUE_CACHE_ENTRIES: '0', PAGE_CACHE_ENTRIES: '0' });
  try {
    for (const [key, label, requests] of [
      ['suggest', 'Suggestions (7 texts typed, misspelt, completed)', suggestionRequests()],
      ['search', `Typo search "${TYPO_SEARCH}"`, typoSearchRequests()],
    ]) {
      const m = await measure({
        baseUrl: app.baseUrl,
        requests,
        duration,
        warmup,
        connections: GROWTH_CONNECTIONS,
      });
      rows.push({ size, key, label, ...m });
      log(`[bench] ${size} ${key}: p50 ${m.p50} ms, p99 ${m.p99} ms, ${Math.round(m.rps)} req/s`);
    }
  } finally {
    await app.stop();
  }
}

console.log(`Baseline H (10 connections): ${Math.round(baseline.rps)} req/s, p99 ${baseline.p99} ms\n`);
console.log('| products | scenario | req/s | × H | p50 ms | p99 ms | target p99 | met |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) {
  const target = TARGET_P99_MS[row.key];
  const judged = row.size >= 1_000_000 ? (row.p99 <= target ? 'yes' : 'no') : '– (below 1M)';
  console.log(
    `| ${row.size.toLocaleString('en')} | ${row.label} | ${Math.round(row.rps)} | ${(row.rps / baseline.rps).toFixed(3)} | ${row.p50} | ${row.p99} | ≤ ${target} | ${judged} |`,
  );
}
