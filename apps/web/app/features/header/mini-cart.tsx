import { productHref } from '@shop/shared/catalogue.links';
import type { CartItem } from '@shop/shared/catalogue.types';
import { messages } from '@shop/shared/messages';
import { formatDollars } from '@shop/shared/money';
import { ShoppingCart, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect } from 'react';
import { Link, useFetcher } from 'react-router';
import { CountBadge } from '../../components/ui/count-badge';
import { cartSubtotal, unitPrice } from '../../lib/cart-totals';
import { ScriptedFlag } from '../../lib/hydrated';
import { countOf } from '../../lib/plural';
import { toast } from '../../lib/toast';
import { variantOptionsText } from '../../lib/variant-text';
import { removeFromVisitorCart } from '../../lib/visitor-bag';

/** One fetcher shared by every mini cart on the page, so its answer is read in one place. */
const MINI_CART_FETCHER = 'mini-cart-remove';

export interface CartActionData {
  ok: boolean;
  message: string;
}

function MiniCartLine({
  item,
  fetcher,
  visitor,
}: {
  item: CartItem;
  fetcher: ReturnType<typeof useFetcher<CartActionData>>;
  visitor: boolean;
}) {
  const price = unitPrice(item);
  const removing =
    fetcher.state !== 'idle' &&
    fetcher.formData?.get('slug') === item.slug &&
    (fetcher.formData?.get('variant_sku') ?? '') === (item.variant_sku ?? '');
  const variant = variantOptionsText(item.variant_options);

  /** A visitor's line lives in this browser: removing it needs no server. */
  function removeLocally(event: FormEvent<HTMLFormElement>) {
    if (!visitor) return;
    event.preventDefault();
    removeFromVisitorCart(item.slug, item.variant_sku);
    toast.success(messages.itemRemovedFromCart);
  }

  const image = item.imageURL?.[0];
  return (
    <li
      aria-busy={removing || undefined}
      className={`flex items-start gap-3 py-3 ${removing ? 'opacity-50' : ''}`}
    >
      {image ? (
        <img
          src={image}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          className="size-14 shrink-0 rounded-md border border-line bg-surface object-cover"
        />
      ) : (
        <span aria-hidden="true" className="size-14 shrink-0 rounded-md border border-line bg-surface" />
      )}
      <div className="min-w-0 flex-1">
        <Link
          to={productHref(item.slug)}
          className="line-clamp-2 text-sm font-medium text-ink hover:text-accent-ink hover:underline"
        >
          {item.productName}
        </Link>
        {variant ? <p className="text-xs text-muted">{variant}</p> : null}
        {price === null ? null : (
          <p className="mt-1 text-sm text-muted">{`${item.quantity} x ${formatDollars(price)}`}</p>
        )}
      </div>
      <fetcher.Form method="post" action="/cart" onSubmit={removeLocally}>
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="slug" value={item.slug} />
        {item.variant_sku ? <input type="hidden" name="variant_sku" value={item.variant_sku} /> : null}
        <ScriptedFlag />
        <button
          type="submit"
          disabled={removing}
          aria-label={`Remove ${item.productName}`}
          className="-m-2 flex size-11 items-center justify-center rounded-full text-muted hover:bg-surface-sunk hover:text-danger"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </fetcher.Form>
    </li>
  );
}

/**
 * The mini cart's contents (product rules §2): lines, Subtotal, View Cart, Checkout Now and the return note.
 * Shown in the desktop header's hover panel and in the phone header's bottom sheet. Removal posts to the
 * /cart action through the shared `mini-cart-remove` fetcher, whose answer the header's MiniCart toasts once.
 * Checkout Now is disabled while the cart is empty: there is nothing to check out.
 */
export function MiniCartPanel({ items, visitor = false }: { items: CartItem[]; visitor?: boolean }) {
  const fetcher = useFetcher<CartActionData>({ key: MINI_CART_FETCHER });
  const count = items.length;
  return (
    <>
      {count === 0 ? (
        <p className="py-6 text-center text-sm text-muted">{messages.noItemsFound}</p>
      ) : (
        <ul className="max-h-72 divide-y divide-line overflow-y-auto">
          {items.map((item) => (
            <MiniCartLine key={item.cart_slug ?? item.slug} item={item} fetcher={fetcher} visitor={visitor} />
          ))}
        </ul>
      )}
      <p className="mt-2 flex items-center justify-between border-t border-line pt-3 text-sm font-semibold">
        <span>Subtotal</span>
        <span>{formatDollars(cartSubtotal(items))}</span>
      </p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Link
          to="/cart"
          className="flex min-h-11 items-center justify-center rounded-card border border-ink px-3 py-2 text-center text-sm font-semibold text-ink hover:bg-surface-sunk"
        >
          View Cart
        </Link>
        {count === 0 ? (
          <button
            type="button"
            disabled
            className="min-h-11 cursor-not-allowed rounded-card bg-surface-sunk px-3 py-2 text-center text-sm font-semibold text-muted"
          >
            Checkout Now
          </button>
        ) : (
          <Link
            to="/checkout"
            className="flex min-h-11 items-center justify-center rounded-card bg-accent px-3 py-2 text-center text-sm font-semibold text-ink hover:bg-accent-strong"
          >
            Checkout Now
          </Link>
        )}
      </div>
      <p className="mt-3 text-center text-xs text-muted">{messages.returnNote}</p>
    </>
  );
}

/**
 * Product rules §2 mini cart: opens on hover and on keyboard focus (pure CSS, so it works before scripts load).
 * Removal posts to the /cart action; the line leaves the list when the revalidated cart no longer has it
 * (product rules §4: only after the server confirms), and the toast says "Item Removed From Cart". A visitor's lines
 * are the browser's cart (lib/visitor-bag) and are removed there. This component is always mounted (the desktop
 * header is only hidden by CSS on phones), so it is the one place that toasts the removal's answer.
 */
export function MiniCart({ items, visitor = false }: { items: CartItem[]; visitor?: boolean }) {
  const fetcher = useFetcher<CartActionData>({ key: MINI_CART_FETCHER });
  const count = items.length;

  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.ok) toast.success(fetcher.data.message);
    else toast.error(fetcher.data.message);
  }, [fetcher.data]);

  function closeOnEscape(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && document.activeElement instanceof HTMLElement)
      document.activeElement.blur();
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape only closes the hover panel; every control inside is a link or button.
    <div className="group relative" onKeyDown={closeOnEscape}>
      <Link
        to="/cart"
        aria-label={`Cart, ${countOf(count, 'item')}`}
        className="relative flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface-sunk"
      >
        <ShoppingCart aria-hidden="true" className="size-6" />
        <CountBadge count={count} />
      </Link>
      <div className="invisible absolute top-full right-0 z-50 w-80 pt-2 opacity-0 transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
        <section aria-label="Mini cart" className="rounded-card border border-line bg-white p-4 shadow-pop">
          <MiniCartPanel items={items} visitor={visitor} />
        </section>
      </div>
    </div>
  );
}
