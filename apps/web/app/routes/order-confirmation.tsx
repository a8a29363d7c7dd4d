import { CircleCheck } from 'lucide-react';
import { data, Link, redirect } from 'react-router';
import { formatDate } from '../components/ui/format-date';
import { PageContainer } from '../components/ui/page-container';
import { ForgetPlacedBag } from '../features/checkout/forget-placed-bag';
import { guestConfirmationPath, guestTrackingPath } from '../features/checkout/guest-links';
import { confirmationPath } from '../features/checkout/idempotency-key';
import { GuestAccountForm } from '../features/orders/guest-account-form';
import { createGuestAccount, loadGuestOrder } from '../features/orders/guest-orders.server';
import { OrderDelivery } from '../features/orders/order-address';
import { OrderLines } from '../features/orders/order-lines';
import { OrderStatusBadge } from '../features/orders/order-status-badge';
import { OrderTotals } from '../features/orders/order-totals';
import { loadOrder } from '../features/orders/orders.server';
import { apiFor } from '../lib/api.server';
import { sessionFromCookies } from '../lib/cookies';
import { loginPath } from '../lib/return-path';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/order-confirmation';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Order confirmed') },
  { name: 'robots', content: 'noindex' },
  // A guest's address carries the order's access token: never send it to another site.
  // `same-origin`, not `no-referrer`: under `no-referrer` a form posted without JavaScript says
  // `Origin: null`, which the CSRF check refuses.
  { name: 'referrer', content: 'same-origin' },
];

/**
 * The order as the server stored it: its numbers win over anything the checkout page showed. A guest's
 * order opens with its signed token (decision 0019); without a session or a token, sign in first.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { userSlug } = sessionFromCookies(request.headers.get('cookie'));
  const query = new URL(request.url).searchParams;
  // The link's token wins even when a session exists (a guest who just created an account may be signed
  // in by it, yet the order is still a guest's until the e-mail is verified).
  const token = query.get('token')?.trim() ?? '';
  if (!userSlug && !token) throw redirect(loginPath(confirmationPath(params.slug)));
  const api = apiFor(context, request);
  const lookup = token ? await loadGuestOrder(api, params.slug, token) : await loadOrder(api, params.slug);
  if (lookup.status === 'not_found') throw data(null, { status: 404, statusText: 'Not Found' });
  if (lookup.status === 'failed') throw data(null, { status: 503, statusText: 'Service Unavailable' });
  return {
    order: lookup.order,
    guestToken: token || null,
    placed: query.get('placed') === '1',
  };
}

/** A guest's "Create an account" (the only form here). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') !== 'create-account') {
    return data({ ok: false, message: 'Unknown action' }, { status: 400 });
  }
  const outcome = await createGuestAccount(apiFor(context, request), form);
  return data(outcome.result, { status: outcome.status });
}

export default function OrderConfirmationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, guestToken, placed } = loaderData;
  const trackPath = guestToken
    ? guestTrackingPath(order.slug, guestToken)
    : `/track_order?order=${encodeURIComponent(order.slug)}`;
  return (
    <PageContainer title="Thank you for your order">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <section
            aria-labelledby="placed-heading"
            className="flex items-start gap-4 rounded-card border border-green-700/30 bg-green-50 p-5"
          >
            <CircleCheck aria-hidden="true" className="size-8 shrink-0 text-green-700" />
            <div>
              <h2 id="placed-heading" className="text-lg font-bold text-green-900">
                Your order is placed
              </h2>
              <p className="mt-1 text-sm text-green-900">
                Order number <strong className="font-mono">{order.slug}</strong> ·{' '}
                <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
              </p>
              <p className="mt-1 flex items-center gap-2 text-sm text-green-900">
                Status <OrderStatusBadge status={order.order_status} />
              </p>
              <p className="mt-2 text-sm text-green-900">We sent a confirmation e-mail with these details.</p>
            </div>
          </section>
          <section aria-labelledby="lines-heading" className="rounded-card border border-line p-5">
            <h2 id="lines-heading" className="text-lg font-bold text-ink">
              Items
            </h2>
            <div className="mt-2">
              <OrderLines order={order} />
            </div>
          </section>
          <section aria-label="Delivery and payment" className="rounded-card border border-line p-5">
            <OrderDelivery order={order} />
          </section>
          {guestToken ? (
            <section className="rounded-card border border-line p-5">
              <GuestAccountForm
                order={order}
                result={actionData ?? null}
                action={guestConfirmationPath(order.slug, guestToken)}
              />
            </section>
          ) : null}
          <ForgetPlacedBag placed={placed} />
        </div>
        <aside
          aria-labelledby="totals-heading"
          className="h-fit rounded-card border border-line bg-surface p-5"
        >
          <h2 id="totals-heading" className="text-lg font-bold text-ink">
            Totals
          </h2>
          <div className="mt-4">
            <OrderTotals order={order} />
          </div>
          <Link
            to={trackPath}
            className="mt-5 block rounded-card bg-accent px-5 py-3 text-center text-sm font-bold text-ink hover:bg-accent-strong"
          >
            Track this order
          </Link>
          <Link
            to="/products"
            className="mt-2 block rounded-card border border-ink px-5 py-2.5 text-center text-sm font-semibold text-ink hover:bg-white"
          >
            Continue shopping
          </Link>
        </aside>
      </div>
    </PageContainer>
  );
}
