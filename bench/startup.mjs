// Start-up time with an existing PGlite database (target: <= 2 s from start to the first 200). Seeds one
// data dir with a first start (not timed), then starts the built server on it `runs` times and reports the
// milliseconds from spawn to the first 200 on `/api/health` and on `/` (separate starts, so each figure is
// a true cold start of its own), with the server's RSS at that first 200 (and the first start's, which
// migrates and seeds the demo, beside it: the memory targets are on PGlite with the demo).
// Alone: `node bench/startup.mjs [runs]`.
import { readFileSync, rmSync } from 'node:fs';
import {
  longTailListPath,
  longTailSearchPath,
  seededRandom,
  ssrListPath,
  ssrProductPath,
} from './lib/long-tail.mjs';
import { buildIfStale, freePort, isMain, makeDataDir, spawnServer } from './storefront-server.mjs';

export const TARGET_MS = 2000;
/** Memory targets of one instance on PGlite with the demo: after start, and after the long tail. */
export const RSS_TARGET_MB = { start: 250, longTail: 350 };
/** Requests of the long tail on the demo, and how many are in flight at once. */
const LONG_TAIL_REQUESTS = 600;
const LONG_TAIL_CONCURRENCY = 4;

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const pick = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { medianMs: Math.round(pick(0.5)), minMs: Math.round(sorted[0]), maxMs: Math.round(sorted.at(-1)) };
}

/**
 * CPU time (user + system) the process has used so far, from /proc (Linux; null elsewhere). On a shared,
 * busy machine the wall time stretches with the load; the CPU time much less so.
 */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** Resident memory of a process in MB, from /proc (Linux; null elsewhere). */
function rssMbOf(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

async function timedStart(dataDir, readyPath, timeoutMs = 120_000) {
  const server = spawnServer({ dataDir, port: await freePort(), readyPath, timeoutMs });
  try {
    const wallMs = await server.ready;
    return { wallMs, cpuMs: cpuMsOf(server.child.pid), rssMb: rssMbOf(server.child.pid) };
  } finally {
    await server.stop();
  }
}

/**
 * What the long-tail generators (bench/lib/long-tail.mjs) draw from, read from the demo catalogue through
 * the API: category + brand pairs, product slugs and the words of product names.
 */
export async function demoSample(baseUrl) {
  const products = [];
  for (let page = 1; page <= 10; page += 1) {
    const answer = await (await fetch(`${baseUrl}/api/products/filter?limit=100&page=${page}`)).json();
    products.push(...answer.filteredProducts);
    if (answer.filteredProducts.length < 100) break;
  }
  const pairs = new Map();
  const words = new Map();
  for (const product of products) {
    if (product.catSlug && product.brandSlug) {
      pairs.set(`${product.catSlug} ${product.brandSlug}`, {
        category: product.catSlug,
        brand: product.brandSlug,
      });
    }
    for (const word of product.productName.toLowerCase().split(/[^a-z]+/)) {
      if (word.length >= 4) words.set(word, (words.get(word) ?? 0) + 1);
    }
  }
  return {
    pairs: [...pairs.values()],
    slugs: products.map((product) => product.slug),
    words: [...words.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 400)
      .map(([word]) => word),
  };
}

/**
 * The long tail on PGlite with the demo: a restart, its RSS 3 s after the first 200, then
 * `LONG_TAIL_REQUESTS` seeded long-tail URLs (API lists and searches, SSR product and list pages, as
 * `npm run bench:long-tail` sends to PostgreSQL), a few at a time, and the RSS 3 s after the last answer.
 */
async function longTailOnDemo(dataDir) {
  const server = spawnServer({ dataDir, port: await freePort() });
  try {
    await server.ready;
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const startRssMb = rssMbOf(server.child.pid);
    const sample = await demoSample(server.baseUrl);
    const random = seededRandom(21);
    const makers = [longTailListPath, longTailSearchPath, ssrProductPath, ssrListPath];
    let next = 0;
    let failed = 0;
    const worker = async () => {
      while (next < LONG_TAIL_REQUESTS) {
        const make = makers[next % makers.length];
        next += 1;
        const response = await fetch(`${server.baseUrl}${make(random, sample)}`);
        await response.arrayBuffer();
        if (!response.ok) failed += 1;
      }
    };
    await Promise.all(Array.from({ length: LONG_TAIL_CONCURRENCY }, worker));
    await new Promise((resolve) => setTimeout(resolve, 3000));
    return { startRssMb, longTailRssMb: rssMbOf(server.child.pid), failed };
  } finally {
    await server.stop();
  }
}

/**
 * Rows `{ path, runs, medianMs, minMs, maxMs, medianCpuMs, medianRssMb, firstStartRssMb, pass }` for
 * `/api/health` and `/`, then one row for the memory of a restart before and after the long tail on the
 * demo (`startRssMb`, `longTailRssMb`, `rssPass` against `RSS_TARGET_MB`).
 */
export async function measureStartup({ runs = Number(process.env.STARTUP_RUNS ?? 5) } = {}) {
  buildIfStale();
  const dataDir = makeDataDir();
  try {
    // First start migrates and seeds the demo catalogue: that is the "existing database" the runs reuse.
    const first = await timedStart(dataDir, '/api/health', 600_000);
    const rows = [];
    for (const path of ['/api/health', '/']) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) samples.push(await timedStart(dataDir, path));
      const summary = stats(samples.map((sample) => sample.wallMs));
      const cpu = samples.every((sample) => sample.cpuMs !== null)
        ? stats(samples.map((sample) => sample.cpuMs)).medianMs
        : null;
      const rss = samples.every((sample) => sample.rssMb !== null)
        ? stats(samples.map((sample) => sample.rssMb)).medianMs
        : null;
      rows.push({
        path,
        runs,
        ...summary,
        medianCpuMs: cpu,
        medianRssMb: rss,
        firstStartRssMb: first.rssMb,
        pass: summary.medianMs <= TARGET_MS,
      });
    }
    const tail = await longTailOnDemo(dataDir);
    rows.push({
      path: `long tail on the demo (${LONG_TAIL_REQUESTS} requests, ${tail.failed} failed)`,
      runs: 1,
      startRssMb: tail.startRssMb,
      longTailRssMb: tail.longTailRssMb,
      firstStartRssMb: first.rssMb,
      rssPass:
        tail.startRssMb !== null && tail.longTailRssMb !== null
          ? tail.startRssMb <= RSS_TARGET_MB.start && tail.longTailRssMb <= RSS_TARGET_MB.longTail
          : null,
    });
    return rows;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  const runs = process.argv[2] ? Number(process.argv[2]) : undefined;
  console.table(await measureStartup({ runs }));
}
