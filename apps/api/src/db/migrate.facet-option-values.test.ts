/**
 * The migration that keeps option values as indexed rows (decision 17, amendment) on a database that holds
 * variants from before it: it fills the rows from the variants it finds, and its triggers keep them in step
 * with variants written afterwards.
 */
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createProduct } from '../test-support/catalogue-fixtures.ts';
import type { DatabaseHandle } from './client.ts';
import { runMigrations } from './migrate.ts';
import { migrationsFolderBefore } from './migrations-before.test-support.ts';
import { openEmptyTestDatabase } from './test-database.ts';

const OPTION_VALUES_MIGRATION = /_facet_option_values$/;

describe('the option values migration', () => {
  let handle: DatabaseHandle | undefined;
  let folder: string | undefined;
  afterAll(async () => {
    await handle?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('fills a row per variant and option from the variants it finds, then follows new ones', async () => {
    handle = await openEmptyTestDatabase();
    folder = await migrationsFolderBefore(OPTION_VALUES_MIGRATION);
    await runMigrations(handle, { migrationsFolder: folder });
    const { db } = handle;

    const tee = await createProduct(db, { name: 'Old Tee' });
    await db.execute(sql`
      insert into product_variants (product_id, sku, option_values, position, price_cents, stock) values
        (${tee.id}, 'OLD-TEE-M-RED', '{"Size": "M", "Colour": "Red"}'::jsonb, 2, 2000, 1),
        (${tee.id}, 'OLD-TEE-L-RED', '{"Size": "L", "Colour": "Red"}'::jsonb, 3, 2000, 1)`);

    await runMigrations(handle);

    const rowsOf = async (productId: number) =>
      (
        await db.execute<{
          sku: string;
          name_key: string;
          value_key: string;
          name: string;
          value: string;
        }>(sql`
          select v.sku, o.name_key, o.value_key, o.name, o.value from product_option_values o
          join product_variants v on v.id = o.variant_id
          where o.product_id = ${productId} order by v.sku, o.name_key`)
      ).rows;
    expect(await rowsOf(tee.id)).toEqual([
      { sku: 'OLD-TEE-L-RED', name_key: 'colour', value_key: 'red', name: 'Colour', value: 'Red' },
      { sku: 'OLD-TEE-L-RED', name_key: 'size', value_key: 'l', name: 'Size', value: 'L' },
      { sku: 'OLD-TEE-M-RED', name_key: 'colour', value_key: 'red', name: 'Colour', value: 'Red' },
      { sku: 'OLD-TEE-M-RED', name_key: 'size', value_key: 'm', name: 'Size', value: 'M' },
    ]);

    await db.execute(sql`
      insert into product_variants (product_id, sku, option_values, position, price_cents, stock) values
        (${tee.id}, 'NEW-TEE-XL-BLUE', '{"Size": "XL", "Colour": "Blue"}'::jsonb, 4, 2000, 1)`);
    const added = (await rowsOf(tee.id)).filter((row) => row.sku === 'NEW-TEE-XL-BLUE');
    expect(added.map((row) => `${row.name_key}:${row.value_key}`)).toEqual(['colour:blue', 'size:xl']);
  });
});
