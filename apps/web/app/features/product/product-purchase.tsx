import { messages } from '@shop/shared/messages';
import { formatDollars, toCents, toDollars } from '@shop/shared/money';
import { Heart, RotateCcw, ShieldCheck, ShoppingCart, Truck } from 'lucide-react';
import { useId } from 'react';
import { Form } from 'react-router';
import { PriceTag } from '../../components/ui/price-tag';
import { stockState } from './stock-state';

const toneClass = {
  ok: 'bg-green-50 text-green-800 ring-green-700/30',
  low: 'bg-accent-soft text-accent-ink ring-accent-ink/30',
  out: 'bg-red-50 text-danger ring-danger/30',
} as const;

/**
 * Price, offer, stock and the buying forms. They are real forms posting `intent=add` to the cart and
 * wishlist routes, so they work before scripts load; what those routes do is the shopping issue's.
 */
export function ProductPurchase({
  slug,
  price,
  offerPrice,
  stock,
}: {
  slug: string;
  price: number;
  offerPrice: number | null;
  stock: number;
}) {
  const quantityId = useId();
  const state = stockState(stock);
  const saving =
    offerPrice != null && offerPrice < price ? toDollars(toCents(price) - toCents(offerPrice)) : null;
  const inStock = stock > 0;

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

      <Form method="post" action="/cart" className="mt-5 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="slug" value={slug} />
        <div>
          <label htmlFor={quantityId} className="block text-xs font-medium text-muted">
            Quantity
          </label>
          <input
            id={quantityId}
            name="quantity"
            type="number"
            min={1}
            max={Math.max(1, stock)}
            defaultValue={1}
            disabled={!inStock}
            className="mt-1 w-20 rounded border border-muted px-2 py-2 text-sm disabled:bg-surface-sunk"
          />
        </div>
        <button
          type="submit"
          disabled={!inStock}
          className="inline-flex flex-1 items-center justify-center gap-2 rounded-card bg-accent px-5 py-2.5 text-sm font-bold text-ink hover:bg-accent-strong disabled:cursor-not-allowed disabled:bg-surface-sunk disabled:text-muted"
        >
          <ShoppingCart aria-hidden="true" className="size-4" />
          Add to cart
        </button>
      </Form>
      <Form method="post" action="/wishlist" className="mt-3">
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="slug" value={slug} />
        <button
          type="submit"
          className="inline-flex w-full items-center justify-center gap-2 rounded-card border border-ink px-5 py-2.5 text-sm font-semibold text-ink hover:bg-surface"
        >
          <Heart aria-hidden="true" className="size-4" />
          Add to wishlist
        </button>
      </Form>

      <ul className="mt-5 space-y-2 border-t border-line pt-4 text-sm text-ink-soft">
        <li className="flex items-center gap-2">
          <RotateCcw aria-hidden="true" className="size-4 text-muted" />
          {messages.returnNote}
        </li>
        <li className="flex items-center gap-2">
          <Truck aria-hidden="true" className="size-4 text-muted" />
          Ships from the seller, tracked to your door
        </li>
        <li className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-4 text-muted" />
          Secure checkout, cash on delivery available
        </li>
      </ul>
    </div>
  );
}
