/**
 * `POST /api/uploads` (multipart field `image`). @fastify/multipart is registered inside this plugin's
 * own (encapsulated) context, so every other route keeps refusing multipart bodies.
 */
import multipart from '@fastify/multipart';
import { apiErrorSchema as apiError } from '@shop/shared/catalogue.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../env.ts';
import { sessionSecurity } from '../../kernel/access.ts';
import { BadRequestError } from '../../kernel/http-errors.ts';
import { requireUser, resolveSessionUser } from '../../plugins/session.ts';
import { PayloadTooLargeError, UnsupportedMediaTypeError, uploadImage } from './uploads.service.ts';

const uploadedImage = z.object({
  url: z.string().describe('The widest stored size (≤ 1600 px), `/uploads/<id>-<width>.webp`'),
  width: z.number().int(),
  height: z.number().int(),
  variants: z
    .array(z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }))
    .describe('Every stored size, narrowest first (srcset candidates); the last is `url`'),
});

/** Generous for a person filling a product form, tight for a script. */
export const UPLOAD_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

export async function uploadRoutes(app: FastifyInstance, options: { env: Env }) {
  const limits = { maxBytes: options.env.UPLOAD_MAX_BYTES, maxPixels: options.env.UPLOAD_MAX_PIXELS };
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: limits.maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 100 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/uploads',
    {
      config: {
        rateLimit: {
          ...UPLOAD_RATE_LIMIT,
          keyGenerator: async (request) => {
            const user = await resolveSessionUser(request);
            return `upload:${user ? `user:${user.id}` : `ip:${request.ip}`}`;
          },
        },
      },
      schema: {
        tags: ['uploads'],
        summary: 'Upload an image (signed-in)',
        security: sessionSecurity,
        description:
          'multipart/form-data with one file in the field `image`. JPEG, PNG, WebP or GIF, decided by the ' +
          `content (415 otherwise); at most ${limits.maxBytes} bytes (413) and ${limits.maxPixels} pixels ` +
          '(413). Re-encoded to WebP at the srcset widths 400, 800 and 1600 (capped at the original width); ' +
          'file names are chosen by the server. For a `url` ending in `-<W>.webp`, the same name ending in ' +
          '`-<w>.webp` exists for each of 400, 800, 1600 below W.',
        consumes: ['multipart/form-data'],
        response: {
          201: uploadedImage,
          400: apiError,
          401: apiError,
          403: apiError,
          413: apiError,
          415: apiError,
          429: apiError,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      if (!request.isMultipart()) {
        throw new UnsupportedMediaTypeError(
          'Send the image as multipart/form-data in the field "image"',
          'multipart_required',
        );
      }
      const part = await request.file().catch((error: unknown) => {
        throw asClientError(error);
      });
      if (!part) throw new BadRequestError('No file in the field "image"', 'image_required');
      if (part.fieldname !== 'image') {
        part.file.resume();
        throw new BadRequestError('The file must be sent in the field "image"', 'image_required');
      }
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
          throw new PayloadTooLargeError(
            `The image must be at most ${Math.floor(limits.maxBytes / (1024 * 1024))} MB`,
            'file_too_large',
          );
        }
        throw asClientError(error);
      }
      const image = await uploadImage(
        { db: app.db, storage: app.uploadsStorage, limits },
        { ownerId: user.id, bytes },
      );
      return reply.code(201).send(image);
    },
  );
}

/**
 * A truncated or garbled multipart body makes busboy throw a bare Error ("Unexpected end of multipart data"):
 * that is the client's 400, not a 500 (found by fuzzing). Errors that already carry a 4xx pass unchanged.
 */
function asClientError(error: unknown): unknown {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status < 500) return error;
  return new BadRequestError('The multipart body is damaged or incomplete', 'invalid_multipart');
}
