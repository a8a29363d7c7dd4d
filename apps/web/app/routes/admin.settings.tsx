import { data } from 'react-router';
import { buttonClass, FormMessage, InputField } from '../components/ui/form-field';
import { WatchedForm } from '../components/ui/unsaved-changes';
import { adminCall, bodyOrThrow } from '../features/admin/admin.server';
import type { Settings } from '../features/admin/admin-types';
import { apiFor } from '../lib/api.server';
import { formText } from '../lib/api-field-errors';
import type { Route } from './+types/admin.settings';

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    settings: bodyOrThrow(await apiFor(context, request)<Settings>('/api/admin/settings'), 'The settings'),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const percent = Number(formText(form, 'commissionPercent'));
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    return data(
      { ok: false, message: 'The commission rate is a percentage from 0 to 100.' },
      { status: 400 },
    );
  }
  return adminCall(
    apiFor(context, request),
    '/api/admin/settings',
    {
      method: 'PATCH',
      body: {
        commissionRateBps: Math.round(percent * 100),
        autoApproveProducts: form.get('autoApproveProducts') === 'on',
        premoderateReviews: form.get('premoderateReviews') === 'on',
        premoderateComments: form.get('premoderateComments') === 'on',
      },
    },
    'Settings saved.',
  );
}

export default function AdminSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = loaderData;
  return (
    <section aria-labelledby="settings-heading">
      <h2 id="settings-heading" className="mb-4 text-xl font-semibold">
        Marketplace settings
      </h2>
      <WatchedForm
        method="post"
        className="grid max-w-lg gap-4 rounded-card border border-line bg-white p-4 sm:p-6"
      >
        <FormMessage result={actionData} />
        <InputField
          label="Commission rate (%)"
          name="commissionPercent"
          type="number"
          min={0}
          max={100}
          step={0.01}
          defaultValue={settings.commissionRateBps / 100}
          hint="The marketplace's cut of each delivered order line."
        />
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="autoApproveProducts"
            defaultChecked={settings.autoApproveProducts}
            className="mt-0.5 size-4"
          />
          <span>Approve new seller products automatically</span>
        </label>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="premoderateReviews"
            defaultChecked={settings.premoderateReviews}
            className="mt-0.5 size-4"
          />
          <span>New reviews wait for approval before they are shown</span>
        </label>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="premoderateComments"
            defaultChecked={settings.premoderateComments}
            className="mt-0.5 size-4"
          />
          <span>New blog comments wait for approval before they are shown</span>
        </label>
        <div>
          <button type="submit" className={buttonClass}>
            Save settings
          </button>
        </div>
      </WatchedForm>
    </section>
  );
}
