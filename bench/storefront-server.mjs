// Shared by the storefront benchmarks (page weight, Lighthouse, start-up): build the app when its sources
// are newer than the build, then run the built server on a free port with its own temporary DATA_DIR
// (PGlite; the demo catalogue seeds on the first start), and wait until it answers.
import { execSync, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIsStale, repoRoot } from '../scripts/build-state.mjs';

export { repoRoot };

// BENCH_SERVER_ENTRY: time another build of the server (e.g. a baseline) against the same data.
export const serverEntry = process.env.BENCH_SERVER_ENTRY ?? path.join(repoRoot, 'apps/api/dist/server.js');
export const webClientDir = path.join(repoRoot, 'apps/web/build/client');

/** Same rule as `npm start` (scripts/build-state.mjs): rebuild when any output is missing or stale. */
export function buildIfStale() {
  if (buildIsStale()) {
    console.error('[bench] building the storefront and the API…');
    execSync('npm run build', { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export function makeDataDir() {
  return mkdtempSync(path.join(tmpdir(), 'bench-storefront-'));
}

/**
 * The malloc settings `npm start` gives the server (the `export MALLOC_…="${…-value}"` lines of
 * scripts/start.sh), so a bench measures the memory an operator gets. `BENCH_MALLOC_ENV=off` leaves them
 * out, to measure without them; a value already in the environment wins, as with `npm start`.
 */
export function launcherMallocEnv() {
  if (process.env.BENCH_MALLOC_ENV === 'off') return {};
  const script = readFileSync(path.join(repoRoot, 'scripts/start.sh'), 'utf8');
  return Object.fromEntries(
    [...script.matchAll(/^export (MALLOC_\w+)="\$\{\1-([^}]*)\}"$/gm)].map((match) => [match[1], match[2]]),
  );
}

/**
 * Spawns the built server; `ready` resolves with ms from spawn to the first 200 on `readyPath`. `logFile`
 * keeps the server's whole log (its stdout and stderr) in that file; otherwise only stderr's tail is kept.
 */
export function spawnServer({
  dataDir,
  port,
  readyPath = '/api/health',
  timeoutMs = 120_000,
  env = {},
  logFile,
}) {
  const startedAt = performance.now();
  // BENCH_NODE_FLAGS passes flags to the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const logFd = logFile ? openSync(logFile, 'w') : undefined;
  const child = spawn(process.execPath, [...nodeFlags, serverEntry], {
    cwd: repoRoot,
    env: {
      ...launcherMallocEnv(),
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', logFd ?? 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
    if (logFd !== undefined) writeSync(logFd, chunk);
  });
  if (logFd !== undefined) child.once('exit', () => closeSync(logFd));
  const baseUrl = `http://127.0.0.1:${port}`;
  const ready = waitFor200(`${baseUrl}${readyPath}`, child, timeoutMs, () => stderr).then(
    () => performance.now() - startedAt,
  );
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  return { child, baseUrl, ready, stop, startedAt };
}

async function waitFor200(url, child, timeoutMs, stderr) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no 200 from ${url} within ${timeoutMs} ms: ${stderr()}`);
}

/**
 * Runs `fn(baseUrl)` against `baseUrl` when given; otherwise builds if stale, starts a server on a fresh
 * temporary data dir (seeding the demo catalogue), runs `fn`, and cleans up.
 */
export async function withStorefront(baseUrl, fn) {
  if (baseUrl) return fn(baseUrl.replace(/\/$/, ''));
  buildIfStale();
  const dataDir = makeDataDir();
  const server = spawnServer({ dataDir, port: await freePort() });
  try {
    await server.ready;
    return await fn(server.baseUrl);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A product slug from the demo catalogue, for `/single_product?slug=…`. */
export async function sampleProductSlug(baseUrl) {
  const response = await fetch(`${baseUrl}/api/products/filter?limit=1`);
  if (!response.ok) throw new Error(`GET /api/products/filter answered ${response.status}`);
  const body = await response.json();
  const items = body.filteredProducts ?? [];
  const slug = items[0]?.slug;
  if (!slug) throw new Error('no product in the catalogue to measure');
  return slug;
}

/** The three storefront pages the issue measures. */
export async function storefrontRoutes(baseUrl) {
  const slug = await sampleProductSlug(baseUrl);
  return [
    { name: '/', path: '/' },
    { name: '/products', path: '/products' },
    { name: '/single_product', path: `/single_product?slug=${encodeURIComponent(slug)}` },
  ];
}

export function isMain(importMetaUrl) {
  return process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(importMetaUrl);
}
