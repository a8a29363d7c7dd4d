/**
 * Caching of anonymous catalogue reads (docs/architecture.md §7).
 *
 * HTTP: a 200 answer to an anonymous GET of a catalogue call (products, categories, brands, home data,
 * sellers, blogs, product reviews: each such route says so with `config: { catalogueCache: true }`) carries a strong ETag and `Cache-Control: public, max-age=5, stale-while-revalidate=30`,
 * and a matching `If-None-Match` is answered 304 without a body. The same call made with a session (cookie
 * or bearer token) may be personalised (a seller sees their hidden product): it is `private, no-store` and
 * never stored. Both carry `Vary: Cookie, Authorization`.
 *
 * Server: anonymous 200 answers are kept in an in-process LRU keyed by URL (path + query) and stamped with
 * the catalogue version read when the request STARTED. Any successful write that can change what shoppers
 * see (admin and seller edits, orders changing stock, reviews changing ratings…: every mutating `/api/*`
 * call except the few listed in `writesThatKeepTheCatalogue`) bumps the version before its answer leaves,
 * so the next read misses and sees the new stock or price. A read that was already running during the
 * write stored its answer under the old version, which is never served again. Entries also expire after
 * `ENTRY_TTL_MS`, because some content changes with the clock alone (a flash sale ending).
 *
 * With REDIS_URL the version lives in Redis: a bump is an INCR plus a PUBLISH, every instance subscribes
 * and also re-reads the counter every `REDIS_POLL_MS` (plugins/shared-counter.ts), so instances agree within milliseconds (at worst
 * one poll period if a message is lost).
 *
 * Repeat hits are answered even earlier by the edge cache (plugins/edge-cache.ts), which reads this store:
 * each entry keeps the full answer (headers included) once its first response has gone out.
 *
 * Concurrent misses of one key wait for the first one's answer instead of all running the same queries
 * (a burst of shoppers on a just-invalidated list would otherwise hit the database once each).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  answerStore,
  answerTemplate,
  carriesSession,
  type EdgeAnswer,
  type EdgeCache,
  etagMatches,
} from './edge-cache.ts';
import { localCounter, redisCounter } from './shared-counter.ts';

export const PUBLIC_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=30';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
export const CATALOGUE_VARY = 'Cookie, Authorization';
const ENTRY_TTL_MS = 10_000;

/** Successful writes that cannot change any catalogue answer; every other write bumps the version. */
const writesThatKeepTheCatalogue =
  /^\/api\/(?:auth\/|cart|wishlist|addresses|newsletter|contact|uploads|users\/(?:login|logout|register)(?:[/?]|$))/;

const mutatingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A public catalogue read (docs/api.md §3) is a GET route that declares `config: { catalogueCache: true }`
 * next to its handler: its answer depends only on the URL for an anonymous caller. Routes that do not
 * declare it are never cached. HEAD routes inherit the config but are left alone, as before.
 */
export function isCatalogueRead(request: FastifyRequest): boolean {
  return request.method === 'GET' && request.routeOptions.config.catalogueCache === true;
}

export function isCatalogueWrite(method: string, url: string): boolean {
  return mutatingMethods.has(method) && url.startsWith('/api/') && !writesThatKeepTheCatalogue.test(url);
}

export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * What an entry holds beside its body: the URL key, the entry, its ETag and the edge's header arrays and
 * texts (2.6 KB an entry in a heap snapshot of 845 entries), counted so that many small answers cannot pass
 * the byte cap unseen.
 */
export const ENTRY_OVERHEAD_BYTES = 3 * 1024;

/**
 * An entry's size: its body (ONE Buffer, which the edge cache's copy shares) and `ENTRY_OVERHEAD_BYTES`.
 * The byte cap (`CATALOGUE_CACHE_MB`) matters for long-tail traffic: filter, sort and page combinations
 * that rarely repeat would otherwise fill all `CATALOGUE_CACHE_ENTRIES` with list answers of 30–70 KB each,
 * stale after `ENTRY_TTL_MS` anyway.
 */
function entryBytes(entry: { body: Buffer }): number {
  return entry.body.length + ENTRY_OVERHEAD_BYTES;
}

function ownBuffer(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

interface Entry {
  version: number;
  storedAt: number;
  /**
   * The answer's bytes, held once: the edge's template (`edge.body`) is this same Buffer. A string body
   * was held twice before (decision 58): as Fastify's serialised string, often a rope of thousands of
   * pieces and two bytes a character, and again as the edge's Buffer.
   */
  body: Buffer;
  etag: string;
  contentType: string;
  /** The whole answer as the edge cache sends it; set once the first response has gone out. */
  edge?: EdgeAnswer;
}

interface ReadState {
  key: string;
  version: number;
  personal: boolean;
  hit: boolean;
  /** This request computes the answer that concurrent misses of the same key wait for. */
  flight?: Flight;
  /** The entry this request's 200 fills in, whose full answer the edge cache may then repeat. */
  stored?: Entry;
}

/** One computation of a key at a version; `settle` hands its entry (or nothing) to the waiters. */
interface Flight {
  version: number;
  entry: Promise<Entry | undefined>;
  settle(entry: Entry | undefined): void;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This GET is a public catalogue read, cached for anonymous callers (see `isCatalogueRead`). */
    catalogueCache?: boolean;
  }
  interface FastifyInstance {
    /** Tells every instance that catalogue answers changed (writes outside HTTP, tests). */
    bumpCatalogueVersion(): Promise<void>;
    /**
     * The catalogue version this instance knows (shared through Redis when set): in-memory structures
     * built from the catalogue (the search vocabulary) rebuild when it moves.
     */
    catalogueVersion(): number;
  }
}

