// `npm run bench:facets [-- --size 1000000 | --url postgres://…/db] [--duration 10 --warmup 3 --fresh]`: the
// issue-16 target alone, without the whole `npm run bench`: a faceted, filtered list (and the same with an
// option value chosen) at one catalogue size, uncached, 10 connections, p99 ≤ 60 ms. Seeds `bench_<size>` on
// BENCH_PG_URL the first time (a million products take many minutes) and reuses it afterwards, or measures
// the seeded database `--url` names as it is (a copy, to compare two builds on the same data).
import { parseArgs } from 'node:util';
import { seededDatabase, withClient } from './lib/database.mjs';
import { GROWTH_CONNECTIONS } from './lib/growth.mjs';
import { measure } from './lib/load.mjs';
import { catalogueSample, facetedOptionRequests, facetedRequests, optionSample } from './lib/scenarios.mjs';
import { buildIfStale, startApp } from './lib/server.mjs';

const { values: args } = parseArgs({
  options: {
    size: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    fresh: { type: 'boolean', default: false },
    url: { type: 'string' },
  },
});
const TARGET_P99_MS = 60;
const log = (line) => console.error(line);

const productCount = (url) =>
  withClient(
    url,
    async (client) => (await client.query('select count(*)::int as n from products')).rows[0].n,
  );

buildIfStale();
const database = args.url
  ? { url: args.url }
  : await seededDatabase(Number(args.size), { fresh: args.fresh, log });
const size = args.url ? await productCount(args.url) : Number(args.size);
const sample = await catalogueSample(database.url);
const optionFilter = await optionSample(database.url);
const app = await startApp(database.url, { CATALOGUE_CACHE_ENTRIES: '0', PAGE_CACHE_ENTRIES: '0' });
const rows = [];
try {
  for (const [key, requests] of [
    ['faceted', facetedRequests(sample)],
    ['facetedOptions', facetedOptionRequests(optionFilter)],
  ]) {
    if (requests.length === 0) continue;
    const result = await measure({
      baseUrl: app.baseUrl,
      requests,
      duration: Number(args.duration),
      warmup: Number(args.warmup),
      connections: GROWTH_CONNECTIONS,
    });
    const ok = result.p99 <= TARGET_P99_MS && result.requests > 0 && result.unexpected === 0;
    rows.push(
      `| ${key} | ${requests[0].path} | ${result.p50} | ${result.p99} | ${Math.round(result.rps)} | ${ok ? 'met' : 'MISSED'} |`,
    );
    log(
      `[bench] ${key}: p50 ${result.p50} ms, p99 ${result.p99} ms, ${Math.round(result.rps)} req/s, unexpected ${result.unexpected} ${JSON.stringify(result.statusCounts)}`,
    );
  }
} finally {
  await app.stop();
}
console.log(
  [
    `Facets at ${size.toLocaleString('en-US')} products (uncached, ${GROWTH_CONNECTIONS} connections, target p99 ≤ ${TARGET_P99_MS} ms)`,
    '',
    '| scenario | first request | p50 ms | p99 ms | req/s | target |',
    '|---|---|---:|---:|---:|---|',
    ...rows,
  ].join('\n'),
);
