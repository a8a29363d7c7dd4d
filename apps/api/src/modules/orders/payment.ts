/**
 * How an order gets paid. Cash on delivery is always there; a card provider (e.g. Stripe) plugs in behind the
 * same interface when it is configured, and until then `payment_method: 'card'` is refused with 400.
 */

import type { PaymentMethod } from '../../db/schema/statuses.ts';
import type { Env } from '../../env.ts';

export interface PaymentStart {
  paymentStatus: 'pending' | 'success';
  /** The provider's reference (a card provider's payment id); null for cash on delivery. */
  transactionId: string | null;
}

export interface PaymentProvider {
  readonly method: PaymentMethod;
  /** The `message` of the 201 answer of POST /orders. */
  readonly successMessage: string;
  /**
   * Called once the order is committed, outside the database transaction (a provider may call the network).
   * A card provider would create its payment here and answer `pending` until its webhook confirms.
   */
  start(order: { slug: string; totalCents: number; buyerEmail: string }): Promise<PaymentStart>;
}

export const cashOnDelivery: PaymentProvider = {
  method: 'cod',
  successMessage: 'COD Order successful',
  async start() {
    return { paymentStatus: 'pending', transactionId: null };
  },
};

export type PaymentProviders = ReadonlyMap<PaymentMethod, PaymentProvider>;

/** The providers this deployment offers. No card provider is configured yet, so only cash on delivery. */
export function paymentProvidersFor(_env: Env): PaymentProviders {
  return new Map<PaymentMethod, PaymentProvider>([[cashOnDelivery.method, cashOnDelivery]]);
}
