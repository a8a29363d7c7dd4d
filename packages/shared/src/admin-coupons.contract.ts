/**
 * Request bodies of the admin coupon calls (`POST` and `PATCH /api/admin/coupons`), used by the API's routes
 * and by the storefront's coupon form action, so a field rule is written once. The storefront imports them
 * only from `.server.ts` modules: zod stays out of the browser bundle. Rules between fields (a percent is a
 * whole number from 1 to 100, the last day comes after the first) are the API coupon service's.
 */
import './zod-browser.ts';
import { z } from 'zod';
import { dollarsInput } from './dollars-input.ts';

const recordStatus = z.enum(['active', 'inactive']);
const isoDateTime = z.iso.datetime({ offset: true });
const couponName = z.string().trim().min(1).max(100);
const totalUses = z.number().int().min(1).max(10_000_000);
const perUserLimit = z.number().int().min(1).max(1000).nullable();

export const couponCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,40}$/, 'letters, digits, _ and - (3 to 40)');

export const couponDiscount = z.strictObject({
  role: z.enum(['amount', 'percent']),
  value: z
    .number()
    .positive()
    .max(1_000_000)
    .describe('Dollars for amount, whole percent (1–100) for percent'),
});

export const couponCreateBody = z.strictObject({
  code: couponCode,
  name: couponName,
  discount: couponDiscount,
  minimum_purchase: dollarsInput.default(0),
  starts_at: isoDateTime.optional().describe('Defaults to now'),
  expired_date: isoDateTime,
  items_number: totalUses.describe('Total uses allowed'),
  per_user_limit: perUserLimit.optional().describe('Default 1; null: no limit'),
  seller_slug: z.string().trim().min(1).max(200).nullable().optional().describe("Limit to one shop's lines"),
  status: recordStatus.optional(),
});

export const couponUpdateBody = z
  .strictObject({
    name: couponName.optional(),
    discount: couponDiscount.optional(),
    minimum_purchase: dollarsInput.optional(),
    starts_at: isoDateTime.optional(),
    expired_date: isoDateTime.optional(),
    items_number: totalUses.optional(),
    per_user_limit: perUserLimit.optional(),
    status: recordStatus.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'send at least one field');
