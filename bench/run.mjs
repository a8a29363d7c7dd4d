// `npm run bench [-- --quick --duration S --warmup S --fresh --drop --write-benchmarks --no-extras]`:
// every issue-8 measurement in one script, each figure beside baseline H from the same run.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startHelloWorld } from './lib/baseline.mjs';
import { runHotCheckout } from './lib/checkout.mjs';
import { dropDatabase, seededDatabase } from './lib/database.mjs';
import { measureGrowthPoint, medianPoint } from './lib/growth.mjs';
import { CONNECTIONS, measure } from './lib/load.mjs';
import { measureLongTail } from './lib/long-tail.mjs';
import { machineDescription, renderReport, updateBenchmarksMd, writeLatest } from './lib/report.mjs';
import * as scenarios from './lib/scenarios.mjs';
import { buildIfStale, settle, startApp } from './lib/server.mjs';
import { judgeTargets } from './lib/targets.mjs';
import { repoRoot } from './storefront-server.mjs';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    fresh: { type: 'boolean', default: false },
    drop: { type: 'boolean', default: false },
    'write-benchmarks': { type: 'boolean', default: false },
    'no-extras': { type: 'boolean', default: false },
  },
});
const duration = Number(args.duration);
const warmup = Number(args.warmup);
const MAIN_SIZE = 100_000;
const GROWTH_SIZES = args.quick ? [1_000, MAIN_SIZE] : [1_000, MAIN_SIZE, 1_000_000];
const GROWTH_ROUNDS = args.quick ? 1 : 3;
const log = (line) => console.error(line);
const startedAt = performance.now();
const machine = machineDescription();

buildIfStale();
const databases = {};
for (const size of [MAIN_SIZE, ...GROWTH_SIZES.filter((s) => s !== MAIN_SIZE)]) {
  databases[size] = await seededDatabase(size, { fresh: args.fresh, log });
}
const main = databases[MAIN_SIZE];

log('[bench] baseline H…');
const hello = await startHelloWorld();
const baseline = await measure({
  baseUrl: hello.baseUrl,
  requests: [{ method: 'GET', path: '/' }],
  duration,
  warmup,
});
await hello.stop();
log(`[bench] H: ${Math.round(baseline.rps)} req/s, p99 ${baseline.p99} ms`);

const sample = await scenarios.catalogueSample(main.url);
const app = await startApp(main.url);
const results = [];
let typo;
let checkout;
let longTail;
try {
  const etag = await scenarios.listEtag(app.baseUrl);
  const ssr = scenarios.ssrRequests(sample);
  const plan = [
    ['list', 'Catalogue list `/api/products/filter?limit=24` (pages 1–10)', scenarios.listRequests()],
    [
      'conditional',
      `Conditional list (If-None-Match → 304)${etag ? '' : ' — no ETag sent!'}`,
      scenarios.listRequests().slice(0, 1),
      { headers: { 'if-none-match': etag ?? '"none"' }, expectStatus: 304 },
    ],
    [
      'filtered',
      `Filtered list (category ${sample.category} + brand ${sample.brand} + $${sample.minDollars}–${sample.maxDollars})`,
      scenarios.filteredRequests(sample),
    ],
    ['typo', `Typo search "${scenarios.TYPO_SEARCH}"`, scenarios.typoSearchRequests()],
    ['product', `Product by slug (${sample.slugs.length} products)`, scenarios.productRequests(sample)],
    ['home', 'Home data (5 calls of the home page)', scenarios.homeDataRequests()],
    // Anonymous pages come from the page cache after their first render (plugins/edge-cache.ts); the
    // growth table's `page` row measures the render itself, with the caches off.
    ['ssrHome', 'SSR `/` (page cache)', ssr.home],
    ['ssrSearch', `SSR \`/products?search=${scenarios.TYPO_SEARCH}\` (page cache)`, ssr.search],
    ['ssrProduct', 'SSR `/single_product?slug=…` (20 products, page cache)', ssr.product],
  ];
  // A freshly started server compiles its hot paths during the first seconds: warm every scenario once
  // before measuring anything, so the first scenario does not pay for it alone.
  log('[bench] warming the app up…');
  for (const [, , requests, extra = {}] of plan) {
    await measure({ baseUrl: app.baseUrl, requests, duration: warmup, warmup: 0, ...extra });
  }
  for (const [key, label, requests, extra = {}] of plan) {
    await settle(app.baseUrl);
    const result = await measure({ baseUrl: app.baseUrl, requests, duration, warmup, ...extra });
    results.push({ key, label, ...result });
    log(
      `[bench] ${key}: ${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, unexpected ${result.unexpected} ${JSON.stringify(result.statusCounts)}`,
    );
  }
  typo = { query: scenarios.TYPO_SEARCH, ...(await scenarios.typoSearchFindsIntended(app.baseUrl)) };
  log('[bench] long tail…');
  longTail = await measureLongTail({ app, databaseUrl: main.url, duration, warmup, log });
  log('[bench] hot-item checkout…');
  checkout = await runHotCheckout(app.baseUrl, main.url);
  log(
    `[bench] checkout: ${Math.round(checkout.ordersPerSecond)} orders/s, ${JSON.stringify(checkout.byStatus)}, stock ${checkout.finalStock}`,
  );
} finally {
  await app.stop();
}

// The machine's speed drifts within a minute (other tenants of the host come and go), and one size after
// the other would put that drift into the growth ratios: each size is measured in rounds, smallest first
// then largest first in turn, and each figure is the median of its rounds.
const growthRounds = Object.fromEntries(GROWTH_SIZES.map((size) => [size, []]));
for (let round = 0; round < GROWTH_ROUNDS; round += 1) {
  const order = round % 2 === 0 ? GROWTH_SIZES : [...GROWTH_SIZES].reverse();
  for (const size of order) {
    const point = await measureGrowthPoint(databases[size], {
      duration: Math.max(3, Math.round(duration / 2)),
      warmup: 1,
      log,
    });
    growthRounds[size].push(point);
  }
}
const growth = Object.fromEntries(GROWTH_SIZES.map((size) => [size, medianPoint(growthRounds[size])]));

// Page weight, Lighthouse and start-up live in their own files (run alone too); included when present.
const extras = [];
if (!args['no-extras']) {
  for (const [file, title, fn] of [
    ['page-weight.mjs', 'Page weight (first load, gzip KB)', 'measurePageWeight'],
    ['lighthouse.mjs', 'Lighthouse (mobile)', 'runLighthouse'],
    ['startup.mjs', 'Start-up on an existing PGlite database (ms to first 200)', 'measureStartup'],
  ]) {
    const full = path.join(repoRoot, 'bench', file);
    if (!existsSync(full)) continue;
    log(`[bench] ${title}…`);
    try {
      const mod = await import(full);
      extras.push({ title, rows: await mod[fn]() });
    } catch (error) {
      extras.push({ title, error: error instanceof Error ? error.message.split('\n')[0] : String(error) });
    }
  }
}

if (args.drop) for (const db of Object.values(databases)) await dropDatabase(db.name);

const run = {
  date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
  machine,
  connections: CONNECTIONS,
  duration,
  warmup,
  mainSize: MAIN_SIZE,
  argsText: process.argv.slice(2).join(' '),
  baseline,
  scenarios: results,
  typo,
  longTail,
  checkout,
  growth,
  extras,
  seeding: Object.values(databases),
  totalSeconds: (performance.now() - startedAt) / 1000,
};
run.targets = judgeTargets(run);
const markdown = renderReport(run);
writeLatest(markdown);
if (args['write-benchmarks']) updateBenchmarksMd(markdown);
console.log(markdown);
