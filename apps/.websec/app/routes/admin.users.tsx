import { Form } from 'react-router';
import { StatusBadge } from '../components/ui/dashboard-frame';
import { secondaryButtonClass } from '../components/ui/form-field';
import { adminCall, adminListQuery, bodyOrThrow } from '../features/admin/admin.server';
import { type AdminListFilter, AdminListPage, STATUS_FILTER } from '../features/admin/admin-list-page';
import { listParams } from '../features/admin/admin-list-query';
import type { AdminUser, Page } from '../features/admin/admin-types';
import { apiFor } from '../lib/api.server';
import { formText } from '../lib/api-field-errors';
import type { Route } from './+types/admin.users';

const LIMIT = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const users = bodyOrThrow(
    await apiFor(
      context,
      request,
    )<Page<AdminUser>>(`/api/admin/users${adminListQuery(url, ['search', 'role', 'status', 'page'], LIMIT)}`),
    'The users',
  );
  return { users, values: listParams(url, ['search', 'role', 'status']) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent') === 'reactivate' ? 'reactivate' : 'deactivate';
  return adminCall(
    apiFor(context, request),
    `/api/admin/users/${encodeURIComponent(formText(form, 'slug'))}/${intent}`,
    { method: 'POST' },
    intent === 'deactivate'
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

export default function AdminUsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { users, values } = loaderData;
  return (
    <AdminListPage
      id="admin-user"
      title="Users"
      path="/admin/users"
      count={users.count}
      page={users.page}
      limit={LIMIT}
      searchLabel="Search users"
      searchPlaceholder="Name, e-mail or slug"
      filters={[ROLE_FILTER, USER_STATUS_FILTER]}
      values={values}
      outcome={actionData}
      emptyTitle="No users match"
      isEmpty={users.items.length === 0}
    >
      <ul className="divide-y divide-line rounded-card border border-line bg-white">
        {users.items.map((user) => (
          <li key={user.slug} className="flex flex-wrap items-center gap-3 p-3 text-sm">
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{user.fullName}</p>
              <p className="truncate text-xs text-muted">
                {user.email} · {user.role}
                {user.shop_slug ? ` · shop ${user.shop_slug}` : ''}
                {user.emailVerified ? '' : ' · e-mail not verified'} · joined{' '}
                {new Date(user.createdAt).toLocaleDateString('en-US')}
              </p>
            </div>
            <StatusBadge status={user.status} />
            <Form method="post">
              <input type="hidden" name="slug" value={user.slug} />
              <button
                type="submit"
                name="intent"
                value={user.status === 'active' ? 'deactivate' : 'reactivate'}
                className={secondaryButtonClass}
              >
                {user.status === 'active' ? 'Deactivate' : 'Reactivate'}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </AdminListPage>
  );
}
