import { Search } from 'lucide-react';

/** The directory's search box: a plain GET form (name, owner or address). */
export function SellerSearchForm({ search }: { search: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with the search role, like the header's search form.
    <form method="get" action="/sellers" role="search" aria-label="Sellers" className="flex max-w-xl">
      <label htmlFor="seller-search" className="sr-only">
        Search sellers
      </label>
      <input
        id="seller-search"
        key={`search:${search}`}
        type="search"
        name="search"
        defaultValue={search}
        placeholder="Search shops by name or city…"
        className="min-w-0 flex-1 rounded-l-card border-2 border-r-0 border-accent px-3 py-2 text-sm"
      />
      <button
        type="submit"
        className="inline-flex items-center gap-2 rounded-r-card bg-accent px-5 text-sm font-semibold text-ink hover:bg-accent-strong"
      >
        <Search aria-hidden="true" className="size-4" />
        Search
      </button>
    </form>
  );
}
