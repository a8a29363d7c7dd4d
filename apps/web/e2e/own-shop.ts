import { mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../api/src/app.ts';
import type { DatabaseHandle } from '../../api/src/db/client.ts';
import { openTestDatabase } from '../../api/src/db/test-database.ts';
import { parseEnv } from '../../api/src/env.ts';
import { demoImageCache, root } from './build-once.ts';

/**
 * A shop of the journey's own: this run's storefront build on a fresh, empty database, listening on a free
 * port in this process, for journeys whose data must not reach the demo shop the other journeys share.
 */
/** A port free now, for a shop whose PUBLIC_URL (the links in its mails) must name its own address. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export interface OwnShop {
  app: FastifyInstance;
  database: DatabaseHandle;
  origin: string;
  close(): Promise<void>;
}

/**
 * `demo: true` seeds the demo marketplace (the same seed as the shared demo shop, so the same products and
 * accounts) before the app starts, and serves its pictures from the run's demo image cache: for journeys
 * that need the demo shop as seeded, untouched by the other journeys (e.g. the visual baselines).
 */
export async function startOwnShop(
  env: Record<string, string> = {},
  options: { port?: number; demo?: boolean } = {},
): Promise<OwnShop> {
  const database = await openTestDatabase();
  let uploadsDir: string | undefined;
  if (options.demo) {
    uploadsDir = path.join(root, 'data/e2e', `own-shop-${process.pid}-${Date.now()}`, 'uploads');
    mkdirSync(uploadsDir, { recursive: true });
    mkdirSync(demoImageCache, { recursive: true });
    symlinkSync(demoImageCache, path.join(uploadsDir, 'demo'), 'dir');
    const { seedDemoMarketplace } = await import('../../api/src/db/seed/seed.ts');
    await seedDemoMarketplace(database, { uploadsDir });
  }
  const app = await buildApp({
    env: parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      // A journey signs its few accounts in a dozen times or more within minutes (the sign-in limit is 10
      // per e-mail in 15 minutes), as the shared demo shop allows (global-setup.ts).
      ABUSE_LIMIT_FACTOR: '20',
      ...env,
    }),
    database,
    uploadsDir,
    web: { buildDir: inject('webBuildDir') },
  });
  await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    app,
    database,
    origin,
    async close() {
      await app.close();
      await database.close();
      if (uploadsDir) rmSync(path.dirname(uploadsDir), { recursive: true, force: true });
    },
  };
}
