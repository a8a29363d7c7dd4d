import { useEffect, useState } from 'react';
import { formatDateTime } from '../../components/ui/format-date';
import { countdownLabel, countdownParts, pad2 } from './countdown';

/**
 * A live countdown to `end`. The first render (server and hydration alike) uses the server's clock from
 * the loader, so the HTML matches; after hydration it ticks every second on the browser's clock.
 */
export function FlashCountdown({ end, serverNow }: { end: string; serverNow: number }) {
  const endMs = Date.parse(end);
  const [now, setNow] = useState(serverNow);

  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const parts = countdownParts(endMs, now);
  const cells: [number, string][] = [
    [parts.days, 'Days'],
    [parts.hours, 'Hours'],
    [parts.minutes, 'Mins'],
    [parts.seconds, 'Secs'],
  ];

  return (
    <div>
      <div
        role="timer"
        aria-label={countdownLabel(parts)}
        className="flex gap-2"
        data-testid="flash-countdown"
      >
        {cells.map(([value, label]) => (
          <div
            key={label}
            aria-hidden="true"
            className="flex w-14 flex-col items-center rounded-card bg-ink py-2 text-white sm:w-16"
          >
            <span className="text-xl font-extrabold tabular-nums sm:text-2xl">{pad2(value)}</span>
            <span className="text-[11px] font-semibold tracking-wide uppercase text-night-muted">
              {label}
            </span>
          </div>
        ))}
      </div>
      <p className="mt-2 text-sm text-ink-soft">
        Ends <time dateTime={end}>{formatDateTime(end)}</time>
      </p>
    </div>
  );
}
