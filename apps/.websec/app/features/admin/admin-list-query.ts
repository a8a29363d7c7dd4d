/**
 * The URL of one page of an admin list, keeping its search and filters. Blank values stay in the URL on
 * purpose: a filter whose blank choice means "all" (applications default to pending) must not snap back.
 */
export function adminPageHref(path: string, params: Record<string, string>, page: number): string {
  return `${path}?${new URLSearchParams({ ...params, page: String(page) })}`;
}

/** How many pages `count` rows fill (at least one, so an empty list still says "page 1 of 1"). */
export function pageCount(count: number, limit: number): number {
  return Math.max(1, Math.ceil(count / limit));
}

/** The page's own search and filter values from its URL ('' when absent), e.g. to refill the filter form. */
export function listParams(url: URL, keys: string[], defaults: Record<string, string> = {}) {
  const params: Record<string, string> = {};
  for (const key of keys) params[key] = url.searchParams.get(key)?.trim() ?? defaults[key] ?? '';
  return params;
}
