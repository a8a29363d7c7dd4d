import type { DashboardHandle } from '../components/ui/dashboard-frame';
import { EmptyState } from '../components/ui/empty-state';
import { InputField, SelectField } from '../components/ui/form-field';
import { WatchedForm } from '../components/ui/unsaved-changes';
import {
  deleteWithUndo,
  itemPath,
  refused,
  restoreFromUndo,
  sendToApi,
} from '../features/admin/content-action.server';
import { IntentButton } from '../features/admin/content-fields';
import { megaMenuBody } from '../features/admin/content-forms';
import { wholeList } from '../features/admin/content-lists.server';
import { MegaMenuEntryCard } from '../features/admin/content-mega-menu-entry';
import { ActionOutcome, versionKey } from '../features/admin/content-outcome';
import type { AdminCategory, AdminMegaMenuEntry, AdminSubCategory } from '../features/admin/content-types';
import { apiFor } from '../lib/api.server';
import { formText } from '../lib/api-field-errors';
import type { Route } from './+types/admin.home-content.mega-menu';

/** The name of this page in the dashboard's title and breadcrumbs. */
export const handle: DashboardHandle = { pageTitle: 'Mega menu' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiFor(context, request);
  const [entries, categories, subCategories] = await Promise.all([
    wholeList<AdminMegaMenuEntry>(api, '/api/admin/mega-menu', 'The mega menu'),
    wholeList<AdminCategory>(api, '/api/admin/categories', 'The categories'),
    wholeList<AdminSubCategory>(api, '/api/admin/sub-categories', 'The sub-categories'),
  ]);
  return { entries, categories, subCategories };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const api = apiFor(context, request);
  const intent = formText(form, 'intent');
  if (intent === 'add') {
    return sendToApi(
      api,
      '/api/admin/mega-menu',
      'POST',
      megaMenuBody(form, true),
      'Column added; now tick its sub-categories.',
    );
  }
  if (intent === 'update') {
    return sendToApi(api, itemPath('mega-menu', form), 'PATCH', megaMenuBody(form, false), 'Column saved.');
  }
  if (intent === 'remove') {
    return deleteWithUndo(api, itemPath('mega-menu', form), 'Column removed.', {
      fields: { intent: 'restore', slug: formText(form, 'slug') },
      label: `Undo removing ${formText(form, 'item_name') || 'the column'} from the mega menu`,
    });
  }
  if (intent === 'restore') return restoreFromUndo(api, itemPath('mega-menu', form), 'Column restored.');
  return refused('Unknown action.');
}

export default function AdminMegaMenuPage({ loaderData, actionData }: Route.ComponentProps) {
  const { entries, categories, subCategories } = loaderData;
  const used = new Set(entries.map((entry) => entry.categoriesData.cat_slug));
  const choices = categories.filter((category) => !used.has(category.cat_slug));
  const nextSerial = entries.reduce((max, entry) => Math.max(max, entry.serial + 1), 0);
  return (
    <div>
      <ActionOutcome result={actionData} />
      <p className="mb-4 text-sm text-muted">
        Each column of the header's mega menu is a category with the sub-categories ticked below it.
      </p>
      {entries.length === 0 ? (
        <EmptyState title="The mega menu is empty" />
      ) : (
        <ol className="space-y-3">
          {entries.map((entry) => (
            <MegaMenuEntryCard
              key={versionKey(entry)}
              entry={entry}
              subCategories={subCategories.filter((item) => item.cat_slug === entry.categoriesData.cat_slug)}
            />
          ))}
        </ol>
      )}
      {choices.length > 0 ? (
        <WatchedForm
          method="post"
          className="mt-4 flex flex-wrap items-end gap-3"
          aria-label="Add a mega menu column"
        >
          <SelectField
            label="Category"
            name="cat_slug"
            className="min-w-48"
            options={[
              { value: '', label: 'Choose a category' },
              ...choices.map((category) => ({ value: category.cat_slug, label: category.cat_name })),
            ]}
          />
          <InputField
            label="Position"
            name="serial"
            type="number"
            min={0}
            max={100000}
            defaultValue={nextSerial}
            className="w-24"
          />
          <IntentButton intent="add">Add column</IntentButton>
        </WatchedForm>
      ) : null}
    </div>
  );
}
