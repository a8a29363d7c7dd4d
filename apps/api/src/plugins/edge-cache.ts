/**
 * The edge cache (decision 5): repeat anonymous reads answered before Fastify sees the request.
 *
 * A cached catalogue answer still cost a whole trip through Fastify (request objects, routing, the hook
 * chain, the security headers, a request id) — the measured ceiling was 0.15 × a bare `node:http` server for
 * a 304. The edge sits in the `node:http` request listener instead (Fastify's `serverFactory`) and answers:
 *
 * - **Catalogue API answers** stored by plugins/catalogue-cache.ts: a matching `If-None-Match` gets 304,
 *   anything else the stored 200;
 * - **Catalogue pages** (home, listing, product, sellers, shops, blogs, the static content pages and their
 *   React Router `.data` twins) rendered for an anonymous visitor: the stored HTML with a FRESH CSP nonce
 *   per answer (the nonce of the render is cut out of the body and the policy header when stored, and a new
 *   one is put back at every hit), compressed per hit when the client accepts br or gzip.
 *
 * What is stored and when it is stale is the catalogue cache's rule: only answers computed for a caller
 * without a session (no `access_token` cookie, no `Authorization`), only 200s without `Set-Cookie`, stamped
 * with the catalogue version read when the request started; any catalogue write bumps the version, and
 * entries expire after a TTL anyway (a flash sale ends with the clock alone). Requests for a page that
 * another request is rendering right now wait for that render's copy rather than render it again.
 * Everything else — a session,
 * another method, a body, a miss, a closing server — goes to Fastify unchanged. Edge hits are not in the
 * request log (like a CDN's hits are not in the origin's); each still carries its own `x-request-id`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import type { FastifyServerFactory } from 'fastify';
import { LRUCache } from 'lru-cache';
import { busyResponse } from './overload.ts';
import { ACCESS_TOKEN_COOKIE } from './session.ts';

/** A stored answer. Header values and the body are cut at each occurrence of the render's nonce. */
export interface EdgeAnswer {
  /** Catalogue version read when the request that computed it started. */
  version: number;
  storedAt: number;
  /** Strong validator of API answers; pages have none (a 304 would pair an old nonce with a new policy). */
  etag?: string;
  headers: Array<[name: string, parts: string[]]>;
  body: Buffer[];
  /** Whether the nonce was found (in the body or a header): each hit then draws a fresh one. */
  hasNonce: boolean;
  /** Pages: compressed per hit for clients that accept it (the nonce changes every time). */
  compressible: boolean;
  /** Pages past their TTL: when one request set off to render a new copy. */
  refreshStartedAt?: number;
}

/** What plugins/catalogue-cache.ts lends the edge: its version and its store of API answers. */
export interface CatalogueSource {
  currentVersion(): number;
  ttlMs: number;
  find(url: string): EdgeAnswer | undefined;
}

export interface EdgeCacheOptions {
  /** Rendered pages kept; 0 turns the page cache off. */
  pageEntries: number;
  /** At most this many bytes of rendered pages (body parts and header texts); 0 keeps none. */
  pageBytes: number;
  pageTtlMs: number;
}

const sessionCookie = new RegExp(`(?:^|;\\s*)${ACCESS_TOKEN_COOKIE}=`);

/** A caller with a session may see personalised answers (their own hidden product, their cart count). */
export function carriesSession(headers: IncomingHttpHeaders): boolean {
  if (headers.authorization) return true;
  const cookie = headers.cookie;
  return typeof cookie === 'string' && sessionCookie.test(cookie);
}

/**
 * Pages whose anonymous render depends only on the URL and the catalogue: the shopping pages and the
 * static content pages, each with its `.data` twin (client-side navigation), plus the root loader's data.
 * Account, cart, checkout, sign-in and dashboard pages are never stored.
 *
 * This stays a URL rule, unlike the API's catalogue reads (`config.catalogueCache` on each route): the edge
 * answers in the `node:http` listener before Fastify or React Router has routed anything, so no route
 * config exists yet, and the storefront's routes are only known once its server build loads on the first
 * page request (plugins/web.ts), after this rule is already needed.
 * See docs/decisions/0005-edge-cache-before-fastify.md.
 */
const cacheablePages =
  /^\/(?:|_root\.data|(?:products|single_product|sellers|blogs|about|faq|privacy_policy|terms_condition|seller_terms_condition)(?:\.data)?|(?:sellers|blogs)\/[^/?]+?(?:\.data)?)(?:\?|$)/;

