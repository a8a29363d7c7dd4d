/**
 * Request fields that several modules accept alike: money in dollars, image URLs, phone numbers and
 * optional free text.
 */
import { z } from 'zod';

/** Dollars with at most two decimals: one definition, shared with the storefront's form actions. */
export { dollarsInput } from '@shop/shared/dollars-input';

/** Image URLs and optional text: one definition, shared with the storefront's form actions. */
export { imageUrl, optionalText } from '@shop/shared/field-inputs';

import { imageUrl } from '@shop/shared/field-inputs';

/** An optional image where an empty string means none (what a form with an empty file field sends). */
export const optionalImageUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  imageUrl.nullable().optional(),
);

export const phoneInput = z
  .string()
  .trim()
  .regex(/^[+0-9 ()./-]{3,32}$/, 'may only hold digits, spaces and + ( ) . / - (3 to 32 characters)');
