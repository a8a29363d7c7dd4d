import { productHref } from '@shop/shared/catalogue.links';
import type { WishlistItem } from '@shop/shared/catalogue.types';
import { ShoppingCart, Trash2 } from 'lucide-react';
import { Link, useFetcher } from 'react-router';
import { PriceTag } from '../../components/ui/price-tag';
import { useActionToast } from '../../lib/action-toast';
import { ScriptedFlag } from '../../lib/hydrated';
import type { WishlistActionData } from './wishlist-action-data';

/** One product of /wishlist with Move to cart and Remove; it leaves the list once the server confirmed. */
export function WishlistItemCard({ item }: { item: WishlistItem }) {
  const fetcher = useFetcher<WishlistActionData>();
  useActionToast(fetcher.data);
  const busy = fetcher.state !== 'idle';
  const inStock = typeof item.stock !== 'number' || item.stock > 0;
  const image = item.imageURL?.[0];
  return (
    <li
      aria-busy={busy || undefined}
      className={`relative flex flex-col overflow-hidden rounded-card border border-line bg-white ${busy ? 'opacity-50' : ''}`}
    >
      <div className="aspect-square bg-surface">
        {image ? (
          <img
            src={image}
            alt=""
            width={400}
            height={400}
            loading="lazy"
            className="size-full object-cover"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h2 className="line-clamp-2 min-h-10 text-sm leading-5 font-medium">
          <Link to={productHref(item.slug)} className="text-ink hover:text-accent-ink hover:underline">
            {item.productName}
          </Link>
        </h2>
        <PriceTag price={item.price} offerPrice={item.offerPrice} />
        <p className={`text-xs font-medium ${inStock ? 'text-green-800' : 'text-danger'}`}>
          {inStock ? 'In stock' : 'Out of stock'}
        </p>
        <fetcher.Form method="post" action="/wishlist" className="mt-auto flex gap-2">
          <input type="hidden" name="slug" value={item.slug} />
          <ScriptedFlag />
          <button
            type="submit"
            name="intent"
            value="move"
            disabled={!inStock || busy}
            className="inline-flex flex-1 items-center justify-center gap-1.5 rounded-card bg-accent px-2 py-2 text-sm font-semibold whitespace-nowrap text-ink hover:bg-accent-strong disabled:cursor-not-allowed disabled:bg-surface-sunk disabled:text-muted"
          >
            <ShoppingCart aria-hidden="true" className="size-4 shrink-0" />
            Move to cart
            <span className="sr-only">: {item.productName}</span>
          </button>
          <button
            type="submit"
            name="intent"
            value="remove"
            disabled={busy}
            aria-label={`Remove ${item.productName} from the wishlist`}
            className="absolute top-2 right-2 flex size-9 items-center justify-center rounded-full border border-line bg-white/90 text-muted shadow-sm hover:bg-white hover:text-danger"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </fetcher.Form>
      </div>
    </li>
  );
}