export function isCacheablePageUrl(url: string): boolean {
  return cacheablePages.test(url);
}

/** Headers that belong to one response, never to a stored answer. */
const perResponseHeaders = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'date',
  'connection',
  'keep-alive',
  'x-request-id',
  'set-cookie',
]);

/** What a 304 repeats of the stored answer's headers. */
const revalidationHeaders = new Set(['etag', 'cache-control', 'vary', 'expires', 'content-location']);

/** Cuts a response's headers and body at each occurrence of `nonce` (none for API answers). */
export function answerTemplate(
  headers: Record<string, unknown>,
  body: Buffer | string,
  nonce?: string,
): Pick<EdgeAnswer, 'headers' | 'body' | 'hasNonce'> {
  const cut = (text: string) => (nonce ? text.split(nonce) : [text]);
  const kept: EdgeAnswer['headers'] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || perResponseHeaders.has(name.toLowerCase())) continue;
    kept.push([name.toLowerCase(), cut(Array.isArray(value) ? value.join(', ') : String(value))]);
  }
  const parts = nonce ? cut(typeof body === 'string' ? body : body.toString('utf8')) : [body];
  return {
    headers: kept,
    body: parts.map((part) => (Buffer.isBuffer(part) ? part : Buffer.from(part))),
    hasNonce: parts.length > 1 || kept.some(([, value]) => value.length > 1),
  };
}

function joinParts(parts: string[], nonce: string): string {
  return parts.length === 1 ? (parts[0] ?? '') : parts.join(nonce);
}

function joinBody(parts: Buffer[], nonce: string): Buffer {
  if (parts.length === 1) return parts[0] ?? Buffer.alloc(0);
  const glue = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  parts.forEach((part, index) => {
    if (index > 0) pieces.push(glue);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

/** `If-None-Match` may list several tags, weak or strong; GET revalidation compares weakly. */
export function etagMatches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag) return true; // the usual case, answered without parsing
  const header = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The best encoding the client accepts of br and gzip (`q=0` refuses one), or none. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const item of acceptEncoding.split(',')) {
    const [name = '', ...params] = item.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

const brotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
  },
};
/** How long past its TTL a page may still be repeated while one request renders its new copy. */
const PAGE_GRACE_MS = 30_000;
/** A re-render that has not stored its copy after this long is presumed failed; the next request tries. */
const REFRESH_TIMEOUT_MS = 10_000;
/** The memory an answer holds, roughly: its body parts and header texts. */
function edgeAnswerBytes(answer: EdgeAnswer): number {
  let bytes = 0;
  for (const part of answer.body) bytes += part.length;
  for (const [name, parts] of answer.headers) {
    bytes += name.length;
    for (const part of parts) bytes += part.length;
  }
  return bytes;
}

/** Bodies below this size go out as they are (the same threshold as @fastify/compress). */
const COMPRESS_THRESHOLD = 1024;

/**
 * The least recently used answers go first when `capacity` answers or `bytes` of them are reached (an
 * answer larger than `bytes` is not kept). With a capacity or a byte cap of 0 nothing is kept (lru-cache
 * itself needs room for one, so sets are dropped here). The byte cap matters for long-tail traffic: every
 * distinct URL is a new answer, mostly never asked for again, and a list answer is 30–70 KB, a page about
 * 130 KB (`PAGE_CACHE_MB`, `CATALOGUE_CACHE_MB`).
 */
export function answerStore<V extends {}>(
  capacity: number,
  bytes: { max: number; of: (answer: V) => number },
): Pick<LRUCache<string, V>, 'get' | 'set' | 'delete'> {
  const cache = new LRUCache<string, V>({
    max: Math.max(capacity, 1),
    maxSize: Math.max(Math.floor(bytes.max), 1),
    // lru-cache refuses sizes below 1.
    sizeCalculation: (answer) => Math.max(1, bytes.of(answer)),
  });
  if (capacity > 0 && bytes.max > 0) return cache;
  return { get: () => undefined, set: () => cache, delete: () => false };
}

/** A page render under way; requests for the same page wait for its copy. */
interface PageRender {
  /** The catalogue version when it started: a render of an older catalogue is not waited for. */
  version: number;
  waiters: Array<() => void>;
  release(): void;
}

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/** The Fastify options the server needs (Fastify has filled in their defaults). */
interface ServerSettings {
  http?: http.ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers repeat anonymous reads before Fastify (this file); its counters tell what it answered. */
    edgeCache: EdgeCache;
  }
}

