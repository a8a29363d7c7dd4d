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
 * `full`: the product page's quantity field and button. `button`: one unit from a single button — a product
 * card's quick add, or the product page's sticky bar on phones.
 */
type AddToCartLayout = 'full' | 'button';

/**
 * The product page's Add to cart (product rules §4: the same product again raises its quantity, else a new line).
 * Signed in: a fetcher post to the /cart action, and the header count follows the revalidated cart.
 * A visitor with scripts: the line goes to the browser's cart (merged at sign-in). A visitor without
 * scripts: the post reaches the action, which sends them to /login?redirectTo=<this page>.
 */
export function AddToCartForm({
  product,
  signedIn,
  className = '',
  layout = 'full',
}: {
  product: VisitorProduct;
  signedIn: boolean;
  className?: string;
  layout?: AddToCartLayout;
}) {
  const quantityId = useId();
  // One fetcher per form: a product shown twice on a page (a card in two rails, the page and its sticky bar)
  // must not toast one answer twice.
  const fetcher = useFetcher<CartActionData>({ key: `add-to-cart:${product.slug}:${quantityId}` });
  const { pathname, search } = useLocation();
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
      {product.variantSku ? <input type="hidden" name="variant_sku" value={product.variantSku} /> : null}
      <input type="hidden" name="returnTo" value={pathname + search} />
      <ScriptedFlag />
      {layout === 'button' ? (
        <input type="hidden" name="quantity" value="1" />
      ) : (
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
            className="mt-1 min-h-11 w-20 rounded border border-muted px-2 py-2 text-sm disabled:bg-surface-sunk"
          />
        </div>
      )}
      <button
        type="submit"
        disabled={!inStock || fetcher.state !== 'idle'}
        // A card's button names its product, and starts with the words it shows (WCAG 2.5.3, label in name).
        aria-label={
          layout === 'button' ? `${inStock ? 'Add to cart' : 'Sold out'}: ${product.productName}` : undefined
        }
        className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-card bg-accent px-4 py-2.5 text-sm font-bold text-ink hover:bg-accent-strong disabled:cursor-not-allowed disabled:bg-surface-sunk disabled:text-muted"
      >
        <ShoppingCart aria-hidden="true" className="size-4" />
        {inStock ? 'Add to cart' : 'Sold out'}
      </button>
    </fetcher.Form>
  );
}
