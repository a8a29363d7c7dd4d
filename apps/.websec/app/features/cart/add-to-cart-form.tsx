import { ShoppingCart } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useActionToast } from '../../lib/action-toast';
import { ScriptedFlag } from '../../lib/hydrated';
import { toast } from '../../lib/toast';
import { addToVisitorCart, type VisitorProduct } from '../../lib/visitor-bag';
import type { CartActionData } from './cart-action-data';

const visitorText = {
  added: 'Added to cart',
  raised: 'Added to cart',
  capped: 'Added up to the stock we have',
  out_of_stock: 'Your cart already holds all we have in stock',
} as const;

/**
 * The product page's Add to cart (spec §4: the same product again raises its quantity, else a new line).
 * Signed in: a fetcher post to the /cart action, and the header count follows the revalidated cart.
 * A visitor with scripts: the line goes to the browser's cart (merged at sign-in). A visitor without
 * scripts: the post reaches the action, which sends them to /login?redirectTo=<this page>.
 */
export function AddToCartForm({
  product,
  signedIn,
  className = '',
}: {
  product: VisitorProduct;
  signedIn: boolean;
  className?: string;
}) {
  const fetcher = useFetcher<CartActionData>({ key: `add-to-cart:${product.slug}` });
  const { pathname, search } = useLocation();
  const quantityId = useId();
  useActionToast(fetcher.data);
  const inStock = product.stock > 0;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (signedIn) return;
    event.preventDefault();
    const quantity = Number(new FormData(event.currentTarget).get('quantity') ?? 1);
    const outcome = addToVisitorCart(product, Number.isInteger(quantity) && quantity > 0 ? quantity : 1);
    if (outcome === 'out_of_stock') toast.error(visitorText[outcome]);
    else toast.success(visitorText[outcome]);
  }

  return (
    <fetcher.Form
      method="post"
      action="/cart"
      onSubmit={onSubmit}
      className={`flex flex-wrap items-end gap-3 ${className}`}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="slug" value={product.slug} />
      <input type="hidden" name="returnTo" value={pathname + search} />
      <ScriptedFlag />
      <div>
        <label htmlFor={quantityId} className="block text-xs font-medium text-muted">
          Quantity
        </label>
        <input
          id={quantityId}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, product.stock)}
          step={1}
          defaultValue={1}
          disabled={!inStock}
          className="mt-1 w-20 rounded border border-muted px-2 py-2 text-sm disabled:bg-surface-sunk"
        />
      </div>
      <button
        type="submit"
        disabled={!inStock || fetcher.state !== 'idle'}
        className="inline-flex flex-1 items-center justify-center gap-2 rounded-card bg-accent px-5 py-2.5 text-sm font-bold text-ink hover:bg-accent-strong disabled:cursor-not-allowed disabled:bg-surface-sunk disabled:text-muted"
      >
        <ShoppingCart aria-hidden="true" className="size-4" />
        Add to cart
      </button>
    </fetcher.Form>
  );
}
