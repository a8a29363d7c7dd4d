/**
 * How loaders and actions reach the API. In production the Fastify server passes `context.api`, which calls
 * `/api/...` in-process and forwards the shopper's cookies. Without it (e.g. `react-router dev` alone) we fall
 * back to HTTP against API_ORIGIN. Either way the function returned by `apiFor` never rejects: a failure
 * becomes a 503 response so that pages can render with empty data.
 */
import type { AppLoadContext } from 'react-router';

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | undefined>;
}

export type ApiFetch = <T = unknown>(
  path: string,
  /** `body`: JSON, or a `FormData` sent as multipart/form-data (a file for `POST /api/uploads`). */
  init?: { method?: string; body?: unknown; headers?: Record<string, string> },
) => Promise<ApiResponse<T>>;

declare module 'react-router' {
  interface AppLoadContext {
    api: ApiFetch;
  }
}

const FALLBACK_TIMEOUT_MS = 5000;

export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code: string;
}

function unavailable(): ApiResponse<ApiErrorBody> {
  return {
    status: 503,
    body: {
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The shop is not reachable right now.',
      code: 'api_unreachable',
    },
    headers: {},
  };
}

function fallbackApi(request: Request): ApiFetch {
  const origin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';
  const cookie = request.headers.get('cookie');
  return async <T>(path: string, init: Parameters<ApiFetch>[1] = {}) => {
    const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
    if (cookie) headers.cookie = cookie;
    const multipart = init.body instanceof FormData;
    // FormData: fetch writes the multipart content type with its boundary.
    if (init.body !== undefined && !multipart) headers['content-type'] = 'application/json';
    const response = await fetch(origin + path, {
      method: init.method ?? 'GET',
      headers,
      body:
        init.body === undefined ? undefined : multipart ? (init.body as FormData) : JSON.stringify(init.body),
      signal: AbortSignal.timeout(FALLBACK_TIMEOUT_MS),
    });
    const text = await response.text();
    const collected: ApiResponse['headers'] = {};
    response.headers.forEach((value, name) => {
      collected[name] = value;
    });
    const setCookies = response.headers.getSetCookie();
    if (setCookies.length > 0) collected['set-cookie'] = setCookies;
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as T, headers: collected };
  };
}

/** The API for this request: the server's in-process one when present, else HTTP; never rejects. */
export function apiFor(context: AppLoadContext | undefined, request: Request): ApiFetch {
  const provided = (context as Partial<AppLoadContext> | undefined)?.api;
  const api = typeof provided === 'function' ? provided : fallbackApi(request);
  return async <T>(path: string, init?: Parameters<ApiFetch>[1]) => {
    try {
      return await api<T>(path, init);
    } catch {
      return unavailable() as ApiResponse<T>;
    }
  };
}

export function isOk(response: ApiResponse): boolean {
  return response.status >= 200 && response.status < 300 && !hasErrorStatus(response.body);
}

/** Product rules §7: a body with statusCode >= 400 is an error even when the HTTP status says otherwise. */
function hasErrorStatus(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { statusCode?: unknown }).statusCode === 'number' &&
    (body as { statusCode: number }).statusCode >= 400
  );
}

/** The error message an API response carries, or the given fallback text. */
export function errorMessage(response: ApiResponse, fallback: string): string {
  const body = response.body as { message?: unknown } | null;
  return typeof body?.message === 'string' && body.message.length > 0 ? body.message : fallback;
}

export function setCookieHeaders(response: ApiResponse): string[] {
  const value = response.headers['set-cookie'];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
