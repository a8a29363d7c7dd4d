import './zod-browser.ts';
import { z } from 'zod';

/** An image: a `/uploads/…` path of ours or an absolute http(s) URL; never `javascript:` or data URLs. */
export const imageUrl = z
  .string()
  .trim()
  .min(1)
  .max(2048)
  .refine(
    (value) => /^\/uploads\/[A-Za-z0-9._~%/-]+$/.test(value) || /^https?:\/\/[^\s"'<>]+$/i.test(value),
    'must be an /uploads/ path or an http(s) URL',
  );

/** Optional free text: blank becomes null (an edit clears it), absent stays absent. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : value === undefined ? undefined : null));
