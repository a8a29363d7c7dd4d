/** Marketplace-wide settings and upload metadata. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, identityId, publicSlug, updatedAt } from './columns.ts';

/**
 * Exactly one row: the boolean primary key can only be `true`, and migration 0002 inserts that row,
 * so services read it with a plain select and update it in place, never insert.
 */
export const marketplaceSettings = pgTable(
  'marketplace_settings',
  {
    id: boolean('id').primaryKey().default(true),
    /** The marketplace's cut of each sale in basis points (1000 = 10%). */
    commissionRateBps: integer('commission_rate_bps').notNull().default(1000),
    /** When true, new seller products skip the admin approval queue. */
    autoApproveProducts: boolean('auto_approve_products').notNull().default(false),
    /**
     * Pre-moderation: new reviews / blog comments wait for an admin before anyone sees them. Off by default:
     * the spec has shoppers review and comment, and nothing about a wait (decision 0028).
     */
    premoderateReviews: boolean('premoderate_reviews').notNull().default(false),
    premoderateComments: boolean('premoderate_comments').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('marketplace_settings_single_row_check', sql`${table.id}`),
    check('marketplace_settings_commission_check', sql`${table.commissionRateBps} between 0 and 10000`),
  ],
);

/** Optional record of each stored image, so orphaned files can be found and cleaned later. */
export const uploads = pgTable(
  'uploads',
  {
    id: identityId(),
    slug: publicSlug(),
    url: text('url').notNull().unique(),
    /** Path under ./data/uploads, or the S3 object key. */
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width'),
    height: integer('height'),
    byteSize: integer('byte_size'),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('uploads_uploaded_by_idx').on(table.uploadedBy)],
);
