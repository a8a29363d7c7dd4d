import { formatDollars } from '@shop/shared/money';

/** The price a shopper pays (the offer when there is one) and, with an offer, the struck-through list price. */
export function PriceTag({
  price,
  offerPrice,
  size = 'sm',
}: {
  price: number;
  offerPrice?: number | null;
  size?: 'sm' | 'lg';
}) {
  const hasOffer = offerPrice != null && offerPrice < price;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={`font-bold text-ink ${size === 'lg' ? 'text-3xl' : 'text-base'}`}>
        {hasOffer ? <span className="sr-only">Sale price </span> : null}
        {formatDollars(hasOffer ? offerPrice : price)}
      </span>
      {hasOffer ? (
        <del className={`text-muted ${size === 'lg' ? 'text-lg' : 'text-xs'}`}>
          <span className="sr-only">Regular price </span>
          {formatDollars(price)}
        </del>
      ) : null}
    </p>
  );
}

/** "-22%" for an offer, or null. */
export function discountPercent(price: number, offerPrice?: number | null): number | null {
  if (offerPrice == null || price <= 0 || offerPrice >= price) return null;
  const percent = Math.round((1 - offerPrice / price) * 100);
  return percent > 0 ? percent : null;
}
