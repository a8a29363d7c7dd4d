import type { ColumnDef } from '@tanstack/react-table';
import { StatusBadge } from '../components/ui/dashboard-frame';
import { DataTable, sortable } from '../components/ui/data-table';
import { formatDate } from '../components/ui/format-date';
import { pageSizeFrom, tableSortFrom } from '../components/ui/table-state';
import { ExportLink } from '../components/ui/table-toolbar';
import { adminListQuery, bodyOrThrow } from '../features/admin/admin.server';
import { AdminListPage, PAGE_SIZE_FILTER, STATUS_FILTER } from '../features/admin/admin-list-page';
import { listParams } from '../features/admin/admin-list-query';
import type { Page, Subscriber } from '../features/admin/admin-types';
import { apiFor } from '../lib/api.server';
import type { Route } from './+types/admin.subscribers';

const SORT_KEYS = ['email', 'subscribed'];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const limit = pageSizeFrom(url);
  const query = adminListQuery(url, ['search', 'status', 'sort', 'order', 'page'], limit);
  const subscribers = bodyOrThrow(
    await apiFor(context, request)<Page<Subscriber>>(`/api/admin/subscribers${query}`),
    'The subscribers',
  );
  return {
    subscribers,
    limit,
    sort: tableSortFrom(url, SORT_KEYS),
    values: listParams(url, ['search', 'status']),
  };
}

// Subscribers have no admin writes (people leave through the link in every mail), so the table has no
// selection: its one action on many rows is the export of what the filters select.
const columns: ColumnDef<Subscriber, unknown>[] = [
  {
    id: 'email',
    header: 'E-mail',
    meta: sortable('email'),
    cell: ({ row }) => <span className="break-all">{row.original.email}</span>,
  },
  {
    id: 'subscribed',
    header: 'Subscribed',
    meta: sortable('subscribed'),
    cell: ({ row }) => formatDate(row.original.createdAt),
  },
  { id: 'state', header: 'State', cell: ({ row }) => <StatusBadge status={row.original.state} /> },
];

export default function AdminSubscribersPage({ loaderData }: Route.ComponentProps) {
  const { subscribers, values, limit, sort } = loaderData;
  return (
    <AdminListPage
      id="subscribers"
      title="Newsletter subscribers"
      path="/admin/subscribers"
      count={subscribers.count}
      page={subscribers.page}
      limit={limit}
      searchLabel="Search subscribers"
      searchPlaceholder="E-mail"
      filters={[STATUS_FILTER, PAGE_SIZE_FILTER]}
      values={{ ...values, limit: String(limit) }}
      keep={{ sort: sort?.by ?? '', order: sort?.order ?? '' }}
      outcome={undefined}
      emptyTitle="No subscribers yet"
      isEmpty={false}
    >
      <DataTable
        caption="Newsletter subscribers"
        rows={subscribers.items}
        columns={columns}
        rowId={(subscriber) => subscriber.slug}
        rowLabel={(subscriber) => subscriber.email}
        sort={sort}
        emptyTitle="No subscribers yet"
        toolbar={() => <ExportLink href="/admin/export/subscribers" />}
      />
    </AdminListPage>
  );
}
