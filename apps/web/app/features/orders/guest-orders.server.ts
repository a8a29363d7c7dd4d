/**
 * A guest's order without an account (decision 0019): opened with the signed token of the checkout answer
 * and the confirmation e-mail's link, found again by order number and e-mail, and turned into an account's
 * order by signing up with the order's e-mail (the API hands the guest orders of an e-mail to the account
 * when that e-mail is verified).
 */
import type { GuestOrderResponse } from '@shop/shared/guest-checkout.contract';
import { messages } from '@shop/shared/messages';
import type { OrderData } from '@shop/shared/shopping.contract';
import { type ApiFetch, errorMessage, isOk } from '../../lib/api.server';
import type { OrderLookup } from './orders.server';

/** GET /api/guest/orders/{id}?token=: every miss (wrong token, unknown order) is the same not_found. */
export async function loadGuestOrder(api: ApiFetch, slug: string, token: string): Promise<OrderLookup> {
  const response = await api<OrderData>(
    `/api/guest/orders/${encodeURIComponent(slug)}?${new URLSearchParams({ token })}`,
  );
  if (response.status === 404 || response.status === 400) return { status: 'not_found' };
  if (!isOk(response)) return { status: 'failed' };
  return { status: 'ok', order: response.body };
}

export type GuestLookupOutcome =
  | { ok: true; slug: string; token: string }
  | { ok: false; status: number; message: string; orderNumber: string; email: string };

/** POST /api/guest/orders/lookup (a POST: the e-mail stays out of addresses and logs). */
export async function lookUpGuestOrder(api: ApiFetch, form: FormData): Promise<GuestLookupOutcome> {
  const orderNumber = String(form.get('order_number') ?? '').trim();
  const email = String(form.get('email') ?? '').trim();
  const refuse = (status: number, message: string): GuestLookupOutcome => ({
    ok: false,
    status,
    message,
    orderNumber,
    email,
  });
  if (!orderNumber || !email) return refuse(400, 'Enter your order number and the e-mail you ordered with.');
  const response = await api<GuestOrderResponse>('/api/guest/orders/lookup', {
    method: 'POST',
    body: { order_number: orderNumber, email },
  });
  if (isOk(response) && response.body.data?.slug) {
    return { ok: true, slug: response.body.data.slug, token: response.body.access_token };
  }
  return refuse(
    response.status >= 400 ? response.status : 502,
    errorMessage(response, messages.genericFailure),
  );
}

export interface GuestAccountResult {
  ok: boolean;
  message: string;
}

/**
 * "Create an account" on a guest's confirmation: POST /api/users/register with the order's e-mail. A new
 * account and an e-mail that already has one get the same answer, so the page never tells which.
 */
export async function createGuestAccount(
  api: ApiFetch,
  form: FormData,
): Promise<{ status: number; result: GuestAccountResult }> {
  const fullName = String(form.get('fullName') ?? '').trim();
  const email = String(form.get('email') ?? '').trim();
  const password = String(form.get('password') ?? '');
  if (!fullName || !email || !password) {
    return { status: 400, result: { ok: false, message: 'Enter your name, e-mail and a password.' } };
  }
  const response = await api('/api/users/register', {
    method: 'POST',
    body: { fullName, email, password },
  });
  if (isOk(response) || response.status === 409) {
    return {
      status: 200,
      result: {
        ok: true,
        message:
          `We sent a link to ${email}. Open it to confirm your e-mail: your guest orders with this e-mail ` +
          'then appear in your account. Already have an account? Sign in instead.',
      },
    };
  }
  return {
    status: response.status >= 400 ? response.status : 502,
    result: { ok: false, message: errorMessage(response, messages.genericFailure) },
  };
}
