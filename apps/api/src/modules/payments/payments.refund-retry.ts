/**
 * When a refund the provider did not take is tried again (decision 0035). Pure, so the schedule is tested
 * without waiting. The provider's idempotency key is the refund's own, so however often it is tried, the
 * provider pays it once.
 */

/** The waits after the 1st, 2nd, … failed call: quick at first (a blip), then spread over about two days. */
export const REFUND_RETRY_DELAYS_MS = [
  60_000,
  5 * 60_000,
  15 * 60_000,
  60 * 60_000,
  3 * 60 * 60_000,
  6 * 60 * 60_000,
  12 * 60 * 60_000,
  24 * 60 * 60_000,
] as const;

/** How long a refund being sent may take before the retry job takes it for lost (its sender died). */
export const REFUND_SENDING_LEASE_MS = 2 * 60_000;

/** How often the retry job looks for refunds that are due. */
export const REFUND_RETRY_INTERVAL_MS = 30_000;

/**
 * When a refund whose `attempts`th call just failed is tried again; null once the schedule is spent (the
 * admin sees "Refund failed" and sends it by hand).
 */
export function nextRefundAttemptAt(attempts: number, now: Date): Date | null {
  if (!Number.isInteger(attempts) || attempts < 1) throw new RangeError('attempts starts at 1');
  const delay = REFUND_RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}
