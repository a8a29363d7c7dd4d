// `npm run bench:memory [-- --products N | --pglite [--data-dir DIR]] [--requests N] [--concurrency N]`:
// the resident memory of one instance against its targets. The built server (with the environment
// `npm start` gives it) starts on the seeded PostgreSQL catalogue of N products (default 100,000), or on
// PGlite with the demo (`--pglite`: a data dir seeded by a first start, or `--data-dir` kept from an
// earlier run); its RSS is read 3 s after the first 200, right after a burst of long-tail requests (N of
// each kind: API list, API search, SSR product page, SSR list page, anonymous, drawn by the seeded
// generators of `bench/lib/long-tail.mjs`, `--concurrency` at a time), and 10 s later, idle.
// A fixed number of requests does the same work at any load (bench:long-tail runs for a duration, so how
// much it sends follows the host's load), which is what makes two runs on a shared host compare.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { seededDatabase } from './lib/database.mjs';
import {
  longTailListPath,
  longTailSample,
  longTailSearchPath,
  rssMb,
  seededRandom,
  ssrListPath,
  ssrProductPath,
} from './lib/long-tail.mjs';
import { BENCH_AUTH_SECRET } from './lib/server.mjs';
import { demoSample, RSS_TARGET_MB } from './startup.mjs';
import { buildIfStale, freePort, makeDataDir, spawnServer } from './storefront-server.mjs';

/** The PostgreSQL target (one instance, after the long tail as after start). */
const POSTGRES_RSS_TARGET_MB = 200;

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    pglite: { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
    requests: { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '20' },
  },
});
const log = (line) => console.error(line);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

async function startServer(dataDir, env) {
  const server = spawnServer({ dataDir, port: await freePort(), timeoutMs: 600_000, env });
  await server.ready;
  return server;
}

/** `requests` of each long-tail kind, interleaved, `concurrency` in flight; returns the non-200s by status. */
async function burst(baseUrl, sample, requests, concurrency) {
  const random = seededRandom(21);
  const makers = [longTailListPath, longTailSearchPath, ssrProductPath, ssrListPath];
  const total = requests * makers.length;
  let next = 0;
  const failed = {};
  const worker = async () => {
    while (next < total) {
      const make = makers[next % makers.length];
      next += 1;
      // A connection the server closed (its request timeout, under a loaded host) counts as a failure.
      const status = await fetch(`${baseUrl}${make(random, sample)}`)
        .then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        })
        .catch(() => 'closed');
      if (status !== 200) failed[status] = (failed[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failed;
}

/**
 * Where a process's RSS sits, in MB, from /proc/<pid>/smaps: mapped files (node's code, libraries), the
 * main thread's malloc heap (`[heap]`, grown by brk, which glibc can only shrink from its top), and every
 * other anonymous mapping (V8's heap pages, PGlite's WebAssembly memory, other threads' malloc arenas,
 * blocks malloc mapped apart).
 */
function rssParts(pid) {
  const parts = { files: 0, mallocHeap: 0, otherAnonymous: 0 };
  let part = 'otherAnonymous';
  try {
    for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
      const mapping = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
      if (mapping) {
        const name = mapping[1];
        part = name.startsWith('/') ? 'files' : name === '[heap]' ? 'mallocHeap' : 'otherAnonymous';
      } else if (line.startsWith('Rss:')) {
        parts[part] += Number(/(\d+)/.exec(line)[1]);
      }
    }
  } catch {
    return null;
  }
  return Object.fromEntries(Object.entries(parts).map(([key, kb]) => [key, Math.round(kb / 1024)]));
}

const describeParts = (parts) =>
  parts
    ? `files ${parts.files}, main malloc heap ${parts.mallocHeap}, other anonymous ${parts.otherAnonymous}`
    : '';

buildIfStale();
const requests = Number(args.requests);
const concurrency = Number(args.concurrency);
const loadBefore = loadAverage();
const dataDir = args['data-dir'] ?? makeDataDir();
let env;
let where;
let sampleOf;
if (args.pglite) {
  where = 'PGlite with the demo';
  env = { SEED_DEMO: 'true' };
  if (!existsSync(dataDir) || readdirSync(dataDir).length === 0) {
    log(`[bench] first start on ${dataDir}: migrating and seeding the demo…`);
    await (await startServer(dataDir, env)).stop();
  }
  sampleOf = (server) => demoSample(server.baseUrl);
} else {
  const database = await seededDatabase(Number(args.products), { log });
  where = `${Number(args.products).toLocaleString('en-US')} products on PostgreSQL`;
  env = { DATABASE_URL: database.url, SEED_DEMO: 'false', AUTH_SECRET: BENCH_AUTH_SECRET };
  sampleOf = () => longTailSample(database.url);
}
const server = await startServer(dataDir, env);
try {
  const pid = server.child.pid;
  await sleep(3000);
  const afterStart = rssMb(pid);
  const startParts = rssParts(pid);
  const sample = await sampleOf(server);
  const started = performance.now();
  const failed = await burst(server.baseUrl, sample, requests, concurrency);
  const seconds = (performance.now() - started) / 1000;
  const afterBurst = rssMb(pid);
  const burstParts = rssParts(pid);
  await sleep(10_000);
  const idle = rssMb(pid);
  const idleParts = rssParts(pid);
  const targets = args.pglite
    ? `targets ${RSS_TARGET_MB.start} MB after start, ${RSS_TARGET_MB.longTail} MB after the long tail`
    : `target ${POSTGRES_RSS_TARGET_MB} MB`;
  console.log(
    `Memory of one instance, ${where}, load average before ${loadBefore}, after ${loadAverage()} (${targets}):\n`,
  );
  console.log('| moment | RSS MB | of which (MB) |\n|---|---:|---|');
  console.log(`| 3 s after the first 200 | ${afterStart} | ${describeParts(startParts)} |`);
  console.log(
    `| right after ${(requests * 4).toLocaleString('en-US')} long-tail requests, ${concurrency} at a time (${seconds.toFixed(0)} s, not 200: ${JSON.stringify(failed)}) | ${afterBurst} | ${describeParts(burstParts)} |`,
  );
  console.log(`| 10 s later, idle | ${idle} | ${describeParts(idleParts)} |`);
} finally {
  await server.stop();
  if (!args['data-dir']) rmSync(dataDir, { recursive: true, force: true });
}
