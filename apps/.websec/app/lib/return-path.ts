/**
 * Where a full page post (no scripts) goes back to: the form's `returnTo`, else the Referer, and only as a path
 * of this site (`/…`, never `//host`, a backslash or a control character). Empty when there is none.
 */
export function returnPath(form: FormData, request: Request): string {
  const fromForm = form.get('returnTo');
  if (typeof fromForm === 'string' && fromForm !== '') return sitePath(fromForm);
  const referer = request.headers.get('referer');
  if (!referer) return '';
  try {
    const url = new URL(referer);
    return url.origin === new URL(request.url).origin ? sitePath(url.pathname + url.search) : '';
  } catch {
    return '';
  }
}

export function sitePath(value: string): string {
  const target = value.trim();
  if (!target.startsWith('/') || target.startsWith('//')) return '';
  if ([...target].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return '';
  try {
    const url = new URL(target, 'http://shop.invalid');
    return url.origin === 'http://shop.invalid' ? url.pathname + url.search + url.hash : '';
  } catch {
    return '';
  }
}

/** `/login?redirectTo=<path>` for a visitor whose page post needs an account. */
export function loginPath(back: string): string {
  return back ? `/login?redirectTo=${encodeURIComponent(back)}` : '/login';
}
