/**
 * Who is calling (docs/api.md §1, product rules §10). The access token is better-auth's session token, sent as the
 * HttpOnly cookie `access_token` or as `Authorization: Bearer <token>`; better-auth checks its signature,
 * expiry and revocation (in Redis too when configured). A live session that needs nothing from better-auth
 * (no renewal, no cookie to clear) is read in one query instead (session-token.ts). The user row is read
 * fresh from the database either way; what was read is remembered by token until the next write through
 * the API (session-cache.ts, decision 31), so a sign-out, role change or deactivation still applies to the
 * very next request.
 *
 * Other modules import `resolveSessionUser`, `requireUser`, `requireSelfOrAdmin` and `requireRole`.
 */

import { messages } from '@shop/shared/messages';
import { ACCESS_TOKEN_COOKIE, USER_SLUG_COOKIE } from '@shop/shared/session-cookies';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { users } from '../db/schema/index.ts';
import type { UserRole } from '../db/schema/statuses.ts';
import { ForbiddenError, UnauthorizedError } from '../kernel/http-errors.ts';
import { createSessionCache, type SessionCache } from './session-cache.ts';
import { liveSessionUser, sessionTokenOf } from './session-token.ts';
import type { SessionUser } from './session-user.ts';

/** Who a session belongs to (./session-user.ts, which the session cache reads too). */
export type { SessionUser };

/** The session cookies' names, for the plugins that read them from the request or set them. */
export { ACCESS_TOKEN_COOKIE, USER_SLUG_COOKIE };

interface Resolution {
  user: Promise<SessionUser | null>;
  /** Set-Cookie lines better-auth produced while reading the session (refreshed or expired token). */
  setCookies: string[];
}

/**
 * Keyed by the raw request: a loader's direct call (lib/direct-calls.ts) runs on its page's request, so a
 * page resolves its session once however many API reads it makes, and the cookies that resolution sets go
 * out with the page.
 */
const resolutions = new WeakMap<object, Resolution>();

function hasCredentials(request: FastifyRequest): boolean {
  const authorization = request.headers.authorization;
  if (typeof authorization === 'string' && /^bearer\s+\S/i.test(authorization)) return true;
  const cookie = request.headers.cookie;
  return typeof cookie === 'string' && cookie.includes(`${ACCESS_TOKEN_COOKIE}=`);
}

function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  // `host` lets better-auth resolve its base URL when PUBLIC_URL is unset.
  for (const name of ['cookie', 'authorization', 'user-agent', 'host'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  headers.set('x-client-ip', request.ip);
  return headers;
}

export function sessionUserOf(row: typeof users.$inferSelect): SessionUser {
  return {
    id: row.id,
    slug: row.slug,
    email: row.email,
    role: row.role,
    fullName: row.fullName,
    displayName: row.displayName,
    phone: row.phone,
    avatar: row.image,
    status: row.status,
  };
}

async function lookUp(request: FastifyRequest, resolution: Resolution): Promise<SessionUser | null> {
  if (!hasCredentials(request)) return null;
  const app = request.server;
  if (!app.hasDecorator('auth')) return null;
  // A token read without doubt may have been resolved moments ago (session-cache.ts).
  const token = sessionTokenOf(request.headers, app.sessionRules);
  const cache = app.hasDecorator('sessionCache') ? app.sessionCache : undefined;
  const cached = token ? cache?.find(token) : undefined;
  if (cached) return cached;
  const generation = cache?.generation() ?? 0;
  const remember = (user: SessionUser, expiresAt: Date) => {
    if (!token || !cache || resolution.setCookies.length > 0) return;
    const expires = expiresAt.getTime();
    const renewAt =
      expires - app.sessionRules.expiresInSeconds * 1000 + app.sessionRules.updateAgeSeconds * 1000;
    cache.store(token, generation, { user, expiresAt: expires, renewAt });
  };
  // Sessions in the database only (no Redis): the common case is read in one query (session-token.ts).
  const live = token && !app.redis ? await liveSessionUser(app.db, token, app.sessionRules) : undefined;
  if (live) {
    if (live.user.status !== 'active') return null;
    const user = sessionUserOf(live.user);
    remember(user, live.expiresAt);
    return user;
  }
  const { headers, response } = await app.auth.api.getSession({
    headers: toHeaders(request),
    query: { disableCookieCache: true },
    returnHeaders: true,
  });
  resolution.setCookies.push(...headers.getSetCookie());
  if (!response?.user) return null;
  // Without Redis, better-auth has just read the user row from the database itself, so it is as fresh as a
  // second read (one query less on every signed-in request). With Redis it may come from the session
  // cache, where a role change or a deactivation would wait for the cache: read the row again.
  const user = app.redis ? await currentUser(app, response.user.id) : authUserOf(response.user);
  // Deactivated accounts are signed out everywhere without waiting for their sessions to expire.
  if (user?.status !== 'active') return null;
  remember(user, new Date(response.session.expiresAt));
  return user;
}

async function currentUser(app: FastifyInstance, id: string): Promise<SessionUser | undefined> {
  const [row] = await app.db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ? sessionUserOf(row) : undefined;
}

/** better-auth's user (its own columns plus the additional fields declared in auth.ts) as a SessionUser. */
function authUserOf(user: {
  id: string;
  email: string;
  image?: string | null | undefined;
  [field: string]: unknown;
}): SessionUser {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    id: user.id,
    slug: text(user.slug) ?? '',
    email: user.email,
    role: text(user.role) as UserRole,
    fullName: text(user.fullName) ?? '',
    displayName: text(user.displayName),
    phone: text(user.phone),
    avatar: user.image ?? null,
    status: user.status === 'active' ? 'active' : 'inactive',
  };
}

