import { data, redirect } from 'react-router';
import { PageContainer } from '../components/ui/page-container';
import { signedInSlug } from '../features/account/account.server';
import { loginPathFor } from '../features/account/redirect-target';
import { ApplicationStatus } from '../features/seller-apply/application-status';
import { ApplyForm } from '../features/seller-apply/apply-form';
import { loadOwnApplication, submitApplication } from '../features/seller-apply/seller-apply.server';
import { apiFor } from '../lib/api.server';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/become-seller';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Become seller') }];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!signedInSlug(request)) throw redirect(loginPathFor(request.url));
  return { application: await loadOwnApplication(apiFor(context, request)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!signedInSlug(request)) throw redirect(loginPathFor(request.url));
  const result = await submitApplication(apiFor(context, request), await request.formData());
  if (!result) throw redirect('/become_seller?sent=1');
  return data(result, { status: 400 });
}

export default function BecomeSellerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { application } = loaderData;
  const canApply = !application || application.status === 'rejected';
  return (
    <PageContainer title="Become seller">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <ApplicationStatus application={application} />
          {canApply || actionData ? <ApplyForm result={actionData} /> : null}
        </div>
        <aside className="space-y-3 text-sm text-ink-soft">
          <h2 className="text-base font-semibold text-ink">How it works</h2>
          <ol className="list-decimal space-y-2 pl-5">
            <li>Tell us about your shop and accept the seller terms.</li>
            <li>An admin reviews the application; you get an e-mail with the decision.</li>
            <li>Once approved, add products from your seller dashboard. They go live after approval.</li>
          </ol>
        </aside>
      </div>
    </PageContainer>
  );
}
