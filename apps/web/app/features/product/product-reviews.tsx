import type { ProductReviews as Reviews } from '@shop/shared/catalogue.contract';
import { MessageSquare } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state';
import { formatDate } from '../../components/ui/format-date';
import { RatingStars } from '../../components/ui/rating-stars';
import { countOf } from '../../lib/plural';

/** Verified-purchase reviews with their average (spec: rating and reviews with average). */
export function ProductReviews({ data }: { data: Reviews }) {
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-24">
      <h2 id="reviews-heading" className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
        Reviews
      </h2>
      {data.count === 0 ? (
        <div className="mt-4">
          <EmptyState title="No written reviews yet" icon={<MessageSquare className="size-8" />}>
            Customers who bought this product can review it from their orders.
          </EmptyState>
        </div>
      ) : (
        <>
          <div className="mt-4 flex items-center gap-4 rounded-card bg-surface p-4">
            <p className="text-4xl font-extrabold text-ink">{data.average.toFixed(1)}</p>
            <div>
              <RatingStars value={data.average} size="md" />
              <p className="text-sm text-muted">Average of {countOf(data.count, 'verified review')}</p>
            </div>
          </div>
          <ul className="mt-4 divide-y divide-line">
            {data.reviews.map((review) => (
              <li key={review.slug} className="py-4">
                <div className="flex items-center gap-3">
                  {review.user.avatar ? (
                    <img
                      src={review.user.avatar}
                      alt=""
                      width={40}
                      height={40}
                      loading="lazy"
                      className="size-10 rounded-full bg-surface object-cover"
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="flex size-10 items-center justify-center rounded-full bg-surface-sunk font-bold text-muted"
                    >
                      {review.user.fullName.charAt(0)}
                    </span>
                  )}
                  <div>
                    <p className="text-sm font-semibold text-ink">{review.user.fullName || review.name}</p>
                    <p className="text-xs text-muted">
                      <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
                      {review.order_slug ? ' · Verified purchase' : null}
                    </p>
                  </div>
                </div>
                <div className="mt-2">
                  <RatingStars value={review.rating} />
                </div>
                <p className="mt-1 text-sm whitespace-pre-line text-ink-soft">{review.message}</p>
                {review.sellerReply ? (
                  <div className="mt-2 ml-4 border-l-2 border-line pl-3">
                    <p className="text-xs font-semibold text-ink">Reply from the shop</p>
                    <p className="text-sm whitespace-pre-line break-words text-ink-soft">
                      {review.sellerReply.message}
                    </p>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
