/**
 * The origin that links in e-mails (account verification, password reset, newsletter, admin decisions) point at.
 *
 * Never a request header on its own: whoever sends the request writes `Host` (and `X-Forwarded-Host`, which
 * even a trusted proxy usually copies from the client), while the mail goes to someone else, the account's
 * owner. A reset link built from `Host: attacker.example` hands the owner's token to the attacker on the
 * first click. So, in this order (docs/decisions, "links from configuration"):
 *
 * 1. a request to a host listed in ALLOWED_HOSTS: that host (a shop answering to several names);
 * 2. PUBLIC_URL, when set;
 * 3. without PUBLIC_URL, a request to a loopback name (`localhost`, `127.x.x.x`, `[::1]`): that origin.
 *    `npm start` on one's own machine works with no set-up, and such a link can only lead to the machine
 *    of whoever clicks it, never to the sender's;
 * 4. otherwise none: the mail is not sent (a warning at start-up names the setting to fix).
 *
 * `isLinkOrigin` applies the same rules to a finished link, as the last check before a mail goes out.
 */
import type { FastifyRequest } from 'fastify';
import { type Env, HOST_PATTERN } from '../env.ts';

interface HostAndPort {
  hostname: string;
  port: string;
}

function defaultPort(protocol: string): string {
  return protocol === 'https:' ? '443' : '80';
}

function hostAndPortOf(url: URL): HostAndPort {
  return { hostname: url.hostname.toLowerCase(), port: url.port || defaultPort(url.protocol) };
}

function isLoopbackHostname(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^127(?:\.\d{1,3}){3}$/.test(hostname) ||
    hostname === '[::1]'
  );
}

/** An ALLOWED_HOSTS entry names the host; with a port, only that port. */
function isAllowedHost(target: HostAndPort, protocol: string, env: Env): boolean {
  return env.ALLOWED_HOSTS.some((entry) => {
    const allowed = hostAndPortOf(new URL(`${protocol}//${entry}`));
    return allowed.hostname === target.hostname && (!/:\d+$/.test(entry) || allowed.port === target.port);
  });
}

function configuredOrigin(env: Env): string | null {
  return env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : null;
}

/** True when a link to `url` may be e-mailed: its origin is one that `linkOriginOf` can answer. */
export function isLinkOrigin(url: string, env: Env): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (parsed.origin === configuredOrigin(env)) return true;
  const target = hostAndPortOf(parsed);
  if (isAllowedHost(target, parsed.protocol, env)) return true;
  return !env.PUBLIC_URL && isLoopbackHostname(target.hostname);
}

/**
 * The origin for links in mails caused by `request`, or null when none may be used (then no such mail is
 * sent). The request's own host (`request.host`: `X-Forwarded-Host` only from a TRUST_PROXY hop) counts only
 * when the rules above allow it.
 */
export function linkOriginOf(request: FastifyRequest, env: Env): string | null {
  const host = (request.host ?? '').toLowerCase();
  if (HOST_PATTERN.test(host)) {
    const own = new URL(`${request.protocol === 'https' ? 'https' : 'http'}://${host}`);
    if (isLinkOrigin(own.origin, env)) return own.origin;
  }
  return configuredOrigin(env);
}

/** The start-up warning when mails with links depend on the Host of each request, else null. */
export function linkOriginWarning(env: Env): string | null {
  if (env.PUBLIC_URL || env.NODE_ENV !== 'production') return null;
  const hosts = ['localhost', ...env.ALLOWED_HOSTS].join(', ');
  return (
    `PUBLIC_URL is not set: e-mails with links (account verification, password reset, newsletter) are sent only for ` +
    `requests to ${hosts}; for any other host they are not sent, so that a forged Host header cannot put ` +
    `its own address in them. Set PUBLIC_URL to the shop's public address, e.g. PUBLIC_URL=https://shop.example`
  );
}
