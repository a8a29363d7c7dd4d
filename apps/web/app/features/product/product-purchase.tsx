import { messages } from '@shop/shared/messages';
import { formatDollars, toCents, toDollars } from '@shop/shared/money';
import { RotateCcw, ShieldCheck, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { PriceTag } from '../../components/ui/price-tag';
import { shippingEstimateText } from '../../lib/shipping-rule';
import { stockState } from './stock-state';

const toneClass = {
  ok: 'bg-green-50 text-green-800 ring-green-700/30',
  low: 'bg-accent-soft text-accent-ink ring-accent-ink/30',
  out: 'bg-red-50 text-danger ring-danger/30',
} as const;

/**
 * Price, offer, stock and the buying forms. The forms come from the shopping features (the route composes
 * them: features never import each other); they are real forms, so they work before scripts load.
 */
export function ProductPurchase({
  price,
  offerPrice,
  stock,
  cartForm,
  wishlistForm,
}: {
  price: number;
  offerPrice: number | null;
  stock: number;
  /** Add to cart (features/cart); it brings its own top margin. */
  cartForm: ReactNode;
  /** The wishlist toggle (features/wishlist). */
  wishlistForm: ReactNode;
}) {
  const state = stockState(stock);
  const saving =
    offerPrice != null && offerPrice < price ? toDollars(toCents(price) - toCents(offerPrice)) : null;

  return (
    <div className="rounded-card border border-line p-5">
      <PriceTag price={price} offerPrice={offerPrice} size="lg" />
      {saving !== null ? (
        <p className="mt-1 text-sm font-semibold text-danger">You save {formatDollars(saving)}</p>
      ) : null}
      <p className="mt-3">
        <span
          className={`inline-flex rounded-full px-2.5 py-1 text-sm font-semibold ring-1 ${toneClass[state.tone]}`}
        >
          {state.label}
        </span>
      </p>

      {cartForm}
      {wishlistForm}

      <ul className="mt-5 space-y-2 border-t border-line pt-4 text-sm text-ink-soft">
        <li className="flex items-center gap-2">
          <RotateCcw aria-hidden="true" className="size-4 text-muted" />
          {messages.returnNote}
        </li>
        <li className="flex items-start gap-2">
          <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
          <span>
            {shippingEstimateText(offerPrice ?? price)}. The seller dispatches within two business days.
          </span>
        </li>
        <li className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-4 text-muted" />
          Secure checkout, cash on delivery available
        </li>
      </ul>
    </div>
  );
}
