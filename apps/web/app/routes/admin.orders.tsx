import { formatDollars } from '@shop/shared/money';
import type { ColumnDef } from '@tanstack/react-table';
import { Form, Link } from 'react-router';
import { StatusBadge } from '../components/ui/dashboard-frame';
import { DataTable, sortable } from '../components/ui/data-table';
import { secondaryButtonClass } from '../components/ui/form-field';
import { formatDate } from '../components/ui/format-date';
import { PAGE_SIZES, pageSizeFrom, tableSortFrom } from '../components/ui/table-state';
import { ExportLink } from '../components/ui/table-toolbar';
import { adminCall, adminListQuery, bodyOrThrow } from '../features/admin/admin.server';
import { type AdminListFilter, AdminListPage } from '../features/admin/admin-list-page';
import { listParams } from '../features/admin/admin-list-query';
import { type AdminOrderSummary, ORDER_TRANSITIONS, type Page } from '../features/admin/admin-types';
import { apiFor } from '../lib/api.server';
import { formText } from '../lib/api-field-errors';
import type { Route } from './+types/admin.orders';

const SORT_KEYS = ['created', 'total', 'buyer'];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const limit = pageSizeFrom(url);
  const orders = bodyOrThrow(
    await apiFor(
      context,
      request,
    )<Page<AdminOrderSummary>>(
      `/api/admin/orders${adminListQuery(url, ['status', 'search', 'sort', 'order', 'page'], limit)}`,
    ),
    'The orders',
  );
  return {
    orders,
    limit,
    sort: tableSortFrom(url, SORT_KEYS),
    values: listParams(url, ['search', 'status']),
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

const STATUS_FILTER: AdminListFilter = {
  name: 'status',
  label: 'Status',
  options: [
    { value: '', label: 'All statuses' },
    ...Object.keys(ORDER_TRANSITIONS).map((value) => ({ value, label: value })),
  ],
};

const PAGE_SIZE_FILTER: AdminListFilter = {
  name: 'limit',
  label: 'Rows per page',
  options: PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} per page` })),
};

const columns: ColumnDef<AdminOrderSummary, unknown>[] = [
  {
    id: 'order',
    header: 'Order',
    cell: ({ row }) => (
      <Link
        to={`/admin/orders/${encodeURIComponent(row.original.slug)}`}
        className="font-semibold break-all hover:underline"
      >
        {row.original.slug}
      </Link>
    ),
  },
  {
    id: 'created',
    header: 'Placed',
    meta: sortable('created'),
    cell: ({ row }) => formatDate(row.original.createdAt),
  },
  {
    id: 'buyer',
    header: 'Buyer',
    meta: sortable('buyer'),
    cell: ({ row }) => (
      <div className="min-w-0">
        <p>{row.original.buyer.name}</p>
        <p className="text-xs break-all text-muted">{row.original.buyer.email}</p>
      </div>
    ),
  },
  { id: 'items', header: 'Items', meta: { numeric: true }, cell: ({ row }) => row.original.items },
  {
    id: 'total',
    header: 'Total',
    meta: sortable('total', true),
    cell: ({ row }) => formatDollars(row.original.total),
  },
  {
    id: 'payment',
    header: 'Payment',
    cell: ({ row }) => `${row.original.payment_method} (${row.original.payment_status})`,
  },
  { id: 'status', header: 'Status', cell: ({ row }) => <StatusBadge status={row.original.order_status} /> },
  { id: 'move', header: 'Change status', cell: ({ row }) => <StatusMove order={row.original} /> },
];

function StatusMove({ order }: { order: AdminOrderSummary }) {
  const next = ORDER_TRANSITIONS[order.order_status];
  if (next.length === 0) return <span className="text-xs text-muted">Final</span>;
  return (
    <Form method="post" className="flex flex-wrap items-center gap-2">
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
  );
}

export default function AdminOrdersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { orders, values, limit, sort } = loaderData;
  return (
    <AdminListPage
      id="admin-orders"
      title="Orders"
      path="/admin/orders"
      count={orders.count}
      page={orders.page}
      limit={limit}
      searchLabel="Search orders"
      searchPlaceholder="Order, buyer name or e-mail"
      filters={[STATUS_FILTER, PAGE_SIZE_FILTER]}
      values={{ ...values, limit: String(limit) }}
      keep={{ sort: sort?.by ?? '', order: sort?.order ?? '' }}
      outcome={actionData}
      emptyTitle="No orders match"
      isEmpty={false}
    >
      <DataTable
        caption="Orders"
        rows={orders.items}
        columns={columns}
        rowId={(order) => order.slug}
        rowLabel={(order) => `order ${order.slug}`}
        sort={sort}
        emptyTitle="No orders match"
        toolbar={() => <ExportLink href="/admin/export/orders" />}
      />
    </AdminListPage>
  );
}
