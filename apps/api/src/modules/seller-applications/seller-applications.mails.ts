/** The applicant's e-mails about the admin's decision, in the shop's one mail layout. */
import { type MailContent, renderMail, SHOP_NAME } from '../mail/mail.service.ts';

function greeting(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? `Hello ${trimmed},` : 'Hello,';
}

export function applicationApprovedMail(input: {
  name: string | null;
  shopName: string;
  dashboardUrl: string;
  note?: string | null;
}): MailContent {
  return renderMail({
    subject: `Your shop "${input.shopName}" is open on ${SHOP_NAME}`,
    greeting: greeting(input.name),
    paragraphs: [
      `Good news: your seller application for "${input.shopName}" has been approved.`,
      'Add your products from the seller dashboard. New products are reviewed by our team before shoppers see them.',
      ...(input.note ? [`Note from our team: ${input.note}`] : []),
    ],
    action: { label: 'Open the seller dashboard', url: input.dashboardUrl },
  });
}

export function applicationRejectedMail(input: {
  name: string | null;
  shopName: string;
  reason: string;
  applyUrl: string;
}): MailContent {
  return renderMail({
    subject: `Your seller application for "${input.shopName}"`,
    greeting: greeting(input.name),
    paragraphs: [
      `Thank you for applying to sell on ${SHOP_NAME}. We could not approve your application for "${input.shopName}".`,
      `Reason: ${input.reason}`,
      'You are welcome to apply again once this is addressed.',
    ],
    action: { label: 'Apply again', url: input.applyUrl },
  });
}
