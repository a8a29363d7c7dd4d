var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// src/cli/create-admin.cli.ts
import path3 from "node:path";
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

// src/modules/users/users.admin-bootstrap.ts
import { randomUUID as randomUUID2 } from "node:crypto";

// ../../packages/shared/src/password-policy.ts
var PASSWORD_MIN_LENGTH = 8;
var PASSWORD_MAX_LENGTH = 128;
var commonPasswords = /* @__PURE__ */ new Set([
  "12345678",
  "123456789",
  "1234567890",
  "12345678910",
  "123123123",
  "11111111",
  "00000000",
  "87654321",
  "11223344",
  "12341234",
  "12344321",
  "1q2w3e4r",
  "1q2w3e4r5t",
  "1qaz2wsx",
  "qwertyuiop",
  "qwerty123",
  "qwerty12",
  "qwertyui",
  "asdfghjkl",
  "asdfasdf",
  "zxcvbnm1",
  "password",
  "password1",
  "password12",
  "password123",
  "password!",
  "passw0rd",
  "p@ssw0rd",
  "p@ssword",
  "iloveyou",
  "iloveyou1",
  "sunshine",
  "princess",
  "football",
  "baseball",
  "superman",
  "starwars",
  "trustno1",
  "whatever",
  "welcome1",
  "welcome123",
  "letmein1",
  "abcd1234",
  "abc12345",
  "abcdefgh",
  "aa123456",
  "changeme",
  "computer",
  "internet",
  "michelle",
  "jennifer",
  "jordan23",
  "liverpool",
  "charlie1",
  "dragon12",
  "monkey12",
  "master12",
  "shadow12",
  "admin123",
  "administrator",
  "test1234",
  "secret123",
  "q1w2e3r4",
  "q1w2e3r4t5",
  "zaq12wsx",
  "mustang1",
  "michael1",
  "samsung1",
  "bazaar123"
]);
function passwordProblem(password) {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`;
  }
  const lowered = password.toLowerCase();
  if (commonPasswords.has(lowered) || /^(.)\1+$/.test(password)) {
    return "Password is too common: choose one that is harder to guess";
  }
  return null;
}

// src/modules/users/users.admin-bootstrap.ts
import { hashPassword } from "better-auth/crypto";
import { and, eq as eq3, sql as sql13 } from "drizzle-orm";

// src/plugins/auth.ts
import { randomBytes, randomUUID } from "node:crypto";
import { chmodSync, existsSync as existsSync2, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path2 from "node:path";
import { Readable } from "node:stream";

// ../../packages/shared/src/messages.ts
var messages = {
  emailAlreadyExists: "Email already exists",
  invalidEmail: "Invalid Email",
  internetNotAvailable: "Internet not available",
  notRegistered: "Not Registered",
  wrongPassword: "Wrong Password",
  verifyEmailFirst: "Please verify your email first",
  googlePopupFailure: "An error ocurred. Please try again.",
  userNotSignedIn: "User not signed in",
  genericFailure: "An error occurred. Please try again.",
  profileUpdated: "Profile updated",
  passwordUpdated: "password updated",
  itemRemovedFromCart: "Item Removed From Cart",
  subscribed: "Successfuly subscribed  !",
  logInFirst: "Please, Log In first  !",
  sellerApplicationExists: "Already exists !",
  codOrderSuccessful: "COD Order successful",
  fetchedSuccessfully: "fetched Successfully",
  noItemsFound: "No items found",
  returnNote: "Get Return within 30 days",
  loading: "Loading...",
  allCategories: "All Categories"
};

// src/plugins/auth.ts
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { parseSetCookieHeader } from "better-auth/cookies";
import { bearer, genericOAuth, oauthPopup } from "better-auth/plugins";
import { eq as eq2 } from "drizzle-orm";
import fp3 from "fastify-plugin";
import { Redis } from "ioredis";

// src/lib/http-errors.ts
var AppError = class extends Error {
  constructor(statusCode, code, message) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.name = new.target.name;
  }
  statusCode;
  code;
};

// src/modules/mail/mail.templates.ts
var SHOP_NAME = "Bazaar";
function escapeHtml(value) {
  return value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");
}
function renderMail(parts) {
  const text13 = [
    parts.greeting,
    "",
    ...parts.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...parts.action ? [`${parts.action.label}: ${parts.action.url}`, ""] : [],
    ...parts.footnote ? [parts.footnote, ""] : [],
    `\u2014 ${SHOP_NAME}`
  ].join("\n");
  const button = parts.action ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="background:#f5b301;color:#1f1f1f;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(parts.action.label)}</a></p>
<p style="font-size:13px;color:#6b6b6b">If the button does not work, open this link: <br><a href="${escapeHtml(parts.action.url)}">${escapeHtml(parts.action.url)}</a></p>` : "";
  const html = `<!doctype html>
<html><body style="margin:0;background:#f6f5f3;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f1f1f">
<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(SHOP_NAME)}</h1>
<p>${escapeHtml(parts.greeting)}</p>
${parts.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
${button}
${parts.footnote ? `<p style="font-size:13px;color:#6b6b6b">${escapeHtml(parts.footnote)}</p>` : ""}
</div></body></html>`;
  return { subject: parts.subject, text: text13, html, ...parts.action ? { link: parts.action.url } : {} };
}
function greetingFor(name) {
  const trimmed = name?.trim();
  return trimmed ? `Hello ${trimmed},` : "Hello,";
}
function verificationMail(input) {
  return renderMail({
    subject: `Verify your e-mail address for ${SHOP_NAME}`,
    greeting: greetingFor(input.name),
    paragraphs: ["Please confirm that this is your e-mail address to finish creating your account."],
    action: { label: "Verify e-mail", url: input.url },
    footnote: "The link is valid for 24 hours. If you did not create an account, ignore this mail."
  });
}
function passwordResetMail(input) {
  return renderMail({
    subject: `Reset your ${SHOP_NAME} password`,
    greeting: greetingFor(input.name),
    paragraphs: [
      "Someone asked to reset the password of your account. Choose a new password with the link below."
    ],
    action: { label: "Choose a new password", url: input.url },
    footnote: "The link is valid for 1 hour. If you did not ask for it, ignore this mail: your password stays the same."
  });
}

