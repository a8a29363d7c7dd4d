/**
 * The mails of a new order: one to the buyer with the whole order, one to each seller with only its lines and
 * the delivery address. Sent through the accounts engineer's mailer (`app.mailer`), after the commit.
 */
import { formatDollars } from '@shop/shared/money';
import type { OrderData, OrderLineData } from '@shop/shared/shopping.contract';
import type { Mailer } from '../mail/mail.service.ts';
import { renderMail } from '../mail/mail.templates.ts';

export interface OrderMailRecipients {
  buyer: { email: string; name: string };
  sellers: { sellerSlug: string; shopName: string; email: string }[];
}

export interface OrderMailer {
  orderPlaced(order: OrderData, recipients: OrderMailRecipients): Promise<void>;
}

function lineText(line: OrderLineData): string {
  const unit = line.offerPrice ?? line.price;
  return `${line.quantity} × ${line.productName} (${line.shop_name}) at ${formatDollars(unit)}: ${formatDollars(line.lineTotal)}`;
}

function addressText(order: OrderData): string {
  const a = order.address;
  return `Delivery to ${a.name}, ${a.address}, ${a.city}${a.state ? `, ${a.state}` : ''}, ${a.country} (phone ${a.phone}).`;
}

export function createOrderMailer(
  mailer: Mailer,
  options: { publicUrl?: string | undefined } = {},
): OrderMailer {
  const trackUrl = (slug: string) =>
    options.publicUrl
      ? new URL(`/track_order?order=${encodeURIComponent(slug)}`, options.publicUrl).toString()
      : undefined;
  return {
    async orderPlaced(order, recipients) {
      const url = trackUrl(order.slug);
      const buyerMail = renderMail({
        subject: `Your order ${order.slug} is confirmed`,
        greeting: `Hello ${recipients.buyer.name || 'there'},`,
        paragraphs: [
          `Thank you for your order ${order.slug}. ${order.payment_method === 'cod' ? 'You pay cash on delivery.' : ''}`.trim(),
          ...order.product_list.map(lineText),
          `Subtotal ${formatDollars(order.subTotal)}, discount ${formatDollars(order.discount)}, shipping ${formatDollars(order.shippingCost)}, total ${formatDollars(order.total)}.`,
          addressText(order),
        ],
        ...(url ? { action: { label: 'Track your order', url } } : {}),
      });
      const sends = [mailer.send({ to: recipients.buyer.email, ...buyerMail })];
      for (const seller of recipients.sellers) {
        const lines = order.product_list.filter((line) => line.seller_slug === seller.sellerSlug);
        if (lines.length === 0) continue;
        const sellerMail = renderMail({
          subject: `New order ${order.slug} for ${seller.shopName}`,
          greeting: `Hello ${seller.shopName},`,
          paragraphs: [
            `Order ${order.slug} has ${lines.length === 1 ? 'a line' : `${lines.length} lines`} for your shop:`,
            ...lines.map(lineText),
            addressText(order),
          ],
        });
        sends.push(mailer.send({ to: seller.email, ...sellerMail }));
      }
      const results = await Promise.allSettled(sends);
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    },
  };
}
