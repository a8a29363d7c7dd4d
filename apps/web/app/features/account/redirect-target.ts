import { localRedirectPath } from '@shop/shared/redirect-target';

/** The sign-in pages themselves: coming back to them after signing in would loop. */
const signInPages = new Set(['/login', '/register', '/logout']);

/**
 * Where to go after signing in (`?redirectTo=`). Only a page of this site is accepted, judged on its
 * normalised form (`@shop/shared/redirect-target`: `/.//evil.example` is `//evil.example` once normalised,
 * another host); anything else falls back to `fallback`.
 */
export function safeRedirectTo(value: unknown, fallback = '/'): string {
  const target = localRedirectPath(value);
  if (target === null) return fallback;
  const pathname = new URL(target, 'http://shop.invalid').pathname;
  return signInPages.has(pathname) ? fallback : target;
}

/** `/login?redirectTo=<the page asked for>`, for pages that need a signed-in user. */
export function loginPathFor(url: string | URL): string {
  const parsed = new URL(url);
  const back = safeRedirectTo(parsed.pathname + parsed.search, '');
  return back ? `/login?redirectTo=${encodeURIComponent(back)}` : '/login';
}
