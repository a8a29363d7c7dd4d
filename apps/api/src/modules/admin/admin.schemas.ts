/**
 * Request and response schemas of the admin API. Entities that already have a public contract
 * (Category, Brand, Slider, Blog, Coupon, Order, …) answer in exactly that shape, so the admin tables and
 * the storefront read the same fields.
 */
import {
  advertisementSchema,
  blogCategorySchema,
  blogSchema,
  brandSchema,
  categoryEntrySchema,
  categorySchema,
  flashSaleContentSchema,
  megaMenuEntrySchema,
  sliderSchema,
  subCategorySchema,
} from '@shop/shared/catalogue.contract';
import { couponSchema, orderSchema, orderStatusSchema, reportSchema } from '@shop/shared/shopping.contract';
import { z } from 'zod';
import { dollarsInput, imageUrl, optionalText } from '../seller/seller.schemas.ts';

const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const recordStatus = z.enum(['active', 'inactive']);
export const statusFilter = z.preprocess(blankAsMissing, recordStatus.optional());

/** At least one field of a partial update. */
function nonEmpty<T extends z.ZodObject>(schema: T) {
  return schema.refine(
    (body) => Object.values(body as Record<string, unknown>).some((value) => value !== undefined),
    'send at least one field',
  );
}

const name = (max = 100) => z.string().trim().min(1).max(max);
const serial = z.number().int().min(0).max(100_000);

// --- Overview --------------------------------------------------------------------------------------

export const overviewResponse = z.object({
  sales: z.object({
    total: z.number().describe('Σ total of orders that are not cancelled (dollars)'),
    delivered: z.number().describe('Σ total of delivered orders (dollars)'),
    last30Days: z.number().describe('Σ total of orders placed in the last 30 days, not cancelled'),
  }),
  ordersByStatus: z.object({
    pending: z.number().int(),
    processing: z.number().int(),
    shipped: z.number().int(),
    delivered: z.number().int(),
    cancelled: z.number().int(),
  }),
  newCustomers30Days: z.number().int(),
  pendingApplications: z.number().int(),
  pendingProducts: z.number().int(),
  openReports: z.number().int(),
  generatedAt: z.string(),
});

// --- Users -----------------------------------------------------------------------------------------

export const adminUser = z.object({
  slug: z.string(),
  fullName: z.string(),
  displayName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  role: z.enum(['buyer', 'seller', 'admin']),
  status: recordStatus,
  emailVerified: z.boolean(),
  shop_slug: z.string().nullable(),
  createdAt: z.string(),
});

export const userListQuery = {
  role: z.preprocess(blankAsMissing, z.enum(['buyer', 'seller', 'admin']).optional()),
  status: statusFilter,
};

// --- Taxonomy --------------------------------------------------------------------------------------

export const adminCategory = categorySchema.extend({ productCount: z.number().int() });
export const categoryCreateBody = z.strictObject({
  cat_name: name(),
  cat_image: imageUrl.nullable().optional(),
  cat_status: recordStatus.optional(),
});
export const categoryUpdateBody = nonEmpty(
  z.strictObject({
    cat_name: name().optional(),
    cat_image: imageUrl.nullable().optional(),
    cat_status: recordStatus.optional(),
  }),
);

export const adminSubCategory = subCategorySchema.extend({
  image: z.string().nullable(),
  productCount: z.number().int(),
});
export const subCategoryCreateBody = z.strictObject({
  subcat_name: name(),
  cat_slug: z.string().trim().min(1).max(200),
  image: imageUrl.nullable().optional(),
  subcat_status: recordStatus.optional(),
});
export const subCategoryUpdateBody = nonEmpty(
  z.strictObject({
    subcat_name: name().optional(),
    cat_slug: z.string().trim().min(1).max(200).optional(),
    image: imageUrl.nullable().optional(),
    subcat_status: recordStatus.optional(),
  }),
);

export const adminBrand = brandSchema.extend({ productCount: z.number().int() });
export const brandCreateBody = z.strictObject({
  name: name(),
  logo: imageUrl.nullable().optional(),
  status: recordStatus.optional(),
});
export const brandUpdateBody = nonEmpty(
  z.strictObject({
    name: name().optional(),
    logo: imageUrl.nullable().optional(),
    status: recordStatus.optional(),
  }),
);

// --- Products --------------------------------------------------------------------------------------

export const adminProductQuery = {
  status: z.preprocess(blankAsMissing, recordStatus.optional()),
  approval: z.preprocess(blankAsMissing, z.enum(['pending', 'approved', 'rejected']).optional()),
  seller: z
    .preprocess(blankAsMissing, z.string().trim().max(200).optional())
    .describe("The shop's slug or the seller's user slug"),
};

