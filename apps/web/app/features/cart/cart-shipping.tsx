import { formatDollars, toCents, toDollars } from '@shop/shared/money';
import { Truck } from 'lucide-react';
import { freeShippingProgress, missingForFreeShipping, shippingRuleText } from '../../lib/shipping-rule';
import type { ShopShipping } from './cart-shipping.server';

/** The shops' shipping added up, in cents. */
export function shippingTotal(shops: readonly ShopShipping[]): number {
  return toDollars(shops.reduce((sum, shop) => sum + toCents(shop.shippingCost), 0));
}

/**
 * The cart's shipping estimate: per shop, what it costs now and how far its items are from free shipping
 * (docs/shipping.md), with a progress bar. The figures are the server's quote, as checkout will charge them.
 */
export function CartShipping({ shops }: { shops: ShopShipping[] }) {
  const total = shippingTotal(shops);
  return (
    <section aria-labelledby="cart-shipping-heading" className="mt-6 rounded-card border border-line p-4">
      <h2 id="cart-shipping-heading" className="flex items-center gap-2 text-base font-bold text-ink">
        <Truck aria-hidden="true" className="size-5" />
        Shipping estimate: {total === 0 ? 'Free' : formatDollars(total)}
      </h2>
      <p className="mt-1 text-sm text-muted">{shippingRuleText}</p>
      <ul className="mt-3 space-y-3">
        {shops.map((shop) => {
          const missing = missingForFreeShipping(shop.subTotal);
          const progress = freeShippingProgress(shop.subTotal);
          return (
            <li key={shop.seller_slug} className="text-sm">
              <p className="flex justify-between gap-3">
                <span className="min-w-0 font-medium text-ink">{shop.shop_name}</span>
                <span className="shrink-0 font-semibold">
                  {shop.shippingCost === 0 ? 'Free' : formatDollars(shop.shippingCost)}
                </span>
              </p>
              <p className="text-ink-soft">
                {missing > 0
                  ? `Add ${formatDollars(missing)} from ${shop.shop_name} for free shipping`
                  : `${shop.shop_name} ships your items free`}
              </p>
              <div
                role="progressbar"
                aria-label={`${shop.shop_name}: progress to free shipping`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress}
                className="mt-1 h-2 overflow-hidden rounded-full bg-surface-sunk"
              >
                <div className="h-full rounded-full bg-green-700" style={{ width: `${progress}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
