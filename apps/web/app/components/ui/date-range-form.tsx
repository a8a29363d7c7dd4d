import { RANGE_PRESETS } from '@shop/shared/sales-range';
import { Form, Link } from 'react-router';
import type { RangeChoice } from '../../lib/date-range-query';
import { InputField, secondaryButtonClass } from './form-field';
import { formatDate } from './format-date';

/** "Oct 28, 2026 to Nov 26, 2026": the days of a range, read as UTC dates like the buckets. */
export function formatRange(range: { from: string; to: string }): string {
  const day = (date: string) => formatDate(`${date}T12:00:00Z`);
  return range.from === range.to ? day(range.from) : `${day(range.from)} to ${day(range.to)}`;
}

const presetClass =
  'rounded-card border border-line px-3 py-1.5 text-sm font-medium hover:border-ink aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-white';

/**
 * The overview pages' date range: links for the last 7, 30 or 90 days and a GET form for custom days.
 * Both only change the URL, so they work without JavaScript; a refused date shows its reason beside it.
 */
export function DateRangeForm({ choice, path }: { choice: RangeChoice; path: string }) {
  return (
    <section aria-labelledby="range-heading" className="rounded-card border border-line bg-white p-3">
      <h3 id="range-heading" className="mb-2 text-sm font-semibold">
        Date range <span className="font-normal text-muted">(UTC days)</span>
      </h3>
      <div className="flex flex-wrap items-end gap-3">
        <nav aria-label="Quick ranges">
          <ul className="flex flex-wrap gap-2">
            {RANGE_PRESETS.map((days) => (
              <li key={days}>
                <Link
                  to={`${path}?range=${days}`}
                  aria-current={choice.preset === days ? 'page' : undefined}
                  className={presetClass}
                >
                  {`Last ${days} days`}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Form method="get" action={path} className="flex flex-wrap items-end gap-2" aria-label="Custom range">
          <InputField
            label="From"
            name="from"
            type="date"
            required
            defaultValue={choice.typed.from}
            error={choice.problem?.field === 'from' ? choice.problem.message : undefined}
            className="w-40"
          />
          <InputField
            label="To"
            name="to"
            type="date"
            required
            defaultValue={choice.typed.to}
            error={choice.problem?.field === 'to' ? choice.problem.message : undefined}
            className="w-40"
          />
          <button type="submit" className={secondaryButtonClass}>
            Show
          </button>
        </Form>
      </div>
      {choice.problem ? (
        <p className="mt-2 text-xs text-muted">Showing the last 30 days until the dates are fixed.</p>
      ) : null}
    </section>
  );
}
