/**
 * The routes of the running app as its OpenAPI document lists them, plus a sampler that builds a VALID value
 * from a JSON schema, for the hostile suites (access matrix, fuzzing) that must cover every route without a
 * hand-kept list: a route added tomorrow is attacked tomorrow.
 */
import type { FastifyInstance } from 'fastify';

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
  description?: string;
};

export interface RouteParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI form: `/api/orders/{id}`. */
  path: string;
  /** True when the document declares a session (cookie or bearer) requirement. */
  secured: boolean;
  parameters: RouteParameter[];
  /** The JSON body schema, when the route takes one. */
  body?: JsonSchema;
  description: string;
}

interface OpenApiOperation {
  security?: unknown[];
  parameters?: RouteParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  description?: string;
}

export async function listApiRoutes(app: FastifyInstance): Promise<ApiRoute[]> {
  const document = (await app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  const routes: ApiRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const upper = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) continue;
      routes.push({
        method: upper as ApiRoute['method'],
        path,
        secured: Array.isArray(operation.security) && operation.security.length > 0,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
        description: operation.description ?? '',
      });
    }
  }
  return routes;
}

/** `/api/orders/{id}` with `{ id: 'x' }` → `/api/orders/x` (values URI-encoded). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(wellFormed(values[name] ?? 'unknown')),
  );
}

/** Lone surrogates cannot be URI-encoded; a URL carries U+FFFD in their place, as browsers do. */
export function wellFormed(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

export function queryString(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    search.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function sampleString(schema: JsonSchema, name: string): string {
  if (
    /image|avatar|logo|cover|photo|banner/i.test(name) ||
    /POST \/api\/uploads/.test(schema.description ?? '')
  )
    return '/uploads/sample.webp';
  // A number libphonenumber-js takes as a real United States one, and a country the address book knows.
  if (/phone/i.test(name)) return '+1 415 555 2671';
  if (name === 'country') return 'US';
  // A shipped line's carrier and a tracking number of the shape carriers print.
  if (name === 'carrier') return 'ups';
  if (name === 'tracking_number') return '1Z999AA10123456784';
  if (/email/i.test(name)) return 'someone@example.test';
  if (/link|url/i.test(name)) return 'https://example.test/x';
  if (schema.format === 'email' || /@/.test(schema.pattern ?? '')) return 'someone@example.test';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.test/x';
  if (schema.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
  if (schema.format === 'date') return '2030-01-01';
  if (schema.pattern?.includes('0-9') && schema.pattern.includes('+')) return '+1 555 0100';
  if (schema.pattern === '^\\d+(\\.\\d+)?$') return '12.50';
  if (schema.pattern?.startsWith('^#')) return '#336699';
  const length = Math.max(schema.minLength ?? 0, 4);
  return 'sample-text-value'.slice(0, Math.min(length, schema.maxLength ?? 17)).padEnd(length, 'x');
}

/**
 * A value the schema accepts. `override(name)` may replace an object property (e.g. put a victim's slug
 * into every `user_slug`).
 */
export function sampleFromSchema(
  schema: JsonSchema | undefined,
  override?: (property: string, schema: JsonSchema) => unknown,
  /** The property the value is for: `avatar` wants an upload URL, `phone` a phone number. */
  name = '',
): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  // A line moved to `shipped`, so that the carrier and tracking samples make one valid shipping update.
  if (name === 'line_status' && schema.enum?.includes('shipped')) return 'shipped';
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternative = schema.anyOf ?? schema.oneOf;
  if (alternative && alternative.length > 0) {
    const concrete = alternative.find((option) => option.type !== 'null') ?? alternative[0];
    return sampleFromSchema(concrete, override, name);
  }
  if (schema.allOf && schema.allOf.length > 0) {
    return sampleFromSchema(Object.assign({}, ...schema.allOf) as JsonSchema, override, name);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return sampleString(schema, name);
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      return Math.min(Math.max(low, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () =>
        sampleFromSchema(schema.items, override, name),
      );
    case 'object':
    case undefined: {
      if (!schema.properties) return type === 'object' ? {} : 'sample';
      const value: Record<string, unknown> = {};
      for (const [property, propertySchema] of Object.entries(schema.properties)) {
        const replaced = override?.(property, propertySchema);
        value[property] =
          replaced !== undefined ? replaced : sampleFromSchema(propertySchema, override, property);
      }
      return value;
    }
    default:
      return null;
  }
}
