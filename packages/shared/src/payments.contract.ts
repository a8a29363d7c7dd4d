/** Payment shapes shared by the API and the checkout page (decision 0020). */
import './zod-browser.ts';
import { z } from 'zod';
import { paymentMethodSchema } from './shopping.contract.ts';

export const paymentMethodsSchema = z.object({
  methods: z.array(paymentMethodSchema).describe('Offered methods, the default (`cod`) first'),
  stripe_publishable_key: z.string().nullable().describe('Set only when card payments are on'),
});
export type PaymentMethodsData = z.infer<typeof paymentMethodsSchema>;

export const cardPaymentSchema = z.object({
  order_slug: z.string(),
  client_secret: z.string().describe("The PaymentIntent's client secret, for Stripe.js"),
  publishable_key: z.string(),
  amount_cents: z.number().int().describe("The server's total of the order, in cents"),
  payment_status: z.enum(['pending', 'success']),
});
export type CardPaymentData = z.infer<typeof cardPaymentSchema>;

/** Where a refund through the payment provider stands (decision 0035), as the admin's order page shows it. */
export const refundStateSchema = z.object({
  slug: z.string(),
  amount_cents: z.number().int(),
  reason: z.string(),
  status: z
    .enum(['pending', 'failed', 'refunded'])
    .describe(
      '`pending` while being sent, `failed` until a retry takes, `refunded` once the provider took it',
    ),
  attempts: z.number().int().describe('Calls made to the provider so far'),
  next_attempt_at: z
    .string()
    .nullable()
    .describe('When the retry job sends it again; null once refunded or when retries are spent'),
  last_error: z.string().nullable().describe("The provider's last refusal"),
  provider_refund_id: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RefundStateData = z.infer<typeof refundStateSchema>;
