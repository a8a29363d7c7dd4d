import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../app.ts';
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
    /** @fastify/under-pressure options that put the app under pressure (plugins/overload.ts). */
    pressure?: AppDeps['pressure'];
  } = {},
): Promise<TestApp> {
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // Tests stand in for an admin by editing user and session rows by hand, which the session cache
    // cannot see (it is voided by writes through the API): off unless a test turns it on.
    SESSION_CACHE_ENTRIES: '0',
    // No load shedding: a loaded CI runner must not turn a test's request away (decision 0057).
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    ...options.env,
  });
  const database = await openTestDatabase();
  const app = await buildApp({
    env,
    database,
    socialEndpoints: options.socialEndpoints,
    pressure: options.pressure,
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
