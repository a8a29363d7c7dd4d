import { type ChangeEvent, useId } from 'react';
import { useNavigate } from 'react-router';
import { FilterHiddenFields } from './filter-fields';
import { type FilterState, filterHref, productSortOptions, setSort } from './filter-state';

/** The sort select: a GET form with a button without scripts, an immediate navigation with them. */
export function SortForm({ basePath, state }: { basePath: string; state: FilterState }) {
  const navigate = useNavigate();
  const id = useId();
  const current = state.sort ?? (state.search ? 'relevance' : 'newest');

  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    navigate(filterHref(basePath, setSort(state, event.currentTarget.value)), { preventScrollReset: true });
  }

  return (
    <form method="get" action={basePath} className="flex items-center gap-2">
      <FilterHiddenFields state={state} omit={['sort']} />
      <label htmlFor={id} className="text-sm text-muted">
        Sort by
      </label>
      <select
        id={id}
        name="sort"
        key={`sort:${current}`}
        defaultValue={current}
        onChange={onChange}
        className="rounded border border-muted bg-white px-2 py-1.5 text-sm text-ink"
      >
        {productSortOptions
          .filter((option) => option.value !== 'relevance' || state.search)
          .map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
      </select>
      <noscript>
        <button type="submit" className="rounded border border-ink px-2 py-1.5 text-sm font-semibold">
          Sort
        </button>
      </noscript>
    </form>
  );
}
