/**
 * The money rule of refunds (decision 0020): whatever asks (a return, a cancellation, a retry), the refunds
 * of one order never add up to more than the buyer paid. Pure, so the property tests judge the same code the
 * refund transaction runs.
 */

/** Whether `askedCents` more may go back when `refundedCents` of `paidCents` already did. */
export function refundFits(paidCents: number, refundedCents: number, askedCents: number): boolean {
  return (
    Number.isSafeInteger(askedCents) &&
    askedCents > 0 &&
    refundedCents >= 0 &&
    refundedCents + askedCents <= paidCents
  );
}
