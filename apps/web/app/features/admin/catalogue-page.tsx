import { Form, Link, useNavigation } from 'react-router';
import { FormNote, useCheckedForm } from '../../components/ui/checked-form';
import { buttonClass, InputField, SelectField, secondaryButtonClass } from '../../components/ui/form-field';
import { ImageUploadField } from '../../components/ui/image-upload-field';
import { countOf } from '../../lib/plural';
import type { FormOutcome } from './admin-list-action.server';
import { type AdminListFilter, AdminListPage, PAGE_SIZE_FILTER, STATUS_FILTER } from './admin-list-page';
import type { CatalogueData } from './catalogue-action.server';
import { catalogueBodyFrom } from './catalogue-forms';
import type { CatalogueEntry, CatalogueKind } from './catalogue-kinds';
import { CatalogueTable } from './catalogue-table';

function withQuery(path: string, params: Record<string, string>): string {
  const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The create form, or the edit form of one row; a refused answer comes back filled in. */
function CatalogueForm({
  kind,
  entry,
  parents,
  outcome,
  cancelHref,
}: {
  kind: CatalogueKind;
  entry: CatalogueEntry | null;
  parents: CatalogueData['parents'];
  outcome: FormOutcome | undefined;
  cancelHref: string;
}) {
  const navigation = useNavigation();
  const formId = entry ? entry.slug : 'create';
  const mine = outcome?.form === formId ? outcome : undefined;
  const refused = mine && !mine.ok ? mine.values : undefined;
  const {
    errors: fields,
    formProps,
    dialog,
  } = useCheckedForm({
    check: (data) => {
      const parsed = catalogueBodyFrom(kind, data, entry !== null);
      return parsed.ok ? {} : parsed.fields;
    },
    serverErrors: mine?.fields,
    refusedAt: refused ? mine?.at : undefined,
  });
  const value = (field: string, current: string | null | undefined) => refused?.[field] ?? current ?? '';
  const title = entry
    ? `Edit ${kind.noun.toLowerCase()} “${entry.name}”`
    : `Add a ${kind.noun.toLowerCase()}`;
  return (
    <Form
      // A new answer remounts the form: cleared after a create, refilled after a refusal.
      key={`${formId}-${mine?.at ?? 0}`}
      method="post"
      aria-label={title}
      {...formProps}
      className="mb-6 grid gap-4 rounded-card border border-line bg-white p-4 shadow-sm sm:grid-cols-2"
    >
      <h3 className="text-lg font-semibold sm:col-span-2">{title}</h3>
      <input type="hidden" name="intent" value={entry ? 'update' : 'create'} />
      {entry ? <input type="hidden" name="slug" value={entry.slug} /> : null}
      <InputField
        label="Name"
        name={kind.nameField}
        required
        maxLength={100}
        defaultValue={value(kind.nameField, entry?.name)}
        error={fields[kind.nameField]}
        hint={
          entry
            ? `Slug: ${entry.slug} (it never changes, so links keep working)`
            : 'The slug follows the name.'
        }
      />
      {kind.hasParent ? (
        <SelectField
          label="Parent category"
          name="cat_slug"
          required
          defaultValue={value('cat_slug', entry?.parentSlug)}
          error={fields.cat_slug}
          options={[
            { value: '', label: 'Choose a category' },
            ...parents.map((parent) => ({ value: parent.slug, label: parent.name })),
          ]}
        />
      ) : null}
      <SelectField
        label="Status"
        name={kind.statusField}
        defaultValue={value(kind.statusField, entry?.status ?? 'active')}
        error={fields[kind.statusField]}
        options={[
          { value: 'active', label: 'Active (shown in the shop)' },
          { value: 'inactive', label: 'Inactive (hidden)' },
        ]}
      />
      <div className="sm:col-span-2">
        <ImageUploadField
          label={kind.imageLabel}
          name={kind.imageField}
          defaultValue={value(kind.imageField, entry?.image)}
          error={fields[kind.imageField]}
        />
      </div>
      <FormNote text={fields.form} />
      {dialog}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" className={buttonClass} disabled={navigation.state === 'submitting'}>
          {entry ? 'Save changes' : `Add ${kind.noun.toLowerCase()}`}
        </button>
        {entry ? (
          <Link to={cancelHref} className="text-sm text-accent-ink underline">
            Close without saving
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/**
 * The confirmation step of a deactivation (a page of its own state, `?confirm=<slug>`, so it works without
 * scripts): how many products shoppers stop seeing, then the post that hides them.
 */
function DeactivationConfirm({
  kind,
  entry,
  visibleProducts,
  cancelHref,
}: {
  kind: CatalogueKind;
  entry: CatalogueEntry;
  visibleProducts: number;
  cancelHref: string;
}) {
  return (
    <section
      aria-labelledby="deactivate-confirm-title"
      className="mb-6 rounded-card border border-amber-300 bg-amber-50 p-4 text-sm"
    >
      <h2 id="deactivate-confirm-title" className="font-bold">
        Deactivate {kind.noun.toLowerCase()} “{entry.name}”?
      </h2>
      <p className="mt-1">
        {visibleProducts === 0
          ? 'Shoppers see no products through it now, so nothing else disappears.'
          : `This hides ${countOf(visibleProducts, 'product')} from the shop: listings, search, filters, menus, the sitemap and their own pages, until you activate it again.`}
      </p>
      <Form method="post" className="mt-3 flex flex-wrap gap-2">
        <input type="hidden" name="slug" value={entry.slug} />
        <input type="hidden" name="name" value={entry.name} />
        <button type="submit" name="intent" value="deactivate" className={buttonClass}>
          Deactivate
        </button>
        <Link to={cancelHref} className={secondaryButtonClass}>
          Cancel
        </Link>
      </Form>
    </section>
  );
}

/** `/admin/categories`, `/admin/sub-categories` and `/admin/brands`: list, filters, create and edit. */
export function CataloguePage({
  kind,
  data,
  outcome,
}: {
  kind: CatalogueKind;
  data: CatalogueData;
  outcome: FormOutcome | undefined;
}) {
  const path = `/admin/${kind.collection}`;
  const filters: AdminListFilter[] = [STATUS_FILTER];
  if (kind.hasParent) {
    filters.push({
      name: 'cat_slug',
      label: 'Category',
      options: [
        { value: '', label: 'Every category' },
        ...data.parents.map((parent) => ({ value: parent.slug, label: parent.name })),
      ],
    });
  }
  filters.push(PAGE_SIZE_FILTER);
  const parentName = (slug: string | null) =>
    slug ? (data.parents.find((parent) => parent.slug === slug)?.name ?? slug) : null;
  // The table's state every link of the page carries along: filters, sort and page size.
  const keep = { sort: data.sort?.by ?? '', order: data.sort?.order ?? '' };
  const state = { ...data.values, ...keep, limit: String(data.limit) };
  const here = { ...state, page: String(data.page) };
  return (
    <AdminListPage
      id={`admin-${kind.collection}`}
      title={kind.plural}
      path={path}
      count={data.count}
      page={data.page}
      limit={data.limit}
      searchLabel={`Search ${kind.plural.toLowerCase()}`}
      searchPlaceholder="Name"
      filters={filters}
      values={{ ...data.values, limit: String(data.limit) }}
      keep={keep}
      outcome={outcome}
      emptyTitle={`No ${kind.plural.toLowerCase()} match`}
      isEmpty={false}
      before={
        <>
          {data.confirming ? (
            <DeactivationConfirm
              kind={kind}
              entry={data.confirming.entry}
              visibleProducts={data.confirming.visibleProducts}
              cancelHref={withQuery(path, here)}
            />
          ) : null}
          <CatalogueForm
            kind={kind}
            entry={data.editing}
            parents={data.parents}
            outcome={outcome}
            cancelHref={withQuery(path, state)}
          />
        </>
      }
    >
      <CatalogueTable
        kind={kind}
        entries={data.entries}
        sort={data.sort}
        parentName={parentName}
        editHref={(entry: CatalogueEntry) => withQuery(path, { ...here, edit: entry.slug })}
        confirmHref={(entry: CatalogueEntry) => withQuery(path, { ...here, confirm: entry.slug })}
      />
    </AdminListPage>
  );
}
