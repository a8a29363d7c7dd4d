import { formatDollars } from '@shop/shared/money';
import { Package, Search } from 'lucide-react';
import { data, Form, Link, useNavigation } from 'react-router';
import { formatDate } from '../components/ui/format-date';
import { PageContainer } from '../components/ui/page-container';
import { OrderDelivery } from '../features/orders/order-address';
import { OrderLines } from '../features/orders/order-lines';
import { OrderStatusBadge } from '../features/orders/order-status-badge';
import { OrderTimeline } from '../features/orders/order-timeline';
import { canCancel, unitsOf } from '../features/orders/order-timeline-steps';
import { OrderTotals } from '../features/orders/order-totals';
import { cancelOrder, loadOrder, loadOrders } from '../features/orders/orders.server';
import { apiFor } from '../lib/api.server';
import { sessionFromCookies } from '../lib/cookies';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/track-order';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Track Order') }];

/** `?order=<order id>`: the order shown; without it, the newest order. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiFor(context, request);
  const { userSlug } = sessionFromCookies(request.headers.get('cookie'));
  const asked = new URL(request.url).searchParams.get('order')?.trim() ?? '';
  const orders = userSlug ? await loadOrders(api, userSlug) : [];
  const wanted = asked || orders?.[0]?.slug || '';
  const lookup = wanted ? await loadOrder(api, wanted) : null;
  return {
    asked,
    orders,
    order: lookup?.status === 'ok' ? lookup.order : null,
    lookupFailed: lookup?.status === 'failed',
    notFound: asked !== '' && lookup?.status === 'not_found',
  };
}

/** Cancel while pending (POST /api/orders/{id}/cancel); the page reloads the order with its new status. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const slug = String(form.get('order') ?? '').trim();
  if (form.get('intent') !== 'cancel' || !slug) {
    return data({ ok: false, message: 'Which order? The form did not say.' }, { status: 400 });
  }
  const outcome = await cancelOrder(apiFor(context, request), slug);
  return data(outcome.result, { status: outcome.status });
}

export default function TrackOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { asked, orders, order, notFound, lookupFailed } = loaderData;
  const navigation = useNavigation();
  const cancelling = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'cancel';

  return (
    <PageContainer title="Track Order">
      <div className="grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <aside className="space-y-6">
          <Form method="get" className="rounded-card border border-line p-4">
            <label htmlFor="order-id" className="text-sm font-semibold text-ink">
              Order id
            </label>
            <div className="mt-2 flex gap-2">
              <input
                id="order-id"
                name="order"
                required
                defaultValue={asked}
                placeholder="Order number"
                autoComplete="off"
                spellCheck={false}
                className="min-w-0 flex-1 rounded-card border border-line px-3 py-2 font-mono text-sm"
              />
              <button
                type="submit"
                className="inline-flex items-center gap-1.5 rounded-card bg-accent px-4 py-2 text-sm font-semibold text-ink hover:bg-accent-strong"
              >
                <Search aria-hidden="true" className="size-4" />
                Track
              </button>
            </div>
          </Form>
          <nav aria-labelledby="your-orders-heading">
            <h2 id="your-orders-heading" className="text-sm font-bold tracking-wide text-muted uppercase">
              Your orders
            </h2>
            {orders === null ? (
              <p role="alert" className="mt-2 text-sm text-danger">
                Your orders could not be loaded. Please try again.
              </p>
            ) : orders.length === 0 ? (
              <p className="mt-2 text-sm text-muted">No orders yet.</p>
            ) : (
              <ul className="mt-2 divide-y divide-line rounded-card border border-line">
                {orders.map((item) => (
                  <li key={item.slug}>
                    <Link
                      to={`?order=${encodeURIComponent(item.slug)}`}
                      aria-current={item.slug === order?.slug ? 'page' : undefined}
                      className="flex items-center justify-between gap-3 px-3 py-2.5 text-sm hover:bg-surface aria-[current=page]:bg-accent-soft"
                    >
                      <span className="min-w-0">
                        <span className="block truncate font-mono text-xs font-semibold text-ink">
                          {item.slug}
                        </span>
                        <span className="text-xs text-muted">
                          {formatDate(item.createdAt)} · {formatDollars(item.total)}
                        </span>
                      </span>
                      <OrderStatusBadge status={item.order_status} />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </nav>
        </aside>

        <div>
          {actionData ? (
            <p
              role={actionData.ok ? 'status' : 'alert'}
              className={`mb-4 rounded-card border px-4 py-3 text-sm font-medium ${
                actionData.ok
                  ? 'border-green-700/30 bg-green-50 text-green-900'
                  : 'border-danger/30 bg-red-50 text-danger'
              }`}
            >
              {actionData.message}
            </p>
          ) : null}
          {notFound ? (
            <p
              role="alert"
              className="rounded-card border border-danger/30 bg-red-50 px-4 py-3 text-sm text-danger"
            >
              No order with the id “{asked}” among your orders.
            </p>
          ) : lookupFailed ? (
            <p
              role="alert"
              className="rounded-card border border-danger/30 bg-red-50 px-4 py-3 text-sm text-danger"
            >
              The order could not be loaded. Please try again.
            </p>
          ) : order ? (
            <article aria-labelledby="order-heading" className="rounded-card border border-line p-5 sm:p-6">
              <header className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h2 id="order-heading" className="text-lg font-bold text-ink">
                    Order <span className="font-mono">{order.slug}</span>
                  </h2>
                  <p className="text-sm text-muted">
                    Placed <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time> ·{' '}
                    {unitsOf(order)} {unitsOf(order) === 1 ? 'item' : 'items'}
                  </p>
                </div>
                <OrderStatusBadge status={order.order_status} />
              </header>
              <div className="mt-6 grid gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
                <section aria-label="Status">
                  <OrderTimeline order={order} />
                  {canCancel(order) ? (
                    <Form method="post" preventScrollReset className="mt-6">
                      <input type="hidden" name="intent" value="cancel" />
                      <input type="hidden" name="order" value={order.slug} />
                      <button
                        type="submit"
                        disabled={cancelling}
                        className="rounded-card border border-danger px-4 py-2 text-sm font-semibold text-danger hover:bg-red-50 disabled:opacity-70"
                      >
                        {cancelling ? 'Cancelling…' : 'Cancel order'}
                      </button>
                      <p className="mt-2 text-xs text-muted">You can cancel while the order is pending.</p>
                    </Form>
                  ) : null}
                </section>
                <section aria-label="Items and totals" className="space-y-4">
                  <OrderLines order={order} />
                  <div className="border-t border-line pt-4">
                    <OrderTotals order={order} />
                  </div>
                </section>
              </div>
              <div className="mt-6 border-t border-line pt-4">
                <OrderDelivery order={order} />
              </div>
            </article>
          ) : (
            <div className="flex flex-col items-center rounded-card border border-dashed border-line bg-surface px-6 py-12 text-center">
              <Package aria-hidden="true" className="size-8 text-muted" />
              <p className="mt-3 font-semibold text-ink">Enter an order id or pick one of your orders.</p>
            </div>
          )}
        </div>
      </div>
    </PageContainer>
  );
}
