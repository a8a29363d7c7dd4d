/** A signed-in shopper's server-side cart, wishlist and saved addresses. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, foreignId, identityId, publicSlug, updatedAt } from './columns.ts';
import { products } from './products.ts';

/** One row per cart line (the table is named after the API's cart); API.md CartItem = the Product plus `{ cart_slug, quantity }`. */
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
    quantity: integer('quantity').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('carts_quantity_check', sql`${table.quantity} > 0`),
    // Adding the same product again raises the quantity (API.md POST /cart), so a product has one line;
    // also serves lookups by user (leading column).
    unique('carts_user_product_key').on(table.userId, table.productId),
    index('carts_product_id_idx').on(table.productId),
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

/** API.md Address `{ slug, user_slug, name, email, phone, country, state, city, address, isDefault }`. */
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
    country: text('country').notNull(),
    state: text('state'),
    city: text('city').notNull(),
    address: text('address').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('addresses_user_id_idx').on(table.userId),
    // At most one default address per user; the service clears the old default in the same transaction.
    uniqueIndex('addresses_one_default_per_user_key').on(table.userId).where(sql`${table.isDefault}`),
  ],
);
