/** Home-page and navigation content curated by admins (docs/api.md "Site data and home"). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { categories, subCategories } from './catalogue.ts';
import {
  cents,
  createdAt,
  foreignId,
  identityId,
  isOneOf,
  publicSlug,
  timestampTz,
  updatedAt,
} from './columns.ts';
import { products } from './products.ts';
import { recordStatuses } from './statuses.ts';

/** docs/api.md Slider `{ slug, image, badge, titleOne, titleTWo, productLink, serial, status }`; listed by `serial`. */
export const sliders = pgTable(
  'sliders',
  {
    id: identityId(),
    slug: publicSlug(),
    serial: integer('serial').notNull().default(0),
    badge: text('badge'),
    titleOne: text('title_one').notNull().default(''),
    titleTwo: text('title_two').notNull().default(''),
    image: text('image').notNull(),
    productLink: text('product_link'),
    status: text('status', { enum: recordStatuses }).notNull().default('active'),
    /** Set while deleted with a way back (decision 39): every read leaves the row out. */
    deletedAt: timestampTz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('sliders_status_check', isOneOf(table.status, recordStatuses)),
    index('sliders_status_serial_idx').on(table.status, table.serial),
  ],
);

/** docs/api.md Advertisement; the home page fetches slots by `ad_name` (e.g. "Slider Banner One"). */
export const advertisements = pgTable(
  'advertisements',
  {
    id: identityId(),
    slug: publicSlug(),
    adName: text('ad_name').notNull().unique(),
    adImage: text('ad_image').notNull(),
    title: text('title').notNull().default(''),
    titleOne: text('title_one').notNull().default(''),
    titleTwo: text('title_two').notNull().default(''),
    badge: text('badge'),
    categoryLink: text('category_link'),
    status: text('status', { enum: recordStatuses }).notNull().default('active'),
    /** Set while deleted with a way back (decision 39): every read leaves the row out. */
    deletedAt: timestampTz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [check('advertisements_status_check', isOneOf(table.status, recordStatuses))],
);

/** A column of the Trending mega menu: one category and a chosen list of its sub-categories. */
export const megaMenuEntries = pgTable(
  'mega_menu_entries',
  {
    id: identityId(),
    slug: publicSlug(),
    categoryId: foreignId('category_id')
      .notNull()
      .unique()
      .references(() => categories.id, { onDelete: 'cascade' }),
    serial: integer('serial').notNull().default(0),
    status: text('status', { enum: recordStatuses }).notNull().default('active'),
    /** Set while deleted with a way back (decision 39): every read leaves the row out. */
    deletedAt: timestampTz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('mega_menu_entries_status_check', isOneOf(table.status, recordStatuses)),
    index('mega_menu_entries_status_serial_idx').on(table.status, table.serial),
  ],
);

/** The `sub_cat_list` of a mega menu entry, in display order. */
export const megaMenuSubCategories = pgTable(
  'mega_menu_sub_categories',
  {
    megaMenuEntryId: foreignId('mega_menu_entry_id')
      .notNull()
      .references(() => megaMenuEntries.id, { onDelete: 'cascade' }),
    subCategoryId: foreignId('sub_category_id')
      .notNull()
      .references(() => subCategories.id, { onDelete: 'cascade' }),
    serial: integer('serial').notNull().default(0),
  },
  (table) => [
    primaryKey({
      name: 'mega_menu_sub_categories_pkey',
      columns: [table.megaMenuEntryId, table.subCategoryId],
    }),
    index('mega_menu_sub_categories_sub_category_id_idx').on(table.subCategoryId),
  ],
);

/** Home "featured categories" (docs/api.md: entries carry `categoriesData: Category`). */
export const featuredCategories = pgTable(
  'featured_categories',
  {
    id: identityId(),
    slug: publicSlug(),
    categoryId: foreignId('category_id')
      .notNull()
      .unique()
      .references(() => categories.id, { onDelete: 'cascade' }),
    serial: integer('serial').notNull().default(0),
    status: text('status', { enum: recordStatuses }).notNull().default('active'),
    /** Set while deleted with a way back (decision 39): every read leaves the row out. */
    deletedAt: timestampTz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('featured_categories_status_check', isOneOf(table.status, recordStatuses)),
    index('featured_categories_status_serial_idx').on(table.status, table.serial),
  ],
);

/** Home "popular categories"; same shape as featured ones. */
export const popularCategories = pgTable(
  'popular_categories',
  {
    id: identityId(),
    slug: publicSlug(),
    categoryId: foreignId('category_id')
      .notNull()
      .unique()
      .references(() => categories.id, { onDelete: 'cascade' }),
    serial: integer('serial').notNull().default(0),
    status: text('status', { enum: recordStatuses }).notNull().default('active'),
    /** Set while deleted with a way back (decision 39): every read leaves the row out. */
    deletedAt: timestampTz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('popular_categories_status_check', isOneOf(table.status, recordStatuses)),
    index('popular_categories_status_serial_idx').on(table.status, table.serial),
  ],
);

/** docs/api.md FlashSale content `{ name, title, offer, time, imageHome, imageFlash, status }`. */
export const flashSales = pgTable(
  'flash_sales',
  {
    id: identityId(),
    slug: publicSlug(),
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    /** Display text of the offer, e.g. "Up to 50% off". */
    offer: text('offer').notNull().default(''),
    /** From when the sale prices apply; sales made before this column existed start at their creation. */
    startsAt: timestampTz('starts_at').notNull().defaultNow(),
    /** The home countdown's target (docs/api.md `time`). */
    endsAt: timestampTz('ends_at').notNull(),
    imageHome: text('image_home'),
    imageFlash: text('image_flash'),
    status: text('status', { enum: recordStatuses }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('flash_sales_status_check', isOneOf(table.status, recordStatuses)),
    // Product rules §10: one active sale at a time. Activating another means deactivating this one first.
    uniqueIndex('flash_sales_one_active_key').on(table.status).where(sql`${table.status} = 'active'`),
  ],
);

/** docs/api.md FlashSale item `{ slug, product_slug, status, salePrice, productsData }`. */
export const flashSaleItems = pgTable(
  'flash_sale_items',
  {
    id: identityId(),
    slug: publicSlug(),
    flashSaleId: foreignId('flash_sale_id')
      .notNull()
      .references(() => flashSales.id, { onDelete: 'cascade' }),
    productId: foreignId('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    salePriceCents: cents('sale_price_cents').notNull(),
    /** How many units sell at the sale price; null: no cap. */
    saleQuantity: integer('sale_quantity'),
    /**
     * Units sold at the sale price (capped items only). Taken like stock, in the order's own write:
     * `sold_quantity = sold_quantity + q where sold_quantity + q <= sale_quantity`; cancelling gives them back.
     */
    soldQuantity: integer('sold_quantity').notNull().default(0),
    status: text('status', { enum: recordStatuses }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('flash_sale_items_status_check', isOneOf(table.status, recordStatuses)),
    check('flash_sale_items_sale_price_check', sql`${table.salePriceCents} >= 0`),
    check(
      'flash_sale_items_sold_quantity_check',
      sql`${table.soldQuantity} >= 0 and (${table.saleQuantity} is null or ${table.soldQuantity} <= ${table.saleQuantity})`,
    ),
    check(
      'flash_sale_items_sale_quantity_check',
      sql`${table.saleQuantity} is null or ${table.saleQuantity} > 0`,
    ),
    unique('flash_sale_items_sale_product_key').on(table.flashSaleId, table.productId),
    index('flash_sale_items_product_id_idx').on(table.productId),
  ],
);
