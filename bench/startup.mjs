// Start-up time with an existing PGlite database (target: <= 2 s from start to the first 200). Seeds one
// data dir with a first start (not timed), then starts the built server on it `runs` times and reports the
// milliseconds from spawn to the first 200 on `/api/health` and on `/` (separate starts, so each figure is
// a true cold start of its own), with the server's RSS at that first 200 (and the first start's, which
// migrates and seeds the demo, beside it: the memory targets are on PGlite with the demo).
// Alone: `node bench/startup.mjs [runs]`.
import { readFileSync, rmSync } from 'node:fs';
import { buildIfStale, freePort, isMain, makeDataDir, spawnServer } from './storefront-server.mjs';

export const TARGET_MS = 2000;

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
 * Rows `{ path, runs, medianMs, minMs, maxMs, medianCpuMs, medianRssMb, firstStartRssMb, pass }` for
 * `/api/health` and `/`.
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
    return rows;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  const runs = process.argv[2] ? Number(process.argv[2]) : undefined;
  console.table(await measureStartup({ runs }));
}
