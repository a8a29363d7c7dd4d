// `npm run bench:overload [-- --url postgres://…/db] [--busy N] [--requests N] [--concurrency N] [--browser]`:
// what the storefront answers when its host is overloaded. The built server (as `npm start` runs it) starts on
// a seeded PostgreSQL catalogue (default bench_100000; the run only reads it) beside `--busy` child processes
// that each spin one core (default 2), and takes a long-tail burst: `--requests` of each kind (API list, API
// search, SSR product page, SSR `/products` page, anonymous, from the seeded generators of
// bench/lib/long-tail.mjs), `--concurrency` in flight (default 20). Every answer that is not a 200 is counted
// by kind: its status and whether it carried Retry-After, a body cut off part-way, a connection closed before
// any answer, or no answer within `--timeout` seconds. A 5xx other than 503 is a bug; so is a cut page.
// The server's whole log goes to a file (printed path), and its error and warning lines are summed up.
// `fetch` sends `User-Agent: node`, which React Router's entry takes for a bot (whole page before the first
// byte); `--browser` sends a browser's, so pages stream from their shell as a shopper's do.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { databaseUrl, withClient } from './lib/database.mjs';
import {
  longTailListPath,
  longTailSample,
  longTailSearchPath,
  seededRandom,
  ssrListPath,
  ssrProductPath,
} from './lib/long-tail.mjs';
import { BENCH_AUTH_SECRET } from './lib/server.mjs';
import { buildIfStale, freePort, makeDataDir, spawnServer } from './storefront-server.mjs';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: databaseUrl('bench_100000') },
    busy: { type: 'string', default: '2' },
    requests: { type: 'string', default: '100' },
    concurrency: { type: 'string', default: '20' },
    timeout: { type: 'string', default: '150' },
    browser: { type: 'boolean', default: false },
    log: { type: 'string' },
  },
});
const BROWSER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const KINDS = [
  ['apiList', longTailListPath],
  ['apiSearch', longTailSearchPath],
  ['ssrProduct', ssrProductPath],
  ['ssrList', ssrListPath],
];

/** Processes that each keep one core busy, as other tenants of an overloaded host would. */
function startBusyLoops(count) {
  return Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
}

/** CPU seconds a process has used (user + system), from /proc/<pid>/stat (clock ticks of 1/100 s). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** What one request got: 200, a status with or without Retry-After, or how the connection failed. */
async function oneRequest(url, timeoutMs) {
  const started = performance.now();
  let response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: args.browser ? { 'user-agent': BROWSER_AGENT, accept: 'text/html' } : {},
    });
  } catch (error) {
    return { outcome: error.name === 'TimeoutError' ? 'no answer in time' : 'closed unanswered' };
  }
  try {
    await response.arrayBuffer();
  } catch (error) {
    return { outcome: error.name === 'TimeoutError' ? 'body not finished in time' : 'body cut off' };
  }
  const ms = performance.now() - started;
  if (response.status === 200) return { outcome: '200', ms };
  const retryAfter = response.headers.get('retry-after');
  return { outcome: `${response.status} ${retryAfter ? 'with' : 'without'} Retry-After`, ms };
}

/** Every kind in turn, `concurrency` in flight, until `requests` of each have been answered. */
async function burst(baseUrl, sample, requests, concurrency, timeoutMs) {
  const random = seededRandom(21);
  const total = requests * KINDS.length;
  const byKind = Object.fromEntries(KINDS.map(([kind]) => [kind, { outcomes: {}, ms200: [] }]));
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const [kind, make] = KINDS[next % KINDS.length];
      next += 1;
      const result = await oneRequest(`${baseUrl}${make(random, sample)}`, timeoutMs);
      const tally = byKind[kind];
      tally.outcomes[result.outcome] = (tally.outcomes[result.outcome] ?? 0) + 1;
      if (result.outcome === '200') tally.ms200.push(result.ms);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return byKind;
}

const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
};

/** The server's pino lines at warn (40) and above, grouped by level and message. */
function logSummary(file) {
  const groups = new Map();
  const errorLines = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      errorLines.push(line.slice(0, 300)); // not pino: an uncaught error's stack, console.error
      continue;
    }
    if (entry.level < 40) continue;
    const key = `${entry.level >= 50 ? 'error' : 'warn'}: ${entry.msg}${entry.err?.message ? ` (${entry.err.message.slice(0, 120)})` : ''}`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
    if (entry.level >= 50 && errorLines.length < 20) errorLines.push(line.slice(0, 600));
  }
  return { groups, errorLines };
}

buildIfStale();
const requests = Number(args.requests);
const concurrency = Number(args.concurrency);
const products = await withClient(
  args.url,
  async (client) => (await client.query('select count(*)::int as n from products')).rows[0].n,
);
const dataDir = makeDataDir();
const logFile = args.log ?? path.join(os.tmpdir(), `bench-overload-${process.pid}.log`);
const server = spawnServer({
  dataDir,
  port: await freePort(),
  logFile,
  env: { DATABASE_URL: args.url, SEED_DEMO: 'false', AUTH_SECRET: BENCH_AUTH_SECRET },
});
let busy = [];
try {
  await server.ready;
  const sample = await longTailSample(args.url);
  const loadBefore = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
  busy = startBusyLoops(Number(args.busy));
  const cpuBefore = cpuSeconds(server.child.pid);
  const started = performance.now();
  const byKind = await burst(server.baseUrl, sample, requests, concurrency, Number(args.timeout) * 1000);
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuSeconds(server.child.pid) - cpuBefore;
  const loadAfter = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
  console.log(
    `Overload, ${products.toLocaleString('en-US')} products on PostgreSQL, ${args.busy} busy loop(s), ${requests} requests of each kind, ${concurrency} at a time${args.browser ? ', browser User-Agent' : ''}; load average before ${loadBefore}, after ${loadAfter}; ${seconds.toFixed(0)} s, server CPU ${cpu.toFixed(1)} s:\n`,
  );
  console.log('| kind | 200 | p50 of 200s ms | p99 of 200s ms | not 200 |\n|---|---:|---:|---:|---|');
  const totals = {};
  for (const [kind, tally] of Object.entries(byKind)) {
    const { 200: ok = 0, ...others } = tally.outcomes;
    for (const [outcome, count] of Object.entries(others)) totals[outcome] = (totals[outcome] ?? 0) + count;
    const text = Object.entries(others)
      .map(([outcome, count]) => `${count} × ${outcome}`)
      .join(', ');
    console.log(
      `| ${kind} | ${ok} | ${percentile(tally.ms200, 50) ?? '–'} | ${percentile(tally.ms200, 99) ?? '–'} | ${text || 'none'} |`,
    );
  }
  console.log(`\nNot 200, all kinds: ${JSON.stringify(totals)}`);
  const { groups, errorLines } = logSummary(logFile);
  console.log(`\nServer log (${logFile}), warnings and errors:`);
  for (const [key, count] of groups) console.log(`  ${count} × ${key}`);
  if (errorLines.length > 0) console.log(`\nFirst error lines:\n${errorLines.join('\n')}`);
} finally {
  for (const child of busy) child.kill('SIGKILL');
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
