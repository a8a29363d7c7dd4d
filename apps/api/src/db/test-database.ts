/**
 * A fresh, migrated, empty database per call, for tests anywhere in the API:
 * - by default an in-memory PGlite, started from a migrated snapshot cached on disk (keyed by the
 *   migrations and the PGlite build), so only the first test file of a run pays for initdb + migrations;
 * - with DATABASE_URL set, a throw-away PostgreSQL database cloned from a migrated template database
 *   (`CREATE DATABASE … TEMPLATE`), dropped again by `close()`.
 * "Empty" means no rows except what migrations insert (the marketplace_settings row).
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, driverOf, openDatabase } from './client.ts';
import { resolveMigrationsFolder, runMigrations } from './migrate.ts';

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  return url ? openPostgresTestDatabase(url) : openPgliteTestDatabase();
}

/** Like openTestDatabase() but not migrated: for tests of the migrations themselves. */
export async function openEmptyTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  return url ? openPostgresTestDatabase(url, { migrated: false }) : openDatabase({});
}

/** Changes whenever a migration file changes, so cached snapshots and templates never go stale. */
function migrationsFingerprint(): string {
  const folder = resolveMigrationsFolder();
  const hash = createHash('sha256');
  const files = readdirSync(folder).filter((name) => name.endsWith('.sql'));
  for (const name of files.sort()) hash.update(name).update(readFileSync(path.join(folder, name)));
  hash.update(readFileSync(path.join(folder, 'meta', '_journal.json')));
  return hash.digest('hex').slice(0, 16);
}

// --- PGlite -------------------------------------------------------------------------------------------

const SNAPSHOT_DIR = path.join(os.tmpdir(), 'shop-api-test-pglite');

/** Per-process cache; vitest runs each test file in its own process, so the disk cache does the rest. */
let snapshotPromise: Promise<Blob> | undefined;

async function openPgliteTestDatabase(): Promise<DatabaseHandle> {
  snapshotPromise ??= loadOrBuildSnapshot().catch((error: unknown) => {
    snapshotPromise = undefined;
    throw error;
  });
  const snapshot = await snapshotPromise;
  try {
    return await openDatabase({ pgliteSnapshot: snapshot });
  } catch {
    // A snapshot written by another PGlite build or cut short: rebuild it rather than fail the suite.
    snapshotPromise = buildSnapshot(snapshotFile());
    return openDatabase({ pgliteSnapshot: await snapshotPromise });
  }
}

function snapshotFile(): string {
  // The PGlite build is part of the key: a snapshot only loads into the PostgreSQL build that wrote it.
  const wasm = statSync(createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm'));
  const pgliteBuild = `${wasm.size}-${Math.trunc(wasm.mtimeMs)}`;
  return path.join(SNAPSHOT_DIR, `${migrationsFingerprint()}-${pgliteBuild}.tar`);
}

async function loadOrBuildSnapshot(): Promise<Blob> {
  const file = snapshotFile();
  try {
    return new Blob([await readFile(file)]);
  } catch {
    return buildSnapshot(file);
  }
}

async function buildSnapshot(file: string): Promise<Blob> {
  const handle = await openDatabase({});
  try {
    await runMigrations(handle);
    const driver = driverOf(handle);
    if (driver.kind !== 'pglite') throw new Error('expected PGlite');
    const snapshot = await driver.client.dumpDataDir('none');
    await writeAtomically(file, new Uint8Array(await snapshot.arrayBuffer()));
    return snapshot;
  } finally {
    await handle.close();
  }
}

/** Parallel test processes may build the same snapshot at once; rename makes the last one win whole. */
async function writeAtomically(file: string, bytes: Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file);
  // Snapshots of older migrations are dead weight (tens of MB each).
  for (const name of readdirSync(path.dirname(file))) {
    const other = path.join(path.dirname(file), name);
    if (other !== file && name.endsWith('.tar')) await rm(other, { force: true });
  }
}

// --- PostgreSQL ---------------------------------------------------------------------------------------

const TEST_DATABASE_PREFIX = 'shop_test_';
const TEMPLATE_PREFIX = 'shop_tpl_';
const TEMPLATE_BUILD_PREFIX = 'shop_tplbuild_';
/** Serialises template builds across parallel test processes (any fixed key works). */
const TEMPLATE_LOCK_KEY = 7_318_420_916;
/** Leftovers of crashed runs older than this are dropped; no test file runs this long. */
const STALE_AFTER_MS = 60 * 60 * 1000;
/** Each test file gets its own database; a small pool keeps parallel files under max_connections. */
const TEST_POOL_SIZE = 4;

