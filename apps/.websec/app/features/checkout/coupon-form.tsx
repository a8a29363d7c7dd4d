import { formatDollars } from '@shop/shared/money';
import { Tag } from 'lucide-react';
import { Form, Link } from 'react-router';

/**
 * The coupon field. Applying is a GET of /checkout?coupon=CODE: the loader asks the server to price the cart
 * with it, so the discount shown (or the refusal: unknown, expired, used up, under the minimum, not for these
 * products) is the server's, and the Place order form carries the accepted code.
 */
export function CouponForm({
  asked,
  coupon,
  error,
}: {
  asked: string;
  coupon: { code: string; discount: number } | null;
  error: string | null;
}) {
  return (
    <div>
      <Form method="get" preventScrollReset className="flex gap-2">
        <label htmlFor="coupon-code" className="sr-only">
          Coupon code
        </label>
        <input
          id="coupon-code"
          name="coupon"
          defaultValue={asked}
          placeholder="Coupon code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || coupon ? 'coupon-result' : undefined}
          className={`min-w-0 flex-1 rounded-card border px-3 py-2 text-sm uppercase ${error ? 'border-danger' : 'border-line'}`}
        />
        <button
          type="submit"
          className="rounded-card border border-ink px-4 py-2 text-sm font-semibold text-ink hover:bg-surface"
        >
          Apply
        </button>
      </Form>
      {error ? (
        <p id="coupon-result" role="alert" className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      ) : coupon ? (
        <p
          id="coupon-result"
          role="status"
          className="mt-2 flex flex-wrap items-center gap-2 text-sm text-green-800"
        >
          <Tag aria-hidden="true" className="size-4" />
          <span>
            <strong>{coupon.code}</strong> applied: −{formatDollars(coupon.discount)}
          </span>
          <Link to="/checkout" preventScrollReset className="text-muted underline hover:text-ink">
            Remove
          </Link>
        </p>
      ) : null}
    </div>
  );
}
