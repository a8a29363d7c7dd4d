var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// src/db/seed/seed.cli.ts
import path4 from "node:path";
import { fileURLToPath as fileURLToPath2 } from "node:url";
import { parseArgs } from "node:util";

// src/db/client.ts
import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql as sql12 } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";

// src/db/schema/index.ts
var schema_exports = {};
__export(schema_exports, {
  accounts: () => accounts,
  accountsRelations: () => accountsRelations,
  addresses: () => addresses,
  addressesRelations: () => addressesRelations,
  advertisements: () => advertisements,
  approvalStatuses: () => approvalStatuses,
  blogCategories: () => blogCategories,
  blogCategoriesRelations: () => blogCategoriesRelations,
  blogComments: () => blogComments,
  blogCommentsRelations: () => blogCommentsRelations,
  blogs: () => blogs,
  blogsRelations: () => blogsRelations,
  brands: () => brands,
  brandsRelations: () => brandsRelations,
  carts: () => carts,
  cartsRelations: () => cartsRelations,
  categories: () => categories,
  categoriesRelations: () => categoriesRelations,
  contactMessageStatuses: () => contactMessageStatuses,
  contactMessages: () => contactMessages,
  couponDiscountKinds: () => couponDiscountKinds,
  couponRedemptions: () => couponRedemptions,
  couponRedemptionsRelations: () => couponRedemptionsRelations,
  coupons: () => coupons,
  couponsRelations: () => couponsRelations,
  featuredCategories: () => featuredCategories,
  featuredCategoriesRelations: () => featuredCategoriesRelations,
  flashSaleItems: () => flashSaleItems,
  flashSaleItemsRelations: () => flashSaleItemsRelations,
  flashSales: () => flashSales,
  flashSalesRelations: () => flashSalesRelations,
  marketplaceSettings: () => marketplaceSettings,
  megaMenuEntries: () => megaMenuEntries,
  megaMenuEntriesRelations: () => megaMenuEntriesRelations,
  megaMenuSubCategories: () => megaMenuSubCategories,
  megaMenuSubCategoriesRelations: () => megaMenuSubCategoriesRelations,
  orderLines: () => orderLines,
  orderLinesRelations: () => orderLinesRelations,
  orderStatusEvents: () => orderStatusEvents,
  orderStatusEventsRelations: () => orderStatusEventsRelations,
  orderStatuses: () => orderStatuses,
  orders: () => orders,
  ordersRelations: () => ordersRelations,
  paymentMethods: () => paymentMethods,
  paymentStatuses: () => paymentStatuses,
  popularCategories: () => popularCategories,
  popularCategoriesRelations: () => popularCategoriesRelations,
  products: () => products,
  productsRelations: () => productsRelations,
  recordStatuses: () => recordStatuses,
  reportStatuses: () => reportStatuses,
  reportedItems: () => reportedItems,
  reportedItemsRelations: () => reportedItemsRelations,
  reviews: () => reviews,
  reviewsRelations: () => reviewsRelations,
  sellerApplicationStatuses: () => sellerApplicationStatuses,
  sellerApplications: () => sellerApplications,
  sellerApplicationsRelations: () => sellerApplicationsRelations,
  sellers: () => sellers,
  sellersRelations: () => sellersRelations,
  sessions: () => sessions,
  sessionsRelations: () => sessionsRelations,
  sliders: () => sliders,
  subCategories: () => subCategories,
  subCategoriesRelations: () => subCategoriesRelations,
  subscribers: () => subscribers,
  uploads: () => uploads,
  userRoles: () => userRoles,
  users: () => users,
  usersRelations: () => usersRelations,
  verifications: () => verifications,
  wishlists: () => wishlists,
  wishlistsRelations: () => wishlistsRelations
});

// src/db/schema/auth.ts
import { boolean, check, index, pgTable, text as text2 } from "drizzle-orm/pg-core";

// src/db/schema/columns.ts
import { sql } from "drizzle-orm";
import { integer, text, timestamp } from "drizzle-orm/pg-core";
var identityId = () => integer("id").primaryKey().generatedAlwaysAsIdentity();
var foreignId = (name) => integer(name);
var publicSlug = (name = "slug") => text(name).notNull().unique().default(sql`left(replace(gen_random_uuid()::text, '-', ''), 16)`);
var createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
var updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow().$onUpdate(() => /* @__PURE__ */ new Date());
var timestampTz = (name) => timestamp(name, { withTimezone: true });
var cents = (name) => integer(name);
function isOneOf(column, values) {
  const literals = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ");
  return sql`${column} in (${sql.raw(literals)})`;
}

// src/db/schema/statuses.ts
var recordStatuses = ["active", "inactive"];
var userRoles = ["buyer", "seller", "admin"];
var approvalStatuses = ["pending", "approved", "rejected"];
var sellerApplicationStatuses = approvalStatuses;
var orderStatuses = ["pending", "processing", "shipped", "delivered", "cancelled"];
var paymentStatuses = ["pending", "success"];
var paymentMethods = ["cod", "card"];
var couponDiscountKinds = ["amount", "percent"];
var reportStatuses = ["open", "resolved", "dismissed"];
var contactMessageStatuses = ["unread", "read", "archived"];

