import { type ApiFetch, type ApiResponse, errorMessage, isOk } from '../../lib/api.server';

/** A list query string for the API from the page's URL (only the given, non-blank keys) plus a limit. */
export function adminListQuery(
  url: URL,
  keys: string[],
  limit: number,
  defaults: Record<string, string> = {},
) {
  const query = new URLSearchParams();
  for (const key of keys) {
    const value = url.searchParams.get(key)?.trim() ?? defaults[key];
    if (value) query.set(key, value);
  }
  query.set('limit', String(limit));
  return `?${query}`;
}

/** The loader's API answer, or a thrown error page with the API's status. */
export function bodyOrThrow<T>(response: ApiResponse<T>, what: string): T {
  if (!isOk(response)) throw new Response(`${what} could not be loaded.`, { status: response.status });
  return response.body;
}

/** The `{ ok, message }` an admin action shows after calling the API. */
export async function adminCall(
  api: ApiFetch,
  path: string,
  init: { method: string; body?: unknown },
  success: string,
): Promise<{ ok: boolean; message: string }> {
  const response = await api(path, init);
  return isOk(response)
    ? { ok: true, message: success }
    : { ok: false, message: errorMessage(response, 'That did not work. Please try again.') };
}
