import { productHref } from '@shop/shared/catalogue.links';
import type { CartItem } from '@shop/shared/catalogue.types';
import { formatDollars } from '@shop/shared/money';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef } from 'react';
import { Link, useFetcher } from 'react-router';
import { PriceTag } from '../../components/ui/price-tag';
import { useActionToast } from '../../lib/action-toast';
import { ScriptedFlag, useHydrated } from '../../lib/hydrated';
import { variantOptionsText } from '../../lib/variant-text';
import type { CartActionData } from './cart-action-data';
import { lineTotal } from './cart-money';

const iconButton =
  'flex size-11 items-center justify-center text-ink hover:bg-surface-sunk disabled:cursor-not-allowed disabled:text-muted disabled:hover:bg-transparent';

/** Low stock in words; never "only 0 left". */
function stockNote(stock: number): string {
  return stock <= 0 ? 'Out of stock' : `Only ${stock} left`;
}

/** How long typing in the quantity box waits before it is sent (with scripts). */
const TYPE_DELAY_MS = 600;

/**
 * One line of /cart: a stepper (minus, the quantity from 1 to the stock, plus) and a remove button. Each form
 * is a fetcher form posting to the /cart action, so it works as a plain page post without scripts. The line
 * leaves only after the server confirmed the removal (the revalidated cart no longer has it).
 */
export function CartLineRow({
  item,
  pagePostNote = null,
}: {
  item: CartItem;
  /** A corrected quantity's note from a page post (no scripts) of this line's form. */
  pagePostNote?: string | null;
}) {
  const stepper = useFetcher<CartActionData>();
  const remover = useFetcher<CartActionData>();
  const hydrated = useHydrated();
  const quantityId = useId();
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The number itself shows a successful step; only refusals need a toast. A corrected quantity is said at the line.
  useActionToast(stepper.data?.ok ? undefined : stepper.data);
  const lineNote = stepper.data?.lineNote?.note ?? pagePostNote;
  useActionToast(remover.data);
  useEffect(() => () => clearTimeout(typing.current), []);

  const stock = typeof item.stock === 'number' ? item.stock : null;
  const max = stock ?? undefined;
  const removing = remover.state !== 'idle';
  const updating = stepper.state !== 'idle';
  const total = lineTotal(item);
  const image = item.imageURL?.[0];

  function sendTyped(event: ChangeEvent<HTMLInputElement>) {
    const form = event.currentTarget.form;
    const value = event.currentTarget.valueAsNumber;
    clearTimeout(typing.current);
    // An empty box is still being typed in; any number is sent, and the server corrects one the line cannot hold.
    if (!form || Number.isNaN(value) || value === item.quantity) return;
    typing.current = setTimeout(() => {
      const data = new FormData(form);
      data.set('intent', 'set');
      stepper.submit(data, { method: 'post', action: '/cart' });
    }, TYPE_DELAY_MS);
  }

  return (
    <li
      aria-busy={removing || updating || undefined}
      className={`grid grid-cols-[5rem_minmax(0,1fr)] gap-x-4 gap-y-3 py-5 sm:grid-cols-[6rem_minmax(0,1fr)_auto] ${removing ? 'opacity-50' : ''}`}
    >
      {image ? (
        <img
          src={image}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          className="row-span-2 size-20 rounded-card border border-line bg-surface object-cover sm:size-24"
        />
      ) : (
        <span
          aria-hidden="true"
          className="row-span-2 size-20 rounded-card border border-line bg-surface sm:size-24"
        />
      )}
      <div className="min-w-0">
        <Link
          to={productHref(item.slug)}
          className="line-clamp-2 font-semibold text-ink hover:text-accent-ink hover:underline"
        >
          {item.productName}
        </Link>
        {variantOptionsText(item.variant_options) ? (
          <p className="text-sm text-muted">{variantOptionsText(item.variant_options)}</p>
        ) : null}
        <div className="mt-1">
          <PriceTag price={item.price} offerPrice={item.offerPrice} />
        </div>
        {stock !== null && stock <= 5 ? (
          <p className="mt-1 text-xs font-medium text-accent-ink">{stockNote(stock)}</p>
        ) : null}
      </div>
      <p className="col-start-2 text-left font-bold text-ink sm:col-start-3 sm:row-start-1 sm:text-right">
        <span className="sr-only">Line total </span>
        {total === null ? '—' : formatDollars(total)}
      </p>
      <div className="col-start-2 flex flex-wrap items-center gap-3 sm:col-span-2">
        {/* No browser validation: the server corrects a quantity the line cannot hold and says so at the line. */}
        <stepper.Form method="post" action="/cart" noValidate className="flex flex-wrap items-center gap-2">
          <input type="hidden" name="cart_slug" value={item.cart_slug} />
          <ScriptedFlag />
          {/* First in the form: Enter in the quantity box sets the typed quantity. */}
          <button
            type="submit"
            name="intent"
            value="set"
            tabIndex={-1}
            aria-hidden="true"
            className="sr-only"
          >
            Set quantity
          </button>
          <div className="flex items-center overflow-hidden rounded-card border border-line">
            <button
              type="submit"
              name="intent"
              value="minus"
              disabled={item.quantity <= 1 || updating}
              aria-label={`One less ${item.productName}`}
              className={iconButton}
            >
              <Minus aria-hidden="true" className="size-4" />
            </button>
            <label htmlFor={quantityId} className="sr-only">
              Quantity of {item.productName}
            </label>
            <input
              key={item.quantity}
              id={quantityId}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={max}
              aria-describedby={lineNote ? `${quantityId}-note` : undefined}
              step={1}
              required
              defaultValue={item.quantity}
              onChange={sendTyped}
              className="h-11 w-14 border-x border-line text-center text-sm font-semibold [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
            />
            <button
              type="submit"
              name="intent"
              value="plus"
              disabled={(stock !== null && item.quantity >= stock) || updating}
              aria-label={`One more ${item.productName}`}
              className={iconButton}
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </div>
          {hydrated ? null : (
            <button
              type="submit"
              name="intent"
              value="set"
              className="rounded-card border border-line px-3 py-1.5 text-sm font-medium hover:bg-surface-sunk"
            >
              Update
            </button>
          )}
        </stepper.Form>
        {lineNote ? (
          <p
            id={`${quantityId}-note`}
            role="status"
            className="basis-full text-sm font-medium text-accent-ink"
          >
            {lineNote}
          </p>
        ) : null}
        <remover.Form method="post" action="/cart">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="slug" value={item.slug} />
          {item.variant_sku ? <input type="hidden" name="variant_sku" value={item.variant_sku} /> : null}
          <ScriptedFlag />
          <button
            type="submit"
            disabled={removing}
            className="inline-flex items-center gap-1.5 rounded-card px-2 py-1.5 text-sm font-medium text-muted hover:bg-surface-sunk hover:text-danger"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {removing ? 'Removing…' : 'Remove'}
            <span className="sr-only"> {item.productName}</span>
          </button>
        </remover.Form>
      </div>
    </li>
  );
}
