/**
 * Server helpers of the account pages: the session cookies of the request, and passing the API's
 * Set-Cookie headers on to the browser (sign-in, verification, password change).
 */
import { type ApiResponse, setCookieHeaders } from '../../lib/api.server';
import { sessionFromCookies } from '../../lib/cookies';

/** Product rules §4: signed in when the access token and user slug cookies are both present. */
export function signedInSlug(request: Request): string | null {
  return sessionFromCookies(request.headers.get('cookie')).userSlug;
}

/** A Headers object carrying every Set-Cookie line of the API response. */
export function cookieHeadersFrom(response: ApiResponse): Headers {
  const headers = new Headers();
  for (const line of setCookieHeaders(response)) headers.append('Set-Cookie', line);
  return headers;
}

/** The API's error code (`code`), if any. */
export function errorCode(response: ApiResponse): string | undefined {
  const body = response.body as { code?: unknown } | null;
  return typeof body?.code === 'string' ? body.code : undefined;
}
