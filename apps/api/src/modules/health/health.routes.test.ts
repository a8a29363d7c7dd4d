import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports the database as up with its kind', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(body.database.status).toBe('up');
    expect(body.database.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(response.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });

  it('answers 503 with the same shape when the database is unreachable', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().database.status).toBe('down');
    await broken.app.close();
  });

  it('echoes a request id sent by a proxy so logs can be correlated', async () => {
    const response = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers['x-request-id']).toBe('abc-123');
  });
});
