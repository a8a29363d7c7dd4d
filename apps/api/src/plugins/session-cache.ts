/**
 * Who is asking, remembered per session token (decision 31). Without it every signed-in request spends a
 * database round trip (or, with Redis, better-auth's session read plus the user row) before its handler
 * starts: on the long-tail bench that was a fifth of a signed-in list's time.
 *
 * An entry is the active user a token resolved to, with its session's expiry. It is used only while:
 * - no successful write (`POST`/`PUT`/`PATCH`/`DELETE` under `/api/`, sign-out, role changes, deactivations,
 *   password changes and every other write alike) has answered since it was stored: each one moves a
 *   generation counter before its answer leaves, and entries of an older generation are never used again.
 *   With REDIS_URL the counter is shared (INCR + PUBLISH, as the catalogue version), so a sign-out on one
 *   instance reaches the others within milliseconds;
 * - the session has not expired and is not due for renewal (then better-auth must see the request);
 * - it is younger than `SESSION_CACHE_TTL_MS`, which bounds changes made outside the app's HTTP API
 *   (SQL by hand, the `create-admin` CLI).
 * Only whole, quiet resolutions are stored: none that set a cookie, none that failed.
 */
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { SessionUser } from './session-user.ts';
import { localCounter, redisCounter } from './shared-counter.ts';

export const SESSION_CACHE_TTL_MS = 30_000;

interface Entry {
  user: SessionUser;
  generation: number;
  /** When the session expires, and when a request must let better-auth renew it (ms since epoch). */
  expiresAt: number;
  renewAt: number;
}

export interface SessionCache {
  /** The generation to pass to `store` for a resolution that starts now. */
  generation(): number;
  find(token: string, now?: number): SessionUser | undefined;
  store(token: string, generation: number, entry: Omit<Entry, 'generation'>): void;
  /** A write answered: every entry stored before it is void. */
  invalidate(): Promise<void>;
  close(): Promise<void>;
}

export async function createSessionCache(app: FastifyInstance, entries: number): Promise<SessionCache> {
  const redis = app.hasDecorator('redis') ? app.redis : null;
  const counter = redis
    ? await redisCounter(redis, `${app.redisKeyPrefix}sessions:generation`, app.log)
    : localCounter();
  const cache = entries > 0 ? new LRUCache<string, Entry>({ max: entries, ttl: SESSION_CACHE_TTL_MS }) : null;
  return {
    generation: () => counter.current(),
    find(token, now = Date.now()) {
      const entry = cache?.get(token);
      if (!entry) return undefined;
      if (entry.generation !== counter.current() || entry.expiresAt <= now || entry.renewAt <= now) {
        cache?.delete(token);
        return undefined;
      }
      return entry.user;
    },
    store(token, generation, entry) {
      // A write answered while this resolution read the database: what it read may predate the write.
      if (!cache || generation !== counter.current()) return;
      cache.set(token, { ...entry, generation });
    },
    async invalidate() {
      await counter.bump();
      // The bumped generation already voids every entry; clearing frees them. Only when there are any:
      // lru-cache's clear() refills its arrays of `max` slots whatever it holds, and under a stream of
      // writes (a checkout rush) the store is nearly always empty (BENCHMARKS.md, session 16).
      if (cache && cache.size > 0) cache.clear();
    },
    close: () => counter.close(),
  };
}
