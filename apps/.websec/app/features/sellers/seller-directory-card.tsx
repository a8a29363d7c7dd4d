import type { Seller } from '@shop/shared/catalogue.contract';
import { MapPin, Store } from 'lucide-react';
import { Link } from 'react-router';
import { srcSetFor } from '../../components/ui/image-srcset';
import { RatingStars } from '../../components/ui/rating-stars';

export function shopHref(shopSlug: string): string {
  return `/sellers/${encodeURIComponent(shopSlug)}`;
}

/** A shop in the seller directory: cover, logo, name, rating, address; the whole card links to the shop. */
export function SellerDirectoryCard({ seller, eager = false }: { seller: Seller; eager?: boolean }) {
  const { shop } = seller;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-white hover:border-accent hover:shadow-pop">
      <div className="aspect-[4/1] bg-surface-sunk">
        {shop.shop_cover ? (
          <img
            src={shop.shop_cover}
            srcSet={srcSetFor(shop.shop_cover)}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            alt=""
            width={1600}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-4 pt-0">
        <div className="-mt-7 mb-2 size-14 overflow-hidden rounded-full border-4 border-white bg-white shadow">
          {shop.shop_logo ? (
            <img
              src={shop.shop_logo}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              className="size-full object-cover"
            />
          ) : (
            <Store aria-hidden="true" className="m-3 size-6 text-muted" />
          )}
        </div>
        <h2 className="text-lg font-bold text-ink">
          <Link
            to={shopHref(shop.shop_slug)}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-accent-ink"
          >
            {shop.shop_name}
          </Link>
        </h2>
        <RatingStars value={shop.rating} />
        {shop.description ? (
          <p className="mt-2 line-clamp-2 text-sm text-ink-soft">{shop.description}</p>
        ) : null}
        {shop.shop_address ? (
          <p className="mt-auto flex items-start gap-1.5 pt-3 text-xs text-muted">
            <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
            {shop.shop_address}
          </p>
        ) : null}
      </div>
    </article>
  );
}
