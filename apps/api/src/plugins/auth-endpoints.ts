/**
 * Which better-auth endpoints the shop exposes at `/api/auth/*`: an explicit allow-list, everything else is
 * answered 404 before better-auth sees it (deny by default). The library brings many more endpoints than
 * the shop uses (`list-sessions` answers every session's bearer token, `verify-password` takes password
 * guesses, `sign-in/email` and `update-user` skip the shop's own rules), and a new library version may add
 * more.
 *
 * An endpoint matches only when the request SPELLS it canonically: `/api/auth/` and its path, plain
 * segments of letters, digits, `-` and `_`, one slash between them. Routers disagree about dot segments,
 * `%2e`, double and encoded slashes and trailing slashes (better-auth resolves them through the URL parser,
 * a raw-string check does not), so a limit or a block list keyed on the raw path could be walked around
 * with `/api/auth/./request-password-reset`. Refusing every other spelling means the path that is checked
 * is the path better-auth runs. Browsers and the storefront only ever send canonical paths.
 */
import type { AbuseAction } from './rate-limit.ts';

export const AUTH_BASE_PATH = '/api/auth';

export interface ExposedAuthEndpoint {
  method: 'GET' | 'POST';
  /** better-auth's path below `/api/auth`; `:name` stands for one segment. */
  path: string;
  /** The abuse budget each call spends: per IP, and per e-mail from the JSON body or the session's user. */
  limit?: { action: AbuseAction; email: 'body' | 'session' | 'none' };
  /** Exposed only when Google or Facebook sign-in is configured. */
  social?: true;
}

export const exposedAuthEndpoints: readonly ExposedAuthEndpoint[] = [
  // The link in the verification mail: verifies, signs in, redirects to the /verify-email page.
  { method: 'GET', path: '/verify-email' },
  // Forgotten password: the request (mail), the mail's link, the new password.
  {
    method: 'POST',
    path: '/request-password-reset',
    limit: { action: 'password-reset', email: 'body' },
  },
  { method: 'GET', path: '/reset-password/:token' },
  { method: 'POST', path: '/reset-password', limit: { action: 'password-reset', email: 'none' } },
  // Signed in: each call checks a current password, so it spends the sign-in budget of the account.
  { method: 'POST', path: '/change-password', limit: { action: 'sign-in', email: 'session' } },
  // Signed in: sign out every device.
  { method: 'POST', path: '/revoke-sessions' },
  // Google / Facebook through the popup (start, provider callback, error page).
  { method: 'GET', path: '/oauth-popup/start', social: true },
  { method: 'POST', path: '/sign-in/social', social: true },
  { method: 'GET', path: '/callback/:id', social: true },
  { method: 'GET', path: '/error', social: true },
];

/** Endpoints the shop answers with its own route instead, which adds the contract's rules. */
export const answeredElsewhere: Readonly<Record<string, string>> = {
  '/sign-up/email': 'POST /api/users/register',
  '/sign-in/email': 'POST /api/users/login',
  '/send-verification-email': 'POST /api/users/resend-verification',
  '/update-user': 'PATCH /api/users/update-profile-info',
};

const SEGMENT = '[A-Za-z0-9_-]+';

function patternOf(path: string): RegExp {
  const segments = path
    .split('/')
    .slice(1)
    .map((segment) => (segment.startsWith(':') ? SEGMENT : segment.replace(/[^A-Za-z0-9_/-]/g, '')));
  return new RegExp(`^${AUTH_BASE_PATH}/${segments.join('/')}$`);
}

export interface AuthEndpointTable {
  /** The exposed endpoint that `method` and the raw request target name canonically, else undefined. */
  match(method: string, url: string): ExposedAuthEndpoint | undefined;
  readonly endpoints: readonly ExposedAuthEndpoint[];
}

export function authEndpointTable(options: { social: boolean }): AuthEndpointTable {
  const endpoints = exposedAuthEndpoints.filter((endpoint) => options.social || !endpoint.social);
  const compiled = endpoints.map((endpoint) => ({ endpoint, pattern: patternOf(endpoint.path) }));
  return {
    endpoints,
    match(method, url) {
      const path = pathOf(url);
      const verb = method === 'HEAD' ? 'GET' : method;
      return compiled.find((entry) => entry.endpoint.method === verb && entry.pattern.test(path))?.endpoint;
    },
  };
}

/** The path part of a raw request target, exactly as sent. */
export function pathOf(url: string): string {
  const question = url.indexOf('?');
  return question === -1 ? url : url.slice(0, question);
}
