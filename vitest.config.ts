import { defineConfig } from 'vitest/config';

/**
 * One `npm test` runs every project: pure shared code, the API through `app.inject` on a fresh database
 * per file (in-memory PGlite, or PostgreSQL when DATABASE_URL is set), server-rendered components, and
 * browser journeys in Debian's Chromium against the built app.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      { test: { name: 'web', include: ['apps/web/app/**/*.test.{ts,tsx}'] } },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
