import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { FormMessage, secondaryButtonClass } from '../../components/ui/form-field';
import { Pagination } from '../../components/ui/pagination';
import { PAGE_SIZES } from '../../components/ui/table-state';
import { UndoNotice, type UndoOffer } from '../../components/ui/undo-notice';
import { useActionToast } from '../../lib/action-toast';
import { adminPageHref, pageCount } from './admin-list-query';

export interface AdminListFilter {
  name: string;
  label: string;
  options: { value: string; label: string }[];
}

export interface AdminListOutcome {
  ok: boolean;
  message: string;
  /** A delete's way back: shown as "Deleted. Undo" instead of a toast. */
  undo?: UndoOffer | undefined;
  /** When the answer came (each answer a fresh notice). */
  at?: number;
}

const controlClass = 'rounded-card border border-line bg-white px-3 py-2 text-sm';

/**
 * The frame every admin list shares: a heading with the count, a search-and-filter form (a GET form, so it
 * works without scripts), the last action's answer (a toast with scripts, and a message in the page for a
 * full page post), the rows or an empty state, and page links that keep the search and filters.
 */
export function AdminListPage({
  id,
  title,
  path,
  count,
  page,
  limit,
  searchLabel,
  searchPlaceholder,
  filters = [],
  values,
  outcome,
  emptyTitle,
  isEmpty,
  before,
  keep = {},
  children,
}: {
  /** Prefix of the element ids (heading, search, filters). */
  id: string;
  title: string;
  /** The page's own path, for the page links. */
  path: string;
  count: number;
  page: number;
  limit: number;
  searchLabel: string;
  searchPlaceholder: string;
  filters?: AdminListFilter[];
  /** The current search and filter values (from the URL). */
  values: Record<string, string>;
  outcome: AdminListOutcome | undefined;
  emptyTitle: string;
  isEmpty: boolean;
  /** Shown between the filters and the rows (e.g. a create form). */
  before?: ReactNode;
  /** URL state the filter form carries along unchanged (e.g. a table's sort). */
  keep?: Record<string, string>;
  children: ReactNode;
}) {
  useActionToast(outcome?.undo ? undefined : outcome);
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="mb-4 text-xl font-semibold">
        {title} <span className="text-base font-normal text-muted">({count})</span>
      </h2>
      <Form method="get" role="search" className="mb-4 flex flex-wrap gap-2">
        {Object.entries(keep).map(([name, value]) =>
          value ? <input key={name} type="hidden" name={name} value={value} /> : null,
        )}
        <label htmlFor={`${id}-search`} className="sr-only">
          {searchLabel}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          name="search"
          defaultValue={values.search ?? ''}
          placeholder={searchPlaceholder}
          className="min-w-0 flex-1 rounded-card border border-line px-3 py-2 text-sm"
        />
        {filters.map((filter) => (
          <span key={filter.name} className="contents">
            <label htmlFor={`${id}-${filter.name}`} className="sr-only">
              {filter.label}
            </label>
            <select
              id={`${id}-${filter.name}`}
              name={filter.name}
              defaultValue={values[filter.name] ?? ''}
              className={controlClass}
            >
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </span>
        ))}
        <button type="submit" className={secondaryButtonClass}>
          Filter
        </button>
      </Form>
      {outcome?.undo ? (
        // Keyed by the answer, so a second delete shows a fresh notice with its own time.
        <UndoNotice key={outcome.at ?? outcome.message} message={outcome.message} undo={outcome.undo} />
      ) : outcome ? (
        <div className="mb-3">
          <FormMessage result={outcome} />
        </div>
      ) : null}
      {before}
      {isEmpty ? <EmptyState title={emptyTitle} /> : children}
      <div className="mt-4">
        <Pagination
          current={page}
          total={pageCount(count, limit)}
          hrefFor={(target) => adminPageHref(path, { ...values, ...keep }, target)}
        />
      </div>
    </section>
  );
}

/** The status filter of lists whose rows are active or inactive. */
export const STATUS_FILTER: AdminListFilter = {
  name: 'status',
  label: 'Status',
  options: [
    { value: '', label: 'Any status' },
    { value: 'active', label: 'Active' },
    { value: 'inactive', label: 'Inactive' },
  ],
};

/** The page-size choice of lists shown as a DataTable (`?limit=`). */
export const PAGE_SIZE_FILTER: AdminListFilter = {
  name: 'limit',
  label: 'Rows per page',
  options: PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} per page` })),
};
