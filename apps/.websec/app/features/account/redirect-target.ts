/**
 * Where to go after signing in (`?redirectTo=`). Only a path of this site is accepted: it must start with one
 * `/`, and nothing that a browser could read as another host (`//evil.example`, `/\evil.example`) or a
 * scheme. Anything else falls back to `fallback`.
 */
export function safeRedirectTo(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string') return fallback;
  const target = value.trim();
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  // Control characters and backslashes can be normalised into a host by some browsers.
  if (
    [...target].some(
      (character) => character === '\\' || character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f,
    )
  ) {
    return fallback;
  }
  try {
    const resolved = new URL(target, 'http://shop.invalid');
    if (resolved.origin !== 'http://shop.invalid') return fallback;
    // Never bounce back into the sign-in pages themselves.
    if (['/login', '/register', '/logout'].includes(resolved.pathname)) return fallback;
    return resolved.pathname + resolved.search + resolved.hash;
  } catch {
    return fallback;
  }
}

/** `/login?redirectTo=<the page asked for>`, for pages that need a signed-in user. */
export function loginPathFor(url: string | URL): string {
  const parsed = new URL(url);
  const back = safeRedirectTo(parsed.pathname + parsed.search, '');
  return back ? `/login?redirectTo=${encodeURIComponent(back)}` : '/login';
}
