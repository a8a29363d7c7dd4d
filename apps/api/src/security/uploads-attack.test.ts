/**
 * Upload attacks (SECURITY.md), beyond what uploads.routes.test.ts already covers (HTML-as-PNG, SVG, 5 MB + 1 of
 * junk, a 20000² PNG, a damaged JPEG, `../` in one name): scripts disguised as every image type,
 * polyglots (a real image with HTML/script appended, and image magic bytes followed by HTML), a valid image
 * of exactly the limit and of limit + 1 byte, pixel floods declared by GIF, JPEG and WebP headers, and
 * hostile file names (absolute, Windows, NUL, CR/LF, 2000 characters). A BAD FILE IS ACCEPTED when any
 * non-image is stored, or anything stored is not a server-named WebP inside the uploads folder, or still
 * holds the attacker's payload.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, testJpeg, testPng } from '../modules/uploads/uploads.test-support.ts';
import { createTestUser, type TestUser } from '../modules/users/users.test-support.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const SERVER_NAME = /^[a-f0-9]{24}-\d+\.webp$/;
const PAYLOAD = '<script>alert(document.cookie)</script>';
const MAX_BYTES = 5 * 1024 * 1024;

let t: TestApp;
let dataDir: string;
/** Several uploaders, so the per-user minute budget (60) never turns an attack into a plain 429. */
let users: TestUser[];
let sent = 0;
/** Files the app itself keeps in its data folder (e.g. a generated secret), present before any upload. */
let ownFiles: Set<string>;
const figures = { attacks: 0, badAccepted: 0 };
const accepted: string[] = [];

/** Every file under the data folder, relative to it. */
async function allStoredFiles(): Promise<string[]> {
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dataDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

function upload(filename: string, contentType: string, data: Buffer) {
  const body = multipartBody('image', filename, contentType, data);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...users[sent++ % users.length]?.headers, ...body.headers },
    payload: body.payload,
  });
}

/**
 * Sends one attack. `mayBeImage`: the file IS a decodable image (a polyglot), so storing a clean re-encoding
 * is the right answer; otherwise any 2xx is a bad file accepted. Either way every new file is inspected.
 */
async function attack(
  label: string,
  filename: string,
  contentType: string,
  data: Buffer,
  mayBeImage = false,
) {
  const before = new Set(await allStoredFiles());
  const response = await upload(filename, contentType, data);
  const added = (await allStoredFiles()).filter((file) => !before.has(file));
  figures.attacks += 1;
  const faults: string[] = [];
  if (response.statusCode < 300 && !mayBeImage) faults.push(`answered ${response.statusCode}`);
  if (response.statusCode >= 300 && added.length > 0) faults.push('stored files although refused');
  for (const file of added) {
    if (path.dirname(file) !== 'uploads' || !SERVER_NAME.test(path.basename(file)))
      faults.push(`stored as ${file}`);
    const bytes = await readFile(path.join(dataDir, file));
    if (bytes.includes(PAYLOAD) || bytes.includes('<html')) faults.push(`${file} keeps the payload`);
    const format = await sharp(bytes)
      .metadata()
      .then((metadata) => metadata.format)
      .catch(() => 'undecodable');
    if (format !== 'webp') faults.push(`${file} is ${format}`);
  }
  if (faults.length) {
    figures.badAccepted += 1;
    accepted.push(`${label}: ${faults.join('; ')}`);
  }
  return response;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'uploads-attack-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  users = [await createTestUser(t.app), await createTestUser(t.app), await createTestUser(t.app)];
  ownFiles = new Set(await allStoredFiles());
});

