/** What shoppers send back: reviews, reports, newsletter subscriptions and contact messages. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, foreignId, identityId, isOneOf, publicSlug, timestampTz, updatedAt } from './columns.ts';
import { orders } from './orders.ts';
import { products } from './products.ts';
import { sellers } from './sellers.ts';
import { contactMessageStatuses, recordStatuses, reportStatuses, subscriberStates } from './statuses.ts';

/** docs/api.md Review; only after a delivered order line (the service checks), one per user and product. */
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
    /**
     * Written while pre-moderation was on: `status` is inactive (so every public read and rating recount
     * already leaves it out) until an admin approves it (decision 0028).
     */
    awaitingApproval: boolean('awaiting_approval').notNull().default(false),
    /** Why an admin hid it (shown to admins only). */
    moderationNote: text('moderation_note'),
    /** The shop's one public answer, shown under the review. */
    sellerReply: text('seller_reply'),
    sellerReplyAt: timestampTz('seller_reply_at'),
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
    index('reviews_awaiting_approval_idx').on(table.createdAt).where(sql`${table.awaitingApproval}`),
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
    // One open report per reporter and product: a repeated report answers the open one (merged), even
    // when both arrive at once; once an admin has closed it, the reporter may report the product again.
    uniqueIndex('reported_items_one_open_per_reporter_key')
      .on(table.userId, table.productId)
      .where(sql`${table.status} = 'open'`),
    index('reported_items_status_created_at_idx').on(table.status, table.createdAt),
  ],
);

/** Newsletter: one subscription per email (product rules §10), case-insensitively. */
export const subscribers = pgTable(
  'subscribers',
  {
    id: identityId(),
    slug: publicSlug(),
    email: text('email').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: recordStatuses }).notNull().default('active'),
    /** Double opt-in (statuses.ts `subscriberStates`); rows from before it were migrated as confirmed. */
    state: text('state', { enum: subscriberStates }).notNull().default('pending'),
    /** When the last confirmation mail went out: a repeated subscribe re-sends it at most once a minute. */
    confirmationSentAt: timestampTz('confirmation_sent_at'),
    confirmedAt: timestampTz('confirmed_at'),
    unsubscribedAt: timestampTz('unsubscribed_at'),
    /** The one-time welcome coupon issued on the first confirmation; never a second one. */
    welcomeCouponCode: text('welcome_coupon_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('subscribers_status_check', isOneOf(table.status, recordStatuses)),
    check('subscribers_state_check', isOneOf(table.state, subscriberStates)),
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
