/**
 * Image uploads (docs/api.md "Uploads, seller and admin"; docs/architecture.md §2 "images"). The browser never talks to a
 * third-party image host: it posts the file here and gets back a URL of ours.
 *
 * - The type is decided by the CONTENT (libvips sniffs the bytes), never by the file name or the declared
 *   MIME type: only JPEG, PNG, WebP and GIF pass; SVG, HTML, scripts or anything else disguised as an
 *   image is refused with 415.
 * - The declared width × height is checked before any pixel is decoded (`limitInputPixels`), so a small
 *   file that unpacks into gigabytes (pixel flood) is refused with 413.
 * - Every upload is re-encoded to WebP (EXIF orientation applied, metadata stripped, GIFs keep their first
 *   frame), so what is served is always an image we wrote, whatever was hidden in the original.
 * - Sizes: one WebP per srcset width (400, 800, 1600) below the original's width, plus the original width
 *   when it is narrower than 1600. Files are named `<random>-<width>.webp`; the answer's `url` is the
 *   widest (≤ 1600). So for a main URL `…/<id>-<W>.webp`, `…/<id>-<w>.webp` exists for every standard
 *   width w < W: the storefront builds its srcset from the URL alone.
 */
import { randomBytes } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, BadRequestError } from '../../kernel/http-errors.ts';
import type { UploadsStorage } from '../../plugins/uploads-storage.ts';
import { insertUpload, knownUploadUrls } from './uploads.repository.ts';

export class PayloadTooLargeError extends AppError {
  constructor(message: string, code = 'payload_too_large') {
    super(413, code, message);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string, code = 'unsupported_media_type') {
    super(415, code, message);
  }
}

/** The widths the storefront's `srcset` asks for. */
export const UPLOAD_WIDTHS = [400, 800, 1600] as const;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const WEBP_QUALITY = 82;

export interface UploadLimits {
  maxBytes: number;
  maxPixels: number;
}

export interface UploadedImage {
  url: string;
  width: number;
  height: number;
  /** Every stored size, narrowest first (the last one is `url`). */
  variants: { url: string; width: number; height: number }[];
}

/** The widths to produce for an image `originalWidth` wide. */
export function variantWidths(originalWidth: number): number[] {
  const largest = UPLOAD_WIDTHS[UPLOAD_WIDTHS.length - 1]!;
  const widths: number[] = UPLOAD_WIDTHS.filter((width) => width < originalWidth);
  widths.push(Math.min(originalWidth, largest));
  return [...new Set(widths)].sort((a, b) => a - b);
}

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

interface Rendition {
  width: number;
  height: number;
  data: Buffer;
}

/** Checks and re-encodes one image; throws 413/415/400 typed errors for anything unacceptable. */
export async function renderImage(bytes: Buffer, limits: UploadLimits): Promise<Rendition[]> {
  if (bytes.byteLength === 0) throw new BadRequestError('The image file is empty', 'empty_file');
  if (bytes.byteLength > limits.maxBytes) {
    throw new PayloadTooLargeError(
      `The image must be at most ${Math.floor(limits.maxBytes / (1024 * 1024))} MB`,
      'file_too_large',
    );
  }
  // Each upload is decoded once: libvips' operation cache (up to 50 MB by default) would only hold memory.
  sharp.cache(false);
  const options = { limitInputPixels: limits.maxPixels, failOn: 'error' as const, pages: 1 };
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, options).metadata();
  } catch (error) {
    if (isPixelLimitError(error)) throw tooManyPixels(limits);
    throw new UnsupportedMediaTypeError(
      'Only JPEG, PNG, WebP or GIF images are accepted',
      'unsupported_image',
    );
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new UnsupportedMediaTypeError(
      'Only JPEG, PNG, WebP or GIF images are accepted',
      'unsupported_image',
    );
  }
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) throw new BadRequestError('The image has no readable size', 'invalid_image');
  if (width * height > limits.maxPixels) throw tooManyPixels(limits);

  try {
    const base = sharp(bytes, options).rotate();
    const renditions: Rendition[] = [];
    for (const target of variantWidths(width)) {
      const { data, info } = await base
        .clone()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      renditions.push({ width: info.width, height: info.height, data });
    }
    return renditions;
  } catch (error) {
    if (isPixelLimitError(error)) throw tooManyPixels(limits);
    throw new BadRequestError('The image is damaged or incomplete', 'invalid_image');
  }
}

function tooManyPixels(limits: UploadLimits): PayloadTooLargeError {
  return new PayloadTooLargeError(
    `The image has too many pixels (at most ${Math.round(limits.maxPixels / 1_000_000)} megapixels)`,
    'image_too_many_pixels',
  );
}

/**
 * Stores every size under a fresh server-chosen name and records the upload (owner, main URL, size).
 * Nothing of the client's file name is used anywhere.
 */
export async function uploadImage(
  deps: { db: Database; storage: UploadsStorage; limits: UploadLimits },
  input: { ownerId: string; bytes: Buffer },
): Promise<UploadedImage> {
  const renditions = await renderImage(input.bytes, deps.limits);
  const id = randomBytes(12).toString('hex');
  const stored: { key: string; url: string; width: number; height: number; bytes: number }[] = [];
  try {
    for (const rendition of renditions) {
      const file = await deps.storage.put(`${id}-${rendition.width}.webp`, rendition.data, 'image/webp');
      stored.push({ ...file, width: rendition.width, height: rendition.height });
    }
    const main = stored[stored.length - 1]!;
    await insertUpload(deps.db, {
      url: main.url,
      storageKey: main.key,
      contentType: 'image/webp',
      width: main.width,
      height: main.height,
      byteSize: main.bytes,
      uploadedBy: input.ownerId,
    });
    return {
      url: main.url,
      width: main.width,
      height: main.height,
      variants: stored.map(({ url, width, height }) => ({ url, width, height })),
    };
  } catch (error) {
    // No orphans: a failed upload leaves no files behind.
    await Promise.allSettled(stored.map((file) => deps.storage.remove(file.key)));
    throw error;
  }
}

/**
 * Sellers may only show images that went through `POST /api/uploads` (or that the record already had):
 * no hot-linked third-party URLs, no `javascript:` or data URLs. 400 `unknown_image` otherwise.
 */
export async function assertUploadedImages(
  db: Database | Transaction,
  urls: (string | null | undefined)[],
  alreadyAccepted: (string | null | undefined)[] = [],
): Promise<void> {
  const keep = new Set(alreadyAccepted.filter((url): url is string => Boolean(url)));
  const toCheck = [...new Set(urls.filter((url): url is string => Boolean(url) && !keep.has(url as string)))];
  if (toCheck.length === 0) return;
  const known = await knownUploadUrls(db, toCheck);
  const unknown = toCheck.find((url) => !known.has(url));
  if (unknown !== undefined) {
    throw new BadRequestError(
      `Image ${unknown} was not uploaded here: upload it with POST /api/uploads first`,
      'unknown_image',
    );
  }
}
