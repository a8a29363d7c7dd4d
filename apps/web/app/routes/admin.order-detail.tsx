import type { RefundStateData } from '@shop/shared/payments.contract';
import type { OrderData } from '@shop/shared/shopping.contract';
import { data, Link } from 'react-router';
import type { DashboardHandle } from '../components/ui/dashboard-frame';
import { StatusBadge } from '../components/ui/dashboard-frame';
import { formatDateTime } from '../components/ui/format-date';
import { adminCall } from '../features/admin/admin.server';
import {
  type AdminOrderSummary,
  ORDER_TRANSITIONS,
  type OrderStatus,
  type Page,
} from '../features/admin/admin-types';
import { refused } from '../features/admin/content-action.server';
import { ActionOutcome, useSavedStamp } from '../features/admin/content-outcome';
import { OrderLinesTable, OrderStatusHistory, OrderStatusMoves } from '../features/admin/order-detail-parts';
import { OrderRefunds } from '../features/admin/order-refunds';
import { OrderDelivery } from '../features/orders/order-address';
import { OrderTotals } from '../features/orders/order-totals';
import { apiFor, isOk } from '../lib/api.server';
import { formText } from '../lib/api-field-errors';
import type { Route } from './+types/admin.order-detail';

/** The name of this page in the dashboard's title and breadcrumbs. */
export const handle: DashboardHandle = { pageTitle: 'Order' };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = apiFor(context, request);
  const slug = encodeURIComponent(params.slug);
  const [order, summaries, refunds] = await Promise.all([
    api<OrderData>(`/api/admin/orders/${slug}`),
    // The order itself names the buyer by slug only; the list's summary carries their name and e-mail.
    api<Page<AdminOrderSummary>>(`/api/admin/orders?search=${slug}&limit=5`),
    api<{ data: RefundStateData[] }>(`/api/admin/orders/${slug}/refunds`),
  ]);
  if (order.status === 404 || order.status === 400) throw data('No such order.', { status: 404 });
  if (!isOk(order)) throw data('The order could not be loaded.', { status: order.status });
  const buyer = isOk(summaries)
    ? (summaries.body.items.find((item) => item.slug === order.body.slug)?.buyer ?? null)
    : null;
  return { order: order.body, buyer, refunds: isOk(refunds) ? refunds.body.data : [] };
}

const isStatus = (value: string): value is OrderStatus => value in ORDER_TRANSITIONS;

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const status = formText(form, 'intent');
  if (!isStatus(status)) return refused('Unknown status.');
  const note = formText(form, 'note');
  const result = await adminCall(
    apiFor(context, request),
    `/api/admin/orders/${encodeURIComponent(params.slug)}/status`,
    { method: 'PATCH', body: { order_status: status, ...(note ? { note } : {}) } },
    `The order is now ${status}.`,
  );
  return { ...result, at: Date.now() };
}

export default function AdminOrderDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, buyer, refunds } = loaderData;
  const stamp = useSavedStamp(actionData);
  return (
    <section aria-labelledby="admin-order-heading">
      <p className="mb-2 text-sm">
        <Link to="/admin/orders" className="text-accent-ink underline">
          ← All orders
        </Link>
      </p>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 id="admin-order-heading" className="text-xl font-semibold">
          Order {order.slug}
        </h2>
        <StatusBadge status={order.order_status} />
        <span className="text-sm text-muted">placed {formatDateTime(order.createdAt)}</span>
      </div>
      <ActionOutcome result={actionData} />
      <div className="mb-4 rounded-card border border-line bg-white p-4">
        <h3 className="mb-2 font-semibold">Move the order</h3>
        <OrderStatusMoves key={stamp} next={ORDER_TRANSITIONS[order.order_status]} />
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="rounded-card border border-line bg-white p-4">
          <h3 className="mb-2 font-semibold">Lines</h3>
          <OrderLinesTable order={order} />
          <div className="mt-4 border-t border-line pt-3">
            <OrderTotals order={order} />
          </div>
          {order.order_status !== 'cancelled' ? (
            <div className="mt-4 flex flex-wrap gap-3 border-t border-line pt-3 text-sm">
              <a
                href={`/api/orders/${encodeURIComponent(order.slug)}/invoice.pdf`}
                className="font-medium text-accent-ink underline"
              >
                Invoice (PDF)
              </a>
              {[...new Map(order.product_list.map((line) => [line.seller_slug, line.shop_name]))].map(
                ([sellerSlug, shopName]) => (
                  <a
                    key={sellerSlug}
                    href={`/api/orders/${encodeURIComponent(order.slug)}/invoice.pdf?${new URLSearchParams({ seller: sellerSlug })}`}
                    className="font-medium text-accent-ink underline"
                  >
                    {shopName}’s invoice (PDF)
                  </a>
                ),
              )}
            </div>
          ) : null}
        </div>
        <div className="space-y-4">
          <div className="rounded-card border border-line bg-white p-4 text-sm">
            <h3 className="mb-2 font-semibold">Buyer</h3>
            <p>{buyer ? `${buyer.name} (${buyer.email})` : order.user_slug}</p>
            {order.address.email ? (
              <p className="text-xs text-muted">Delivery e-mail: {order.address.email}</p>
            ) : null}
          </div>
          <OrderRefunds refunds={refunds} />
          <div className="rounded-card border border-line bg-white p-4">
            <OrderDelivery order={order} />
          </div>
          <div className="rounded-card border border-line bg-white p-4">
            <h3 className="mb-2 font-semibold">Status history</h3>
            <OrderStatusHistory order={order} />
          </div>
        </div>
      </div>
    </section>
  );
}
