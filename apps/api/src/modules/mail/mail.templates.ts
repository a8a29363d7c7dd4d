/**
 * Every e-mail the shop sends, as plain text plus a small inline-styled HTML version (mail clients ignore
 * stylesheets). Verification and password reset today; order mails reuse `renderMail` later.
 * Values that come from users are escaped; links are the only call to action.
 */

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** The action link of the mail, logged and kept in the development outbox. */
  link?: string;
}

export const SHOP_NAME = 'Bazaar';

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

interface MailParts {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

/** The one layout all mails share. */
export function renderMail(parts: MailParts): MailContent {
  const text = [
    parts.greeting,
    '',
    ...parts.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ''] : []),
    ...(parts.footnote ? [parts.footnote, ''] : []),
    `— ${SHOP_NAME}`,
  ].join('\n');

  const button = parts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="background:#f5b301;color:#1f1f1f;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(parts.action.label)}</a></p>
<p style="font-size:13px;color:#6b6b6b">If the button does not work, open this link: <br><a href="${escapeHtml(parts.action.url)}">${escapeHtml(parts.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html><body style="margin:0;background:#f6f5f3;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f1f1f">
<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(SHOP_NAME)}</h1>
<p>${escapeHtml(parts.greeting)}</p>
${parts.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${button}
${parts.footnote ? `<p style="font-size:13px;color:#6b6b6b">${escapeHtml(parts.footnote)}</p>` : ''}
</div></body></html>`;
  return { subject: parts.subject, text, html, ...(parts.action ? { link: parts.action.url } : {}) };
}

function greetingFor(name: string | null | undefined): string {
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
