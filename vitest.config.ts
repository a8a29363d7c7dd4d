import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Browser journeys that start a shop of their own (e2e/own-shop.ts) and touch nothing of the shared demo
 * shop: they run beside the other projects' files. Every other journey, and any new one until it is listed
 * here, runs one at a time on the shared demo shop after them.
 */
const ownShopJourneys = [
  'accounts',
  'address-book',
  'back-office',
  'flash-sale-price',
  'guest-after-order',
  'guest-checkout',
  'moderation',
  'newsletter',
  'page-cache',
  'returns',
  'stored-xss',
].map((name) => `apps/web/e2e/${name}.e2e.ts`);

/**
 * One `npm test` runs every project: pure shared code, the API through `app.inject` on a fresh database
 * per file (in-memory PGlite, or PostgreSQL when DATABASE_URL is set), server-rendered components, and
 * browser journeys in Debian's Chromium against the built app.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core CI machine, where
    // an API file spends its time in PGlite's one thread and the second core idled (decision 47).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          // Files share a worker's module cache (decision 56): each builds its own app on its own database,
          // and importing the app anew per file was a third of the project's CPU.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      { test: { name: 'web', include: ['apps/web/app/**/*.test.{ts,tsx}'] } },
      {
        test: {
          name: 'e2e-own-shop',
          include: ownShopJourneys,
          globalSetup: ['apps/web/e2e/global-setup.own-shops.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          exclude: ownShopJourneys,
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
