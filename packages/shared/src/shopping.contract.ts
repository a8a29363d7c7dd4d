/**
 * Contracts of the shopping calls (API.md "Wishlist, cart, orders" and "Reviews, reports, blogs, newsletter,
 * addresses"): request bodies with the messages a shopper reads, and response shapes. The API's route schemas
 * and the storefront's forms both use them, so a rule is written once.
 *
 * Request bodies are strict (unknown keys are refused with 400) except `POST /wishlist`, which accepts a whole
 * product object and uses only its `slug`. In particular an order body carrying `total`, `price` or
 * `discount` is refused: the server computes every amount from its own cart.
 */
import './zod-browser.ts';
import { z } from 'zod';
import {
  blogCommentSchema,
  cartItemSchema,
  productSchema,
  reviewSchema,
  wishlistItemSchema,
} from './catalogue.contract.ts';

const isoDate = z.string().describe('ISO-8601 date-time');
const dollars = z.number().describe('Dollars with at most two decimals');

// --- Limits -----------------------------------------------------------------------------------------------

/** A cart line never holds more than this, whatever the stock (keeps sums far from integer limits). */
export const MAX_LINE_QUANTITY = 10_000;
/** Lines or slugs one merge call may carry (a browser cart is small). */
export const MAX_MERGE_ITEMS = 100;
/** Shipping rule (docs/shipping.md): per seller, this flat fee … */
export const SHIPPING_FEE_CENTS = 499;
/** … unless that seller's lines reach this subtotal. */
export const FREE_SHIPPING_THRESHOLD_CENTS = 5_000;
export const MAX_REVIEW_LENGTH = 2_000;
export const MAX_COMMENT_LENGTH = 2_000;
export const MAX_REPORT_NOTE_LENGTH = 2_000;

// --- Building blocks --------------------------------------------------------------------------------------

const slug = (field: string) =>
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
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(max, `${field} must be at most ${max} characters`).optional(),
  );

/** A whole number of units: 0, -1, 1.5, "1", 1e21 and 2^53 are all refused (400), above stock is 409. */
export const quantitySchema = z
  .number({ error: 'Quantity must be a whole number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`);

export const PHONE_PATTERN = /^\+?[0-9][0-9 -]*$/;

export const phoneSchema = z
  .string({ error: 'Phone is required' })
  .trim()
  .min(7, 'Phone must have 7 to 20 characters')
  .max(20, 'Phone must have 7 to 20 characters')
  .regex(PHONE_PATTERN, 'Phone may contain only digits, spaces, dashes and a leading +');

const emailSchema = z.email('Email must be a valid e-mail address').max(254, 'Email is too long');

const optionalEmail = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : value.trim()) : value),
  emailSchema.optional(),
);

// --- Cart -------------------------------------------------------------------------------------------------

export const cartAddBody = z.strictObject({
  user_slug: slug('user_slug'),
  product_slug: slug('product_slug'),
  quantity: quantitySchema.optional().describe('Units to add (default 1); added to an existing line'),
});

export const cartQuantityBody = z.strictObject({ quantity: quantitySchema });

export const cartMergeBody = z.strictObject({
  user_slug: slug('user_slug').optional().describe('Defaults to the signed-in user'),
  items: z
    .array(z.strictObject({ product_slug: slug('product_slug'), quantity: quantitySchema }))
    .max(MAX_MERGE_ITEMS, `At most ${MAX_MERGE_ITEMS} items can be merged at once`),
});

export const deletedCountSchema = z.object({ deletedCount: z.number().int() });

export const mergeSkipReasons = ['not_found', 'out_of_stock'] as const;

export const mergeSkippedSchema = z.object({
  product_slug: z.string(),
  reason: z.enum(mergeSkipReasons).describe('not_found: unknown or hidden product; out_of_stock: none left'),
});

export const cartMergeSchema = z.object({
  cart: z.array(cartItemSchema).describe('The whole cart after the merge'),
  merged: z.array(
    z.object({
      product_slug: z.string(),
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

// --- Addresses --------------------------------------------------------------------------------------------

const addressFields = {
  name: requiredText('Name', 100),
  email: optionalEmail,
  phone: phoneSchema,
  country: requiredText('Country', 100),
  state: optionalText('State', 100),
  city: requiredText('City', 100),
  address: requiredText('Address', 300),
};

export const addressBody = z.strictObject({
  user_slug: slug('user_slug').optional().describe('Defaults to the signed-in user'),
  ...addressFields,
  isDefault: z.boolean({ error: 'isDefault must be true or false' }).optional(),
});

export const addressSchema = z.object({
  slug: z.string(),
  user_slug: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  country: z.string(),
  state: z.string().nullable(),
  city: z.string(),
  address: z.string(),
  isDefault: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

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
  subTotal: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number().min(0).max(100_000_000).optional(),
  ),
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
] as const;
export type CouponRefusalCode = (typeof couponRefusalCodes)[number];

// --- Orders -----------------------------------------------------------------------------------------------

export const orderStatusSchema = z.enum(['pending', 'processing', 'shipped', 'delivered', 'cancelled']);
export const paymentMethodSchema = z.enum(['cod', 'card']);

export const orderAddressInput = z.strictObject(addressFields);

export const createOrderBody = z
  .strictObject({
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
  imageURL: z.array(z.string()).describe('The first product image at order time (or none)'),
  price: dollars,
  offerPrice: dollars.nullable().describe('The unit price paid when below price (offer or flash sale)'),
  quantity: z.number().int(),
  lineTotal: dollars,
  seller_slug: z.string(),
  shop_name: z.string(),
  line_status: orderStatusSchema,
});

export const orderAddressSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  country: z.string(),
  state: z.string().nullable(),
  city: z.string(),
  address: z.string(),
});

export const orderStatusEventSchema = z.object({
  status: orderStatusSchema,
  at: isoDate,
  line_slug: z.string().nullable().describe('Set when one line moved; null for the whole order'),
  note: z.string().nullable(),
});

export const orderSchema = z.object({
  slug: z.string(),
  user_slug: z.string(),
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

export const orderListQuery = z.strictObject({
  user_slug: slug('user_slug'),
  order_status: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    orderStatusSchema.optional(),
  ),
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
  product_list: z.array(orderLineSchema.omit({ line_slug: true, line_status: true })),
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
  createdAt: isoDate,
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
export type AddressBody = z.infer<typeof addressBody>;
export type AddressData = z.infer<typeof addressSchema>;
export type OrderAddressInput = z.infer<typeof orderAddressInput>;
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
