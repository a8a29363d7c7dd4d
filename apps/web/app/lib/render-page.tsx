import { createReadableStreamFromReadable } from '@react-router/node';
import { BUSY_PAGE_HEADERS, BUSY_PAGE_HTML } from '@shop/shared/busy';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { coalesceChunks } from './coalesce-chunks';

/** The server's logger for this request (pino's, from apps/api plugins/web.ts). */
interface PageLog {
  warn(details: object, message: string): void;
}

declare module 'react-router' {
  interface AppLoadContext {
    /** This request's logger (absent outside the Fastify server, e.g. in unit tests). */
    log?: PageLog;
  }
}

export interface RenderPageOptions {
  /** The status React Router chose for the page (its loaders' and error boundaries'). */
  status: number;
  headers: Headers;
  /** Bots and SPA-mode renders wait for the whole page; browsers get the shell as soon as it is ready. */
  waitForAll: boolean;
  /** The render is aborted this long after it started; pending boundaries then render on the client. */
  abortAfterMs: number;
  nonce?: string;
  log?: PageLog;
  url: string;
}

/**
 * Renders `element` as a streamed HTML response.
 *
 * A render that reaches its deadline before it was ready to send (the shell for a browser, the whole page
 * for a bot) answers the busy page instead: 503 with Retry-After (decision 0057), logged as a warning. It
 * used to abort, and the abort's errors set the status to 500 while React still completed the shell with
 * client-rendered fallbacks: the shopper got a normal-looking page with status 500, and nothing was logged
 * (measured under overload, decision 0057). Errors after the shell has gone out are logged and change nothing
 * the client sees, as before.
 */
export function renderPage(element: ReactElement, options: RenderPageOptions): Promise<Response> {
  let status = options.status;
  return new Promise<Response>((resolve, reject) => {
    /** The page is on its way to the client. */
    let sending = false;
    /** The deadline came first: the busy page was answered and this render is dropped. */
    let busy = false;
    const deadline = setTimeout(() => {
      if (!sending) {
        busy = true;
        options.log?.warn(
          { url: options.url, deadlineMs: options.abortAfterMs, waitForAll: options.waitForAll },
          'page render reached its deadline before it was ready: answered busy (503)',
        );
        resolve(busyPage(options.headers));
      }
      abort();
    }, options.abortAfterMs);

    const ready = () => {
      if (busy) return;
      sending = true;
      const body = coalesceChunks();
      // Once the whole page went out (or the client left), the deadline has nothing left to abort.
      body.once('finish', () => clearTimeout(deadline));
      body.once('close', () => clearTimeout(deadline));
      options.headers.set('Content-Type', 'text/html');
      pipe(body);
      resolve(new Response(createReadableStreamFromReadable(body), { headers: options.headers, status }));
    };

    const { pipe, abort } = renderToPipeableStream(element, {
      nonce: options.nonce,
      ...(options.waitForAll ? { onAllReady: ready } : { onShellReady: ready }),
      onShellError(error: unknown) {
        if (busy) return;
        clearTimeout(deadline);
        reject(error);
      },
      onError(error: unknown) {
        if (busy) return;
        status = 500;
        // Errors during the shell reject above and are logged by React Router; log the later ones.
        if (sending) console.error(error);
      },
    });
  });
}

/** The shared busy page; the cookies the route set still go out (a session refresh is not lost). */
function busyPage(routeHeaders: Headers): Response {
  const headers = new Headers(BUSY_PAGE_HEADERS);
  for (const cookie of routeHeaders.getSetCookie()) headers.append('set-cookie', cookie);
  return new Response(BUSY_PAGE_HTML, { status: 503, headers });
}
