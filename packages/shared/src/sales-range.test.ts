import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysInRange,
  fillDays,
  granularityFor,
  groupByWeek,
  lastDays,
  MAX_RANGE_DAYS,
  parseDateRange,
  sumBuckets,
} from './sales-range.ts';

const KEYS = ['salesCents', 'commissionCents', 'orders'] as const;
const today = '2026-11-26';

/** A range of 1 to MAX_RANGE_DAYS days starting somewhere in 2020–2030. */
const rangeArbitrary = fc
  .record({ start: fc.integer({ min: 0, max: 3650 }), length: fc.integer({ min: 1, max: MAX_RANGE_DAYS }) })
  .map(({ start, length }) => {
    const from = addDays('2020-01-01', start);
    return { from, to: addDays(from, length - 1) };
  });

/** Sparse daily rows as the SQL answers them (some days only), amounts possibly negative (reversals). */
function rowsIn(range: { from: string; to: string }) {
  const length = daysInRange(range);
  return fc
    .uniqueArray(fc.integer({ min: 0, max: length - 1 }), { maxLength: Math.min(length, 60) })
    .chain((offsets) =>
      fc.tuple(
        ...offsets.map((offset) =>
          fc.record({
            date: fc.constant(addDays(range.from, offset)),
            salesCents: fc.integer({ min: -500_000, max: 5_000_000 }),
            commissionCents: fc.integer({ min: -50_000, max: 500_000 }),
            orders: fc.nat({ max: 500 }),
          }),
        ),
      ),
    );
}

describe('figures over time', () => {
  it('fills every day of the range once, in order, and the totals equal the sum of the buckets to the cent', () => {
    fc.assert(
      fc.property(
        rangeArbitrary.chain((range) => fc.tuple(fc.constant(range), rowsIn(range))),
        ([range, rows]) => {
          const days = fillDays(rows, range, KEYS);
          expect(days).toHaveLength(daysInRange(range));
          expect(days[0]?.date).toBe(range.from);
          expect(days.at(-1)?.date).toBe(range.to);
          for (let index = 1; index < days.length; index++) {
            expect(days[index]?.date).toBe(addDays(days[index - 1]?.date ?? '', 1));
          }
          const fromRows = sumBuckets(rows, KEYS);
          expect(sumBuckets(days, KEYS)).toEqual(fromRows);
          const weeks = groupByWeek(days, KEYS);
          expect(sumBuckets(weeks, KEYS)).toEqual(fromRows);
          for (const key of KEYS) {
            for (const bucket of [...days, ...weeks]) expect(Number.isInteger(bucket[key])).toBe(true);
          }
        },
      ),
    );
  });

  it('groups days into Monday-to-Sunday weeks labelled with their first day in the range', () => {
    fc.assert(
      fc.property(rangeArbitrary, (range) => {
        const days = fillDays([], range, KEYS).map((day) => ({ ...day, orders: 1 }));
        const weeks = groupByWeek(days, KEYS);
        expect(weeks[0]?.date).toBe(range.from);
        for (const [index, week] of weeks.entries()) {
          expect(week.orders).toBeGreaterThan(0);
          expect(week.orders).toBeLessThanOrEqual(7);
          if (index > 0) expect(new Date(`${week.date}T00:00:00Z`).getUTCDay()).toBe(1);
          if (index > 0 && index < weeks.length - 1) expect(week.orders).toBe(7);
        }
        expect(weeks.reduce((sum, week) => sum + week.orders, 0)).toBe(days.length);
      }),
    );
  });

  it('draws days up to a month and weeks beyond', () => {
    expect(granularityFor(lastDays(31, today))).toBe('day');
    expect(granularityFor(lastDays(32, today))).toBe('week');
  });
});

describe('parseDateRange', () => {
  it('defaults to the last 30 days up to today', () => {
    expect(parseDateRange({}, today)).toEqual({ ok: true, range: { from: '2026-10-28', to: today } });
    expect(parseDateRange({ from: '', to: '  ' }, today)).toEqual({
      ok: true,
      range: { from: '2026-10-28', to: today },
    });
    expect(parseDateRange({ to: '2026-01-31' }, today)).toEqual({
      ok: true,
      range: { from: '2026-01-02', to: '2026-01-31' },
    });
  });

  it('takes both dates, both included, up to a leap year long', () => {
    expect(parseDateRange({ from: '2026-11-01', to: '2026-11-01' }, today)).toEqual({
      ok: true,
      range: { from: '2026-11-01', to: '2026-11-01' },
    });
    expect(parseDateRange({ from: '2024-01-01', to: '2024-12-31' }, today).ok).toBe(true);
    expect(parseDateRange({ from: '2024-01-01', to: '2025-01-01' }, today)).toEqual({
      ok: false,
      problem: { field: 'from', message: 'A range can cover at most 366 days.' },
    });
  });

  it('refuses what is not a calendar date, or a start after the end, in plain words', () => {
    expect(parseDateRange({ from: '2026-02-30' }, today)).toEqual({
      ok: false,
      problem: { field: 'from', message: 'The start date must be a date like 2026-01-31.' },
    });
    expect(parseDateRange({ to: 'yesterday' }, today)).toEqual({
      ok: false,
      problem: { field: 'to', message: 'The end date must be a date like 2026-01-31.' },
    });
    expect(parseDateRange({ from: '2026-11-10', to: '2026-11-09' }, today)).toEqual({
      ok: false,
      problem: { field: 'from', message: 'The start date must be on or before the end date.' },
    });
  });
});
