/**
 * Product options and variants (decision 16). A product has up to three options (Size, Colour, …), each with
 * its values, and one variant per combination it sells: its own SKU, price, offer, stock, weight and images.
 * A product without options has exactly one variant (option values `{}`), so every product is sold as a
 * variant. The variant is the truth for price and stock; the product row keeps denormalised copies (the
 * cheapest variant's price, offer, SKU, weight and images, and the total stock) that triggers maintain in
 * the same transaction (migration 0009), so listings, indexes and the flash-sale machinery read one row.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { cents, createdAt, foreignId, identityId, updatedAt } from './columns.ts';
import { products } from './products.ts';

/** At most this many options per product (Size, Colour, Material). */
export const MAX_PRODUCT_OPTIONS = 3;

export const productOptions = pgTable(
  'product_options',
  {
    id: identityId(),
    productId: foreignId('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** 1-based order on the product page; also the order of the names in a variant's title ("M / Red"). */
    position: integer('position').notNull(),
    name: text('name').notNull(),
    /** The values in the order the pickers show them. */
    values: text('values').array().notNull(),
  },
  (table) => [
    check(
      'product_options_position_check',
      sql`${table.position} between 1 and ${sql.raw(String(MAX_PRODUCT_OPTIONS))}`,
    ),
    check('product_options_values_check', sql`cardinality(${table.values}) >= 1`),
    unique('product_options_product_position_key').on(table.productId, table.position),
    unique('product_options_product_name_key').on(table.productId, table.name),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: identityId(),
    productId: foreignId('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The public identifier of a variant (`variant_sku` in the API): unique across the marketplace. */
    sku: text('sku').notNull().unique(),
    /** `{ "Size": "M", "Colour": "Red" }`: one value of each of the product's options; `{}` for the default variant. */
    optionValues: jsonb('option_values').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    /** Order in the variants grid and among equally priced variants. */
    position: integer('position').notNull().default(1),
    priceCents: cents('price_cents').notNull(),
    offerPriceCents: cents('offer_price_cents'),
    stock: integer('stock').notNull().default(0),
    weightGrams: integer('weight_grams'),
    /** Empty: the variant shows the product's images. */
    imageUrls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('product_variants_price_check', sql`${table.priceCents} >= 0`),
    check(
      'product_variants_offer_price_check',
      sql`${table.offerPriceCents} is null or (${table.offerPriceCents} >= 0 and ${table.offerPriceCents} < ${table.priceCents})`,
    ),
    check('product_variants_stock_check', sql`${table.stock} >= 0`),
    check('product_variants_weight_check', sql`${table.weightGrams} is null or ${table.weightGrams} >= 0`),
    // One variant per combination of option values.
    unique('product_variants_product_options_key').on(table.productId, table.optionValues),
    index('product_variants_product_id_idx').on(table.productId, table.position),
  ],
);

/**
 * Each variant's option values as rows (migration `facet_option_values`, decision 17), kept by triggers on
 * `product_variants` in the transaction that writes the variant: the options filter and the options facet
 * read this index instead of unpacking every variant's jsonb. `nameKey`/`valueKey` are lower-cased for the
 * filter; `name`/`value` keep the spelling the facet shows.
 */
export const productOptionValues = pgTable(
  'product_option_values',
  {
    variantId: foreignId('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    nameKey: text('name_key').notNull(),
    valueKey: text('value_key').notNull(),
    name: text('name').notNull(),
    value: text('value').notNull(),
  },
  (table) => [
    primaryKey({ name: 'product_option_values_pkey', columns: [table.variantId, table.nameKey] }),
    index('product_option_values_product_idx').on(table.productId, table.nameKey, table.valueKey),
    index('product_option_values_value_idx').on(table.nameKey, table.valueKey, table.productId),
  ],
);