export interface CatalogueCacheOptions {
  /** Answers kept in memory; 0 keeps none (HTTP validators still apply). */
  entries: number;
  /** At most this many bytes of answers (bodies and `ENTRY_OVERHEAD_BYTES` each); 0 keeps none. */
  bytes: number;
  /** The edge cache (plugins/edge-cache.ts) answers repeat hits before Fastify; absent in some tests. */
  edge?: EdgeCache;
}

async function catalogueCachePlugin(app: FastifyInstance, options: CatalogueCacheOptions) {
  const redis = app.hasDecorator('redis') ? app.redis : null;
  const version = redis
    ? await redisCounter(redis, `${app.redisKeyPrefix}catalogue:version`, app.log)
    : localCounter();
  const store = answerStore<Entry>(options.entries, { max: options.bytes, of: entryBytes });
  const reads = new WeakMap<FastifyRequest, ReadState>();
  const flights = new Map<string, Flight>();
  const startFlight = (state: ReadState) => {
    let settle: Flight['settle'] = () => {};
    const entry = new Promise<Entry | undefined>((resolve) => {
      settle = resolve;
    });
    const flight: Flight = {
      version: state.version,
      entry,
      settle: (value) => {
        if (flights.get(state.key) === flight) flights.delete(state.key);
        settle(value);
      },
    };
    flights.set(state.key, flight);
    state.flight = flight;
  };
  options.edge?.attachCatalogue({
    currentVersion: () => version.current(),
    ttlMs: ENTRY_TTL_MS,
    find: (url) => store.get(url)?.edge,
  });
  app.decorate('bumpCatalogueVersion', () => version.bump());
  app.decorate('catalogueVersion', () => version.current());
  app.addHook('onClose', async () => version.close());

  const sendHit = (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
    reply
      .header('etag', entry.etag)
      .header('cache-control', PUBLIC_CACHE_CONTROL)
      .header('vary', CATALOGUE_VARY)
      .header('x-catalogue-cache', 'hit');
    if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    return reply.type(entry.contentType).send(entry.body);
  };

  // onRequest runs after routing, so the matched route's config is already known here.
  app.addHook('onRequest', async (request, reply) => {
    if (!isCatalogueRead(request)) return;
    const state: ReadState = {
      key: request.url,
      version: version.current(),
      personal: carriesSession(request.headers),
      hit: false,
    };
    reads.set(request, state);
    if (state.personal) return;
    let entry = store.get(state.key);
    if (entry && (entry.version !== state.version || Date.now() - entry.storedAt > ENTRY_TTL_MS)) {
      store.delete(state.key);
      entry = undefined;
    }
    if (!entry && options.entries > 0) {
      const flight = flights.get(state.key);
      if (flight?.version === state.version) entry = await flight.entry;
      else startFlight(state);
    }
    if (!entry) return;
    state.hit = true;
    if (!entry.edge) state.stored = entry;
    return sendHit(request, reply, entry);
  });

  // Whatever happens to the computing request (error, client gone), its waiters must not wait forever.
  const release = async (request: FastifyRequest) => {
    reads.get(request)?.flight?.settle(undefined);
  };
  app.addHook('onRequestAbort', release);
  app.addHook('onResponse', async (request, reply) => {
    await release(request);
    // The headers are final only now (every onSend hook has run): the edge repeats them as they were.
    const stored = reads.get(request)?.stored;
    const status = reply.statusCode;
    if (!stored || stored.edge || !options.edge || (status !== 200 && status !== 304)) return;
    // A 304 (a revalidating client, the usual caller once an entry has expired) has every header of the
    // 200 but its content type; without it the edge would never learn the new entry from such callers.
    const headers = reply.getHeaders();
    stored.edge = {
      version: stored.version,
      storedAt: stored.storedAt,
      etag: stored.etag,
      compressible: false,
      ...answerTemplate(
        status === 304 ? { ...headers, 'content-type': stored.contentType } : headers,
        stored.body,
      ),
    };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (isCatalogueWrite(request.method, request.url) && reply.statusCode < 400) {
      await version.bump();
      return payload;
    }
    const state = reads.get(request);
    if (!state || state.hit) return payload;
    reply.header('vary', CATALOGUE_VARY);
    if (state.personal) {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return payload;
    }
    const cacheable =
      reply.statusCode === 200 &&
      (typeof payload === 'string' || Buffer.isBuffer(payload)) &&
      reply.getHeader('set-cookie') === undefined;
    if (!cacheable) {
      state.flight?.settle(undefined);
      return payload;
    }
    // Encoded once: the hash, the store, the edge's copy and this response all use these bytes. In a
    // memory of its own: `Buffer.from` puts a short answer in a shared 8 KB slab, which it would then keep.
    const body = Buffer.isBuffer(payload) ? payload : ownBuffer(payload);
    const etag = etagOf(body);
    reply
      .header('etag', etag)
      .header('cache-control', PUBLIC_CACHE_CONTROL)
      .header('x-catalogue-cache', 'miss');
    const entry: Entry = {
      version: state.version,
      storedAt: Date.now(),
      body,
      etag,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
    };
    store.set(state.key, entry);
    state.stored = entry;
    state.flight?.settle(entry);
    if (etagMatches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return body;
  });
}

export default fp(catalogueCachePlugin, { name: 'catalogue-cache', dependencies: ['auth'] });
