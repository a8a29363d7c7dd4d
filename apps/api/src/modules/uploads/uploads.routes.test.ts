import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createTestUser, type TestUser } from '../users/users.test-support.ts';
import { UPLOAD_RATE_LIMIT } from './uploads.routes.ts';
import { variantWidths } from './uploads.service.ts';
import { multipartBody, pixelFloodPng, testJpeg, testPng } from './uploads.test-support.ts';

let t: TestApp;
let dataDir: string;
let ada: TestUser;

const uploadsDir = () => path.join(dataDir, 'uploads');

async function storedFiles(): Promise<string[]> {
  try {
    return (await readdir(uploadsDir())).sort();
  } catch {
    return [];
  }
}

function upload(
  user: TestUser | undefined,
  body: ReturnType<typeof multipartBody>,
  auth: 'cookie' | 'bearer' = 'cookie',
) {
  const identity = user ? (auth === 'cookie' ? user.headers : user.bearer) : { origin: 'http://localhost' };
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...identity, ...body.headers },
    payload: body.payload,
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'uploads-test-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  ada = await createTestUser(t.app);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('variantWidths', () => {
  it('makes the srcset widths below the original, capped at 1600', () => {
    expect(variantWidths(4000)).toEqual([400, 800, 1600]);
    expect(variantWidths(1600)).toEqual([400, 800, 1600]);
    expect(variantWidths(1000)).toEqual([400, 800, 1000]);
    expect(variantWidths(400)).toEqual([400]);
    expect(variantWidths(120)).toEqual([120]);
  });
});

