/**
 * The session cookies the API sets and the storefront reads (docs/auth.md): one definition of their names
 * and of how either side tells a browser to forget them.
 */
import { serialize } from 'cookie';

/** HttpOnly cookie holding the (signed) session token. */
export const ACCESS_TOKEN_COOKIE = 'access_token';
/** Readable cookie telling the storefront which user is signed in. */
export const USER_SLUG_COOKIE = 'user_slug';

/**
 * A `Set-Cookie` line that deletes `name` at once: empty, `Max-Age=0` and an expiry in the past (for
 * clients that ignore Max-Age), on the same path and SameSite as when it was set.
 */
export function expiredCookie(name: string, options: { httpOnly: boolean; secure?: boolean }): string {
  return serialize(name, '', {
    maxAge: 0,
    path: '/',
    expires: new Date(0),
    sameSite: 'lax',
    httpOnly: options.httpOnly,
    secure: options.secure ?? false,
  });
}
