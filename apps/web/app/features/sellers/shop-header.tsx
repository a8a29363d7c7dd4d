import type { Seller } from '@shop/shared/catalogue.contract';
import { Mail, MapPin, Phone, Store } from 'lucide-react';
import { srcSetFor } from '../../components/ui/image-srcset';
import { RatingStars } from '../../components/ui/rating-stars';
import { fetchPriorityHigh } from '../../lib/fetch-priority';

/** A shop page's header: cover (the page's LCP image), logo, name, rating, description and contacts. */
export function ShopHeader({ seller, productCount }: { seller: Seller; productCount: number | null }) {
  const { shop } = seller;
  return (
    <header className="overflow-hidden rounded-card border border-line bg-white">
      <div className="aspect-[3/1] bg-surface-sunk sm:aspect-[4/1]">
        {shop.shop_cover ? (
          <img
            src={shop.shop_cover}
            srcSet={srcSetFor(shop.shop_cover)}
            sizes="(min-width: 1280px) 1248px, 100vw"
            alt=""
            width={1600}
            height={400}
            loading="eager"
            {...fetchPriorityHigh()}
            className="size-full object-cover"
          />
        ) : null}
      </div>
      <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start sm:p-6">
        <div className="-mt-14 size-24 shrink-0 overflow-hidden rounded-full border-4 border-white bg-white shadow-pop sm:-mt-16">
          {shop.shop_logo ? (
            <img src={shop.shop_logo} alt="" width={96} height={96} className="size-full object-cover" />
          ) : (
            <Store aria-hidden="true" className="m-6 size-10 text-muted" />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{shop.shop_name}</h1>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <RatingStars value={shop.rating} />
            {productCount !== null ? <span>{productCount.toLocaleString('en-US')} products</span> : null}
          </div>
          {shop.description ? <p className="mt-3 max-w-3xl text-ink-soft">{shop.description}</p> : null}
        </div>
        <ul className="space-y-1.5 text-sm text-ink-soft sm:w-72 sm:shrink-0">
          {shop.shop_address ? (
            <li className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
              {shop.shop_address}
            </li>
          ) : null}
          {seller.email ? (
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-muted" />
              <a href={`mailto:${seller.email}`} className="break-all hover:underline">
                {seller.email}
              </a>
            </li>
          ) : null}
          {seller.phone ? (
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4 shrink-0 text-muted" />
              <a href={`tel:${seller.phone.replace(/[^+\d]/g, '')}`} className="hover:underline">
                {seller.phone}
              </a>
            </li>
          ) : null}
        </ul>
      </div>
    </header>
  );
}
