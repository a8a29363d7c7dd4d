/**
 * Where a redirect may lead when the target comes from the request (`?redirectTo=`, `callbackURL`, a form's
 * `returnTo`): a path of this shop, never another host.
 *
 * The check is made on the NORMALISED target, because that is what the browser (or a library on the way)
 * ends up following: `/.//evil.example` passes a naive "starts with one slash" test, and dot-segment
 * removal turns it into `//evil.example`, which a browser reads as another host. So the value is resolved
 * against a stand-in origin with the WHATWG URL parser (the browser's own rules), and the result must keep
 * that origin and have a path that starts with exactly one `/`. Backslashes, control characters and
 * encoded slashes are refused outright: browsers and servers disagree about them (`/\evil.example` is
 * `//evil.example` to a browser; `%2f` becomes `/` in some routers).
 */
const STAND_IN_ORIGIN = 'http://shop.invalid';

/** Longer targets are not pages of ours; refusing them also bounds the parser's work. */
const MAX_TARGET_LENGTH = 2048;

function isControlOrBackslash(character: string): boolean {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f || character === '\\';
}

/**
 * The normalised local path (path, query and fragment) that `value` leads to, or null when it is not
 * certainly a page of this site.
 */
export function localRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const target = value.trim();
  if (target.length === 0 || target.length > MAX_TARGET_LENGTH) return null;
  // Tabs and newlines are dropped by URL parsers anywhere in the string (`/\t/evil.example` is `//…`).
  if ([...target].some(isControlOrBackslash)) return null;
  if (!target.startsWith('/') || target.startsWith('//')) return null;
  let resolved: URL;
  try {
    resolved = new URL(target, STAND_IN_ORIGIN);
  } catch {
    return null;
  }
  if (resolved.origin !== STAND_IN_ORIGIN) return null;
  const path = resolved.pathname;
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  if (/%(2f|5c)/i.test(path)) return null;
  return path + resolved.search + resolved.hash;
}
