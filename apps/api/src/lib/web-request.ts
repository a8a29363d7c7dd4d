/**
 * The one bridge from a Fastify request to a Web `Request`, for the two handlers that speak the Fetch API:
 * React Router's (pages and form posts) and better-auth's.
 */
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';

export interface WebRequestInit {
  /** Scheme, host and port the Web request is addressed to (links built from it point there). */
  origin: string;
  /** Path and query; the Fastify request's own by default. */
  url?: string;
  /** The Fastify request's own by default. */
  method?: string;
  /** The Fastify request's own headers by default (see `webHeadersOf`). */
  headers?: Headers;
  /**
   * `'stream'` passes the unread request body on as it arrives and aborts the Web request when the client
   * goes away first; a string is sent as it is; none sends no body. GET and HEAD never carry one.
   */
  body?: string | 'stream';
}

/** The request's headers as Web `Headers`, repeated ones kept, without those named in `skip`. */
export function webHeadersOf(request: FastifyRequest, skip: ReadonlySet<string> = new Set()): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || skip.has(name)) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }
  return headers;
}

export function toWebRequest(request: FastifyRequest, init: WebRequestInit): Request {
  const method = init.method ?? request.method;
  const headers = init.headers ?? webHeadersOf(request);
  const url = new URL(init.url ?? request.url, init.origin);
  const mayHaveBody = method !== 'GET' && method !== 'HEAD';
  if (init.body !== 'stream') {
    const body = mayHaveBody ? init.body : undefined;
    return new Request(url, { method, headers, ...(body !== undefined ? { body } : {}) });
  }
  // A page render or form post whose client has gone away stops (React Router passes on the signal).
  const controller = new AbortController();
  request.raw.once('close', () => {
    if (!request.raw.complete) controller.abort();
  });
  return new Request(url, {
    method,
    headers,
    signal: controller.signal,
    ...(mayHaveBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}
