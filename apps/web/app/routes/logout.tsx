import { ACCESS_TOKEN_COOKIE, expiredCookie, USER_SLUG_COOKIE } from '@shop/shared/session-cookies';
import { redirect } from 'react-router';
import { apiFor, setCookieHeaders } from '../lib/api.server';
import type { Route } from './+types/logout';

/**
 * Product rules §4 logout: the API ends the session and clears both cookies; its Set-Cookie headers are passed on.
 * Should the API be unreachable or not clear a cookie, the cookie is expired here anyway, so the browser
 * always ends up signed out. Local and session storage are cleared by the sign-out forms on the client.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const response = await apiFor(context, request)('/api/users/logout', { method: 'POST', body: {} });
  const headers = new Headers();
  const fromApi = setCookieHeaders(response);
  for (const cookie of fromApi) headers.append('Set-Cookie', cookie);
  const cleared = (name: string) => fromApi.some((cookie) => cookie.trimStart().startsWith(`${name}=`));
  if (!cleared(ACCESS_TOKEN_COOKIE))
    headers.append('Set-Cookie', expiredCookie(ACCESS_TOKEN_COOKIE, { httpOnly: true }));
  if (!cleared(USER_SLUG_COOKIE))
    headers.append('Set-Cookie', expiredCookie(USER_SLUG_COOKIE, { httpOnly: false }));
  return redirect('/', { headers });
}

/** Visiting /logout directly signs nobody out (GET must be safe); it just goes home. */
export function loader() {
  return redirect('/');
}