afterAll(async () => {
  console.log(`uploads attack: ${figures.attacks} hostile files, bad files accepted ${figures.badAccepted}`);
  if (accepted.length) console.log(accepted.join('\n'));
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('upload attacks', () => {
  it('refuses scripts, HTML and SVG disguised under every image name and type', async () => {
    const disguises = {
      js: Buffer.from(`alert(1);//${PAYLOAD}`),
      html: Buffer.from(`<!doctype html><html><body>${PAYLOAD}</body></html>`),
      svg: Buffer.from(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg">${PAYLOAD}</svg>`),
      xhtml: Buffer.from(`<html xmlns="http://www.w3.org/1999/xhtml">${PAYLOAD}</html>`),
      php: Buffer.from('<?php system($_GET["c"]); ?>'),
      empty: Buffer.alloc(0),
    };
    for (const [kind, data] of Object.entries(disguises)) {
      for (const [name, type] of [
        ['photo.jpg', 'image/jpeg'],
        ['photo.png', 'image/png'],
        ['photo.gif', 'image/gif'],
        ['photo.webp', 'image/webp'],
        ['photo.jpg', 'text/html'],
        ['photo', 'application/octet-stream'],
      ] as const) {
        const response = await attack(`${kind} as ${name} ${type}`, name, type, data);
        expect(response.statusCode, `${kind} as ${name}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(Object.keys(response.json()).sort()).toEqual(['code', 'error', 'message', 'statusCode']);
      }
    }
  });

  it('refuses magic bytes followed by HTML, and stores real images with appended script only re-encoded', async () => {
    const headersOnly = {
      gif: Buffer.concat([Buffer.from('GIF89a'), Buffer.from(PAYLOAD)]),
      jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(PAYLOAD)]),
      png: Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.from(PAYLOAD),
      ]),
      webp: Buffer.concat([Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 '), Buffer.from(PAYLOAD)]),
    };
    for (const [kind, data] of Object.entries(headersOnly)) {
      const response = await attack(`${kind} magic + HTML`, `x.${kind}`, `image/${kind}`, data);
      expect(response.statusCode, kind).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    const gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#c33' } })
      .gif()
      .toBuffer();
    const realWithScript = {
      jpeg: Buffer.concat([await testJpeg(60, 40), Buffer.from(`<html>${PAYLOAD}</html>`)]),
      png: Buffer.concat([await testPng(60, 40), Buffer.from(`<html>${PAYLOAD}</html>`)]),
      gif: Buffer.concat([gif, Buffer.from(`<html>${PAYLOAD}</html>`)]),
    };
    for (const [kind, data] of Object.entries(realWithScript)) {
      const response = await attack(`${kind} polyglot`, `poly.${kind}.html`, 'text/html', data, true);
      // Whether libvips decodes the image or refuses it, nothing of the HTML may be stored (checked above).
      expect(response.statusCode).toBeLessThan(500);
      if (response.statusCode === 201)
        expect(response.json().url).toMatch(/^\/uploads\/[a-f0-9]{24}-\d+\.webp$/);
    }
  });

  it('accepts a valid image of exactly the limit and refuses one byte more', async () => {
    const jpeg = await testJpeg(80, 60);
    // Bytes after the JPEG end marker are ignored by decoders: pad a real image to the exact size.
    const exact = Buffer.concat([jpeg, Buffer.alloc(MAX_BYTES - jpeg.byteLength, 0)]);
    const atLimit = await attack('valid JPEG of exactly the limit', 'exact.jpg', 'image/jpeg', exact, true);
    expect(atLimit.statusCode).toBe(201);
    const over = Buffer.concat([exact, Buffer.from([0])]);
    const tooBig = await attack('valid JPEG of limit + 1', 'over.jpg', 'image/jpeg', over);
    expect(tooBig.statusCode).toBe(413);
  }, 60_000);

  it('refuses pixel floods declared by GIF, JPEG and WebP headers', async () => {
    // A GIF whose logical screen and single frame claim 65535 × 65535 pixels, with one tiny LZW block.
    const gifFlood = Buffer.concat([
      Buffer.from('GIF89a'),
      Buffer.from([0xff, 0xff, 0xff, 0xff, 0x80, 0x00, 0x00, 0, 0, 0, 255, 255, 255]),
      Buffer.from([0x2c, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0x00, 0x02, 0x02, 0x4c, 0x01, 0x00, 0x3b]),
    ]);
    // A real JPEG whose SOF0 header is rewritten to claim 65000 × 65000.
    const jpeg = await testJpeg(16, 16);
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    const jpegFlood = Buffer.from(jpeg);
    jpegFlood.writeUInt16BE(65_000, sof + 5);
    jpegFlood.writeUInt16BE(65_000, sof + 7);
    // A 16 × 16 lossless WebP whose VP8L header is rewritten to claim 16384 × 16384.
    const webpFlood = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#000' } })
      .webp({ lossless: true })
      .toBuffer();
    const vp8l = webpFlood.indexOf('VP8L') + 9;
    const bits = webpFlood.readUInt32LE(vp8l);
    webpFlood.writeUInt32LE(((bits & ~0x0fffffff) | 16_383 | (16_383 << 14)) >>> 0, vp8l);
    for (const [kind, data] of [
      ['gif', gifFlood],
      ['jpeg', jpegFlood],
      ['webp', webpFlood],
    ] as const) {
      const response = await attack(`${kind} pixel flood`, `flood.${kind}`, `image/${kind}`, data);
      expect(response.statusCode, `${kind} flood`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      // GIF and JPEG are refused for their declared size, before a pixel is decoded. The rewritten WebP
      // header is refused earlier still by libwebp's own consistency checks (415), which is as good.
      if (kind !== 'webp') {
        expect(response.json(), `${kind} flood`).toMatchObject({
          statusCode: 413,
          code: 'image_too_many_pixels',
        });
      }
    }
  }, 120_000);

  it('answers 400, not 500, to truncated or garbled multipart bodies (found by fuzzing)', async () => {
    const jpeg = await testJpeg(30, 30);
    const bodies = [
      Buffer.from('x'),
      Buffer.from('--junk\r\n\r\n'),
      Buffer.from('--junk\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\nabc'),
      // A real image whose closing boundary never comes.
      Buffer.concat([
        Buffer.from(
          '--junk\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
        ),
        jpeg,
      ]),
    ];
    for (const payload of bodies) {
      const before = await allStoredFiles();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { ...users[0]?.headers, 'content-type': 'multipart/form-data; boundary=junk' },
        payload,
      });
      figures.attacks += 1;
      if (response.statusCode < 400) figures.badAccepted += 1;
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'invalid_multipart' });
      expect(await allStoredFiles()).toEqual(before);
    }
  });

  it('stores real images under server-chosen names whatever the client calls them', async () => {
    const names = [
      '/etc/passwd.jpg',
      '../../../../tmp/escape.jpg',
      '..\\..\\windows\\win.ini.jpg',
      'C:\\evil.jpg',
      'evil\u0000.php.jpg',
      'evil.php%00.jpg',
      'evil\r\nX-Injected: 1.jpg',
      `${'a'.repeat(2000)}.jpg`,
      '.htaccess',
      'index.html',
    ];
    const jpeg = await testJpeg(50, 50);
    for (const name of names) {
      const response = await attack(
        `name ${JSON.stringify(name.slice(0, 40))}`,
        name,
        'image/jpeg',
        jpeg,
        true,
      );
      expect(response.statusCode, name.slice(0, 40)).toBeLessThan(500);
      if (response.statusCode === 201)
        expect(response.json().url).toMatch(/^\/uploads\/[a-f0-9]{24}-\d+\.webp$/);
    }
    // Nothing anywhere under the data folder but server-named WebPs in uploads/.
    const strays = (await allStoredFiles()).filter(
      (file) =>
        !ownFiles.has(file) && (path.dirname(file) !== 'uploads' || !SERVER_NAME.test(path.basename(file))),
    );
    expect(strays).toEqual([]);
    expect(figures.badAccepted).toBe(0);
  });
});
