import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { BUSY_MESSAGE, BUSY_PAGE_HTML, BUSY_RETRY_AFTER_SECONDS } from '@shop/shared/busy';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessApi } from '../lib/in-process-api.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { inProcessCall } from './overload.ts';

/**
 * Decision 0057: the shop's busy answer is a 503 with Retry-After, JSON for the API and the shared busy
 * page for pages. Pressure is forced through @fastify/under-pressure's own options (a health check that
 * fails: the app is under pressure from its first request), never by loading the machine.
 */
const RETRY_AFTER = String(BUSY_RETRY_AFTER_SECONDS);
const busyError = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: BUSY_MESSAGE,
  code: 'service_unavailable',
};

/** A stand-in storefront build: its server entry is `entry` (loaded only when a page is rendered). */
async function standInBuild(entry: string): Promise<string> {
  const buildDir = await mkdtemp(path.join(os.tmpdir(), 'web-build-'));
  await mkdir(path.join(buildDir, 'server'), { recursive: true });
  await mkdir(path.join(buildDir, 'client', 'assets'), { recursive: true });
  await writeFile(path.join(buildDir, 'server', 'index.js'), entry);
  return buildDir;
}

describe('load shedding under pressure', () => {
  let t: TestApp;
  let buildDir: string;
  beforeAll(async () => {
    buildDir = await standInBuild('throw new Error("a shed page is never rendered");\n');
    t = await createTestApp({
      web: { buildDir },
      pressure: { healthCheck: async () => false, healthCheckInterval: 60_000 },
    });
  });
  afterAll(async () => {
    await t?.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  it('answers an API call 503 with Retry-After and the error body', async () => {
    const response = await t.app.inject({ url: '/api/categories' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(RETRY_AFTER);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(busyError);
  });

  it('answers a page with the busy page, 503 with Retry-After', async () => {
    const response = await t.app.inject({ url: '/products?category=lamps' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(RETRY_AFTER);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(BUSY_PAGE_HTML);
  });

  it("lets the storefront's in-process API calls through (their page was let in), not a forged mark", async () => {
    const own = await t.app.inject({
      url: '/api/categories',
      headers: { [inProcessCall.header]: inProcessCall.value },
    });
    expect(own.statusCode).toBe(200);
    const forged = await t.app.inject({
      url: '/api/categories',
      headers: { [inProcessCall.header]: 'guess' },
    });
    expect(forged.statusCode).toBe(503);
  });

  it('marks the calls the storefront makes through its in-process API, so they pass', async () => {
    const shopper = { headers: {}, ip: '127.0.0.1', host: 'shop.test', protocol: 'http' };
    const api = createInProcessApi(t.app).forRequest(shopper as unknown as FastifyRequest);
    // With headers of its own the call goes through `inject`, not a direct call of the route.
    expect((await api('/api/categories', { headers: { accept: 'application/json' } })).status).toBe(200);
  });

  it('still answers the health check, so an orchestrator tells busy from dead', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });
});

describe('Retry-After on every 503', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      prepare(app) {
        app.get('/api/test/database-away', async () => {
          throw Object.assign(new Error('terminating connection due to administrator command'), {
            code: '57P01',
          });
        });
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is not under pressure without it (control case)', async () => {
    expect((await t.app.inject({ url: '/api/categories' })).statusCode).toBe(200);
  });

  it('on the 503 of a database that is away', async () => {
    const response = await t.app.inject({ url: '/api/test/database-away' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(RETRY_AFTER);
    expect(response.json()).toEqual(busyError);
  });

  it('on the degraded health check', async () => {
    const ping = t.app.database.ping;
    t.app.database.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      const response = await t.app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe(RETRY_AFTER);
    } finally {
      t.app.database.ping = ping;
    }
  });
});

describe('a page with no answer in time', () => {
  let t: TestApp;
  let buildDir: string;
  beforeAll(async () => {
    // A storefront whose server build never finishes loading: no render ever answers.
    buildDir = await standInBuild('await new Promise(() => {});\n');
    t = await createTestApp({ web: { buildDir, answerWithinMs: 50 } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  it('gets the busy page, 503 with Retry-After, instead of a connection closed at the idle cut', async () => {
    const response = await t.app.inject({ url: '/single_product?slug=lamp' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(RETRY_AFTER);
    expect(response.body).toBe(BUSY_PAGE_HTML);
  });
});

describe('shutting down', () => {
  it('answers a request that comes in while closing with the busy answer: 503, Retry-After, `code`, connection closed', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const bodies = new WeakMap<http.IncomingMessage, string>();
    const get = (url: string) =>
      new Promise<http.IncomingMessage>((resolve, reject) => {
        http
          .get(url, { agent }, (response) => {
            let body = '';
            response.setEncoding('utf8').on('data', (chunk: string) => {
              body += chunk;
            });
            response.once('end', () => {
              bodies.set(response, body);
              resolve(response);
            });
          })
          .once('error', reject);
      });
    let whileClosing = async () => {};
    const t = await createTestApp({
      prepare(app) {
        // Runs once the app is closing, before its idle connections are closed.
        app.addHook('preClose', () => whileClosing());
      },
    });
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    // One keep-alive connection, open before the close begins; the request during the close reuses it.
    expect((await get(`${address}/api/health`)).statusCode).toBe(200);
    let duringClose: http.IncomingMessage | undefined;
    whileClosing = async () => {
      duringClose = await get(`${address}/api/categories`);
    };
    await t.close();
    agent.destroy();

    expect(duringClose?.statusCode).toBe(503);
    expect(duringClose?.headers['retry-after']).toBe(RETRY_AFTER);
    expect(duringClose?.headers.connection).toBe('close');
    expect(JSON.parse(bodies.get(duringClose!) ?? '')).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: BUSY_MESSAGE,
      code: 'service_unavailable',
    });
  });
});
