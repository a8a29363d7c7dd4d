/**
 * Multipart bodies and real uploads for API tests:
 *
 *   const body = multipartBody('image', 'photo.jpg', 'image/jpeg', await testJpeg(1200, 800));
 *   await t.app.inject({ method: 'POST', url: '/api/uploads', headers: { ...user.headers, ...body.headers }, payload: body.payload });
 *   const url = await uploadTestImage(t.app, seller);   // a URL products and shops may use
 */
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { TestUser } from '../users/users.test-support.ts';

export function multipartBody(
  field: string,
  filename: string,
  contentType: string,
  data: Buffer,
): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
    `Content-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function testJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 240, g: 170, b: 20 } } })
    .jpeg()
    .toBuffer();
}

export function testPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 240, alpha: 1 } } })
    .png()
    .toBuffer();
}

/**
 * A real, valid PNG of `width` × `height` black pixels that is only a few kilobytes: 1-bit grayscale rows
 * of zeros deflate to almost nothing. Written chunk by chunk because encoding 400 million pixels through
 * sharp's palette quantiser took over a minute on a loaded two-core machine.
 */
export function pixelFloodPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.byteLength);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, grayscale, deflate, adaptive filtering, no interlace
  const rowBytes = 1 + Math.ceil(width / 8); // a filter byte, then the packed pixels
  const pixels = deflateSync(Buffer.alloc(rowBytes * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Uploads a small JPEG as `user` through the API and answers its URL. */
export async function uploadTestImage(app: FastifyInstance, user: TestUser, width = 640, height = 480) {
  const body = multipartBody('image', 'product.jpg', 'image/jpeg', await testJpeg(width, height));
  const response = await app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { url: string }).url;
}
