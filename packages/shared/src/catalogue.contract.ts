/**
 * Response contracts of the catalogue reads (docs/api.md §2 and §3), written once and used by the API's route
 * schemas (validation, serialization, OpenAPI) and by the web app (types via `z.infer`, parsing if wanted).
 * Field names are docs/api.md's, including its oddities (`titleTWo`, `seller_slug` next to `catSlug`).
 * Money is dollars with at most two decimals; dates are ISO-8601 strings.
 */
import './zod-browser.ts';
import { z } from 'zod';
import { limits } from './messages.ts';

export const recordStatusSchema = z.enum(['active', 'inactive']);
export const approvalStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export const userRoleSchema = z.enum(['buyer', 'seller', 'admin']);

const isoDate = z.string().describe('ISO-8601 date-time');
const dollars = z.number().describe('Dollars with at most two decimals');

/**
 * `/products/filter` and friends never report more; a `count` equal to this means "this many or more". Counts
 * above 1,000 are estimates (docs/decisions/0007-estimated-product-counts.md).
 */
export const PRODUCT_COUNT_CAP = 10_000;
/** `page × limit` may not go beyond this (deep OFFSET pages are refused with 400). */
export const PRODUCT_PAGE_WINDOW: number = limits.productPageWindow;
/** Product rules §9 price range defaults of the search, in dollars. */
export const PRICE_FILTER_DEFAULT_MIN: number = limits.searchPriceMin;
export const PRICE_FILTER_DEFAULT_MAX: number = limits.searchPriceMax;

export const productSorts = ['relevance', 'newest', 'price_asc', 'price_desc', 'rating'] as const;
export type ProductSort = (typeof productSorts)[number];

export const productHighlights = [
  'best_product',
  'popular_category',
  'top_product',
  'new_arrival',
  'featured_product',
] as const;
export type ProductHighlight = (typeof productHighlights)[number];

export const categorySchema = z.object({
  cat_slug: z.string(),
  cat_name: z.string(),
  cat_image: z.string().nullable(),
  cat_status: recordStatusSchema,
  /** Site data only (`/wo-user`, `/with-user`): whether the category has a product shoppers can see; menus list only those. */
  has_products: z.boolean().optional(),
});

export const subCategorySchema = z.object({
  slug: z.string(),
  subcat_name: z.string(),
  cat_slug: z.string(),
  subcat_status: recordStatusSchema,
  /** Site data only: whether the sub-category has a product shoppers can see. */
  has_products: z.boolean().optional(),
});

export const brandSchema = z.object({
  slug: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  status: recordStatusSchema,
});

/** One option of a product (Size, Colour) and its values in the order the pickers show them. */
export const productOptionSchema = z.object({ name: z.string(), values: z.array(z.string()) });

/** One variant: a combination of option values with its own SKU, prices, stock, images and weight (decision 16). */
export const productVariantSchema = z.object({
  sku: z.string().describe("The variant's public id (`variant_sku` in the cart and on order lines)"),
  options: z
    .record(z.string(), z.string())
    .describe('Option name → value; `{}` for a product without options'),
  price: dollars,
  offerPrice: dollars
    .nullable()
    .describe(
      'What a buyer pays for one unit of this variant now when below its price (flash sale included)',
    ),
  stock: z.number().int(),
  imageURL: z.array(z.string()).describe("The variant's images, else the product's"),
  weight: z.number().nullable().describe('Grams'),
});

