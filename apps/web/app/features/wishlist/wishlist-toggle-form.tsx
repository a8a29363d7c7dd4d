import { Heart } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useActionToast } from '../../lib/action-toast';
import { WISHLIST_ACTION, WISHLIST_TOGGLE_INTENT } from '../../lib/header-lists';
import { ScriptedFlag } from '../../lib/hydrated';
import { toast } from '../../lib/toast';
import { toggleVisitorWishlist, useVisitorBag, type VisitorProduct } from '../../lib/visitor-bag';
import type { WishlistActionData } from './wishlist-action-data';
import { wishlistTexts } from './wishlist-texts';

/**
 * Product rules §4 wishlist toggle: in the wishlist → removed (the header count falls by one), else added (it rises).
 * Signed in: a fetcher post to the /wishlist action; the button and the header count change at once and settle
 * on the server's answer. A visitor with scripts keeps the wishlist in this browser (merged at sign-in); without
 * scripts the post sends them to /login?redirectTo=<this page>.
 */
export function WishlistToggleForm({
  product,
  signedIn,
  inAccountWishlist,
  className,
  appearance = 'button',
}: {
  product: VisitorProduct;
  /** `button`: the product page's labelled button; `heart`: a product card's round heart icon. */
  appearance?: 'button' | 'heart';
  signedIn: boolean;
  /** Whether the signed-in user's wishlist (root loader) holds the product. */
  inAccountWishlist: boolean;
  className?: string;
}) {
  // One fetcher per form, so a product shown twice on a page does not toast one answer twice.
  const fetcher = useFetcher<WishlistActionData>({ key: `wishlist-toggle:${product.slug}:${useId()}` });
  const bag = useVisitorBag();
  const { pathname, search } = useLocation();
  useActionToast(fetcher.data);

  const pending = fetcher.state !== 'idle' && fetcher.formData?.get('intent') === WISHLIST_TOGGLE_INTENT;
  const inWishlist = signedIn
    ? pending
      ? !inAccountWishlist
      : inAccountWishlist
    : bag.wishlist.some((item) => item.slug === product.slug);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (signedIn) return;
    event.preventDefault();
    const added = toggleVisitorWishlist(product);
    toast.success(added ? wishlistTexts.added : wishlistTexts.removed);
  }

  return (
    <fetcher.Form method="post" action={WISHLIST_ACTION} onSubmit={onSubmit} className={className}>
      <input type="hidden" name="intent" value={WISHLIST_TOGGLE_INTENT} />
      <input type="hidden" name="slug" value={product.slug} />
      <input type="hidden" name="returnTo" value={pathname + search} />
      <ScriptedFlag />
      {appearance === 'heart' ? (
        <button
          type="submit"
          aria-pressed={inWishlist}
          aria-label={`Wishlist: ${product.productName}`}
          className="flex size-11 items-center justify-center rounded-full bg-white/90 text-ink shadow-sm hover:bg-white"
        >
          <Heart aria-hidden="true" className={`size-5 ${inWishlist ? 'fill-danger text-danger' : ''}`} />
        </button>
      ) : (
        <button
          type="submit"
          className={`inline-flex w-full items-center justify-center gap-2 rounded-card border border-ink px-5 py-2.5 text-sm font-semibold text-ink hover:bg-surface ${inWishlist ? 'bg-accent-soft' : ''}`}
        >
          <Heart aria-hidden="true" className={`size-4 ${inWishlist ? 'fill-danger text-danger' : ''}`} />
          {inWishlist ? 'Remove from wishlist' : 'Add to wishlist'}
        </button>
      )}
    </fetcher.Form>
  );
}
