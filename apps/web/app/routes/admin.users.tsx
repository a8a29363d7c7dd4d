import type { ColumnDef } from '@tanstack/react-table';
import { Form } from 'react-router';
import { ConfirmButton } from '../components/ui/confirm-button';
import { StatusBadge } from '../components/ui/dashboard-frame';
import { DataTable, sortable } from '../components/ui/data-table';
import { secondaryButtonClass } from '../components/ui/form-field';
import { formatDate } from '../components/ui/format-date';
import { pageSizeFrom, tableSortFrom } from '../components/ui/table-state';
import { BulkBar, ExportLink } from '../components/ui/table-toolbar';
import { adminCall, adminListQuery, bodyOrThrow } from '../features/admin/admin.server';
import {
  type AdminListFilter,
  AdminListPage,
  PAGE_SIZE_FILTER,
  STATUS_FILTER,
} from '../features/admin/admin-list-page';
import { listParams } from '../features/admin/admin-list-query';
import type { AdminUser, Page } from '../features/admin/admin-types';
import { apiFor } from '../lib/api.server';
import { formText } from '../lib/api-field-errors';
import { countOf } from '../lib/plural';
import { bulkCall, ticked } from '../lib/table-bulk.server';
import type { Route } from './+types/admin.users';

const SORT_KEYS = ['name', 'email', 'role', 'joined'];
const BULK_FORM = 'bulk-users';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const limit = pageSizeFrom(url);
  const query = adminListQuery(url, ['search', 'role', 'status', 'sort', 'order', 'page'], limit);
  const users = bodyOrThrow(
    await apiFor(context, request)<Page<AdminUser>>(`/api/admin/users${query}`),
    'The users',
  );
  return {
    users,
    limit,
    sort: tableSortFrom(url, SORT_KEYS),
    values: listParams(url, ['search', 'role', 'status']),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const api = apiFor(context, request);
  if (intent === 'bulk-deactivate' || intent === 'bulk-reactivate') {
    const action = intent === 'bulk-deactivate' ? 'deactivate' : 'reactivate';
    return bulkCall(
      api,
      '/api/admin/users/bulk',
      { action, slugs: ticked(form) },
      {
        noun: 'user',
        done: action === 'deactivate' ? 'deactivated and signed out' : 'reactivated',
        refused: { 409: 'You cannot deactivate your own account; untick it and try again.' },
      },
    );
  }
  const single = intent === 'reactivate' ? 'reactivate' : 'deactivate';
  return adminCall(
    api,
    `/api/admin/users/${encodeURIComponent(formText(form, 'slug'))}/${single}`,
    { method: 'POST' },
    single === 'deactivate'
      ? 'The user is deactivated and signed out everywhere.'
      : 'The user may sign in again.',
  );
}

const ROLE_FILTER: AdminListFilter = {
  name: 'role',
  label: 'Role',
  options: [
    { value: '', label: 'Any role' },
    { value: 'buyer', label: 'Buyers' },
    { value: 'seller', label: 'Sellers' },
    { value: 'admin', label: 'Admins' },
  ],
};
const USER_STATUS_FILTER: AdminListFilter = {
  ...STATUS_FILTER,
  options: [
    { value: '', label: 'Any status' },
    { value: 'active', label: 'Active' },
    { value: 'inactive', label: 'Deactivated' },
  ],
};

const columns: ColumnDef<AdminUser, unknown>[] = [
  {
    id: 'name',
    header: 'Name',
    meta: sortable('name'),
    cell: ({ row }) => <span className="font-semibold break-words">{row.original.fullName}</span>,
  },
  {
    id: 'email',
    header: 'E-mail',
    meta: sortable('email'),
    cell: ({ row }) => (
      <span className="break-all">
        {row.original.email}
        {row.original.emailVerified ? '' : ' (not verified)'}
      </span>
    ),
  },
  {
    id: 'role',
    header: 'Role',
    meta: sortable('role'),
    cell: ({ row }) => (
      <span>
        {row.original.role}
        {row.original.shop_slug ? (
          <span className="block text-xs text-muted">shop {row.original.shop_slug}</span>
        ) : null}
      </span>
    ),
  },
  {
    id: 'joined',
    header: 'Joined',
    meta: sortable('joined'),
    cell: ({ row }) => formatDate(row.original.createdAt),
  },
  { id: 'status', header: 'Status', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
  { id: 'actions', header: 'Actions', cell: ({ row }) => <RowActions user={row.original} /> },
];

function RowActions({ user }: { user: AdminUser }) {
  return (
    <Form method="post">
      <input type="hidden" name="slug" value={user.slug} />
      {user.status === 'active' ? (
        <ConfirmButton
          name="intent"
          value="deactivate"
          label={`Deactivate ${user.fullName}`}
          className={`${secondaryButtonClass} px-3 py-1`}
          title={`Deactivate ${user.fullName}?`}
          description="They are signed out everywhere at once and cannot sign in; a seller's shop and products leave the shop until reactivated."
          confirmLabel="Deactivate"
        >
          Deactivate
        </ConfirmButton>
      ) : (
        <button
          type="submit"
          name="intent"
          value="reactivate"
          aria-label={`Reactivate ${user.fullName}`}
          className={`${secondaryButtonClass} px-3 py-1`}
        >
          Reactivate
        </button>
      )}
    </Form>
  );
}

function BulkActions({ selected }: { selected: string[] }) {
  const what = countOf(selected.length, 'user');
  return (
    <BulkBar formId={BULK_FORM} noun="user" selected={selected}>
      <button type="submit" name="intent" value="bulk-reactivate" className={secondaryButtonClass}>
        Reactivate selected
      </button>
      <ConfirmButton
        name="intent"
        value="bulk-deactivate"
        title={`Deactivate ${what}?`}
        description="They are signed out everywhere at once and cannot sign in until reactivated."
        confirmLabel="Deactivate"
      >
        Deactivate selected
      </ConfirmButton>
      <ExportLink href="/admin/export/users" />
    </BulkBar>
  );
}

export default function AdminUsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { users, values, limit, sort } = loaderData;
  return (
    <AdminListPage
      id="admin-user"
      title="Users"
      path="/admin/users"
      count={users.count}
      page={users.page}
      limit={limit}
      searchLabel="Search users"
      searchPlaceholder="Name, e-mail or slug"
      filters={[ROLE_FILTER, USER_STATUS_FILTER, PAGE_SIZE_FILTER]}
      values={{ ...values, limit: String(limit) }}
      keep={{ sort: sort?.by ?? '', order: sort?.order ?? '' }}
      outcome={actionData}
      emptyTitle="No users match"
      isEmpty={false}
    >
      <DataTable
        caption="Users"
        rows={users.items}
        columns={columns}
        rowId={(user) => user.slug}
        rowLabel={(user) => user.fullName}
        sort={sort}
        bulkFormId={BULK_FORM}
        emptyTitle="No users match"
        toolbar={(selected) => <BulkActions selected={selected} />}
      />
    </AdminListPage>
  );
}
