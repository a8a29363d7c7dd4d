/** The wishlist calls of docs/api.md ("Wishlist, cart, orders") as the /wishlist route uses them. */
import { messages } from '@shop/shared/messages';
import { type ApiFetch, type ApiResponse, errorMessage, isOk } from '../../lib/api.server';
import { wishlistTexts } from './wishlist-texts';

export type WishlistIntent =
  | { intent: 'toggle'; slug: string }
  | { intent: 'remove'; slug: string }
  | { intent: 'move'; slug: string }
  | { intent: 'clear' };

export type WishlistOutcome =
  | { ok: true; message: string; inWishlist?: boolean }
  | { ok: false; status: number; message: string };

function failure(response: ApiResponse): WishlistOutcome {
  return {
    ok: false,
    status: response.status >= 400 ? response.status : 502,
    message: errorMessage(response, messages.genericFailure),
  };
}

export function parseWishlistIntent(form: FormData): WishlistIntent | { error: string } {
  const intent = String(form.get('intent') ?? '').trim();
  const slug = String(form.get('slug') ?? '').trim();
  if (intent === 'clear') return { intent };
  // `add` is what the product page's form said before the toggle existed; it toggles too.
  if (intent === 'toggle' || intent === 'add' || intent === 'remove' || intent === 'move') {
    if (!slug) return { error: 'Which product? The form did not say.' };
    return { intent: intent === 'add' ? 'toggle' : intent, slug };
  }
  return { error: 'Unknown wishlist action' };
}

async function remove(api: ApiFetch, userSlug: string, slug: string): Promise<ApiResponse> {
  const query = new URLSearchParams({ user_slug: userSlug, product_slug: slug });
  return api(`/api/wishlist?${query}`, { method: 'DELETE' });
}

export async function runWishlistIntent(
  api: ApiFetch,
  userSlug: string,
  intent: WishlistIntent,
): Promise<WishlistOutcome> {
  switch (intent.intent) {
    case 'toggle': {
      // Product rules §4: present → removed, else added. POST answers 201 when it added and 200 when it was there.
      const added = await api('/api/wishlist', {
        method: 'POST',
        body: { user_slug: userSlug, slug: intent.slug },
      });
      if (!isOk(added)) return failure(added);
      if (added.status === 201) return { ok: true, message: wishlistTexts.added, inWishlist: true };
      const removed = await remove(api, userSlug, intent.slug);
      return isOk(removed)
        ? { ok: true, message: wishlistTexts.removed, inWishlist: false }
        : failure(removed);
    }
    case 'remove': {
      const removed = await remove(api, userSlug, intent.slug);
      return isOk(removed)
        ? { ok: true, message: wishlistTexts.removed, inWishlist: false }
        : failure(removed);
    }
    case 'move': {
      // Into the cart first: when the cart refuses (stock), the product stays in the wishlist.
      const added = await api('/api/cart', {
        method: 'POST',
        body: { user_slug: userSlug, product_slug: intent.slug, quantity: 1 },
      });
      if (!isOk(added)) return failure(added);
      const removed = await remove(api, userSlug, intent.slug);
      return isOk(removed) ? { ok: true, message: wishlistTexts.moved } : failure(removed);
    }
    case 'clear': {
      const response = await api(`/api/wishlist/delete_all/${encodeURIComponent(userSlug)}`, {
        method: 'DELETE',
      });
      return isOk(response) ? { ok: true, message: wishlistTexts.cleared } : failure(response);
    }
  }
}
