import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { isCatalogueEmpty } from './db/seed/catalogue-emptiness.ts';
import { InvalidEnvironmentError, parseEnv } from './env.ts';
import { catalogueVersionOf } from './kernel/catalogue-memo.ts';
import { limitHeapGrowth } from './lib/heap-growth.ts';
import { collectWhenIdle } from './lib/idle-collection.ts';
import { facetEngineOf } from './modules/products/products.facet-engine.ts';
import { suggestionEngineOf } from './modules/products/products.suggestion-engine.ts';
import { ensureAdminFromEnv } from './modules/users/users.admin-bootstrap.ts';

/** Start-up order: settings, database, migrations, demo data, app, listen; SIGTERM drains and closes. */
async function main() {
  const env = parseEnv();
  limitHeapGrowth(env.HEAP_GROWTH_PERCENT, env.HEAP_GROWTH_MIN_MB);
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dataDir = path.resolve(env.DATA_DIR);
  const uploadsDir = path.join(dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });

  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: path.join(dataDir, 'pglite'),
    poolSize: env.DATABASE_POOL_SIZE,
    // One long-lived process: PGlite's memory matters more than its last 15 % of query speed.
    baselineWasmOnly: true,
  });
  await runMigrations(database);
  // The seeding code and its demo data load only when there is something to seed (a fast restart).
  if (env.SEED_DEMO && (await isCatalogueEmpty(database.db))) {
    const { drawDemoImagesApart } = await import('./db/seed/demo-images-apart.ts');
    await drawDemoImagesApart(path.join(uploadsDir, 'demo'), (line) => console.log(line));
    const { seedDemoIfEmpty } = await import('./db/seed/seed.ts');
    await seedDemoIfEmpty(database, { uploadsDir, log: (line) => console.log(line) });
  }
  await ensureAdminFromEnv(database, env, (line) => console.log(line));

  const app = await buildApp({
    env,
    database,
    uploadsDir,
    web: {
      buildDir: env.WEB_BUILD_DIR ? path.resolve(env.WEB_BUILD_DIR) : path.resolve(here, '../../web/build'),
      publicUrl: env.PUBLIC_URL,
      // `npm run dev` runs this file from source: serve the storefront through Vite with HMR.
      viteRoot:
        env.NODE_ENV === 'development' && here.endsWith('src') ? path.resolve(here, '../../web') : undefined,
    },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const forceExit = setTimeout(() => process.exit(1), 15_000);
    forceExit.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  // The suggestion index (decision 44) is built before the first keystroke can wait for it: milliseconds
  // for the demo, 10–20 s at a million products.
  // The facet index (decision 65) is built beside it, so a large catalogue's first faceted lists need not
  // fall back to the database's bounded counts; a failed build is left to the first listing to retry.
  await app.ready();
  const started = Date.now();
  const [suggestionsMs, facetsMs] = await Promise.all([
    suggestionEngineOf(app.db).warm(),
    facetEngineOf(app.db)
      .build(catalogueVersionOf(app))
      .then(
        () => Date.now() - started,
        () => null,
      ),
  ]);
  app.log.info({ suggestionsMs, facetsMs }, 'suggestion and facet indexes built');
  await app.listen({ host: env.HOST, port: env.PORT });
  // The heap pages a burst of requests grew go back to the system once the server is idle again.
  collectWhenIdle(app.server);
}

main().catch((error: unknown) => {
  if (error instanceof InvalidEnvironmentError) {
    console.error(error.message);
  } else {
    console.error('Start-up failed:', error);
  }
  process.exit(1);
});
