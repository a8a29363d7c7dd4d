import type { Seller } from '@shop/shared/catalogue.contract';
import { MapPin, Store } from 'lucide-react';
import { Link } from 'react-router';
import { RatingStars } from '../../components/ui/rating-stars';

/** Who sells the product, linking to the shop page. */
export function SellerCard({ seller }: { seller: Seller }) {
  const { shop } = seller;
  return (
    <section aria-labelledby="seller-heading" className="rounded-card border border-line p-5">
      <h2 id="seller-heading" className="text-sm font-bold tracking-wide text-muted uppercase">
        Sold by
      </h2>
      <div className="mt-3 flex items-center gap-3">
        {shop.shop_logo ? (
          <img
            src={shop.shop_logo}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className="size-12 shrink-0 rounded-full border border-line bg-white object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-12 items-center justify-center rounded-full bg-surface-sunk"
          >
            <Store className="size-5 text-muted" />
          </span>
        )}
        <div className="min-w-0">
          <p className="truncate font-semibold text-ink">{shop.shop_name}</p>
          <RatingStars value={shop.rating} />
        </div>
      </div>
      {shop.shop_address ? (
        <p className="mt-3 flex items-start gap-2 text-sm text-muted">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {shop.shop_address}
        </p>
      ) : null}
      <Link
        to={`/sellers/${encodeURIComponent(shop.shop_slug)}`}
        className="mt-4 inline-flex w-full items-center justify-center gap-2 rounded-card border border-line px-4 py-2 mobile:min-h-11 text-sm font-semibold text-ink hover:border-ink"
      >
        <Store aria-hidden="true" className="size-4" />
        Visit {shop.shop_name}
      </Link>
    </section>
  );
}
