import { formatDollars } from '@shop/shared/money';
import { Form, Link } from 'react-router';
import { StatusBadge } from '../components/ui/dashboard-frame';
import { EmptyState } from '../components/ui/empty-state';
import { FormMessage, secondaryButtonClass } from '../components/ui/form-field';
import { Pagination } from '../components/ui/pagination';
import { adminCall, adminListQuery, bodyOrThrow } from '../features/admin/admin.server';
import { type AdminOrderSummary, ORDER_TRANSITIONS, type Page } from '../features/admin/admin-types';
import { apiFor } from '../lib/api.server';
import { formText } from '../lib/api-field-errors';
import type { Route } from './+types/admin.orders';

const LIMIT = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const orders = bodyOrThrow(
    await apiFor(
      context,
      request,
    )<Page<AdminOrderSummary>>(
      `/api/admin/orders${adminListQuery(url, ['status', 'search', 'page'], LIMIT)}`,
    ),
    'The orders',
  );
  return {
    orders,
    status: url.searchParams.get('status') ?? '',
    search: url.searchParams.get('search') ?? '',
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const status = formText(form, 'order_status');
  return adminCall(
    apiFor(context, request),
    `/api/admin/orders/${encodeURIComponent(formText(form, 'slug'))}/status`,
    { method: 'PATCH', body: { order_status: status } },
    `The order is now ${status}.`,
  );
}

export default function AdminOrdersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { orders, status, search } = loaderData;
  const pages = Math.max(1, Math.ceil(orders.count / LIMIT));
  return (
    <section aria-labelledby="admin-orders-heading">
      <h2 id="admin-orders-heading" className="mb-4 text-xl font-semibold">
        Orders <span className="text-base font-normal text-muted">({orders.count})</span>
      </h2>
      <Form method="get" role="search" className="mb-4 flex flex-wrap gap-2">
        <label htmlFor="admin-order-search" className="sr-only">
          Search orders
        </label>
        <input
          id="admin-order-search"
          type="search"
          name="search"
          defaultValue={search}
          placeholder="Order, buyer name or e-mail"
          className="min-w-0 flex-1 rounded-card border border-line px-3 py-2 text-sm"
        />
        <label htmlFor="admin-order-status" className="sr-only">
          Status
        </label>
        <select
          id="admin-order-status"
          name="status"
          defaultValue={status}
          className="rounded-card border border-line bg-white px-3 py-2 text-sm"
        >
          <option value="">All statuses</option>
          {Object.keys(ORDER_TRANSITIONS).map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
        <button type="submit" className={secondaryButtonClass}>
          Filter
        </button>
      </Form>
      <div className="mb-3">
        <FormMessage result={actionData} />
      </div>
      {orders.items.length === 0 ? (
        <EmptyState title="No orders match" />
      ) : (
        <ul className="divide-y divide-line rounded-card border border-line bg-white">
          {orders.items.map((order) => {
            const next = ORDER_TRANSITIONS[order.order_status];
            return (
              <li key={order.slug} className="flex flex-wrap items-center gap-3 p-3 text-sm">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">
                    <Link to={`/admin/orders/${encodeURIComponent(order.slug)}`} className="hover:underline">
                      {order.slug}
                    </Link>
                  </p>
                  <p className="text-xs text-muted">
                    {new Date(order.createdAt).toLocaleDateString('en-US')} · {order.buyer.name} (
                    {order.buyer.email}) · {order.items} items · {formatDollars(order.total)} ·{' '}
                    {order.payment_method} ({order.payment_status})
                  </p>
                </div>
                <StatusBadge status={order.order_status} />
                {next.length > 0 ? (
                  <Form method="post" className="flex items-center gap-2">
                    <input type="hidden" name="slug" value={order.slug} />
                    <label htmlFor={`order-${order.slug}`} className="sr-only">
                      New status of order {order.slug}
                    </label>
                    <select
                      id={`order-${order.slug}`}
                      name="order_status"
                      className="rounded-card border border-line bg-white px-2 py-1.5 text-sm"
                    >
                      {next.map((value) => (
                        <option key={value} value={value}>
                          {value}
                        </option>
                      ))}
                    </select>
                    <button type="submit" className={secondaryButtonClass}>
                      Change
                    </button>
                  </Form>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-4">
        <Pagination
          current={orders.page}
          total={pages}
          hrefFor={(page) => `/admin/orders?${new URLSearchParams({ status, search, page: String(page) })}`}
        />
      </div>
    </section>
  );
}
