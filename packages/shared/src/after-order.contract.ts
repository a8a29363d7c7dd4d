/**
 * Contracts of what happens after an order (docs/api.md "Returns, cancellations and invoices"): cancelling
 * with a reason, a buyer's return request and the seller's decision, a seller cancelling one line. The API's
 * route schemas and the storefront's forms both use them, so a message is written once.
 */
import './zod-browser.ts';
import { z } from 'zod';
import { imageUrl } from './field-inputs.ts';

/** Returns are accepted within this many days of the seller marking a line delivered. */
export const RETURN_WINDOW_DAYS = 30;
/** Photos one return request may carry. */
export const MAX_RETURN_PHOTOS = 5;

const reasonText = (what: string) =>
  z
    .string({ error: `Please give a reason for ${what}` })
    .trim()
    .min(3, `Please give a reason for ${what} (at least 3 characters)`)
    .max(500, 'The reason is too long (500 characters at most)');

/** Why the buyer cancels: the shop's form asks for it; the original client sends no body, which still works. */
export const cancelOrderBody = z.looseObject({
  reason: reasonText('cancelling').optional(),
});

/** The reasons the storefront offers in its confirmation step; "Other" asks for the buyer's own words. */
export const cancelReasons = [
  'I ordered by mistake',
  'I found a better price',
  'Delivery takes too long',
  'I want to change the order',
] as const;

export const returnReasons = [
  'It arrived damaged',
  'It is not as described',
  'Wrong item sent',
  'It does not fit',
  'I changed my mind',
] as const;

export const returnRequestBody = z.strictObject({
  line_slug: z
    .string({ error: 'Choose the item to return' })
    .trim()
    .min(1, 'Choose the item to return')
    .max(200),
  reason: reasonText('the return'),
  photo_urls: z
    .array(imageUrl, { error: 'Photos must be a list of uploaded images' })
    .max(MAX_RETURN_PHOTOS, `At most ${MAX_RETURN_PHOTOS} photos`)
    .optional(),
});
export type ReturnRequestInput = z.infer<typeof returnRequestBody>;

/** The signed link's token, as a guest's order actions carry it (decision 0035): in the body, not the address. */
const guestToken = z
  .string({ error: 'The link is incomplete' })
  .trim()
  .min(1, 'The link is incomplete')
  .max(200, 'The link is not valid');

export const guestCancelBody = z.strictObject({
  token: guestToken,
  reason: reasonText('cancelling').optional(),
});

export const guestReturnRequestBody = returnRequestBody.extend({ token: guestToken });
export type GuestReturnRequestInput = z.infer<typeof guestReturnRequestBody>;

export const returnAcceptBody = z.strictObject({
  note: z.string().trim().max(500, 'The note is too long (500 characters at most)').optional(),
});

export const returnRefuseBody = z.strictObject({
  note: reasonText('refusing'),
});

export const lineCancelBody = z.strictObject({
  reason: reasonText('cancelling'),
});

export const returnStatusSchema = z.enum(['requested', 'accepted', 'refused']);

export const returnSchema = z.object({
  slug: z.string(),
  order_slug: z.string(),
  line_slug: z.string(),
  product_slug: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  shop_name: z.string(),
  reason: z.string(),
  photo_urls: z.array(z.string()),
  status: returnStatusSchema,
  seller_note: z.string().nullable(),
  refund: z
    .object({
      amount: z.number().describe('Dollars given back to the buyer'),
      method: z.enum(['cod', 'card']),
      status: z
        .enum(['refunded', 'retrying'])
        .describe(
          '`retrying`: a card refund the provider did not take yet; the return is accepted and the refund is sent again automatically',
        ),
      createdAt: z.string().describe('ISO-8601 date-time'),
    })
    .nullable(),
  createdAt: z.string().describe('ISO-8601 date-time'),
  decidedAt: z.string().nullable().describe('ISO-8601 date-time'),
});
export type ReturnData = z.infer<typeof returnSchema>;
