import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client.ts';
import { MIGRATIONS_DIR_ENV, resolveMigrationsFolder, runMigrations } from './migrate.ts';
import { openEmptyTestDatabase } from './test-database.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

async function publicTables(handle: DatabaseHandle): Promise<string[]> {
  const { rows } = await handle.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

describe('runMigrations', () => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  it('creates every table on an empty database and inserts the settings row', async () => {
    handle = await openEmptyTestDatabase();
    expect(await publicTables(handle)).toEqual([]);

    const started = performance.now();
    await runMigrations(handle);
    console.info(`migrations applied on ${handle.kind} in ${Math.round(performance.now() - started)} ms`);

    const tables = await publicTables(handle);
    expect(tables).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'accounts',
        'verifications',
        'categories',
        'sub_categories',
        'brands',
        'sellers',
        'seller_applications',
        'products',
        'carts',
        'wishlists',
        'addresses',
        'orders',
        'order_lines',
        'order_status_events',
        'coupons',
        'coupon_redemptions',
        'reviews',
        'reported_items',
        'subscribers',
        'contact_messages',
        'blogs',
        'blog_categories',
        'blog_comments',
        'sliders',
        'advertisements',
        'mega_menu_entries',
        'mega_menu_sub_categories',
        'featured_categories',
        'popular_categories',
        'flash_sales',
        'flash_sale_items',
        'marketplace_settings',
        'uploads',
      ]),
    );
    const settings = await handle.db.execute(sql`select commission_rate_bps from marketplace_settings`);
    expect(settings.rows).toEqual([{ commission_rate_bps: 1000 }]);
  });

  it('is a no-op the second time', async () => {
    handle = await openEmptyTestDatabase();
    await runMigrations(handle);
    await runMigrations(handle);
    const applied = await handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(applied.rows[0]?.n).toBeGreaterThanOrEqual(3);
    const settings = await handle.db.execute(sql`select count(*)::int as n from marketplace_settings`);
    expect(settings.rows[0]?.n).toBe(1);
  });

  it.runIf(onPostgres)('lets app instances that start together migrate one at a time', async () => {
    handle = await openEmptyTestDatabase();
    // Three concurrent runs on three pooled connections: without the advisory lock they would race to
    // create the same tables and all but one would fail.
    await Promise.all([runMigrations(handle), runMigrations(handle), runMigrations(handle)]);
    const applied = await handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const journal = JSON.parse(
      await readFile(path.join(resolveMigrationsFolder(), 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    expect(applied.rows[0]?.n).toBe(journal.entries.length);
  });
});

describe('resolveMigrationsFolder', () => {
  it('finds apps/api/drizzle from the source folder', () => {
    expect(resolveMigrationsFolder(undefined)).toBe(path.resolve(import.meta.dirname, '../../drizzle'));
  });

  it('honours an explicit folder, as the bundled server may need', async () => {
    const folder = resolveMigrationsFolder(path.resolve(import.meta.dirname, '../../drizzle'));
    expect(folder.endsWith(path.join('api', 'drizzle'))).toBe(true);
  });

  it(`names ${MIGRATIONS_DIR_ENV} when the override holds no migrations`, async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'no-migrations-'));
    try {
      expect(() => resolveMigrationsFolder(empty)).toThrow(/No drizzle migrations/);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
