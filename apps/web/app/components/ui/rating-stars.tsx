import { Star } from 'lucide-react';

const STARS = [0, 1, 2, 3, 4];

/** Five stars filled to `value` (0–5), with the figure spelled out for screen readers. */
export function RatingStars({
  value,
  count,
  size = 'sm',
}: {
  value: number;
  /** Number of ratings shown after the stars, when given. */
  count?: number;
  size?: 'sm' | 'md';
}) {
  const rating = Math.min(5, Math.max(0, value));
  const starClass = size === 'sm' ? 'size-3.5' : 'size-5';
  const label =
    rating > 0
      ? `Rated ${rating.toFixed(1)} out of 5${count !== undefined ? ` from ${count.toLocaleString('en-US')} ratings` : ''}`
      : 'Not rated yet';
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className="sr-only">{label}</span>
      <span aria-hidden="true" className="relative inline-flex">
        <span className="flex text-line">
          {STARS.map((star) => (
            <Star key={star} className={`${starClass} fill-current`} strokeWidth={0} />
          ))}
        </span>
        <span
          className="absolute inset-0 flex overflow-hidden text-accent"
          style={{ width: `${(rating / 5) * 100}%` }}
        >
          {STARS.map((star) => (
            <Star key={star} className={`${starClass} shrink-0 fill-current`} strokeWidth={0} />
          ))}
        </span>
      </span>
      {count !== undefined ? (
        <span aria-hidden="true" className={`${size === 'sm' ? 'text-xs' : 'text-sm'} text-muted`}>
          ({count.toLocaleString('en-US')})
        </span>
      ) : null}
    </span>
  );
}
