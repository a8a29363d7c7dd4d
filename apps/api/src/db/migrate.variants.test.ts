/**
 * The variants migration (decision 16) on a database that holds a shop's data from before it: every product
 * becomes a single-variant product with its own SKU, price, offer, stock, weight and images; cart lines and
 * order lines point at that variant; wishlists stay; and writers that know only products keep working.
 */
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createSeller, createUser } from '../test-support/catalogue-fixtures.ts';
import type { DatabaseHandle } from './client.ts';
import { runMigrations } from './migrate.ts';
import { migrationsFolderBefore } from './migrations-before.test-support.ts';
import { openEmptyTestDatabase } from './test-database.ts';

const VARIANTS_MIGRATION = /_variants_product_variants$/;

describe('the variants migration', () => {
  let handle: DatabaseHandle | undefined;
  let folder: string | undefined;
  afterAll(async () => {
    await handle?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('turns each product into one variant and points existing cart and order lines at it', async () => {
    handle = await openEmptyTestDatabase();
    folder = await migrationsFolderBefore(VARIANTS_MIGRATION);
    await runMigrations(handle, { migrationsFolder: folder });
    const { db } = handle;

    const seller = await createSeller(db);
    const buyer = await createUser(db);
    // Written in SQL like the products below: the category fixture writes today's columns (a later
    // migration adds `deleted_at`).
    const [category] = (
      await db.execute<{ id: number }>(sql`
        insert into categories (slug, name, image, status)
        values ('kettles-before-variants', 'Kettles', '/uploads/categories/kettles.webp', 'active')
        returning id`)
    ).rows;
    if (!category) throw new Error('category insert returned no row');
    // Products as the schema before variants held them: written in SQL, because the fixtures write today's
    // columns (later migrations add some).
    const oldProduct = async (
      slug: string,
      sku: string | null,
      priceCents: number,
      offer: number | null,
      stock: number,
      weightGrams: number | null,
    ) => {
      const imageUrls = [`/uploads/products/${slug}-1.webp`];
      const inserted = await db.execute<{ id: number }>(sql`
        insert into products (slug, product_name, description, price_cents, offer_price_cents, image_urls,
          category_id, seller_id, stock, sku, weight_grams, status, approval_status)
        values (${slug}, ${`Product ${slug}`}, '<p>Old product.</p>', ${priceCents}, ${offer},
          array[${imageUrls[0]!}]::text[], ${category.id}, ${seller.id}, ${stock}, ${sku}, ${weightGrams}, 'active', 'approved')
        returning id`);
      return { id: inserted.rows[0]!.id, slug, productName: `Product ${slug}`, imageUrls };
    };
    const lamp = await oldProduct('old-lamp', 'LAMP-1', 1500, 1200, 4, 900);
    const mug = await oldProduct('old-mug', null, 1500, null, 2, null);
    await db.execute(
      sql`insert into carts (user_id, product_id, quantity) values (${buyer.id}, ${lamp.id}, 2)`,
    );
    await db.execute(sql`insert into wishlists (user_id, product_id) values (${buyer.id}, ${mug.id})`);
    const order = await db.execute<{ id: number }>(sql`
      insert into orders (user_id, subtotal_cents, total_cents, payment_method, shipping_name, shipping_phone,
        shipping_country, shipping_city, shipping_address)
      values (${buyer.id}, 1200, 1200, 'cod', 'Ada', '+1 555 0100', 'US', 'Springfield', '1 Main St')
      returning id`);
    await db.execute(sql`
      insert into order_lines (order_id, product_id, seller_id, product_slug, product_name, price_cents,
        offer_price_cents, quantity, commission_rate_bps)
      values (${order.rows[0]!.id}, ${lamp.id}, ${seller.id}, ${lamp.slug}, ${lamp.productName}, 1500, 1200, 1, 1000)`);

    await runMigrations(handle);

    const variants = await db.execute<{
      product_id: number;
      sku: string;
      option_values: Record<string, string>;
      price_cents: number;
      offer_price_cents: number | null;
      stock: number;
      weight_grams: number | null;
      image_urls: string[];
    }>(sql`select * from product_variants order by product_id`);
    expect(variants.rows).toEqual([
      expect.objectContaining({
        product_id: lamp.id,
        sku: 'LAMP-1',
        option_values: {},
        price_cents: 1500,
        offer_price_cents: 1200,
        stock: 4,
        weight_grams: 900,
        image_urls: lamp.imageUrls,
      }),
      expect.objectContaining({
        product_id: mug.id,
        sku: `SKU-${mug.id}-${mug.slug.toUpperCase()}`,
        stock: 2,
      }),
    ]);
    const lampVariant = await db.execute<{ id: number }>(
      sql`select id from product_variants where sku = 'LAMP-1'`,
    );
    const cart = await db.execute<{ variant_id: number; quantity: number }>(sql`select * from carts`);
    expect(cart.rows).toEqual([
      expect.objectContaining({ variant_id: lampVariant.rows[0]!.id, quantity: 2 }),
    ]);
    const lines = await db.execute<{ variant_id: number; variant_sku: string; variant_options: object }>(
      sql`select * from order_lines`,
    );
    expect(lines.rows).toEqual([
      expect.objectContaining({
        variant_id: lampVariant.rows[0]!.id,
        variant_sku: 'LAMP-1',
        variant_options: {},
      }),
    ]);
    expect((await db.execute(sql`select * from wishlists`)).rows).toHaveLength(1);

    // A writer that knows only products (the product forms) moves the single variant with it, and back.
    await db.execute(sql`update products set stock = 9, price_cents = 1800 where id = ${lamp.id}`);
    const moved = await db.execute<{ stock: number; price_cents: number }>(
      sql`select stock, price_cents from product_variants where sku = 'LAMP-1'`,
    );
    expect(moved.rows[0]).toEqual({ stock: 9, price_cents: 1800 });
    await db.execute(sql`update product_variants set stock = stock - 3 where sku = 'LAMP-1'`);
    const product = await db.execute<{ stock: number }>(
      sql`select stock from products where id = ${lamp.id}`,
    );
    expect(product.rows[0]?.stock).toBe(6);
  }, 180_000);
});
