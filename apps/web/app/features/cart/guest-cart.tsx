import { productHref } from '@shop/shared/catalogue.links';
import { formatDollars } from '@shop/shared/money';
import { Minus, Plus, ShoppingBag, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { useHydrated } from '../../lib/hydrated';
import { variantOptionsText } from '../../lib/variant-text';
import {
  removeFromVisitorCart,
  setVisitorCartQuantity,
  useVisitorBag,
  type VisitorCartLine,
} from '../../lib/visitor-bag';
import { cartSummary, lineTotal } from './cart-money';

const stepButton =
  'flex size-11 items-center justify-center text-ink hover:bg-surface-sunk disabled:cursor-not-allowed disabled:text-muted';

function GuestLine({ line }: { line: VisitorCartLine }) {
  const options = variantOptionsText(line.variantOptions);
  const label = options ? `${line.productName} (${options})` : line.productName;
  const total = lineTotal(line);
  const image = line.imageURL[0];
  return (
    <li className="flex gap-4 py-4">
      {image ? <img src={image} alt="" className="size-20 shrink-0 rounded-card object-cover" /> : null}
      <div className="min-w-0 flex-1">
        <Link to={productHref(line.slug)} className="font-semibold text-ink hover:underline">
          {line.productName}
        </Link>
        {options ? <p className="text-sm text-muted">{options}</p> : null}
        <p className="text-sm text-muted">{formatDollars(line.offerPrice ?? line.price)} each</p>
        <div className="mt-2 flex items-center gap-3">
          <div className="flex items-center rounded-card border border-line">
            <button
              type="button"
              aria-label={`One fewer ${label}`}
              disabled={line.quantity <= 1}
              onClick={() => setVisitorCartQuantity(line.slug, line.variantSku, line.quantity - 1)}
              className={stepButton}
            >
              <Minus aria-hidden="true" className="size-4" />
            </button>
            <output aria-label={`Quantity of ${label}`} className="w-10 text-center text-sm font-semibold">
              {line.quantity}
            </output>
            <button
              type="button"
              aria-label={`One more ${label}`}
              disabled={line.quantity >= line.stock}
              onClick={() => setVisitorCartQuantity(line.slug, line.variantSku, line.quantity + 1)}
              className={stepButton}
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </div>
          <button
            type="button"
            aria-label={`Remove ${label}`}
            onClick={() => removeFromVisitorCart(line.slug, line.variantSku)}
            className={stepButton}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
      <p className="shrink-0 font-semibold text-ink">{total === null ? '—' : formatDollars(total)}</p>
    </li>
  );
}

/**
 * A visitor's /cart (decision 0019): the bag kept in this browser, changed here in place, and the way to
 * check out as a guest. The server prices the bag at checkout; these figures are the browser's copy.
 */
export function GuestCart() {
  const hydrated = useHydrated();
  const bag = useVisitorBag();
  if (!hydrated) return <p className="text-sm text-muted">Loading your cart…</p>;
  if (bag.cart.length === 0) {
    return (
      <EmptyState title="Your cart is empty" icon={<ShoppingBag className="size-8" />}>
        <Link to="/products" className="mt-4 inline-block font-semibold text-accent-ink underline">
          Browse products
        </Link>
      </EmptyState>
    );
  }
  const summary = cartSummary(bag.cart);
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section aria-labelledby="guest-cart-lines">
        <h2 id="guest-cart-lines" className="sr-only">
          Items in your cart
        </h2>
        <ul className="divide-y divide-line border-y border-line">
          {bag.cart.map((line) => (
            <GuestLine key={`${line.slug}:${line.variantSku ?? ''}`} line={line} />
          ))}
        </ul>
      </section>
      <aside
        aria-labelledby="guest-cart-summary"
        className="h-fit rounded-card border border-line bg-surface p-5"
      >
        <h2 id="guest-cart-summary" className="text-lg font-bold text-ink">
          Order summary
        </h2>
        <p className="mt-4 flex justify-between text-sm">
          <span className="text-muted">
            Subtotal ({summary.units} {summary.units === 1 ? 'unit' : 'units'})
          </span>
          <span className="font-medium">{formatDollars(summary.subtotal)}</span>
        </p>
        <p className="mt-2 flex justify-between text-sm">
          <span className="text-muted">Shipping</span>
          <span className="text-muted">Calculated at checkout</span>
        </p>
        <Link
          to="/checkout"
          className="mt-5 block rounded-card bg-accent px-5 py-3 text-center text-sm font-bold text-ink hover:bg-accent-strong"
        >
          Checkout
        </Link>
        <p className="mt-3 text-center text-xs text-muted">
          No account needed.{' '}
          <Link to="/login?redirectTo=%2Fcart" className="font-semibold text-accent-ink underline">
            Sign in
          </Link>{' '}
          to use your saved addresses.
        </p>
      </aside>
    </div>
  );
}
