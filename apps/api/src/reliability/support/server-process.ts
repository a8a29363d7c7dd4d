/**
 * Real API server processes for the reliability tests: the production bundle of src/server.ts, started
 * with `node` on a free port, as a shop owner runs it.
 *
 * The bundle is built by esbuild into a private folder per test file (never the shared apps/api/dist, which
 * an e2e run may be rewriting at the same moment). These tests only call `/api/*`, so the storefront is a
 * stub build: React Router's request handler loads the build lazily, on the first page request, which
 * never comes — this saves the minute-long `vite build` on a 2-core CI machine.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';

const apiRoot = path.resolve(import.meta.dirname, '../../..');

export interface ServerBundle {
  serverJs: string;
  webBuildDir: string;
  dataDir: string;
  remove(): void;
}

/**
 * The server entry bundled for this test file alone, with npm packages left external (quicker to build
 * than apps/api/build.mjs, which also bundles pure-JS packages; the process behaviour under test is the
 * same code either way).
 */
export async function buildServerBundle(): Promise<ServerBundle> {
  // Under apps/api so the bundle resolves apps/api/node_modules and finds ../../drizzle like dist/ does.
  const folder = path.join(apiRoot, 'dist', `reliability-${process.pid}-${randomBytes(3).toString('hex')}`);
  await build({
    entryPoints: [path.join(apiRoot, 'src/server.ts')],
    outdir: folder,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-npm-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@shop/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  const webBuildDir = path.join(folder, 'web-stub');
  mkdirSync(path.join(webBuildDir, 'server'), { recursive: true });
  mkdirSync(path.join(webBuildDir, 'client/assets'), { recursive: true });
  writeFileSync(path.join(webBuildDir, 'server/index.js'), 'export const routes = {};\n');
  const dataDir = path.join(folder, 'data');
  mkdirSync(dataDir, { recursive: true });
  return {
    serverJs: path.join(folder, 'server.js'),
    webBuildDir,
    dataDir,
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** stderr and stdout so far, for failure messages. */
  output(): string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

export const TEST_AUTH_SECRET = 'reliability-secret-0123456789abcdef0123456789';

/** Starts `node server.js` with production settings plus `env`, and waits until /api/health answers 200. */
export async function startServer(bundle: ServerBundle, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [bundle.serverJs], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: bundle.dataDir,
      WEB_BUILD_DIR: bundle.webBuildDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'error',
      SEED_DEMO: 'false',
      // No load shedding: tests kill and restart this server on a loaded runner (decision 0057).
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      AUTH_SECRET: TEST_AUTH_SECRET,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const server: ServerProcess = {
    url,
    child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  try {
    await waitForHealth(server, 60_000);
  } catch (error) {
    await server.stop('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return server;
}

/** Polls /api/health until it answers 200; fails early when the process exits. */
export async function waitForHealth(server: ServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null)
      throw new Error(`The server exited with code ${server.child.exitCode}`);
    try {
      const response = await fetch(`${server.url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not become healthy within ${timeoutMs} ms`);
}
