import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createTemporaryPostgresDatabase } from './temporary-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The storefront build of this run, for journeys that start their own in-process server. */
    webBuildDir: string;
  }
}

const root = path.resolve(import.meta.dirname, '../../..');

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

/** Builds the app once, starts it on a free port with a fresh database and the demo catalogue. */
export default async function setup(project: TestProject) {
  // vitest sets NODE_ENV=test; the journeys must run the same production build a shop owner serves.
  // Each run gets its own data and build folders (so two runs on one machine never share a database or
  // swap each other's assets); the drawn demo images live in one cache folder linked into every run.
  const dataDir = path.join(root, 'data/e2e', `run-${process.pid}`);
  // (The build sits under apps/web so its server bundle resolves apps/web/node_modules, but outside
  // apps/web/build, which every `npm run build` empties, even while a journey runs.)
  const webBuildDir = path.join(root, 'apps/web/.e2e/build', `run-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(webBuildDir, { recursive: true, force: true });
  const buildEnv = { ...process.env, NODE_ENV: 'production', WEB_BUILD_DIR: webBuildDir };
  execSync('npm run build', { cwd: root, stdio: 'inherit', env: buildEnv });
  const imageCache = path.join(root, 'data/e2e/demo-images');
  mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  mkdirSync(imageCache, { recursive: true });
  symlinkSync(imageCache, path.join(dataDir, 'uploads/demo'), 'dir');
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
