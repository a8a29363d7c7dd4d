import type { DashboardHandle } from '../components/ui/dashboard-frame';
import { deleteWithUndo, refused, restoreFromUndo, sendToApi } from '../features/admin/content-action.server';
import { CategoryEntries, type EntryKind } from '../features/admin/content-category-entries';
import { categoryEntryBody } from '../features/admin/content-forms';
import { wholeList } from '../features/admin/content-lists.server';
import { ActionOutcome } from '../features/admin/content-outcome';
import type { AdminCategory, CategoryEntry } from '../features/admin/content-types';
import { apiFor } from '../lib/api.server';
import { formText } from '../lib/api-field-errors';
import type { Route } from './+types/admin.home-content.categories';

/** The name of this page in the dashboard's title and breadcrumbs. */
export const handle: DashboardHandle = { pageTitle: 'Home categories' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiFor(context, request);
  const [popular, featured, categories] = await Promise.all([
    wholeList<CategoryEntry>(api, '/api/admin/popular-categories', 'The popular categories'),
    wholeList<CategoryEntry>(api, '/api/admin/featured-categories', 'The featured categories'),
    wholeList<AdminCategory>(api, '/api/admin/categories', 'The categories'),
  ]);
  return { popular, featured, categories };
}

const isKind = (value: string): value is EntryKind => value === 'popular' || value === 'featured';

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const kind = formText(form, 'kind');
  if (!isKind(kind)) return refused('Unknown list.');
  const api = apiFor(context, request);
  const base = `/api/admin/${kind}-categories`;
  const entry = `${base}/${encodeURIComponent(formText(form, 'slug'))}`;
  const intent = formText(form, 'intent');
  if (intent === 'add') return sendToApi(api, base, 'POST', categoryEntryBody(form, true), 'Category added.');
  if (intent === 'update') {
    return sendToApi(api, entry, 'PATCH', categoryEntryBody(form, false), 'Category entry saved.');
  }
  if (intent === 'remove') {
    return deleteWithUndo(api, entry, 'Category removed from the list.', {
      fields: { intent: 'restore', kind, slug: formText(form, 'slug') },
      label: `Undo removing ${formText(form, 'item_name') || 'the category'} from the ${kind} categories`,
    });
  }
  if (intent === 'restore') return restoreFromUndo(api, entry, 'Category entry restored.');
  return refused('Unknown action.');
}

export default function AdminHomeCategoriesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { popular, featured, categories } = loaderData;
  return (
    <div>
      <ActionOutcome result={actionData} />
      <CategoryEntries kind="popular" title="Popular categories" entries={popular} categories={categories} />
      <CategoryEntries
        kind="featured"
        title="Featured categories"
        entries={featured}
        categories={categories}
      />
    </div>
  );
}
