import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../api/src/app.ts';
import type { DatabaseHandle } from '../../api/src/db/client.ts';
import { openTestDatabase } from '../../api/src/db/test-database.ts';
import { parseEnv } from '../../api/src/env.ts';

/**
 * A shop of the journey's own: this run's storefront build on a fresh, empty database, listening on a free
 * port in this process, for journeys whose data must not reach the demo shop the other journeys share.
 */
export interface OwnShop {
  app: FastifyInstance;
  database: DatabaseHandle;
  origin: string;
  close(): Promise<void>;
}

export async function startOwnShop(env: Record<string, string> = {}): Promise<OwnShop> {
  const database = await openTestDatabase();
  const app = await buildApp({
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env }),
    database,
    web: { buildDir: inject('webBuildDir') },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    app,
    database,
    origin,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
