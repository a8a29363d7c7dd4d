/**
 * Request and response schemas of the admin API. Entities that already have a public contract
 * (Category, Brand, Slider, Blog, Coupon, Order, …) answer in exactly that shape, so the admin tables and
 * the storefront read the same fields.
 */

import {
  advertisementSchema,
  blankAsMissing,
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
import { dateRangeSchema } from '../../kernel/date-range.ts';
import { PRODUCT_SORT_COLUMNS } from '../seller-dashboard/seller-products.service.ts';

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

const cents = z.number().int();

// --- Overview --------------------------------------------------------------------------------------

const marketplaceFigures = z.object({
  commission: z.number().describe('Commission earned (dollars)'),
  marketplaceDiscounts: z.number().describe('Discounts of marketplace coupons: the promotion cost'),
  netTake: z.number().describe('commission − marketplaceDiscounts'),
});

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
  marketplaceRevenue: z
    .object({
      totals: marketplaceFigures,
      byMonth: z.array(marketplaceFigures.extend({ month: z.string().describe('YYYY-MM (UTC)') })),
      bySeller: z.array(marketplaceFigures.extend({ shop_slug: z.string(), shop_name: z.string() })),
    })
    .describe(
      "The marketplace's own revenue from the ledger (docs/money.md); newest 12 months, top 20 shops",
    ),
  range: dateRangeSchema.describe('The UTC days the figures below cover'),
  daily: z
    .array(
      z.object({
        date: z.string().describe('YYYY-MM-DD (UTC)'),
        salesCents: cents.describe('What buyers paid: sale − discounts + shipping, reversals included'),
        orders: z.number().int().describe('Orders placed that day'),
        commissionCents: cents,
        netTakeCents: cents.describe('commission − marketplace-funded discounts'),
      }),
    )
    .describe('One bucket per day of the range, oldest first, empty days as zeros'),
  rangeTotals: z
    .object({
      salesCents: cents,
      orders: z.number().int(),
      commissionCents: cents,
      netTakeCents: cents,
      newCustomers: z.number().int().describe('Customers who signed up in the range'),
    })
    .describe('The sum of `daily`, to the cent'),
  topProducts: z
    .array(
      z.object({
        slug: z.string(),
        name: z.string(),
        shop_name: z.string(),
        units: z.number().int().describe('Units ordered less units cancelled or returned in the range'),
        salesCents: cents.describe("What buyers paid for the product's lines"),
      }),
    )
    .describe('The 10 products buyers paid most for in the range'),
  topSellers: z
    .array(
      z.object({
        shop_slug: z.string(),
        shop_name: z.string(),
        salesCents: cents,
        orders: z.number().int(),
        commissionCents: cents,
        netTakeCents: cents,
      }),
    )
    .describe('The 10 shops buyers paid most in the range'),
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

/** One action for many users of the admin's table; all change in one transaction or none does. */
export const userBulkBody = z.strictObject({
  action: z.enum(['deactivate', 'reactivate']),
  slugs: z
    .array(z.string().trim().min(1).max(200))
    .min(1, 'Choose at least one user.')
    .max(100, 'Choose at most 100 users at a time.'),
});

export const userBulkResult = z.object({ updated: z.number().int().describe('Users changed') });

// --- Taxonomy --------------------------------------------------------------------------------------

/** The taxonomy bodies are shared with the admin's forms (one rule, checked before a form is sent). */
export {
  brandCreateBody,
  brandUpdateBody,
  categoryCreateBody,
  categoryUpdateBody,
  subCategoryCreateBody,
  subCategoryUpdateBody,
} from '@shop/shared/dashboard-forms.contract';

export const adminCategory = categorySchema.extend({ productCount: z.number().int() });
export const adminSubCategory = subCategorySchema.extend({
  image: z.string().nullable(),
  productCount: z.number().int(),
});
export const adminBrand = brandSchema.extend({ productCount: z.number().int() });

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

const bulkSlugs = z
  .array(z.string().trim().min(1).max(200))
  .min(1, 'Choose at least one product.')
  .max(100, 'Choose at most 100 products at a time.');

/** One action for many products of the admin's table; all change in one transaction or none does. */
export const productBulkBody = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('approve'), slugs: bulkSlugs, note: approveProductBody.shape.note }),
  z.strictObject({ action: z.literal('reject'), slugs: bulkSlugs, note: rejectProductBody.shape.note }),
  z.strictObject({ action: z.enum(['activate', 'deactivate']), slugs: bulkSlugs }),
]);

