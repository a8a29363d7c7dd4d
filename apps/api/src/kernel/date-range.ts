/**
 * The `from`/`to` query of the dashboards' figures over time (`@shop/shared/sales-range`): read once
 * here so the admin's and the seller's overviews refuse the same inputs with the same plain words.
 */

import { blankAsMissing } from '@shop/shared/catalogue.contract';
import { type DateRange, MAX_RANGE_DAYS, parseDateRange, utcDay } from '@shop/shared/sales-range';
import { z } from 'zod';
import { BadRequestError } from './http-errors.ts';

/** Loose on purpose: the words for a bad date come from `parseDateRange`, not from a schema path. */
const dateText = z.preprocess(blankAsMissing, z.string().max(40).optional());

export const dateRangeQuery = {
  from: dateText.describe('First day, YYYY-MM-DD (UTC), included; default: 29 days before `to`'),
  to: dateText.describe(
    `Last day, YYYY-MM-DD (UTC), included; default: today; at most ${MAX_RANGE_DAYS} days in all`,
  ),
};

export const dateRangeSchema = z.object({
  from: z.string().describe('YYYY-MM-DD'),
  to: z.string().describe('YYYY-MM-DD, included'),
});

/** The range asked for, or 400 `invalid_range` saying what to fix. */
export function dateRangeOf(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
): DateRange {
  const parsed = parseDateRange(query, utcDay(now));
  if (!parsed.ok) throw new BadRequestError(parsed.problem.message, 'invalid_range');
  return parsed.range;
}

/** The instants a range covers: midnight UTC of its first day up to midnight after its last. */
export function windowOf(range: DateRange): { start: Date; end: Date } {
  const start = new Date(`${range.from}T00:00:00Z`);
  const end = new Date(Date.parse(`${range.to}T00:00:00Z`) + 24 * 60 * 60 * 1000);
  return { start, end };
}
