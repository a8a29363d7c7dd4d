/** A signed-in shopper's server-side cart, wishlist and saved addresses. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, foreignId, identityId, publicSlug, updatedAt } from './columns.ts';
import { productVariants } from './product-variants.ts';
import { products } from './products.ts';

/**
 * One row per cart line (the table is named after the API's cart); docs/api.md CartItem = the Product plus
 * `{ cart_slug, quantity, variant_sku }`. A line holds one variant of the product.
 */
export const carts = pgTable(
  'carts',
  {
    id: identityId(),
    cartSlug: publicSlug('cart_slug'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: foreignId('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /**
     * The variant in the cart. Never null in practice: a trigger (migration 0009) fills it with the product's
     * default variant when a writer names only the product, as carts written before variants did.
     */
    variantId: foreignId('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('carts_quantity_check', sql`${table.quantity} > 0`),
    // Adding the same variant again raises the quantity (docs/api.md POST /cart), so a variant has one line;
    // also serves lookups by user (leading column).
    unique('carts_user_variant_key').on(table.userId, table.variantId),
    index('carts_product_id_idx').on(table.productId),
    index('carts_variant_id_idx').on(table.variantId),
  ],
);

export const wishlists = pgTable(
  'wishlists',
  {
    id: identityId(),
    wishlistSlug: publicSlug('wishlist_slug'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: foreignId('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('wishlists_user_product_key').on(table.userId, table.productId),
    index('wishlists_product_id_idx').on(table.productId),
  ],
);

/**
 * docs/api.md Address `{ slug, user_slug, name, email, phone, country, state, city, address, isDefault }` plus the
 * address book's `country_code`, `postal_code` and `address_line2` (decision 0025). Rows older than the book
 * keep their free-text `country`; `country_code` is null when it named no known country.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: identityId(),
    slug: publicSlug(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone').notNull(),
    /** The country's English name, as the original client reads it back. */
    country: text('country').notNull(),
    /** ISO 3166-1 alpha-2; null only on rows from before the address book whose country was not recognised. */
    countryCode: text('country_code'),
    state: text('state'),
    city: text('city').notNull(),
    postalCode: text('postal_code'),
    address: text('address').notNull(),
    addressLine2: text('address_line2'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('addresses_user_id_idx').on(table.userId),
    check('addresses_country_code_check', sql`${table.countryCode} ~ '^[A-Z]{2}$'`),
    // At most one default address per user; the service clears the old default in the same transaction.
    uniqueIndex('addresses_one_default_per_user_key').on(table.userId).where(sql`${table.isDefault}`),
  ],
);
