/**
 * Sends the shop's e-mails with nodemailer: through SMTP when `SMTP_URL` is set, otherwise into an outbox
 * that logs each mail with its link and keeps the last ones in memory (development: the verification and
 * reset links stay one log line away).
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { type ReturnMailInput, type ReturnMailKind, returnMail } from './mail.returns.ts';
import type { MailContent } from './mail.templates.ts';

export interface MailMessage extends MailContent {
  to: string;
}

export interface SentMail extends MailMessage {
  sentAt: string;
}

export interface Mailer {
  /** `smtp` delivers for real; `log` only logs and keeps the mail in `outbox()`. */
  readonly mode: 'smtp' | 'log';
  send(message: MailMessage): Promise<void>;
  /** The last mails kept in memory (log mode only), newest last. */
  outbox(): readonly SentMail[];
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  log: { info(object: object, message: string): void };
  outboxSize?: number;
}

const DEFAULT_OUTBOX_SIZE = 50;

/**
 * RFC 8058 one-click unsubscribe: mail providers POST `List-Unsubscribe=One-Click` to the https link
 * (no mailto: the link alone unsubscribes, without signing in).
 */
export function oneClickUnsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export function createMailer(options: MailerOptions): Mailer {
  const kept: SentMail[] = [];
  const limit = options.outboxSize ?? DEFAULT_OUTBOX_SIZE;

  if (!options.smtpUrl) {
    return {
      mode: 'log',
      async send(message) {
        kept.push({ ...message, sentAt: new Date().toISOString() });
        if (kept.length > limit) kept.splice(0, kept.length - limit);
        options.log.info(
          { mail: { to: message.to, subject: message.subject, link: message.link } },
          `mail (not sent, SMTP_URL unset): ${message.subject}${message.link ? ` — ${message.link}` : ''}`,
        );
      },
      outbox: () => kept,
      async close() {},
    };
  }

  const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
  return {
    mode: 'smtp',
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.unsubscribeUrl ? { headers: oneClickUnsubscribeHeaders(message.unsubscribeUrl) } : {}),
      });
      options.log.info({ mail: { to: message.to, subject: message.subject } }, 'mail sent');
    },
    outbox: () => kept,
    async close() {
      transport.close();
    },
  };
}

/** The returns flow's mails, one per step (request received, accepted, refused, refunded). */
export async function sendReturnMail(
  mailer: Mailer,
  kind: ReturnMailKind,
  input: ReturnMailInput & { to: string },
): Promise<void> {
  const { to, ...content } = input;
  await mailer.send({ to, ...returnMail(kind, content) });
}

// The templates every module's mails are written with.
export { newsletterConfirmationMail, newsletterWelcomeMail } from './mail.newsletter.ts';
export {
  itemName,
  type MailAddress,
  orderPlacedMail,
  orderStatusMail,
  sellerOrderMail,
} from './mail.orders.ts';
export {
  type ReturnMailInput,
  type ReturnMailKind,
  sellerReturnRequestMail,
} from './mail.returns.ts';
export { type MailContent, renderMail, SHOP_NAME } from './mail.templates.ts';
