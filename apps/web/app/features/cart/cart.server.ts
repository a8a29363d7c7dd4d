/** The cart calls of docs/api.md ("Wishlist, cart, orders") as the /cart route uses them. */
import type { CartItem } from '@shop/shared/catalogue.types';
import { messages } from '@shop/shared/messages';
import { type ApiFetch, type ApiResponse, errorMessage, isOk } from '../../lib/api.server';
import type { MergePayload } from '../../lib/visitor-bag';
import type { CartIntent } from './cart-intent';
import { nearestAllowedQuantity } from './cart-quantity';

export type CartOutcome =
  | { ok: true; message: string; lineNote?: { cartSlug: string; note: string } }
  | { ok: false; status: number; message: string };

function failure(response: ApiResponse): CartOutcome {
  return {
    ok: false,
    status: response.status >= 400 ? response.status : 502,
    message: errorMessage(response, messages.genericFailure),
  };
}

const user = (userSlug: string) => encodeURIComponent(userSlug);

export async function loadCart(api: ApiFetch, userSlug: string): Promise<CartItem[] | null> {
  const response = await api<CartItem[]>(`/api/cart?user_slug=${user(userSlug)}`);
  return isOk(response) && Array.isArray(response.body) ? response.body : null;
}

async function setQuantity(api: ApiFetch, cartSlug: string, quantity: number): Promise<CartOutcome> {
  const response = await api(`/api/cart?cart_slug=${encodeURIComponent(cartSlug)}`, {
    method: 'PATCH',
    body: { quantity },
  });
  return isOk(response) ? { ok: true, message: 'Quantity updated' } : failure(response);
}

/** Minus and plus move the server's current quantity by one (not a number the page may have shown stale). */
async function step(api: ApiFetch, userSlug: string, cartSlug: string, by: 1 | -1): Promise<CartOutcome> {
  const lines = await loadCart(api, userSlug);
  if (!lines) return { ok: false, status: 502, message: messages.genericFailure };
  const line = lines.find((item) => item.cart_slug === cartSlug);
  if (!line) return { ok: false, status: 404, message: 'This product is no longer in your cart' };
  const next = line.quantity + by;
  if (next < 1) return { ok: false, status: 400, message: 'Quantity must be at least 1' };
  if (typeof line.stock === 'number' && next > line.stock) {
    return { ok: false, status: 409, message: `Only ${line.stock} of ${line.productName} in stock` };
  }
  return setQuantity(api, cartSlug, next);
}

/**
 * A typed quantity the line cannot hold (0, 99 with 3 in stock, 1.5) is set to the nearest one it can, and the
 * line says what happened — instead of a refusal the shopper may not notice.
 */
async function setCorrected(
  api: ApiFetch,
  userSlug: string,
  cartSlug: string,
  requested: number,
): Promise<CartOutcome> {
  const lines = await loadCart(api, userSlug);
  if (!lines) return { ok: false, status: 502, message: messages.genericFailure };
  const line = lines.find((item) => item.cart_slug === cartSlug);
  if (!line) return { ok: false, status: 404, message: 'This product is no longer in your cart' };
  const corrected = nearestAllowedQuantity(requested, typeof line.stock === 'number' ? line.stock : null);
  if (!corrected) return { ok: false, status: 409, message: `${line.productName} is out of stock` };
  const outcome = await setQuantity(api, cartSlug, corrected.quantity);
  if (!outcome.ok || corrected.note === null) return outcome;
  return { ok: true, message: corrected.note, lineNote: { cartSlug, note: corrected.note } };
}

export interface MergeOutcome {
  ok: boolean;
  message: string;
}

/**
 * A visitor's browser cart and wishlist, added to the account at sign-in (quantities add up, capped by stock
 * on the server). Both calls run; the outcome is ok only when both succeeded, so the browser keeps its copy
 * to try again otherwise.
 */
export async function mergeVisitorBag(
  api: ApiFetch,
  userSlug: string,
  payload: MergePayload,
): Promise<MergeOutcome> {
  type CartMerge = { merged: { capped: boolean }[]; skipped: unknown[] };
  type WishMerge = { added: string[]; skipped: unknown[] };
  const [cart, wishlist] = await Promise.all([
    payload.items.length > 0
      ? api<CartMerge>('/api/cart/merge', {
          method: 'POST',
          body: { user_slug: userSlug, items: payload.items },
        })
      : null,
    payload.slugs.length > 0
      ? api<WishMerge>('/api/wishlist/merge', {
          method: 'POST',
          body: { user_slug: userSlug, slugs: payload.slugs },
        })
      : null,
  ]);
  const failed = [cart, wishlist].find((response) => response !== null && !isOk(response));
  if (failed) return { ok: false, message: errorMessage(failed, messages.genericFailure) };

  const notes: string[] = [];
  if (cart) notes.push('Your cart from this browser was added to your account.');
  else if (wishlist) notes.push('Your wishlist from this browser was added to your account.');
  const capped = cart?.body.merged.some((line) => line.capped) ?? false;
  const skipped = (cart?.body.skipped.length ?? 0) + (wishlist?.body.skipped.length ?? 0);
  if (capped) notes.push('Some quantities were lowered to the stock.');
  if (skipped > 0)
    notes.push(`${skipped} unavailable ${skipped === 1 ? 'product was' : 'products were'} left out.`);
  return { ok: true, message: notes.join(' ') };
}

/** Runs one cart intent for the signed-in user (`merge` has its own outcome: see mergeVisitorBag). */
export async function runCartIntent(
  api: ApiFetch,
  userSlug: string,
  intent: Exclude<CartIntent, { intent: 'merge' }>,
): Promise<CartOutcome> {
  switch (intent.intent) {
    case 'add': {
      const response = await api('/api/cart', {
        method: 'POST',
        body: {
          user_slug: userSlug,
          product_slug: intent.slug,
          ...(intent.variantSku ? { variant_sku: intent.variantSku } : {}),
          quantity: intent.quantity,
        },
      });
      return isOk(response) ? { ok: true, message: 'Added to cart' } : failure(response);
    }
    case 'set':
      return setCorrected(api, userSlug, intent.cartSlug, intent.quantity);
    case 'minus':
      return step(api, userSlug, intent.cartSlug, -1);
    case 'plus':
      return step(api, userSlug, intent.cartSlug, 1);
    case 'remove': {
      const query = new URLSearchParams({
        user_slug: userSlug,
        product_slug: intent.slug,
        ...(intent.variantSku ? { variant_sku: intent.variantSku } : {}),
      });
      const response = await api(`/api/cart?${query}`, { method: 'DELETE' });
      return isOk(response) ? { ok: true, message: messages.itemRemovedFromCart } : failure(response);
    }
    case 'clear': {
      const response = await api(`/api/cart/delete_all/${user(userSlug)}`, { method: 'DELETE' });
      return isOk(response) ? { ok: true, message: 'Your cart is empty now' } : failure(response);
    }
  }
}
