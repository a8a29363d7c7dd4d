import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, testJpeg } from '../modules/uploads/uploads.test-support.ts';
import { createTestUser } from '../modules/users/users.test-support.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

/** A real S3-compatible server (s3rver) on loopback plays the object store. */
describe('uploads to S3-compatible storage', () => {
  let server: S3rver;
  let folder: string;
  let endpoint: string;
  let t: TestApp;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: folder,
      configureBuckets: [{ name: 'shop-uploads', configs: [] }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    t = await createTestApp({
      env: {
        S3_ENDPOINT: endpoint,
        S3_BUCKET: 'shop-uploads',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        DATA_DIR: folder,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('stores every WebP size in the bucket with a long cache, and answers bucket URLs', async () => {
    expect(t.app.uploadsStorage.kind).toBe('s3');
    const user = await createTestUser(t.app);
    const body = multipartBody('image', 'photo.jpg', 'image/jpeg', await testJpeg(1200, 800));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...user.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    const { url, width } = response.json();
    expect(url.startsWith(`${endpoint}/shop-uploads/`)).toBe(true);
    expect(width).toBe(1200);

    const stored = await fetch(url);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('image/webp');
    expect(stored.headers.get('cache-control')).toContain('immutable');
    const metadata = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.width).toBe(1200);
    const smallest = await fetch(url.replace(/-1200\.webp$/, '-400.webp'));
    expect(smallest.status).toBe(200);
  });

  it('refuses half an S3 configuration at start-up', async () => {
    await expect(createTestApp({ env: { S3_ENDPOINT: endpoint } })).rejects.toThrow(/go together/);
  });
});
