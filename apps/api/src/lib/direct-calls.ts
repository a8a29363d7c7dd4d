/**
 * The storefront's reads without a Fastify request per call (decision 42). A GET route that declares
 * `config: { directCall: true }` can be called by a page's loader as a plain function call: the same
 * handler, its own `preValidation`/`preHandler` hooks, its params and query validated by the same zod
 * schemas through the same validator compiler, its answer shaped by the same response schema and its errors
 * turned into the same `{ statusCode, error, message, code }` body by the same function as the error
 * handler's. What it skips is the simulated HTTP request around them (`inject`: a fake socket, the global
 * hooks, JSON written and parsed again).
 *
 * The page's own request stands in for the call's: its cookie and bearer token are what `inject` forwarded,
 * so the session is resolved once per page (`resolveSessionUser` memoises by the raw request) and any
 * cookie that resolution sets (a renewed or cleared session) goes out with the page.
 *
 * A path is matched by find-my-way, Fastify's own router, holding every GET route under `/api/` with
 * Fastify's router options: a call reaches the route Fastify would have chosen (a static
 * `/api/products/filter` before `/api/products/:slug`), with params and query parsed alike. A route that
 * does not declare it, any other method, and anonymous calls to catalogue reads (whose answers the catalogue
 * cache stores for the next visitor) still go through `inject`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import FindMyWay from 'find-my-way';
import { z } from 'zod';
import { errorAnswer } from '../plugins/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Loaders may call this GET route as a function (lib/direct-calls.ts); see decision 42. */
    directCall?: boolean;
  }
  interface FastifyInstance {
    /** The GET routes loaders call without `inject` (lib/direct-calls.ts). */
    directCalls: DirectCalls;
  }
}

export interface DirectAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

