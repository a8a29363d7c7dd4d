import { CARRIERS, carrierCodes, type Tracking } from '@shop/shared/tracking';
import { Form } from 'react-router';
import { buttonClass, secondaryButtonClass } from '../../components/ui/form-field';
import type { LineStatus } from './seller-types';

const inputClass = 'rounded-card border border-line bg-white px-2 py-1.5 text-sm';

/**
 * The one next step of a seller's order line: accept (→ processing), ship with a carrier and tracking
 * number (→ shipped, which the buyer sees with a tracking link), or mark delivered. A plain form each.
 */
export function LineStatusForm({
  line,
  next,
}: {
  line: { slug: string; productName: string };
  next: LineStatus;
}) {
  if (next !== 'shipped') {
    return (
      <Form method="post">
        <input type="hidden" name="line" value={line.slug} />
        <input type="hidden" name="line_status" value={next} />
        <button
          type="submit"
          aria-label={`${next === 'processing' ? 'Accept' : 'Mark delivered'}: ${line.productName}`}
          className={next === 'processing' ? buttonClass : secondaryButtonClass}
        >
          {next === 'processing' ? 'Accept' : 'Mark delivered'}
        </button>
      </Form>
    );
  }
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2" aria-label={`Ship ${line.productName}`}>
      <input type="hidden" name="line" value={line.slug} />
      <input type="hidden" name="line_status" value="shipped" />
      <label className="flex flex-col text-xs">
        Carrier
        <select name="carrier" required defaultValue="" className={`mt-1 ${inputClass}`}>
          <option value="" disabled>
            Choose…
          </option>
          {carrierCodes.map((code) => (
            <option key={code} value={code}>
              {CARRIERS[code].name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-xs">
        Tracking number
        <input
          name="tracking_number"
          required
          minLength={4}
          maxLength={40}
          pattern="[A-Za-z0-9 \-]+"
          autoComplete="off"
          className={`mt-1 w-44 ${inputClass}`}
        />
      </label>
      <button type="submit" className={buttonClass}>
        Mark shipped
      </button>
    </Form>
  );
}

/** The carrier and number of a shipped line, linked to the carrier's tracking page when it is known. */
export function TrackingText({ tracking }: { tracking: Tracking }) {
  return (
    <span>
      {tracking.carrierName} ·{' '}
      {tracking.url ? (
        <a href={tracking.url} target="_blank" rel="noopener noreferrer" className="underline">
          {tracking.number}
          <span className="sr-only"> (track the parcel, opens a new tab)</span>
        </a>
      ) : (
        tracking.number
      )}
    </span>
  );
}
