import { StatusBadge } from '../../components/ui/dashboard-frame';
import { EmptyState } from '../../components/ui/empty-state';
import { InputField, SelectField } from '../../components/ui/form-field';
import { WatchedForm } from '../../components/ui/unsaved-changes';
import { ActiveCheckbox, ContentCard, IntentButton } from './content-fields';
import { versionKey } from './content-outcome';
import type { AdminCategory, CategoryEntry } from './content-types';

export type EntryKind = 'popular' | 'featured';

/** The popular or featured categories of the home page: order, (de)activate, remove, add. */
export function CategoryEntries({
  kind,
  title,
  entries,
  categories,
}: {
  kind: EntryKind;
  title: string;
  entries: CategoryEntry[];
  categories: AdminCategory[];
}) {
  const used = new Set(entries.map((entry) => entry.cat_slug));
  const choices = categories.filter((category) => !used.has(category.cat_slug));
  const nextSerial = entries.reduce((max, entry) => Math.max(max, entry.serial + 1), 0);
  return (
    <section aria-labelledby={`${kind}-heading`} className="mb-8">
      <h3 id={`${kind}-heading`} className="mb-2 font-semibold">
        {title} <span className="font-normal text-muted">({entries.length})</span>
      </h3>
      {entries.length === 0 ? (
        <EmptyState title={`No ${kind} categories yet`} />
      ) : (
        <ol className="space-y-2">
          {entries.map((entry) => (
            <ContentCard key={versionKey(entry)} testId={`${kind}-category`}>
              <WatchedForm
                method="post"
                className="flex flex-wrap items-end gap-3"
                aria-label={`${title}: ${entry.categoriesData.cat_name}`}
              >
                <input type="hidden" name="kind" value={kind} />
                <input type="hidden" name="slug" value={entry.slug} />
                <input type="hidden" name="item_name" value={entry.categoriesData.cat_name} />
                <p className="min-w-40 flex-1 font-semibold">{entry.categoriesData.cat_name}</p>
                <StatusBadge status={entry.status} />
                <InputField
                  label="Position"
                  name="serial"
                  type="number"
                  min={0}
                  max={100000}
                  defaultValue={entry.serial}
                  className="w-24"
                />
                <ActiveCheckbox defaultChecked={entry.status === 'active'} />
                <IntentButton intent="update" secondary>
                  Save
                </IntentButton>
                <IntentButton
                  intent="remove"
                  danger
                  undoable
                  label={`Remove ${entry.categoriesData.cat_name} from ${title}`}
                >
                  Remove
                </IntentButton>
              </WatchedForm>
            </ContentCard>
          ))}
        </ol>
      )}
      {choices.length > 0 ? (
        <WatchedForm
          method="post"
          className="mt-3 flex flex-wrap items-end gap-3"
          aria-label={`Add to ${title}`}
        >
          <input type="hidden" name="kind" value={kind} />
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
          <IntentButton intent="add">Add</IntentButton>
        </WatchedForm>
      ) : null}
    </section>
  );
}
