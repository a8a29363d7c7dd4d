/** Catalogue taxonomy: categories, their sub-categories, and brands. */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, foreignId, identityId, isOneOf, publicSlug, timestampTz, updatedAt } from './columns.ts';
import { recordStatuses } from './statuses.ts';

/** docs/api.md Category `{ cat_slug, cat_name, cat_image, cat_status }`. */
export const categories = pgTable(
  'categories',
  {
    id: identityId(),
    slug: publicSlug(),
    name: text('name').notNull(),
    image: text('image'),
    status: text('status', { enum: recordStatuses }).notNull().default('active'),
    /** Set while deleted and restorable (decision 36): every read leaves the row out. */
    deletedAt: timestampTz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('categories_status_check', isOneOf(table.status, recordStatuses)),
    // Case-insensitive, so "Phones" and "phones" cannot both exist.
    uniqueIndex('categories_name_key').on(sql`lower(${table.name})`),
  ],
);

/** docs/api.md SubCategory `{ slug, subcat_name, cat_slug, subcat_status }`. */
export const subCategories = pgTable(
  'sub_categories',
  {
    id: identityId(),
    slug: publicSlug(),
    categoryId: foreignId('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    image: text('image'),
    status: text('status', { enum: recordStatuses }).notNull().default('active'),
    /** Set while deleted and restorable (decision 36): every read leaves the row out. */
    deletedAt: timestampTz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('sub_categories_status_check', isOneOf(table.status, recordStatuses)),
    uniqueIndex('sub_categories_category_name_key').on(table.categoryId, sql`lower(${table.name})`),
  ],
);

/** docs/api.md Brand `{ slug, name, logo, status }`. */
export const brands = pgTable(
  'brands',
  {
    id: identityId(),
    slug: publicSlug(),
    name: text('name').notNull(),
    logo: text('logo'),
    status: text('status', { enum: recordStatuses }).notNull().default('active'),
    /** Set while deleted and restorable (decision 36): every read leaves the row out. */
    deletedAt: timestampTz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('brands_status_check', isOneOf(table.status, recordStatuses)),
    uniqueIndex('brands_name_key').on(sql`lower(${table.name})`),
    index('brands_status_idx').on(table.status),
  ],
);
