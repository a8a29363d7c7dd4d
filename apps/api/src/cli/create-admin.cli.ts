/**
 * `npm run create-admin -- --email admin@example.com --password '…' [--name 'Shop Admin']`
 *
 * Creates the admin (or promotes the account of that e-mail and sets its password) in the database the
 * server uses: DATABASE_URL when set, else the embedded PGlite under DATA_DIR (default `<repo>/data`).
 * npm runs workspace scripts inside apps/api, so a relative DATA_DIR is resolved from where `npm` was
 * started (INIT_CWD), like the server started from the repository root. Stop a PGlite server first: the
 * embedded database accepts one process at a time.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { AdminInputError, upsertAdmin } from '../modules/users/users.admin-bootstrap.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export function resolveDataDir(
  dataDir: string | undefined = process.env.DATA_DIR,
  baseDir: string = process.env.INIT_CWD ?? repoRoot,
): string {
  return path.resolve(baseDir, dataDir || './data');
}

const usage = 'Usage: npm run create-admin -- --email <email> --password <password> [--name <full name>]';

export async function main(argv: string[] = process.argv.slice(2)): Promise<number> {
  let values: { email?: string; password?: string; name?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  if (!values.email || !values.password) {
    console.error(usage);
    return 2;
  }

  const url = process.env.DATABASE_URL || undefined;
  const dataDir = resolveDataDir();
  const database = await openDatabase({ url, dataDir: path.join(dataDir, 'pglite') });
  try {
    await runMigrations(database);
    const result = await upsertAdmin(
      database,
      { email: values.email, password: values.password, fullName: values.name },
      { setPassword: true },
    );
    const where = url ? 'PostgreSQL (DATABASE_URL)' : path.join(dataDir, 'pglite');
    console.log(`Admin ${result.email} ${result.outcome} (slug ${result.slug}) in ${where}`);
    return 0;
  } catch (error) {
    if (error instanceof AdminInputError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  } finally {
    await database.close();
  }
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('create-admin failed:', error);
      process.exit(1);
    },
  );
}
