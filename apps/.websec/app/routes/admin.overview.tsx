import { formatDollars } from '@shop/shared/money';
import { Link } from 'react-router';
import { bodyOrThrow } from '../features/admin/admin.server';
import type { Overview } from '../features/admin/admin-types';
import { apiFor } from '../lib/api.server';
import type { Route } from './+types/admin.overview';

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    overview: bodyOrThrow(await apiFor(context, request)<Overview>('/api/admin/overview'), 'The overview'),
  };
}

function Figure({ label, value, to }: { label: string; value: string; to?: string }) {
  const content = (
    <>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-xl font-bold tabular-nums">{value}</dd>
    </>
  );
  return (
    <div className="rounded-card border border-line bg-white p-4">
      {to ? (
        <Link to={to} className="block hover:underline">
          {content}
        </Link>
      ) : (
        content
      )}
    </div>
  );
}

export default function AdminOverviewPage({ loaderData }: Route.ComponentProps) {
  const { overview } = loaderData;
  return (
    <section aria-labelledby="overview-heading" className="space-y-6">
      <h2 id="overview-heading" className="text-xl font-semibold">
        Overview
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
        <Figure label="Sales (not cancelled)" value={formatDollars(overview.sales.total)} />
        <Figure label="Delivered sales" value={formatDollars(overview.sales.delivered)} />
        <Figure label="Sales, last 30 days" value={formatDollars(overview.sales.last30Days)} />
        <Figure label="New customers, 30 days" value={String(overview.newCustomers30Days)} />
        <Figure
          label="Pending applications"
          value={String(overview.pendingApplications)}
          to="/admin/applications"
        />
        <Figure
          label="Products awaiting approval"
          value={String(overview.pendingProducts)}
          to="/admin/products?approval=pending"
        />
        <Figure label="Open reports" value={String(overview.openReports)} />
      </dl>
      <div>
        <h3 className="mb-2 font-semibold">Orders by status</h3>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {Object.entries(overview.ordersByStatus).map(([status, count]) => (
            <Figure key={status} label={status} value={String(count)} to={`/admin/orders?status=${status}`} />
          ))}
        </dl>
      </div>
    </section>
  );
}
