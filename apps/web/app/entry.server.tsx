/**
 * React Router's default Node streaming entry, plus the page's Content-Security-Policy nonce: the server
 * sends a policy that only runs scripts carrying this request's nonce (apps/api plugins/security-headers.ts),
 * so React's own inline scripts (`nonce` option), React Router's hydration scripts (`<ServerRouter nonce>`)
 * and the root layout's scripts (`NonceProvider` -> root.tsx) all carry it.
 * Browsers get the shell as soon as it is ready (streaming); bots and SPA-mode renders wait for all content.
 * A render not ready by its deadline answers the busy page (503, lib/render-page.tsx).
 */
import { isbot } from 'isbot';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { NonceProvider } from './lib/csp-nonce';
import { renderPage } from './lib/render-page';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext?.cspNonce;
  const userAgent = request.headers.get('user-agent');
  return renderPage(
    <NonceProvider nonce={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      status: responseStatusCode,
      headers: responseHeaders,
      waitForAll: Boolean(userAgent && isbot(userAgent)) || routerContext.isSpaMode,
      // Abort after `streamTimeout`, leaving time to flush the rejected boundaries.
      abortAfterMs: streamTimeout + 1000,
      nonce,
      log: loadContext?.log,
      url: request.url,
    },
  );
}
