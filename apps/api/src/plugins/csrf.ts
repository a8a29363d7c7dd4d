/**
 * Cross-site request forgery guard (docs/api.md §1). A browser attaches the `access_token` cookie to any
 * request, even one started by another site's form; so every mutating `/api/*` call that carries that
 * cookie must prove it comes from the shop itself:
 * - an `Origin` header naming a trusted origin (the request's own, PUBLIC_URL, AUTH_TRUSTED_ORIGINS), or
 * - without `Origin`, a `Referer` from a trusted origin, or
 * - without either, a JSON content type (which no cross-site form or simple request can send).
 * Cross-site HTML forms and `text/plain` posts are refused with 403 JSON. A foreign `Origin` is refused even
 * without the cookie (no sign-in CSRF), on storefront form posts too. Bearer-token calls from non-browser
 * clients send no Origin and pass.
 * The in-process API (lib/in-process-api.ts) sends the page's own origin, so SSR form actions pass.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env.ts';
import { errorBody } from './errors.ts';
import { ACCESS_TOKEN_COOKIE } from './session.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether `origin` is the shop itself: the request's own host (under either scheme, so a TLS-terminating
 * proxy without TRUST_PROXY still works), PUBLIC_URL, or one of AUTH_TRUSTED_ORIGINS.
 */
export function isTrustedOrigin(request: FastifyRequest, env: Env, origin: string): boolean {
  const parsed = originOf(origin);
  if (!parsed) return false;
  // Host headers may spell the default port (inject sends `localhost:80`); URL origins never do.
  if (new URL(parsed).host === request.host.replace(/:(80|443)$/, '')) return true;
  if (env.PUBLIC_URL && originOf(env.PUBLIC_URL) === parsed) return true;
  return env.AUTH_TRUSTED_ORIGINS.some((trusted) => (originOf(trusted) ?? trusted) === parsed);
}

function hasCookieAuth(request: FastifyRequest): boolean {
  const cookie = request.headers.cookie;
  return typeof cookie === 'string' && new RegExp(`(?:^|;\\s*)${ACCESS_TOKEN_COOKIE}=`).test(cookie);
}

function isJson(request: FastifyRequest): boolean {
  const type = String(request.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase();
  return type === 'application/json' || (type?.startsWith('application/') === true && type.endsWith('+json'));
}

/** Why the request must be refused, or null when it may proceed. */
export function csrfProblem(request: FastifyRequest, env: Env): string | null {
  if (safeMethods.has(request.method)) return null;
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') {
    if (origin === 'null') return 'Requests from an opaque origin are refused';
    return isTrustedOrigin(request, env, origin) ? null : 'Cross-site request refused';
  }
  // Page form posts (React Router actions) reach the API in-process with the page's own origin; for them
  // a foreign Origin above is the check, SameSite=Lax keeps the cookie off cross-site posts anyway.
  const path = request.url.split('?')[0] ?? '';
  if (!path.startsWith('/api/') || !hasCookieAuth(request)) return null;

  const referer = request.headers.referer;
  if (typeof referer === 'string' && referer !== '') {
    return isTrustedOrigin(request, env, referer) ? null : 'Cross-site request refused';
  }
  if (request.headers['sec-fetch-site'] === 'cross-site') return 'Cross-site request refused';
  return isJson(request) ? null : 'Cross-site request refused: send JSON or an Origin header';
}

async function csrfPlugin(app: FastifyInstance, options: { env: Env }) {
  app.addHook('onRequest', async (request, reply) => {
    const problem = csrfProblem(request, options.env);
    if (!problem) return;
    request.log.info({ origin: request.headers.origin, referer: request.headers.referer }, 'csrf: refused');
    return reply
      .code(403)
      .type('application/json; charset=utf-8')
      .send(errorBody(403, problem, 'csrf_rejected'));
  });
}

export default fp(csrfPlugin, { name: 'csrf' });
