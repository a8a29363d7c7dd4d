/**
 * The double opt-in migration keeps existing subscriptions: active ones become confirmed, ended ones
 * unsubscribed. Migrates a fresh database up to the migration before it, writes subscribers the old way,
 * then applies the rest.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { resolveMigrationsFolder, runMigrations } from '../../db/migrate.ts';
import { openEmptyTestDatabase } from '../../db/test-database.ts';

const TAG = 'mail_newsletter_double_opt_in';

let handle: DatabaseHandle | undefined;
let folder: string | undefined;
afterAll(async () => {
  await handle?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** A copy of the migrations folder whose journal stops before the double opt-in migration. */
async function migrationsBeforeDoubleOptIn(): Promise<string> {
  const source = resolveMigrationsFolder(undefined);
  const copy = await mkdtemp(path.join(os.tmpdir(), 'migrations-before-opt-in-'));
  await cp(source, copy, { recursive: true });
  const journalPath = path.join(copy, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag.endsWith(TAG));
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  await writeFile(journalPath, JSON.stringify(journal));
  return copy;
}

describe('the double opt-in migration', () => {
  it('treats existing active subscribers as confirmed and ended ones as unsubscribed', async () => {
    folder = await migrationsBeforeDoubleOptIn();
    handle = await openEmptyTestDatabase();
    await runMigrations(handle, { migrationsFolder: folder });
    await handle.db.execute(
      sql`insert into subscribers (email, status) values ('kept@example.test', 'active'), ('gone@example.test', 'inactive')`,
    );

    await runMigrations(handle);
    const { rows } = await handle.db.execute<{
      email: string;
      status: string;
      state: string;
      confirmed: boolean;
      unsubscribed: boolean;
    }>(
      sql`select email, status, state, confirmed_at is not null as confirmed, unsubscribed_at is not null as unsubscribed
          from subscribers order by email`,
    );
    expect(rows).toEqual([
      {
        email: 'gone@example.test',
        status: 'inactive',
        state: 'unsubscribed',
        confirmed: false,
        unsubscribed: true,
      },
      {
        email: 'kept@example.test',
        status: 'active',
        state: 'confirmed',
        confirmed: true,
        unsubscribed: false,
      },
    ]);
  }, 240_000); // Migrating twice on a loaded machine takes a while.
});
