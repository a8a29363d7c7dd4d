/**
 * Where uploaded images go (docs/architecture.md §2 "images"). One small interface, so the upload service never
 * knows whether a file lands in a local folder or in an object store:
 * - `local` (default): `<DATA_DIR>/uploads`, the folder app.ts serves at `/uploads/` with a year-long
 *   immutable cache and `X-Content-Type-Options: nosniff`. Keys are chosen by the server and never
 *   contain a path separator, so nothing a client sends can steer a write outside the folder.
 * - `s3` when `S3_*` is configured: any S3-compatible store (AWS, MinIO, R2, …), path-style requests
 *   signed with SigV4 by aws4fetch; objects carry the same long cache and content type.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env.ts';

export interface StoredFile {
  key: string;
  /** Public URL of the file (a site-relative `/uploads/…` path for local storage). */
  url: string;
  bytes: number;
}

export interface UploadsStorage {
  readonly kind: 'local' | 's3';
  /** Stores `body` under `key` (a bare, server-chosen file name); never overwrites an existing file. */
  put(key: string, body: Buffer, contentType: string): Promise<StoredFile>;
  /** Removes a stored file; a missing file is not an error. */
  remove(key: string): Promise<void>;
  urlOf(key: string): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploadsStorage: UploadsStorage;
  }
}

/** Bare file names only: lower-case letters, digits and dashes, one extension. */
const SAFE_KEY = /^[a-z0-9][a-z0-9-]{0,120}\.(webp|png|jpg|gif)$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key ${JSON.stringify(key)}`);
}

export const UPLOADS_URL_PREFIX = '/uploads/';

export function createLocalStorage(folder: string): UploadsStorage {
  const root = path.resolve(folder);
  let ready: Promise<unknown> | undefined;
  return {
    kind: 'local',
    urlOf: (key) => `${UPLOADS_URL_PREFIX}${key}`,
    async put(key, body) {
      assertSafeKey(key);
      // Created on first use, so apps and tests that never upload never touch the disk.
      ready ??= mkdir(root, { recursive: true });
      await ready;
      const target = path.join(root, key);
      // Written whole under a temporary name and renamed, so a half-written file is never served.
      const partial = path.join(root, `.${key}.${randomBytes(4).toString('hex')}.partial`);
      await writeFile(partial, body, { flag: 'wx' });
      try {
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { key, url: `${UPLOADS_URL_PREFIX}${key}`, bytes: body.byteLength };
    },
    async remove(key) {
      assertSafeKey(key);
      await rm(path.join(root, key), { force: true });
    },
  };
}

export interface S3StorageConfig {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl?: string;
}

export function createS3Storage(config: S3StorageConfig): UploadsStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  });
  const objectBase = `${config.endpoint.replace(/\/+$/, '')}/${config.bucket}`;
  const publicBase = (config.publicUrl ?? objectBase).replace(/\/+$/, '');
  const objectUrl = (key: string) => `${objectBase}/${key}`;

  async function send(key: string, init: RequestInit, okStatuses: number[]) {
    const response = await client.fetch(objectUrl(key), init);
    if (!okStatuses.includes(response.status)) {
      throw new Error(
        `S3 ${init.method} ${key} failed with ${response.status}: ${(await response.text()).slice(0, 200)}`,
      );
    }
  }

  return {
    kind: 's3',
    urlOf: (key) => `${publicBase}/${key}`,
    async put(key, body, contentType) {
      assertSafeKey(key);
      await send(
        key,
        {
          method: 'PUT',
          body,
          headers: {
            'content-type': contentType,
            'cache-control': 'public, max-age=31536000, immutable',
            'x-amz-meta-origin': 'bazaar-uploads',
          },
        },
        [200],
      );
      return { key, url: `${publicBase}/${key}`, bytes: body.byteLength };
    },
    async remove(key) {
      assertSafeKey(key);
      await send(key, { method: 'DELETE' }, [200, 204, 404]);
    },
  };
}

function storageFromEnv(env: Env, uploadsDir: string | undefined): UploadsStorage {
  if (env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      publicUrl: env.S3_PUBLIC_URL,
    });
  }
  return createLocalStorage(uploadsDir ?? path.join(path.resolve(env.DATA_DIR), 'uploads'));
}

export interface UploadsStorageOptions {
  env: Env;
  /** The folder served at /uploads/ (server.ts passes `<DATA_DIR>/uploads`); defaults to the same. */
  uploadsDir?: string;
  /** A ready-made storage (tests, or another backend). */
  storage?: UploadsStorage;
}

async function uploadsStoragePlugin(app: FastifyInstance, options: UploadsStorageOptions) {
  const storage = options.storage ?? storageFromEnv(options.env, options.uploadsDir);
  app.decorate('uploadsStorage', storage);
}

export default fp(uploadsStoragePlugin, { name: 'uploads-storage' });
