/** The blog: categories, posts and shoppers' comments. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, foreignId, identityId, isOneOf, publicSlug, timestampTz, updatedAt } from './columns.ts';
import { recordStatuses } from './statuses.ts';

/** docs/api.md BlogCategory `{ slug, name, status }`. */
export const blogCategories = pgTable(
  'blog_categories',
  {
    id: identityId(),
    slug: publicSlug(),
    name: text('name').notNull(),
    status: text('status', { enum: recordStatuses }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('blog_categories_status_check', isOneOf(table.status, recordStatuses)),
    uniqueIndex('blog_categories_name_key').on(sql`lower(${table.name})`),
  ],
);

/** docs/api.md Blog `{ slug, title, description, long_description, imageURL, category, …, postBy, status }`. */
export const blogs = pgTable(
  'blogs',
  {
    id: identityId(),
    slug: publicSlug(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Sanitized HTML; sanitize on write, never on read. */
    longDescription: text('long_description').notNull().default(''),
    imageUrl: text('image_url'),
    categoryId: foreignId('category_id').references(() => blogCategories.id, { onDelete: 'set null' }),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The byline shown (`postBy`), kept even if the author account goes away. */
    postBy: text('post_by').notNull().default(''),
    status: text('status', { enum: recordStatuses }).notNull().default('active'),
    /** Set while deleted with a way back (decision 39): every read leaves the row out. */
    deletedAt: timestampTz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('blogs_status_check', isOneOf(table.status, recordStatuses)),
    index('blogs_category_id_idx').on(table.categoryId),
    index('blogs_author_id_idx').on(table.authorId),
    index('blogs_status_created_at_idx').on(table.status, table.createdAt),
  ],
);

/** docs/api.md BlogComment; plain text stored, rendered escaped (product rules §10). */
export const blogComments = pgTable(
  'blog_comments',
  {
    id: identityId(),
    slug: publicSlug(),
    blogId: foreignId('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    status: text('status', { enum: recordStatuses }).notNull().default('active'),
    /** Written while pre-moderation was on: inactive until an admin approves it (decision 0028). */
    awaitingApproval: boolean('awaiting_approval').notNull().default(false),
    /** Why an admin hid it (shown to admins only). */
    moderationNote: text('moderation_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('blog_comments_status_check', isOneOf(table.status, recordStatuses)),
    index('blog_comments_blog_id_created_at_idx').on(table.blogId, table.createdAt),
    index('blog_comments_user_id_idx').on(table.userId),
    index('blog_comments_awaiting_approval_idx').on(table.createdAt).where(sql`${table.awaitingApproval}`),
  ],
);