export const productSchema = z.object({
  slug: z.string(),
  productName: z.string(),
  description: z.string().describe('Sanitized HTML'),
  price: dollars,
  offerPrice: dollars
    .nullable()
    .describe(
      'What a buyer pays for one unit now when below price (during a flash sale, its price); null otherwise',
    ),
  flashSaleEndsAt: isoDate
    .nullable()
    .optional()
    .describe('When the flash-sale price in offerPrice ends; null when no flash-sale price applies'),
  imageURL: z.array(z.string()),
  catSlug: z.string(),
  subCatSlug: z.string().nullable(),
  brandSlug: z.string().nullable(),
  seller_slug: z.string().describe("The seller's user slug (see GET /api/users/seller/{slug})"),
  stock: z.number().int(),
  sku: z.string().nullable(),
  weight: z.number().nullable().describe('Grams'),
  rating: z.number().describe('Average review rating, 0 when unreviewed'),
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
  updatedAt: isoDate,
  options: z
    .array(productOptionSchema)
    .describe('Up to 3 options (e.g. Size, Colour); empty for a product sold as one variant'),
  variants: z
    .array(productVariantSchema)
    .describe(
      "Every variant, in the seller's order; exactly one (with options `{}`) for a product without options. " +
        "`price`, `offerPrice`, `sku`, `weight` and `imageURL` of the product are its lead variant's (the cheapest " +
        'to pay for, then the first); `stock` is the sum over the variants',
    ),
});

export const userAddressSchema = z.object({
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
});

/** The signed-in user's own profile (docs/api.md User). */
export const userSchema = z.object({
  slug: z.string(),
  fullName: z.string(),
  displayName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  role: userRoleSchema,
  address: userAddressSchema.nullable().describe('null when no part of the address is known'),
  emailVerified: z.boolean(),
  status: recordStatusSchema,
  createdAt: isoDate,
  updatedAt: isoDate,
});

export const shopSchema = z.object({
  shop_name: z.string(),
  shop_slug: z.string(),
  shop_address: z.string().nullable(),
  shop_logo: z.string().nullable(),
  shop_cover: z.string().nullable(),
  rating: z.number(),
  description: z.string().nullable(),
});

/** Seller = the public user plus the shop; `email`/`phone` are the shop's contacts, never the private ones. */
export const sellerSchema = z.object({
  slug: z.string(),
  fullName: z.string(),
  displayName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  role: userRoleSchema,
  shop: shopSchema,
  status: recordStatusSchema,
  createdAt: isoDate,
});

/**
 * Someone else's profile (`GET /users/{slug}`): no e-mail, phone or address. A seller with an active shop
 * also carries the shop, its contacts and status (the Seller shape).
 */
export const publicUserSchema = z.object({
  slug: z.string(),
  fullName: z.string(),
  displayName: z.string().nullable(),
  avatar: z.string().nullable(),
  role: userRoleSchema,
  createdAt: isoDate,
  email: z.string().nullable().optional().describe("Only for sellers: the shop's contact e-mail"),
  phone: z.string().nullable().optional().describe("Only for sellers: the shop's contact phone"),
  shop: shopSchema.optional(),
  status: recordStatusSchema.optional(),
});

export const cartItemSchema = productSchema.extend({
  cart_slug: z.string(),
  quantity: z.number().int(),
  variant_sku: z
    .string()
    .describe(
      "The variant on the line; `price`, `offerPrice`, `stock`, `sku` and `imageURL` are this variant's",
    ),
  variant_options: z
    .record(z.string(), z.string())
    .describe("The variant's option values; `{}` without options"),
});

export const wishlistItemSchema = z.object({
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
  createdAt: isoDate,
});

export const siteDataSchema = z.object({
  categories: z.array(categorySchema),
  brands: z.array(brandSchema),
  subCategories: z.array(subCategorySchema),
});

export const siteDataWithUserSchema = siteDataSchema.extend({
  user: userSchema,
  cart: z.array(cartItemSchema),
  wishlist: z.array(wishlistItemSchema),
});

export const sliderSchema = z.object({
  slug: z.string(),
  image: z.string(),
  badge: z.string().nullable(),
  titleOne: z.string(),
  titleTWo: z.string(),
  productLink: z.string().nullable(),
  serial: z.number().int(),
  status: recordStatusSchema,
});

export const advertisementSchema = z.object({
  slug: z.string(),
  adName: z.string(),
  adImage: z.string(),
  title: z.string(),
  title_one: z.string(),
  title_two: z.string(),
  badge: z.string().nullable(),
  category_link: z.string().nullable(),
  status: recordStatusSchema,
});

