/** A table's sort as the URL holds it (`?sort=price&order=desc`). */
export interface TableSort {
  by: string;
  order: 'asc' | 'desc';
}

/** The page sizes a table offers; the first is the default. */
export const PAGE_SIZES = [20, 50, 100] as const;

/** The sort in `url` when its column is one of `allowed`, else none (the server's default order). */
export function tableSortFrom(url: URL, allowed: readonly string[]): TableSort | null {
  const by = url.searchParams.get('sort') ?? '';
  if (!allowed.includes(by)) return null;
  return { by, order: url.searchParams.get('order') === 'desc' ? 'desc' : 'asc' };
}

/** The page size in `url` when it is one the table offers, else the default. */
export function pageSizeFrom(url: URL): number {
  const wanted = Number(url.searchParams.get('limit'));
  return (PAGE_SIZES as readonly number[]).includes(wanted) ? wanted : PAGE_SIZES[0];
}

/** `path` with the current query changed by `changes` (blank values dropped). */
export function tableHref(path: string, current: URLSearchParams, changes: Record<string, string>): string {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}
