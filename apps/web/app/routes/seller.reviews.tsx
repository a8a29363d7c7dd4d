import { productHref } from '@shop/shared/catalogue.links';
import { data, Form, Link } from 'react-router';
import { EmptyState } from '../components/ui/empty-state';
import { buttonClass, FormMessage, secondaryButtonClass } from '../components/ui/form-field';
import { formatDate } from '../components/ui/format-date';
import { Pagination } from '../components/ui/pagination';
import { RatingStars } from '../components/ui/rating-stars';
import { listQuery } from '../features/seller-dashboard/seller-dashboard.server';
import type { Page } from '../features/seller-dashboard/seller-types';
import { apiFor, errorMessage, isOk } from '../lib/api.server';
import { formText } from '../lib/api-field-errors';
import type { Route } from './+types/seller.reviews';

const LIMIT = 20;

interface ShopReview {
  slug: string;
  product_slug: string;
  productName: string;
  name: string;
  rating: number;
  message: string;
  sellerReply: { message: string; createdAt: string } | null;
  createdAt: string;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = listQuery(url, ['search', 'page']);
  const response = await apiFor(
    context,
    request,
  )<Page<ShopReview>>(`/api/seller/reviews${query}${query ? '&' : '?'}limit=${LIMIT}`);
  if (!isOk(response)) throw data('The reviews could not be loaded.', { status: response.status });
  return { reviews: response.body };
}

/** Sends (or replaces) the shop's one public reply to a review, or withdraws it. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const path = `/api/seller/reviews/${encodeURIComponent(formText(form, 'review'))}/reply`;
  const api = apiFor(context, request);
  const withdraw = formText(form, 'intent') === 'withdraw';
  const response = withdraw
    ? await api(path, { method: 'DELETE' })
    : await api(path, { method: 'PUT', body: { reply: formText(form, 'reply') } });
  if (isOk(response))
    return { ok: true, message: withdraw ? 'Your reply is withdrawn.' : 'Your reply is published.' };
  return data(
    { ok: false, message: errorMessage(response, 'The reply could not be saved. Please try again.') },
    { status: response.status >= 400 ? response.status : 502 },
  );
}

export default function SellerReviewsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { reviews } = loaderData;
  const pages = Math.max(1, Math.ceil(reviews.count / LIMIT));
  return (
    <section aria-labelledby="seller-reviews-heading">
      <h2 id="seller-reviews-heading" className="mb-2 text-xl font-semibold">
        Reviews <span className="text-base font-normal text-muted">({reviews.count})</span>
      </h2>
      <p className="mb-4 text-sm text-muted">
        Each review of your products can have one public reply from you, shown under it on the product page.
      </p>
      <FormMessage result={actionData} />
      {reviews.items.length === 0 ? (
        <EmptyState title="No reviews yet" />
      ) : (
        <ul className="grid gap-3">
          {reviews.items.map((review) => (
            <li key={review.slug} className="rounded-card border border-line bg-white p-4">
              <div className="flex flex-wrap items-center gap-2">
                <RatingStars value={review.rating} />
                <span className="text-sm text-muted">
                  {review.name} · {formatDate(review.createdAt)} ·{' '}
                  <Link to={productHref(review.product_slug)} className="underline">
                    {review.productName}
                  </Link>
                </span>
              </div>
              <p className="mt-2 text-sm whitespace-pre-line break-words">{review.message}</p>
              <Form method="post" className="mt-3 grid gap-2">
                <input type="hidden" name="review" value={review.slug} />
                <label htmlFor={`reply-${review.slug}`} className="text-sm font-medium">
                  {review.sellerReply ? 'Your reply' : 'Reply in public'}
                </label>
                <textarea
                  id={`reply-${review.slug}`}
                  name="reply"
                  required
                  maxLength={1000}
                  rows={3}
                  defaultValue={review.sellerReply?.message ?? ''}
                  className="rounded-card border border-line px-3 py-2 text-sm"
                />
                <div className="flex flex-wrap gap-2">
                  <button type="submit" name="intent" value="reply" className={buttonClass}>
                    {review.sellerReply ? 'Update reply' : 'Publish reply'}
                  </button>
                  {review.sellerReply ? (
                    <button
                      type="submit"
                      name="intent"
                      value="withdraw"
                      formNoValidate
                      className={secondaryButtonClass}
                    >
                      Withdraw reply
                    </button>
                  ) : null}
                </div>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        <Pagination current={reviews.page} total={pages} hrefFor={(page) => `/seller/reviews?page=${page}`} />
      </div>
    </section>
  );
}