/** The ad slots the home page shows (docs/api.md §2). */
export const homeAdNames = {
  sliderOne: 'Slider Banner One',
  sliderTwo: 'Slider Banner Two',
  adOne: 'Homepage Single Banner One',
  adTwo: 'Homepage Single Banner Two',
} as const;

export const megaMenuEntrySchema = z.object({
  slug: z.string(),
  categoriesData: categorySchema,
  sub_cat_list: z.array(subCategorySchema),
});

/** A featured or popular category entry of the home page. */
export const categoryEntrySchema = z.object({
  slug: z.string(),
  cat_slug: z.string(),
  serial: z.number().int(),
  status: recordStatusSchema,
  categoriesData: categorySchema,
});

export const flashSaleContentSchema = z.object({
  slug: z.string(),
  name: z.string(),
  title: z.string(),
  offer: z.string(),
  time: isoDate.describe('When the sale ends (the home countdown target)'),
  imageHome: z.string().nullable(),
  imageFlash: z.string().nullable(),
  status: recordStatusSchema,
});

export const flashSaleItemSchema = z.object({
  slug: z.string(),
  product_slug: z.string(),
  status: recordStatusSchema,
  salePrice: dollars,
  productsData: productSchema,
});

export const homeSchema = z.object({
  sliders: z.array(sliderSchema),
  sliderOne: advertisementSchema.nullable(),
  sliderTwo: advertisementSchema.nullable(),
  popularCategories: z.array(categoryEntrySchema),
  flashSale: flashSaleContentSchema.nullable().describe('The running sale, or null when none is running'),
  featuredCategories: z.array(categoryEntrySchema),
  adOne: advertisementSchema.nullable(),
  adTwo: advertisementSchema.nullable(),
});

export const productListsSchema = z.object({
  featuredProducts: z.array(productSchema),
  topProducts: z.array(productSchema),
  popularProducts: z.array(productSchema),
  bestProducts: z.array(productSchema),
  newProducts: z.array(productSchema),
  allProductData: z.array(productSchema),
});

/** How product counts are made (decision 7): the same rule for lists, searches and a shop's products. */
const productCountRule = `exact up to 1000, above that an estimate (decision 7); at most ${PRODUCT_COUNT_CAP}, which means "${PRODUCT_COUNT_CAP} or more"`;

/** Facet groups count at most this many matches each (docs/api.md "Facets", decision 17). */
export const FACET_COUNT_LIMIT = 1_000;

/** Rating buckets of the rating facet and filter: "4 stars & up" … "1 star & up". */
export const RATING_BUCKETS = [4, 3, 2, 1] as const;

const facetValueSchema = z.object({
  slug: z.string().describe('What the filter parameter takes for this value'),
  name: z.string(),
  count: z.number().int().describe('Matches with this value, every other chosen filter applied'),
});
export type FacetValue = z.infer<typeof facetValueSchema>;

/**
 * Facet counts of a listing (docs/api.md "Facets"): each group counts the matches with every other chosen
 * filter applied but not its own, so choosing a brand still shows the other brands with their counts.
 * Only values present in the result are listed, most matches first.
 */
