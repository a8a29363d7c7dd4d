/**
 * The admin order page's refunds (decision 0035): each refund through the payment provider and where it
 * stands, so an admin sees a failed card refund and when the retry job sends it again.
 */
import { formatDollars, toDollars } from '@shop/shared/money';
import type { RefundStateData } from '@shop/shared/payments.contract';
import { formatDateTime } from '../../components/ui/format-date';

/** What an admin reads of one refund's state. */
export function refundStateText(refund: RefundStateData): string {
  if (refund.status === 'refunded') return 'Refunded';
  if (refund.status === 'pending') return 'Refund being sent';
  return refund.next_attempt_at
    ? `Refund failed, retrying at ${formatDateTime(refund.next_attempt_at)}`
    : 'Refund failed; no more automatic retries';
}

export function OrderRefunds({ refunds }: { refunds: RefundStateData[] }) {
  if (refunds.length === 0) return null;
  return (
    <div className="rounded-card border border-line bg-white p-4 text-sm">
      <h3 className="mb-2 font-semibold">Refunds</h3>
      <ul className="space-y-2">
        {refunds.map((refund) => (
          <li key={refund.slug}>
            <p>
              <span className="font-medium">{formatDollars(toDollars(refund.amount_cents))}</span>:{' '}
              <span className={refund.status === 'refunded' ? 'text-green-800' : 'text-danger'}>
                {refundStateText(refund)}
              </span>
            </p>
            <p className="text-xs text-muted">
              {refund.reason} · {refund.attempts} {refund.attempts === 1 ? 'attempt' : 'attempts'}
              {refund.status !== 'refunded' && refund.last_error ? ` · ${refund.last_error}` : ''}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
