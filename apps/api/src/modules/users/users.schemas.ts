import { z } from 'zod';
import type { UserRow } from './users.repository.ts';

export const errorResponse = z
  .object({ statusCode: z.number().int(), error: z.string(), message: z.string(), code: z.string() })
  .describe('Error');

export const addressSchema = z.object({
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
});

/** docs/api.md §2 User (own profile). */
export const userResponse = z.object({
  slug: z.string(),
  fullName: z.string(),
  displayName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  role: z.enum(['buyer', 'seller', 'admin']),
  address: addressSchema.nullable(),
  emailVerified: z.boolean(),
  status: z.enum(['active', 'inactive']),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserResponse = z.infer<typeof userResponse>;

export function addressOf(row: UserRow): z.infer<typeof addressSchema> | null {
  if (!row.country && !row.state && !row.city && !row.address) return null;
  return { country: row.country, state: row.state, city: row.city, address: row.address };
}

export function toUserResponse(row: UserRow): UserResponse {
  return {
    slug: row.slug,
    fullName: row.fullName,
    displayName: row.displayName,
    email: row.email,
    phone: row.phone,
    avatar: row.image,
    role: row.role,
    address: addressOf(row),
    emailVerified: row.emailVerified,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Fields arrive as the client typed them; the routes trim and check them so messages follow product rules §8. */
export const registerBody = z.looseObject({
  fullName: z.string().trim().min(1, 'fullName is required').max(100),
  displayName: z.string().trim().max(60).optional(),
  email: z.string().optional(),
  password: z.string().optional(),
  role: z.unknown().optional(),
});

export const registerResponse = z.object({ slug: z.string(), email: z.string(), fullName: z.string() });

export const loginBody = z.looseObject({
  email: z.string().optional(),
  password: z.string().optional(),
});

export const loginResponse = z.object({
  slug: z.string(),
  access_token: z.string(),
  userId: z.string(),
  role: z.enum(['buyer', 'seller', 'admin']),
  email: z.string(),
  avatar: z.string().nullable(),
  fullName: z.string(),
  displayName: z.string().nullable(),
  phone: z.string().nullable(),
  address: addressSchema.nullable(),
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : value === undefined ? undefined : null));

export const avatarUrl = z
  .string()
  .trim()
  .max(2048)
  .nullish()
  .refine(
    (value) => !value || /^https?:\/\/[^\s]+$/i.test(value) || /^\/uploads\/[^\s]+$/.test(value),
    'avatar must be an http(s) URL or an /uploads/ path',
  )
  .transform((value) => (value ? value : value === undefined ? undefined : null));

/** docs/api.md: `{ name, avatar, phone, country, state, city, address }`; `name` is the full name. */
export const updateProfileBody = z.looseObject({
  name: z.string().trim().min(1).max(100).optional(),
  fullName: z.string().trim().min(1).max(100).optional(),
  displayName: optionalText(60),
  avatar: avatarUrl,
  phone: optionalText(32).refine(
    (value) => value === undefined || value === null || /^[+0-9 ()./-]{3,32}$/.test(value),
    'phone may only hold digits, spaces and + ( ) . / -',
  ),
  country: optionalText(100),
  state: optionalText(100),
  city: optionalText(100),
  address: optionalText(300),
});

export const updateProfileResponse = userResponse.extend({ message: z.string() });