// src/plugins/errors.ts
import { STATUS_CODES } from "node:http";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
function errorBody(statusCode, message, code) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? "Error", message, code };
}
var unavailableSqlStates = /* @__PURE__ */ new Set([
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006"
]);
var unavailableNodeCodes = /* @__PURE__ */ new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND"]);
function databaseErrorOf(error) {
  let current = error;
  for (let depth = 0; depth < 3 && current && typeof current === "object"; depth++) {
    const candidate = current;
    if (typeof candidate.code === "string" && /^[0-9A-Z]{5}$|^E[A-Z]+$/.test(candidate.code))
      return candidate;
    current = candidate.cause;
  }
  return void 0;
}
var lostConnectionMessage = /timeout exceeded when trying to connect|terminated due to connection timeout|Connection terminated unexpectedly|connection error and is not queryable/;
function isConnectionLost(error) {
  let current = error;
  for (let depth = 0; depth < 3 && current instanceof Error; depth++) {
    if (lostConnectionMessage.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
function fromDatabaseError(error) {
  const dbError = databaseErrorOf(error);
  if (!dbError?.code && !isConnectionLost(error)) return void 0;
  if (!dbError?.code || unavailableSqlStates.has(dbError.code) || unavailableNodeCodes.has(dbError.code)) {
    return errorBody(
      503,
      "The service is temporarily unavailable, please retry shortly",
      "service_unavailable"
    );
  }
  if (dbError.code === "23505") return errorBody(409, "This record already exists", "already_exists");
  if (dbError.code === "23503") return errorBody(409, "A related record does not exist", "invalid_reference");
  if (dbError.code === "23514" || dbError.code === "22003" || dbError.code === "22P02") {
    return errorBody(400, "A value is out of range", "invalid_value");
  }
  if (dbError.code === "22021")
    return errorBody(400, "A value holds a character that is not allowed", "invalid_value");
  return void 0;
}
function validationMessage(error) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return error.validation.map((issue) => {
      const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
      const where = error.validationContext ?? "request";
      return `${where}${field ? `.${field}` : ""}: ${issue.message}`;
    }).join("; ");
  }
  return error.message;
}
function toErrorBody(error) {
  if (error instanceof AppError) return errorBody(error.statusCode, error.message, error.code);
  const fastifyError = error;
  if (fastifyError.validation) return errorBody(400, validationMessage(fastifyError), "validation_error");
  if (isResponseSerializationError(error)) return errorBody(500, "Internal Server Error", "internal_error");
  const statusCode = fastifyError.statusCode;
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    const code = fastifyError.code ? fastifyError.code.replace(/^FST_ERR_/, "").toLowerCase() : "bad_request";
    const message = statusCode === 413 ? "Request body is too large" : fastifyError.message;
    return errorBody(statusCode, message, code);
  }
  return fromDatabaseError(error) ?? errorBody(500, "Internal Server Error", "internal_error");
}
async function errorsPlugin(app) {
  app.setErrorHandler((error, request, reply) => {
    const body = toErrorBody(error);
    if (body.statusCode >= 500) request.log.error({ err: error }, "request failed");
    else request.log.info({ code: body.code, statusCode: body.statusCode }, body.message);
    return reply.code(body.statusCode).type("application/json; charset=utf-8").send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(
      errorBody(404, `Route ${request.method} ${request.url.split("?")[0]} not found`, "route_not_found")
    );
  });
}
var errors_default = fp(errorsPlugin, { name: "errors" });

