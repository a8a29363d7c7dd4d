import { formatDollars } from '@shop/shared/money';
import type { OrderQuoteData } from '@shop/shared/shopping.contract';
import { Truck } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { missingForFreeShipping, shippingRuleText } from '../../lib/shipping-rule';
import { variantOptionsText } from '../../lib/variant-text';
import { IDEMPOTENCY_FIELD } from './idempotency-key';
import { PLACE_ORDER_FORM_ID } from './place-order-form';

/**
 * The order summary as the server prices it (GET /api/orders/quote): lines, each shop's shipping, discount,
 * total, and the Place order form. The address and payment radios elsewhere on the page belong to this form
 * (`form="place-order"`); the page view's Idempotency-Key rides along so a double submit places one order.
 */
export function CheckoutSummary({
  quote,
  couponCode,
  idempotencyKey,
  canPlace,
}: {
  quote: OrderQuoteData;
  couponCode: string | null;
  idempotencyKey: string;
  canPlace: boolean;
}) {
  const navigation = useNavigation();
  const placing = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'place-order';
  return (
    <aside
      aria-labelledby="summary-heading"
      className="h-fit rounded-card border border-line bg-surface p-5 lg:sticky lg:top-4"
    >
      <h2 id="summary-heading" className="text-lg font-bold text-ink">
        Order summary
      </h2>
      <ul className="mt-4 divide-y divide-line">
        {quote.product_list.map((line) => (
          <li key={line.slug} className="flex gap-3 py-3">
            {line.imageURL[0] ? (
              <img
                src={line.imageURL[0]}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                className="size-12 shrink-0 rounded-md border border-line bg-white object-cover"
              />
            ) : null}
            <div className="min-w-0 flex-1 text-sm">
              <p className="line-clamp-2 font-medium text-ink">{line.productName}</p>
              {variantOptionsText(line.variant_options) ? (
                <p className="text-xs text-muted">{variantOptionsText(line.variant_options)}</p>
              ) : null}
              <p className="text-muted">{`${line.quantity} x ${formatDollars(line.offerPrice ?? line.price)}`}</p>
            </div>
            <p className="text-sm font-semibold">{formatDollars(line.lineTotal)}</p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="shipping-heading" className="mt-2 rounded-card bg-white p-3 text-sm">
        <h3 id="shipping-heading" className="flex items-center gap-2 font-semibold text-ink">
          <Truck aria-hidden="true" className="size-4" />
          Shipping
        </h3>
        <p className="mt-1 text-xs text-muted">{shippingRuleText}</p>
        <ul className="mt-2 space-y-1">
          {quote.sellers.map((seller) => {
            const missing = missingForFreeShipping(seller.subTotal);
            return (
              <li key={seller.seller_slug} className="flex justify-between gap-3">
                <span className="min-w-0 text-ink-soft">
                  {seller.shop_name}
                  {missing > 0 ? (
                    <span className="block text-xs text-muted">
                      Add {formatDollars(missing)} for free shipping
                    </span>
                  ) : null}
                </span>
                <span className="font-medium">
                  {seller.shippingCost === 0 ? 'Free' : formatDollars(seller.shippingCost)}
                </span>
              </li>
            );
          })}
        </ul>
      </section>
      <dl className="mt-4 space-y-1.5 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Subtotal</dt>
          <dd>{formatDollars(quote.subTotal)}</dd>
        </div>
        {quote.discount > 0 ? (
          <div className="flex justify-between gap-4 text-green-800">
            <dt>Discount{couponCode ? ` (${couponCode})` : ''}</dt>
            <dd>−{formatDollars(quote.discount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Shipping</dt>
          <dd>{quote.shippingCost === 0 ? 'Free' : formatDollars(quote.shippingCost)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-bold text-ink">
          <dt>Total</dt>
          <dd>{formatDollars(quote.total)}</dd>
        </div>
      </dl>
      <Form method="post" id={PLACE_ORDER_FORM_ID} className="mt-5">
        <input type="hidden" name="intent" value="place-order" />
        <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
        {couponCode ? <input type="hidden" name="coupon_code" value={couponCode} /> : null}
        <button
          type="submit"
          disabled={placing || !canPlace}
          aria-busy={placing || undefined}
          className="w-full rounded-card bg-accent px-5 py-3 text-sm font-bold text-ink hover:bg-accent-strong disabled:cursor-not-allowed disabled:opacity-60"
        >
          {placing ? 'Placing your order…' : `Place order · ${formatDollars(quote.total)}`}
        </button>
        {canPlace ? null : (
          <p className="mt-2 text-xs text-muted">Add a delivery address to place the order.</p>
        )}
      </Form>
    </aside>
  );
}