let templatePromise: Promise<string> | undefined;

async function openPostgresTestDatabase(
  serverUrl: string,
  options: { migrated: boolean } = { migrated: true },
): Promise<DatabaseHandle> {
  const name = `${TEST_DATABASE_PREFIX}${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  if (options.migrated) {
    await createFromTemplate(serverUrl, name);
  } else {
    // template0 is the pristine one: nothing an administrator added to template1 leaks in.
    await withServer(serverUrl, (client) => client.query(`create database "${name}" template template0`));
  }
  const handle = await openDatabase({
    url: databaseUrl(serverUrl, name),
    poolSize: TEST_POOL_SIZE,
    // DROP DATABASE … WITH (FORCE) at teardown ends idle pooled connections (57P01); that is expected.
    onPoolError: (error) => {
      if ((error as { code?: string }).code !== '57P01') console.error('PostgreSQL pool error:', error);
    },
  });
  // Same object (driverOf() keeps working), but closing it also drops the throw-away database.
  const closeConnections = handle.close.bind(handle);
  let closing: Promise<void> | undefined;
  handle.close = () => {
    closing ??= closeConnections().then(async () => {
      await withServer(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    });
    return closing;
  };
  return handle;
}

async function createFromTemplate(serverUrl: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    templatePromise ??= ensureTemplate(serverUrl).catch((error: unknown) => {
      templatePromise = undefined;
      throw error;
    });
    const template = await templatePromise;
    try {
      await withServer(serverUrl, (client) =>
        client.query(`create database "${name}" template "${template}"`),
      );
      return;
    } catch (error) {
      // 55006: something (autovacuum) is connected to the template; 3D000: another run of different
      // migrations dropped it. Both pass on a retry.
      const code = (error as { code?: string }).code;
      if (attempt >= 5 || (code !== '55006' && code !== '3D000')) throw error;
      if (code === '3D000') templatePromise = undefined;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** The migrated template for the current migrations, built once per server by whoever comes first. */
async function ensureTemplate(serverUrl: string): Promise<string> {
  const template = `${TEMPLATE_PREFIX}${migrationsFingerprint()}`;
  return withServer(serverUrl, async (client) => {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      await dropLeftovers(client, template);
      const existing = await client.query('select 1 from pg_database where datname = $1', [template]);
      if (existing.rowCount) return template;
      // Built under another name and renamed when complete, so a crash never leaves a half-migrated template.
      const building = `${TEMPLATE_BUILD_PREFIX}${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
      await client.query(`create database "${building}" template template0`);
      const handle = await openDatabase({ url: databaseUrl(serverUrl, building), poolSize: 1 });
      try {
        await runMigrations(handle);
      } finally {
        await handle.close();
      }
      await client.query(`alter database "${building}" rename to "${template}"`);
      return template;
    } finally {
      await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
}

/** Best effort: templates of other migrations, and test databases a crashed run never dropped. */
async function dropLeftovers(client: pg.Client, currentTemplate: string): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    'select datname from pg_database where starts_with(datname, $1) or starts_with(datname, $2) or starts_with(datname, $3)',
    [TEMPLATE_PREFIX, TEMPLATE_BUILD_PREFIX, TEST_DATABASE_PREFIX],
  );
  for (const { datname } of rows) {
    const isOldTemplate = datname.startsWith(TEMPLATE_PREFIX) && datname !== currentTemplate;
    const isStale = isOlderThan(datname, STALE_AFTER_MS);
    if (!isOldTemplate && !isStale) continue;
    // Without FORCE an old template still being cloned by another run is left alone (the drop fails).
    const force = isStale ? ' with (force)' : '';
    await client.query(`drop database if exists "${datname}"${force}`).catch(() => undefined);
  }
}

/** Test and build databases carry their creation time (base 36) after the prefix. */
function isOlderThan(datname: string, ageMs: number): boolean {
  const match = /^(?:shop_test_|shop_tplbuild_)([0-9a-z]+)_/.exec(datname);
  if (!match?.[1]) return false;
  return Date.now() - Number.parseInt(match[1], 36) > ageMs;
}

function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A short-lived connection to the database named in DATABASE_URL, for CREATE/DROP DATABASE. */
async function withServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
