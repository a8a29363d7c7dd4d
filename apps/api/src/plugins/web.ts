import { existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { createRequestHandler, ServerBuild } from 'react-router';
import { createInProcessApi } from '../lib/in-process-api.ts';
import { toWebRequest } from '../lib/web-request.ts';
import { answerTemplate, type EdgeCache } from './edge-cache.ts';
import { busyAnswer } from './overload.ts';

export interface WebOptions {
  /** apps/web/build: holds server/index.js and client/ */
  buildDir: string;
  publicUrl?: string;
  /** `npm run dev`: serve apps/web through Vite's dev server (HMR) instead of the build. */
  viteRoot?: string;
  /** Keeps anonymous catalogue pages rendered (plugins/edge-cache.ts); set by app.ts. */
  edge?: EdgeCache;
  /**
   * A page with no answer (not even its status) this long after the request came in gets the busy page
   * (503 with Retry-After) instead of a connection dropped at the idle cut; app.ts sets REQUEST_TIMEOUT_MS.
   */
  answerWithinMs?: number;
}

/** A page render on its way to the edge cache: stored once its response has gone out whole. */
interface PendingPage {
  key: string;
  version: number;
  startedAt: number;
  body: Promise<ArrayBuffer>;
}

type RequestHandler = ReturnType<typeof createRequestHandler>;

const PAGE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Serves the React Router storefront from the same process: hashed assets with a year-long cache, then
 * every non-API request goes to React Router's request handler. Loaders reach the API in-process through
 * `context.api`, so a page render costs no extra network hop and goes through the same validation and
 * access rules as a browser call.
 */
export async function webPlugin(app: FastifyInstance, options: WebOptions) {
  // Pages and their scripts go out gzip/brotli-compressed (the SSR HTML shrinks about 20x) by the
  // compression app.ts registers before every route.
  const handle = options.viteRoot
    ? await viteHandler(app, options.viteRoot)
    : await builtHandler(app, options.buildDir);
  const api = createInProcessApi(app, app.directCalls);
  const { edge } = options;
  const pending = new WeakMap<FastifyRequest, PendingPage>();

  // Form posts reach React Router actions untouched: no body parsing in this context.
  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
    // Every path renders a storefront page but the API's own: an unknown `/api/...` call (any method) gets
    // the API's JSON 404 error, not the "Page not found" page.
    pages.route({
      method: PAGE_METHODS,
      url: '/api/*',
      schema: { hide: true },
      handler: (_request, reply) => reply.callNotFound(),
    });
    pages.route({
      method: PAGE_METHODS,
      url: '/*',
      schema: { hide: true },
      handler: async (request, reply) => {
        // Read before rendering: a catalogue write during the render leaves this page stale, never stored.
        const key = edge?.pageKey(request.raw) ?? null;
        const version = edge?.currentVersion() ?? 0;
        const startedAt = Date.now();
        const rendering = handle(
          toWebRequest(request, {
            origin: options.publicUrl ?? `${request.protocol}://${request.host}`,
            body: 'stream',
          }),
          {
            api: api.forRequest(request),
            // entry.server.tsx puts it on every script it renders; plugins/security-headers.ts sends the
            // same nonce in this response's Content-Security-Policy.
            cspNonce: request.cspNonce,
            // entry.server.tsx warns through it when a render ran past its deadline (decision 0057).
            log: request.log,
          },
        );
        const response = await answeredWithin(rendering, options.answerWithinMs);
        if (response === null) {
          request.log.warn(
            { waitedMs: options.answerWithinMs },
            'page not answered in time: answered busy (503)',
          );
          // The render may still finish: its stream is cancelled, which aborts React's render.
          rendering.then(
            (late) => late.body?.cancel(),
            () => {},
          );
          return reply.send(busyAnswer(request, reply));
        }
        if (key === null || !isStorable(response)) return sendWebResponse(reply, response);
        // The shopper gets the stream as it renders; a copy of it is kept for the cache.
        const [toClient, toCache] = (response.body as ReadableStream<Uint8Array>).tee();
        pending.set(request, { key, version, startedAt, body: new Response(toCache).arrayBuffer() });
        reply.header('x-page-cache', 'miss');
        const init = { status: response.status, headers: response.headers };
        return sendWebResponse(reply, new Response(toClient, init));
      },
    });
    pages.addHook('onResponse', async (request, reply) => {
      const page = pending.get(request);
      if (!page || !edge || reply.statusCode !== 200) return;
      pending.delete(request);
      const body = await page.body.catch(() => null);
      if (!body) return; // the render failed part-way: nothing whole to keep
      edge.storePage(page.key, {
        version: page.version,
        storedAt: page.startedAt,
        compressible: true,
        ...answerTemplate(withVaryOnEncoding(reply.getHeaders()), Buffer.from(body), request.cspNonce),
      });
    });
  });
}