type Hook = (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
type Validate = (data: unknown) => { value?: unknown; error?: unknown };

interface DirectRoute {
  url: string;
  preValidation: Hook[];
  preHandler: Hook[];
  validateParams: Validate | null;
  validateQuery: Validate | null;
  responses: Record<string, z.ZodType>;
  handler: RouteOptions['handler'];
  catalogueRead: boolean;
}

/** What a route's handler may do with its reply when called directly: headers, a status, a payload. */
class DirectReply {
  statusCode = 200;
  sent = false;
  payload: unknown;
  readonly headers: Record<string, string | string[]> = {};

  header(name: string, value: unknown) {
    this.headers[name.toLowerCase()] = Array.isArray(value) ? value.map(String) : String(value);
    return this;
  }
  getHeader(name: string) {
    return this.headers[name.toLowerCase()];
  }
  hasHeader(name: string) {
    return name.toLowerCase() in this.headers;
  }
  type(contentType: string) {
    return this.header('content-type', contentType);
  }
  code(statusCode: number) {
    this.statusCode = statusCode;
    return this;
  }
  status(statusCode: number) {
    return this.code(statusCode);
  }
  send(payload?: unknown) {
    this.sent = true;
    this.payload = payload;
    return this;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

function asList<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** Fastify's wrapping of a failed validation, as the error handler reads it (`validation`, its context). */
function validationError(issues: unknown, context: 'params' | 'querystring'): Error {
  return Object.assign(new Error(`${context} is invalid`), {
    statusCode: 400,
    code: 'FST_ERR_VALIDATION',
    validation: issues,
    validationContext: context,
  });
}

function compile(route: RouteOptions): DirectRoute {
  const where = `GET ${route.url}`;
  for (const hook of ['onRequest', 'preParsing', 'preSerialization', 'onSend', 'onResponse'] as const) {
    if (route[hook]) throw new Error(`${where}: a direct call runs only preValidation and preHandler hooks`);
  }
  const hooks = (value: unknown): Hook[] =>
    asList(value as Hook | Hook[] | undefined).map((hook) => {
      if (hook.length > 2) throw new Error(`${where}: a direct call's hooks must be async functions`);
      return hook;
    });
  const schema = (route.schema ?? {}) as {
    params?: z.ZodType;
    querystring?: z.ZodType;
    headers?: unknown;
    response?: Record<string, unknown>;
  };
  if (schema.headers) throw new Error(`${where}: a direct call cannot validate headers`);
  const validator = (part: z.ZodType | undefined, httpPart: string): Validate | null =>
    part ? (validatorCompiler({ schema: part, method: 'GET', url: route.url, httpPart }) as Validate) : null;
  const responses: Record<string, z.ZodType> = {};
  for (const [status, value] of Object.entries(schema.response ?? {})) {
    if (!(value instanceof z.ZodType)) throw new Error(`${where}: response ${status} is not a zod schema`);
    responses[status] = value;
  }
  return {
    url: route.url,
    preValidation: hooks(route.preValidation),
    preHandler: hooks(route.preHandler),
    validateParams: validator(schema.params, 'params'),
    validateQuery: validator(schema.querystring, 'querystring'),
    responses,
    handler: route.handler,
    catalogueRead: route.config?.catalogueCache === true,
  };
}

/** Fastify's choice of response schema: the exact status, else its class (`2xx`), else `default`. */
function responseSchema(route: DirectRoute, status: number): z.ZodType | undefined {
  return route.responses[status] ?? route.responses[`${String(status)[0]}xx`] ?? route.responses.default;
}

/**
 * The same steps as Fastify's route lifecycle for one GET, on the page's request: preValidation hooks,
 * params then query validated, preHandler hooks, the handler, then the response schema's encoding (what
 * the serializer compiler does before `JSON.stringify`), or the error handler's body.
 */
async function run(
  app: FastifyInstance,
  route: DirectRoute,
  page: FastifyRequest,
  url: string,
  params: Record<string, string | undefined>,
  query: Record<string, unknown>,
): Promise<DirectAnswer> {
  const reply = new DirectReply();
  const request = Object.create(page, {
    method: { value: 'GET' },
    url: { value: url },
    originalUrl: { value: url },
    params: { value: params, writable: true },
    query: { value: query, writable: true },
  }) as FastifyRequest;
  const asReply = reply as unknown as FastifyReply;
  let payload: unknown;
  try {
    for (const hook of route.preValidation) {
      await hook.call(app, request, asReply);
      if (reply.sent) return answer(route, reply, reply.payload);
    }
    for (const [validate, part, context] of [
      [route.validateParams, 'params', 'params'],
      [route.validateQuery, 'query', 'querystring'],
    ] as const) {
      if (!validate) continue;
      const result = validate(request[part]);
      if (result.error) throw validationError(result.error, context);
      (request as unknown as Record<string, unknown>)[part] = result.value;
    }
    for (const hook of route.preHandler) {
      await hook.call(app, request, asReply);
      if (reply.sent) return answer(route, reply, reply.payload);
    }
    const returned = await route.handler.call(app, request, asReply);
    payload = returned === asReply || reply.sent ? reply.payload : returned;
    return answer(route, reply, payload);
  } catch (error) {
    const body = errorAnswer(error as Error, request.log);
    return { status: body.statusCode, body, headers: { ...reply.headers, 'content-type': JSON_TYPE } };
  }
}

/** The answer as the serializer shapes it: the response schema's output, or the payload without one. */
function answer(route: DirectRoute, reply: DirectReply, payload: unknown): DirectAnswer {
  const schema = responseSchema(route, reply.statusCode);
  let body = payload;
  if (schema) {
    const encoded = z.safeEncode(schema, payload);
    if (!encoded.success) {
      // As Fastify's serializer would: a ResponseSerializationError, answered 500 by the error handler.
      throw Object.assign(new Error("Response doesn't match the schema"), {
        method: 'GET',
        url: route.url,
        cause: encoded.error,
      });
    }
    body = encoded.data;
  }
  return {
    status: reply.statusCode,
    body,
    headers: { 'content-type': JSON_TYPE, ...reply.headers },
  };
}

/**
 * Registers the `onRoute` hook that learns every GET route under `/api/`; call it before any route is
 * registered. `call` answers a path directly when its route allows it, or null (then use `inject`).
 */
export function directCalls(app: FastifyInstance) {
  const router = FindMyWay({ ignoreTrailingSlash: true, maxParamLength: 200 });
  app.addHook('onRoute', (route) => {
    if (!asList(route.method).includes('GET') || !route.url.startsWith('/api/')) return;
    const direct = route.config?.directCall === true ? compile(route) : null;
    router.on('GET', route.url, () => {}, { direct });
  });
  return {
    /** The answer of `GET path` for the shopper of `page`, or null when the route must go through HTTP. */
    call(page: FastifyRequest, path: string, signedIn: boolean): Promise<DirectAnswer> | null {
      const found = router.find('GET', path);
      const route = (found?.store as { direct: DirectRoute | null } | undefined)?.direct;
      if (!found || !route) return null;
      // An anonymous catalogue read goes through HTTP, where the catalogue cache keeps its answer.
      if (route.catalogueRead && !signedIn) return null;
      const params = { ...found.params };
      const query = { ...(found.searchParams as Record<string, unknown>) };
      return run(app, route, page, path, params, query).catch((error: unknown) => {
        const body = errorAnswer(error as Error, page.log);
        return { status: body.statusCode, body, headers: { 'content-type': JSON_TYPE } };
      });
    },
  };
}

export type DirectCalls = ReturnType<typeof directCalls>;
