import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { toast } from '../../lib/toast';
import { clearVisitorBag, isBagEmpty, mergePayload, useVisitorBag } from '../../lib/visitor-bag';
import type { CartActionData } from './cart-action-data';

/**
 * Runs once after sign-in (whatever the way: form, social popup, verification link) when this browser still
 * holds a visitor's cart or wishlist: posts them to the /cart action (intent=merge → POST /api/cart/merge and
 * /api/wishlist/merge), then clears the browser copy. The router revalidates the root loader after the post,
 * so the header counts show the merged account. On failure the copy stays for the next page load.
 */
export function VisitorMerge({ signedIn }: { signedIn: boolean }) {
  const bag = useVisitorBag();
  const fetcher = useFetcher<CartActionData>({ key: 'visitor-merge' });
  const started = useRef(false);
  const due = signedIn && !isBagEmpty(bag);

  useEffect(() => {
    if (!signedIn) started.current = false;
    if (!due || started.current) return;
    started.current = true;
    const { items, slugs } = mergePayload(bag);
    fetcher.submit(
      { intent: 'merge', items: JSON.stringify(items), slugs: JSON.stringify(slugs), _js: '1' },
      { method: 'post', action: '/cart' },
    );
  }, [due, signedIn, bag, fetcher]);

  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.ok) {
      clearVisitorBag();
      if (fetcher.data.message) toast.success(fetcher.data.message);
    } else {
      toast.error(fetcher.data.message);
    }
  }, [fetcher.data]);

  return null;
}
