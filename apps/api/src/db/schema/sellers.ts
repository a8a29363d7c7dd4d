/**
 * Shops and the applications that create them. A user applies (seller_applications); when an admin
 * approves, the service creates the `sellers` row and sets `users.role = 'seller'` in one transaction.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, identityId, isOneOf, publicSlug, timestampTz, updatedAt } from './columns.ts';
import { recordStatuses, sellerApplicationStatuses } from './statuses.ts';

/** One row per approved shop; docs/api.md Seller `shop: { shop_name, shop_slug, shop_address, … }`. */
export const sellers = pgTable(
  'sellers',
  {
    id: identityId(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'restrict' }),
    shopName: text('shop_name').notNull(),
    shopSlug: publicSlug('shop_slug'),
    shopAddress: text('shop_address'),
    shopLogo: text('shop_logo'),
    shopCover: text('shop_cover'),
    description: text('description'),
    /** Average of the shop's product reviews, kept up to date by the review service. */
    rating: real('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /**
     * Where order mails go (null: the owner's account e-mail). Only ever an address the owner proved they
     * read: their verified account e-mail or one confirmed through a link (contact_email_verifications).
     */
    contactEmail: text('contact_email'),
    /** An address asked for but not confirmed yet; order mails keep going to `contactEmail` meanwhile. */
    pendingContactEmail: text('pending_contact_email'),
    contactPhone: text('contact_phone'),
    status: text('status', { enum: recordStatuses }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('sellers_status_check', isOneOf(table.status, recordStatuses)),
    check('sellers_rating_check', sql`${table.rating} between 0 and 5`),
    check('sellers_review_count_check', sql`${table.reviewCount} >= 0`),
    // `/products/filter-by-shop/{shop}` also accepts the shop name; two shops must not differ only by case.
    uniqueIndex('sellers_shop_name_key').on(sql`lower(${table.shopName})`),
    index('sellers_status_idx').on(table.status),
  ],
);

export const sellerApplications = pgTable(
  'seller_applications',
  {
    id: identityId(),
    slug: publicSlug(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopName: text('shop_name').notNull(),
    shopSlug: text('shop_slug'),
    shopAddress: text('shop_address'),
    shopLogo: text('shop_logo'),
    shopCover: text('shop_cover'),
    description: text('description'),
    email: text('email').notNull(),
    phone: text('phone'),
    status: text('status', { enum: sellerApplicationStatuses }).notNull().default('pending'),
    /** The admin's reason, shown to the applicant on rejection. */
    reason: text('reason'),
    decidedAt: timestampTz('decided_at'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('seller_applications_status_check', isOneOf(table.status, sellerApplicationStatuses)),
    // A decision and its time come together: pending rows have none, decided rows always have one.
    check(
      'seller_applications_decided_at_check',
      sql`(${table.status} = 'pending') = (${table.decidedAt} is null)`,
    ),
    // docs/api.md: "a second open application 409 Already exists !" — enforced here, not only in the service.
    uniqueIndex('seller_applications_one_pending_per_user_key')
      .on(table.userId)
      .where(sql`${table.status} = 'pending'`),
    index('seller_applications_user_id_idx').on(table.userId),
    index('seller_applications_decided_by_idx').on(table.decidedBy),
    index('seller_applications_status_created_at_idx').on(table.status, table.createdAt),
  ],
);

/**
 * Links sent to prove that a shop contact address is read by the shop's owner (a seller application's
 * `email`, or a new `contact_email` of a shop). Only the SHA-256 of the token is kept, so a database
 * leak yields no usable link. `verified_at` set = the owner `user_id` controls `email`.
 */
export const contactEmailVerifications = pgTable(
  'contact_email_verifications',
  {
    id: identityId(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased, as compared. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampTz('expires_at').notNull(),
    verifiedAt: timestampTz('verified_at'),
    createdAt: createdAt(),
  },
  (table) => [index('contact_email_verifications_user_id_email_idx').on(table.userId, table.email)],
);
