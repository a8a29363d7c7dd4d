import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { formatDate } from '../../components/ui/format-date';
import type { ReviewAccess } from './review-access.server';
import { REVIEW_MAX_LENGTH } from './review-limits';

export interface ReviewFormResult {
  intent: 'review';
  ok: boolean;
  message: string;
}

const ratings = [5, 4, 3, 2, 1] as const;

function Notice({ result }: { result: ReviewFormResult | null }) {
  if (!result) return null;
  return (
    <p
      role={result.ok ? 'status' : 'alert'}
      className={`mt-3 rounded-card border px-3 py-2 text-sm ${
        result.ok
          ? 'border-green-700/30 bg-green-50 text-green-900'
          : 'border-danger/30 bg-red-50 text-danger'
      }`}
    >
      {result.message}
    </p>
  );
}

/**
 * Writing a review (rating 1–5 and text) on the product page. The form is offered only to a signed-in shopper
 * with a delivered order line of the product whose receipt they confirmed (or delivered long enough ago);
 * otherwise a line says why, and how to confirm receipt. It posts to the product
 * route's action (intent=review), with or without scripts; the reviews list above reloads with the new one.
 */
export function ReviewPanel({
  access,
  result,
  loginHref,
}: {
  access: ReviewAccess;
  result: ReviewFormResult | null;
  loginHref: string;
}) {
  const navigation = useNavigation();
  const messageId = useId();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'review';

  let body: ReactNode;
  switch (access.kind) {
    case 'visitor':
      body = (
        <p className="text-sm text-muted">
          <Link to={loginHref} className="font-semibold text-accent-ink underline">
            Log in
          </Link>{' '}
          to review a product you received.
        </p>
      );
      break;
    case 'reviewed':
      body = <p className="text-sm text-muted">You have reviewed this product. Thank you!</p>;
      break;
    case 'not_delivered':
      body = <p className="text-sm text-muted">You can review this product once your order is delivered.</p>;
      break;
    case 'awaiting_receipt':
      body = (
        <p className="text-sm text-muted">
          Your order is marked delivered.{' '}
          <Link
            to={`/track_order?order=${encodeURIComponent(access.orderSlug)}`}
            className="font-semibold text-accent-ink underline"
          >
            Confirm that you received it
          </Link>{' '}
          to review this product now, or review it from{' '}
          <time dateTime={access.reviewableFrom}>{formatDate(access.reviewableFrom)}</time>.
        </p>
      );
      break;
    case 'own_shop':
      body = <p className="text-sm text-muted">Products of your own shop cannot be reviewed by you.</p>;
      break;
    case 'not_purchased':
    case 'unknown':
      body = <p className="text-sm text-muted">Customers who received this product can review it here.</p>;
      break;
    case 'eligible':
      body = (
        <Form method="post" preventScrollReset className="space-y-4">
          <input type="hidden" name="intent" value="review" />
          <input type="hidden" name="order_slug" value={access.orderSlug} />
          <fieldset>
            <legend className="text-sm font-medium text-ink">Your rating</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {ratings.map((value) => (
                <label key={value} className="cursor-pointer">
                  <input
                    type="radio"
                    name="rating"
                    value={value}
                    required
                    defaultChecked={value === 5}
                    className="peer sr-only"
                  />
                  <span className="inline-flex items-center gap-1 rounded-full border border-line px-3 py-1.5 text-sm font-medium text-ink peer-checked:border-accent-strong peer-checked:bg-accent-soft peer-focus-visible:outline-2 peer-focus-visible:outline-ink">
                    <Star aria-hidden="true" className="size-4 fill-accent text-accent-strong" />
                    {value}
                    <span className="sr-only">{value === 1 ? ' star' : ' stars'}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={messageId} className="text-sm font-medium text-ink">
              Your review
            </label>
            <textarea
              id={messageId}
              name="message"
              required
              maxLength={REVIEW_MAX_LENGTH}
              rows={4}
              className="rounded-card border border-line px-3 py-2 text-sm"
            />
          </div>
          <button
            type="submit"
            disabled={busy}
            className="rounded-card bg-accent px-5 py-2.5 text-sm font-semibold text-ink hover:bg-accent-strong disabled:opacity-70"
          >
            {busy ? 'Publishing…' : 'Publish review'}
          </button>
        </Form>
      );
      break;
  }

  return (
    <section aria-labelledby="write-review-heading" className="mt-8 rounded-card border border-line p-5">
      <h2 id="write-review-heading" className="text-lg font-bold text-ink">
        Write a review
      </h2>
      <div className="mt-3">{body}</div>
      <Notice result={result} />
    </section>
  );
}
