import { productHref } from '@shop/shared/catalogue.links';
import type { ColumnDef } from '@tanstack/react-table';
import { Form, Link } from 'react-router';
import { ConfirmButton } from '../components/ui/confirm-button';
import { StatusBadge } from '../components/ui/dashboard-frame';
import { DataTable, sortable } from '../components/ui/data-table';
import { secondaryButtonClass } from '../components/ui/form-field';
import { formatDateTime } from '../components/ui/format-date';
import { pageSizeFrom, tableSortFrom } from '../components/ui/table-state';
import { BulkBar, ExportLink } from '../components/ui/table-toolbar';
import { adminListQuery, bodyOrThrow } from '../features/admin/admin.server';
import { type AdminListFilter, AdminListPage, PAGE_SIZE_FILTER } from '../features/admin/admin-list-page';
import { listParams } from '../features/admin/admin-list-query';
import type { Page } from '../features/admin/admin-types';
import { itemPath, refused, sendToApi } from '../features/admin/content-action.server';
import { IntentButton } from '../features/admin/content-fields';
import type { AdminReport } from '../features/admin/content-types';
import { apiFor, isOk } from '../lib/api.server';
import { formText } from '../lib/api-field-errors';
import { countOf } from '../lib/plural';
import { eachRow, ticked } from '../lib/table-bulk.server';
import type { Route } from './+types/admin.reports';

const SORT_KEYS = ['reported', 'product', 'title', 'reporter', 'status'];
const BULK_FORM = 'bulk-reports';

