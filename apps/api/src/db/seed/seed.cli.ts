/**
 * `npm run seed -- [--products N] [--reset]`: migrates, then loads the demo marketplace when the
 * catalogue is empty (or after emptying every table with --reset), and prints what it wrote.
 *
 * Database: DATABASE_URL (PostgreSQL) or else PGlite in `<DATA_DIR>/pglite`; demo images go to
 * `<DATA_DIR>/uploads/demo`. Stop a server using the same PGlite folder first: PGlite allows one process.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '../client.ts';
import { runMigrations } from '../migrate.ts';
import { DEFAULT_DEMO_PRODUCTS, isCatalogueEmpty, seedDemoMarketplace } from './seed.ts';
import { truncateAllTables } from './seed-reset.ts';

const USAGE = `Usage: npm run seed -- [--products N] [--reset]
  --products N  products to generate (default ${DEFAULT_DEMO_PRODUCTS})
  --reset       empty every table first (no confirmation), then seed
Environment: DATABASE_URL (PostgreSQL; else PGlite in <DATA_DIR>/pglite), DATA_DIR (default ./data at the repository root)`;

/** src/db/seed → repository root; npm workspaces run this with cwd = apps/api, so cwd is not the root. */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

export interface SeedCliOptions {
  products: number;
  reset: boolean;
  help: boolean;
}

export function parseSeedArgs(argv: readonly string[]): SeedCliOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      products: { type: 'string', short: 'n' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  const raw = values.products ?? String(DEFAULT_DEMO_PRODUCTS);
  // Accept 100000, 100_000 and 100,000.
  const products = Number(raw.replace(/[_,]/g, ''));
  if (!Number.isInteger(products) || products < 0) {
    throw new Error(`--products must be a whole number ≥ 0, got "${raw}"`);
  }
  return { products, reset: values.reset ?? false, help: values.help ?? false };
}

/**
 * A relative DATA_DIR means relative to where the user typed the command: npm sets INIT_CWD to that
 * folder, whereas cwd is apps/api. Unset, it is `<repo>/data`, the same folder `npm start` uses.
 */
export function resolveDataDir(env: NodeJS.ProcessEnv = process.env): string {
  if (!env.DATA_DIR) return path.join(REPO_ROOT, 'data');
  return path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR);
}

async function main(): Promise<void> {
  let options: SeedCliOptions;
  try {
    options = parseSeedArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const started = performance.now();
  const dataDir = resolveDataDir();
  const url = process.env.DATABASE_URL || undefined;
  console.log(`Database: ${url ? redact(url) : `PGlite in ${path.join(dataDir, 'pglite')}`}`);

  const handle = await openDatabase({ url, dataDir: path.join(dataDir, 'pglite') });
  try {
    await runMigrations(handle);
    if (options.reset) {
      const tables = await truncateAllTables(handle.db);
      console.log(`Emptied ${tables.length} tables.`);
    } else if (!(await isCatalogueEmpty(handle.db))) {
      console.log('The database already holds a catalogue; nothing to do. Use --reset to replace it.');
      return;
    }
    const summary = await seedDemoMarketplace(handle, {
      uploadsDir: path.join(dataDir, 'uploads'),
      products: options.products,
      log: (line) => console.log(line),
    });
    const { elapsedMs, ...counts } = summary;
    console.table(counts);
    console.log(
      `Seeded in ${(elapsedMs / 1000).toFixed(1)} s (${((performance.now() - started) / 1000).toFixed(1)} s with migrations).`,
    );
  } finally {
    await handle.close();
  }
}

/** Keeps the password out of terminal scroll-back and CI logs. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'PostgreSQL';
  }
}

// Only when run as a script, so tests can import the argument parsing.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error('Seeding failed:', error);
    process.exitCode = 1;
  });
}
