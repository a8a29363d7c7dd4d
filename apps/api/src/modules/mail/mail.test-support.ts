/**
 * A real SMTP server on a random local port (the `smtp-server` package) for tests: point SMTP_URL at
 * `sink.url` and read what the shop actually sent, links included.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** Decoded text of the whole message (headers and parts), good enough to find links and phrases. */
  text: string;
  links: string[];
  /** The message's headers, names in lower case, values as sent (unfolded). */
  headers: Record<string, string>;
  /** The text/plain and text/html parts, decoded by mailparser. */
  textPart: string;
  htmlPart: string;
}

export interface SmtpSink {
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the first mail (already received or arriving within `timeoutMs`) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function decodeHeader(value: string): string {
  // RFC 2047: white space between two adjacent encoded words belongs to neither and is dropped.
  return value
    .replace(/(\?=)\s+(?==\?utf-8\?)/gi, '$1')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
}

async function parse(raw: string, from: string, to: string[]): Promise<ReceivedMail> {
  const headerEnd = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, headerEnd).replace(/\r\n[ \t]+/g, ' ');
  const subject = decodeHeader(/^subject:\s*(.*)$/im.exec(headers)?.[1]?.trim() ?? '');
  const text = decodeQuotedPrintable(raw);
  const links = [...new Set(text.match(/https?:\/\/[^\s"'<>]+/g) ?? [])].map((link) =>
    link.replaceAll('&amp;', '&'),
  );
  const parsed = await simpleParser(raw);
  const headerLines: Record<string, string> = {};
  for (const line of parsed.headerLines)
    headerLines[line.key] = line.line
      .slice(line.key.length + 1)
      .replace(/\r?\n/g, '')
      .trim();
  return {
    from,
    to,
    subject,
    text,
    links,
    headers: headerLines,
    textPart: parsed.text ?? '',
    htmlPart: typeof parsed.html === 'string' ? parsed.html : '',
  };
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const waiters: { match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const mail = await parse(
          Buffer.concat(chunks).toString('utf8'),
          session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          session.envelope.rcptTo.map((recipient) => recipient.address),
        );
        mails.push(mail);
        for (const waiter of [...waiters]) {
          if (waiter.match(mail)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor(match, timeoutMs = 5000) {
      const found = mails.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching mail arrived')), timeoutMs);
        waiters.push({
          match,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
