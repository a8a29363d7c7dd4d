/**
 * Request and response schemas of the marketplace dashboards (seller and admin). Response shapes reuse the
 * catalogue contracts (`@shop/shared/catalogue.contract`) wherever an entity already has one.
 */
import { blankAsMissing, productSchema } from '@shop/shared/catalogue.contract';
import { carrierSchema, trackingNumberSchema, trackingSchema } from '@shop/shared/tracking';
import { z } from 'zod';
import { imageUrl } from '../../kernel/field-schemas.ts';
import { pageOf } from '../../kernel/route-schemas.ts';

// --- Seller dashboard ------------------------------------------------------------------------------

export const shopResponse = z.object({
  shop_name: z.string(),
  shop_slug: z.string(),
  shop_address: z.string().nullable(),
  shop_logo: z.string().nullable(),
  shop_cover: z.string().nullable(),
  description: z.string().nullable(),
  contact_email: z
    .string()
    .nullable()
    .describe("Where order e-mails go (a confirmed address); null: the owner's account e-mail"),
  pending_contact_email: z
    .string()
    .nullable()
    .describe('An address asked for and sent a confirmation link; used once the link is followed'),
  contact_phone: z.string().nullable(),
  rating: z.number(),
  reviewCount: z.number().int(),
  status: z.enum(['active', 'inactive']),
  seller_slug: z.string().describe("The owner's user slug"),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A product as its seller (or an admin) sees it: the Product plus why it was rejected. */
export const dashboardProduct = productSchema.extend({
  approvalNote: z.string().nullable().describe('The admin’s note on approval or rejection'),
});

/** Product and shop bodies are shared with the seller's forms (one rule, checked before a form is sent). */
import { productCreateBody, productFields, productUpdateBody } from '@shop/shared/dashboard-forms.contract';

export { shopUpdateBody } from '@shop/shared/dashboard-forms.contract';
export { productCreateBody, productUpdateBody };

/**
 * A product's options and variants as the variants editor writes (and `GET …/variants` reads) them: up to 3
 * options, every variant one combination of their values (decision 16). `offerPrice` is the stored offer;
 * `imageURL` the variant's own images (empty: it shows the product's).
 */
export const variantsBody = z.strictObject({
  options: z
    .array(
      z.strictObject({
        name: z.string().trim().min(1).max(60),
        values: z.array(z.string().trim().min(1).max(60)).min(1).max(50),
      }),
    )
    .max(3),
  variants: z
    .array(
      z.strictObject({
        sku: productFields.sku.unwrap().unwrap(),
        options: z.record(z.string().trim().min(1).max(60), z.string().trim().min(1).max(60)),
        price: productFields.price,
        offerPrice: productFields.offerPrice,
        stock: productFields.stock,
        weight: productFields.weight,
        imageURL: z.array(imageUrl).max(8).describe("The variant's own images; empty: the product's"),
      }),
    )
    .min(1)
    .max(250),
});

export type VariantsBody = z.infer<typeof variantsBody>;

/** The same shape as the editor reads it (`GET …/variants`). */
export const variantsRead = z.object({
  options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  variants: z.array(
    z.object({
      sku: z.string(),
      options: z.record(z.string(), z.string()),
      price: z.number(),
      offerPrice: z.number().nullable().describe('The stored offer (not a flash-sale price)'),
      stock: z.number().int(),
      weight: z.number().int().nullable(),
      imageURL: z.array(z.string()).describe("The variant's own images; empty: the product's"),
    }),
  ),
});

/** A CSV file of variants (header row first, columns as `GET …/variants.csv` writes them). */
export const variantsImportBody = z.strictObject({
  csv: z.string().min(1).max(900_000).describe('The file, as text'),
});

export const variantsImportResult = z.object({
  products: z.number().int().describe('Products whose variants the file replaced'),
  variants: z.number().int(),
});

/** 400 of an import: every problem of the file, by row, and nothing written. */
export const variantsImportProblems = z.object({
  statusCode: z.literal(400),
  error: z.string(),
  message: z.string(),
  // `invalid_csv` with the problems by row; a body that is not `{ csv }` at all gets the usual 400 without them.
  code: z.string(),
  problems: z.array(z.object({ row: z.number().int(), message: z.string() })).optional(),
});

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
  variant_options: z
    .record(z.string(), z.string())
    .describe("A copy of the sold variant's option values; `{}` without options"),
  imageURL: z.string().nullable(),
  price: z.number(),
  offerPrice: z.number().nullable(),
  quantity: z.number().int(),
  lineTotal: z.number().describe('Effective unit price × quantity'),
  line_status: lineStatusSchema,
  tracking: trackingSchema.nullable().describe('Carrier and tracking number given when the line shipped'),
  payment_method: z.enum(['cod', 'card']),
  payment_status: z.enum(['pending', 'success']),
  buyer: z.object({ slug: z.string().nullable().describe("null for a guest's order"), name: z.string() }),
  address: shippingAddress,
  updatedAt: z.string(),
});

export const lineUpdateBody = z
  .strictObject({
    line_status: z.enum(['processing', 'shipped', 'delivered']),
    carrier: carrierSchema.optional().describe('With `shipped`: who carries the parcel'),
    tracking_number: trackingNumberSchema.optional().describe('With `shipped`: the parcel’s tracking number'),
  })
  .refine((body) => (body.carrier === undefined) === (body.tracking_number === undefined), {
    message: 'Give the carrier and the tracking number together',
    path: ['tracking_number'],
  })
  .refine((body) => body.carrier === undefined || body.line_status === 'shipped', {
    message: 'A carrier and tracking number go with shipping only',
    path: ['carrier'],
  });

export const moneySplit = z.object({
  gross: z.number().describe('Sales: unit price paid × quantity'),
  sellerDiscounts: z.number().describe('Discounts of your own coupons (you fund them)'),
  commission: z.number().describe('On gross − sellerDiscounts, at the rate of the order'),
  shipping: z.number().describe('Shipping your buyers paid you (no commission)'),
  net: z.number().describe('gross − sellerDiscounts − commission + shipping'),
  pending: z.number().describe('Part of net on lines not yet delivered'),
  payable: z.number().describe('Part of net on delivered lines'),
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
