import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser } from '../modules/orders/orders.test-support.ts';
import { createTestUser, type TestUser } from '../modules/users/users.test-support.ts';
import { createProduct } from '../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let shopper: TestUser;
const LIST = '/api/products/filter?sort=newest&limit=10';

beforeAll(async () => {
  t = await createTestApp();
  shopper = await createTestUser(t.app);
  for (let i = 0; i < 6; i++) {
    await createProduct(t.database.db, {
      name: `Compressible lamp ${i}`,
      description: `<p>${'A lamp that lights a long description. '.repeat(20)}</p>`,
    });
  }
});
afterAll(() => t.close());

describe('compressed API answers', () => {
  it('sends a signed-in list of 1 KB or more as br or gzip, whichever the client accepts, the same JSON', async () => {
    const as = asUser(t.app, shopper);
    const plain = await as.request('GET', LIST);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.byteLength).toBeGreaterThan(1024);

    const gzip = await as.request('GET', LIST, undefined, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gzip.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength / 3);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    const br = await as.request('GET', LIST, undefined, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves answers under 1 KB as they are', async () => {
    const health = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.byteLength).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
