import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConflictError } from '../kernel/http-errors.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { toErrorBody } from './errors.ts';

const contractShape = {
  statusCode: expect.any(Number),
  error: expect.any(String),
  message: expect.any(String),
  code: expect.any(String),
};

describe('error responses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      prepare(app) {
        const typed = app.withTypeProvider<ZodTypeProvider>();
        typed.post(
          '/api/test/echo',
          {
            schema: {
              querystring: z.object({ page: z.coerce.number().int().min(1).default(1) }),
              body: z.strictObject({ name: z.string().min(1) }),
            },
          },
          async (request) => ({ name: request.body.name, page: request.query.page }),
        );
        typed.get('/api/test/conflict', async () => {
          throw new ConflictError('Already exists !', 'seller_application_exists');
        });
        typed.get('/api/test/crash', async () => {
          throw new Error('secret internal detail: SELECT * FROM users');
        });
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('accepts a valid request (control case)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo?page=2',
      payload: { name: 'a' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'a', page: 2 });
  });

  it('answers malformed JSON with a 400 JSON error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ...contractShape, statusCode: 400, error: 'Bad Request' });
  });

  it('answers an unknown API route with a 404 JSON error', async () => {
    const response = await t.app.inject({ url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Route GET /api/no-such-thing not found',
      code: 'route_not_found',
    });
  });

  it('answers a body over 1 MB with a 413 JSON error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      statusCode: 413,
      error: 'Payload Too Large',
      code: expect.any(String),
    });
  });

  it('names the field of a bad query value in a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo?page=abc',
      payload: { name: 'a' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, code: 'validation_error' });
    expect(body.message).toContain('page');
  });

  it('refuses unknown body fields (strict bodies)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'a', role: 'admin' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_error');
  });

  it('maps typed service errors to their status and code', async () => {
    const response = await t.app.inject({ url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'Already exists !',
      code: 'seller_application_exists',
    });
  });

  it('hides the internals of an unexpected failure', async () => {
    const response = await t.app.inject({ url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal Server Error',
      code: 'internal_error',
    });
    expect(response.body).not.toContain('SELECT');
  });
});

describe('lost database connections', () => {
  // node-postgres's own errors, without a code (SECURITY.md: a checkout burst larger than the pool, a restart).
  it.each([
    'timeout exceeded when trying to connect',
    'Connection terminated due to connection timeout',
    'Connection terminated unexpectedly',
    'Client has encountered a connection error and is not queryable',
  ])('answers "%s" with 503 service_unavailable, also when Drizzle wraps it', (message) => {
    const unavailable = { statusCode: 503, code: 'service_unavailable' };
    expect(toErrorBody(new Error(message))).toMatchObject(unavailable);
    expect(toErrorBody(new Error('Failed query: select 1', { cause: new Error(message) }))).toMatchObject(
      unavailable,
    );
  });

  it('keeps other failures without a code a 500', () => {
    expect(toErrorBody(new Error('Connection to the moon failed')).statusCode).toBe(500);
  });
});
