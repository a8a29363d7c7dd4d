/** The order calls of docs/api.md ("Wishlist, cart, orders") as the storefront uses them. */
import { messages } from '@shop/shared/messages';
import type { OrderData } from '@shop/shared/shopping.contract';
import { type ApiFetch, errorMessage, isOk } from '../../lib/api.server';

/** Orders listed on /track_order and /profile (newest first). */
export const ORDERS_LISTED = 50;

export async function loadOrders(api: ApiFetch, userSlug: string): Promise<OrderData[] | null> {
  const response = await api<{ data: OrderData[] }>(
    `/api/orders?user_slug=${encodeURIComponent(userSlug)}&limit=${ORDERS_LISTED}`,
  );
  return isOk(response) && Array.isArray(response.body.data) ? response.body.data : null;
}

export type OrderLookup = { status: 'ok'; order: OrderData } | { status: 'not_found' } | { status: 'failed' };

/** One own order; someone else's is 404 like an unknown one (API). */
export async function loadOrder(api: ApiFetch, slug: string): Promise<OrderLookup> {
  const response = await api<OrderData>(`/api/orders/${encodeURIComponent(slug)}`);
  if (response.status === 404 || response.status === 400) return { status: 'not_found' };
  if (!isOk(response)) return { status: 'failed' };
  return { status: 'ok', order: response.body };
}

export interface CancelResult {
  ok: boolean;
  message: string;
}

/** The buyer confirms receiving the delivered lines (POST /api/orders/{id}/confirm-receipt). */
export async function confirmReceipt(
  api: ApiFetch,
  slug: string,
): Promise<{ status: number; result: CancelResult }> {
  const response = await api(`/api/orders/${encodeURIComponent(slug)}/confirm-receipt`, {
    method: 'POST',
    body: {},
  });
  if (isOk(response)) {
    return {
      status: 200,
      result: { ok: true, message: 'Thank you! You can now review what you received.' },
    };
  }
  return {
    status: response.status >= 400 ? response.status : 502,
    result: { ok: false, message: errorMessage(response, messages.genericFailure) },
  };
}
