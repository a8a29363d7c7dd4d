/**
 * Sends the shop's e-mails with nodemailer: through SMTP when `SMTP_URL` is set, otherwise into an outbox
 * that logs each mail with its link and keeps the last ones in memory (development: the verification and
 * reset links stay one log line away).
 */
import nodemailer, { type Transporter } from 'nodemailer';
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
      });
      options.log.info({ mail: { to: message.to, subject: message.subject } }, 'mail sent');
    },
    outbox: () => kept,
    async close() {
      transport.close();
    },
  };
}