// src/db/schema/auth.ts
var users = pgTable(
  "users",
  {
    id: text2("id").primaryKey(),
    name: text2("name").notNull(),
    email: text2("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text2("image"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Public identity used in URLs and cookies; defaulted so social sign-ups never lack one. */
    slug: publicSlug(),
    fullName: text2("full_name").notNull().default(""),
    displayName: text2("display_name"),
    phone: text2("phone"),
    role: text2("role", { enum: userRoles }).notNull().default("buyer"),
    country: text2("country"),
    state: text2("state"),
    city: text2("city"),
    address: text2("address"),
    status: text2("status", { enum: recordStatuses }).notNull().default("active")
  },
  (table) => [
    check("users_role_check", isOneOf(table.role, userRoles)),
    check("users_status_check", isOneOf(table.status, recordStatuses)),
    index("users_role_idx").on(table.role)
  ]
);
var sessions = pgTable(
  "sessions",
  {
    id: text2("id").primaryKey(),
    expiresAt: timestampTz("expires_at").notNull(),
    token: text2("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text2("ip_address"),
    userAgent: text2("user_agent"),
    userId: text2("user_id").notNull().references(() => users.id, { onDelete: "cascade" })
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)]
);
var accounts = pgTable(
  "accounts",
  {
    id: text2("id").primaryKey(),
    accountId: text2("account_id").notNull(),
    providerId: text2("provider_id").notNull(),
    userId: text2("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    accessToken: text2("access_token"),
    refreshToken: text2("refresh_token"),
    idToken: text2("id_token"),
    accessTokenExpiresAt: timestampTz("access_token_expires_at"),
    refreshTokenExpiresAt: timestampTz("refresh_token_expires_at"),
    scope: text2("scope"),
    /** better-auth's password hash for the email+password provider. */
    password: text2("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table) => [index("accounts_user_id_idx").on(table.userId)]
);
var verifications = pgTable(
  "verifications",
  {
    id: text2("id").primaryKey(),
    identifier: text2("identifier").notNull(),
    value: text2("value").notNull(),
    expiresAt: timestampTz("expires_at").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)]
);

// src/db/schema/blogs.ts
import { sql as sql2 } from "drizzle-orm";
import { check as check2, index as index2, pgTable as pgTable2, text as text3, uniqueIndex } from "drizzle-orm/pg-core";
var blogCategories = pgTable2(
  "blog_categories",
  {
    id: identityId(),
    slug: publicSlug(),
    name: text3("name").notNull(),
    status: text3("status", { enum: recordStatuses }).notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table) => [
    check2("blog_categories_status_check", isOneOf(table.status, recordStatuses)),
    uniqueIndex("blog_categories_name_key").on(sql2`lower(${table.name})`)
  ]
);
var blogs = pgTable2(
  "blogs",
  {
    id: identityId(),
    slug: publicSlug(),
    title: text3("title").notNull(),
    description: text3("description").notNull().default(""),
    /** Sanitized HTML; sanitize on write, never on read. */
    longDescription: text3("long_description").notNull().default(""),
    imageUrl: text3("image_url"),
    categoryId: foreignId("category_id").references(() => blogCategories.id, { onDelete: "set null" }),
    seoTitle: text3("seo_title"),
    seoDescription: text3("seo_description"),
    authorId: text3("author_id").references(() => users.id, { onDelete: "set null" }),
    /** The byline shown (`postBy`), kept even if the author account goes away. */
    postBy: text3("post_by").notNull().default(""),
    status: text3("status", { enum: recordStatuses }).notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table) => [
    check2("blogs_status_check", isOneOf(table.status, recordStatuses)),
    index2("blogs_category_id_idx").on(table.categoryId),
    index2("blogs_author_id_idx").on(table.authorId),
    index2("blogs_status_created_at_idx").on(table.status, table.createdAt)
  ]
);
var blogComments = pgTable2(
  "blog_comments",
  {
    id: identityId(),
    slug: publicSlug(),
    blogId: foreignId("blog_id").notNull().references(() => blogs.id, { onDelete: "cascade" }),
    userId: text3("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    comment: text3("comment").notNull(),
    status: text3("status", { enum: recordStatuses }).notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table) => [
    check2("blog_comments_status_check", isOneOf(table.status, recordStatuses)),
    index2("blog_comments_blog_id_created_at_idx").on(table.blogId, table.createdAt),
    index2("blog_comments_user_id_idx").on(table.userId)
  ]
);

// src/db/schema/catalogue.ts
import { sql as sql3 } from "drizzle-orm";
import { check as check3, index as index3, pgTable as pgTable3, text as text4, uniqueIndex as uniqueIndex2 } from "drizzle-orm/pg-core";
var categories = pgTable3(
  "categories",
  {
    id: identityId(),
    slug: publicSlug(),
    name: text4("name").notNull(),
    image: text4("image"),
    status: text4("status", { enum: recordStatuses }).notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table) => [
    check3("categories_status_check", isOneOf(table.status, recordStatuses)),
    // Case-insensitive, so "Phones" and "phones" cannot both exist.
    uniqueIndex2("categories_name_key").on(sql3`lower(${table.name})`)
  ]
);
var subCategories = pgTable3(
  "sub_categories",
  {
    id: identityId(),
    slug: publicSlug(),
    categoryId: foreignId("category_id").notNull().references(() => categories.id, { onDelete: "cascade" }),
    name: text4("name").notNull(),
    image: text4("image"),
    status: text4("status", { enum: recordStatuses }).notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table) => [
    check3("sub_categories_status_check", isOneOf(table.status, recordStatuses)),
    uniqueIndex2("sub_categories_category_name_key").on(table.categoryId, sql3`lower(${table.name})`)
  ]
);
var brands = pgTable3(
  "brands",
  {
    id: identityId(),
    slug: publicSlug(),
    name: text4("name").notNull(),
    logo: text4("logo"),
    status: text4("status", { enum: recordStatuses }).notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table) => [
    check3("brands_status_check", isOneOf(table.status, recordStatuses)),
    uniqueIndex2("brands_name_key").on(sql3`lower(${table.name})`),
    index3("brands_status_idx").on(table.status)
  ]
);

// src/db/schema/content.ts
import { sql as sql6 } from "drizzle-orm";
import { check as check6, index as index6, integer as integer4, pgTable as pgTable6, primaryKey, text as text7, unique, uniqueIndex as uniqueIndex4 } from "drizzle-orm/pg-core";

// src/db/schema/products.ts
import { sql as sql5 } from "drizzle-orm";
import { boolean as boolean2, check as check5, customType, index as index5, integer as integer3, pgTable as pgTable5, real as real2, text as text6 } from "drizzle-orm/pg-core";

// src/db/schema/sellers.ts
import { sql as sql4 } from "drizzle-orm";
import { check as check4, index as index4, integer as integer2, pgTable as pgTable4, real, text as text5, uniqueIndex as uniqueIndex3 } from "drizzle-orm/pg-core";
var sellers = pgTable4(
  "sellers",
  {
    id: identityId(),
    userId: text5("user_id").notNull().unique().references(() => users.id, { onDelete: "restrict" }),
    shopName: text5("shop_name").notNull(),
    shopSlug: publicSlug("shop_slug"),
    shopAddress: text5("shop_address"),
    shopLogo: text5("shop_logo"),
    shopCover: text5("shop_cover"),
    description: text5("description"),
    /** Average of the shop's product reviews, kept up to date by the review service. */
    rating: real("rating").notNull().default(0),
    reviewCount: integer2("review_count").notNull().default(0),
    contactEmail: text5("contact_email"),
    contactPhone: text5("contact_phone"),
    status: text5("status", { enum: recordStatuses }).notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table) => [
    check4("sellers_status_check", isOneOf(table.status, recordStatuses)),
    check4("sellers_rating_check", sql4`${table.rating} between 0 and 5`),
    check4("sellers_review_count_check", sql4`${table.reviewCount} >= 0`),
    // `/products/filter-by-shop/{shop}` also accepts the shop name; two shops must not differ only by case.
    uniqueIndex3("sellers_shop_name_key").on(sql4`lower(${table.shopName})`),
    index4("sellers_status_idx").on(table.status)
  ]
);
var sellerApplications = pgTable4(
  "seller_applications",
  {
    id: identityId(),
    slug: publicSlug(),
    userId: text5("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    shopName: text5("shop_name").notNull(),
    shopSlug: text5("shop_slug"),
    shopAddress: text5("shop_address"),
    shopLogo: text5("shop_logo"),
    shopCover: text5("shop_cover"),
    description: text5("description"),
    email: text5("email").notNull(),
    phone: text5("phone"),
    status: text5("status", { enum: sellerApplicationStatuses }).notNull().default("pending"),
    /** The admin's reason, shown to the applicant on rejection. */
    reason: text5("reason"),
    decidedAt: timestampTz("decided_at"),
    decidedBy: text5("decided_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table) => [
    check4("seller_applications_status_check", isOneOf(table.status, sellerApplicationStatuses)),
    // A decision and its time come together: pending rows have none, decided rows always have one.
    check4(
      "seller_applications_decided_at_check",
      sql4`(${table.status} = 'pending') = (${table.decidedAt} is null)`
    ),
    // API.md: "a second open application 409 Already exists !" — enforced here, not only in the service.
    uniqueIndex3("seller_applications_one_pending_per_user_key").on(table.userId).where(sql4`${table.status} = 'pending'`),
    index4("seller_applications_user_id_idx").on(table.userId),
    index4("seller_applications_decided_by_idx").on(table.decidedBy),
    index4("seller_applications_status_created_at_idx").on(table.status, table.createdAt)
  ]
);

// src/db/schema/products.ts
var tsvector = customType({
  dataType: () => "tsvector"
});
var products = pgTable5(
  "products",
  {
    id: identityId(),
    slug: publicSlug(),
    productName: text6("product_name").notNull(),
    /** Sanitized rich text (HTML); tags are skipped by to_tsvector's parser. */
    description: text6("description").notNull().default(""),
    priceCents: cents("price_cents").notNull(),
    offerPriceCents: cents("offer_price_cents"),
    /** What the shopper pays per unit; the min/max filter and price sorts use it (API.md /products/filter). */
    effectivePriceCents: cents("effective_price_cents").generatedAlwaysAs(
      sql5`coalesce(offer_price_cents, price_cents)`
    ),
    imageUrls: text6("image_urls").array().notNull().default(sql5`'{}'::text[]`),
    categoryId: foreignId("category_id").notNull().references(() => categories.id, { onDelete: "restrict" }),
    subCategoryId: foreignId("sub_category_id").references(() => subCategories.id, {
      onDelete: "set null"
    }),
    brandId: foreignId("brand_id").references(() => brands.id, { onDelete: "set null" }),
    sellerId: foreignId("seller_id").notNull().references(() => sellers.id, { onDelete: "restrict" }),
    /**
     * Copies of the category and brand names, because a generated column cannot join. A trigger
     * (migration 0002) fills them on insert/update of the product and follows renames of the
     * category or brand; never write them from application code.
     */
    categoryName: text6("category_name").notNull().default(""),
    brandName: text6("brand_name").notNull().default(""),
    stock: integer3("stock").notNull().default(0),
    sku: text6("sku").unique(),
    weightGrams: integer3("weight_grams"),
    /** Average review rating, 0 when unreviewed; maintained by the review service. */
    rating: real2("rating").notNull().default(0),
    reviewCount: integer3("review_count").notNull().default(0),
    isTopProduct: boolean2("is_top_product").notNull().default(false),
    isNewArrival: boolean2("is_new_arrival").notNull().default(false),
    isBestProduct: boolean2("is_best_product").notNull().default(false),
    isFeatured: boolean2("is_featured").notNull().default(false),
    isPopular: boolean2("is_popular").notNull().default(false),
    status: text6("status", { enum: recordStatuses }).notNull().default("active"),
    approvalStatus: text6("approval_status", { enum: approvalStatuses }).notNull().default("pending"),
    /** Why an admin rejected the product; shown to the seller. */
    approvalNote: text6("approval_note"),
    seoTitle: text6("seo_title"),
    seoDescription: text6("seo_description"),
    /**
     * Weighted full-text document: A = name, B = brand + category, C = description.
     * 'english' is spelled as a regconfig so the expression is immutable, as generated columns require.
     */
    searchDocument: tsvector("search_document").notNull().generatedAlwaysAs(
      sql5`setweight(to_tsvector('english'::regconfig, coalesce(product_name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(brand_name, '') || ' ' || coalesce(category_name, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')`
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table) => {
    const visibleToShoppers = sql5`${table.status} = 'active' and ${table.approvalStatus} = 'approved'`;
    return [
      check5("products_status_check", isOneOf(table.status, recordStatuses)),
      check5("products_approval_status_check", isOneOf(table.approvalStatus, approvalStatuses)),
      check5("products_price_check", sql5`${table.priceCents} >= 0`),
      check5(
        "products_offer_price_check",
        sql5`${table.offerPriceCents} is null or (${table.offerPriceCents} >= 0 and ${table.offerPriceCents} < ${table.priceCents})`
      ),
      check5("products_stock_check", sql5`${table.stock} >= 0`),
      check5("products_weight_check", sql5`${table.weightGrams} is null or ${table.weightGrams} >= 0`),
      check5("products_rating_check", sql5`${table.rating} between 0 and 5`),
      check5("products_review_count_check", sql5`${table.reviewCount} >= 0`),
      index5("products_category_id_idx").on(table.categoryId),
      index5("products_sub_category_id_idx").on(table.subCategoryId),
      index5("products_brand_id_idx").on(table.brandId),
      index5("products_seller_id_idx").on(table.sellerId, table.createdAt),
      // The admin's approval queue, oldest first.
      index5("products_approval_queue_idx").on(table.approvalStatus, table.createdAt),
      // Storefront lists: newest first, price range and price/rating sorts over visible products only.
      // Indexes are ascending on purpose: a backward scan serves `order by … desc`, whereas Drizzle's
      // `.desc()` would build `DESC NULLS LAST`, which a plain `desc()` order-by cannot use.
      index5("products_visible_created_at_idx").on(table.createdAt).where(visibleToShoppers),
      index5("products_visible_effective_price_idx").on(table.effectivePriceCents).where(visibleToShoppers),
      index5("products_visible_rating_idx").on(table.rating).where(visibleToShoppers),
      // Price and rating sorts inside one category: cheap and dear categories cluster along the global
      // price index, so a category filter sorted by price would otherwise walk most of it.
      index5("products_visible_category_price_idx").on(table.categoryId, table.effectivePriceCents).where(visibleToShoppers),
      index5("products_visible_category_rating_idx").on(table.categoryId, table.rating).where(visibleToShoppers),
      // Home page highlight rails; each flag is rare, so each partial index stays tiny.
      index5("products_top_idx").on(table.createdAt).where(sql5`${table.isTopProduct}`),
      index5("products_new_arrival_idx").on(table.createdAt).where(sql5`${table.isNewArrival}`),
      index5("products_best_idx").on(table.createdAt).where(sql5`${table.isBestProduct}`),
      index5("products_featured_idx").on(table.createdAt).where(sql5`${table.isFeatured}`),
      index5("products_popular_idx").on(table.createdAt).where(sql5`${table.isPopular}`),
      // Search: ranked full text, plus trigram similarity on the name for one-typo tolerance (pg_trgm, migration 0000).
      index5("products_search_document_idx").using("gin", table.searchDocument),
      index5("products_name_trgm_idx").using("gin", sql5`lower(${table.productName}) gin_trgm_ops`)
    ];
  }
);

// src/db/schema/content.ts
var sliders = pgTable6(
  "sliders",
  {
    id: identityId(),
    slug: publicSlug(),
    serial: integer4("serial").notNull().default(0),
    badge: text7("badge"),
    titleOne: text7("title_one").notNull().default(""),
    titleTwo: text7("title_two").notNull().default(""),
    image: text7("image").notNull(),
    productLink: text7("product_link"),
    status: text7("status", { enum: recordStatuses }).notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table) => [
    check6("sliders_status_check", isOneOf(table.status, recordStatuses)),
    index6("sliders_status_serial_idx").on(table.status, table.serial)
  ]
);
var advertisements = pgTable6(
  "advertisements",
  {
    id: identityId(),
    slug: publicSlug(),
    adName: text7("ad_name").notNull().unique(),
    adImage: text7("ad_image").notNull(),
    title: text7("title").notNull().default(""),
    titleOne: text7("title_one").notNull().default(""),
    titleTwo: text7("title_two").notNull().default(""),
    badge: text7("badge"),
    categoryLink: text7("category_link"),
    status: text7("status", { enum: recordStatuses }).notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table) => [check6("advertisements_status_check", isOneOf(table.status, recordStatuses))]
);
var megaMenuEntries = pgTable6(
  "mega_menu_entries",
  {
    id: identityId(),
    slug: publicSlug(),
    categoryId: foreignId("category_id").notNull().unique().references(() => categories.id, { onDelete: "cascade" }),
    serial: integer4("serial").notNull().default(0),
    status: text7("status", { enum: recordStatuses }).notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table) => [
    check6("mega_menu_entries_status_check", isOneOf(table.status, recordStatuses)),
    index6("mega_menu_entries_status_serial_idx").on(table.status, table.serial)
  ]
);
var megaMenuSubCategories = pgTable6(
  "mega_menu_sub_categories",
  {
    megaMenuEntryId: foreignId("mega_menu_entry_id").notNull().references(() => megaMenuEntries.id, { onDelete: "cascade" }),
    subCategoryId: foreignId("sub_category_id").notNull().references(() => subCategories.id, { onDelete: "cascade" }),
    serial: integer4("serial").notNull().default(0)
  },
  (table) => [
    primaryKey({
      name: "mega_menu_sub_categories_pkey",
      columns: [table.megaMenuEntryId, table.subCategoryId]
    }),
    index6("mega_menu_sub_categories_sub_category_id_idx").on(table.subCategoryId)
  ]
);
var featuredCategories = pgTable6(
  "featured_categories",
  {
    id: identityId(),
    slug: publicSlug(),
    categoryId: foreignId("category_id").notNull().unique().references(() => categories.id, { onDelete: "cascade" }),
    serial: integer4("serial").notNull().default(0),
    status: text7("status", { enum: recordStatuses }).notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table) => [
    check6("featured_categories_status_check", isOneOf(table.status, recordStatuses)),
    index6("featured_categories_status_serial_idx").on(table.status, table.serial)
  ]
);
var popularCategories = pgTable6(
  "popular_categories",
  {
    id: identityId(),
    slug: publicSlug(),
    categoryId: foreignId("category_id").notNull().unique().references(() => categories.id, { onDelete: "cascade" }),
    serial: integer4("serial").notNull().default(0),
    status: text7("status", { enum: recordStatuses }).notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table) => [
    check6("popular_categories_status_check", isOneOf(table.status, recordStatuses)),
    index6("popular_categories_status_serial_idx").on(table.status, table.serial)
  ]
);
var flashSales = pgTable6(
  "flash_sales",
  {
    id: identityId(),
    slug: publicSlug(),
    name: text7("name").notNull(),
    title: text7("title").notNull().default(""),
    /** Display text of the offer, e.g. "Up to 50% off". */
    offer: text7("offer").notNull().default(""),
    /** The home countdown's target (API.md `time`). */
    endsAt: timestampTz("ends_at").notNull(),
    imageHome: text7("image_home"),
    imageFlash: text7("image_flash"),
    status: text7("status", { enum: recordStatuses }).notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table) => [
    check6("flash_sales_status_check", isOneOf(table.status, recordStatuses)),
    // DESIGN.md §4: one active sale at a time. Activating another means deactivating this one first.
    uniqueIndex4("flash_sales_one_active_key").on(table.status).where(sql6`${table.status} = 'active'`)
  ]
);
var flashSaleItems = pgTable6(
  "flash_sale_items",
  {
    id: identityId(),
    slug: publicSlug(),
    flashSaleId: foreignId("flash_sale_id").notNull().references(() => flashSales.id, { onDelete: "cascade" }),
    productId: foreignId("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    salePriceCents: cents("sale_price_cents").notNull(),
    status: text7("status", { enum: recordStatuses }).notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table) => [
    check6("flash_sale_items_status_check", isOneOf(table.status, recordStatuses)),
    check6("flash_sale_items_sale_price_check", sql6`${table.salePriceCents} >= 0`),
    unique("flash_sale_items_sale_product_key").on(table.flashSaleId, table.productId),
    index6("flash_sale_items_product_id_idx").on(table.productId)
  ]
);

// src/db/schema/coupons.ts
import { sql as sql8 } from "drizzle-orm";
import { check as check8, index as index8, integer as integer6, pgTable as pgTable8, text as text9, unique as unique3, uniqueIndex as uniqueIndex5 } from "drizzle-orm/pg-core";

// src/db/schema/orders.ts
import { sql as sql7 } from "drizzle-orm";
import { check as check7, index as index7, integer as integer5, pgTable as pgTable7, text as text8, unique as unique2 } from "drizzle-orm/pg-core";
var orders = pgTable7(
  "orders",
  {
    id: identityId(),
    slug: publicSlug(),
    userId: text8("user_id").notNull().references(() => users.id, { onDelete: "restrict" }),
    subtotalCents: cents("subtotal_cents").notNull(),
    discountCents: cents("discount_cents").notNull().default(0),
    shippingCents: cents("shipping_cents").notNull().default(0),
    totalCents: cents("total_cents").notNull(),
    /** The code as the shopper typed it; the coupon itself is linked through coupon_redemptions. */
    couponCode: text8("coupon_code"),
    paymentMethod: text8("payment_method", { enum: paymentMethods }).notNull(),
    transactionId: text8("transaction_id"),
    orderStatus: text8("order_status", { enum: orderStatuses }).notNull().default("pending"),
    paymentStatus: text8("payment_status", { enum: paymentStatuses }).notNull().default("pending"),
    // Delivery address snapshot (API.md Order.address), copied so editing a saved address changes no order.
    shippingName: text8("shipping_name").notNull(),
    shippingPhone: text8("shipping_phone").notNull(),
    shippingEmail: text8("shipping_email"),
    shippingCountry: text8("shipping_country").notNull(),
    shippingState: text8("shipping_state"),
    shippingCity: text8("shipping_city").notNull(),
    shippingAddress: text8("shipping_address").notNull(),
    /** The `Idempotency-Key` header: a retried POST /orders finds the first order instead of a second. */
    idempotencyKey: text8("idempotency_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table) => [
    check7("orders_payment_method_check", isOneOf(table.paymentMethod, paymentMethods)),
    check7("orders_order_status_check", isOneOf(table.orderStatus, orderStatuses)),
    check7("orders_payment_status_check", isOneOf(table.paymentStatus, paymentStatuses)),
    check7("orders_subtotal_check", sql7`${table.subtotalCents} >= 0`),
    check7(
      "orders_discount_check",
      sql7`${table.discountCents} >= 0 and ${table.discountCents} <= ${table.subtotalCents}`
    ),
    check7("orders_shipping_check", sql7`${table.shippingCents} >= 0`),
    // The server computes totals; the database refuses an order whose numbers do not add up.
    check7(
      "orders_total_check",
      sql7`${table.totalCents} = ${table.subtotalCents} - ${table.discountCents} + ${table.shippingCents}`
    ),
    unique2("orders_user_idempotency_key").on(table.userId, table.idempotencyKey),
    index7("orders_user_id_created_at_idx").on(table.userId, table.createdAt),
    index7("orders_order_status_idx").on(table.orderStatus),
    index7("orders_created_at_idx").on(table.createdAt)
  ]
);
var orderLines = pgTable7(
  "order_lines",
  {
    id: identityId(),
    slug: publicSlug(),
    orderId: foreignId("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
    /** Null once the product is deleted; the copied fields below keep the line readable. */
    productId: foreignId("product_id").references(() => products.id, { onDelete: "set null" }),
    sellerId: foreignId("seller_id").notNull().references(() => sellers.id, { onDelete: "restrict" }),
    productSlug: text8("product_slug").notNull(),
    productName: text8("product_name").notNull(),
    imageUrl: text8("image_url"),
    priceCents: cents("price_cents").notNull(),
    offerPriceCents: cents("offer_price_cents"),
    quantity: integer5("quantity").notNull(),
    /** The marketplace's commission rate when the order was placed: a later rate change never rewrites past earnings. */
    commissionRateBps: integer5("commission_rate_bps").notNull(),
    lineStatus: text8("line_status", { enum: orderStatuses }).notNull().default("pending"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table) => [
    check7("order_lines_quantity_check", sql7`${table.quantity} > 0`),
    check7("order_lines_price_check", sql7`${table.priceCents} >= 0`),
    check7(
      "order_lines_offer_price_check",
      sql7`${table.offerPriceCents} is null or (${table.offerPriceCents} >= 0 and ${table.offerPriceCents} < ${table.priceCents})`
    ),
    check7("order_lines_line_status_check", isOneOf(table.lineStatus, orderStatuses)),
    check7("order_lines_commission_check", sql7`${table.commissionRateBps} between 0 and 10000`),
    index7("order_lines_order_id_idx").on(table.orderId),
    index7("order_lines_product_id_idx").on(table.productId),
    // A seller's fulfilment list: its own lines, newest first.
    index7("order_lines_seller_id_created_at_idx").on(table.sellerId, table.createdAt)
  ]
);
var orderStatusEvents = pgTable7(
  "order_status_events",
  {
    id: identityId(),
    orderId: foreignId("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
    /** Set when a seller moved one line; null when the whole order moved. */
    orderLineId: foreignId("order_line_id").references(() => orderLines.id, { onDelete: "cascade" }),
    status: text8("status", { enum: orderStatuses }).notNull(),
    note: text8("note"),
    actorUserId: text8("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    at: timestampTz("at").notNull().defaultNow()
  },
  (table) => [
    check7("order_status_events_status_check", isOneOf(table.status, orderStatuses)),
    index7("order_status_events_order_id_at_idx").on(table.orderId, table.at),
    index7("order_status_events_order_line_id_idx").on(table.orderLineId),
    index7("order_status_events_actor_user_id_idx").on(table.actorUserId)
  ]
);

// src/db/schema/coupons.ts
var coupons = pgTable8(
  "coupons",
  {
    id: identityId(),
    slug: publicSlug(),
    code: text9("code").notNull(),
    name: text9("name").notNull(),
    discountKind: text9("discount_kind", { enum: couponDiscountKinds }).notNull(),
    /** Cents when `discount_kind = 'amount'`, whole percent (1..100) when `'percent'`. */
    discountValue: integer6("discount_value").notNull(),
    minimumPurchaseCents: cents("minimum_purchase_cents").notNull().default(0),
    startsAt: timestampTz("starts_at").notNull().defaultNow(),
    expiresAt: timestampTz("expires_at").notNull(),
    /** Total redemptions allowed (API.md `items_number`). */
    itemsNumber: integer6("items_number").notNull(),
    /**
     * Redemptions so far (API.md `apply_qty`). Redeem with
     * `update coupons set apply_qty = apply_qty + 1 where id = $1 and apply_qty < items_number`
     * so two concurrent orders cannot overspend the last use; the CHECK is the backstop.
     */
    applyQty: integer6("apply_qty").notNull().default(0),
    /** Null means no per-user limit. */
    perUserLimit: integer6("per_user_limit").default(1),
    /** Null for a marketplace-wide coupon; set when a seller's coupon only discounts its own lines. */
    sellerId: foreignId("seller_id").references(() => sellers.id, { onDelete: "cascade" }),
    status: text9("status", { enum: recordStatuses }).notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table) => [
    check8("coupons_discount_kind_check", isOneOf(table.discountKind, couponDiscountKinds)),
    check8("coupons_status_check", isOneOf(table.status, recordStatuses)),
    check8(
      "coupons_discount_value_check",
      sql8`${table.discountValue} > 0 and (${table.discountKind} <> 'percent' or ${table.discountValue} <= 100)`
    ),
    check8("coupons_minimum_purchase_check", sql8`${table.minimumPurchaseCents} >= 0`),
    check8("coupons_window_check", sql8`${table.startsAt} < ${table.expiresAt}`),
    check8("coupons_items_number_check", sql8`${table.itemsNumber} >= 0`),
    check8(
      "coupons_apply_qty_check",
      sql8`${table.applyQty} >= 0 and ${table.applyQty} <= ${table.itemsNumber}`
    ),
    check8("coupons_per_user_limit_check", sql8`${table.perUserLimit} is null or ${table.perUserLimit} > 0`),
    // Codes are typed by shoppers: "SAVE10" and "save10" are the same coupon.
    uniqueIndex5("coupons_code_key").on(sql8`upper(${table.code})`),
    index8("coupons_seller_id_idx").on(table.sellerId)
  ]
);
var couponRedemptions = pgTable8(
  "coupon_redemptions",
  {
    id: identityId(),
    couponId: foreignId("coupon_id").notNull().references(() => coupons.id, { onDelete: "restrict" }),
    userId: text9("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    orderId: foreignId("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
    createdAt: createdAt()
  },
  (table) => [
    // An order applies at most one coupon once.
    unique3("coupon_redemptions_order_key").on(table.orderId),
    index8("coupon_redemptions_coupon_user_idx").on(table.couponId, table.userId),
    index8("coupon_redemptions_user_id_idx").on(table.userId)
  ]
);

// src/db/schema/engagement.ts
import { sql as sql9 } from "drizzle-orm";
import { check as check9, index as index9, integer as integer7, pgTable as pgTable9, text as text10, unique as unique4, uniqueIndex as uniqueIndex6 } from "drizzle-orm/pg-core";
var reviews = pgTable9(
  "reviews",
  {
    id: identityId(),
    slug: publicSlug(),
    productId: foreignId("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    /** The delivered order that made this a verified purchase. */
    orderId: foreignId("order_id").references(() => orders.id, { onDelete: "set null" }),
    userId: text10("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    sellerId: foreignId("seller_id").references(() => sellers.id, { onDelete: "set null" }),
    rating: integer7("rating").notNull(),
    message: text10("message").notNull().default(""),
    status: text10("status", { enum: recordStatuses }).notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table) => [
    check9("reviews_rating_check", sql9`${table.rating} between 1 and 5`),
    check9("reviews_status_check", isOneOf(table.status, recordStatuses)),
    unique4("reviews_user_product_key").on(table.userId, table.productId),
    index9("reviews_product_id_created_at_idx").on(table.productId, table.createdAt),
    index9("reviews_order_id_idx").on(table.orderId),
    index9("reviews_seller_id_idx").on(table.sellerId)
  ]
);
var reportedItems = pgTable9(
  "reported_items",
  {
    id: identityId(),
    slug: publicSlug(),
    productId: foreignId("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    userId: text10("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    title: text10("title").notNull(),
    note: text10("note").notNull().default(""),
    status: text10("status", { enum: reportStatuses }).notNull().default("open"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table) => [
    check9("reported_items_status_check", isOneOf(table.status, reportStatuses)),
    index9("reported_items_product_id_idx").on(table.productId),
    index9("reported_items_user_id_idx").on(table.userId),
    index9("reported_items_status_created_at_idx").on(table.status, table.createdAt)
  ]
);
var subscribers = pgTable9(
  "subscribers",
  {
    id: identityId(),
    slug: publicSlug(),
    email: text10("email").notNull(),
    userId: text10("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text10("status", { enum: recordStatuses }).notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table) => [
    check9("subscribers_status_check", isOneOf(table.status, recordStatuses)),
    uniqueIndex6("subscribers_email_key").on(sql9`lower(${table.email})`),
    index9("subscribers_user_id_idx").on(table.userId)
  ]
);
var contactMessages = pgTable9(
  "contact_messages",
  {
    id: identityId(),
    slug: publicSlug(),
    name: text10("name").notNull(),
    email: text10("email").notNull(),
    phone: text10("phone"),
    subject: text10("subject").notNull().default(""),
    message: text10("message").notNull(),
    userId: text10("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text10("status", { enum: contactMessageStatuses }).notNull().default("unread"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table) => [
    check9("contact_messages_status_check", isOneOf(table.status, contactMessageStatuses)),
    index9("contact_messages_status_created_at_idx").on(table.status, table.createdAt),
    index9("contact_messages_user_id_idx").on(table.userId)
  ]
);

// src/db/schema/relations.ts
import { relations } from "drizzle-orm";

// src/db/schema/shopping.ts
import { sql as sql10 } from "drizzle-orm";
import { boolean as boolean3, check as check10, index as index10, integer as integer8, pgTable as pgTable10, text as text11, unique as unique5, uniqueIndex as uniqueIndex7 } from "drizzle-orm/pg-core";
var carts = pgTable10(
  "carts",
  {
    id: identityId(),
    cartSlug: publicSlug("cart_slug"),
    userId: text11("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    productId: foreignId("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    quantity: integer8("quantity").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table) => [
    check10("carts_quantity_check", sql10`${table.quantity} > 0`),
    // Adding the same product again raises the quantity (API.md POST /cart), so a product has one line;
    // also serves lookups by user (leading column).
    unique5("carts_user_product_key").on(table.userId, table.productId),
    index10("carts_product_id_idx").on(table.productId)
  ]
);
var wishlists = pgTable10(
  "wishlists",
  {
    id: identityId(),
    wishlistSlug: publicSlug("wishlist_slug"),
    userId: text11("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    productId: foreignId("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt()
  },
  (table) => [
    unique5("wishlists_user_product_key").on(table.userId, table.productId),
    index10("wishlists_product_id_idx").on(table.productId)
  ]
);
var addresses = pgTable10(
  "addresses",
  {
    id: identityId(),
    slug: publicSlug(),
    userId: text11("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    name: text11("name").notNull(),
    email: text11("email"),
    phone: text11("phone").notNull(),
    country: text11("country").notNull(),
    state: text11("state"),
    city: text11("city").notNull(),
    address: text11("address").notNull(),
    isDefault: boolean3("is_default").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (table) => [
    index10("addresses_user_id_idx").on(table.userId),
    // At most one default address per user; the service clears the old default in the same transaction.
    uniqueIndex7("addresses_one_default_per_user_key").on(table.userId).where(sql10`${table.isDefault}`)
  ]
);

// src/db/schema/relations.ts
var usersRelations = relations(users, ({ one, many }) => ({
  sessions: many(sessions),
  accounts: many(accounts),
  seller: one(sellers, { fields: [users.id], references: [sellers.userId] }),
  sellerApplications: many(sellerApplications),
  cartLines: many(carts),
  wishlistItems: many(wishlists),
  addresses: many(addresses),
  orders: many(orders),
  reviews: many(reviews)
}));
var sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] })
}));
var accountsRelations = relations(accounts, ({ one }) => ({
  user: one(users, { fields: [accounts.userId], references: [users.id] })
}));
var categoriesRelations = relations(categories, ({ many }) => ({
  subCategories: many(subCategories),
  products: many(products)
}));
var subCategoriesRelations = relations(subCategories, ({ one, many }) => ({
  category: one(categories, { fields: [subCategories.categoryId], references: [categories.id] }),
  products: many(products)
}));
var brandsRelations = relations(brands, ({ many }) => ({
  products: many(products)
}));
var sellersRelations = relations(sellers, ({ one, many }) => ({
  user: one(users, { fields: [sellers.userId], references: [users.id] }),
  products: many(products),
  orderLines: many(orderLines)
}));
var sellerApplicationsRelations = relations(sellerApplications, ({ one }) => ({
  user: one(users, { fields: [sellerApplications.userId], references: [users.id] })
}));
var productsRelations = relations(products, ({ one, many }) => ({
  category: one(categories, { fields: [products.categoryId], references: [categories.id] }),
  subCategory: one(subCategories, { fields: [products.subCategoryId], references: [subCategories.id] }),
  brand: one(brands, { fields: [products.brandId], references: [brands.id] }),
  seller: one(sellers, { fields: [products.sellerId], references: [sellers.id] }),
  reviews: many(reviews)
}));
var cartsRelations = relations(carts, ({ one }) => ({
  user: one(users, { fields: [carts.userId], references: [users.id] }),
  product: one(products, { fields: [carts.productId], references: [products.id] })
}));
var wishlistsRelations = relations(wishlists, ({ one }) => ({
  user: one(users, { fields: [wishlists.userId], references: [users.id] }),
  product: one(products, { fields: [wishlists.productId], references: [products.id] })
}));
var addressesRelations = relations(addresses, ({ one }) => ({
  user: one(users, { fields: [addresses.userId], references: [users.id] })
}));
var ordersRelations = relations(orders, ({ one, many }) => ({
  user: one(users, { fields: [orders.userId], references: [users.id] }),
  lines: many(orderLines),
  statusEvents: many(orderStatusEvents),
  couponRedemption: one(couponRedemptions, {
    fields: [orders.id],
    references: [couponRedemptions.orderId]
  })
}));
var orderLinesRelations = relations(orderLines, ({ one }) => ({
  order: one(orders, { fields: [orderLines.orderId], references: [orders.id] }),
  product: one(products, { fields: [orderLines.productId], references: [products.id] }),
  seller: one(sellers, { fields: [orderLines.sellerId], references: [sellers.id] })
}));
var orderStatusEventsRelations = relations(orderStatusEvents, ({ one }) => ({
  order: one(orders, { fields: [orderStatusEvents.orderId], references: [orders.id] }),
  orderLine: one(orderLines, { fields: [orderStatusEvents.orderLineId], references: [orderLines.id] })
}));
var couponsRelations = relations(coupons, ({ one, many }) => ({
  seller: one(sellers, { fields: [coupons.sellerId], references: [sellers.id] }),
  redemptions: many(couponRedemptions)
}));
var couponRedemptionsRelations = relations(couponRedemptions, ({ one }) => ({
  coupon: one(coupons, { fields: [couponRedemptions.couponId], references: [coupons.id] }),
  user: one(users, { fields: [couponRedemptions.userId], references: [users.id] }),
  order: one(orders, { fields: [couponRedemptions.orderId], references: [orders.id] })
}));
var reviewsRelations = relations(reviews, ({ one }) => ({
  product: one(products, { fields: [reviews.productId], references: [products.id] }),
  user: one(users, { fields: [reviews.userId], references: [users.id] }),
  order: one(orders, { fields: [reviews.orderId], references: [orders.id] }),
  seller: one(sellers, { fields: [reviews.sellerId], references: [sellers.id] })
}));
var reportedItemsRelations = relations(reportedItems, ({ one }) => ({
  product: one(products, { fields: [reportedItems.productId], references: [products.id] }),
  user: one(users, { fields: [reportedItems.userId], references: [users.id] })
}));
var blogCategoriesRelations = relations(blogCategories, ({ many }) => ({
  blogs: many(blogs)
}));
var blogsRelations = relations(blogs, ({ one, many }) => ({
  category: one(blogCategories, { fields: [blogs.categoryId], references: [blogCategories.id] }),
  author: one(users, { fields: [blogs.authorId], references: [users.id] }),
  comments: many(blogComments)
}));
var blogCommentsRelations = relations(blogComments, ({ one }) => ({
  blog: one(blogs, { fields: [blogComments.blogId], references: [blogs.id] }),
  user: one(users, { fields: [blogComments.userId], references: [users.id] })
}));
var megaMenuEntriesRelations = relations(megaMenuEntries, ({ one, many }) => ({
  category: one(categories, { fields: [megaMenuEntries.categoryId], references: [categories.id] }),
  subCategories: many(megaMenuSubCategories)
}));
var megaMenuSubCategoriesRelations = relations(megaMenuSubCategories, ({ one }) => ({
  megaMenuEntry: one(megaMenuEntries, {
    fields: [megaMenuSubCategories.megaMenuEntryId],
    references: [megaMenuEntries.id]
  }),
  subCategory: one(subCategories, {
    fields: [megaMenuSubCategories.subCategoryId],
    references: [subCategories.id]
  })
}));
var featuredCategoriesRelations = relations(featuredCategories, ({ one }) => ({
  category: one(categories, { fields: [featuredCategories.categoryId], references: [categories.id] })
}));
var popularCategoriesRelations = relations(popularCategories, ({ one }) => ({
  category: one(categories, { fields: [popularCategories.categoryId], references: [categories.id] })
}));
var flashSalesRelations = relations(flashSales, ({ many }) => ({
  items: many(flashSaleItems)
}));
var flashSaleItemsRelations = relations(flashSaleItems, ({ one }) => ({
  flashSale: one(flashSales, { fields: [flashSaleItems.flashSaleId], references: [flashSales.id] }),
  product: one(products, { fields: [flashSaleItems.productId], references: [products.id] })
}));

// src/db/schema/settings.ts
import { sql as sql11 } from "drizzle-orm";
import { boolean as boolean4, check as check11, index as index11, integer as integer9, pgTable as pgTable11, text as text12 } from "drizzle-orm/pg-core";
var marketplaceSettings = pgTable11(
  "marketplace_settings",
  {
    id: boolean4("id").primaryKey().default(true),
    /** The marketplace's cut of each sale in basis points (1000 = 10%). */
    commissionRateBps: integer9("commission_rate_bps").notNull().default(1e3),
    /** When true, new seller products skip the admin approval queue. */
    autoApproveProducts: boolean4("auto_approve_products").notNull().default(false),
    updatedAt: updatedAt()
  },
  (table) => [
    check11("marketplace_settings_single_row_check", sql11`${table.id}`),
    check11("marketplace_settings_commission_check", sql11`${table.commissionRateBps} between 0 and 10000`)
  ]
);
var uploads = pgTable11(
  "uploads",
  {
    id: identityId(),
    slug: publicSlug(),
    url: text12("url").notNull().unique(),
    /** Path under ./data/uploads, or the S3 object key. */
    storageKey: text12("storage_key").notNull(),
    contentType: text12("content_type").notNull(),
    width: integer9("width"),
    height: integer9("height"),
    byteSize: integer9("byte_size"),
    uploadedBy: text12("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt()
  },
  (table) => [index11("uploads_uploaded_by_idx").on(table.uploadedBy)]
);

// src/db/client.ts
var drivers = /* @__PURE__ */ new WeakMap();
function driverOf(handle) {
  const driver = drivers.get(handle);
  if (!driver) throw new Error("Not a handle returned by openDatabase()");
  return driver;
}
var DEFAULT_POOL_SIZE = 10;
var CONNECTION_TIMEOUT_MS = 15e3;
async function openDatabase(options = {}) {
  return options.url ? openPostgres(options.url, options) : openPglite(options);
}
function openPostgres(url, options) {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? DEFAULT_POOL_SIZE,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS
  });
  pool.on("error", options.onPoolError ?? ((error) => console.error("PostgreSQL pool error:", error)));
  pool.on("connect", (client) => client.on("error", () => void 0));
  const db = drizzleNodePg({ client: pool, schema: schema_exports });
  return register({ kind: "postgres", client: pool }, db, () => pool.end());
}
async function openPglite({ dataDir, pgliteSnapshot }) {
  const inMemory = dataDir === void 0 || dataDir === "memory://";
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(inMemory ? "memory://" : dataDir, {
    // PGlite ships contrib extensions as separate bundles that must be loaded at start-up;
    // `CREATE EXTENSION pg_trgm` (migration 0000) and every trigram query fail without this.
    extensions: { pg_trgm },
    ...pgliteSnapshot ? { loadDataDir: pgliteSnapshot } : {}
  });
  const db = drizzlePglite({ client, schema: schema_exports });
  return register({ kind: "pglite", client }, db, () => client.close());
}
function register(driver, db, closeDriver) {
  let closing;
  const handle = {
    db,
    kind: driver.kind,
    async ping() {
      await db.execute(sql12`select 1`);
    },
    close() {
      closing ??= closeDriver();
      return closing;
    }
  };
  drivers.set(handle, driver);
  return handle;
}

// src/db/migrate.ts
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle as drizzleNodePg2 } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite2 } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
var MIGRATIONS_DIR_ENV = "MIGRATIONS_DIR";
var MIGRATION_LOCK_KEY = 7318420915;
function resolveMigrationsFolder(override = process.env[MIGRATIONS_DIR_ENV]) {
  if (override) {
    const folder2 = path.resolve(override);
    if (!isMigrationsFolder(folder2))
      throw new Error(`No drizzle migrations (meta/_journal.json) in ${folder2}`);
    return folder2;
  }
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, "../drizzle"), path.resolve(here, "../../drizzle")];
  const folder = candidates.find(isMigrationsFolder);
  if (!folder) {
    throw new Error(
      `No drizzle migrations found (looked in ${candidates.join(", ")}); set ${MIGRATIONS_DIR_ENV}`
    );
  }
  return folder;
}
function isMigrationsFolder(folder) {
  return existsSync(path.join(folder, "meta", "_journal.json"));
}
async function runMigrations(handle, options = {}) {
  const migrationsFolder = resolveMigrationsFolder(options.migrationsFolder);
  const driver = driverOf(handle);
  if (driver.kind === "pglite") {
    await migratePglite(drizzlePglite2({ client: driver.client }), { migrationsFolder });
    return;
  }
  await migratePostgresUnderLock(driver.client, migrationsFolder);
}
async function migratePostgresUnderLock(pool, migrationsFolder) {
  const connection = await pool.connect();
  let broken;
  try {
    await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg2({ client: connection }), { migrationsFolder });
    } finally {
      await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    connection.release(broken);
  }
}

// src/db/seed/seed.ts
import path3 from "node:path";
import { inArray as inArray2, sql as sql15 } from "drizzle-orm";

// src/db/seed/demo-words.ts
var PRODUCT_KINDS = [
  "headphones",
  "radio",
  "tv",
  "camera",
  "microphone",
  "phone",
  "battery",
  "telephone",
  "laptop",
  "desktop",
  "keyboard",
  "mouse",
  "printer",
  "t-shirt",
  "dress",
  "jeans",
  "coat",
  "cap",
  "running-shoe",
  "hiking-boot",
  "high-heel",
  "boot",
  "chair",
  "sofa",
  "lamp",
  "plant",
  "frying-pan",
  "lipstick",
  "lotion",
  "soap",
  "vitamins",
  "football",
  "basketball",
  "tennis",
  "bicycle",
  "tent",
  "teddy-bear",
  "puzzle",
  "dice",
  "game-controller",
  "book",
  "books",
  "cd",
  "guitar",
  "piano",
  "drum",
  "violin",
  "watch",
  "sunglasses",
  "handbag",
  "backpack",
  "coffee",
  "tea",
  "chocolate",
  "apple",
  "honey"
];
var COLOURS = ["Midnight Black", "Arctic White", "Graphite Grey", "Sandstone", "Ocean Blue", "Sage Green"];
var WARM_COLOURS = ["Caramel", "Oat", "Charcoal", "Terracotta", "Forest Green", "Navy"];
var SIZES = ["Size S", "Size M", "Size L", "Size XL"];
var SHOE_SIZES = ["EU 38", "EU 40", "EU 42", "EU 44", "EU 46"];
var SUB_CATEGORY_TEMPLATES = [
  // Electronics
  {
    slug: "wireless-headphones",
    name: "Wireless Headphones",
    catSlug: "electronics",
    kind: "headphones",
    code: "HP",
    noun: "Wireless Headphones",
    lines: ["Pulse", "Echo", "Drift", "Aria", "Halo", "Quiet"],
    editions: ["3", "5", "7 Pro", "Max", "Lite", "SE"],
    variants: COLOURS,
    features: [
      "hybrid active noise cancelling",
      "40 hours of battery life",
      "memory-foam ear cushions",
      "multipoint Bluetooth 5.3 pairing",
      "a fast charge that gives 5 hours of play in 10 minutes",
      "a fold-flat design with a hard travel case"
    ],
    use: "long commutes, flights and focused work",
    priceUsd: [39, 399],
    weightG: [180, 320],
    brands: ["aurora-sound", "voltix", "cobaltline", "orbita"]
  },
  {
    slug: "speakers-radios",
    name: "Speakers & Radios",
    catSlug: "electronics",
    kind: "radio",
    code: "SP",
    noun: "Bluetooth Speaker",
    lines: ["Boom", "Cove", "Ember", "Ridge", "Loft"],
    editions: ["2", "Mini", "Go", "XL", "Retro"],
    variants: COLOURS,
    features: [
      "360-degree room-filling sound",
      "an FM/DAB+ radio tuner",
      "IP67 dust and water resistance",
      "24 hours of playtime",
      "a built-in speakerphone",
      "stereo pairing with a second speaker"
    ],
    use: "kitchens, patios and weekend trips",
    priceUsd: [29, 349],
    weightG: [400, 2200],
    brands: ["aurora-sound", "voltix", "vantor"]
  },
  {
    slug: "televisions",
    name: "Televisions",
    catSlug: "electronics",
    kind: "tv",
    code: "TV",
    noun: "4K Smart TV",
    lines: ["Vista", "Panora", "Lumen", "Skyline"],
    editions: ['43"', '50"', '55"', '65"', '75"'],
    variants: ["2023 Model", "QLED Edition", "Slim Bezel", "Gaming Edition"],
    features: [
      "a 120 Hz panel with HDR10+ support",
      "built-in streaming apps and voice control",
      "Dolby Atmos-ready audio passthrough",
      "an ultra-low-latency game mode",
      "four HDMI 2.1 ports",
      "an anti-glare matte screen"
    ],
    use: "movie nights and big-match weekends",
    priceUsd: [279, 2199],
    weightG: [7e3, 28e3],
    brands: ["voltix", "orbita", "cobaltline"]
  },
  {
    slug: "cameras",
    name: "Cameras",
    catSlug: "electronics",
    kind: "camera",
    code: "CM",
    noun: "Mirrorless Camera",
    lines: ["Falcon", "Aperture", "Lens", "Frame", "Shutter"],
    editions: ["Z5", "Z7", "M2", "Pro", "Kit"],
    variants: ["Body Only", "with 24\u201370 mm Lens", "with 18\u201355 mm Lens", "Vlogger Kit"],
    features: [
      "a 26-megapixel full-frame sensor",
      "five-axis in-body stabilisation",
      "4K 60p video with no crop",
      "eye-tracking autofocus for people and animals",
      "a weather-sealed magnesium body",
      "a flip-out touchscreen"
    ],
    use: "travel, portraits and everyday stories",
    priceUsd: [449, 2499],
    weightG: [350, 900],
    brands: ["kestrel-optics", "orbita", "voltix"]
  },
  {
    slug: "microphones",
    name: "Microphones",
    catSlug: "electronics",
    kind: "microphone",
    code: "MC",
    noun: "USB Microphone",
    lines: ["Podcast", "Studio", "Stream", "Voice"],
    editions: ["One", "Duo", "Pro", "X"],
    variants: ["Matte Black", "Silver", "White", "with Boom Arm"],
    features: [
      "a cardioid condenser capsule",
      "zero-latency headphone monitoring",
      "a tap-to-mute touch sensor",
      "plug-and-play USB-C",
      "an internal pop filter"
    ],
    use: "podcasts, streams and video calls",
    priceUsd: [39, 249],
    weightG: [300, 900],
    brands: ["aurora-sound", "cobaltline"]
  },
  // Phones & Tablets
  {
    slug: "smartphones",
    name: "Smartphones",
    catSlug: "phones-tablets",
    kind: "phone",
    code: "PH",
    noun: "Smartphone",
    lines: ["Nova", "Astra", "Zen", "Orbit", "Flux"],
    editions: ["12", "14 Pro", "15", "Ultra", "Lite", "Fold"],
    variants: [
      "128 GB, Midnight Black",
      "256 GB, Arctic White",
      "256 GB, Ocean Blue",
      "512 GB, Graphite Grey"
    ],
    features: [
      "a 6.7-inch 120 Hz OLED display",
      "a triple camera with 5x optical zoom",
      "all-day battery with 65 W fast charging",
      "five years of security updates",
      "IP68 water resistance",
      "a titanium frame"
    ],
    use: "busy days, great photos and staying in touch",
    priceUsd: [199, 1499],
    weightG: [160, 240],
    brands: ["voltix", "tessel", "orbita"]
  },
  {
    slug: "tablets",
    name: "Tablets",
    catSlug: "phones-tablets",
    kind: "phone",
    code: "TB",
    noun: "Tablet",
    lines: ["Slate", "Canvas", "Pad", "Folio"],
    editions: ["10", "11 Pro", "Air", "Mini"],
    variants: ["64 GB Wi-Fi", "128 GB Wi-Fi", "256 GB 5G", "512 GB 5G"],
    features: [
      "an 11-inch laminated display",
      "stylus support with 4,096 pressure levels",
      "a keyboard-cover connector",
      "quad speakers",
      "a 12-hour battery"
    ],
    use: "reading, sketching and streaming on the sofa",
    priceUsd: [149, 1199],
    weightG: [300, 700],
    brands: ["tessel", "orbita", "voltix"]
  },
  {
    slug: "power-banks",
    name: "Power Banks & Chargers",
    catSlug: "phones-tablets",
    kind: "battery",
    code: "PB",
    noun: "Power Bank",
    lines: ["Charge", "Juice", "Volt", "Reserve"],
    editions: ["10K", "20K", "26K", "Slim", "Magnetic"],
    variants: ["Black", "White", "Sand", "Mint"],
    features: [
      "65 W USB-C power delivery",
      "pass-through charging",
      "a battery-level display",
      "two USB-C and one USB-A port",
      "airline-safe capacity"
    ],
    use: "travel days and long festivals",
    priceUsd: [19, 129],
    weightG: [180, 520],
    brands: ["voltix", "tessel", "cobaltline"]
  },
  {
    slug: "home-phones",
    name: "Home & Office Phones",
    catSlug: "phones-tablets",
    kind: "telephone",
    code: "HO",
    noun: "Cordless Phone",
    lines: ["Desk", "Classic", "Office", "Hearth"],
    editions: ["", "Duo", "Trio", "Plus"],
    variants: ["Cherry Red", "Ivory", "Black", "Sage Green"],
    features: [
      "a large backlit keypad",
      "built-in call blocking",
      "a digital answering machine",
      "hands-free speakerphone",
      "18 hours of talk time"
    ],
    use: "home offices and family kitchens",
    priceUsd: [29, 149],
    weightG: [250, 900],
    brands: ["tessel", "vantor"]
  },
  // Computers
  {
    slug: "laptops",
    name: "Laptops",
    catSlug: "computers",
    kind: "laptop",
    code: "LT",
    noun: "Laptop",
    lines: ["Book", "Air", "Creator", "Summit", "Vector"],
    editions: ["13", "14 Pro", "15", "16 Max", "Flip"],
    variants: ["16 GB / 512 GB", "16 GB / 1 TB", "32 GB / 1 TB", "8 GB / 256 GB"],
    features: [
      "a 2.8K display with 100% sRGB",
      "up to 18 hours of battery life",
      "a backlit full-size keyboard",
      "two Thunderbolt 4 ports",
      "a 1080p webcam with a privacy shutter",
      "a fanless aluminium chassis"
    ],
    use: "study, remote work and creative projects",
    priceUsd: [399, 2999],
    weightG: [1100, 2400],
    brands: ["voltix", "tessel", "orbita", "cobaltline"]
  },
  {
    slug: "desktops",
    name: "Desktops & Monitors",
    catSlug: "computers",
    kind: "desktop",
    code: "DT",
    noun: "All-in-One PC",
    lines: ["Studio", "Tower", "Atlas", "Vector"],
    editions: ["24", "27", "27 Pro", "32 Max"],
    variants: ["16 GB / 512 GB", "32 GB / 1 TB", "64 GB / 2 TB"],
    features: [
      "a 4K IPS display",
      "a whisper-quiet cooling system",
      "Wi-Fi 6E and Bluetooth 5.3",
      "a pop-up webcam",
      "a height-adjustable stand"
    ],
    use: "home offices and editing suites",
    priceUsd: [599, 3299],
    weightG: [4500, 11e3],
    brands: ["tessel", "orbita", "cobaltline"]
  },
  {
    slug: "keyboards",
    name: "Keyboards",
    catSlug: "computers",
    kind: "keyboard",
    code: "KB",
    noun: "Mechanical Keyboard",
    lines: ["Type", "Tactile", "Clack", "Glide"],
    editions: ["75", "TKL", "Full", "Mini"],
    variants: ["Brown Switches", "Red Switches", "Silent Switches", "Low-Profile"],
    features: [
      "hot-swappable switches",
      "PBT double-shot keycaps",
      "tri-mode wireless connection",
      "per-key RGB lighting",
      "a gasket-mounted plate"
    ],
    use: "long writing sessions and late-night gaming",
    priceUsd: [39, 229],
    weightG: [500, 1200],
    brands: ["cobaltline", "voltix"]
  },
  {
    slug: "mice",
    name: "Mice & Trackpads",
    catSlug: "computers",
    kind: "mouse",
    code: "MS",
    noun: "Wireless Mouse",
    lines: ["Glide", "Swift", "Point", "Arc"],
    editions: ["", "Pro", "Mini", "Ergo"],
    variants: ["Pale Grey", "Black", "Rose", "Blue"],
    features: [
      "a silent-click design",
      "an 8,000 DPI sensor",
      "a 70-day rechargeable battery",
      "a free-spinning scroll wheel",
      "three-device switching"
    ],
    use: "desks, laptops on the go and spreadsheets",
    priceUsd: [14, 129],
    weightG: [60, 140],
    brands: ["cobaltline", "tessel", "voltix"]
  },
  {
    slug: "printers",
    name: "Printers",
    catSlug: "computers",
    kind: "printer",
    code: "PR",
    noun: "Ink Tank Printer",
    lines: ["Print", "Office", "Home", "Duplex"],
    editions: ["300", "500", "700", "Pro"],
    variants: ["Colour", "Mono", "All-in-One"],
    features: [
      "refillable ink tanks that last two years",
      "automatic double-sided printing",
      "a flatbed scanner",
      "printing from phones over Wi-Fi",
      "a 250-sheet paper tray"
    ],
    use: "homework, home offices and small teams",
    priceUsd: [99, 549],
    weightG: [4e3, 9e3],
    brands: ["tessel", "cobaltline"]
  },
  // Fashion
  {
    slug: "t-shirts",
    name: "T-Shirts & Tops",
    catSlug: "fashion",
    kind: "t-shirt",
    code: "TS",
    noun: "Organic Cotton T-Shirt",
    lines: ["Everyday", "Weekend", "Studio", "Coastal"],
    editions: ["", "Relaxed Fit", "Slim Fit", "Heavyweight"],
    variants: SIZES,
    features: [
      "GOTS-certified organic cotton",
      "a pre-shrunk, garment-dyed finish",
      "reinforced shoulder seams",
      "a tag-free printed label",
      "a soft 180 gsm jersey"
    ],
    use: "warm days and easy layering",
    priceUsd: [12, 49],
    weightG: [150, 260],
    brands: ["solenne", "pinecrest", "zephyra"]
  },
  {
    slug: "dresses",
    name: "Dresses",
    catSlug: "fashion",
    kind: "dress",
    code: "DR",
    noun: "Midi Dress",
    lines: ["Riviera", "Meadow", "Soir\xE9e", "Linen"],
    editions: ["", "Wrap", "Tiered", "Shirt"],
    variants: SIZES,
    features: [
      "breathable linen-blend fabric",
      "hidden side pockets",
      "an adjustable tie waist",
      "a fully lined skirt",
      "machine-washable care"
    ],
    use: "summer weddings, brunches and office days",
    priceUsd: [35, 189],
    weightG: [250, 600],
    brands: ["solenne", "marlowe-finch", "bellhaven"]
  },
  {
    slug: "jeans",
    name: "Jeans & Trousers",
    catSlug: "fashion",
    kind: "jeans",
    code: "JN",
    noun: "Selvedge Jeans",
    lines: ["Harbor", "Denim Works", "Frontier", "Union"],
    editions: ["Straight", "Tapered", "Wide Leg", "Slim"],
    variants: ["W30 L32", "W32 L32", "W34 L32", "W36 L34"],
    features: [
      "13.5 oz Japanese selvedge denim",
      "copper rivets at stress points",
      "a button fly",
      "a hint of stretch for comfort",
      "a rinse wash that fades beautifully"
    ],
    use: "everyday wear that lasts for years",
    priceUsd: [39, 179],
    weightG: [550, 900],
    brands: ["marlowe-finch", "pinecrest", "bellhaven"]
  },
  {
    slug: "jackets-coats",
    name: "Jackets & Coats",
    catSlug: "fashion",
    kind: "coat",
    code: "JC",
    noun: "Wool Overcoat",
    lines: ["Camden", "Northfield", "Alpine", "Harbour"],
    editions: ["", "Double-Breasted", "Belted", "Hooded"],
    variants: WARM_COLOURS,
    features: [
      "a recycled-wool blend shell",
      "a quilted satin lining",
      "deep inner pockets",
      "horn-effect buttons",
      "a water-repellent finish"
    ],
    use: "cold mornings and city evenings",
    priceUsd: [79, 399],
    weightG: [900, 1800],
    brands: ["marlowe-finch", "zephyra", "bellhaven"]
  },
  {
    slug: "caps-hats",
    name: "Caps & Hats",
    catSlug: "fashion",
    kind: "cap",
    code: "CP",
    noun: "Baseball Cap",
    lines: ["Dugout", "Trail", "Sunday", "Club"],
    editions: ["", "Six-Panel", "Unstructured", "Trucker"],
    variants: ["Sky Blue", "Black", "Stone", "Olive"],
    features: [
      "an adjustable brass buckle",
      "a moisture-wicking sweatband",
      "UPF 50 sun protection",
      "washed cotton twill",
      "an embroidered logo"
    ],
    use: "sunny weekends and bad hair days",
    priceUsd: [14, 49],
    weightG: [70, 140],
    brands: ["zephyra", "pinecrest"]
  },
  // Shoes
  {
    slug: "running-shoes",
    name: "Running Shoes",
    catSlug: "shoes",
    kind: "running-shoe",
    code: "RS",
    noun: "Running Shoes",
    lines: ["Stride", "Tempo", "Cloudrun", "Sprint", "Pacer"],
    editions: ["2", "4", "Trail", "Pro", "Lite"],
    variants: SHOE_SIZES,
    features: [
      "responsive foam cushioning",
      "a breathable engineered mesh upper",
      "a grippy rubber outsole",
      "an 8 mm heel-to-toe drop",
      "reflective details for dark mornings"
    ],
    use: "daily miles, tempo runs and race day",
    priceUsd: [59, 219],
    weightG: [480, 720],
    brands: ["ironbark", "pinecrest", "zephyra"]
  },
  {
    slug: "hiking-boots",
    name: "Hiking Boots",
    catSlug: "shoes",
    kind: "hiking-boot",
    code: "HB",
    noun: "Hiking Boots",
    lines: ["Summit", "Ridge", "Cairn", "Trailhead"],
    editions: ["Mid", "WP", "Low", "Winter"],
    variants: SHOE_SIZES,
    features: [
      "a waterproof breathable membrane",
      "a deep-lugged rubber sole",
      "a padded ankle collar",
      "full-grain leather uppers",
      "a cushioned, removable insole"
    ],
    use: "muddy trails and weekend summits",
    priceUsd: [89, 279],
    weightG: [900, 1500],
    brands: ["ironbark", "pinecrest"]
  },
  {
    slug: "heels",
    name: "Heels",
    catSlug: "shoes",
    kind: "high-heel",
    code: "HL",
    noun: "Pumps",
    lines: ["Gala", "Soir\xE9e", "Velvet", "Muse"],
    editions: ["70 mm", "85 mm", "Block Heel", "Slingback"],
    variants: ["EU 36", "EU 37", "EU 38", "EU 39", "EU 40"],
    features: [
      "a cushioned leather footbed",
      "a non-slip rubber heel tip",
      "a pointed toe that lengthens the leg",
      "soft suede uppers"
    ],
    use: "evenings out and big presentations",
    priceUsd: [49, 229],
    weightG: [400, 700],
    brands: ["bellhaven", "solenne", "marlowe-finch"]
  },
  {
    slug: "boots",
    name: "Boots",
    catSlug: "shoes",
    kind: "boot",
    code: "BT",
    noun: "Leather Boots",
    lines: ["Chelsea", "Highland", "Rider", "Tundra"],
    editions: ["", "Lined", "Knee-High", "Ankle"],
    variants: SHOE_SIZES,
    features: [
      "a Goodyear-welted sole that can be resoled",
      "elastic side gussets",
      "a warm wool lining",
      "hand-burnished leather"
    ],
    use: "wet pavements and winter weekends",
    priceUsd: [79, 329],
    weightG: [1e3, 1700],
    brands: ["ironbark", "bellhaven", "marlowe-finch"]
  },
  // Home & Living
  {
    slug: "chairs",
    name: "Chairs",
    catSlug: "home-living",
    kind: "chair",
    code: "CH",
    noun: "Dining Chair",
    lines: ["Nordic", "Oslo", "Atelier", "Farmhouse"],
    editions: ["", "Upholstered", "Spindle-Back", "Carver"],
    variants: ["Oak", "Walnut", "Black Ash", "Natural Beech", "Oak, Set of 2"],
    features: [
      "solid hardwood legs",
      "a contoured seat",
      "felt floor protectors",
      "tool-free assembly in five minutes",
      "a water-based lacquer finish"
    ],
    use: "dining rooms and small home offices",
    priceUsd: [59, 449],
    weightG: [4e3, 16e3],
    brands: ["halcyon-home", "nordlys"]
  },
  {
    slug: "sofas",
    name: "Sofas",
    catSlug: "home-living",
    kind: "sofa",
    code: "SF",
    noun: "Sofa",
    lines: ["Harbour", "Cloud", "Loft", "Bramble"],
    editions: ["2-Seater", "3-Seater", "Corner", "Sleeper"],
    variants: ["Cornflower Blue", "Oatmeal", "Charcoal", "Moss"],
    features: [
      "removable, washable covers",
      "feather-wrapped foam cushions",
      "a kiln-dried hardwood frame",
      "a ten-year frame guarantee"
    ],
    use: "movie nights and lazy Sundays",
    priceUsd: [399, 1899],
    weightG: [3e4, 7e4],
    brands: ["halcyon-home", "juniper-row"]
  },
  {
    slug: "lighting",
    name: "Lighting",
    catSlug: "home-living",
    kind: "lamp",
    code: "LG",
    noun: "Smart LED Bulb",
    lines: ["Glow", "Halo", "Dusk", "Beacon"],
    editions: ["E27", "GU10", "Filament", "Candle"],
    variants: ["Warm White", "Tunable White", "Full Colour", "3-Pack"],
    features: [
      "voice-assistant support",
      "a sunrise wake-up routine",
      "an 80% energy saving over halogen",
      "a 25,000-hour lifespan",
      "no hub required"
    ],
    use: "cosy evenings and bright workspaces",
    priceUsd: [9, 99],
    weightG: [50, 400],
    brands: ["nordlys", "halcyon-home"]
  },
  {
    slug: "indoor-plants",
    name: "Indoor Plants",
    catSlug: "home-living",
    kind: "plant",
    code: "PL",
    noun: "Potted Plant",
    lines: ["Monstera", "Snake Plant", "Fiddle Leaf", "Pothos", "Rubber Plant"],
    editions: ["Small", "Medium", "Large"],
    variants: ["Terracotta Pot", "White Ceramic Pot", "Woven Basket", "Nursery Pot"],
    features: [
      "a healthy, greenhouse-grown plant",
      "a care card with watering tips",
      "a self-watering insert",
      "air-purifying leaves"
    ],
    use: "bright corners and beginner plant parents",
    priceUsd: [15, 129],
    weightG: [800, 9e3],
    brands: ["juniper-row", "halcyon-home"]
  },
  {
    slug: "cookware",
    name: "Cookware",
    catSlug: "home-living",
    kind: "frying-pan",
    code: "CK",
    noun: "Non-Stick Frying Pan",
    lines: ["Chef", "Hearth", "Sear", "Bistro"],
    editions: ["20 cm", "24 cm", "28 cm", "Deep"],
    variants: ["Graphite", "Aubergine", "Cream", "Copper"],
    features: [
      "a PFAS-free ceramic coating",
      "a heavy forged aluminium base",
      "induction compatibility",
      "a stay-cool handle",
      "oven safety up to 260 \xB0C"
    ],
    use: "quick breakfasts and weeknight dinners",
    priceUsd: [19, 189],
    weightG: [700, 4e3],
    brands: ["halcyon-home", "juniper-row"]
  },
  // Beauty & Health
  {
    slug: "lipstick",
    name: "Lipstick",
    catSlug: "beauty-health",
    kind: "lipstick",
    code: "LP",
    noun: "Lipstick",
    lines: ["Velvet", "Bloom", "Kiss", "Muse"],
    editions: ["Satin", "Matte", "Sheer", "Long-Wear"],
    variants: ["Rosewood", "Classic Red", "Nude Petal", "Berry", "Coral"],
    features: [
      "shea butter and vitamin E",
      "eight hours of wear without drying",
      "a refillable aluminium case",
      "vegan, cruelty-free pigments"
    ],
    use: "everyday polish and evening glam",
    priceUsd: [9, 42],
    weightG: [20, 60],
    brands: ["lumora", "brightwater"]
  },
  {
    slug: "skincare",
    name: "Skincare",
    catSlug: "beauty-health",
    kind: "lotion",
    code: "SK",
    noun: "Daily Moisturiser",
    lines: ["Hydra", "Calm", "Radiance", "Barrier"],
    editions: ["", "SPF 30", "Sensitive", "Rich"],
    variants: ["50 ml", "100 ml", "200 ml", "Refill Pouch"],
    features: [
      "hyaluronic acid and ceramides",
      "a fragrance-free formula",
      "a non-comedogenic, lightweight texture",
      "dermatologist testing on sensitive skin",
      "recyclable packaging"
    ],
    use: "morning and evening routines",
    priceUsd: [12, 79],
    weightG: [80, 300],
    brands: ["lumora", "juniper-row", "brightwater"]
  },
  {
    slug: "bath-body",
    name: "Bath & Body",
    catSlug: "beauty-health",
    kind: "soap",
    code: "BB",
    noun: "Cold-Process Soap",
    lines: ["Lavender Field", "Sea Salt", "Oat & Honey", "Cedar"],
    editions: ["", "Unscented", "Exfoliating"],
    variants: ["100 g Bar", "Trio Gift Box", "6-Bar Pack"],
    features: [
      "olive and coconut oils",
      "essential-oil scents",
      "plastic-free paper wrapping",
      "a gentle lather for sensitive skin"
    ],
    use: "slow baths and thoughtful gifts",
    priceUsd: [6, 39],
    weightG: [100, 650],
    brands: ["juniper-row", "brightwater", "lumora"]
  },
  {
    slug: "vitamins",
    name: "Vitamins & Supplements",
    catSlug: "beauty-health",
    kind: "vitamins",
    code: "VT",
    noun: "Daily Multivitamin",
    lines: ["Vital", "Balance", "Daily", "Active"],
    editions: ["", "Women", "Men", "50+"],
    variants: ["30 Capsules", "60 Capsules", "90 Capsules", "120 Capsules"],
    features: [
      "vitamin D3 and B12",
      "easy-to-swallow capsules",
      "no artificial colours",
      "third-party purity testing"
    ],
    use: "a simple daily routine",
    priceUsd: [9, 49],
    weightG: [60, 250],
    brands: ["brightwater", "lumora"]
  },
  // Sports & Outdoors
  {
    slug: "football",
    name: "Football",
    catSlug: "sports-outdoors",
    kind: "football",
    code: "FB",
    noun: "Football",
    lines: ["Strike", "Pitch", "Volley", "Derby"],
    editions: ["Match", "Pro", "Training", "Junior"],
    variants: ["Size 3", "Size 4", "Size 5"],
    features: [
      "thermally bonded panels",
      "a butyl bladder that holds air for weeks",
      "a textured skin for better control",
      "FIFA-quality weight and bounce"
    ],
    use: "club training and Sunday kickabouts",
    priceUsd: [14, 129],
    weightG: [290, 450],
    brands: ["zephyra", "tidewell"]
  },
  {
    slug: "basketball",
    name: "Basketball",
    catSlug: "sports-outdoors",
    kind: "basketball",
    code: "BK",
    noun: "Basketball",
    lines: ["Court", "Hoop", "Dribble", "Streetball"],
    editions: ["", "Indoor", "Outdoor", "Pro"],
    variants: ["Size 5", "Size 6", "Size 7"],
    features: [
      "a deep-channel grip",
      "composite leather that breaks in fast",
      "a durable outdoor rubber cover",
      "consistent rebound"
    ],
    use: "driveway games and league nights",
    priceUsd: [19, 99],
    weightG: [450, 650],
    brands: ["zephyra", "tidewell"]
  },
  {
    slug: "tennis",
    name: "Tennis",
    catSlug: "sports-outdoors",
    kind: "tennis",
    code: "TN",
    noun: "Tennis Balls",
    lines: ["Ace", "Rally", "Baseline", "Volley"],
    editions: ["Championship", "All-Court", "Clay", "Practice"],
    variants: ["Can of 3", "Can of 4", "4 Cans", "24-Ball Bucket"],
    features: [
      "pressurised cores for a lively bounce",
      "a felt that lasts on hard courts",
      "high-visibility optic yellow",
      "ITF-approved specification"
    ],
    use: "weekend doubles and club practice",
    priceUsd: [5, 89],
    weightG: [180, 1600],
    brands: ["tidewell", "zephyra"]
  },
  {
    slug: "bicycles",
    name: "Bicycles",
    catSlug: "sports-outdoors",
    kind: "bicycle",
    code: "BC",
    noun: "Bicycle",
    lines: ["Commuter", "Gravel", "City", "Roam"],
    editions: ["1", "3", "E-Assist", "Step-Through"],
    variants: ["Frame S", "Frame M", "Frame L", "Frame XL"],
    features: [
      "hydraulic disc brakes",
      "a lightweight aluminium frame",
      "puncture-resistant tyres",
      "integrated front and rear lights",
      "mudguard and rack mounts"
    ],
    use: "city commutes and gravel weekends",
    priceUsd: [299, 2499],
    weightG: [9e3, 24e3],
    brands: ["tidewell", "pinecrest"]
  },
  {
    slug: "camping",
    name: "Camping",
    catSlug: "sports-outdoors",
    kind: "tent",
    code: "CA",
    noun: "Backpacking Tent",
    lines: ["Basecamp", "Starlight", "Nomad", "Timberline"],
    editions: ["1P", "2P", "3P", "4P"],
    variants: ["Forest Green", "Sand", "Sunset Orange"],
    features: [
      "a freestanding aluminium pole set",
      "a 3,000 mm waterproof flysheet",
      "two doors and two porches",
      "a packed weight under 2 kg",
      "taped seams"
    ],
    use: "festivals, road trips and wild camping",
    priceUsd: [69, 549],
    weightG: [1200, 5500],
    brands: ["pinecrest", "tidewell"]
  },
  // Toys & Games
  {
    slug: "plush-toys",
    name: "Plush Toys",
    catSlug: "toys-games",
    kind: "teddy-bear",
    code: "PT",
    noun: "Teddy Bear",
    lines: ["Honey", "Snuggle", "Bramble", "Button"],
    editions: ["", "Classic", "Sleepy", "Patchwork"],
    variants: ["25 cm", "35 cm", "50 cm", "80 cm"],
    features: [
      "super-soft recycled plush",
      "embroidered eyes safe for babies",
      "machine-washable care",
      "EN71 safety certification"
    ],
    use: "bedtime cuddles and first birthdays",
    priceUsd: [12, 79],
    weightG: [150, 1400],
    brands: ["fennic", "koru-kids"]
  },
  {
    slug: "puzzles",
    name: "Puzzles",
    catSlug: "toys-games",
    kind: "puzzle",
    code: "PZ",
    noun: "Jigsaw Puzzle",
    lines: ["Harbour Lights", "Alpine Lake", "Night Market", "Botanical"],
    editions: ["500-Piece", "1000-Piece", "1500-Piece"],
    variants: ["Standard Box", "Gift Tin"],
    features: [
      "thick recycled board",
      "a linen-finish print with no glare",
      "a poster of the finished image",
      "uniquely cut pieces"
    ],
    use: "rainy afternoons and family evenings",
    priceUsd: [12, 39],
    weightG: [400, 1100],
    brands: ["fennic", "koru-kids"]
  },
  {
    slug: "board-games",
    name: "Board Games",
    catSlug: "toys-games",
    kind: "dice",
    code: "BG",
    noun: "Board Game",
    lines: ["Castle Quest", "Spice Route", "Harbour Masters", "Dragon Dice"],
    editions: ["", "Deluxe", "Travel", "Family"],
    variants: ["2\u20134 Players", "2\u20136 Players", "3\u20135 Players"],
    features: [
      "rules you can learn in ten minutes",
      "45-minute games",
      "chunky wooden pieces",
      "a solo mode"
    ],
    use: "game nights with friends and family",
    priceUsd: [19, 79],
    weightG: [600, 2400],
    brands: ["fennic", "koru-kids"]
  },
  {
    slug: "video-games",
    name: "Video Games & Consoles",
    catSlug: "toys-games",
    kind: "game-controller",
    code: "VG",
    noun: "Wireless Controller",
    lines: ["Pro Pad", "Arcade", "Quest", "Nova"],
    editions: ["", "Elite", "Lite", "Gen 2"],
    variants: ["Carbon Black", "Polar White", "Cobalt Blue", "Volcanic Red"],
    features: [
      "Hall-effect sticks that never drift",
      "remappable back paddles",
      "a 40-hour battery",
      "low-latency 2.4 GHz wireless",
      "rumble motors in the triggers"
    ],
    use: "couch co-op and competitive nights",
    priceUsd: [29, 199],
    weightG: [220, 330],
    brands: ["cobaltline", "orbita"]
  },
  // Books & Media
  {
    slug: "fiction-books",
    name: "Fiction",
    catSlug: "books-media",
    kind: "book",
    code: "FI",
    noun: "Novel",
    nameStyle: "title",
    lines: [
      "The Salt Road",
      "A Lantern in the Fog",
      "Winter Orchard",
      "The Clockmaker\u2019s Daughter",
      "Tidelines"
    ],
    editions: ["", "Anniversary Edition", "Signed Edition"],
    variants: ["Hardcover", "Paperback", "Large Print"],
    features: [
      "a book-club discussion guide",
      "a cloth-bound spine",
      "a ribbon bookmark",
      "an afterword by the author"
    ],
    use: "long train rides and quiet evenings",
    priceUsd: [9, 35],
    weightG: [250, 900],
    brands: ["quillon-press", "paperlane"]
  },
  {
    slug: "cookbooks",
    name: "Cookbooks",
    catSlug: "books-media",
    kind: "books",
    code: "CB",
    noun: "Cookbook",
    nameStyle: "title",
    lines: ["One Pan Suppers", "Bread at Home", "The Green Kitchen", "Thirty-Minute Feasts"],
    editions: ["", "Revised Edition", "Box Set"],
    variants: ["Hardcover", "Paperback"],
    features: [
      "120 tested recipes",
      "a photograph for every dish",
      "a lay-flat binding",
      "weekly meal-prep plans"
    ],
    use: "cooks who want dinner on the table fast",
    priceUsd: [14, 59],
    weightG: [500, 1600],
    brands: ["quillon-press", "paperlane"]
  },
  {
    slug: "music-cds",
    name: "Music CDs & Vinyl",
    catSlug: "books-media",
    kind: "cd",
    code: "MU",
    noun: "Album",
    nameStyle: "title",
    lines: ["Northern Lights Sessions", "Midnight Radio", "Paper Kites Live", "Slow Rivers"],
    editions: ["", "Deluxe", "Remastered"],
    variants: ["CD", "180 g Vinyl", "Double Vinyl"],
    features: ["a 16-page lyric booklet", "two bonus tracks", "a download code", "gatefold artwork"],
    use: "Sunday mornings and long drives",
    priceUsd: [9, 45],
    weightG: [90, 450],
    brands: ["maplewood-music", "paperlane"]
  },
  {
    slug: "notebooks-journals",
    name: "Notebooks & Journals",
    catSlug: "books-media",
    kind: "book",
    code: "NJ",
    noun: "Dotted Notebook",
    lines: ["Fieldbook", "Daily Log", "Sketch", "Planner"],
    editions: ["A5", "A6", "B5"],
    variants: ["Mustard", "Charcoal", "Sage", "Terracotta"],
    features: [
      "120 gsm fountain-pen-friendly paper",
      "numbered pages and an index",
      "two ribbon markers",
      "a lay-flat binding"
    ],
    use: "bullet journals, sketches and meeting notes",
    priceUsd: [8, 32],
    weightG: [150, 450],
    brands: ["quillon-press", "paperlane"]
  },
  // Musical Instruments
  {
    slug: "guitars",
    name: "Guitars",
    catSlug: "musical-instruments",
    kind: "guitar",
    code: "GT",
    noun: "Electric Guitar",
    lines: ["Sunburst", "Roadhouse", "Comet", "Canyon"],
    editions: ["", "Standard", "Deluxe", "Junior"],
    variants: ["Cherry Red", "Vintage Sunburst", "Olympic White", "Black"],
    features: [
      "a roasted maple neck",
      "alnico humbucking pickups",
      "locking tuners",
      "a padded gig bag",
      "a professional set-up before shipping"
    ],
    use: "bedroom practice and first gigs",
    priceUsd: [149, 1299],
    weightG: [3e3, 4200],
    brands: ["maplewood-music", "resonance-works"]
  },
  {
    slug: "pianos-keyboards",
    name: "Pianos & Keyboards",
    catSlug: "musical-instruments",
    kind: "piano",
    code: "PN",
    noun: "Digital Piano",
    lines: ["Concert", "\xC9tude", "Sonata", "Studio"],
    editions: ["61", "76", "88", "88 Pro"],
    variants: ["Black", "White", "Rosewood"],
    features: [
      "weighted hammer-action keys",
      "a sampled concert grand",
      "a built-in lesson mode",
      "USB-MIDI and Bluetooth audio",
      "a sustain pedal in the box"
    ],
    use: "beginners and returning players",
    priceUsd: [199, 1499],
    weightG: [5e3, 25e3],
    brands: ["resonance-works", "maplewood-music"]
  },
  {
    slug: "drums",
    name: "Drums & Percussion",
    catSlug: "musical-instruments",
    kind: "drum",
    code: "DM",
    noun: "Snare Drum",
    lines: ["Groove", "Backbeat", "Parade", "Rimshot"],
    editions: ['13"', '14"', '14" Deep'],
    variants: ["Maple", "Birch", "Steel"],
    features: ["die-cast hoops", "a smooth throw-off", "pre-tuned heads", "a pair of hickory sticks"],
    use: "rehearsal rooms and marching bands",
    priceUsd: [89, 599],
    weightG: [2500, 6500],
    brands: ["resonance-works", "maplewood-music"]
  },
  {
    slug: "violins",
    name: "Violins & Strings",
    catSlug: "musical-instruments",
    kind: "violin",
    code: "VL",
    noun: "Violin Outfit",
    lines: ["Cremona", "Student", "Allegro", "Heritage"],
    editions: ["1/2", "3/4", "4/4"],
    variants: ["with Oblong Case", "with Shaped Case"],
    features: [
      "a hand-carved spruce top",
      "ebony fittings",
      "a brazilwood bow",
      "a set of synthetic-core strings"
    ],
    use: "students and school orchestras",
    priceUsd: [119, 999],
    weightG: [1500, 3200],
    brands: ["resonance-works", "maplewood-music"]
  },
  // Watches & Accessories
  {
    slug: "smart-watch",
    name: "Smart Watch",
    catSlug: "watches-accessories",
    kind: "watch",
    code: "SW",
    noun: "Smart Watch",
    lines: ["Pulse", "Active", "Orbit", "Vital", "Stride"],
    editions: ["2", "4", "Pro", "Sport", "Ultra"],
    variants: ["41 mm, Midnight", "45 mm, Starlight", "45 mm, Sage", "49 mm, Titanium"],
    features: [
      "an always-on AMOLED display",
      "heart-rate, SpO2 and sleep tracking",
      "built-in GPS",
      "seven days of battery life",
      "water resistance to 50 m",
      "contactless payments"
    ],
    use: "workouts, sleep tracking and busy days",
    priceUsd: [79, 799],
    weightG: [30, 65],
    brands: ["orbita", "vantor", "voltix"]
  },
  {
    slug: "classic-watches",
    name: "Classic Watches",
    catSlug: "watches-accessories",
    kind: "watch",
    code: "CW",
    noun: "Automatic Watch",
    lines: ["Heritage", "Meridian", "Regent", "Field"],
    editions: ["36", "38", "40", "Chronograph"],
    variants: ["Leather Strap", "Steel Bracelet", "NATO Strap"],
    features: [
      "a sapphire crystal",
      "a 42-hour power reserve",
      "a see-through case back",
      "100 m water resistance"
    ],
    use: "every day for the next twenty years",
    priceUsd: [149, 1199],
    weightG: [60, 160],
    brands: ["vantor", "marlowe-finch", "solenne"]
  },
  {
    slug: "sunglasses",
    name: "Sunglasses",
    catSlug: "watches-accessories",
    kind: "sunglasses",
    code: "SG",
    noun: "Polarised Sunglasses",
    lines: ["Riviera", "Aviator", "Harbor", "Coast"],
    editions: ["", "Round", "Square", "Sport"],
    variants: ["Tortoiseshell", "Matte Black", "Gold / Green", "Crystal"],
    features: ["UV400 polarised lenses", "acetate frames", "spring hinges", "a hard case and cleaning cloth"],
    use: "beach days and bright drives",
    priceUsd: [19, 249],
    weightG: [25, 60],
    brands: ["kestrel-optics", "solenne", "bellhaven"]
  },
  {
    slug: "handbags",
    name: "Handbags",
    catSlug: "watches-accessories",
    kind: "handbag",
    code: "HN",
    noun: "Leather Bag",
    lines: ["Marais", "Soho", "Weekender", "Atelier"],
    editions: ["Tote", "Mini Tote", "Crossbody", "Shoulder"],
    variants: ["Cognac", "Black", "Blush", "Taupe"],
    features: [
      "vegetable-tanned leather",
      "a zipped inner pocket",
      "a detachable shoulder strap",
      "a padded laptop sleeve"
    ],
    use: "office days and city breaks",
    priceUsd: [39, 449],
    weightG: [400, 1200],
    brands: ["solenne", "marlowe-finch", "bellhaven"]
  },
  {
    slug: "backpacks",
    name: "Backpacks",
    catSlug: "watches-accessories",
    kind: "backpack",
    code: "BP",
    noun: "Backpack",
    lines: ["Daypack", "Commuter", "Campus", "Voyager"],
    editions: ["18 L", "24 L", "30 L", "Roll-Top"],
    variants: ["Crimson", "Black", "Navy", "Olive"],
    features: [
      "a 16-inch laptop compartment",
      "water-resistant recycled fabric",
      "a luggage pass-through strap",
      "padded, ventilated shoulder straps"
    ],
    use: "school runs, commutes and weekend trips",
    priceUsd: [29, 199],
    weightG: [500, 1400],
    brands: ["pinecrest", "zephyra", "tidewell"]
  },
  // Grocery
  {
    slug: "coffee",
    name: "Coffee",
    catSlug: "grocery",
    kind: "coffee",
    code: "CF",
    noun: "Coffee Beans",
    lines: ["Single-Origin", "House Blend", "Espresso Roast", "Decaf"],
    editions: ["Ethiopia", "Colombia", "Brazil", "Guatemala"],
    variants: ["250 g", "500 g", "1 kg"],
    features: [
      "beans roasted to order",
      "tasting notes of cocoa and red fruit",
      "a one-way freshness valve",
      "direct-trade sourcing"
    ],
    use: "slow mornings and office machines",
    priceUsd: [8, 42],
    weightG: [250, 1e3],
    brands: ["emberly-roasters", "goldfield-farms"]
  },
  {
    slug: "tea",
    name: "Tea",
    catSlug: "grocery",
    kind: "tea",
    code: "TE",
    noun: "Loose-Leaf Tea",
    lines: ["Earl Grey", "Sencha", "Chamomile", "Breakfast", "Chai"],
    editions: ["", "Organic", "Reserve"],
    variants: ["50 g Tin", "100 g Pouch", "250 g Pouch"],
    features: [
      "whole leaves, never dust",
      "a resealable tin",
      "brewing notes on the label",
      "organic certification"
    ],
    use: "afternoon breaks and quiet evenings",
    priceUsd: [5, 29],
    weightG: [50, 250],
    brands: ["goldfield-farms", "brightwater"]
  },
  {
    slug: "chocolate",
    name: "Chocolate & Sweets",
    catSlug: "grocery",
    kind: "chocolate",
    code: "CO",
    noun: "Chocolate Bar",
    lines: ["Dark 70%", "Milk & Sea Salt", "Hazelnut", "Orange Zest"],
    editions: ["", "Bean-to-Bar", "Single-Origin"],
    variants: ["100 g Bar", "4-Bar Pack", "Gift Box of 12"],
    features: ["fair-trade cocoa", "no palm oil", "a home-compostable wrapper", "just four ingredients"],
    use: "treats, baking and gifts",
    priceUsd: [3, 45],
    weightG: [100, 1200],
    brands: ["goldfield-farms", "emberly-roasters"]
  },
  {
    slug: "fresh-fruit",
    name: "Fresh Fruit",
    catSlug: "grocery",
    kind: "apple",
    code: "FR",
    noun: "Apples",
    lines: ["Orchard", "Honeycrisp", "Pink Lady", "Braeburn"],
    editions: ["", "Organic", "Heritage"],
    variants: ["1 kg", "2 kg", "5 kg Box"],
    features: [
      "fruit picked within the week",
      "crisp, juicy flesh",
      "no wax coating",
      "plastic-free packaging"
    ],
    use: "lunchboxes and autumn baking",
    priceUsd: [3, 24],
    weightG: [1e3, 5e3],
    brands: ["goldfield-farms", "brightwater"]
  },
  {
    slug: "honey-spreads",
    name: "Honey & Spreads",
    catSlug: "grocery",
    kind: "honey",
    code: "HS",
    noun: "Honey",
    lines: ["Wildflower", "Clover", "Heather", "Acacia"],
    editions: ["Raw", "Set", "Creamed"],
    variants: ["250 g Jar", "454 g Jar", "1 kg Jar"],
    features: [
      "unpasteurised, cold-extracted honey",
      "a single apiary of origin",
      "a glass jar",
      "nothing added"
    ],
    use: "toast, tea and marinades",
    priceUsd: [6, 34],
    weightG: [250, 1e3],
    brands: ["goldfield-farms", "brightwater"]
  }
];
var INTRO_FRAMES = [
  "Meet the {model}, made for {use}.",
  "{brand} designed the {short} for {use}.",
  "For {use}, look no further than the {model}.",
  "If you need something for {use}, start with the {model}."
];
var TITLE_INTRO_FRAMES = [
  "{short} from {brand} is made for {use}.",
  "From {brand}, {short} is {aNoun} made for {use}."
];
var FEATURE_FRAMES = [
  "Highlights include {f1}, {f2} and {f3}.",
  "You get {f1} and {f2}.",
  "Expect {f1}, plus {f2}.",
  "Standout details are {f1} and {f2}."
];
var CLOSING_FRAMES = [
  "Shipped by {shop}, with free returns within 30 days.",
  "Packed by hand and tracked all the way to your door.",
  "Ships in recyclable packaging within one business day.",
  "Covered by a {years}-year {brand} guarantee."
];

// src/db/seed/demo-catalogue.ts
var PRODUCT_IMAGE_VIEWS = 3;
function category(cat_name, cat_slug, artKind) {
  return { cat_name, cat_slug, imageKey: cat_slug, artKind };
}
var demoCategories = [
  category("Electronics", "electronics", "headphones"),
  category("Phones & Tablets", "phones-tablets", "phone"),
  category("Computers", "computers", "laptop"),
  category("Fashion", "fashion", "dress"),
  category("Shoes", "shoes", "running-shoe"),
  category("Home & Living", "home-living", "sofa"),
  category("Beauty & Health", "beauty-health", "lipstick"),
  category("Sports & Outdoors", "sports-outdoors", "basketball"),
  category("Toys & Games", "toys-games", "teddy-bear"),
  category("Books & Media", "books-media", "books"),
  category("Musical Instruments", "musical-instruments", "guitar"),
  category("Watches & Accessories", "watches-accessories", "watch"),
  category("Grocery", "grocery", "coffee")
];
var demoSubCategories = SUB_CATEGORY_TEMPLATES.map((t) => ({
  subcat_name: t.name,
  slug: t.slug,
  cat_slug: t.catSlug
}));
var smartWatchPromoSlug = "smart-watch";
var smartWatchPromoLink = `/products?sub_category=${smartWatchPromoSlug}`;
function brand(name, slug) {
  return { name, slug, logoKey: slug };
}
var demoBrands = [
  brand("Aurora Sound", "aurora-sound"),
  brand("Voltix", "voltix"),
  brand("Nordlys", "nordlys"),
  brand("Kestrel Optics", "kestrel-optics"),
  brand("Lumora", "lumora"),
  brand("Pinecrest Outfitters", "pinecrest"),
  brand("Tessel", "tessel"),
  brand("Quillon Press", "quillon-press"),
  brand("Brightwater", "brightwater"),
  brand("Solenne", "solenne"),
  brand("Marlowe & Finch", "marlowe-finch"),
  brand("Ironbark", "ironbark"),
  brand("Halcyon Home", "halcyon-home"),
  brand("Fennic", "fennic"),
  brand("Orbita", "orbita"),
  brand("Zephyra", "zephyra"),
  brand("Cobaltline", "cobaltline"),
  brand("Juniper Row", "juniper-row"),
  brand("Vantor", "vantor"),
  brand("Maplewood Music", "maplewood-music"),
  brand("Emberly Roasters", "emberly-roasters"),
  brand("Koru Kids", "koru-kids"),
  brand("Bellhaven", "bellhaven"),
  brand("Tidewell", "tidewell"),
  brand("Paperlane", "paperlane"),
  brand("Resonance Works", "resonance-works"),
  brand("Goldfield Farms", "goldfield-farms")
];
function seller(shop_name, shop_slug, owner, phone, shop_address, rating, catSlugs, description) {
  return {
    user: {
      fullName: owner,
      displayName: owner.split(" ")[0] ?? owner,
      email: `${shop_slug}@demo.shop`,
      phone
    },
    shop: { shop_name, shop_slug, shop_address, description, rating },
    logoKey: shop_slug,
    coverKey: shop_slug,
    catSlugs
  };
}
var demoSellers = [
  seller(
    "Golden Hour Goods",
    "golden-hour-goods",
    "Maya Lindqvist",
    "+1 555-0142",
    "48 Market Street, Portland, OR 97204, USA",
    4.8,
    ["home-living", "watches-accessories", "electronics", "toys-games"],
    "A bright little general store for the things that make a home and a day better: lamps, watches, speakers and gifts, packed by hand within a day."
  ),
  seller(
    "Voltage Avenue",
    "voltage-avenue",
    "Daniel Okafor",
    "+1 555-0117",
    "1200 Circuit Road, Austin, TX 78701, USA",
    4.6,
    ["electronics", "phones-tablets", "computers"],
    "Phones, laptops and audio from brands we test ourselves. Every device ships sealed, with a 30-day no-quibble return."
  ),
  seller(
    "Threadline Studio",
    "threadline-studio",
    "Sofia Marchetti",
    "+1 555-0168",
    "77 Mercer Street, New York, NY 10012, USA",
    4.7,
    ["fashion", "shoes", "watches-accessories"],
    "Wardrobe staples in natural fabrics, chosen to last more than a season."
  ),
  seller(
    "Stride Supply Co.",
    "stride-supply",
    "Jamal Rivers",
    "+1 555-0183",
    "9 Trailhead Way, Boulder, CO 80302, USA",
    4.5,
    ["shoes", "sports-outdoors"],
    "Run, hike and play: footwear and kit fitted by people who use it every weekend."
  ),
  seller(
    "Hearth & Home",
    "hearth-and-home",
    "Elena Novak",
    "+1 555-0129",
    "310 Willow Avenue, Minneapolis, MN 55403, USA",
    4.9,
    ["home-living", "grocery"],
    "Furniture, cookware and pantry treats for a warm, unhurried home."
  ),
  seller(
    "Glow Apothecary",
    "glow-apothecary",
    "Priya Raman",
    "+1 555-0156",
    "22 Bloom Lane, San Diego, CA 92101, USA",
    4.6,
    ["beauty-health"],
    "Clean skincare, make-up and everyday wellness, with ingredients listed in plain words."
  ),
  seller(
    "Playtime Planet",
    "playtime-planet",
    "Tom Becker",
    "+1 555-0134",
    "5 Carousel Court, Columbus, OH 43215, USA",
    4.4,
    ["toys-games", "books-media"],
    "Toys, puzzles and games that get played with long after the wrapping paper is gone."
  ),
  seller(
    "Pageturner Books & Music",
    "pageturner",
    "Grace Whitfield",
    "+1 555-0191",
    "64 Chapter Row, Boston, MA 02116, USA",
    4.8,
    ["books-media", "musical-instruments"],
    "An independent shop for readers and players: new fiction, cookbooks, records and instruments set up by hand."
  ),
  seller(
    "Harvest Pantry",
    "harvest-pantry",
    "Luis Herrera",
    "+1 555-0105",
    "18 Orchard Road, Sacramento, CA 95814, USA",
    4.7,
    ["grocery"],
    "Coffee, tea, honey and fruit from small producers we know by name."
  ),
  seller(
    "Trailhead Outfitters",
    "trailhead-outfitters",
    "Hannah Brooks",
    "+1 555-0176",
    "401 Summit Drive, Seattle, WA 98101, USA",
    4.5,
    ["sports-outdoors", "fashion", "watches-accessories"],
    "Outdoor gear and clothing for long days outside, tested on the trails around Seattle."
  )
];
var demoSellerEmail = demoSellers[0].user.email;
function mulberry32(seed2) {
  let a = seed2 >>> 0;
  return () => {
    a = a + 1831565813 >>> 0;
    let t = a;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}
function slugify(text13) {
  return text13.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/['’]/g, "").replace(/&/g, " and ").replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}
function slugSuffix(index12, seed2) {
  let x = (index12 ^ Math.imul(seed2, 625341585)) & 2147483647;
  x = Math.imul(x, 739982445) & 2147483647;
  x ^= x >>> 15;
  x = Math.imul(x, 695872825) & 2147483647;
  x ^= x >>> 13;
  return x.toString(36).padStart(6, "0");
}
var DAY_MS = 864e5;
var CREATED_WITHIN_DAYS = 120;
var NO_GUARANTEE_CATEGORIES = /* @__PURE__ */ new Set(["grocery", "books-media"]);
function prepareTemplates() {
  const brandBySlug = new Map(demoBrands.map((b) => [b.slug, b]));
  const catNameBySlug = new Map(demoCategories.map((c) => [c.cat_slug, c.cat_name]));
  return SUB_CATEGORY_TEMPLATES.map((t) => {
    const brands2 = t.brands.map((slug) => {
      const b = brandBySlug.get(slug);
      if (!b) throw new Error(`demo-words: sub-category ${t.slug} names unknown brand ${slug}`);
      return {
        name: b.name,
        slug: b.slug,
        code: b.name.replace(/[^A-Za-z]/g, "").slice(0, 3).toUpperCase()
      };
    });
    const sellers2 = demoSellers.filter((s) => s.catSlugs.includes(t.catSlug)).map((s) => ({ slug: s.shop.shop_slug, name: s.shop.shop_name }));
    const catName = catNameBySlug.get(t.catSlug);
    if (!catName || sellers2.length === 0) {
      throw new Error(`demo-words: sub-category ${t.slug} needs a known category with at least one seller`);
    }
    const closings = NO_GUARANTEE_CATEGORIES.has(t.catSlug) ? CLOSING_FRAMES.filter((f) => !f.includes("{years}")) : CLOSING_FRAMES;
    return { t, catName, brands: brands2, sellers: sellers2, closings };
  });
}
function pick(items, rnd) {
  return items[Math.floor(rnd() * items.length)];
}
function fill(frame, values) {
  return frame.replace(/\{(\w+)\}/g, (_, key) => values[key] ?? "");
}
function pickFeatures(features, rnd) {
  const n = features.length;
  const a = Math.floor(rnd() * n);
  const b = (a + 1 + Math.floor(rnd() * (n - 1))) % n;
  let c = (a + 1) % n;
  while (c === b) c = (c + 1) % n;
  return [features[a], features[b], features[c]];
}
function priceCents(range, rnd) {
  const dollars = range[0] + (range[1] - range[0]) * rnd() ** 1.7;
  if (dollars >= 100) return (Math.round(dollars / 10) * 10 - 1) * 100 + 99;
  const ending = [99, 49, 95, 0][Math.floor(rnd() * 4)];
  return Math.max(1, Math.floor(dollars)) * 100 + ending;
}
function offerCents(price, rnd) {
  const percent = 10 + Math.floor(rnd() * 31);
  let offer = price - Math.round(price * percent / 100);
  if (price >= 1e3) offer = Math.floor(offer / 100) * 100 - 1;
  return Math.min(Math.max(offer, 1), price - 1);
}
function endSentence(text13) {
  return text13.endsWith(".") ? text13 : `${text13}.`;
}
function truncate(text13, max) {
  if (text13.length <= max) return text13;
  const cut = text13.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" "))}\u2026`;
}
function startOfUtcDay(date) {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}
function* iterateDemoProducts(count, seed2 = 42, now = startOfUtcDay(/* @__PURE__ */ new Date())) {
  const rnd = mulberry32(seed2);
  const templates = prepareTemplates();
  const order = templates.map((_, i) => i);
  const nowMs = now.getTime();
  const baseSlugs = /* @__PURE__ */ new Map();
  for (let i = 0; i < count; i++) {
    const round = i % order.length;
    if (round === 0) {
      for (let j = order.length - 1; j > 0; j--) {
        const k = Math.floor(rnd() * (j + 1));
        [order[j], order[k]] = [order[k], order[j]];
      }
    }
    const p = templates[order[round]];
    const { t } = p;
    const brand2 = pick(p.brands, rnd);
    const line = pick(t.lines, rnd);
    const edition = pick(t.editions, rnd);
    const variant = pick(t.variants, rnd);
    const shop = pick(p.sellers, rnd);
    const title = t.nameStyle === "title";
    const short = title ? `${line}${edition ? ` (${edition})` : ""}` : `${line}${edition ? ` ${edition}` : ""} ${t.noun}`;
    const model = title ? short : `${brand2.name} ${short}`;
    const productName = `${model} \u2014 ${variant}`;
    let baseSlug = baseSlugs.get(model);
    if (baseSlug === void 0) {
      baseSlug = slugify(model);
      baseSlugs.set(model, baseSlug);
    }
    const inactive = i % 53 === 26 || rnd() < 0.01;
    const pending = i % 41 === 13 || rnd() < 0.015;
    const visible = !inactive && !pending;
    const forcedNew = visible && i % 19 === 5;
    const ageMs = Math.floor(rnd() * (forcedNew ? 14 : CREATED_WITHIN_DAYS) * DAY_MS);
    const createdMs = nowMs - ageMs;
    const updatedMs = createdMs + Math.floor(rnd() * ageMs);
    const isTopProduct = visible && (i % 17 === 3 || rnd() < 0.04);
    const isNewArrival = forcedNew || visible && ageMs < 30 * DAY_MS && rnd() < 0.15;
    const isBestProduct = visible && (i % 23 === 7 || rnd() < 0.04);
    const isFeatured = visible && (i % 13 === 1 || rnd() < 0.04);
    const isPopular = visible && (i % 29 === 11 || rnd() < 0.04);
    let rating = Math.round((3 + 2 * Math.sqrt(rnd())) * 10) / 10;
    if (isBestProduct) rating = Math.max(rating, 4.4);
    let reviewCount = 1 + Math.floor(rnd() ** 3 * 1800);
    if (isPopular || isTopProduct) reviewCount += 250;
    const price = priceCents(t.priceUsd, rnd);
    const offer = rnd() < 0.35 ? offerCents(price, rnd) : null;
    const stock = i % 31 === 30 || rnd() < 0.015 ? 0 : 1 + Math.floor(rnd() ** 1.3 * 250);
    const [minG, maxG] = t.weightG;
    const grams = minG + rnd() * (maxG - minG);
    const weight = grams >= 1e3 ? Math.round(grams / 50) * 50 : Math.max(5, Math.round(grams / 5) * 5);
    const [f1, f2, f3] = pickFeatures(t.features, rnd);
    const words = {
      model,
      short,
      brand: brand2.name,
      use: t.use,
      aNoun: `${/^[aeiou]/i.test(t.noun) ? "an" : "a"} ${t.noun.toLowerCase()}`,
      f1,
      f2,
      f3,
      shop: shop.name,
      years: String(1 + Math.floor(rnd() * 3))
    };
    const intro = title ? fill(pick(TITLE_INTRO_FRAMES, rnd), words) : fill(pick(INTRO_FRAMES, rnd), words);
    const sentences = [intro, fill(pick(FEATURE_FRAMES, rnd), words)];
    const extra = rnd();
    if (extra < 0.5) {
      const first = Math.floor(rnd() * p.closings.length);
      sentences.push(fill(p.closings[first], words));
      if (extra < 0.15) sentences.push(fill(p.closings[(first + 1) % p.closings.length], words));
    }
    const description = sentences.join(" ");
    yield {
      slug: `${baseSlug}-${slugSuffix(i, seed2)}`,
      productName,
      description,
      priceCents: price,
      offerPriceCents: offer,
      kind: t.kind,
      imageVariant: Math.floor(rnd() * PRODUCT_IMAGE_VIEWS),
      catSlug: t.catSlug,
      subCatSlug: t.slug,
      brandSlug: brand2.slug,
      sellerSlug: shop.slug,
      stock,
      sku: `${brand2.code}-${t.code}-${String(i + 1).padStart(6, "0")}`,
      weight,
      rating,
      reviewCount,
      isTopProduct,
      isNewArrival,
      isBestProduct,
      isFeatured,
      isPopular,
      status: inactive ? "inactive" : "active",
      approvalStatus: pending ? "pending" : "approved",
      seoTitle: truncate(`${model} | ${p.catName}`, 70),
      seoDescription: truncate(`${productName} from ${endSentence(shop.name)} ${sentences[1]}`, 160),
      createdAt: new Date(createdMs).toISOString(),
      updatedAt: new Date(updatedMs).toISOString()
    };
  }
}

// src/db/seed/demo-content.ts
var demoSliders = [
  {
    badge: "New season sound",
    titleOne: "Hear every detail",
    titleTWo: "Headphones & speakers from $39",
    productLink: "/products?category=+electronics",
    serial: 1,
    imageIndex: 0,
    art: ["headphones", "watch", "radio"]
  },
  {
    badge: "Up to 40% off",
    titleOne: "Step into spring",
    titleTWo: "Fresh shoes, bags and wardrobe staples",
    productLink: "/products?category=+shoes",
    serial: 2,
    imageIndex: 1,
    art: ["running-shoe", "handbag", "sunglasses"]
  },
  {
    badge: "Home edit",
    titleOne: "Make it cosy",
    titleTWo: "Lighting, chairs and plants for every room",
    productLink: "/products?category=+home-living",
    serial: 3,
    imageIndex: 2,
    art: ["chair", "plant", "lamp"]
  }
];
var demoAdvertisements = [
  {
    adName: "Slider Banner One",
    title: "Smart watches",
    title_one: "Track every step",
    title_two: "From $79",
    badge: "Trending",
    category_link: smartWatchPromoLink,
    imageKey: "slider-banner-one",
    art: ["watch"]
  },
  {
    adName: "Slider Banner Two",
    title: "Game night",
    title_one: "Controllers & board games",
    title_two: "Save up to 30%",
    badge: "Hot deal",
    category_link: "/products?category=+toys-games",
    imageKey: "slider-banner-two",
    art: ["game-controller", "dice"]
  },
  {
    adName: "Homepage Single Banner One",
    title: "Laptops for work and play",
    title_one: "Light, fast and ready all day",
    title_two: "Free delivery on orders over $50",
    badge: "Back to school",
    category_link: "/products?category=+computers",
    imageKey: "homepage-single-banner-one",
    art: ["laptop", "mouse", "keyboard"]
  },
  {
    adName: "Homepage Single Banner Two",
    title: "Freshly roasted, delivered",
    title_one: "Coffee, tea and treats from small producers",
    title_two: "Use code WELCOME10 for 10% off",
    badge: "Pantry",
    category_link: "/products?category=+grocery",
    imageKey: "homepage-single-banner-two",
    art: ["coffee", "chocolate", "honey"]
  }
];
var demoPopularCategorySlugs = [
  "electronics",
  "phones-tablets",
  "fashion",
  "shoes",
  "home-living",
  "watches-accessories"
];
var demoFeaturedCategorySlugs = [
  "computers",
  "beauty-health",
  "sports-outdoors",
  "toys-games",
  "grocery"
];
var demoMegaMenu = [
  {
    catSlug: "electronics",
    subCatSlugs: ["wireless-headphones", "speakers-radios", "televisions", "cameras", "microphones"]
  },
  { catSlug: "fashion", subCatSlugs: ["t-shirts", "dresses", "jeans", "jackets-coats", "caps-hats"] },
  { catSlug: "home-living", subCatSlugs: ["chairs", "sofas", "lighting", "indoor-plants", "cookware"] },
  {
    catSlug: "watches-accessories",
    subCatSlugs: [smartWatchPromoSlug, "classic-watches", "sunglasses", "handbags", "backpacks"]
  }
];
var demoMegaMenuPromo = {
  title: "Smart Watch",
  subtitle: "Fitness, sleep and payments on your wrist",
  link: smartWatchPromoLink,
  /** Key into `DemoImageSet.adImages`. */
  imageKey: "mega-menu-smart-watch",
  art: ["watch"]
};
var demoFlashSale = {
  name: "Summer Flash Sale",
  title: "Flash Sale",
  offer: "Extra 25% off 12 hand-picked deals",
  durationDays: 7,
  itemCount: 12,
  discountPercent: 25,
  art: ["headphones", "running-shoe", "watch"]
};
function selectFlashSaleItems(products2, count = demoFlashSale.itemCount, discountPercent = demoFlashSale.discountPercent) {
  const items = [];
  const seen = /* @__PURE__ */ new Set();
  for (const p of products2) {
    if (items.length >= count) break;
    if (p.status !== "active" || p.approvalStatus !== "approved" || p.stock === 0) continue;
    if (seen.has(p.subCatSlug)) continue;
    seen.add(p.subCatSlug);
    const current = p.offerPriceCents ?? p.priceCents;
    const sale = current - Math.round(current * discountPercent / 100);
    if (sale < 1 || sale >= current) continue;
    items.push({ productSlug: p.slug, salePriceCents: sale });
  }
  return items;
}
var demoBlogCategories = [
  { name: "Buying Guides", slug: "buying-guides" },
  { name: "Care & Repair", slug: "care-repair" },
  { name: "Home Ideas", slug: "home-ideas" },
  { name: "Smart Shopping", slug: "smart-shopping" }
];
var demoBlogs = [
  {
    title: "How to choose wireless headphones you will actually wear",
    slug: "how-to-choose-wireless-headphones",
    description: "Noise cancelling, battery life and fit: what matters, what is marketing, and how to test in five minutes.",
    long_description: [
      "<p>Most headphones sound good in a quiet shop. The ones you keep are the ones that still feel good after a three-hour flight, so start with <strong>comfort</strong>, not the spec sheet.</p>",
      "<h3>Fit first</h3>",
      "<p>Over-ear cushions should surround your ears without pressing on them. If you wear glasses, look for soft memory foam and a headband that spreads the weight. In-ear buds need a tip that seals: most pairs come with three sizes, and the middle one is wrong for about half of us.</p>",
      "<h3>Noise cancelling is worth it if you commute</h3>",
      "<p>Active noise cancelling removes the low rumble of trains, planes and air conditioning, which lets you listen at a lower, safer volume. If you mainly listen at home, a good passive pair will sound just as clean and costs less.</p>",
      "<h3>Read the battery claim carefully</h3>",
      "<p>Manufacturers quote battery life with noise cancelling switched off and the volume at half. Knock about a quarter off the headline number for real use. A fast-charge feature, where ten minutes on the cable gives several hours, matters more than an extra ten hours you will never reach.</p>",
      "<ul><li>Multipoint pairing lets one pair follow you from laptop to phone.</li><li>A physical mute or play button beats a fiddly touch panel in winter gloves.</li><li>Check that replacement ear cushions are sold separately.</li></ul>",
      "<p>Finally, keep the box for a few days. Our sellers accept returns within 30 days, so wear them on a real commute before you decide.</p>"
    ].join(""),
    category_slug: "buying-guides",
    seo_title: "How to choose wireless headphones: fit, ANC and battery",
    seo_description: "A practical guide to buying wireless headphones: comfort, noise cancelling, real battery life and the features worth paying for.",
    postBy: "Maya Lindqvist",
    daysAgo: 3,
    imageIndex: 0,
    art: ["headphones"]
  },
  {
    title: "Finding running shoes that fit: a five-step checklist",
    slug: "running-shoes-fit-checklist",
    description: "Forget the colourway. Shop in the afternoon, leave a thumb of space and match the shoe to the surface.",
    long_description: [
      "<p>The right running shoe is the one that disappears on your foot. Brand loyalty, colour and even cushioning numbers matter far less than fit, so use this checklist before you order.</p>",
      "<h3>1. Measure late in the day</h3>",
      "<p>Feet swell during the day and during a run. Measure in the afternoon, wearing the socks you run in, and use the larger foot.</p>",
      "<h3>2. Leave a thumb of space</h3>",
      "<p>You want roughly a thumb\u2019s width between your longest toe and the end of the shoe. Too little and your toenails will complain on downhills; too much and your foot slides.</p>",
      "<h3>3. Match the shoe to the surface</h3>",
      "<p>Road shoes have smoother soles and more cushioning. Trail shoes add deep lugs and a tougher upper for mud and rocks. If you mix both, a light trail shoe handles pavements well enough.</p>",
      "<h3>4. Think about drop and cushioning</h3>",
      "<p>The heel-to-toe drop changes how your calves and Achilles work. If your current shoes feel fine, buy something with a similar drop, and change gradually if you want to experiment.</p>",
      "<h3>5. Test indoors first</h3>",
      "<p>Run up and down the stairs at home before you head outside, because clean soles make returns easy. Most runners replace shoes every 500 to 800 kilometres, so note the date you start.</p>"
    ].join(""),
    category_slug: "buying-guides",
    seo_title: "Running shoe fit checklist: five steps before you buy",
    seo_description: "How to choose running shoes that fit: measuring, toe space, road versus trail, heel drop and testing at home.",
    postBy: "Jamal Rivers",
    daysAgo: 9,
    imageIndex: 1,
    art: ["running-shoe"]
  },
  {
    title: "Leather care in ten minutes a month",
    slug: "leather-care-ten-minutes",
    description: "A simple routine that keeps bags, boots and watch straps supple for years.",
    long_description: [
      "<p>Good leather gets better with age, but only if it does not dry out. The good news is that care takes minutes, not hours, and you need only three things: a soft brush, a damp cloth and a conditioner that suits your leather.</p>",
      "<h3>Clean before you condition</h3>",
      "<p>Brush off dust and grit first, paying attention to seams where dirt collects. Then wipe with a barely damp cloth. Conditioning over dirt simply rubs it into the grain.</p>",
      "<h3>Condition sparingly</h3>",
      "<p>Apply a pea-sized amount of conditioner with a cloth in small circles, let it soak in for twenty minutes and buff off the rest. Once every month or two is plenty for bags; boots worn in wet weather may need it more often.</p>",
      "<h3>Dry slowly</h3>",
      "<p>If your boots or bag get soaked, stuff them with newspaper and let them dry at room temperature. Radiators and hair dryers make leather crack.</p>",
      "<ul><li>Store bags stuffed and upright, in a cotton dust bag rather than plastic.</li><li>Rotate shoes so each pair rests for a day.</li><li>Test any new product on a hidden spot first.</li></ul>",
      "<p>Suede and nubuck are different: skip the conditioner and use a suede brush and a protective spray instead.</p>"
    ].join(""),
    category_slug: "care-repair",
    seo_title: "Leather care routine for bags, boots and straps",
    seo_description: "Clean, condition and dry leather the right way with a ten-minute monthly routine that keeps bags and boots supple.",
    postBy: "Sofia Marchetti",
    daysAgo: 16,
    imageIndex: 2,
    art: ["handbag", "boot"]
  },
  {
    title: "Smart watch buying guide: the features that matter",
    slug: "smart-watch-buying-guide",
    description: "Battery life, sensors, compatibility and comfort, ranked by how much they change your day.",
    long_description: [
      "<p>A smart watch is the rare gadget you wear for sixteen hours a day, so small annoyances become big ones. Rank the features by how often you will notice them.</p>",
      "<h3>Compatibility comes first</h3>",
      "<p>Check that the watch works fully with your phone. Some models only show notifications on one platform, or lose features such as replies and payments.</p>",
      "<h3>Battery life shapes everything</h3>",
      "<p>A watch that lasts a day needs charging every night, which rules out sleep tracking unless you charge it in the morning. Models that last a week are less flashy but easier to live with. Always-on displays and GPS workouts drain the battery fastest.</p>",
      "<h3>Sensors: be realistic</h3>",
      "<p>Heart-rate and step counts are reliable on most watches. Blood-oxygen and stress scores are useful for spotting trends, not for diagnosis. If you run or cycle, built-in GPS lets you leave the phone at home.</p>",
      "<h3>Comfort and size</h3>",
      "<p>Pick the smaller case if you have slim wrists or plan to sleep in it. A quick-release strap lets you swap a sports band for leather in seconds.</p>",
      "<p>Our smart watch range lists battery life, water resistance and compatibility on every product page, so you can compare them side by side.</p>"
    ].join(""),
    category_slug: "buying-guides",
    seo_title: "Smart watch buying guide: battery, sensors and fit",
    seo_description: "Which smart watch features matter day to day: phone compatibility, battery life, sensors, GPS and comfort.",
    postBy: "Daniel Okafor",
    daysAgo: 24,
    imageIndex: 3,
    art: ["watch", "phone"]
  },
  {
    title: "Five ways to make a small living room feel bigger",
    slug: "small-living-room-ideas",
    description: "Light, legs and a little discipline: easy changes that add space without knocking down walls.",
    long_description: [
      "<p>You cannot add square metres, but you can change how a room feels. These five ideas cost little and work in rented homes too.</p>",
      "<h3>1. Layer your lighting</h3>",
      "<p>One bright ceiling light flattens a room. Add a floor lamp in a dark corner and a small lamp at eye level, and the walls seem to move back. Warm white bulbs around 2,700 K feel cosy rather than clinical.</p>",
      "<h3>2. Choose furniture on legs</h3>",
      "<p>Sofas and chairs that show some floor underneath make the room look airier than pieces that sit heavily on the ground.</p>",
      "<h3>3. Go big on one thing</h3>",
      "<p>A single large rug or piece of art looks calmer than many small ones. Clutter, not size, is what makes a room feel cramped.</p>",
      "<h3>4. Use mirrors and plants</h3>",
      "<p>A mirror opposite a window doubles the daylight. A tall plant draws the eye upwards and softens corners.</p>",
      "<h3>5. Hide the everyday mess</h3>",
      "<p>Baskets, lidded boxes and a console with doors give chargers, remotes and post a home. Ten minutes of tidying each evening does the rest.</p>"
    ].join(""),
    category_slug: "home-ideas",
    seo_title: "Small living room ideas that make space feel bigger",
    seo_description: "Five easy ways to make a small living room feel bigger: layered lighting, furniture on legs, mirrors, plants and storage.",
    postBy: "Elena Novak",
    daysAgo: 33,
    imageIndex: 4,
    art: ["sofa", "plant", "lamp"]
  },
  {
    title: "How to spot a genuinely good deal in a flash sale",
    slug: "spot-a-good-flash-sale-deal",
    description: "Countdown timers are designed to rush you. Here is how to slow down and still grab the bargain.",
    long_description: [
      "<p>Flash sales are fun, and the discounts can be real. They are also designed to make you decide quickly. A short routine helps you buy what you want at a good price, and skip the rest.</p>",
      "<h3>Make a list before the sale starts</h3>",
      "<p>Add the things you already need to your wishlist a week ahead. When the sale opens, you can see at a glance which ones dropped in price, instead of browsing everything.</p>",
      "<h3>Compare the price, not the percentage</h3>",
      "<p>Forty per cent off an inflated price is not a bargain. Check what the item cost last month and what similar products cost today. A smaller discount on a better product is often the smarter buy.</p>",
      "<h3>Read the small print</h3>",
      "<ul><li>Does a coupon stack with the sale price, or replace it?</li><li>Is delivery included, and how long will it take?</li><li>Can you return the item within 30 days like any other order?</li></ul>",
      "<h3>Set a budget and stop</h3>",
      "<p>Decide how much you want to spend and close the tab when you reach it. The best deal is the one you are still happy with a month later.</p>"
    ].join(""),
    category_slug: "smart-shopping",
    seo_title: "How to spot a good deal in a flash sale",
    seo_description: "Shop flash sales calmly: plan with a wishlist, compare real prices, read the small print on coupons and returns, and stick to a budget.",
    postBy: "Grace Whitfield",
    daysAgo: 41,
    imageIndex: 5,
    art: ["dice", "chocolate"]
  },
  {
    title: "A simple skincare routine in three steps",
    slug: "simple-skincare-routine",
    description: "Cleanse, moisturise, protect: a routine that works for most skin types without a shelf of products.",
    long_description: [
      "<p>Skincare does not need ten steps. For most people, three products used consistently beat a crowded bathroom shelf used now and then.</p>",
      "<h3>1. Cleanse gently</h3>",
      "<p>Use a mild, fragrance-free cleanser in the evening to remove sunscreen and the day\u2019s grime. In the morning, plain water is often enough. If your skin feels tight afterwards, your cleanser is too harsh.</p>",
      "<h3>2. Moisturise</h3>",
      "<p>Look for ingredients that support the skin barrier, such as ceramides, glycerin and hyaluronic acid. Lighter lotions suit oily skin; richer creams help dry skin in winter. Apply to slightly damp skin to lock in water.</p>",
      "<h3>3. Protect every morning</h3>",
      "<p>Sunscreen with SPF 30 or higher is the single most effective anti-ageing product there is. Use it every day, even when it is cloudy, and reapply if you spend time outdoors.</p>",
      "<h3>Adding more, slowly</h3>",
      "<p>Once the basics are a habit, you can add one active ingredient at a time, such as vitamin C in the morning. Give each new product four weeks before judging it, and patch-test on your inner arm first.</p>"
    ].join(""),
    category_slug: "buying-guides",
    seo_title: "A simple three-step skincare routine",
    seo_description: "Cleanse, moisturise and protect: a simple skincare routine with tips on ingredients, sunscreen and adding new products safely.",
    postBy: "Priya Raman",
    daysAgo: 52,
    imageIndex: 6,
    art: ["lotion", "lipstick"]
  }
];
function customer(fullName, phone, avatarIndex, city, state, address) {
  const [first = fullName, last = ""] = fullName.toLowerCase().split(" ");
  return {
    fullName,
    displayName: fullName.split(" ")[0] ?? fullName,
    // Local parts keep to plain letters: "O’Connor" must not put a curly apostrophe in an address.
    email: `${first}.${last.replace(/[^a-z]/g, "")}@demo.shop`,
    phone,
    avatarIndex,
    address: { country: "United States", state, city, address }
  };
}
var demoCustomers = [
  customer("Olivia Chen", "+1 555-0110", 1, "Seattle", "Washington", "220 Pine Street, Apt 4B"),
  customer("Marcus Bell", "+1 555-0111", 2, "Chicago", "Illinois", "1450 North Lake Shore Drive"),
  customer("Aisha Karim", "+1 555-0112", 3, "Houston", "Texas", "87 Bayou Lane"),
  customer("Noah Fischer", "+1 555-0113", 4, "Denver", "Colorado", "33 Aspen Court"),
  customer("Isabella Rossi", "+1 555-0114", 5, "Miami", "Florida", "912 Ocean Drive"),
  customer("Ethan Walker", "+1 555-0115", 6, "Atlanta", "Georgia", "5 Peachtree Place"),
  customer("Zoe Martin", "+1 555-0116", 7, "Portland", "Oregon", "61 Alder Street"),
  customer("Liam O\u2019Connor", "+1 555-0118", 8, "Boston", "Massachusetts", "14 Beacon Hill Road"),
  customer("Hana Sato", "+1 555-0119", 9, "San Jose", "California", "400 Orchard Parkway"),
  customer("Carlos Mendes", "+1 555-0120", 10, "Phoenix", "Arizona", "1800 Desert Bloom Avenue")
];
function comment(blogSlug, who, text13) {
  const author = demoCustomers[who % demoCustomers.length];
  return { blogSlug, authorEmail: author.email, name: author.displayName, comment: text13 };
}
var demoBlogComments = [
  comment(
    "how-to-choose-wireless-headphones",
    0,
    "The tip about battery claims is spot on. Mine say 40 hours and I get about 30 with noise cancelling on."
  ),
  comment(
    "how-to-choose-wireless-headphones",
    3,
    "Multipoint pairing changed my work day. I did not know it had a name until now!"
  ),
  comment(
    "running-shoes-fit-checklist",
    1,
    "Measuring in the afternoon made a full half-size difference for me. Thanks for this."
  ),
  comment(
    "running-shoes-fit-checklist",
    6,
    "Testing on the stairs at home is such a simple idea. Returned one pair without any fuss."
  ),
  comment(
    "leather-care-ten-minutes",
    4,
    "I have been drying my boots on the radiator for years\u2026 that explains the cracks."
  ),
  comment("leather-care-ten-minutes", 8, "Would love a follow-up on caring for suede trainers."),
  comment(
    "smart-watch-buying-guide",
    5,
    "Went for the week-long battery model after reading this and I do not miss the fancy screen."
  ),
  comment(
    "smart-watch-buying-guide",
    2,
    "Good point about checking compatibility. My old watch could not reply to messages on my phone."
  ),
  comment(
    "small-living-room-ideas",
    7,
    "Added a floor lamp and a big mirror this weekend. The room genuinely feels twice the size."
  ),
  comment("small-living-room-ideas", 9, "Furniture on legs: never thought about it, but it is so true."),
  comment(
    "spot-a-good-flash-sale-deal",
    0,
    "The wishlist trick works. I only bought two things last sale and both were real bargains."
  ),
  comment(
    "spot-a-good-flash-sale-deal",
    4,
    "Comparing the price instead of the percentage saved me from a very silly purchase."
  ),
  comment(
    "simple-skincare-routine",
    2,
    "Three steps is exactly what I needed. My skin calmed down within a couple of weeks."
  ),
  comment(
    "simple-skincare-routine",
    8,
    "Sunscreen every day, even in winter: noted. Any moisturiser you would recommend for dry skin?"
  )
];
var demoCoupons = [
  {
    code: "WELCOME10",
    name: "Welcome: 10% off your order",
    discount: { role: "percent", percent: 10 },
    minimumPurchaseCents: 5e3,
    expiresInDays: 365,
    itemsNumber: 1e3,
    perUserLimit: 1,
    sellerSlug: null,
    status: "active"
  },
  {
    code: "SAVE20",
    name: "$20 off orders over $150",
    discount: { role: "amount", amountCents: 2e3 },
    minimumPurchaseCents: 15e3,
    expiresInDays: 180,
    itemsNumber: 500,
    perUserLimit: 2,
    sellerSlug: null,
    status: "active"
  },
  {
    code: "FLASH5",
    name: "Flash sale: extra 5% off",
    discount: { role: "percent", percent: 5 },
    minimumPurchaseCents: 2500,
    expiresInDays: demoFlashSale.durationDays,
    itemsNumber: 200,
    perUserLimit: 1,
    sellerSlug: null,
    status: "active"
  }
];
var demoSellerUser = demoSellers.find((s) => s.user.email === demoSellerEmail).user;
var demoAccounts = {
  admin: {
    email: "admin@demo.shop",
    password: "Admin-demo-2023!",
    fullName: "Avery Admin",
    displayName: "Avery",
    phone: "+1 555-0100"
  },
  seller: {
    ...demoSellerUser,
    email: demoSellerEmail,
    password: "Seller-demo-2023!"
  },
  customer: {
    email: "customer@demo.shop",
    password: "Customer-demo-2023!",
    fullName: "Casey Customer",
    displayName: "Casey",
    phone: "+1 555-0101"
  }
};

// src/db/seed/demo-images.ts
import { createHash } from "node:crypto";
import { mkdir as mkdir2, readFile, rename, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path2 from "node:path";
import sharp from "sharp";
var DEMO_IMAGES_VERSION = 1;
var MANIFEST_FILE = "manifest.json";
var WEBP_QUALITY = 78;
var WEBP_EFFORT = 3;
var KIND_EMOJI = {
  headphones: "1f3a7",
  radio: "1f4fb",
  tv: "1f4fa",
  camera: "1f4f7",
  microphone: "1f399-fe0f",
  phone: "1f4f1",
  battery: "1f50b",
  telephone: "260e-fe0f",
  laptop: "1f4bb",
  desktop: "1f5a5-fe0f",
  keyboard: "2328-fe0f",
  mouse: "1f5b1-fe0f",
  printer: "1f5a8-fe0f",
  "t-shirt": "1f455",
  dress: "1f457",
  jeans: "1f456",
  coat: "1f9e5",
  cap: "1f9e2",
  "running-shoe": "1f45f",
  "hiking-boot": "1f97e",
  "high-heel": "1f460",
  boot: "1f462",
  chair: "1fa91",
  sofa: "1f6cb-fe0f",
  lamp: "1f4a1",
  plant: "1fab4",
  "frying-pan": "1f373",
  lipstick: "1f484",
  lotion: "1f9f4",
  soap: "1f9fc",
  vitamins: "1f48a",
  football: "26bd",
  basketball: "1f3c0",
  tennis: "1f3be",
  bicycle: "1f6b2",
  tent: "26fa",
  "teddy-bear": "1f9f8",
  puzzle: "1f9e9",
  dice: "1f3b2",
  "game-controller": "1f3ae",
  book: "1f4d6",
  books: "1f4da",
  cd: "1f4bf",
  guitar: "1f3b8",
  piano: "1f3b9",
  drum: "1f941",
  violin: "1f3bb",
  watch: "231a",
  sunglasses: "1f576-fe0f",
  handbag: "1f45c",
  backpack: "1f392",
  coffee: "2615",
  tea: "1f375",
  chocolate: "1f36b",
  apple: "1f34e",
  honey: "1f36f"
};
var AVATAR_EMOJI = [
  "1f469",
  "1f468",
  "1f9d1-1f3fd",
  "1f469-1f3fe",
  "1f468-1f3fd",
  "1f9d4",
  "1f469-200d-1f9b0",
  "1f468-200d-1f9b1",
  "1f469-1f3fc",
  "1f468-1f3ff",
  "1f9d1-200d-1f9b3",
  "1f471"
];
var ACCENT = "#f5b301";
var INK = "#1f1b16";
var WARM_GREY = "#6b645c";
var CREAM = "#fffaf0";
var TINTS = ["#fff1c2", "#fde6d4", "#f1ebe1", "#e6f0e8", "#e5ecf5", "#f7e4e8", "#ece6f6", "#fcefd9"];
var MARK_COLOURS = [INK, "#a86f12", "#3f6b4f", "#2f4a6b", "#8c3b2f", "#5b4a8a"];
var FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
function hashOf(text13) {
  let h = 2166136261;
  for (let i = 0; i < text13.length; i++) h = Math.imul(h ^ text13.charCodeAt(i), 16777619);
  return h >>> 0;
}
function pickBy(items, key, salt = "") {
  return items[hashOf(key + salt) % items.length];
}
function mix(a, b, t) {
  const pa = Number.parseInt(a.slice(1), 16);
  const pb = Number.parseInt(b.slice(1), 16);
  const channel = (shift) => Math.round((pa >> shift & 255) * (1 - t) + (pb >> shift & 255) * t).toString(16).padStart(2, "0");
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}
function escapeXml(text13) {
  return text13.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
function svgDoc(width, height, defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}
function shadow(id, cx, cy, rx, ry, strength = 0.22) {
  return {
    defs: `<radialGradient id="${id}"><stop offset="0" stop-color="#2a1f10" stop-opacity="${strength}"/><stop offset="1" stop-color="#2a1f10" stop-opacity="0"/></radialGradient>`,
    body: `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${id})"/>`
  };
}
function dots(id, colour, opacity, gap = 28) {
  return `<pattern id="${id}" width="${gap}" height="${gap}" patternUnits="userSpaceOnUse"><circle cx="${gap / 2}" cy="${gap / 2}" r="2.2" fill="${colour}" fill-opacity="${opacity}"/></pattern>`;
}
function productView(kind, view) {
  const tint = pickBy(TINTS, kind);
  const emoji = KIND_EMOJI[kind];
  if (view === 0) {
    const s2 = shadow("s", 400, 628, 230, 34);
    const defs2 = `<radialGradient id="g" cx="50%" cy="42%" r="70%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${tint}"/></radialGradient>${s2.defs}`;
    return {
      svg: svgDoc(800, 800, defs2, `<rect width="800" height="800" fill="url(#g)"/>${s2.body}`),
      art: [{ emoji, size: 470, x: 400, y: 400, rotate: 0 }]
    };
  }
  if (view === 1) {
    const s2 = shadow("s", 420, 625, 200, 30, 0.2);
    const defs2 = `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(tint, "#ffffff", 0.5)}"/><stop offset="1" stop-color="${mix(tint, WARM_GREY, 0.08)}"/></linearGradient>${s2.defs}`;
    const body2 = [
      '<rect width="800" height="800" fill="url(#g)"/>',
      '<circle cx="430" cy="390" r="300" fill="#ffffff" fill-opacity="0.55"/>',
      `<circle cx="430" cy="390" r="336" fill="none" stroke="${ACCENT}" stroke-opacity="0.35" stroke-width="3"/>`,
      `<circle cx="130" cy="150" r="20" fill="${ACCENT}" fill-opacity="0.85"/>`,
      `<circle cx="690" cy="700" r="12" fill="${ACCENT}" fill-opacity="0.6"/>`,
      s2.body
    ].join("");
    return { svg: svgDoc(800, 800, defs2, body2), art: [{ emoji, size: 420, x: 420, y: 405, rotate: -11 }] };
  }
  const top = mix(tint, "#ffffff", 0.75);
  const side = mix(tint, WARM_GREY, 0.14);
  const s = shadow("s", 400, 606, 170, 24, 0.25);
  const defs = `<linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(tint, "#ffffff", 0.2)}"/><stop offset="1" stop-color="${tint}"/></linearGradient>${s.defs}`;
  const body = [
    '<rect width="800" height="800" fill="url(#g)"/>',
    `<path d="M140 612 L140 800 L660 800 L660 612 Z" fill="${side}"/>`,
    `<ellipse cx="400" cy="800" rx="260" ry="40" fill="${side}"/>`,
    `<ellipse cx="400" cy="612" rx="260" ry="52" fill="${top}"/>`,
    s.body
  ].join("");
  return { svg: svgDoc(800, 800, defs, body), art: [{ emoji, size: 400, x: 400, y: 420, rotate: 8 }] };
}
function categoryTile(key, kind) {
  const tint = pickBy(TINTS, key);
  const s = shadow("s", 200, 318, 110, 16);
  const defs = `<radialGradient id="g" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${tint}"/></radialGradient>${s.defs}`;
  const body = `<rect width="400" height="400" fill="url(#g)"/><circle cx="200" cy="195" r="150" fill="#ffffff" fill-opacity="0.6"/>${s.body}`;
  return {
    svg: svgDoc(400, 400, defs, body),
    art: [{ emoji: KIND_EMOJI[kind], size: 240, x: 200, y: 195, rotate: 0 }]
  };
}
function banner(width, height, kinds, key, strong = false) {
  const tint = pickBy(TINTS, key);
  const from = strong ? "#ffd45c" : CREAM;
  const to = strong ? ACCENT : tint;
  const discX = Math.round(width * 0.72);
  const discY = Math.round(height * 0.52);
  const discR = Math.round(height * 0.42);
  const s = shadow("s", discX, Math.round(height * 0.86), Math.round(discR * 0.9), Math.round(height * 0.05));
  const defs = [
    `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    dots("d", strong ? "#ffffff" : WARM_GREY, strong ? 0.35 : 0.18),
    s.defs
  ].join("");
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<rect x="0" y="0" width="${Math.round(width * 0.45)}" height="${height}" fill="url(#d)"/>`,
    `<circle cx="${discX}" cy="${discY}" r="${discR}" fill="${strong ? "#ffffff" : ACCENT}" fill-opacity="${strong ? 0.35 : 0.9}"/>`,
    `<circle cx="${discX}" cy="${discY}" r="${Math.round(discR * 1.18)}" fill="none" stroke="${strong ? "#ffffff" : ACCENT}" stroke-opacity="0.5" stroke-width="${Math.max(2, Math.round(height / 150))}"/>`,
    `<circle cx="${Math.round(width * 0.93)}" cy="${Math.round(height * 0.16)}" r="${Math.round(height * 0.05)}" fill="#ffffff" fill-opacity="0.7"/>`,
    strong ? bolts(width, height) : "",
    s.body
  ].join("");
  const main2 = Math.round(height * 0.62);
  const art = [];
  const [first, second, third] = kinds;
  if (second) {
    art.push({
      emoji: KIND_EMOJI[second],
      size: Math.round(main2 * 0.5),
      x: Math.min(width - Math.round(main2 * 0.3), discX + Math.round(discR * 1.05)),
      y: Math.round(height * 0.66),
      rotate: 12
    });
  }
  if (third) {
    art.push({
      emoji: KIND_EMOJI[third],
      size: Math.round(main2 * 0.42),
      x: discX - Math.round(discR * 1.05),
      y: Math.round(height * 0.7),
      rotate: -12
    });
  }
  if (first) art.push({ emoji: KIND_EMOJI[first], size: main2, x: discX, y: discY, rotate: -4 });
  return { svg: svgDoc(width, height, defs, body), art };
}
function bolts(width, height) {
  const bolt = (x, y, scale, angle) => `<path transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})" d="M12 0 L0 26 H10 L6 48 L26 16 H15 L20 0 Z" fill="${INK}" fill-opacity="0.85"/>`;
  return [
    bolt(Math.round(width * 0.56), Math.round(height * 0.1), height / 300, -12),
    bolt(Math.round(width * 0.94), Math.round(height * 0.55), height / 420, 14)
  ].join("");
}
function portraitPromo(width, height, kind) {
  const s = shadow("s", width / 2, Math.round(height * 0.84), Math.round(width * 0.32), 18);
  const defs = `<linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${CREAM}"/><stop offset="1" stop-color="#ffe08a"/></linearGradient>${dots("d", WARM_GREY, 0.16)}${s.defs}`;
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<rect width="${width}" height="${Math.round(height * 0.4)}" fill="url(#d)"/>`,
    `<circle cx="${width / 2}" cy="${Math.round(height * 0.62)}" r="${Math.round(width * 0.36)}" fill="${ACCENT}"/>`,
    s.body
  ].join("");
  return {
    svg: svgDoc(width, height, defs, body),
    art: [
      {
        emoji: KIND_EMOJI[kind],
        size: Math.round(width * 0.6),
        x: width / 2,
        y: Math.round(height * 0.62),
        rotate: -6
      }
    ]
  };
}
function shopCover(key, kinds) {
  const tint = pickBy(TINTS, key);
  const defs = [
    `<linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${CREAM}"/><stop offset="1" stop-color="${tint}"/></linearGradient>`,
    `<pattern id="p" width="36" height="36" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="12" height="36" fill="${ACCENT}" fill-opacity="0.08"/></pattern>`
  ].join("");
  const body = [
    '<rect width="1600" height="400" fill="url(#g)"/>',
    '<rect width="1600" height="400" fill="url(#p)"/>',
    `<circle cx="1250" cy="200" r="260" fill="#ffffff" fill-opacity="0.55"/>`,
    `<rect x="0" y="376" width="1600" height="24" fill="${ACCENT}" fill-opacity="0.85"/>`
  ].join("");
  const slots = [
    { x: 1250, y: 190, size: 300, rotate: -6 },
    { x: 990, y: 230, size: 210, rotate: 10 },
    { x: 1480, y: 240, size: 200, rotate: -12 }
  ];
  const art = kinds.slice(0, 3).map((kind, i) => ({ emoji: KIND_EMOJI[kind], ...slots[i] }));
  return { svg: svgDoc(1600, 400, defs, body), art: art.reverse() };
}
function blogCover(key, kinds) {
  const tint = pickBy(TINTS, key, "blog");
  const s = shadow("s", 600, 560, 300, 34);
  const defs = `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(tint, "#ffffff", 0.4)}"/><stop offset="1" stop-color="${tint}"/></linearGradient>${dots("d", WARM_GREY, 0.15)}${s.defs}`;
  const body = [
    '<rect width="1200" height="675" fill="url(#g)"/>',
    '<rect width="1200" height="675" fill="url(#d)"/>',
    `<circle cx="600" cy="340" r="250" fill="#ffffff" fill-opacity="0.7"/>`,
    `<circle cx="600" cy="340" r="285" fill="none" stroke="${ACCENT}" stroke-width="4" stroke-opacity="0.6"/>`,
    s.body
  ].join("");
  const [first, second] = kinds;
  const art = [];
  if (second) art.push({ emoji: KIND_EMOJI[second], size: 230, x: 800, y: 420, rotate: 10 });
  if (first) art.push({ emoji: KIND_EMOJI[first], size: 340, x: second ? 540 : 600, y: 330, rotate: -6 });
  return { svg: svgDoc(1200, 675, defs, body), art };
}
function avatarTile(index12) {
  const tint = TINTS[index12 % TINTS.length];
  const defs = `<radialGradient id="g" cx="50%" cy="35%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${tint}"/></radialGradient>`;
  return {
    svg: svgDoc(256, 256, defs, '<rect width="256" height="256" fill="url(#g)"/>'),
    art: [{ emoji: AVATAR_EMOJI[index12], size: 200, x: 128, y: 136, rotate: 0 }]
  };
}
function logoSvg(siteName) {
  const width = Math.ceil(64 + siteName.length * 26 * 0.62 + 8);
  const body = [
    `<rect x="2" y="6" width="46" height="46" rx="12" fill="${ACCENT}"/>`,
    `<path d="M15 23 h20 l-1.6 19 a3 3 0 0 1 -3 2.8 h-10.8 a3 3 0 0 1 -3 -2.8 Z" fill="${INK}"/>`,
    `<path d="M19.5 24 v-3 a5.5 5.5 0 0 1 11 0 v3" fill="none" stroke="${INK}" stroke-width="2.6" stroke-linecap="round"/>`,
    `<text x="60" y="39" font-family="${FONT}" font-size="26" font-weight="800" fill="${INK}" letter-spacing="-0.5">${escapeXml(siteName)}</text>`
  ].join("");
  return svgDoc(width, 58, "", body);
}
function paymentStripSvg() {
  const icons = {
    card: `<rect x="0" y="3" width="22" height="15" rx="3" fill="${INK}"/><rect x="0" y="6.5" width="22" height="3" fill="${ACCENT}"/><rect x="3" y="12" width="6" height="3" rx="1" fill="#ffffff"/>`,
    cash: `<rect x="0" y="3" width="22" height="15" rx="2.5" fill="#3f6b4f"/><circle cx="11" cy="10.5" r="4" fill="none" stroke="#ffffff" stroke-width="1.6"/><circle cx="4" cy="10.5" r="1.2" fill="#ffffff"/><circle cx="18" cy="10.5" r="1.2" fill="#ffffff"/>`,
    bank: `<path d="M11 1 L22 7 H0 Z" fill="${WARM_GREY}"/><rect x="2.5" y="8.5" width="3" height="8" fill="${WARM_GREY}"/><rect x="9.5" y="8.5" width="3" height="8" fill="${WARM_GREY}"/><rect x="16.5" y="8.5" width="3" height="8" fill="${WARM_GREY}"/><rect x="0" y="17.5" width="22" height="2.5" fill="${WARM_GREY}"/>`
  };
  const items = [
    ["card", "Card"],
    ["cash", "Cash on delivery"],
    ["bank", "Bank transfer"]
  ];
  let x = 1;
  const parts = [];
  for (const [icon, label] of items) {
    const w = Math.ceil(54 + label.length * 7.8);
    parts.push(
      `<g transform="translate(${x} 1)"><rect width="${w}" height="34" rx="8" fill="#ffffff" stroke="#ddd5c8"/><g transform="translate(11 7)">${icons[icon]}</g><text x="40" y="22" font-family="${FONT}" font-size="13" font-weight="600" fill="${INK}">${escapeXml(label)}</text></g>`
    );
    x += w + 8;
  }
  return svgDoc(x - 7, 36, "", parts.join(""));
}
function brandLogoSvg(name, key) {
  const colour = pickBy(MARK_COLOURS, key);
  const shape = hashOf(`${key}shape`) % 6;
  const initial = escapeXml(name.charAt(0).toUpperCase());
  const letter = (fill2) => `<text x="50" y="51" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" font-size="30" font-weight="800" fill="${fill2}">${initial}</text>`;
  const marks = [
    `<circle cx="50" cy="50" r="30" fill="${colour}"/>${letter("#ffffff")}`,
    `<rect x="20" y="20" width="60" height="60" rx="14" fill="${colour}"/>${letter("#ffffff")}`,
    `<rect x="27" y="27" width="46" height="46" rx="6" transform="rotate(45 50 50)" fill="${colour}"/>${letter("#ffffff")}`,
    `<path d="M50 18 L78 34 L78 66 L50 82 L22 66 L22 34 Z" fill="${colour}"/>${letter("#ffffff")}`,
    `<circle cx="50" cy="50" r="27" fill="none" stroke="${colour}" stroke-width="6"/>${letter(colour)}`,
    `<circle cx="40" cy="50" r="22" fill="${colour}"/><circle cx="62" cy="50" r="22" fill="${ACCENT}" fill-opacity="0.9"/>`
  ];
  const upper = hashOf(`${key}case`) % 3 === 0;
  const label = upper ? name.toUpperCase() : name;
  const spacing = upper ? 2 : 0;
  const fontSize = Math.min(32, Math.floor(204 / (label.length * (upper ? 0.72 : 0.6) + spacing / 10)));
  const body = [
    marks[shape],
    `<text x="96" y="51" dominant-baseline="central" font-family="${FONT}" font-size="${fontSize}" font-weight="${upper ? 700 : 800}" letter-spacing="${spacing}" fill="${INK}">${escapeXml(label)}</text>`
  ].join("");
  return svgDoc(320, 100, "", body);
}
function shopLogoSvg(name, key) {
  const initials = name.replace(/&/g, " ").split(/\s+/).filter((w) => /^[A-Za-z]/.test(w)).slice(0, 2).map((w) => w.charAt(0).toUpperCase()).join("");
  const style = hashOf(key) % 3;
  const [bg, fg, ring] = [
    [ACCENT, INK, "#ffffff"],
    [INK, ACCENT, ACCENT],
    [CREAM, INK, ACCENT]
  ][style];
  const body = [
    `<circle cx="100" cy="100" r="98" fill="${bg}"/>`,
    `<circle cx="100" cy="100" r="84" fill="none" stroke="${ring}" stroke-width="3" stroke-opacity="0.8"/>`,
    `<text x="100" y="102" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" font-size="68" font-weight="800" fill="${fg}" letter-spacing="-1">${escapeXml(initials)}</text>`
  ].join("");
  return svgDoc(200, 200, "", body);
}
function plan(publicPrefix, siteName) {
  const prefix = publicPrefix.replace(/\/+$/, "");
  const url = (file) => `${prefix}/${file}`;
  const jobs = [];
  const raster = (file, width, height, art, variants = []) => {
    jobs.push({ type: "raster", file, width, height, svg: art.svg, art: art.art, variants });
    return url(file);
  };
  const vector = (file, svg) => {
    jobs.push({ type: "svg", file, svg });
    return url(file);
  };
  const wide = (width) => width >= 1200 ? [800] : [];
  const productImages = {};
  for (const kind of PRODUCT_KINDS) {
    productImages[kind] = Array.from(
      { length: PRODUCT_IMAGE_VIEWS },
      (_, view) => raster(`p-${kind}-${view + 1}.webp`, 800, 800, productView(kind, view), [400])
    );
  }
  const categoryImages = {};
  for (const c of demoCategories) {
    categoryImages[c.imageKey] = raster(
      `c-${c.imageKey}.webp`,
      400,
      400,
      categoryTile(c.imageKey, c.artKind)
    );
  }
  const brandLogos = {};
  for (const b of demoBrands)
    brandLogos[b.logoKey] = vector(`b-${b.logoKey}.svg`, brandLogoSvg(b.name, b.logoKey));
  const artByCategory = new Map(demoCategories.map((c) => [c.cat_slug, c.artKind]));
  const shopLogos = {};
  const shopCovers = {};
  for (const s of demoSellers) {
    shopLogos[s.logoKey] = vector(`s-${s.logoKey}-logo.svg`, shopLogoSvg(s.shop.shop_name, s.logoKey));
    const kinds = s.catSlugs.map((slug) => artByCategory.get(slug)).filter((k) => k !== void 0);
    shopCovers[s.coverKey] = raster(
      `s-${s.coverKey}-cover.webp`,
      1600,
      400,
      shopCover(s.coverKey, kinds),
      [800]
    );
  }
  const sliderImages = [];
  for (const s of demoSliders) {
    sliderImages[s.imageIndex] = raster(
      `slider-${s.imageIndex + 1}.webp`,
      1600,
      600,
      banner(1600, 600, s.art, `slider-${s.imageIndex}`),
      wide(1600)
    );
  }
  const adImages = {};
  for (const ad of demoAdvertisements) {
    const [width, height] = ad.imageKey.startsWith("slider-banner") ? [800, 400] : [1200, 500];
    adImages[ad.imageKey] = raster(
      `ad-${ad.imageKey}.webp`,
      width,
      height,
      banner(width, height, ad.art, ad.imageKey),
      wide(width)
    );
  }
  adImages[demoMegaMenuPromo.imageKey] = raster(
    `ad-${demoMegaMenuPromo.imageKey}.webp`,
    480,
    600,
    portraitPromo(480, 600, demoMegaMenuPromo.art[0])
  );
  const blogImages = [];
  for (const b of demoBlogs) {
    blogImages[b.imageIndex] = raster(
      `blog-${b.imageIndex + 1}.webp`,
      1200,
      675,
      blogCover(b.slug, b.art),
      [800]
    );
  }
  const flashSaleImages = {
    home: raster(
      "flash-home.webp",
      1600,
      500,
      banner(1600, 500, demoFlashSale.art, "flash-home", true),
      [800]
    ),
    flash: raster(
      "flash-page.webp",
      1600,
      600,
      banner(1600, 600, demoFlashSale.art, "flash-page", true),
      [800]
    )
  };
  const avatars = AVATAR_EMOJI.map((_, i) => raster(`avatar-${i + 1}.webp`, 256, 256, avatarTile(i)));
  const images = {
    productImages,
    categoryImages,
    brandLogos,
    shopLogos,
    shopCovers,
    sliderImages,
    adImages,
    blogImages,
    flashSaleImages,
    paymentStrip: vector("payment-strip.svg", paymentStripSvg()),
    logo: vector("logo.svg", logoSvg(siteName)),
    avatars
  };
  return { jobs, images };
}
function outputFiles(job) {
  if (job.type === "svg") return [job.file];
  return [job.file, ...job.variants.map((w) => job.file.replace(/\.webp$/, `-${w}.webp`))];
}
async function writeAtomic(file, data) {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}
function emojiDir() {
  const pkg = createRequire(import.meta.url).resolve("@lobehub/fluent-emoji-3d/package.json");
  return path2.join(path2.dirname(pkg), "assets");
}
var TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };
async function renderRaster(job, outDir, assets) {
  const overlays = await Promise.all(
    job.art.map(async (p) => {
      let pipeline = sharp(path2.join(assets, `${p.emoji}.webp`)).ensureAlpha().resize(p.size, p.size, { kernel: "lanczos3" });
      if (p.rotate !== 0) pipeline = pipeline.rotate(p.rotate, { background: TRANSPARENT });
      const { data: data2, info: info2 } = await pipeline.raw().toBuffer({ resolveWithObject: true });
      const left = Math.min(Math.max(Math.round(p.x - info2.width / 2), 0), job.width - info2.width);
      const top = Math.min(Math.max(Math.round(p.y - info2.height / 2), 0), job.height - info2.height);
      return {
        input: data2,
        raw: { width: info2.width, height: info2.height, channels: info2.channels },
        left,
        top
      };
    })
  );
  const { data, info } = await sharp(Buffer.from(job.svg)).composite(overlays).raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const writes = [
    sharp(data, { raw }).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer().then((buf) => writeAtomic(path2.join(outDir, job.file), buf)),
    ...job.variants.map(
      (width) => sharp(data, { raw }).resize(width).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer().then((buf) => writeAtomic(path2.join(outDir, job.file.replace(/\.webp$/, `-${width}.webp`)), buf))
    )
  ];
  await Promise.all(writes);
}
async function runPool(items, limit, worker) {
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const item = items[next++];
      await worker(item);
    }
  });
  await Promise.all(lanes);
}
async function missingFiles(outDir, files) {
  const present = await Promise.all(
    files.map(
      (f) => stat(path2.join(outDir, f)).then(
        (s) => s.size > 0,
        () => false
      )
    )
  );
  return new Set(files.filter((_, i) => !present[i]));
}
async function readManifest(outDir, fingerprint) {
  try {
    const manifest = JSON.parse(await readFile(path2.join(outDir, MANIFEST_FILE), "utf8"));
    return manifest.version === DEMO_IMAGES_VERSION && manifest.fingerprint === fingerprint ? manifest : null;
  } catch {
    return null;
  }
}
async function generateDemoImages(options) {
  const { outDir, publicPrefix, siteName = "Marketplace", concurrency = 4 } = options;
  const { jobs, images } = plan(publicPrefix, siteName);
  const fingerprint = createHash("sha256").update(
    JSON.stringify({ version: DEMO_IMAGES_VERSION, quality: WEBP_QUALITY, effort: WEBP_EFFORT, jobs })
  ).digest("hex");
  let todo = jobs;
  const existing = await readManifest(outDir, fingerprint);
  if (existing) {
    const missing = await missingFiles(outDir, existing.files);
    if (missing.size === 0) return images;
    todo = jobs.filter((job) => outputFiles(job).some((file) => missing.has(file)));
  }
  await mkdir2(outDir, { recursive: true });
  const assets = emojiDir();
  await runPool(
    todo,
    concurrency,
    (job) => job.type === "svg" ? writeAtomic(path2.join(outDir, job.file), job.svg) : renderRaster(job, outDir, assets)
  );
  const manifest = {
    version: DEMO_IMAGES_VERSION,
    fingerprint,
    files: jobs.flatMap(outputFiles),
    images
  };
  await writeAtomic(path2.join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}
`);
  return images;
}
function productImageUrls(images, product) {
  const views = images.productImages[product.kind];
  const shift = product.imageVariant % views.length;
  return [...views.slice(shift), ...views.slice(0, shift)];
}

// src/db/seed/seed-accounts.ts
import { createHash as createHash2 } from "node:crypto";
import { generateRandomString, hashPassword } from "better-auth/crypto";
import { inArray } from "drizzle-orm";

// src/db/seed/seed-bulk.ts
import { sql as sql13 } from "drizzle-orm";
var INSERT_BATCH_ROWS = 1e3;
async function insertInBatches(db, table, rows, batchRows = INSERT_BATCH_ROWS) {
  for (let start = 0; start < rows.length; start += batchRows) {
    await db.insert(table).values(rows.slice(start, start + batchRows));
  }
}
async function insertByUnnest(db, table, columns, rows) {
  if (rows.length === 0) return;
  const names = sql13.join(
    columns.map((c) => sql13.identifier(c.column.name)),
    sql13`, `
  );
  const arrays = sql13.join(
    columns.map((c) => sql13`${sql13.param(rows.map(c.value))}::${sql13.raw(c.type)}[]`),
    sql13`, `
  );
  const aliases = columns.map((_, i) => sql13.identifier(`c${i}`));
  const selected = sql13.join(
    columns.map((c, i) => c.select ? c.select(sql13`${aliases[i]}`) : sql13`${aliases[i]}`),
    sql13`, `
  );
  await db.execute(
    sql13`insert into ${table} (${names}) select ${selected} from unnest(${arrays}) as u(${sql13.join(aliases, sql13`, `)})`
  );
}
function* chunked(items, size) {
  let chunk = [];
  for (const item of items) {
    chunk.push(item);
    if (chunk.length === size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}
function lookup(map, key, what) {
  const value = map.get(key);
  if (value === void 0) throw new Error(`Demo data names an unknown ${what}: ${String(key)}`);
  return value;
}
function entry(record, key, what) {
  if (!Object.hasOwn(record, key)) throw new Error(`Demo data names an unknown ${what}: ${key}`);
  return record[key];
}
function nth(list, index12, what) {
  if (!Number.isInteger(index12) || index12 < 0 || index12 >= list.length) {
    throw new Error(`Demo data names an unknown ${what}: #${index12}`);
  }
  return list[index12];
}

// src/db/seed/seed-accounts.ts
var DAY_MS2 = 864e5;
async function hashDemoPasswords() {
  const [admin, seller2, customer2] = await Promise.all([
    hashPassword(demoAccounts.admin.password),
    hashPassword(demoAccounts.seller.password),
    hashPassword(demoAccounts.customer.password)
  ]);
  return { admin, seller: seller2, customer: customer2 };
}
function newUserId() {
  return generateRandomString(32, "a-z", "A-Z", "0-9");
}
function userSlug(fullName, email) {
  const suffix = createHash2("sha256").update(email).digest("hex").slice(0, 4);
  return `${slugify(fullName)}-${suffix}`;
}
function demoEmail(email) {
  return email.replace(/[^A-Za-z0-9.@_+-]/g, "").toLowerCase();
}
async function seedPeople(db, images, hashes, now) {
  const ago = (days) => new Date(now.getTime() - days * DAY_MS2);
  const person = (p, role, createdAt2, extra = {}) => ({
    id: newUserId(),
    name: p.fullName,
    fullName: p.fullName,
    displayName: p.displayName,
    email: demoEmail(p.email),
    // Demo addresses are invented (@demo.shop); marking them verified lets every demo account sign in.
    emailVerified: true,
    phone: p.phone,
    role,
    slug: userSlug(p.fullName, p.email),
    createdAt: createdAt2,
    updatedAt: createdAt2,
    ...extra
  });
  const admin = person(demoAccounts.admin, "admin", ago(180), {
    image: nth(images.avatars, images.avatars.length - 1, "avatar")
  });
  const customer2 = person(demoAccounts.customer, "buyer", ago(90), {
    image: nth(images.avatars, 0, "avatar")
  });
  const owners = demoSellers.map(
    (s) => person(s.user, "seller", ago(160), {
      image: entry(images.shopLogos, s.logoKey, "shop logo"),
      address: s.shop.shop_address
    })
  );
  const shoppers = demoCustomers.map(
    (c, i) => person(c, "buyer", ago(100 - i * 3), {
      image: nth(images.avatars, c.avatarIndex, "avatar"),
      ...c.address
    })
  );
  const rows = [admin, customer2, ...owners, ...shoppers];
  const created = await db.insert(users).values(rows).onConflictDoNothing({ target: users.email }).returning({ id: users.id, email: users.email });
  const createdEmails = new Set(created.map((u) => u.email));
  const existing = await db.select({ id: users.id, email: users.email, fullName: users.fullName }).from(users).where(
    inArray(
      users.email,
      rows.map((r) => r.email)
    )
  );
  const idByStoredEmail = new Map(existing.map((u) => [u.email, u.id]));
  const demoEmails = [
    demoAccounts.admin,
    demoAccounts.customer,
    ...demoSellers.map((s) => s.user),
    ...demoCustomers
  ];
  const userIdByEmail = new Map(
    demoEmails.map((p) => [p.email, lookup(idByStoredEmail, demoEmail(p.email), "user")])
  );
  const userIdByFullName = new Map(existing.map((u) => [u.fullName, u.id]));
  await seedCredentials(db, hashes, userIdByEmail, createdEmails, now);
  const adminId = lookup(userIdByEmail, demoAccounts.admin.email, "user");
  const sellerIdByShopSlug = await seedShops(db, images, userIdByEmail, adminId, now);
  await seedShopperAddresses(db, userIdByEmail);
  return { adminId, userIdByEmail, userIdByFullName, sellerIdByShopSlug };
}
async function seedCredentials(db, hashes, userIdByEmail, createdEmails, now) {
  const signIns = [
    { email: demoAccounts.admin.email, password: hashes.admin },
    { email: demoAccounts.seller.email, password: hashes.seller },
    { email: demoAccounts.customer.email, password: hashes.customer }
  ].filter((s) => createdEmails.has(demoEmail(s.email)));
  if (signIns.length === 0) return;
  await db.insert(accounts).values(
    signIns.map((s) => {
      const userId = lookup(userIdByEmail, s.email, "user");
      return {
        id: newUserId(),
        accountId: userId,
        providerId: "credential",
        userId,
        password: s.password,
        createdAt: now,
        updatedAt: now
      };
    })
  );
}
async function seedShops(db, images, userIdByEmail, adminId, now) {
  const appliedAt = new Date(now.getTime() - 155 * DAY_MS2);
  const approvedAt = new Date(now.getTime() - 150 * DAY_MS2);
  const shops = demoSellers.map((s) => ({
    userId: lookup(userIdByEmail, s.user.email, "user"),
    shopName: s.shop.shop_name,
    shopSlug: s.shop.shop_slug,
    shopAddress: s.shop.shop_address,
    shopLogo: entry(images.shopLogos, s.logoKey, "shop logo"),
    shopCover: entry(images.shopCovers, s.coverKey, "shop cover"),
    description: s.shop.description
  }));
  await db.insert(sellerApplications).values(
    demoSellers.map((s, i) => ({
      ...shops[i],
      email: demoEmail(s.user.email),
      phone: s.user.phone,
      status: "approved",
      decidedAt: approvedAt,
      decidedBy: adminId,
      createdAt: appliedAt,
      updatedAt: approvedAt
    }))
  );
  const inserted = await db.insert(sellers).values(
    demoSellers.map((s, i) => ({
      ...shops[i],
      rating: s.shop.rating,
      contactEmail: demoEmail(s.user.email),
      contactPhone: s.user.phone,
      createdAt: approvedAt,
      updatedAt: approvedAt
    }))
  ).returning({ id: sellers.id, shopSlug: sellers.shopSlug });
  return new Map(inserted.map((s) => [s.shopSlug, s.id]));
}
async function seedShopperAddresses(db, userIdByEmail) {
  await insertInBatches(
    db,
    addresses,
    demoCustomers.map((c) => ({
      userId: lookup(userIdByEmail, c.email, "user"),
      name: c.fullName,
      email: demoEmail(c.email),
      phone: c.phone,
      ...c.address,
      isDefault: true
    }))
  );
}

// src/db/seed/seed-catalogue.ts
import { sql as sql14 } from "drizzle-orm";
async function seedTaxonomy(db, images) {
  const cats = await db.insert(categories).values(
    demoCategories.map((c) => ({
      name: c.cat_name,
      slug: c.cat_slug,
      image: entry(images.categoryImages, c.imageKey, "category image")
    }))
  ).returning({ id: categories.id, slug: categories.slug });
  const categoryIdBySlug = new Map(cats.map((c) => [c.slug, c.id]));
  const subs = await db.insert(subCategories).values(
    demoSubCategories.map((s) => ({
      name: s.subcat_name,
      slug: s.slug,
      categoryId: lookup(categoryIdBySlug, s.cat_slug, "category")
    }))
  ).returning({ id: subCategories.id, slug: subCategories.slug });
  const brandRows = await db.insert(brands).values(
    demoBrands.map((b) => ({
      name: b.name,
      slug: b.slug,
      logo: entry(images.brandLogos, b.logoKey, "brand logo")
    }))
  ).returning({ id: brands.id, slug: brands.slug });
  return {
    categoryIdBySlug,
    subCategoryIdBySlug: new Map(subs.map((s) => [s.slug, s.id])),
    brandIdBySlug: new Map(brandRows.map((b) => [b.slug, b.id]))
  };
}
var HTML_ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
function asParagraph(text13) {
  return `<p>${text13.replace(/[&<>"]/g, (c) => HTML_ESCAPES[c])}</p>`;
}
var URL_SEPARATOR = "\n";
var PRODUCT_COLUMNS = [
  { column: products.slug, type: "text", value: (r) => r.p.slug },
  { column: products.productName, type: "text", value: (r) => r.p.productName },
  { column: products.description, type: "text", value: (r) => asParagraph(r.p.description) },
  { column: products.priceCents, type: "int4", value: (r) => r.p.priceCents },
  { column: products.offerPriceCents, type: "int4", value: (r) => r.p.offerPriceCents },
  {
    column: products.imageUrls,
    type: "text",
    value: (r) => r.imageUrls.join(URL_SEPARATOR),
    // A text[] per row cannot travel inside one array parameter (PostgreSQL arrays are rectangular).
    select: (joined) => sql14`string_to_array(${joined}, ${URL_SEPARATOR})`
  },
  { column: products.categoryId, type: "int4", value: (r) => r.categoryId },
  { column: products.subCategoryId, type: "int4", value: (r) => r.subCategoryId },
  { column: products.brandId, type: "int4", value: (r) => r.brandId },
  { column: products.sellerId, type: "int4", value: (r) => r.sellerId },
  { column: products.stock, type: "int4", value: (r) => r.p.stock },
  { column: products.sku, type: "text", value: (r) => r.p.sku },
  { column: products.weightGrams, type: "int4", value: (r) => r.p.weight },
  // The generator's rating and review count are kept as they are (see seed.ts for why).
  { column: products.rating, type: "float4", value: (r) => r.p.rating },
  { column: products.reviewCount, type: "int4", value: (r) => r.p.reviewCount },
  { column: products.isTopProduct, type: "bool", value: (r) => r.p.isTopProduct },
  { column: products.isNewArrival, type: "bool", value: (r) => r.p.isNewArrival },
  { column: products.isBestProduct, type: "bool", value: (r) => r.p.isBestProduct },
  { column: products.isFeatured, type: "bool", value: (r) => r.p.isFeatured },
  { column: products.isPopular, type: "bool", value: (r) => r.p.isPopular },
  { column: products.status, type: "text", value: (r) => r.p.status },
  { column: products.approvalStatus, type: "text", value: (r) => r.p.approvalStatus },
  { column: products.seoTitle, type: "text", value: (r) => r.p.seoTitle },
  { column: products.seoDescription, type: "text", value: (r) => r.p.seoDescription },
  { column: products.createdAt, type: "timestamptz", value: (r) => r.p.createdAt },
  { column: products.updatedAt, type: "timestamptz", value: (r) => r.p.updatedAt }
];
var PRODUCTS_PER_INSERT = 2e3;
async function insertProducts(db, chunk, ids, images) {
  const rows = chunk.map(
    (p) => ({
      p,
      categoryId: lookup(ids.categoryIdBySlug, p.catSlug, "category"),
      subCategoryId: lookup(ids.subCategoryIdBySlug, p.subCatSlug, "sub-category"),
      brandId: lookup(ids.brandIdBySlug, p.brandSlug, "brand"),
      sellerId: lookup(ids.sellerIdByShopSlug, p.sellerSlug, "shop"),
      imageUrls: productImageUrls(images, p)
    })
  );
  for (let start = 0; start < rows.length; start += PRODUCTS_PER_INSERT) {
    await insertByUnnest(db, products, PRODUCT_COLUMNS, rows.slice(start, start + PRODUCTS_PER_INSERT));
  }
  const reviewsBySeller = /* @__PURE__ */ new Map();
  for (const { p, sellerId } of rows) {
    reviewsBySeller.set(sellerId, (reviewsBySeller.get(sellerId) ?? 0) + p.reviewCount);
  }
  for (const [sellerId, count] of [...reviewsBySeller].sort(([a], [b]) => a - b)) {
    await db.execute(sql14`update sellers set review_count = review_count + ${count} where id = ${sellerId}`);
  }
}

// src/db/seed/seed-content.ts
var DAY_MS3 = 864e5;
var HOUR_MS = 36e5;
var MEGA_MENU_PROMO_AD_NAME = "Mega Menu Promo";
async function seedHomeContent(db, images, ids) {
  await db.insert(sliders).values(
    demoSliders.map((s) => ({
      serial: s.serial,
      badge: s.badge,
      titleOne: s.titleOne,
      titleTwo: s.titleTWo,
      image: nth(images.sliderImages, s.imageIndex, "slider image"),
      productLink: s.productLink
    }))
  );
  await db.insert(advertisements).values([
    ...demoAdvertisements.map((a) => ({
      adName: a.adName,
      adImage: entry(images.adImages, a.imageKey, "advertisement image"),
      title: a.title,
      titleOne: a.title_one,
      titleTwo: a.title_two,
      badge: a.badge,
      categoryLink: a.category_link
    })),
    {
      adName: MEGA_MENU_PROMO_AD_NAME,
      adImage: entry(images.adImages, demoMegaMenuPromo.imageKey, "advertisement image"),
      title: demoMegaMenuPromo.title,
      titleOne: demoMegaMenuPromo.subtitle,
      categoryLink: demoMegaMenuPromo.link
    }
  ]);
  const categoryRows = (slugs) => slugs.map((slug, i) => ({ categoryId: lookup(ids.categoryIdBySlug, slug, "category"), serial: i + 1 }));
  await db.insert(popularCategories).values(categoryRows(demoPopularCategorySlugs));
  await db.insert(featuredCategories).values(categoryRows(demoFeaturedCategorySlugs));
  const entries = await db.insert(megaMenuEntries).values(categoryRows(demoMegaMenu.map((m) => m.catSlug))).returning({ id: megaMenuEntries.id, categoryId: megaMenuEntries.categoryId });
  const entryIdByCategoryId = new Map(entries.map((e) => [e.categoryId, e.id]));
  await db.insert(megaMenuSubCategories).values(
    demoMegaMenu.flatMap((m) => {
      const entryId = lookup(
        entryIdByCategoryId,
        lookup(ids.categoryIdBySlug, m.catSlug, "category"),
        "menu"
      );
      return m.subCatSlugs.map((slug, i) => ({
        megaMenuEntryId: entryId,
        subCategoryId: lookup(ids.subCategoryIdBySlug, slug, "sub-category"),
        serial: i + 1
      }));
    })
  );
  await db.insert(marketplaceSettings).values({}).onConflictDoNothing();
}
async function seedFlashSale(db, images, items, productIdBySlug, now) {
  const [sale] = await db.insert(flashSales).values({
    name: demoFlashSale.name,
    title: demoFlashSale.title,
    offer: demoFlashSale.offer,
    endsAt: new Date(now.getTime() + demoFlashSale.durationDays * DAY_MS3),
    imageHome: images.flashSaleImages.home,
    imageFlash: images.flashSaleImages.flash,
    createdAt: now,
    updatedAt: now
  }).returning({ id: flashSales.id });
  if (items.length === 0) return;
  await db.insert(flashSaleItems).values(
    items.map((item) => ({
      flashSaleId: sale.id,
      productId: lookup(productIdBySlug, item.productSlug, "product"),
      salePriceCents: item.salePriceCents
    }))
  );
}
async function seedBlog(db, images, people, now) {
  const cats = await db.insert(blogCategories).values(demoBlogCategories.map((c) => ({ name: c.name, slug: c.slug }))).returning({ id: blogCategories.id, slug: blogCategories.slug });
  const categoryIdBySlug = new Map(cats.map((c) => [c.slug, c.id]));
  const publishedAt = new Map(demoBlogs.map((b) => [b.slug, new Date(now.getTime() - b.daysAgo * DAY_MS3)]));
  const posts = await db.insert(blogs).values(
    demoBlogs.map((b) => ({
      title: b.title,
      slug: b.slug,
      description: b.description,
      longDescription: b.long_description,
      imageUrl: nth(images.blogImages, b.imageIndex, "blog image"),
      categoryId: lookup(categoryIdBySlug, b.category_slug, "blog category"),
      seoTitle: b.seo_title,
      seoDescription: b.seo_description,
      // Bylines are shop owners; anyone else is credited to the admin account that published it.
      authorId: people.userIdByFullName.get(b.postBy) ?? people.adminId,
      postBy: b.postBy,
      createdAt: publishedAt.get(b.slug),
      updatedAt: publishedAt.get(b.slug)
    }))
  ).returning({ id: blogs.id, slug: blogs.slug });
  const blogIdBySlug = new Map(posts.map((p) => [p.slug, p.id]));
  await db.insert(blogComments).values(
    demoBlogComments.map((c, i) => {
      const at = new Date(
        Math.min(
          lookup(publishedAt, c.blogSlug, "blog").getTime() + (6 + i * 5) * HOUR_MS,
          now.getTime() - HOUR_MS
        )
      );
      return {
        blogId: lookup(blogIdBySlug, c.blogSlug, "blog"),
        userId: lookup(people.userIdByEmail, c.authorEmail, "user"),
        comment: c.comment,
        createdAt: at,
        updatedAt: at
      };
    })
  );
}
async function seedCoupons(db, people, now) {
  const startsAt = new Date(now.getTime() - DAY_MS3);
  await db.insert(coupons).values(
    demoCoupons.map((c) => ({
      code: c.code,
      name: c.name,
      discountKind: c.discount.role,
      // Cents for an amount, whole percent for a percentage (see schema/coupons.ts).
      discountValue: c.discount.role === "percent" ? c.discount.percent : c.discount.amountCents,
      minimumPurchaseCents: c.minimumPurchaseCents,
      startsAt,
      expiresAt: new Date(now.getTime() + c.expiresInDays * DAY_MS3),
      itemsNumber: c.itemsNumber,
      perUserLimit: c.perUserLimit,
      sellerId: c.sellerSlug === null ? null : lookup(people.sellerIdByShopSlug, c.sellerSlug, "shop"),
      status: c.status,
      createdAt: startsAt,
      updatedAt: startsAt
    }))
  );
}

// src/db/seed/seed-reviews.ts
var DAY_MS4 = 864e5;
var HOUR_MS2 = 36e5;
var REVIEWED_PRODUCTS = 10;
var REVIEWER_OFFSETS = [0, 3, 7];
var MIN_PRODUCT_AGE_DAYS = 45;
var FREE_SHIPPING_FROM_CENTS = 5e3;
var FLAT_SHIPPING_CENTS = 499;
var REVIEW_TEXTS = {
  5: [
    "Exactly as described and it arrived two days early. Really happy with it.",
    "Great quality for the price. I have already recommended it to two friends.",
    "Second one I have bought from this shop and still the best in its range."
  ],
  4: [
    "Very good overall. The packaging could be better, but the product itself is excellent.",
    "Does everything I need. One star off because delivery took a few extra days."
  ],
  3: ["Decent, but a little smaller than I expected from the photos."]
};
function pickReviewedProducts(candidates, now) {
  const listedBefore = now.getTime() - MIN_PRODUCT_AGE_DAYS * DAY_MS4;
  return candidates.filter(
    (p) => p.status === "active" && p.approvalStatus === "approved" && (p.isTopProduct || p.isBestProduct || p.isFeatured || p.isPopular) && Date.parse(p.createdAt) <= listedBefore
  ).slice(0, REVIEWED_PRODUCTS);
}
async function seedOrdersAndReviews(db, reviewed, productBySlug, people, now) {
  const purchases = demoCustomers.map((customer2) => ({ customer: customer2, products: [] }));
  for (const [j, product] of reviewed.entries()) {
    for (const offset of REVIEWER_OFFSETS) purchases[(j + offset) % purchases.length].products.push(product);
  }
  const [settings] = await db.select({ rate: marketplaceSettings.commissionRateBps }).from(marketplaceSettings).limit(1);
  const commissionRateBps = settings?.rate ?? 1e3;
  let reviewCount = 0;
  for (const [c, { customer: customer2, products: products2 }] of purchases.entries()) {
    if (products2.length === 0) continue;
    const userId = lookup(people.userIdByEmail, customer2.email, "user");
    const placedAt = new Date(now.getTime() - (20 + c * 2) * DAY_MS4);
    const timeline = [
      { status: "pending", at: placedAt, actorUserId: userId },
      { status: "processing", at: new Date(placedAt.getTime() + 2 * HOUR_MS2), actorUserId: null },
      { status: "shipped", at: new Date(placedAt.getTime() + DAY_MS4), actorUserId: null },
      { status: "delivered", at: new Date(placedAt.getTime() + 3 * DAY_MS4), actorUserId: null }
    ];
    const deliveredAt = timeline[3].at;
    const subtotal = products2.reduce((sum, p) => sum + (p.offerPriceCents ?? p.priceCents), 0);
    const shipping = subtotal >= FREE_SHIPPING_FROM_CENTS ? 0 : FLAT_SHIPPING_CENTS;
    const [order] = await db.insert(orders).values({
      userId,
      subtotalCents: subtotal,
      shippingCents: shipping,
      totalCents: subtotal + shipping,
      paymentMethod: "cod",
      orderStatus: "delivered",
      // Cash on delivery is paid when the parcel arrives.
      paymentStatus: "success",
      shippingName: customer2.fullName,
      shippingPhone: customer2.phone,
      shippingEmail: demoEmail(customer2.email),
      shippingCountry: customer2.address.country,
      shippingState: customer2.address.state,
      shippingCity: customer2.address.city,
      shippingAddress: customer2.address.address,
      createdAt: placedAt,
      updatedAt: deliveredAt
    }).returning({ id: orders.id });
    const orderId = order.id;
    await db.insert(orderLines).values(
      products2.map((p) => {
        const row = lookup(productBySlug, p.slug, "product");
        return {
          orderId,
          productId: row.id,
          sellerId: row.sellerId,
          productSlug: p.slug,
          productName: p.productName,
          imageUrl: row.imageUrl,
          priceCents: p.priceCents,
          offerPriceCents: p.offerPriceCents,
          quantity: 1,
          commissionRateBps,
          lineStatus: "delivered",
          createdAt: placedAt,
          updatedAt: deliveredAt
        };
      })
    );
    await db.insert(orderStatusEvents).values(timeline.map((event) => ({ orderId, ...event })));
    await db.insert(reviews).values(
      products2.map((p, k) => {
        const rating = [5, 4, 5, 3, 5, 4][(c + k) % 6];
        const texts = REVIEW_TEXTS[rating];
        const at = new Date(deliveredAt.getTime() + (1 + k) * DAY_MS4);
        const row = lookup(productBySlug, p.slug, "product");
        return {
          productId: row.id,
          orderId,
          userId,
          sellerId: row.sellerId,
          rating,
          message: texts[(c + k) % texts.length],
          createdAt: at,
          updatedAt: at
        };
      })
    );
    reviewCount += products2.length;
  }
  return { orders: purchases.filter((p) => p.products.length > 0).length, reviews: reviewCount };
}

// src/db/seed/seed.ts
var DEFAULT_DEMO_PRODUCTS = 500;
var PRODUCT_SEED = 42;
var PRODUCTS_PER_TRANSACTION = 2e4;
var POSTGRES_WRITERS = 4;
var SEED_LOCK_KEY = 7318420917;
async function seedDemoMarketplace(handle, options) {
  const summary = await seed(handle, options, false);
  if (!summary) throw new Error("unreachable: an unconditional seed always runs");
  return summary;
}
async function isCatalogueEmpty(db) {
  const { rows } = await db.execute(
    sql15`select exists (select 1 from categories) or exists (select 1 from products) as found`
  );
  return !rows[0]?.found;
}
async function seed(handle, options, onlyIfEmpty) {
  const started = performance.now();
  const log = options.log ?? (() => {
  });
  const now = options.now ?? /* @__PURE__ */ new Date();
  const count = options.products ?? DEFAULT_DEMO_PRODUCTS;
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`products must be a whole number \u2265 0, got ${count}`);
  const since = () => `${((performance.now() - started) / 1e3).toFixed(1)} s`;
  const images = await generateDemoImages({
    outDir: path3.join(options.uploadsDir, "demo"),
    publicPrefix: "/uploads/demo"
  });
  const hashes = await hashDemoPasswords();
  log(`seed: images and passwords ready (${since()})`);
  const chunks = chunked(iterateDemoProducts(count, PRODUCT_SEED, options.now), PRODUCTS_PER_TRANSACTION);
  let inserted = 0;
  const ids = await handle.db.transaction(async (tx) => {
    if (handle.kind === "postgres") await tx.execute(sql15`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (onlyIfEmpty && !await isCatalogueEmpty(tx)) return null;
    const people = await seedPeople(tx, images, hashes, now);
    const taxonomy = await seedTaxonomy(tx, images);
    const ids2 = { ...taxonomy, sellerIdByShopSlug: people.sellerIdByShopSlug };
    const first = chunks.next();
    const firstChunk = first.done ? [] : first.value;
    await insertProducts(tx, firstChunk, ids2, images);
    inserted += firstChunk.length;
    const saleItems = selectFlashSaleItems(firstChunk);
    const reviewed = pickReviewedProducts(firstChunk, now);
    const productBySlug = await findProducts(tx, [
      ...saleItems.map((i) => i.productSlug),
      ...reviewed.map((p) => p.slug)
    ]);
    await seedHomeContent(tx, images, ids2);
    await seedFlashSale(
      tx,
      images,
      saleItems,
      new Map([...productBySlug].map(([slug, p]) => [slug, p.id])),
      now
    );
    await seedBlog(tx, images, people, now);
    await seedCoupons(tx, people, now);
    await seedOrdersAndReviews(tx, reviewed, productBySlug, people, now);
    return ids2;
  });
  if (!ids) {
    log("seed: another process seeded the database first; nothing to do");
    return null;
  }
  log(
    `seed: people, catalogue, content and ${inserted.toLocaleString("en-US")} products committed (${since()})`
  );
  await insertRemainingChunks(handle, chunks, ids, images, (rows) => {
    inserted += rows;
    log(`seed: ${inserted.toLocaleString("en-US")} / ${count.toLocaleString("en-US")} products (${since()})`);
  });
  const summary = { ...await countRows(handle), elapsedMs: Math.round(performance.now() - started) };
  log(`seed: done in ${since()}`);
  return summary;
}
async function findProducts(db, slugs) {
  if (slugs.length === 0) return /* @__PURE__ */ new Map();
  const rows = await db.select({
    id: products.id,
    slug: products.slug,
    sellerId: products.sellerId,
    imageUrl: sql15`${products.imageUrls}[1]`
  }).from(products).where(inArray2(products.slug, [...new Set(slugs)]));
  return new Map(rows.map((r) => [r.slug, { id: r.id, sellerId: r.sellerId, imageUrl: r.imageUrl }]));
}
async function insertRemainingChunks(handle, chunks, ids, images, onChunk) {
  let failure;
  const writer = async () => {
    while (failure === void 0) {
      const next = chunks.next();
      if (next.done) return;
      try {
        await handle.db.transaction((tx) => insertProducts(tx, next.value, ids, images));
        onChunk(next.value.length);
      } catch (error) {
        failure ??= error;
      }
    }
  };
  const writers = handle.kind === "postgres" ? POSTGRES_WRITERS : 1;
  await Promise.all(Array.from({ length: writers }, writer));
  if (failure !== void 0) throw failure;
}
async function countRows(handle) {
  const tables = {
    users: "users",
    sellers: "sellers",
    categories: "categories",
    subCategories: "sub_categories",
    brands: "brands",
    products: "products",
    sliders: "sliders",
    advertisements: "advertisements",
    flashSaleItems: "flash_sale_items",
    blogs: "blogs",
    blogComments: "blog_comments",
    coupons: "coupons",
    orders: "orders",
    reviews: "reviews"
  };
  const selects = Object.entries(tables).map(
    ([key, table]) => sql15`(select count(*)::int from ${sql15.identifier(table)}) as ${sql15.identifier(key)}`
  );
  const { rows } = await handle.db.execute(
    sql15`select ${sql15.join(selects, sql15`, `)}`
  );
  return rows[0];
}

// src/db/seed/seed-reset.ts
import { sql as sql16 } from "drizzle-orm";
async function truncateAllTables(db) {
  const { rows } = await db.execute(
    sql16`select tablename from pg_tables where schemaname = current_schema() order by tablename`
  );
  const tables = rows.map((r) => r.tablename);
  if (tables.length === 0) return tables;
  await db.execute(
    sql16`truncate table ${sql16.join(
      tables.map((t) => sql16.identifier(t)),
      sql16`, `
    )} restart identity cascade`
  );
  return tables;
}

// src/db/seed/seed.cli.ts
var USAGE = `Usage: npm run seed -- [--products N] [--reset]
  --products N  products to generate (default ${DEFAULT_DEMO_PRODUCTS})
  --reset       empty every table first (no confirmation), then seed
Environment: DATABASE_URL (PostgreSQL; else PGlite in <DATA_DIR>/pglite), DATA_DIR (default ./data at the repository root)`;
var REPO_ROOT = path4.resolve(path4.dirname(fileURLToPath2(import.meta.url)), "../../../../..");
function parseSeedArgs(argv) {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      products: { type: "string", short: "n" },
      reset: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false }
    },
    strict: true
  });
  const raw = values.products ?? String(DEFAULT_DEMO_PRODUCTS);
  const products2 = Number(raw.replace(/[_,]/g, ""));
  if (!Number.isInteger(products2) || products2 < 0) {
    throw new Error(`--products must be a whole number \u2265 0, got "${raw}"`);
  }
  return { products: products2, reset: values.reset ?? false, help: values.help ?? false };
}
function resolveDataDir(env = process.env) {
  if (!env.DATA_DIR) return path4.join(REPO_ROOT, "data");
  return path4.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR);
}
async function main() {
  let options;
  try {
    options = parseSeedArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}

${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const started = performance.now();
  const dataDir = resolveDataDir();
  const url = process.env.DATABASE_URL || void 0;
  console.log(`Database: ${url ? redact(url) : `PGlite in ${path4.join(dataDir, "pglite")}`}`);
  const handle = await openDatabase({ url, dataDir: path4.join(dataDir, "pglite") });
  try {
    await runMigrations(handle);
    if (options.reset) {
      const tables = await truncateAllTables(handle.db);
      console.log(`Emptied ${tables.length} tables.`);
    } else if (!await isCatalogueEmpty(handle.db)) {
      console.log("The database already holds a catalogue; nothing to do. Use --reset to replace it.");
      return;
    }
    const summary = await seedDemoMarketplace(handle, {
      uploadsDir: path4.join(dataDir, "uploads"),
      products: options.products,
      log: (line) => console.log(line)
    });
    const { elapsedMs, ...counts } = summary;
    console.table(counts);
    console.log(
      `Seeded in ${(elapsedMs / 1e3).toFixed(1)} s (${((performance.now() - started) / 1e3).toFixed(1)} s with migrations).`
    );
  } finally {
    await handle.close();
  }
}
function redact(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "PostgreSQL";
  }
}
if (process.argv[1] && path4.resolve(process.argv[1]) === fileURLToPath2(import.meta.url)) {
  main().catch((error) => {
    console.error("Seeding failed:", error);
    process.exitCode = 1;
  });
}
export {
  parseSeedArgs,
  resolveDataDir
};
//# sourceMappingURL=seed.cli.js.map