export const productBulkResult = z.object({ updated: z.number().int().describe('Products changed') });

/** The admin's product table sorts on the server: a column and a direction. */
export const productSortQuery = {
  sort: z.preprocess(blankAsMissing, z.enum(PRODUCT_SORT_COLUMNS).optional()),
  order: z.preprocess(blankAsMissing, z.enum(['asc', 'desc']).optional()),
};

// --- Orders ----------------------------------------------------------------------------------------

export const adminOrderSummary = z.object({
  slug: z.string(),
  user_slug: z.string().nullable().describe("null for a guest's order"),
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

export { advertisementSchema, categoryEntrySchema, sliderSchema };

export const adminMegaMenuEntry = megaMenuEntrySchema.extend({
  serial: z.number().int(),
  status: recordStatus,
});

export const adminFlashSale = flashSaleContentSchema.extend({
  itemCount: z.number().int(),
  starts_at: z.string().describe('When the sale prices start (ISO-8601)'),
});

export const adminFlashSaleItem = z.object({
  slug: z.string(),
  product_slug: z.string(),
  productName: z.string(),
  price: z.number(),
  offerPrice: z.number().nullable(),
  salePrice: z.number(),
  saleQuantity: z.number().int().nullable().describe('Units sold at the sale price at most; null: no cap'),
  soldQuantity: z.number().int().describe('Units sold at the sale price so far (capped items)'),
  status: recordStatus,
});

// --- Blogs -----------------------------------------------------------------------------------------

export const adminBlog = blogSchema;
export const adminBlogCategory = blogCategorySchema.extend({ blogCount: z.number().int() });
export const blogCategoryCreateBody = z.strictObject({ name: name(), status: recordStatus.optional() });
export const blogCategoryUpdateBody = nonEmpty(
  z.strictObject({ name: name().optional(), status: recordStatus.optional() }),
);

// --- Coupons ---------------------------------------------------------------------------------------

export const adminCoupon = couponSchema;
// The request bodies the storefront's form actions parse with too live in @shop/shared.
export {
  advertisementCreateBody,
  advertisementUpdateBody,
  blogCreateBody,
  blogUpdateBody,
  categoryEntryCreateBody,
  categoryEntryUpdateBody,
  flashSaleCreateBody,
  flashSaleItemCreateBody,
  flashSaleItemUpdateBody,
  flashSaleUpdateBody,
  megaMenuCreateBody,
  megaMenuUpdateBody,
  sliderCreateBody,
  sliderUpdateBody,
} from '@shop/shared/admin-content.contract';
export { couponCreateBody, couponUpdateBody } from '@shop/shared/admin-coupons.contract';

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
  state: z
    .enum(['pending', 'confirmed', 'unsubscribed'])
    .describe('Double opt-in: pending until the e-mailed link is followed; unsubscribed when ended'),
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
  autoApproveProducts: z.boolean().describe('New seller products skip the approval queue'),
  premoderateReviews: z.boolean().describe('New reviews wait for an admin before they are shown'),
  premoderateComments: z.boolean().describe('New blog comments wait for an admin before they are shown'),
  updatedAt: z.string(),
});
export const settingsUpdateBody = nonEmpty(
  z.strictObject({
    commissionRateBps: z.number().int().min(0).max(10_000).optional(),
    autoApproveProducts: z.boolean().optional(),
    premoderateReviews: z.boolean().optional(),
    premoderateComments: z.boolean().optional(),
  }),
);
