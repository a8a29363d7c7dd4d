/** The mail that asks the owner of an address to confirm it as a shop's contact for order e-mails. */
import { type MailContent, renderMail, SHOP_NAME } from '../mail/mail.service.ts';

export function contactEmailMail(input: { shopName: string; url: string; validHours: number }): MailContent {
  return renderMail({
    subject: `Confirm ${input.shopName}'s contact address on ${SHOP_NAME}`,
    greeting: 'Hello,',
    paragraphs: [
      `${input.shopName} asked to receive its order e-mails on ${SHOP_NAME} at this address. They contain ` +
        "the buyers' names and delivery addresses, so we send them only once you confirm.",
      `The link works for ${input.validHours} hours.`,
    ],
    action: { label: 'Confirm this address', url: input.url },
    footnote: 'If you do not run this shop, ignore this e-mail: nothing will be sent to you.',
  });
}
