/**
 * The Drizzle schema of the storefront — the only barrel in the project (docs/architecture.md §4).
 *
 * Conventions every table follows:
 * - Internal ids are `integer generated always as identity`: compact keys and indexes, and ids are
 *   never exposed. The exception is better-auth's tables (`users`, `sessions`, `accounts`,
 *   `verifications`), whose ids are text because better-auth generates them; every foreign key to a
 *   user is therefore text.
 * - The public identifier is a unique `slug` (docs/api.md §1), defaulted to 16 random hex characters when a
 *   service does not choose a readable one. Some keep the API's name (`cart_slug`, `wishlist_slug`,
 *   `shop_slug`); coupons are addressed by `code`.
 * - Money is integer cents in `*_cents` columns (docs/architecture.md §4); the API converts to dollars.
 * - Statuses are text + CHECK built from the tuples in statuses.ts (see that file for why not pgEnum).
 * - Timestamps are `timestamptz`; `created_at`/`updated_at` default to now(), and Drizzle updates
 *   refresh `updated_at`.
 * - Property names are camelCase, SQL names snake_case.
 * - Things Drizzle cannot express live in hand-written migrations: the pg_trgm extension (0000),
 *   the trigger that copies category and brand names onto products plus the settings row (0002), and
 *   the triggers that keep the search lexicon (`search_words`) current (0005), the checkout write (0006), and
 *   the triggers that keep `ledger_entries` append-only plus the ledger backfill (0007).
 */
export * from './after-order.ts';
export * from './auth.ts';
export * from './blogs.ts';
export * from './catalogue.ts';
export * from './content.ts';
export * from './coupons.ts';
export * from './engagement.ts';
export * from './ledger.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './product-edits.ts';
export * from './product-variants.ts';
export * from './products.ts';
export * from './relations.ts';
export * from './search.ts';
export * from './search-words.ts';
export * from './sellers.ts';
export * from './settings.ts';
export * from './shopping.ts';
export * from './statuses.ts';
