import { homeAdNames } from '@shop/shared/catalogue.contract';
import type { DashboardHandle } from '../components/ui/dashboard-frame';
import { StatusBadge } from '../components/ui/dashboard-frame';
import { bodyOrThrow } from '../features/admin/admin.server';
import type { Page } from '../features/admin/admin-types';
import {
  deleteWithUndo,
  itemPath,
  refused,
  restoreFromUndo,
  sendToApi,
} from '../features/admin/content-action.server';
import { AdForm } from '../features/admin/content-ad-form';
import { advertisementBody } from '../features/admin/content-forms';
import { ActionOutcome, versionKey } from '../features/admin/content-outcome';
import type { Advertisement } from '../features/admin/content-types';
import { apiFor } from '../lib/api.server';
import { formText } from '../lib/api-field-errors';
import type { Route } from './+types/admin.home-content.ads';

/** The name of this page in the dashboard's title and breadcrumbs. */
export const handle: DashboardHandle = { pageTitle: 'Ads' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const ads = bodyOrThrow(
    await apiFor(context, request)<Page<Advertisement>>('/api/admin/advertisements?limit=100'),
    'The advertisements',
  );
  // The four slots the home page shows, in page order (read here so the contract stays on the server).
  return { ads: ads.items, slots: Object.values(homeAdNames) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const api = apiFor(context, request);
  const intent = formText(form, 'intent');
  if (intent === 'create') {
    return sendToApi(api, '/api/admin/advertisements', 'POST', advertisementBody(form), 'Ad added.');
  }
  if (intent === 'update') {
    return sendToApi(api, itemPath('advertisements', form), 'PATCH', advertisementBody(form), 'Ad saved.');
  }
  if (intent === 'delete') {
    return deleteWithUndo(api, itemPath('advertisements', form), 'Ad deleted.', {
      fields: { intent: 'restore', slug: formText(form, 'slug') },
      label: `Undo deleting ad ${formText(form, 'adName')}`,
    });
  }
  if (intent === 'restore') {
    return restoreFromUndo(api, itemPath('advertisements', form), 'Ad restored.');
  }
  return refused('Unknown action.');
}

export default function AdminAdsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { ads, slots } = loaderData;
  return (
    <div>
      <ActionOutcome result={actionData} />
      <p className="mb-4 text-sm text-muted">
        The home page shows these four ads: two beside the sliders and two banners further down.
      </p>
      <ul className="space-y-4">
        {slots.map((adName) => {
          const ad = ads.find((item) => item.adName === adName);
          return (
            <li key={adName} className="rounded-card border border-line bg-white p-4" data-testid="admin-ad">
              <div className="mb-3 flex items-center gap-2">
                <h3 className="font-semibold">{adName}</h3>
                <StatusBadge status={ad ? ad.status : 'empty'} />
              </div>
              <AdForm key={`${adName}-${versionKey(ad ?? null)}`} adName={adName} ad={ad} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
