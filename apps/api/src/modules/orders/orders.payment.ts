/**
 * The order's side of a payment (decision 0020): the payments module reads an order's payment and records
 * a provider's confirmation through these, over the orders service; it never touches the orders table.
 */
import { toDollars } from '@shop/shared/money';
import type { CancelRefund } from '@shop/shared/shopping.contract';
import type { Executor } from '../../db/client.ts';
import type { PaymentMethod, PaymentStatus } from '../../db/schema/statuses.ts';
import type { Shopper } from '../../kernel/access.ts';
import { AppError, NotFoundError } from '../../kernel/http-errors.ts';
import type { RefundThroughProvider } from '../../kernel/payment-provider.ts';
import { guestOrderRecord, guestOrderToken, noSuchOrder, tokenMatches } from './orders.guest-link.ts';
import { markCardOrderPaid, orderById, orderBySlug, orderByTransactionId } from './orders.repository.ts';

export interface OrderPayment {
  orderId: number;
  slug: string;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  transactionId: string | null;
  totalCents: number;
  orderStatus: string;
}

function paymentOf(row: NonNullable<Awaited<ReturnType<typeof orderById>>>): OrderPayment {
  return {
    orderId: row.id,
    slug: row.slug,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    transactionId: row.transactionId,
    totalCents: row.totalCents,
    orderStatus: row.orderStatus,
  };
}

export async function orderPaymentById(db: Executor, orderId: number): Promise<OrderPayment> {
  const row = await orderById(db, orderId);
  if (!row) throw new NotFoundError('Order not found', 'order_not_found');
  return paymentOf(row);
}

/** The payment of an order its buyer (or an admin) is paying; 404 for anyone else, as for no order. */
export async function orderPaymentForBuyer(
  db: Executor,
  viewer: Shopper,
  slug: string,
): Promise<OrderPayment> {
  const row = await orderBySlug(db, slug);
  if (!row || (row.userId !== viewer.id && viewer.role !== 'admin')) {
    throw new NotFoundError(`Order ${slug} not found`, 'order_not_found');
  }
  return paymentOf(row);
}

/** The payment of a guest's order behind its signed link (decision 0019); the one 404 otherwise. */
export async function orderPaymentForGuest(
  db: Executor,
  secret: string,
  slug: string,
  token: string,
): Promise<OrderPayment> {
  const { row, email } = await guestOrderRecord(db, slug);
  if (!tokenMatches(guestOrderToken(secret, row.slug, email), token)) throw noSuchOrder();
  return paymentOf(row);
}

export type CardConfirmation = 'confirmed' | 'already_paid' | 'unknown_payment' | 'amount_mismatch';

/**
 * Records the provider's word that `transactionId` was paid `amountCents`: the order turns paid only when
 * the amount is its total; an order already paid stays as it is (a retried webhook).
 */
export async function confirmCardPayment(
  db: Executor,
  transactionId: string,
  amountCents: number,
): Promise<CardConfirmation> {
  if (await markCardOrderPaid(db, transactionId, amountCents)) return 'confirmed';
  const row = await orderByTransactionId(db, transactionId);
  if (!row) return 'unknown_payment';
  if (row.paymentStatus === 'success') return 'already_paid';
  return 'amount_mismatch';
}

/**
 * A cancelled order that was paid by card gets its whole total back through the provider, after the
 * cancelling transaction committed (the provider is called over the network). Key `cancel-<slug>`: a retry
 * answers the first refund. An unpaid card order (and cash on delivery) has nothing to give back. When the
 * provider fails the order stays cancelled and the refund stays recorded for the payments retry job
 * (decision 0035): `retrying`, which the caller shows beside the cancelled order (a committed, handled
 * state is no error). Null when nothing is given back through a provider.
 */
export async function refundCancelledOrder(
  db: Executor,
  refundThrough: RefundThroughProvider,
  slug: string,
): Promise<CancelRefund | null> {
  const row = await orderBySlug(db, slug);
  if (row?.orderStatus !== 'cancelled') return null;
  if (row.paymentMethod !== 'card' || row.paymentStatus !== 'success' || row.totalCents <= 0) return null;
  const amount = toDollars(row.totalCents);
  try {
    await refundThrough(row.id, row.totalCents, `Order ${row.slug} cancelled`, {
      idempotencyKey: `cancel-${row.slug}`,
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'refund_not_sent') return { status: 'retrying', amount };
    throw error;
  }
  return { status: 'refunded', amount };
}

/** The cancel calls' message: the usual words, and a sentence more when the card refund is retried. */
export function cancelledMessage(refund: CancelRefund | null): string {
  return refund?.status === 'retrying'
    ? 'Order cancelled. The card refund could not be sent yet; it is retried automatically.'
    : 'Order cancelled';
}
