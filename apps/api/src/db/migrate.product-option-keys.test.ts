/**
 * The migration that keeps each product's option values on its row (`option_keys`, `option_labels`,
 * decision 48) on a database that holds variants from before it: it fills the arrays of the products it
 * finds, and its triggers keep them true whatever writes the variants afterwards (a new variant, an edited
 * or deleted one, a product that loses all its values, one with too many to fit an index row).
 */
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createProduct } from '../test-support/catalogue-fixtures.ts';
import type { Database, DatabaseHandle } from './client.ts';
import { runMigrations } from './migrate.ts';
import { migrationsFolderBefore } from './migrations-before.test-support.ts';
import { openEmptyTestDatabase } from './test-database.ts';

const OPTION_KEYS_MIGRATION = /_product_option_keys$/;

async function arraysOf(db: Database, productId: number) {
  const { rows } = await db.execute<{ keys: string[] | null; labels: string[][] | null }>(
    sql`select option_keys as keys, option_labels as labels from products where id = ${productId}`,
  );
  return rows[0];
}

describe('the option keys migration', () => {
  let handle: DatabaseHandle | undefined;
  let folder: string | undefined;
  afterAll(async () => {
    await handle?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('fills the arrays of the products it finds, then keeps them true on every write', async () => {
    handle = await openEmptyTestDatabase();
    folder = await migrationsFolderBefore(OPTION_KEYS_MIGRATION);
    await runMigrations(handle, { migrationsFolder: folder });
    const { db } = handle;

    const tee = await createProduct(db, { name: 'Old Tee' });
    const mug = await createProduct(db, { name: 'Old Mug' });
    // Two spellings of one value: the facet shows the least, as it took it from the rows.
    await db.execute(sql`
      insert into product_variants (product_id, sku, option_values, position, price_cents, stock) values
        (${tee.id}, 'OLD-TEE-M-RED', '{"Size": "M", "Colour": "Red"}'::jsonb, 2, 2000, 1),
        (${tee.id}, 'OLD-TEE-L-RED', '{"Size": "L", "Colour": "red"}'::jsonb, 3, 2000, 1)`);

    await runMigrations(handle);

    expect(await arraysOf(db, tee.id)).toEqual({
      keys: ['colour:red', 'size:l', 'size:m'],
      labels: [
        ['Colour', 'Red'],
        ['Size', 'L'],
        ['Size', 'M'],
      ],
    });
    // A product without option values (its one default variant, or none) keeps no array.
    expect(await arraysOf(db, mug.id)).toEqual({ keys: null, labels: null });

    // A new variant (the seed and the forms insert many in one statement).
    await db.execute(sql`
      insert into product_variants (product_id, sku, option_values, position, price_cents, stock) values
        (${tee.id}, 'NEW-TEE-XL-BLUE', '{"Size": "XL", "Colour": "Blue"}'::jsonb, 4, 2000, 1),
        (${mug.id}, 'NEW-MUG-BIG', '{"Volume": "Big"}'::jsonb, 1, 900, 1)`);
    expect((await arraysOf(db, tee.id))?.keys).toEqual([
      'colour:blue',
      'colour:red',
      'size:l',
      'size:m',
      'size:xl',
    ]);
    expect(await arraysOf(db, mug.id)).toEqual({ keys: ['volume:big'], labels: [['Volume', 'Big']] });

    // An edited variant: the value it no longer holds leaves the product.
    await db.execute(
      sql`update product_variants set option_values = '{"Size": "S", "Colour": "Blue"}' where sku = 'NEW-TEE-XL-BLUE'`,
    );
    expect((await arraysOf(db, tee.id))?.keys).toEqual([
      'colour:blue',
      'colour:red',
      'size:l',
      'size:m',
      'size:s',
    ]);

    // A deleted variant (its rows go by a cascade) and a product left with no values at all.
    await db.execute(sql`delete from product_variants where sku in ('OLD-TEE-M-RED', 'NEW-MUG-BIG')`);
    expect(await arraysOf(db, tee.id)).toEqual({
      keys: ['colour:blue', 'colour:red', 'size:l', 'size:s'],
      labels: [
        ['Colour', 'Blue'],
        ['Colour', 'red'],
        ['Size', 'L'],
        ['Size', 'S'],
      ],
    });
    expect(await arraysOf(db, mug.id)).toEqual({ keys: null, labels: null });

    // Too many values to fit an index row: `{}`, and the filter and facet read product_option_values.
    await db.execute(sql`
      insert into product_variants (product_id, sku, option_values, position, price_cents, stock)
      select ${mug.id}, 'MUG-LEN-' || n, jsonb_build_object('Length', repeat('x', 40) || n), n, 900, 1
      from generate_series(1, 30) as n`);
    expect(await arraysOf(db, mug.id)).toEqual({ keys: [], labels: [] });
    await db.execute(sql`delete from product_variants where sku like 'MUG-LEN-%' and position > 2`);
    expect((await arraysOf(db, mug.id))?.keys).toEqual([
      `length:${'x'.repeat(40)}1`,
      `length:${'x'.repeat(40)}2`,
    ]);
  }, 120_000);
});
