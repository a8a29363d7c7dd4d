/**
 * Where uploaded images go (DESIGN.md §2 "images"). One small interface, so the upload service never
 * knows whether a file lands in a local folder or in an object store:
 * - `local` (default): `<DATA_DIR>/uploads`, the folder app.ts serves at `/uploads/` with a year-long
 *   immutable cache and `X-Content-Type-Options: nosniff`. Keys are chosen by the server and never
 *   contain a path separator, so nothing a client sends can steer a write outside the folder.
 * - S3-compatible storage is planned behind the same interface once an S3 client is a dependency
 *   (no S3 client package is installed today; see the README).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
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

export interface UploadsStorageOptions {
  env: Env;
  /** The folder served at /uploads/ (server.ts passes `<DATA_DIR>/uploads`); defaults to the same. */
  uploadsDir?: string;
  /** A ready-made storage (tests, or another backend). */
  storage?: UploadsStorage;
}

async function uploadsStoragePlugin(app: FastifyInstance, options: UploadsStorageOptions) {
  const storage =
    options.storage ??
    createLocalStorage(options.uploadsDir ?? path.join(path.resolve(options.env.DATA_DIR), 'uploads'));
  app.decorate('uploadsStorage', storage);
}

export default fp(uploadsStoragePlugin, { name: 'uploads-storage' });
