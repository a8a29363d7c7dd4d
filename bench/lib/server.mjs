// The app under test: the built server (`apps/api/dist/server.js`, rebuilt only when stale) in a child
// process on PostgreSQL, in production mode, without the demo seeding on start.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildIfStale, freePort, makeDataDir, spawnServer } from '../storefront-server.mjs';

/** A fixed secret, so the checkout scenario can mint session tokens straight into the database. */
export const BENCH_AUTH_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

export { buildIfStale };

export async function startApp(databaseUrl, extraEnv = {}) {
  const dataDir = makeDataDir();
  // The server's warnings and errors, for a scenario that went wrong (`logTail`).
  const logFile = path.join(dataDir, 'server.log');
  const server = spawnServer({
    dataDir,
    logFile,
    port: await freePort(),
    env: {
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      AUTH_SECRET: BENCH_AUTH_SECRET,
      ...extraEnv,
    },
  });
  await server.ready;
  return {
    baseUrl: server.baseUrl,
    /** The server's process id, for its RSS (`/proc/<pid>/status`). */
    pid: server.child.pid,
    /** The last `lines` lines the server has logged so far (warnings and errors; LOG_LEVEL is warn). */
    logTail: (lines = 20) => readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n'),
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until the app answers a health check quickly again: requests of the previous scenario still queued
 * in the server (autocannon stops sending, the server keeps rendering) must not slow down the next one.
 */
export async function settle(baseUrl, { quickMs = 25, timeoutMs = 60_000 } = {}) {
  const deadline = performance.now() + timeoutMs;
  let quickInARow = 0;
  while (quickInARow < 3 && performance.now() < deadline) {
    const started = performance.now();
    try {
      await (await fetch(`${baseUrl}/api/health`)).arrayBuffer();
      quickInARow = performance.now() - started <= quickMs ? quickInARow + 1 : 0;
    } catch {
      quickInARow = 0;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