// src/plugins/session.ts
import { eq } from "drizzle-orm";
import fp2 from "fastify-plugin";
var ACCESS_TOKEN_COOKIE = "access_token";
var USER_SLUG_COOKIE = "user_slug";
var resolutions = /* @__PURE__ */ new WeakMap();
function pendingSessionCookies(request) {
  return resolutions.get(request)?.setCookies ?? [];
}
function appendSetCookies(reply, lines) {
  if (lines.length === 0) return;
  const existing = reply.getHeader("set-cookie");
  const current = existing === void 0 ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  reply.header("set-cookie", [...current, ...lines]);
}
async function sessionPlugin(app) {
  app.addHook("onSend", async (request, reply, payload) => {
    const lines = pendingSessionCookies(request);
    if (lines.length === 0) return payload;
    const alreadySet = reply.getHeader("set-cookie");
    if (alreadySet !== void 0 && String(alreadySet).includes(`${ACCESS_TOKEN_COOKIE}=`)) return payload;
    const secure = request.protocol === "https";
    appendSetCookies(
      reply,
      lines.map((line) => secure && !/;\s*secure\s*(;|$)/i.test(line) ? `${line}; Secure` : line)
    );
    return payload;
  });
}
var session_default = fp2(sessionPlugin, { name: "session", dependencies: ["auth"] });

