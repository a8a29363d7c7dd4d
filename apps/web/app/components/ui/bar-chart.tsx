import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';

export interface BarDatum {
  label: string;
  value: number;
}

const WIDTH = 560;
const HEIGHT = 200;
const MARGIN = { top: 16, right: 8, bottom: 28, left: 8 };

/**
 * A bar chart drawn on the server as plain SVG with visx's scales and shapes (no chart code reaches the
 * browser; only the dashboards import it). Screen readers get the whole series in words (`role="img"` and
 * its label); the page keeps the same figures in a table beside it for anyone who wants to read them.
 * The SVG scales with its box (viewBox), so it never makes a phone scroll sideways.
 */
export function BarChart({
  title,
  data,
  format = String,
}: {
  title: string;
  data: BarDatum[];
  format?: (value: number) => string;
}) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: data.map((d) => d.label), range: [0, innerWidth], padding: 0.25 });
  const max = Math.max(0, ...data.map((d) => d.value));
  const y = scaleLinear<number>({ domain: [0, max || 1], range: [innerHeight, 0], nice: true });
  const summary = `${title}: ${data.map((d) => `${d.label} ${format(d.value)}`).join(', ') || 'no data'}`;
  return (
    <figure className="rounded-card border border-line bg-white p-3">
      <figcaption className="mb-2 text-sm font-semibold">{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} className="h-auto w-full">
        <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
          {data.map((d) => {
            const barX = x(d.label) ?? 0;
            const barY = y(Math.max(0, d.value));
            return (
              <g key={d.label}>
                <Bar
                  x={barX}
                  y={barY}
                  width={x.bandwidth()}
                  height={innerHeight - barY}
                  className="fill-accent"
                  rx={3}
                />
                <text
                  x={barX + x.bandwidth() / 2}
                  y={barY - 4}
                  textAnchor="middle"
                  fontSize={11}
                  className="fill-ink"
                >
                  {format(d.value)}
                </text>
                <text
                  x={barX + x.bandwidth() / 2}
                  y={innerHeight + 16}
                  textAnchor="middle"
                  fontSize={11}
                  className="fill-muted"
                >
                  {d.label}
                </text>
              </g>
            );
          })}
          <line x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} className="stroke-line" />
        </g>
      </svg>
    </figure>
  );
}
