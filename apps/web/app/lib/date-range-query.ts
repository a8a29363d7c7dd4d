import {
  type Bucket,
  type DateRange,
  DEFAULT_RANGE_DAYS,
  granularityFor,
  groupByWeek,
  lastDays,
  parseDateRange,
  RANGE_PRESETS,
  type RangeProblem,
  utcDay,
} from '@shop/shared/sales-range';

export type RangePreset = (typeof RANGE_PRESETS)[number];

/** What the overview pages read from their URL: a preset (`?range=7`) or custom days (`?from=&to=`). */
export interface RangeChoice {
  /** The days the figures are read for. */
  range: DateRange;
  /** The preset in use, or null for custom days. */
  preset: RangePreset | null;
  /** The dates as typed, kept in the form when they were refused. */
  typed: { from: string; to: string };
  /** Why the typed dates were refused (the page then shows the default range). */
  problem: RangeProblem | null;
}

function presetOf(value: string | null): RangePreset | null {
  return RANGE_PRESETS.find((days) => String(days) === value) ?? null;
}

/**
 * The range of an overview page's URL. The URL holds the whole choice, so a link, a reload and the form
 * without JavaScript all show the same figures; a refused custom range keeps what was typed beside its
 * message and shows the default days meanwhile.
 */
export function rangeChoiceOf(url: URL, now = new Date()): RangeChoice {
  const today = utcDay(now);
  const preset = presetOf(url.searchParams.get('range'));
  const typed = { from: url.searchParams.get('from') ?? '', to: url.searchParams.get('to') ?? '' };
  const fallback = lastDays(DEFAULT_RANGE_DAYS, today);
  if (preset) {
    const range = lastDays(preset, today);
    return { range, preset, typed: range, problem: null };
  }
  if (typed.from.trim() === '' && typed.to.trim() === '') {
    return { range: fallback, preset: DEFAULT_RANGE_DAYS as RangePreset, typed: fallback, problem: null };
  }
  const parsed = parseDateRange(typed, today);
  if (!parsed.ok) return { range: fallback, preset: null, typed, problem: parsed.problem };
  return { range: parsed.range, preset: null, typed: parsed.range, problem: null };
}

/** `?from=…&to=…` for the API. */
export function rangeQuery(range: DateRange): string {
  return `from=${range.from}&to=${range.to}`;
}

/** The API's daily buckets as a chart shows them: days up to a month, weeks beyond. */
export function chartBuckets<K extends string>(
  daily: readonly Bucket<K>[],
  range: DateRange,
  keys: readonly K[],
): { bucket: 'day' | 'week'; buckets: Bucket<K>[] } {
  const bucket = granularityFor(range);
  return { bucket, buckets: bucket === 'day' ? [...daily] : groupByWeek(daily, keys) };
}
