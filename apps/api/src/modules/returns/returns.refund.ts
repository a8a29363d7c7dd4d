/**
 * The one place an accepted return pays the buyer back. The amount is what the ledger's reversing entries
 * of the line give back (the line's sale less its discounts; shipping is not refunded), never typed by
 * anyone.
 *
 * Two steps, because a provider is called over the network and must never hold the database transaction:
 * 1. `refundAcceptedReturn`, in the accepting transaction: the refund row (no provider reference yet).
 * 2. `sendCardRefund`, after that commit: a card order's refund goes through the payments provider
 *    (`app.payments.refund`, idempotency key `return-<slug>`), and its refund id is stored on the row.
 *    When the provider fails the return stays accepted with the refund not yet sent (the answer says
 *    `retrying`, not an error: the acceptance is committed and handled); the payments retry job sends it,
 *    and accepting again sends it now (the same key: Stripe and the payments ledger answer the first
 *    refund, nothing is paid twice).
 *
 * Cash on delivery: the buyer paid the courier, so the refund is recorded and the shop hands the money back
 * (the seller's statement shows it as the reversal); no provider is called.
 */
import type { Database, Executor } from '../../db/client.ts';
import type { PaymentMethod } from '../../db/schema/statuses.ts';
import { AppError } from '../../kernel/http-errors.ts';
import type { RefundThroughProvider } from '../../kernel/payment-provider.ts';
import {
  insertRefund,
  type ReturnRecord,
  returnBySlug,
  setRefundProviderReference,
} from './returns.repository.ts';

export interface ReturnRefund {
  orderId: number;
  returnRequestId: number;
  returnSlug: string;
  method: PaymentMethod;
  amountCents: number;
  at: Date;
}

/** Records the refund of an accepted return in the caller's transaction. */
export async function refundAcceptedReturn(tx: Executor, refund: ReturnRefund): Promise<void> {
  await insertRefund(tx, {
    orderId: refund.orderId,
    returnRequestId: refund.returnRequestId,
    method: refund.method,
    amountCents: refund.amountCents,
    providerReference: null,
    createdAt: refund.at,
  });
}

/** The idempotency key of a return's card refund: one refund per return, whatever the retries. */
export function returnRefundKey(returnSlug: string): string {
  return `return-${returnSlug}`;
}

/**
 * The provider took a refund (at once or through the payments retry job, decision 0035): a return's card
 * refund keeps the provider's id. Answers the return's slug the first time only (so the "refunded" mail goes
 * out once, whichever path sent it); other refunds (cancellations) are not returns': null.
 */
export async function recordSentReturnRefund(
  db: Database,
  refund: { idempotency_key: string; provider_refund_id: string | null },
): Promise<string | null> {
  if (!refund.idempotency_key.startsWith('return-') || !refund.provider_refund_id) return null;
  const record = await returnBySlug(db, refund.idempotency_key.slice('return-'.length));
  if (!record) return null;
  const first = await setRefundProviderReference(db, record.id, refund.provider_refund_id);
  return first ? record.slug : null;
}

/** What became of a card refund this call tried to send. */
export type CardRefundOutcome = 'nothing_to_send' | 'sent' | 'retrying';

/**
 * Step 2 above, for an accepted return whose card refund was not sent yet (nothing to do otherwise). An
 * order whose card was never charged (`order_not_paid`) has nothing to give back. A provider failure is
 * `retrying`: the payments service recorded it for its retry job.
 */
export async function sendCardRefund(
  db: Database,
  refundThrough: RefundThroughProvider,
  record: Pick<
    ReturnRecord,
    | 'id'
    | 'slug'
    | 'orderId'
    | 'orderSlug'
    | 'status'
    | 'refundMethod'
    | 'refundCents'
    | 'refundProviderReference'
  >,
): Promise<CardRefundOutcome> {
  if (record.status !== 'accepted' || record.refundMethod !== 'card') return 'nothing_to_send';
  if (record.refundProviderReference !== null || !record.refundCents || record.refundCents <= 0) {
    return 'nothing_to_send';
  }
  let providerRefundId: string | null;
  try {
    ({ provider_refund_id: providerRefundId } = await refundThrough(
      record.orderId,
      record.refundCents,
      `Return ${record.slug} of order ${record.orderSlug}`,
      { idempotencyKey: returnRefundKey(record.slug) },
    ));
  } catch (error) {
    if (error instanceof AppError && error.code === 'order_not_paid') return 'nothing_to_send';
    // The provider did not take it: recorded, and the payments retry job sends it (decision 0035).
    if (error instanceof AppError && error.code === 'refund_not_sent') return 'retrying';
    throw error;
  }
  if (providerRefundId) await setRefundProviderReference(db, record.id, providerRefundId);
  return 'sent';
}
