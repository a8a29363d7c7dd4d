import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createSeller } from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { type SmtpSink, startSmtpSink } from '../mail/mail.test-support.ts';
import { createTestUser } from '../users/users.test-support.ts';
import { asUser, orderRequest, putInCart, sampleAddress } from './orders.test-support.ts';

let t: TestApp;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL: 'https://shop.example' } });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

describe('order status mails', () => {
  it('tell the buyer, in HTML and text, when an admin moves the order on', async () => {
    const buyer = await createTestUser(t.app, { fullName: 'Grace Hopper' });
    const admin = await createTestUser(t.app, { role: 'admin' });
    const seller = await createSeller(t.database.db);
    await putInCart(t.database.db, buyer, await createProduct(t.database.db, { seller }), 1);
    const placed = await orderRequest(asUser(t.app, buyer), buyer, {
      address: { ...sampleAddress, postal_code: 'sw1y 4lg', address_line2: 'Flat <3>' },
    });
    expect(placed.statusCode).toBe(201);
    const slug: string = placed.json().data.slug;

    const confirmation = await sink.waitFor((mail) => mail.subject === `Your order ${slug} is confirmed`);
    expect(confirmation.htmlPart).toContain('Total');
    expect(confirmation.textPart).toContain(`https://shop.example/track_order?order=${slug}`);
    // The postal code (normalised to upper case) and the second line, in both parts; user text escaped.
    const delivery =
      'Delivery to Ada Lovelace, 12 Analytical Street, Flat <3>, London, Greater London SW1Y 4LG';
    expect(confirmation.textPart).toContain(delivery);
    expect(confirmation.htmlPart).toContain(
      'Flat &lt;3&gt;, London, Greater London SW1Y 4LG, United Kingdom',
    );

    const moved = await asUser(t.app, admin).patch(`/api/admin/orders/${slug}/status`, {
      order_status: 'processing',
    });
    expect(moved.statusCode).toBe(200);
    const mail = await sink.waitFor(
      (received) => received.subject === `Your order ${slug} is being prepared`,
    );
    expect(mail.to).toEqual([buyer.email]);
    expect(mail.textPart).toContain('Hello Grace Hopper,');
    expect(mail.htmlPart).toContain(`href="https://shop.example/track_order?order=${slug}"`);
    expect(mail.textPart).toContain(delivery);
    expect(mail.htmlPart).toContain('Flat &lt;3&gt;, London, Greater London SW1Y 4LG, United Kingdom');
  });
});
