import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

/**
 * The storefront answers every path but the API's. A stand-in build is enough here: its server entry is
 * loaded only when a page is asked for, and these requests never ask for one.
 */
let t: TestApp;
let buildDir: string;

beforeAll(async () => {
  buildDir = await mkdtemp(path.join(os.tmpdir(), 'web-build-'));
  await mkdir(path.join(buildDir, 'server'), { recursive: true });
  await mkdir(path.join(buildDir, 'client', 'assets'), { recursive: true });
  await writeFile(path.join(buildDir, 'server', 'index.js'), 'throw new Error("no page was asked for");\n');
  t = await createTestApp({ web: { buildDir } });
});
afterAll(async () => {
  await t?.close();
  await rm(buildDir, { recursive: true, force: true });
});

describe('the storefront beside the API', () => {
  it.each(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'answers an unknown /api/ path (%s) with the JSON 404 error, not a page',
    async (method) => {
      const response = await t.app.inject({
        method,
        url: '/api/no-such-call?x=1',
        ...(method === 'GET' || method === 'HEAD' ? {} : { payload: { a: 1 } }),
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      if (method === 'HEAD') return;
      expect(response.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: `Route ${method} /api/no-such-call not found`,
        code: 'route_not_found',
      });
    },
  );

  it('answers a known API path with a method it lacks the same way', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/categories' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'route_not_found' });
  });

  it('still serves the API itself (control case)', async () => {
    const response = await t.app.inject({ url: '/api/categories' });
    expect(response.statusCode).toBe(200);
  });
});
