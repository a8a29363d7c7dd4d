import { Search } from 'lucide-react';
import { Form } from 'react-router';

const input = 'rounded-card border border-line bg-white px-3 py-2 text-sm text-ink focus-visible:border-ink';

/**
 * A guest finds an order by its number and the e-mail it was placed with (POST, so the e-mail stays out of
 * the address bar). Every miss reads the same: nothing tells whether an e-mail has an account.
 */
export function GuestLookupForm({
  orderNumber,
  email,
  error,
}: {
  orderNumber: string;
  email: string;
  error: string | null;
}) {
  return (
    <Form
      method="post"
      className="space-y-3 rounded-card border border-line p-4"
      aria-labelledby="guest-lookup-heading"
    >
      <h2 id="guest-lookup-heading" className="text-sm font-semibold text-ink">
        Find your order
      </h2>
      <input type="hidden" name="intent" value="guest-lookup" />
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <label className="flex flex-col gap-1 text-sm font-medium text-ink">
        Order number
        <input
          name="order_number"
          required
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
          defaultValue={orderNumber}
          className={`${input} font-mono`}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-ink">
        Email
        <input
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          defaultValue={email}
          className={input}
        />
      </label>
      <button
        type="submit"
        className="inline-flex items-center gap-1.5 rounded-card bg-accent px-4 py-2 text-sm font-semibold text-ink hover:bg-accent-strong"
      >
        <Search aria-hidden="true" className="size-4" />
        Find order
      </button>
    </Form>
  );
}
