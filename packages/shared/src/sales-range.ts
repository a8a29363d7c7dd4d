/**
 * The date range of the dashboards' figures over time, and the buckets they are drawn in.
 *
 * Days are UTC calendar days, like every other figure of the ledger (statements per UTC month, invoice
 * numbers per UTC year; docs/money.md). A range is two `YYYY-MM-DD` dates, both included. The API answers
 * one bucket per day of the range (zeros included); a chart of more than a month groups them into weeks
 * (Monday to Sunday, the first and last possibly shorter). Amounts are integer cents, so every total is
 * exactly the sum of its buckets, whichever way they are grouped.
 */

/** The longest range the figures are read for: a leap year. */
export const MAX_RANGE_DAYS = 366;
/** When no range is asked for: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;
/** The quick choices offered beside the custom dates. */
export const RANGE_PRESETS = [7, 30, 90] as const;
/** Up to this many days a chart shows days; longer ranges show weeks. */
export const MAX_DAILY_BUCKETS = 31;

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export interface DateRange {
  /** First day, `YYYY-MM-DD` (UTC). */
  from: string;
  /** Last day, included. */
  to: string;
}

export type RangeProblem = { field: 'from' | 'to'; message: string };

/** `YYYY-MM-DD` of a moment's UTC day. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** The date `days` after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** Days from `from` to `to`, both counted. */
export function daysInRange(range: DateRange): number {
  return (
    Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS) + 1
  );
}

/** A real calendar date written `YYYY-MM-DD` (2026-02-30 is not one). */
export function isCalendarDate(text: string): boolean {
  if (!isoDate.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(time) && utcDay(new Date(time)) === text;
}

/** The last `days` days, today included. */
export function lastDays(days: number, today: string): DateRange {
  return { from: addDays(today, -(days - 1)), to: today };
}

/**
 * Reads `from` and `to` as a user sent them. Either may be left out: `to` is then today and `from` the
 * 30 days up to `to`. Answers the range, or what is wrong with it in words a user can act on.
 */
export function parseDateRange(
  input: { from?: string | undefined; to?: string | undefined },
  today: string,
): { ok: true; range: DateRange } | { ok: false; problem: RangeProblem } {
  const from = input.from?.trim() || undefined;
  const to = input.to?.trim() || undefined;
  if (from !== undefined && !isCalendarDate(from)) {
    return {
      ok: false,
      problem: { field: 'from', message: 'The start date must be a date like 2026-01-31.' },
    };
  }
  if (to !== undefined && !isCalendarDate(to)) {
    return { ok: false, problem: { field: 'to', message: 'The end date must be a date like 2026-01-31.' } };
  }
  const last = to ?? (from !== undefined && from > today ? from : today);
  const range = { from: from ?? addDays(last, -(DEFAULT_RANGE_DAYS - 1)), to: last };
  if (range.from > range.to) {
    return {
      ok: false,
      problem: { field: 'from', message: 'The start date must be on or before the end date.' },
    };
  }
  if (daysInRange(range) > MAX_RANGE_DAYS) {
    return {
      ok: false,
      problem: { field: 'from', message: `A range can cover at most ${MAX_RANGE_DAYS} days.` },
    };
  }
  return { ok: true, range };
}

/** One bucket of figures: a label (its first day) and integer amounts. */
export type Bucket<K extends string> = { date: string } & Record<K, number>;

/**
 * One bucket per day of the range, in order: the day's row where there is one, zeros elsewhere. Rows
 * outside the range are left out (the query never returns them; this keeps the promise anyway).
 */
export function fillDays<K extends string>(
  rows: readonly Bucket<K>[],
  range: DateRange,
  keys: readonly K[],
): Bucket<K>[] {
  const byDay = new Map(rows.map((row) => [row.date, row]));
  const days: Bucket<K>[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const row = byDay.get(day);
    const bucket = { date: day } as Bucket<K>;
    for (const key of keys) (bucket as Record<string, number>)[key] = row ? row[key] : 0;
    days.push(bucket);
  }
  return days;
}

/** Σ of each amount over the buckets. */
export function sumBuckets<K extends string>(
  buckets: readonly Bucket<K>[],
  keys: readonly K[],
): Record<K, number> {
  const totals = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const bucket of buckets) for (const key of keys) totals[key] += bucket[key];
  return totals;
}

/** Days for a month or less, weeks beyond. */
export function granularityFor(range: DateRange): 'day' | 'week' {
  return daysInRange(range) <= MAX_DAILY_BUCKETS ? 'day' : 'week';
}

/** The Monday of a day's week. */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * Daily buckets grouped by week (Monday to Sunday): each week's bucket is labelled with its first day in
 * the range and holds the sums of its days.
 */
export function groupByWeek<K extends string>(days: readonly Bucket<K>[], keys: readonly K[]): Bucket<K>[] {
  const weeks: Record<string, number | string>[] = [];
  let currentMonday = '';
  for (const day of days) {
    const monday = mondayOf(day.date);
    let current = weeks.at(-1);
    if (!current || monday !== currentMonday) {
      current = { date: day.date, ...Object.fromEntries(keys.map((key) => [key, 0])) };
      weeks.push(current);
      currentMonday = monday;
    }
    for (const key of keys) current[key] = Number(current[key]) + day[key];
  }
  return weeks as Bucket<K>[];
}
