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
