/**
 * How an order gets paid (decision 0020): one interface every payment method implements. The payments
 * module builds the providers this deployment offers (cash on delivery always; a card provider when it is
 * configured) and the orders module starts a payment through this interface without knowing the provider.
 * It lives in the kernel because both modules use it and modules never import each other both ways.
 */
import type { PaymentMethod } from '../db/schema/statuses.ts';

export interface PaymentStart {
  paymentStatus: 'pending' | 'success';
  /** The provider's reference (a card provider's payment id); null for cash on delivery. */
  transactionId: string | null;
}

export interface RefundResult {
  /** The provider's refund id; null when no money moves through a provider (cash on delivery). */
  providerRefundId: string | null;
}

export interface PaymentProvider {
  readonly method: PaymentMethod;
  /** The `message` of the 201 answer of POST /orders. */
  readonly successMessage: string;
  /**
   * Called once the order is committed, outside the database transaction (a provider may call the
   * network). A card provider creates its payment for the server's total here and answers `pending`:
   * only its verified webhook marks the order paid.
   */
  start(order: { slug: string; totalCents: number; buyerEmail: string }): Promise<PaymentStart>;
  /** Gives `amountCents` of a paid order back; `idempotencyKey` makes a retried refund a no-op. */
  refund(payment: {
    transactionId: string | null;
    amountCents: number;
    reason: string;
    idempotencyKey: string;
  }): Promise<RefundResult>;
}

export type PaymentProviders = ReadonlyMap<PaymentMethod, PaymentProvider>;

/**
 * Gives `amountCents` of an order back through whoever took the money (`app.payments.refund`). Modules that
 * refund (returns, cancellations) take it as a dependency instead of importing the payments module. The same
 * `idempotencyKey` answers the first refund again, so a retry never pays twice.
 */
export type RefundThroughProvider = (
  orderId: number,
  amountCents: number,
  reason: string,
  options: { idempotencyKey: string },
) => Promise<{ provider_refund_id: string | null }>;