export const productFacetsSchema = z.object({
  categories: z.array(facetValueSchema),
  subCategories: z.array(facetValueSchema),
  brands: z.array(facetValueSchema),
  options: z
    .record(z.string(), z.array(facetValueSchema))
    .describe(
      'Option values grouped by option name (e.g. `{ "Size": [{ slug: "size:m", name: "M", count }] }`)',
    ),
  price: z
    .object({ min: z.number().nullable(), max: z.number().nullable() })
    .describe('Lowest and highest price a buyer pays now, in dollars; null when nothing matches'),
  ratings: z
    .array(facetValueSchema)
    .describe('Buckets "4 stars & up" … "1 star & up" (slug = the `rating` value)'),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

export const filteredProductsSchema = z.object({
  filteredProducts: z.array(productSchema),
  count: z.number().int().describe(`Total matches: ${productCountRule}`),
  didYouMean: z
    .string()
    .nullable()
    .describe(
      'The search text with its misspelt words corrected, when the corrections found more products than the ' +
        'words as typed; null otherwise (and without `search`).',
    ),
  facets: productFacetsSchema.optional().describe('Present when the request asks for it with `facets=true`'),
  facetsExhaustive: z
    .boolean()
    .optional()
    .describe(
      'With `facets`: true when every facet count is exact; false when a group had more than ' +
        `${FACET_COUNT_LIMIT.toLocaleString('en-US')} matches and counted only the first ones, so its counts are ` +
        'lower bounds (shown as "N+") and its price range spans the counted matches',
    ),
});

export const shopProductsSchema = filteredProductsSchema.extend({ sellerData: sellerSchema });

export const sellerWithProductsSchema = sellerSchema.extend({
  sellerProducts: z.array(productSchema),
  count: z.number().int().describe(`Active products of the shop: ${productCountRule}`),
});

export const blogSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  long_description: z.string().describe('Sanitized HTML'),
  imageURL: z.string().nullable(),
  category: z.string().nullable().describe('The category name'),
  category_slug: z.string().nullable(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  postBy: z.string(),
  status: recordStatusSchema,
  createdAt: isoDate,
});

export const blogListSchema = z.object({
  allBlogs: z.array(blogSchema),
  latestBlogs: z.array(blogSchema).describe('The newest 4'),
  count: z.number().int().describe('Active blogs in all'),
});

export const blogCategorySchema = z.object({
  slug: z.string(),
  name: z.string(),
  status: recordStatusSchema,
});

export const blogCommentSchema = z.object({
  slug: z.string(),
  blogSlug: z.string(),
  userSlug: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  comment: z.string().describe('Plain text; render escaped'),
  status: recordStatusSchema,
  awaitingApproval: z
    .boolean()
    .optional()
    .describe('True while pre-moderation holds it back (status inactive until an admin approves it)'),
  createdAt: isoDate,
});

export const reviewSchema = z.object({
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
  awaitingApproval: z
    .boolean()
    .optional()
    .describe('True while pre-moderation holds it back (status inactive until an admin approves it)'),
  sellerReply: z
    .object({ message: z.string().describe('Plain text; render escaped'), createdAt: isoDate })
    .nullable()
    .optional()
    .describe('The shop’s one public answer, shown under the review'),
  createdAt: isoDate,
});

export const productReviewSchema = reviewSchema.extend({
  user: z.object({ fullName: z.string(), avatar: z.string().nullable() }),
});

export const productReviewsSchema = z.object({
  reviews: z.array(productReviewSchema),
  average: z.number().describe('Average rating of the active reviews, two decimals; 0 when none'),
  count: z.number().int().describe('Number of active reviews'),
});

export type Status = z.infer<typeof recordStatusSchema>;
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;
export type CategoryData = z.infer<typeof categorySchema>;
export type SubCategoryData = z.infer<typeof subCategorySchema>;
export type BrandData = z.infer<typeof brandSchema>;
export type Product = z.infer<typeof productSchema>;
export type UserData = z.infer<typeof userSchema>;
export type UserAddressData = z.infer<typeof userAddressSchema>;
export type Shop = z.infer<typeof shopSchema>;
export type Seller = z.infer<typeof sellerSchema>;
export type PublicUser = z.infer<typeof publicUserSchema>;
export type CartItemData = z.infer<typeof cartItemSchema>;
export type ProductVariantData = z.infer<typeof productVariantSchema>;
export type ProductOptionData = z.infer<typeof productOptionSchema>;
export type WishlistItemData = z.infer<typeof wishlistItemSchema>;
export type SiteDataResponse = z.infer<typeof siteDataSchema>;
export type SiteDataWithUserResponse = z.infer<typeof siteDataWithUserSchema>;
export type Slider = z.infer<typeof sliderSchema>;
export type Advertisement = z.infer<typeof advertisementSchema>;
export type MegaMenuEntryData = z.infer<typeof megaMenuEntrySchema>;
export type CategoryEntry = z.infer<typeof categoryEntrySchema>;
export type FlashSaleContent = z.infer<typeof flashSaleContentSchema>;
export type FlashSaleItem = z.infer<typeof flashSaleItemSchema>;
export type HomeData = z.infer<typeof homeSchema>;
export type ProductLists = z.infer<typeof productListsSchema>;
export type FilteredProducts = z.infer<typeof filteredProductsSchema>;
export type ShopProducts = z.infer<typeof shopProductsSchema>;
export type SellerWithProducts = z.infer<typeof sellerWithProductsSchema>;
export type Blog = z.infer<typeof blogSchema>;
export type BlogList = z.infer<typeof blogListSchema>;
export type BlogCategory = z.infer<typeof blogCategorySchema>;
export type BlogComment = z.infer<typeof blogCommentSchema>;
export type Review = z.infer<typeof reviewSchema>;
export type ProductReview = z.infer<typeof productReviewSchema>;
export type ProductReviews = z.infer<typeof productReviewsSchema>;

// --- Requests ---------------------------------------------------------------------------------------

/** Error body of every failed call (docs/api.md §1). */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.string(),
});

