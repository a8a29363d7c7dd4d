import type { CartItem } from '@shop/shared/catalogue.types';
import { formatDollars } from '@shop/shared/money';
import { Link, useFetcher } from 'react-router';
import { useActionToast } from '../../lib/action-toast';
import { ScriptedFlag } from '../../lib/hydrated';
import { countOf } from '../../lib/plural';
import type { CartActionData } from './cart-action-data';
import { cartSummary } from './cart-money';

/** The /cart side panel: subtotal (product rules §9), the way to checkout and the clear-cart form. */
export function CartSummaryPanel({
  items,
  shippingEstimate = null,
}: {
  items: CartItem[];
  /** The shops' shipping from the server's quote; null when it is not known yet. */
  shippingEstimate?: number | null;
}) {
  const clearer = useFetcher<CartActionData>();
  useActionToast(clearer.data);
  const summary = cartSummary(items);
  return (
    <aside
      aria-labelledby="cart-summary-heading"
      className="h-fit rounded-card border border-line bg-surface p-5"
    >
      <h2 id="cart-summary-heading" className="text-lg font-bold text-ink">
        Order summary
      </h2>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Items ({countOf(summary.units, 'unit')})</dt>
          <dd className="font-medium">{formatDollars(summary.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Shipping</dt>
          <dd className="text-right text-muted">
            {shippingEstimate === null
              ? 'Calculated at checkout'
              : shippingEstimate === 0
                ? 'Free'
                : formatDollars(shippingEstimate)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-line pt-3 text-base font-bold text-ink">
          <dt>Subtotal</dt>
          <dd>{formatDollars(summary.subtotal)}</dd>
        </div>
      </dl>
      <Link
        to="/checkout"
        className="mt-5 flex min-h-11 items-center justify-center rounded-card bg-accent px-5 py-3 text-center text-sm font-bold text-ink hover:bg-accent-strong"
      >
        Proceed to checkout
      </Link>
      <Link
        to="/products"
        className="mt-2 flex min-h-11 items-center justify-center rounded-card border border-ink px-5 py-2.5 text-center text-sm font-semibold text-ink hover:bg-white"
      >
        Continue shopping
      </Link>
      <clearer.Form method="post" action="/cart" className="mt-4 text-center">
        <input type="hidden" name="intent" value="clear" />
        <ScriptedFlag />
        <button
          type="submit"
          disabled={clearer.state !== 'idle'}
          className="min-h-11 px-3 text-sm font-medium text-muted underline hover:text-danger"
        >
          Clear cart
        </button>
      </clearer.Form>
    </aside>
  );
}
