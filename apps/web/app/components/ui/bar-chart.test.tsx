import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart';

describe('BarChart', () => {
  it('draws one bar per value on the server and says the whole series in words', () => {
    const html = renderToStaticMarkup(
      <BarChart
        title="Orders by status"
        data={[
          { label: 'pending', value: 4 },
          { label: 'shipped', value: 2 },
          { label: 'cancelled', value: 0 },
        ]}
      />,
    );
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Orders by status: pending 4, shipped 2, cancelled 0"');
    expect(html.match(/<rect /g)).toHaveLength(3);
    const heights = [...html.matchAll(/<rect [^>]*height="([\d.]+)"/g)].map((match) => Number(match[1]));
    expect(heights[0]).toBeGreaterThan(heights[1] ?? 0);
    expect(heights[1]).toBeGreaterThan(0);
    expect(heights[2]).toBe(0);
  });

  it('names an empty series', () => {
    expect(renderToStaticMarkup(<BarChart title="Sales" data={[]} />)).toContain(
      'aria-label="Sales: no data"',
    );
  });
});
