import { CircleCheck } from 'lucide-react';
import { data, Link } from 'react-router';
import { formatDate } from '../components/ui/format-date';
import { PageContainer } from '../components/ui/page-container';
import { OrderDelivery } from '../features/orders/order-address';
import { OrderLines } from '../features/orders/order-lines';
import { OrderStatusBadge } from '../features/orders/order-status-badge';
import { OrderTotals } from '../features/orders/order-totals';
import { loadOrder } from '../features/orders/orders.server';
import { apiFor } from '../lib/api.server';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/order-confirmation';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Order confirmed') },
  { name: 'robots', content: 'noindex' },
];

/** The order as the server stored it: its numbers win over anything the checkout page showed. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const lookup = await loadOrder(apiFor(context, request), params.slug);
  if (lookup.status === 'not_found') throw data(null, { status: 404, statusText: 'Not Found' });
  if (lookup.status === 'failed') throw data(null, { status: 503, statusText: 'Service Unavailable' });
  return { order: lookup.order };
}

export default function OrderConfirmationPage({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
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
            to={`/track_order?order=${encodeURIComponent(order.slug)}`}
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
