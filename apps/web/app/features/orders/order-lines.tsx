import { productHref } from '@shop/shared/catalogue.links';
import { formatDollars } from '@shop/shared/money';
import type { OrderData } from '@shop/shared/shopping.contract';
import { Link } from 'react-router';
import { variantOptionsText } from '../../lib/variant-text';

/** The lines of an order as copied at order time: picture, name, shop, quantity × unit price, line total. */
export function OrderLines({ order }: { order: OrderData }) {
  return (
    <ul className="divide-y divide-line">
      {order.product_list.map((line) => {
        const unit = line.offerPrice ?? line.price;
        return (
          <li key={line.line_slug} className="flex gap-3 py-3">
            {line.imageURL[0] ? (
              <img
                src={line.imageURL[0]}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                className="size-14 shrink-0 rounded-md border border-line bg-surface object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                className="size-14 shrink-0 rounded-md border border-line bg-surface"
              />
            )}
            <div className="min-w-0 flex-1">
              <Link
                to={productHref(line.slug)}
                className="line-clamp-2 text-sm font-medium text-ink hover:text-accent-ink hover:underline"
              >
                {line.productName}
              </Link>
              {variantOptionsText(line.variant_options) ? (
                <p className="text-xs text-ink-soft">{variantOptionsText(line.variant_options)}</p>
              ) : null}
              <p className="text-xs text-muted">Sold by {line.shop_name}</p>
              <p className="mt-0.5 text-sm text-muted">{`${line.quantity} x ${formatDollars(unit)}`}</p>
              {line.tracking ? (
                <p className="mt-0.5 text-xs break-words text-ink-soft">
                  Shipped with {line.tracking.carrierName}, tracking number{' '}
                  {line.tracking.url ? (
                    <a
                      href={line.tracking.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="underline"
                    >
                      {line.tracking.number}
                      <span className="sr-only"> (track the parcel, opens a new tab)</span>
                    </a>
                  ) : (
                    line.tracking.number
                  )}
                </p>
              ) : null}
            </div>
            <p className="text-sm font-semibold text-ink">{formatDollars(line.lineTotal)}</p>
          </li>
        );
      })}
    </ul>
  );
}
