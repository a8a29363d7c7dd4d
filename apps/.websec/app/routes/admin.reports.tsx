import { productHref } from '@shop/shared/catalogue.links';
import { Form, Link } from 'react-router';
import { StatusBadge } from '../components/ui/dashboard-frame';
import { EmptyState } from '../components/ui/empty-state';
import { secondaryButtonClass } from '../components/ui/form-field';
import { formatDateTime } from '../components/ui/format-date';
import { Pagination } from '../components/ui/pagination';
import { bodyOrThrow } from '../features/admin/admin.server';
import type { Page } from '../features/admin/admin-types';
import { itemPath, refused, sendToApi } from '../features/admin/content-action.server';
import { IntentButton } from '../features/admin/content-fields';
import { ActionOutcome } from '../features/admin/content-outcome';
import type { AdminReport } from '../features/admin/content-types';
import { apiFor } from '../lib/api.server';
import { formText } from '../lib/api-field-errors';
import type { Route } from './+types/admin.reports';

const LIMIT = 20;

/** What each button asks the API for (`hide` resolves and takes the product off the shop in one go). */
const DECISIONS: Record<string, { body: Record<string, unknown>; message: string }> = {
  resolve: { body: { status: 'resolved' }, message: 'Report resolved.' },
  hide: {
    body: { status: 'resolved', deactivateProduct: true },
    message: 'Report resolved; the product is hidden.',
  },
  dismiss: { body: { status: 'dismissed' }, message: 'Report dismissed.' },
  reopen: { body: { status: 'open' }, message: 'Report reopened.' },
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Open reports first: that is the admin's queue; "all" shows every status.
  const status = url.searchParams.get('status') || 'open';
  const query = new URLSearchParams({ page: url.searchParams.get('page') || '1', limit: String(LIMIT) });
  if (status !== 'all') query.set('status', status);
  const reports = bodyOrThrow(
    await apiFor(context, request)<Page<AdminReport>>(`/api/admin/reports?${query}`),
    'The reports',
  );
  return { reports, status };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const decision = DECISIONS[formText(form, 'intent')];
  if (!decision) return refused('Unknown action.');
  return sendToApi(
    apiFor(context, request),
    itemPath('reports', form),
    'PATCH',
    { ok: true, body: decision.body },
    decision.message,
  );
}

const FILTERS = [
  ['open', 'Open'],
  ['resolved', 'Resolved'],
  ['dismissed', 'Dismissed'],
  ['all', 'All'],
] as const;

export default function AdminReportsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { reports, status } = loaderData;
  const pages = Math.max(1, Math.ceil(reports.count / LIMIT));
  return (
    <section aria-labelledby="admin-reports-heading">
      <h2 id="admin-reports-heading" className="mb-4 text-xl font-semibold">
        Reported items <span className="text-base font-normal text-muted">({reports.count})</span>
      </h2>
      <nav aria-label="Report status" className="mb-4 flex flex-wrap gap-2">
        {FILTERS.map(([value, label]) => (
          <Link
            key={value}
            to={`/admin/reports?status=${value}`}
            aria-current={status === value ? 'page' : undefined}
            className={`${secondaryButtonClass} aria-[current=page]:border-ink aria-[current=page]:bg-accent-soft`}
          >
            {label}
          </Link>
        ))}
      </nav>
      <ActionOutcome result={actionData} />
      {reports.items.length === 0 ? (
        <EmptyState title="No reports here" />
      ) : (
        <ul className="space-y-3">
          {reports.items.map((report) => (
            <li
              key={report.slug}
              className="rounded-card border border-line bg-white p-3 text-sm"
              data-testid="admin-report"
            >
              <div className="flex flex-wrap items-start gap-3">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">{report.title}</p>
                  <p className="text-xs text-muted">
                    Product{' '}
                    <Link
                      to={productHref(report.product_slug)}
                      className="font-medium text-accent-ink underline"
                    >
                      {report.productName}
                    </Link>{' '}
                    ({report.product_status}) · reported by {report.reporter.name} ·{' '}
                    {formatDateTime(report.createdAt)}
                  </p>
                  {report.note ? <p className="mt-2 whitespace-pre-line">{report.note}</p> : null}
                </div>
                <StatusBadge status={report.status} />
              </div>
              <Form method="post" className="mt-2 flex flex-wrap gap-2 border-t border-line pt-2">
                <input type="hidden" name="slug" value={report.slug} />
                {report.status === 'open' ? (
                  <>
                    <IntentButton intent="resolve" secondary>
                      Resolve<span className="sr-only"> “{report.title}”</span>
                    </IntentButton>
                    {report.product_status === 'active' ? (
                      <IntentButton intent="hide" secondary>
                        Resolve and hide the product
                      </IntentButton>
                    ) : null}
                    <IntentButton intent="dismiss" secondary>
                      Dismiss<span className="sr-only"> “{report.title}”</span>
                    </IntentButton>
                  </>
                ) : (
                  <IntentButton intent="reopen" secondary>
                    Reopen<span className="sr-only"> “{report.title}”</span>
                  </IntentButton>
                )}
              </Form>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        <Pagination
          current={reports.page}
          total={pages}
          hrefFor={(page) => `/admin/reports?${new URLSearchParams({ status, page: String(page) })}`}
        />
      </div>
    </section>
  );
}