export const productFlagsShape = {
  isTopProduct: z.boolean().optional(),
  isNewArrival: z.boolean().optional(),
  isBestProduct: z.boolean().optional(),
  isFeatured: z.boolean().optional(),
  isPopular: z.boolean().optional(),
  status: recordStatus.optional(),
};

export const approveProductBody = z.strictObject({ note: z.string().trim().max(1000).optional() });
export const rejectProductBody = z.strictObject({ note: z.string().trim().min(3).max(1000) });

// --- Orders ----------------------------------------------------------------------------------------

export const adminOrderSummary = z.object({
  slug: z.string(),
  user_slug: z.string(),
  buyer: z.object({ name: z.string(), email: z.string() }),
  items: z.number().int().describe('Units in the order'),
  total: z.number(),
  order_status: orderStatusSchema,
  payment_method: z.enum(['cod', 'card']),
  payment_status: z.enum(['pending', 'success']),
  createdAt: z.string(),
});
export const adminOrder = orderSchema;
export const orderStatusBody = z.strictObject({
  order_status: orderStatusSchema,
  note: z.string().trim().max(500).optional(),
});

// --- Home content ----------------------------------------------------------------------------------

export const sliderCreateBody = z.strictObject({
  image: imageUrl,
  badge: optionalText(60),
  titleOne: z.string().trim().max(200).default(''),
  titleTWo: z.string().trim().max(200).default(''),
  productLink: optionalText(500),
  serial: serial.default(0),
  status: recordStatus.optional(),
});
export const sliderUpdateBody = nonEmpty(
  z.strictObject({
    image: imageUrl.optional(),
    badge: optionalText(60),
    titleOne: z.string().trim().max(200).optional(),
    titleTWo: z.string().trim().max(200).optional(),
    productLink: optionalText(500),
    serial: serial.optional(),
    status: recordStatus.optional(),
  }),
);
export { sliderSchema };

export const advertisementCreateBody = z.strictObject({
  adName: name(),
  adImage: imageUrl,
  title: z.string().trim().max(200).default(''),
  title_one: z.string().trim().max(200).default(''),
  title_two: z.string().trim().max(200).default(''),
  badge: optionalText(60),
  category_link: optionalText(500),
  status: recordStatus.optional(),
});
export const advertisementUpdateBody = nonEmpty(
  z.strictObject({
    adName: name().optional(),
    adImage: imageUrl.optional(),
    title: z.string().trim().max(200).optional(),
    title_one: z.string().trim().max(200).optional(),
    title_two: z.string().trim().max(200).optional(),
    badge: optionalText(60),
    category_link: optionalText(500),
    status: recordStatus.optional(),
  }),
);
export { advertisementSchema };

export const categoryEntryCreateBody = z.strictObject({
  cat_slug: z.string().trim().min(1).max(200),
  serial: serial.default(0),
  status: recordStatus.optional(),
});
export const categoryEntryUpdateBody = nonEmpty(
  z.strictObject({ serial: serial.optional(), status: recordStatus.optional() }),
);
export { categoryEntrySchema };

export const adminMegaMenuEntry = megaMenuEntrySchema.extend({
  serial: z.number().int(),
  status: recordStatus,
});
export const megaMenuCreateBody = z.strictObject({
  cat_slug: z.string().trim().min(1).max(200),
  sub_cat_slugs: z.array(z.string().trim().min(1).max(200)).max(40).default([]),
  serial: serial.default(0),
  status: recordStatus.optional(),
});
export const megaMenuUpdateBody = nonEmpty(
  z.strictObject({
    sub_cat_slugs: z.array(z.string().trim().min(1).max(200)).max(40).optional(),
    serial: serial.optional(),
    status: recordStatus.optional(),
  }),
);

export const adminFlashSale = flashSaleContentSchema.extend({ itemCount: z.number().int() });
const isoDateTime = z.iso.datetime({ offset: true });
export const flashSaleCreateBody = z.strictObject({
  name: name(),
  title: z.string().trim().max(200).default(''),
  offer: z.string().trim().max(200).default(''),
  time: isoDateTime.describe('When the sale ends (ISO-8601)'),
  imageHome: imageUrl.nullable().optional(),
  imageFlash: imageUrl.nullable().optional(),
  status: recordStatus.optional().describe('Activating a sale deactivates the running one'),
});
export const flashSaleUpdateBody = nonEmpty(
  z.strictObject({
    name: name().optional(),
    title: z.string().trim().max(200).optional(),
    offer: z.string().trim().max(200).optional(),
    time: isoDateTime.optional(),
    imageHome: imageUrl.nullable().optional(),
    imageFlash: imageUrl.nullable().optional(),
    status: recordStatus.optional(),
  }),
);

