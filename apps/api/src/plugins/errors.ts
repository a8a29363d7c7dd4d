import { STATUS_CODES } from 'node:http';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../kernel/http-errors.ts';

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code: string;
}

export function errorBody(statusCode: number, message: string, code: string): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, code };
}

/** PostgreSQL SQLSTATE classes that mean "the database is away", not "the request is wrong". */
const unavailableSqlStates = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const unavailableNodeCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);

interface DatabaseError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** Drizzle wraps driver errors; the SQLSTATE lives on the error or its cause. */
function databaseErrorOf(error: unknown): DatabaseError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const candidate = current as DatabaseError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$|^E[A-Z]+$/.test(candidate.code))
      return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/**
 * node-postgres reports a lost or unobtainable connection with plain Errors that have no code: the pool
 * gave up waiting (`timeout exceeded when trying to connect`: saturated by a burst, or the server not
 * answering), the connection broke mid-query (`Connection terminated unexpectedly`) or earlier (`… not
 * queryable`). All mean "retry shortly", not a bug.
 */
const lostConnectionMessage =
  /timeout exceeded when trying to connect|terminated due to connection timeout|Connection terminated unexpectedly|connection error and is not queryable/;

function isConnectionLost(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current instanceof Error; depth++) {
    if (lostConnectionMessage.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

function fromDatabaseError(error: unknown): ErrorBody | undefined {
  const dbError = databaseErrorOf(error);
  if (!dbError?.code && !isConnectionLost(error)) return undefined;
  if (!dbError?.code || unavailableSqlStates.has(dbError.code) || unavailableNodeCodes.has(dbError.code)) {
    return errorBody(
      503,
      'The service is temporarily unavailable, please retry shortly',
      'service_unavailable',
    );
  }
  // A constraint that a service did not check first is still the client's conflict, never a crash.
  if (dbError.code === '23505') return errorBody(409, 'This record already exists', 'already_exists');
  if (dbError.code === '23503') return errorBody(409, 'A related record does not exist', 'invalid_reference');
  if (dbError.code === '23514' || dbError.code === '22003' || dbError.code === '22P02') {
    return errorBody(400, 'A value is out of range', 'invalid_value');
  }
  // 22021: text PostgreSQL cannot store, e.g. a NUL byte in any slug, query or body field (found by fuzzing).
  if (dbError.code === '22021')
    return errorBody(400, 'A value holds a character that is not allowed', 'invalid_value');
  return undefined;
}

function validationMessage(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return error.validation
      .map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const where = error.validationContext ?? 'request';
        return `${where}${field ? `.${field}` : ''}: ${issue.message}`;
      })
      .join('; ');
  }
  return error.message;
}

export function toErrorBody(error: FastifyError | Error): ErrorBody {
  if (error instanceof AppError) return errorBody(error.statusCode, error.message, error.code);
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) return errorBody(400, validationMessage(fastifyError), 'validation_error');
  if (isResponseSerializationError(error)) return errorBody(500, 'Internal Server Error', 'internal_error');
  const statusCode = fastifyError.statusCode;
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    const code = fastifyError.code ? fastifyError.code.replace(/^FST_ERR_/, '').toLowerCase() : 'bad_request';
    const message = statusCode === 413 ? 'Request body is too large' : fastifyError.message;
    return errorBody(statusCode, message, code);
  }
  return fromDatabaseError(error) ?? errorBody(500, 'Internal Server Error', 'internal_error');
}

/**
 * What the API answers for an error a route threw, logged once: the error handler's body, and the body of a
 * loader's direct call to the same route (lib/direct-calls.ts).
 */
export function errorAnswer(error: FastifyError | Error, log: FastifyBaseLogger): ErrorBody {
  const body = toErrorBody(error);
  if (body.statusCode >= 500) log.error({ err: error }, 'request failed');
  else log.info({ code: body.code, statusCode: body.statusCode }, body.message);
  return body;
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const body = errorAnswer(error, request.log);
    return reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send(
        errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`, 'route_not_found'),
      );
  });
}

export default fp(errorsPlugin, { name: 'errors' });