/**
 * The render's response, or null when it has none within `ms`: under a heavy load a page's loaders and
 * render queued so long that Node's idle cut closed the connection with nothing sent (decision 0057).
 */
function answeredWithin(rendering: Promise<Response>, ms: number | undefined): Promise<Response | null> {
  if (ms === undefined) return rendering;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([rendering, late]).finally(() => clearTimeout(timer));
}

/** Only a whole, shared 200 may be repeated to other visitors; a route may still say it is not shareable. */
function isStorable(response: Response): boolean {
  return (
    response.status === 200 &&
    response.body !== null &&
    !response.headers.has('set-cookie') &&
    !/\b(?:private|no-store)\b/i.test(response.headers.get('cache-control') ?? '')
  );
}

/** The edge compresses per hit according to Accept-Encoding, so caches downstream must vary on it. */
function withVaryOnEncoding(headers: Record<string, unknown>): Record<string, unknown> {
  const vary = headers.vary === undefined ? '' : String(headers.vary);
  if (/\baccept-encoding\b/i.test(vary)) return headers;
  return { ...headers, vary: vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding' };
}

async function builtHandler(app: FastifyInstance, buildDir: string): Promise<RequestHandler> {
  const serverEntry = `${buildDir}/server/index.js`;
  const clientDir = `${buildDir}/client`;
  if (!existsSync(serverEntry)) {
    throw new Error(`The storefront is not built (${serverEntry} is missing): run \`npm run build\``);
  }

  await app.register(fastifyStatic, {
    root: `${clientDir}/assets`,
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
    decorateReply: false,
  });
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    maxAge: '1h',
    decorateReply: false,
    // Hashed assets are served above with an immutable cache; this one serves favicon, logo and the like.
    globIgnore: ['assets/**'],
  });
  return lazyRequestHandler(() => import(pathToFileURL(serverEntry).href) as Promise<ServerBuild>);
}

/**
 * The storefront's server build (with React Router, React and the UI packages it imports) takes a few
 * hundred milliseconds to load, so it loads on the first page request instead of before `listen`: the
 * API answers sooner after a restart (start-up time, BENCHMARKS.md), and only the first page waits for it.
 */
function lazyRequestHandler(loadBuild: () => Promise<ServerBuild>): RequestHandler {
  let handler: Promise<RequestHandler> | undefined;
  return (request, loadContext) => {
    handler ??= Promise.all([import('react-router'), loadBuild()]).then(
      ([reactRouter, build]) => reactRouter.createRequestHandler(build, 'production'),
      (error: unknown) => {
        handler = undefined; // a later request tries again instead of failing forever
        throw error;
      },
    );
    return handler.then((handle) => handle(request, loadContext));
  };
}

/** Development: Vite compiles the storefront on demand and pushes changes to the browser (HMR). */
async function viteHandler(app: FastifyInstance, root: string): Promise<RequestHandler> {
  const [{ createServer }, { default: middie }, { createRequestHandler }] = await Promise.all([
    import('vite'),
    import('@fastify/middie'),
    import('react-router'),
  ]);
  const vite = await createServer({
    root,
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', async () => {
    await vite.close();
  });
  return createRequestHandler(
    () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    'development',
  );
}

function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}
