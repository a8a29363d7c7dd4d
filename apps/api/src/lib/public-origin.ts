/**
 * The shop's public address for links in e-mails: PUBLIC_URL, else this machine on the configured port.
 * Never the request's Host or X-Forwarded-* headers: whoever sends the request chooses those, and a link
 * carrying a token must not lead to their site.
 */
import type { Env } from '../env.ts';

export function publicBaseUrl(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}
