/** A list query string from the page's URL, keeping only the given keys when set. */
export function listQuery(url: URL, keys: string[]): string {
  const query = new URLSearchParams();
  for (const key of keys) {
    const value = url.searchParams.get(key)?.trim();
    if (value) query.set(key, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
