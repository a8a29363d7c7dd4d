import { productHref } from '@shop/shared/catalogue.links';
import { Link } from 'react-router';
import { fetchPriorityHigh } from '../../lib/fetch-priority';
import { srcSetFor } from './image-srcset';
import { discountPercent, PriceTag } from './price-tag';
import { useProductCardActions } from './product-card-actions';
import type { ProductCardData } from './product-card-data';
import { RatingStars } from './rating-stars';

// What a card shows lives beside the card's actions, which read it too (./product-card-data).
export { type ProductCardData, toProductCard } from './product-card-data';

/** Card widths by layout, for the browser to pick the right image before layout. */
const CARD_SIZES = '(min-width: 1280px) 240px, (min-width: 640px) 30vw, 45vw';

/**
 * The one product card (product rules §11): image, name, rating, price and offer, a sold-out state, and the
 * layout's buying controls (wishlist heart, quick add). The name's link is stretched over the card, so a click
 * anywhere but the controls opens the product; the controls sit above it. Names cut at two lines show in full
 * on hover and keyboard focus.
 */
export function ProductCard({
  product,
  eager = false,
  headingLevel = 'h3',
}: {
  product: ProductCardData;
  /** Above the fold: load at once, with high priority, instead of lazily. */
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  const discount = discountPercent(product.price, product.offerPrice);
  const actions = useProductCardActions(product);
  const soldOut = product.stock <= 0;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-white transition-shadow hover:border-accent hover:shadow-pop focus-within:border-accent">
      <div className="relative aspect-square overflow-hidden bg-surface">
        {product.image ? (
          <img
            src={product.image}
            srcSet={srcSetFor(product.image)}
            sizes={CARD_SIZES}
            alt=""
            width={800}
            height={800}
            loading={eager ? 'eager' : 'lazy'}
            // The first cards of a grid are the LCP candidates on a phone: fetch them ahead of scripts.
            {...fetchPriorityHigh(eager)}
            decoding="async"
            className={`size-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none ${soldOut ? 'opacity-60 grayscale' : ''}`}
          />
        ) : null}
        {soldOut ? (
          <span className="absolute bottom-2 left-2 rounded bg-ink px-1.5 py-0.5 text-xs font-bold text-white">
            Sold out
          </span>
        ) : null}
        {actions ? <div className="absolute top-1 right-1 z-10">{actions.heart}</div> : null}
        {discount ? (
          <span className="absolute top-2 left-2 rounded bg-danger px-1.5 py-0.5 text-xs font-bold text-white">
            −{discount}%
          </span>
        ) : null}
      </div>
      <div className="relative flex flex-1 flex-col gap-1.5 p-3">
        {/* The whole name, over the card's top edge while it is pointed at or focused (the heading is clamped). */}
        <p
          aria-hidden="true"
          className="pointer-events-none invisible absolute inset-x-0 bottom-full z-20 border-t border-line bg-white px-3 py-2 text-sm leading-5 font-medium text-ink shadow-pop group-focus-within:visible group-hover:visible"
        >
          {product.productName}
        </p>
        <Heading className="line-clamp-2 min-h-10 text-sm leading-5 font-medium text-ink">
          <Link
            to={productHref(product.slug)}
            prefetch="intent"
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-accent-ink [&:focus-visible]:after:rounded-card [&:focus-visible]:after:outline-2 [&:focus-visible]:after:outline-ink"
          >
            {product.productName}
          </Link>
        </Heading>
        <RatingStars value={product.rating} count={product.reviewCount} />
        <div className="mt-auto">
          <PriceTag price={product.price} offerPrice={product.offerPrice} />
        </div>
        {actions ? <div className="relative z-10 mt-1">{actions.add}</div> : null}
      </div>
    </article>
  );
}

/** A placeholder of exactly a card's size, for lists that stream in. */
export function ProductCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-white"
    >
      <div className="aspect-square animate-pulse bg-surface-sunk motion-reduce:animate-none" />
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <div className="min-h-10">
          <div className="h-4 w-11/12 rounded bg-surface-sunk" />
          <div className="mt-1 h-4 w-2/3 rounded bg-surface-sunk" />
        </div>
        <div className="h-4 w-24 rounded bg-surface-sunk" />
        <div className="mt-auto h-6 w-20 rounded bg-surface-sunk" />
        <div className="mt-1 h-11 rounded-card bg-surface-sunk" />
      </div>
    </div>
  );
}
