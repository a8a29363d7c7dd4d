import { Form } from 'react-router';
import { StatusBadge } from '../components/ui/dashboard-frame';
import { EmptyState } from '../components/ui/empty-state';
import { FormMessage, secondaryButtonClass } from '../components/ui/form-field';
import { Pagination } from '../components/ui/pagination';
import { adminCall, adminListQuery, bodyOrThrow } from '../features/admin/admin.server';
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
  const param = (name: string) => url.searchParams.get(name) ?? '';
  return { users, search: param('search'), role: param('role'), status: param('status') };
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

export default function AdminUsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { users, search, role, status } = loaderData;
  const pages = Math.max(1, Math.ceil(users.count / LIMIT));
  return (
    <section aria-labelledby="admin-users-heading">
      <h2 id="admin-users-heading" className="mb-4 text-xl font-semibold">
        Users <span className="text-base font-normal text-muted">({users.count})</span>
      </h2>
      <Form method="get" role="search" className="mb-4 flex flex-wrap gap-2">
        <label htmlFor="admin-user-search" className="sr-only">
          Search users
        </label>
        <input
          id="admin-user-search"
          type="search"
          name="search"
          defaultValue={search}
          placeholder="Name, e-mail or slug"
          className="min-w-0 flex-1 rounded-card border border-line px-3 py-2 text-sm"
        />
        <label htmlFor="admin-user-role" className="sr-only">
          Role
        </label>
        <select
          id="admin-user-role"
          name="role"
          defaultValue={role}
          className="rounded-card border border-line bg-white px-3 py-2 text-sm"
        >
          <option value="">Any role</option>
          <option value="buyer">Buyers</option>
          <option value="seller">Sellers</option>
          <option value="admin">Admins</option>
        </select>
        <label htmlFor="admin-user-status" className="sr-only">
          Status
        </label>
        <select
          id="admin-user-status"
          name="status"
          defaultValue={status}
          className="rounded-card border border-line bg-white px-3 py-2 text-sm"
        >
          <option value="">Any status</option>
          <option value="active">Active</option>
          <option value="inactive">Deactivated</option>
        </select>
        <button type="submit" className={secondaryButtonClass}>
          Filter
        </button>
      </Form>
      <div className="mb-3">
        <FormMessage result={actionData} />
      </div>
      {users.items.length === 0 ? (
        <EmptyState title="No users match" />
      ) : (
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
      )}
      <div className="mt-4">
        <Pagination
          current={users.page}
          total={pages}
          hrefFor={(page) =>
            `/admin/users?${new URLSearchParams({ search, role, status, page: String(page) })}`
          }
        />
      </div>
    </section>
  );
}