export class EdgeCache {
  /** Answers sent from the cache since start (tests and diagnostics). */
  readonly stats = { apiHits: 0, pageHits: 0, pageWaits: 0 };
  private catalogue: CatalogueSource | undefined;
  private readonly pages: ReturnType<typeof answerStore<EdgeAnswer>>;
  /** Pages being rendered now, by page key. */
  private readonly renders = new Map<string, PageRender>();
  private closing = false;

  constructor(private readonly options: EdgeCacheOptions) {
    this.pages = answerStore(options.pageEntries, { max: options.pageBytes, of: edgeAnswerBytes });
  }

  /** Called by plugins/catalogue-cache.ts once its version and store exist. */
  attachCatalogue(source: CatalogueSource): void {
    this.catalogue = source;
  }

  /** From `preClose` on, every request is answered busy here (`answerClosing`), and its connection closed. */
  close(): void {
    this.closing = true;
  }

  /** The catalogue version now; pages stamp it when their render starts. */
  currentVersion(): number {
    return this.catalogue?.currentVersion() ?? 0;
  }

  /**
   * The key a page render may be stored under, or null when this request's page must not be stored.
   * The host and forwarded headers are part of it: canonical links and the CSP's upgrade rule depend on them.
   */
  pageKey(request: IncomingMessage): string | null {
    if (this.options.pageEntries === 0 || this.options.pageBytes === 0 || request.method !== 'GET')
      return null;
    const url = request.url ?? '';
    if (carriesSession(request.headers) || !isCacheablePageUrl(url)) return null;
    const {
      host = '',
      'x-forwarded-host': forwardedHost = '',
      'x-forwarded-proto': forwardedProto = '',
    } = request.headers;
    return `${host}\n${String(forwardedHost)}\n${String(forwardedProto)}\n${url}`;
  }

  storePage(key: string, answer: EdgeAnswer): void {
    this.pages.set(key, answer);
    this.renders.get(key)?.release();
  }

  /** Fastify's `serverFactory`: the edge first, Fastify for everything it does not answer. */
  readonly serverFactory: FastifyServerFactory = (handler, options) => {
    const settings = options as ServerSettings;
    const server = http.createServer(settings.http ?? {}, (request, response) =>
      this.route(request, response, handler),
    );
    // What Fastify sets on the servers it creates itself.
    server.keepAliveTimeout = settings.keepAliveTimeout ?? 72_000;
    server.requestTimeout = settings.requestTimeout ?? 0;
    server.setTimeout(settings.connectionTimeout ?? 0);
    return server;
  };

  /** The edge first: a stored answer, or a wait for a page another request is rendering; else Fastify. */
  private route(request: IncomingMessage, response: ServerResponse, next: RequestListener): void {
    if (this.closing) answerClosing(request, response);
    else if (!this.answerOrWait(request, response, next)) next(request, response);
  }

  /** True when the edge answered the request or took it to wait for a render; false hands it on. */
  private answerOrWait(request: IncomingMessage, response: ServerResponse, next: RequestListener): boolean {
    if (this.closing || request.method !== 'GET' || !this.catalogue) return false;
    const { headers } = request;
    if (headers['content-length'] || headers['transfer-encoding'] || carriesSession(headers)) return false;
    const url = request.url ?? '';
    if (url.startsWith('/api/')) {
      const answer = this.catalogue.find(url);
      if (!answer || !this.isFresh(answer, this.catalogue.ttlMs)) return false;
      this.stats.apiHits += 1;
      this.send(request, response, answer, 'x-catalogue-cache');
      return true;
    }
    const key = this.pageKey(request);
    if (key === null) return false;
    if (this.answerPage(key, request, response)) return true;
    const render = this.renders.get(key);
    if (render?.version === this.currentVersion()) {
      // Another visitor's request is rendering this very page: wait for its copy instead of rendering it
      // again (fifty shoppers landing on a just-expired product page would otherwise cost fifty renders).
      this.stats.pageWaits += 1;
      render.waiters.push(() => {
        if (response.destroyed) return; // the shopper left while waiting
        if (!this.answerPage(key, request, response)) next(request, response);
      });
      return true;
    }
    this.startRender(key, response);
    return false;
  }

  private answerPage(key: string, request: IncomingMessage, response: ServerResponse): boolean {
    const answer = this.pages.get(key);
    if (!answer || !this.mayRepeatPage(key, answer)) return false;
    this.stats.pageHits += 1;
    this.send(request, response, answer, 'x-page-cache');
    return true;
  }

