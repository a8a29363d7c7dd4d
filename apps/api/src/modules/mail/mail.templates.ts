/**
 * Every e-mail the shop sends is a plain-text part plus an HTML part drawn by the one React Email layout
 * (mail.layout.tsx: responsive, inline styles, the shop's colours). Modules describe a mail as parts
 * (greeting, paragraphs, an optional table, highlight and action link) and `renderMail` draws both
 * versions, so the two always say the same thing. Values that come from users are escaped by React.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MailLayout, type MailTableRow } from './mail.layout.tsx';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** The action link of the mail, logged and kept in the development outbox. */
  link?: string;
  /**
   * Marketing mails: the signed one-click unsubscribe link. The mailer sends it as `List-Unsubscribe`
   * with `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058); the footer repeats it.
   */
  unsubscribeUrl?: string;
}

export const SHOP_NAME = 'Bazaar';

export interface MailParts {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** The inbox preview line; the first paragraph when omitted. */
  preview?: string;
  highlight?: { label: string; value: string };
  table?: MailTableRow[];
  action?: { label: string; url: string };
  footnote?: string;
  unsubscribeUrl?: string;
}

function plainText(parts: MailParts): string {
  const columnWidth = Math.max(0, ...(parts.table ?? []).map((row) => row.label.length));
  return [
    parts.greeting,
    '',
    ...parts.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(parts.highlight ? [`${parts.highlight.label}: ${parts.highlight.value}`, ''] : []),
    ...(parts.table
      ? [...parts.table.map((row) => `${row.label.padEnd(columnWidth)}  ${row.value}`), '']
      : []),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ''] : []),
    ...(parts.footnote ? [parts.footnote, ''] : []),
    `— ${SHOP_NAME}`,
    ...(parts.unsubscribeUrl
      ? [
          '',
          `You receive this because you subscribed to our newsletter. Unsubscribe: ${parts.unsubscribeUrl}`,
        ]
      : []),
  ].join('\n');
}

/** The one layout all mails share, as HTML and plain text. */
export function renderMail(parts: MailParts): MailContent {
  const markup = renderToStaticMarkup(
    createElement(MailLayout, {
      shopName: SHOP_NAME,
      preview: parts.preview ?? parts.paragraphs[0] ?? parts.subject,
      greeting: parts.greeting,
      paragraphs: parts.paragraphs,
      highlight: parts.highlight,
      table: parts.table,
      action: parts.action,
      footnote: parts.footnote,
      unsubscribeUrl: parts.unsubscribeUrl,
    }),
  );
  return {
    subject: parts.subject,
    text: plainText(parts),
    html: `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">${markup}`,
    ...(parts.action ? { link: parts.action.url } : {}),
    ...(parts.unsubscribeUrl ? { unsubscribeUrl: parts.unsubscribeUrl } : {}),
  };
}

export function greetingFor(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? `Hello ${trimmed},` : 'Hello,';
}

export function verificationMail(input: { name?: string | null; url: string }): MailContent {
  return renderMail({
    subject: `Verify your e-mail address for ${SHOP_NAME}`,
    greeting: greetingFor(input.name),
    paragraphs: ['Please confirm that this is your e-mail address to finish creating your account.'],
    action: { label: 'Verify e-mail', url: input.url },
    footnote: 'The link is valid for 24 hours. If you did not create an account, ignore this mail.',
  });
}

export function passwordResetMail(input: { name?: string | null; url: string }): MailContent {
  return renderMail({
    subject: `Reset your ${SHOP_NAME} password`,
    greeting: greetingFor(input.name),
    paragraphs: [
      'Someone asked to reset the password of your account. Choose a new password with the link below.',
    ],
    action: { label: 'Choose a new password', url: input.url },
    footnote:
      'The link is valid for 1 hour. If you did not ask for it, ignore this mail: your password stays the same.',
  });
}
