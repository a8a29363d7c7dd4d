import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mail.service.ts';
import { passwordResetMail, verificationMail } from './mail.templates.ts';
import { type SmtpSink, startSmtpSink } from './mail.test-support.ts';

describe('mail templates', () => {
  it('put the link in text and HTML and escape what users typed', () => {
    const mail = verificationMail({
      name: '<b>Eve</b>',
      url: 'https://shop.example/api/auth/verify-email?token=a&b=c',
    });
    expect(mail.link).toBe('https://shop.example/api/auth/verify-email?token=a&b=c');
    expect(mail.text).toContain('https://shop.example/api/auth/verify-email?token=a&b=c');
    expect(mail.html).toContain('href="https://shop.example/api/auth/verify-email?token=a&amp;b=c"');
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Eve</b>');
    expect(passwordResetMail({ url: 'https://x.example/r' }).subject).toMatch(/reset/i);
  });
});

describe('mailer without SMTP_URL', () => {
  it('logs each mail with its link and keeps the last ones', async () => {
    const lines: string[] = [];
    const mailer = createMailer({
      from: 'Shop <shop@example.test>',
      log: { info: (_object, line) => lines.push(line) },
      outboxSize: 2,
    });
    expect(mailer.mode).toBe('log');
    for (const n of [1, 2, 3])
      await mailer.send({ to: `u${n}@example.test`, ...verificationMail({ url: `https://x.example/${n}` }) });
    expect(lines[2]).toContain('https://x.example/3');
    expect(mailer.outbox().map((mail) => mail.to)).toEqual(['u2@example.test', 'u3@example.test']);
  });
});

describe('mailer with SMTP_URL', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink?.close();
  });

  it('delivers through SMTP', async () => {
    const mailer = createMailer({
      smtpUrl: sink.url,
      from: 'Shop <shop@example.test>',
      log: { info: () => undefined },
    });
    await mailer.send({
      to: 'ada@example.test',
      ...passwordResetMail({ name: 'Ada', url: 'https://shop.example/reset/abc' }),
    });
    const mail = await sink.waitFor((received) => received.to.includes('ada@example.test'));
    expect(mail.subject).toBe('Reset your Bazaar password');
    expect(mail.links).toContain('https://shop.example/reset/abc');
    await mailer.close();
  });
});
