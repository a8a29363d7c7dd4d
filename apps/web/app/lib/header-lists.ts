import type { CartItem, WishlistItem } from '@shop/shared/catalogue.types';
import { useMemo } from 'react';
import { useFetchers } from 'react-router';
import type { ShellData } from './shell-data';
import { useVisitorBag, visitorCartItems, visitorWishlistItems } from './visitor-bag';

/** Where wishlist forms post, and the intent whose outcome is certain enough to show before the server answers. */
export const WISHLIST_ACTION = '/wishlist';
export const WISHLIST_TOGGLE_INTENT = 'toggle';

interface PendingForm {
  state: string;
  formAction?: string | undefined;
  formData?: FormData | undefined;
}

/**
 * Product rules §4 wishlist toggle, shown at once: a slug in the list leaves it, any other joins it. Only toggles are
 * applied (their effect on the count is certain); cart adds wait for the server (stock may refuse them).
 */
export function optimisticWishlist(list: WishlistItem[], pending: readonly PendingForm[]): WishlistItem[] {
  let next = list;
  for (const fetcher of pending) {
    if (fetcher.state === 'idle' || !fetcher.formData) continue;
    if (!fetcher.formAction?.startsWith(WISHLIST_ACTION)) continue;
    if (fetcher.formData.get('intent') !== WISHLIST_TOGGLE_INTENT) continue;
    const slug = fetcher.formData.get('slug');
    if (typeof slug !== 'string' || slug === '') continue;
    next = next.some((item) => item.slug === slug)
      ? next.filter((item) => item.slug !== slug)
      : [
          ...next,
          { wishlist_slug: `pending:${slug}`, user_slug: '', slug, productName: '', imageURL: [], price: 0 },
        ];
  }
  return next;
}

/**
 * The cart and wishlist the header shows: the account's (from the root loader, with pending wishlist toggles
 * applied) when signed in, else the visitor's browser copy.
 */
export function useHeaderLists(data: ShellData): { cart: CartItem[]; wishlist: WishlistItem[] } {
  const bag = useVisitorBag();
  const fetchers = useFetchers();
  const signedIn = data.user !== null;
  const visitorCart = useMemo(() => visitorCartItems(bag.cart), [bag.cart]);
  const visitorWishlist = useMemo(() => visitorWishlistItems(bag.wishlist), [bag.wishlist]);
  if (!signedIn) return { cart: visitorCart, wishlist: visitorWishlist };
  return { cart: data.cart, wishlist: optimisticWishlist(data.wishlist, fetchers) };
}
