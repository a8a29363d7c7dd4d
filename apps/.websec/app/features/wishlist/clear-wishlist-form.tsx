import { useFetcher } from 'react-router';
import { useActionToast } from '../../lib/action-toast';
import { ScriptedFlag } from '../../lib/hydrated';
import type { WishlistActionData } from './wishlist-action-data';

export function ClearWishlistForm() {
  const fetcher = useFetcher<WishlistActionData>();
  useActionToast(fetcher.data);
  return (
    <fetcher.Form method="post" action="/wishlist">
      <input type="hidden" name="intent" value="clear" />
      <ScriptedFlag />
      <button
        type="submit"
        disabled={fetcher.state !== 'idle'}
        className="rounded-card border border-line px-4 py-2 text-sm font-semibold text-ink hover:border-danger hover:text-danger"
      >
        Clear all
      </button>
    </fetcher.Form>
  );
}
