/**
 * Request and response schemas of the marketplace dashboards (seller and admin) and the pieces both use:
 * error responses, pagination, money input, image URLs. Response shapes reuse the catalogue contracts
 * (`@shop/shared/catalogue.contract`) wherever an entity already has one.
 */
import { apiErrorSchema, pageQueryShape, productSchema } from '@shop/shared/catalogue.contract';
import { z } from 'zod';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/** `{ 400: apiError, 401: apiError, … }` for the statuses a route can answer with an error. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    S,
    typeof apiErrorSchema
  >;
}

/**
 * Errors every signed-in dashboard call may answer: validation (400), no session (401), wrong role or
 * owner or a cross-site post (403), unknown record (404), conflicts (409), a body over the JSON limit
 * (413), a body that is not JSON (415), too many requests (429).
 */
export const dashboardErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429);

const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const searchQuery = z.preprocess(blankAsMissing, z.string().trim().max(200).optional());

/** `page` (from 1) and `limit` (default 24, max 100); `page × limit` ≤ 10000. */
export const pageQuery = pageQueryShape;

/** One page of a dashboard list. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    count: z.number().int().describe('Total matches'),
    page: z.number().int(),
    limit: z.number().int(),
  });
}

export const slugParams = z.object({ slug: z.string().min(1).max(200) });

/** Dollars with at most two decimals, as a JSON number or a numeric string (form posts). */
export const dollarsInput = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/, 'must be a number'),
  ])
  .transform((value) => Number(value))
  .pipe(
    z
      .number()
      .min(0)
      .max(1_000_000)
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'at most two decimals'),
  );

/** An image: a `/uploads/…` path of ours or an absolute http(s) URL; never `javascript:` or data URLs. */
export const imageUrl = z
  .string()
  .trim()
  .min(1)
  .max(2048)
  .refine(
    (value) => /^\/uploads\/[A-Za-z0-9._~%/-]+$/.test(value) || /^https?:\/\/[^\s"'<>]+$/i.test(value),
    'must be an /uploads/ path or an http(s) URL',
  );

export const phoneInput = z
  .string()
  .trim()
  .regex(/^[+0-9 ()./-]{3,32}$/, 'may only hold digits, spaces and + ( ) . / - (3 to 32 characters)');

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : value === undefined ? undefined : null));

export const messageResponse = z.object({ message: z.string() });

// --- Seller dashboard ------------------------------------------------------------------------------

export const shopResponse = z.object({
  shop_name: z.string(),
  shop_slug: z.string(),
  shop_address: z.string().nullable(),
  shop_logo: z.string().nullable(),
  shop_cover: z.string().nullable(),
  description: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  rating: z.number(),
  reviewCount: z.number().int(),
  status: z.enum(['active', 'inactive']),
  seller_slug: z.string().describe("The owner's user slug"),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const shopUpdateBody = z
  .strictObject({
    shop_logo: imageUrl.nullable().optional(),
    shop_cover: imageUrl.nullable().optional(),
    description: optionalText(2000),
    shop_address: optionalText(300),
    contact_email: z.email().max(254).nullable().optional(),
    contact_phone: phoneInput.nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'send at least one field');

/** A product as its seller (or an admin) sees it: the Product plus why it was rejected. */
export const dashboardProduct = productSchema.extend({
  approvalNote: z.string().nullable().describe('The admin’s note on approval or rejection'),
});

const productFields = {
  productName: z.string().trim().min(1).max(200),
  description: z
    .string()
    .max(20_000)
    .describe('HTML; only p, ul, ol, li, strong, em, h3, br, a[href] are kept'),
  images: z.array(imageUrl).min(1).max(8).describe('1 to 8 URLs returned by POST /api/uploads'),
  price: dollarsInput.refine((value) => value > 0, 'must be above 0'),
  offerPrice: dollarsInput.nullable().optional().describe('Below price; null or absent: no offer'),
  stock: z.number().int().min(0).max(1_000_000),
  sku: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'letters, digits, . _ - (up to 64)')
    .nullable()
    .optional(),
  weight: z.number().int().min(0).max(1_000_000).nullable().optional().describe('Grams'),
  catSlug: z.string().trim().min(1).max(200),
  subCatSlug: z.string().trim().min(1).max(200).nullable().optional(),
  brandSlug: z.string().trim().min(1).max(200).nullable().optional(),
  seoTitle: optionalText(200),
  seoDescription: optionalText(500),
};

export const productCreateBody = z
  .strictObject(productFields)
  .refine((body) => body.offerPrice == null || body.offerPrice < body.price, {
    message: 'offerPrice must be below price',
    path: ['offerPrice'],
  });

export const productUpdateBody = z
  .strictObject({
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
    seoDescription: productFields.seoDescription,
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'send at least one field');

export type ProductCreateInput = z.infer<typeof productCreateBody>;
export type ProductUpdateInput = z.infer<typeof productUpdateBody>;

export const productStatusFilter = z
  .preprocess(blankAsMissing, z.enum(['active', 'inactive', 'pending', 'approved', 'rejected']).optional())
  .describe('active/inactive filter the shop status; pending/approved/rejected the approval');

export const lineStatusSchema = z.enum(['pending', 'processing', 'shipped', 'delivered', 'cancelled']);

export const shippingAddress = z.object({
  name: z.string(),
  phone: z.string(),
  country: z.string(),
  state: z.string().nullable(),
  city: z.string(),
  address: z.string(),
});

export const sellerOrderLine = z.object({
  slug: z.string(),
  order_slug: z.string(),
  orderDate: z.string(),
  order_status: lineStatusSchema,
  product_slug: z.string(),
  productName: z.string(),
  imageURL: z.string().nullable(),
  price: z.number(),
  offerPrice: z.number().nullable(),
  quantity: z.number().int(),
  lineTotal: z.number().describe('Effective unit price × quantity'),
  line_status: lineStatusSchema,
  payment_method: z.enum(['cod', 'card']),
  payment_status: z.enum(['pending', 'success']),
  buyer: z.object({ slug: z.string(), name: z.string() }),
  address: shippingAddress,
  updatedAt: z.string(),
});

export const lineUpdateBody = z.strictObject({
  line_status: z.enum(['processing', 'shipped', 'delivered']),
});

export const moneySplit = z.object({
  gross: z.number(),
  commission: z.number(),
  net: z.number(),
});

export const earningsResponse = z.object({
  commissionRateBps: z.number().int().describe('The marketplace’s cut in basis points (1000 = 10%)'),
  rule: z.string(),
  totals: moneySplit.extend({ orders: z.number().int(), units: z.number().int() }),
  byMonth: z.array(
    moneySplit.extend({ month: z.string().describe('YYYY-MM (UTC)'), orders: z.number().int() }),
  ),
  byOrder: pageOf(
    moneySplit.extend({
      order_slug: z.string(),
      orderDate: z.string(),
      deliveredAt: z.string().nullable(),
      units: z.number().int(),
    }),
  ),
});
