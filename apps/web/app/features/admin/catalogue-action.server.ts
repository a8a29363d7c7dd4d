import { pageSizeFrom, type TableSort, tableSortFrom } from '../../components/ui/table-state';
import { type ApiFetch, isOk } from '../../lib/api.server';
import { formText } from '../../lib/api-field-errors';
import { eachRow, ticked } from '../../lib/table-bulk.server';
import { adminListQuery, bodyOrThrow } from './admin.server';
import {
  type FormOutcome,
  outcome,
  send,
  sendDelete,
  submitted,
  withValues,
} from './admin-list-action.server';
import type { Page } from './admin-types';
import { catalogueBodyFrom } from './catalogue-forms';
import {
  type ApiCatalogueRecord,
  type CatalogueEntry,
  type CatalogueKind,
  catalogueEntry,
  catalogueSortKeys,
} from './catalogue-kinds';

/** The bulk intents of a catalogue table: each ticked row through its own call, in order. */
const BULK_INTENTS = {
  'bulk-activate': { call: 'activate', method: 'POST', done: 'activated', refused: undefined },
  'bulk-deactivate': { call: 'deactivate', method: 'POST', done: 'deactivated', refused: undefined },
  'bulk-delete': {
    call: '',
    method: 'DELETE',
    done: 'deleted',
    refused: 'could not be deleted: products still use them, so deactivate those instead',
  },
} as const;

async function bulkCatalogueAction(
  api: ApiFetch,
  kind: CatalogueKind,
  intent: keyof typeof BULK_INTENTS,
  form: FormData,
): Promise<FormOutcome> {
  const step = BULK_INTENTS[intent];
  const result = await eachRow(
    ticked(form),
    async (slug) => {
      const path = `/api/admin/${kind.collection}/${encodeURIComponent(slug)}${step.call ? `/${step.call}` : ''}`;
      return isOk(await api(path, { method: step.method }));
    },
    {
      noun: kind.noun.toLowerCase(),
      nouns: kind.plural.toLowerCase(),
      done: step.done,
      ...(step.refused ? { refused: step.refused } : {}),
    },
  );
  return outcome(result.ok, result.message, 'bulk');
}

/** The `create`, `update`, `activate`, `deactivate`, `delete` and `restore` intents of a catalogue page. */
export async function catalogueAction(
  api: ApiFetch,
  kind: CatalogueKind,
  form: FormData,
): Promise<FormOutcome> {
  const intent = formText(form, 'intent');
  const slug = formText(form, 'slug');
  const base = `/api/admin/${kind.collection}`;
  const item = `${base}/${encodeURIComponent(slug)}`;
  if (intent === 'create' || intent === 'update') {
    const editing = intent === 'update';
    const which = editing ? slug : 'create';
    const parsed = catalogueBodyFrom(kind, form, editing);
    if (!parsed.ok) return outcome(false, parsed.message, which, parsed.fields, submitted(form));
    const name = String(parsed.body[kind.nameField]);
    const result = editing
      ? await send(api, item, 'PATCH', parsed.body, `${kind.noun} “${name}” saved.`, which)
      : await send(api, base, 'POST', parsed.body, `${kind.noun} “${name}” created.`, which);
    return withValues(result, form);
  }
  if (Object.hasOwn(BULK_INTENTS, intent)) {
    return bulkCatalogueAction(api, kind, intent as keyof typeof BULK_INTENTS, form);
  }
  if ((intent === 'activate' || intent === 'deactivate') && slug) {
    const name = formText(form, 'name') || slug;
    return send(api, `${item}/${intent}`, 'POST', undefined, `${kind.noun} “${name}” ${intent}d.`, slug);
  }
  if (intent === 'delete' && slug) {
    const name = formText(form, 'name') || slug;
    return sendDelete(api, item, `${kind.noun} “${name}” deleted.`, slug, {
      fields: { intent: 'restore', slug, name },
      label: `Undo deleting ${kind.noun.toLowerCase()} ${name}`,
    });
  }
  if (intent === 'restore' && slug) {
    const name = formText(form, 'name') || slug;
    return send(api, `${item}/restore`, 'POST', undefined, `${kind.noun} “${name}” is back.`, slug);
  }
  return outcome(false, 'Unknown action.', '');
}

export interface CatalogueData {
  entries: CatalogueEntry[];
  count: number;
  page: number;
  /** The row being edited (`?edit=<slug>`), when it exists. */
  editing: CatalogueEntry | null;
  /** Every category, for the sub-category page's parent select and filter. */
  parents: { slug: string; name: string }[];
  values: Record<string, string>;
  sort: TableSort | null;
  limit: number;
  /**
   * The active row whose deactivation waits for confirmation (`?confirm=<slug>`), with how many products
   * shoppers would stop seeing: the admin is told before anything is hidden.
   */
  confirming: { entry: CatalogueEntry; visibleProducts: number } | null;
}

/** A catalogue page's list, its search and filters, the row being edited and the parent categories. */
export async function loadCatalogue(api: ApiFetch, kind: CatalogueKind, url: URL): Promise<CatalogueData> {
  const filterKeys = kind.hasParent ? ['search', 'status', 'cat_slug'] : ['search', 'status'];
  const limit = pageSizeFrom(url);
  const editSlug = url.searchParams.get('edit')?.trim();
  const confirmSlug = url.searchParams.get('confirm')?.trim();
  const confirmPath = `/api/admin/${kind.collection}/${encodeURIComponent(confirmSlug ?? '')}`;
  const [list, edited, parents, confirmEntry, hidden] = await Promise.all([
    api<Page<ApiCatalogueRecord>>(
      `/api/admin/${kind.collection}${adminListQuery(url, [...filterKeys, 'sort', 'order', 'page'], limit)}`,
    ),
    editSlug
      ? api<ApiCatalogueRecord>(`/api/admin/${kind.collection}/${encodeURIComponent(editSlug)}`)
      : null,
    kind.hasParent ? api<Page<ApiCatalogueRecord>>('/api/admin/categories?limit=100') : null,
    confirmSlug ? api<ApiCatalogueRecord>(confirmPath) : null,
    confirmSlug ? api<{ visibleProducts: number }>(`${confirmPath}/visible-products`) : null,
  ]);
  const toConfirm = confirmEntry && isOk(confirmEntry) ? catalogueEntry(confirmEntry.body) : null;
  const page = bodyOrThrow(list, `The ${kind.plural.toLowerCase()}`);
  const values: Record<string, string> = {};
  for (const key of filterKeys) values[key] = url.searchParams.get(key)?.trim() ?? '';
  return {
    entries: page.items.map(catalogueEntry),
    count: page.count,
    page: page.page,
    editing: edited && isOk(edited) ? catalogueEntry(edited.body) : null,
    parents:
      parents && isOk(parents)
        ? parents.body.items.map(catalogueEntry).map((entry) => ({ slug: entry.slug, name: entry.name }))
        : [],
    values,
    sort: tableSortFrom(url, catalogueSortKeys(kind)),
    limit,
    confirming:
      toConfirm?.status === 'active' && hidden && isOk(hidden)
        ? { entry: toConfirm, visibleProducts: hidden.body.visibleProducts }
        : null,
  };
}
