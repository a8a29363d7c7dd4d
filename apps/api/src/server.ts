import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { InvalidEnvironmentError, parseEnv } from './env.ts';

/**
 * The app's modules (Fastify, better-auth, the routes, the seed) and the storefront's server build, loaded
 * while PGlite starts: PGlite spends much of its start compiling WebAssembly off the main thread, so the
 * two overlap instead of adding up (issue 8: an existing database answers within 2 s). plugins/web.ts
 * imports the same storefront build URL, which is then already in the module cache.
 */
function loadStartupModules(webServerEntry: string | undefined) {
  if (webServerEntry && existsSync(webServerEntry)) {
    // Only a warm-up: a failure surfaces, with its message, where plugins/web.ts imports it.
    import(pathToFileURL(webServerEntry).href).catch(() => undefined);
  }
  const modules = Promise.all([
    import('./app.ts'),
    import('./db/seed/seed.ts'),
    import('./modules/users/users.admin-bootstrap.ts'),
  ]).then(([app, seed, adminBootstrap]) => ({
    buildApp: app.buildApp,
    seedDemoIfEmpty: seed.seedDemoIfEmpty,
    ensureAdminFromEnv: adminBootstrap.ensureAdminFromEnv,
  }));
  // Handled where it is awaited; until then a failure must not count as an unhandled rejection.
  modules.catch(() => undefined);
  return modules;
}

/** Start-up order: settings, database, migrations, demo data, app, listen; SIGTERM drains and closes. */
async function main() {
  const env = parseEnv();
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dataDir = path.resolve(env.DATA_DIR);
  const uploadsDir = path.join(dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  const webBuildDir = env.WEB_BUILD_DIR
    ? path.resolve(env.WEB_BUILD_DIR)
    : path.resolve(here, '../../web/build');
  const viteRoot =
    env.NODE_ENV === 'development' && here.endsWith('src') ? path.resolve(here, '../../web') : undefined;
  const modules = loadStartupModules(viteRoot ? undefined : path.join(webBuildDir, 'server/index.js'));

  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: path.join(dataDir, 'pglite'),
    poolSize: env.DATABASE_POOL_SIZE,
  });
  await runMigrations(database);
  const { buildApp, seedDemoIfEmpty, ensureAdminFromEnv } = await modules;
  if (env.SEED_DEMO) await seedDemoIfEmpty(database, { uploadsDir, log: (line) => console.log(line) });
  await ensureAdminFromEnv(database, env, (line) => console.log(line));

  const app = await buildApp({
    env,
    database,
    uploadsDir,
    web: {
      buildDir: webBuildDir,
      publicUrl: env.PUBLIC_URL,
      // `npm run dev` runs this file from source: serve the storefront through Vite with HMR.
      viteRoot,
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

  await app.listen({ host: env.HOST, port: env.PORT });
}

main().catch((error: unknown) => {
  if (error instanceof InvalidEnvironmentError) {
    console.error(error.message);
  } else {
    console.error('Start-up failed:', error);
  }
  process.exit(1);
});