export const adminFlashSaleItem = z.object({
  slug: z.string(),
  product_slug: z.string(),
  productName: z.string(),
  price: z.number(),
  offerPrice: z.number().nullable(),
  salePrice: z.number(),
  status: recordStatus,
});
export const flashSaleItemCreateBody = z.strictObject({
  product_slug: z.string().trim().min(1).max(200),
  salePrice: dollarsInput,
  status: recordStatus.optional(),
});
export const flashSaleItemUpdateBody = nonEmpty(
  z.strictObject({ salePrice: dollarsInput.optional(), status: recordStatus.optional() }),
);

// --- Blogs -----------------------------------------------------------------------------------------

export const adminBlog = blogSchema;
export const blogCreateBody = z.strictObject({
  title: name(200),
  description: z.string().trim().max(1000).default(''),
  long_description: z.string().max(100_000).describe('HTML; sanitized like product descriptions'),
  imageURL: imageUrl.nullable().optional(),
  category_slug: z.string().trim().min(1).max(200).nullable().optional(),
  seo_title: optionalText(200),
  seo_description: optionalText(500),
  postBy: z.string().trim().max(100).optional().describe("Defaults to the admin's name"),
  status: recordStatus.optional(),
});
export const blogUpdateBody = nonEmpty(
  z.strictObject({
    title: name(200).optional(),
    description: z.string().trim().max(1000).optional(),
    long_description: z.string().max(100_000).optional(),
    imageURL: imageUrl.nullable().optional(),
    category_slug: z.string().trim().min(1).max(200).nullable().optional(),
    seo_title: optionalText(200),
    seo_description: optionalText(500),
    postBy: z.string().trim().max(100).optional(),
    status: recordStatus.optional(),
  }),
);
export const adminBlogCategory = blogCategorySchema.extend({ blogCount: z.number().int() });
export const blogCategoryCreateBody = z.strictObject({ name: name(), status: recordStatus.optional() });
export const blogCategoryUpdateBody = nonEmpty(
  z.strictObject({ name: name().optional(), status: recordStatus.optional() }),
);

// --- Coupons ---------------------------------------------------------------------------------------

export const adminCoupon = couponSchema;
const couponCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,40}$/, 'letters, digits, _ and - (3 to 40)');
const couponDiscount = z.strictObject({
  role: z.enum(['amount', 'percent']),
  value: z
    .number()
    .positive()
    .max(1_000_000)
    .describe('Dollars for amount, whole percent (1–100) for percent'),
});
export const couponCreateBody = z.strictObject({
  code: couponCode,
  name: name(),
  discount: couponDiscount,
  minimum_purchase: dollarsInput.default(0),
  starts_at: isoDateTime.optional().describe('Defaults to now'),
  expired_date: isoDateTime,
  items_number: z.number().int().min(1).max(10_000_000).describe('Total uses allowed'),
  per_user_limit: z
    .number()
    .int()
    .min(1)
    .max(1000)
    .nullable()
    .optional()
    .describe('Default 1; null: no limit'),
  seller_slug: z.string().trim().min(1).max(200).nullable().optional().describe("Limit to one shop's lines"),
  status: recordStatus.optional(),
});
export const couponUpdateBody = nonEmpty(
  z.strictObject({
    name: name().optional(),
    discount: couponDiscount.optional(),
    minimum_purchase: dollarsInput.optional(),
    starts_at: isoDateTime.optional(),
    expired_date: isoDateTime.optional(),
    items_number: z.number().int().min(1).max(10_000_000).optional(),
    per_user_limit: z.number().int().min(1).max(1000).nullable().optional(),
    status: recordStatus.optional(),
  }),
);

// --- Moderation ------------------------------------------------------------------------------------

export const adminReport = reportSchema.extend({
  productName: z.string(),
  reporter: z.object({ slug: z.string(), name: z.string() }),
  product_status: recordStatus,
});
export const reportUpdateBody = z.strictObject({
  status: z.enum(['open', 'resolved', 'dismissed']),
  deactivateProduct: z.boolean().optional().describe('Also hide the reported product (resolving)'),
});

export const adminSubscriber = z.object({
  slug: z.string(),
  email: z.string(),
  user_slug: z.string().nullable(),
  status: recordStatus,
  createdAt: z.string(),
});

export const adminContactMessage = z.object({
  slug: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string().describe('Plain text; render escaped'),
  status: z.enum(['unread', 'read', 'archived']),
  user_slug: z.string().nullable(),
  createdAt: z.string(),
});
export const contactMessageUpdateBody = z.strictObject({ status: z.enum(['unread', 'read', 'archived']) });

// --- Settings --------------------------------------------------------------------------------------

export const settingsResponse = z.object({
  commissionRateBps: z.number().int().describe('The marketplace’s cut in basis points (1000 = 10%)'),
  autoApproveProducts: z.boolean().describe('New and edited seller products skip the approval queue'),
  updatedAt: z.string(),
});
export const settingsUpdateBody = nonEmpty(
  z.strictObject({
    commissionRateBps: z.number().int().min(0).max(10_000).optional(),
    autoApproveProducts: z.boolean().optional(),
  }),
);
