/**
 * Opens the database: real PostgreSQL through a `pg` pool when a URL is given (production, several app
 * instances), otherwise embedded PGlite (WASM PostgreSQL) on disk or in memory (laptop, tests).
 * Both speak the same SQL, so the rest of the API only sees `Database`.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Assume, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { fullCollection } from '../lib/full-collection.ts';
import * as schema from './schema/index.ts';

/**
 * The part of a raw `db.execute()` result both drivers share. PGlite and node-postgres differ in the
 * rest (`affectedRows` vs `rowCount`), so count changed rows with `.returning()` instead.
 */
export interface PortableQueryResult<Row> {
  rows: Row[];
}

export interface PortableQueryResultHKT extends PgQueryResultHKT {
  type: PortableQueryResult<Assume<this['row'], Record<string, unknown>>>;
}

export type Database = PgDatabase<PortableQueryResultHKT, typeof schema>;

/**
 * A transaction handed to `db.transaction(async (tx) => …)`; repositories accept `Database | Transaction`.
 * Inside the callback use only `tx`: PGlite is a single connection that the transaction holds
 * exclusively, so a query on `db` there waits forever (on PostgreSQL it would silently escape the
 * transaction instead).
 */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a repository function runs its statements on: the database, or the transaction it is part of. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** `SELECT 1`; throws when the database is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** `postgres://…`; when set, PostgreSQL is used and `dataDir` is ignored. */
  url?: string;
  /** PGlite data folder (created if missing); `'memory://'` or undefined keeps the database in memory. */
  dataDir?: string;
  /**
   * PGlite only: start from a `dumpDataDir()` snapshot instead of an empty cluster. Tests use a migrated
   * snapshot because loading one is several times faster than initdb plus migrations.
   */
  pgliteSnapshot?: Blob;
  /**
   * PGlite only: compile its WebAssembly with V8's baseline compiler alone (`--liftoff-only`, for the
   * whole process): 55–60 MB less RSS for a server, at about 15 % more CPU per query once hot. The server
   * sets it; tests and command-line tools keep V8's default tiering, which runs their many short
   * instances faster.
   */
  baselineWasmOnly?: boolean;
  /** Upper bound of pooled PostgreSQL connections per app instance. */
  poolSize?: number;
  /**
   * Errors of idle pooled connections (e.g. the server restarted). The pool already discards the broken
   * connection; without a listener Node would crash on the emitted 'error'. Defaults to console.error.
   */
  onPoolError?: (error: Error) => void;
}

/** The driver under a handle, for code that needs more than Drizzle (migrations take a session lock). */
export type DatabaseDriver = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; client: pg.Pool };

const drivers = new WeakMap<DatabaseHandle, DatabaseDriver>();

export function driverOf(handle: DatabaseHandle): DatabaseDriver {
  const driver = drivers.get(handle);
  if (!driver) throw new Error('Not a handle returned by openDatabase()');
  return driver;
}

const DEFAULT_POOL_SIZE = 10;
/**
 * How long a query may wait for a pooled connection (queue wait plus connecting), instead of forever when
 * PostgreSQL does not answer; a refused connection fails at once anyway. It is also the queue wait of a
 * burst larger than the pool: 100 simultaneous checkouts of one product take turns on its row lock for a
 * few seconds, so 5 s turned the tail of such a burst into errors (reliability/stock-race.test.ts).
 */
const CONNECTION_TIMEOUT_MS = 15_000;
/**
 * How long a pooled connection may sit idle before the pool closes it (`pg`'s default is 10 s). A
 * connection holds its backend's catalogue caches and the plans of the prepared statements (decisions 40
 * and 46); a new one rebuilds them. Measured on `bench_100000` (load 12): a signed-in product page after
 * 12 s without traffic cost PostgreSQL 732 ms (bind 424, parse 105: the product record's first plans on a
 * new backend took 50–100 ms each) against 13 ms on warm connections. An idle backend keeps a few MB of
 * private memory; ten per instance are kept anyway while traffic flows.
 */
const IDLE_CONNECTION_MS = 10 * 60_000;

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url, options) : openPglite(options);
}

