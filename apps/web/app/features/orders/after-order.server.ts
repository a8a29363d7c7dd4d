/**
 * After the order, as the storefront calls it (docs/api.md "Returns, cancellations and invoices"): cancelling
 * with a reason, the order's return requests, asking for a return.
 */
import type { ReturnData } from '@shop/shared/after-order.contract';
import { messages } from '@shop/shared/messages';
import { type ApiFetch, errorMessage, isOk } from '../../lib/api.server';

export interface ActionOutcome {
  ok: boolean;
  message: string;
}

const failure = (status: number, message: string) => ({
  status: status >= 400 ? status : 502,
  result: { ok: false, message },
});

/** Cancels an account's order, or with `guestToken` a guest's through its link (decision 0035). */
export async function cancelWithReason(
  api: ApiFetch,
  slug: string,
  reason: string,
  guestToken?: string,
): Promise<{ status: number; result: ActionOutcome }> {
  const response = guestToken
    ? await api(`/api/guest/orders/${encodeURIComponent(slug)}/cancel`, {
        method: 'POST',
        body: { token: guestToken, reason },
      })
    : await api(`/api/orders/${encodeURIComponent(slug)}/cancel`, { method: 'POST', body: { reason } });
  if (isOk(response)) return { status: 200, result: { ok: true, message: 'Your order is cancelled.' } };
  return failure(response.status, errorMessage(response, messages.genericFailure));
}

/** The order's return requests; an empty list when they cannot be read (the order page still shows). */
export async function loadReturns(api: ApiFetch, slug: string, guestToken?: string): Promise<ReturnData[]> {
  const response = await api<{ data: ReturnData[] }>(
    guestToken
      ? `/api/guest/orders/${encodeURIComponent(slug)}/returns?${new URLSearchParams({ token: guestToken })}`
      : `/api/orders/${encodeURIComponent(slug)}/returns`,
  );
  return isOk(response) && Array.isArray(response.body.data) ? response.body.data : [];
}

export async function askForReturn(
  api: ApiFetch,
  slug: string,
  body: { line_slug: string; reason: string; photo_urls: string[] },
  guestToken?: string,
): Promise<{ status: number; result: ActionOutcome }> {
  const response = guestToken
    ? await api(`/api/guest/orders/${encodeURIComponent(slug)}/returns`, {
        method: 'POST',
        body: { ...body, token: guestToken },
      })
    : await api(`/api/orders/${encodeURIComponent(slug)}/returns`, { method: 'POST', body });
  if (isOk(response)) {
    return {
      status: 201,
      result: { ok: true, message: 'Your return request is sent. The shop will answer it here.' },
    };
  }
  return failure(response.status, errorMessage(response, messages.genericFailure));
}

/** The reason sent: the chosen one, or the buyer's own words for "Other"; their details are added. */
export function reasonFrom(form: FormData): string {
  const chosen = String(form.get('reason') ?? '').trim();
  const details = String(form.get('details') ?? '').trim();
  if (chosen === '' || chosen === 'Other') return details;
  return details ? `${chosen}: ${details}` : chosen;
}
