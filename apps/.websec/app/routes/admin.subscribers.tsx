import { StatusBadge } from '../components/ui/dashboard-frame';
import { EmptyState } from '../components/ui/empty-state';
import { secondaryButtonClass } from '../components/ui/form-field';
import { Pagination } from '../components/ui/pagination';
import { adminListQuery, bodyOrThrow } from '../features/admin/admin.server';
import type { Page, Subscriber } from '../features/admin/admin-types';
import { apiFor } from '../lib/api.server';
import type { Route } from './+types/admin.subscribers';

const LIMIT = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const subscribers = bodyOrThrow(
    await apiFor(
      context,
      request,
    )<Page<Subscriber>>(`/api/admin/subscribers${adminListQuery(url, ['page'], LIMIT)}`),
    'The subscribers',
  );
  return { subscribers };
}

export default function AdminSubscribersPage({ loaderData }: Route.ComponentProps) {
  const { subscribers } = loaderData;
  const pages = Math.max(1, Math.ceil(subscribers.count / LIMIT));
  return (
    <section aria-labelledby="subscribers-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="subscribers-heading" className="text-xl font-semibold">
          Newsletter subscribers{' '}
          <span className="text-base font-normal text-muted">({subscribers.count})</span>
        </h2>
        <a href="/api/admin/subscribers/export" className={secondaryButtonClass} download>
          Export CSV
        </a>
      </div>
      {subscribers.items.length === 0 ? (
        <EmptyState title="No subscribers yet" />
      ) : (
        <ul className="divide-y divide-line rounded-card border border-line bg-white">
          {subscribers.items.map((subscriber) => (
            <li key={subscriber.slug} className="flex flex-wrap items-center gap-3 p-3 text-sm">
              <span className="min-w-0 flex-1 truncate">{subscriber.email}</span>
              <span className="text-xs text-muted">
                {new Date(subscriber.createdAt).toLocaleDateString('en-US')}
              </span>
              <StatusBadge status={subscriber.status} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        <Pagination
          current={subscribers.page}
          total={pages}
          hrefFor={(page) => `/admin/subscribers?page=${page}`}
        />
      </div>
    </section>
  );
}
