import { Search } from 'lucide-react';
import { Form } from 'react-router';

export interface SearchScope {
  /** The list page the search opens, with `?search=`. */
  path: string;
  label: string;
}

/**
 * The top bar's search within a dashboard: words and the list to look in. A GET form to the dashboard's
 * search route (which sends it on to that list), so it works without scripts.
 */
export function DashboardSearch({ action, scopes }: { action: string; scopes: SearchScope[] }) {
  return (
    <Form method="get" action={action} role="search" className="flex max-w-xl items-center gap-1">
      {scopes.length > 1 ? (
        <>
          <label htmlFor="dashboard-search-in" className="sr-only">
            Search in
          </label>
          <select
            id="dashboard-search-in"
            name="in"
            className="h-9 rounded-card border border-line bg-white px-2 text-sm"
          >
            {scopes.map((scope) => (
              <option key={scope.path} value={scope.path}>
                {scope.label}
              </option>
            ))}
          </select>
        </>
      ) : (
        <input type="hidden" name="in" value={scopes[0]?.path ?? ''} />
      )}
      <label htmlFor="dashboard-search-q" className="sr-only">
        Search the dashboard
      </label>
      <input
        id="dashboard-search-q"
        type="search"
        name="q"
        placeholder="Search…"
        className="h-9 min-w-0 flex-1 rounded-card border border-line px-3 text-sm"
      />
      <button
        type="submit"
        aria-label="Search"
        className="flex size-9 shrink-0 items-center justify-center rounded-card bg-accent text-ink hover:bg-accent-strong"
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
    </Form>
  );
}

/** Where a dashboard search goes: the chosen list (one of `scopes`, else the first) with `?search=`. */
export function dashboardSearchTarget(url: URL, scopes: SearchScope[]): string {
  const wanted = url.searchParams.get('in');
  const scope = scopes.find((candidate) => candidate.path === wanted) ?? scopes[0];
  const words = url.searchParams.get('q')?.trim() ?? '';
  const path = scope?.path ?? '/';
  return words ? `${path}?${new URLSearchParams({ search: words })}` : path;
}
