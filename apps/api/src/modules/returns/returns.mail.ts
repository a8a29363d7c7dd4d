/**
 * The mails of a return's steps (requested, accepted, refused, refunded), sent after the step's commit and
 * never failing it: a mail that cannot be sent is logged. The buyer gets each step at the order's e-mail
 * (a guest's with the order's signed link); the shop gets a short note when a return is requested.
 */
import type { Database } from '../../db/client.ts';
import {
  type Mailer,
  type ReturnMailKind,
  sellerReturnRequestMail,
  sendReturnMail,
} from '../mail/mail.service.ts';
import { buyerMailTarget } from '../orders/orders.service.ts';
import { returnBySlug } from './returns.repository.ts';

export interface ReturnMailDeps {
  db: Database;
  mailer: Mailer;
  log: { error(object: object, message: string): void };
  /** Signs a guest order's link (the auth secret, as the checkout does). */
  secret: string;
  /** The public origin for links; without it the mails have none. */
  publicUrl?: string | undefined;
}

/** Mails one step of return `returnSlug`; resolves in every case. */
export async function mailReturnStep(
  deps: ReturnMailDeps,
  kind: ReturnMailKind,
  returnSlug: string,
): Promise<void> {
  try {
    const record = await returnBySlug(deps.db, returnSlug);
    if (!record) return;
    const buyer = await buyerMailTarget(deps.db, record.orderSlug, deps);
    if (!buyer) return;
    const itemNames = [
      record.quantity > 1 ? `${record.productName} × ${record.quantity}` : record.productName,
    ];
    const reason = kind === 'requested' ? record.reason : kind === 'refused' ? record.sellerNote : null;
    const sends = [
      sendReturnMail(deps.mailer, kind, {
        to: buyer.to,
        name: buyer.name,
        orderSlug: record.orderSlug,
        itemNames,
        reason,
        ...(kind === 'refunded' && record.refundCents !== null ? { refundCents: record.refundCents } : {}),
        ...(buyer.url ? { url: buyer.url } : {}),
        address: buyer.address,
      }),
    ];
    if (kind === 'requested') {
      const url = deps.publicUrl ? new URL('/seller/returns', deps.publicUrl).toString() : undefined;
      const note = sellerReturnRequestMail({
        shopName: record.shopName,
        orderSlug: record.orderSlug,
        itemNames,
        reason: record.reason,
        ...(url ? { url } : {}),
      });
      sends.push(deps.mailer.send({ to: record.sellerEmail, ...note }));
    }
    for (const result of await Promise.allSettled(sends)) {
      if (result.status === 'rejected') {
        deps.log.error({ err: result.reason, return: returnSlug, step: kind }, 'return mail failed');
      }
    }
  } catch (error) {
    deps.log.error({ err: error, return: returnSlug, step: kind }, 'return mail failed');
  }
}
