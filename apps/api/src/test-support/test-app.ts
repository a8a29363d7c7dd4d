import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from '../db/test-database.ts';
import { type Env, parseEnv } from '../env.ts';
import type { SocialEndpointOverrides } from '../plugins/auth.ts';
import type { WebOptions } from '../plugins/web.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  env: Env;
  close(): Promise<void>;
}

/**
 * The whole app on a fresh, migrated, empty database (in-memory PGlite, or a throw-away PostgreSQL
 * database when DATABASE_URL is set). `prepare` may register extra routes before the app is ready.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    prepare?: (app: FastifyInstance) => void | Promise<void>;
    /** Google/Facebook endpoints on a local OIDC server (see plugins/auth.ts). */
    socialEndpoints?: SocialEndpointOverrides;
    /** Serve a storefront build too (its server entry loads only when a page is asked for). */
    web?: WebOptions;
  } = {},
): Promise<TestApp> {
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // Tests stand in for an admin by editing user and session rows by hand, which the session cache
    // cannot see (it is voided by writes through the API): off unless a test turns it on.
    SESSION_CACHE_ENTRIES: '0',
    ...options.env,
  });
  const database = await openTestDatabase();
  const app = await buildApp({
    env,
    database,
    socialEndpoints: options.socialEndpoints,
    ...(options.web ? { web: options.web } : {}),
  });
  await options.prepare?.(app);
  await app.ready();
  return {
    app,
    database,
    env,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
