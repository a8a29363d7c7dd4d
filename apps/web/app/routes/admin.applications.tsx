import type { ColumnDef } from '@tanstack/react-table';
import { Form } from 'react-router';
import { ConfirmButton } from '../components/ui/confirm-button';
import { StatusBadge } from '../components/ui/dashboard-frame';
import { DataTable, sortable } from '../components/ui/data-table';
import { buttonClass } from '../components/ui/form-field';
import { formatDate } from '../components/ui/format-date';
import { pageSizeFrom, tableSortFrom } from '../components/ui/table-state';
import { BulkBar, ExportLink } from '../components/ui/table-toolbar';
import { adminCall, adminListQuery, bodyOrThrow } from '../features/admin/admin.server';
import { type AdminListFilter, AdminListPage, PAGE_SIZE_FILTER } from '../features/admin/admin-list-page';
import type { AdminApplication, Page } from '../features/admin/admin-types';
import { RejectWithReasonForm } from '../features/admin/reject-with-reason-form';
import { type ApiFetch, apiFor, isOk } from '../lib/api.server';
import { formText } from '../lib/api-field-errors';
import { countOf } from '../lib/plural';
import { eachRow, ticked } from '../lib/table-bulk.server';
import type { Route } from './+types/admin.applications';

const SORT_KEYS = ['shop', 'email', 'applied'];
const BULK_FORM = 'bulk-applications';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const limit = pageSizeFrom(url);
  const status = url.searchParams.get('status') ?? 'pending';
  const query = adminListQuery(url, ['status', 'search', 'sort', 'order', 'page'], limit, { status });
  const applications = bodyOrThrow(
    await apiFor(context, request)<Page<AdminApplication>>(`/api/admin/seller-applications${query}`),
    'The applications',
  );
  return {
    applications,
    status,
    limit,
    sort: tableSortFrom(url, SORT_KEYS),
    search: url.searchParams.get('search') ?? '',
  };
}

const decide = (api: ApiFetch, slug: string, intent: 'approve' | 'reject', text: string) =>
  api(`/api/admin/seller-applications/${encodeURIComponent(slug)}/${intent}`, {
    method: 'POST',
    body: intent === 'reject' ? { reason: text } : text ? { note: text } : {},
  });

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const api = apiFor(context, request);
  if (intent === 'bulk-approve' || intent === 'bulk-reject') {
    const reason = formText(form, 'reason');
    if (intent === 'bulk-reject' && reason.length < 3) {
      return { ok: false, message: 'Write a reason of at least 3 characters; the applicants see it.' };
    }
    const decision = intent === 'bulk-approve' ? 'approve' : 'reject';
    return eachRow(ticked(form), async (slug) => isOk(await decide(api, slug, decision, reason)), {
      noun: 'application',
      done: decision === 'approve' ? 'approved' : 'rejected',
    });
  }
  const slug = formText(form, 'slug');
  if (intent === 'reject') {
    return adminCall(
      api,
      `/api/admin/seller-applications/${encodeURIComponent(slug)}/reject`,
      { method: 'POST', body: { reason: formText(form, 'reason') } },
      'The application was rejected and the applicant told why.',
    );
  }
  const note = formText(form, 'note');
  return adminCall(
    api,
    `/api/admin/seller-applications/${encodeURIComponent(slug)}/approve`,
    { method: 'POST', body: note ? { note } : {} },
    'The application was approved: the shop is open.',
  );
}

const APPLICATION_STATUS_FILTER: AdminListFilter = {
  name: 'status',
  label: 'Status',
  options: [
    { value: 'pending', label: 'Pending' },
    { value: 'approved', label: 'Approved' },
    { value: 'rejected', label: 'Rejected' },
    { value: '', label: 'All' },
  ],
};

