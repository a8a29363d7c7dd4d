import { StatusBadge } from '../components/ui/dashboard-frame';
import { EmptyState } from '../components/ui/empty-state';
import { InputField } from '../components/ui/form-field';
import { UnsavedChangesScope, WatchedForm } from '../components/ui/unsaved-changes';
import { itemPath, refused, sendToApi } from '../features/admin/content-action.server';
import { ActiveCheckbox, IntentButton } from '../features/admin/content-fields';
import { statusFrom } from '../features/admin/content-forms';
import { wholeList } from '../features/admin/content-lists.server';
import { ActionOutcome, useSavedStamp, versionKey } from '../features/admin/content-outcome';
import type { AdminBlogCategory } from '../features/admin/content-types';
import { apiFor } from '../lib/api.server';
import { formText } from '../lib/api-field-errors';
import type { Route } from './+types/admin.blog-categories';

export async function loader({ request, context }: Route.LoaderArgs) {
  const categories = await wholeList<AdminBlogCategory>(
    apiFor(context, request),
    '/api/admin/blog-categories',
    'The blog categories',
  );
  return { categories };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const api = apiFor(context, request);
  const intent = formText(form, 'intent');
  const name = formText(form, 'name');
  if ((intent === 'create' || intent === 'update') && !name) return refused('The category needs a name.');
  const body = { ok: true as const, body: { name, status: statusFrom(form) } };
  if (intent === 'create')
    return sendToApi(api, '/api/admin/blog-categories', 'POST', body, 'Category created.');
  if (intent === 'update')
    return sendToApi(api, itemPath('blog-categories', form), 'PATCH', body, 'Category saved.');
  if (intent === 'delete') {
    return sendToApi(api, itemPath('blog-categories', form), 'DELETE', null, 'Category deleted.');
  }
  return refused('Unknown action.');
}

export default function AdminBlogCategoriesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const stamp = useSavedStamp(actionData);
  return (
    <UnsavedChangesScope>
      <section aria-labelledby="admin-blog-categories-heading">
        <h2 id="admin-blog-categories-heading" className="mb-4 text-xl font-semibold">
          Blog categories <span className="text-base font-normal text-muted">({categories.length})</span>
        </h2>
        <ActionOutcome result={actionData} />
        <WatchedForm
          key={`new-${stamp}`}
          method="post"
          aria-label="Create a blog category"
          className="mb-6 flex flex-wrap items-end gap-3 rounded-card border border-line bg-white p-4"
        >
          <InputField label="New category" name="name" required maxLength={100} className="min-w-48 flex-1" />
          <ActiveCheckbox />
          <IntentButton intent="create">Create</IntentButton>
        </WatchedForm>
        {categories.length === 0 ? (
          <EmptyState title="No blog categories yet" />
        ) : (
          <ul className="space-y-2">
            {categories.map((category) => (
              <li key={versionKey(category)} className="rounded-card border border-line bg-white p-3 text-sm">
                <WatchedForm
                  method="post"
                  aria-label={`Blog category ${category.name}`}
                  className="flex flex-wrap items-end gap-3"
                >
                  <input type="hidden" name="slug" value={category.slug} />
                  <InputField
                    label="Name"
                    name="name"
                    required
                    maxLength={100}
                    defaultValue={category.name}
                    className="min-w-48 flex-1"
                  />
                  <p className="pb-2 text-xs text-muted">{category.blogCount} posts</p>
                  <StatusBadge status={category.status} />
                  <ActiveCheckbox defaultChecked={category.status === 'active'} />
                  <IntentButton intent="update" secondary>
                    Save
                  </IntentButton>
                  <IntentButton intent="delete" danger label={`Delete ${category.name}`}>
                    Delete
                  </IntentButton>
                </WatchedForm>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3 text-xs text-muted">
          Only a category without posts can be deleted; hide it instead.
        </p>
      </section>
    </UnsavedChangesScope>
  );
}
