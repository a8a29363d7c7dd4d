/**
 * What every request to `/api/auth/*` passes before better-auth sees it, in this order:
 *
 * 1. the path must spell an exposed endpoint canonically (plugins/auth-endpoints.ts), else 404;
 * 2. a body must be a JSON object (the only body the shop's clients send, and the only one whose e-mail
 *    the per-e-mail limits can read), else 415 / 400;
 * 3. every redirect target (`callbackURL`, `redirectTo`, … in the query or the body) must be a page of the
 *    shop, judged on its normalised form (`@shop/shared/redirect-target`), or an absolute http(s) URL, which
 *    better-auth then allows only for a trusted origin; else 400;
 * 4. the endpoint's abuse budget is spent (per IP, and per e-mail or per signed-in account).
 */
import { localRedirectPath } from '@shop/shared/redirect-target';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, BadRequestError } from '../kernel/http-errors.ts';
import { AUTH_BASE_PATH, type AuthEndpointTable, answeredElsewhere, pathOf } from './auth-endpoints.ts';
import { resolveSessionUser } from './session.ts';
import { redactUrl } from './url-redaction.ts';

const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;
/** better-auth's redirect parameters (`callbackURL`, `errorCallbackURL`, `newUserCallbackURL`, `redirectTo`) and kin. */
const REDIRECT_PARAM = /(callback|redirect)(url|uri|to)$|^redirect_uri$/i;

function isControlOrBackslash(character: string): boolean {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f || character === '\\';
}

/** A local page (normalised), or an absolute http(s) URL left to better-auth's trusted-origin check. */
function isAcceptableRedirect(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (localRedirectPath(value) !== null) return true;
  return /^https?:\/\/[^/\\]/i.test(value) && URL.canParse(value) && ![...value].some(isControlOrBackslash);
}

function notFound(request: FastifyRequest): AppError {
  const path = pathOf(request.url);
  const elsewhere = path.startsWith(`${AUTH_BASE_PATH}/`)
    ? answeredElsewhere[path.slice(AUTH_BASE_PATH.length)]
    : undefined;
  if (elsewhere) return new AppError(404, 'route_not_found', `Use ${elsewhere}`);
  return new AppError(404, 'route_not_found', `Route ${request.method} ${redactUrl(path)} not found`);
}

/** The JSON object of a request body (or `{}` without one); 415 / 400 for anything else. */
function jsonBodyOf(request: FastifyRequest): Record<string, unknown> {
  const raw = typeof request.body === 'string' ? request.body : '';
  if (raw.trim() === '') return {};
  if (!JSON_TYPE.test(String(request.headers['content-type'] ?? ''))) {
    throw new AppError(
      415,
      'unsupported_media_type',
      'Send the body as JSON (Content-Type: application/json)',
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new BadRequestError('The body is not valid JSON', 'invalid_body');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new BadRequestError('The body must be a JSON object', 'invalid_body');
  }
  return parsed as Record<string, unknown>;
}

function assertRedirectTargets(request: FastifyRequest, body: Record<string, unknown>): void {
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
  const targets: [string, unknown][] = [
    ...new URLSearchParams(query).entries(),
    ...Object.entries(body).flatMap(([name, value]): [string, unknown][] =>
      Array.isArray(value) ? value.map((item) => [name, item]) : [[name, value]],
    ),
  ];
  const bad = targets.find(([name, value]) => REDIRECT_PARAM.test(name) && !isAcceptableRedirect(value));
  if (bad) {
    throw new BadRequestError(`${bad[0]} must be a page of this shop`, 'invalid_redirect');
  }
}

/** The `preHandler` of the `/api/auth/*` bridge. */
export function authGate(app: FastifyInstance, table: AuthEndpointTable) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const endpoint = table.match(request.method, request.url);
    if (!endpoint) throw notFound(request);
    const body = request.method === 'POST' ? jsonBodyOf(request) : {};
    assertRedirectTargets(request, body);
    if (!endpoint.limit) return;
    let email: string | undefined;
    if (endpoint.limit.email === 'body' && typeof body.email === 'string') email = body.email;
    if (endpoint.limit.email === 'session') email = (await resolveSessionUser(request))?.email;
    await app.abuseLimits.check(request, reply, endpoint.limit.action, email);
  };
}
