/**
 * The address book migration (decision 0025) on a database holding addresses and orders from before it: every
 * row stays with its fields as typed, a country typed as a code, an English name or a common alias gets its ISO
 * code, an unknown one keeps a null code, and old orders keep their delivery copy with the new fields empty.
 */
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser } from '../test-support/catalogue-fixtures.ts';
import type { DatabaseHandle } from './client.ts';
import { runMigrations } from './migrate.ts';
import { migrationsFolderBefore } from './migrations-before.test-support.ts';
import { openEmptyTestDatabase } from './test-database.ts';

const ADDRESS_BOOK_MIGRATION = /_address_book$/;

describe('the address book migration', () => {
  let handle: DatabaseHandle | undefined;
  let folder: string | undefined;
  afterAll(async () => {
    await handle?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('keeps every address and order, and gives known countries their ISO code', async () => {
    handle = await openEmptyTestDatabase();
    folder = await migrationsFolderBefore(ADDRESS_BOOK_MIGRATION);
    await runMigrations(handle, { migrationsFolder: folder });
    const { db } = handle;
    const buyer = await createUser(db);

    // Addresses and an order as the schema before the book held them (written in SQL: the fixtures write
    // today's columns).
    const typed = [
      ['United Kingdom', 'GB'],
      [' usa ', 'US'],
      ['de', 'DE'],
      ['CZECH REPUBLIC', 'CZ'],
      ['Atlantis', null],
    ] as const;
    for (const [index, [country]] of typed.entries()) {
      await db.execute(sql`
        insert into addresses (user_id, name, phone, country, state, city, address, is_default)
        values (${buyer.id}, ${`Name ${index}`}, '+1 555-0100', ${country}, 'Somewhere', 'Town',
          ${`${index} Old Street`}, ${index === 0})`);
    }
    await db.execute(sql`
      insert into orders (user_id, subtotal_cents, total_cents, payment_method, shipping_name, shipping_phone,
        shipping_country, shipping_city, shipping_address)
      values (${buyer.id}, 1200, 1200, 'cod', 'Ada', '+1 555 0100', 'Springfield Land', 'Springfield', '1 Main St')`);
    const before = await db.execute(sql`select * from addresses order by id`);

    await runMigrations(handle);

    const after = await db.execute<Record<string, unknown>>(sql`select * from addresses order by id`);
    expect(after.rows).toHaveLength(typed.length);
    for (const [index, row] of after.rows.entries()) {
      // Every column the row had keeps its value; the new ones are added beside them.
      expect(row).toMatchObject(before.rows[index] as Record<string, unknown>);
      expect(row).toMatchObject({
        country_code: typed[index]?.[1],
        postal_code: null,
        address_line2: null,
      });
    }
    const orders = await db.execute(sql`select * from orders`);
    expect(orders.rows).toEqual([
      expect.objectContaining({
        shipping_name: 'Ada',
        shipping_country: 'Springfield Land',
        shipping_address: '1 Main St',
        shipping_country_code: null,
        shipping_postal_code: null,
        shipping_address_line2: null,
      }),
    ]);
    // The new column holds codes only.
    await expect(db.execute(sql`update addresses set country_code = 'gb'`)).rejects.toThrow();
  }, 180_000);
});
