import { localRedirectPath } from '@shop/shared/redirect-target';

/**
 * Where a full page post (no scripts) goes back to: the form's `returnTo`, else the Referer, and only as a path
 * of this site, judged on its normalised form (`@shop/shared/redirect-target`). Empty when there is none.
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
  return localRedirectPath(value) ?? '';
}

/** `/login?redirectTo=<path>` for a visitor whose page post needs an account. */
export function loginPath(back: string): string {
  return back ? `/login?redirectTo=${encodeURIComponent(back)}` : '/login';
}
