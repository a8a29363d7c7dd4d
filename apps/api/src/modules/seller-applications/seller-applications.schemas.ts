import { z } from 'zod';
import { optionalImageUrl, phoneInput } from '../../kernel/field-schemas.ts';

/** docs/api.md `POST /users/seller_apply` `{ email, phone, shop: {…}, description }` plus the terms checkbox. */
export const applyBody = z.strictObject({
  email: z.email('email must be an e-mail address').max(254).describe("The shop's contact e-mail"),
  phone: phoneInput.describe("The shop's contact phone"),
  shop: z.strictObject({
    shop_name: z
      .string()
      .trim()
      .min(2)
      .max(80)
      .refine((value) => /[\p{L}\p{N}]/u.test(value), 'must contain a letter or digit'),
    shop_address: z.string().trim().min(1).max(300),
    shop_logo: optionalImageUrl.describe('A URL returned by POST /api/uploads; empty or null for none'),
    shop_cover: optionalImageUrl.describe('A URL returned by POST /api/uploads; empty or null for none'),
  }),
  description: z.string().trim().min(1).max(2000).describe('Plain text'),
  acceptTerms: z
    .literal(true, { error: 'acceptTerms: the seller terms and conditions must be accepted' })
    .describe('The applicant accepts /seller_terms_condition'),
});

export type ApplyInput = z.infer<typeof applyBody>;

export const applicationStatusSchema = z.enum(['pending', 'approved', 'rejected']);

export const applicationResponse = z.object({
  slug: z.string(),
  user_slug: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  shop: z.object({
    shop_name: z.string(),
    shop_slug: z.string().nullable(),
    shop_address: z.string().nullable(),
    shop_logo: z.string().nullable(),
    shop_cover: z.string().nullable(),
  }),
  description: z.string().nullable(),
  status: applicationStatusSchema,
  reason: z.string().nullable().describe("The admin's reason (rejection) or note (approval)"),
  decidedAt: z.string().nullable(),
  applicant: z.object({ slug: z.string(), fullName: z.string(), email: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type ApplicationResponse = z.infer<typeof applicationResponse>;

export const approveBody = z.strictObject({
  note: z.string().trim().max(1000).optional().describe('Shown to the applicant in the approval e-mail'),
});

export const rejectBody = z.strictObject({
  reason: z.string().trim().min(3).max(1000).describe('Sent to the applicant'),
});
