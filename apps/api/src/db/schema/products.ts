/**
 * Products (product rules §10). Shoppers only ever see rows that are `status = 'active'` and
 * `approval_status = 'approved'`; the partial indexes below are written for exactly that predicate,
 * so repositories should spell it the same way to let the planner use them.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, pgTable, real, text } from 'drizzle-orm/pg-core';
import { brands, categories, subCategories } from './catalogue.ts';
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
import { sellers } from './sellers.ts';
import { approvalStatuses, recordStatuses } from './statuses.ts';

/** Read-only full-text document; Drizzle has no built-in tsvector column. */
const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});

export const products = pgTable(
  'products',
  {
    id: identityId(),
    slug: publicSlug(),
    productName: text('product_name').notNull(),
    /** Sanitized rich text (HTML); tags are skipped by to_tsvector's parser. */
    description: text('description').notNull().default(''),
    priceCents: cents('price_cents').notNull(),
    offerPriceCents: cents('offer_price_cents'),
    /**
     * What a shopper pays for one unit now: the flash-sale price inside its window while capped units last,
     * else the offer, else the price (docs/money.md "One price"). The min/max filter, the price sorts and the
     * price facet use it. Database triggers keep it (migration `facets_catalogue_truth`): on a price edit, on
     * any flash-sale change, and `refresh_flash_sale_prices()` at a sale's start and end; never write it from
     * application code.
     */
    effectivePriceCents: cents('effective_price_cents').notNull().default(0),
    imageUrls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
    categoryId: foreignId('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    subCategoryId: foreignId('sub_category_id').references(() => subCategories.id, {
      onDelete: 'set null',
    }),
    brandId: foreignId('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    sellerId: foreignId('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'restrict' }),
    /**
     * Copies of the category and brand names, because a generated column cannot join. A trigger
     * (migration 0002) fills them on insert/update of the product and follows renames of the
     * category or brand; never write them from application code.
     */
    categoryName: text('category_name').notNull().default(''),
    /**
     * False while the product's category, sub-category or brand is inactive: shoppers then see it nowhere
     * (`productIsVisible`). Triggers keep it (migration `facets_catalogue_truth`); never write it.
     */
    taxonomyActive: boolean('taxonomy_active').notNull().default(true),
    brandName: text('brand_name').notNull().default(''),
    stock: integer('stock').notNull().default(0),
    sku: text('sku').unique(),
    weightGrams: integer('weight_grams'),
    /** Average review rating, 0 when unreviewed; maintained by the review service. */
    rating: real('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    isTopProduct: boolean('is_top_product').notNull().default(false),
    isNewArrival: boolean('is_new_arrival').notNull().default(false),
    isBestProduct: boolean('is_best_product').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    isPopular: boolean('is_popular').notNull().default(false),
    status: text('status', { enum: recordStatuses }).notNull().default('active'),
    approvalStatus: text('approval_status', { enum: approvalStatuses }).notNull().default('pending'),
    /** Why an admin rejected the product; shown to the seller. */
    approvalNote: text('approval_note'),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    /**
     * Set while the product is deleted and restorable (decision 36). Its trigger also turns
     * `taxonomy_active` false, which hides it from every shopper read; dashboard reads leave it out.
     */
    deletedAt: timestampTz('deleted_at'),
    /**
     * Weighted full-text document: A = name, B = brand + category, C = description, D = the option values
     * (`option_text`, below `productOptionKeys`; decision 55), so "teal hoodie" finds a hoodie that comes in
     * teal. 'english' is spelled as a regconfig so the expression is immutable, as generated columns require.
     */
    searchDocument: tsvector('search_document')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, coalesce(product_name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(brand_name, '') || ' ' || coalesce(category_name, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C') || setweight(to_tsvector('english'::regconfig, coalesce(option_text, '')), 'D')`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => {
    const visibleToShoppers = sql`${table.status} = 'active' and ${table.approvalStatus} = 'approved'`;
    return [
      check('products_status_check', isOneOf(table.status, recordStatuses)),
      check('products_approval_status_check', isOneOf(table.approvalStatus, approvalStatuses)),
      check('products_price_check', sql`${table.priceCents} >= 0`),
      check(
        'products_offer_price_check',
        sql`${table.offerPriceCents} is null or (${table.offerPriceCents} >= 0 and ${table.offerPriceCents} < ${table.priceCents})`,
      ),
      check('products_stock_check', sql`${table.stock} >= 0`),
      check('products_weight_check', sql`${table.weightGrams} is null or ${table.weightGrams} >= 0`),
      check('products_rating_check', sql`${table.rating} between 0 and 5`),
      check('products_review_count_check', sql`${table.reviewCount} >= 0`),

      index('products_category_id_idx').on(table.categoryId),
      index('products_sub_category_id_idx').on(table.subCategoryId),
      index('products_brand_id_idx').on(table.brandId),
      index('products_seller_id_idx').on(table.sellerId, table.createdAt),
      // The admin's approval queue, oldest first.
      index('products_approval_queue_idx').on(table.approvalStatus, table.createdAt),

      // Storefront lists: newest first, price range and price/rating sorts over visible products only.
      // Indexes are ascending on purpose: a backward scan serves `order by … desc`, whereas Drizzle's
      // `.desc()` would build `DESC NULLS LAST`, which a plain `desc()` order-by cannot use.
      index('products_visible_created_at_idx').on(table.createdAt).where(visibleToShoppers),
      index('products_visible_effective_price_idx').on(table.effectivePriceCents).where(visibleToShoppers),
      index('products_visible_rating_idx').on(table.rating).where(visibleToShoppers),
      // Price and rating sorts inside one category: cheap and dear categories cluster along the global
      // price index, so a category filter sorted by price would otherwise walk most of it.
      index('products_visible_category_price_idx')
        .on(table.categoryId, table.effectivePriceCents)
        .where(visibleToShoppers),
      index('products_visible_category_rating_idx')
        .on(table.categoryId, table.rating)
        .where(visibleToShoppers),
      // The facets' covering indexes (`products_facet_category_idx`, `…_category_brand_idx`, `…_brand_idx`,
      // `…_id_idx`) carry INCLUDE columns, which this builder cannot express: they live in migration
      // `facet_option_values` only (decision 17, amendment). So does the rating sort's covering index
      // (`products_sort_category_rating_idx`, migration `list_sort_rating_index`, decision 40). The columns
      // those four include since migration `product_option_keys` are below (`productOptionKeys`).

      // Home page highlight rails; each flag is rare, so each partial index stays tiny.
      index('products_top_idx').on(table.createdAt).where(sql`${table.isTopProduct}`),
      index('products_new_arrival_idx').on(table.createdAt).where(sql`${table.isNewArrival}`),
      index('products_best_idx').on(table.createdAt).where(sql`${table.isBestProduct}`),
      index('products_featured_idx').on(table.createdAt).where(sql`${table.isFeatured}`),
      index('products_popular_idx').on(table.createdAt).where(sql`${table.isPopular}`),

      // Search: ranked full text, plus trigram similarity on the name for one-typo tolerance (pg_trgm, migration 0000).
      index('products_search_document_idx').using('gin', table.searchDocument),
      index('products_name_trgm_idx').using('gin', sql`lower(${table.productName}) gin_trgm_ops`),
    ];
  },
);

/**
 * The product's option values as the `options=` filter spells them (`size:l`), sorted; null without any,
 * `{}` when too many to fit an index row (then read `product_option_values`). `productOptionLabels` holds
 * each key's spelling in the same order (`{{Size,L}}`). The facets' covering indexes include both, so the
 * options filter and facet read no other table (decision 48). Kept by triggers on `product_option_values`
 * (migration `product_option_keys`) and never written by the app, so they are not columns of `products`
 * here: an insert would name them, and a row read whole would carry them. The same triggers keep
 * `option_text` (migration `search_document_option_values`, decision 55): the distinct values, lower-cased,
 * space-separated, never emptied for size; only `searchDocument` reads it.
 */
export const productOptionKeys = sql`${products}.option_keys`;
export const productOptionLabels = sql`${products}.option_labels`;