// src/plugins/auth.ts
var AUTH_BASE_PATH = "/api/auth";
var SESSION_SECONDS = 60 * 60 * 24 * 7;
var SESSION_REFRESH_SECONDS = 60 * 60 * 24;
function enabledSocialProviders(env) {
  const enabled = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) enabled.push("google");
  if (env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET) enabled.push("facebook");
  return enabled;
}
var testSecret;
function resolveAuthSecret(env) {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.NODE_ENV === "test") {
    testSecret ??= randomBytes(32).toString("base64url");
    return testSecret;
  }
  const file = path2.join(path2.resolve(env.DATA_DIR), "auth-secret");
  if (existsSync2(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(path2.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}
`, { mode: 384 });
  chmodSync(file, 384);
  return secret;
}
function redisSecondaryStorage(redis, prefix) {
  const key = (name) => `${prefix}auth:${name}`;
  return {
    get: (name) => redis.get(key(name)),
    getAndDelete: (name) => redis.getdel(key(name)),
    async increment(name, ttl) {
      const value = await redis.eval(
        "local v = redis.call('INCR', KEYS[1]) if v == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end return v",
        1,
        key(name),
        String(Math.max(1, Math.ceil(ttl)))
      );
      return Number(value);
    },
    async set(name, value, ttl) {
      if (ttl && ttl > 0) await redis.set(key(name), value, "EX", Math.ceil(ttl));
      else await redis.set(key(name), value);
    },
    async delete(name) {
      await redis.del(key(name));
    }
  };
}
function newUserSlug(name) {
  const base = (name ?? "").normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 40).replace(/-+$/, "");
  const suffix = randomBytes(6).toString("base64url").toLowerCase().replace(/[^a-z0-9]/g, "").slice(0, 6);
  return `${base || "user"}-${suffix || randomUUID().slice(0, 6)}`;
}
function publicOrigin(env) {
  return env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : void 0;
}
function createAuth(options) {
  const { env, db, mailer } = options;
  const secureByConfig = env.PUBLIC_URL?.startsWith("https://") ?? false;
  const social = enabledSocialProviders(env);
  const overridden = (id) => social.includes(id) && Boolean(options.socialEndpoints?.[id]);
  const builtIn = (id) => social.includes(id) && !overridden(id);
  const credentials = {
    google: { clientId: env.GOOGLE_CLIENT_ID ?? "", clientSecret: env.GOOGLE_CLIENT_SECRET ?? "" },
    facebook: { clientId: env.FACEBOOK_CLIENT_ID ?? "", clientSecret: env.FACEBOOK_CLIENT_SECRET ?? "" }
  };
  const genericProviders = social.filter(overridden).map((id) => ({
    providerId: id,
    ...credentials[id],
    ...options.socialEndpoints?.[id],
    scopes: id === "google" ? ["openid", "email", "profile"] : ["email", "public_profile"],
    pkce: true
  }));
  const log = options.log;
  return betterAuth({
    appName: "Bazaar",
    secret: options.secret,
    basePath: AUTH_BASE_PATH,
    // PUBLIC_URL when set; otherwise each request's own origin (Fastify's protocol and host, which honour
    // TRUST_PROXY), as the handler sees it. Not better-auth's dynamic `allowedHosts: ['*']`: that would
    // trust every https origin for callback URLs. Calls that build links go through the handler
    // (`callAuthHandler`). Set PUBLIC_URL in production: mail links are built from it.
    baseURL: env.PUBLIC_URL,
    trustedOrigins: [
      ...publicOrigin(env) ? [publicOrigin(env)] : [],
      ...env.AUTH_TRUSTED_ORIGINS
    ],
    telemetry: { enabled: false },
    logger: {
      disabled: env.LOG_LEVEL === "silent" || !log,
      log: (level, message, ...args) => {
        if (!log || message.includes("Base URL is not set")) return;
        const details = args.length > 0 ? { details: args } : {};
        if (level === "error") log.error(details, `auth: ${message}`);
        else if (level === "warn") log.warn(details, `auth: ${message}`);
        else if (level === "debug") log.debug(details, `auth: ${message}`);
        else log.info(details, `auth: ${message}`);
      }
    },
    database: drizzleAdapter(db, {
      provider: "pg",
      usePlural: true,
      schema: { users, sessions, accounts, verifications }
    }),
    ...options.redis ? { secondaryStorage: redisSecondaryStorage(options.redis, options.redisKeyPrefix ?? "bazaar:") } : {},
    // The shop counts abuse itself (plugins/rate-limit.ts), per IP and per e-mail, in Redis when configured.
    rateLimit: { enabled: false },
    // The shop's own routes own sign-in and profile edits (modules/users). Sign-up is refused at the
    // Fastify bridge instead: modules/users reaches it through the handler, for its verification link.
    disabledPaths: ["/sign-in/email", "/update-user"],
    session: {
      expiresIn: SESSION_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
      // Sessions stay in PostgreSQL too, so they outlive a Redis flush and admins can see them.
      storeSessionInDatabase: true
    },
    user: {
      additionalFields: {
        slug: { type: "string", required: false, input: false },
        fullName: { type: "string", required: false, input: true, defaultValue: "" },
        displayName: { type: "string", required: false, input: true },
        phone: { type: "string", required: false, input: false },
        role: { type: "string", required: false, input: false, defaultValue: "buyer" },
        country: { type: "string", required: false, input: false },
        state: { type: "string", required: false, input: false },
        city: { type: "string", required: false, input: false },
        address: { type: "string", required: false, input: false },
        status: { type: "string", required: false, input: false, defaultValue: "active" }
      }
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({ to: user.email, ...passwordResetMail({ name: user.name, url }) });
      }
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({ to: user.email, ...verificationMail({ name: user.name, url }) });
      }
    },
    socialProviders: {
      ...builtIn("google") ? {
        google: {
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
          prompt: "select_account"
        }
      } : {},
      ...builtIn("facebook") ? {
        facebook: {
          clientId: env.FACEBOOK_CLIENT_ID,
          clientSecret: env.FACEBOOK_CLIENT_SECRET
        }
      } : {}
    },
    account: {
      accountLinking: {
        enabled: true,
        // A provider's verified e-mail signs the owner into the existing (verified) account of that e-mail.
        trustedProviders: ["google", "facebook"]
      }
    },
    advanced: {
      database: { generateId: () => randomUUID() },
      // Same origin checks in tests as in production (better-auth would skip them under NODE_ENV=test).
      disableOriginCheck: false,
      useSecureCookies: false,
      cookies: {
        session_token: {
          name: ACCESS_TOKEN_COOKIE,
          attributes: { httpOnly: true, sameSite: "lax", path: "/", secure: secureByConfig }
        }
      },
      // better-auth records the session's IP; give it Fastify's (TRUST_PROXY-aware) request.ip only.
      ipAddress: { ipAddressHeaders: ["x-client-ip"] }
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            const fullName = typeof user.fullName === "string" && user.fullName.trim() ? user.fullName.trim() : user.name;
            const displayName = typeof user.displayName === "string" && user.displayName.trim() ? user.displayName.trim() : null;
            return {
              data: {
                ...user,
                name: user.name || fullName,
                fullName,
                displayName,
                slug: newUserSlug(fullName || user.email.split("@")[0]),
                // No sign-up path can choose a role or a status.
                role: "buyer",
                status: "active"
              }
            };
          }
        }
      },
      session: {
        create: {
          before: async (session) => {
            const [row] = await db.select({ status: users.status }).from(users).where(eq2(users.id, session.userId)).limit(1);
            if (row?.status === "inactive") {
              throw new APIError("FORBIDDEN", {
                message: "This account is deactivated",
                code: "ACCOUNT_INACTIVE"
              });
            }
          }
        }
      }
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = ctx.body;
        if (ctx.path === "/reset-password" || ctx.path === "/change-password" || ctx.path === "/sign-up/email") {
          const candidate = ctx.path === "/sign-up/email" ? body?.password : body?.newPassword;
          const problem = typeof candidate === "string" ? passwordProblem(candidate) : null;
          if (problem) throw new APIError("BAD_REQUEST", { message: problem, code: "WEAK_PASSWORD" });
        }
        if (ctx.path === "/change-password" && body) {
          return { context: { body: { ...body, revokeOtherSessions: true } } };
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const newSession = ctx.context.newSession;
        const cookieOptions = {
          path: "/",
          sameSite: "lax",
          httpOnly: false,
          secure: secureByConfig
        };
        if (newSession) {
          const slug = newSession.user.slug;
          if (typeof slug === "string") {
            ctx.setCookie(USER_SLUG_COOKIE, slug, { ...cookieOptions, maxAge: SESSION_SECONDS });
          }
          return;
        }
        const setCookie = ctx.context.responseHeaders?.get("set-cookie");
        if (!setCookie) return;
        const token = parseSetCookieHeader(setCookie).get(ACCESS_TOKEN_COOKIE);
        if (token && (token["max-age"] === 0 || token.value === "")) {
          ctx.setCookie(USER_SLUG_COOKIE, "", { ...cookieOptions, maxAge: 0 });
        }
      })
    },
    plugins: [
      bearer(),
      ...genericProviders.length > 0 ? [genericOAuth({ config: genericProviders })] : [],
      ...social.length > 0 ? [oauthPopup()] : []
    ]
  });
}
function isSecureContext(request, env) {
  return request.protocol === "https" || (env.PUBLIC_URL?.startsWith("https://") ?? false);
}
function finaliseCookies(request, env, lines) {
  if (!isSecureContext(request, env)) return lines;
  return lines.map((line) => /;\s*secure\s*(;|$)/i.test(line) ? line : `${line}; Secure`);
}
function authHeadersOf(request) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === void 0 || name === "content-length" || name === "x-client-ip") continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }
  headers.set("x-client-ip", request.ip);
  return headers;
}
function webRequestOf(request, env, body) {
  const origin = publicOrigin(env) ?? `${request.protocol}://${request.host}`;
  const method = request.method === "HEAD" ? "GET" : request.method;
  const hasBody = body !== void 0 && method !== "GET";
  return new Request(new URL(request.url, origin), {
    method,
    headers: authHeadersOf(request),
    ...hasBody ? { body } : {}
  });
}
function snakeCase(code) {
  return code.replace(/([a-z0-9])([A-Z])/g, "$1_$2").replace(/[^A-Za-z0-9]+/g, "_").replace(/^_+|_+$/g, "").toLowerCase();
}
function authErrorBody(status, code, message, authPath) {
  const rawCode = code ?? "";
  if (authPath === "/change-password" && rawCode === "INVALID_PASSWORD") {
    return errorBody(400, messages.wrongPassword, "wrong_password");
  }
  if (status === 401 && (rawCode === "" || rawCode === "UNAUTHORIZED")) {
    return errorBody(401, messages.userNotSignedIn, "unauthorized");
  }
  if (rawCode === "PASSWORD_TOO_SHORT" || rawCode === "PASSWORD_TOO_LONG") {
    return errorBody(
      400,
      passwordProblem(rawCode === "PASSWORD_TOO_SHORT" ? "" : "x".repeat(PASSWORD_MAX_LENGTH + 1)) ?? "Invalid password",
      "weak_password"
    );
  }
  if (rawCode === "INVALID_TOKEN") {
    return errorBody(400, "This link is invalid or has expired. Please ask for a new one.", "invalid_token");
  }
  if (rawCode === "INVALID_EMAIL") return errorBody(400, messages.invalidEmail, "invalid_email");
  if (status === 404 && !rawCode)
    return errorBody(404, `Route ${AUTH_BASE_PATH}${authPath} not found`, "route_not_found");
  const safeStatus = status >= 400 && status < 600 ? status : 400;
  const text13 = message || (safeStatus >= 500 ? "Internal Server Error" : "The request could not be completed");
  return errorBody(
    safeStatus,
    safeStatus >= 500 ? "Internal Server Error" : text13,
    snakeCase(rawCode) || (safeStatus >= 500 ? "internal_error" : "bad_request")
  );
}
var limitedAuthPaths = {
  "/request-password-reset": "password-reset",
  "/reset-password": "password-reset",
  "/send-verification-email": "verification-resend",
  "/change-password": "sign-in"
};
var publicOnlyElsewhere = /* @__PURE__ */ new Map([["/sign-up/email", "POST /api/users/register"]]);
function authPathOf(url) {
  const pathname = url.split("?")[0] ?? "";
  return pathname.startsWith(AUTH_BASE_PATH) ? pathname.slice(AUTH_BASE_PATH.length) || "/" : pathname;
}
function emailOf(body) {
  if (typeof body !== "string" || body.length === 0) return void 0;
  try {
    const parsed = JSON.parse(body);
    return typeof parsed.email === "string" ? parsed.email : void 0;
  } catch {
    return void 0;
  }
}
async function sendAuthResponse(request, reply, response, env) {
  const authPath = authPathOf(request.url);
  const type = response.headers.get("content-type") ?? "";
  const cookies = finaliseCookies(request, env, response.headers.getSetCookie());
  for (const [name, value] of response.headers) {
    if (name === "set-cookie" || name === "content-length") continue;
    reply.header(name, value);
  }
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (response.status >= 400) {
    let parsed = {};
    if (type.includes("json")) parsed = await response.json().catch(() => ({})) ?? {};
    else await response.text().catch(() => "");
    const body = authErrorBody(response.status, parsed.code, parsed.message, authPath);
    return reply.code(body.statusCode).type("application/json; charset=utf-8").send(body);
  }
  reply.code(response.status);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body));
}
async function authPlugin(app, options) {
  const { env } = options;
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false }) : null;
  redis?.on("error", (error) => app.log.warn({ err: error }, "redis connection error"));
  app.decorate("redis", redis);
  app.decorate("redisKeyPrefix", env.REDIS_KEY_PREFIX);
  app.addHook("onClose", async () => {
    await redis?.quit().catch(() => void 0);
  });
  if (env.NODE_ENV === "production" && !env.PUBLIC_URL) {
    app.log.warn(
      "PUBLIC_URL is not set: links in e-mails follow the Host header of each request; set PUBLIC_URL"
    );
  }
  const auth = createAuth({
    env,
    db: app.db,
    mailer: app.mailer,
    secret: resolveAuthSecret(env),
    redis,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    log: app.log,
    socialEndpoints: options.socialEndpoints
  });
  app.decorate("auth", auth);
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));
    scope.route({
      method: ["GET", "POST"],
      url: `${AUTH_BASE_PATH}/*`,
      schema: { hide: true },
      preHandler: async (request, reply) => {
        if (publicOnlyElsewhere.has(authPathOf(request.url))) {
          throw new AppError(
            404,
            "route_not_found",
            `Use ${publicOnlyElsewhere.get(authPathOf(request.url))}`
          );
        }
        const action = request.method === "POST" ? limitedAuthPaths[authPathOf(request.url)] : void 0;
        if (action) await app.abuseLimits.check(request, reply, action, emailOf(request.body));
      },
      handler: async (request, reply) => {
        const body = typeof request.body === "string" ? request.body : void 0;
        const response = await auth.handler(webRequestOf(request, env, body));
        return sendAuthResponse(request, reply, response, env);
      }
    });
  });
}
var auth_default = fp3(authPlugin, { name: "auth", dependencies: ["database", "mail"] });

