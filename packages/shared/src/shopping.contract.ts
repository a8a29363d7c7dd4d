/**
 * Contracts of the shopping calls (docs/api.md "Wishlist, cart, orders" and "Reviews, reports, blogs, newsletter,
 * addresses"): request bodies with the messages a shopper reads, and response shapes. The API's route schemas
 * and the storefront's forms both use them, so a rule is written once.
 *
 * Request bodies are strict (unknown keys are refused with 400) except `POST /wishlist`, which accepts a whole
 * product object and uses only its `slug`, and `POST /orders`, which also accepts (and never reads) the
 * amounts and buyer details the original storefront sends with an order: the server computes every amount
 * from its own cart.
 */
import './zod-browser.ts';
import { z } from 'zod';
import { addressEmailSchema, orderAddressInput, orderAddressSchema } from './address.contract.ts';
import {
  blankAsMissing,
  blogCommentSchema,
  cartItemSchema,
  productSchema,
  reviewSchema,
  wishlistItemSchema,
} from './catalogue.contract.ts';
import { trackingSchema } from './tracking.ts';

const isoDate = z.string().describe('ISO-8601 date-time');
const dollars = z.number().describe('Dollars with at most two decimals');

// --- Limits -----------------------------------------------------------------------------------------------

/** A cart line never holds more than this, whatever the stock (keeps sums far from integer limits). */
export const MAX_LINE_QUANTITY = 10_000;
/** Lines or slugs one merge call may carry (a browser cart is small). */
export const MAX_MERGE_ITEMS = 100;
/** Shipping rule (docs/shipping.md): its amounts live in shipping.ts, free of zod, for the storefront. */
export { FREE_SHIPPING_THRESHOLD_CENTS, SHIPPING_FEE_CENTS } from './shipping.ts';
export const MAX_REVIEW_LENGTH = 2_000;
export const MAX_COMMENT_LENGTH = 2_000;
export const MAX_REPORT_NOTE_LENGTH = 2_000;

// --- Building blocks --------------------------------------------------------------------------------------

export const slug = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(200, `${field} is too long`);

const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

/** Empty strings from a form field mean "not given". */
const optionalText = (field: string, max: number) =>
  z.preprocess(
    blankAsMissing,
    z.string().trim().max(max, `${field} must be at most ${max} characters`).optional(),
  );

