import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildOnce, demoImageCache, root } from './build-once.ts';
import { createTemporaryPostgresDatabase } from './temporary-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The storefront build of this run, for journeys that start their own in-process server. */
    webBuildDir: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become healthy within ${timeoutMs} ms`);
}

/**
 * The demo shop the journeys share: this run's build (build-once.ts), started on a free port with a fresh
 * database and the demo catalogue. Its journeys run one at a time, after the other projects, since they
 * sign the same demo accounts in and change the same catalogue.
 */
export default async function setup(project: TestProject) {
  // Each run gets its own data folder, so two runs on one machine never share a database; the drawn demo
  // images live in one cache folder linked into every run.
  const dataDir = path.join(root, 'data/e2e', `run-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  const webBuildDir = buildOnce();
  mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  mkdirSync(demoImageCache, { recursive: true });
  symlinkSync(demoImageCache, path.join(dataDir, 'uploads/demo'), 'dir');
  const database = process.env.DATABASE_URL
    ? await createTemporaryPostgresDatabase(process.env.DATABASE_URL)
    : null;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_BUILD_DIR: webBuildDir,
      DATABASE_URL: database?.url ?? '',
      LOG_LEVEL: 'warn',
      // No load shedding: a browser journey on a loaded runner must not get the busy page (decision 0057).
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      AUTH_SECRET: 'e2e-secret-0123456789abcdef0123456789abcdef',
      // Two dozen journey files sign the same demo accounts in from 127.0.0.1 within minutes.
      ABUSE_LIMIT_FACTOR: '20',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, child, 180_000);
  project.provide('baseUrl', baseUrl);
  project.provide('webBuildDir', webBuildDir);

  return async () => {
    child.kill('SIGTERM');
    const exitCode = await new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webBuildDir, { recursive: true, force: true });
    // SIGTERM must drain and exit cleanly, not be killed by the 15 s safety timer.
    if (exitCode !== 0) throw new Error(`The server exited with code ${exitCode} after SIGTERM`);
  };
}
