import type { FastifyInstance, FastifyRequest } from 'fastify';
import { carriesSession } from '../plugins/edge-cache.ts';
import { inProcessCall } from '../plugins/overload.ts';
import type { DirectCalls } from './direct-calls.ts';

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | undefined>;
}

export interface ApiInit {
  method?: string;
  /** JSON, or a `FormData` sent as multipart/form-data (a file forwarded to `POST /api/uploads`). */
  body?: unknown;
  headers?: Record<string, string>;
}

/** The body as `inject` sends it, and its content type: JSON, or FormData encoded as multipart. */
async function encodedBody(body: unknown): Promise<{ type: string; payload: string | Buffer } | null> {
  if (body === undefined) return null;
  if (!(body instanceof FormData)) return { type: 'application/json', payload: JSON.stringify(body) };
  // The Fetch API writes the multipart body and its boundary.
  const encoded = new Request('http://in-process/', { method: 'POST', body });
  return {
    type: encoded.headers.get('content-type') ?? 'multipart/form-data',
    payload: Buffer.from(await encoded.arrayBuffer()),
  };
}

/** Headers of the shopper's request that an in-process API call must carry to act as that shopper. */
const forwardedHeaders = ['cookie', 'authorization', 'accept-language', 'user-agent', 'x-forwarded-for'];

/**
 * The storefront's loaders and actions call the API through Fastify's `inject`: the same routes,
 * validation and access rules as a browser call, without a network hop. A plain GET of a route that allows
 * it is answered by a direct call of the same route (`direct`, lib/direct-calls.ts): same handler, schemas
 * and access checks, without the simulated request and the JSON written and parsed again.
 */
export function createInProcessApi(app: FastifyInstance, direct?: DirectCalls) {
  return {
    forRequest(request: FastifyRequest) {
      const base: Record<string, string> = {};
      for (const name of forwardedHeaders) {
        const value = request.headers[name];
        if (typeof value === 'string') base[name] = value;
      }
      base['x-forwarded-for'] ??= request.ip;
      const signedIn = carriesSession(request.headers);
      return async function api<T = unknown>(path: string, init: ApiInit = {}): Promise<ApiResponse<T>> {
        const plainRead = (init.method ?? 'GET') === 'GET' && init.body === undefined && !init.headers;
        const directly = plainRead ? direct?.call(request, path, signedIn) : null;
        if (directly) return (await directly) as ApiResponse<T>;
        const sent = await encodedBody(init.body);
        const response = await app.inject({
          method: (init.method ?? 'GET') as 'GET',
          url: path,
          // The shopper's address and host, so rate limits, sessions and CSRF checks see the real client.
          remoteAddress: request.ip,
          headers: {
            ...base,
            host: request.host,
            origin: `${request.protocol}://${request.host}`,
            ...(sent ? { 'content-type': sent.type } : {}),
            ...init.headers,
            // Never shed: the page making this call was let in (plugins/overload.ts).
            [inProcessCall.header]: inProcessCall.value,
          },
          ...(sent ? { payload: sent.payload } : {}),
        });
        const type = String(response.headers['content-type'] ?? '');
        const body = (type.includes('json') && response.body ? response.json() : response.body) as T;
        const headers: ApiResponse['headers'] = {};
        for (const [name, value] of Object.entries(response.headers)) {
          headers[name] = typeof value === 'number' ? String(value) : value;
        }
        return { status: response.statusCode, body, headers };
      };
    },
  };
}
