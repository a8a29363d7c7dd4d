import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | undefined>;
}

export interface ApiInit {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Headers of the shopper's request that an in-process API call must carry to act as that shopper. */
const forwardedHeaders = ['cookie', 'authorization', 'accept-language', 'user-agent', 'x-forwarded-for'];

/**
 * The storefront's loaders and actions call the API through Fastify's `inject`: the same routes,
 * validation and access rules as a browser call, without a network hop.
 */
export function createInProcessApi(app: FastifyInstance) {
  return {
    forRequest(request: FastifyRequest) {
      const base: Record<string, string> = {};
      for (const name of forwardedHeaders) {
        const value = request.headers[name];
        if (typeof value === 'string') base[name] = value;
      }
      base['x-forwarded-for'] ??= request.ip;
      return async function api<T = unknown>(path: string, init: ApiInit = {}): Promise<ApiResponse<T>> {
        const response = await app.inject({
          method: (init.method ?? 'GET') as 'GET',
          url: path,
          // The shopper's address and host, so rate limits, sessions and CSRF checks see the real client.
          remoteAddress: request.ip,
          headers: {
            ...base,
            host: request.host,
            origin: `${request.protocol}://${request.host}`,
            ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
            ...init.headers,
          },
          ...(init.body !== undefined ? { payload: JSON.stringify(init.body) } : {}),
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