// src/modules/users/users.admin-bootstrap.ts
var emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
var AdminInputError = class extends Error {
};
function checkInput(input) {
  const email = input.email.trim().toLowerCase();
  if (!emailPattern.test(email)) throw new AdminInputError(`Not an e-mail address: ${input.email}`);
  const problem = passwordProblem(input.password);
  if (problem) throw new AdminInputError(problem);
  return { email, password: input.password, fullName: input.fullName?.trim() || "Administrator" };
}
async function upsertAdmin(database, input, options) {
  const { email, password, fullName } = checkInput(input);
  const hash = await hashPassword(password);
  return database.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(sql13`lower(${users.email}) = ${email}`).limit(1);
    if (existing) {
      await tx.update(users).set({ role: "admin", emailVerified: true, status: "active" }).where(eq3(users.id, existing.id));
      const [credential] = await tx.select({ id: accounts.id }).from(accounts).where(and(eq3(accounts.userId, existing.id), eq3(accounts.providerId, "credential"))).limit(1);
      if (!credential) {
        await tx.insert(accounts).values({
          id: randomUUID2(),
          accountId: existing.id,
          providerId: "credential",
          userId: existing.id,
          password: hash
        });
      } else if (options.setPassword) {
        await tx.update(accounts).set({ password: hash, updatedAt: /* @__PURE__ */ new Date() }).where(eq3(accounts.id, credential.id));
      }
      return { outcome: "promoted", email, slug: existing.slug };
    }
    const id = randomUUID2();
    const slug = newUserSlug(fullName);
    await tx.insert(users).values({
      id,
      name: fullName,
      email,
      emailVerified: true,
      slug,
      fullName,
      role: "admin",
      status: "active"
    });
    await tx.insert(accounts).values({ id: randomUUID2(), accountId: id, providerId: "credential", userId: id, password: hash });
    return { outcome: "created", email, slug };
  });
}

