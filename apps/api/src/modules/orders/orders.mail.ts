/**
 * The mails of a new order: one to the buyer with the whole order, one to each seller with only its lines and
 * the delivery address. Sent through the accounts engineer's mailer (`app.mailer`), after the commit.
 */
import type { OrderData } from '@shop/shared/shopping.contract';
import { type Mailer, orderPlacedMail, sellerOrderMail } from '../mail/mail.service.ts';

export interface OrderMailRecipients {
  /** A guest's `guestToken` signs the tracking link, their only way back to the order (decision 0019). */
  buyer: { email: string; name: string; guestToken?: string };
  sellers: { sellerSlug: string; shopName: string; email: string }[];
}

export interface OrderMailer {
  orderPlaced(order: OrderData, recipients: OrderMailRecipients): Promise<void>;
}

export function createOrderMailer(
  mailer: Mailer,
  options: { publicUrl?: string | undefined } = {},
): OrderMailer {
  const trackUrl = (slug: string, guestToken?: string) => {
    if (!options.publicUrl) return undefined;
    const query = new URLSearchParams({ order: slug, ...(guestToken ? { token: guestToken } : {}) });
    return new URL(`/track_order?${query}`, options.publicUrl).toString();
  };
  return {
    async orderPlaced(order, recipients) {
      const url = trackUrl(order.slug, recipients.buyer.guestToken);
      const buyerMail = orderPlacedMail({
        order,
        name: recipients.buyer.name || 'there',
        ...(url ? { trackUrl: url } : {}),
      });
      const sends = [mailer.send({ to: recipients.buyer.email, ...buyerMail })];
      for (const seller of recipients.sellers) {
        if (!order.product_list.some((line) => line.seller_slug === seller.sellerSlug)) continue;
        const sellerMail = sellerOrderMail({
          order,
          shopName: seller.shopName,
          sellerSlug: seller.sellerSlug,
        });
        sends.push(mailer.send({ to: seller.email, ...sellerMail }));
      }
      const results = await Promise.allSettled(sends);
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    },
  };
}
