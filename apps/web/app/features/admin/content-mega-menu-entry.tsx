import { StatusBadge } from '../../components/ui/dashboard-frame';
import { InputField } from '../../components/ui/form-field';
import { WatchedForm } from '../../components/ui/unsaved-changes';
import { ActiveCheckbox, ContentCard, IntentButton } from './content-fields';
import type { AdminMegaMenuEntry, AdminSubCategory } from './content-types';

/**
 * One column of the mega menu: its category and the sub-categories it lists. The chosen ones come first in
 * their current order, the others after; the menu shows the checked ones in the order they appear here.
 */
export function MegaMenuEntryCard({
  entry,
  subCategories,
}: {
  entry: AdminMegaMenuEntry;
  subCategories: AdminSubCategory[];
}) {
  const chosen = entry.sub_cat_list.map((item) => item.slug);
  const others = subCategories.filter((item) => !chosen.includes(item.slug));
  const options = [
    ...entry.sub_cat_list.map((item) => ({ slug: item.slug, name: item.subcat_name, checked: true })),
    ...others.map((item) => ({ slug: item.slug, name: item.subcat_name, checked: false })),
  ];
  const name = entry.categoriesData.cat_name;
  return (
    <ContentCard testId="admin-mega-menu-entry">
      <WatchedForm method="post" aria-label={`Mega menu column ${name}`}>
        <input type="hidden" name="slug" value={entry.slug} />
        <input type="hidden" name="item_name" value={name} />
        <div className="mb-2 flex flex-wrap items-center gap-2">
          <h3 className="flex-1 font-semibold">{name}</h3>
          <StatusBadge status={entry.status} />
        </div>
        <fieldset className="mb-3">
          <legend className="mb-1 text-sm font-medium">Sub-categories shown</legend>
          {options.length === 0 ? (
            <p className="text-xs text-muted">This category has no sub-categories.</p>
          ) : (
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {options.map((option) => (
                <label key={option.slug} className="inline-flex items-center gap-1.5">
                  <input
                    type="checkbox"
                    name="sub_cat_slugs"
                    value={option.slug}
                    defaultChecked={option.checked}
                    className="size-4"
                  />
                  {option.name}
                </label>
              ))}
            </div>
          )}
        </fieldset>
        <div className="flex flex-wrap items-end gap-3">
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
          <IntentButton intent="remove" danger undoable label={`Remove ${name} from the mega menu`}>
            Remove
          </IntentButton>
        </div>
      </WatchedForm>
    </ContentCard>
  );
}
