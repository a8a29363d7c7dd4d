import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { products } from '../db/schema/index.ts';
import { createTestUser } from '../modules/users/users.test-support.ts';
import { createProduct } from '../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import {
  answerStore,
  answerTemplate,
  carriesSession,
  chooseEncoding,
  EdgeCache,
  etagMatches,
  isCacheablePageUrl,
} from './edge-cache.ts';

describe('edge cache rules', () => {
  it('stores only the shopping and content pages, never account, cart, checkout or dashboards', () => {
    for (const url of [
      '/',
      '/?x=1',
      '/products?search=lamp',
      '/products.data?search=lamp&_routes=routes%2Fproducts',
      '/single_product?slug=lamp',
      '/sellers',
      '/sellers/priya-crafts',
      '/blogs/how-to-choose-a-lamp',
      '/faq',
      '/_root.data',
    ]) {
      expect(isCacheablePageUrl(url), url).toBe(true);
    }
    for (const url of [
      '/cart',
      '/checkout',
      '/profile',
      '/login?redirectTo=/cart',
      '/admin',
      '/seller/products',
      '/track_order',
      '/sellers/a/b',
      '/api/products',
      '/productsx',
    ]) {
      expect(isCacheablePageUrl(url), url).toBe(false);
    }
  });

  it('treats a session cookie or an Authorization header as a signed-in caller', () => {
    expect(carriesSession({})).toBe(false);
    expect(carriesSession({ cookie: 'theme=dark; user_slug=ada' })).toBe(false);
    expect(carriesSession({ cookie: 'theme=dark; access_token=abc' })).toBe(true);
    expect(carriesSession({ authorization: 'Bearer abc' })).toBe(true);
  });

  it('picks brotli, then gzip, and respects q=0', () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('"x", W/"a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
  });

  it("cuts the render's nonce out of the body and headers, and drops per-response headers", () => {
    const nonce = 'N0nce/+==';
    const template = answerTemplate(
      {
        'content-type': 'text/html',
        'content-security-policy': `script-src 'nonce-${nonce}'`,
        'x-request-id': 'abc',
        'content-length': '99',
        'set-cookie': 'a=b',
      },
      `<script nonce="${nonce}"></script><p>${nonce}</p>`,
      nonce,
    );
    expect(template.hasNonce).toBe(true);
    expect(template.body.map(String)).toEqual(['<script nonce="', '"></script><p>', '</p>']);
    expect(template.headers).toEqual([
      ['content-type', ['text/html']],
      ['content-security-policy', ["script-src 'nonce-", "'"]],
    ]);
  });
});

describe('answer store', () => {
  const sized = (capacity: number, maxBytes: number) =>
    answerStore<{ body: string }>(capacity, { max: maxBytes, of: (answer) => answer.body.length });

  it('drops the least recently used answers once their bytes pass the cap, whatever the count', () => {
    const store = sized(100, 1000);
    store.set('a', { body: 'x'.repeat(400) });
    store.set('b', { body: 'x'.repeat(400) });
    store.get('a');
    store.set('c', { body: 'x'.repeat(400) });
    expect(store.get('a')).toBeDefined();
    expect(store.get('b')).toBeUndefined();
    expect(store.get('c')).toBeDefined();
  });

  it('keeps no answer larger than the cap, and nothing at a capacity of 0', () => {
    const store = sized(100, 1000);
    store.set('big', { body: 'x'.repeat(1001) });
    expect(store.get('big')).toBeUndefined();
    const off = sized(0, 1000);
    off.set('a', { body: 'x' });
    expect(off.get('a')).toBeUndefined();
  });
});

