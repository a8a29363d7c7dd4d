import type { OrderData } from '@shop/shared/shopping.contract';
import { Form, useNavigation } from 'react-router';
import type { GuestAccountResult } from './guest-orders.server';

const input = 'rounded-card border border-line bg-white px-3 py-2 text-sm text-ink focus-visible:border-ink';

/**
 * The guest confirmation's offer: a password turns this e-mail into an account, and once the e-mail is
 * verified the guest orders placed with it become the account's (decision 0019). A plain form.
 */
export function GuestAccountForm({
  order,
  result,
  action,
}: {
  order: OrderData;
  result: GuestAccountResult | null;
  /** This page's own address with its token: the page reloads the order with it after the post. */
  action: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'create-account';
  if (result?.ok) {
    return (
      <p
        role="status"
        className="rounded-card border border-green-700/30 bg-green-50 p-4 text-sm text-green-900"
      >
        {result.message}
      </p>
    );
  }
  return (
    <Form method="post" action={action} className="space-y-3" aria-labelledby="guest-account-heading">
      <h2 id="guest-account-heading" className="text-lg font-bold text-ink">
        Create an account
      </h2>
      <p className="text-sm text-muted">
        Choose a password to follow this order, return items and check out faster next time.
      </p>
      <input type="hidden" name="intent" value="create-account" />
      {result && !result.ok ? (
        <p
          role="alert"
          className="rounded-card border border-danger/30 bg-red-50 px-3 py-2 text-sm text-danger"
        >
          {result.message}
        </p>
      ) : null}
      <label className="flex flex-col gap-1 text-sm font-medium text-ink">
        Full name
        <input
          name="fullName"
          required
          maxLength={100}
          autoComplete="name"
          defaultValue={order.address.name}
          className={input}
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
          defaultValue={order.address.email ?? ''}
          className={input}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-ink">
        Password
        <input name="password" type="password" required autoComplete="new-password" className={input} />
      </label>
      <button
        type="submit"
        disabled={busy}
        className="rounded-card bg-ink px-5 py-2.5 text-sm font-semibold text-white hover:bg-ink-soft disabled:opacity-70"
      >
        {busy ? 'Creating…' : 'Create account'}
      </button>
    </Form>
  );
}