/** What each button asks the API for (`hide` resolves and takes the product off the shop in one go). */
const DECISIONS: Record<string, { body: Record<string, unknown>; message: string; done: string }> = {
  resolve: { body: { status: 'resolved' }, message: 'Report resolved.', done: 'resolved' },
  hide: {
    body: { status: 'resolved', deactivateProduct: true },
    message: 'Report resolved; the product is hidden.',
    done: 'resolved and their products hidden',
  },
  dismiss: { body: { status: 'dismissed' }, message: 'Report dismissed.', done: 'dismissed' },
  reopen: { body: { status: 'open' }, message: 'Report reopened.', done: 'reopened' },
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const limit = pageSizeFrom(url);
  // Open reports first: that is the admin's queue; "all" shows every status.
  const status = url.searchParams.get('status') || 'open';
  const query = adminListQuery(url, ['search', 'sort', 'order', 'page'], limit, {});
  const statusQuery = status === 'all' ? '' : `&status=${encodeURIComponent(status)}`;
  const reports = bodyOrThrow(
    await apiFor(context, request)<Page<AdminReport>>(`/api/admin/reports${query}${statusQuery}`),
    'The reports',
  );
  return {
    reports,
    limit,
    sort: tableSortFrom(url, SORT_KEYS),
    values: { ...listParams(url, ['search']), status },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const api = apiFor(context, request);
  if (intent.startsWith('bulk-')) {
    const decision = DECISIONS[intent.slice('bulk-'.length)];
    if (!decision) return refused('Unknown action.');
    const result = await eachRow(
      ticked(form),
      async (slug) =>
        isOk(
          await api(`/api/admin/reports/${encodeURIComponent(slug)}`, {
            method: 'PATCH',
            body: decision.body,
          }),
        ),
      { noun: 'report', done: decision.done },
    );
    return { ...result, at: Date.now() };
  }
  const decision = DECISIONS[intent];
  if (!decision) return refused('Unknown action.');
  return sendToApi(
    api,
    itemPath('reports', form),
    'PATCH',
    { ok: true, body: decision.body },
    decision.message,
  );
}

/** The page opens on the open reports (the admin's queue); "all" lists every status. */
const STATUS_FILTER: AdminListFilter = {
  name: 'status',
  label: 'Report status',
  options: [
    { value: 'open', label: 'Open' },
    { value: 'resolved', label: 'Resolved' },
    { value: 'dismissed', label: 'Dismissed' },
    { value: 'all', label: 'All' },
  ],
};

function RowActions({ report }: { report: AdminReport }) {
  return (
    <Form method="post" className="flex flex-wrap gap-2">
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
  );
}

const columns: ColumnDef<AdminReport, unknown>[] = [
  {
    id: 'title',
    header: 'Report',
    meta: sortable('title'),
    cell: ({ row }) => (
      <span className="block max-w-md">
        <span className="block font-semibold break-words">{row.original.title}</span>
        {row.original.note ? (
          <span className="mt-1 block whitespace-pre-line break-words text-muted">{row.original.note}</span>
        ) : null}
      </span>
    ),
  },
  {
    id: 'product',
    header: 'Product',
    meta: sortable('product'),
    cell: ({ row }) => (
      <span className="break-words">
        <Link to={productHref(row.original.product_slug)} className="font-medium text-accent-ink underline">
          {row.original.productName}
        </Link>{' '}
        <span className="text-xs text-muted">({row.original.product_status})</span>
      </span>
    ),
  },
  {
    id: 'reporter',
    header: 'Reported by',
    meta: sortable('reporter'),
    cell: ({ row }) => <span className="break-words">{row.original.reporter.name}</span>,
  },
  {
    id: 'reported',
    header: 'Reported',
    meta: sortable('reported'),
    cell: ({ row }) => formatDateTime(row.original.createdAt),
  },
  {
    id: 'status',
    header: 'Status',
    meta: sortable('status'),
    cell: ({ row }) => <StatusBadge status={row.original.status} />,
  },
  { id: 'actions', header: 'Actions', cell: ({ row }) => <RowActions report={row.original} /> },
];

function BulkActions({ selected }: { selected: string[] }) {
  const what = countOf(selected.length, 'report');
  return (
    <BulkBar formId={BULK_FORM} noun="report" selected={selected}>
      <button type="submit" name="intent" value="bulk-resolve" className={secondaryButtonClass}>
        Resolve selected
      </button>
      <ConfirmButton
        name="intent"
        value="bulk-hide"
        title={`Resolve ${what} and hide their products?`}
        description="Each reported product leaves the shop (listings, search and its own page) until it is activated again."
        confirmLabel="Resolve and hide"
      >
        Resolve and hide products
      </ConfirmButton>
      <ConfirmButton
        name="intent"
        value="bulk-dismiss"
        title={`Dismiss ${what}?`}
        description="They leave the open queue; the products stay in the shop. You can reopen them later."
        confirmLabel="Dismiss"
      >
        Dismiss selected
      </ConfirmButton>
      <button type="submit" name="intent" value="bulk-reopen" className={secondaryButtonClass}>
        Reopen selected
      </button>
      <ExportLink href="/admin/export/reports" />
    </BulkBar>
  );
}

export default function AdminReportsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { reports, values, limit, sort } = loaderData;
  return (
    <AdminListPage
      id="admin-reports"
      title="Reported items"
      path="/admin/reports"
      count={reports.count}
      page={reports.page}
      limit={limit}
      searchLabel="Search reports"
      searchPlaceholder="Product, report title or reporter"
      filters={[STATUS_FILTER, PAGE_SIZE_FILTER]}
      values={{ ...values, limit: String(limit) }}
      keep={{ sort: sort?.by ?? '', order: sort?.order ?? '' }}
      outcome={actionData}
      emptyTitle="No reports here"
      isEmpty={false}
    >
      <DataTable
        caption="Reported items"
        rows={reports.items}
        columns={columns}
        rowId={(report) => report.slug}
        rowLabel={(report) => report.title}
        sort={sort}
        bulkFormId={BULK_FORM}
        emptyTitle="No reports here"
        rowTestId="admin-report"
        toolbar={(selected) => <BulkActions selected={selected} />}
      />
    </AdminListPage>
  );
}