/** The edge answers only on a real socket: these tests listen and use fetch, not inject. */
describe('edge cache on a listening server', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function listening(env: Record<string, string> = {}) {
    t = await createTestApp({ env });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return { app: t.app, origin: `http://127.0.0.1:${port}` };
  }

  it('repeats an anonymous catalogue answer, headers included, then answers 304 to its ETag', async () => {
    const { app, origin } = await listening();
    const product = await createProduct(app.db, { name: 'Edge Lamp' });
    const url = `${origin}/api/products/${product.slug}`;
    const first = await fetch(url);
    const firstBody = await first.text();
    expect(first.headers.get('x-catalogue-cache')).toBe('miss');
    expect(app.edgeCache.stats.apiHits).toBe(0);

    const again = await fetch(url);
    expect(await again.text()).toBe(firstBody);
    expect(app.edgeCache.stats.apiHits).toBe(1);
    expect(again.headers.get('x-catalogue-cache')).toBe('hit');
    for (const name of [
      'etag',
      'content-type',
      'cache-control',
      'vary',
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
    ]) {
      expect(again.headers.get(name), name).toBe(first.headers.get(name));
    }
    expect(again.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));

    const etag = String(first.headers.get('etag'));
    const conditional = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(conditional.status).toBe(304);
    expect(conditional.headers.get('etag')).toBe(etag);
    expect(conditional.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    expect(app.edgeCache.stats.apiHits).toBe(2);
  });

  it('learns a renewed answer from a revalidating client too (a 304 through Fastify)', async () => {
    const { app, origin } = await listening();
    const product = await createProduct(app.db, { name: 'Revalidated Lamp' });
    const url = `${origin}/api/products/${product.slug}`;
    const first = await fetch(url);
    const firstBody = await first.text();
    const etag = String(first.headers.get('etag'));
    await app.bumpCatalogueVersion(); // the stored answer is stale; its content is not
    const revalidated = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(app.edgeCache.stats.apiHits).toBe(0); // computed by Fastify

    const conditional = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(conditional.status).toBe(304);
    expect(app.edgeCache.stats.apiHits).toBe(1);
    const full = await fetch(url);
    expect(await full.text()).toBe(firstBody);
    expect(app.edgeCache.stats.apiHits).toBe(2);
    for (const name of ['etag', 'content-type', 'cache-control', 'vary', 'content-security-policy']) {
      expect(full.headers.get(name), name).toBe(first.headers.get(name));
    }
  });

  it('never answers a signed-in caller, and forgets everything on a catalogue write', async () => {
    const { app, origin } = await listening();
    const product = await createProduct(app.db, { stock: 7 });
    const url = `${origin}/api/products/${product.slug}`;
    await (await fetch(url)).text();
    const ada = await createTestUser(app);
    const signedIn = await fetch(url, { headers: { cookie: ada.cookie } });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expect(app.edgeCache.stats.apiHits).toBe(0);

    await app.db.update(products).set({ stock: 3 }).where(eq(products.slug, product.slug));
    await app.bumpCatalogueVersion();
    const after = await fetch(url);
    expect(((await after.json()) as { stock: number }).stock).toBe(3);
    expect(after.headers.get('x-catalogue-cache')).toBe('miss');
    expect(app.edgeCache.stats.apiHits).toBe(0);
  });

  it('answers busy once the server is closing, from neither its store nor Fastify (decision 0057)', async () => {
    const { app, origin } = await listening();
    const product = await createProduct(app.db);
    const url = `${origin}/api/products/${product.slug}`;
    await (await fetch(url)).text();
    app.edgeCache.close();
    const answer = await fetch(url);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).not.toBeNull();
    expect(answer.headers.get('connection')).toBe('close');
    expect(answer.headers.get('x-catalogue-cache')).toBeNull(); // not Fastify's store either
    expect(await answer.json()).toMatchObject({ statusCode: 503, code: 'service_unavailable' });
    expect(app.edgeCache.stats.apiHits).toBe(0);
  });

  it('does nothing when the catalogue store is off', async () => {
    const { app, origin } = await listening({ CATALOGUE_CACHE_ENTRIES: '0' });
    const product = await createProduct(app.db);
    for (let i = 0; i < 2; i += 1) await (await fetch(`${origin}/api/products/${product.slug}`)).text();
    expect(app.edgeCache.stats.apiHits).toBe(0);
  });
});

/** An edge cache on a free port in front of `renderer`, with a catalogue version the test moves. */
async function listeningEdge(
  renderer: (request: IncomingMessage, response: ServerResponse) => void,
  pageBytes = 1024 * 1024,
) {
  const catalogue = { version: 1 };
  const edge = new EdgeCache({ pageEntries: 10, pageBytes, pageTtlMs: 10_000 });
  edge.attachCatalogue({ currentVersion: () => catalogue.version, ttlMs: 10_000, find: () => undefined });
  const factory = edge.serverFactory as unknown as (
    handler: (request: IncomingMessage, response: ServerResponse) => void,
    options: object,
  ) => Server;
  const server = factory(renderer, {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { edge, server, catalogue, host: `127.0.0.1:${port}` };
}

/** A page as plugins/web.ts stores it. */
function storedPage(version: number, body: string) {
  return {
    version,
    storedAt: Date.now(),
    compressible: false,
    ...answerTemplate({ 'content-type': 'text/html' }, body),
  };
}

describe("the page cache's byte cap (PAGE_CACHE_MB)", () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
    server = undefined;
  });

  it('keeps the most recently used pages that fit in the cap, whatever the entry count allows', async () => {
    const page = (name: string) => `<p>${name}</p>${'x'.repeat(10_000)}`;
    const pageBytes = Buffer.byteLength(page('a')) + 'content-type'.length + 'text/html'.length;
    const listening = await listeningEdge((_request, response) => response.end('rendered'), 2.5 * pageBytes);
    server = listening.server;
    const { edge, catalogue, host } = listening;
    for (const name of ['a', 'b', 'c']) {
      edge.storePage(`${host}\n\n\n/faq?${name}`, storedPage(catalogue.version, page(name)));
    }
    const get = async (name: string) => (await fetch(`http://${host}/faq?${name}`)).text();
    expect(await get('c')).toBe(page('c'));
    expect(await get('b')).toBe(page('b'));
    expect(await get('a')).toBe('rendered'); // 10 entries allowed, but only two pages' bytes
  });

  it('keeps nothing with a cap of 0', async () => {
    const listening = await listeningEdge((_request, response) => response.end('rendered'), 0);
    server = listening.server;
    const { edge, catalogue, host } = listening;
    edge.storePage(`${host}\n\n\n/faq`, storedPage(catalogue.version, 'stored'));
    expect(await (await fetch(`http://${host}/faq`)).text()).toBe('rendered');
  });
});