/**
 * The signed-in user of this request, or null (no token, unknown/expired/revoked token, or a deactivated
 * account). Memoised per request: call it as often as needed.
 */
export function resolveSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  let resolution = resolutions.get(request.raw);
  if (!resolution) {
    const created: Resolution = { user: Promise.resolve(null), setCookies: [] };
    created.user = lookUp(request, created);
    resolutions.set(request.raw, created);
    resolution = created;
  }
  return resolution.user;
}

/** The signed-in user, or 401 `User not signed in` (code `unauthorized`). */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await resolveSessionUser(request);
  if (!user) throw new UnauthorizedError(messages.userNotSignedIn, 'unauthorized');
  return user;
}

/**
 * The signed-in user when `slugOrEmail` names them (slug, or e-mail case-insensitively), or any admin;
 * 401 without a session, 403 for anyone else. Call it before changing anything.
 */
export async function requireSelfOrAdmin(
  request: FastifyRequest,
  slugOrEmail: string | undefined | null,
): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role === 'admin') return user;
  const named = (slugOrEmail ?? '').trim();
  if (named && (named === user.slug || named.toLowerCase() === user.email.toLowerCase())) return user;
  throw new ForbiddenError('You may only access your own account', 'forbidden');
}

/** The signed-in user holding `role` (admins pass every role check); 401 without a session, else 403. */
export async function requireRole(request: FastifyRequest, role: 'admin' | 'seller'): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role === role || user.role === 'admin') return user;
  throw new ForbiddenError(role === 'admin' ? 'Admins only' : 'Sellers only', 'forbidden');
}

/** Cookie lines a session lookup asked to send (see `sessionPlugin`). */
export function pendingSessionCookies(request: FastifyRequest): string[] {
  return resolutions.get(request.raw)?.setCookies ?? [];
}

function appendSetCookies(reply: FastifyReply, lines: string[]) {
  if (lines.length === 0) return;
  const existing = reply.getHeader('set-cookie');
  const current =
    existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  reply.header('set-cookie', [...current, ...lines]);
}

const mutatingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface SessionPluginOptions {
  /** Sessions remembered by token (session-cache.ts); 0 reads every request's session afresh. */
  cacheEntries?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Recently resolved sessions (plugins/session-cache.ts). */
    sessionCache: SessionCache;
  }
}

/**
 * Passes on what better-auth said while reading the session: a refreshed token cookie (sliding expiry)
 * or the removal of a dead one, in which case the `user_slug` cookie goes too.
 */
async function sessionPlugin(app: FastifyInstance, options: SessionPluginOptions) {
  const cache = await createSessionCache(app, options.cacheEntries ?? 0);
  app.decorate('sessionCache', cache);
  app.addHook('onClose', async () => cache.close());
  app.addHook('onSend', async (request, reply, payload) => {
    // Any successful write may have signed someone out or changed a role: remembered sessions are void
    // before its answer leaves, so the very next request (on any instance) reads them afresh.
    if (mutatingMethods.has(request.method) && request.url.startsWith('/api/') && reply.statusCode < 400) {
      await cache.invalidate();
    }
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const lines = pendingSessionCookies(request);
    if (lines.length === 0) return payload;
    const alreadySet = reply.getHeader('set-cookie');
    // A route that set the session cookies itself (sign-in, sign-out) has the last word.
    if (alreadySet !== undefined && String(alreadySet).includes(`${ACCESS_TOKEN_COOKIE}=`)) return payload;
    const secure = request.protocol === 'https';
    appendSetCookies(
      reply,
      lines.map((line) => (secure && !/;\s*secure\s*(;|$)/i.test(line) ? `${line}; Secure` : line)),
    );
    return payload;
  });
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['auth'] });
