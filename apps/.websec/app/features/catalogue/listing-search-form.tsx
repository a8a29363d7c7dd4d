import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router';
import { emptyFilterState, type FilterState, filterHref } from './filter-state';

/** A search box for one listing (e.g. a shop's products); a new search starts from no other filters. */
export function ListingSearchForm({
  basePath,
  state,
  label,
}: {
  basePath: string;
  state: FilterState;
  label: string;
}) {
  const navigate = useNavigate();
  const id = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const search = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    navigate(filterHref(basePath, { ...emptyFilterState, search, sort: state.sort }));
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with the search role, like the header's search form.
    <form
      method="get"
      action={basePath}
      role="search"
      aria-label={label}
      onSubmit={onSubmit}
      className="flex max-w-md"
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        key={`search:${state.search}`}
        type="search"
        name="search"
        defaultValue={state.search}
        placeholder={`${label}…`}
        className="min-w-0 flex-1 rounded-l-card border border-r-0 border-muted px-3 py-2 text-sm"
      />
      {state.sort ? <input type="hidden" name="sort" value={state.sort} /> : null}
      <button
        type="submit"
        className="inline-flex items-center gap-1.5 rounded-r-card bg-ink px-4 text-sm font-semibold text-white hover:bg-ink-soft"
      >
        <Search aria-hidden="true" className="size-4" />
        Search
      </button>
    </form>
  );
}
