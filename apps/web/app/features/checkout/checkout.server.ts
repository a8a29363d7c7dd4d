/** The checkout's calls (docs/api.md: addresses, coupon, orders) as the /checkout route uses them. */

import type { AddressData } from '@shop/shared/address.contract';
import { messages } from '@shop/shared/messages';
import type { PaymentMethodsData } from '@shop/shared/payments.contract';
import type { OrderData, OrderQuoteData } from '@shop/shared/shopping.contract';
import { type ApiFetch, type ApiResponse, errorMessage, isOk } from '../../lib/api.server';
import { orderRequestHeaders } from './idempotency-key';

export interface CheckoutData {
  addresses: AddressData[];
  /** How the shopper may pay: cash on delivery always, the card when Stripe is configured. */
  paymentMethods: PaymentMethodsData['methods'];
  quote: OrderQuoteData | null;
  /** The coupon asked for in `?coupon=`, when the server accepted it. */
  coupon: { code: string; discount: number } | null;
  /** The server's reason when it refused the coupon (unknown, expired, used up, minimum, not applicable). */
  couponError: string | null;
  failed: boolean;
}

const emptyQuote: OrderQuoteData = {
  product_list: [],
  sellers: [],
  subTotal: 0,
  discount: 0,
  shippingCost: 0,
  total: 0,
  coupon_code: null,
};

async function quoteFor(api: ApiFetch, userSlug: string, couponCode: string) {
  const query = new URLSearchParams({ user_slug: userSlug });
  if (couponCode) query.set('coupon_code', couponCode);
  return api<OrderQuoteData>(`/api/orders/quote?${query}`);
}

/** Addresses and the server's price of the cart (GET /orders/quote) with the coupon, when it is accepted. */
export async function loadCheckout(
  api: ApiFetch,
  userSlug: string,
  couponCode: string,
): Promise<CheckoutData> {
  const [addresses, quoted, payments] = await Promise.all([
    api<AddressData[]>(`/api/addresses/${encodeURIComponent(userSlug)}`),
    quoteFor(api, userSlug, couponCode),
    api<PaymentMethodsData>('/api/payments/methods'),
  ]);
  let quote = quoted;
  let couponError: string | null = null;
  if (couponCode && quoted.status === 400) {
    couponError = errorMessage(quoted, 'This coupon cannot be used');
    quote = await quoteFor(api, userSlug, '');
  }
  const priced = isOk(quote) ? quote.body : null;
  return {
    addresses: isOk(addresses) && Array.isArray(addresses.body) ? addresses.body : [],
    paymentMethods: isOk(payments) ? payments.body.methods : ['cod'],
    quote: priced ?? emptyQuote,
    coupon:
      priced?.coupon_code && couponCode ? { code: priced.coupon_code, discount: priced.discount } : null,
    couponError,
    failed: !isOk(quote) || !isOk(addresses),
  };
}

/** How a shopper may pay (GET /api/payments/methods); cash on delivery alone when it cannot be read. */
export async function loadPaymentMethods(api: ApiFetch): Promise<PaymentMethodsData['methods']> {
  const payments = await api<PaymentMethodsData>('/api/payments/methods');
  return isOk(payments) ? payments.body.methods : ['cod'];
}

// --- Actions ----------------------------------------------------------------------------------------------

/** The outcome of placing the order (the address intents answer with the address book's own data). */
export type CheckoutActionData = { intent: 'place-order'; ok: boolean; message: string };

function failureText(response: ApiResponse): string {
  return errorMessage(response, messages.genericFailure);
}

export type PlaceOrderOutcome =
  | { ok: true; order: OrderData }
  | { ok: false; status: number; data: CheckoutActionData };

/**
 * POST /api/orders with the page view's Idempotency-Key header: the server builds the order from its own cart
 * (prices, discount, shipping, stock), so the body only names the address, payment method and coupon.
 */
export async function placeOrder(
  api: ApiFetch,
  userSlug: string,
  form: FormData,
): Promise<PlaceOrderOutcome> {
  const addressSlug = String(form.get('address_slug') ?? '').trim();
  const paymentMethod = String(form.get('payment_method') ?? 'cod');
  const couponCode = String(form.get('coupon_code') ?? '').trim();
  const refuse = (status: number, message: string): PlaceOrderOutcome => ({
    ok: false,
    status,
    data: { intent: 'place-order', ok: false, message },
  });
  if (!addressSlug) return refuse(400, 'Choose a delivery address (or add one) first.');
  if (paymentMethod !== 'cod' && paymentMethod !== 'card') return refuse(400, 'Choose a payment method.');

  const response = await api<{ data: OrderData }>('/api/orders', {
    method: 'POST',
    headers: orderRequestHeaders(form),
    body: {
      user_slug: userSlug,
      address_slug: addressSlug,
      payment_method: paymentMethod,
      ...(couponCode ? { coupon_code: couponCode } : {}),
    },
  });
  if (isOk(response) && response.body.data?.slug) return { ok: true, order: response.body.data };
  return refuse(response.status >= 400 ? response.status : 502, failureText(response));
}
