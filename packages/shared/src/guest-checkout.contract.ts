/**
 * Guest checkout (decision 0019): a visitor orders from the bag kept in the browser with an e-mail address,
 * and finds the order again by its number and that e-mail. Request bodies carry the messages a shopper reads.
 */
import './zod-browser.ts';
import { z } from 'zod';
import { orderAddressInput } from './address.contract.ts';
import {
  emailSchema,
  MAX_MERGE_ITEMS,
  orderSchema,
  paymentMethodSchema,
  quantitySchema,
  slug,
  variantSku,
} from './shopping.contract.ts';

const guestEmail = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.string({ error: 'Email is required' }).pipe(emailSchema),
);

export const guestOrderBody = z.strictObject({
  email: guestEmail.describe('Where the confirmation goes; the order is found again with it'),
  items: z
    .array(
      z.strictObject({
        product_slug: slug('product_slug'),
        variant_sku: variantSku.optional(),
        quantity: quantitySchema,
      }),
    )
    .min(1, 'Your cart is empty')
    .max(MAX_MERGE_ITEMS, `At most ${MAX_MERGE_ITEMS} different products can be ordered at once`)
    .describe(
      "The visitor's bag: products, their variants (`variant_sku`, needed when a product has several) and quantities only (prices come from the server)",
    ),
  address: orderAddressInput,
  payment_method: paymentMethodSchema,
  coupon_code: z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z
        .string({ error: 'Coupon code must be text' })
        .trim()
        .max(100, 'Coupon code must be at most 100 characters')
        .optional(),
    )
    .describe('A coupon, judged and redeemed as for an account (decision 0035)'),
});
export type GuestOrderBody = z.infer<typeof guestOrderBody>;

export const guestOrderLookupBody = z.strictObject({
  order_number: z
    .string({ error: 'Order number is required' })
    .trim()
    .min(1, 'Order number is required')
    .max(200, 'Order number is too long'),
  email: guestEmail,
});

export const guestOrderQuery = z.strictObject({
  token: z.string().trim().min(1, 'The link is incomplete').max(200),
});

export const guestOrderResponseSchema = z.object({
  data: orderSchema,
  message: z.string(),
  access_token: z
    .string()
    .describe(
      'Opens this order without an account (GET /guest/orders/{id}?token=); the e-mailed link carries it',
    ),
});
export type GuestOrderResponse = z.infer<typeof guestOrderResponseSchema>;
