import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { driverOf, openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';
import { categories } from './schema/index.ts';
import { openTestDatabase } from './test-database.ts';

describe('openDatabase', () => {
  it('answers ping, raw rows and typed queries, and closes idempotently', async () => {
    const handle = await openTestDatabase();
    expect(handle.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    await expect(handle.ping()).resolves.toBeUndefined();

    const { rows } = await handle.db.execute<{ answer: number }>(sql`select 41 + 1 as answer`);
    expect(rows).toEqual([{ answer: 42 }]);
    await handle.db.insert(categories).values({ name: 'Watches', slug: 'watches' });
    expect(await handle.db.select({ slug: categories.slug }).from(categories)).toEqual([{ slug: 'watches' }]);

    await handle.close();
    await handle.close();
    await expect(handle.ping()).rejects.toThrow();
  });

  describe('embedded PGlite on disk', () => {
    const parent = mkdtemp(path.join(os.tmpdir(), 'shop-pglite-'));
    afterAll(async () => rm(await parent, { recursive: true, force: true }));

    it('creates the data folder and keeps the data across restarts', async () => {
      const dataDir = path.join(await parent, 'nested', 'pglite');
      const first = await openDatabase({ dataDir });
      await runMigrations(first);
      await first.db.insert(categories).values({ name: 'Shoes', slug: 'shoes' });
      await first.close();

      const second = await openDatabase({ dataDir });
      try {
        await runMigrations(second);
        expect(await second.db.select({ slug: categories.slug }).from(categories)).toEqual([
          { slug: 'shoes' },
        ]);
      } finally {
        await second.close();
      }
    });
  });

  it('ping throws when PostgreSQL is unreachable', async () => {
    // Port 9 (discard) refuses connections at once on any test machine.
    const handle = await openDatabase({ url: 'postgres://nobody@127.0.0.1:9/none', onPoolError: () => {} });
    try {
      await expect(handle.ping()).rejects.toThrow();
    } finally {
      await handle.close();
    }
  });

  it('keeps idle PostgreSQL connections for minutes, not the driver default of 10 s', async () => {
    // A new connection plans the prepared statements anew: a page after a pause cost 732 ms, not 13.
    const handle = await openDatabase({ url: 'postgres://nobody@127.0.0.1:9/none', onPoolError: () => {} });
    try {
      const driver = driverOf(handle);
      if (driver.kind !== 'postgres') throw new Error('expected a pool');
      expect(driver.client.options.idleTimeoutMillis).toBeGreaterThanOrEqual(5 * 60_000);
    } finally {
      await handle.close();
    }
  });
});
