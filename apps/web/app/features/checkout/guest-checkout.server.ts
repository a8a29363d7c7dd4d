/**
 * Guest checkout (decision 0019) as the /checkout route uses it for a visitor: the browser's bag (product
 * slugs, variants and quantities only: prices come from the server), an e-mail address, a delivery address
 * and the payment method go to POST /api/guest/orders with the page view's Idempotency-Key. The answer's
 * access token opens the order's confirmation, payment and tracking pages without an account.
 */

import type { GuestOrderResponse } from '@shop/shared/guest-checkout.contract';
import { messages } from '@shop/shared/messages';
import type { OrderData } from '@shop/shared/shopping.contract';
import {
  type AddressFormField,
  type AddressValues,
  addressValuesFrom,
  checkAddress,
} from '../../lib/address-validation';
import { type ApiFetch, errorMessage, isOk } from '../../lib/api.server';
import { GUEST_BAG_FIELD } from './guest-links';
import { orderRequestHeaders } from './idempotency-key';

const MAX_BAG_ITEMS = 100;

export interface GuestBagItem {
  product_slug: string;
  variant_sku?: string;
  quantity: number;
}

/** The bag the form carried; only its shape is checked here (the API judges products, stock and limits). */
export function guestBagFrom(form: FormData): GuestBagItem[] {
  const raw = form.get(GUEST_BAG_FIELD);
  if (typeof raw !== 'string' || raw.length > 50_000) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.slice(0, MAX_BAG_ITEMS).flatMap((entry): GuestBagItem[] => {
      const item = entry as Record<string, unknown>;
      if (typeof item?.product_slug !== 'string' || !Number.isInteger(item.quantity)) return [];
      return [
        {
          product_slug: item.product_slug,
          ...(typeof item.variant_sku === 'string' ? { variant_sku: item.variant_sku } : {}),
          quantity: item.quantity as number,
        },
      ];
    });
  } catch {
    return [];
  }
}

type GuestFieldErrors = Partial<Record<AddressFormField | 'guest_email' | 'coupon_code', string>>;

export interface GuestCheckoutResult {
  ok: false;
  message: string;
  fieldErrors?: GuestFieldErrors;
  values?: AddressValues & { guest_email: string; coupon_code?: string };
}

export type GuestPlaceOutcome =
  | { ok: true; order: OrderData; token: string }
  | { ok: false; status: number; data: GuestCheckoutResult };

/** The guest's order; the e-mail goes in the body (never the URL), the delivery address as typed. */
export async function placeGuestOrder(api: ApiFetch, form: FormData): Promise<GuestPlaceOutcome> {
  const email = String(form.get('guest_email') ?? '').trim();
  const couponCode = String(form.get('coupon_code') ?? '').trim();
  const addressValues = addressValuesFrom(form);
  const values = { ...addressValues, guest_email: email, coupon_code: couponCode };
  const refuse = (status: number, data: Omit<GuestCheckoutResult, 'ok'>): GuestPlaceOutcome => ({
    ok: false,
    status,
    data: { ok: false, values, ...data },
  });
  // The guest's e-mail is the address's contact e-mail too, checked by the same contract.
  const checked = checkAddress({ ...addressValues, email });
  const { email: emailError, ...addressErrors } = checked.ok ? {} : checked.errors;
  const fieldErrors: GuestFieldErrors = { ...addressErrors };
  if (!email) fieldErrors.guest_email = 'Email is required';
  else if (emailError) fieldErrors.guest_email = emailError;
  if (!checked.ok || fieldErrors.guest_email) {
    return refuse(400, { message: 'Please check the highlighted fields.', fieldErrors });
  }
  const items = guestBagFrom(form);
  if (items.length === 0) return refuse(400, { message: 'Your cart is empty' });
  const paymentMethod = String(form.get('payment_method') ?? 'cod');
  if (paymentMethod !== 'cod' && paymentMethod !== 'card') {
    return refuse(400, { message: 'Choose a payment method.' });
  }
  // The contract's output adds `country_code`; the API's order address takes the fields only (strict) and
  // derives the code again from `country`.
  const { isDefault: _isDefault, user_slug: _user, country_code: _code, ...address } = checked.body;
  const response = await api<GuestOrderResponse>('/api/guest/orders', {
    method: 'POST',
    headers: orderRequestHeaders(form),
    // A coupon is judged and redeemed by the server as for an account (decision 0035).
    body: {
      email,
      items,
      address,
      payment_method: paymentMethod,
      ...(couponCode ? { coupon_code: couponCode } : {}),
    },
  });
  if (isOk(response) && response.body.data?.slug) {
    return { ok: true, order: response.body.data, token: response.body.access_token };
  }
  const message = errorMessage(response, messages.genericFailure);
  // A refused coupon reads beside the coupon field (its codes all start with `coupon_`).
  const code = (response.body as { code?: unknown } | null)?.code;
  if (response.status === 400 && typeof code === 'string' && code.startsWith('coupon_')) {
    return refuse(400, { message, fieldErrors: { coupon_code: message } });
  }
  return refuse(response.status >= 400 ? response.status : 502, { message });
}