  /**
   * Marks `key` as being rendered by the request `response` answers. Its waiters are let go when the page
   * is stored, or else once that response has closed (a 404, an error, a client gone: then each waiter
   * renders for itself), or after `REFRESH_TIMEOUT_MS` at worst.
   */
  private startRender(key: string, response: ServerResponse): void {
    const render: PageRender = { version: this.currentVersion(), waiters: [], release: () => {} };
    const timer = setTimeout(() => render.release(), REFRESH_TIMEOUT_MS);
    timer.unref();
    render.release = () => {
      clearTimeout(timer);
      if (this.renders.get(key) === render) this.renders.delete(key);
      const waiters = render.waiters.splice(0);
      for (const wake of waiters) wake();
    };
    this.renders.set(key, render);
    // plugins/web.ts stores the copy right after the response has gone out; one turn later, it is either
    // stored (and the waiters were let go by storePage) or it never will be.
    response.once('close', () => setImmediate(render.release));
  }

  /**
   * A page of an older catalogue version is dropped at once. A page past its TTL is re-rendered by ONE
   * request while the others still get it (Varnish's grace, HTTP's stale-while-revalidate), so a popular
   * page's expiry does not send every visitor of that moment to the renderer; if that render does not
   * store a new copy within `REFRESH_TIMEOUT_MS`, the next request tries again.
   */
  private mayRepeatPage(key: string, answer: EdgeAnswer): boolean {
    const now = Date.now();
    const age = now - answer.storedAt;
    if (answer.version !== this.currentVersion() || age > this.options.pageTtlMs + PAGE_GRACE_MS) {
      this.pages.delete(key);
      return false;
    }
    if (age <= this.options.pageTtlMs) return true;
    const refreshing =
      answer.refreshStartedAt !== undefined && now - answer.refreshStartedAt < REFRESH_TIMEOUT_MS;
    if (refreshing) return true;
    answer.refreshStartedAt = now;
    return false;
  }

  private isFresh(answer: EdgeAnswer, ttlMs: number): boolean {
    return answer.version === this.currentVersion() && Date.now() - answer.storedAt <= ttlMs;
  }

  private send(request: IncomingMessage, response: ServerResponse, answer: EdgeAnswer, marker: string) {
    const requestId = request.headers['x-request-id'];
    const flat: string[] = [
      'x-request-id',
      typeof requestId === 'string' && requestId.length <= 200 ? requestId : randomUUID(),
      marker,
      'hit',
    ];
    if (answer.etag !== undefined && etagMatches(request.headers['if-none-match'], answer.etag)) {
      // A 304 carries only what updates the client's stored copy (RFC 9110 §15.4.5).
      for (const [name, parts] of answer.headers) {
        if (revalidationHeaders.has(name)) flat.push(name, parts.join(''));
      }
      response.writeHead(304, flat);
      response.end();
      return;
    }
    const nonce = answer.hasNonce ? randomBytes(16).toString('base64') : '';
    for (const [name, parts] of answer.headers) {
      if (name !== marker) flat.push(name, joinParts(parts, nonce));
    }
    const body = joinBody(answer.body, nonce);
    const encoding =
      answer.compressible && body.length >= COMPRESS_THRESHOLD
        ? chooseEncoding(request.headers['accept-encoding'])
        : null;
    if (!encoding) {
      flat.push('content-length', String(body.length));
      response.writeHead(200, flat);
      response.end(body);
      return;
    }
    const done = (error: Error | null, compressed: Buffer) => {
      if (error) {
        flat.push('content-length', String(body.length));
        response.writeHead(200, flat);
        response.end(body);
        return;
      }
      flat.push('content-encoding', encoding, 'content-length', String(compressed.length));
      response.writeHead(200, flat);
      response.end(compressed);
    };
    if (encoding === 'br') zlib.brotliCompress(body, brotliOptions, done);
    else zlib.gzip(body, done);
  }
}

/**
 * A request that comes in while the server closes (a kept-alive connection's next request): the busy answer,
 * 503 with Retry-After, in the shape every other 503 has (decision 0057), the JSON error with its `code` for
 * the API and the busy page for a page; then the connection closes, so the client's next try reaches
 * another instance. Fastify's own answer (`return503OnClosing`) had neither Retry-After nor `code`.
 */
function answerClosing(request: IncomingMessage, response: ServerResponse): void {
  const { headers, body } = busyResponse(request.url ?? '');
  response.writeHead(503, { ...headers, 'content-length': Buffer.byteLength(body), connection: 'close' });
  response.end(body);
}
