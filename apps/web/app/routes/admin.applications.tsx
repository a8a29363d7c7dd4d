import { Form } from 'react-router';
import { StatusBadge } from '../components/ui/dashboard-frame';
import { buttonClass } from '../components/ui/form-field';
import { adminCall, adminListQuery, bodyOrThrow } from '../features/admin/admin.server';
import { type AdminListFilter, AdminListPage } from '../features/admin/admin-list-page';
import type { AdminApplication, Page } from '../features/admin/admin-types';
import { RejectWithReasonForm } from '../features/admin/reject-with-reason-form';
import { apiFor } from '../lib/api.server';
import { formText } from '../lib/api-field-errors';
import type { Route } from './+types/admin.applications';

const LIMIT = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const status = url.searchParams.get('status') ?? 'pending';
  const query = adminListQuery(url, ['status', 'search', 'page'], LIMIT, { status });
  const applications = bodyOrThrow(
    await apiFor(context, request)<Page<AdminApplication>>(`/api/admin/seller-applications${query}`),
    'The applications',
  );
  return { applications, status, search: url.searchParams.get('search') ?? '' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const slug = encodeURIComponent(formText(form, 'slug'));
  const api = apiFor(context, request);
  if (formText(form, 'intent') === 'reject') {
    return adminCall(
      api,
      `/api/admin/seller-applications/${slug}/reject`,
      { method: 'POST', body: { reason: formText(form, 'reason') } },
      'The application was rejected and the applicant told why.',
    );
  }
  const note = formText(form, 'note');
  return adminCall(
    api,
    `/api/admin/seller-applications/${slug}/approve`,
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

export default function AdminApplicationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { applications, status, search } = loaderData;
  return (
    <AdminListPage
      id="application"
      title="Seller applications"
      path="/admin/applications"
      count={applications.count}
      page={applications.page}
      limit={LIMIT}
      searchLabel="Search applications"
      searchPlaceholder="Shop or applicant"
      filters={[APPLICATION_STATUS_FILTER]}
      values={{ search, status }}
      outcome={actionData}
      emptyTitle="No applications here"
      isEmpty={applications.items.length === 0}
    >
      <ul className="space-y-3">
        {applications.items.map((application) => (
          <li
            key={application.slug}
            className="rounded-card border border-line bg-white p-4"
            data-testid="seller-application"
          >
            <div className="flex flex-wrap items-start gap-3">
              {application.shop.shop_logo ? (
                <img
                  src={application.shop.shop_logo}
                  alt=""
                  className="size-14 shrink-0 rounded-card border border-line object-cover"
                />
              ) : null}
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold">
                  {application.shop.shop_name} <StatusBadge status={application.status} />
                </p>
                <p className="text-muted">
                  {application.applicant.fullName} ({application.applicant.email}) · shop contact{' '}
                  {application.email}
                  {application.phone ? `, ${application.phone}` : ''}
                </p>
                <p className="text-muted">{application.shop.shop_address}</p>
                <p className="mt-1 whitespace-pre-line">{application.description}</p>
                {application.reason ? <p className="mt-1 text-danger">Reason: {application.reason}</p> : null}
              </div>
            </div>
            {application.status === 'pending' ? (
              <div className="mt-3 flex flex-wrap gap-3 border-t border-line pt-3">
                <Form method="post" className="flex flex-wrap items-center gap-2">
                  <input type="hidden" name="slug" value={application.slug} />
                  <button type="submit" name="intent" value="approve" className={buttonClass}>
                    Approve {application.shop.shop_name}
                  </button>
                </Form>
                <RejectWithReasonForm
                  slug={application.slug}
                  fieldName="reason"
                  subject={application.shop.shop_name}
                  className="flex min-w-0 flex-1 flex-wrap items-center gap-2"
                />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </AdminListPage>
  );
}
