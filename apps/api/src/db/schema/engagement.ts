/** What shoppers send back: reviews, reports, newsletter subscriptions and contact messages. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, foreignId, identityId, isOneOf, publicSlug, updatedAt } from './columns.ts';
import { orders } from './orders.ts';
import { products } from './products.ts';
import { sellers } from './sellers.ts';
import { contactMessageStatuses, recordStatuses, reportStatuses } from './statuses.ts';

/** API.md Review; only after a delivered order line (the service checks), one per user and product. */
export const reviews = pgTable(
  'reviews',
  {
    id: identityId(),
    slug: publicSlug(),
    productId: foreignId('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The delivered order that made this a verified purchase. */
    orderId: foreignId('order_id').references(() => orders.id, { onDelete: 'set null' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: foreignId('seller_id').references(() => sellers.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    message: text('message').notNull().default(''),
    status: text('status', { enum: recordStatuses }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('reviews_rating_check', sql`${table.rating} between 1 and 5`),
    check('reviews_status_check', isOneOf(table.status, recordStatuses)),
    unique('reviews_user_product_key').on(table.userId, table.productId),
    index('reviews_product_id_created_at_idx').on(table.productId, table.createdAt),
    index('reviews_order_id_idx').on(table.orderId),
    index('reviews_seller_id_idx').on(table.sellerId),
  ],
);

/** POST /reporteditems `{ product_slug, title, note }`; admins moderate. */
export const reportedItems = pgTable(
  'reported_items',
  {
    id: identityId(),
    slug: publicSlug(),
    productId: foreignId('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: reportStatuses }).notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('reported_items_status_check', isOneOf(table.status, reportStatuses)),
    index('reported_items_product_id_idx').on(table.productId),
    index('reported_items_user_id_idx').on(table.userId),
    index('reported_items_status_created_at_idx').on(table.status, table.createdAt),
  ],
);

/** Newsletter: one subscription per email (DESIGN.md §4), case-insensitively. */
export const subscribers = pgTable(
  'subscribers',
  {
    id: identityId(),
    slug: publicSlug(),
    email: text('email').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: recordStatuses }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('subscribers_status_check', isOneOf(table.status, recordStatuses)),
    uniqueIndex('subscribers_email_key').on(sql`lower(${table.email})`),
    index('subscribers_user_id_idx').on(table.userId),
  ],
);

/** Messages from the /contact page; the sender may be signed out. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: identityId(),
    slug: publicSlug(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: contactMessageStatuses }).notNull().default('unread'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('contact_messages_status_check', isOneOf(table.status, contactMessageStatuses)),
    index('contact_messages_status_created_at_idx').on(table.status, table.createdAt),
    index('contact_messages_user_id_idx').on(table.userId),
  ],
);
