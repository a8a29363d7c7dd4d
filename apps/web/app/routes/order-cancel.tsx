import { cancelReasons } from '@shop/shared/after-order.contract';
import { formatDollars } from '@shop/shared/money';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { PageContainer } from '../components/ui/page-container';
import { guestTrackingPath } from '../features/checkout/guest-links';
import { cancelWithReason, reasonFrom } from '../features/orders/after-order.server';
import { loadGuestOrder } from '../features/orders/guest-orders.server';
import { canCancel, unitsOf } from '../features/orders/order-timeline-steps';
import { loadOrder } from '../features/orders/orders.server';
import { apiFor } from '../lib/api.server';
import { countOf } from '../lib/plural';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/order-cancel';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Cancel order') },
  // A guest's address carries the order's access token: never send it to another site.
  // `same-origin`, not `no-referrer`: under `no-referrer` a form posted without JavaScript says
  // `Origin: null`, which the CSRF check refuses.
  { name: 'referrer', content: 'same-origin' },
];

/**
 * `?order=<order id>`: the order to cancel, shown with the question before anything happens. With `&token=`
 * (a guest's order link, decision 0035) the guest's order behind it; the link wins over a session, as on the
 * confirmation page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const slug = params.get('order')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const api = apiFor(context, request);
  const lookup = !slug
    ? { status: 'not_found' as const }
    : token
      ? await loadGuestOrder(api, slug, token)
      : await loadOrder(api, slug);
  if (lookup.status === 'not_found') throw data('No such order among your orders.', { status: 404 });
  if (lookup.status === 'failed') throw data('The order could not be loaded.', { status: 503 });
  return { order: lookup.order, token };
}

/** Cancels with the chosen reason, then back to the order with its new status. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const slug = String(form.get('order') ?? '').trim();
  const reason = reasonFrom(form);
  if (reason.length < 3) {
    return data(
      { ok: false, message: 'Please choose a reason, or tell us why in a few words.' },
      { status: 400 },
    );
  }
  const token = String(form.get('token') ?? '').trim();
  const outcome = await cancelWithReason(apiFor(context, request), slug, reason, token || undefined);
  if (!outcome.result.ok) return data(outcome.result, { status: outcome.status });
  const back = token
    ? guestTrackingPath(slug, token)
    : `/track_order?${new URLSearchParams({ order: slug })}`;
  return redirect(`${back}&done=cancelled`);
}

export default function OrderCancelPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, token } = loaderData;
  const navigation = useNavigation();
  const back = token
    ? guestTrackingPath(order.slug, token)
    : `/track_order?${new URLSearchParams({ order: order.slug })}`;
  return (
    <PageContainer title="Cancel order">
      <div className="mx-auto max-w-xl rounded-card border border-line p-5 sm:p-6">
        <h2 className="text-lg font-bold text-ink">
          Cancel order <span className="font-mono">{order.slug}</span>?
        </h2>
        <p className="mt-1 text-sm text-muted">
          {countOf(unitsOf(order), 'item')} · {formatDollars(order.total)}
        </p>
        {!canCancel(order) ? (
          <p role="alert" className="mt-4 text-sm text-danger">
            This order can no longer be cancelled: only pending orders can.
          </p>
        ) : (
          <Form method="post" className="mt-4 space-y-4">
            <input type="hidden" name="order" value={order.slug} />
            {token ? <input type="hidden" name="token" value={token} /> : null}
            <fieldset>
              <legend className="text-sm font-semibold text-ink">Why do you cancel?</legend>
              <div className="mt-2 space-y-1.5">
                {[...cancelReasons, 'Other'].map((reason, index) => (
                  <label key={reason} className="flex items-center gap-2 text-sm">
                    <input type="radio" name="reason" value={reason} required defaultChecked={index === 0} />
                    {reason}
                  </label>
                ))}
              </div>
            </fieldset>
            <label className="block text-sm">
              <span className="font-medium text-ink">Anything to add? (needed for “Other”)</span>
              <textarea
                name="details"
                rows={3}
                maxLength={400}
                className="mt-1 w-full rounded-card border border-line px-3 py-2 text-sm"
              />
            </label>
            {actionData && !actionData.ok ? (
              <p role="alert" className="text-sm text-danger">
                {actionData.message}
              </p>
            ) : null}
            <div className="flex flex-wrap items-center gap-3">
              <button
                type="submit"
                disabled={navigation.state === 'submitting'}
                className="rounded-card border border-danger bg-danger px-4 py-2 text-sm font-semibold text-white disabled:opacity-70"
              >
                {navigation.state === 'submitting' ? 'Cancelling…' : 'Yes, cancel the order'}
              </button>
              <Link to={back} className="text-sm font-medium text-ink underline">
                Keep my order
              </Link>
            </div>
          </Form>
        )}
      </div>
    </PageContainer>
  );
}
