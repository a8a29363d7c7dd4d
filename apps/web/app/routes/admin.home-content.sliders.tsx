import { Form } from 'react-router';
import { StatusBadge } from '../components/ui/dashboard-frame';
import { EmptyState } from '../components/ui/empty-state';
import { bodyOrThrow } from '../features/admin/admin.server';
import type { Page } from '../features/admin/admin-types';
import {
  deleteWithUndo,
  itemPath,
  refused,
  restoreFromUndo,
  sendToApi,
} from '../features/admin/content-action.server';
import { ContentCard, EditDisclosure, IntentButton } from '../features/admin/content-fields';
import { sliderBody } from '../features/admin/content-forms';
import { ActionOutcome, useSavedStamp, versionKey } from '../features/admin/content-outcome';
import { SliderForm } from '../features/admin/content-slider-form';
import type { Slider } from '../features/admin/content-types';
import { apiFor } from '../lib/api.server';
import { formText } from '../lib/api-field-errors';
import type { Route } from './+types/admin.home-content.sliders';

export async function loader({ request, context }: Route.LoaderArgs) {
  const sliders = bodyOrThrow(
    await apiFor(context, request)<Page<Slider>>('/api/admin/sliders?limit=100'),
    'The sliders',
  );
  return { sliders };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const api = apiFor(context, request);
  const intent = formText(form, 'intent');
  if (intent === 'create') {
    return sendToApi(api, '/api/admin/sliders', 'POST', sliderBody(form), 'Slider added.');
  }
  if (intent === 'update') {
    return sendToApi(api, itemPath('sliders', form), 'PATCH', sliderBody(form), 'Slider saved.');
  }
  if (intent === 'delete') {
    return deleteWithUndo(api, itemPath('sliders', form), 'Slider deleted.', {
      fields: { intent: 'restore', slug: formText(form, 'slug') },
      label: `Undo deleting slider ${formText(form, 'item_name') || formText(form, 'slug')}`,
    });
  }
  if (intent === 'restore') return restoreFromUndo(api, itemPath('sliders', form), 'Slider restored.');
  return refused('Unknown action.');
}

export default function AdminSlidersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { sliders } = loaderData;
  const stamp = useSavedStamp(actionData);
  return (
    <div>
      <ActionOutcome result={actionData} />
      <h3 className="mb-2 font-semibold">Add a slider</h3>
      <div className="mb-6 rounded-card border border-line bg-white p-4">
        <SliderForm key={stamp} />
      </div>
      <h3 className="mb-2 font-semibold">
        Sliders <span className="font-normal text-muted">({sliders.count})</span>
      </h3>
      {sliders.items.length === 0 ? (
        <EmptyState title="No sliders yet" />
      ) : (
        <ul className="space-y-3">
          {sliders.items.map((slider) => (
            <ContentCard key={slider.slug} testId="admin-slider">
              <div className="flex flex-wrap items-center gap-3">
                <img
                  src={slider.image}
                  alt=""
                  className="h-14 w-24 rounded-card border border-line object-cover"
                />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">{slider.titleOne || '(no title)'}</p>
                  <p className="text-xs text-muted">
                    Position {slider.serial}
                    {slider.titleTWo ? ` · ${slider.titleTWo}` : ''}
                    {slider.productLink ? ` · ${slider.productLink}` : ''}
                  </p>
                </div>
                <StatusBadge status={slider.status} />
                <Form method="post">
                  <input type="hidden" name="slug" value={slider.slug} />
                  <input type="hidden" name="item_name" value={slider.titleOne || slider.slug} />
                  <IntentButton
                    intent="delete"
                    danger
                    undoable
                    label={`Delete slider ${slider.titleOne || slider.slug}`}
                  >
                    Delete
                  </IntentButton>
                </Form>
              </div>
              <EditDisclosure summary="Edit">
                <SliderForm key={versionKey(slider)} slider={slider} />
              </EditDisclosure>
            </ContentCard>
          ))}
        </ul>
      )}
    </div>
  );
}
