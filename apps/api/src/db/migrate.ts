/**
 * Applies the committed SQL migrations in apps/api/drizzle. Runs at every start-up; applied migrations
 * are recorded in `drizzle.__drizzle_migrations`, so a second run is a no-op.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { type DatabaseHandle, driverOf } from './client.ts';

/** Environment variable that points at the migrations folder when it is not next to the code. */
export const MIGRATIONS_DIR_ENV = 'MIGRATIONS_DIR';

/**
 * Arbitrary but fixed key of the PostgreSQL advisory lock taken around migrations, so that app
 * instances starting together apply them one at a time (the others wait, then find nothing to do).
 */
const MIGRATION_LOCK_KEY = 7_318_420_915;

/**
 * Finds the drizzle folder: `override`, else $MIGRATIONS_DIR, else next to this file. The source lives
 * in apps/api/src/db/ (folder at ../../drizzle) and the esbuild bundle in apps/api/dist/ (../drizzle).
 */
export function resolveMigrationsFolder(
  override: string | undefined = process.env[MIGRATIONS_DIR_ENV],
): string {
  if (override) {
    const folder = path.resolve(override);
    if (!isMigrationsFolder(folder))
      throw new Error(`No drizzle migrations (meta/_journal.json) in ${folder}`);
    return folder;
  }
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../drizzle'), path.resolve(here, '../../drizzle')];
  const folder = candidates.find(isMigrationsFolder);
  if (!folder) {
    throw new Error(
      `No drizzle migrations found (looked in ${candidates.join(', ')}); set ${MIGRATIONS_DIR_ENV}`,
    );
  }
  return folder;
}

function isMigrationsFolder(folder: string): boolean {
  return existsSync(path.join(folder, 'meta', '_journal.json'));
}

export async function runMigrations(
  handle: DatabaseHandle,
  options: { migrationsFolder?: string } = {},
): Promise<void> {
  const migrationsFolder = resolveMigrationsFolder(options.migrationsFolder);
  const driver = driverOf(handle);
  if (driver.kind === 'pglite') {
    // PGlite is one connection owned by this process: nothing else can migrate concurrently.
    await migratePglite(drizzlePglite({ client: driver.client }), { migrationsFolder });
    return;
  }
  await migratePostgresUnderLock(driver.client, migrationsFolder);
}

async function migratePostgresUnderLock(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  // Session-level advisory locks belong to one connection, so lock, migrate and unlock on the same one.
  const connection = await pool.connect();
  let broken: Error | undefined;
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg({ client: connection }), { migrationsFolder });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // A connection that failed mid-way may still hold the lock; destroying it releases the lock for sure.
    connection.release(broken);
  }
}
