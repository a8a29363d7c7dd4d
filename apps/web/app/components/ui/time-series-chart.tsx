import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId } from 'react';
import { formatDate } from './format-date';

export interface SeriesPoint {
  /** The bucket's first day, `YYYY-MM-DD`. */
  date: string;
  value: number;
}

// A small canvas: the SVG is scaled to its box, so its 13-unit text stays readable in a half-width
// column at 1280 px and at full width on a 375 px phone.
const WIDTH = 480;
const HEIGHT = 200;
const FONT = 13;
const MARGIN = { top: 22, right: 8, bottom: 32, left: 8 };
/** At most this many dates under the axis, so they never run into each other. */
const AXIS_LABELS = 4;

/** A day "Nov 19, 2026" read as a UTC date, like the buckets. */
function dayLabel(date: string): string {
  return formatDate(`${date}T12:00:00Z`);
}

function axisIndexes(count: number): Set<number> {
  if (count <= AXIS_LABELS) return new Set(Array.from({ length: count }, (_, index) => index));
  const step = (count - 1) / (AXIS_LABELS - 1);
  return new Set(Array.from({ length: AXIS_LABELS }, (_, index) => Math.round(index * step)));
}

/** "Sales per day, Oct 28, 2026 to Nov 26, 2026: total $12.00; highest $5.00 on Nov 20, 2026." */
export function seriesSummary(
  title: string,
  points: readonly SeriesPoint[],
  bucket: 'day' | 'week',
  format: (value: number) => string,
  lastDay?: string,
): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return `${title}: no data`;
  const total = points.reduce((sum, point) => sum + point.value, 0);
  const highest = points.reduce((best, point) => (point.value > best.value ? point : best), first);
  const when = bucket === 'day' ? `on ${dayLabel(highest.date)}` : `in the week of ${dayLabel(highest.date)}`;
  const peak = highest.value > 0 ? `; highest ${format(highest.value)} ${when}` : '';
  return `${title}, ${dayLabel(first.date)} to ${dayLabel(lastDay ?? last.date)}: total ${format(total)}${peak}.`;
}

/**
 * Figures over time as bars, one per day or week, drawn on the server as plain SVG with visx's scales and
 * shapes (only the dashboards import it; nothing of it runs in the shop's pages). Accessible without
 * interaction: the figure's caption is its title, a line under the drawing says the total and the peak in
 * words, and a disclosure holds every bucket in a table. Days with reversals (cancellations, returns) may be negative
 * and are drawn below the axis. The SVG scales with its box, so a phone never scrolls sideways.
 */
export function TimeSeriesChart({
  title,
  points,
  bucket,
  lastDay,
  format = String,
}: {
  title: string;
  points: readonly SeriesPoint[];
  bucket: 'day' | 'week';
  /** The range's last day (a week's bucket is labelled with its first). */
  lastDay?: string;
  format?: (value: number) => string;
}) {
  const titleId = useId();
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({
    domain: points.map((point) => point.date),
    range: [0, innerWidth],
    padding: points.length > 40 ? 0.1 : 0.2,
  });
  const values = points.map((point) => point.value);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const y = scaleLinear<number>({
    domain: [min, max === min ? min + 1 : max],
    range: [innerHeight, 0],
    nice: true,
  });
  const zero = y(0);
  const labelled = axisIndexes(points.length);
  const summary = seriesSummary(title, points, bucket, format, lastDay);
  const firstColumn = bucket === 'day' ? 'Day' : 'Week of';
  return (
    <figure aria-labelledby={titleId} className="min-w-0 rounded-card border border-line bg-white p-3">
      <figcaption id={titleId} className="mb-2 text-sm font-semibold">
        {title}
      </figcaption>
      {/* The summary below and the table say what the bars show; the drawing itself is not read out twice. */}
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" className="h-auto w-full">
        <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
          <text x={0} y={-6} fontSize={FONT} className="fill-muted">
            {format(y.domain()[1] ?? max)}
          </text>
          <line x1={0} x2={innerWidth} y1={0} y2={0} className="stroke-line" strokeDasharray="3 3" />
          {points.map((point, index) => {
            const barX = x(point.date) ?? 0;
            const top = y(Math.max(0, point.value));
            const bottom = y(Math.min(0, point.value));
            return (
              <g key={point.date}>
                <Bar
                  x={barX}
                  y={top}
                  width={x.bandwidth()}
                  height={Math.max(0, bottom - top)}
                  className={point.value < 0 ? 'fill-danger' : 'fill-accent'}
                  rx={Math.min(3, x.bandwidth() / 3)}
                />
                {labelled.has(index) ? (
                  <text
                    x={barX + x.bandwidth() / 2}
                    y={innerHeight + 20}
                    textAnchor={index === 0 ? 'start' : index === points.length - 1 ? 'end' : 'middle'}
                    fontSize={FONT}
                    className="fill-muted"
                  >
                    {dayLabel(point.date).replace(/, \d{4}$/, '')}
                  </text>
                ) : null}
              </g>
            );
          })}
          <line x1={0} x2={innerWidth} y1={zero} y2={zero} className="stroke-ink" />
        </g>
      </svg>
      <p className="mt-2 text-xs text-muted">{summary}</p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium">Show the figures as a table</summary>
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 text-left font-semibold">
                {firstColumn}
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {title.replace(/ per (day|week)$/, '')}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.date} className="border-t border-line">
                <th scope="row" className="py-1 text-left font-normal">
                  {dayLabel(point.date)}
                </th>
                <td className="py-1 text-right tabular-nums">{format(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