describe('page expiry', () => {
  let server: Server | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
    server = undefined;
  });

  /** An edge with one stored page in front of a "renderer" that answers `rendered`. */
  async function edgeWithOnePage() {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    const listening = await listeningEdge((_request, response) => response.end('rendered'));
    server = listening.server;
    const { edge, catalogue, host } = listening;
    edge.storePage(`${host}\n\n\n/faq`, storedPage(catalogue.version, 'stored'));
    const get = async () => (await fetch(`http://${host}/faq`)).text();
    return { get, bump: () => (catalogue.version += 1) };
  }

  it('lets one request re-render a page past its TTL while the others still get it', async () => {
    const { get } = await edgeWithOnePage();
    expect(await get()).toBe('stored');
    vi.setSystemTime(Date.now() + 10_001);
    expect(await get()).toBe('rendered'); // this one refreshes
    expect(await get()).toBe('stored'); // the others meanwhile
    vi.setSystemTime(Date.now() + 10_000);
    expect(await get()).toBe('rendered'); // the refresh never stored a copy: try again
    vi.setSystemTime(Date.now() + 40_000);
    expect(await get()).toBe('rendered'); // past the grace: gone
    expect(await get()).toBe('rendered');
  });

  it('drops a page at once when the catalogue changed', async () => {
    const { get, bump } = await edgeWithOnePage();
    expect(await get()).toBe('stored');
    bump();
    expect(await get()).toBe('rendered');
    expect(await get()).toBe('rendered');
  });
});

describe('concurrent requests for one page', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
    server = undefined;
  });

  /**
   * An edge in front of a slow "renderer" (like plugins/web.ts: it stores its copy once its answer is
   * out, or stores nothing when `storable` is false) that counts how often it rendered.
   */
  async function edgeWithSlowRenderer({ storable }: { storable: boolean }) {
    const renders: number[] = [];
    const listening = await listeningEdge((request, response) => {
      const startedVersion = listening.catalogue.version;
      renders.push(startedVersion);
      setTimeout(() => {
        const body = `page of version ${startedVersion}`;
        response.writeHead(storable ? 200 : 404, { 'content-type': 'text/html' }).end(body);
        const key = `${request.headers.host}\n\n\n${request.url}`;
        if (storable) listening.edge.storePage(key, storedPage(startedVersion, body));
      }, 200);
    });
    server = listening.server;
    const { edge, catalogue, host } = listening;
    const get = async (path = '/faq') => {
      const response = await fetch(`http://${host}${path}`);
      return {
        status: response.status,
        body: await response.text(),
        cache: response.headers.get('x-page-cache'),
      };
    };
    return { edge, get, renders, bump: () => (catalogue.version += 1) };
  }

  it('renders a page once for twenty visitors arriving together; the others get its copy', async () => {
    const { edge, get, renders } = await edgeWithSlowRenderer({ storable: true });
    const answers = await Promise.all(Array.from({ length: 20 }, () => get()));
    expect(renders).toEqual([1]);
    expect(answers.every((answer) => answer.status === 200 && answer.body === 'page of version 1')).toBe(
      true,
    );
    expect(answers.filter((answer) => answer.cache === 'hit')).toHaveLength(19);
    // Those arriving during the render waited for it; any arriving later found the stored page.
    expect(edge.stats.pageHits).toBe(19);
    expect(edge.stats.pageWaits).toBeGreaterThan(0);
  });

  it('renders different pages side by side', async () => {
    const { get, renders } = await edgeWithSlowRenderer({ storable: true });
    const answers = await Promise.all([get('/faq'), get('/about'), get('/faq'), get('/about')]);
    expect(renders).toHaveLength(2);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
  });

  it('lets the waiters render for themselves when the first render stores nothing (a 404)', async () => {
    const { get, renders } = await edgeWithSlowRenderer({ storable: false });
    const answers = await Promise.all(Array.from({ length: 5 }, () => get()));
    expect(renders).toHaveLength(5);
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404]);
  });

  it('does not make a visitor wait for a render of the catalogue before a write', async () => {
    const { get, renders, bump } = await edgeWithSlowRenderer({ storable: true });
    const first = get();
    await vi.waitFor(() => expect(renders).toHaveLength(1)); // the first render is under way
    bump();
    const second = await get();
    expect(second.body).toBe('page of version 2');
    expect((await first).body).toBe('page of version 1');
    expect(renders).toEqual([1, 2]);
    expect((await get()).body).toBe('page of version 2');
  });
});
