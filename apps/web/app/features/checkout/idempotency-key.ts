/**
 * One `Idempotency-Key` per checkout page view: the page renders it into the Place order form and the action
 * sends it as the header of POST /api/orders, so a double click, a resubmitted page or a retry after a lost
 * answer returns the first order instead of placing a second one.
 */

export const IDEMPOTENCY_FIELD = 'idempotency_key';

/** Letters, digits, dashes and underscores; long enough to be unique, within the API's 200 characters. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,200}$/;

export function newIdempotencyKey(): string {
  return `checkout-${crypto.randomUUID()}`;
}

/** The key the form carried, or null when it is missing or malformed. */
export function idempotencyKeyFrom(form: FormData): string | null {
  const value = form.get(IDEMPOTENCY_FIELD);
  return typeof value === 'string' && KEY_PATTERN.test(value.trim()) ? value.trim() : null;
}

/** The request headers of POST /api/orders for a form's key (a fresh one when the form had none). */
export function orderRequestHeaders(form: FormData): { 'idempotency-key': string } {
  return { 'idempotency-key': idempotencyKeyFrom(form) ?? newIdempotencyKey() };
}

/** Where the order placed with the key is shown (a retry lands on the same order). */
export function confirmationPath(orderSlug: string): string {
  return `/orders/${encodeURIComponent(orderSlug)}/confirmation`;
}

/** Where a card order placed with the key is paid (Stripe's Payment Element). */
export function cardPaymentPath(orderSlug: string): string {
  return `/checkout/pay/${encodeURIComponent(orderSlug)}`;
}
