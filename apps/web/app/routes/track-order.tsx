import { formatDollars } from '@shop/shared/money';
import type { OrderData } from '@shop/shared/shopping.contract';
import { Package, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { data, Form, Link, redirect } from 'react-router';
import { formatDate } from '../components/ui/format-date';
import { PageContainer } from '../components/ui/page-container';
import { guestTrackingPath } from '../features/checkout/guest-links';
import { loadReturns } from '../features/orders/after-order.server';
import { GuestLookupForm } from '../features/orders/guest-lookup-form';
import { loadGuestOrder, lookUpGuestOrder } from '../features/orders/guest-orders.server';
import { OrderDelivery } from '../features/orders/order-address';
import { OrderLines } from '../features/orders/order-lines';
import { receiptState } from '../features/orders/order-receipt';
import { OrderReceipt } from '../features/orders/order-receipt-form';
import { OrderAfterSales } from '../features/orders/order-returns';
import { OrderStatusBadge } from '../features/orders/order-status-badge';
import { OrderTimeline } from '../features/orders/order-timeline';
import { canCancel, unitsOf } from '../features/orders/order-timeline-steps';
import { OrderTotals } from '../features/orders/order-totals';
import { confirmReceipt, loadOrder, loadOrders } from '../features/orders/orders.server';
import { type ApiFetch, apiFor } from '../lib/api.server';
import { sessionFromCookies } from '../lib/cookies';
import { countOf } from '../lib/plural';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/track-order';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Track Order') },
  // A guest's address carries the order's access token: never send it to another site.
  // `same-origin`, not `no-referrer`: under `no-referrer` a form posted without JavaScript says
  // `Origin: null`, which the CSRF check refuses.
  { name: 'referrer', content: 'same-origin' },
];

/** What the confirmation steps (cancel, return) report when they come back here (`?done=`). */
const doneMessages: Record<string, string> = {
  cancelled: 'Your order is cancelled.',
  'return-requested': 'Your return request is sent. The shop will answer it here.',
};

/** `?order=<order id>`: the order shown; without it, the newest order. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiFor(context, request);
  const { userSlug } = sessionFromCookies(request.headers.get('cookie'));
  const params = new URL(request.url).searchParams;
  const asked = params.get('order')?.trim() ?? '';
  if (!userSlug) {
    return {
      guest: true as const,
      ...(await guestTracking(api, asked, params.get('token'))),
      done: doneMessages[params.get('done') ?? ''] ?? null,
    };
  }
  const orders = userSlug ? await loadOrders(api, userSlug) : [];
  const wanted = asked || orders?.[0]?.slug || '';
  const lookup = wanted ? await loadOrder(api, wanted) : null;
  const order = lookup?.status === 'ok' ? lookup.order : null;
  return {
    guest: false as const,
    asked,
    orders,
    order,
    returns: order ? await loadReturns(api, order.slug) : [],
    done: doneMessages[params.get('done') ?? ''] ?? null,
    lookupFailed: lookup?.status === 'failed',
    notFound: asked !== '' && lookup?.status === 'not_found',
  };
}

/**
 * Confirm receiving what was delivered (POST /api/orders/{id}/confirm-receipt); the page reloads the order
 * with its new state. Cancelling asks first, on its own page (/track_order/cancel).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'guest-lookup') {
    const found = await lookUpGuestOrder(apiFor(context, request), form);
    if (found.ok) throw redirect(guestTrackingPath(found.slug, found.token));
    return data(
      { ok: false, message: found.message, lookup: { orderNumber: found.orderNumber, email: found.email } },
      { status: found.status },
    );
  }
  const slug = String(form.get('order') ?? '').trim();
  if (form.get('intent') !== 'confirm-receipt' || !slug) {
    return data({ ok: false, message: 'Which order? The form did not say.' }, { status: 400 });
  }
  const outcome = await confirmReceipt(apiFor(context, request), slug);
  return data(outcome.result, { status: outcome.status });
}

/** A visitor's view: the order behind a signed link (`?order=&token=`), or the number + e-mail form. */
async function guestTracking(api: ApiFetch, asked: string, token: string | null) {
  const lookup = asked && token ? await loadGuestOrder(api, asked, token.trim()) : null;
  const order = lookup?.status === 'ok' ? lookup.order : null;
  return {
    order,
    token: order ? (token ?? '').trim() : '',
    returns: order ? await loadReturns(api, order.slug, (token ?? '').trim()) : [],
    lookupFailed: lookup?.status === 'failed',
    notFound: lookup?.status === 'not_found',
  };
}

