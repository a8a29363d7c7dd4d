/** The addresses and field names of guest checkout (decision 0019), shared by its forms and loaders. */

/** The hidden field carrying the bag (JSON of `MergePayload['items']`, filled from the browser's storage). */
export const GUEST_BAG_FIELD = 'bag';

/** Where a guest's order is shown; `placed` tells the page to forget the browser's bag (just ordered). */
export function guestConfirmationPath(slug: string, token: string, placed = false): string {
  const query = new URLSearchParams({ token, ...(placed ? { placed: '1' } : {}) });
  return `/orders/${encodeURIComponent(slug)}/confirmation?${query}`;
}

/** Where a guest pays a card order (the only page that loads Stripe.js). */
export function guestCardPaymentPath(slug: string, token: string): string {
  return `/checkout/pay/${encodeURIComponent(slug)}?${new URLSearchParams({ token, placed: '1' })}`;
}

/** The tracking page of a guest's order, as the confirmation e-mail links it. */
export function guestTrackingPath(slug: string, token: string): string {
  return `/track_order?${new URLSearchParams({ order: slug, token })}`;
}
