/**
 * The double opt-in migration keeps existing subscriptions: active ones become confirmed, ended ones
 * unsubscribed. Migrates a fresh database up to the migration before it, writes subscribers the old way,
 * then applies the rest.
 */
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { migrationsFolderBefore } from '../../db/migrations-before.test-support.ts';
import { openEmptyTestDatabase } from '../../db/test-database.ts';

const DOUBLE_OPT_IN_MIGRATION = /mail_newsletter_double_opt_in$/;

let handle: DatabaseHandle | undefined;
let folder: string | undefined;
afterAll(async () => {
  await handle?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('the double opt-in migration', () => {
  it('treats existing active subscribers as confirmed and ended ones as unsubscribed', async () => {
    folder = await migrationsFolderBefore(DOUBLE_OPT_IN_MIGRATION);
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