describe('POST /api/uploads', () => {
  it('answers 401 to a visitor and stores nothing', async () => {
    const response = await upload(
      undefined,
      multipartBody('image', 'a.jpg', 'image/jpeg', await testJpeg(50, 50)),
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, code: 'unauthorized' });
    expect(await storedFiles()).toEqual([]);
  });

  it('re-encodes a JPEG to WebP at the srcset sizes under server-chosen names', async () => {
    const before = await t.database.db.select().from(uploads);
    const response = await upload(
      ada,
      multipartBody('image', '../../../etc/evil name.jpg', 'image/jpeg', await testJpeg(2000, 1500)),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ width: 1600, height: 1200 });
    expect(body.url).toMatch(/^\/uploads\/[a-f0-9]{24}-1600\.webp$/);
    expect(body.variants.map((variant: { width: number }) => variant.width)).toEqual([400, 800, 1600]);

    const id = body.url.replace('/uploads/', '').replace('-1600.webp', '');
    expect(await storedFiles()).toEqual([`${id}-1600.webp`, `${id}-400.webp`, `${id}-800.webp`]);
    for (const width of [400, 800, 1600]) {
      const metadata = await sharp(path.join(uploadsDir(), `${id}-${width}.webp`)).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(width);
    }
    // Nothing of the client's file name survives, anywhere.
    expect((await storedFiles()).some((name) => name.includes('evil'))).toBe(false);

    const rows = await t.database.db.select().from(uploads).where(eq(uploads.url, body.url));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      uploadedBy: ada.id,
      width: 1600,
      height: 1200,
      contentType: 'image/webp',
    });
    expect(rows[0]!.byteSize).toBeGreaterThan(0);
    expect((await t.database.db.select().from(uploads)).length).toBe(before.length + 1);
  });

  it('keeps a small PNG at its own width (no upscaling) and accepts a bearer token', async () => {
    const response = await upload(
      ada,
      multipartBody('image', 'tiny.png', 'image/png', await testPng(300, 200)),
      'bearer',
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ width: 300, height: 200 });
    expect(response.json().url).toMatch(/-300\.webp$/);
  });

  it('accepts GIF and WebP content', async () => {
    const gif = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0a0' } })
      .gif()
      .toBuffer();
    const webp = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#00a' } })
      .webp()
      .toBuffer();
    expect((await upload(ada, multipartBody('image', 'a.gif', 'image/gif', gif))).statusCode).toBe(201);
    expect((await upload(ada, multipartBody('image', 'a.webp', 'image/webp', webp))).statusCode).toBe(201);
  });

  it('refuses HTML disguised as a PNG with 415 and stores nothing', async () => {
    const files = await storedFiles();
    const html = Buffer.from(
      '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
    );
    const response = await upload(ada, multipartBody('image', 'cat.png', 'image/png', html));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ statusCode: 415, code: 'unsupported_image' });
    expect(await storedFiles()).toEqual(files);
  });

  it('refuses an SVG (even a valid one) with 415', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>',
    );
    for (const [name, type] of [
      ['logo.svg', 'image/svg+xml'],
      ['logo.png', 'image/png'],
    ] as const) {
      const response = await upload(ada, multipartBody('image', name, type, svg));
      expect(response.statusCode).toBe(415);
      expect(response.json().code).toBe('unsupported_image');
    }
  });

  it('refuses a file of 5 MB + 1 byte with 413 JSON and stores nothing', async () => {
    const files = await storedFiles();
    const tooLarge = Buffer.alloc(5 * 1024 * 1024 + 1, 0x41);
    const response = await upload(ada, multipartBody('image', 'big.jpg', 'image/jpeg', tooLarge));
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({
      statusCode: 413,
      error: 'Payload Too Large',
      code: 'file_too_large',
    });
    expect(await storedFiles()).toEqual(files);
  });

  it('refuses a pixel flood (a small 20000×20000 PNG) with 413 before decoding it', async () => {
    const flood = pixelFloodPng(20_000, 20_000);
    expect(flood.byteLength).toBeLessThan(1024 * 1024);
    // It is a real image of that size, not a broken file refused for another reason.
    expect(await sharp(flood, { limitInputPixels: false }).metadata()).toMatchObject({
      format: 'png',
      width: 20_000,
      height: 20_000,
    });
    const response = await upload(ada, multipartBody('image', 'flood.png', 'image/png', flood));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, code: 'image_too_many_pixels' });
  });

  it('refuses a damaged JPEG with 400', async () => {
    const jpeg = await testJpeg(800, 600);
    const truncated = jpeg.subarray(0, Math.floor(jpeg.byteLength / 3));
    const response = await upload(ada, multipartBody('image', 'broken.jpg', 'image/jpeg', truncated));
    expect([400, 415]).toContain(response.statusCode);
    expect(response.json().statusCode).toBe(response.statusCode);
  });

  it('needs the field "image" and a multipart body', async () => {
    const wrongField = await upload(
      ada,
      multipartBody('file', 'a.jpg', 'image/jpeg', await testJpeg(40, 40)),
    );
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().code).toBe('image_required');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...ada.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ image: 'data:image/png;base64,AAAA' }),
    });
    expect(json.statusCode).toBe(415);
  });

  it('leaves every other route JSON-only (multipart is registered for uploads alone)', async () => {
    const body = multipartBody('image', 'a.jpg', 'image/jpeg', await testJpeg(40, 40));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/seller_apply',
      headers: { ...ada.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().statusCode).toBe(415);
  });

  it('is rate-limited (429 with Retry-After once the minute’s budget is spent)', async () => {
    const visitor = () => upload(undefined, multipartBody('image', 'a.jpg', 'image/jpeg', Buffer.from('x')));
    // Earlier visitor calls of this file count too: the budget runs out within `max` more calls.
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= UPLOAD_RATE_LIMIT.max; attempt++)
      statuses.push((await visitor()).statusCode);
    const firstLimited = statuses.indexOf(429);
    expect(firstLimited).toBeGreaterThan(0);
    expect(statuses.slice(0, firstLimited).every((status) => status === 401)).toBe(true);
    const limited = await visitor();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().statusCode).toBe(429);
    // Budgets are per user: a signed-in uploader is not affected by the visitors' one.
    const signedIn = await upload(ada, multipartBody('image', 'a.jpg', 'image/jpeg', await testJpeg(40, 40)));
    expect(signedIn.statusCode).toBe(201);
  });

  it('is listed in the OpenAPI document', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/api/uploads');
  });
});
