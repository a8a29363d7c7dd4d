/** The checkout's calls (API.md: addresses, coupon, orders) as the /checkout route uses them. */
import { messages } from '@shop/shared/messages';
import type { AddressData, OrderData, OrderQuoteData } from '@shop/shared/shopping.contract';
import { type ApiFetch, type ApiResponse, errorMessage, isOk } from '../../lib/api.server';
import { type AddressField, type AddressValues, addressValuesFrom, checkAddress } from './address-validation';
import { orderRequestHeaders } from './idempotency-key';

export interface CheckoutData {
  addresses: AddressData[];
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
  const [addresses, quoted] = await Promise.all([
    api<AddressData[]>(`/api/addresses/${encodeURIComponent(userSlug)}`),
    quoteFor(api, userSlug, couponCode),
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
    quote: priced ?? emptyQuote,
    coupon:
      priced?.coupon_code && couponCode ? { code: priced.coupon_code, discount: priced.discount } : null,
    couponError,
    failed: !isOk(quote) || !isOk(addresses),
  };
}

// --- Actions ----------------------------------------------------------------------------------------------

export type CheckoutActionData =
  | {
      intent: 'address-save';
      ok: boolean;
      message: string;
      /** The address the form edited ('' for a new one), so the right form shows the errors. */
      formSlug: string;
      /** The saved address (to select it for the order). */
      savedSlug?: string;
      fieldErrors?: Partial<Record<AddressField, string>>;
      values?: AddressValues;
    }
  | { intent: 'address-delete' | 'address-default' | 'place-order'; ok: boolean; message: string };

function failureText(response: ApiResponse): string {
  return errorMessage(response, messages.genericFailure);
}

/** Fields named in an API 400 message ("Phone must …") go back to that field, like the browser's own check. */
export async function saveAddress(
  api: ApiFetch,
  userSlug: string,
  form: FormData,
): Promise<{ status: number; data: CheckoutActionData }> {
  const formSlug = String(form.get('slug') ?? '').trim();
  const values = addressValuesFrom(form);
  const checked = checkAddress(values);
  if (!checked.ok) {
    return {
      status: 400,
      data: {
        intent: 'address-save',
        ok: false,
        message: 'Please check the highlighted fields.',
        formSlug,
        fieldErrors: checked.errors,
        values,
      },
    };
  }
  const body = { ...checked.body, user_slug: userSlug };
  const response = formSlug
    ? await api<AddressData>(`/api/addresses/${encodeURIComponent(formSlug)}`, { method: 'PUT', body })
    : await api<AddressData>('/api/addresses', { method: 'POST', body });
  if (!isOk(response)) {
    return {
      status: response.status >= 400 ? response.status : 502,
      data: { intent: 'address-save', ok: false, message: failureText(response), formSlug, values },
    };
  }
  return {
    status: formSlug ? 200 : 201,
    data: {
      intent: 'address-save',
      ok: true,
      message: formSlug ? 'Address updated' : 'Address saved',
      formSlug,
      savedSlug: response.body.slug,
    },
  };
}

export async function deleteAddress(api: ApiFetch, slug: string) {
  const response = await api(`/api/addresses/${encodeURIComponent(slug)}`, { method: 'DELETE' });
  return {
    status: isOk(response) ? 200 : response.status,
    data: {
      intent: 'address-delete' as const,
      ok: isOk(response),
      message: isOk(response) ? 'Address deleted' : failureText(response),
    },
  };
}

/** PUT needs the whole address: the saved one is read first and sent back with isDefault. */
export async function makeDefaultAddress(api: ApiFetch, userSlug: string, slug: string) {
  const list = await api<AddressData[]>(`/api/addresses/${encodeURIComponent(userSlug)}`);
  const current =
    isOk(list) && Array.isArray(list.body) ? list.body.find((item) => item.slug === slug) : null;
  if (!current) {
    return {
      status: 404,
      data: { intent: 'address-default' as const, ok: false, message: 'This address no longer exists' },
    };
  }
  const response = await api(`/api/addresses/${encodeURIComponent(slug)}`, {
    method: 'PUT',
    body: {
      name: current.name,
      ...(current.email ? { email: current.email } : {}),
      phone: current.phone,
      country: current.country,
      ...(current.state ? { state: current.state } : {}),
      city: current.city,
      address: current.address,
      isDefault: true,
    },
  });
  return {
    status: isOk(response) ? 200 : response.status,
    data: {
      intent: 'address-default' as const,
      ok: isOk(response),
      message: isOk(response) ? 'Default address changed' : failureText(response),
    },
  };
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
