var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name2 in all)
    __defProp(target, name2, { get: all[name2], enumerable: true });
};

// src/server.ts
import { mkdirSync as mkdirSync2 } from "node:fs";
import path6 from "node:path";
import { fileURLToPath as fileURLToPath2 } from "node:url";

// src/app.ts
import { randomUUID as randomUUID2 } from "node:crypto";
import cookie from "@fastify/cookie";
import fastifyStatic2 from "@fastify/static";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";

// ../../packages/shared/src/catalogue.contract.ts
import { z } from "zod";
var recordStatusSchema = z.enum(["active", "inactive"]);
var approvalStatusSchema = z.enum(["pending", "approved", "rejected"]);
var userRoleSchema = z.enum(["buyer", "seller", "admin"]);
var isoDate = z.string().describe("ISO-8601 date-time");
var dollars = z.number().describe("Dollars with at most two decimals");
var PRODUCT_COUNT_CAP = 1e4;
var PRODUCT_PAGE_WINDOW = 1e4;
var PRICE_FILTER_DEFAULT_MIN = 0;
var PRICE_FILTER_DEFAULT_MAX = 15e3;
var productSorts = ["relevance", "newest", "price_asc", "price_desc", "rating"];
var productHighlights = [
  "best_product",
  "popular_category",
  "top_product",
  "new_arrival",
  "featured_product"
];
var categorySchema = z.object({
  cat_slug: z.string(),
  cat_name: z.string(),
  cat_image: z.string().nullable(),
  cat_status: recordStatusSchema
});
var subCategorySchema = z.object({
  slug: z.string(),
  subcat_name: z.string(),
  cat_slug: z.string(),
  subcat_status: recordStatusSchema
});
var brandSchema = z.object({
  slug: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  status: recordStatusSchema
});
var productSchema = z.object({
  slug: z.string(),
  productName: z.string(),
  description: z.string().describe("Sanitized HTML"),
  price: dollars,
  offerPrice: dollars.nullable().describe("null when there is no offer"),
  imageURL: z.array(z.string()),
  catSlug: z.string(),
  subCatSlug: z.string().nullable(),
  brandSlug: z.string().nullable(),
  seller_slug: z.string().describe("The seller's user slug (see GET /api/users/seller/{slug})"),
  stock: z.number().int(),
  sku: z.string().nullable(),
  weight: z.number().nullable().describe("Grams"),
  rating: z.number().describe("Average review rating, 0 when unreviewed"),
  reviewCount: z.number().int(),
  isTopProduct: z.boolean(),
  isNewArrival: z.boolean(),
  isBestProduct: z.boolean(),
  isFeatured: z.boolean(),
  isPopular: z.boolean(),
  status: recordStatusSchema,
  approvalStatus: approvalStatusSchema,
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate
});
var userAddressSchema = z.object({
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable()
});
var userSchema = z.object({
  slug: z.string(),
  fullName: z.string(),
  displayName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  role: userRoleSchema,
  address: userAddressSchema.nullable().describe("null when no part of the address is known"),
  emailVerified: z.boolean(),
  status: recordStatusSchema,
  createdAt: isoDate,
  updatedAt: isoDate
});
var shopSchema = z.object({
  shop_name: z.string(),
  shop_slug: z.string(),
  shop_address: z.string().nullable(),
  shop_logo: z.string().nullable(),
  shop_cover: z.string().nullable(),
  rating: z.number(),
  description: z.string().nullable()
});
var sellerSchema = z.object({
  slug: z.string(),
  fullName: z.string(),
  displayName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  role: userRoleSchema,
  shop: shopSchema,
  status: recordStatusSchema,
  createdAt: isoDate
});
var publicUserSchema = z.object({
  slug: z.string(),
  fullName: z.string(),
  displayName: z.string().nullable(),
  avatar: z.string().nullable(),
  role: userRoleSchema,
  createdAt: isoDate,
  email: z.string().nullable().optional().describe("Only for sellers: the shop's contact e-mail"),
  phone: z.string().nullable().optional().describe("Only for sellers: the shop's contact phone"),
  shop: shopSchema.optional(),
  status: recordStatusSchema.optional()
});
var cartItemSchema = productSchema.extend({
  cart_slug: z.string(),
  quantity: z.number().int()
});
var wishlistItemSchema = z.object({
  wishlist_slug: z.string(),
  user_slug: z.string(),
  slug: z.string(),
  productName: z.string(),
  imageURL: z.array(z.string()),
  price: dollars,
  offerPrice: dollars.nullable(),
  rating: z.number(),
  stock: z.number().int(),
  catSlug: z.string(),
  createdAt: isoDate
});
var siteDataSchema = z.object({
  categories: z.array(categorySchema),
  brands: z.array(brandSchema),
  subCategories: z.array(subCategorySchema)
});
var siteDataWithUserSchema = siteDataSchema.extend({
  user: userSchema,
  cart: z.array(cartItemSchema),
  wishlist: z.array(wishlistItemSchema)
});
var sliderSchema = z.object({
  slug: z.string(),
  image: z.string(),
  badge: z.string().nullable(),
  titleOne: z.string(),
  titleTWo: z.string(),
  productLink: z.string().nullable(),
  serial: z.number().int(),
  status: recordStatusSchema
});
var advertisementSchema = z.object({
  slug: z.string(),
  adName: z.string(),
  adImage: z.string(),
  title: z.string(),
  title_one: z.string(),
  title_two: z.string(),
  badge: z.string().nullable(),
  category_link: z.string().nullable(),
  status: recordStatusSchema
});
var homeAdNames = {
  sliderOne: "Slider Banner One",
  sliderTwo: "Slider Banner Two",
  adOne: "Homepage Single Banner One",
  adTwo: "Homepage Single Banner Two"
};
var megaMenuEntrySchema = z.object({
  slug: z.string(),
  categoriesData: categorySchema,
  sub_cat_list: z.array(subCategorySchema)
});
var categoryEntrySchema = z.object({
  slug: z.string(),
  cat_slug: z.string(),
  serial: z.number().int(),
  status: recordStatusSchema,
  categoriesData: categorySchema
});
var flashSaleContentSchema = z.object({
  slug: z.string(),
  name: z.string(),
  title: z.string(),
  offer: z.string(),
  time: isoDate.describe("When the sale ends (the home countdown target)"),
  imageHome: z.string().nullable(),
  imageFlash: z.string().nullable(),
  status: recordStatusSchema
});
var flashSaleItemSchema = z.object({
  slug: z.string(),
  product_slug: z.string(),
  status: recordStatusSchema,
  salePrice: dollars,
  productsData: productSchema
});
var homeSchema = z.object({
  sliders: z.array(sliderSchema),
  sliderOne: advertisementSchema.nullable(),
  sliderTwo: advertisementSchema.nullable(),
  popularCategories: z.array(categoryEntrySchema),
  flashSale: flashSaleContentSchema.nullable().describe("The running sale, or null when none is running"),
  featuredCategories: z.array(categoryEntrySchema),
  adOne: advertisementSchema.nullable(),
  adTwo: advertisementSchema.nullable()
});
var productListsSchema = z.object({
  featuredProducts: z.array(productSchema),
  topProducts: z.array(productSchema),
  popularProducts: z.array(productSchema),
  bestProducts: z.array(productSchema),
  newProducts: z.array(productSchema),
  allProductData: z.array(productSchema)
});
var filteredProductsSchema = z.object({
  filteredProducts: z.array(productSchema),
  count: z.number().int().describe(
    `Total matches, counted up to ${PRODUCT_COUNT_CAP}: a count of ${PRODUCT_COUNT_CAP} means "${PRODUCT_COUNT_CAP} or more"`
  )
});
var shopProductsSchema = filteredProductsSchema.extend({ sellerData: sellerSchema });
var sellerWithProductsSchema = sellerSchema.extend({
  sellerProducts: z.array(productSchema),
  count: z.number().int().describe(`Active products of the shop, counted up to ${PRODUCT_COUNT_CAP}`)
});
var blogSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  long_description: z.string().describe("Sanitized HTML"),
  imageURL: z.string().nullable(),
  category: z.string().nullable().describe("The category name"),
  category_slug: z.string().nullable(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  postBy: z.string(),
  status: recordStatusSchema,
  createdAt: isoDate
});
var blogListSchema = z.object({
  allBlogs: z.array(blogSchema),
  latestBlogs: z.array(blogSchema).describe("The newest 4"),
  count: z.number().int().describe("Active blogs in all")
});
var blogCategorySchema = z.object({
  slug: z.string(),
  name: z.string(),
  status: recordStatusSchema
});
var blogCommentSchema = z.object({
  slug: z.string(),
  blogSlug: z.string(),
  userSlug: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  comment: z.string().describe("Plain text; render escaped"),
  status: recordStatusSchema,
  createdAt: isoDate
});
var reviewSchema = z.object({
  slug: z.string(),
  product_slug: z.string(),
  order_slug: z.string().nullable(),
  user_slug: z.string(),
  seller_slug: z.string().nullable(),
  name: z.string(),
  avatar: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  message: z.string(),
  status: recordStatusSchema,
  createdAt: isoDate
});
var productReviewSchema = reviewSchema.extend({
  user: z.object({ fullName: z.string(), avatar: z.string().nullable() })
});
var productReviewsSchema = z.object({
  reviews: z.array(productReviewSchema),
  average: z.number().describe("Average rating of the active reviews, two decimals; 0 when none"),
  count: z.number().int().describe("Number of active reviews")
});
var apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.string()
});
var blankAsMissing = (value) => typeof value === "string" && value.trim() === "" ? void 0 : value;
var optionalText = (max) => z.preprocess(blankAsMissing, z.string().trim().max(max).optional());
var PAGE_SIZE_DEFAULT = 24;
var PAGE_SIZE_MAX = 100;
var pageQueryShape = {
  page: z.preprocess(blankAsMissing, z.coerce.number().int().min(1).max(PRODUCT_PAGE_WINDOW).default(1)),
  limit: z.preprocess(
    blankAsMissing,
    z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT)
  )
};
var pageQuerySchema = z.object(pageQueryShape);
var dollarsParam = z.preprocess(blankAsMissing, z.coerce.number().min(0).max(1e7).optional());
var productFilterQuerySchema = z.object({
  search: optionalText(200).describe(
    "Full text over name, brand, category and description; one typo per word is forgiven"
  ),
  categories: optionalText(2e3).describe(
    'Category slugs joined with "+" (a "+" decoded to a space is fine; empty tokens are ignored)'
  ),
  category: optionalText(2e3).describe("Alias of `categories` (the storefront URL uses `category=+slug`)"),
  sub_category: optionalText(2e3).describe('Sub-category slug (several may be joined with "+")'),
  brands: optionalText(2e3).describe('Brand slugs joined with "+"'),
  highlight: z.preprocess(blankAsMissing, z.enum(productHighlights).optional()),
  min: dollarsParam.describe(`Lowest effective price in dollars (default ${PRICE_FILTER_DEFAULT_MIN})`),
  max: dollarsParam.describe(`Highest effective price in dollars (default ${PRICE_FILTER_DEFAULT_MAX})`),
  sort: z.preprocess(blankAsMissing, z.enum(productSorts).optional()).describe("Default: relevance when searching, else newest"),
  ...pageQueryShape
});
function parseSlugList(value) {
  if (!value) return [];
  return [...new Set(value.split(/[+\s]+/).filter((token) => token.length > 0))];
}

// ../../packages/shared/src/shopping.contract.ts
import { z as z2 } from "zod";
if (typeof document !== "undefined") z2.config({ jitless: true });
var isoDate2 = z2.string().describe("ISO-8601 date-time");
var dollars2 = z2.number().describe("Dollars with at most two decimals");
var MAX_LINE_QUANTITY = 1e4;
var MAX_MERGE_ITEMS = 100;
var SHIPPING_FEE_CENTS = 499;
var FREE_SHIPPING_THRESHOLD_CENTS = 5e3;
var MAX_REVIEW_LENGTH = 2e3;
var MAX_COMMENT_LENGTH = 2e3;
var MAX_REPORT_NOTE_LENGTH = 2e3;
var slug = (field) => z2.string({ error: `${field} is required` }).trim().min(1, `${field} is required`).max(200, `${field} is too long`);
var requiredText = (field, max) => z2.string({ error: `${field} is required` }).trim().min(1, `${field} is required`).max(max, `${field} must be at most ${max} characters`);
var optionalText2 = (field, max) => z2.preprocess(
  (value) => typeof value === "string" && value.trim() === "" ? void 0 : value,
  z2.string().trim().max(max, `${field} must be at most ${max} characters`).optional()
);
var quantitySchema = z2.number({ error: "Quantity must be a whole number" }).int("Quantity must be a whole number").min(1, "Quantity must be at least 1").max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`);
var PHONE_PATTERN = /^\+?[0-9][0-9 -]*$/;
var phoneSchema = z2.string({ error: "Phone is required" }).trim().min(7, "Phone must have 7 to 20 characters").max(20, "Phone must have 7 to 20 characters").regex(PHONE_PATTERN, "Phone may contain only digits, spaces, dashes and a leading +");
var emailSchema = z2.email("Email must be a valid e-mail address").max(254, "Email is too long");
var optionalEmail = z2.preprocess(
  (value) => typeof value === "string" ? value.trim() === "" ? void 0 : value.trim() : value,
  emailSchema.optional()
);
var cartAddBody = z2.strictObject({
  user_slug: slug("user_slug"),
  product_slug: slug("product_slug"),
  quantity: quantitySchema.optional().describe("Units to add (default 1); added to an existing line")
});
var cartQuantityBody = z2.strictObject({ quantity: quantitySchema });
var cartMergeBody = z2.strictObject({
  user_slug: slug("user_slug").optional().describe("Defaults to the signed-in user"),
  items: z2.array(z2.strictObject({ product_slug: slug("product_slug"), quantity: quantitySchema })).max(MAX_MERGE_ITEMS, `At most ${MAX_MERGE_ITEMS} items can be merged at once`)
});
var deletedCountSchema = z2.object({ deletedCount: z2.number().int() });
var mergeSkipReasons = ["not_found", "out_of_stock"];
var mergeSkippedSchema = z2.object({
  product_slug: z2.string(),
  reason: z2.enum(mergeSkipReasons).describe("not_found: unknown or hidden product; out_of_stock: none left")
});
var cartMergeSchema = z2.object({
  cart: z2.array(cartItemSchema).describe("The whole cart after the merge"),
  merged: z2.array(
    z2.object({
      product_slug: z2.string(),
      quantity: z2.number().int().describe("The line quantity after the merge"),
      capped: z2.boolean().describe("True when the sum was lowered to the stock")
    })
  ),
  skipped: z2.array(mergeSkippedSchema)
});
var wishlistAddBody = z2.looseObject({
  user_slug: slug("user_slug"),
  slug: slug("slug").describe("The product slug")
});
var wishlistMergeBody = z2.strictObject({
  user_slug: slug("user_slug").optional().describe("Defaults to the signed-in user"),
  slugs: z2.array(slug("slug")).max(MAX_MERGE_ITEMS, `At most ${MAX_MERGE_ITEMS} products can be merged at once`)
});
var wishlistMergeSchema = z2.object({
  wishlist: z2.array(wishlistItemSchema).describe("The whole wishlist after the merge"),
  added: z2.array(z2.string()).describe("Product slugs newly added"),
  skipped: z2.array(mergeSkippedSchema)
});
var addressFields = {
  name: requiredText("Name", 100),
  email: optionalEmail,
  phone: phoneSchema,
  country: requiredText("Country", 100),
  state: optionalText2("State", 100),
  city: requiredText("City", 100),
  address: requiredText("Address", 300)
};
var addressBody = z2.strictObject({
  user_slug: slug("user_slug").optional().describe("Defaults to the signed-in user"),
  ...addressFields,
  isDefault: z2.boolean({ error: "isDefault must be true or false" }).optional()
});
var addressSchema = z2.object({
  slug: z2.string(),
  user_slug: z2.string(),
  name: z2.string(),
  email: z2.string().nullable(),
  phone: z2.string(),
  country: z2.string(),
  state: z2.string().nullable(),
  city: z2.string(),
  address: z2.string(),
  isDefault: z2.boolean(),
  createdAt: isoDate2,
  updatedAt: isoDate2
});
var couponSchema = z2.object({
  code: z2.string(),
  name: z2.string(),
  discount: z2.object({
    role: z2.enum(["amount", "percent"]),
    value: z2.number().describe("Dollars when role is amount, whole percent when percent")
  }),
  minimum_purchase: dollars2,
  starts_at: isoDate2,
  expired_date: isoDate2,
  items_number: z2.number().int().describe("Total uses allowed"),
  apply_qty: z2.number().int().describe("Uses so far"),
  per_user_limit: z2.number().int().nullable().describe("Uses allowed per shopper; null: no limit"),
  seller_slug: z2.string().nullable().describe("Set when the coupon only discounts that seller's lines"),
  status: z2.enum(["active", "inactive"])
});
var couponApplyQuery = z2.strictObject({
  code: slug("code"),
  user_slug: slug("user_slug").optional().describe("Defaults to the signed-in user"),
  subTotal: z2.preprocess(
    (value) => typeof value === "string" && value.trim() === "" ? void 0 : value,
    z2.coerce.number().min(0).max(1e8).optional()
  )
});
var couponApplySchema = couponSchema.extend({
  discountAmount: dollars2.describe("What the coupon takes off the current cart"),
  subTotal: dollars2.describe("The subtotal the discount was computed on")
});
var couponRefusalCodes = [
  "coupon_unknown",
  "coupon_not_started",
  "coupon_expired",
  "coupon_used_up",
  "coupon_user_limit",
  "coupon_minimum_not_met",
  "coupon_not_applicable"
];
var orderStatusSchema = z2.enum(["pending", "processing", "shipped", "delivered", "cancelled"]);
var paymentMethodSchema = z2.enum(["cod", "card"]);
var orderAddressInput = z2.strictObject(addressFields);
var createOrderBody = z2.strictObject({
  user_slug: slug("user_slug"),
  address_slug: slug("address_slug").optional().describe("A saved address of the buyer"),
  address: orderAddressInput.optional().describe("A one-off delivery address"),
  payment_method: paymentMethodSchema,
  coupon_code: optionalText2("coupon_code", 100)
}).refine((body) => body.address_slug === void 0 !== (body.address === void 0), {
  message: "Give either address_slug or address",
  path: ["address_slug"]
});
var orderLineSchema = z2.object({
  slug: z2.string().describe("The product slug, as on the cart line it was copied from"),
  product_slug: z2.string(),
  line_slug: z2.string().describe("The line's own id"),
  productName: z2.string(),
  imageURL: z2.array(z2.string()).describe("The first product image at order time (or none)"),
  price: dollars2,
  offerPrice: dollars2.nullable().describe("The unit price paid when below price (offer or flash sale)"),
  quantity: z2.number().int(),
  lineTotal: dollars2,
  seller_slug: z2.string(),
  shop_name: z2.string(),
  line_status: orderStatusSchema
});
var orderAddressSchema = z2.object({
  name: z2.string(),
  email: z2.string().nullable(),
  phone: z2.string(),
  country: z2.string(),
  state: z2.string().nullable(),
  city: z2.string(),
  address: z2.string()
});
var orderStatusEventSchema = z2.object({
  status: orderStatusSchema,
  at: isoDate2,
  line_slug: z2.string().nullable().describe("Set when one line moved; null for the whole order"),
  note: z2.string().nullable()
});
var orderSchema = z2.object({
  slug: z2.string(),
  user_slug: z2.string(),
  product_list: z2.array(orderLineSchema),
  subTotal: dollars2,
  discount: dollars2,
  shippingCost: dollars2,
  total: dollars2,
  coupon_code: z2.string().nullable(),
  payment_method: paymentMethodSchema,
  transaction_id: z2.string().nullable(),
  order_status: orderStatusSchema,
  payment_status: z2.enum(["pending", "success"]),
  address: orderAddressSchema,
  status_history: z2.array(orderStatusEventSchema).describe("Oldest first"),
  createdAt: isoDate2,
  updatedAt: isoDate2
});
var orderResponseSchema = z2.object({ data: orderSchema, message: z2.string() });
var orderListQuery = z2.strictObject({
  user_slug: slug("user_slug"),
  order_status: z2.preprocess(
    (value) => typeof value === "string" && value.trim() === "" ? void 0 : value,
    orderStatusSchema.optional()
  ),
  page: z2.coerce.number().int().min(1).max(1e4).default(1),
  limit: z2.coerce.number().int().min(1).max(100).default(24)
});
var orderListSchema = z2.object({
  data: z2.array(orderSchema),
  message: z2.string(),
  count: z2.number().int()
});
var orderQuoteQuery = z2.strictObject({
  user_slug: slug("user_slug"),
  coupon_code: optionalText2("coupon_code", 100)
});
var orderQuoteSchema = z2.object({
  product_list: z2.array(orderLineSchema.omit({ line_slug: true, line_status: true })),
  sellers: z2.array(
    z2.object({ seller_slug: z2.string(), shop_name: z2.string(), subTotal: dollars2, shippingCost: dollars2 })
  ),
  subTotal: dollars2,
  discount: dollars2,
  shippingCost: dollars2,
  total: dollars2,
  coupon_code: z2.string().nullable()
});
var reviewCreateBody = z2.strictObject({
  product_slug: slug("product_slug"),
  order_slug: slug("order_slug"),
  rating: z2.number({ error: "Rating must be a whole number from 1 to 5" }).int("Rating must be a whole number from 1 to 5").min(1, "Rating must be a whole number from 1 to 5").max(5, "Rating must be a whole number from 1 to 5"),
  message: requiredText("Message", MAX_REVIEW_LENGTH)
});
var userReviewSchema = reviewSchema.extend({ reviewProducts: productSchema });
var reportCreateBody = z2.strictObject({
  product_slug: slug("product_slug"),
  title: requiredText("Title", 200),
  note: z2.string({ error: "Note must be text" }).trim().max(MAX_REPORT_NOTE_LENGTH, `Note must be at most ${MAX_REPORT_NOTE_LENGTH} characters`).default("")
});
var reportSchema = z2.object({
  slug: z2.string(),
  product_slug: z2.string(),
  user_slug: z2.string(),
  title: z2.string(),
  note: z2.string(),
  status: z2.enum(["open", "resolved", "dismissed"]),
  createdAt: isoDate2
});
var subscriberBody = z2.strictObject({
  email: z2.string({ error: "Invalid Email" }).trim().pipe(z2.email("Invalid Email").max(254, "Invalid Email")),
  user_slug: slug("user_slug")
});
var subscriberSchema = z2.object({
  slug: z2.string(),
  email: z2.string(),
  user_slug: z2.string().nullable(),
  status: z2.enum(["active", "inactive"]),
  createdAt: isoDate2,
  message: z2.string()
});
var blogCommentBody = z2.strictObject({
  blogSlug: slug("blogSlug"),
  comment: requiredText("Comment", MAX_COMMENT_LENGTH)
});

// src/modules/addresses/addresses.routes.ts
import { z as z3 } from "zod";

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
var BadRequestError = class extends AppError {
  constructor(message, code = "bad_request") {
    super(400, code, message);
  }
};
var UnauthorizedError = class extends AppError {
  constructor(message = "Sign in to continue", code = "unauthorized") {
    super(401, code, message);
  }
};
var ForbiddenError = class extends AppError {
  constructor(message = "You may not access this resource", code = "forbidden") {
    super(403, code, message);
  }
};
var NotFoundError = class extends AppError {
  constructor(message = "Not found", code = "not_found") {
    super(404, code, message);
  }
};
var ConflictError = class extends AppError {
  constructor(message, code = "conflict") {
    super(409, code, message);
  }
};
var TooManyRequestsError = class extends AppError {
  constructor(message = "Too many requests, please try again later", code = "rate_limited") {
    super(429, code, message);
  }
};

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

// src/plugins/session.ts
import { eq } from "drizzle-orm";
import fp from "fastify-plugin";

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
var foreignId = (name2) => integer(name2);
var publicSlug = (name2 = "slug") => text(name2).notNull().unique().default(sql`left(replace(gen_random_uuid()::text, '-', ''), 16)`);
var createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
var updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow().$onUpdate(() => /* @__PURE__ */ new Date());
var timestampTz = (name2) => timestamp(name2, { withTimezone: true });
var cents = (name2) => integer(name2);
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

// src/plugins/session.ts
var ACCESS_TOKEN_COOKIE = "access_token";
var USER_SLUG_COOKIE = "user_slug";
var resolutions = /* @__PURE__ */ new WeakMap();
function hasCredentials(request) {
  const authorization = request.headers.authorization;
  if (typeof authorization === "string" && /^bearer\s+\S/i.test(authorization)) return true;
  const cookie2 = request.headers.cookie;
  return typeof cookie2 === "string" && cookie2.includes(`${ACCESS_TOKEN_COOKIE}=`);
}
function toHeaders(request) {
  const headers = new Headers();
  for (const name2 of ["cookie", "authorization", "user-agent", "host"]) {
    const value = request.headers[name2];
    if (typeof value === "string") headers.set(name2, value);
  }
  headers.set("x-client-ip", request.ip);
  return headers;
}
function sessionUserOf(row) {
  return {
    id: row.id,
    slug: row.slug,
    email: row.email,
    role: row.role,
    fullName: row.fullName,
    displayName: row.displayName,
    phone: row.phone,
    avatar: row.image,
    status: row.status
  };
}
async function lookUp(request, resolution) {
  if (!hasCredentials(request)) return null;
  const app = request.server;
  if (!app.hasDecorator("auth")) return null;
  const { headers, response } = await app.auth.api.getSession({
    headers: toHeaders(request),
    query: { disableCookieCache: true },
    returnHeaders: true
  });
  resolution.setCookies.push(...headers.getSetCookie());
  if (!response?.user) return null;
  const [row] = await app.db.select().from(users).where(eq(users.id, response.user.id)).limit(1);
  if (row?.status !== "active") return null;
  return sessionUserOf(row);
}
function resolveSessionUser(request) {
  let resolution = resolutions.get(request);
  if (!resolution) {
    const created = { user: Promise.resolve(null), setCookies: [] };
    created.user = lookUp(request, created);
    resolutions.set(request, created);
    resolution = created;
  }
  return resolution.user;
}
async function requireUser(request) {
  const user = await resolveSessionUser(request);
  if (!user) throw new UnauthorizedError(messages.userNotSignedIn, "unauthorized");
  return user;
}
async function requireSelfOrAdmin(request, slugOrEmail) {
  const user = await requireUser(request);
  if (user.role === "admin") return user;
  const named = (slugOrEmail ?? "").trim();
  if (named && (named === user.slug || named.toLowerCase() === user.email.toLowerCase())) return user;
  throw new ForbiddenError("You may only access your own account", "forbidden");
}
async function requireRole(request, role) {
  const user = await requireUser(request);
  if (user.role === role || user.role === "admin") return user;
  throw new ForbiddenError(role === "admin" ? "Admins only" : "Sellers only", "forbidden");
}
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
var session_default = fp(sessionPlugin, { name: "session", dependencies: ["auth"] });

// src/modules/cart/cart.access.ts
import { eq as eq2, or, sql as sql12 } from "drizzle-orm";
function names(user, named) {
  return named === user.slug || named.toLowerCase() === user.email.toLowerCase();
}
async function shopperFor(request, named) {
  if (named === void 0) return requireUser(request);
  const viewer = await requireSelfOrAdmin(request, named);
  if (names(viewer, named.trim())) return viewer;
  const target = named.trim();
  const [row] = await request.server.db.select().from(users).where(or(eq2(users.slug, target), sql12`lower(${users.email}) = lower(${target})`)).limit(1);
  if (!row) throw new NotFoundError(`User ${target} not found`, "user_not_found");
  return sessionUserOf(row);
}
async function signedInOnly(request) {
  await requireUser(request);
}
var sessionSecurity = [{ cookieAuth: [] }, { bearerAuth: [] }];

// src/modules/addresses/addresses.repository.ts
import { and, desc, eq as eq3, ne, sql as sql13 } from "drizzle-orm";
var addressFields2 = {
  id: addresses.id,
  slug: addresses.slug,
  userId: addresses.userId,
  userSlug: users.slug,
  name: addresses.name,
  email: addresses.email,
  phone: addresses.phone,
  country: addresses.country,
  state: addresses.state,
  city: addresses.city,
  address: addresses.address,
  isDefault: addresses.isDefault,
  createdAt: addresses.createdAt,
  updatedAt: addresses.updatedAt
};
function selectAddresses(db) {
  return db.select(addressFields2).from(addresses).innerJoin(users, eq3(users.id, addresses.userId)).$dynamic();
}
function addressesOf(db, userId) {
  return selectAddresses(db).where(eq3(addresses.userId, userId)).orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
}
async function addressBySlug(db, slug2) {
  const [row] = await selectAddresses(db).where(eq3(addresses.slug, slug2)).limit(1);
  return row;
}
async function lockAddressBook(db, userId) {
  await db.execute(sql13`select 1 from ${users} where ${users.id} = ${userId} for update`);
}
async function countAddresses(db, userId) {
  const [row] = await db.select({ count: sql13`count(*)::int` }).from(addresses).where(eq3(addresses.userId, userId));
  return row?.count ?? 0;
}
async function clearDefault(db, userId, exceptId) {
  const conditions = [eq3(addresses.userId, userId), eq3(addresses.isDefault, true)];
  if (exceptId !== void 0) conditions.push(ne(addresses.id, exceptId));
  await db.update(addresses).set({ isDefault: false }).where(and(...conditions));
}
async function insertAddress(db, userId, values) {
  const [row] = await db.insert(addresses).values({ userId, ...values }).returning({ slug: addresses.slug });
  if (!row) throw new Error("insert returned no row");
  return row.slug;
}
async function updateAddress(db, id, values) {
  await db.update(addresses).set(values).where(eq3(addresses.id, id));
}
async function deleteAddress(db, id) {
  const rows = await db.delete(addresses).where(eq3(addresses.id, id)).returning({ id: addresses.id });
  return rows.length > 0;
}

// src/modules/addresses/addresses.service.ts
function toAddress(record) {
  return {
    slug: record.slug,
    user_slug: record.userSlug,
    name: record.name,
    email: record.email,
    phone: record.phone,
    country: record.country,
    state: record.state,
    city: record.city,
    address: record.address,
    isDefault: record.isDefault,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString()
  };
}
function valuesOf(body) {
  return {
    name: body.name,
    email: body.email ?? null,
    phone: body.phone,
    country: body.country,
    state: body.state ?? null,
    city: body.city,
    address: body.address
  };
}
async function reread(db, slug2) {
  const record = await addressBySlug(db, slug2);
  if (!record) throw new NotFoundError(`Address ${slug2} not found`, "address_not_found");
  return toAddress(record);
}
async function listAddresses(db, shopper) {
  return (await addressesOf(db, shopper.id)).map(toAddress);
}
async function createAddress(db, shopper, body) {
  const slug2 = await db.transaction(async (tx) => {
    await lockAddressBook(tx, shopper.id);
    const isDefault = body.isDefault === true || await countAddresses(tx, shopper.id) === 0;
    if (isDefault) await clearDefault(tx, shopper.id);
    return insertAddress(tx, shopper.id, { ...valuesOf(body), isDefault });
  });
  return reread(db, slug2);
}
async function ownAddress(db, viewer, slug2) {
  const record = await addressBySlug(db, slug2);
  if (!record) throw new NotFoundError(`Address ${slug2} not found`, "address_not_found");
  if (record.userId !== viewer.id && viewer.role !== "admin") {
    throw new ForbiddenError("You may only use your own addresses", "forbidden");
  }
  return record;
}
async function replaceAddress(db, viewer, slug2, body) {
  const current = await ownAddress(db, viewer, slug2);
  await db.transaction(async (tx) => {
    await lockAddressBook(tx, current.userId);
    const isDefault = body.isDefault ?? current.isDefault;
    if (isDefault) await clearDefault(tx, current.userId, current.id);
    await updateAddress(tx, current.id, { ...valuesOf(body), isDefault });
  });
  return reread(db, slug2);
}
async function removeAddress(db, viewer, slug2) {
  const current = await ownAddress(db, viewer, slug2);
  if (!await deleteAddress(db, current.id)) {
    throw new NotFoundError(`Address ${slug2} not found`, "address_not_found");
  }
  return toAddress(current);
}

// src/modules/addresses/addresses.routes.ts
var tags = ["addresses"];
var slugParam = z3.string().trim().min(1).max(200);
var errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
var fields = "Fields: `name`, `phone` (7 to 20 characters: digits, spaces, dashes, a leading +), `country`, `city` and `address` are required; `email` and `state` are optional; `isDefault` makes it the one default address. Unknown fields are refused.";
async function addressRoutes(app) {
  const r = app.withTypeProvider();
  r.post(
    "/api/addresses",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        security: sessionSecurity,
        summary: "Save an address",
        description: `201 Address. ${fields} The first address of a user becomes the default. \`user_slug\`, when given, must be the signed-in user (admins may name anyone), else 403.`,
        body: addressBody,
        response: { 201: addressSchema, ...errors }
      }
    },
    async (request, reply) => {
      const shopper = await shopperFor(request, request.body.user_slug);
      return reply.code(201).send(await createAddress(app.db, shopper, request.body));
    }
  );
  r.put(
    "/api/addresses/:id",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        security: sessionSecurity,
        summary: "Replace an address",
        description: `\`{id}\` is the address slug. ${fields} Leaving \`isDefault\` out keeps the current flag. Someone else's address 403 (nothing changes), unknown 404.`,
        params: z3.object({ id: slugParam }),
        body: addressBody,
        response: { 200: addressSchema, ...errors }
      }
    },
    async (request) => {
      const viewer = await requireUser(request);
      if (request.body.user_slug !== void 0) {
        const named = await shopperFor(request, request.body.user_slug);
        const current = await ownAddress(app.db, viewer, request.params.id);
        if (current.userId !== named.id)
          throw new ForbiddenError("You may only use your own addresses", "forbidden");
      }
      return replaceAddress(app.db, viewer, request.params.id, request.body);
    }
  );
  r.get(
    "/api/addresses/:user",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        security: sessionSecurity,
        summary: "A user's addresses",
        description: "`{user}` is the user slug: the signed-in user (admins may name anyone), else 403. The default address first, then the newest.",
        params: z3.object({ user: slugParam }),
        response: { 200: z3.array(addressSchema), ...errors }
      }
    },
    async (request, reply) => {
      const shopper = await shopperFor(request, request.params.user);
      reply.header("cache-control", "private, no-store");
      return listAddresses(app.db, shopper);
    }
  );
  r.delete(
    "/api/addresses/:id",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        security: sessionSecurity,
        summary: "Delete an address",
        description: "`{id}` is the address slug. Answers the removed Address; someone else's 403 (nothing changes), unknown 404. Orders keep their own copy of the address.",
        params: z3.object({ id: slugParam }),
        response: { 200: addressSchema, ...errors }
      }
    },
    async (request) => {
      const viewer = await requireUser(request);
      return removeAddress(app.db, viewer, request.params.id);
    }
  );
}

// src/modules/admin/admin.routes.ts
import { z as z12 } from "zod";

// ../../packages/shared/src/money.ts
function toCents(dollars3) {
  return Math.round(dollars3 * 100);
}
function toDollars(cents2) {
  return Math.round(cents2) / 100;
}
function effectivePriceCents(priceCents2, offerPriceCents) {
  return offerPriceCents != null ? offerPriceCents : priceCents2;
}
function lineTotalCents(line) {
  return effectivePriceCents(line.priceCents, line.offerPriceCents) * line.quantity;
}
function subtotalCents(lines) {
  return lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
}
var dollarFormat = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
function formatDollars(dollars3) {
  return `$${dollarFormat.format(dollars3)}`;
}
function percentOfCents(cents2, percent) {
  return Math.floor(cents2 * percent / 100);
}

// src/modules/products/products.repository.ts
import { and as and2, asc, desc as desc2, eq as eq4, inArray, or as or2, sql as sql14 } from "drizzle-orm";
var productIsVisible = sql14`${products.status} = 'active' and ${products.approvalStatus} = 'approved'`;
var sellerIsVisible = sql14`${sellers.status} = 'active' and ${users.status} = 'active'`;
var shopperVisible = sql14`${productIsVisible} and ${sellerIsVisible}`;
var productRecordFields = {
  id: products.id,
  slug: products.slug,
  productName: products.productName,
  description: products.description,
  priceCents: products.priceCents,
  offerPriceCents: products.offerPriceCents,
  imageUrls: products.imageUrls,
  catSlug: categories.slug,
  subCatSlug: subCategories.slug,
  brandSlug: brands.slug,
  sellerId: products.sellerId,
  sellerSlug: users.slug,
  sellerUserId: users.id,
  stock: products.stock,
  sku: products.sku,
  weightGrams: products.weightGrams,
  rating: products.rating,
  reviewCount: products.reviewCount,
  isTopProduct: products.isTopProduct,
  isNewArrival: products.isNewArrival,
  isBestProduct: products.isBestProduct,
  isFeatured: products.isFeatured,
  isPopular: products.isPopular,
  status: products.status,
  approvalStatus: products.approvalStatus,
  seoTitle: products.seoTitle,
  seoDescription: products.seoDescription,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  categoryId: products.categoryId,
  /** Whether shoppers may see it (only single-product reads look at rows that may be hidden). */
  visible: sql14`(${shopperVisible})`
};
function selectProductRecords(db) {
  return db.select(productRecordFields).from(products).innerJoin(categories, eq4(categories.id, products.categoryId)).innerJoin(sellers, eq4(sellers.id, products.sellerId)).innerJoin(users, eq4(users.id, sellers.userId)).leftJoin(subCategories, eq4(subCategories.id, products.subCategoryId)).leftJoin(brands, eq4(brands.id, products.brandId)).$dynamic();
}
var WORD_SIMILARITY_THRESHOLD = 0.4;
var STRICT_WORD_SIMILARITY_THRESHOLD = 0.5;
var SHORT_WORD_LENGTH = 4;
function wordMatches(word, fullText) {
  const nameMatch = [...word].length <= SHORT_WORD_LENGTH ? sql14`${word} <<% lower(${products.productName})` : sql14`${word} <% lower(${products.productName})`;
  if (!fullText) return nameMatch;
  return sql14`(${products.searchDocument} @@ plainto_tsquery('english', ${word}) or ${nameMatch})`;
}
function relevance(search) {
  const nameSimilarity = sql14`word_similarity(${search.text}, lower(${products.productName}))`;
  if (!search.fullText) return nameSimilarity;
  const anyWord = sql14.join(
    search.words.map((word) => sql14`plainto_tsquery('english', ${word})`),
    sql14` || `
  );
  return sql14`(ts_rank_cd(${products.searchDocument}, ${anyWord}) + ${nameSimilarity})`;
}
var flagColumns = {
  isTopProduct: products.isTopProduct,
  isNewArrival: products.isNewArrival,
  isBestProduct: products.isBestProduct,
  isFeatured: products.isFeatured,
  isPopular: products.isPopular
};
async function resolveTaxonomy(db, search) {
  const parts = [];
  if (search.categorySlugs.length > 0) {
    parts.push(
      sql14`select 'category' as kind, ${categories.id} as id from ${categories} where ${inArray(categories.slug, search.categorySlugs)}`
    );
  }
  if (search.subCategorySlugs.length > 0) {
    parts.push(
      sql14`select 'subCategory' as kind, ${subCategories.id} as id from ${subCategories} where ${inArray(subCategories.slug, search.subCategorySlugs)}`
    );
  }
  if (search.brandSlugs.length > 0) {
    parts.push(
      sql14`select 'brand' as kind, ${brands.id} as id from ${brands} where ${inArray(brands.slug, search.brandSlugs)}`
    );
  }
  if (parts.length === 0) return {};
  const { rows } = await db.execute(
    sql14.join(parts, sql14` union all `)
  );
  const of = (kind) => rows.filter((row) => row.kind === kind).map((row) => Number(row.id));
  return {
    ...search.categorySlugs.length > 0 ? { categoryIds: of("category") } : {},
    ...search.subCategorySlugs.length > 0 ? { subCategoryIds: of("subCategory") } : {},
    ...search.brandSlugs.length > 0 ? { brandIds: of("brand") } : {}
  };
}
function matchesNothing(ids) {
  return ids.categoryIds?.length === 0 || ids.subCategoryIds?.length === 0 || ids.brandIds?.length === 0;
}
function filterConditions(search, ids, words = "all") {
  const conditions = [shopperVisible];
  conditions.push(sql14`${products.effectivePriceCents} between ${search.minCents} and ${search.maxCents}`);
  if (search.sellerId !== void 0) conditions.push(eq4(products.sellerId, search.sellerId));
  if (search.flag) conditions.push(eq4(flagColumns[search.flag], true));
  if (ids.categoryIds) conditions.push(inArray(products.categoryId, ids.categoryIds));
  if (ids.subCategoryIds) conditions.push(inArray(products.subCategoryId, ids.subCategoryIds));
  if (ids.brandIds) conditions.push(inArray(products.brandId, ids.brandIds));
  const wordConditions = search.words.map((word) => wordMatches(word, search.fullText));
  if (words === "all") conditions.push(...wordConditions);
  else if (wordConditions.length > 0) conditions.push(or2(...wordConditions));
  return conditions;
}
function orderBy(search) {
  const newest = [desc2(products.createdAt), desc2(products.id)];
  switch (search.order) {
    case "price_asc":
      return [asc(products.effectivePriceCents), desc2(products.id)];
    case "price_desc":
      return [desc2(products.effectivePriceCents), desc2(products.id)];
    case "rating":
      return [desc2(products.rating), desc2(products.reviewCount), desc2(products.id)];
    default:
      return newest;
  }
}
async function inSearchScope(db, search, work) {
  if (search.words.length === 0) return work(db);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql14`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true),
        set_config('pg_trgm.strict_word_similarity_threshold', ${String(STRICT_WORD_SIMILARITY_THRESHOLD)}, true),
        set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`
    );
    return work(tx);
  });
}
async function searchProducts(db, search) {
  const ids = await resolveTaxonomy(db, search);
  if (matchesNothing(ids)) return { records: [], count: 0 };
  const where = and2(...filterConditions(search, ids));
  return inSearchScope(db, search, async (tx) => {
    if (search.words.length > 0) {
      const everyWord = await textSearchPage(tx, search, where);
      if (everyWord.count > 0 || search.words.length < 2) return everyWord;
      return textSearchPage(tx, search, and2(...filterConditions(search, ids, "any")));
    }
    const records = await selectProductRecords(tx).where(where).orderBy(...orderBy(search)).limit(search.limit).offset(search.offset);
    return { records, count: await cappedCount(tx, where, search.countCap) };
  });
}
async function cappedCount(tx, where, cap) {
  const matches = tx.select({ one: sql14`1` }).from(products).innerJoin(sellers, eq4(sellers.id, products.sellerId)).innerJoin(users, eq4(users.id, sellers.userId)).where(where).limit(cap + 1).as("matches");
  const [row] = await tx.select({ count: sql14`count(*)::int` }).from(matches);
  return Math.min(row?.count ?? 0, cap);
}
async function textSearchPage(tx, search, where) {
  const ranked = search.order === "relevance";
  const matches = tx.select({
    id: products.id,
    createdAt: products.createdAt,
    effectivePriceCents: products.effectivePriceCents,
    rating: products.rating,
    reviewCount: products.reviewCount,
    rank: (ranked ? relevance(search) : sql14`0`).mapWith(Number).as("rank")
  }).from(products).innerJoin(sellers, eq4(sellers.id, products.sellerId)).innerJoin(users, eq4(users.id, sellers.userId)).where(where).$dynamic();
  const candidates = (ranked ? matches.limit(search.countCap + 1) : matches).as("candidates");
  const order = {
    relevance: [desc2(candidates.rank), desc2(candidates.createdAt), desc2(candidates.id)],
    newest: [desc2(candidates.createdAt), desc2(candidates.id)],
    price_asc: [asc(candidates.effectivePriceCents), desc2(candidates.id)],
    price_desc: [desc2(candidates.effectivePriceCents), desc2(candidates.id)],
    rating: [desc2(candidates.rating), desc2(candidates.reviewCount), desc2(candidates.id)]
  };
  const page = await tx.select({ id: candidates.id, total: sql14`(count(*) over ())::int` }).from(candidates).orderBy(...order[search.order]).limit(search.limit).offset(search.offset);
  if (page.length === 0) {
    return { records: [], count: search.offset === 0 ? 0 : await cappedCount(tx, where, search.countCap) };
  }
  const rows = await selectProductRecords(tx).where(
    inArray(
      products.id,
      page.map((row) => row.id)
    )
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const records = page.flatMap((row) => byId.get(row.id) ?? []);
  return { records, count: Math.min(page[0]?.total ?? 0, search.countCap) };
}
function flaggedProducts(db, flag, limit) {
  return selectProductRecords(db).where(and2(shopperVisible, eq4(flagColumns[flag], true))).orderBy(desc2(products.createdAt), desc2(products.id)).limit(limit);
}
function latestProducts(db, page) {
  return selectProductRecords(db).where(shopperVisible).orderBy(desc2(products.createdAt), desc2(products.id)).limit(page.limit).offset(page.offset);
}
async function productBySlug(db, slug2) {
  const [row] = await selectProductRecords(db).where(eq4(products.slug, slug2)).limit(1);
  return row;
}
function productsOfCategory(db, categoryId, options) {
  const conditions = [shopperVisible, eq4(products.categoryId, categoryId)];
  if (options.excludeProductId !== void 0) {
    conditions.push(sql14`${products.id} <> ${options.excludeProductId}`);
  }
  return selectProductRecords(db).where(and2(...conditions)).orderBy(desc2(products.createdAt), desc2(products.id)).limit(options.limit);
}
async function categoryIdBySlug(db, slug2) {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq4(categories.slug, slug2)).limit(1);
  return row?.id;
}
function visibleProductsByIds(db, ids) {
  if (ids.length === 0) return Promise.resolve([]);
  return selectProductRecords(db).where(and2(shopperVisible, inArray(products.id, ids)));
}

// src/modules/products/products.stop-words.ts
var englishStopWords = /* @__PURE__ */ new Set([
  "i",
  "me",
  "my",
  "myself",
  "we",
  "our",
  "ours",
  "ourselves",
  "you",
  "your",
  "yours",
  "yourself",
  "yourselves",
  "he",
  "him",
  "his",
  "himself",
  "she",
  "her",
  "hers",
  "herself",
  "it",
  "its",
  "itself",
  "they",
  "them",
  "their",
  "theirs",
  "themselves",
  "what",
  "which",
  "who",
  "whom",
  "this",
  "that",
  "these",
  "those",
  "am",
  "is",
  "are",
  "was",
  "were",
  "be",
  "been",
  "being",
  "have",
  "has",
  "had",
  "having",
  "do",
  "does",
  "did",
  "doing",
  "a",
  "an",
  "the",
  "and",
  "but",
  "if",
  "or",
  "because",
  "as",
  "until",
  "while",
  "of",
  "at",
  "by",
  "for",
  "with",
  "about",
  "against",
  "between",
  "into",
  "through",
  "during",
  "before",
  "after",
  "above",
  "below",
  "to",
  "from",
  "up",
  "down",
  "in",
  "out",
  "on",
  "off",
  "over",
  "under",
  "again",
  "further",
  "then",
  "once",
  "here",
  "there",
  "when",
  "where",
  "why",
  "how",
  "all",
  "any",
  "both",
  "each",
  "few",
  "more",
  "most",
  "other",
  "some",
  "such",
  "no",
  "nor",
  "not",
  "only",
  "own",
  "same",
  "so",
  "than",
  "too",
  "very",
  "s",
  "t",
  "can",
  "will",
  "just",
  "don",
  "should",
  "now"
]);

// src/modules/products/products.service.ts
var HOME_ROW_SIZE = 12;
var RELATED_PRODUCTS_LIMIT = 8;
var MAX_SEARCH_WORDS = 8;
var MAX_WORD_LENGTH = 40;
function toProduct(record) {
  return {
    slug: record.slug,
    productName: record.productName,
    description: record.description,
    price: toDollars(record.priceCents),
    offerPrice: record.offerPriceCents == null ? null : toDollars(record.offerPriceCents),
    imageURL: record.imageUrls,
    catSlug: record.catSlug,
    subCatSlug: record.subCatSlug,
    brandSlug: record.brandSlug,
    seller_slug: record.sellerSlug,
    stock: record.stock,
    sku: record.sku,
    weight: record.weightGrams,
    rating: Math.round(record.rating * 100) / 100,
    reviewCount: record.reviewCount,
    isTopProduct: record.isTopProduct,
    isNewArrival: record.isNewArrival,
    isBestProduct: record.isBestProduct,
    isFeatured: record.isFeatured,
    isPopular: record.isPopular,
    status: record.status,
    approvalStatus: record.approvalStatus,
    seoTitle: record.seoTitle,
    seoDescription: record.seoDescription,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString()
  };
}
var highlightFlags = {
  best_product: "isBestProduct",
  popular_category: "isPopular",
  top_product: "isTopProduct",
  new_arrival: "isNewArrival",
  featured_product: "isFeatured"
};
function searchTerms(text13) {
  const all = [
    ...new Set(
      (text13?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => word.slice(0, MAX_WORD_LENGTH))
    )
  ].slice(0, MAX_SEARCH_WORDS);
  const meaningful = all.filter((word) => !englishStopWords.has(word));
  return meaningful.length > 0 ? { words: meaningful, fullText: true, text: all.join(" ") } : { words: all, fullText: false, text: all.join(" ") };
}
function pageBounds(page, limit) {
  if (page * limit > PRODUCT_PAGE_WINDOW) {
    throw new BadRequestError(
      `page \xD7 limit must not exceed ${PRODUCT_PAGE_WINDOW} (got page ${page} \xD7 limit ${limit}); narrow the search with filters instead`,
      "page_out_of_range"
    );
  }
  return { offset: (page - 1) * limit, limit };
}
function toProductSearch(query, scope = {}) {
  const min = query.min ?? PRICE_FILTER_DEFAULT_MIN;
  const max = query.max ?? PRICE_FILTER_DEFAULT_MAX;
  if (min > max)
    throw new BadRequestError(`min (${min}) must not be greater than max (${max})`, "invalid_price_range");
  const terms = searchTerms(query.search);
  return {
    ...terms,
    categorySlugs: [.../* @__PURE__ */ new Set([...parseSlugList(query.categories), ...parseSlugList(query.category)])],
    subCategorySlugs: parseSlugList(query.sub_category),
    brandSlugs: parseSlugList(query.brands),
    ...query.highlight ? { flag: highlightFlags[query.highlight] } : {},
    ...scope.sellerId !== void 0 ? { sellerId: scope.sellerId } : {},
    minCents: toCents(min),
    maxCents: toCents(max),
    order: query.sort ?? (terms.words.length > 0 ? "relevance" : "newest"),
    countCap: PRODUCT_COUNT_CAP,
    ...pageBounds(query.page, query.limit)
  };
}
async function filterProducts(db, query, scope = {}) {
  const { records, count: count11 } = await searchProducts(db, toProductSearch(query, scope));
  return { filteredProducts: records.map(toProduct), count: count11 };
}
async function productLists(db, page) {
  const bounds = pageBounds(page.page, page.limit);
  const [featured, top, popular, best, newest, all] = await Promise.all([
    flaggedProducts(db, "isFeatured", HOME_ROW_SIZE),
    flaggedProducts(db, "isTopProduct", HOME_ROW_SIZE),
    flaggedProducts(db, "isPopular", HOME_ROW_SIZE),
    flaggedProducts(db, "isBestProduct", HOME_ROW_SIZE),
    flaggedProducts(db, "isNewArrival", HOME_ROW_SIZE),
    latestProducts(db, bounds)
  ]);
  return {
    featuredProducts: featured.map(toProduct),
    topProducts: top.map(toProduct),
    popularProducts: popular.map(toProduct),
    bestProducts: best.map(toProduct),
    newProducts: newest.map(toProduct),
    allProductData: all.map(toProduct)
  };
}
async function productForViewer(db, slug2, viewer) {
  const record = await productBySlug(db, slug2);
  if (record?.visible) return toProduct(record);
  if (record) {
    const who = await viewer();
    if (who && (who.role === "admin" || who.id === record.sellerUserId)) return toProduct(record);
  }
  throw new NotFoundError(`Product ${slug2} not found`, "product_not_found");
}
async function relatedProducts(db, id) {
  const product = await productBySlug(db, id);
  if (product?.visible) {
    const records2 = await productsOfCategory(db, product.categoryId, {
      excludeProductId: product.id,
      limit: RELATED_PRODUCTS_LIMIT
    });
    return records2.map(toProduct);
  }
  const categoryId = await categoryIdBySlug(db, id);
  if (categoryId === void 0) {
    throw new NotFoundError(`No product or category ${id}`, "not_found");
  }
  const records = await productsOfCategory(db, categoryId, { limit: RELATED_PRODUCTS_LIMIT });
  return records.map(toProduct);
}

// src/modules/seller/seller.schemas.ts
import { z as z4 } from "zod";
function errorResponses(...statuses) {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema]));
}
var dashboardErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429);
var blankAsMissing2 = (value) => typeof value === "string" && value.trim() === "" ? void 0 : value;
var searchQuery = z4.preprocess(blankAsMissing2, z4.string().trim().max(200).optional());
var pageQuery = pageQueryShape;
function pageOf(item) {
  return z4.object({
    items: z4.array(item),
    count: z4.number().int().describe("Total matches"),
    page: z4.number().int(),
    limit: z4.number().int()
  });
}
var slugParams = z4.object({ slug: z4.string().min(1).max(200) });
var dollarsInput = z4.union([
  z4.number(),
  z4.string().trim().regex(/^\d+(\.\d+)?$/, "must be a number")
]).transform((value) => Number(value)).pipe(
  z4.number().min(0).max(1e6).refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "at most two decimals")
);
var imageUrl = z4.string().trim().min(1).max(2048).refine(
  (value) => /^\/uploads\/[A-Za-z0-9._~%/-]+$/.test(value) || /^https?:\/\/[^\s"'<>]+$/i.test(value),
  "must be an /uploads/ path or an http(s) URL"
);
var phoneInput = z4.string().trim().regex(/^[+0-9 ()./-]{3,32}$/, "may only hold digits, spaces and + ( ) . / - (3 to 32 characters)");
var optionalText3 = (max) => z4.string().trim().max(max).nullish().transform((value) => value ? value : value === void 0 ? void 0 : null);
var messageResponse = z4.object({ message: z4.string() });
var shopResponse = z4.object({
  shop_name: z4.string(),
  shop_slug: z4.string(),
  shop_address: z4.string().nullable(),
  shop_logo: z4.string().nullable(),
  shop_cover: z4.string().nullable(),
  description: z4.string().nullable(),
  contact_email: z4.string().nullable(),
  contact_phone: z4.string().nullable(),
  rating: z4.number(),
  reviewCount: z4.number().int(),
  status: z4.enum(["active", "inactive"]),
  seller_slug: z4.string().describe("The owner's user slug"),
  createdAt: z4.string(),
  updatedAt: z4.string()
});
var shopUpdateBody = z4.strictObject({
  shop_logo: imageUrl.nullable().optional(),
  shop_cover: imageUrl.nullable().optional(),
  description: optionalText3(2e3),
  shop_address: optionalText3(300),
  contact_email: z4.email().max(254).nullable().optional(),
  contact_phone: phoneInput.nullable().optional()
}).refine((body) => Object.values(body).some((value) => value !== void 0), "send at least one field");
var dashboardProduct = productSchema.extend({
  approvalNote: z4.string().nullable().describe("The admin\u2019s note on approval or rejection")
});
var productFields = {
  productName: z4.string().trim().min(1).max(200),
  description: z4.string().max(2e4).describe("HTML; only p, ul, ol, li, strong, em, h3, br, a[href] are kept"),
  images: z4.array(imageUrl).min(1).max(8).describe("1 to 8 URLs returned by POST /api/uploads"),
  price: dollarsInput.refine((value) => value > 0, "must be above 0"),
  offerPrice: dollarsInput.nullable().optional().describe("Below price; null or absent: no offer"),
  stock: z4.number().int().min(0).max(1e6),
  sku: z4.string().trim().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, "letters, digits, . _ - (up to 64)").nullable().optional(),
  weight: z4.number().int().min(0).max(1e6).nullable().optional().describe("Grams"),
  catSlug: z4.string().trim().min(1).max(200),
  subCatSlug: z4.string().trim().min(1).max(200).nullable().optional(),
  brandSlug: z4.string().trim().min(1).max(200).nullable().optional(),
  seoTitle: optionalText3(200),
  seoDescription: optionalText3(500)
};
var productCreateBody = z4.strictObject(productFields).refine((body) => body.offerPrice == null || body.offerPrice < body.price, {
  message: "offerPrice must be below price",
  path: ["offerPrice"]
});
var productUpdateBody = z4.strictObject({
  productName: productFields.productName.optional(),
  description: productFields.description.optional(),
  images: productFields.images.optional(),
  price: productFields.price.optional(),
  offerPrice: productFields.offerPrice,
  stock: productFields.stock.optional(),
  sku: productFields.sku,
  weight: productFields.weight,
  catSlug: productFields.catSlug.optional(),
  subCatSlug: productFields.subCatSlug,
  brandSlug: productFields.brandSlug,
  seoTitle: productFields.seoTitle,
  seoDescription: productFields.seoDescription
}).refine((body) => Object.values(body).some((value) => value !== void 0), "send at least one field");
var productStatusFilter = z4.preprocess(blankAsMissing2, z4.enum(["active", "inactive", "pending", "approved", "rejected"]).optional()).describe("active/inactive filter the shop status; pending/approved/rejected the approval");
var lineStatusSchema = z4.enum(["pending", "processing", "shipped", "delivered", "cancelled"]);
var shippingAddress = z4.object({
  name: z4.string(),
  phone: z4.string(),
  country: z4.string(),
  state: z4.string().nullable(),
  city: z4.string(),
  address: z4.string()
});
var sellerOrderLine = z4.object({
  slug: z4.string(),
  order_slug: z4.string(),
  orderDate: z4.string(),
  order_status: lineStatusSchema,
  product_slug: z4.string(),
  productName: z4.string(),
  imageURL: z4.string().nullable(),
  price: z4.number(),
  offerPrice: z4.number().nullable(),
  quantity: z4.number().int(),
  lineTotal: z4.number().describe("Effective unit price \xD7 quantity"),
  line_status: lineStatusSchema,
  payment_method: z4.enum(["cod", "card"]),
  payment_status: z4.enum(["pending", "success"]),
  buyer: z4.object({ slug: z4.string(), name: z4.string() }),
  address: shippingAddress,
  updatedAt: z4.string()
});
var lineUpdateBody = z4.strictObject({
  line_status: z4.enum(["processing", "shipped", "delivered"])
});
var moneySplit = z4.object({
  gross: z4.number(),
  commission: z4.number(),
  net: z4.number()
});
var earningsResponse = z4.object({
  commissionRateBps: z4.number().int().describe("The marketplace\u2019s cut in basis points (1000 = 10%)"),
  rule: z4.string(),
  totals: moneySplit.extend({ orders: z4.number().int(), units: z4.number().int() }),
  byMonth: z4.array(
    moneySplit.extend({ month: z4.string().describe("YYYY-MM (UTC)"), orders: z4.number().int() })
  ),
  byOrder: pageOf(
    moneySplit.extend({
      order_slug: z4.string(),
      orderDate: z4.string(),
      deliveredAt: z4.string().nullable(),
      units: z4.number().int()
    })
  )
});

// src/modules/seller-applications/seller-applications.schemas.ts
import { z as z5 } from "zod";
var applyBody = z5.strictObject({
  email: z5.email("email must be an e-mail address").max(254).describe("The shop's contact e-mail"),
  phone: phoneInput.describe("The shop's contact phone"),
  shop: z5.strictObject({
    shop_name: z5.string().trim().min(2).max(80).refine((value) => /[\p{L}\p{N}]/u.test(value), "must contain a letter or digit"),
    shop_address: z5.string().trim().min(1).max(300),
    shop_logo: imageUrl.nullable().optional().describe("A URL returned by POST /api/uploads"),
    shop_cover: imageUrl.nullable().optional().describe("A URL returned by POST /api/uploads")
  }),
  description: z5.string().trim().min(1).max(2e3).describe("Plain text"),
  acceptTerms: z5.literal(true, { error: "acceptTerms: the seller terms and conditions must be accepted" }).describe("The applicant accepts /seller_terms_condition")
});
var applicationStatusSchema = z5.enum(["pending", "approved", "rejected"]);
var applicationResponse = z5.object({
  slug: z5.string(),
  user_slug: z5.string(),
  email: z5.string(),
  phone: z5.string().nullable(),
  shop: z5.object({
    shop_name: z5.string(),
    shop_slug: z5.string().nullable(),
    shop_address: z5.string().nullable(),
    shop_logo: z5.string().nullable(),
    shop_cover: z5.string().nullable()
  }),
  description: z5.string().nullable(),
  status: applicationStatusSchema,
  reason: z5.string().nullable().describe("The admin's reason (rejection) or note (approval)"),
  decidedAt: z5.string().nullable(),
  applicant: z5.object({ slug: z5.string(), fullName: z5.string(), email: z5.string() }),
  createdAt: z5.string(),
  updatedAt: z5.string()
});
var approveBody = z5.strictObject({
  note: z5.string().trim().max(1e3).optional().describe("Shown to the applicant in the approval e-mail")
});
var rejectBody = z5.strictObject({
  reason: z5.string().trim().min(3).max(1e3).describe("Sent to the applicant")
});

// src/modules/seller-applications/seller-applications.service.ts
import { randomBytes as randomBytes2 } from "node:crypto";

// src/modules/uploads/uploads.service.ts
import { randomBytes } from "node:crypto";
import sharp from "sharp";

// src/modules/uploads/uploads.repository.ts
import { inArray as inArray2 } from "drizzle-orm";
async function insertUpload(db, values) {
  const [row] = await db.insert(uploads).values(values).returning();
  if (!row) throw new Error("insert into uploads returned no row");
  return row;
}
async function knownUploadUrls(db, urls) {
  if (urls.length === 0) return /* @__PURE__ */ new Set();
  const rows = await db.select({ url: uploads.url }).from(uploads).where(inArray2(uploads.url, urls));
  return new Set(rows.map((row) => row.url));
}

// src/modules/uploads/uploads.service.ts
var PayloadTooLargeError = class extends AppError {
  constructor(message, code = "payload_too_large") {
    super(413, code, message);
  }
};
var UnsupportedMediaTypeError = class extends AppError {
  constructor(message, code = "unsupported_media_type") {
    super(415, code, message);
  }
};
var UPLOAD_WIDTHS = [400, 800, 1600];
var ACCEPTED_FORMATS = /* @__PURE__ */ new Set(["jpeg", "png", "webp", "gif"]);
var WEBP_QUALITY = 82;
function variantWidths(originalWidth) {
  const largest = UPLOAD_WIDTHS[UPLOAD_WIDTHS.length - 1];
  const widths = UPLOAD_WIDTHS.filter((width) => width < originalWidth);
  widths.push(Math.min(originalWidth, largest));
  return [...new Set(widths)].sort((a, b) => a - b);
}
function isPixelLimitError(error) {
  return error instanceof Error && /pixel limit/i.test(error.message);
}
async function renderImage(bytes, limits) {
  if (bytes.byteLength === 0) throw new BadRequestError("The image file is empty", "empty_file");
  if (bytes.byteLength > limits.maxBytes) {
    throw new PayloadTooLargeError(
      `The image must be at most ${Math.floor(limits.maxBytes / (1024 * 1024))} MB`,
      "file_too_large"
    );
  }
  const options = { limitInputPixels: limits.maxPixels, failOn: "error", pages: 1 };
  let metadata;
  try {
    metadata = await sharp(bytes, options).metadata();
  } catch (error) {
    if (isPixelLimitError(error)) throw tooManyPixels(limits);
    throw new UnsupportedMediaTypeError(
      "Only JPEG, PNG, WebP or GIF images are accepted",
      "unsupported_image"
    );
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new UnsupportedMediaTypeError(
      "Only JPEG, PNG, WebP or GIF images are accepted",
      "unsupported_image"
    );
  }
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) throw new BadRequestError("The image has no readable size", "invalid_image");
  if (width * height > limits.maxPixels) throw tooManyPixels(limits);
  try {
    const base = sharp(bytes, options).rotate();
    const renditions = [];
    for (const target of variantWidths(width)) {
      const { data, info } = await base.clone().resize({ width: target, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
      renditions.push({ width: info.width, height: info.height, data });
    }
    return renditions;
  } catch (error) {
    if (isPixelLimitError(error)) throw tooManyPixels(limits);
    throw new BadRequestError("The image is damaged or incomplete", "invalid_image");
  }
}
function tooManyPixels(limits) {
  return new PayloadTooLargeError(
    `The image has too many pixels (at most ${Math.round(limits.maxPixels / 1e6)} megapixels)`,
    "image_too_many_pixels"
  );
}
async function uploadImage(deps, input) {
  const renditions = await renderImage(input.bytes, deps.limits);
  const id = randomBytes(12).toString("hex");
  const stored = [];
  try {
    for (const rendition of renditions) {
      const file = await deps.storage.put(`${id}-${rendition.width}.webp`, rendition.data, "image/webp");
      stored.push({ ...file, width: rendition.width, height: rendition.height });
    }
    const main2 = stored[stored.length - 1];
    await insertUpload(deps.db, {
      url: main2.url,
      storageKey: main2.key,
      contentType: "image/webp",
      width: main2.width,
      height: main2.height,
      byteSize: main2.bytes,
      uploadedBy: input.ownerId
    });
    return {
      url: main2.url,
      width: main2.width,
      height: main2.height,
      variants: stored.map(({ url, width, height }) => ({ url, width, height }))
    };
  } catch (error) {
    await Promise.allSettled(stored.map((file) => deps.storage.remove(file.key)));
    throw error;
  }
}
async function assertUploadedImages(db, urls, alreadyAccepted = []) {
  const keep = new Set(alreadyAccepted.filter((url) => Boolean(url)));
  const toCheck = [...new Set(urls.filter((url) => Boolean(url) && !keep.has(url)))];
  if (toCheck.length === 0) return;
  const known = await knownUploadUrls(db, toCheck);
  const unknown = toCheck.find((url) => !known.has(url));
  if (unknown !== void 0) {
    throw new BadRequestError(
      `Image ${unknown} was not uploaded here: upload it with POST /api/uploads first`,
      "unknown_image"
    );
  }
}

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
function greetingFor(name2) {
  const trimmed = name2?.trim();
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

// src/modules/seller-applications/seller-applications.mails.ts
function greeting(name2) {
  const trimmed = name2?.trim();
  return trimmed ? `Hello ${trimmed},` : "Hello,";
}
function applicationApprovedMail(input) {
  return renderMail({
    subject: `Your shop "${input.shopName}" is open on ${SHOP_NAME}`,
    greeting: greeting(input.name),
    paragraphs: [
      `Good news: your seller application for "${input.shopName}" has been approved.`,
      "Add your products from the seller dashboard. New products are reviewed by our team before shoppers see them.",
      ...input.note ? [`Note from our team: ${input.note}`] : []
    ],
    action: { label: "Open the seller dashboard", url: input.dashboardUrl }
  });
}
function applicationRejectedMail(input) {
  return renderMail({
    subject: `Your seller application for "${input.shopName}"`,
    greeting: greeting(input.name),
    paragraphs: [
      `Thank you for applying to sell on ${SHOP_NAME}. We could not approve your application for "${input.shopName}".`,
      `Reason: ${input.reason}`,
      "You are welcome to apply again once this is addressed."
    ],
    action: { label: "Apply again", url: input.applyUrl }
  });
}

// src/modules/seller-applications/seller-applications.repository.ts
import { and as and3, count, desc as desc3, eq as eq5, ilike, or as or3, sql as sql15 } from "drizzle-orm";
var applicationFields = {
  application: sellerApplications,
  applicantSlug: users.slug,
  applicantName: users.fullName,
  applicantEmail: users.email
};
function selectApplications(db) {
  return db.select(applicationFields).from(sellerApplications).innerJoin(users, eq5(users.id, sellerApplications.userId)).$dynamic();
}
async function applicationBySlug(db, slug2) {
  const [row] = await selectApplications(db).where(eq5(sellerApplications.slug, slug2)).limit(1);
  return row;
}
async function latestApplicationOf(db, userId) {
  const [row] = await selectApplications(db).where(eq5(sellerApplications.userId, userId)).orderBy(desc3(sellerApplications.createdAt), desc3(sellerApplications.id)).limit(1);
  return row;
}
async function lockApplication(tx, slug2) {
  const [row] = await tx.select().from(sellerApplications).where(eq5(sellerApplications.slug, slug2)).for("update").limit(1);
  return row;
}
async function hasPendingApplication(db, userId) {
  const [row] = await db.select({ id: sellerApplications.id }).from(sellerApplications).where(and3(eq5(sellerApplications.userId, userId), eq5(sellerApplications.status, "pending"))).limit(1);
  return Boolean(row);
}
async function shopOfUser(db, userId) {
  const [row] = await db.select({ id: sellers.id, shopSlug: sellers.shopSlug }).from(sellers).where(eq5(sellers.userId, userId)).limit(1);
  return row;
}
async function shopNameInUse(db, shopName) {
  const name2 = shopName.trim().toLowerCase();
  const { rows } = await db.execute(sql15`
    select exists (select 1 from ${sellers} where lower(${sellers.shopName}) = ${name2})
        or exists (select 1 from ${sellerApplications}
                   where lower(${sellerApplications.shopName}) = ${name2} and ${sellerApplications.status} = 'pending')
      as taken`);
  return Boolean(rows[0]?.taken);
}
async function shopSlugInUse(db, shopSlug) {
  const { rows } = await db.execute(sql15`
    select exists (select 1 from ${sellers} where ${sellers.shopSlug} = ${shopSlug})
        or exists (select 1 from ${sellerApplications}
                   where ${sellerApplications.shopSlug} = ${shopSlug} and ${sellerApplications.status} = 'pending')
      as taken`);
  return Boolean(rows[0]?.taken);
}
async function shopSlugTakenByShop(db, shopSlug) {
  const [row] = await db.select({ id: sellers.id }).from(sellers).where(eq5(sellers.shopSlug, shopSlug)).limit(1);
  return Boolean(row);
}
async function lockShopName(tx, shopName) {
  await tx.execute(
    sql15`select pg_advisory_xact_lock(hashtext(${`shop-name:${shopName.trim().toLowerCase()}`}))`
  );
}
async function insertApplication(tx, values) {
  const [row] = await tx.insert(sellerApplications).values(values).returning();
  if (!row) throw new Error("insert into seller_applications returned no row");
  return row;
}
async function decideApplication(tx, id, decision) {
  await tx.update(sellerApplications).set({ ...decision, decidedAt: /* @__PURE__ */ new Date() }).where(eq5(sellerApplications.id, id));
}
async function insertSellerFromApplication(tx, application, shopSlug) {
  const [row] = await tx.insert(sellers).values({
    userId: application.userId,
    shopName: application.shopName,
    shopSlug,
    shopAddress: application.shopAddress,
    shopLogo: application.shopLogo,
    shopCover: application.shopCover,
    description: application.description,
    contactEmail: application.email,
    contactPhone: application.phone,
    status: "active"
  }).returning({ id: sellers.id, shopSlug: sellers.shopSlug });
  if (!row) throw new Error("insert into sellers returned no row");
  return row;
}
async function promoteToSeller(tx, userId) {
  await tx.update(users).set({ role: "seller" }).where(and3(eq5(users.id, userId), eq5(users.role, "buyer")));
}
function likePattern(text13) {
  return `%${text13.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
function listConditions(query) {
  const conditions = [];
  if (query.status) conditions.push(eq5(sellerApplications.status, query.status));
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or3(
        ilike(sellerApplications.shopName, pattern),
        ilike(sellerApplications.email, pattern),
        ilike(users.fullName, pattern),
        ilike(users.email, pattern)
      )
    );
  }
  return conditions.length > 0 ? and3(...conditions) : void 0;
}
async function listApplications(db, query) {
  const where = listConditions(query);
  const [items, [total]] = await Promise.all([
    selectApplications(db).where(where).orderBy(sellerApplications.createdAt, sellerApplications.id).limit(query.limit).offset(query.offset),
    db.select({ count: count() }).from(sellerApplications).innerJoin(users, eq5(users.id, sellerApplications.userId)).where(where)
  ]);
  return { items, count: total?.count ?? 0 };
}

// src/modules/seller-applications/seller-applications.service.ts
var applicationTransitions = {
  pending: ["approved", "rejected"],
  approved: [],
  rejected: []
};
function canMoveApplication(from, to) {
  return applicationTransitions[from].includes(to);
}
function shopSlugFrom(name2) {
  const slug2 = name2.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 60).replace(/-+$/g, "");
  return slug2 || "shop";
}
async function freeShopSlug(db, name2) {
  const base = shopSlugFrom(name2);
  if (!await shopSlugInUse(db, base)) return base;
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = `${base}-${randomBytes2(2).toString("hex")}`;
    if (!await shopSlugInUse(db, candidate)) return candidate;
  }
  return `${base}-${randomBytes2(6).toString("hex")}`;
}
function toApplicationResponse(record) {
  const row = record.application;
  return {
    slug: row.slug,
    user_slug: record.applicantSlug,
    email: row.email,
    phone: row.phone,
    shop: {
      shop_name: row.shopName,
      shop_slug: row.shopSlug,
      shop_address: row.shopAddress,
      shop_logo: row.shopLogo,
      shop_cover: row.shopCover
    },
    description: row.description,
    status: row.status,
    reason: row.reason,
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    applicant: { slug: record.applicantSlug, fullName: record.applicantName, email: record.applicantEmail },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString()
  };
}
function shopNameTaken(name2) {
  return new ConflictError(`The shop name "${name2}" is already taken; choose another`, "shop_name_taken");
}
function isUniqueViolation(error, constraint) {
  let current = error;
  for (let depth = 0; depth < 3 && current && typeof current === "object"; depth++) {
    const candidate = current;
    if (candidate.code === "23505") return constraint === void 0 || candidate.constraint === constraint;
    current = candidate.cause;
  }
  return false;
}
async function applyForShop(db, applicant, input) {
  if (await shopOfUser(db, applicant.id)) {
    throw new ConflictError("You already have a shop", "already_a_seller");
  }
  if (await hasPendingApplication(db, applicant.id)) {
    throw new ConflictError(messages.sellerApplicationExists, "seller_application_exists");
  }
  await assertUploadedImages(db, [input.shop.shop_logo, input.shop.shop_cover]);
  const shopName = input.shop.shop_name.replace(/\s+/g, " ");
  let slug2;
  try {
    slug2 = await db.transaction(async (tx) => {
      await lockShopName(tx, shopName);
      if (await shopNameInUse(tx, shopName)) throw shopNameTaken(shopName);
      const row = await insertApplication(tx, {
        userId: applicant.id,
        shopName,
        shopSlug: await freeShopSlug(tx, shopName),
        shopAddress: input.shop.shop_address,
        shopLogo: input.shop.shop_logo ?? null,
        shopCover: input.shop.shop_cover ?? null,
        description: input.description,
        email: input.email.toLowerCase(),
        phone: input.phone,
        status: "pending"
      });
      return row.slug;
    });
  } catch (error) {
    if (isUniqueViolation(error, "seller_applications_one_pending_per_user_key")) {
      throw new ConflictError(messages.sellerApplicationExists, "seller_application_exists");
    }
    throw error;
  }
  const record = await applicationBySlug(db, slug2);
  if (!record) throw new Error("application vanished after insert");
  return toApplicationResponse(record);
}
async function ownApplication(db, userId) {
  const record = await latestApplicationOf(db, userId);
  if (!record)
    throw new NotFoundError("You have not applied to become a seller", "seller_application_not_found");
  return toApplicationResponse(record);
}
async function ownApplicationBySlug(db, viewer, slug2) {
  if (!viewer) return null;
  if (slug2 === viewer.slug) {
    const record2 = await latestApplicationOf(db, viewer.id);
    return record2 ? toApplicationResponse(record2) : null;
  }
  const record = await applicationBySlug(db, slug2);
  return record && record.application.userId === viewer.id ? toApplicationResponse(record) : null;
}
async function listApplicationsForAdmin(db, query) {
  const { items, count: count11 } = await listApplications(db, query);
  return { items: items.map(toApplicationResponse), count: count11 };
}
async function applicationForAdmin(db, slug2) {
  const record = await applicationBySlug(db, slug2);
  if (!record)
    throw new NotFoundError(`Seller application ${slug2} not found`, "seller_application_not_found");
  return toApplicationResponse(record);
}
async function sendDecisionMail(deps, to, mail) {
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    deps.log.error({ err: error, to }, "seller application mail failed");
  }
}
async function approveApplication(deps, admin, slug2, note) {
  try {
    await deps.db.transaction(async (tx) => {
      const application = await lockApplication(tx, slug2);
      if (!application) {
        throw new NotFoundError(`Seller application ${slug2} not found`, "seller_application_not_found");
      }
      if (!canMoveApplication(application.status, "approved")) {
        throw new ConflictError(
          `This application is already ${application.status}`,
          "application_already_decided"
        );
      }
      if (await shopOfUser(tx, application.userId)) {
        throw new ConflictError("The applicant already has a shop", "already_a_seller");
      }
      await lockShopName(tx, application.shopName);
      const preferred = application.shopSlug ?? shopSlugFrom(application.shopName);
      const shopSlug = await shopSlugTakenByShop(tx, preferred) ? await freeShopSlug(tx, application.shopName) : preferred;
      await insertSellerFromApplication(tx, application, shopSlug);
      await promoteToSeller(tx, application.userId);
      await decideApplication(tx, application.id, {
        status: "approved",
        reason: note ? note : null,
        decidedBy: admin.id
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, "sellers_shop_name_key")) {
      throw new ConflictError(
        "Another shop already uses this name; reject the application with a reason",
        "shop_name_taken"
      );
    }
    throw error;
  }
  const record = await applicationBySlug(deps.db, slug2);
  if (!record) throw new Error("application vanished after approval");
  await sendDecisionMail(deps, record.applicantEmail, {
    to: record.applicantEmail,
    ...applicationApprovedMail({
      name: record.applicantName,
      shopName: record.application.shopName,
      dashboardUrl: `${deps.siteUrl}/seller`,
      note: note ?? null
    })
  });
  return toApplicationResponse(record);
}
async function rejectApplication(deps, admin, slug2, reason) {
  await deps.db.transaction(async (tx) => {
    const application = await lockApplication(tx, slug2);
    if (!application) {
      throw new NotFoundError(`Seller application ${slug2} not found`, "seller_application_not_found");
    }
    if (!canMoveApplication(application.status, "rejected")) {
      throw new ConflictError(
        `This application is already ${application.status}`,
        "application_already_decided"
      );
    }
    await decideApplication(tx, application.id, { status: "rejected", reason, decidedBy: admin.id });
  });
  const record = await applicationBySlug(deps.db, slug2);
  if (!record) throw new Error("application vanished after rejection");
  await sendDecisionMail(deps, record.applicantEmail, {
    to: record.applicantEmail,
    ...applicationRejectedMail({
      name: record.applicantName,
      shopName: record.application.shopName,
      reason,
      applyUrl: `${deps.siteUrl}/become_seller`
    })
  });
  return toApplicationResponse(record);
}

// src/modules/admin/admin.access.ts
var adminTags = ["admin"];
var adminSecurity = [{ cookieAuth: [] }, { bearerAuth: [] }];
var admins = /* @__PURE__ */ new WeakMap();
async function adminOnly(request, reply) {
  admins.set(request, await requireRole(request, "admin"));
  reply.header("cache-control", "private, no-store");
}
function adminOf(request) {
  const admin = admins.get(request);
  if (!admin) throw new Error("admin context missing: the onRequest hook did not run");
  return admin;
}
function siteUrlOf(request, env) {
  return (env.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, "");
}

// src/modules/admin/admin.schemas.ts
import { z as z6 } from "zod";
var blankAsMissing3 = (value) => typeof value === "string" && value.trim() === "" ? void 0 : value;
var recordStatus = z6.enum(["active", "inactive"]);
var statusFilter = z6.preprocess(blankAsMissing3, recordStatus.optional());
function nonEmpty(schema) {
  return schema.refine(
    (body) => Object.values(body).some((value) => value !== void 0),
    "send at least one field"
  );
}
var name = (max = 100) => z6.string().trim().min(1).max(max);
var serial = z6.number().int().min(0).max(1e5);
var overviewResponse = z6.object({
  sales: z6.object({
    total: z6.number().describe("\u03A3 total of orders that are not cancelled (dollars)"),
    delivered: z6.number().describe("\u03A3 total of delivered orders (dollars)"),
    last30Days: z6.number().describe("\u03A3 total of orders placed in the last 30 days, not cancelled")
  }),
  ordersByStatus: z6.object({
    pending: z6.number().int(),
    processing: z6.number().int(),
    shipped: z6.number().int(),
    delivered: z6.number().int(),
    cancelled: z6.number().int()
  }),
  newCustomers30Days: z6.number().int(),
  pendingApplications: z6.number().int(),
  pendingProducts: z6.number().int(),
  openReports: z6.number().int(),
  generatedAt: z6.string()
});
var adminUser = z6.object({
  slug: z6.string(),
  fullName: z6.string(),
  displayName: z6.string().nullable(),
  email: z6.string(),
  phone: z6.string().nullable(),
  avatar: z6.string().nullable(),
  role: z6.enum(["buyer", "seller", "admin"]),
  status: recordStatus,
  emailVerified: z6.boolean(),
  shop_slug: z6.string().nullable(),
  createdAt: z6.string()
});
var userListQuery = {
  role: z6.preprocess(blankAsMissing3, z6.enum(["buyer", "seller", "admin"]).optional()),
  status: statusFilter
};
var adminCategory = categorySchema.extend({ productCount: z6.number().int() });
var categoryCreateBody = z6.strictObject({
  cat_name: name(),
  cat_image: imageUrl.nullable().optional(),
  cat_status: recordStatus.optional()
});
var categoryUpdateBody = nonEmpty(
  z6.strictObject({
    cat_name: name().optional(),
    cat_image: imageUrl.nullable().optional(),
    cat_status: recordStatus.optional()
  })
);
var adminSubCategory = subCategorySchema.extend({
  image: z6.string().nullable(),
  productCount: z6.number().int()
});
var subCategoryCreateBody = z6.strictObject({
  subcat_name: name(),
  cat_slug: z6.string().trim().min(1).max(200),
  image: imageUrl.nullable().optional(),
  subcat_status: recordStatus.optional()
});
var subCategoryUpdateBody = nonEmpty(
  z6.strictObject({
    subcat_name: name().optional(),
    cat_slug: z6.string().trim().min(1).max(200).optional(),
    image: imageUrl.nullable().optional(),
    subcat_status: recordStatus.optional()
  })
);
var adminBrand = brandSchema.extend({ productCount: z6.number().int() });
var brandCreateBody = z6.strictObject({
  name: name(),
  logo: imageUrl.nullable().optional(),
  status: recordStatus.optional()
});
var brandUpdateBody = nonEmpty(
  z6.strictObject({
    name: name().optional(),
    logo: imageUrl.nullable().optional(),
    status: recordStatus.optional()
  })
);
var adminProductQuery = {
  status: z6.preprocess(blankAsMissing3, recordStatus.optional()),
  approval: z6.preprocess(blankAsMissing3, z6.enum(["pending", "approved", "rejected"]).optional()),
  seller: z6.preprocess(blankAsMissing3, z6.string().trim().max(200).optional()).describe("The shop's slug or the seller's user slug")
};
var productFlagsShape = {
  isTopProduct: z6.boolean().optional(),
  isNewArrival: z6.boolean().optional(),
  isBestProduct: z6.boolean().optional(),
  isFeatured: z6.boolean().optional(),
  isPopular: z6.boolean().optional(),
  status: recordStatus.optional()
};
var approveProductBody = z6.strictObject({ note: z6.string().trim().max(1e3).optional() });
var rejectProductBody = z6.strictObject({ note: z6.string().trim().min(3).max(1e3) });
var adminOrderSummary = z6.object({
  slug: z6.string(),
  user_slug: z6.string(),
  buyer: z6.object({ name: z6.string(), email: z6.string() }),
  items: z6.number().int().describe("Units in the order"),
  total: z6.number(),
  order_status: orderStatusSchema,
  payment_method: z6.enum(["cod", "card"]),
  payment_status: z6.enum(["pending", "success"]),
  createdAt: z6.string()
});
var adminOrder = orderSchema;
var orderStatusBody = z6.strictObject({
  order_status: orderStatusSchema,
  note: z6.string().trim().max(500).optional()
});
var sliderCreateBody = z6.strictObject({
  image: imageUrl,
  badge: optionalText3(60),
  titleOne: z6.string().trim().max(200).default(""),
  titleTWo: z6.string().trim().max(200).default(""),
  productLink: optionalText3(500),
  serial: serial.default(0),
  status: recordStatus.optional()
});
var sliderUpdateBody = nonEmpty(
  z6.strictObject({
    image: imageUrl.optional(),
    badge: optionalText3(60),
    titleOne: z6.string().trim().max(200).optional(),
    titleTWo: z6.string().trim().max(200).optional(),
    productLink: optionalText3(500),
    serial: serial.optional(),
    status: recordStatus.optional()
  })
);
var advertisementCreateBody = z6.strictObject({
  adName: name(),
  adImage: imageUrl,
  title: z6.string().trim().max(200).default(""),
  title_one: z6.string().trim().max(200).default(""),
  title_two: z6.string().trim().max(200).default(""),
  badge: optionalText3(60),
  category_link: optionalText3(500),
  status: recordStatus.optional()
});
var advertisementUpdateBody = nonEmpty(
  z6.strictObject({
    adName: name().optional(),
    adImage: imageUrl.optional(),
    title: z6.string().trim().max(200).optional(),
    title_one: z6.string().trim().max(200).optional(),
    title_two: z6.string().trim().max(200).optional(),
    badge: optionalText3(60),
    category_link: optionalText3(500),
    status: recordStatus.optional()
  })
);
var categoryEntryCreateBody = z6.strictObject({
  cat_slug: z6.string().trim().min(1).max(200),
  serial: serial.default(0),
  status: recordStatus.optional()
});
var categoryEntryUpdateBody = nonEmpty(
  z6.strictObject({ serial: serial.optional(), status: recordStatus.optional() })
);
var adminMegaMenuEntry = megaMenuEntrySchema.extend({
  serial: z6.number().int(),
  status: recordStatus
});
var megaMenuCreateBody = z6.strictObject({
  cat_slug: z6.string().trim().min(1).max(200),
  sub_cat_slugs: z6.array(z6.string().trim().min(1).max(200)).max(40).default([]),
  serial: serial.default(0),
  status: recordStatus.optional()
});
var megaMenuUpdateBody = nonEmpty(
  z6.strictObject({
    sub_cat_slugs: z6.array(z6.string().trim().min(1).max(200)).max(40).optional(),
    serial: serial.optional(),
    status: recordStatus.optional()
  })
);
var adminFlashSale = flashSaleContentSchema.extend({ itemCount: z6.number().int() });
var isoDateTime = z6.iso.datetime({ offset: true });
var flashSaleCreateBody = z6.strictObject({
  name: name(),
  title: z6.string().trim().max(200).default(""),
  offer: z6.string().trim().max(200).default(""),
  time: isoDateTime.describe("When the sale ends (ISO-8601)"),
  imageHome: imageUrl.nullable().optional(),
  imageFlash: imageUrl.nullable().optional(),
  status: recordStatus.optional().describe("Activating a sale deactivates the running one")
});
var flashSaleUpdateBody = nonEmpty(
  z6.strictObject({
    name: name().optional(),
    title: z6.string().trim().max(200).optional(),
    offer: z6.string().trim().max(200).optional(),
    time: isoDateTime.optional(),
    imageHome: imageUrl.nullable().optional(),
    imageFlash: imageUrl.nullable().optional(),
    status: recordStatus.optional()
  })
);
var adminFlashSaleItem = z6.object({
  slug: z6.string(),
  product_slug: z6.string(),
  productName: z6.string(),
  price: z6.number(),
  offerPrice: z6.number().nullable(),
  salePrice: z6.number(),
  status: recordStatus
});
var flashSaleItemCreateBody = z6.strictObject({
  product_slug: z6.string().trim().min(1).max(200),
  salePrice: dollarsInput,
  status: recordStatus.optional()
});
var flashSaleItemUpdateBody = nonEmpty(
  z6.strictObject({ salePrice: dollarsInput.optional(), status: recordStatus.optional() })
);
var adminBlog = blogSchema;
var blogCreateBody = z6.strictObject({
  title: name(200),
  description: z6.string().trim().max(1e3).default(""),
  long_description: z6.string().max(1e5).describe("HTML; sanitized like product descriptions"),
  imageURL: imageUrl.nullable().optional(),
  category_slug: z6.string().trim().min(1).max(200).nullable().optional(),
  seo_title: optionalText3(200),
  seo_description: optionalText3(500),
  postBy: z6.string().trim().max(100).optional().describe("Defaults to the admin's name"),
  status: recordStatus.optional()
});
var blogUpdateBody = nonEmpty(
  z6.strictObject({
    title: name(200).optional(),
    description: z6.string().trim().max(1e3).optional(),
    long_description: z6.string().max(1e5).optional(),
    imageURL: imageUrl.nullable().optional(),
    category_slug: z6.string().trim().min(1).max(200).nullable().optional(),
    seo_title: optionalText3(200),
    seo_description: optionalText3(500),
    postBy: z6.string().trim().max(100).optional(),
    status: recordStatus.optional()
  })
);
var adminBlogCategory = blogCategorySchema.extend({ blogCount: z6.number().int() });
var blogCategoryCreateBody = z6.strictObject({ name: name(), status: recordStatus.optional() });
var blogCategoryUpdateBody = nonEmpty(
  z6.strictObject({ name: name().optional(), status: recordStatus.optional() })
);
var adminCoupon = couponSchema;
var couponCode = z6.string().trim().regex(/^[A-Za-z0-9_-]{3,40}$/, "letters, digits, _ and - (3 to 40)");
var couponDiscount = z6.strictObject({
  role: z6.enum(["amount", "percent"]),
  value: z6.number().positive().max(1e6).describe("Dollars for amount, whole percent (1\u2013100) for percent")
});
var couponCreateBody = z6.strictObject({
  code: couponCode,
  name: name(),
  discount: couponDiscount,
  minimum_purchase: dollarsInput.default(0),
  starts_at: isoDateTime.optional().describe("Defaults to now"),
  expired_date: isoDateTime,
  items_number: z6.number().int().min(1).max(1e7).describe("Total uses allowed"),
  per_user_limit: z6.number().int().min(1).max(1e3).nullable().optional().describe("Default 1; null: no limit"),
  seller_slug: z6.string().trim().min(1).max(200).nullable().optional().describe("Limit to one shop's lines"),
  status: recordStatus.optional()
});
var couponUpdateBody = nonEmpty(
  z6.strictObject({
    name: name().optional(),
    discount: couponDiscount.optional(),
    minimum_purchase: dollarsInput.optional(),
    starts_at: isoDateTime.optional(),
    expired_date: isoDateTime.optional(),
    items_number: z6.number().int().min(1).max(1e7).optional(),
    per_user_limit: z6.number().int().min(1).max(1e3).nullable().optional(),
    status: recordStatus.optional()
  })
);
var adminReport = reportSchema.extend({
  productName: z6.string(),
  reporter: z6.object({ slug: z6.string(), name: z6.string() }),
  product_status: recordStatus
});
var reportUpdateBody = z6.strictObject({
  status: z6.enum(["open", "resolved", "dismissed"]),
  deactivateProduct: z6.boolean().optional().describe("Also hide the reported product (resolving)")
});
var adminSubscriber = z6.object({
  slug: z6.string(),
  email: z6.string(),
  user_slug: z6.string().nullable(),
  status: recordStatus,
  createdAt: z6.string()
});
var adminContactMessage = z6.object({
  slug: z6.string(),
  name: z6.string(),
  email: z6.string(),
  phone: z6.string().nullable(),
  subject: z6.string(),
  message: z6.string().describe("Plain text; render escaped"),
  status: z6.enum(["unread", "read", "archived"]),
  user_slug: z6.string().nullable(),
  createdAt: z6.string()
});
var contactMessageUpdateBody = z6.strictObject({ status: z6.enum(["unread", "read", "archived"]) });
var settingsResponse = z6.object({
  commissionRateBps: z6.number().int().describe("The marketplace\u2019s cut in basis points (1000 = 10%)"),
  autoApproveProducts: z6.boolean().describe("New and edited seller products skip the approval queue"),
  updatedAt: z6.string()
});
var settingsUpdateBody = nonEmpty(
  z6.strictObject({
    commissionRateBps: z6.number().int().min(0).max(1e4).optional(),
    autoApproveProducts: z6.boolean().optional()
  })
);

// src/modules/seller/seller.repository.ts
import { eq as eq6 } from "drizzle-orm";
async function shopOfUser2(db, userId) {
  const [row] = await db.select({ shop: sellers, ownerSlug: users.slug }).from(sellers).innerJoin(users, eq6(users.id, sellers.userId)).where(eq6(sellers.userId, userId)).limit(1);
  return row;
}
async function updateShop(db, shopId, changes) {
  await db.update(sellers).set(changes).where(eq6(sellers.id, shopId));
}
async function readSettings(db) {
  const [row] = await db.select().from(marketplaceSettings).limit(1);
  return row ?? { id: true, commissionRateBps: 1e3, autoApproveProducts: false, updatedAt: /* @__PURE__ */ new Date(0) };
}
async function updateSettings(db, changes) {
  const [row] = await db.update(marketplaceSettings).set(changes).where(eq6(marketplaceSettings.id, true)).returning();
  if (!row) throw new Error("marketplace_settings row is missing (migration 0002)");
  return row;
}

// src/modules/admin/admin.csv.ts
var FORMULA_START = /^[=+\-@\t\r]/;
function csvCell(value) {
  if (value === null || value === void 0) return "";
  let text13 = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === "string" && FORMULA_START.test(text13)) text13 = `'${text13}`;
  return /[",\r\n]/.test(text13) ? `"${text13.replaceAll('"', '""')}"` : text13;
}
function csvLine(cells) {
  return `${cells.map(csvCell).join(",")}\r
`;
}

// src/modules/admin/admin.repository.ts
import { and as and4, asc as asc2, count as count2, desc as desc4, eq as eq7, gt, ilike as ilike2, or as or4, sql as sql16 } from "drizzle-orm";
function likePattern2(text13) {
  return `%${text13.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
function whereAll(conditions) {
  const present = conditions.filter((condition) => condition !== void 0);
  return present.length > 0 ? and4(...present) : void 0;
}
async function overviewFigures(db, since) {
  const { rows } = await db.execute(sql16`
    select
      (select coalesce(sum(${orders.totalCents}), 0) from ${orders} where ${orders.orderStatus} <> 'cancelled') as sales_total,
      (select coalesce(sum(${orders.totalCents}), 0) from ${orders} where ${orders.orderStatus} = 'delivered') as sales_delivered,
      (select coalesce(sum(${orders.totalCents}), 0) from ${orders}
        where ${orders.orderStatus} <> 'cancelled' and ${orders.createdAt} >= ${since}) as sales_recent,
      (select count(*) from ${users} where ${users.role} = 'buyer' and ${users.createdAt} >= ${since}) as new_customers,
      (select count(*) from ${sellerApplications} where ${sellerApplications.status} = 'pending') as pending_applications,
      (select count(*) from ${products} where ${products.approvalStatus} = 'pending') as pending_products,
      (select count(*) from ${reportedItems} where ${reportedItems.status} = 'open') as open_reports`);
  const byStatus = await db.select({ status: orders.orderStatus, count: count2() }).from(orders).groupBy(orders.orderStatus);
  const row = rows[0] ?? {};
  const number = (key) => Number(row[key] ?? 0);
  return {
    salesTotalCents: number("sales_total"),
    salesDeliveredCents: number("sales_delivered"),
    salesRecentCents: number("sales_recent"),
    newCustomers: number("new_customers"),
    pendingApplications: number("pending_applications"),
    pendingProducts: number("pending_products"),
    openReports: number("open_reports"),
    ordersByStatus: byStatus
  };
}
var userFields = {
  id: users.id,
  slug: users.slug,
  fullName: users.fullName,
  name: users.name,
  displayName: users.displayName,
  email: users.email,
  phone: users.phone,
  avatar: users.image,
  role: users.role,
  status: users.status,
  emailVerified: users.emailVerified,
  shopSlug: sellers.shopSlug,
  createdAt: users.createdAt
};
function selectUsers(db) {
  return db.select(userFields).from(users).leftJoin(sellers, eq7(sellers.userId, users.id)).$dynamic();
}
async function listUsers(db, query) {
  const pattern = query.search ? likePattern2(query.search) : void 0;
  const where = whereAll([
    pattern ? or4(ilike2(users.fullName, pattern), ilike2(users.email, pattern), eq7(users.slug, query.search ?? "")) : void 0,
    query.role ? eq7(users.role, query.role) : void 0,
    query.status ? eq7(users.status, query.status) : void 0
  ]);
  const items = await selectUsers(db).where(where).orderBy(desc4(users.createdAt), desc4(users.id)).limit(query.limit).offset(query.offset);
  const [total] = await db.select({ count: count2() }).from(users).where(where);
  return { items, count: total?.count ?? 0 };
}
async function userBySlug(db, slug2) {
  const [row] = await selectUsers(db).where(eq7(users.slug, slug2)).limit(1);
  return row;
}
async function setUserStatus(db, id, status) {
  await db.update(users).set({ status }).where(eq7(users.id, id));
}
var reportFields = {
  id: reportedItems.id,
  slug: reportedItems.slug,
  productId: reportedItems.productId,
  productSlug: products.slug,
  productName: products.productName,
  productStatus: products.status,
  userSlug: users.slug,
  userName: users.fullName,
  title: reportedItems.title,
  note: reportedItems.note,
  status: reportedItems.status,
  createdAt: reportedItems.createdAt
};
function selectReports(db) {
  return db.select(reportFields).from(reportedItems).innerJoin(products, eq7(products.id, reportedItems.productId)).innerJoin(users, eq7(users.id, reportedItems.userId)).$dynamic();
}
async function listReports(db, query) {
  const where = query.status ? eq7(reportedItems.status, query.status) : void 0;
  const items = await selectReports(db).where(where).orderBy(desc4(reportedItems.createdAt), desc4(reportedItems.id)).limit(query.limit).offset(query.offset);
  const [total] = await db.select({ count: count2() }).from(reportedItems).where(where);
  return { items, count: total?.count ?? 0 };
}
async function reportBySlug(db, slug2) {
  const [row] = await selectReports(db).where(eq7(reportedItems.slug, slug2)).limit(1);
  return row;
}
async function setReportStatus(db, id, status) {
  await db.update(reportedItems).set({ status }).where(eq7(reportedItems.id, id));
}
async function deactivateProductById(db, id) {
  await db.update(products).set({ status: "inactive" }).where(eq7(products.id, id));
}
var subscriberFields = {
  id: subscribers.id,
  slug: subscribers.slug,
  email: subscribers.email,
  userSlug: users.slug,
  status: subscribers.status,
  createdAt: subscribers.createdAt
};
function subscriberConditions(query) {
  return whereAll([
    query.search ? ilike2(subscribers.email, likePattern2(query.search)) : void 0,
    query.status ? eq7(subscribers.status, query.status) : void 0
  ]);
}
async function listSubscribers(db, query) {
  const where = subscriberConditions(query);
  const items = await db.select(subscriberFields).from(subscribers).leftJoin(users, eq7(users.id, subscribers.userId)).where(where).orderBy(desc4(subscribers.createdAt), desc4(subscribers.id)).limit(query.limit).offset(query.offset);
  const [total] = await db.select({ count: count2() }).from(subscribers).where(where);
  return { items, count: total?.count ?? 0 };
}
async function subscriberBatch(db, query) {
  return db.select(subscriberFields).from(subscribers).leftJoin(users, eq7(users.id, subscribers.userId)).where(whereAll([subscriberConditions(query), gt(subscribers.id, query.afterId)])).orderBy(asc2(subscribers.id)).limit(query.limit);
}
var contactFields = {
  id: contactMessages.id,
  slug: contactMessages.slug,
  name: contactMessages.name,
  email: contactMessages.email,
  phone: contactMessages.phone,
  subject: contactMessages.subject,
  message: contactMessages.message,
  status: contactMessages.status,
  userSlug: users.slug,
  createdAt: contactMessages.createdAt
};
function selectContactMessages(db) {
  return db.select(contactFields).from(contactMessages).leftJoin(users, eq7(users.id, contactMessages.userId)).$dynamic();
}
async function listContactMessages(db, query) {
  const pattern = query.search ? likePattern2(query.search) : void 0;
  const where = whereAll([
    query.status ? eq7(contactMessages.status, query.status) : void 0,
    pattern ? or4(
      ilike2(contactMessages.email, pattern),
      ilike2(contactMessages.name, pattern),
      ilike2(contactMessages.subject, pattern)
    ) : void 0
  ]);
  const items = await selectContactMessages(db).where(where).orderBy(desc4(contactMessages.createdAt), desc4(contactMessages.id)).limit(query.limit).offset(query.offset);
  const [total] = await db.select({ count: count2() }).from(contactMessages).where(where);
  return { items, count: total?.count ?? 0 };
}
async function setContactMessageStatus(db, slug2, status) {
  const updated = await db.update(contactMessages).set({ status }).where(eq7(contactMessages.slug, slug2)).returning({ id: contactMessages.id });
  if (updated.length === 0) return void 0;
  const [row] = await selectContactMessages(db).where(eq7(contactMessages.slug, slug2)).limit(1);
  return row;
}

// src/modules/admin/admin.service.ts
var DAY_MS = 24 * 60 * 60 * 1e3;
async function overview(db, now = /* @__PURE__ */ new Date()) {
  const figures = await overviewFigures(db, new Date(now.getTime() - 30 * DAY_MS));
  const ordersByStatus = { pending: 0, processing: 0, shipped: 0, delivered: 0, cancelled: 0 };
  for (const row of figures.ordersByStatus) ordersByStatus[row.status] = Number(row.count);
  return {
    sales: {
      total: toDollars(figures.salesTotalCents),
      delivered: toDollars(figures.salesDeliveredCents),
      last30Days: toDollars(figures.salesRecentCents)
    },
    ordersByStatus,
    newCustomers30Days: figures.newCustomers,
    pendingApplications: figures.pendingApplications,
    pendingProducts: figures.pendingProducts,
    openReports: figures.openReports,
    generatedAt: now.toISOString()
  };
}
function toAdminUser(record) {
  return {
    slug: record.slug,
    fullName: record.fullName || record.name,
    displayName: record.displayName,
    email: record.email,
    phone: record.phone,
    avatar: record.avatar,
    role: record.role,
    status: record.status,
    emailVerified: record.emailVerified,
    shop_slug: record.shopSlug,
    createdAt: record.createdAt.toISOString()
  };
}
async function usersForAdmin(db, query) {
  const { items, count: count11 } = await listUsers(db, query);
  return { items: items.map(toAdminUser), count: count11 };
}
async function userForAdmin(db, slug2) {
  const record = await userBySlug(db, slug2);
  if (!record) throw new NotFoundError(`User ${slug2} not found`, "user_not_found");
  return toAdminUser(record);
}
async function changeUserStatus(deps, admin, slug2, status) {
  const record = await userBySlug(deps.db, slug2);
  if (!record) throw new NotFoundError(`User ${slug2} not found`, "user_not_found");
  if (record.id === admin.id && status === "inactive") {
    throw new ConflictError("You cannot deactivate your own account", "cannot_deactivate_self");
  }
  await setUserStatus(deps.db, record.id, status);
  if (status === "inactive") await deps.endSessions(record.id);
  return userForAdmin(deps.db, slug2);
}
function toSettings(row) {
  return {
    commissionRateBps: row.commissionRateBps,
    autoApproveProducts: row.autoApproveProducts,
    updatedAt: row.updatedAt.toISOString()
  };
}
async function settings(db) {
  return toSettings(await readSettings(db));
}
async function changeSettings(db, changes) {
  return toSettings(
    await updateSettings(db, {
      ...changes.commissionRateBps !== void 0 ? { commissionRateBps: changes.commissionRateBps } : {},
      ...changes.autoApproveProducts !== void 0 ? { autoApproveProducts: changes.autoApproveProducts } : {}
    })
  );
}
function toAdminReport(record) {
  return {
    slug: record.slug,
    product_slug: record.productSlug,
    user_slug: record.userSlug,
    title: record.title,
    note: record.note,
    status: record.status,
    createdAt: record.createdAt.toISOString(),
    productName: record.productName,
    reporter: { slug: record.userSlug, name: record.userName },
    product_status: record.productStatus
  };
}
async function reportsForAdmin(db, query) {
  const { items, count: count11 } = await listReports(db, query);
  return { items: items.map(toAdminReport), count: count11 };
}
async function decideReport(db, slug2, decision) {
  const record = await reportBySlug(db, slug2);
  if (!record) throw new NotFoundError(`Report ${slug2} not found`, "report_not_found");
  await db.transaction(async (tx) => {
    await setReportStatus(tx, record.id, decision.status);
    if (decision.deactivateProduct) await deactivateProductById(tx, record.productId);
  });
  const updated = await reportBySlug(db, slug2);
  if (!updated) throw new NotFoundError(`Report ${slug2} not found`, "report_not_found");
  return toAdminReport(updated);
}
function toAdminSubscriber(record) {
  return {
    slug: record.slug,
    email: record.email,
    user_slug: record.userSlug,
    status: record.status,
    createdAt: record.createdAt.toISOString()
  };
}
async function subscribersForAdmin(db, query) {
  const { items, count: count11 } = await listSubscribers(db, query);
  return { items: items.map(toAdminSubscriber), count: count11 };
}
var SUBSCRIBERS_CSV_HEADER = ["email", "status", "user_slug", "subscribed_at"];
var CSV_BATCH = 1e3;
async function* subscribersCsv(db, query) {
  yield csvLine(SUBSCRIBERS_CSV_HEADER);
  let afterId = 0;
  for (; ; ) {
    const batch = await subscriberBatch(db, { ...query, afterId, limit: CSV_BATCH });
    if (batch.length === 0) return;
    yield batch.map((row) => csvLine([row.email, row.status, row.userSlug, row.createdAt])).join("");
    afterId = batch[batch.length - 1].id;
    if (batch.length < CSV_BATCH) return;
  }
}
function toAdminContactMessage(record) {
  return {
    slug: record.slug,
    name: record.name,
    email: record.email,
    phone: record.phone,
    subject: record.subject,
    message: record.message,
    status: record.status,
    user_slug: record.userSlug,
    createdAt: record.createdAt.toISOString()
  };
}
async function contactMessagesForAdmin(db, query) {
  const { items, count: count11 } = await listContactMessages(db, query);
  return { items: items.map(toAdminContactMessage), count: count11 };
}
async function changeContactMessage(db, slug2, status) {
  const record = await setContactMessageStatus(db, slug2, status);
  if (!record) throw new NotFoundError(`Contact message ${slug2} not found`, "contact_message_not_found");
  return toAdminContactMessage(record);
}

// src/modules/admin/admin-catalogue.routes.ts
import { z as z7 } from "zod";

// src/modules/seller/seller-products.repository.ts
import { and as and5, count as count3, desc as desc5, eq as eq8, or as or5, sql as sql17 } from "drizzle-orm";
var dashboardProductFields = {
  ...productRecordFields,
  approvalNote: products.approvalNote,
  shopName: sellers.shopName,
  shopSlug: sellers.shopSlug
};
function selectDashboardProducts(db) {
  return db.select(dashboardProductFields).from(products).innerJoin(categories, eq8(categories.id, products.categoryId)).innerJoin(sellers, eq8(sellers.id, products.sellerId)).innerJoin(users, eq8(users.id, sellers.userId)).leftJoin(subCategories, eq8(subCategories.id, products.subCategoryId)).leftJoin(brands, eq8(brands.id, products.brandId)).$dynamic();
}
async function dashboardProductBySlug(db, slug2) {
  const [row] = await selectDashboardProducts(db).where(eq8(products.slug, slug2)).limit(1);
  return row;
}
function likePattern3(text13) {
  return `%${text13.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
function listConditions2(query) {
  const conditions = [];
  if (query.sellerId !== void 0) conditions.push(eq8(products.sellerId, query.sellerId));
  if (query.status) conditions.push(eq8(products.status, query.status));
  if (query.approvalStatus) conditions.push(eq8(products.approvalStatus, query.approvalStatus));
  if (query.search) {
    const pattern = likePattern3(query.search);
    conditions.push(
      or5(
        sql17`lower(${products.productName}) like ${pattern}`,
        sql17`lower(${products.sku}) like ${pattern}`,
        eq8(products.slug, query.search)
      )
    );
  }
  return conditions.length > 0 ? and5(...conditions) : void 0;
}
async function listDashboardProducts(db, query) {
  const where = listConditions2(query);
  const order = query.oldestFirst ? [products.createdAt, products.id] : [desc5(products.createdAt), desc5(products.id)];
  const items = await selectDashboardProducts(db).where(where).orderBy(...order).limit(query.limit).offset(query.offset);
  const [total] = await db.select({ count: count3() }).from(products).where(where);
  return { items, count: total?.count ?? 0 };
}
async function lockProduct(tx, slug2) {
  const [row] = await tx.select().from(products).where(eq8(products.slug, slug2)).for("update").limit(1);
  return row;
}
async function productOwner(db, slug2) {
  const [row] = await db.select({ sellerId: products.sellerId }).from(products).where(eq8(products.slug, slug2)).limit(1);
  return row;
}
async function skuTaken(db, sku, exceptProductId) {
  const conditions = [eq8(products.sku, sku)];
  if (exceptProductId !== void 0) conditions.push(sql17`${products.id} <> ${exceptProductId}`);
  const [row] = await db.select({ id: products.id }).from(products).where(and5(...conditions)).limit(1);
  return Boolean(row);
}
async function slugTaken(db, slug2) {
  const [row] = await db.select({ id: products.id }).from(products).where(eq8(products.slug, slug2)).limit(1);
  return Boolean(row);
}
async function insertProduct(db, values) {
  const [row] = await db.insert(products).values(values).returning();
  if (!row) throw new Error("insert into products returned no row");
  return row;
}
async function updateProductRow(db, id, changes) {
  await db.update(products).set(changes).where(eq8(products.id, id));
}
async function setProductStatus(db, slug2, status, sellerId) {
  const conditions = [eq8(products.slug, slug2)];
  if (sellerId !== void 0) conditions.push(eq8(products.sellerId, sellerId));
  const rows = await db.update(products).set({ status }).where(and5(...conditions)).returning({ id: products.id });
  return rows.length > 0;
}
async function categoryBySlug(db, slug2) {
  const [row] = await db.select({ id: categories.id, status: categories.status }).from(categories).where(eq8(categories.slug, slug2)).limit(1);
  return row;
}
async function subCategoryBySlug(db, slug2) {
  const [row] = await db.select({ id: subCategories.id, categoryId: subCategories.categoryId, status: subCategories.status }).from(subCategories).where(eq8(subCategories.slug, slug2)).limit(1);
  return row;
}
async function subCategoryById(db, id) {
  const [row] = await db.select({ id: subCategories.id, categoryId: subCategories.categoryId }).from(subCategories).where(eq8(subCategories.id, id)).limit(1);
  return row;
}
async function brandBySlug(db, slug2) {
  const [row] = await db.select({ id: brands.id, status: brands.status }).from(brands).where(eq8(brands.slug, slug2)).limit(1);
  return row;
}
async function setApproval(db, slug2, approval) {
  const rows = await db.update(products).set(approval).where(eq8(products.slug, slug2)).returning({ id: products.id });
  return rows.length > 0;
}
async function shopIdBySlug(db, slug2) {
  const [row] = await db.select({ id: sellers.id }).from(sellers).innerJoin(users, eq8(users.id, sellers.userId)).where(or5(eq8(sellers.shopSlug, slug2), eq8(users.slug, slug2))).limit(1);
  return row?.id;
}

// src/modules/seller/seller-products.service.ts
import { randomBytes as randomBytes3 } from "node:crypto";

// src/modules/seller/seller.rich-text.ts
var ALLOWED = /* @__PURE__ */ new Set(["p", "ul", "ol", "li", "strong", "em", "h3", "br", "a"]);
var RENAMED = {
  b: "strong",
  i: "em",
  h1: "h3",
  h2: "h3",
  h4: "h3",
  h5: "h3",
  h6: "h3"
};
var VOID = /* @__PURE__ */ new Set(["br"]);
var DROP_WITH_CONTENT = /* @__PURE__ */ new Set([
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "template",
  "noscript",
  "noembed",
  "noframes",
  "textarea",
  "title",
  "svg",
  "math",
  "select",
  "xmp",
  "plaintext",
  "head"
]);
var NAMED_ENTITIES = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\xA0",
  colon: ":",
  tab: "	",
  newline: "\n",
  sol: "/",
  lpar: "(",
  rpar: ")",
  period: ".",
  comma: ",",
  hellip: "\u2026",
  mdash: "\u2014",
  ndash: "\u2013",
  lsquo: "\u2018",
  rsquo: "\u2019",
  ldquo: "\u201C",
  rdquo: "\u201D",
  copy: "\xA9",
  reg: "\xAE",
  trade: "\u2122",
  euro: "\u20AC",
  pound: "\xA3",
  deg: "\xB0",
  times: "\xD7"
};
function decodeEntities(text13) {
  return text13.replace(/&(#[0-9]{1,8}|#[xX][0-9a-fA-F]{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31});?/g, (match, body) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 1114111 || code >= 55296 && code <= 57343)
        return "\uFFFD";
      return String.fromCodePoint(code);
    }
    const named = NAMED_ENTITIES[body.toLowerCase()];
    return named ?? match;
  });
}
function escapeHtml2(text13) {
  return text13.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
}
function safeHref(raw) {
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]+/g, "");
  if (!/^https?:\/\/[^/\\]/i.test(value)) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.href;
  } catch {
    return null;
  }
}
var MAX_TAG_LENGTH = 2560;
var isNameStart = (code) => code >= 65 && code <= 90 || code >= 97 && code <= 122;
var isNameChar = (code) => isNameStart(code) || code >= 48 && code <= 57 || code === 45;
var isSpace = (code) => code === 32 || code >= 9 && code <= 13;
var SLASH = 47;
var GT = 62;
var EQUALS = 61;
function readTag(input, start) {
  const limit = Math.min(input.length, start + MAX_TAG_LENGTH);
  let index12 = start + 1;
  let closing = false;
  if (input.charCodeAt(index12) === SLASH) {
    closing = true;
    index12++;
  }
  if (!isNameStart(input.charCodeAt(index12))) return null;
  const nameStart = index12;
  while (index12 < limit && isNameChar(input.charCodeAt(index12))) index12++;
  const name2 = input.slice(nameStart, index12).toLowerCase();
  const attributes = /* @__PURE__ */ new Map();
  while (index12 < limit) {
    while (index12 < limit && (isSpace(input.charCodeAt(index12)) || input.charCodeAt(index12) === SLASH)) index12++;
    if (index12 >= limit) return null;
    if (input.charCodeAt(index12) === GT) return { name: name2, closing, attributes, end: index12 + 1 };
    const attributeStart = index12;
    while (index12 < limit) {
      const code = input.charCodeAt(index12);
      if (isSpace(code) || code === SLASH || code === GT || code === EQUALS) break;
      index12++;
    }
    const attributeEnd = index12;
    while (index12 < limit && isSpace(input.charCodeAt(index12))) index12++;
    let value = "";
    if (index12 < limit && input.charCodeAt(index12) === EQUALS) {
      index12++;
      while (index12 < limit && isSpace(input.charCodeAt(index12))) index12++;
      const quote2 = input[index12];
      if (quote2 === '"' || quote2 === "'") {
        const valueStart = index12 + 1;
        index12 = valueStart;
        while (index12 < limit && input[index12] !== quote2) index12++;
        if (index12 >= limit) return null;
        value = input.slice(valueStart, index12);
        index12++;
      } else {
        const valueStart = index12;
        while (index12 < limit && !isSpace(input.charCodeAt(index12)) && input.charCodeAt(index12) !== GT) index12++;
        value = input.slice(valueStart, index12);
      }
    }
    if (name2 === "a" && !attributes.has("href") && input.slice(attributeStart, attributeEnd).toLowerCase() === "href") {
      attributes.set("href", value);
    }
  }
  return null;
}
function endOfElement(input, name2, from) {
  const closer = new RegExp(`</${name2}[\\s/>]`, "ig");
  closer.lastIndex = from;
  const match = closer.exec(input);
  if (!match) return input.length;
  const close = input.indexOf(">", match.index);
  return close === -1 ? input.length : close + 1;
}
function sanitizeRichText(input) {
  let output = "";
  const open = [];
  let text13 = "";
  const flushText = () => {
    if (text13) output += escapeHtml2(decodeEntities(text13));
    text13 = "";
  };
  let index12 = 0;
  let nextGt = -1;
  while (index12 < input.length) {
    const lt = input.indexOf("<", index12);
    if (lt === -1) {
      text13 += input.slice(index12);
      break;
    }
    text13 += input.slice(index12, lt);
    if (input.startsWith("<!--", lt)) {
      const close = input.indexOf("-->", lt + 4);
      index12 = close === -1 ? input.length : close + 3;
      continue;
    }
    if (input[lt + 1] === "!" || input[lt + 1] === "?") {
      const close = input.indexOf(">", lt);
      index12 = close === -1 ? input.length : close + 1;
      continue;
    }
    if (nextGt < lt) {
      const found = input.indexOf(">", lt);
      nextGt = found === -1 ? Number.POSITIVE_INFINITY : found;
    }
    const tag = nextGt - lt <= MAX_TAG_LENGTH ? readTag(input, lt) : null;
    if (!tag) {
      text13 += "<";
      index12 = lt + 1;
      continue;
    }
    index12 = tag.end;
    if (DROP_WITH_CONTENT.has(tag.name)) {
      if (!tag.closing) index12 = endOfElement(input, tag.name, tag.end);
      continue;
    }
    const name2 = RENAMED[tag.name] ?? tag.name;
    if (!ALLOWED.has(name2)) continue;
    flushText();
    if (VOID.has(name2)) {
      if (!tag.closing) output += `<${name2}>`;
      continue;
    }
    if (tag.closing) {
      const at = open.lastIndexOf(name2);
      if (at === -1) continue;
      while (open.length > at) output += `</${open.pop()}>`;
      continue;
    }
    if (name2 === "a") {
      const href = safeHref(tag.attributes.get("href") ?? "");
      output += href ? `<a href="${escapeHtml2(href)}" rel="nofollow noopener noreferrer">` : "<a>";
    } else {
      output += `<${name2}>`;
    }
    open.push(name2);
  }
  flushText();
  while (open.length > 0) output += `</${open.pop()}>`;
  return output;
}

// src/modules/seller/seller-products.service.ts
function toDashboardProduct(record) {
  return { ...toProduct(record), approvalNote: record.approvalNote };
}
var REVIEWED_FIELDS = [
  "productName",
  "description",
  "images",
  "catSlug",
  "subCatSlug",
  "brandSlug",
  "seoTitle",
  "seoDescription"
];
function isUniqueViolation2(error, constraint) {
  let current = error;
  for (let depth = 0; depth < 3 && current && typeof current === "object"; depth++) {
    const candidate = current;
    if (candidate.code === "23505") return candidate.constraint === constraint;
    current = candidate.cause;
  }
  return false;
}
var skuConflict = (sku) => new ConflictError(`SKU ${sku} is already used by another product`, "sku_taken");
async function newProductSlug(db, name2) {
  const base = shopSlugFrom(name2).slice(0, 60).replace(/-+$/, "") || "product";
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = `${base}-${randomBytes3(2).toString("hex")}`;
    if (!await slugTaken(db, candidate)) return candidate;
  }
  return `${base}-${randomBytes3(6).toString("hex")}`;
}
async function resolveTaxonomy2(db, input, options) {
  const { current, requireActive } = options;
  let categoryId = current?.categoryId;
  if (input.catSlug !== void 0) {
    const category2 = await categoryBySlug(db, input.catSlug);
    if (!category2)
      throw new BadRequestError(`catSlug: unknown category ${input.catSlug}`, "unknown_category");
    if (requireActive && category2.status !== "active" && category2.id !== current?.categoryId) {
      throw new BadRequestError(`catSlug: category ${input.catSlug} is inactive`, "inactive_category");
    }
    categoryId = category2.id;
  }
  if (categoryId === void 0)
    throw new BadRequestError("catSlug: a category is required", "unknown_category");
  let subCategoryId = current?.subCategoryId ?? null;
  if (input.subCatSlug !== void 0) {
    if (input.subCatSlug === null) {
      subCategoryId = null;
    } else {
      const sub = await subCategoryBySlug(db, input.subCatSlug);
      if (!sub) {
        throw new BadRequestError(
          `subCatSlug: unknown sub-category ${input.subCatSlug}`,
          "unknown_sub_category"
        );
      }
      if (requireActive && sub.status !== "active" && sub.id !== current?.subCategoryId) {
        throw new BadRequestError(
          `subCatSlug: sub-category ${input.subCatSlug} is inactive`,
          "inactive_sub_category"
        );
      }
      subCategoryId = sub.id;
    }
  }
  if (subCategoryId !== null) {
    const sub = await subCategoryById(db, subCategoryId);
    if (!sub || sub.categoryId !== categoryId) {
      throw new BadRequestError(
        "subCatSlug: the sub-category does not belong to the category (send a sub-category of it, or null)",
        "sub_category_mismatch"
      );
    }
  }
  let brandId = current?.brandId ?? null;
  if (input.brandSlug !== void 0) {
    if (input.brandSlug === null) {
      brandId = null;
    } else {
      const brand2 = await brandBySlug(db, input.brandSlug);
      if (!brand2) throw new BadRequestError(`brandSlug: unknown brand ${input.brandSlug}`, "unknown_brand");
      if (requireActive && brand2.status !== "active" && brand2.id !== current?.brandId) {
        throw new BadRequestError(`brandSlug: brand ${input.brandSlug} is inactive`, "inactive_brand");
      }
      brandId = brand2.id;
    }
  }
  return { categoryId, subCategoryId, brandId };
}
function checkOffer(priceCents2, offerPriceCents) {
  if (offerPriceCents !== null && offerPriceCents >= priceCents2) {
    throw new BadRequestError("offerPrice must be below price", "invalid_offer_price");
  }
}
async function readBack(db, slug2) {
  const record = await dashboardProductBySlug(db, slug2);
  if (!record) throw new NotFoundError(`Product ${slug2} not found`, "product_not_found");
  return toDashboardProduct(record);
}
async function assertCanTouch(db, actor, slug2) {
  const owner = await productOwner(db, slug2);
  if (!owner) throw new NotFoundError(`Product ${slug2} not found`, "product_not_found");
  if (actor.kind === "seller" && owner.sellerId !== actor.shopId) {
    throw new ForbiddenError("This product belongs to another shop", "not_your_product");
  }
}
async function listProducts(db, query) {
  const { items, count: count11 } = await listDashboardProducts(db, query);
  return { items: items.map(toDashboardProduct), count: count11 };
}
async function productForActor(db, actor, slug2) {
  await assertCanTouch(db, actor, slug2);
  return readBack(db, slug2);
}
async function createShopProduct(db, shopId, input) {
  const taxonomy = await resolveTaxonomy2(db, input, { requireActive: true });
  await assertUploadedImages(db, input.images);
  const priceCents2 = toCents(input.price);
  const offerPriceCents = input.offerPrice == null ? null : toCents(input.offerPrice);
  checkOffer(priceCents2, offerPriceCents);
  const sku = input.sku ?? null;
  if (sku && await skuTaken(db, sku)) throw skuConflict(sku);
  const settings2 = await readSettings(db);
  let row;
  try {
    row = await insertProduct(db, {
      slug: await newProductSlug(db, input.productName),
      productName: input.productName,
      description: sanitizeRichText(input.description),
      priceCents: priceCents2,
      offerPriceCents,
      imageUrls: [...new Set(input.images)],
      ...taxonomy,
      sellerId: shopId,
      stock: input.stock,
      sku,
      weightGrams: input.weight ?? null,
      status: "active",
      approvalStatus: settings2.autoApproveProducts ? "approved" : "pending",
      seoTitle: input.seoTitle ?? null,
      seoDescription: input.seoDescription ?? null
    });
  } catch (error) {
    if (sku && isUniqueViolation2(error, "products_sku_unique")) throw skuConflict(sku);
    throw error;
  }
  return readBack(db, row.slug);
}
async function updateProduct(db, actor, slug2, input, extras = {}) {
  await assertCanTouch(db, actor, slug2);
  const settings2 = actor.kind === "seller" ? await readSettings(db) : void 0;
  try {
    await db.transaction(async (tx) => {
      const row = await lockProduct(tx, slug2);
      if (!row) throw new NotFoundError(`Product ${slug2} not found`, "product_not_found");
      if (actor.kind === "seller" && row.sellerId !== actor.shopId) {
        throw new ForbiddenError("This product belongs to another shop", "not_your_product");
      }
      const changes = {};
      const taxonomyTouched = input.catSlug !== void 0 || input.subCatSlug !== void 0 || input.brandSlug !== void 0;
      if (taxonomyTouched) {
        Object.assign(
          changes,
          await resolveTaxonomy2(tx, input, {
            requireActive: actor.kind === "seller",
            current: { categoryId: row.categoryId, subCategoryId: row.subCategoryId, brandId: row.brandId }
          })
        );
      }
      if (input.images !== void 0) {
        if (actor.kind === "seller") await assertUploadedImages(tx, input.images, row.imageUrls);
        changes.imageUrls = [...new Set(input.images)];
      }
      if (input.productName !== void 0) changes.productName = input.productName;
      if (input.description !== void 0) changes.description = sanitizeRichText(input.description);
      if (input.seoTitle !== void 0) changes.seoTitle = input.seoTitle;
      if (input.seoDescription !== void 0) changes.seoDescription = input.seoDescription;
      if (input.stock !== void 0) changes.stock = input.stock;
      if (input.weight !== void 0) changes.weightGrams = input.weight;
      if (input.sku !== void 0) {
        if (input.sku && await skuTaken(tx, input.sku, row.id)) throw skuConflict(input.sku);
        changes.sku = input.sku;
      }
      if (input.price !== void 0) changes.priceCents = toCents(input.price);
      if (input.offerPrice !== void 0) {
        changes.offerPriceCents = input.offerPrice === null ? null : toCents(input.offerPrice);
      }
      checkOffer(
        changes.priceCents ?? row.priceCents,
        changes.offerPriceCents !== void 0 ? changes.offerPriceCents : row.offerPriceCents
      );
      if (actor.kind === "seller") {
        const reviewed = REVIEWED_FIELDS.some((field) => input[field] !== void 0);
        if (reviewed) {
          const next = settings2?.autoApproveProducts ? "approved" : "pending";
          changes.approvalStatus = next;
          changes.approvalNote = null;
        }
      } else {
        for (const flag of [
          "isTopProduct",
          "isNewArrival",
          "isBestProduct",
          "isFeatured",
          "isPopular"
        ]) {
          if (extras[flag] !== void 0) changes[flag] = extras[flag];
        }
        if (extras.status !== void 0) changes.status = extras.status;
      }
      if (Object.keys(changes).length > 0) await updateProductRow(tx, row.id, changes);
    });
  } catch (error) {
    if (input.sku && isUniqueViolation2(error, "products_sku_unique")) throw skuConflict(input.sku);
    throw error;
  }
  return readBack(db, slug2);
}
async function setStatusAsActor(db, actor, slug2, status) {
  const changed = await setProductStatus(
    db,
    slug2,
    status,
    actor.kind === "seller" ? actor.shopId : void 0
  );
  if (!changed) await assertCanTouch(db, actor, slug2);
  return readBack(db, slug2);
}
async function decideProduct(db, slug2, decision) {
  const changed = await setApproval(db, slug2, {
    approvalStatus: decision.approvalStatus,
    approvalNote: decision.note ? decision.note : null
  });
  if (!changed) throw new NotFoundError(`Product ${slug2} not found`, "product_not_found");
  return readBack(db, slug2);
}

// src/modules/admin/admin-catalogue.service.ts
import { randomBytes as randomBytes4 } from "node:crypto";

// src/modules/admin/admin-catalogue.repository.ts
import { asc as asc3, count as count4, eq as eq9, ilike as ilike3, sql as sql18 } from "drizzle-orm";
var categoryFields = {
  id: categories.id,
  slug: categories.slug,
  name: categories.name,
  image: categories.image,
  status: categories.status,
  productCount: sql18`(select count(*)::int from ${products} p where p.category_id = ${categories}.id)`
};
async function listCategories(db, query) {
  const where = whereAll([
    query.search ? ilike3(categories.name, likePattern2(query.search)) : void 0,
    query.status ? eq9(categories.status, query.status) : void 0
  ]);
  const items = await db.select(categoryFields).from(categories).where(where).orderBy(asc3(categories.name), asc3(categories.id)).limit(query.limit).offset(query.offset);
  const [total] = await db.select({ count: count4() }).from(categories).where(where);
  return { items, count: total?.count ?? 0 };
}
async function categoryBySlug2(db, slug2) {
  const [row] = await db.select(categoryFields).from(categories).where(eq9(categories.slug, slug2)).limit(1);
  return row;
}
async function insertCategory(db, values) {
  await db.insert(categories).values(values);
}
async function updateCategory(db, id, changes) {
  await db.update(categories).set(changes).where(eq9(categories.id, id));
}
async function deleteCategory(db, id) {
  await db.delete(categories).where(eq9(categories.id, id));
}
async function categoryNameTaken(db, name2, exceptId) {
  const [row] = await db.select({ id: categories.id }).from(categories).where(
    whereAll([
      sql18`lower(${categories.name}) = lower(${name2})`,
      exceptId !== void 0 ? sql18`${categories.id} <> ${exceptId}` : void 0
    ])
  ).limit(1);
  return Boolean(row);
}
async function categorySlugTaken(db, slug2) {
  return Boolean(
    (await db.select({ id: categories.id }).from(categories).where(eq9(categories.slug, slug2)).limit(1))[0]
  );
}
var subCategoryFields = {
  id: subCategories.id,
  slug: subCategories.slug,
  name: subCategories.name,
  image: subCategories.image,
  status: subCategories.status,
  categoryId: subCategories.categoryId,
  catSlug: categories.slug,
  productCount: sql18`(select count(*)::int from ${products} p where p.sub_category_id = ${subCategories}.id)`
};
function selectSubCategories(db) {
  return db.select(subCategoryFields).from(subCategories).innerJoin(categories, eq9(categories.id, subCategories.categoryId)).$dynamic();
}
async function listSubCategories(db, query) {
  const where = whereAll([
    query.search ? ilike3(subCategories.name, likePattern2(query.search)) : void 0,
    query.status ? eq9(subCategories.status, query.status) : void 0,
    query.catSlug ? eq9(categories.slug, query.catSlug) : void 0
  ]);
  const items = await selectSubCategories(db).where(where).orderBy(asc3(categories.name), asc3(subCategories.name), asc3(subCategories.id)).limit(query.limit).offset(query.offset);
  const [total] = await db.select({ count: count4() }).from(subCategories).innerJoin(categories, eq9(categories.id, subCategories.categoryId)).where(where);
  return { items, count: total?.count ?? 0 };
}
async function subCategoryBySlug2(db, slug2) {
  const [row] = await selectSubCategories(db).where(eq9(subCategories.slug, slug2)).limit(1);
  return row;
}
async function insertSubCategory(db, values) {
  await db.insert(subCategories).values(values);
}
async function updateSubCategory(db, id, changes) {
  await db.update(subCategories).set(changes).where(eq9(subCategories.id, id));
}
async function deleteSubCategory(db, id) {
  await db.delete(subCategories).where(eq9(subCategories.id, id));
}
async function subCategoryNameTaken(db, categoryId, name2, exceptId) {
  const [row] = await db.select({ id: subCategories.id }).from(subCategories).where(
    whereAll([
      eq9(subCategories.categoryId, categoryId),
      sql18`lower(${subCategories.name}) = lower(${name2})`,
      exceptId !== void 0 ? sql18`${subCategories.id} <> ${exceptId}` : void 0
    ])
  ).limit(1);
  return Boolean(row);
}
async function subCategorySlugTaken(db, slug2) {
  return Boolean(
    (await db.select({ id: subCategories.id }).from(subCategories).where(eq9(subCategories.slug, slug2)).limit(1))[0]
  );
}
async function productsOutsideCategory(db, subCategoryId, categoryId) {
  const [row] = await db.select({ count: count4() }).from(products).where(
    whereAll([eq9(products.subCategoryId, subCategoryId), sql18`${products.categoryId} <> ${categoryId}`])
  );
  return row?.count ?? 0;
}
var brandFields = {
  id: brands.id,
  slug: brands.slug,
  name: brands.name,
  logo: brands.logo,
  status: brands.status,
  productCount: sql18`(select count(*)::int from ${products} p where p.brand_id = ${brands}.id)`
};
async function listBrands(db, query) {
  const where = whereAll([
    query.search ? ilike3(brands.name, likePattern2(query.search)) : void 0,
    query.status ? eq9(brands.status, query.status) : void 0
  ]);
  const items = await db.select(brandFields).from(brands).where(where).orderBy(asc3(brands.name), asc3(brands.id)).limit(query.limit).offset(query.offset);
  const [total] = await db.select({ count: count4() }).from(brands).where(where);
  return { items, count: total?.count ?? 0 };
}
async function brandBySlug2(db, slug2) {
  const [row] = await db.select(brandFields).from(brands).where(eq9(brands.slug, slug2)).limit(1);
  return row;
}
async function insertBrand(db, values) {
  await db.insert(brands).values(values);
}
async function updateBrand(db, id, changes) {
  await db.update(brands).set(changes).where(eq9(brands.id, id));
}
async function deleteBrand(db, id) {
  await db.delete(brands).where(eq9(brands.id, id));
}
async function brandNameTaken(db, name2, exceptId) {
  const [row] = await db.select({ id: brands.id }).from(brands).where(
    whereAll([
      sql18`lower(${brands.name}) = lower(${name2})`,
      exceptId !== void 0 ? sql18`${brands.id} <> ${exceptId}` : void 0
    ])
  ).limit(1);
  return Boolean(row);
}
async function brandSlugTaken(db, slug2) {
  return Boolean((await db.select({ id: brands.id }).from(brands).where(eq9(brands.slug, slug2)).limit(1))[0]);
}

// src/modules/admin/admin-catalogue.service.ts
async function readableSlug(name2, taken) {
  const base = shopSlugFrom(name2);
  if (!await taken(base)) return base;
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = `${base}-${randomBytes4(2).toString("hex")}`;
    if (!await taken(candidate)) return candidate;
  }
  return `${base}-${randomBytes4(6).toString("hex")}`;
}
function inUse(what, count11) {
  return new ConflictError(
    `${what} is used by ${count11} product${count11 === 1 ? "" : "s"}; deactivate it instead`,
    "in_use"
  );
}
function toAdminCategory(record) {
  return {
    cat_slug: record.slug,
    cat_name: record.name,
    cat_image: record.image,
    cat_status: record.status,
    productCount: record.productCount
  };
}
async function categoriesForAdmin(db, query) {
  const { items, count: count11 } = await listCategories(db, query);
  return { items: items.map(toAdminCategory), count: count11 };
}
async function requireCategory(db, slug2) {
  const record = await categoryBySlug2(db, slug2);
  if (!record) throw new NotFoundError(`Category ${slug2} not found`, "category_not_found");
  return record;
}
async function categoryForAdmin(db, slug2) {
  return toAdminCategory(await requireCategory(db, slug2));
}
async function createCategory(db, input) {
  if (await categoryNameTaken(db, input.cat_name)) {
    throw new ConflictError(`A category named "${input.cat_name}" exists`, "name_taken");
  }
  const slug2 = await readableSlug(input.cat_name, (candidate) => categorySlugTaken(db, candidate));
  await insertCategory(db, {
    slug: slug2,
    name: input.cat_name,
    image: input.cat_image ?? null,
    status: input.cat_status ?? "active"
  });
  return categoryForAdmin(db, slug2);
}
async function changeCategory(db, slug2, input) {
  const record = await requireCategory(db, slug2);
  if (input.cat_name !== void 0 && await categoryNameTaken(db, input.cat_name, record.id)) {
    throw new ConflictError(`A category named "${input.cat_name}" exists`, "name_taken");
  }
  await updateCategory(db, record.id, {
    ...input.cat_name !== void 0 ? { name: input.cat_name } : {},
    ...input.cat_image !== void 0 ? { image: input.cat_image } : {},
    ...input.cat_status !== void 0 ? { status: input.cat_status } : {}
  });
  return categoryForAdmin(db, slug2);
}
async function removeCategory(db, slug2) {
  const record = await requireCategory(db, slug2);
  if (record.productCount > 0) throw inUse(`Category ${record.name}`, record.productCount);
  await deleteCategory(db, record.id);
  return toAdminCategory(record);
}
function toAdminSubCategory(record) {
  return {
    slug: record.slug,
    subcat_name: record.name,
    cat_slug: record.catSlug,
    subcat_status: record.status,
    image: record.image,
    productCount: record.productCount
  };
}
async function subCategoriesForAdmin(db, query) {
  const { items, count: count11 } = await listSubCategories(db, query);
  return { items: items.map(toAdminSubCategory), count: count11 };
}
async function requireSubCategory(db, slug2) {
  const record = await subCategoryBySlug2(db, slug2);
  if (!record) throw new NotFoundError(`Sub-category ${slug2} not found`, "sub_category_not_found");
  return record;
}
async function subCategoryForAdmin(db, slug2) {
  return toAdminSubCategory(await requireSubCategory(db, slug2));
}
async function parentCategory(db, catSlug) {
  const category2 = await categoryBySlug2(db, catSlug);
  if (!category2) throw new BadRequestError(`cat_slug: unknown category ${catSlug}`, "unknown_category");
  return category2;
}
async function createSubCategory(db, input) {
  const category2 = await parentCategory(db, input.cat_slug);
  if (await subCategoryNameTaken(db, category2.id, input.subcat_name)) {
    throw new ConflictError(`"${input.subcat_name}" already exists in ${category2.name}`, "name_taken");
  }
  const slug2 = await readableSlug(input.subcat_name, (candidate) => subCategorySlugTaken(db, candidate));
  await insertSubCategory(db, {
    slug: slug2,
    categoryId: category2.id,
    name: input.subcat_name,
    image: input.image ?? null,
    status: input.subcat_status ?? "active"
  });
  return subCategoryForAdmin(db, slug2);
}
async function changeSubCategory(db, slug2, input) {
  const record = await requireSubCategory(db, slug2);
  const categoryId = input.cat_slug !== void 0 ? (await parentCategory(db, input.cat_slug)).id : record.categoryId;
  if (categoryId !== record.categoryId) {
    const stranded = await productsOutsideCategory(db, record.id, categoryId);
    if (stranded > 0) throw inUse(`Sub-category ${record.name}`, stranded);
  }
  const nameToCheck = input.subcat_name ?? record.name;
  if ((input.subcat_name !== void 0 || categoryId !== record.categoryId) && await subCategoryNameTaken(db, categoryId, nameToCheck, record.id)) {
    throw new ConflictError(`"${nameToCheck}" already exists in that category`, "name_taken");
  }
  await updateSubCategory(db, record.id, {
    ...input.subcat_name !== void 0 ? { name: input.subcat_name } : {},
    ...input.image !== void 0 ? { image: input.image } : {},
    ...input.subcat_status !== void 0 ? { status: input.subcat_status } : {},
    ...categoryId !== record.categoryId ? { categoryId } : {}
  });
  return subCategoryForAdmin(db, slug2);
}
async function removeSubCategory(db, slug2) {
  const record = await requireSubCategory(db, slug2);
  if (record.productCount > 0) throw inUse(`Sub-category ${record.name}`, record.productCount);
  await deleteSubCategory(db, record.id);
  return toAdminSubCategory(record);
}
function toAdminBrand(record) {
  return {
    slug: record.slug,
    name: record.name,
    logo: record.logo,
    status: record.status,
    productCount: record.productCount
  };
}
async function brandsForAdmin(db, query) {
  const { items, count: count11 } = await listBrands(db, query);
  return { items: items.map(toAdminBrand), count: count11 };
}
async function requireBrand(db, slug2) {
  const record = await brandBySlug2(db, slug2);
  if (!record) throw new NotFoundError(`Brand ${slug2} not found`, "brand_not_found");
  return record;
}
async function brandForAdmin(db, slug2) {
  return toAdminBrand(await requireBrand(db, slug2));
}
async function createBrand(db, input) {
  if (await brandNameTaken(db, input.name)) {
    throw new ConflictError(`A brand named "${input.name}" exists`, "name_taken");
  }
  const slug2 = await readableSlug(input.name, (candidate) => brandSlugTaken(db, candidate));
  await insertBrand(db, {
    slug: slug2,
    name: input.name,
    logo: input.logo ?? null,
    status: input.status ?? "active"
  });
  return brandForAdmin(db, slug2);
}
async function changeBrand(db, slug2, input) {
  const record = await requireBrand(db, slug2);
  if (input.name !== void 0 && await brandNameTaken(db, input.name, record.id)) {
    throw new ConflictError(`A brand named "${input.name}" exists`, "name_taken");
  }
  await updateBrand(db, record.id, {
    ...input.name !== void 0 ? { name: input.name } : {},
    ...input.logo !== void 0 ? { logo: input.logo } : {},
    ...input.status !== void 0 ? { status: input.status } : {}
  });
  return brandForAdmin(db, slug2);
}
async function removeBrand(db, slug2) {
  const record = await requireBrand(db, slug2);
  if (record.productCount > 0) throw inUse(`Brand ${record.name}`, record.productCount);
  await deleteBrand(db, record.id);
  return toAdminBrand(record);
}

// src/modules/admin/admin-product-decision.ts
import { eq as eq10 } from "drizzle-orm";
async function decideProductAndTellSeller(deps, slug2, decision) {
  const product = await decideProduct(deps.db, slug2, decision);
  const [seller2] = await deps.db.select({ email: users.email, name: users.name, shopName: sellers.shopName }).from(products).innerJoin(sellers, eq10(sellers.id, products.sellerId)).innerJoin(users, eq10(users.id, sellers.userId)).where(eq10(products.slug, slug2)).limit(1);
  if (seller2) {
    const input = {
      name: seller2.name,
      productName: product.productName,
      note: decision.note?.trim() || null,
      productsUrl: `${deps.siteUrl}/seller/products/${encodeURIComponent(slug2)}`
    };
    const mail = decision.approvalStatus === "approved" ? productApprovedMail(input) : productRejectedMail(input);
    try {
      await deps.mailer.send({ to: seller2.email, ...mail });
    } catch (error) {
      deps.log.error({ err: error, product: slug2 }, "product decision mail failed");
    }
  }
  return product;
}
function greeting2(name2) {
  const trimmed = name2?.trim();
  return trimmed ? `Hello ${trimmed},` : "Hello,";
}
function productApprovedMail(input) {
  return renderMail({
    subject: `"${input.productName}" is approved on ${SHOP_NAME}`,
    greeting: greeting2(input.name),
    paragraphs: [
      `Your product "${input.productName}" has been approved. Shoppers see it while it is active and in stock.`,
      ...input.note ? [`Note from our team: ${input.note}`] : []
    ],
    action: { label: "Open the product", url: input.productsUrl }
  });
}
function productRejectedMail(input) {
  return renderMail({
    subject: `"${input.productName}" needs changes before it can be listed`,
    greeting: greeting2(input.name),
    paragraphs: [
      `We could not approve your product "${input.productName}".`,
      ...input.note ? [`Reason: ${input.note}`] : [],
      "Edit the product and save it to send it back for review."
    ],
    action: { label: "Edit the product", url: input.productsUrl }
  });
}

// src/modules/admin/admin-catalogue.routes.ts
var toggles = [
  ["deactivate", "inactive"],
  ["activate", "active"]
];
var adminProductUpdateBody = productUpdateBody.safeExtend(productFlagsShape);
async function adminCatalogueRoutes(app, options) {
  const r = app.withTypeProvider();
  const db = app.db;
  const decisionDeps = (request) => ({
    db,
    mailer: app.mailer,
    siteUrl: siteUrlOf(request, options.env),
    log: request.log
  });
  const listQuery2 = z7.object({ search: searchQuery, status: statusFilter, ...pageQuery });
  r.get(
    "/api/admin/categories",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Categories (every status), by name",
        querystring: listQuery2,
        response: { 200: pageOf(adminCategory), ...dashboardErrors }
      }
    },
    async (request) => {
      const { search, status, page, limit } = request.query;
      const result = await categoriesForAdmin(db, {
        ...search ? { search } : {},
        ...status ? { status } : {},
        ...pageBounds(page, limit)
      });
      return { ...result, page, limit };
    }
  );
  r.get(
    "/api/admin/categories/:slug",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "One category",
        params: slugParams,
        response: { 200: adminCategory, ...dashboardErrors }
      }
    },
    async (request) => categoryForAdmin(db, request.params.slug)
  );
  r.post(
    "/api/admin/categories",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Create a category",
        description: "Name unique ignoring case (409 `name_taken`); the slug derives from the name.",
        body: categoryCreateBody,
        response: { 201: adminCategory, ...dashboardErrors }
      }
    },
    async (request, reply) => reply.code(201).send(await createCategory(db, request.body))
  );
  r.patch(
    "/api/admin/categories/:slug",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Edit a category (name, image, status)",
        params: slugParams,
        body: categoryUpdateBody,
        response: { 200: adminCategory, ...dashboardErrors }
      }
    },
    async (request) => changeCategory(db, request.params.slug, request.body)
  );
  r.delete(
    "/api/admin/categories/:slug",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Delete an unused category",
        description: "409 `in_use` while products use it: deactivate it instead.",
        params: slugParams,
        response: { 200: adminCategory, ...dashboardErrors }
      }
    },
    async (request) => removeCategory(db, request.params.slug)
  );
  for (const [action, status] of toggles) {
    r.post(
      `/api/admin/categories/:slug/${action}`,
      {
        schema: {
          tags: adminTags,
          security: adminSecurity,
          summary: `${action} a category`,
          params: slugParams,
          response: { 200: adminCategory, ...dashboardErrors }
        }
      },
      async (request) => changeCategory(db, request.params.slug, { cat_status: status })
    );
  }
  r.get(
    "/api/admin/sub-categories",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Sub-categories (every status)",
        querystring: listQuery2.extend({
          cat_slug: z7.preprocess(
            (value) => value === "" ? void 0 : value,
            z7.string().max(200).optional()
          )
        }),
        response: { 200: pageOf(adminSubCategory), ...dashboardErrors }
      }
    },
    async (request) => {
      const { search, status, cat_slug, page, limit } = request.query;
      const result = await subCategoriesForAdmin(db, {
        ...search ? { search } : {},
        ...status ? { status } : {},
        ...cat_slug ? { catSlug: cat_slug } : {},
        ...pageBounds(page, limit)
      });
      return { ...result, page, limit };
    }
  );
  r.get(
    "/api/admin/sub-categories/:slug",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "One sub-category",
        params: slugParams,
        response: { 200: adminSubCategory, ...dashboardErrors }
      }
    },
    async (request) => subCategoryForAdmin(db, request.params.slug)
  );
  r.post(
    "/api/admin/sub-categories",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Create a sub-category inside a category",
        body: subCategoryCreateBody,
        response: { 201: adminSubCategory, ...dashboardErrors }
      }
    },
    async (request, reply) => reply.code(201).send(await createSubCategory(db, request.body))
  );
  r.patch(
    "/api/admin/sub-categories/:slug",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Edit a sub-category (name, image, status, parent category)",
        description: "Moving it to another category is refused while products of the old category use it.",
        params: slugParams,
        body: subCategoryUpdateBody,
        response: { 200: adminSubCategory, ...dashboardErrors }
      }
    },
    async (request) => changeSubCategory(db, request.params.slug, request.body)
  );
  r.delete(
    "/api/admin/sub-categories/:slug",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Delete an unused sub-category",
        params: slugParams,
        response: { 200: adminSubCategory, ...dashboardErrors }
      }
    },
    async (request) => removeSubCategory(db, request.params.slug)
  );
  for (const [action, status] of toggles) {
    r.post(
      `/api/admin/sub-categories/:slug/${action}`,
      {
        schema: {
          tags: adminTags,
          security: adminSecurity,
          summary: `${action} a sub-category`,
          params: slugParams,
          response: { 200: adminSubCategory, ...dashboardErrors }
        }
      },
      async (request) => changeSubCategory(db, request.params.slug, { subcat_status: status })
    );
  }
  r.get(
    "/api/admin/brands",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Brands (every status), by name",
        querystring: listQuery2,
        response: { 200: pageOf(adminBrand), ...dashboardErrors }
      }
    },
    async (request) => {
      const { search, status, page, limit } = request.query;
      const result = await brandsForAdmin(db, {
        ...search ? { search } : {},
        ...status ? { status } : {},
        ...pageBounds(page, limit)
      });
      return { ...result, page, limit };
    }
  );
  r.get(
    "/api/admin/brands/:slug",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "One brand",
        params: slugParams,
        response: { 200: adminBrand, ...dashboardErrors }
      }
    },
    async (request) => brandForAdmin(db, request.params.slug)
  );
  r.post(
    "/api/admin/brands",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Create a brand",
        body: brandCreateBody,
        response: { 201: adminBrand, ...dashboardErrors }
      }
    },
    async (request, reply) => reply.code(201).send(await createBrand(db, request.body))
  );
  r.patch(
    "/api/admin/brands/:slug",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Edit a brand (name, logo, status)",
        params: slugParams,
        body: brandUpdateBody,
        response: { 200: adminBrand, ...dashboardErrors }
      }
    },
    async (request) => changeBrand(db, request.params.slug, request.body)
  );
  r.delete(
    "/api/admin/brands/:slug",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Delete an unused brand",
        params: slugParams,
        response: { 200: adminBrand, ...dashboardErrors }
      }
    },
    async (request) => removeBrand(db, request.params.slug)
  );
  for (const [action, status] of toggles) {
    r.post(
      `/api/admin/brands/:slug/${action}`,
      {
        schema: {
          tags: adminTags,
          security: adminSecurity,
          summary: `${action} a brand`,
          params: slugParams,
          response: { 200: adminBrand, ...dashboardErrors }
        }
      },
      async (request) => changeBrand(db, request.params.slug, { status })
    );
  }
  r.get(
    "/api/admin/products",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Products of every shop and state",
        description: "`approval=pending` is the approval queue (oldest first); otherwise newest first. `search` matches the name or SKU (part) or the slug (whole).",
        querystring: z7.object({ search: searchQuery, ...adminProductQuery, ...pageQuery }),
        response: { 200: pageOf(dashboardProduct), ...dashboardErrors }
      }
    },
    async (request) => {
      const { search, status, approval, seller: seller2, page, limit } = request.query;
      const bounds = pageBounds(page, limit);
      let sellerId;
      if (seller2) {
        sellerId = await shopIdBySlug(db, seller2);
        if (sellerId === void 0) return { items: [], count: 0, page, limit };
      }
      const result = await listProducts(db, {
        ...search ? { search } : {},
        ...status ? { status } : {},
        ...approval ? { approvalStatus: approval } : {},
        ...sellerId !== void 0 ? { sellerId } : {},
        oldestFirst: approval === "pending",
        ...bounds
      });
      return { ...result, page, limit };
    }
  );
  r.get(
    "/api/admin/products/:slug",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "One product",
        params: slugParams,
        response: { 200: dashboardProduct, ...dashboardErrors }
      }
    },
    async (request) => productForActor(db, { kind: "admin" }, request.params.slug)
  );
  r.patch(
    "/api/admin/products/:slug",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Edit a product, its flags and its status",
        description: "The seller\u2019s fields plus the flags isTopProduct, isNewArrival, isBestProduct, isFeatured, isPopular and `status`. Admin edits keep the approval as it is.",
        params: slugParams,
        body: adminProductUpdateBody,
        response: { 200: dashboardProduct, ...dashboardErrors }
      }
    },
    async (request) => {
      const { isTopProduct, isNewArrival, isBestProduct, isFeatured, isPopular, status, ...fields2 } = request.body;
      return updateProduct(db, { kind: "admin" }, request.params.slug, fields2, {
        isTopProduct,
        isNewArrival,
        isBestProduct,
        isFeatured,
        isPopular,
        status
      });
    }
  );
  r.post(
    "/api/admin/products/:slug/approve",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Approve a product (shoppers see it while it is active)",
        params: slugParams,
        body: approveProductBody.nullish(),
        response: { 200: dashboardProduct, ...dashboardErrors }
      }
    },
    async (request) => decideProductAndTellSeller(decisionDeps(request), request.params.slug, {
      approvalStatus: "approved",
      note: request.body?.note
    })
  );
  r.post(
    "/api/admin/products/:slug/reject",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Reject a product with a note for the seller",
        params: slugParams,
        body: rejectProductBody,
        response: { 200: dashboardProduct, ...dashboardErrors }
      }
    },
    async (request) => decideProductAndTellSeller(decisionDeps(request), request.params.slug, {
      approvalStatus: "rejected",
      note: request.body.note
    })
  );
  for (const [action, status] of toggles) {
    r.post(
      `/api/admin/products/:slug/${action}`,
      {
        schema: {
          tags: adminTags,
          security: adminSecurity,
          summary: `${action} a product`,
          params: slugParams,
          response: { 200: dashboardProduct, ...dashboardErrors }
        }
      },
      async (request) => setStatusAsActor(db, { kind: "admin" }, request.params.slug, status)
    );
  }
}

// src/modules/admin/admin-content.routes.ts
import { z as z8 } from "zod";

// src/modules/cart/cart.repository.ts
import { and as and6, asc as asc4, eq as eq11, inArray as inArray3, sql as sql19 } from "drizzle-orm";
var cartLineFields = {
  ...productRecordFields,
  cartId: carts.id,
  cartSlug: carts.cartSlug,
  quantity: carts.quantity,
  cartUserId: carts.userId
};
function selectCartLines(db) {
  return db.select(cartLineFields).from(carts).innerJoin(products, eq11(products.id, carts.productId)).innerJoin(categories, eq11(categories.id, products.categoryId)).innerJoin(sellers, eq11(sellers.id, products.sellerId)).innerJoin(users, eq11(users.id, sellers.userId)).leftJoin(subCategories, eq11(subCategories.id, products.subCategoryId)).leftJoin(brands, eq11(brands.id, products.brandId)).$dynamic();
}
function cartLinesOf(db, userId) {
  return selectCartLines(db).where(eq11(carts.userId, userId)).orderBy(asc4(carts.createdAt), asc4(carts.id));
}
async function cartLineBySlug(db, cartSlug) {
  const [row] = await selectCartLines(db).where(eq11(carts.cartSlug, cartSlug)).limit(1);
  return row;
}
async function cartLineOfProduct(db, userId, productId) {
  const [row] = await selectCartLines(db).where(and6(eq11(carts.userId, userId), eq11(carts.productId, productId))).limit(1);
  return row;
}
async function addUnits(db, userId, productId, quantity) {
  const result = await db.execute(sql19`
    insert into ${carts} (user_id, product_id, quantity)
    select ${userId}, p.id, ${quantity}::int from ${products} p where p.id = ${productId} and p.stock >= ${quantity}::int
    on conflict (user_id, product_id) do update
      set quantity = ${carts}.quantity + excluded.quantity, updated_at = now()
      where ${carts}.quantity + excluded.quantity <= (select p2.stock from ${products} p2 where p2.id = excluded.product_id)
    returning cart_slug, quantity, (xmax = 0) as inserted`);
  const row = result.rows[0];
  return row ? { cartSlug: row.cart_slug, quantity: Number(row.quantity), inserted: Boolean(row.inserted) } : void 0;
}
async function setLineQuantity(db, cartId, quantity) {
  const rows = await db.update(carts).set({ quantity }).where(
    and6(
      eq11(carts.id, cartId),
      sql19`${quantity}::int <= (select p.stock from ${products} p where p.id = ${carts.productId})`
    )
  ).returning({ id: carts.id });
  return rows.length > 0;
}
async function mergeUnits(db, userId, productId, target, added) {
  const result = await db.execute(sql19`
    insert into ${carts} (user_id, product_id, quantity)
    values (${userId}, ${productId}, ${target}::int)
    on conflict (user_id, product_id) do update
      set quantity = least(
        ${carts}.quantity + ${added}::int,
        (select p.stock from ${products} p where p.id = excluded.product_id)
      ),
      updated_at = now()
      where (select p.stock from ${products} p where p.id = excluded.product_id) > 0
    returning quantity`);
  const row = result.rows[0];
  return row ? Number(row.quantity) : void 0;
}
async function deleteLine(db, cartId) {
  const rows = await db.delete(carts).where(eq11(carts.id, cartId)).returning({ id: carts.id });
  return rows.length > 0;
}
async function deleteLinesOfUser(db, userId) {
  const rows = await db.delete(carts).where(eq11(carts.userId, userId)).returning({ id: carts.id });
  return rows.length;
}
async function deleteLinesByIds(db, ids) {
  if (ids.length === 0) return 0;
  const rows = await db.delete(carts).where(inArray3(carts.id, ids)).returning({ id: carts.id });
  return rows.length;
}

// src/modules/cart/cart.service.ts
function toCartItem(line) {
  return { ...toProduct(line), cart_slug: line.cartSlug, quantity: line.quantity };
}
function notEnoughStock(productName, stock, inCart = 0) {
  const detail = inCart > 0 ? `only ${stock} left and ${inCart} already in your cart` : `only ${stock} left`;
  return new ConflictError(`Not enough stock for ${productName}: ${detail}`, "insufficient_stock");
}
async function cartItemsOf(db, userId) {
  return (await cartLinesOf(db, userId)).filter((line) => line.visible).map(toCartItem);
}
async function visibleProduct(db, slug2) {
  const product = await productBySlug(db, slug2);
  if (!product?.visible) throw new NotFoundError(`Product ${slug2} not found`, "product_not_found");
  return product;
}
async function lineOrFail(db, userId, productId) {
  const line = await cartLineOfProduct(db, userId, productId);
  if (!line) throw new Error("cart line vanished right after it was written");
  return line;
}
async function addToCart(db, shopper, productSlug, quantity) {
  const product = await visibleProduct(db, productSlug);
  const written = await addUnits(db, shopper.id, product.id, quantity);
  if (!written) {
    const existing = await cartLineOfProduct(db, shopper.id, product.id);
    const fresh = await productBySlug(db, productSlug) ?? product;
    throw notEnoughStock(product.productName, fresh.stock, existing?.quantity ?? 0);
  }
  return { item: toCartItem(await lineOrFail(db, shopper.id, product.id)), created: written.inserted };
}
async function setCartQuantity(db, viewer, cartSlug, quantity) {
  const line = await cartLineBySlug(db, cartSlug);
  if (!line) throw new NotFoundError(`Cart line ${cartSlug} not found`, "cart_line_not_found");
  if (line.cartUserId !== viewer.id && viewer.role !== "admin") {
    throw new ForbiddenError("You may only change your own cart", "forbidden");
  }
  if (!line.visible) {
    throw new ConflictError(`${line.productName} is no longer available`, "product_unavailable");
  }
  if (!await setLineQuantity(db, line.cartId, quantity)) {
    const fresh = await cartLineBySlug(db, cartSlug) ?? line;
    throw notEnoughStock(line.productName, fresh.stock);
  }
  const updated = await cartLineBySlug(db, cartSlug);
  if (!updated) throw new NotFoundError(`Cart line ${cartSlug} not found`, "cart_line_not_found");
  return toCartItem(updated);
}
async function removeFromCart(db, shopper, productSlug) {
  const product = await productBySlug(db, productSlug);
  const line = product ? await cartLineOfProduct(db, shopper.id, product.id) : void 0;
  if (!line || !await deleteLine(db, line.cartId)) {
    throw new NotFoundError(`Product ${productSlug} is not in the cart`, "cart_line_not_found");
  }
  return toCartItem(line);
}
async function clearCart(db, shopper) {
  return { deletedCount: await deleteLinesOfUser(db, shopper.id) };
}
async function mergeCart(db, shopper, items) {
  const wanted = /* @__PURE__ */ new Map();
  for (const item of items)
    wanted.set(item.product_slug, (wanted.get(item.product_slug) ?? 0) + item.quantity);
  const merged = [];
  const skipped = [];
  for (const [slug2, quantity] of wanted) {
    const product = await productBySlug(db, slug2);
    if (!product?.visible) {
      skipped.push({ product_slug: slug2, reason: "not_found" });
      continue;
    }
    if (product.stock < 1) {
      skipped.push({ product_slug: slug2, reason: "out_of_stock" });
      continue;
    }
    const existing = (await cartLineOfProduct(db, shopper.id, product.id))?.quantity ?? 0;
    const written = await mergeUnits(db, shopper.id, product.id, Math.min(quantity, product.stock), quantity);
    if (written === void 0) {
      skipped.push({ product_slug: slug2, reason: "out_of_stock" });
      continue;
    }
    merged.push({ product_slug: slug2, quantity: written, capped: written < existing + quantity });
  }
  return { cart: await cartItemsOf(db, shopper.id), merged, skipped };
}

// src/modules/wishlist/wishlist.repository.ts
import { and as and7, desc as desc6, eq as eq12 } from "drizzle-orm";
var entryFields = {
  ...productRecordFields,
  wishlistId: wishlists.id,
  wishlistSlug: wishlists.wishlistSlug,
  wishlistUserId: wishlists.userId,
  addedAt: wishlists.createdAt
};
function selectEntries(db) {
  return db.select(entryFields).from(wishlists).innerJoin(products, eq12(products.id, wishlists.productId)).innerJoin(categories, eq12(categories.id, products.categoryId)).innerJoin(sellers, eq12(sellers.id, products.sellerId)).innerJoin(users, eq12(users.id, sellers.userId)).leftJoin(subCategories, eq12(subCategories.id, products.subCategoryId)).leftJoin(brands, eq12(brands.id, products.brandId)).$dynamic();
}
function entriesOf(db, userId) {
  return selectEntries(db).where(eq12(wishlists.userId, userId)).orderBy(desc6(wishlists.createdAt), desc6(wishlists.id));
}
async function entryOfProduct(db, userId, productId) {
  const [row] = await selectEntries(db).where(and7(eq12(wishlists.userId, userId), eq12(wishlists.productId, productId))).limit(1);
  return row;
}
async function insertEntry(db, userId, productId) {
  const rows = await db.insert(wishlists).values({ userId, productId }).onConflictDoNothing({ target: [wishlists.userId, wishlists.productId] }).returning({ id: wishlists.id });
  return rows.length > 0;
}
async function deleteEntry(db, id) {
  const rows = await db.delete(wishlists).where(eq12(wishlists.id, id)).returning({ id: wishlists.id });
  return rows.length > 0;
}
async function deleteEntriesOf(db, userId) {
  const rows = await db.delete(wishlists).where(eq12(wishlists.userId, userId)).returning({ id: wishlists.id });
  return rows.length;
}

// src/modules/wishlist/wishlist.service.ts
function toWishlistItem(entry3, userSlug2) {
  return {
    wishlist_slug: entry3.wishlistSlug,
    user_slug: userSlug2,
    slug: entry3.slug,
    productName: entry3.productName,
    imageURL: entry3.imageUrls,
    price: toDollars(entry3.priceCents),
    offerPrice: entry3.offerPriceCents == null ? null : toDollars(entry3.offerPriceCents),
    rating: Math.round(entry3.rating * 100) / 100,
    stock: entry3.stock,
    catSlug: entry3.catSlug,
    createdAt: entry3.addedAt.toISOString()
  };
}
async function wishlistItemsOf(db, user) {
  return (await entriesOf(db, user.id)).filter((entry3) => entry3.visible).map((e) => toWishlistItem(e, user.slug));
}
async function entryOrFail(db, userId, productId) {
  const entry3 = await entryOfProduct(db, userId, productId);
  if (!entry3) throw new Error("wishlist entry vanished right after it was written");
  return entry3;
}
async function addToWishlist(db, shopper, productSlug) {
  const product = await productBySlug(db, productSlug);
  if (!product?.visible) throw new NotFoundError(`Product ${productSlug} not found`, "product_not_found");
  const created = await insertEntry(db, shopper.id, product.id);
  return { item: toWishlistItem(await entryOrFail(db, shopper.id, product.id), shopper.slug), created };
}
async function removeFromWishlist(db, shopper, productSlug) {
  const product = await productBySlug(db, productSlug);
  const entry3 = product ? await entryOfProduct(db, shopper.id, product.id) : void 0;
  if (!entry3 || !await deleteEntry(db, entry3.wishlistId)) {
    throw new NotFoundError(`Product ${productSlug} is not in the wishlist`, "wishlist_item_not_found");
  }
  return toWishlistItem(entry3, shopper.slug);
}
async function clearWishlist(db, shopper) {
  return { deletedCount: await deleteEntriesOf(db, shopper.id) };
}
async function mergeWishlist(db, shopper, slugs) {
  const added = [];
  const skipped = [];
  for (const slug2 of new Set(slugs)) {
    const product = await productBySlug(db, slug2);
    if (!product?.visible) {
      skipped.push({ product_slug: slug2, reason: "not_found" });
      continue;
    }
    if (await insertEntry(db, shopper.id, product.id)) added.push(slug2);
  }
  return { wishlist: await wishlistItemsOf(db, shopper), added, skipped };
}

// src/modules/catalogue/catalogue.repository.ts
import { and as and8, asc as asc5, eq as eq13 } from "drizzle-orm";
var categoryFields2 = {
  slug: categories.slug,
  name: categories.name,
  image: categories.image,
  status: categories.status
};
function activeCategories(db) {
  return db.select(categoryFields2).from(categories).where(eq13(categories.status, "active")).orderBy(asc5(categories.name), asc5(categories.id));
}
var subCategoryFields2 = {
  slug: subCategories.slug,
  name: subCategories.name,
  catSlug: categories.slug,
  status: subCategories.status
};
function activeSubCategories(db) {
  return db.select(subCategoryFields2).from(subCategories).innerJoin(categories, eq13(categories.id, subCategories.categoryId)).where(and8(eq13(subCategories.status, "active"), eq13(categories.status, "active"))).orderBy(asc5(categories.name), asc5(subCategories.name), asc5(subCategories.id));
}
function activeBrands(db) {
  return db.select({ slug: brands.slug, name: brands.name, logo: brands.logo, status: brands.status }).from(brands).where(eq13(brands.status, "active")).orderBy(asc5(brands.name), asc5(brands.id));
}
async function userById(db, id) {
  const [row] = await db.select().from(users).where(eq13(users.id, id)).limit(1);
  return row;
}
async function userBySlug2(db, slug2) {
  const [row] = await db.select().from(users).where(eq13(users.slug, slug2)).limit(1);
  return row;
}

// src/modules/catalogue/catalogue.service.ts
function toCategory(record) {
  return { cat_slug: record.slug, cat_name: record.name, cat_image: record.image, cat_status: record.status };
}
function toSubCategory(record) {
  return {
    slug: record.slug,
    subcat_name: record.name,
    cat_slug: record.catSlug,
    subcat_status: record.status
  };
}
function toBrand(record) {
  return { slug: record.slug, name: record.name, logo: record.logo, status: record.status };
}
async function categoryList(db) {
  return (await activeCategories(db)).map(toCategory);
}
async function subCategoryList(db) {
  return (await activeSubCategories(db)).map(toSubCategory);
}
async function brandList(db) {
  return (await activeBrands(db)).map(toBrand);
}
async function siteData(db) {
  const [categories2, brands2, subCategories2] = await Promise.all([
    categoryList(db),
    brandList(db),
    subCategoryList(db)
  ]);
  return { categories: categories2, brands: brands2, subCategories: subCategories2 };
}
async function siteDataWithUser(db, viewer, userSlug2) {
  if (!viewer) throw new UnauthorizedError("User not signed in", "unauthorized");
  if (viewer.slug !== userSlug2 && viewer.role !== "admin") {
    throw new ForbiddenError("You may only load your own site data", "forbidden");
  }
  const user = viewer.slug === userSlug2 ? await userById(db, viewer.id) : await userBySlug2(db, userSlug2);
  if (!user) throw new NotFoundError(`User ${userSlug2} not found`, "user_not_found");
  const [site, cart, wishlist] = await Promise.all([
    siteData(db),
    cartItemsOf(db, user.id),
    wishlistItemsOf(db, { id: user.id, slug: user.slug })
  ]);
  const ownProfile = {
    slug: user.slug,
    fullName: user.fullName || user.name,
    displayName: user.displayName,
    email: user.email,
    phone: user.phone,
    avatar: user.image,
    role: user.role,
    address: user.country || user.state || user.city || user.address ? { country: user.country, state: user.state, city: user.city, address: user.address } : null,
    emailVerified: user.emailVerified,
    status: user.status,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString()
  };
  return { ...site, user: ownProfile, cart, wishlist };
}

// src/modules/admin/admin-content.repository.ts
import { and as and9, asc as asc6, count as count5, desc as desc7, eq as eq14, inArray as inArray4, ne as ne2, sql as sql20 } from "drizzle-orm";
async function listSliders(db, page) {
  const items = await db.select().from(sliders).orderBy(asc6(sliders.serial), asc6(sliders.id)).limit(page.limit).offset(page.offset);
  const [total] = await db.select({ count: count5() }).from(sliders);
  return { items, count: total?.count ?? 0 };
}
async function sliderBySlug(db, slug2) {
  const [row] = await db.select().from(sliders).where(eq14(sliders.slug, slug2)).limit(1);
  return row;
}
async function insertSlider(db, values) {
  const [row] = await db.insert(sliders).values(values).returning();
  return row;
}
async function updateSlider(db, id, changes) {
  const [row] = await db.update(sliders).set(changes).where(eq14(sliders.id, id)).returning();
  return row;
}
async function deleteSlider(db, id) {
  await db.delete(sliders).where(eq14(sliders.id, id));
}
async function listAdvertisements(db, page) {
  const items = await db.select().from(advertisements).orderBy(asc6(advertisements.adName), asc6(advertisements.id)).limit(page.limit).offset(page.offset);
  const [total] = await db.select({ count: count5() }).from(advertisements);
  return { items, count: total?.count ?? 0 };
}
async function advertisementBySlug(db, slug2) {
  const [row] = await db.select().from(advertisements).where(eq14(advertisements.slug, slug2)).limit(1);
  return row;
}
async function advertisementNameTaken(db, adName, exceptId) {
  const [row] = await db.select({ id: advertisements.id }).from(advertisements).where(
    whereAll([
      eq14(advertisements.adName, adName),
      exceptId !== void 0 ? ne2(advertisements.id, exceptId) : void 0
    ])
  ).limit(1);
  return Boolean(row);
}
async function insertAdvertisement(db, values) {
  const [row] = await db.insert(advertisements).values(values).returning();
  return row;
}
async function updateAdvertisement(db, id, changes) {
  const [row] = await db.update(advertisements).set(changes).where(eq14(advertisements.id, id)).returning();
  return row;
}
async function deleteAdvertisement(db, id) {
  await db.delete(advertisements).where(eq14(advertisements.id, id));
}
var categoryColumns = {
  slug: categories.slug,
  name: categories.name,
  image: categories.image,
  status: categories.status
};
function selectEntries2(db, table) {
  return db.select({
    id: table.id,
    slug: table.slug,
    serial: table.serial,
    status: table.status,
    category: categoryColumns
  }).from(table).innerJoin(categories, eq14(categories.id, table.categoryId)).$dynamic();
}
async function listEntries(db, table, page) {
  const items = await selectEntries2(db, table).orderBy(asc6(table.serial), asc6(table.id)).limit(page.limit).offset(page.offset);
  const [total] = await db.select({ count: count5() }).from(table);
  return { items, count: total?.count ?? 0 };
}
async function entryBySlug(db, table, slug2) {
  const [row] = await selectEntries2(db, table).where(eq14(table.slug, slug2)).limit(1);
  return row;
}
async function entryForCategory(db, table, categoryId) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq14(table.categoryId, categoryId)).limit(1);
  return row;
}
async function insertEntry2(db, table, values) {
  const [row] = await db.insert(table).values(values).returning({ slug: table.slug });
  return row;
}
async function updateEntry(db, table, id, changes) {
  await db.update(table).set(changes).where(eq14(table.id, id));
}
async function deleteEntry2(db, table, id) {
  await db.delete(table).where(eq14(table.id, id));
}
async function listMegaMenu(db, page, where) {
  const entries = await db.select({
    id: megaMenuEntries.id,
    slug: megaMenuEntries.slug,
    serial: megaMenuEntries.serial,
    status: megaMenuEntries.status,
    categoryId: megaMenuEntries.categoryId,
    category: categoryColumns
  }).from(megaMenuEntries).innerJoin(categories, eq14(categories.id, megaMenuEntries.categoryId)).where(where).orderBy(asc6(megaMenuEntries.serial), asc6(megaMenuEntries.id)).limit(page.limit).offset(page.offset);
  const [total] = await db.select({ count: count5() }).from(megaMenuEntries).where(where);
  const subs = entries.length === 0 ? [] : await db.select({
    entryId: megaMenuSubCategories.megaMenuEntryId,
    slug: subCategories.slug,
    name: subCategories.name,
    catSlug: categories.slug,
    status: subCategories.status
  }).from(megaMenuSubCategories).innerJoin(subCategories, eq14(subCategories.id, megaMenuSubCategories.subCategoryId)).innerJoin(categories, eq14(categories.id, subCategories.categoryId)).where(
    inArray4(
      megaMenuSubCategories.megaMenuEntryId,
      entries.map((entry3) => entry3.id)
    )
  ).orderBy(asc6(megaMenuSubCategories.serial), asc6(subCategories.name));
  return {
    items: entries.map((entry3) => ({
      ...entry3,
      subCategories: subs.filter((sub) => sub.entryId === entry3.id)
    })),
    count: total?.count ?? 0
  };
}
async function megaMenuBySlug(db, slug2) {
  const { items } = await listMegaMenu(db, { offset: 0, limit: 1 }, eq14(megaMenuEntries.slug, slug2));
  return items[0];
}
async function megaMenuForCategory(db, categoryId) {
  const [row] = await db.select({ id: megaMenuEntries.id }).from(megaMenuEntries).where(eq14(megaMenuEntries.categoryId, categoryId)).limit(1);
  return row;
}
async function insertMegaMenuEntry(tx, values) {
  const [row] = await tx.insert(megaMenuEntries).values(values).returning({ id: megaMenuEntries.id, slug: megaMenuEntries.slug });
  return row;
}
async function updateMegaMenuEntry(tx, id, changes) {
  if (Object.keys(changes).length > 0)
    await tx.update(megaMenuEntries).set(changes).where(eq14(megaMenuEntries.id, id));
}
async function replaceMegaMenuSubCategories(tx, entryId, subCategoryIds) {
  await tx.delete(megaMenuSubCategories).where(eq14(megaMenuSubCategories.megaMenuEntryId, entryId));
  if (subCategoryIds.length > 0) {
    await tx.insert(megaMenuSubCategories).values(
      subCategoryIds.map((subCategoryId, serial2) => ({ megaMenuEntryId: entryId, subCategoryId, serial: serial2 }))
    );
  }
}
async function deleteMegaMenuEntry(db, id) {
  await db.delete(megaMenuEntries).where(eq14(megaMenuEntries.id, id));
}
async function subCategoriesBySlugs(db, slugs) {
  if (slugs.length === 0) return [];
  return db.select({ id: subCategories.id, slug: subCategories.slug, categoryId: subCategories.categoryId }).from(subCategories).where(inArray4(subCategories.slug, slugs));
}
var flashSaleFields = {
  id: flashSales.id,
  slug: flashSales.slug,
  name: flashSales.name,
  title: flashSales.title,
  offer: flashSales.offer,
  endsAt: flashSales.endsAt,
  imageHome: flashSales.imageHome,
  imageFlash: flashSales.imageFlash,
  status: flashSales.status,
  itemCount: sql20`(select count(*)::int from ${flashSaleItems} i where i.flash_sale_id = ${flashSales}.id)`
};
async function listFlashSales(db, page) {
  const items = await db.select(flashSaleFields).from(flashSales).orderBy(desc7(flashSales.endsAt), desc7(flashSales.id)).limit(page.limit).offset(page.offset);
  const [total] = await db.select({ count: count5() }).from(flashSales);
  return { items, count: total?.count ?? 0 };
}
async function flashSaleBySlug(db, slug2) {
  const [row] = await db.select(flashSaleFields).from(flashSales).where(eq14(flashSales.slug, slug2)).limit(1);
  return row;
}
async function deactivateOtherSales(tx, exceptId) {
  await tx.update(flashSales).set({ status: "inactive" }).where(
    whereAll([
      eq14(flashSales.status, "active"),
      exceptId !== void 0 ? ne2(flashSales.id, exceptId) : void 0
    ])
  );
}
async function insertFlashSale(tx, values) {
  const [row] = await tx.insert(flashSales).values(values).returning({ slug: flashSales.slug });
  return row;
}
async function updateFlashSale(tx, id, changes) {
  await tx.update(flashSales).set(changes).where(eq14(flashSales.id, id));
}
async function deleteFlashSale(db, id) {
  await db.delete(flashSales).where(eq14(flashSales.id, id));
}
var itemFields = {
  id: flashSaleItems.id,
  slug: flashSaleItems.slug,
  productSlug: products.slug,
  productName: products.productName,
  priceCents: products.priceCents,
  offerPriceCents: products.offerPriceCents,
  salePriceCents: flashSaleItems.salePriceCents,
  status: flashSaleItems.status
};
async function listFlashSaleItems(db, flashSaleId, page) {
  const where = eq14(flashSaleItems.flashSaleId, flashSaleId);
  const items = await db.select(itemFields).from(flashSaleItems).innerJoin(products, eq14(products.id, flashSaleItems.productId)).where(where).orderBy(asc6(flashSaleItems.id)).limit(page.limit).offset(page.offset);
  const [total] = await db.select({ count: count5() }).from(flashSaleItems).where(where);
  return { items, count: total?.count ?? 0 };
}
async function flashSaleItemBySlug(db, flashSaleId, slug2) {
  const [row] = await db.select(itemFields).from(flashSaleItems).innerJoin(products, eq14(products.id, flashSaleItems.productId)).where(and9(eq14(flashSaleItems.flashSaleId, flashSaleId), eq14(flashSaleItems.slug, slug2))).limit(1);
  return row;
}
async function productForSale(db, slug2) {
  const [row] = await db.select({ id: products.id, priceCents: products.priceCents }).from(products).where(eq14(products.slug, slug2)).limit(1);
  return row;
}
async function saleHasProduct(db, flashSaleId, productId) {
  const [row] = await db.select({ id: flashSaleItems.id }).from(flashSaleItems).where(and9(eq14(flashSaleItems.flashSaleId, flashSaleId), eq14(flashSaleItems.productId, productId))).limit(1);
  return Boolean(row);
}
async function insertFlashSaleItem(db, values) {
  const [row] = await db.insert(flashSaleItems).values(values).returning({ slug: flashSaleItems.slug });
  return row;
}
async function updateFlashSaleItem(db, id, changes) {
  await db.update(flashSaleItems).set(changes).where(eq14(flashSaleItems.id, id));
}
async function deleteFlashSaleItem(db, id) {
  await db.delete(flashSaleItems).where(eq14(flashSaleItems.id, id));
}
async function categoryIdBySlug2(db, slug2) {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq14(categories.slug, slug2)).limit(1);
  return row?.id;
}

// src/modules/admin/admin-content.service.ts
function defined(object) {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== void 0));
}
function toSlider(row) {
  return {
    slug: row.slug,
    image: row.image,
    badge: row.badge,
    titleOne: row.titleOne,
    titleTWo: row.titleTwo,
    productLink: row.productLink,
    serial: row.serial,
    status: row.status
  };
}
async function slidersForAdmin(db, page) {
  const { items, count: count11 } = await listSliders(db, page);
  return { items: items.map(toSlider), count: count11 };
}
async function requireSlider(db, slug2) {
  const row = await sliderBySlug(db, slug2);
  if (!row) throw new NotFoundError(`Slider ${slug2} not found`, "slider_not_found");
  return row;
}
async function sliderForAdmin(db, slug2) {
  return toSlider(await requireSlider(db, slug2));
}
function sliderColumns(input) {
  return defined({
    image: input.image,
    badge: input.badge,
    titleOne: input.titleOne,
    titleTwo: input.titleTWo,
    productLink: input.productLink,
    serial: input.serial,
    status: input.status
  });
}
async function createSlider(db, input) {
  return toSlider(await insertSlider(db, { ...sliderColumns(input), image: input.image }));
}
async function changeSlider(db, slug2, input) {
  const row = await requireSlider(db, slug2);
  return toSlider(await updateSlider(db, row.id, sliderColumns(input)));
}
async function removeSlider(db, slug2) {
  const row = await requireSlider(db, slug2);
  await deleteSlider(db, row.id);
  return toSlider(row);
}
function toAdvertisement(row) {
  return {
    slug: row.slug,
    adName: row.adName,
    adImage: row.adImage,
    title: row.title,
    title_one: row.titleOne,
    title_two: row.titleTwo,
    badge: row.badge,
    category_link: row.categoryLink,
    status: row.status
  };
}
async function advertisementsForAdmin(db, page) {
  const { items, count: count11 } = await listAdvertisements(db, page);
  return { items: items.map(toAdvertisement), count: count11 };
}
async function requireAdvertisement(db, slug2) {
  const row = await advertisementBySlug(db, slug2);
  if (!row) throw new NotFoundError(`Advertisement ${slug2} not found`, "advertisement_not_found");
  return row;
}
async function advertisementForAdmin(db, slug2) {
  return toAdvertisement(await requireAdvertisement(db, slug2));
}
function advertisementColumns(input) {
  return defined({
    adName: input.adName,
    adImage: input.adImage,
    title: input.title,
    titleOne: input.title_one,
    titleTwo: input.title_two,
    badge: input.badge,
    categoryLink: input.category_link,
    status: input.status
  });
}
var adNameTaken = (name2) => new ConflictError(`An advertisement named "${name2}" exists; edit it instead`, "name_taken");
async function createAdvertisement(db, input) {
  if (await advertisementNameTaken(db, input.adName)) throw adNameTaken(input.adName);
  return toAdvertisement(
    await insertAdvertisement(db, {
      ...advertisementColumns(input),
      adName: input.adName,
      adImage: input.adImage
    })
  );
}
async function changeAdvertisement(db, slug2, input) {
  const row = await requireAdvertisement(db, slug2);
  if (input.adName !== void 0 && await advertisementNameTaken(db, input.adName, row.id)) {
    throw adNameTaken(input.adName);
  }
  return toAdvertisement(await updateAdvertisement(db, row.id, advertisementColumns(input)));
}
async function removeAdvertisement(db, slug2) {
  const row = await requireAdvertisement(db, slug2);
  await deleteAdvertisement(db, row.id);
  return toAdvertisement(row);
}
var entryTables = {
  featured: featuredCategories,
  popular: popularCategories
};
function toEntry(record) {
  return {
    slug: record.slug,
    cat_slug: record.category.slug,
    serial: record.serial,
    status: record.status,
    categoriesData: toCategory(record.category)
  };
}
async function entriesForAdmin(db, kind, page) {
  const { items, count: count11 } = await listEntries(db, entryTables[kind], page);
  return { items: items.map(toEntry), count: count11 };
}
async function requireEntry(db, kind, slug2) {
  const record = await entryBySlug(db, entryTables[kind], slug2);
  if (!record) throw new NotFoundError(`${kind} category entry ${slug2} not found`, "entry_not_found");
  return record;
}
async function requireCategoryId(db, catSlug) {
  const id = await categoryIdBySlug2(db, catSlug);
  if (id === void 0)
    throw new BadRequestError(`cat_slug: unknown category ${catSlug}`, "unknown_category");
  return id;
}
async function createEntry(db, kind, input) {
  const table = entryTables[kind];
  const categoryId = await requireCategoryId(db, input.cat_slug);
  if (await entryForCategory(db, table, categoryId)) {
    throw new ConflictError(`Category ${input.cat_slug} is already ${kind}`, "already_listed");
  }
  const { slug: slug2 } = await insertEntry2(db, table, {
    categoryId,
    serial: input.serial,
    status: input.status ?? "active"
  });
  return toEntry(await requireEntry(db, kind, slug2));
}
async function changeEntry(db, kind, slug2, input) {
  const record = await requireEntry(db, kind, slug2);
  await updateEntry(
    db,
    entryTables[kind],
    record.id,
    defined({ serial: input.serial, status: input.status })
  );
  return toEntry(await requireEntry(db, kind, slug2));
}
async function removeEntry(db, kind, slug2) {
  const record = await requireEntry(db, kind, slug2);
  await deleteEntry2(db, entryTables[kind], record.id);
  return toEntry(record);
}
function toMegaMenu(record) {
  return {
    slug: record.slug,
    serial: record.serial,
    status: record.status,
    categoriesData: toCategory(record.category),
    sub_cat_list: record.subCategories.map(toSubCategory)
  };
}
async function megaMenuForAdmin(db, page) {
  const { items, count: count11 } = await listMegaMenu(db, page);
  return { items: items.map(toMegaMenu), count: count11 };
}
async function requireMegaMenu(db, slug2) {
  const record = await megaMenuBySlug(db, slug2);
  if (!record) throw new NotFoundError(`Mega menu entry ${slug2} not found`, "mega_menu_entry_not_found");
  return record;
}
async function subCategoryIdsFor(db, categoryId, slugs) {
  const unique6 = [...new Set(slugs)];
  const rows = await subCategoriesBySlugs(db, unique6);
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return unique6.map((slug2) => {
    const row = bySlug.get(slug2);
    if (!row)
      throw new BadRequestError(`sub_cat_slugs: unknown sub-category ${slug2}`, "unknown_sub_category");
    if (row.categoryId !== categoryId) {
      throw new BadRequestError(
        `sub_cat_slugs: ${slug2} is not a sub-category of this category`,
        "sub_category_mismatch"
      );
    }
    return row.id;
  });
}
async function createMegaMenu(db, input) {
  const categoryId = await requireCategoryId(db, input.cat_slug);
  if (await megaMenuForCategory(db, categoryId)) {
    throw new ConflictError(`Category ${input.cat_slug} already has a mega menu entry`, "already_listed");
  }
  const subIds = await subCategoryIdsFor(db, categoryId, input.sub_cat_slugs);
  const slug2 = await db.transaction(async (tx) => {
    const entry3 = await insertMegaMenuEntry(tx, {
      categoryId,
      serial: input.serial,
      status: input.status ?? "active"
    });
    await replaceMegaMenuSubCategories(tx, entry3.id, subIds);
    return entry3.slug;
  });
  return toMegaMenu(await requireMegaMenu(db, slug2));
}
async function changeMegaMenu(db, slug2, input) {
  const record = await requireMegaMenu(db, slug2);
  const subIds = input.sub_cat_slugs !== void 0 ? await subCategoryIdsFor(db, record.categoryId, input.sub_cat_slugs) : void 0;
  await db.transaction(async (tx) => {
    await updateMegaMenuEntry(tx, record.id, defined({ serial: input.serial, status: input.status }));
    if (subIds) await replaceMegaMenuSubCategories(tx, record.id, subIds);
  });
  return toMegaMenu(await requireMegaMenu(db, slug2));
}
async function removeMegaMenu(db, slug2) {
  const record = await requireMegaMenu(db, slug2);
  await deleteMegaMenuEntry(db, record.id);
  return toMegaMenu(record);
}
function toFlashSale(record) {
  return {
    slug: record.slug,
    name: record.name,
    title: record.title,
    offer: record.offer,
    time: record.endsAt.toISOString(),
    imageHome: record.imageHome,
    imageFlash: record.imageFlash,
    status: record.status,
    itemCount: record.itemCount
  };
}
async function flashSalesForAdmin(db, page) {
  const { items, count: count11 } = await listFlashSales(db, page);
  return { items: items.map(toFlashSale), count: count11 };
}
async function requireFlashSale(db, slug2) {
  const record = await flashSaleBySlug(db, slug2);
  if (!record) throw new NotFoundError(`Flash sale ${slug2} not found`, "flash_sale_not_found");
  return record;
}
async function flashSaleForAdmin(db, slug2) {
  return toFlashSale(await requireFlashSale(db, slug2));
}
function flashSaleColumns(input) {
  return defined({
    name: input.name,
    title: input.title,
    offer: input.offer,
    endsAt: input.time !== void 0 ? new Date(input.time) : void 0,
    imageHome: input.imageHome,
    imageFlash: input.imageFlash,
    status: input.status
  });
}
async function createFlashSale(db, input) {
  const status = input.status ?? "active";
  const slug2 = await db.transaction(async (tx) => {
    if (status === "active") await deactivateOtherSales(tx);
    const row = await insertFlashSale(tx, {
      ...flashSaleColumns(input),
      name: input.name,
      endsAt: new Date(input.time),
      status
    });
    return row.slug;
  });
  return flashSaleForAdmin(db, slug2);
}
async function changeFlashSale(db, slug2, input) {
  const record = await requireFlashSale(db, slug2);
  await db.transaction(async (tx) => {
    if (input.status === "active") await deactivateOtherSales(tx, record.id);
    await updateFlashSale(tx, record.id, flashSaleColumns(input));
  });
  return flashSaleForAdmin(db, slug2);
}
async function removeFlashSale(db, slug2) {
  const record = await requireFlashSale(db, slug2);
  await deleteFlashSale(db, record.id);
  return toFlashSale(record);
}
function toFlashSaleItem(record) {
  return {
    slug: record.slug,
    product_slug: record.productSlug,
    productName: record.productName,
    price: toDollars(record.priceCents),
    offerPrice: record.offerPriceCents == null ? null : toDollars(record.offerPriceCents),
    salePrice: toDollars(record.salePriceCents),
    status: record.status
  };
}
async function flashSaleItemsForAdmin(db, saleSlug, page) {
  const sale = await requireFlashSale(db, saleSlug);
  const { items, count: count11 } = await listFlashSaleItems(db, sale.id, page);
  return { items: items.map(toFlashSaleItem), count: count11 };
}
function checkSalePrice(salePriceCents, priceCents2) {
  if (salePriceCents >= priceCents2) {
    throw new BadRequestError("salePrice must be below the product price", "invalid_sale_price");
  }
}
async function addFlashSaleItem(db, saleSlug, input) {
  const sale = await requireFlashSale(db, saleSlug);
  const product = await productForSale(db, input.product_slug);
  if (!product)
    throw new BadRequestError(`product_slug: unknown product ${input.product_slug}`, "unknown_product");
  const salePriceCents = toCents(input.salePrice);
  checkSalePrice(salePriceCents, product.priceCents);
  if (await saleHasProduct(db, sale.id, product.id)) {
    throw new ConflictError("This product is already in the sale", "already_listed");
  }
  const { slug: slug2 } = await insertFlashSaleItem(db, {
    flashSaleId: sale.id,
    productId: product.id,
    salePriceCents,
    status: input.status ?? "active"
  });
  const record = await flashSaleItemBySlug(db, sale.id, slug2);
  return toFlashSaleItem(record);
}
async function requireFlashSaleItem(db, saleSlug, itemSlug) {
  const sale = await requireFlashSale(db, saleSlug);
  const record = await flashSaleItemBySlug(db, sale.id, itemSlug);
  if (!record) throw new NotFoundError(`Flash sale item ${itemSlug} not found`, "flash_sale_item_not_found");
  return { sale, record };
}
async function changeFlashSaleItem(db, saleSlug, itemSlug, input) {
  const { sale, record } = await requireFlashSaleItem(db, saleSlug, itemSlug);
  const salePriceCents = input.salePrice !== void 0 ? toCents(input.salePrice) : void 0;
  if (salePriceCents !== void 0) checkSalePrice(salePriceCents, record.priceCents);
  await updateFlashSaleItem(db, record.id, defined({ salePriceCents, status: input.status }));
  return toFlashSaleItem(await flashSaleItemBySlug(db, sale.id, itemSlug));
}
async function removeFlashSaleItem(db, saleSlug, itemSlug) {
  const { record } = await requireFlashSaleItem(db, saleSlug, itemSlug);
  await deleteFlashSaleItem(db, record.id);
  return toFlashSaleItem(record);
}

// src/modules/admin/admin-content.routes.ts
var listQuery = z8.object(pageQuery);
async function adminContentRoutes(app) {
  const r = app.withTypeProvider();
  const db = app.db;
  r.get(
    "/api/admin/sliders",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Home sliders (every status), by serial",
        querystring: listQuery,
        response: { 200: pageOf(sliderSchema), ...dashboardErrors }
      }
    },
    async (request) => {
      const { page, limit } = request.query;
      return { ...await slidersForAdmin(db, pageBounds(page, limit)), page, limit };
    }
  );
  r.get(
    "/api/admin/sliders/:slug",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "One slider",
        params: slugParams,
        response: { 200: sliderSchema, ...dashboardErrors }
      }
    },
    async (request) => sliderForAdmin(db, request.params.slug)
  );
  r.post(
    "/api/admin/sliders",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Add a slider",
        body: sliderCreateBody,
        response: { 201: sliderSchema, ...dashboardErrors }
      }
    },
    async (request, reply) => reply.code(201).send(await createSlider(db, request.body))
  );
  r.patch(
    "/api/admin/sliders/:slug",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Edit a slider",
        params: slugParams,
        body: sliderUpdateBody,
        response: { 200: sliderSchema, ...dashboardErrors }
      }
    },
    async (request) => changeSlider(db, request.params.slug, request.body)
  );
  r.delete(
    "/api/admin/sliders/:slug",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Delete a slider",
        params: slugParams,
        response: { 200: sliderSchema, ...dashboardErrors }
      }
    },
    async (request) => removeSlider(db, request.params.slug)
  );
  r.get(
    "/api/admin/advertisements",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Ads (every status)",
        description: 'The home page shows "Slider Banner One", "Slider Banner Two", "Homepage Single Banner One" and "Homepage Single Banner Two" (by `adName`).',
        querystring: listQuery,
        response: { 200: pageOf(advertisementSchema), ...dashboardErrors }
      }
    },
    async (request) => {
      const { page, limit } = request.query;
      return { ...await advertisementsForAdmin(db, pageBounds(page, limit)), page, limit };
    }
  );
  r.get(
    "/api/admin/advertisements/:slug",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "One ad",
        params: slugParams,
        response: { 200: advertisementSchema, ...dashboardErrors }
      }
    },
    async (request) => advertisementForAdmin(db, request.params.slug)
  );
  r.post(
    "/api/admin/advertisements",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Add an ad (names are unique)",
        body: advertisementCreateBody,
        response: { 201: advertisementSchema, ...dashboardErrors }
      }
    },
    async (request, reply) => reply.code(201).send(await createAdvertisement(db, request.body))
  );
  r.patch(
    "/api/admin/advertisements/:slug",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Edit an ad",
        params: slugParams,
        body: advertisementUpdateBody,
        response: { 200: advertisementSchema, ...dashboardErrors }
      }
    },
    async (request) => changeAdvertisement(db, request.params.slug, request.body)
  );
  r.delete(
    "/api/admin/advertisements/:slug",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Delete an ad",
        params: slugParams,
        response: { 200: advertisementSchema, ...dashboardErrors }
      }
    },
    async (request) => removeAdvertisement(db, request.params.slug)
  );
  for (const kind of ["popular", "featured"]) {
    const base = `/api/admin/${kind}-categories`;
    r.get(
      base,
      {
        schema: {
          tags: adminTags,
          security: adminSecurity,
          summary: `Home ${kind} categories (every status), by serial`,
          querystring: listQuery,
          response: { 200: pageOf(categoryEntrySchema), ...dashboardErrors }
        }
      },
      async (request) => {
        const { page, limit } = request.query;
        return { ...await entriesForAdmin(db, kind, pageBounds(page, limit)), page, limit };
      }
    );
    r.post(
      base,
      {
        schema: {
          tags: adminTags,
          security: adminSecurity,
          summary: `Add a category to the ${kind} categories`,
          body: categoryEntryCreateBody,
          response: { 201: categoryEntrySchema, ...dashboardErrors }
        }
      },
      async (request, reply) => reply.code(201).send(await createEntry(db, kind, request.body))
    );
    r.patch(
      `${base}/:slug`,
      {
        schema: {
          tags: adminTags,
          security: adminSecurity,
          summary: `Reorder or (de)activate a ${kind} category entry`,
          params: slugParams,
          body: categoryEntryUpdateBody,
          response: { 200: categoryEntrySchema, ...dashboardErrors }
        }
      },
      async (request) => changeEntry(db, kind, request.params.slug, request.body)
    );
    r.delete(
      `${base}/:slug`,
      {
        schema: {
          tags: adminTags,
          security: adminSecurity,
          summary: `Remove a ${kind} category entry`,
          params: slugParams,
          response: { 200: categoryEntrySchema, ...dashboardErrors }
        }
      },
      async (request) => removeEntry(db, kind, request.params.slug)
    );
  }
  r.get(
    "/api/admin/mega-menu",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Mega menu entries (every status), by serial",
        querystring: listQuery,
        response: { 200: pageOf(adminMegaMenuEntry), ...dashboardErrors }
      }
    },
    async (request) => {
      const { page, limit } = request.query;
      return { ...await megaMenuForAdmin(db, pageBounds(page, limit)), page, limit };
    }
  );
  r.post(
    "/api/admin/mega-menu",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Add a category column to the mega menu",
        description: "`sub_cat_slugs`, in display order, must be sub-categories of the category.",
        body: megaMenuCreateBody,
        response: { 201: adminMegaMenuEntry, ...dashboardErrors }
      }
    },
    async (request, reply) => reply.code(201).send(await createMegaMenu(db, request.body))
  );
  r.patch(
    "/api/admin/mega-menu/:slug",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Edit a mega menu entry (its sub-category list replaces the old one)",
        params: slugParams,
        body: megaMenuUpdateBody,
        response: { 200: adminMegaMenuEntry, ...dashboardErrors }
      }
    },
    async (request) => changeMegaMenu(db, request.params.slug, request.body)
  );
  r.delete(
    "/api/admin/mega-menu/:slug",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Remove a mega menu entry",
        params: slugParams,
        response: { 200: adminMegaMenuEntry, ...dashboardErrors }
      }
    },
    async (request) => removeMegaMenu(db, request.params.slug)
  );
  r.get(
    "/api/admin/flash-sales",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Flash sales, latest end first",
        querystring: listQuery,
        response: { 200: pageOf(adminFlashSale), ...dashboardErrors }
      }
    },
    async (request) => {
      const { page, limit } = request.query;
      return { ...await flashSalesForAdmin(db, pageBounds(page, limit)), page, limit };
    }
  );
  r.get(
    "/api/admin/flash-sales/:slug",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "One flash sale",
        params: slugParams,
        response: { 200: adminFlashSale, ...dashboardErrors }
      }
    },
    async (request) => flashSaleForAdmin(db, request.params.slug)
  );
  r.post(
    "/api/admin/flash-sales",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Create a flash sale (`time` = end time)",
        description: "Created active unless `status: inactive`; activating a sale deactivates the running one.",
        body: flashSaleCreateBody,
        response: { 201: adminFlashSale, ...dashboardErrors }
      }
    },
    async (request, reply) => reply.code(201).send(await createFlashSale(db, request.body))
  );
  r.patch(
    "/api/admin/flash-sales/:slug",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Edit a flash sale",
        params: slugParams,
        body: flashSaleUpdateBody,
        response: { 200: adminFlashSale, ...dashboardErrors }
      }
    },
    async (request) => changeFlashSale(db, request.params.slug, request.body)
  );
  r.delete(
    "/api/admin/flash-sales/:slug",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Delete a flash sale and its items",
        params: slugParams,
        response: { 200: adminFlashSale, ...dashboardErrors }
      }
    },
    async (request) => removeFlashSale(db, request.params.slug)
  );
  const itemParams = z8.object({ slug: z8.string().min(1).max(200), itemSlug: z8.string().min(1).max(200) });
  r.get(
    "/api/admin/flash-sales/:slug/items",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Items of a flash sale",
        params: slugParams,
        querystring: listQuery,
        response: { 200: pageOf(adminFlashSaleItem), ...dashboardErrors }
      }
    },
    async (request) => {
      const { page, limit } = request.query;
      return {
        ...await flashSaleItemsForAdmin(db, request.params.slug, pageBounds(page, limit)),
        page,
        limit
      };
    }
  );
  r.post(
    "/api/admin/flash-sales/:slug/items",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Add a product at a sale price (below its price)",
        params: slugParams,
        body: flashSaleItemCreateBody,
        response: { 201: adminFlashSaleItem, ...dashboardErrors }
      }
    },
    async (request, reply) => reply.code(201).send(await addFlashSaleItem(db, request.params.slug, request.body))
  );
  r.patch(
    "/api/admin/flash-sales/:slug/items/:itemSlug",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Change an item\u2019s sale price or status",
        params: itemParams,
        body: flashSaleItemUpdateBody,
        response: { 200: adminFlashSaleItem, ...dashboardErrors }
      }
    },
    async (request) => changeFlashSaleItem(db, request.params.slug, request.params.itemSlug, request.body)
  );
  r.delete(
    "/api/admin/flash-sales/:slug/items/:itemSlug",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Remove an item from a sale",
        params: itemParams,
        response: { 200: adminFlashSaleItem, ...dashboardErrors }
      }
    },
    async (request) => removeFlashSaleItem(db, request.params.slug, request.params.itemSlug)
  );
}

// src/modules/admin/admin-moderation.routes.ts
import { z as z9 } from "zod";
var blankAsMissing4 = (value) => value === "" ? void 0 : value;
async function adminModerationRoutes(app) {
  const r = app.withTypeProvider();
  const db = app.db;
  r.get(
    "/api/admin/reports",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Reported items, newest first",
        querystring: z9.object({
          status: z9.preprocess(blankAsMissing4, z9.enum(["open", "resolved", "dismissed"]).optional()),
          ...pageQuery
        }),
        response: { 200: pageOf(adminReport), ...dashboardErrors }
      }
    },
    async (request) => {
      const { status, page, limit } = request.query;
      const result = await reportsForAdmin(db, { ...status ? { status } : {}, ...pageBounds(page, limit) });
      return { ...result, page, limit };
    }
  );
  r.patch(
    "/api/admin/reports/:slug",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Resolve, dismiss or reopen a report",
        description: "`deactivateProduct: true` also hides the product, in the same transaction.",
        params: slugParams,
        body: reportUpdateBody,
        response: { 200: adminReport, ...dashboardErrors }
      }
    },
    async (request) => decideReport(db, request.params.slug, request.body)
  );
  const subscriberQuery = { search: searchQuery, status: statusFilter };
  r.get(
    "/api/admin/subscribers",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Newsletter subscribers, newest first",
        querystring: z9.object({ ...subscriberQuery, ...pageQuery }),
        response: { 200: pageOf(adminSubscriber), ...dashboardErrors }
      }
    },
    async (request) => {
      const { search, status, page, limit } = request.query;
      const result = await subscribersForAdmin(db, {
        ...search ? { search } : {},
        ...status ? { status } : {},
        ...pageBounds(page, limit)
      });
      return { ...result, page, limit };
    }
  );
  r.get(
    "/api/admin/subscribers/export",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "All subscribers as CSV (`text/csv`, header row first)",
        description: "Columns: email, status, user_slug, subscribed_at. Text cells starting with = + - @ (or a tab or carriage return) are prefixed with ' so spreadsheets do not run them as formulas.",
        querystring: z9.object(subscriberQuery),
        produces: ["text/csv"],
        response: { 200: z9.string().describe("CSV"), ...dashboardErrors }
      }
    },
    async (request, reply) => {
      const { search, status } = request.query;
      const date = (/* @__PURE__ */ new Date()).toISOString().slice(0, 10);
      reply.type("text/csv; charset=utf-8").header("content-disposition", `attachment; filename="subscribers-${date}.csv"`).header("x-content-type-options", "nosniff");
      let csv = "";
      for await (const chunk of subscribersCsv(db, {
        ...search ? { search } : {},
        ...status ? { status } : {}
      })) {
        csv += chunk;
      }
      return reply.send(csv);
    }
  );
  r.get(
    "/api/admin/contact-messages",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Messages from the contact page, newest first",
        querystring: z9.object({
          status: z9.preprocess(blankAsMissing4, z9.enum(["unread", "read", "archived"]).optional()),
          search: searchQuery,
          ...pageQuery
        }),
        response: { 200: pageOf(adminContactMessage), ...dashboardErrors }
      }
    },
    async (request) => {
      const { status, search, page, limit } = request.query;
      const result = await contactMessagesForAdmin(db, {
        ...status ? { status } : {},
        ...search ? { search } : {},
        ...pageBounds(page, limit)
      });
      return { ...result, page, limit };
    }
  );
  r.patch(
    "/api/admin/contact-messages/:slug",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Mark a contact message read, unread or archived",
        params: slugParams,
        body: contactMessageUpdateBody,
        response: { 200: adminContactMessage, ...dashboardErrors }
      }
    },
    async (request) => changeContactMessage(db, request.params.slug, request.body.status)
  );
}

// src/modules/admin/admin-orders.routes.ts
import { z as z10 } from "zod";

// src/modules/orders/order-status.ts
var orderTransitions = {
  pending: ["processing", "cancelled"],
  processing: ["shipped"],
  shipped: ["delivered"],
  delivered: [],
  cancelled: []
};
function canTransition(from, to) {
  return orderTransitions[from].includes(to);
}
function assertTransition(from, to) {
  if (!canTransition(from, to)) {
    throw new ConflictError(`An order cannot go from ${from} to ${to}`, "invalid_status_transition");
  }
}
var cancellableStatuses = orderStatuses.filter(
  (status) => canTransition(status, "cancelled")
);

// src/modules/orders/orders.repository.ts
import { and as and10, asc as asc7, count as count6, desc as desc8, eq as eq15, inArray as inArray5, sql as sql21 } from "drizzle-orm";
async function checkoutItems(db, userId, now, options) {
  const salePrice = sql21`(
    select fsi.sale_price_cents from flash_sale_items fsi
    join flash_sales fs on fs.id = fsi.flash_sale_id
    where fsi.product_id = ${products.id} and fsi.status = 'active' and fs.status = 'active'
      and fs.ends_at > ${now.toISOString()}::timestamptz
    order by fsi.sale_price_cents limit 1
  )`;
  const query = db.select({
    cartId: carts.id,
    productId: products.id,
    productSlug: products.slug,
    productName: products.productName,
    imageUrls: products.imageUrls,
    priceCents: products.priceCents,
    offerPriceCents: products.offerPriceCents,
    salePriceCents: salePrice,
    quantity: carts.quantity,
    stock: products.stock,
    sellerId: sellers.id,
    sellerSlug: users.slug,
    shopName: sellers.shopName,
    visible: sql21`(${shopperVisible})`
  }).from(carts).innerJoin(products, eq15(products.id, carts.productId)).innerJoin(sellers, eq15(sellers.id, products.sellerId)).innerJoin(users, eq15(users.id, sellers.userId)).where(eq15(carts.userId, userId)).orderBy(asc7(carts.createdAt), asc7(carts.id)).$dynamic();
  const rows = await (options.lock ? query.for("update", { of: carts }) : query);
  return rows.map((row) => ({
    ...row,
    salePriceCents: row.salePriceCents == null ? null : Number(row.salePriceCents),
    visible: Boolean(row.visible)
  }));
}
async function takeStock(db, productId, quantity) {
  const rows = await db.update(products).set({ stock: sql21`${products.stock} - ${quantity}` }).where(and10(eq15(products.id, productId), sql21`${products.stock} >= ${quantity}`)).returning({ id: products.id });
  return rows.length > 0;
}
async function returnStock(db, productId, quantity) {
  await db.update(products).set({ stock: sql21`${products.stock} + ${quantity}` }).where(eq15(products.id, productId));
}
async function insertOrderShell(db, shell) {
  const [row] = await db.insert(orders).values({ ...shell, subtotalCents: 0, discountCents: 0, shippingCents: 0, totalCents: 0 }).returning({ id: orders.id, slug: orders.slug });
  if (!row) throw new Error("insert returned no row");
  return row;
}
async function orderIdByIdempotencyKey(db, userId, key) {
  const [row] = await db.select({ id: orders.id }).from(orders).where(and10(eq15(orders.userId, userId), eq15(orders.idempotencyKey, key))).limit(1);
  return row?.id;
}
async function insertOrderLines(db, orderId, lines) {
  if (lines.length === 0) return;
  const currentRate = sql21`(select ${marketplaceSettings.commissionRateBps} from ${marketplaceSettings} limit 1)`;
  await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId, commissionRateBps: currentRate })));
}
async function setOrderAmounts(db, orderId, amounts) {
  await db.update(orders).set(amounts).where(eq15(orders.id, orderId));
}
async function setOrderPayment(db, orderId, payment) {
  await db.update(orders).set(payment).where(eq15(orders.id, orderId));
}
async function insertStatusEvent(db, event) {
  await db.insert(orderStatusEvents).values({ ...event, note: event.note ?? null });
}
var orderFields = {
  id: orders.id,
  slug: orders.slug,
  userId: orders.userId,
  userSlug: users.slug,
  buyerEmail: users.email,
  buyerName: users.fullName,
  subtotalCents: orders.subtotalCents,
  discountCents: orders.discountCents,
  shippingCents: orders.shippingCents,
  totalCents: orders.totalCents,
  couponCode: orders.couponCode,
  paymentMethod: orders.paymentMethod,
  transactionId: orders.transactionId,
  orderStatus: orders.orderStatus,
  paymentStatus: orders.paymentStatus,
  shippingName: orders.shippingName,
  shippingPhone: orders.shippingPhone,
  shippingEmail: orders.shippingEmail,
  shippingCountry: orders.shippingCountry,
  shippingState: orders.shippingState,
  shippingCity: orders.shippingCity,
  shippingAddress: orders.shippingAddress,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt
};
function selectOrders(db) {
  return db.select(orderFields).from(orders).innerJoin(users, eq15(users.id, orders.userId)).$dynamic();
}
async function orderBySlug(db, slug2) {
  const [row] = await selectOrders(db).where(eq15(orders.slug, slug2)).limit(1);
  return row;
}
async function orderById(db, id) {
  const [row] = await selectOrders(db).where(eq15(orders.id, id)).limit(1);
  return row;
}
async function ordersOfUser(db, userId, status, page) {
  const where = and10(eq15(orders.userId, userId), status ? eq15(orders.orderStatus, status) : void 0);
  const [rows, [total]] = await Promise.all([
    selectOrders(db).where(where).orderBy(desc8(orders.createdAt), desc8(orders.id)).limit(page.limit).offset(page.offset),
    db.select({ count: count6() }).from(orders).where(where)
  ]);
  return { rows, count: total?.count ?? 0 };
}
async function linesOfOrders(db, orderIds) {
  if (orderIds.length === 0) return [];
  return db.select({
    id: orderLines.id,
    orderId: orderLines.orderId,
    slug: orderLines.slug,
    productId: orderLines.productId,
    sellerId: orderLines.sellerId,
    sellerSlug: users.slug,
    sellerEmail: sql21`coalesce(${sellers.contactEmail}, ${users.email})`,
    shopName: sellers.shopName,
    productSlug: orderLines.productSlug,
    productName: orderLines.productName,
    imageUrl: orderLines.imageUrl,
    priceCents: orderLines.priceCents,
    offerPriceCents: orderLines.offerPriceCents,
    quantity: orderLines.quantity,
    lineStatus: orderLines.lineStatus
  }).from(orderLines).innerJoin(sellers, eq15(sellers.id, orderLines.sellerId)).innerJoin(users, eq15(users.id, sellers.userId)).where(inArray5(orderLines.orderId, orderIds)).orderBy(asc7(orderLines.id));
}
async function eventsOfOrders(db, orderIds) {
  if (orderIds.length === 0) return [];
  return db.select({
    orderId: orderStatusEvents.orderId,
    orderLineId: orderStatusEvents.orderLineId,
    lineSlug: orderLines.slug,
    status: orderStatusEvents.status,
    note: orderStatusEvents.note,
    at: orderStatusEvents.at
  }).from(orderStatusEvents).leftJoin(orderLines, eq15(orderLines.id, orderStatusEvents.orderLineId)).where(inArray5(orderStatusEvents.orderId, orderIds)).orderBy(asc7(orderStatusEvents.at), asc7(orderStatusEvents.id));
}
async function sellerIdOfUser(db, userId) {
  const [row] = await db.select({ id: sellers.id }).from(sellers).where(eq15(sellers.userId, userId)).limit(1);
  return row?.id;
}
async function cancelPendingOrder(db, orderId) {
  const rows = await db.update(orders).set({ orderStatus: "cancelled" }).where(
    and10(
      eq15(orders.id, orderId),
      eq15(orders.orderStatus, "pending"),
      sql21`not exists (select 1 from ${orderLines} ol where ol.order_id = ${orders.id} and ol.line_status <> 'pending')`
    )
  ).returning({ id: orders.id });
  return rows.length > 0;
}
async function cancelLinesOf(db, orderId) {
  return db.update(orderLines).set({ lineStatus: "cancelled" }).where(eq15(orderLines.orderId, orderId)).returning({ productId: orderLines.productId, quantity: orderLines.quantity });
}

// src/modules/coupons/coupons.repository.ts
import { and as and11, eq as eq16, sql as sql22 } from "drizzle-orm";
var couponFields = {
  id: coupons.id,
  code: coupons.code,
  name: coupons.name,
  discountKind: coupons.discountKind,
  discountValue: coupons.discountValue,
  minimumPurchaseCents: coupons.minimumPurchaseCents,
  startsAt: coupons.startsAt,
  expiresAt: coupons.expiresAt,
  itemsNumber: coupons.itemsNumber,
  applyQty: coupons.applyQty,
  perUserLimit: coupons.perUserLimit,
  sellerId: coupons.sellerId,
  sellerSlug: users.slug,
  shopName: sellers.shopName,
  status: coupons.status
};
async function couponByCode(db, code) {
  const [row] = await db.select(couponFields).from(coupons).leftJoin(sellers, eq16(sellers.id, coupons.sellerId)).leftJoin(users, eq16(users.id, sellers.userId)).where(sql22`upper(${coupons.code}) = upper(${code.trim()})`).limit(1);
  return row;
}
async function redemptionCount(db, couponId, userId) {
  const [row] = await db.select({ count: sql22`count(*)::int` }).from(couponRedemptions).where(and11(eq16(couponRedemptions.couponId, couponId), eq16(couponRedemptions.userId, userId)));
  return row?.count ?? 0;
}
async function takeUse(db, couponId) {
  const rows = await db.update(coupons).set({ applyQty: sql22`${coupons.applyQty} + 1` }).where(and11(eq16(coupons.id, couponId), sql22`${coupons.applyQty} < ${coupons.itemsNumber}`)).returning({ id: coupons.id });
  return rows.length > 0;
}
async function recordRedemption(db, values) {
  await db.insert(couponRedemptions).values(values);
}
async function releaseRedemptionOf(db, orderId) {
  const [released] = await db.delete(couponRedemptions).where(eq16(couponRedemptions.orderId, orderId)).returning({ couponId: couponRedemptions.couponId });
  if (!released) return false;
  await db.update(coupons).set({ applyQty: sql22`greatest(${coupons.applyQty} - 1, 0)` }).where(eq16(coupons.id, released.couponId));
  return true;
}

// src/modules/coupons/coupons.rules.ts
var CouponRefusedError = class extends BadRequestError {
  constructor(message, code) {
    super(message, code);
  }
};
function day(date) {
  return date.toISOString().slice(0, 10);
}
function eligibleSubtotalCents(coupon, context) {
  if (context.lines.length === 0) return coupon.sellerId === null ? context.fallbackSubtotalCents ?? 0 : 0;
  return context.lines.filter((line) => coupon.sellerId === null || line.sellerId === coupon.sellerId).reduce((sum, line) => sum + line.lineTotalCents, 0);
}
function couponRefusal(code, coupon, context) {
  if (coupon?.status !== "active") {
    return new CouponRefusedError(`Coupon ${code} does not exist`, "coupon_unknown");
  }
  if (context.now < coupon.startsAt) {
    return new CouponRefusedError(`This coupon is valid from ${day(coupon.startsAt)}`, "coupon_not_started");
  }
  if (context.now >= coupon.expiresAt) {
    return new CouponRefusedError(`This coupon expired on ${day(coupon.expiresAt)}`, "coupon_expired");
  }
  if (coupon.applyQty >= coupon.itemsNumber) {
    return new CouponRefusedError("This coupon has been used up", "coupon_used_up");
  }
  if (coupon.perUserLimit !== null && context.usesByShopper >= coupon.perUserLimit) {
    return new CouponRefusedError(
      coupon.perUserLimit === 1 ? "You have already used this coupon" : `You have already used this coupon ${coupon.perUserLimit} times, the most allowed`,
      "coupon_user_limit"
    );
  }
  if (coupon.sellerId !== null && !context.lines.some((line) => line.sellerId === coupon.sellerId)) {
    return new CouponRefusedError(
      `This coupon only applies to products of ${coupon.shopName ?? "another shop"}`,
      "coupon_not_applicable"
    );
  }
  if (eligibleSubtotalCents(coupon, context) < coupon.minimumPurchaseCents) {
    return new CouponRefusedError(
      `Spend at least ${formatDollars(toDollars(coupon.minimumPurchaseCents))}${coupon.sellerId === null ? "" : ` at ${coupon.shopName ?? "this shop"}`} to use this coupon`,
      "coupon_minimum_not_met"
    );
  }
  return null;
}
function couponDiscountCents(coupon, context) {
  const eligible = eligibleSubtotalCents(coupon, context);
  const discount = coupon.discountKind === "percent" ? percentOfCents(eligible, coupon.discountValue) : coupon.discountValue;
  return Math.max(0, Math.min(discount, eligible));
}
function toCoupon(coupon) {
  return {
    code: coupon.code,
    name: coupon.name,
    discount: {
      role: coupon.discountKind,
      value: coupon.discountKind === "amount" ? toDollars(coupon.discountValue) : coupon.discountValue
    },
    minimum_purchase: toDollars(coupon.minimumPurchaseCents),
    starts_at: coupon.startsAt.toISOString(),
    expired_date: coupon.expiresAt.toISOString(),
    items_number: coupon.itemsNumber,
    apply_qty: coupon.applyQty,
    per_user_limit: coupon.perUserLimit,
    seller_slug: coupon.sellerSlug,
    status: coupon.status
  };
}

// src/modules/orders/orders.pricing.ts
function unitOfferCents(item) {
  const regular = effectivePriceCents(item.priceCents, item.offerPriceCents);
  const unit = item.salePriceCents == null ? regular : Math.min(regular, item.salePriceCents);
  return unit < item.priceCents ? unit : null;
}
function priceLines(items) {
  return items.map((item) => {
    const offer = unitOfferCents(item);
    return {
      ...item,
      unitOfferCents: offer,
      lineTotalCents: lineTotalCents({
        priceCents: item.priceCents,
        offerPriceCents: offer,
        quantity: item.quantity
      })
    };
  });
}
function shippingForSeller(sellerSubtotalCents) {
  return sellerSubtotalCents >= FREE_SHIPPING_THRESHOLD_CENTS ? 0 : SHIPPING_FEE_CENTS;
}
function sellerShipping(lines) {
  const bySeller = /* @__PURE__ */ new Map();
  for (const line of lines) {
    const group = bySeller.get(line.sellerId) ?? {
      sellerId: line.sellerId,
      sellerSlug: line.sellerSlug,
      shopName: line.shopName,
      subtotalCents: 0,
      shippingCents: 0
    };
    group.subtotalCents += line.lineTotalCents;
    bySeller.set(line.sellerId, group);
  }
  return [...bySeller.values()].map((group) => ({
    ...group,
    shippingCents: shippingForSeller(group.subtotalCents)
  }));
}
function quote(lines, discountCents) {
  const subtotal = subtotalCents(
    lines.map((line) => ({
      priceCents: line.priceCents,
      offerPriceCents: line.unitOfferCents,
      quantity: line.quantity
    }))
  );
  const sellers2 = sellerShipping(lines);
  const shipping = sellers2.reduce((sum, seller2) => sum + seller2.shippingCents, 0);
  const discount = Math.min(Math.max(0, discountCents), subtotal);
  return {
    lines,
    sellers: sellers2,
    subtotalCents: subtotal,
    discountCents: discount,
    shippingCents: shipping,
    totalCents: subtotal - discount + shipping
  };
}

// src/modules/coupons/coupons.service.ts
async function judgeCoupon(db, shopperId, code, lines, options) {
  const coupon = await couponByCode(db, code);
  const context = {
    now: options.now,
    lines: lines.map((line) => ({ sellerId: line.sellerId, lineTotalCents: line.lineTotalCents })),
    usesByShopper: coupon ? await redemptionCount(db, coupon.id, shopperId) : 0,
    ...options.fallbackSubtotalCents === void 0 ? {} : { fallbackSubtotalCents: options.fallbackSubtotalCents }
  };
  const refusal = couponRefusal(code, coupon, context);
  if (refusal || !coupon) throw refusal;
  return { coupon, discountCents: couponDiscountCents(coupon, context), context };
}
async function applyCoupon(db, shopper, code, clientSubTotal) {
  const now = /* @__PURE__ */ new Date();
  const lines = priceLines(
    (await checkoutItems(db, shopper.id, now, { lock: false })).filter((item) => item.visible)
  );
  const fallback = clientSubTotal === void 0 ? void 0 : toCents(clientSubTotal);
  const { coupon, discountCents, context } = await judgeCoupon(db, shopper.id, code, lines, {
    now,
    ...fallback === void 0 ? {} : { fallbackSubtotalCents: fallback }
  });
  const subtotal = lines.length > 0 ? lines.reduce((sum, line) => sum + line.lineTotalCents, 0) : eligibleSubtotalCents(coupon, context);
  return { ...toCoupon(coupon), discountAmount: toDollars(discountCents), subTotal: toDollars(subtotal) };
}

// src/modules/orders/orders.service.ts
function toOrderLine(line) {
  return {
    slug: line.productSlug,
    product_slug: line.productSlug,
    line_slug: line.slug,
    productName: line.productName,
    imageURL: line.imageUrl ? [line.imageUrl] : [],
    price: toDollars(line.priceCents),
    offerPrice: line.offerPriceCents == null ? null : toDollars(line.offerPriceCents),
    quantity: line.quantity,
    lineTotal: toDollars(lineTotalCents(line)),
    seller_slug: line.sellerSlug,
    shop_name: line.shopName,
    line_status: line.lineStatus
  };
}
function toOrder(order, lines, events, view) {
  const visibleLines = view.kind === "full" ? lines : lines.filter((line) => line.sellerId === view.sellerId);
  const visibleLineIds = new Set(visibleLines.map((line) => line.id));
  const history = events.filter(
    (event) => event.orderLineId === null || visibleLineIds.has(event.orderLineId)
  );
  const ownSubtotal = subtotalCents(visibleLines);
  const amounts = view.kind === "full" ? {
    subtotal: order.subtotalCents,
    discount: order.discountCents,
    shipping: order.shippingCents,
    total: order.totalCents
  } : { subtotal: ownSubtotal, discount: 0, shipping: 0, total: ownSubtotal };
  return {
    slug: order.slug,
    user_slug: order.userSlug,
    product_list: visibleLines.map(toOrderLine),
    subTotal: toDollars(amounts.subtotal),
    discount: toDollars(amounts.discount),
    shippingCost: toDollars(amounts.shipping),
    total: toDollars(amounts.total),
    coupon_code: view.kind === "full" ? order.couponCode : null,
    payment_method: order.paymentMethod,
    transaction_id: view.kind === "full" ? order.transactionId : null,
    order_status: order.orderStatus,
    payment_status: order.paymentStatus,
    address: {
      name: order.shippingName,
      email: order.shippingEmail,
      phone: order.shippingPhone,
      country: order.shippingCountry,
      state: order.shippingState,
      city: order.shippingCity,
      address: order.shippingAddress
    },
    status_history: history.map((event) => ({
      status: event.status,
      at: event.at.toISOString(),
      line_slug: event.lineSlug,
      note: event.note
    })),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString()
  };
}
async function assemble(db, rows, view) {
  const ids = rows.map((row) => row.id);
  const [lines, events] = await Promise.all([linesOfOrders(db, ids), eventsOfOrders(db, ids)]);
  return rows.map(
    (row) => toOrder(
      row,
      lines.filter((line) => line.orderId === row.id),
      events.filter((event) => event.orderId === row.id),
      view
    )
  );
}
async function fullOrder(db, orderId) {
  const row = await orderById(db, orderId);
  if (!row) throw new NotFoundError("Order not found", "order_not_found");
  const [order] = await assemble(db, [row], { kind: "full" });
  return { order, lines: await linesOfOrders(db, [orderId]) };
}
async function quoteCheckout(db, shopper, couponCode2) {
  const now = /* @__PURE__ */ new Date();
  const lines = priceLines(
    (await checkoutItems(db, shopper.id, now, { lock: false })).filter((item) => item.visible)
  );
  const discount = couponCode2 && lines.length > 0 ? (await judgeCoupon(db, shopper.id, couponCode2, lines, { now })).discountCents : 0;
  const result = quote(lines, discount);
  return {
    product_list: result.lines.map((line) => ({
      slug: line.productSlug,
      product_slug: line.productSlug,
      productName: line.productName,
      imageURL: line.imageUrls.slice(0, 1),
      price: toDollars(line.priceCents),
      offerPrice: line.unitOfferCents == null ? null : toDollars(line.unitOfferCents),
      quantity: line.quantity,
      lineTotal: toDollars(line.lineTotalCents),
      seller_slug: line.sellerSlug,
      shop_name: line.shopName
    })),
    sellers: result.sellers.map((seller2) => ({
      seller_slug: seller2.sellerSlug,
      shop_name: seller2.shopName,
      subTotal: toDollars(seller2.subtotalCents),
      shippingCost: toDollars(seller2.shippingCents)
    })),
    subTotal: toDollars(result.subtotalCents),
    discount: toDollars(result.discountCents),
    shippingCost: toDollars(result.shippingCents),
    total: toDollars(result.totalCents),
    coupon_code: couponCode2 && lines.length > 0 ? couponCode2 : null
  };
}
function isUniqueViolation3(error, constraint) {
  let current = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const candidate = current;
    if (candidate.code === "23505") {
      return candidate.constraint === constraint || String(candidate.message ?? "").includes(constraint);
    }
    current = candidate.cause;
  }
  return false;
}
async function deliveryAddress(db, buyer, input) {
  if (input.address) return input.address;
  const saved = input.addressSlug ? await addressBySlug(db, input.addressSlug) : void 0;
  if (!saved) throw new NotFoundError(`Address ${input.addressSlug} not found`, "address_not_found");
  if (saved.userId !== buyer.id) throw new ForbiddenError("You may only use your own addresses", "forbidden");
  return {
    name: saved.name,
    email: saved.email ?? void 0,
    phone: saved.phone,
    country: saved.country,
    state: saved.state ?? void 0,
    city: saved.city,
    address: saved.address
  };
}
function stockOrder(lines) {
  return [...lines].sort((a, b) => a.productId - b.productId);
}
async function redeemCoupon(tx, buyer, code, lines, context) {
  const judged = await judgeCoupon(tx, buyer.id, code, lines, { now: context.now });
  if (!await takeUse(tx, judged.coupon.id)) {
    throw new CouponRefusedError("This coupon has been used up", "coupon_used_up");
  }
  const limit = judged.coupon.perUserLimit;
  if (limit !== null && await redemptionCount(tx, judged.coupon.id, buyer.id) >= limit) {
    throw new CouponRefusedError("You have already used this coupon", "coupon_user_limit");
  }
  await recordRedemption(tx, { couponId: judged.coupon.id, userId: buyer.id, orderId: context.orderId });
  return { discountCents: judged.discountCents, couponCode: judged.coupon.code };
}
async function writeOrder(tx, buyer, actor, input, address) {
  const shell = await insertOrderShell(tx, {
    userId: buyer.id,
    paymentMethod: input.paymentMethod,
    idempotencyKey: input.idempotencyKey ?? null,
    shippingName: address.name,
    shippingPhone: address.phone,
    shippingEmail: address.email ?? null,
    shippingCountry: address.country,
    shippingState: address.state ?? null,
    shippingCity: address.city,
    shippingAddress: address.address
  });
  const now = /* @__PURE__ */ new Date();
  const items = (await checkoutItems(tx, buyer.id, now, { lock: true })).filter((item) => item.visible);
  if (items.length === 0) throw new BadRequestError("Your cart is empty", "cart_empty");
  const lines = priceLines(items);
  const coupon = input.couponCode ? await redeemCoupon(tx, buyer, input.couponCode, lines, { now, orderId: shell.id }) : { discountCents: 0, couponCode: null };
  const totals = quote(lines, coupon.discountCents);
  await insertOrderLines(
    tx,
    shell.id,
    lines.map((line) => ({
      productId: line.productId,
      sellerId: line.sellerId,
      productSlug: line.productSlug,
      productName: line.productName,
      imageUrl: line.imageUrls[0] ?? null,
      priceCents: line.priceCents,
      offerPriceCents: line.unitOfferCents,
      quantity: line.quantity
    }))
  );
  await setOrderAmounts(tx, shell.id, {
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    shippingCents: totals.shippingCents,
    totalCents: totals.totalCents,
    couponCode: coupon.couponCode
  });
  await insertStatusEvent(tx, { orderId: shell.id, status: "pending", actorUserId: actor.id });
  await deleteLinesByIds(
    tx,
    lines.map((line) => line.cartId)
  );
  for (const line of stockOrder(lines)) {
    if (!await takeStock(tx, line.productId, line.quantity)) {
      throw new ConflictError(`Not enough stock for ${line.productName}`, "insufficient_stock");
    }
  }
  return shell.id;
}
async function afterCommit(deps, buyer, orderId, provider) {
  let { order, lines } = await fullOrder(deps.db, orderId);
  try {
    const payment = await provider.start({
      slug: order.slug,
      totalCents: toCents(order.total),
      buyerEmail: buyer.email
    });
    if (payment.paymentStatus !== "pending" || payment.transactionId !== null) {
      await setOrderPayment(deps.db, orderId, payment);
      ({ order, lines } = await fullOrder(deps.db, orderId));
    }
  } catch (error) {
    deps.log.error({ err: error, order: order.slug }, "payment start failed; the order stays pending");
  }
  const sellers2 = new Map(
    lines.map((line) => [
      line.sellerSlug,
      { sellerSlug: line.sellerSlug, shopName: line.shopName, email: line.sellerEmail }
    ])
  );
  const placed = order;
  deps.mailer.orderPlaced(placed, {
    buyer: { email: buyer.email, name: buyer.displayName || buyer.fullName },
    sellers: [...sellers2.values()]
  }).catch((error) => deps.log.error({ err: error, order: placed.slug }, "order mails failed"));
  return order;
}
async function placeOrder(deps, buyer, actor, input) {
  const { db } = deps;
  const provider = deps.payments.get(input.paymentMethod);
  if (!provider) {
    throw new BadRequestError(
      input.paymentMethod === "card" ? "Card payments are not configured" : "This payment method is not available",
      "payment_method_unavailable"
    );
  }
  const key = input.idempotencyKey;
  const replay = async (orderId) => ({
    order: (await fullOrder(db, orderId)).order,
    replayed: true,
    message: provider.successMessage
  });
  if (key) {
    const existing = await orderIdByIdempotencyKey(db, buyer.id, key);
    if (existing !== void 0) return replay(existing);
  }
  const address = await deliveryAddress(db, buyer, input);
  let outcome;
  try {
    outcome = await db.transaction(async (tx) => {
      const existing = key ? await orderIdByIdempotencyKey(tx, buyer.id, key) : void 0;
      if (existing !== void 0) return { orderId: existing, replayed: true };
      return { orderId: await writeOrder(tx, buyer, actor, input, address), replayed: false };
    });
  } catch (error) {
    if (key && isUniqueViolation3(error, "orders_user_idempotency_key")) {
      const existing = await orderIdByIdempotencyKey(db, buyer.id, key);
      if (existing !== void 0) return replay(existing);
    }
    throw error;
  }
  if (outcome.replayed) return replay(outcome.orderId);
  return {
    order: await afterCommit(deps, buyer, outcome.orderId, provider),
    replayed: false,
    message: provider.successMessage
  };
}
async function orderForViewer(db, viewer, slug2) {
  const row = await orderBySlug(db, slug2);
  const notFound = new NotFoundError(`Order ${slug2} not found`, "order_not_found");
  if (!row) throw notFound;
  if (row.userId === viewer.id || viewer.role === "admin")
    return (await assemble(db, [row], { kind: "full" }))[0];
  const sellerId = await sellerIdOfUser(db, viewer.id);
  if (sellerId === void 0) throw notFound;
  const [order] = await assemble(db, [row], { kind: "seller", sellerId });
  if (!order || order.product_list.length === 0) throw notFound;
  return order;
}
async function listOrders(db, shopper, status, page) {
  const { rows, count: count11 } = await ordersOfUser(db, shopper.id, status, pageBounds(page.page, page.limit));
  return { data: await assemble(db, rows, { kind: "full" }), count: count11 };
}
async function cancelOrder(db, viewer, slug2) {
  const row = await orderBySlug(db, slug2);
  const isBuyer = row?.userId === viewer.id;
  if (!row || !isBuyer && viewer.role !== "admin") {
    if (row && await sellerIdOfUser(db, viewer.id) !== void 0) {
      const seen = await orderForViewer(db, viewer, slug2).catch(() => void 0);
      if (seen) throw new ForbiddenError("Only the buyer can cancel an order", "forbidden");
    }
    throw new NotFoundError(`Order ${slug2} not found`, "order_not_found");
  }
  assertTransition(row.orderStatus, "cancelled");
  await db.transaction(async (tx) => {
    if (!await cancelPendingOrder(tx, row.id)) {
      throw new ConflictError(
        `Order ${slug2} can no longer be cancelled: only pending orders can`,
        "order_not_cancellable"
      );
    }
    const lines = await cancelLinesOf(tx, row.id);
    const held = lines.filter((line) => line.productId !== null).sort((a, b) => a.productId - b.productId);
    for (const line of held) await returnStock(tx, line.productId, line.quantity);
    await releaseRedemptionOf(tx, row.id);
    await insertStatusEvent(tx, {
      orderId: row.id,
      status: "cancelled",
      actorUserId: viewer.id,
      note: isBuyer ? "Cancelled by the buyer" : "Cancelled by an admin"
    });
  });
  return (await fullOrder(db, row.id)).order;
}

// src/modules/admin/admin-orders.repository.ts
import { count as count7, desc as desc9, eq as eq17, ilike as ilike4, inArray as inArray6, or as or6, sql as sql23 } from "drizzle-orm";
var summaryFields = {
  id: orders.id,
  slug: orders.slug,
  userSlug: users.slug,
  buyerName: users.fullName,
  buyerEmail: users.email,
  units: sql23`(select coalesce(sum(l.quantity), 0)::int from ${orderLines} l where l.order_id = ${orders}.id)`,
  totalCents: orders.totalCents,
  orderStatus: orders.orderStatus,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  createdAt: orders.createdAt
};
async function listOrderSummaries(db, query) {
  const pattern = query.search ? likePattern2(query.search) : void 0;
  const where = whereAll([
    query.status ? eq17(orders.orderStatus, query.status) : void 0,
    pattern ? or6(eq17(orders.slug, query.search ?? ""), ilike4(users.email, pattern), ilike4(users.fullName, pattern)) : void 0
  ]);
  const items = await db.select(summaryFields).from(orders).innerJoin(users, eq17(users.id, orders.userId)).where(where).orderBy(desc9(orders.createdAt), desc9(orders.id)).limit(query.limit).offset(query.offset);
  const [total] = await db.select({ count: count7() }).from(orders).innerJoin(users, eq17(users.id, orders.userId)).where(where);
  return { items, count: total?.count ?? 0 };
}
async function lockOrderBySlug(tx, slug2) {
  const [row] = await tx.select({ id: orders.id, orderStatus: orders.orderStatus, paymentMethod: orders.paymentMethod }).from(orders).where(eq17(orders.slug, slug2)).for("update");
  return row;
}
async function setOrderStatus(tx, orderId, changes) {
  await tx.update(orders).set(changes).where(eq17(orders.id, orderId));
}
async function advanceLines(tx, orderId, behind, status) {
  if (behind.length === 0) return;
  await tx.update(orderLines).set({ lineStatus: status }).where(whereAll([eq17(orderLines.orderId, orderId), inArray6(orderLines.lineStatus, behind)]));
}

// src/modules/admin/admin-orders.service.ts
var happyPath = ["pending", "processing", "shipped", "delivered"];
function toSummary(record) {
  return {
    slug: record.slug,
    user_slug: record.userSlug,
    buyer: { name: record.buyerName, email: record.buyerEmail },
    items: Number(record.units),
    total: toDollars(record.totalCents),
    order_status: record.orderStatus,
    payment_method: record.paymentMethod,
    payment_status: record.paymentStatus,
    createdAt: record.createdAt.toISOString()
  };
}
async function ordersForAdmin(db, query) {
  const { items, count: count11 } = await listOrderSummaries(db, query);
  return { items: items.map(toSummary), count: count11 };
}
function orderForAdmin(db, admin, slug2) {
  return orderForViewer(db, admin, slug2);
}
async function moveOrder(db, admin, slug2, target, note) {
  if (target === "cancelled") return cancelOrder(db, admin, slug2);
  await db.transaction(async (tx) => {
    const order = await lockOrderBySlug(tx, slug2);
    if (!order) throw new NotFoundError(`Order ${slug2} not found`, "order_not_found");
    assertTransition(order.orderStatus, target);
    const paid = target === "delivered" && order.paymentMethod === "cod";
    await setOrderStatus(tx, order.id, {
      orderStatus: target,
      ...paid ? { paymentStatus: "success" } : {}
    });
    await advanceLines(tx, order.id, happyPath.slice(0, happyPath.indexOf(target)), target);
    await insertStatusEvent(tx, {
      orderId: order.id,
      status: target,
      actorUserId: admin.id,
      note: note ?? "Changed by an admin"
    });
  });
  return orderForViewer(db, admin, slug2);
}

// src/modules/admin/admin-orders.routes.ts
async function adminOrderRoutes(app) {
  const r = app.withTypeProvider();
  r.get(
    "/api/admin/orders",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Orders, newest first",
        description: "`status` filters by order status; `search` matches the order slug or the buyer\u2019s name or e-mail.",
        querystring: z10.object({
          status: z10.preprocess((value) => value === "" ? void 0 : value, orderStatusSchema.optional()),
          search: searchQuery,
          ...pageQuery
        }),
        response: { 200: pageOf(adminOrderSummary), ...dashboardErrors }
      }
    },
    async (request) => {
      const { status, search, page, limit } = request.query;
      const result = await ordersForAdmin(app.db, {
        ...status ? { status } : {},
        ...search ? { search } : {},
        ...pageBounds(page, limit)
      });
      return { ...result, page, limit };
    }
  );
  r.get(
    "/api/admin/orders/:slug",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "One order, whole (every seller\u2019s lines, the timeline)",
        params: slugParams,
        response: { 200: adminOrder, ...dashboardErrors }
      }
    },
    async (request) => orderForAdmin(app.db, adminOf(request), request.params.slug)
  );
  r.patch(
    "/api/admin/orders/:slug/status",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Move an order along the allowed transitions",
        description: "pending \u2192 processing \u2192 shipped \u2192 delivered, or pending \u2192 cancelled (409 `invalid_status_transition` otherwise). Lines behind the new status follow it. Cancelling returns the stock of every line and the coupon use. A cash-on-delivery order is marked paid when delivered.",
        params: slugParams,
        body: orderStatusBody,
        response: { 200: adminOrder, ...dashboardErrors }
      }
    },
    async (request) => moveOrder(app.db, adminOf(request), request.params.slug, request.body.order_status, request.body.note)
  );
}

// src/modules/admin/admin-publishing.routes.ts
import { z as z11 } from "zod";

// src/modules/admin/admin-blogs.repository.ts
import { asc as asc9, count as count8, desc as desc11, eq as eq19, ilike as ilike5, ne as ne3, sql as sql25 } from "drizzle-orm";

// src/modules/blogs/blogs.repository.ts
import { and as and12, asc as asc8, desc as desc10, eq as eq18, or as or7, sql as sql24 } from "drizzle-orm";
var blogFields = {
  slug: blogs.slug,
  title: blogs.title,
  description: blogs.description,
  longDescription: blogs.longDescription,
  imageUrl: blogs.imageUrl,
  categoryName: blogCategories.name,
  categorySlug: blogCategories.slug,
  seoTitle: blogs.seoTitle,
  seoDescription: blogs.seoDescription,
  postBy: blogs.postBy,
  status: blogs.status,
  createdAt: blogs.createdAt
};
function selectBlogs(db) {
  return db.select(blogFields).from(blogs).leftJoin(blogCategories, eq18(blogCategories.id, blogs.categoryId)).$dynamic();
}
var blogIsActive = eq18(blogs.status, "active");
var newestFirst = [desc10(blogs.createdAt), desc10(blogs.id)];
function activeBlogs(db, page) {
  return selectBlogs(db).where(blogIsActive).orderBy(...newestFirst).limit(page.limit).offset(page.offset);
}
async function countActiveBlogs(db) {
  const [row] = await db.select({ count: sql24`count(*)::int` }).from(blogs).where(blogIsActive);
  return row?.count ?? 0;
}
async function activeBlogBySlug(db, slug2) {
  const [row] = await selectBlogs(db).where(and12(blogIsActive, eq18(blogs.slug, slug2))).limit(1);
  return row;
}
function activeBlogsOfCategory(db, category2, page) {
  const named = or7(
    eq18(blogCategories.slug, category2),
    sql24`lower(${blogCategories.name}) = lower(${category2})`
  );
  return selectBlogs(db).where(and12(blogIsActive, named)).orderBy(...newestFirst).limit(page.limit).offset(page.offset);
}
function activeBlogCategories(db) {
  return db.select({ slug: blogCategories.slug, name: blogCategories.name, status: blogCategories.status }).from(blogCategories).where(eq18(blogCategories.status, "active")).orderBy(asc8(blogCategories.name), asc8(blogCategories.id));
}
async function activeBlogIdBySlug(db, slug2) {
  const [row] = await db.select({ id: blogs.id }).from(blogs).where(and12(blogIsActive, eq18(blogs.slug, slug2))).limit(1);
  return row?.id;
}
function activeCommentsOfBlog(db, blogId, page) {
  return db.select({
    slug: blogComments.slug,
    userSlug: users.slug,
    fullName: users.fullName,
    displayName: users.displayName,
    name: users.name,
    avatar: users.image,
    comment: blogComments.comment,
    status: blogComments.status,
    createdAt: blogComments.createdAt
  }).from(blogComments).innerJoin(users, eq18(users.id, blogComments.userId)).where(and12(eq18(blogComments.blogId, blogId), eq18(blogComments.status, "active"))).orderBy(desc10(blogComments.createdAt), desc10(blogComments.id)).limit(page.limit).offset(page.offset);
}

// src/modules/admin/admin-blogs.repository.ts
var adminBlogFields = { id: blogs.id, ...blogFields };
function selectAdminBlogs(db) {
  return db.select(adminBlogFields).from(blogs).leftJoin(blogCategories, eq19(blogCategories.id, blogs.categoryId)).$dynamic();
}
async function listBlogs(db, query) {
  const where = whereAll([
    query.search ? ilike5(blogs.title, likePattern2(query.search)) : void 0,
    query.status ? eq19(blogs.status, query.status) : void 0,
    query.categorySlug ? eq19(blogCategories.slug, query.categorySlug) : void 0
  ]);
  const items = await selectAdminBlogs(db).where(where).orderBy(desc11(blogs.createdAt), desc11(blogs.id)).limit(query.limit).offset(query.offset);
  const [total] = await db.select({ count: count8() }).from(blogs).leftJoin(blogCategories, eq19(blogCategories.id, blogs.categoryId)).where(where);
  return { items, count: total?.count ?? 0 };
}
async function blogBySlug(db, slug2) {
  const [row] = await selectAdminBlogs(db).where(eq19(blogs.slug, slug2)).limit(1);
  return row;
}
async function blogSlugTaken(db, slug2) {
  return Boolean((await db.select({ id: blogs.id }).from(blogs).where(eq19(blogs.slug, slug2)).limit(1))[0]);
}
async function insertBlog(db, values) {
  await db.insert(blogs).values(values);
}
async function updateBlog(db, id, changes) {
  if (Object.keys(changes).length > 0) await db.update(blogs).set(changes).where(eq19(blogs.id, id));
}
async function deleteBlog(db, id) {
  await db.delete(blogs).where(eq19(blogs.id, id));
}
var blogCategoryFields = {
  id: blogCategories.id,
  slug: blogCategories.slug,
  name: blogCategories.name,
  status: blogCategories.status,
  blogCount: sql25`(select count(*)::int from ${blogs} b where b.category_id = ${blogCategories}.id)`
};
async function listBlogCategories(db, query) {
  const where = whereAll([
    query.search ? ilike5(blogCategories.name, likePattern2(query.search)) : void 0,
    query.status ? eq19(blogCategories.status, query.status) : void 0
  ]);
  const items = await db.select(blogCategoryFields).from(blogCategories).where(where).orderBy(asc9(blogCategories.name), asc9(blogCategories.id)).limit(query.limit).offset(query.offset);
  const [total] = await db.select({ count: count8() }).from(blogCategories).where(where);
  return { items, count: total?.count ?? 0 };
}
async function blogCategoryBySlug(db, slug2) {
  const [row] = await db.select(blogCategoryFields).from(blogCategories).where(eq19(blogCategories.slug, slug2)).limit(1);
  return row;
}
async function blogCategoryNameTaken(db, name2, exceptId) {
  const [row] = await db.select({ id: blogCategories.id }).from(blogCategories).where(
    whereAll([
      sql25`lower(${blogCategories.name}) = lower(${name2})`,
      exceptId !== void 0 ? ne3(blogCategories.id, exceptId) : void 0
    ])
  ).limit(1);
  return Boolean(row);
}
async function blogCategorySlugTaken(db, slug2) {
  return Boolean(
    (await db.select({ id: blogCategories.id }).from(blogCategories).where(eq19(blogCategories.slug, slug2)).limit(1))[0]
  );
}
async function insertBlogCategory(db, values) {
  await db.insert(blogCategories).values(values);
}
async function updateBlogCategory(db, id, changes) {
  await db.update(blogCategories).set(changes).where(eq19(blogCategories.id, id));
}
async function deleteBlogCategory(db, id) {
  await db.delete(blogCategories).where(eq19(blogCategories.id, id));
}

// src/modules/admin/admin-blogs.service.ts
function toBlog(record) {
  return {
    slug: record.slug,
    title: record.title,
    description: record.description,
    long_description: record.longDescription,
    imageURL: record.imageUrl,
    category: record.categoryName,
    category_slug: record.categorySlug,
    seo_title: record.seoTitle,
    seo_description: record.seoDescription,
    postBy: record.postBy,
    status: record.status,
    createdAt: record.createdAt.toISOString()
  };
}
async function blogsForAdmin(db, query) {
  const { items, count: count11 } = await listBlogs(db, query);
  return { items: items.map(toBlog), count: count11 };
}
async function requireBlog(db, slug2) {
  const record = await blogBySlug(db, slug2);
  if (!record) throw new NotFoundError(`Blog ${slug2} not found`, "blog_not_found");
  return record;
}
async function blogForAdmin(db, slug2) {
  return toBlog(await requireBlog(db, slug2));
}
async function blogCategoryId(db, slug2) {
  if (slug2 === void 0 || slug2 === null) return slug2;
  const category2 = await blogCategoryBySlug(db, slug2);
  if (!category2)
    throw new BadRequestError(`category_slug: unknown blog category ${slug2}`, "unknown_blog_category");
  return category2.id;
}
async function blogColumns(db, input) {
  const categoryId = await blogCategoryId(db, input.category_slug);
  const columns = {
    title: input.title,
    description: input.description,
    longDescription: input.long_description !== void 0 ? sanitizeRichText(input.long_description) : void 0,
    imageUrl: input.imageURL,
    categoryId,
    seoTitle: input.seo_title,
    seoDescription: input.seo_description,
    postBy: input.postBy,
    status: input.status
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== void 0));
}
async function createBlog(db, author, input) {
  const slug2 = await readableSlug(input.title, (candidate) => blogSlugTaken(db, candidate));
  await insertBlog(db, {
    ...await blogColumns(db, input),
    slug: slug2,
    title: input.title,
    authorId: author.id,
    postBy: input.postBy || author.fullName
  });
  return blogForAdmin(db, slug2);
}
async function changeBlog(db, slug2, input) {
  const record = await requireBlog(db, slug2);
  await updateBlog(db, record.id, await blogColumns(db, input));
  return blogForAdmin(db, slug2);
}
async function removeBlog(db, slug2) {
  const record = await requireBlog(db, slug2);
  await deleteBlog(db, record.id);
  return toBlog(record);
}
function toBlogCategory(record) {
  return { slug: record.slug, name: record.name, status: record.status, blogCount: record.blogCount };
}
async function blogCategoriesForAdmin(db, query) {
  const { items, count: count11 } = await listBlogCategories(db, query);
  return { items: items.map(toBlogCategory), count: count11 };
}
async function requireBlogCategory(db, slug2) {
  const record = await blogCategoryBySlug(db, slug2);
  if (!record) throw new NotFoundError(`Blog category ${slug2} not found`, "blog_category_not_found");
  return record;
}
async function createBlogCategory(db, input) {
  if (await blogCategoryNameTaken(db, input.name)) {
    throw new ConflictError(`A blog category named "${input.name}" exists`, "name_taken");
  }
  const slug2 = await readableSlug(input.name, (candidate) => blogCategorySlugTaken(db, candidate));
  await insertBlogCategory(db, { slug: slug2, name: input.name, status: input.status ?? "active" });
  return toBlogCategory(await requireBlogCategory(db, slug2));
}
async function changeBlogCategory(db, slug2, input) {
  const record = await requireBlogCategory(db, slug2);
  if (input.name !== void 0 && await blogCategoryNameTaken(db, input.name, record.id)) {
    throw new ConflictError(`A blog category named "${input.name}" exists`, "name_taken");
  }
  await updateBlogCategory(db, record.id, {
    ...input.name !== void 0 ? { name: input.name } : {},
    ...input.status !== void 0 ? { status: input.status } : {}
  });
  return toBlogCategory(await requireBlogCategory(db, slug2));
}
async function removeBlogCategory(db, slug2) {
  const record = await requireBlogCategory(db, slug2);
  if (record.blogCount > 0) {
    throw new ConflictError(
      `Blog category ${record.name} has ${record.blogCount} post(s); deactivate it instead`,
      "in_use"
    );
  }
  await deleteBlogCategory(db, record.id);
  return toBlogCategory(record);
}

// src/modules/admin/admin-coupons.repository.ts
import { count as count9, desc as desc12, eq as eq20, ilike as ilike6, or as or8, sql as sql26 } from "drizzle-orm";
async function listCoupons(db, query) {
  const pattern = query.search ? likePattern2(query.search) : void 0;
  const where = whereAll([
    pattern ? or8(ilike6(coupons.code, pattern), ilike6(coupons.name, pattern)) : void 0,
    query.status ? eq20(coupons.status, query.status) : void 0
  ]);
  const items = await db.select(couponFields).from(coupons).leftJoin(sellers, eq20(sellers.id, coupons.sellerId)).leftJoin(users, eq20(users.id, sellers.userId)).where(where).orderBy(desc12(coupons.createdAt), desc12(coupons.id)).limit(query.limit).offset(query.offset);
  const [total] = await db.select({ count: count9() }).from(coupons).where(where);
  return { items, count: total?.count ?? 0 };
}
async function insertCoupon(db, values) {
  await db.insert(coupons).values(values);
}
async function updateCoupon(db, id, changes) {
  if (Object.keys(changes).length > 0) await db.update(coupons).set(changes).where(eq20(coupons.id, id));
}
async function deleteCoupon(db, id) {
  await db.delete(coupons).where(eq20(coupons.id, id));
}
async function redemptionsOf(db, couponId) {
  const [row] = await db.select({ count: count9() }).from(couponRedemptions).where(eq20(couponRedemptions.couponId, couponId));
  return row?.count ?? 0;
}
async function sellerIdBySlug(db, slug2) {
  const [row] = await db.select({ id: sellers.id }).from(sellers).innerJoin(users, eq20(users.id, sellers.userId)).where(or8(eq20(sellers.shopSlug, slug2), eq20(users.slug, slug2))).limit(1);
  return row?.id;
}
async function couponCodeTaken(db, code) {
  const [row] = await db.select({ id: coupons.id }).from(coupons).where(sql26`upper(${coupons.code}) = upper(${code})`).limit(1);
  return Boolean(row);
}

// src/modules/admin/admin-coupons.service.ts
async function couponsForAdmin(db, query) {
  const { items, count: count11 } = await listCoupons(db, query);
  return { items: items.map(toCoupon), count: count11 };
}
async function requireCoupon(db, code) {
  const record = await couponByCode(db, code);
  if (!record) throw new NotFoundError(`Coupon ${code} not found`, "coupon_not_found");
  return record;
}
async function couponForAdmin(db, code) {
  return toCoupon(await requireCoupon(db, code));
}
function discountColumns(discount) {
  if (discount.role === "percent") {
    if (!Number.isInteger(discount.value) || discount.value < 1 || discount.value > 100) {
      throw new BadRequestError(
        "discount.value: a percent discount is a whole number from 1 to 100",
        "invalid_discount"
      );
    }
    return { discountKind: "percent", discountValue: discount.value };
  }
  const cents2 = toCents(discount.value);
  if (cents2 < 1)
    throw new BadRequestError("discount.value: an amount discount is at least $0.01", "invalid_discount");
  return { discountKind: "amount", discountValue: cents2 };
}
function checkWindow(startsAt, expiresAt) {
  if (expiresAt <= startsAt) {
    throw new BadRequestError("expired_date must be after starts_at", "invalid_validity_window");
  }
}
async function createCoupon(db, input) {
  if (await couponCodeTaken(db, input.code)) {
    throw new ConflictError(`Coupon code ${input.code} exists`, "coupon_code_taken");
  }
  const startsAt = input.starts_at ? new Date(input.starts_at) : /* @__PURE__ */ new Date();
  const expiresAt = new Date(input.expired_date);
  checkWindow(startsAt, expiresAt);
  let sellerId = null;
  if (input.seller_slug) {
    const id = await sellerIdBySlug(db, input.seller_slug);
    if (id === void 0)
      throw new BadRequestError(`seller_slug: unknown shop ${input.seller_slug}`, "unknown_seller");
    sellerId = id;
  }
  await insertCoupon(db, {
    code: input.code,
    name: input.name,
    ...discountColumns(input.discount),
    minimumPurchaseCents: toCents(input.minimum_purchase),
    startsAt,
    expiresAt,
    itemsNumber: input.items_number,
    perUserLimit: input.per_user_limit === void 0 ? 1 : input.per_user_limit,
    sellerId,
    status: input.status ?? "active"
  });
  return couponForAdmin(db, input.code);
}
async function changeCoupon(db, code, input) {
  const record = await requireCoupon(db, code);
  const startsAt = input.starts_at ? new Date(input.starts_at) : record.startsAt;
  const expiresAt = input.expired_date ? new Date(input.expired_date) : record.expiresAt;
  checkWindow(startsAt, expiresAt);
  if (input.items_number !== void 0 && input.items_number < record.applyQty) {
    throw new BadRequestError(
      `items_number: ${record.applyQty} uses are already taken; allow at least that many`,
      "invalid_items_number"
    );
  }
  await updateCoupon(db, record.id, {
    ...input.name !== void 0 ? { name: input.name } : {},
    ...input.discount !== void 0 ? discountColumns(input.discount) : {},
    ...input.minimum_purchase !== void 0 ? { minimumPurchaseCents: toCents(input.minimum_purchase) } : {},
    ...input.starts_at !== void 0 ? { startsAt } : {},
    ...input.expired_date !== void 0 ? { expiresAt } : {},
    ...input.items_number !== void 0 ? { itemsNumber: input.items_number } : {},
    ...input.per_user_limit !== void 0 ? { perUserLimit: input.per_user_limit } : {},
    ...input.status !== void 0 ? { status: input.status } : {}
  });
  return couponForAdmin(db, record.code);
}
async function removeCoupon(db, code) {
  const record = await requireCoupon(db, code);
  const used = await redemptionsOf(db, record.id);
  if (used > 0) {
    throw new ConflictError(
      `Coupon ${record.code} was used ${used} time(s); deactivate it instead`,
      "in_use"
    );
  }
  await deleteCoupon(db, record.id);
  return toCoupon(record);
}

// src/modules/admin/admin-publishing.routes.ts
async function adminPublishingRoutes(app) {
  const r = app.withTypeProvider();
  const db = app.db;
  const listQuery2 = z11.object({ search: searchQuery, status: statusFilter, ...pageQuery });
  r.get(
    "/api/admin/blogs",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Blog posts (every status), newest first",
        querystring: listQuery2.extend({
          category: z11.preprocess(
            (value) => value === "" ? void 0 : value,
            z11.string().max(200).optional()
          )
        }),
        response: { 200: pageOf(adminBlog), ...dashboardErrors }
      }
    },
    async (request) => {
      const { search, status, category: category2, page, limit } = request.query;
      const result = await blogsForAdmin(db, {
        ...search ? { search } : {},
        ...status ? { status } : {},
        ...category2 ? { categorySlug: category2 } : {},
        ...pageBounds(page, limit)
      });
      return { ...result, page, limit };
    }
  );
  r.get(
    "/api/admin/blogs/:slug",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "One blog post",
        params: slugParams,
        response: { 200: adminBlog, ...dashboardErrors }
      }
    },
    async (request) => blogForAdmin(db, request.params.slug)
  );
  r.post(
    "/api/admin/blogs",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Write a blog post",
        description: "`long_description` is HTML; only p, ul, ol, li, strong, em, h3, br and a[href http(s)] are kept. `postBy` defaults to the admin\u2019s name.",
        body: blogCreateBody,
        response: { 201: adminBlog, ...dashboardErrors }
      }
    },
    async (request, reply) => reply.code(201).send(await createBlog(db, adminOf(request), request.body))
  );
  r.patch(
    "/api/admin/blogs/:slug",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Edit a blog post",
        params: slugParams,
        body: blogUpdateBody,
        response: { 200: adminBlog, ...dashboardErrors }
      }
    },
    async (request) => changeBlog(db, request.params.slug, request.body)
  );
  r.delete(
    "/api/admin/blogs/:slug",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Delete a blog post (and its comments)",
        params: slugParams,
        response: { 200: adminBlog, ...dashboardErrors }
      }
    },
    async (request) => removeBlog(db, request.params.slug)
  );
  r.get(
    "/api/admin/blog-categories",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Blog categories (every status)",
        querystring: listQuery2,
        response: { 200: pageOf(adminBlogCategory), ...dashboardErrors }
      }
    },
    async (request) => {
      const { search, status, page, limit } = request.query;
      const result = await blogCategoriesForAdmin(db, {
        ...search ? { search } : {},
        ...status ? { status } : {},
        ...pageBounds(page, limit)
      });
      return { ...result, page, limit };
    }
  );
  r.post(
    "/api/admin/blog-categories",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Create a blog category",
        body: blogCategoryCreateBody,
        response: { 201: adminBlogCategory, ...dashboardErrors }
      }
    },
    async (request, reply) => reply.code(201).send(await createBlogCategory(db, request.body))
  );
  r.patch(
    "/api/admin/blog-categories/:slug",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Rename or (de)activate a blog category",
        params: slugParams,
        body: blogCategoryUpdateBody,
        response: { 200: adminBlogCategory, ...dashboardErrors }
      }
    },
    async (request) => changeBlogCategory(db, request.params.slug, request.body)
  );
  r.delete(
    "/api/admin/blog-categories/:slug",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Delete an empty blog category",
        params: slugParams,
        response: { 200: adminBlogCategory, ...dashboardErrors }
      }
    },
    async (request) => removeBlogCategory(db, request.params.slug)
  );
  const codeParams = z11.object({ code: z11.string().min(1).max(100) });
  r.get(
    "/api/admin/coupons",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Coupons, newest first",
        querystring: listQuery2,
        response: { 200: pageOf(adminCoupon), ...dashboardErrors }
      }
    },
    async (request) => {
      const { search, status, page, limit } = request.query;
      const result = await couponsForAdmin(db, {
        ...search ? { search } : {},
        ...status ? { status } : {},
        ...pageBounds(page, limit)
      });
      return { ...result, page, limit };
    }
  );
  r.get(
    "/api/admin/coupons/:code",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "One coupon",
        params: codeParams,
        response: { 200: adminCoupon, ...dashboardErrors }
      }
    },
    async (request) => couponForAdmin(db, request.params.code)
  );
  r.post(
    "/api/admin/coupons",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Create a coupon",
        description: "Code unique ignoring case (409 `coupon_code_taken`); `discount.value` in dollars for `amount`, whole percent for `percent`; `per_user_limit` defaults to 1; `seller_slug` limits it to one shop\u2019s lines.",
        body: couponCreateBody,
        response: { 201: adminCoupon, ...dashboardErrors }
      }
    },
    async (request, reply) => reply.code(201).send(await createCoupon(db, request.body))
  );
  r.patch(
    "/api/admin/coupons/:code",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Edit a coupon",
        params: codeParams,
        body: couponUpdateBody,
        response: { 200: adminCoupon, ...dashboardErrors }
      }
    },
    async (request) => changeCoupon(db, request.params.code, request.body)
  );
  r.delete(
    "/api/admin/coupons/:code",
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        summary: "Delete an unused coupon",
        description: "409 `in_use` once redeemed: deactivate it instead.",
        params: codeParams,
        response: { 200: adminCoupon, ...dashboardErrors }
      }
    },
    async (request) => removeCoupon(db, request.params.code)
  );
}

// src/modules/admin/admin.routes.ts
async function adminRoutes(app, options) {
  app.addHook("onRequest", adminOnly);
  const r = app.withTypeProvider();
  const tags13 = adminTags;
  const security2 = adminSecurity;
  r.get(
    "/api/admin/overview",
    {
      schema: {
        tags: tags13,
        security: security2,
        summary: "Dashboard figures",
        description: "Sales (orders not cancelled; delivered; last 30 days), orders by status, new customers in the last 30 days, pending seller applications, products waiting for approval, open reports.",
        response: { 200: overviewResponse, ...dashboardErrors }
      }
    },
    async () => overview(app.db)
  );
  r.get(
    "/api/admin/seller-applications",
    {
      schema: {
        tags: tags13,
        security: security2,
        summary: "Seller applications, oldest first",
        querystring: z12.object({
          status: z12.preprocess(
            (value) => value === "" ? void 0 : value,
            applicationStatusSchema.optional()
          ),
          search: searchQuery,
          ...pageQuery
        }),
        response: { 200: pageOf(applicationResponse), ...dashboardErrors }
      }
    },
    async (request) => {
      const { status, search, page, limit } = request.query;
      const result = await listApplicationsForAdmin(app.db, {
        ...status ? { status } : {},
        ...search ? { search } : {},
        ...pageBounds(page, limit)
      });
      return { ...result, page, limit };
    }
  );
  r.get(
    "/api/admin/seller-applications/:slug",
    {
      schema: {
        tags: tags13,
        security: security2,
        summary: "One seller application",
        params: slugParams,
        response: { 200: applicationResponse, ...dashboardErrors }
      }
    },
    async (request) => applicationForAdmin(app.db, request.params.slug)
  );
  const decisionDeps = (request) => ({
    db: app.db,
    mailer: app.mailer,
    siteUrl: siteUrlOf(request, options.env),
    log: request.log
  });
  r.post(
    "/api/admin/seller-applications/:slug/approve",
    {
      schema: {
        tags: tags13,
        security: security2,
        summary: "Approve a pending application",
        description: "In one transaction: creates the shop (the `sellers` row, with the application\u2019s details), makes the applicant a seller, records the decision. Then e-mails the applicant. 409 when already decided or when the applicant already has a shop.",
        params: slugParams,
        body: approveBody.nullish(),
        response: { 200: applicationResponse, ...dashboardErrors }
      }
    },
    async (request) => approveApplication(decisionDeps(request), adminOf(request), request.params.slug, request.body?.note)
  );
  r.post(
    "/api/admin/seller-applications/:slug/reject",
    {
      schema: {
        tags: tags13,
        security: security2,
        summary: "Reject a pending application with a reason",
        description: "The reason is stored, shown to the applicant and e-mailed. 409 when already decided.",
        params: slugParams,
        body: rejectBody,
        response: { 200: applicationResponse, ...dashboardErrors }
      }
    },
    async (request) => rejectApplication(decisionDeps(request), adminOf(request), request.params.slug, request.body.reason)
  );
  r.get(
    "/api/admin/users",
    {
      schema: {
        tags: tags13,
        security: security2,
        summary: "Users, newest first",
        description: "`search` matches the name or e-mail (part) or the slug (whole).",
        querystring: z12.object({ search: searchQuery, ...userListQuery, ...pageQuery }),
        response: { 200: pageOf(adminUser), ...dashboardErrors }
      }
    },
    async (request) => {
      const { search, role, status, page, limit } = request.query;
      const result = await usersForAdmin(app.db, {
        ...search ? { search } : {},
        ...role ? { role } : {},
        ...status ? { status } : {},
        ...pageBounds(page, limit)
      });
      return { ...result, page, limit };
    }
  );
  r.get(
    "/api/admin/users/:slug",
    {
      schema: {
        tags: tags13,
        security: security2,
        summary: "One user",
        params: slugParams,
        response: { 200: adminUser, ...dashboardErrors }
      }
    },
    async (request) => userForAdmin(app.db, request.params.slug)
  );
  const endSessions = async (userId) => {
    const context = await app.auth.$context;
    await context.internalAdapter.deleteUserSessions(userId);
  };
  for (const [action, status] of [
    ["deactivate", "inactive"],
    ["reactivate", "active"]
  ]) {
    r.post(
      `/api/admin/users/:slug/${action}`,
      {
        schema: {
          tags: tags13,
          security: security2,
          summary: action === "deactivate" ? "Deactivate a user and end all their sessions" : "Reactivate a user",
          description: action === "deactivate" ? "The account is signed out everywhere at once and cannot sign in; a seller\u2019s shop and products disappear from the storefront. An admin cannot deactivate themself (409)." : "The user may sign in again.",
          params: slugParams,
          response: { 200: adminUser, ...dashboardErrors }
        }
      },
      async (request) => changeUserStatus({ db: app.db, endSessions }, adminOf(request), request.params.slug, status)
    );
  }
  r.get(
    "/api/admin/settings",
    {
      schema: {
        tags: tags13,
        security: security2,
        summary: "Marketplace settings",
        response: { 200: settingsResponse, ...dashboardErrors }
      }
    },
    async () => settings(app.db)
  );
  r.patch(
    "/api/admin/settings",
    {
      schema: {
        tags: tags13,
        security: security2,
        summary: "Change the commission rate or product auto-approval",
        body: settingsUpdateBody,
        response: { 200: settingsResponse, ...dashboardErrors }
      }
    },
    async (request) => changeSettings(app.db, request.body)
  );
  await app.register(adminCatalogueRoutes, { env: options.env });
  await app.register(adminOrderRoutes);
  await app.register(adminContentRoutes);
  await app.register(adminPublishingRoutes);
  await app.register(adminModerationRoutes);
}

// src/modules/blog-comments/blog-comments.repository.ts
async function insertComment(db, values) {
  const [row] = await db.insert(blogComments).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

// src/modules/blog-comments/blog-comments.service.ts
async function commentOnBlog(db, author, body) {
  const blogId = await activeBlogIdBySlug(db, body.blogSlug);
  if (blogId === void 0) throw new NotFoundError(`Blog ${body.blogSlug} not found`, "blog_not_found");
  const row = await insertComment(db, { blogId, userId: author.id, comment: body.comment });
  return {
    slug: row.slug,
    blogSlug: body.blogSlug,
    userSlug: author.slug,
    name: author.displayName || author.fullName,
    avatar: author.avatar,
    comment: row.comment,
    status: row.status,
    createdAt: row.createdAt.toISOString()
  };
}

// src/modules/blog-comments/blog-comments.routes.ts
async function blogCommentRoutes(app) {
  app.withTypeProvider().post(
    "/api/blog-comments",
    {
      preValidation: signedInOnly,
      schema: {
        tags: ["blogs"],
        security: sessionSecurity,
        summary: "Comment on a blog post",
        description: "`comment` is plain text, 1 to 2000 characters after trimming, stored as typed (markup is not interpreted; render it escaped). Name and avatar come from the session. Sign-in required (401); unknown or inactive post 404.",
        body: blogCommentBody,
        response: { 201: blogCommentSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema }
      }
    },
    async (request, reply) => {
      const author = await requireUser(request);
      return reply.code(201).send(await commentOnBlog(app.db, author, request.body));
    }
  );
}

// src/modules/blogs/blogs.routes.ts
import { z as z13 } from "zod";

// src/modules/blogs/blogs.service.ts
var LATEST_BLOGS = 4;
function toBlog2(record) {
  return {
    slug: record.slug,
    title: record.title,
    description: record.description,
    long_description: record.longDescription,
    imageURL: record.imageUrl,
    category: record.categoryName,
    category_slug: record.categorySlug,
    seo_title: record.seoTitle,
    seo_description: record.seoDescription,
    postBy: record.postBy,
    status: record.status,
    createdAt: record.createdAt.toISOString()
  };
}
async function blogList(db, page) {
  const bounds = pageBounds(page.page, page.limit);
  const [all, latest, count11] = await Promise.all([
    activeBlogs(db, bounds),
    bounds.offset === 0 && bounds.limit >= LATEST_BLOGS ? null : activeBlogs(db, { offset: 0, limit: LATEST_BLOGS }),
    countActiveBlogs(db)
  ]);
  const allBlogs = all.map(toBlog2);
  return { allBlogs, latestBlogs: latest ? latest.map(toBlog2) : allBlogs.slice(0, LATEST_BLOGS), count: count11 };
}
async function blogBySlug2(db, slug2) {
  const record = await activeBlogBySlug(db, slug2);
  if (!record) throw new NotFoundError(`Blog ${slug2} not found`, "blog_not_found");
  return toBlog2(record);
}
async function blogsOfCategory(db, category2, page) {
  return (await activeBlogsOfCategory(db, category2, pageBounds(page.page, page.limit))).map(toBlog2);
}
async function blogCategoryList(db) {
  return activeBlogCategories(db);
}
async function commentsOfBlog(db, blogSlug, page) {
  const blogId = await activeBlogIdBySlug(db, blogSlug);
  if (blogId === void 0) throw new NotFoundError(`Blog ${blogSlug} not found`, "blog_not_found");
  const rows = await activeCommentsOfBlog(db, blogId, pageBounds(page.page, page.limit));
  return rows.map((row) => ({
    slug: row.slug,
    blogSlug,
    userSlug: row.userSlug,
    name: row.displayName || row.fullName || row.name,
    avatar: row.avatar,
    comment: row.comment,
    status: row.status,
    createdAt: row.createdAt.toISOString()
  }));
}

// src/modules/blogs/blogs.routes.ts
var tags2 = ["blogs"];
var idParams = z13.object({ id: z13.string().min(1).max(200) });
var pageQuery2 = z13.object(pageQueryShape);
async function blogRoutes(app) {
  const r = app.withTypeProvider();
  r.get(
    "/api/blogs",
    {
      schema: {
        tags: tags2,
        summary: "Active blog posts",
        description: "`allBlogs` is one page (`page`, `limit`), newest first; `latestBlogs` the newest 4; `count` all active posts.",
        querystring: pageQuery2,
        response: { 200: blogListSchema, 400: apiErrorSchema }
      }
    },
    async (request) => blogList(app.db, request.query)
  );
  r.get(
    "/api/blogs/category",
    {
      schema: {
        tags: tags2,
        summary: "Active posts of one blog category",
        description: "`category` is the category slug or its name (any case); an unknown category gives [].",
        querystring: z13.object({ category: z13.string().trim().min(1).max(200), ...pageQueryShape }),
        response: { 200: z13.array(blogSchema), 400: apiErrorSchema }
      }
    },
    async (request) => blogsOfCategory(app.db, request.query.category, request.query)
  );
  r.get(
    "/api/blogs/:id",
    {
      schema: {
        tags: tags2,
        summary: "One active blog post",
        description: "`{id}` is the post slug. Unknown or inactive: 404.",
        params: idParams,
        response: { 200: blogSchema, 404: apiErrorSchema }
      }
    },
    async (request) => blogBySlug2(app.db, request.params.id)
  );
  r.get(
    "/api/blogcategories/for-blog",
    {
      schema: { tags: tags2, summary: "Active blog categories", response: { 200: z13.array(blogCategorySchema) } }
    },
    async () => blogCategoryList(app.db)
  );
  r.get(
    "/api/blog-comments/single-blog/:id",
    {
      schema: {
        tags: tags2,
        summary: "Active comments of a post, newest first",
        description: "`{id}` is the post slug; unknown or inactive post: 404. Comments are plain text.",
        params: idParams,
        querystring: pageQuery2,
        response: { 200: z13.array(blogCommentSchema), 400: apiErrorSchema, 404: apiErrorSchema }
      }
    },
    async (request) => commentsOfBlog(app.db, request.params.id, request.query)
  );
}

// src/modules/cart/cart.routes.ts
import { z as z14 } from "zod";
var tags3 = ["cart"];
var slugParam2 = z14.string().trim().min(1).max(200);
var errors2 = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema
};
var identity = "`user_slug` must be the signed-in user (admins may name anyone): no session 401, someone else 403 and nothing changes.";
async function cartRoutes(app) {
  const r = app.withTypeProvider();
  r.get(
    "/api/cart",
    {
      preValidation: signedInOnly,
      schema: {
        tags: tags3,
        security: sessionSecurity,
        summary: "The user's cart",
        description: `CartItem = the Product plus \`cart_slug\` and \`quantity\`, oldest line first; lines of products no longer visible are left out. ${identity}`,
        querystring: z14.strictObject({ user_slug: slugParam2 }),
        response: { 200: z14.array(cartItemSchema), ...errors2 }
      }
    },
    async (request, reply) => {
      const shopper = await shopperFor(request, request.query.user_slug);
      reply.header("cache-control", "private, no-store");
      return cartItemsOf(app.db, shopper.id);
    }
  );
  r.post(
    "/api/cart",
    {
      preValidation: signedInOnly,
      schema: {
        tags: tags3,
        security: sessionSecurity,
        summary: "Add a product to the cart",
        description: `Adds \`quantity\` units (default 1) of a visible product: 201 with the new line, or 200 with the existing line raised by \`quantity\`. \`quantity\` is a whole number from 1 (0, -1, 1.5, "1" and huge numbers are 400); more than the stock (counting what is already in the cart) is 409 naming the product; an unknown or hidden product 404. ${identity}`,
        body: cartAddBody,
        response: { 200: cartItemSchema, 201: cartItemSchema, ...errors2 }
      }
    },
    async (request, reply) => {
      const shopper = await shopperFor(request, request.body.user_slug);
      const { item, created } = await addToCart(
        app.db,
        shopper,
        request.body.product_slug,
        request.body.quantity ?? 1
      );
      return reply.code(created ? 201 : 200).send(item);
    }
  );
  r.patch(
    "/api/cart",
    {
      preValidation: signedInOnly,
      schema: {
        tags: tags3,
        security: sessionSecurity,
        summary: "Set a cart line's quantity",
        description: "Replaces the quantity of the line `cart_slug`: a whole number from 1 to the stock (400 when not a whole number of at least 1, 409 above the stock). Only the owner of the line (or an admin): someone else 403, unknown line 404.",
        querystring: z14.strictObject({ cart_slug: slugParam2 }),
        body: cartQuantityBody,
        response: { 200: cartItemSchema, ...errors2 }
      }
    },
    async (request) => {
      const viewer = await requireUser(request);
      return setCartQuantity(app.db, viewer, request.query.cart_slug, request.body.quantity);
    }
  );
  r.delete(
    "/api/cart",
    {
      preValidation: signedInOnly,
      schema: {
        tags: tags3,
        security: sessionSecurity,
        summary: "Remove a product from the cart",
        description: `Answers the removed CartItem, or 404 when the product is not in the cart. ${identity}`,
        querystring: z14.strictObject({ user_slug: slugParam2, product_slug: slugParam2 }),
        response: { 200: cartItemSchema, ...errors2 }
      }
    },
    async (request) => {
      const shopper = await shopperFor(request, request.query.user_slug);
      return removeFromCart(app.db, shopper, request.query.product_slug);
    }
  );
  r.delete(
    "/api/cart/delete_all/:user",
    {
      preValidation: signedInOnly,
      schema: {
        tags: tags3,
        security: sessionSecurity,
        summary: "Empty the cart",
        description: `\`{user}\` is the user slug. ${identity}`,
        params: z14.object({ user: slugParam2 }),
        response: { 200: deletedCountSchema, ...errors2 }
      }
    },
    async (request) => {
      const shopper = await shopperFor(request, request.params.user);
      return clearCart(app.db, shopper);
    }
  );
  r.post(
    "/api/cart/merge",
    {
      preValidation: signedInOnly,
      schema: {
        tags: tags3,
        security: sessionSecurity,
        summary: "Merge a visitor's browser cart at sign-in",
        description: `Adds each \`{ product_slug, quantity }\` to the signed-in user's cart: quantities add up to what is already there, capped by the stock (\`capped: true\`). Unknown or hidden products (\`not_found\`) and products out of stock (\`out_of_stock\`) are skipped and listed in \`skipped\`; the call still succeeds. Answers the whole cart after the merge. ${identity}`,
        body: cartMergeBody,
        response: { 200: cartMergeSchema, ...errors2 }
      }
    },
    async (request) => {
      const shopper = await shopperFor(request, request.body.user_slug);
      return mergeCart(app.db, shopper, request.body.items);
    }
  );
}

// src/modules/catalogue/catalogue.routes.ts
import { z as z15 } from "zod";
var tags4 = ["catalogue"];
async function catalogueRoutes(app) {
  const r = app.withTypeProvider();
  r.get(
    "/api/wo-user",
    {
      schema: {
        tags: tags4,
        summary: "Site data for a signed-out visitor",
        description: "Active categories, brands and sub-categories (of active categories).",
        response: { 200: siteDataSchema }
      }
    },
    async () => siteData(app.db)
  );
  r.get(
    "/api/with-user/:user",
    {
      schema: {
        tags: tags4,
        summary: "Site data for the signed-in user",
        description: "The same as `/wo-user` plus the user, their cart and wishlist (lines of products that are no longer visible are left out). `{user}` must be the signed-in user (admins may name anyone): no session 401, someone else 403.",
        security: [{ cookieAuth: [] }, { bearerAuth: [] }],
        params: z15.object({ user: z15.string().min(1).max(200) }),
        response: {
          200: siteDataWithUserSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema
        }
      }
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const viewer = await resolveSessionUser(request);
      return siteDataWithUser(app.db, viewer, request.params.user);
    }
  );
  r.get(
    "/api/categories",
    {
      schema: { tags: tags4, summary: "Active categories, by name", response: { 200: z15.array(categorySchema) } }
    },
    async () => categoryList(app.db)
  );
  r.get(
    "/api/sub-categories",
    {
      schema: {
        tags: tags4,
        summary: "Active sub-categories of active categories",
        response: { 200: z15.array(subCategorySchema) }
      }
    },
    async () => subCategoryList(app.db)
  );
  r.get(
    "/api/brands/allbrands",
    { schema: { tags: tags4, summary: "Active brands, by name", response: { 200: z15.array(brandSchema) } } },
    async () => brandList(app.db)
  );
}

// ../../packages/shared/src/contact.contract.ts
import { z as z16 } from "zod";
var contactFieldMessages = {
  name: "Please enter your name.",
  email: "Please enter a valid email address.",
  subject: "Please keep the subject under 150 characters.",
  message: "Please write a message of at least 10 characters.",
  messageTooLong: "Please keep your message under 5000 characters."
};
var CONTACT_MESSAGE_MIN = 10;
var CONTACT_MESSAGE_MAX = 5e3;
var contactMessageSchema = z16.object({
  name: z16.string().trim().min(1, contactFieldMessages.name).max(100, contactFieldMessages.name),
  email: z16.string().trim().max(254, contactFieldMessages.email).pipe(z16.email(contactFieldMessages.email)),
  subject: z16.string().trim().max(150, contactFieldMessages.subject).optional(),
  message: z16.string().trim().min(CONTACT_MESSAGE_MIN, contactFieldMessages.message).max(CONTACT_MESSAGE_MAX, contactFieldMessages.messageTooLong)
});
var contactReceiptSchema = z16.object({
  slug: z16.string(),
  message: z16.string(),
  createdAt: z16.string()
});
var contactThanks = "Thank you! Your message has been sent. We reply within one business day.";

// src/modules/contact/contact.repository.ts
async function insertContactMessage(db, row) {
  const [stored] = await db.insert(contactMessages).values(row).returning({ slug: contactMessages.slug, createdAt: contactMessages.createdAt });
  if (!stored) throw new Error("contact message insert returned no row");
  return stored;
}

// src/modules/contact/contact.service.ts
async function storeContactMessage(db, input, senderId) {
  const stored = await insertContactMessage(db, {
    name: input.name,
    email: input.email,
    subject: input.subject ?? "",
    message: input.message,
    userId: senderId
  });
  return { slug: stored.slug, message: contactThanks, createdAt: stored.createdAt.toISOString() };
}

// src/modules/contact/contact.routes.ts
var CONTACT_LIMIT = { max: 10, minutes: 60 };
async function contactRoutes(app) {
  const limiter = app.createRateLimit({
    max: CONTACT_LIMIT.max,
    timeWindow: CONTACT_LIMIT.minutes * 6e4,
    keyGenerator: (request) => `contact:${request.ip}`
  });
  app.withTypeProvider().post(
    "/api/contact",
    {
      schema: {
        tags: ["contact"],
        summary: "Send a message from the contact page",
        description: `Anyone may write; a signed-in sender is linked to the message. Validation errors name the field (\`body.email: \u2026\`). At most ${CONTACT_LIMIT.max} messages per client address per ${CONTACT_LIMIT.minutes} minutes (429 \`rate_limited\`).`,
        body: contactMessageSchema,
        response: { 201: contactReceiptSchema, 400: apiErrorSchema, 429: apiErrorSchema }
      }
    },
    async (request, reply) => {
      const limit = await limiter(request);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header("retry-after", String(Math.max(1, limit.ttlInSeconds)));
        throw new TooManyRequestsError("Too many messages sent. Please wait a while and try again.");
      }
      const sender = await resolveSessionUser(request);
      const receipt = await storeContactMessage(app.db, request.body, sender?.id ?? null);
      return reply.code(201).send(receipt);
    }
  );
}

// src/modules/content/content.routes.ts
import { z as z17 } from "zod";

// src/modules/content/content.repository.ts
import { and as and13, asc as asc10, eq as eq21, gt as gt2, inArray as inArray7, or as or9, sql as sql27 } from "drizzle-orm";
function activeSliders(db) {
  return db.select().from(sliders).where(eq21(sliders.status, "active")).orderBy(asc10(sliders.serial), asc10(sliders.id));
}
function activeAdvertisementsByName(db, names2) {
  return db.select().from(advertisements).where(and13(eq21(advertisements.status, "active"), inArray7(advertisements.adName, names2)));
}
async function activeAdvertisement(db, name2) {
  const [row] = await db.select().from(advertisements).where(
    and13(
      eq21(advertisements.status, "active"),
      or9(
        eq21(advertisements.adName, name2),
        sql27`lower(${advertisements.adName}) = lower(${name2})`,
        eq21(advertisements.slug, name2)
      )
    )
  ).orderBy(sql27`(${advertisements.adName} = ${name2}) desc`).limit(1);
  return row;
}
var entryCategoryFields = { ...categoryFields2 };
async function megaMenu(db, where) {
  const entries = await db.select({ id: megaMenuEntries.id, slug: megaMenuEntries.slug, category: entryCategoryFields }).from(megaMenuEntries).innerJoin(categories, eq21(categories.id, megaMenuEntries.categoryId)).where(and13(eq21(megaMenuEntries.status, "active"), eq21(categories.status, "active"), where)).orderBy(asc10(megaMenuEntries.serial), asc10(megaMenuEntries.id));
  if (entries.length === 0) return [];
  const subs = await db.select({
    entryId: megaMenuSubCategories.megaMenuEntryId,
    slug: subCategories.slug,
    name: subCategories.name,
    catSlug: categories.slug,
    status: subCategories.status
  }).from(megaMenuSubCategories).innerJoin(subCategories, eq21(subCategories.id, megaMenuSubCategories.subCategoryId)).innerJoin(categories, eq21(categories.id, subCategories.categoryId)).where(
    and13(
      inArray7(
        megaMenuSubCategories.megaMenuEntryId,
        entries.map((entry3) => entry3.id)
      ),
      eq21(subCategories.status, "active")
    )
  ).orderBy(asc10(megaMenuSubCategories.serial), asc10(subCategories.name));
  return entries.map((entry3) => ({
    slug: entry3.slug,
    category: entry3.category,
    subCategories: subs.filter((sub) => sub.entryId === entry3.id)
  }));
}
function megaMenuEntryCondition(id) {
  return or9(eq21(megaMenuEntries.slug, id), eq21(categories.slug, id));
}
function categoryEntries(db, table) {
  return db.select({
    slug: table.slug,
    serial: table.serial,
    status: table.status,
    category: entryCategoryFields
  }).from(table).innerJoin(categories, eq21(categories.id, table.categoryId)).where(and13(eq21(table.status, "active"), eq21(categories.status, "active"))).orderBy(asc10(table.serial), asc10(table.id));
}
var featuredCategoryTable = featuredCategories;
var popularCategoryTable = popularCategories;
async function runningFlashSale(db, now) {
  const [row] = await db.select().from(flashSales).where(and13(eq21(flashSales.status, "active"), gt2(flashSales.endsAt, now))).limit(1);
  return row;
}
async function runningFlashSaleBySlug(db, slug2, now) {
  const [row] = await db.select().from(flashSales).where(and13(eq21(flashSales.slug, slug2), eq21(flashSales.status, "active"), gt2(flashSales.endsAt, now))).limit(1);
  return row;
}
var FLASH_SALE_ITEMS_MAX = 100;
async function flashSaleItemsOf(db, flashSaleId) {
  const items = await db.select({
    slug: flashSaleItems.slug,
    status: flashSaleItems.status,
    salePriceCents: flashSaleItems.salePriceCents,
    productId: flashSaleItems.productId
  }).from(flashSaleItems).where(and13(eq21(flashSaleItems.flashSaleId, flashSaleId), eq21(flashSaleItems.status, "active"))).orderBy(asc10(flashSaleItems.id)).limit(FLASH_SALE_ITEMS_MAX);
  const products2 = new Map(
    (await visibleProductsByIds(
      db,
      items.map((item) => item.productId)
    )).map((product) => [product.id, product])
  );
  return items.flatMap((item) => {
    const product = products2.get(item.productId);
    return product ? [{ ...item, product }] : [];
  });
}

// src/modules/content/content.service.ts
var ACTIVE_SALE_IDS = /* @__PURE__ */ new Set(["flashcontnet", "flashcontent", "active", "current"]);
function toSlider2(row) {
  return {
    slug: row.slug,
    image: row.image,
    badge: row.badge,
    titleOne: row.titleOne,
    titleTWo: row.titleTwo,
    productLink: row.productLink,
    serial: row.serial,
    status: row.status
  };
}
function toAdvertisement2(row) {
  return {
    slug: row.slug,
    adName: row.adName,
    adImage: row.adImage,
    title: row.title,
    title_one: row.titleOne,
    title_two: row.titleTwo,
    badge: row.badge,
    category_link: row.categoryLink,
    status: row.status
  };
}
function toFlashSaleContent(row) {
  return {
    slug: row.slug,
    name: row.name,
    title: row.title,
    offer: row.offer,
    time: row.endsAt.toISOString(),
    imageHome: row.imageHome,
    imageFlash: row.imageFlash,
    status: row.status
  };
}
function toCategoryEntry(row) {
  return {
    slug: row.slug,
    cat_slug: row.category.slug,
    serial: row.serial,
    status: row.status,
    categoriesData: toCategory(row.category)
  };
}
function toMegaMenuEntry(entry3) {
  return {
    slug: entry3.slug,
    categoriesData: toCategory(entry3.category),
    sub_cat_list: entry3.subCategories.map(toSubCategory)
  };
}
async function sliderList(db) {
  return (await activeSliders(db)).map(toSlider2);
}
async function advertisementByName(db, name2) {
  const row = await activeAdvertisement(db, name2);
  if (!row) throw new NotFoundError(`Advertisement ${name2} not found`, "advertisement_not_found");
  return toAdvertisement2(row);
}
async function megaMenuHeader(db) {
  return (await megaMenu(db)).map(toMegaMenuEntry);
}
async function megaMenuEntry(db, id) {
  const [entry3] = await megaMenu(db, megaMenuEntryCondition(id));
  if (!entry3) throw new NotFoundError(`Mega menu entry ${id} not found`, "mega_menu_entry_not_found");
  return toMegaMenuEntry(entry3);
}
async function featuredCategoryList(db) {
  return (await categoryEntries(db, featuredCategoryTable)).map(toCategoryEntry);
}
async function popularCategoryList(db) {
  return (await categoryEntries(db, popularCategoryTable)).map(toCategoryEntry);
}
async function flashSaleItemList(db, now = /* @__PURE__ */ new Date()) {
  const sale = await runningFlashSale(db, now);
  if (!sale) return [];
  const items = await flashSaleItemsOf(db, sale.id);
  return items.map((item) => ({
    slug: item.slug,
    product_slug: item.product.slug,
    status: item.status,
    salePrice: toDollars(item.salePriceCents),
    productsData: toProduct(item.product)
  }));
}
async function flashSaleContent(db, id, now = /* @__PURE__ */ new Date()) {
  const sale = ACTIVE_SALE_IDS.has(id.toLowerCase()) ? await runningFlashSale(db, now) : await runningFlashSaleBySlug(db, id, now);
  if (!sale) throw new NotFoundError("No flash sale is running", "flash_sale_not_found");
  return toFlashSaleContent(sale);
}
async function home(db, now = /* @__PURE__ */ new Date()) {
  const [sliders2, ads, popular, featured, sale] = await Promise.all([
    activeSliders(db),
    activeAdvertisementsByName(db, Object.values(homeAdNames)),
    categoryEntries(db, popularCategoryTable),
    categoryEntries(db, featuredCategoryTable),
    runningFlashSale(db, now)
  ]);
  const ad = (name2) => {
    const row = ads.find((candidate) => candidate.adName === name2);
    return row ? toAdvertisement2(row) : null;
  };
  return {
    sliders: sliders2.map(toSlider2),
    sliderOne: ad(homeAdNames.sliderOne),
    sliderTwo: ad(homeAdNames.sliderTwo),
    popularCategories: popular.map(toCategoryEntry),
    flashSale: sale ? toFlashSaleContent(sale) : null,
    featuredCategories: featured.map(toCategoryEntry),
    adOne: ad(homeAdNames.adOne),
    adTwo: ad(homeAdNames.adTwo)
  };
}

// src/modules/content/content.routes.ts
var tags5 = ["home"];
var idParams2 = z17.object({ id: z17.string().min(1).max(200) });
async function contentRoutes(app) {
  const r = app.withTypeProvider();
  r.get(
    "/api/home",
    {
      schema: {
        tags: tags5,
        summary: "Everything the home page shows above the product rows",
        description: '`sliderOne`/`sliderTwo` are the ads "Slider Banner One/Two", `adOne`/`adTwo` the ads "Homepage Single Banner One/Two"; a missing or inactive ad is null. `flashSale` is the running sale\'s content (its items: `/flash-sale/user`), or null.',
        response: { 200: homeSchema }
      }
    },
    async () => home(app.db)
  );
  r.get(
    "/api/slider",
    { schema: { tags: tags5, summary: "Active sliders by serial", response: { 200: z17.array(sliderSchema) } } },
    async () => sliderList(app.db)
  );
  r.get(
    "/api/advertisements/home/:name",
    {
      schema: {
        tags: tags5,
        summary: "One active advertisement",
        description: "`{name}` is the ad name (e.g. `Slider Banner One`, any case) or its slug. Otherwise 404.",
        params: z17.object({ name: z17.string().min(1).max(200) }),
        response: { 200: advertisementSchema, 404: apiErrorSchema }
      }
    },
    async (request) => advertisementByName(app.db, request.params.name)
  );
  r.get(
    "/api/mega-menu-categories/header",
    {
      schema: {
        tags: tags5,
        summary: "The Trending mega menu",
        description: "Active entries of active categories by serial, each with its active sub-categories.",
        response: { 200: z17.array(megaMenuEntrySchema) }
      }
    },
    async () => megaMenuHeader(app.db)
  );
  r.get(
    "/api/mega-menu-categories/:id",
    {
      schema: {
        tags: tags5,
        summary: "One mega menu entry",
        description: "`{id}` is the entry's slug or its category's slug. Otherwise 404.",
        params: idParams2,
        response: { 200: megaMenuEntrySchema, 404: apiErrorSchema }
      }
    },
    async (request) => megaMenuEntry(app.db, request.params.id)
  );
  r.get(
    "/api/featured-categories",
    {
      schema: {
        tags: tags5,
        summary: "Featured category tiles",
        response: { 200: z17.array(categoryEntrySchema) }
      }
    },
    async () => featuredCategoryList(app.db)
  );
  r.get(
    "/api/popular-categories",
    {
      schema: {
        tags: tags5,
        summary: "Popular category tiles",
        response: { 200: z17.array(categoryEntrySchema) }
      }
    },
    async () => popularCategoryList(app.db)
  );
  r.get(
    "/api/flash-sale/user",
    {
      schema: {
        tags: tags5,
        summary: "Items of the running flash sale",
        description: "Active items (at most 100) of the running sale whose product is visible, each with `productsData`; [] when no sale runs.",
        response: { 200: z17.array(flashSaleItemSchema) }
      }
    },
    async () => flashSaleItemList(app.db)
  );
  r.get(
    "/api/flash-sale/content/:id",
    {
      schema: {
        tags: tags5,
        summary: "The running flash sale",
        description: "`{id}` is `flashcontnet` (as the original client sends it; `flashcontent` works too) for the running sale, or a sale's slug. A sale runs while active and before its end time; otherwise 404.",
        params: idParams2,
        response: { 200: flashSaleContentSchema, 404: apiErrorSchema }
      }
    },
    async (request) => flashSaleContent(app.db, request.params.id)
  );
}

// src/modules/coupons/coupons.routes.ts
async function couponRoutes(app) {
  app.withTypeProvider().get(
    "/api/coupon/apply/couponCode",
    {
      preValidation: signedInOnly,
      schema: {
        tags: ["coupons"],
        security: sessionSecurity,
        summary: "Check a coupon against the cart",
        description: `The Coupon plus \`discountAmount\` when \`code\` (any case) is valid now for the signed-in user. Discount and minimum are judged on the server-side cart (a seller's coupon only on that seller's lines); \`subTotal\` is only used when the cart is empty. Refusals are 400 with the reason in \`message\` and one of these \`code\`s: ${couponRefusalCodes.join(", ")}. Sign-in required (401).`,
        querystring: couponApplyQuery,
        response: {
          200: couponApplySchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema
        }
      }
    },
    async (request, reply) => {
      const shopper = await shopperFor(request, request.query.user_slug);
      reply.header("cache-control", "private, no-store");
      return applyCoupon(app.db, shopper, request.query.code, request.query.subTotal);
    }
  );
}

// src/modules/health/health.routes.ts
import { z as z18 } from "zod";
var healthResponse = z18.object({
  status: z18.enum(["ok", "degraded"]),
  database: z18.object({
    status: z18.enum(["up", "down"]),
    kind: z18.enum(["pglite", "postgres"]),
    latencyMs: z18.number()
  }),
  uptimeSeconds: z18.number()
});
async function healthRoutes(app) {
  app.withTypeProvider().get(
    "/api/health",
    {
      schema: {
        tags: ["system"],
        summary: "Liveness and database reachability",
        response: { 200: healthResponse, 503: healthResponse }
      }
    },
    async (_request, reply) => {
      const started = performance.now();
      let up = true;
      try {
        await app.database.ping();
      } catch {
        up = false;
      }
      const body = {
        status: up ? "ok" : "degraded",
        database: {
          status: up ? "up" : "down",
          kind: app.database.kind,
          latencyMs: Math.round((performance.now() - started) * 100) / 100
        },
        uptimeSeconds: Math.round(process.uptime())
      };
      return reply.code(up ? 200 : 503).header("cache-control", "no-store").send(body);
    }
  );
}

// src/modules/mail/mail.plugin.ts
import fp2 from "fastify-plugin";

// src/modules/mail/mail.service.ts
import nodemailer from "nodemailer";
var DEFAULT_OUTBOX_SIZE = 50;
function createMailer(options) {
  const kept = [];
  const limit = options.outboxSize ?? DEFAULT_OUTBOX_SIZE;
  if (!options.smtpUrl) {
    return {
      mode: "log",
      async send(message) {
        kept.push({ ...message, sentAt: (/* @__PURE__ */ new Date()).toISOString() });
        if (kept.length > limit) kept.splice(0, kept.length - limit);
        options.log.info(
          { mail: { to: message.to, subject: message.subject, link: message.link } },
          `mail (not sent, SMTP_URL unset): ${message.subject}${message.link ? ` \u2014 ${message.link}` : ""}`
        );
      },
      outbox: () => kept,
      async close() {
      }
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    mode: "smtp",
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html
      });
      options.log.info({ mail: { to: message.to, subject: message.subject } }, "mail sent");
    },
    outbox: () => kept,
    async close() {
      transport.close();
    }
  };
}

// src/modules/mail/mail.plugin.ts
async function mailPlugin(app, options) {
  const mailer = options.mailer ?? createMailer({ smtpUrl: options.env.SMTP_URL, from: options.env.MAIL_FROM, log: app.log });
  app.decorate("mailer", mailer);
  app.addHook("onClose", async () => {
    await mailer.close();
  });
}
var mail_plugin_default = fp2(mailPlugin, { name: "mail" });

// src/modules/newsletter/newsletter.repository.ts
import { eq as eq22, sql as sql28 } from "drizzle-orm";
async function insertSubscriber(db, email, userId) {
  const rows = await db.insert(subscribers).values({ email, userId }).onConflictDoNothing().returning({ id: subscribers.id });
  return rows.length > 0;
}
async function subscriberByEmail(db, email) {
  const [row] = await db.select().from(subscribers).where(sql28`lower(${subscribers.email}) = lower(${email})`).limit(1);
  return row;
}
async function reactivate(db, id, userId) {
  await db.update(subscribers).set({ status: "active", userId }).where(eq22(subscribers.id, id));
}

// src/modules/newsletter/newsletter.service.ts
async function subscribe(db, subscriber, email) {
  const created = await insertSubscriber(db, email, subscriber.id);
  let row = await subscriberByEmail(db, email);
  if (row && !created && row.status !== "active") {
    await reactivate(db, row.id, subscriber.id);
    row = await subscriberByEmail(db, email);
  }
  if (!row) throw new Error("subscriber vanished right after it was written");
  return {
    created,
    data: {
      slug: row.slug,
      email: row.email,
      user_slug: subscriber.slug,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      message: messages.subscribed
    }
  };
}

// src/modules/newsletter/newsletter.routes.ts
async function logInFirst(request) {
  if (!await resolveSessionUser(request)) throw new UnauthorizedError(messages.logInFirst, "log_in_first");
}
async function newsletterRoutes(app) {
  app.withTypeProvider().post(
    "/api/subscriber",
    {
      preValidation: logInFirst,
      schema: {
        tags: ["newsletter"],
        security: sessionSecurity,
        summary: "Subscribe to the newsletter",
        description: `Signed-in users only: a visitor gets 401 with \`message\` "${messages.logInFirst}". \`email\` and \`user_slug\` must be the signed-in user's own (admins may name anyone), else 403. 201 on the first subscription, 200 when the e-mail is already subscribed (one row, whatever the case of the address); both with \`message\` "${messages.subscribed}".`,
        body: subscriberBody,
        response: {
          200: subscriberSchema,
          201: subscriberSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema
        }
      }
    },
    async (request, reply) => {
      const subscriber = await shopperFor(request, request.body.user_slug);
      const viewer = await resolveSessionUser(request);
      const ownEmail = request.body.email.toLowerCase() === subscriber.email.toLowerCase();
      if (!ownEmail && viewer?.role !== "admin") {
        throw new ForbiddenError("You can only subscribe your own e-mail address", "forbidden");
      }
      const { data, created } = await subscribe(app.db, subscriber, request.body.email);
      return reply.code(created ? 201 : 200).send(data);
    }
  );
}

// src/modules/orders/orders.routes.ts
import { z as z19 } from "zod";

// src/modules/orders/orders.mail.ts
function lineText(line) {
  const unit = line.offerPrice ?? line.price;
  return `${line.quantity} \xD7 ${line.productName} (${line.shop_name}) at ${formatDollars(unit)}: ${formatDollars(line.lineTotal)}`;
}
function addressText(order) {
  const a = order.address;
  return `Delivery to ${a.name}, ${a.address}, ${a.city}${a.state ? `, ${a.state}` : ""}, ${a.country} (phone ${a.phone}).`;
}
function createOrderMailer(mailer, options = {}) {
  const trackUrl = (slug2) => options.publicUrl ? new URL(`/track_order?order=${encodeURIComponent(slug2)}`, options.publicUrl).toString() : void 0;
  return {
    async orderPlaced(order, recipients) {
      const url = trackUrl(order.slug);
      const buyerMail = renderMail({
        subject: `Your order ${order.slug} is confirmed`,
        greeting: `Hello ${recipients.buyer.name || "there"},`,
        paragraphs: [
          `Thank you for your order ${order.slug}. ${order.payment_method === "cod" ? "You pay cash on delivery." : ""}`.trim(),
          ...order.product_list.map(lineText),
          `Subtotal ${formatDollars(order.subTotal)}, discount ${formatDollars(order.discount)}, shipping ${formatDollars(order.shippingCost)}, total ${formatDollars(order.total)}.`,
          addressText(order)
        ],
        ...url ? { action: { label: "Track your order", url } } : {}
      });
      const sends = [mailer.send({ to: recipients.buyer.email, ...buyerMail })];
      for (const seller2 of recipients.sellers) {
        const lines = order.product_list.filter((line) => line.seller_slug === seller2.sellerSlug);
        if (lines.length === 0) continue;
        const sellerMail = renderMail({
          subject: `New order ${order.slug} for ${seller2.shopName}`,
          greeting: `Hello ${seller2.shopName},`,
          paragraphs: [
            `Order ${order.slug} has ${lines.length === 1 ? "a line" : `${lines.length} lines`} for your shop:`,
            ...lines.map(lineText),
            addressText(order)
          ]
        });
        sends.push(mailer.send({ to: seller2.email, ...sellerMail }));
      }
      const results = await Promise.allSettled(sends);
      const failed = results.find((result) => result.status === "rejected");
      if (failed) throw failed.reason;
    }
  };
}

// src/modules/orders/payment.ts
var cashOnDelivery = {
  method: "cod",
  successMessage: "COD Order successful",
  async start() {
    return { paymentStatus: "pending", transactionId: null };
  }
};
function paymentProvidersFor(_env) {
  return /* @__PURE__ */ new Map([[cashOnDelivery.method, cashOnDelivery]]);
}

// src/modules/orders/orders.routes.ts
var tags6 = ["orders"];
var slugParam3 = z19.string().trim().min(1).max(200);
var errors3 = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema
};
async function orderRoutes(app, options) {
  const r = app.withTypeProvider();
  const deps = {
    db: app.db,
    payments: options.payments ?? paymentProvidersFor(options.env),
    mailer: options.mailer ?? createOrderMailer(app.mailer, { publicUrl: options.env.PUBLIC_URL }),
    log: app.log
  };
  r.post(
    "/api/orders",
    {
      preValidation: signedInOnly,
      schema: {
        tags: tags6,
        security: sessionSecurity,
        summary: "Place an order from the server-side cart",
        description: 'Builds the order from the cart in one transaction: prices (offer and running flash-sale prices), coupon discount, shipping (per seller, $4.99 unless that seller\'s lines reach $50) and total are computed by the server. The body is strict: client prices or totals (`total`, `price`, `discount`, \u2026) are refused with 400, never trusted. Give `address_slug` (a saved address of the buyer) or a one-off `address`. Stock drops atomically and never below zero: 409 "Not enough stock for <product>" when a line cannot be served (nothing is written). Empty cart 400 `cart_empty`; bad coupon 400 with the reason (codes as in the coupon call); `card` is 400 "Card payments are not configured" while no card provider is set up. The cart lines ordered are removed.\n\nSend an `Idempotency-Key` header (any unique string per checkout attempt): a retry with the same key, even concurrent, creates nothing and answers the first order with 200 and `Idempotent-Replayed: true` (whatever its body). `user_slug` must be the signed-in user (admins may name anyone), else 403.',
        headers: z19.looseObject({
          "idempotency-key": z19.string().trim().min(1).max(200).optional()
        }),
        body: createOrderBody,
        response: { 200: orderResponseSchema, 201: orderResponseSchema, ...errors3 }
      }
    },
    async (request, reply) => {
      const actor = await requireUser(request);
      const buyer = await shopperFor(request, request.body.user_slug);
      const { order, replayed, message } = await placeOrder(deps, buyer, actor, {
        addressSlug: request.body.address_slug,
        address: request.body.address,
        paymentMethod: request.body.payment_method,
        couponCode: request.body.coupon_code,
        idempotencyKey: request.headers["idempotency-key"]
      });
      if (replayed) reply.header("idempotent-replayed", "true");
      return reply.code(replayed ? 200 : 201).send({ data: order, message });
    }
  );
  r.get(
    "/api/orders/quote",
    {
      preValidation: signedInOnly,
      schema: {
        tags: tags6,
        security: sessionSecurity,
        summary: "Price the cart as an order would",
        description: "The checkout summary: lines with the unit price that will be charged, per-seller subtotal and shipping, discount of `coupon_code` (400 with the reason when refused), total. Nothing is written. `user_slug` must be the signed-in user (admins may name anyone), else 403.",
        querystring: orderQuoteQuery,
        response: { 200: orderQuoteSchema, ...errors3 }
      }
    },
    async (request, reply) => {
      const shopper = await shopperFor(request, request.query.user_slug);
      reply.header("cache-control", "private, no-store");
      return quoteCheckout(app.db, shopper, request.query.coupon_code);
    }
  );
  r.get(
    "/api/orders/:id",
    {
      preValidation: signedInOnly,
      schema: {
        tags: tags6,
        security: sessionSecurity,
        summary: "One order",
        description: "`{id}` is the order slug. The buyer and admins see the whole order; a seller with lines in it sees only its own lines (amounts cover those lines only, without coupon or shipping). Anyone else gets 404, as for an unknown order.",
        params: z19.object({ id: slugParam3 }),
        response: { 200: orderSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema }
      }
    },
    async (request, reply) => {
      const viewer = await requireUser(request);
      reply.header("cache-control", "private, no-store");
      return orderForViewer(app.db, viewer, request.params.id);
    }
  );
  r.get(
    "/api/orders",
    {
      preValidation: signedInOnly,
      schema: {
        tags: tags6,
        security: sessionSecurity,
        summary: "A user's orders",
        description: "Newest first, optionally of one `order_status`; `page` and `limit` page through them and `count` says how many match. `user_slug` must be the signed-in user (admins may name anyone), else 403.",
        querystring: orderListQuery,
        response: { 200: orderListSchema, ...errors3 }
      }
    },
    async (request, reply) => {
      const shopper = await shopperFor(request, request.query.user_slug);
      reply.header("cache-control", "private, no-store");
      const { data, count: count11 } = await listOrders(app.db, shopper, request.query.order_status, request.query);
      return { data, message: messages.fetchedSuccessfully, count: count11 };
    }
  );
  r.post(
    "/api/orders/:id/cancel",
    {
      preValidation: signedInOnly,
      schema: {
        tags: tags6,
        security: sessionSecurity,
        summary: "Cancel a pending order",
        description: "The buyer (or an admin) cancels an order that is still pending (every line too): the stock of each line returns, the coupon use is given back and the timeline records it. Not pending any more 409 `invalid_status_transition` / `order_not_cancellable`; a seller of one of its lines 403; anyone else 404.",
        params: z19.object({ id: slugParam3 }),
        response: { 200: orderResponseSchema, ...errors3 }
      }
    },
    async (request) => {
      const viewer = await requireUser(request);
      return { data: await cancelOrder(app.db, viewer, request.params.id), message: "Order cancelled" };
    }
  );
}

// src/modules/products/products.routes.ts
import { z as z20 } from "zod";

// src/modules/sellers/sellers.repository.ts
import { and as and14, asc as asc11, desc as desc13, eq as eq23, or as or10, sql as sql29 } from "drizzle-orm";
var sellerFields = {
  sellerId: sellers.id,
  userId: users.id,
  slug: users.slug,
  fullName: users.fullName,
  name: users.name,
  displayName: users.displayName,
  avatar: users.image,
  role: users.role,
  shopName: sellers.shopName,
  shopSlug: sellers.shopSlug,
  shopAddress: sellers.shopAddress,
  shopLogo: sellers.shopLogo,
  shopCover: sellers.shopCover,
  description: sellers.description,
  rating: sellers.rating,
  contactEmail: sellers.contactEmail,
  contactPhone: sellers.contactPhone,
  status: sellers.status,
  createdAt: sellers.createdAt
};
function selectSellers(db) {
  return db.select(sellerFields).from(sellers).innerJoin(users, eq23(users.id, sellers.userId)).$dynamic();
}
async function visibleSellerBySlug(db, slug2) {
  const [row] = await selectSellers(db).where(and14(sellerIsVisible, or10(eq23(users.slug, slug2), eq23(sellers.shopSlug, slug2)))).orderBy(sql29`(${users.slug} = ${slug2}) desc`).limit(1);
  return row;
}
async function visibleShop(db, shop) {
  const [row] = await selectSellers(db).where(
    and14(sellerIsVisible, or10(eq23(sellers.shopSlug, shop), sql29`lower(${sellers.shopName}) = lower(${shop})`))
  ).orderBy(sql29`(${sellers.shopSlug} = ${shop}) desc`).limit(1);
  return row;
}
var sortColumns = {
  createdAt: sellers.createdAt,
  rating: sellers.rating,
  shop_name: sql29`lower(${sellers.shopName})`,
  name: sql29`lower(${users.fullName})`
};
function likePattern4(text13) {
  return `%${text13.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
function listVisibleSellers(db, options) {
  const conditions = [sellerIsVisible];
  if (options.search) {
    const pattern = likePattern4(options.search);
    conditions.push(
      sql29`(${sellers.shopName} ilike ${pattern} or ${users.fullName} ilike ${pattern} or ${sellers.shopAddress} ilike ${pattern})`
    );
  }
  const direction = options.sortType === "asc" ? asc11 : desc13;
  return selectSellers(db).where(and14(...conditions)).orderBy(direction(sortColumns[options.sortBy]), asc11(sellers.id)).limit(options.limit).offset(options.offset);
}
async function activeUserProfile(db, slug2) {
  const [row] = await db.select({
    ...sellerFields,
    userCreatedAt: users.createdAt,
    shopVisible: sql29`coalesce(${sellers.status} = 'active', false)`
  }).from(users).leftJoin(sellers, eq23(sellers.userId, users.id)).where(and14(eq23(users.slug, slug2), eq23(users.status, "active"))).limit(1);
  return row;
}

// src/modules/sellers/sellers.service.ts
var MAX_CENTS = 2147483647;
function toSeller(record) {
  return {
    slug: record.slug,
    fullName: record.fullName || record.name,
    displayName: record.displayName,
    email: record.contactEmail,
    phone: record.contactPhone,
    avatar: record.avatar,
    role: record.role,
    shop: {
      shop_name: record.shopName,
      shop_slug: record.shopSlug,
      shop_address: record.shopAddress,
      shop_logo: record.shopLogo,
      shop_cover: record.shopCover,
      rating: Math.round(record.rating * 10) / 10,
      description: record.description
    },
    status: record.status,
    createdAt: record.createdAt.toISOString()
  };
}
async function sellerBySlug(db, slug2) {
  const record = await visibleSellerBySlug(db, slug2);
  if (!record) throw new NotFoundError(`Seller ${slug2} not found`, "seller_not_found");
  return toSeller(record);
}
async function shopBySlugOrName(db, shop) {
  const record = await visibleShop(db, shop);
  if (!record) throw new NotFoundError(`Shop ${shop} not found`, "shop_not_found");
  return record;
}
async function listSellers(db, query) {
  const records = await listVisibleSellers(db, {
    ...query.search ? { search: query.search } : {},
    sortBy: query.sortBy,
    sortType: query.sortType,
    ...pageBounds(query.page, query.limit)
  });
  return records.map(toSeller);
}
async function sellerWithProducts(db, slug2, page) {
  const record = await visibleSellerBySlug(db, slug2);
  if (!record) throw new NotFoundError(`Seller ${slug2} not found`, "seller_not_found");
  const { records, count: count11 } = await searchProducts(db, {
    words: [],
    fullText: false,
    text: "",
    categorySlugs: [],
    subCategorySlugs: [],
    brandSlugs: [],
    sellerId: record.sellerId,
    minCents: 0,
    maxCents: MAX_CENTS,
    order: "newest",
    countCap: PRODUCT_COUNT_CAP,
    ...pageBounds(page.page, page.limit)
  });
  return { ...toSeller(record), sellerProducts: records.map(toProduct), count: count11 };
}
async function publicProfile(db, slug2) {
  const row = await activeUserProfile(db, slug2);
  if (!row) throw new NotFoundError(`User ${slug2} not found`, "user_not_found");
  const profile = {
    slug: row.slug,
    fullName: row.fullName || row.name,
    displayName: row.displayName,
    avatar: row.avatar,
    role: row.role,
    createdAt: row.userCreatedAt.toISOString()
  };
  if (row.shopVisible && row.sellerId !== null) {
    const seller2 = toSeller(row);
    return { ...profile, email: seller2.email, phone: seller2.phone, shop: seller2.shop, status: seller2.status };
  }
  return profile;
}

// src/modules/products/products.routes.ts
var tags7 = ["products"];
var listingNotes = `Only active, approved products of active shops. \`count\` stops at ${PRODUCT_COUNT_CAP} (a count of ${PRODUCT_COUNT_CAP} means "at least that many"); \`page \xD7 limit\` may not exceed ${PRODUCT_PAGE_WINDOW} (400 \`page_out_of_range\`). Bad values (page=0, limit=1000, min=abc, min above max, unknown sort or highlight) answer 400; unknown slugs simply match nothing.`;
var slugParams2 = z20.object({ slug: z20.string().min(1).max(200) });
async function productRoutes(app) {
  const r = app.withTypeProvider();
  r.get(
    "/api/products",
    {
      schema: {
        tags: tags7,
        summary: "Home product rows and one page of all products",
        description: "Each row (featured, top, popular, best, new) holds the newest 12 flagged products; `allProductData` is one page of all products, newest first (`page`, `limit`, default 12).",
        querystring: z20.object({
          page: pageQueryShape.page,
          limit: z20.preprocess(
            (value) => value === "" ? void 0 : value,
            z20.coerce.number().int().min(1).max(100).default(12)
          )
        }),
        response: { 200: productListsSchema, 400: apiErrorSchema }
      }
    },
    async (request) => productLists(app.db, request.query)
  );
  r.get(
    "/api/products/filter",
    {
      schema: {
        tags: tags7,
        summary: "Search and filter products",
        description: `Filters combine (AND); lists within one filter are alternatives (OR). \`search\` needs every word (stemmed full text over name, brand, category and description, or a typo-tolerant match of a word of the name); when no product has every word, products with any of them are listed, best first. Relevance ranks the first ${PRODUCT_COUNT_CAP} matches. ${listingNotes}`,
        querystring: productFilterQuerySchema,
        response: { 200: filteredProductsSchema, 400: apiErrorSchema }
      }
    },
    async (request) => filterProducts(app.db, request.query)
  );
  r.get(
    "/api/products/filter-by-shop/:shop",
    {
      schema: {
        tags: tags7,
        summary: "Search and filter one shop's products",
        description: `\`{shop}\` is the shop slug or the exact shop name (any case). Unknown or inactive shop: 404. ${listingNotes}`,
        params: z20.object({ shop: z20.string().min(1).max(200) }),
        querystring: productFilterQuerySchema,
        response: { 200: shopProductsSchema, 400: apiErrorSchema, 404: apiErrorSchema }
      }
    },
    async (request) => {
      const shop = await shopBySlugOrName(app.db, request.params.shop);
      const result = await filterProducts(app.db, request.query, { sellerId: shop.sellerId });
      return { sellerData: toSeller(shop), ...result };
    }
  );
  r.get(
    "/api/products/admin/related/:id",
    {
      schema: {
        tags: tags7,
        summary: "Related products",
        description: "Up to 8 visible products of the same category, newest first. `{id}` is a product slug (the product itself is left out) or a category slug. Unknown: 404.",
        params: z20.object({ id: z20.string().min(1).max(200) }),
        response: { 200: z20.array(productSchema), 404: apiErrorSchema }
      }
    },
    async (request) => relatedProducts(app.db, request.params.id)
  );
  r.get(
    "/api/products/:slug",
    {
      schema: {
        tags: tags7,
        summary: "One product",
        description: "An active, approved product of an active shop; its own seller and admins also see it while hidden. Otherwise 404.",
        params: slugParams2,
        response: { 200: productSchema, 404: apiErrorSchema }
      }
    },
    async (request) => productForViewer(app.db, request.params.slug, async () => {
      const user = await resolveSessionUser(request);
      return user ? { id: user.id, role: user.role } : null;
    })
  );
}

// src/modules/reports/reports.repository.ts
async function insertReport(db, values) {
  const [row] = await db.insert(reportedItems).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

// src/modules/reports/reports.service.ts
async function reportItem(db, reporter, body) {
  const product = await productBySlug(db, body.product_slug);
  if (!product) throw new NotFoundError(`Product ${body.product_slug} not found`, "product_not_found");
  const row = await insertReport(db, {
    productId: product.id,
    userId: reporter.id,
    title: body.title,
    note: body.note
  });
  return {
    slug: row.slug,
    product_slug: product.slug,
    user_slug: reporter.slug,
    title: row.title,
    note: row.note,
    status: row.status,
    createdAt: row.createdAt.toISOString()
  };
}

// src/modules/reports/reports.routes.ts
async function reportRoutes(app) {
  app.withTypeProvider().post(
    "/api/reporteditems",
    {
      preValidation: signedInOnly,
      schema: {
        tags: ["reports"],
        security: sessionSecurity,
        summary: "Report a product",
        description: "`title` 1 to 200 characters, `note` up to 2000 (plain text, stored as typed and rendered escaped). Sign-in required (401); unknown product 404. The report starts `open` for the admins.",
        body: reportCreateBody,
        response: { 201: reportSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema }
      }
    },
    async (request, reply) => {
      const reporter = await requireUser(request);
      return reply.code(201).send(await reportItem(app.db, reporter, request.body));
    }
  );
}

// src/modules/reviews/reviews.routes.ts
import { z as z21 } from "zod";

// src/modules/reviews/reviews.repository.ts
import { and as and15, desc as desc14, eq as eq24, sql as sql30 } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
var sellerUsers = alias(users, "seller_users");
function activeReviewsOfProduct(db, productId, page) {
  return db.select({
    slug: reviews.slug,
    orderSlug: orders.slug,
    userSlug: users.slug,
    fullName: users.fullName,
    displayName: users.displayName,
    name: users.name,
    avatar: users.image,
    sellerSlug: sellerUsers.slug,
    rating: reviews.rating,
    message: reviews.message,
    status: reviews.status,
    createdAt: reviews.createdAt
  }).from(reviews).innerJoin(users, eq24(users.id, reviews.userId)).leftJoin(orders, eq24(orders.id, reviews.orderId)).leftJoin(sellers, eq24(sellers.id, reviews.sellerId)).leftJoin(sellerUsers, eq24(sellerUsers.id, sellers.userId)).where(and15(eq24(reviews.productId, productId), eq24(reviews.status, "active"))).orderBy(desc14(reviews.createdAt), desc14(reviews.id)).limit(page.limit).offset(page.offset);
}
async function reviewSummary(db, productId) {
  const [row] = await db.select({
    average: sql30`coalesce(avg(${reviews.rating}), 0)::float8`,
    count: sql30`count(*)::int`
  }).from(reviews).where(and15(eq24(reviews.productId, productId), eq24(reviews.status, "active")));
  return { average: row?.average ?? 0, count: row?.count ?? 0 };
}

// src/modules/reviews/reviews.service.ts
async function reviewsOfProduct(db, productSlug, page) {
  const product = await productBySlug(db, productSlug);
  if (!product?.visible) throw new NotFoundError(`Product ${productSlug} not found`, "product_not_found");
  const [rows, summary] = await Promise.all([
    activeReviewsOfProduct(db, product.id, pageBounds(page.page, page.limit)),
    reviewSummary(db, product.id)
  ]);
  return {
    reviews: rows.map((row) => {
      const fullName = row.fullName || row.name;
      return {
        slug: row.slug,
        product_slug: productSlug,
        order_slug: row.orderSlug,
        user_slug: row.userSlug,
        seller_slug: row.sellerSlug,
        name: row.displayName || fullName,
        avatar: row.avatar,
        rating: row.rating,
        message: row.message,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        user: { fullName, avatar: row.avatar }
      };
    }),
    average: Math.round(summary.average * 100) / 100,
    count: summary.count
  };
}

// src/modules/reviews/reviews.routes.ts
async function productReviewRoutes(app) {
  app.withTypeProvider().get(
    "/api/reviews/reviewProducts/:product",
    {
      schema: {
        tags: ["reviews"],
        summary: "A product's reviews",
        description: "`{product}` is the product slug (a visible product, else 404). `reviews` is one page (`page`, `limit`), newest first; `average` and `count` cover all active reviews.",
        params: z21.object({ product: z21.string().min(1).max(200) }),
        querystring: z21.object(pageQueryShape),
        response: { 200: productReviewsSchema, 400: apiErrorSchema, 404: apiErrorSchema }
      }
    },
    async (request) => reviewsOfProduct(app.db, request.params.product, request.query)
  );
}

// src/modules/reviews/reviews.write.routes.ts
import { z as z22 } from "zod";

// src/modules/reviews/reviews.write.repository.ts
import { and as and16, desc as desc15, eq as eq25, inArray as inArray8, sql as sql31 } from "drizzle-orm";
import { alias as alias2 } from "drizzle-orm/pg-core";
async function reviewableLines(db, orderSlug, productId) {
  return db.select({
    orderId: orders.id,
    orderUserId: orders.userId,
    orderStatus: orders.orderStatus,
    lineStatus: orderLines.lineStatus,
    sellerId: orderLines.sellerId
  }).from(orders).leftJoin(orderLines, and16(eq25(orderLines.orderId, orders.id), eq25(orderLines.productId, productId))).where(eq25(orders.slug, orderSlug));
}
async function hasReviewed(db, userId, productId) {
  const [row] = await db.select({ id: reviews.id }).from(reviews).where(and16(eq25(reviews.userId, userId), eq25(reviews.productId, productId))).limit(1);
  return row !== void 0;
}
async function insertReview(db, values) {
  await db.insert(reviews).values(values);
}
var incremental = (rating) => sql31`least(5, greatest(0, (rating::float8 * review_count + ${rating}) / (review_count + 1)))`;
async function addRatingToProduct(db, productId, rating) {
  await db.update(products).set({ rating: incremental(rating), reviewCount: sql31`${products.reviewCount} + 1` }).where(eq25(products.id, productId));
}
async function addRatingToSeller(db, sellerId, rating) {
  await db.update(sellers).set({ rating: incremental(rating), reviewCount: sql31`${sellers.reviewCount} + 1` }).where(eq25(sellers.id, sellerId));
}
var sellerUsers2 = alias2(users, "seller_users");
async function reviewsWithNames(db, where) {
  return db.select({
    id: reviews.id,
    slug: reviews.slug,
    productId: reviews.productId,
    orderSlug: orders.slug,
    userSlug: users.slug,
    name: sql31`coalesce(nullif(${users.displayName}, ''), nullif(${users.fullName}, ''), ${users.name})`,
    avatar: users.image,
    sellerSlug: sellerUsers2.slug,
    rating: reviews.rating,
    message: reviews.message,
    status: reviews.status,
    createdAt: reviews.createdAt
  }).from(reviews).innerJoin(users, eq25(users.id, reviews.userId)).leftJoin(orders, eq25(orders.id, reviews.orderId)).leftJoin(sellers, eq25(sellers.id, reviews.sellerId)).leftJoin(sellerUsers2, eq25(sellerUsers2.id, sellers.userId)).where(
    and16(
      eq25(reviews.userId, where.userId),
      where.productId === void 0 ? void 0 : eq25(reviews.productId, where.productId)
    )
  ).orderBy(desc15(reviews.createdAt), desc15(reviews.id));
}
function productsByIds(db, ids) {
  if (ids.length === 0) return Promise.resolve([]);
  return selectProductRecords(db).where(inArray8(products.id, ids));
}

// src/modules/reviews/reviews.write.service.ts
function toReview(row, productSlug) {
  return {
    slug: row.slug,
    product_slug: productSlug,
    order_slug: row.orderSlug,
    user_slug: row.userSlug,
    seller_slug: row.sellerSlug,
    name: row.name,
    avatar: row.avatar,
    rating: row.rating,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString()
  };
}
function isDuplicateReview(error) {
  let current = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const candidate = current;
    if (candidate.code === "23505") return true;
    current = candidate.cause;
  }
  return false;
}
async function createReview(db, reviewer, body) {
  const product = await productBySlug(db, body.product_slug);
  if (!product) throw new NotFoundError(`Product ${body.product_slug} not found`, "product_not_found");
  const lines = await reviewableLines(db, body.order_slug, product.id);
  if (lines.length === 0 || lines[0]?.orderUserId !== reviewer.id) {
    throw new NotFoundError(`Order ${body.order_slug} not found`, "order_not_found");
  }
  const productLines = lines.filter((line) => line.sellerId !== null);
  if (productLines.length === 0) {
    throw new BadRequestError(
      `Order ${body.order_slug} has no line of ${product.productName}`,
      "review_not_purchased"
    );
  }
  const delivered = productLines.find(
    (line) => line.orderStatus === "delivered" || line.lineStatus === "delivered"
  );
  if (!delivered) {
    throw new ForbiddenError(
      `You can review ${product.productName} once it has been delivered`,
      "review_not_delivered"
    );
  }
  const duplicate = new ConflictError(`You have already reviewed ${product.productName}`, "review_exists");
  if (await hasReviewed(db, reviewer.id, product.id)) throw duplicate;
  try {
    await db.transaction(async (tx) => {
      await insertReview(tx, {
        productId: product.id,
        orderId: delivered.orderId,
        userId: reviewer.id,
        sellerId: delivered.sellerId,
        rating: body.rating,
        message: body.message
      });
      await addRatingToProduct(tx, product.id, body.rating);
      if (delivered.sellerId !== null) await addRatingToSeller(tx, delivered.sellerId, body.rating);
    });
  } catch (error) {
    if (isDuplicateReview(error)) throw duplicate;
    throw error;
  }
  const [row] = await reviewsWithNames(db, { userId: reviewer.id, productId: product.id });
  if (!row) throw new Error("review vanished right after it was written");
  return toReview(row, product.slug);
}
async function reviewsOfUser(db, shopper) {
  const rows = await reviewsWithNames(db, { userId: shopper.id });
  const byId = new Map(
    (await productsByIds(db, [...new Set(rows.map((row) => row.productId))])).map((p) => [p.id, p])
  );
  return rows.flatMap((row) => {
    const product = byId.get(row.productId);
    return product ? [{ ...toReview(row, product.slug), reviewProducts: toProduct(product) }] : [];
  });
}

// src/modules/reviews/reviews.write.routes.ts
var tags8 = ["reviews"];
async function reviewWriteRoutes(app) {
  const r = app.withTypeProvider();
  r.post(
    "/api/reviews",
    {
      preValidation: signedInOnly,
      schema: {
        tags: tags8,
        security: sessionSecurity,
        summary: "Review a delivered product",
        description: "`rating` is a whole number from 1 to 5, `message` 1 to 2000 characters (plain text). Only for a line of the product in one of the reviewer's orders that is delivered (the order or that line): unknown or someone else's order 404, no such line 400 `review_not_purchased`, not delivered yet 403 `review_not_delivered`; one review per user and product, 409 `review_exists`. The product's and the shop's rating and review count update at once.",
        body: reviewCreateBody,
        response: {
          201: reviewSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema
        }
      }
    },
    async (request, reply) => {
      const reviewer = await requireUser(request);
      return reply.code(201).send(await createReview(app.db, reviewer, request.body));
    }
  );
  r.get(
    "/api/reviews",
    {
      preValidation: signedInOnly,
      schema: {
        tags: tags8,
        security: sessionSecurity,
        summary: "A user's own reviews",
        description: "Newest first, each with the reviewed product as `reviewProducts`. `user_slug` must be the signed-in user (admins may name anyone), else 403.",
        querystring: z22.strictObject({ user_slug: z22.string().trim().min(1).max(200) }),
        response: {
          200: z22.array(userReviewSchema),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema
        }
      }
    },
    async (request, reply) => {
      const shopper = await shopperFor(request, request.query.user_slug);
      reply.header("cache-control", "private, no-store");
      return reviewsOfUser(app.db, shopper);
    }
  );
}

// src/modules/seller/seller.routes.ts
import { z as z23 } from "zod";

// src/modules/seller/seller.service.ts
function toShop(record) {
  const shop = record.shop;
  return {
    shop_name: shop.shopName,
    shop_slug: shop.shopSlug,
    shop_address: shop.shopAddress,
    shop_logo: shop.shopLogo,
    shop_cover: shop.shopCover,
    description: shop.description,
    contact_email: shop.contactEmail,
    contact_phone: shop.contactPhone,
    rating: Math.round(shop.rating * 10) / 10,
    reviewCount: shop.reviewCount,
    status: shop.status,
    seller_slug: record.ownerSlug,
    createdAt: shop.createdAt.toISOString(),
    updatedAt: shop.updatedAt.toISOString()
  };
}
async function requireShopOf(db, userId) {
  const record = await shopOfUser2(db, userId);
  if (!record) throw new ForbiddenError("You do not have an approved shop", "no_shop");
  return record;
}
async function changeShop(db, record, changes) {
  await assertUploadedImages(
    db,
    [changes.shop_logo, changes.shop_cover],
    [record.shop.shopLogo, record.shop.shopCover]
  );
  await updateShop(db, record.shop.id, {
    ...changes.shop_logo !== void 0 ? { shopLogo: changes.shop_logo } : {},
    ...changes.shop_cover !== void 0 ? { shopCover: changes.shop_cover } : {},
    ...changes.description !== void 0 ? { description: changes.description } : {},
    ...changes.shop_address !== void 0 ? { shopAddress: changes.shop_address } : {},
    ...changes.contact_email !== void 0 ? { contactEmail: changes.contact_email } : {},
    ...changes.contact_phone !== void 0 ? { contactPhone: changes.contact_phone } : {}
  });
  return toShop(await requireShopOf(db, record.shop.userId));
}

// src/modules/seller/seller-orders.repository.ts
import { and as and17, count as count10, desc as desc16, eq as eq26, sql as sql32 } from "drizzle-orm";
var lineFields = {
  id: orderLines.id,
  slug: orderLines.slug,
  sellerId: orderLines.sellerId,
  productSlug: orderLines.productSlug,
  productName: orderLines.productName,
  imageUrl: orderLines.imageUrl,
  priceCents: orderLines.priceCents,
  offerPriceCents: orderLines.offerPriceCents,
  quantity: orderLines.quantity,
  lineStatus: orderLines.lineStatus,
  updatedAt: orderLines.updatedAt,
  orderSlug: orders.slug,
  orderDate: orders.createdAt,
  orderStatus: orders.orderStatus,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  buyerSlug: users.slug,
  buyerName: users.fullName,
  shippingName: orders.shippingName,
  shippingPhone: orders.shippingPhone,
  shippingCountry: orders.shippingCountry,
  shippingState: orders.shippingState,
  shippingCity: orders.shippingCity,
  shippingAddress: orders.shippingAddress
};
function selectLines(db) {
  return db.select(lineFields).from(orderLines).innerJoin(orders, eq26(orders.id, orderLines.orderId)).innerJoin(users, eq26(users.id, orders.userId)).$dynamic();
}
async function linesOfSeller(db, sellerId, query) {
  const where = and17(
    eq26(orderLines.sellerId, sellerId),
    query.status ? eq26(orderLines.lineStatus, query.status) : void 0
  );
  const items = await selectLines(db).where(where).orderBy(desc16(orderLines.createdAt), desc16(orderLines.id)).limit(query.limit).offset(query.offset);
  const [total] = await db.select({ count: count10() }).from(orderLines).where(where);
  return { items, count: total?.count ?? 0 };
}
async function lineBySlug(db, slug2) {
  const [row] = await selectLines(db).where(eq26(orderLines.slug, slug2)).limit(1);
  return row;
}
async function lineHeader(db, slug2) {
  const [row] = await db.select({ id: orderLines.id, orderId: orderLines.orderId, sellerId: orderLines.sellerId }).from(orderLines).where(eq26(orderLines.slug, slug2)).limit(1);
  return row;
}
async function lockOrderAndLine(tx, orderId, lineId) {
  const [order] = await tx.select({ id: orders.id, orderStatus: orders.orderStatus, paymentMethod: orders.paymentMethod }).from(orders).where(eq26(orders.id, orderId)).for("update");
  const [line] = await tx.select({ id: orderLines.id, lineStatus: orderLines.lineStatus, sellerId: orderLines.sellerId }).from(orderLines).where(eq26(orderLines.id, lineId)).for("update");
  return { order, line };
}
async function setLineStatus(tx, lineId, status) {
  await tx.update(orderLines).set({ lineStatus: status }).where(eq26(orderLines.id, lineId));
}
async function lineStatusesOfOrder(tx, orderId) {
  const rows = await tx.select({ status: orderLines.lineStatus }).from(orderLines).where(eq26(orderLines.orderId, orderId));
  return rows.map((row) => row.status);
}
async function setOrderStatus2(tx, orderId, changes) {
  await tx.update(orders).set(changes).where(eq26(orders.id, orderId));
}
async function insertEvent(tx, event) {
  await tx.insert(orderStatusEvents).values({ ...event, note: event.note ?? null });
}
function perOrder(sellerId) {
  return sql32`
    select o.slug as order_slug,
           o.created_at as order_date,
           max(ol.updated_at) as delivered_at,
           sum(ol.quantity)::int as units,
           sum(coalesce(ol.offer_price_cents, ol.price_cents)::bigint * ol.quantity)::bigint as gross,
           -- sum() of bigint is numeric: back to bigint first, so "/" divides integers (rounds down).
           sum(coalesce(ol.offer_price_cents, ol.price_cents)::bigint * ol.quantity * ol.commission_rate_bps)::bigint / 10000 as commission,
           to_char(date_trunc('month', max(ol.updated_at) at time zone 'UTC'), 'YYYY-MM') as month
      from ${orderLines} ol
      join ${orders} o on o.id = ol.order_id
     where ol.seller_id = ${sellerId} and ol.line_status = 'delivered'
     group by o.id, o.slug, o.created_at`;
}
async function earningsOf(db, sellerId, options) {
  const base = perOrder(sellerId);
  const [totals, months, page] = await Promise.all([
    db.execute(sql32`
      select sum(gross) as gross, sum(commission) as commission, count(*)::int as orders, sum(units)::int as units
        from (${base}) per_order`),
    db.execute(sql32`
      select month, sum(gross) as gross, sum(commission) as commission, count(*)::int as orders
        from (${base}) per_order
       group by month
       order by month desc
       limit ${options.months}`),
    db.execute(sql32`
      select order_slug, order_date, delivered_at, units, gross, commission
        from (${base}) per_order
       order by delivered_at desc, order_slug
       limit ${options.limit} offset ${options.offset}`)
  ]);
  const total = totals.rows[0];
  const toDate = (value) => value === null ? null : new Date(value);
  return {
    totals: {
      gross: Number(total?.gross ?? 0),
      commission: Number(total?.commission ?? 0),
      orders: Number(total?.orders ?? 0),
      units: Number(total?.units ?? 0)
    },
    months: months.rows.map((row) => ({
      month: row.month,
      gross: Number(row.gross),
      commission: Number(row.commission),
      orders: Number(row.orders)
    })),
    orders: page.rows.map((row) => ({
      orderSlug: row.order_slug,
      orderDate: toDate(row.order_date) ?? /* @__PURE__ */ new Date(0),
      deliveredAt: toDate(row.delivered_at),
      units: Number(row.units),
      gross: Number(row.gross),
      commission: Number(row.commission)
    })),
    orderCount: Number(total?.orders ?? 0)
  };
}

// src/modules/seller/seller-orders.service.ts
var EARNINGS_RULE = "Delivered lines only. gross = unit price paid (offer price when set) \xD7 quantity; commission = gross \xD7 the rate in force when the order was placed / 10000, rounded down to the cent per order; net = gross \u2212 commission. Months are UTC months of delivery. commissionRateBps is the rate for new orders.";
var progress = {
  pending: 0,
  processing: 1,
  shipped: 2,
  delivered: 3
};
var byProgress = ["pending", "processing", "shipped", "delivered"];
function rolledUpStatus(lineStatuses) {
  const active = lineStatuses.filter(
    (status) => status !== "cancelled"
  );
  if (active.length === 0) return null;
  return byProgress[Math.min(...active.map((status) => progress[status]))];
}
function toSellerLine(line) {
  const unit = line.offerPriceCents ?? line.priceCents;
  return {
    slug: line.slug,
    order_slug: line.orderSlug,
    orderDate: line.orderDate.toISOString(),
    order_status: line.orderStatus,
    product_slug: line.productSlug,
    productName: line.productName,
    imageURL: line.imageUrl,
    price: toDollars(line.priceCents),
    offerPrice: line.offerPriceCents == null ? null : toDollars(line.offerPriceCents),
    quantity: line.quantity,
    lineTotal: toDollars(unit * line.quantity),
    line_status: line.lineStatus,
    payment_method: line.paymentMethod,
    payment_status: line.paymentStatus,
    buyer: { slug: line.buyerSlug, name: line.shippingName || line.buyerName },
    address: {
      name: line.shippingName,
      phone: line.shippingPhone,
      country: line.shippingCountry,
      state: line.shippingState,
      city: line.shippingCity,
      address: line.shippingAddress
    },
    updatedAt: line.updatedAt.toISOString()
  };
}
async function listSellerLines(db, sellerId, query) {
  const { items, count: count11 } = await linesOfSeller(db, sellerId, query);
  return { items: items.map(toSellerLine), count: count11 };
}
async function moveSellerLine(db, seller2, lineSlug, target) {
  const header = await lineHeader(db, lineSlug);
  if (!header) throw new NotFoundError(`Order line ${lineSlug} not found`, "order_line_not_found");
  if (header.sellerId !== seller2.shopId) {
    throw new ForbiddenError("This order line belongs to another shop", "not_your_order_line");
  }
  await db.transaction(async (tx) => {
    const { order, line } = await lockOrderAndLine(tx, header.orderId, header.id);
    if (!order || !line) throw new NotFoundError(`Order line ${lineSlug} not found`, "order_line_not_found");
    if (order.orderStatus === "cancelled") {
      throw new ConflictError("The order was cancelled", "invalid_status_transition");
    }
    if (line.lineStatus === target) return;
    assertTransition(line.lineStatus, target);
    await setLineStatus(tx, line.id, target);
    await insertEvent(tx, {
      orderId: order.id,
      orderLineId: line.id,
      status: target,
      actorUserId: seller2.userId
    });
    const implied = rolledUpStatus(await lineStatusesOfOrder(tx, order.id));
    if (!implied) return;
    let current = order.orderStatus;
    const goal = progress[implied];
    while (progress[current] < goal) {
      const next = byProgress[progress[current] + 1];
      if (!canTransition(current, next)) break;
      const paid = next === "delivered" && order.paymentMethod === "cod";
      await setOrderStatus2(tx, order.id, {
        orderStatus: next,
        ...paid ? { paymentStatus: "success" } : {}
      });
      await insertEvent(tx, {
        orderId: order.id,
        orderLineId: null,
        status: next,
        actorUserId: seller2.userId,
        note: "All lines reached this status"
      });
      current = next;
    }
  });
  const record = await lineBySlug(db, lineSlug);
  if (!record) throw new NotFoundError(`Order line ${lineSlug} not found`, "order_line_not_found");
  return toSellerLine(record);
}
async function sellerEarnings(db, sellerId, query) {
  const { commissionRateBps } = await readSettings(db);
  const rows = await earningsOf(db, sellerId, {
    months: query.months,
    offset: query.offset,
    limit: query.limit
  });
  const split = (gross, commission) => ({
    gross: toDollars(gross),
    commission: toDollars(commission),
    net: toDollars(gross - commission)
  });
  return {
    commissionRateBps,
    rule: EARNINGS_RULE,
    totals: {
      ...split(rows.totals.gross, rows.totals.commission),
      orders: rows.totals.orders,
      units: rows.totals.units
    },
    byMonth: rows.months.map((month) => ({
      month: month.month,
      ...split(month.gross, month.commission),
      orders: month.orders
    })),
    byOrder: {
      items: rows.orders.map((order) => ({
        order_slug: order.orderSlug,
        orderDate: order.orderDate.toISOString(),
        deliveredAt: order.deliveredAt ? order.deliveredAt.toISOString() : null,
        units: order.units,
        ...split(order.gross, order.commission)
      })),
      count: rows.orderCount,
      page: query.page,
      limit: query.limit
    }
  };
}

// src/modules/seller/seller.routes.ts
var tags9 = ["seller"];
var security = [{ cookieAuth: [] }, { bearerAuth: [] }];
var contexts = /* @__PURE__ */ new WeakMap();
function sellerOf(request) {
  const context = contexts.get(request);
  if (!context) throw new Error("seller context missing: the onRequest hook did not run");
  return context;
}
function actorOf(request) {
  return { kind: "seller", shopId: sellerOf(request).shop.shop.id };
}
var blankAsMissing5 = (value) => typeof value === "string" && value.trim() === "" ? void 0 : value;
async function sellerDashboardRoutes(app) {
  app.addHook("onRequest", async (request, reply) => {
    const user = await requireRole(request, "seller");
    const shop = await requireShopOf(app.db, user.id);
    contexts.set(request, { userId: user.id, shop });
    reply.header("cache-control", "private, no-store");
  });
  const r = app.withTypeProvider();
  r.get(
    "/api/seller/shop",
    {
      schema: {
        tags: tags9,
        security,
        summary: "My shop profile",
        response: { 200: shopResponse, ...dashboardErrors }
      }
    },
    async (request) => toShop(sellerOf(request).shop)
  );
  r.patch(
    "/api/seller/shop",
    {
      schema: {
        tags: tags9,
        security,
        summary: "Update my shop profile",
        description: "Logo and cover must be URLs returned by POST /api/uploads (or the current ones). The shop name is fixed once approved (ask an admin).",
        body: shopUpdateBody,
        response: { 200: shopResponse, ...dashboardErrors }
      }
    },
    async (request) => changeShop(app.db, sellerOf(request).shop, request.body)
  );
  r.get(
    "/api/seller/products",
    {
      schema: {
        tags: tags9,
        security,
        summary: "My products (every status), newest first",
        querystring: z23.object({ search: searchQuery, status: productStatusFilter, ...pageQuery }),
        response: { 200: pageOf(dashboardProduct), ...dashboardErrors }
      }
    },
    async (request) => {
      const { search, status, page, limit } = request.query;
      const result = await listProducts(app.db, {
        sellerId: sellerOf(request).shop.shop.id,
        ...search ? { search } : {},
        ...status === "active" || status === "inactive" ? { status } : {},
        ...status === "pending" || status === "approved" || status === "rejected" ? { approvalStatus: status } : {},
        ...pageBounds(page, limit)
      });
      return { ...result, page, limit };
    }
  );
  r.get(
    "/api/seller/products/:slug",
    {
      schema: {
        tags: tags9,
        security,
        summary: "One of my products (404 unknown, 403 another shop\u2019s)",
        params: slugParams,
        response: { 200: dashboardProduct, ...dashboardErrors }
      }
    },
    async (request) => productForActor(app.db, actorOf(request), request.params.slug)
  );
  r.post(
    "/api/seller/products",
    {
      schema: {
        tags: tags9,
        security,
        summary: "Add a product",
        description: "Prices in dollars (stored in cents); offerPrice below price; 1 to 8 images from POST /api/uploads; subCatSlug must belong to catSlug; SKU unique (409 `sku_taken`). The product waits for an admin (`approvalStatus: pending`) unless auto-approval is on.",
        body: productCreateBody,
        response: { 201: dashboardProduct, ...dashboardErrors }
      }
    },
    async (request, reply) => {
      const product = await createShopProduct(app.db, sellerOf(request).shop.shop.id, request.body);
      return reply.code(201).send(product);
    }
  );
  r.patch(
    "/api/seller/products/:slug",
    {
      schema: {
        tags: tags9,
        security,
        summary: "Edit one of my products",
        description: "Partial. Changing name, description, images, category, sub-category, brand or SEO texts sends the product back for approval (unless auto-approval is on); stock, prices, SKU and weight do not. 404 unknown, 403 another shop\u2019s product (nothing changes).",
        params: slugParams,
        body: productUpdateBody,
        response: { 200: dashboardProduct, ...dashboardErrors }
      }
    },
    async (request) => updateProduct(app.db, actorOf(request), request.params.slug, request.body)
  );
  for (const [action, status] of [
    ["deactivate", "inactive"],
    ["activate", "active"]
  ]) {
    r.post(
      `/api/seller/products/:slug/${action}`,
      {
        schema: {
          tags: tags9,
          security,
          summary: `${action === "deactivate" ? "Hide" : "Show again"} one of my products`,
          description: "The approval is unchanged. 404 unknown, 403 another shop\u2019s product.",
          params: slugParams,
          response: { 200: dashboardProduct, ...dashboardErrors }
        }
      },
      async (request) => setStatusAsActor(app.db, actorOf(request), request.params.slug, status)
    );
  }
  r.get(
    "/api/seller/order-lines",
    {
      schema: {
        tags: tags9,
        security,
        summary: "Order lines of my products, newest first",
        description: "Each with its order (slug, date, status), the buyer\u2019s name and the shipping address.",
        querystring: z23.object({
          status: z23.preprocess(blankAsMissing5, lineStatusSchema.optional()),
          ...pageQuery
        }),
        response: { 200: pageOf(sellerOrderLine), ...dashboardErrors }
      }
    },
    async (request) => {
      const { status, page, limit } = request.query;
      const result = await listSellerLines(app.db, sellerOf(request).shop.shop.id, {
        ...status ? { status } : {},
        ...pageBounds(page, limit)
      });
      return { ...result, page, limit };
    }
  );
  r.patch(
    "/api/seller/order-lines/:lineSlug",
    {
      schema: {
        tags: tags9,
        security,
        summary: "Move one of my order lines forward",
        description: "pending \u2192 processing \u2192 shipped \u2192 delivered, one step at a time (409 `invalid_status_transition` otherwise). When every non-cancelled line of the order has reached a status, the order takes it (and a cash-on-delivery order is marked paid when delivered). 404 unknown line, 403 another shop\u2019s line (nothing changes).",
        params: z23.object({ lineSlug: z23.string().min(1).max(200) }),
        body: lineUpdateBody,
        response: { 200: sellerOrderLine, ...dashboardErrors }
      }
    },
    async (request) => {
      const context = sellerOf(request);
      return moveSellerLine(
        app.db,
        { shopId: context.shop.shop.id, userId: context.userId },
        request.params.lineSlug,
        request.body.line_status
      );
    }
  );
  r.get(
    "/api/seller/earnings",
    {
      schema: {
        tags: tags9,
        security,
        summary: "My earnings: gross, commission and net \u2014 in total, per month and per order",
        description: "Delivered lines only; commission = gross \xD7 commissionRateBps / 10000 rounded down to the cent per order. `months` (default 12, max 60) newest months; `byOrder` is paginated (`page`, `limit`).",
        querystring: z23.object({
          months: z23.preprocess(blankAsMissing5, z23.coerce.number().int().min(1).max(60).default(12)),
          ...pageQuery
        }),
        response: { 200: earningsResponse, ...dashboardErrors }
      }
    },
    async (request) => {
      const { months, page, limit } = request.query;
      return sellerEarnings(app.db, sellerOf(request).shop.shop.id, {
        months,
        page,
        ...pageBounds(page, limit)
      });
    }
  );
}

// src/modules/seller-applications/seller-applications.routes.ts
var tags10 = ["sellers"];
async function sellerApplicationRoutes(app) {
  const r = app.withTypeProvider();
  r.post(
    "/api/users/seller_apply",
    {
      config: {
        rateLimit: {
          max: 20,
          timeWindow: "1 hour",
          keyGenerator: async (request) => {
            const user = await resolveSessionUser(request);
            return `seller-apply:${user ? `user:${user.id}` : `ip:${request.ip}`}`;
          }
        }
      },
      schema: {
        tags: tags10,
        summary: "Apply to become a seller (signed-in)",
        security: sessionSecurity,
        description: "Creates a pending application for the signed-in user. `acceptTerms: true` is required. `shop_logo`/`shop_cover` must be URLs returned by POST /api/uploads. The shop name must be unused by shops and open applications (409 `shop_name_taken`); a second open application answers 409 `Already exists !` (`seller_application_exists`); an existing shop 409 `already_a_seller`. The shop slug is derived from the name.",
        body: applyBody,
        response: { 201: applicationResponse, ...errorResponses(400, 401, 403, 409, 413, 415, 429) }
      }
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const application = await applyForShop(app.db, user, request.body);
      return reply.code(201).send(application);
    }
  );
  r.get(
    "/api/users/seller_apply",
    {
      schema: {
        tags: tags10,
        summary: "The signed-in user's newest seller application and its status",
        security: sessionSecurity,
        description: "Pending, approved or rejected (with the reason). 404 when the user never applied.",
        response: { 200: applicationResponse, ...errorResponses(401, 404) }
      }
    },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header("cache-control", "private, no-store");
      return ownApplication(app.db, user.id);
    }
  );
}

// src/modules/sellers/sellers.routes.ts
import { z as z24 } from "zod";
var tags11 = ["sellers"];
var blankAsMissing6 = (value) => typeof value === "string" && value.trim() === "" ? void 0 : value;
var slugParams3 = z24.object({ slug: z24.string().min(1).max(200) });
var sellersQuery = z24.object({
  search: z24.preprocess(blankAsMissing6, z24.string().trim().max(100).optional()).describe("Part of the shop name, owner name or shop address"),
  sortBy: z24.preprocess(
    blankAsMissing6,
    z24.enum(["createdAt", "rating", "shop_name", "name"]).default("createdAt")
  ),
  sortType: z24.preprocess(blankAsMissing6, z24.enum(["asc", "desc"]).default("desc")),
  status: z24.preprocess(blankAsMissing6, z24.literal("active").default("active")).describe("Only active (approved) shops are public"),
  ...pageQueryShape
});
async function sellerRoutes(app) {
  const r = app.withTypeProvider();
  r.get(
    "/api/users/sellers",
    {
      schema: {
        tags: tags11,
        summary: "The seller directory",
        description: "Active shops of active users, paginated (`page`, `limit` \u2264 100, `page \xD7 limit` \u2264 10000).",
        querystring: sellersQuery,
        response: { 200: z24.array(sellerSchema), 400: apiErrorSchema }
      }
    },
    async (request) => listSellers(app.db, request.query)
  );
  r.get(
    "/api/users/seller/:slug",
    {
      schema: {
        tags: tags11,
        summary: "One seller",
        description: "`{slug}` is the seller's user slug or the shop slug. Unknown or inactive shop: 404. Fallback for the signed-in applicant: their own user slug or application slug answers their newest seller application (`status` pending/approved/rejected, `reason`) while they have no visible shop.",
        params: slugParams3,
        response: { 200: z24.union([sellerSchema, applicationResponse]), 404: apiErrorSchema }
      }
    },
    async (request, reply) => {
      try {
        return await sellerBySlug(app.db, request.params.slug);
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
        const viewer = await resolveSessionUser(request);
        const application = await ownApplicationBySlug(app.db, viewer, request.params.slug);
        if (!application) throw error;
        reply.header("cache-control", "private, no-store");
        return application;
      }
    }
  );
  r.get(
    "/api/users/sellerWithProducts/:slug",
    {
      schema: {
        tags: tags11,
        summary: "A seller with a page of its products",
        description: "`{slug}` is the seller's user slug or the shop slug. `sellerProducts` are the shop's visible products, newest first; `count` is their number (capped at 10000).",
        params: slugParams3,
        querystring: z24.object(pageQueryShape),
        response: { 200: sellerWithProductsSchema, 400: apiErrorSchema, 404: apiErrorSchema }
      }
    },
    async (request) => sellerWithProducts(app.db, request.params.slug, request.query)
  );
  r.get(
    "/api/users/:slug",
    {
      schema: {
        tags: tags11,
        summary: "A user's public profile",
        description: "Name, display name, avatar and role. A seller with an active shop also shows the shop, its contact e-mail and phone and its status; nobody else shows an e-mail, phone or address.",
        params: slugParams3,
        response: { 200: publicUserSchema, 404: apiErrorSchema }
      }
    },
    async (request) => publicProfile(app.db, request.params.slug)
  );
}

// src/modules/seo/seo.routes.ts
import { z as z25 } from "zod";

// src/modules/seo/seo.repository.ts
import { and as and18, asc as asc12, desc as desc17, eq as eq27 } from "drizzle-orm";
function visibleProductEntries(db, limit) {
  return db.select({ slug: products.slug, updatedAt: products.updatedAt }).from(products).innerJoin(categories, eq27(categories.id, products.categoryId)).innerJoin(sellers, eq27(sellers.id, products.sellerId)).innerJoin(users, eq27(users.id, sellers.userId)).where(and18(shopperVisible, eq27(categories.status, "active"))).orderBy(desc17(products.updatedAt)).limit(limit);
}
function activeCategoryEntries(db) {
  return db.select({ slug: categories.slug, updatedAt: categories.updatedAt }).from(categories).where(eq27(categories.status, "active")).orderBy(asc12(categories.slug));
}
function visibleShopEntries(db) {
  return db.select({ slug: sellers.shopSlug, updatedAt: sellers.updatedAt }).from(sellers).innerJoin(users, eq27(users.id, sellers.userId)).where(sellerIsVisible).orderBy(asc12(sellers.shopSlug));
}
function activeBlogEntries(db) {
  return db.select({ slug: blogs.slug, updatedAt: blogs.updatedAt }).from(blogs).where(eq27(blogs.status, "active")).orderBy(desc17(blogs.createdAt));
}

// src/modules/seo/seo.routes.ts
var SITEMAP_PRODUCT_CAP = 49e3;
var entry = z25.object({ slug: z25.string(), updatedAt: z25.string().describe("ISO-8601 date-time") });
var sitemapEntriesSchema = z25.object({
  products: z25.array(entry).describe(`Visible products, most recently changed first (at most ${SITEMAP_PRODUCT_CAP})`),
  categories: z25.array(entry).describe("Active categories"),
  sellers: z25.array(entry).describe("Active shops; `slug` is the shop slug"),
  blogs: z25.array(entry).describe("Active blog posts, newest first")
});
var toEntries = (rows) => rows.map((row) => ({ slug: row.slug, updatedAt: row.updatedAt.toISOString() }));
async function seoRoutes(app) {
  app.withTypeProvider().get(
    "/api/sitemap-entries",
    {
      schema: {
        tags: ["seo"],
        summary: "What the storefront sitemap lists",
        description: "Slugs and change dates of everything a shopper may see, for `/sitemap.xml`.",
        response: { 200: sitemapEntriesSchema }
      }
    },
    async (_request, reply) => {
      const [products2, categories2, sellers2, blogs2] = await Promise.all([
        visibleProductEntries(app.db, SITEMAP_PRODUCT_CAP),
        activeCategoryEntries(app.db),
        visibleShopEntries(app.db),
        activeBlogEntries(app.db)
      ]);
      reply.header("cache-control", "public, max-age=600");
      return {
        products: toEntries(products2),
        categories: toEntries(categories2),
        sellers: toEntries(sellers2),
        blogs: toEntries(blogs2)
      };
    }
  );
}

// src/modules/uploads/uploads.routes.ts
import multipart from "@fastify/multipart";
import { z as z26 } from "zod";
var uploadedImage = z26.object({
  url: z26.string().describe("The widest stored size (\u2264 1600 px), `/uploads/<id>-<width>.webp`"),
  width: z26.number().int(),
  height: z26.number().int(),
  variants: z26.array(z26.object({ url: z26.string(), width: z26.number().int(), height: z26.number().int() })).describe("Every stored size, narrowest first (srcset candidates); the last is `url`")
});
var UPLOAD_RATE_LIMIT = { max: 60, timeWindow: "1 minute" };
async function uploadRoutes(app, options) {
  const limits = { maxBytes: options.env.UPLOAD_MAX_BYTES, maxPixels: options.env.UPLOAD_MAX_PIXELS };
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: limits.maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 100 }
  });
  const r = app.withTypeProvider();
  r.post(
    "/api/uploads",
    {
      config: {
        rateLimit: {
          ...UPLOAD_RATE_LIMIT,
          keyGenerator: async (request) => {
            const user = await resolveSessionUser(request);
            return `upload:${user ? `user:${user.id}` : `ip:${request.ip}`}`;
          }
        }
      },
      schema: {
        tags: ["uploads"],
        summary: "Upload an image (signed-in)",
        security: sessionSecurity,
        description: `multipart/form-data with one file in the field \`image\`. JPEG, PNG, WebP or GIF, decided by the content (415 otherwise); at most ${limits.maxBytes} bytes (413) and ${limits.maxPixels} pixels (413). Re-encoded to WebP at the srcset widths 400, 800 and 1600 (capped at the original width); file names are chosen by the server. For a \`url\` ending in \`-<W>.webp\`, the same name ending in \`-<w>.webp\` exists for each of 400, 800, 1600 below W.`,
        consumes: ["multipart/form-data"],
        response: {
          201: uploadedImage,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema
        }
      }
    },
    async (request, reply) => {
      const user = await requireUser(request);
      if (!request.isMultipart()) {
        throw new UnsupportedMediaTypeError(
          'Send the image as multipart/form-data in the field "image"',
          "multipart_required"
        );
      }
      const part = await request.file().catch((error) => {
        throw asClientError(error);
      });
      if (!part) throw new BadRequestError('No file in the field "image"', "image_required");
      if (part.fieldname !== "image") {
        part.file.resume();
        throw new BadRequestError('The file must be sent in the field "image"', "image_required");
      }
      let bytes;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
          throw new PayloadTooLargeError(
            `The image must be at most ${Math.floor(limits.maxBytes / (1024 * 1024))} MB`,
            "file_too_large"
          );
        }
        throw asClientError(error);
      }
      const image = await uploadImage(
        { db: app.db, storage: app.uploadsStorage, limits },
        { ownerId: user.id, bytes }
      );
      return reply.code(201).send(image);
    }
  );
}
function asClientError(error) {
  const status = error?.statusCode;
  if (typeof status === "number" && status < 500) return error;
  return new BadRequestError("The multipart body is damaged or incomplete", "invalid_multipart");
}

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

// src/modules/users/users.routes.ts
import { APIError as APIError2 } from "better-auth/api";
import { z as z28 } from "zod";

// src/plugins/auth.ts
import { randomBytes as randomBytes5, randomUUID } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { parseSetCookieHeader } from "better-auth/cookies";
import { bearer, genericOAuth, oauthPopup } from "better-auth/plugins";
import { eq as eq28 } from "drizzle-orm";
import fp4 from "fastify-plugin";
import { Redis } from "ioredis";

// src/plugins/errors.ts
import { STATUS_CODES } from "node:http";
import fp3 from "fastify-plugin";
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
var errors_default = fp3(errorsPlugin, { name: "errors" });

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
    testSecret ??= randomBytes5(32).toString("base64url");
    return testSecret;
  }
  const file = path.join(path.resolve(env.DATA_DIR), "auth-secret");
  if (existsSync(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes5(48).toString("base64url");
  writeFileSync(file, `${secret}
`, { mode: 384 });
  chmodSync(file, 384);
  return secret;
}
function redisSecondaryStorage(redis, prefix) {
  const key = (name2) => `${prefix}auth:${name2}`;
  return {
    get: (name2) => redis.get(key(name2)),
    getAndDelete: (name2) => redis.getdel(key(name2)),
    async increment(name2, ttl) {
      const value = await redis.eval(
        "local v = redis.call('INCR', KEYS[1]) if v == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end return v",
        1,
        key(name2),
        String(Math.max(1, Math.ceil(ttl)))
      );
      return Number(value);
    },
    async set(name2, value, ttl) {
      if (ttl && ttl > 0) await redis.set(key(name2), value, "EX", Math.ceil(ttl));
      else await redis.set(key(name2), value);
    },
    async delete(name2) {
      await redis.del(key(name2));
    }
  };
}
function newUserSlug(name2) {
  const base = (name2 ?? "").normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 40).replace(/-+$/, "");
  const suffix = randomBytes5(6).toString("base64url").toLowerCase().replace(/[^a-z0-9]/g, "").slice(0, 6);
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
            const [row] = await db.select({ status: users.status }).from(users).where(eq28(users.id, session.userId)).limit(1);
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
          const slug2 = newSession.user.slug;
          if (typeof slug2 === "string") {
            ctx.setCookie(USER_SLUG_COOKIE, slug2, { ...cookieOptions, maxAge: SESSION_SECONDS });
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
  for (const [name2, value] of Object.entries(request.headers)) {
    if (value === void 0 || name2 === "content-length" || name2 === "x-client-ip") continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name2, item);
    else headers.set(name2, String(value));
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
function fromAuthError(error, authPath) {
  if (!(error instanceof APIError)) return error;
  const body = error.body ?? {};
  const mapped = authErrorBody(error.statusCode, body.code, body.message ?? error.message, authPath);
  return new AppError(mapped.statusCode, mapped.code, mapped.message);
}
var limitedAuthPaths = {
  "/request-password-reset": "password-reset",
  "/reset-password": "password-reset",
  "/send-verification-email": "verification-resend",
  "/change-password": "sign-in"
};
var publicOnlyElsewhere = /* @__PURE__ */ new Map([["/sign-up/email", "POST /api/users/register"]]);
async function callAuthHandler(app, request, env, authPath, body) {
  const origin = publicOrigin(env) ?? `${request.protocol}://${request.host}`;
  const headers = authHeadersOf(request);
  headers.set("content-type", "application/json");
  const response = await app.auth.handler(
    new Request(new URL(`${AUTH_BASE_PATH}${authPath}`, origin), {
      method: "POST",
      headers,
      body: JSON.stringify(body)
    })
  );
  const text13 = await response.text();
  const parsed = text13 ? JSON.parse(text13) : null;
  if (response.status >= 400) {
    const error = parsed ?? {};
    const mapped = authErrorBody(response.status, error.code, error.message, authPath);
    throw new AppError(mapped.statusCode, mapped.code, mapped.message);
  }
  return { status: response.status, body: parsed, setCookies: response.headers.getSetCookie() };
}
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
  for (const [name2, value] of response.headers) {
    if (name2 === "set-cookie" || name2 === "content-length") continue;
    reply.header(name2, value);
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
var auth_default = fp4(authPlugin, { name: "auth", dependencies: ["database", "mail"] });

// src/modules/users/users.repository.ts
import { eq as eq29, sql as sql33 } from "drizzle-orm";
async function findUserByEmail(db, email) {
  const [row] = await db.select().from(users).where(sql33`lower(${users.email}) = ${email.trim().toLowerCase()}`).limit(1);
  return row;
}
async function findUserBySlug(db, slug2) {
  const [row] = await db.select().from(users).where(eq29(users.slug, slug2)).limit(1);
  return row;
}
async function updateUserProfile(db, id, changes) {
  const [row] = await db.update(users).set({ ...changes, updatedAt: /* @__PURE__ */ new Date() }).where(eq29(users.id, id)).returning();
  if (!row) throw new Error(`user ${id} vanished during a profile update`);
  return row;
}

// src/modules/users/users.schemas.ts
import { z as z27 } from "zod";
var errorResponse = z27.object({ statusCode: z27.number().int(), error: z27.string(), message: z27.string(), code: z27.string() }).describe("Error");
var addressSchema2 = z27.object({
  country: z27.string().nullable(),
  state: z27.string().nullable(),
  city: z27.string().nullable(),
  address: z27.string().nullable()
});
var userResponse = z27.object({
  slug: z27.string(),
  fullName: z27.string(),
  displayName: z27.string().nullable(),
  email: z27.string(),
  phone: z27.string().nullable(),
  avatar: z27.string().nullable(),
  role: z27.enum(["buyer", "seller", "admin"]),
  address: addressSchema2.nullable(),
  emailVerified: z27.boolean(),
  status: z27.enum(["active", "inactive"]),
  createdAt: z27.string(),
  updatedAt: z27.string()
});
function addressOf(row) {
  if (!row.country && !row.state && !row.city && !row.address) return null;
  return { country: row.country, state: row.state, city: row.city, address: row.address };
}
function toUserResponse(row) {
  return {
    slug: row.slug,
    fullName: row.fullName,
    displayName: row.displayName,
    email: row.email,
    phone: row.phone,
    avatar: row.image,
    role: row.role,
    address: addressOf(row),
    emailVerified: row.emailVerified,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString()
  };
}
var registerBody = z27.looseObject({
  fullName: z27.string().trim().min(1, "fullName is required").max(100),
  displayName: z27.string().trim().max(60).optional(),
  email: z27.string().optional(),
  password: z27.string().optional(),
  role: z27.unknown().optional()
});
var registerResponse = z27.object({ slug: z27.string(), email: z27.string(), fullName: z27.string() });
var loginBody = z27.looseObject({
  email: z27.string().optional(),
  password: z27.string().optional()
});
var loginResponse = z27.object({
  slug: z27.string(),
  access_token: z27.string(),
  userId: z27.string(),
  role: z27.enum(["buyer", "seller", "admin"]),
  email: z27.string(),
  avatar: z27.string().nullable(),
  fullName: z27.string(),
  displayName: z27.string().nullable(),
  phone: z27.string().nullable(),
  address: addressSchema2.nullable()
});
var messageResponse2 = z27.object({ message: z27.string() });
var optionalText4 = (max) => z27.string().trim().max(max).nullish().transform((value) => value ? value : value === void 0 ? void 0 : null);
var avatarUrl = z27.string().trim().max(2048).nullish().refine(
  (value) => !value || /^https?:\/\/[^\s]+$/i.test(value) || /^\/uploads\/[^\s]+$/.test(value),
  "avatar must be an http(s) URL or an /uploads/ path"
).transform((value) => value ? value : value === void 0 ? void 0 : null);
var updateProfileBody = z27.looseObject({
  name: z27.string().trim().min(1).max(100).optional(),
  fullName: z27.string().trim().min(1).max(100).optional(),
  displayName: optionalText4(60),
  avatar: avatarUrl,
  phone: optionalText4(32).refine(
    (value) => value === void 0 || value === null || /^[+0-9 ()./-]{3,32}$/.test(value),
    "phone may only hold digits, spaces and + ( ) . / -"
  ),
  country: optionalText4(100),
  state: optionalText4(100),
  city: optionalText4(100),
  address: optionalText4(300)
});
var updateProfileResponse = userResponse.extend({ message: z27.string() });

// src/modules/users/users.routes.ts
var VERIFY_EMAIL_PAGE = "/verify-email";
var emailFormat = z28.email();
function validEmail(value) {
  const email = typeof value === "string" ? value.trim() : "";
  if (!email || !emailFormat.safeParse(email).success)
    throw new BadRequestError(messages.invalidEmail, "invalid_email");
  return email.toLowerCase();
}
function appendCookies(reply, lines) {
  if (lines.length === 0) return;
  const existing = reply.getHeader("set-cookie");
  const current = existing === void 0 ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  reply.header("set-cookie", [...current, ...lines]);
}
function expiredCookie(name2, httpOnly, secure) {
  return `${name2}=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax${httpOnly ? "; HttpOnly" : ""}${secure ? "; Secure" : ""}`;
}
var errorResponses2 = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse
};
async function usersRoutes(app, options) {
  const { env } = options;
  const api = app.withTypeProvider();
  api.post(
    "/api/users/register",
    {
      schema: {
        tags: ["users"],
        summary: "Create an account (email + password) and send the verification mail",
        body: registerBody,
        response: { 201: registerResponse, ...errorResponses2 }
      }
    },
    async (request, reply) => {
      const body = request.body;
      await app.abuseLimits.check(
        request,
        reply,
        "sign-up",
        typeof body.email === "string" ? body.email : null
      );
      if (body.role !== void 0 && body.role !== "buyer") {
        throw new ForbiddenError("A role cannot be chosen when signing up", "role_not_allowed");
      }
      const email = validEmail(body.email);
      const password = typeof body.password === "string" ? body.password : "";
      const problem = passwordProblem(password);
      if (problem) throw new BadRequestError(problem, "weak_password");
      if (await findUserByEmail(app.db, email))
        throw new ConflictError(messages.emailAlreadyExists, "email_exists");
      const displayName = body.displayName ? body.displayName : void 0;
      const result = await callAuthHandler(app, request, env, "/sign-up/email", {
        name: body.fullName,
        email,
        password,
        fullName: body.fullName,
        ...displayName ? { displayName } : {},
        callbackURL: VERIFY_EMAIL_PAGE
      });
      const created = await findUserByEmail(app.db, email);
      if (!created || created.id !== result.body.user.id) {
        throw new ConflictError(messages.emailAlreadyExists, "email_exists");
      }
      return reply.code(201).send({ slug: created.slug, email: created.email, fullName: created.fullName });
    }
  );
  api.post(
    "/api/users/login",
    {
      schema: {
        tags: ["users"],
        summary: "Sign in with e-mail and password; sets the access_token and user_slug cookies",
        body: loginBody,
        response: { 200: loginResponse, ...errorResponses2 }
      }
    },
    async (request, reply) => {
      const body = request.body;
      await app.abuseLimits.check(
        request,
        reply,
        "sign-in",
        typeof body.email === "string" ? body.email : null
      );
      const email = validEmail(body.email);
      const password = typeof body.password === "string" ? body.password : "";
      const user = await findUserByEmail(app.db, email);
      if (!user) throw new UnauthorizedError(messages.notRegistered, "not_registered");
      if (!password) throw new UnauthorizedError(messages.wrongPassword, "wrong_password");
      const signedIn = await app.auth.api.signInEmail({
        body: { email, password, rememberMe: true },
        headers: authHeadersOf(request),
        returnHeaders: true
      }).catch((error) => {
        if (error instanceof APIError2) {
          const code = error.body?.code;
          if (code === "INVALID_EMAIL_OR_PASSWORD") {
            throw new UnauthorizedError(messages.wrongPassword, "wrong_password");
          }
          if (code === "EMAIL_NOT_VERIFIED")
            throw new ForbiddenError(messages.verifyEmailFirst, "email_not_verified");
          if (code === "ACCOUNT_INACTIVE")
            throw new ForbiddenError("This account is deactivated", "account_inactive");
        }
        throw fromAuthError(error, "/sign-in/email");
      });
      appendCookies(reply, finaliseCookies(request, env, signedIn.headers.getSetCookie()));
      reply.header("cache-control", "no-store");
      return {
        slug: user.slug,
        access_token: signedIn.response.token,
        userId: user.id,
        role: user.role,
        email: user.email,
        avatar: user.image,
        fullName: user.fullName,
        displayName: user.displayName,
        phone: user.phone,
        address: addressOf(user)
      };
    }
  );
  api.post(
    "/api/users/logout",
    {
      schema: {
        tags: ["users"],
        summary: "End the session on the server and clear both session cookies",
        response: { 200: messageResponse2, ...errorResponses2 }
      }
    },
    async (request, reply) => {
      let lines = [];
      try {
        const result = await app.auth.api.signOut({ headers: authHeadersOf(request), returnHeaders: true });
        lines = result.headers.getSetCookie();
      } catch (error) {
        request.log.info({ err: error }, "sign-out without a live session");
      }
      const secure = isSecureContext(request, env);
      const clears = (name2) => lines.some((line) => line.trimStart().startsWith(`${name2}=`));
      if (!clears(ACCESS_TOKEN_COOKIE)) lines.push(expiredCookie(ACCESS_TOKEN_COOKIE, true, secure));
      if (!clears(USER_SLUG_COOKIE)) lines.push(expiredCookie(USER_SLUG_COOKIE, false, secure));
      appendCookies(reply, finaliseCookies(request, env, lines));
      reply.header("cache-control", "no-store");
      return { message: "Signed out" };
    }
  );
  api.post(
    "/api/users/resend-verification",
    {
      schema: {
        tags: ["users"],
        summary: "Send the e-mail verification link again",
        body: z28.looseObject({ email: z28.string().optional() }),
        response: { 200: messageResponse2, ...errorResponses2 }
      }
    },
    async (request, reply) => {
      const raw = request.body.email;
      await app.abuseLimits.check(
        request,
        reply,
        "verification-resend",
        typeof raw === "string" ? raw : null
      );
      const email = validEmail(raw);
      const user = await findUserByEmail(app.db, email);
      if (user && !user.emailVerified && user.status === "active") {
        await callAuthHandler(app, request, env, "/send-verification-email", {
          email,
          callbackURL: VERIFY_EMAIL_PAGE
        });
      }
      return {
        message: "If this e-mail belongs to an account waiting for verification, a new link is on its way."
      };
    }
  );
  api.get(
    "/api/users/auth-providers",
    {
      schema: {
        tags: ["users"],
        summary: "Sign-in methods available on this shop (social buttons show only when configured)",
        response: {
          200: z28.object({ emailPassword: z28.boolean(), social: z28.array(z28.enum(["google", "facebook"])) })
        }
      }
    },
    async () => ({ emailPassword: true, social: enabledSocialProviders(env) })
  );
  api.get(
    "/api/users/private/:slug",
    {
      schema: {
        tags: ["users"],
        summary: "The signed-in user\u2019s own full profile (admins may read anyone\u2019s)",
        security: sessionSecurity,
        params: z28.object({ slug: z28.string().min(1).max(200) }),
        response: { 200: userResponse, ...errorResponses2 }
      }
    },
    async (request, reply) => {
      await requireSelfOrAdmin(request, request.params.slug);
      const user = await findUserBySlug(app.db, request.params.slug);
      if (!user) throw new NotFoundError("User not found", "user_not_found");
      reply.header("cache-control", "private, no-store");
      return toUserResponse(user);
    }
  );
  api.patch(
    "/api/users/update-profile-info",
    {
      schema: {
        tags: ["users"],
        summary: "Update the own profile (name, display name, avatar URL, phone, address)",
        security: sessionSecurity,
        querystring: z28.object({ email: z28.string().optional() }),
        body: updateProfileBody,
        response: { 200: updateProfileResponse, ...errorResponses2 }
      }
    },
    async (request) => {
      const named = request.query.email?.trim() ?? "";
      const actor = await requireSelfOrAdmin(request, named);
      const target = named ? await findUserByEmail(app.db, named) : void 0;
      if (!target) {
        if (actor.role === "admin") throw new NotFoundError("User not found", "user_not_found");
        throw new BadRequestError(messages.invalidEmail, "invalid_email");
      }
      const body = request.body;
      const changes = {};
      const fullName = body.fullName ?? body.name;
      if (fullName !== void 0) {
        changes.fullName = fullName;
        changes.name = fullName;
      }
      if (body.displayName !== void 0) changes.displayName = body.displayName;
      if (body.avatar !== void 0) changes.image = body.avatar;
      if (body.phone !== void 0) changes.phone = body.phone;
      if (body.country !== void 0) changes.country = body.country;
      if (body.state !== void 0) changes.state = body.state;
      if (body.city !== void 0) changes.city = body.city;
      if (body.address !== void 0) changes.address = body.address;
      const updated = Object.keys(changes).length > 0 ? await updateUserProfile(app.db, target.id, changes) : target;
      return { ...toUserResponse(updated), message: messages.profileUpdated };
    }
  );
}

// src/modules/wishlist/wishlist.routes.ts
import { z as z29 } from "zod";
var tags12 = ["wishlist"];
var slugParam4 = z29.string().trim().min(1).max(200);
var errors4 = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
var identity2 = "`user_slug` must be the signed-in user (admins may name anyone): no session 401, someone else 403 and nothing changes.";
async function wishlistRoutes(app) {
  const r = app.withTypeProvider();
  r.get(
    "/api/wishlist",
    {
      preValidation: signedInOnly,
      schema: {
        tags: tags12,
        security: sessionSecurity,
        summary: "The user's wishlist",
        description: `Newest first; products no longer visible are left out. ${identity2}`,
        querystring: z29.strictObject({ user_slug: slugParam4 }),
        response: { 200: z29.array(wishlistItemSchema), ...errors4 }
      }
    },
    async (request, reply) => {
      const shopper = await shopperFor(request, request.query.user_slug);
      reply.header("cache-control", "private, no-store");
      return wishlistItemsOf(app.db, shopper);
    }
  );
  r.post(
    "/api/wishlist",
    {
      preValidation: signedInOnly,
      schema: {
        tags: tags12,
        security: sessionSecurity,
        summary: "Add a product to the wishlist",
        description: `\`{ user_slug, slug }\` where \`slug\` is the product slug. A whole product object is accepted too (the only body of the API that tolerates extra keys); only \`slug\` is used. 201 with the new item, or 200 with the existing one when the product is already there. Unknown or hidden product 404. ${identity2}`,
        body: wishlistAddBody,
        response: { 200: wishlistItemSchema, 201: wishlistItemSchema, ...errors4 }
      }
    },
    async (request, reply) => {
      const shopper = await shopperFor(request, request.body.user_slug);
      const { item, created } = await addToWishlist(app.db, shopper, request.body.slug);
      return reply.code(created ? 201 : 200).send(item);
    }
  );
  r.delete(
    "/api/wishlist",
    {
      preValidation: signedInOnly,
      schema: {
        tags: tags12,
        security: sessionSecurity,
        summary: "Remove a product from the wishlist",
        description: `Answers the removed item, or 404 when the product is not in the wishlist. ${identity2}`,
        querystring: z29.strictObject({ user_slug: slugParam4, product_slug: slugParam4 }),
        response: { 200: wishlistItemSchema, ...errors4 }
      }
    },
    async (request) => {
      const shopper = await shopperFor(request, request.query.user_slug);
      return removeFromWishlist(app.db, shopper, request.query.product_slug);
    }
  );
  r.delete(
    "/api/wishlist/delete_all/:user",
    {
      preValidation: signedInOnly,
      schema: {
        tags: tags12,
        security: sessionSecurity,
        summary: "Empty the wishlist",
        description: `\`{user}\` is the user slug. ${identity2}`,
        params: z29.object({ user: slugParam4 }),
        response: { 200: deletedCountSchema, ...errors4 }
      }
    },
    async (request) => {
      const shopper = await shopperFor(request, request.params.user);
      return clearWishlist(app.db, shopper);
    }
  );
  r.post(
    "/api/wishlist/merge",
    {
      preValidation: signedInOnly,
      schema: {
        tags: tags12,
        security: sessionSecurity,
        summary: "Merge a visitor's browser wishlist at sign-in",
        description: `Adds each product slug of \`slugs\` that is not there yet. Unknown or hidden products are skipped and listed in \`skipped\`; the call still succeeds. Answers the whole wishlist after the merge. ${identity2}`,
        body: wishlistMergeBody,
        response: { 200: wishlistMergeSchema, ...errors4 }
      }
    },
    async (request) => {
      const shopper = await shopperFor(request, request.body.user_slug);
      return mergeWishlist(app.db, shopper, request.body.slugs);
    }
  );
}

// src/plugins/catalogue-cache.ts
import { createHash } from "node:crypto";
import fp5 from "fastify-plugin";
var PUBLIC_CACHE_CONTROL = "public, max-age=5, stale-while-revalidate=30";
var PRIVATE_CACHE_CONTROL = "private, no-store";
var CATALOGUE_VARY = "Cookie, Authorization";
var ENTRY_TTL_MS = 1e4;
var REDIS_POLL_MS = 2e3;
var cataloguePaths = /^\/api\/(?:products(?:[/?]|$)|categories|sub-categories|brands\/|wo-user|home(?:[/?]|$)|slider|advertisements\/|mega-menu-categories\/|featured-categories|popular-categories|flash-sale\/|blogs|blogcategories\/|blog-comments\/single-blog\/|reviews\/reviewProducts\/|users\/sellers(?:[/?]|$)|users\/seller\/|users\/sellerWithProducts\/)/;
var writesThatKeepTheCatalogue = /^\/api\/(?:auth\/|cart|wishlist|addresses|newsletter|contact|uploads|users\/(?:login|logout|register)(?:[/?]|$))/;
var mutatingMethods = /* @__PURE__ */ new Set(["POST", "PUT", "PATCH", "DELETE"]);
function isCatalogueRead(method, url) {
  return method === "GET" && cataloguePaths.test(url);
}
function isCatalogueWrite(method, url) {
  return mutatingMethods.has(method) && url.startsWith("/api/") && !writesThatKeepTheCatalogue.test(url);
}
function hasSession(request) {
  if (request.headers.authorization) return true;
  const cookie2 = request.headers.cookie;
  return typeof cookie2 === "string" && new RegExp(`(?:^|;\\s*)${ACCESS_TOKEN_COOKIE}=`).test(cookie2);
}
function etagOf(body) {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}
function etagMatches(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  const header = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(",") : ifNoneMatch;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
var LruStore = class {
  constructor(capacity) {
    this.capacity = capacity;
  }
  capacity;
  entries = /* @__PURE__ */ new Map();
  get(key) {
    const entry3 = this.entries.get(key);
    if (entry3) {
      this.entries.delete(key);
      this.entries.set(key, entry3);
    }
    return entry3;
  }
  set(key, entry3) {
    if (this.capacity === 0) return;
    this.entries.delete(key);
    this.entries.set(key, entry3);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== void 0) this.entries.delete(oldest);
    }
  }
  delete(key) {
    this.entries.delete(key);
  }
  get size() {
    return this.entries.size;
  }
};
function localVersion() {
  let version = 0;
  return {
    current: () => version,
    bump: async () => {
      version += 1;
    },
    close: async () => {
    }
  };
}
async function redisVersion(redis, keyPrefix, log) {
  const key = `${keyPrefix}catalogue:version`;
  let version = Number(await redis.get(key) ?? 0);
  const seen = (value) => {
    const n = Number(value);
    if (Number.isFinite(n) && n > version) version = n;
  };
  const subscriber = redis.duplicate();
  subscriber.on("error", (error) => log.warn({ err: error }, "catalogue cache: redis subscriber error"));
  subscriber.on("message", (_channel, message) => seen(message));
  await subscriber.subscribe(key);
  const poll = setInterval(() => {
    redis.get(key).then(seen, () => void 0);
  }, REDIS_POLL_MS);
  poll.unref();
  return {
    current: () => version,
    async bump() {
      try {
        const next = await redis.incr(key);
        seen(next);
        await redis.publish(key, String(next));
      } catch (error) {
        version += 1;
        log.warn({ err: error }, "catalogue cache: could not bump the shared version");
      }
    },
    async close() {
      clearInterval(poll);
      await subscriber.quit().catch(() => void 0);
    }
  };
}
async function catalogueCachePlugin(app, options) {
  const redis = app.hasDecorator("redis") ? app.redis : null;
  const version = redis ? await redisVersion(redis, app.redisKeyPrefix, app.log) : localVersion();
  const store = new LruStore(options.entries);
  const reads = /* @__PURE__ */ new WeakMap();
  const flights = /* @__PURE__ */ new Map();
  const startFlight = (state) => {
    let settle = () => {
    };
    const entry3 = new Promise((resolve) => {
      settle = resolve;
    });
    const flight = {
      version: state.version,
      entry: entry3,
      settle: (value) => {
        if (flights.get(state.key) === flight) flights.delete(state.key);
        settle(value);
      }
    };
    flights.set(state.key, flight);
    state.flight = flight;
  };
  app.decorate("bumpCatalogueVersion", () => version.bump());
  app.addHook("onClose", async () => version.close());
  const sendHit = (request, reply, entry3) => {
    reply.header("etag", entry3.etag).header("cache-control", PUBLIC_CACHE_CONTROL).header("vary", CATALOGUE_VARY).header("x-catalogue-cache", "hit");
    if (etagMatches(request.headers["if-none-match"], entry3.etag)) return reply.code(304).send();
    return reply.type(entry3.contentType).send(entry3.body);
  };
  app.addHook("onRequest", async (request, reply) => {
    if (!isCatalogueRead(request.method, request.url)) return;
    const state = {
      key: request.url,
      version: version.current(),
      personal: hasSession(request),
      hit: false
    };
    reads.set(request, state);
    if (state.personal) return;
    let entry3 = store.get(state.key);
    if (entry3 && (entry3.version !== state.version || Date.now() - entry3.storedAt > ENTRY_TTL_MS)) {
      store.delete(state.key);
      entry3 = void 0;
    }
    if (!entry3 && options.entries > 0) {
      const flight = flights.get(state.key);
      if (flight?.version === state.version) entry3 = await flight.entry;
      else startFlight(state);
    }
    if (!entry3) return;
    state.hit = true;
    return sendHit(request, reply, entry3);
  });
  const release = async (request) => {
    reads.get(request)?.flight?.settle(void 0);
  };
  app.addHook("onResponse", release);
  app.addHook("onRequestAbort", release);
  app.addHook("onSend", async (request, reply, payload) => {
    if (isCatalogueWrite(request.method, request.url) && reply.statusCode < 400) {
      await version.bump();
      return payload;
    }
    const state = reads.get(request);
    if (!state || state.hit) return payload;
    reply.header("vary", CATALOGUE_VARY);
    if (state.personal) {
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      return payload;
    }
    const cacheable = reply.statusCode === 200 && (typeof payload === "string" || Buffer.isBuffer(payload)) && reply.getHeader("set-cookie") === void 0;
    if (!cacheable) {
      state.flight?.settle(void 0);
      return payload;
    }
    const etag = etagOf(payload);
    reply.header("etag", etag).header("cache-control", PUBLIC_CACHE_CONTROL).header("x-catalogue-cache", "miss");
    const entry3 = {
      version: state.version,
      storedAt: Date.now(),
      body: payload,
      etag,
      contentType: String(reply.getHeader("content-type") ?? "application/json; charset=utf-8")
    };
    store.set(state.key, entry3);
    state.flight?.settle(entry3);
    if (etagMatches(request.headers["if-none-match"], etag)) {
      reply.code(304);
      return "";
    }
    return payload;
  });
}
var catalogue_cache_default = fp5(catalogueCachePlugin, { name: "catalogue-cache", dependencies: ["auth"] });

// src/plugins/csrf.ts
import fp6 from "fastify-plugin";
var safeMethods = /* @__PURE__ */ new Set(["GET", "HEAD", "OPTIONS"]);
function originOf(value) {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}
function isTrustedOrigin(request, env, origin) {
  const parsed = originOf(origin);
  if (!parsed) return false;
  if (new URL(parsed).host === request.host.replace(/:(80|443)$/, "")) return true;
  if (env.PUBLIC_URL && originOf(env.PUBLIC_URL) === parsed) return true;
  return env.AUTH_TRUSTED_ORIGINS.some((trusted) => (originOf(trusted) ?? trusted) === parsed);
}
function hasCookieAuth(request) {
  const cookie2 = request.headers.cookie;
  return typeof cookie2 === "string" && new RegExp(`(?:^|;\\s*)${ACCESS_TOKEN_COOKIE}=`).test(cookie2);
}
function isJson(request) {
  const type = String(request.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
  return type === "application/json" || type?.startsWith("application/") === true && type.endsWith("+json");
}
function csrfProblem(request, env) {
  if (safeMethods.has(request.method)) return null;
  const origin = request.headers.origin;
  if (typeof origin === "string" && origin !== "") {
    if (origin === "null") return "Requests from an opaque origin are refused";
    return isTrustedOrigin(request, env, origin) ? null : "Cross-site request refused";
  }
  const path7 = request.url.split("?")[0] ?? "";
  if (!path7.startsWith("/api/") || !hasCookieAuth(request)) return null;
  const referer = request.headers.referer;
  if (typeof referer === "string" && referer !== "") {
    return isTrustedOrigin(request, env, referer) ? null : "Cross-site request refused";
  }
  if (request.headers["sec-fetch-site"] === "cross-site") return "Cross-site request refused";
  return isJson(request) ? null : "Cross-site request refused: send JSON or an Origin header";
}
async function csrfPlugin(app, options) {
  app.addHook("onRequest", async (request, reply) => {
    const problem = csrfProblem(request, options.env);
    if (!problem) return;
    request.log.info({ origin: request.headers.origin, referer: request.headers.referer }, "csrf: refused");
    return reply.code(403).type("application/json; charset=utf-8").send(errorBody(403, problem, "csrf_rejected"));
  });
}
var csrf_default = fp6(csrfPlugin, { name: "csrf" });

// src/plugins/database.ts
import fp7 from "fastify-plugin";
async function databasePlugin(app, options) {
  app.decorate("database", options.database);
  app.decorate("db", options.database.db);
}
var database_default = fp7(databasePlugin, { name: "database" });

// src/plugins/openapi.ts
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import fp8 from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
async function openapiPlugin(app) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Bazaar marketplace API",
        description: "The HTTP contract of the storefront. Errors are always `{ statusCode, error, message, code }`. Money is in dollars with two decimals. Authentication flows live under `/api/auth/*`.",
        version: "0.1.0"
      },
      components: {
        securitySchemes: {
          cookieAuth: { type: "apiKey", in: "cookie", name: "access_token" },
          bearerAuth: { type: "http", scheme: "bearer" }
        }
      }
    },
    transform: jsonSchemaTransform
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
}
var openapi_default = fp8(openapiPlugin, { name: "openapi" });

// src/plugins/rate-limit.ts
import rateLimit from "@fastify/rate-limit";
import fp9 from "fastify-plugin";
var abuseRules = {
  "sign-in": {
    perIp: { max: 30, minutes: 15 },
    perEmail: { max: 10, minutes: 15 },
    message: "Too many sign-in attempts. Please wait a few minutes and try again."
  },
  "sign-up": {
    perIp: { max: 20, minutes: 60 },
    perEmail: { max: 5, minutes: 60 },
    message: "Too many sign-up attempts. Please wait a while and try again."
  },
  "password-reset": {
    perIp: { max: 10, minutes: 60 },
    perEmail: { max: 5, minutes: 60 },
    message: "Too many password reset requests. Please wait a while and try again."
  },
  "verification-resend": {
    perIp: { max: 10, minutes: 60 },
    perEmail: { max: 5, minutes: 60 },
    message: "Too many verification e-mails requested. Please wait a while and try again."
  }
};
function normaliseEmailKey(email) {
  return email.trim().toLowerCase();
}
async function rateLimitPlugin(app) {
  await app.register(rateLimit, {
    global: false,
    ...app.redis ? { redis: app.redis, nameSpace: `${app.redisKeyPrefix}rate:` } : {},
    // A Redis outage must not lock everybody out of their account.
    skipOnError: true
  });
  const emailKeys = /* @__PURE__ */ new WeakMap();
  const limiters = /* @__PURE__ */ new Map();
  const limiterFor = (action, scope) => {
    const name2 = `${action}:${scope}`;
    let limiter = limiters.get(name2);
    if (!limiter) {
      const window = scope === "ip" ? abuseRules[action].perIp : abuseRules[action].perEmail;
      limiter = app.createRateLimit({
        max: window.max,
        timeWindow: window.minutes * 6e4,
        keyGenerator: (request) => `${name2}:${scope === "ip" ? request.ip : emailKeys.get(request)}`
      });
      limiters.set(name2, limiter);
    }
    return limiter;
  };
  app.decorate("abuseLimits", {
    async check(request, reply, action, email) {
      const results = [await limiterFor(action, "ip")(request)];
      if (email) {
        emailKeys.set(request, normaliseEmailKey(email));
        results.push(await limiterFor(action, "email")(request));
      }
      const exceeded = results.find((result) => !result.isAllowed && result.isExceeded);
      if (exceeded && !exceeded.isAllowed) {
        reply.header("retry-after", String(Math.max(1, exceeded.ttlInSeconds)));
        throw new TooManyRequestsError(abuseRules[action].message, "rate_limited");
      }
    }
  });
}
var rate_limit_default = fp9(rateLimitPlugin, { name: "abuse-limits", dependencies: ["auth"] });

// src/plugins/security-headers.ts
import { randomBytes as randomBytes6 } from "node:crypto";
import helmet from "@fastify/helmet";
import fp10 from "fastify-plugin";
var API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
var HSTS_HEADER = "max-age=31536000";
function pageContentSecurityPolicy(options) {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${options.nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    ["img-src", "'self'", "data:", "blob:", "https:", ...options.imageOrigins ?? []].join(" "),
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...options.secure ? ["upgrade-insecure-requests"] : []
  ];
  return directives.join("; ");
}
function uploadImageOrigins(env) {
  const source = env.S3_PUBLIC_URL ?? env.S3_ENDPOINT;
  return source ? [new URL(source).origin] : [];
}
var nonceKey = /* @__PURE__ */ Symbol("cspNonce");
function isHtml(reply) {
  return /^\s*text\/html/i.test(String(reply.getHeader("content-type") ?? ""));
}
function pathOf(request) {
  return request.url.split("?")[0] ?? "";
}
async function securityHeadersPlugin(app, options) {
  const { env } = options;
  const imageOrigins = uploadImageOrigins(env);
  await app.register(helmet, {
    global: true,
    // Set per response below: they depend on the content type, the path and the scheme.
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" }
  });
  app.decorateRequest("cspNonce", {
    getter() {
      const request = this;
      request[nonceKey] ??= randomBytes6(16).toString("base64");
      return request[nonceKey];
    }
  });
  app.addHook("onSend", async (request, reply, payload) => {
    const secure = isSecureContext(request, env);
    const path7 = pathOf(request);
    const html = isHtml(reply);
    if (!reply.hasHeader("content-security-policy")) {
      reply.header(
        "content-security-policy",
        html ? pageContentSecurityPolicy({ nonce: request.cspNonce, imageOrigins, secure }) : API_CONTENT_SECURITY_POLICY
      );
    }
    if (secure) reply.header("strict-transport-security", HSTS_HEADER);
    if (html && !path7.startsWith("/api/auth/")) {
      reply.header("cross-origin-opener-policy", "same-origin-allow-popups");
    }
    reply.header(
      "cross-origin-resource-policy",
      path7.startsWith("/uploads/") ? "cross-origin" : "same-origin"
    );
    return payload;
  });
}
var security_headers_default = fp10(securityHeadersPlugin, { name: "security-headers" });

// src/plugins/uploads-storage.ts
import { randomBytes as randomBytes7 } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path2 from "node:path";
import { AwsClient } from "aws4fetch";
import fp11 from "fastify-plugin";
var SAFE_KEY = /^[a-z0-9][a-z0-9-]{0,120}\.(webp|png|jpg|gif)$/;
function assertSafeKey(key) {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key ${JSON.stringify(key)}`);
}
var UPLOADS_URL_PREFIX = "/uploads/";
function createLocalStorage(folder) {
  const root = path2.resolve(folder);
  let ready;
  return {
    kind: "local",
    urlOf: (key) => `${UPLOADS_URL_PREFIX}${key}`,
    async put(key, body) {
      assertSafeKey(key);
      ready ??= mkdir(root, { recursive: true });
      await ready;
      const target = path2.join(root, key);
      const partial = path2.join(root, `.${key}.${randomBytes7(4).toString("hex")}.partial`);
      await writeFile(partial, body, { flag: "wx" });
      try {
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { key, url: `${UPLOADS_URL_PREFIX}${key}`, bytes: body.byteLength };
    },
    async remove(key) {
      assertSafeKey(key);
      await rm(path2.join(root, key), { force: true });
    }
  };
}
function createS3Storage(config) {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: "s3"
  });
  const objectBase = `${config.endpoint.replace(/\/+$/, "")}/${config.bucket}`;
  const publicBase = (config.publicUrl ?? objectBase).replace(/\/+$/, "");
  const objectUrl = (key) => `${objectBase}/${key}`;
  async function send(key, init, okStatuses) {
    const response = await client.fetch(objectUrl(key), init);
    if (!okStatuses.includes(response.status)) {
      throw new Error(
        `S3 ${init.method} ${key} failed with ${response.status}: ${(await response.text()).slice(0, 200)}`
      );
    }
  }
  return {
    kind: "s3",
    urlOf: (key) => `${publicBase}/${key}`,
    async put(key, body, contentType) {
      assertSafeKey(key);
      await send(
        key,
        {
          method: "PUT",
          body,
          headers: {
            "content-type": contentType,
            "cache-control": "public, max-age=31536000, immutable",
            "x-amz-meta-origin": "bazaar-uploads"
          }
        },
        [200]
      );
      return { key, url: `${publicBase}/${key}`, bytes: body.byteLength };
    },
    async remove(key) {
      assertSafeKey(key);
      await send(key, { method: "DELETE" }, [200, 204, 404]);
    }
  };
}
function storageFromEnv(env, uploadsDir) {
  if (env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      publicUrl: env.S3_PUBLIC_URL
    });
  }
  return createLocalStorage(uploadsDir ?? path2.join(path2.resolve(env.DATA_DIR), "uploads"));
}
async function uploadsStoragePlugin(app, options) {
  const storage = options.storage ?? storageFromEnv(options.env, options.uploadsDir);
  app.decorate("uploadsStorage", storage);
}
var uploads_storage_default = fp11(uploadsStoragePlugin, { name: "uploads-storage" });

// src/plugins/web.ts
import { existsSync as existsSync2 } from "node:fs";
import { Readable as Readable2 } from "node:stream";
import { pathToFileURL } from "node:url";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import { createRequestHandler } from "react-router";

// src/lib/in-process-api.ts
var forwardedHeaders = ["cookie", "authorization", "accept-language", "user-agent", "x-forwarded-for"];
function createInProcessApi(app) {
  return {
    forRequest(request) {
      const base = {};
      for (const name2 of forwardedHeaders) {
        const value = request.headers[name2];
        if (typeof value === "string") base[name2] = value;
      }
      base["x-forwarded-for"] ??= request.ip;
      return async function api(path7, init = {}) {
        const response = await app.inject({
          method: init.method ?? "GET",
          url: path7,
          // The shopper's address and host, so rate limits, sessions and CSRF checks see the real client.
          remoteAddress: request.ip,
          headers: {
            ...base,
            host: request.host,
            origin: `${request.protocol}://${request.host}`,
            ...init.body !== void 0 ? { "content-type": "application/json" } : {},
            ...init.headers
          },
          ...init.body !== void 0 ? { payload: JSON.stringify(init.body) } : {}
        });
        const type = String(response.headers["content-type"] ?? "");
        const body = type.includes("json") && response.body ? response.json() : response.body;
        const headers = {};
        for (const [name2, value] of Object.entries(response.headers)) {
          headers[name2] = typeof value === "number" ? String(value) : value;
        }
        return { status: response.statusCode, body, headers };
      };
    }
  };
}

// src/plugins/web.ts
async function webPlugin(app, options) {
  await app.register(fastifyCompress);
  const handle = options.viteRoot ? await viteHandler(app, options.viteRoot) : await builtHandler(app, options.buildDir);
  const api = createInProcessApi(app);
  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser("*", (_request, _payload, done) => done(null));
    pages.route({
      method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
      url: "/*",
      schema: { hide: true },
      handler: async (request, reply) => {
        const response = await handle(toWebRequest(request, options.publicUrl), {
          api: api.forRequest(request),
          // entry.server.tsx puts it on every script it renders; plugins/security-headers.ts sends the
          // same nonce in this response's Content-Security-Policy.
          cspNonce: request.cspNonce
        });
        return sendWebResponse(reply, response);
      }
    });
  });
}
async function builtHandler(app, buildDir) {
  const serverEntry = `${buildDir}/server/index.js`;
  const clientDir = `${buildDir}/client`;
  if (!existsSync2(serverEntry)) {
    throw new Error(`The storefront is not built (${serverEntry} is missing): run \`npm run build\``);
  }
  const build = await import(pathToFileURL(serverEntry).href);
  await app.register(fastifyStatic, {
    root: `${clientDir}/assets`,
    prefix: "/assets/",
    immutable: true,
    maxAge: "365d",
    decorateReply: false
  });
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: "/",
    wildcard: false,
    maxAge: "1h",
    decorateReply: false,
    // Hashed assets are served above with an immutable cache; this one serves favicon, logo and the like.
    globIgnore: ["assets/**"]
  });
  return createRequestHandler(build, "production");
}
async function viteHandler(app, root) {
  const [{ createServer }, { default: middie }] = await Promise.all([
    import("vite"),
    import("@fastify/middie")
  ]);
  const vite = await createServer({
    root,
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: "custom"
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook("onClose", async () => {
    await vite.close();
  });
  return createRequestHandler(
    () => vite.ssrLoadModule("virtual:react-router/server-build"),
    "development"
  );
}
function toWebRequest(request, publicUrl) {
  const origin = publicUrl ?? `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [name2, value] of Object.entries(request.headers)) {
    if (value === void 0) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name2, item);
    else headers.set(name2, String(value));
  }
  const controller = new AbortController();
  request.raw.once("close", () => {
    if (!request.raw.complete) controller.abort();
  });
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...hasBody ? { body: Readable2.toWeb(request.raw), duplex: "half" } : {}
  });
}
function sendWebResponse(reply, response) {
  reply.code(response.status);
  for (const [name2, value] of response.headers) {
    if (name2 === "set-cookie") continue;
    reply.header(name2, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable2.fromWeb(response.body));
}

// src/app.ts
function loggerFor(env) {
  if (env.LOG_LEVEL === "silent") return false;
  return {
    level: env.LOG_LEVEL,
    redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]']
  };
}
async function buildApp(deps) {
  const { env } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerFor(env),
    bodyLimit: env.BODY_LIMIT_BYTES,
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    // A socket with no traffic for this long is closed (idle or stalled clients); requestTimeout bounds
    // the time to receive one whole request.
    connectionTimeout: env.REQUEST_TIMEOUT_MS * 2,
    trustProxy: env.TRUST_PROXY,
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID2(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    return503OnClosing: true,
    forceCloseConnections: "idle"
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });
  await app.register(errors_default);
  await app.register(security_headers_default, { env });
  await app.register(database_default, { database: deps.database });
  await app.register(cookie);
  await app.register(openapi_default);
  await app.register(mail_plugin_default, { env });
  await app.register(auth_default, { env, socialEndpoints: deps.socialEndpoints });
  await app.register(session_default);
  await app.register(catalogue_cache_default, { entries: env.CATALOGUE_CACHE_ENTRIES });
  await app.register(rate_limit_default);
  await app.register(csrf_default, { env });
  await app.register(usersRoutes, { env });
  await app.register(healthRoutes);
  await app.register(catalogueRoutes);
  await app.register(contentRoutes);
  await app.register(productRoutes);
  await app.register(sellerRoutes);
  await app.register(blogRoutes);
  await app.register(productReviewRoutes);
  await app.register(contactRoutes);
  await app.register(seoRoutes);
  await app.register(cartRoutes);
  await app.register(wishlistRoutes);
  await app.register(addressRoutes);
  await app.register(couponRoutes);
  await app.register(orderRoutes, { env });
  await app.register(reviewWriteRoutes);
  await app.register(reportRoutes);
  await app.register(newsletterRoutes);
  await app.register(blogCommentRoutes);
  await app.register(uploads_storage_default, { env, uploadsDir: deps.uploadsDir });
  await app.register(uploadRoutes, { env });
  await app.register(sellerApplicationRoutes);
  await app.register(sellerDashboardRoutes);
  await app.register(adminRoutes, { env });
  if (deps.uploadsDir) {
    await app.register(fastifyStatic2, {
      root: deps.uploadsDir,
      prefix: "/uploads/",
      maxAge: "365d",
      immutable: true,
      decorateReply: false,
      setHeaders: (res) => {
        res.header("x-content-type-options", "nosniff");
      }
    });
  }
  if (deps.web) await app.register(webPlugin, deps.web);
  return app;
}

// src/db/client.ts
import { mkdir as mkdir2 } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql as sql34 } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
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
  if (!inMemory) await mkdir2(dataDir, { recursive: true });
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
      await db.execute(sql34`select 1`);
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
import { existsSync as existsSync3 } from "node:fs";
import path3 from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle as drizzleNodePg2 } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite2 } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
var MIGRATIONS_DIR_ENV = "MIGRATIONS_DIR";
var MIGRATION_LOCK_KEY = 7318420915;
function resolveMigrationsFolder(override = process.env[MIGRATIONS_DIR_ENV]) {
  if (override) {
    const folder2 = path3.resolve(override);
    if (!isMigrationsFolder(folder2))
      throw new Error(`No drizzle migrations (meta/_journal.json) in ${folder2}`);
    return folder2;
  }
  const here = path3.dirname(fileURLToPath(import.meta.url));
  const candidates = [path3.resolve(here, "../drizzle"), path3.resolve(here, "../../drizzle")];
  const folder = candidates.find(isMigrationsFolder);
  if (!folder) {
    throw new Error(
      `No drizzle migrations found (looked in ${candidates.join(", ")}); set ${MIGRATIONS_DIR_ENV}`
    );
  }
  return folder;
}
function isMigrationsFolder(folder) {
  return existsSync3(path3.join(folder, "meta", "_journal.json"));
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
import path5 from "node:path";
import { inArray as inArray10, sql as sql37 } from "drizzle-orm";

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
function brand(name2, slug2) {
  return { name: name2, slug: slug2, logoKey: slug2 };
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
var DAY_MS2 = 864e5;
var CREATED_WITHIN_DAYS = 120;
var NO_GUARANTEE_CATEGORIES = /* @__PURE__ */ new Set(["grocery", "books-media"]);
function prepareTemplates() {
  const brandBySlug3 = new Map(demoBrands.map((b) => [b.slug, b]));
  const catNameBySlug = new Map(demoCategories.map((c) => [c.cat_slug, c.cat_name]));
  return SUB_CATEGORY_TEMPLATES.map((t) => {
    const brands2 = t.brands.map((slug2) => {
      const b = brandBySlug3.get(slug2);
      if (!b) throw new Error(`demo-words: sub-category ${t.slug} names unknown brand ${slug2}`);
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
  const dollars3 = range[0] + (range[1] - range[0]) * rnd() ** 1.7;
  if (dollars3 >= 100) return (Math.round(dollars3 / 10) * 10 - 1) * 100 + 99;
  const ending = [99, 49, 95, 0][Math.floor(rnd() * 4)];
  return Math.max(1, Math.floor(dollars3)) * 100 + ending;
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
function* iterateDemoProducts(count11, seed2 = 42, now = startOfUtcDay(/* @__PURE__ */ new Date())) {
  const rnd = mulberry32(seed2);
  const templates = prepareTemplates();
  const order = templates.map((_, i) => i);
  const nowMs = now.getTime();
  const baseSlugs = /* @__PURE__ */ new Map();
  for (let i = 0; i < count11; i++) {
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
    const ageMs = Math.floor(rnd() * (forcedNew ? 14 : CREATED_WITHIN_DAYS) * DAY_MS2);
    const createdMs = nowMs - ageMs;
    const updatedMs = createdMs + Math.floor(rnd() * ageMs);
    const isTopProduct = visible && (i % 17 === 3 || rnd() < 0.04);
    const isNewArrival = forcedNew || visible && ageMs < 30 * DAY_MS2 && rnd() < 0.15;
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
function selectFlashSaleItems(products2, count11 = demoFlashSale.itemCount, discountPercent = demoFlashSale.discountPercent) {
  const items = [];
  const seen = /* @__PURE__ */ new Set();
  for (const p of products2) {
    if (items.length >= count11) break;
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
import { createHash as createHash2 } from "node:crypto";
import { mkdir as mkdir3, readFile, rename as rename2, stat, writeFile as writeFile2 } from "node:fs/promises";
import { createRequire } from "node:module";
import path4 from "node:path";
import sharp2 from "sharp";
var DEMO_IMAGES_VERSION = 1;
var MANIFEST_FILE = "manifest.json";
var WEBP_QUALITY2 = 78;
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
function brandLogoSvg(name2, key) {
  const colour = pickBy(MARK_COLOURS, key);
  const shape = hashOf(`${key}shape`) % 6;
  const initial = escapeXml(name2.charAt(0).toUpperCase());
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
  const label = upper ? name2.toUpperCase() : name2;
  const spacing = upper ? 2 : 0;
  const fontSize = Math.min(32, Math.floor(204 / (label.length * (upper ? 0.72 : 0.6) + spacing / 10)));
  const body = [
    marks[shape],
    `<text x="96" y="51" dominant-baseline="central" font-family="${FONT}" font-size="${fontSize}" font-weight="${upper ? 700 : 800}" letter-spacing="${spacing}" fill="${INK}">${escapeXml(label)}</text>`
  ].join("");
  return svgDoc(320, 100, "", body);
}
function shopLogoSvg(name2, key) {
  const initials = name2.replace(/&/g, " ").split(/\s+/).filter((w) => /^[A-Za-z]/.test(w)).slice(0, 2).map((w) => w.charAt(0).toUpperCase()).join("");
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
    const kinds = s.catSlugs.map((slug2) => artByCategory.get(slug2)).filter((k) => k !== void 0);
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
  await writeFile2(temp, data);
  await rename2(temp, file);
}
function emojiDir() {
  const pkg = createRequire(import.meta.url).resolve("@lobehub/fluent-emoji-3d/package.json");
  return path4.join(path4.dirname(pkg), "assets");
}
var TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };
async function renderRaster(job, outDir, assets) {
  const overlays = await Promise.all(
    job.art.map(async (p) => {
      let pipeline = sharp2(path4.join(assets, `${p.emoji}.webp`)).ensureAlpha().resize(p.size, p.size, { kernel: "lanczos3" });
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
  const { data, info } = await sharp2(Buffer.from(job.svg)).composite(overlays).raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const writes = [
    sharp2(data, { raw }).webp({ quality: WEBP_QUALITY2, effort: WEBP_EFFORT }).toBuffer().then((buf) => writeAtomic(path4.join(outDir, job.file), buf)),
    ...job.variants.map(
      (width) => sharp2(data, { raw }).resize(width).webp({ quality: WEBP_QUALITY2, effort: WEBP_EFFORT }).toBuffer().then((buf) => writeAtomic(path4.join(outDir, job.file.replace(/\.webp$/, `-${width}.webp`)), buf))
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
      (f) => stat(path4.join(outDir, f)).then(
        (s) => s.size > 0,
        () => false
      )
    )
  );
  return new Set(files.filter((_, i) => !present[i]));
}
async function readManifest(outDir, fingerprint) {
  try {
    const manifest = JSON.parse(await readFile(path4.join(outDir, MANIFEST_FILE), "utf8"));
    return manifest.version === DEMO_IMAGES_VERSION && manifest.fingerprint === fingerprint ? manifest : null;
  } catch {
    return null;
  }
}
async function generateDemoImages(options) {
  const { outDir, publicPrefix, siteName = "Marketplace", concurrency = 4 } = options;
  const { jobs, images } = plan(publicPrefix, siteName);
  const fingerprint = createHash2("sha256").update(
    JSON.stringify({ version: DEMO_IMAGES_VERSION, quality: WEBP_QUALITY2, effort: WEBP_EFFORT, jobs })
  ).digest("hex");
  let todo = jobs;
  const existing = await readManifest(outDir, fingerprint);
  if (existing) {
    const missing = await missingFiles(outDir, existing.files);
    if (missing.size === 0) return images;
    todo = jobs.filter((job) => outputFiles(job).some((file) => missing.has(file)));
  }
  await mkdir3(outDir, { recursive: true });
  const assets = emojiDir();
  await runPool(
    todo,
    concurrency,
    (job) => job.type === "svg" ? writeAtomic(path4.join(outDir, job.file), job.svg) : renderRaster(job, outDir, assets)
  );
  const manifest = {
    version: DEMO_IMAGES_VERSION,
    fingerprint,
    files: jobs.flatMap(outputFiles),
    images
  };
  await writeAtomic(path4.join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}
`);
  return images;
}
function productImageUrls(images, product) {
  const views = images.productImages[product.kind];
  const shift = product.imageVariant % views.length;
  return [...views.slice(shift), ...views.slice(0, shift)];
}

// src/db/seed/seed-accounts.ts
import { createHash as createHash3 } from "node:crypto";
import { generateRandomString, hashPassword } from "better-auth/crypto";
import { inArray as inArray9 } from "drizzle-orm";

// src/db/seed/seed-bulk.ts
import { sql as sql35 } from "drizzle-orm";
var INSERT_BATCH_ROWS = 1e3;
async function insertInBatches(db, table, rows, batchRows = INSERT_BATCH_ROWS) {
  for (let start = 0; start < rows.length; start += batchRows) {
    await db.insert(table).values(rows.slice(start, start + batchRows));
  }
}
async function insertByUnnest(db, table, columns, rows) {
  if (rows.length === 0) return;
  const names2 = sql35.join(
    columns.map((c) => sql35.identifier(c.column.name)),
    sql35`, `
  );
  const arrays = sql35.join(
    columns.map((c) => sql35`${sql35.param(rows.map(c.value))}::${sql35.raw(c.type)}[]`),
    sql35`, `
  );
  const aliases = columns.map((_, i) => sql35.identifier(`c${i}`));
  const selected = sql35.join(
    columns.map((c, i) => c.select ? c.select(sql35`${aliases[i]}`) : sql35`${aliases[i]}`),
    sql35`, `
  );
  await db.execute(
    sql35`insert into ${table} (${names2}) select ${selected} from unnest(${arrays}) as u(${sql35.join(aliases, sql35`, `)})`
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
function entry2(record, key, what) {
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
var DAY_MS3 = 864e5;
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
  const suffix = createHash3("sha256").update(email).digest("hex").slice(0, 4);
  return `${slugify(fullName)}-${suffix}`;
}
function demoEmail(email) {
  return email.replace(/[^A-Za-z0-9.@_+-]/g, "").toLowerCase();
}
async function seedPeople(db, images, hashes, now) {
  const ago = (days) => new Date(now.getTime() - days * DAY_MS3);
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
      image: entry2(images.shopLogos, s.logoKey, "shop logo"),
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
    inArray9(
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
  const appliedAt = new Date(now.getTime() - 155 * DAY_MS3);
  const approvedAt = new Date(now.getTime() - 150 * DAY_MS3);
  const shops = demoSellers.map((s) => ({
    userId: lookup(userIdByEmail, s.user.email, "user"),
    shopName: s.shop.shop_name,
    shopSlug: s.shop.shop_slug,
    shopAddress: s.shop.shop_address,
    shopLogo: entry2(images.shopLogos, s.logoKey, "shop logo"),
    shopCover: entry2(images.shopCovers, s.coverKey, "shop cover"),
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
import { sql as sql36 } from "drizzle-orm";
async function seedTaxonomy(db, images) {
  const cats = await db.insert(categories).values(
    demoCategories.map((c) => ({
      name: c.cat_name,
      slug: c.cat_slug,
      image: entry2(images.categoryImages, c.imageKey, "category image")
    }))
  ).returning({ id: categories.id, slug: categories.slug });
  const categoryIdBySlug3 = new Map(cats.map((c) => [c.slug, c.id]));
  const subs = await db.insert(subCategories).values(
    demoSubCategories.map((s) => ({
      name: s.subcat_name,
      slug: s.slug,
      categoryId: lookup(categoryIdBySlug3, s.cat_slug, "category")
    }))
  ).returning({ id: subCategories.id, slug: subCategories.slug });
  const brandRows = await db.insert(brands).values(
    demoBrands.map((b) => ({
      name: b.name,
      slug: b.slug,
      logo: entry2(images.brandLogos, b.logoKey, "brand logo")
    }))
  ).returning({ id: brands.id, slug: brands.slug });
  return {
    categoryIdBySlug: categoryIdBySlug3,
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
    select: (joined) => sql36`string_to_array(${joined}, ${URL_SEPARATOR})`
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
  for (const [sellerId, count11] of [...reviewsBySeller].sort(([a], [b]) => a - b)) {
    await db.execute(sql36`update sellers set review_count = review_count + ${count11} where id = ${sellerId}`);
  }
}

// src/db/seed/seed-content.ts
var DAY_MS4 = 864e5;
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
      adImage: entry2(images.adImages, a.imageKey, "advertisement image"),
      title: a.title,
      titleOne: a.title_one,
      titleTwo: a.title_two,
      badge: a.badge,
      categoryLink: a.category_link
    })),
    {
      adName: MEGA_MENU_PROMO_AD_NAME,
      adImage: entry2(images.adImages, demoMegaMenuPromo.imageKey, "advertisement image"),
      title: demoMegaMenuPromo.title,
      titleOne: demoMegaMenuPromo.subtitle,
      categoryLink: demoMegaMenuPromo.link
    }
  ]);
  const categoryRows = (slugs) => slugs.map((slug2, i) => ({ categoryId: lookup(ids.categoryIdBySlug, slug2, "category"), serial: i + 1 }));
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
      return m.subCatSlugs.map((slug2, i) => ({
        megaMenuEntryId: entryId,
        subCategoryId: lookup(ids.subCategoryIdBySlug, slug2, "sub-category"),
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
    endsAt: new Date(now.getTime() + demoFlashSale.durationDays * DAY_MS4),
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
  const categoryIdBySlug3 = new Map(cats.map((c) => [c.slug, c.id]));
  const publishedAt = new Map(demoBlogs.map((b) => [b.slug, new Date(now.getTime() - b.daysAgo * DAY_MS4)]));
  const posts = await db.insert(blogs).values(
    demoBlogs.map((b) => ({
      title: b.title,
      slug: b.slug,
      description: b.description,
      longDescription: b.long_description,
      imageUrl: nth(images.blogImages, b.imageIndex, "blog image"),
      categoryId: lookup(categoryIdBySlug3, b.category_slug, "blog category"),
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
  const startsAt = new Date(now.getTime() - DAY_MS4);
  await db.insert(coupons).values(
    demoCoupons.map((c) => ({
      code: c.code,
      name: c.name,
      discountKind: c.discount.role,
      // Cents for an amount, whole percent for a percentage (see schema/coupons.ts).
      discountValue: c.discount.role === "percent" ? c.discount.percent : c.discount.amountCents,
      minimumPurchaseCents: c.minimumPurchaseCents,
      startsAt,
      expiresAt: new Date(now.getTime() + c.expiresInDays * DAY_MS4),
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
var DAY_MS5 = 864e5;
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
  const listedBefore = now.getTime() - MIN_PRODUCT_AGE_DAYS * DAY_MS5;
  return candidates.filter(
    (p) => p.status === "active" && p.approvalStatus === "approved" && (p.isTopProduct || p.isBestProduct || p.isFeatured || p.isPopular) && Date.parse(p.createdAt) <= listedBefore
  ).slice(0, REVIEWED_PRODUCTS);
}
async function seedOrdersAndReviews(db, reviewed, productBySlug2, people, now) {
  const purchases = demoCustomers.map((customer2) => ({ customer: customer2, products: [] }));
  for (const [j, product] of reviewed.entries()) {
    for (const offset of REVIEWER_OFFSETS) purchases[(j + offset) % purchases.length].products.push(product);
  }
  const [settings2] = await db.select({ rate: marketplaceSettings.commissionRateBps }).from(marketplaceSettings).limit(1);
  const commissionRateBps = settings2?.rate ?? 1e3;
  let reviewCount = 0;
  for (const [c, { customer: customer2, products: products2 }] of purchases.entries()) {
    if (products2.length === 0) continue;
    const userId = lookup(people.userIdByEmail, customer2.email, "user");
    const placedAt = new Date(now.getTime() - (20 + c * 2) * DAY_MS5);
    const timeline = [
      { status: "pending", at: placedAt, actorUserId: userId },
      { status: "processing", at: new Date(placedAt.getTime() + 2 * HOUR_MS2), actorUserId: null },
      { status: "shipped", at: new Date(placedAt.getTime() + DAY_MS5), actorUserId: null },
      { status: "delivered", at: new Date(placedAt.getTime() + 3 * DAY_MS5), actorUserId: null }
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
        const row = lookup(productBySlug2, p.slug, "product");
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
        const at = new Date(deliveredAt.getTime() + (1 + k) * DAY_MS5);
        const row = lookup(productBySlug2, p.slug, "product");
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
async function seedDemoIfEmpty(handle, options) {
  if (!await isCatalogueEmpty(handle.db)) return { seeded: false };
  const summary = await seed(handle, options, true);
  return { seeded: summary !== null };
}
async function isCatalogueEmpty(db) {
  const { rows } = await db.execute(
    sql37`select exists (select 1 from categories) or exists (select 1 from products) as found`
  );
  return !rows[0]?.found;
}
async function seed(handle, options, onlyIfEmpty) {
  const started = performance.now();
  const log = options.log ?? (() => {
  });
  const now = options.now ?? /* @__PURE__ */ new Date();
  const count11 = options.products ?? DEFAULT_DEMO_PRODUCTS;
  if (!Number.isInteger(count11) || count11 < 0)
    throw new Error(`products must be a whole number \u2265 0, got ${count11}`);
  const since = () => `${((performance.now() - started) / 1e3).toFixed(1)} s`;
  const images = await generateDemoImages({
    outDir: path5.join(options.uploadsDir, "demo"),
    publicPrefix: "/uploads/demo"
  });
  const hashes = await hashDemoPasswords();
  log(`seed: images and passwords ready (${since()})`);
  const chunks = chunked(iterateDemoProducts(count11, PRODUCT_SEED, options.now), PRODUCTS_PER_TRANSACTION);
  let inserted = 0;
  const ids = await handle.db.transaction(async (tx) => {
    if (handle.kind === "postgres") await tx.execute(sql37`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
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
    const productBySlug2 = await findProducts(tx, [
      ...saleItems.map((i) => i.productSlug),
      ...reviewed.map((p) => p.slug)
    ]);
    await seedHomeContent(tx, images, ids2);
    await seedFlashSale(
      tx,
      images,
      saleItems,
      new Map([...productBySlug2].map(([slug2, p]) => [slug2, p.id])),
      now
    );
    await seedBlog(tx, images, people, now);
    await seedCoupons(tx, people, now);
    await seedOrdersAndReviews(tx, reviewed, productBySlug2, people, now);
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
    log(`seed: ${inserted.toLocaleString("en-US")} / ${count11.toLocaleString("en-US")} products (${since()})`);
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
    imageUrl: sql37`${products.imageUrls}[1]`
  }).from(products).where(inArray10(products.slug, [...new Set(slugs)]));
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
    ([key, table]) => sql37`(select count(*)::int from ${sql37.identifier(table)}) as ${sql37.identifier(key)}`
  );
  const { rows } = await handle.db.execute(
    sql37`select ${sql37.join(selects, sql37`, `)}`
  );
  return rows[0];
}

// src/env.ts
import { isIP } from "node:net";
import { z as z30 } from "zod";
var optionalUrl = z30.string().trim().optional().transform((value) => value ? value : void 0).pipe(z30.url().optional());
var optionalText5 = z30.string().trim().optional().transform((value) => value ? value : void 0);
var booleanFlag = z30.enum(["true", "false", "1", "0", "yes", "no", ""]).transform((value) => value === "true" || value === "1" || value === "yes");
var trustProxySetting = z30.string().trim().optional().transform((value, context) => {
  const text13 = (value ?? "").toLowerCase();
  if (["", "false", "0", "no"].includes(text13)) return false;
  if (["true", "1", "yes"].includes(text13)) return true;
  const entries = text13.split(",").map((entry3) => entry3.trim()).filter(Boolean);
  const bad = entries.filter((entry3) => {
    const [address = "", bits, ...rest] = entry3.split("/");
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return true;
    if (bits === void 0) return false;
    const size = Number(bits);
    return !/^\d+$/.test(bits) || size > (family === 4 ? 32 : 128);
  });
  if (bad.length > 0) {
    context.addIssue({
      code: "custom",
      message: `TRUST_PROXY must be true, false or a list of IP addresses / CIDRs (not: ${bad.join(", ")})`
    });
    return z30.NEVER;
  }
  return entries;
});
var envSchema = z30.object({
  NODE_ENV: z30.enum(["development", "production", "test"]).default("development"),
  HOST: z30.string().default("0.0.0.0"),
  PORT: z30.coerce.number().int().min(0).max(65535).default(3e3),
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z30.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATA_DIR: z30.string().default("./data"),
  /** Where the built storefront lives (apps/web/build by default); test runs build into their own folder. */
  WEB_BUILD_DIR: z30.string().optional(),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z30.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: optionalUrl,
  /** Prepended to every Redis key (sessions, rate limits), so several shops can share one Redis. */
  REDIS_KEY_PREFIX: z30.string().default("bazaar:"),
  /** Anonymous catalogue answers kept in memory (plugins/catalogue-cache.ts); 0 turns the store off. */
  CATALOGUE_CACHE_ENTRIES: z30.coerce.number().int().min(0).max(1e6).default(5e3),
  SEED_DEMO: booleanFlag.default(true),
  /**
   * Whose X-Forwarded-For / -Proto / -Host to believe (Fastify `trustProxy`): `false` (default: the
   * socket's address is the client), `true` (any hop: only when every request comes through your own
   * proxy), or a comma-separated list of proxy addresses / CIDRs, e.g. `127.0.0.1,10.0.0.0/8`.
   */
  TRUST_PROXY: trustProxySetting,
  BODY_LIMIT_BYTES: z30.coerce.number().int().min(1024).default(1024 * 1024),
  REQUEST_TIMEOUT_MS: z30.coerce.number().int().min(1e3).default(3e4),
  /** Largest image `POST /api/uploads` accepts (413 above); the JSON body limit does not apply to it. */
  UPLOAD_MAX_BYTES: z30.coerce.number().int().min(1024).max(50 * 1024 * 1024).default(5 * 1024 * 1024),
  /** Largest width × height an upload may declare, checked before decoding (pixel-flood guard). */
  UPLOAD_MAX_PIXELS: z30.coerce.number().int().min(1e4).max(268402689).default(4e7),
  /** Signs session tokens. Required with REDIS_URL; otherwise one is generated and kept in DATA_DIR. */
  AUTH_SECRET: z30.string().trim().optional().transform((value) => value ? value : void 0).pipe(z30.string().min(32, "AUTH_SECRET must be at least 32 characters").optional()),
  /** Extra origins (comma-separated) allowed to post with cookies, besides PUBLIC_URL / the request's own. */
  AUTH_TRUSTED_ORIGINS: z30.string().optional().transform(
    (value) => (value ?? "").split(",").map((origin) => origin.trim().replace(/\/+$/, "")).filter(Boolean)
  ),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z30.string().default("Bazaar <no-reply@bazaar.local>"),
  ADMIN_EMAIL: z30.string().trim().optional().transform((value) => value ? value.toLowerCase() : void 0).pipe(z30.email("ADMIN_EMAIL must be an e-mail address").optional()),
  ADMIN_PASSWORD: z30.string().optional().transform((value) => value ? value : void 0).pipe(z30.string().min(8, "ADMIN_PASSWORD must be at least 8 characters").optional()),
  GOOGLE_CLIENT_ID: optionalText5,
  GOOGLE_CLIENT_SECRET: optionalText5,
  FACEBOOK_CLIENT_ID: optionalText5,
  FACEBOOK_CLIENT_SECRET: optionalText5,
  /** S3-compatible object storage for uploads; all four of endpoint, bucket and keys, or none. */
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalText5,
  S3_REGION: z30.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalText5,
  S3_SECRET_ACCESS_KEY: optionalText5,
  /** Where browsers read the files (a CDN or the bucket's public URL); defaults to endpoint/bucket. */
  S3_PUBLIC_URL: optionalUrl
}).superRefine((env, context) => {
  const s3Settings = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  if (s3Settings.some(Boolean) && !s3Settings.every(Boolean)) {
    context.addIssue({
      code: "custom",
      path: ["S3_ENDPOINT"],
      message: "S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together"
    });
  }
  if (env.NODE_ENV === "production" && env.REDIS_URL && !env.AUTH_SECRET) {
    context.addIssue({
      code: "custom",
      path: ["AUTH_SECRET"],
      message: "AUTH_SECRET is required when REDIS_URL is set: every instance must sign sessions with the same secret (32+ random characters, e.g. `openssl rand -base64 32`)"
    });
  }
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    context.addIssue({
      code: "custom",
      path: [env.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL"],
      message: "ADMIN_EMAIL and ADMIN_PASSWORD go together"
    });
  }
});
var InvalidEnvironmentError = class extends Error {
  constructor(problems) {
    super(`Invalid environment:
${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.problems = problems;
    this.name = "InvalidEnvironmentError";
  }
  problems;
};
function parseEnv(source = process.env) {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new InvalidEnvironmentError(
      result.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`)
    );
  }
  return result.data;
}

// src/modules/users/users.admin-bootstrap.ts
import { randomUUID as randomUUID3 } from "node:crypto";
import { hashPassword as hashPassword2 } from "better-auth/crypto";
import { and as and19, eq as eq30, sql as sql38 } from "drizzle-orm";
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
  const hash = await hashPassword2(password);
  return database.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(sql38`lower(${users.email}) = ${email}`).limit(1);
    if (existing) {
      await tx.update(users).set({ role: "admin", emailVerified: true, status: "active" }).where(eq30(users.id, existing.id));
      const [credential] = await tx.select({ id: accounts.id }).from(accounts).where(and19(eq30(accounts.userId, existing.id), eq30(accounts.providerId, "credential"))).limit(1);
      if (!credential) {
        await tx.insert(accounts).values({
          id: randomUUID3(),
          accountId: existing.id,
          providerId: "credential",
          userId: existing.id,
          password: hash
        });
      } else if (options.setPassword) {
        await tx.update(accounts).set({ password: hash, updatedAt: /* @__PURE__ */ new Date() }).where(eq30(accounts.id, credential.id));
      }
      return { outcome: "promoted", email, slug: existing.slug };
    }
    const id = randomUUID3();
    const slug2 = newUserSlug(fullName);
    await tx.insert(users).values({
      id,
      name: fullName,
      email,
      emailVerified: true,
      slug: slug2,
      fullName,
      role: "admin",
      status: "active"
    });
    await tx.insert(accounts).values({ id: randomUUID3(), accountId: id, providerId: "credential", userId: id, password: hash });
    return { outcome: "created", email, slug: slug2 };
  });
}
async function ensureAdminFromEnv(database, env, log = () => void 0) {
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) return { outcome: "skipped", email: env.ADMIN_EMAIL ?? "" };
  const [admin] = await database.db.select({ id: users.id }).from(users).where(eq30(users.role, "admin")).limit(1);
  if (admin) return { outcome: "skipped", email: env.ADMIN_EMAIL };
  const result = await upsertAdmin(
    database,
    { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    { setPassword: false }
  );
  log(`Admin ${result.email} ${result.outcome} from ADMIN_EMAIL`);
  return result;
}

// src/server.ts
async function main() {
  const env = parseEnv();
  const here = path6.dirname(fileURLToPath2(import.meta.url));
  const dataDir = path6.resolve(env.DATA_DIR);
  const uploadsDir = path6.join(dataDir, "uploads");
  mkdirSync2(uploadsDir, { recursive: true });
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: path6.join(dataDir, "pglite"),
    poolSize: env.DATABASE_POOL_SIZE
  });
  await runMigrations(database);
  if (env.SEED_DEMO) await seedDemoIfEmpty(database, { uploadsDir, log: (line) => console.log(line) });
  await ensureAdminFromEnv(database, env, (line) => console.log(line));
  const app = await buildApp({
    env,
    database,
    uploadsDir,
    web: {
      buildDir: env.WEB_BUILD_DIR ? path6.resolve(env.WEB_BUILD_DIR) : path6.resolve(here, "../../web/build"),
      publicUrl: env.PUBLIC_URL,
      // `npm run dev` runs this file from source: serve the storefront through Vite with HMR.
      viteRoot: env.NODE_ENV === "development" && here.endsWith("src") ? path6.resolve(here, "../../web") : void 0
    }
  });
  let closing = false;
  const shutdown = async (signal) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const forceExit = setTimeout(() => process.exit(1), 15e3);
    forceExit.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
  await app.listen({ host: env.HOST, port: env.PORT });
}
main().catch((error) => {
  if (error instanceof InvalidEnvironmentError) {
    console.error(error.message);
  } else {
    console.error("Start-up failed:", error);
  }
  process.exit(1);
});
//# sourceMappingURL=server.js.map
