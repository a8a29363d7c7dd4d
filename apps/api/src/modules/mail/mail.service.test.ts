import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailOrder } from './mail.orders.ts';
import { returnMail } from './mail.returns.ts';
import {
  createMailer,
  newsletterWelcomeMail,
  orderPlacedMail,
  orderStatusMail,
  sellerOrderMail,
  sendReturnMail,
} from './mail.service.ts';
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

  it('name the variant the buyer chose on order lines (the copy the line keeps), not just the product', () => {
    const line = {
      productName: 'Tee',
      price: 20,
      offerPrice: null,
      quantity: 2,
      lineTotal: 40,
      seller_slug: 'shop-a',
      shop_name: 'Shop A',
    };
    const order: MailOrder = {
      slug: 'ORD-1',
      subTotal: 50,
      discount: 0,
      shippingCost: 0,
      total: 50,
      payment_method: 'cod',
      product_list: [
        { ...line, variant_options: { Size: 'M', Colour: '<Red>' } },
        { ...line, productName: 'Mug', quantity: 1, lineTotal: 10, price: 10, variant_options: {} },
      ],
      address: { name: 'A', phone: '1', country: 'US', state: null, city: 'C', address: 'S' },
    };
    const buyer = orderPlacedMail({ order, name: 'Ann' });
    expect(buyer.text).toContain('2 × Tee, Size: M, Colour: <Red> (Shop A) at $20.00');
    expect(buyer.text).toContain('1 × Mug (Shop A) at $10.00');
    expect(buyer.html).toContain('Colour: &lt;Red&gt;');
    const seller = sellerOrderMail({ order, shopName: 'Shop A', sellerSlug: 'shop-a' });
    expect(seller.text).toContain('Tee, Size: M, Colour: <Red>');
  });

  it('print the postal code and second address line when the order has them, in HTML and text', () => {
    const address = {
      name: 'Ada',
      phone: '+442079460958',
      country: 'United Kingdom',
      state: null,
      city: 'London',
      address: '12 Square',
    };
    const full = { ...address, postal_code: 'SW1Y 4LG', address_line2: 'Flat & 3' };
    const order: MailOrder = {
      slug: 'ORD-2',
      subTotal: 10,
      discount: 0,
      shippingCost: 0,
      total: 10,
      payment_method: 'cod',
      product_list: [],
      address: full,
    };
    const expected =
      'Delivery to Ada, 12 Square, Flat & 3, London, SW1Y 4LG, United Kingdom (phone +442079460958).';
    const mails = [
      orderPlacedMail({ order, name: 'Ada' }),
      sellerOrderMail({ order, shopName: 'S', sellerSlug: 's' }),
      orderStatusMail({ orderSlug: 'ORD-2', status: 'shipped', address: full }),
      returnMail('requested', { orderSlug: 'ORD-2', itemNames: ['Mug'], address: full }),
      returnMail('refunded', { orderSlug: 'ORD-2', itemNames: ['Mug'], refundCents: 100, address: full }),
    ];
    for (const mail of mails) {
      expect(mail.text).toContain(expected);
      expect(mail.html).toContain('Flat &amp; 3, London, SW1Y 4LG, United Kingdom');
    }
    // An order from before the address book: neither part, and no empty commas.
    const old = orderPlacedMail({ order: { ...order, address }, name: 'Ada' });
    expect(old.text).toContain('Delivery to Ada, 12 Square, London, United Kingdom (phone +442079460958).');
    expect(old.text).not.toContain(', ,');
  });

  it('name the variant in a status change of one line', () => {
    const mail = orderStatusMail({ orderSlug: 'ORD-1', status: 'shipped', itemNames: ['Tee, Size: M'] });
    expect(mail.text).toContain('Items: Tee, Size: M.');
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
    expect(mail.textPart).toContain('Choose a new password: https://shop.example/reset/abc');
    expect(mail.htmlPart).toContain('href="https://shop.example/reset/abc"');
    // Not a marketing mail: no unsubscribe headers.
    expect(mail.headers['list-unsubscribe']).toBeUndefined();
    await mailer.close();
  });

  it('sends marketing mails with RFC 8058 one-click unsubscribe headers', async () => {
    const mailer = createMailer({
      smtpUrl: sink.url,
      from: 'Shop <shop@example.test>',
      log: { info: () => undefined },
    });
    await mailer.send({
      to: 'grace@example.test',
      ...newsletterWelcomeMail({
        couponCode: 'WELCOME-ABCDEFGHJK',
        discountText: '10% off',
        expiresAt: new Date('2026-12-31T00:00:00Z'),
        shopUrl: 'https://shop.example/',
        unsubscribeUrl: 'https://shop.example/newsletter/unsubscribe?token=t.s',
      }),
    });
    const mail = await sink.waitFor((received) => received.to.includes('grace@example.test'));
    expect(mail.headers['list-unsubscribe']).toBe('<https://shop.example/newsletter/unsubscribe?token=t.s>');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.textPart).toContain('Unsubscribe: https://shop.example/newsletter/unsubscribe?token=t.s');
    expect(mail.htmlPart).toContain('WELCOME-ABCDEFGHJK');
    await mailer.close();
  });

  it('sends each step of a return with its own subject, escaping what the buyer wrote', async () => {
    const mailer = createMailer({
      smtpUrl: sink.url,
      from: 'Shop <shop@example.test>',
      log: { info: () => undefined },
    });
    const base = { to: 'buyer@example.test', orderSlug: 'ORD-1', itemNames: ['Lamp'] };
    await sendReturnMail(mailer, 'requested', { ...base, reason: 'Broken <img src=x onerror=alert(1)>' });
    await sendReturnMail(mailer, 'refunded', { ...base, refundCents: 1250 });
    const requested = await sink.waitFor(
      (mail) => mail.subject === 'We received your return request for order ORD-1',
    );
    expect(requested.htmlPart).toContain('Broken &lt;img src=x onerror=alert(1)&gt;');
    expect(requested.htmlPart).not.toContain('<img src=x');
    const refunded = await sink.waitFor(
      (mail) => mail.subject === 'Your refund for order ORD-1 is on its way',
    );
    expect(refunded.textPart).toContain('We refunded $12.50');
    await mailer.close();
  });
});
