import './zod-browser.ts';
import { z } from 'zod';

/** Dollars with at most two decimals, as a JSON number or a numeric string (form posts). */
export const dollarsInput = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/, 'must be a number'),
  ])
  .transform((value) => Number(value))
  .pipe(
    z
      .number()
      .min(0)
      .max(1_000_000)
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'at most two decimals'),
  );
