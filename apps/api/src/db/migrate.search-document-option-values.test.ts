/**
 * The migration that puts option values into the search document (`option_text`, weight D of
 * `search_document`, decision 55) on a database that holds products from before it: it fills the text of
 * the products with values (one with too many for its option keys included), leaves every other document
 * as it was, and the option keys' triggers keep the text and the document true on every later write.
 */
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createProduct } from '../test-support/catalogue-fixtures.ts';
import type { Database, DatabaseHandle } from './client.ts';
import { runMigrations } from './migrate.ts';
import { migrationsFolderBefore } from './migrations-before.test-support.ts';
import { openEmptyTestDatabase } from './test-database.ts';

const THIS_MIGRATION = /_search_document_option_values$/;

/** The document as text (lexemes with positions and weights) and whether it holds `phrase` at weight D. */
async function documentOf(db: Database, productId: number, phrase = 'teal') {
  const { rows } = await db.execute<{ document: string; inOptions: boolean }>(
    sql`select search_document::text as document,
      ts_filter(search_document, '{d}') @@ phraseto_tsquery('english', ${phrase}) as "inOptions"
      from products where id = ${productId}`,
  );
  return rows[0]!;
}

async function optionTextOf(db: Database, productId: number): Promise<string | null | undefined> {
  const { rows } = await db.execute<{ text: string | null }>(
    sql`select option_text as text from products where id = ${productId}`,
  );
  return rows[0]?.text;
}

describe('the search document option values migration', () => {
  let handle: DatabaseHandle | undefined;
  let folder: string | undefined;
  afterAll(async () => {
    await handle?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('fills the text of the products it finds, keeps the others, then follows every write', async () => {
    handle = await openEmptyTestDatabase();
    folder = await migrationsFolderBefore(THIS_MIGRATION);
    await runMigrations(handle, { migrationsFolder: folder });
    const { db } = handle;

    const hoodie = await createProduct(db, { name: 'Studio Hoodie', description: 'Brushed fleece.' });
    const mug = await createProduct(db, { name: 'Teal Mug', description: 'Stoneware.' });
    const ring = await createProduct(db, { name: 'Signet Ring', description: 'Sterling silver.' });
    // Two spellings of one value count once; a value of several words keeps them together.
    await db.execute(sql`
      insert into product_variants (product_id, sku, option_values, position, price_cents, stock) values
        (${hoodie.id}, 'HOODIE-S-TEAL', '{"Size": "S", "Colour": "Teal"}'::jsonb, 1, 3000, 1),
        (${hoodie.id}, 'HOODIE-XL-TEAL', '{"Size": "XL", "Colour": "teal"}'::jsonb, 2, 3000, 1),
        (${hoodie.id}, 'HOODIE-XL-SAGE', '{"Size": "XL", "Colour": "Sage Green"}'::jsonb, 3, 3000, 1)`);
    // Too many values to fit an index row: the option keys are `{}` (decision 48).
    await db.execute(sql`
      insert into product_variants (product_id, sku, option_values, position, price_cents, stock)
      select ${ring.id}, 'RING-' || n, jsonb_build_object('Engraving', 'Monogram ' || n || ' in copperplate lettering'),
        n, 9000, 1
      from generate_series(1, 30) as n`);
    const mugBefore = await documentOf(db, mug.id);
    const hoodieBefore = await documentOf(db, hoodie.id);
    expect(hoodieBefore.inOptions).toBe(false);

    await runMigrations(handle);

    expect(await optionTextOf(db, hoodie.id)).toBe('s sage green teal xl');
    const hoodieAfter = await documentOf(db, hoodie.id);
    expect(hoodieAfter.inOptions).toBe(true);
    // The name, brand, category and description keep their lexemes, positions and weights.
    for (const lexeme of hoodieBefore.document.split(' ')) expect(hoodieAfter.document).toContain(lexeme);
    expect(await documentOf(db, hoodie.id, 'sage green')).toMatchObject({ inOptions: true });
    // A product without option values keeps the very same document.
    expect(await optionTextOf(db, mug.id)).toBeNull();
    expect(await documentOf(db, mug.id)).toEqual(mugBefore);
    const { rows } = await db.execute<{ keys: string[] }>(
      sql`select option_keys as keys from products where id = ${ring.id}`,
    );
    expect(rows[0]?.keys).toEqual([]);
    expect(await documentOf(db, ring.id, 'monogram 27 in copperplate')).toMatchObject({ inOptions: true });

    // A new variant, an edited one, a deleted one, and a product left without values.
    await db.execute(sql`
      insert into product_variants (product_id, sku, option_values, position, price_cents, stock) values
        (${mug.id}, 'MUG-NAVY', '{"Glaze": "Navy"}'::jsonb, 1, 900, 1)`);
    expect(await optionTextOf(db, mug.id)).toBe('navy');
    expect(await documentOf(db, mug.id, 'navy')).toMatchObject({ inOptions: true });
    await db.execute(
      sql`update product_variants set option_values = '{"Glaze": "Ochre"}' where sku = 'MUG-NAVY'`,
    );
    expect(await optionTextOf(db, mug.id)).toBe('ochre');
    expect(await documentOf(db, mug.id, 'navy')).toMatchObject({ inOptions: false });
    await db.execute(sql`delete from product_variants where sku in ('HOODIE-S-TEAL', 'HOODIE-XL-TEAL')`);
    expect(await optionTextOf(db, hoodie.id)).toBe('sage green xl');
    expect(await documentOf(db, hoodie.id)).toMatchObject({ inOptions: false });
    await db.execute(sql`delete from product_variants where sku = 'MUG-NAVY'`);
    expect(await optionTextOf(db, mug.id)).toBeNull();
    expect(await documentOf(db, mug.id)).toEqual(mugBefore);
  }, 120_000);
});
