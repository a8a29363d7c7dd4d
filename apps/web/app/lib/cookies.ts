import { ACCESS_TOKEN_COOKIE, USER_SLUG_COOKIE } from '@shop/shared/session-cookies';

/** Parses a Cookie request header into a name → value map (first occurrence wins). */
export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator <= 0) continue;
    const name = part.slice(0, separator).trim();
    if (!name || name in cookies) continue;
    let value = part.slice(separator + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
}

/** Product rules §4: signed in when both the access token and the user slug are stored. */
export function sessionFromCookies(header: string | null | undefined): { userSlug: string | null } {
  const cookies = parseCookieHeader(header);
  const userSlug = cookies[USER_SLUG_COOKIE];
  const token = cookies[ACCESS_TOKEN_COOKIE];
  return { userSlug: userSlug && token ? userSlug : null };
}
