/**
 * The quick way to a signed-in user (decision 8): one query for the session and its user, no Web Crypto.
 *
 * better-auth's `getSession` turns a bearer token into a signed cookie, verifies that signature again, and
 * reads the session and then its user: two queries and three HMAC operations through Web Crypto (key
 * import included) on every signed-in request, about a tenth of the CPU of a checkout. This file does the
 * same checks for the common case: a token read exactly as better-auth would read it (a bare bearer token,
 * or the `access_token` cookie whose HMAC-SHA256 signature verifies), a session that exists, has not expired
 * and is not due for its sliding renewal. Anything else (a signature that does not verify, a second cookie of
 * the same name, a leftover cookie better-auth would clear, an expired or renewable session) returns
 * undefined, and plugins/session.ts asks better-auth, which then answers or sets the cookies it must.
 * So this path can only ever accept less than better-auth does, never more.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { sessions, users } from '../db/schema/index.ts';

/** What the quick path needs to know of better-auth's configuration (plugins/auth.ts). */
export interface SessionRules {
  secret: string;
  /** Session lifetime, and the age after which a request renews it (better-auth's `updateAge`). */
  expiresInSeconds: number;
  updateAgeSeconds: number;
  cookieName: string;
}

/** better-auth's tokens are 32 letters and digits; anything else is left to better-auth's own reading. */
const plainToken = /^[A-Za-z0-9_-]{16,128}$/;

/** better-call's signed cookie: `<value>.<base64 HMAC-SHA256>` (44 characters ending in `=`). */
export function verifiedCookieValue(signed: string, secret: string): string | undefined {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return undefined;
  const value = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return undefined;
  const given = Buffer.from(signature, 'base64');
  const expected = createHmac('sha256', secret).update(value).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : undefined;
}

/**
 * The session token this request carries, when it can be read without doubt; undefined otherwise.
 * A bearer header wins over the cookie, as in better-auth's bearer plugin.
 */
export function sessionTokenOf(
  headers: { authorization?: string | undefined; cookie?: string | undefined },
  rules: Pick<SessionRules, 'secret' | 'cookieName'>,
): string | undefined {
  const { authorization, cookie } = headers;
  if (authorization !== undefined) {
    const token = /^bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
    return token && plainToken.test(token) ? token : undefined;
  }
  if (!cookie) return undefined;
  const prefix = `${rules.cookieName}=`;
  const pairs = cookie.split(';').map((pair) => pair.trim());
  const ours = pairs.filter((pair) => pair.startsWith(prefix));
  // better-auth clears its other cookies (a stale session-data cookie) itself: let it.
  if (ours.length !== 1 || pairs.some((pair) => pair.startsWith('better-auth.'))) return undefined;
  let signed: string;
  try {
    signed = decodeURIComponent(ours[0]!.slice(prefix.length));
  } catch {
    return undefined;
  }
  const token = verifiedCookieValue(signed, rules.secret);
  return token && plainToken.test(token) ? token : undefined;
}

/** Runs on every signed-in request. */
const sessionQuery = preparedPerDatabase((db) =>
  db
    .select({ expiresAt: sessions.expiresAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare('session_user_by_token'),
);

/** The user of a live session that needs no renewal now, read in one query; undefined for anything else. */
export async function liveSessionUser(
  db: Database,
  token: string,
  rules: Pick<SessionRules, 'expiresInSeconds' | 'updateAgeSeconds'>,
  now = Date.now(),
): Promise<{ user: typeof users.$inferSelect; expiresAt: Date } | undefined> {
  const [row] = await sessionQuery(db).execute({ token });
  if (!row) return undefined;
  const expiresAt = row.expiresAt.getTime();
  // better-auth renews a session once it is `updateAge` old: that request goes through better-auth.
  const renewalDue = expiresAt - rules.expiresInSeconds * 1000 + rules.updateAgeSeconds * 1000 <= now;
  return expiresAt > now && !renewalDue ? row : undefined;
}