/** A whole number of units: 0, -1, 1.5, "1", 1e21 and 2^53 are all refused (400), above stock is 409. */
export const quantitySchema = z
  .number({ error: 'Quantity must be a whole number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`);

/** The address contract's e-mail rule, also a guest's checkout e-mail. */
export const emailSchema = addressEmailSchema;

// --- Cart -------------------------------------------------------------------------------------------------

export const variantSku = z
  .string({ error: 'variant_sku must be text' })
  .trim()
  .min(1, 'variant_sku must not be empty')
  .max(100, 'variant_sku must have at most 100 characters')
  .describe('The variant (its SKU); required when the product has several variants');

export const cartAddBody = z.strictObject({
  user_slug: slug('user_slug'),
  product_slug: slug('product_slug'),
  variant_sku: variantSku.optional(),
  quantity: quantitySchema.optional().describe('Units to add (default 1); added to an existing line'),
});

export const cartQuantityBody = z.strictObject({ quantity: quantitySchema });

export const cartMergeBody = z.strictObject({
  user_slug: slug('user_slug').optional().describe('Defaults to the signed-in user'),
  items: z
    .array(
      z.strictObject({
        product_slug: slug('product_slug'),
        variant_sku: variantSku.optional(),
        quantity: quantitySchema,
      }),
    )
    .max(MAX_MERGE_ITEMS, `At most ${MAX_MERGE_ITEMS} items can be merged at once`),
});

export const deletedCountSchema = z.object({ deletedCount: z.number().int() });

export const mergeSkipReasons = ['not_found', 'out_of_stock', 'choose_variant'] as const;

export const mergeSkippedSchema = z.object({
  product_slug: z.string(),
  variant_sku: z.string().nullable().optional(),
  reason: z
    .enum(mergeSkipReasons)
    .describe(
      'not_found: unknown or hidden product, or a variant_sku it does not have; out_of_stock: none left; ' +
        'choose_variant: the product has several variants and the item named none',
    ),
});

export const cartMergeSchema = z.object({
  cart: z.array(cartItemSchema).describe('The whole cart after the merge'),
  merged: z.array(
    z.object({
      product_slug: z.string(),
      variant_sku: z.string(),
      quantity: z.number().int().describe('The line quantity after the merge'),
      capped: z.boolean().describe('True when the sum was lowered to the stock'),
    }),
  ),
  skipped: z.array(mergeSkippedSchema),
});

// --- Wishlist ---------------------------------------------------------------------------------------------

/** A whole product object is accepted (the original client posts one); only `user_slug` and `slug` are read. */
export const wishlistAddBody = z.looseObject({
  user_slug: slug('user_slug'),
  slug: slug('slug').describe('The product slug'),
});

export const wishlistMergeBody = z.strictObject({
  user_slug: slug('user_slug').optional().describe('Defaults to the signed-in user'),
  slugs: z
    .array(slug('slug'))
    .max(MAX_MERGE_ITEMS, `At most ${MAX_MERGE_ITEMS} products can be merged at once`),
});

export const wishlistMergeSchema = z.object({
  wishlist: z.array(wishlistItemSchema).describe('The whole wishlist after the merge'),
  added: z.array(z.string()).describe('Product slugs newly added'),
  skipped: z.array(mergeSkippedSchema),
});

// --- Addresses: address.contract.ts (decision 0025) ------------------------------------------------------

// --- Coupons ----------------------------------------------------------------------------------------------

export const couponSchema = z.object({
  code: z.string(),
  name: z.string(),
  discount: z.object({
    role: z.enum(['amount', 'percent']),
    value: z.number().describe('Dollars when role is amount, whole percent when percent'),
  }),
  minimum_purchase: dollars,
  starts_at: isoDate,
  expired_date: isoDate,
  items_number: z.number().int().describe('Total uses allowed'),
  apply_qty: z.number().int().describe('Uses so far'),
  per_user_limit: z.number().int().nullable().describe('Uses allowed per shopper; null: no limit'),
  seller_slug: z.string().nullable().describe("Set when the coupon only discounts that seller's lines"),
  status: z.enum(['active', 'inactive']),
});

export const couponApplyQuery = z.strictObject({
  code: slug('code'),
  user_slug: slug('user_slug').optional().describe('Defaults to the signed-in user'),
  subTotal: z.preprocess(blankAsMissing, z.coerce.number().min(0).max(100_000_000).optional()),
});

export const couponApplySchema = couponSchema.extend({
  discountAmount: dollars.describe('What the coupon takes off the current cart'),
  subTotal: dollars.describe('The subtotal the discount was computed on'),
});

/** The `code` of a 400 answer when a coupon is refused, one per reason. */
export const couponRefusalCodes = [
  'coupon_unknown',
  'coupon_not_started',
  'coupon_expired',
  'coupon_used_up',
  'coupon_user_limit',
  'coupon_minimum_not_met',
  'coupon_not_applicable',
  'coupon_not_yours',
  'coupon_needs_account',
] as const;
export type CouponRefusalCode = (typeof couponRefusalCodes)[number];

// --- Orders -----------------------------------------------------------------------------------------------

export const orderStatusSchema = z.enum(['pending', 'processing', 'shipped', 'delivered', 'cancelled']);
export const paymentMethodSchema = z.enum(['cod', 'card']);

/**
 * What the original storefront sends along with an order: its own copy of the lines and amounts, and the
 * buyer's details. Accepted so that client keeps working, never read: prices, discount, shipping and
 * total come from the server's cart and coupon rules, the buyer from the session. Any other unknown key
 * is still refused.
 */
const ignoredClientOrderFields = Object.fromEntries(
  [
    'product_list',
    'subTotal',
    'discount',
    'shipping',
    'shippingCost',
    'total',
    'user_name',
    'user_email',
    'user_phone',
    'transaction_id',
  ].map((name) => [
    name,
    z.unknown().optional().describe('Sent by the original storefront; ignored (the server computes it)'),
  ]),
);

export const createOrderBody = z
  .strictObject({
    ...ignoredClientOrderFields,
    user_slug: slug('user_slug'),
    address_slug: slug('address_slug').optional().describe('A saved address of the buyer'),
    address: orderAddressInput.optional().describe('A one-off delivery address'),
    payment_method: paymentMethodSchema,
    coupon_code: optionalText('coupon_code', 100),
  })
  .refine((body) => (body.address_slug === undefined) !== (body.address === undefined), {
    message: 'Give either address_slug or address',
    path: ['address_slug'],
  });

export const orderLineSchema = z.object({
  slug: z.string().describe('The product slug, as on the cart line it was copied from'),
  product_slug: z.string(),
  line_slug: z.string().describe("The line's own id"),
  productName: z.string(),
  variant_sku: z
    .string()
    .nullable()
    .describe('The variant sold (null only on lines older than variants whose product is gone)'),
  variant_options: z
    .record(z.string(), z.string())
    .describe("A copy of the variant's option values; `{}` without options"),
  imageURL: z.array(z.string()).describe('The first product image at order time (or none)'),
  price: dollars,
  offerPrice: dollars.nullable().describe('The unit price paid when below price (offer or flash sale)'),
  quantity: z.number().int(),
  lineTotal: dollars,
  seller_slug: z.string(),
  shop_name: z.string(),
  line_status: orderStatusSchema,
  delivered_at: isoDate
    .nullable()
    .describe('When the seller (or an admin) marked the line delivered; null while it is not'),
  received_at: isoDate
    .nullable()
    .describe(
      'When the buyer confirmed receiving the line (POST /api/orders/{id}/confirm-receipt); null until then',
    ),
  tracking: trackingSchema
    .nullable()
    .optional()
    .describe('Carrier and tracking number the seller gave when it shipped the line'),
});

export const orderStatusEventSchema = z.object({
  status: orderStatusSchema,
  at: isoDate,
  line_slug: z.string().nullable().describe('Set when one line moved; null for the whole order'),
  note: z.string().nullable(),
});

export const orderSchema = z.object({
  slug: z.string(),
  user_slug: z.string().nullable().describe("The buyer; null for a guest's order"),
  product_list: z.array(orderLineSchema),
  subTotal: dollars,
  discount: dollars,
  shippingCost: dollars,
  total: dollars,
  coupon_code: z.string().nullable(),
  payment_method: paymentMethodSchema,
  transaction_id: z.string().nullable(),
  order_status: orderStatusSchema,
  payment_status: z.enum(['pending', 'success']),
  address: orderAddressSchema,
  status_history: z.array(orderStatusEventSchema).describe('Oldest first'),
  createdAt: isoDate,
  updatedAt: isoDate,
});

export const orderResponseSchema = z.object({ data: orderSchema, message: z.string() });

/**
 * A cancelled card order's refund: `refunded` when the provider took it, `retrying` when it did not yet (the
 * order is cancelled all the same; the refund is recorded and sent again automatically).
 */
export const cancelRefundSchema = z.object({
  status: z.enum(['refunded', 'retrying']),
  amount: z.number().describe('Dollars given back to the card'),
});
export type CancelRefund = z.infer<typeof cancelRefundSchema>;

export const cancelOrderResponseSchema = orderResponseSchema.extend({
  refund: cancelRefundSchema
    .nullable()
    .describe('The card refund of a paid card order; null when nothing goes back through a provider'),
});

export const confirmReceiptBody = z.strictObject({
  line_slug: slug('line_slug').optional().describe('One line of the order; without it every delivered line'),
});

export const orderListQuery = z.strictObject({
  user_slug: slug('user_slug'),
  order_status: z.preprocess(blankAsMissing, orderStatusSchema.optional()),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});

export const orderListSchema = z.object({
  data: z.array(orderSchema),
  message: z.string(),
  count: z.number().int(),
});

export const orderQuoteQuery = z.strictObject({
  user_slug: slug('user_slug'),
  coupon_code: optionalText('coupon_code', 100),
});

export const orderQuoteSchema = z.object({
  product_list: z.array(
    orderLineSchema.omit({
      line_slug: true,
      line_status: true,
      delivered_at: true,
      received_at: true,
      tracking: true,
    }),
  ),
  sellers: z.array(
    z.object({ seller_slug: z.string(), shop_name: z.string(), subTotal: dollars, shippingCost: dollars }),
  ),
  subTotal: dollars,
  discount: dollars,
  shippingCost: dollars,
  total: dollars,
  coupon_code: z.string().nullable(),
});

// --- Reviews, reports, newsletter, comments ---------------------------------------------------------------

export const reviewCreateBody = z.strictObject({
  product_slug: slug('product_slug'),
  order_slug: slug('order_slug'),
  rating: z
    .number({ error: 'Rating must be a whole number from 1 to 5' })
    .int('Rating must be a whole number from 1 to 5')
    .min(1, 'Rating must be a whole number from 1 to 5')
    .max(5, 'Rating must be a whole number from 1 to 5'),
  message: requiredText('Message', MAX_REVIEW_LENGTH),
});

export const userReviewSchema = reviewSchema.extend({ reviewProducts: productSchema });

export const reportCreateBody = z.strictObject({
  product_slug: slug('product_slug'),
  title: requiredText('Title', 200),
  note: z
    .string({ error: 'Note must be text' })
    .trim()
    .max(MAX_REPORT_NOTE_LENGTH, `Note must be at most ${MAX_REPORT_NOTE_LENGTH} characters`)
    .default(''),
});

export const reportSchema = z.object({
  slug: z.string(),
  product_slug: z.string(),
  user_slug: z.string(),
  title: z.string(),
  note: z.string(),
  status: z.enum(['open', 'resolved', 'dismissed']),
  createdAt: isoDate,
});

export const subscriberBody = z.strictObject({
  email: z.string({ error: 'Invalid Email' }).trim().pipe(z.email('Invalid Email').max(254, 'Invalid Email')),
  user_slug: slug('user_slug'),
});

export const subscriberSchema = z.object({
  slug: z.string(),
  email: z.string(),
  user_slug: z.string().nullable(),
  status: z.enum(['active', 'inactive']),
  state: z
    .enum(['pending', 'confirmed', 'unsubscribed'])
    .describe('Double opt-in: pending until the link in the confirmation e-mail is followed'),
  confirmation_sent: z.boolean().describe('Whether this call mailed a confirmation link'),
  notice: z.string().describe('What to tell the subscriber next, in plain words'),
  createdAt: isoDate,
  message: z.string(),
});

/** The signed token of a newsletter link (confirmation or unsubscribe). */
export const newsletterTokenBody = z.strictObject({
  token: z.string({ error: 'The link is missing its token' }).trim().min(1).max(500),
});

export const newsletterConfirmationSchema = z.object({
  state: z.literal('confirmed'),
  coupon_code: z
    .string()
    .nullable()
    .describe(
      'The one-time welcome coupon (also e-mailed); null for subscriptions older than the double opt-in',
    ),
  message: z.string(),
});

export const newsletterUnsubscribedSchema = z.object({
  state: z.literal('unsubscribed'),
  message: z.string(),
});

export const blogCommentBody = z.strictObject({
  blogSlug: slug('blogSlug'),
  comment: requiredText('Comment', MAX_COMMENT_LENGTH),
});

export { blogCommentSchema };

export type CartAddBody = z.infer<typeof cartAddBody>;
export type CartMergeBody = z.infer<typeof cartMergeBody>;
export type MergeSkipped = z.infer<typeof mergeSkippedSchema>;
export type CouponData = z.infer<typeof couponSchema>;
export type CouponApplyData = z.infer<typeof couponApplySchema>;
export type CreateOrderBody = z.infer<typeof createOrderBody>;
export type OrderLineData = z.infer<typeof orderLineSchema>;
export type OrderData = z.infer<typeof orderSchema>;
export type OrderQuoteData = z.infer<typeof orderQuoteSchema>;
export type OrderStatusValue = z.infer<typeof orderStatusSchema>;
export type ReviewCreateBody = z.infer<typeof reviewCreateBody>;
export type UserReviewData = z.infer<typeof userReviewSchema>;
export type ReportCreateBody = z.infer<typeof reportCreateBody>;
export type ReportData = z.infer<typeof reportSchema>;
export type SubscriberData = z.infer<typeof subscriberSchema>;
export type NewsletterConfirmationData = z.infer<typeof newsletterConfirmationSchema>;
export type NewsletterUnsubscribedData = z.infer<typeof newsletterUnsubscribedSchema>;
