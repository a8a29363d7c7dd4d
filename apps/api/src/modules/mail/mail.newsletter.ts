/**
 * The newsletter's mails: the double opt-in confirmation and the welcome with the one-time coupon. Both
 * carry the one-click unsubscribe link (headers and footer).
 */
import { greetingFor, type MailContent, renderMail, SHOP_NAME } from './mail.templates.ts';

export function newsletterConfirmationMail(input: {
  name?: string | null;
  confirmUrl: string;
  unsubscribeUrl: string;
}): MailContent {
  return renderMail({
    subject: `Confirm your subscription to the ${SHOP_NAME} newsletter`,
    greeting: greetingFor(input.name),
    paragraphs: [
      `Please confirm that you want to receive the ${SHOP_NAME} newsletter: coupons and new arrivals.`,
      'When you confirm, we send you a welcome coupon for your next order.',
    ],
    action: { label: 'Confirm my subscription', url: input.confirmUrl },
    footnote: 'If you did not subscribe, ignore this mail: you will get nothing more from us.',
    unsubscribeUrl: input.unsubscribeUrl,
  });
}

export function newsletterWelcomeMail(input: {
  name?: string | null;
  couponCode: string;
  /** What the coupon takes off, e.g. "10% off". */
  discountText: string;
  expiresAt: Date;
  shopUrl: string;
  unsubscribeUrl: string;
}): MailContent {
  const until = input.expiresAt.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
  return renderMail({
    subject: `Welcome to the ${SHOP_NAME} newsletter: your coupon inside`,
    preview: `Your welcome coupon: ${input.discountText} your next order.`,
    greeting: greetingFor(input.name),
    paragraphs: [
      'Your subscription is confirmed. Thank you!',
      `Here is your welcome coupon: ${input.discountText} your next order. Enter the code at checkout; it works once, until ${until}.`,
    ],
    highlight: { label: 'Your coupon code', value: input.couponCode },
    action: { label: `Shop at ${SHOP_NAME}`, url: input.shopUrl },
    unsubscribeUrl: input.unsubscribeUrl,
  });
}
