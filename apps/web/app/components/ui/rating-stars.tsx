import type { CSSProperties } from 'react';
import { countOf } from '../../lib/plural';

/**
 * Five stars filled to `value` (0–5), with the figure spelled out for screen readers. One masked element
 * (the `rating-stars` utility in app.css) rather than ten SVGs: product grids render dozens of these.
 */
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
  // Five stars side by side, each as tall as the text beside them (the mask repeats one star).
  const starsClass = size === 'sm' ? 'h-3.5' : 'h-5';
  const label =
    rating > 0
      ? `Rated ${rating.toFixed(1)} out of 5${count !== undefined ? ` from ${countOf(count, 'rating')}` : ''}`
      : 'Not rated yet';
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className="sr-only">{label}</span>
      <span
        aria-hidden="true"
        className={`rating-stars ${starsClass}`}
        style={{ '--rating': `${(rating / 5) * 100}%` } as CSSProperties}
      />
      {count !== undefined ? (
        <span aria-hidden="true" className={`${size === 'sm' ? 'text-xs' : 'text-sm'} text-muted`}>
          ({count.toLocaleString('en-US')})
        </span>
      ) : null}
    </span>
  );
}