// src/cli/create-admin.cli.ts
var repoRoot = path3.resolve(path3.dirname(fileURLToPath2(import.meta.url)), "../../../..");
function resolveDataDir(dataDir = process.env.DATA_DIR, baseDir = process.env.INIT_CWD ?? repoRoot) {
  return path3.resolve(baseDir, dataDir || "./data");
}
var usage = "Usage: npm run create-admin -- --email <email> --password <password> [--name <full name>]";
async function main(argv = process.argv.slice(2)) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: "string" },
        password: { type: "string" },
        name: { type: "string" },
        help: { type: "boolean", short: "h" }
      },
      strict: true
    }));
  } catch (error) {
    console.error(`${error.message}
${usage}`);
    return 2;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  if (!values.email || !values.password) {
    console.error(usage);
    return 2;
  }
  const url = process.env.DATABASE_URL || void 0;
  const dataDir = resolveDataDir();
  const database = await openDatabase({ url, dataDir: path3.join(dataDir, "pglite") });
  try {
    await runMigrations(database);
    const result = await upsertAdmin(
      database,
      { email: values.email, password: values.password, fullName: values.name },
      { setPassword: true }
    );
    const where = url ? "PostgreSQL (DATABASE_URL)" : path3.join(dataDir, "pglite");
    console.log(`Admin ${result.email} ${result.outcome} (slug ${result.slug}) in ${where}`);
    return 0;
  } catch (error) {
    if (error instanceof AdminInputError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  } finally {
    await database.close();
  }
}
var invokedDirectly = process.argv[1] && path3.resolve(process.argv[1]) === fileURLToPath2(import.meta.url);
if (invokedDirectly) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error("create-admin failed:", error);
      process.exit(1);
    }
  );
}
export {
  main,
  resolveDataDir
};
//# sourceMappingURL=create-admin.cli.js.map