function openPostgres(url: string, options: OpenDatabaseOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? DEFAULT_POOL_SIZE,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    idleTimeoutMillis: IDLE_CONNECTION_MS,
  });
  pool.on('error', options.onPoolError ?? ((error) => console.error('PostgreSQL pool error:', error)));
  // The pool listens for errors of idle connections only. A connection checked out (e.g. held by a
  // transaction between two queries) that the server ends (restart, failover: 57P01) emits 'error' with no
  // listener, which crashed the process. Its user sees the failure on its next query and the pool drops
  // the broken connection on release, so nothing more is needed here than a listener.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db: Database = drizzleNodePg({ client: pool, schema });
  return register({ kind: 'postgres', client: pool }, db, () => pool.end());
}

/**
 * PGlite's PostgreSQL settings that size its memory (docs/decisions/0038-memory-and-wire-for-the-long-tail.md).
 * PostgreSQL's defaults (shared_buffers 128MB, max_connections 100) are sized for a server; in PGlite the
 * buffer pool lives in the WASM heap, which never shrinks, and a page missing from it is read from the
 * operating system's file cache, not the disk. 16MB held the demo catalogue's hot pages (RSS 286 → 178 MB
 * for PGlite alone after opening); one connection exists, and 20 still leaves the lock table room for a
 * migration that creates many tables in one transaction. Passed as `-c` start parameters, so the data
 * directory's postgresql.conf is left as initdb wrote it.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB', 'max_connections=20'];

/**
 * PGlite's WebAssembly (9 MB of compiled PostgreSQL) on V8's baseline compiler only
 * (docs/decisions/0043-memory-of-one-instance.md). By default V8 re-compiles the functions that get hot
 * with its optimising compiler on worker threads, whose working memory glibc keeps afterwards: 55–60 MB
 * more RSS after start, 35–50 MB more after browsing. The flag is read when a module is compiled, so it
 * must be set before PGlite's first instance; it applies to every WebAssembly module of the process, and
 * PGlite's are the only ones.
 */
function compileWasmWithBaselineOnly() {
  setFlagsFromString('--liftoff-only');
}

async function openPglite({
  dataDir,
  pgliteSnapshot,
  baselineWasmOnly,
}: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const inMemory = dataDir === undefined || dataDir === 'memory://';
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  if (baselineWasmOnly) compileWasmWithBaselineOnly();
  const runsInitdb = !pgliteSnapshot && (inMemory || !existsSync(path.join(dataDir, 'PG_VERSION')));
  const client = await PGlite.create(inMemory ? 'memory://' : dataDir, {
    // PGlite ships contrib extensions as separate bundles that must be loaded at start-up;
    // `CREATE EXTENSION pg_trgm` (migration 0000) and every trigram query fail without this.
    extensions: { pg_trgm },
    ...(pgliteSnapshot ? { loadDataDir: pgliteSnapshot } : {}),
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])],
  });
  if (runsInitdb) releaseInitdbMemory();
  const db: Database = drizzlePglite({ client, schema });
  return register({ kind: 'pglite', client }, db, () => client.close());
}

/**
 * initdb runs in a second WASM instance whose heap (about 400 MB of RSS) is garbage once the cluster
 * exists, but V8 only frees a WebAssembly memory in a full garbage collection, which a quiet server may not
 * run for hours: a first start held 650 MB RSS against 410 MB for the next start on the same data. One
 * full collection right after initdb returns it (`gc` is exposed for this call only, as `--expose-gc`
 * would).
 */
function releaseInitdbMemory() {
  fullCollection()?.();
}

function register(driver: DatabaseDriver, db: Database, closeDriver: () => Promise<void>): DatabaseHandle {
  let closing: Promise<void> | undefined;
  const handle: DatabaseHandle = {
    db,
    kind: driver.kind,
    async ping() {
      await db.execute(sql`select 1`);
    },
    close() {
      // Idempotent: shutdown paths (SIGTERM, test teardown) may both call it.
      closing ??= closeDriver();
      return closing;
    },
  };
  drivers.set(handle, driver);
  return handle;
}