function GuestTrackOrder({
  loaderData,
  actionData,
}: {
  loaderData: Awaited<ReturnType<typeof guestTracking>> & { done: string | null };
  actionData: { message: string; lookup?: { orderNumber: string; email: string } } | undefined;
}) {
  const { order, token, returns, done, notFound, lookupFailed } = loaderData;
  return (
    <PageContainer title="Track Order">
      <div className="grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <aside className="space-y-4">
          <GuestLookupForm
            orderNumber={actionData?.lookup?.orderNumber ?? order?.slug ?? ''}
            email={actionData?.lookup?.email ?? ''}
            error={actionData?.message ?? null}
          />
          <p className="text-sm text-muted">
            Have an account?{' '}
            <Link to="/login?redirectTo=%2Ftrack_order" className="font-semibold text-accent-ink underline">
              Sign in
            </Link>{' '}
            to see all your orders.
          </p>
        </aside>
        <div>
          {notFound ? (
            <p
              role="alert"
              className="rounded-card border border-danger/30 bg-red-50 px-4 py-3 text-sm text-danger"
            >
              This tracking link is not valid any more. Find your order with its number and your e-mail.
            </p>
          ) : lookupFailed ? (
            <p
              role="alert"
              className="rounded-card border border-danger/30 bg-red-50 px-4 py-3 text-sm text-danger"
            >
              The order could not be loaded. Please try again.
            </p>
          ) : order ? (
            <>
              {done ? (
                <p
                  role="status"
                  className="mb-4 rounded-card border border-green-700/30 bg-green-50 px-4 py-3 text-sm font-medium text-green-900"
                >
                  {done}
                </p>
              ) : null}
              <OrderArticle order={order}>
                {canCancel(order) ? (
                  <div className="mt-6">
                    <Link
                      to={`/track_order/cancel?${new URLSearchParams({ order: order.slug, token })}`}
                      className="inline-block rounded-card border border-danger px-4 py-2 mobile:py-3 text-sm font-semibold text-danger hover:bg-red-50"
                    >
                      Cancel order
                    </Link>
                    <p className="mt-2 text-xs text-muted">You can cancel while the order is pending.</p>
                  </div>
                ) : null}
                <div className="mt-6">
                  <OrderAfterSales order={order} returns={returns} guestToken={token} />
                </div>
              </OrderArticle>
            </>
          ) : (
            <div className="flex flex-col items-center rounded-card border border-dashed border-line bg-surface px-6 py-12 text-center">
              <Package aria-hidden="true" className="size-8 text-muted" />
              <p className="mt-3 font-semibold text-ink">
                Enter your order number and e-mail, or open the link in your confirmation e-mail.
              </p>
            </div>
          )}
        </div>
      </div>
    </PageContainer>
  );
}

export default function TrackOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.guest) {
    return (
      <GuestTrackOrder
        loaderData={loaderData}
        actionData={actionData as { message: string; lookup?: { orderNumber: string; email: string } }}
      />
    );
  }
  return <AccountTrackOrder loaderData={loaderData} actionData={actionData} />;
}

function AccountTrackOrder({
  loaderData,
  actionData,
}: {
  loaderData: Extract<Route.ComponentProps['loaderData'], { guest: false }>;
  actionData: { ok: boolean; message: string } | undefined;
}) {
  const { asked, orders, order, returns, done, notFound, lookupFailed } = loaderData;
  const result = actionData ?? (done ? { ok: true, message: done } : null);

  return (
    <PageContainer title="Track Order">
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
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
          {result ? (
            <p
              role={result.ok ? 'status' : 'alert'}
              className={`mb-4 rounded-card border px-4 py-3 text-sm font-medium ${
                result.ok
                  ? 'border-green-700/30 bg-green-50 text-green-900'
                  : 'border-danger/30 bg-red-50 text-danger'
              }`}
            >
              {result.message}
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
            <OrderArticle order={order}>
              {order.status_history
                .filter((event) => event.status === 'cancelled' && event.note)
                .map((event) => (
                  <p key={`${event.at}-${event.line_slug ?? ''}`} className="mt-3 text-xs text-muted">
                    {event.note}
                  </p>
                ))}
              {canCancel(order) ? (
                <div className="mt-6">
                  <Link
                    to={`/track_order/cancel?${new URLSearchParams({ order: order.slug })}`}
                    className="inline-block rounded-card border border-danger px-4 py-2 mobile:py-3 text-sm font-semibold text-danger hover:bg-red-50"
                  >
                    Cancel order
                  </Link>
                  <p className="mt-2 text-xs text-muted">You can cancel while the order is pending.</p>
                </div>
              ) : null}
              <OrderReceipt orderSlug={order.slug} state={receiptState(order)} />
              <div className="mt-6">
                <OrderAfterSales order={order} returns={returns} />
              </div>
            </OrderArticle>
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

/** An order as both pages show it: header, timeline with the page's own notes and actions, lines, delivery. */
function OrderArticle({ order, children }: { order: OrderData; children: ReactNode }) {
  return (
    <article aria-labelledby="order-heading" className="rounded-card border border-line p-5 sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="order-heading" className="text-lg font-bold text-ink">
            Order <span className="font-mono">{order.slug}</span>
          </h2>
          <p className="text-sm text-muted">
            Placed <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time> ·{' '}
            {countOf(unitsOf(order), 'item')}
          </p>
        </div>
        <OrderStatusBadge status={order.order_status} />
      </header>
      <div className="mt-6 grid gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <section aria-label="Status">
          <OrderTimeline order={order} />
          {children}
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
  );
}
