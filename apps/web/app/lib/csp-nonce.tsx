/**
 * The Content-Security-Policy nonce of the page being rendered. The server (apps/api plugins/web.ts) makes
 * one per request, sends it in the response's CSP header and hands it to the render through the load
 * context; entry.server.tsx provides it here so `root.tsx` can put it on every script it renders.
 * In the browser the same nonce is read back from the page's scripts, so hydration renders exactly what
 * the server did (a differing nonce made React throw away the server HTML: error #418).
 */
import { createContext, type ReactNode, useContext } from 'react';

declare module 'react-router' {
  interface AppLoadContext {
    /** This response's CSP nonce (absent outside the Fastify server, e.g. in unit tests). */
    cspNonce?: string;
  }
}

/**
 * In the browser: the nonce the server rendered on this page's scripts. Browsers hide it from the
 * attribute but keep the `nonce` property; hydration must render the same value the server did.
 */
function documentNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

const NonceContext = createContext<string | undefined>(documentNonce());

export function NonceProvider({ nonce, children }: { nonce: string | undefined; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

/** The nonce for inline and module scripts; undefined without a server nonce (e.g. unit tests). */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
