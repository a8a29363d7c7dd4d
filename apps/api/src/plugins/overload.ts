import { randomUUID } from 'node:crypto';
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import {
  BUSY_ERROR_CODE,
  BUSY_MESSAGE,
  BUSY_PAGE_HEADERS,
  BUSY_PAGE_HTML,
  BUSY_RETRY_AFTER_SECONDS,
} from '@shop/shared/busy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './errors.ts';

export interface OverloadOptions {
  /** OVERLOAD_EVENT_LOOP_DELAY_MS: shed new requests while the event loop's mean delay is above it; 0: never. */
  maxEventLoopDelayMs: number;
  /** Tests: further @fastify/under-pressure options (a failing `healthCheck` puts the app under pressure). */
  pressure?: FastifyUnderPressureOptions;
}

/**
 * Health checks are never shed: an orchestrator must tell a busy instance (health 200, pages 503) from a
 * dead one, or it restarts the instance that was about to catch up and moves its load onto the others.
 */
const NEVER_SHED = new Set(['/api/health']);

/**
 * Marks the storefront's own in-process API calls (lib/in-process-api.ts), which are never shed: the page
 * that makes them was let in, and a loader told 503 renders its page without that data (measured: a third
 * of the shed requests in `npm run bench:overload` were such calls, their pages went out 200 with parts
 * missing). The value is drawn at start, so no client can send it.
 */
export const inProcessCall = { header: 'x-in-process-call', value: randomUUID() } as const;

const BUSY_API_BODY = JSON.stringify(errorBody(503, BUSY_MESSAGE, BUSY_ERROR_CODE));
const BUSY_API_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'retry-after': String(BUSY_RETRY_AFTER_SECONDS),
  'cache-control': 'no-store',
} as const;

/**
 * The busy answer (decision 0057) for a request to `url`, 503 with Retry-After: the API's JSON error (with
 * its `code`) for `/api/`, else the shared busy page. Fastify's replies (`busyAnswer`) and the edge's raw
 * answer while the server closes (plugins/edge-cache.ts) both send it.
 */
export function busyResponse(url: string): { headers: Record<string, string>; body: string } {
  return url.startsWith('/api/')
    ? { headers: BUSY_API_HEADERS, body: BUSY_API_BODY }
    : { headers: BUSY_PAGE_HEADERS, body: BUSY_PAGE_HTML };
}

/** Sets the reply's status and headers to the busy answer's and returns the body to send. */
export function busyAnswer(request: FastifyRequest, reply: FastifyReply): string {
  const { headers, body } = busyResponse(request.url);
  reply.code(503).headers(headers);
  return body;
}

/**
 * Every 503 says when to come back (Retry-After), whichever path answered it: load shedding, a page not
 * rendered in time, the database away (plugins/errors.ts), a degraded health check, a page whose loader
 * could not reach the API. Shutdown's 503 is answered by Fastify before any hook (plugins/edge-cache.ts
 * adds the header there).
 *
 * Load shedding with @fastify/under-pressure: while the event loop lags by more than the setting, a new
 * request costs the shop more than it can give the shopper (it would wait behind the queue, then likely time
 * out), so it gets the busy answer at once. Answers the edge cache holds still go out (they cost next to
 * nothing), as do health checks.
 */
async function overloadPlugin(app: FastifyInstance, options: OverloadOptions) {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 503 && !reply.hasHeader('retry-after')) {
      reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
    }
  });
  if (options.maxEventLoopDelayMs === 0 && !options.pressure) return;
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    retryAfter: BUSY_RETRY_AFTER_SECONDS,
    // Its README: "any other return value than a promise or nullish will be sent to the client with
    // reply.send"; its types only say void.
    pressureHandler: shed as FastifyUnderPressureOptions['pressureHandler'],
    ...options.pressure,
  });
}

/**
 * under-pressure's handler while the app is under pressure: it sends what this returns, and lets the
 * request through on undefined.
 */
function shed(
  request: FastifyRequest,
  reply: FastifyReply,
  type: string,
  value: number | undefined,
): string | undefined {
  if (NEVER_SHED.has(request.routeOptions.url ?? '')) return undefined;
  if (request.headers[inProcessCall.header] === inProcessCall.value) return undefined;
  request.log.warn({ type, value }, 'shed under pressure: answered busy (503)');
  return busyAnswer(request, reply);
}

export default fp(overloadPlugin, { name: 'overload' });
