/** Cash on delivery: the default method. Nothing is charged online, so a refund moves no money here. */
import type { PaymentProvider } from '../../kernel/payment-provider.ts';

export const cashOnDelivery: PaymentProvider = {
  method: 'cod',
  successMessage: 'COD Order successful',
  async start() {
    return { paymentStatus: 'pending', transactionId: null };
  },
  async refund() {
    // The seller hands the cash back; the ledger records the reversal, no provider is involved.
    return { providerRefundId: null };
  },
};