const columns: ColumnDef<AdminApplication, unknown>[] = [
  {
    id: 'shop',
    header: 'Shop',
    meta: sortable('shop'),
    cell: ({ row }) => {
      const application = row.original;
      return (
        <div className="flex items-start gap-2">
          {application.shop.shop_logo ? (
            <img
              src={application.shop.shop_logo}
              alt=""
              className="size-10 shrink-0 rounded border border-line object-cover"
            />
          ) : null}
          <div className="min-w-0">
            <p className="font-semibold break-words">{application.shop.shop_name}</p>
            {application.shop.shop_address ? (
              <p className="text-xs text-muted">{application.shop.shop_address}</p>
            ) : null}
            {application.description ? (
              <p className="mt-1 text-xs whitespace-pre-line">{application.description}</p>
            ) : null}
          </div>
        </div>
      );
    },
  },
  {
    id: 'applicant',
    header: 'Applicant',
    cell: ({ row }) => (
      <span className="break-words">
        {row.original.applicant.fullName}
        <span className="block text-xs break-all text-muted">{row.original.applicant.email}</span>
      </span>
    ),
  },
  {
    id: 'email',
    header: 'Shop contact',
    meta: sortable('email'),
    cell: ({ row }) => (
      <span className="break-all">
        {row.original.email}
        {row.original.phone ? <span className="block text-xs text-muted">{row.original.phone}</span> : null}
      </span>
    ),
  },
  {
    id: 'applied',
    header: 'Applied',
    meta: sortable('applied'),
    cell: ({ row }) => formatDate(row.original.createdAt),
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <div>
        <StatusBadge status={row.original.status} />
        {row.original.reason ? (
          <p className="mt-1 text-xs text-danger">Reason: {row.original.reason}</p>
        ) : null}
      </div>
    ),
  },
  { id: 'actions', header: 'Actions', cell: ({ row }) => <RowActions application={row.original} /> },
];

function RowActions({ application }: { application: AdminApplication }) {
  if (application.status !== 'pending') return null;
  return (
    <div className="flex flex-col gap-2">
      <Form method="post">
        <input type="hidden" name="slug" value={application.slug} />
        <button type="submit" name="intent" value="approve" className={`${buttonClass} px-3 py-1`}>
          Approve {application.shop.shop_name}
        </button>
      </Form>
      <RejectWithReasonForm
        slug={application.slug}
        fieldName="reason"
        subject={application.shop.shop_name}
        className="flex min-w-0 flex-wrap items-center gap-2"
      />
    </div>
  );
}

function BulkActions({ selected }: { selected: string[] }) {
  const what = countOf(selected.length, 'application');
  return (
    <BulkBar formId={BULK_FORM} noun="application" selected={selected}>
      <button type="submit" name="intent" value="bulk-approve" className={buttonClass}>
        Approve selected
      </button>
      <label htmlFor="bulk-reason" className="sr-only">
        Reason for rejecting the selected applications
      </label>
      <input
        id="bulk-reason"
        name="reason"
        maxLength={1000}
        placeholder="Reason for rejecting"
        className="min-w-0 rounded-card border border-line px-3 py-2 text-sm"
      />
      <ConfirmButton
        name="intent"
        value="bulk-reject"
        title={`Reject ${what}?`}
        description="Each applicant gets an e-mail with this one reason; their shop does not open."
        confirmLabel="Reject"
      >
        Reject selected
      </ConfirmButton>
      <ExportLink href="/admin/export/applications" />
    </BulkBar>
  );
}

export default function AdminApplicationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { applications, status, search, limit, sort } = loaderData;
  return (
    <AdminListPage
      id="application"
      title="Seller applications"
      path="/admin/applications"
      count={applications.count}
      page={applications.page}
      limit={limit}
      searchLabel="Search applications"
      searchPlaceholder="Shop or applicant"
      filters={[APPLICATION_STATUS_FILTER, PAGE_SIZE_FILTER]}
      values={{ search, status, limit: String(limit) }}
      keep={{ sort: sort?.by ?? '', order: sort?.order ?? '' }}
      outcome={actionData}
      emptyTitle="No applications here"
      isEmpty={false}
    >
      <DataTable
        caption="Seller applications"
        rows={applications.items}
        columns={columns}
        rowId={(application) => application.slug}
        rowLabel={(application) => application.shop.shop_name}
        sort={sort}
        bulkFormId={BULK_FORM}
        emptyTitle="No applications here"
        toolbar={(selected) => <BulkActions selected={selected} />}
      />
    </AdminListPage>
  );
}