/** Query strings arrive as `?min=&sort=` from the storefront's forms: an empty value means "not given". */
export const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalText = (max: number) => z.preprocess(blankAsMissing, z.string().trim().max(max).optional());

export const PAGE_SIZE_DEFAULT: number = limits.pageSizeDefault;
export const PAGE_SIZE_MAX: number = limits.pageSizeMax;

export const pageQueryShape = {
  page: z.preprocess(blankAsMissing, z.coerce.number().int().min(1).max(PRODUCT_PAGE_WINDOW).default(1)),
  limit: z.preprocess(
    blankAsMissing,
    z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  ),
};

export const pageQuerySchema = z.object(pageQueryShape);

const dollarsParam = z.preprocess(blankAsMissing, z.coerce.number().min(0).max(10_000_000).optional());

/** `GET /products/filter` and `/products/filter-by-shop/{shop}` (docs/api.md §3). */
export const productFilterQuerySchema = z.object({
  search: optionalText(200).describe(
    'Full text over name, brand, category and description; one typo per word is forgiven',
  ),
  categories: optionalText(2000).describe(
    'Category slugs joined with "+" (a "+" decoded to a space is fine; empty tokens are ignored)',
  ),
  category: optionalText(2000).describe('Alias of `categories` (the storefront URL uses `category=+slug`)'),
  sub_category: optionalText(2000).describe('Sub-category slug (several may be joined with "+")'),
  brands: optionalText(2000).describe('Brand slugs joined with "+"'),
  highlight: z.preprocess(blankAsMissing, z.enum(productHighlights).optional()),
  min: dollarsParam.describe(`Lowest effective price in dollars (default ${PRICE_FILTER_DEFAULT_MIN})`),
  max: dollarsParam.describe(`Highest effective price in dollars (default ${PRICE_FILTER_DEFAULT_MAX})`),
  sort: z
    .preprocess(blankAsMissing, z.enum(productSorts).optional())
    .describe('Default: relevance when searching, else newest'),
  rating: z
    .preprocess(blankAsMissing, z.coerce.number().int().min(1).max(4).optional())
    .describe('Lowest average rating, 1–4 ("4 stars & up"); unrated products never match'),
  options: optionalText(2000).describe(
    'Option values as `name:value`, several joined with "+" (e.g. `size:m+colour:red`): values of one option are alternatives, different options all apply',
  ),
  facets: z
    .preprocess(blankAsMissing, z.enum(['true', 'false']).optional())
    .describe('`true` adds `facets` (counts per category, sub-category, brand, option, rating; price range)'),
  ...pageQueryShape,
});

export type ProductFilterQuery = z.infer<typeof productFilterQuerySchema>;
