import { describe, expect, it } from 'vitest';
import { chartBuckets, rangeChoiceOf, rangeQuery } from '../../lib/date-range-query';
import { renderToHtml, textOf } from '../../test-support/render-to-html';
import { DateRangeForm } from './date-range-form';
import { TimeSeriesChart } from './time-series-chart';

const now = new Date('2026-11-26T15:00:00Z');
const choiceAt = (query: string) => rangeChoiceOf(new URL(`http://shop.test/admin${query}`), now);

describe('the range in the URL', () => {
  it('reads a preset, custom days or nothing (the last 30 days)', () => {
    expect(choiceAt('?range=7')).toMatchObject({
      preset: 7,
      range: { from: '2026-11-20', to: '2026-11-26' },
      problem: null,
    });
    expect(choiceAt('')).toMatchObject({ preset: 30, range: { from: '2026-10-28', to: '2026-11-26' } });
    expect(choiceAt('?from=2026-01-01&to=2026-03-31')).toMatchObject({
      preset: null,
      range: { from: '2026-01-01', to: '2026-03-31' },
    });
    expect(rangeQuery(choiceAt('?range=90').range)).toBe('from=2026-08-29&to=2026-11-26');
  });

  it('keeps refused dates as typed with the reason, and shows the last 30 days meanwhile', () => {
    const choice = choiceAt('?from=2026-03-02&to=2026-03-01');
    expect(choice).toMatchObject({
      preset: null,
      typed: { from: '2026-03-02', to: '2026-03-01' },
      range: { from: '2026-10-28', to: '2026-11-26' },
      problem: { field: 'from', message: 'The start date must be on or before the end date.' },
    });
  });

  it('charts days up to a month and weeks beyond, with the same totals', () => {
    const daily = Array.from({ length: 90 }, (_, index) => ({
      date: new Date(Date.parse('2026-08-29T00:00:00Z') + index * 86_400_000).toISOString().slice(0, 10),
      orders: index % 3,
    }));
    const weekly = chartBuckets(daily, { from: '2026-08-29', to: '2026-11-26' }, ['orders']);
    expect(weekly.bucket).toBe('week');
    expect(weekly.buckets.length).toBe(14);
    expect(weekly.buckets.reduce((sum, week) => sum + week.orders, 0)).toBe(
      daily.reduce((sum, day) => sum + day.orders, 0),
    );
    expect(chartBuckets(daily.slice(0, 7), { from: '2026-08-29', to: '2026-09-04' }, ['orders']).bucket).toBe(
      'day',
    );
  });
});

describe('DateRangeForm', () => {
  it('offers the presets as links, marks the one in use, and sends custom days with a GET form', () => {
    const html = renderToHtml(
      <DateRangeForm choice={choiceAt('?range=7')} path="/admin" />,
      '/admin?range=7',
    );
    const links = [...html.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)].map(([, attributes, text]) => ({
      href: attributes?.match(/href="([^"]+)"/)?.[1],
      current: attributes?.includes('aria-current="page"'),
      text,
    }));
    expect(links).toEqual([
      { href: '/admin?range=7', current: true, text: 'Last 7 days' },
      { href: '/admin?range=30', current: false, text: 'Last 30 days' },
      { href: '/admin?range=90', current: false, text: 'Last 90 days' },
    ]);
    expect(html).toMatch(/<form[^>]*method="get"[^>]*action="\/admin"/);
    const from = html.match(/<input[^>]*name="from"[^>]*>/)?.[0] ?? '';
    const to = html.match(/<input[^>]*name="to"[^>]*>/)?.[0] ?? '';
    for (const [input, value] of [
      [from, '2026-11-20'],
      [to, '2026-11-26'],
    ]) {
      expect(input).toContain('type="date"');
      expect(input).toContain(`value="${value}"`);
    }
    expect(textOf(html)).toContain('Show');
  });

  it('shows a refused date beside its field, tied to it for screen readers', () => {
    const html = renderToHtml(
      <DateRangeForm choice={choiceAt('?from=2026-03-02&to=2026-03-01')} path="/admin" />,
      '/admin',
    );
    const input = html.match(/<input[^>]*name="from"[^>]*>/)?.[0] ?? '';
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('value="2026-03-02"');
    const errorId = input.match(/aria-describedby="([^"]+)"/)?.[1] ?? '';
    expect(html).toContain(
      `id="${errorId}" class="text-xs font-medium text-danger">The start date must be on or before the end date.`,
    );
    expect(html).not.toContain('aria-current="page"');
  });
});

describe('TimeSeriesChart', () => {
  it('has a title, says the total and the peak in words, and lists every bucket in a table', () => {
    const html = renderToHtml(
      <TimeSeriesChart
        title="Orders per day"
        bucket="day"
        points={[
          { date: '2026-11-24', value: 2 },
          { date: '2026-11-25', value: 5 },
          { date: '2026-11-26', value: 0 },
        ]}
      />,
    );
    expect(html).toMatch(/<figcaption[^>]*>Orders per day<\/figcaption>/);
    expect(textOf(html)).toContain(
      'Orders per day, Nov 24, 2026 to Nov 26, 2026: total 7; highest 5 on Nov 25, 2026.',
    );
    expect(html.match(/<rect /g)).toHaveLength(3);
    expect(html.match(/<tr class="border-t/g)).toHaveLength(3);
    expect(html).toContain('<summary');
  });

  it('names the range’s last day, not the first day of its last week', () => {
    const html = renderToHtml(
      <TimeSeriesChart
        title="Sales per week"
        bucket="week"
        lastDay="2026-11-26"
        points={[
          { date: '2026-11-12', value: 3 },
          { date: '2026-11-16', value: 9 },
          { date: '2026-11-23', value: 1 },
        ]}
      />,
    );
    expect(textOf(html)).toContain(
      'Sales per week, Nov 12, 2026 to Nov 26, 2026: total 13; highest 9 in the week of Nov 16, 2026.',
    );
    expect(textOf(html)).toContain('Week of');
  });
});
