/**
 * Decision 0021: a seller's edit of an approved product goes live at once and is queued here, with what
 * changed, for an admin to look over afterwards ("recently edited"). The product never leaves the shop
 * for it; an admin who disagrees rejects or hides the product as before.
 */
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, foreignId, identityId, publicSlug, timestampTz } from './columns.ts';
import { products } from './products.ts';

/** One field's value before and after an edit (text, a list of image URLs, or a taxonomy name). */
export type ProductEditChange = { before: unknown; after: unknown };

export const productEdits = pgTable(
  'product_edits',
  {
    id: identityId(),
    slug: publicSlug(),
    productId: foreignId('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    editedBy: text('edited_by').references(() => users.id, { onDelete: 'set null' }),
    /** `{ productName: { before, after }, … }`: only the listing fields that changed. */
    changes: jsonb('changes').$type<Record<string, ProductEditChange>>().notNull(),
    createdAt: createdAt(),
    /** Null while the edit waits in the queue. */
    reviewedAt: timestampTz('reviewed_at'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('product_edits_product_id_idx').on(table.productId),
    index('product_edits_unreviewed_idx').on(table.createdAt).where(sql`${table.reviewedAt} is null`),
  ],
);
