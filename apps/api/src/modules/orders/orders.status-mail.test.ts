import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createSeller } from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { type SmtpSink, startSmtpSink } from '../mail/mail.test-support.ts';
import { createTestUser } from '../users/users.test-support.ts';
import { asUser, orderRequest, putInCart } from './orders.test-support.ts';

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
    const placed = await orderRequest(asUser(t.app, buyer), buyer);
    expect(placed.statusCode).toBe(201);
    const slug: string = placed.json().data.slug;

    const confirmation = await sink.waitFor((mail) => mail.subject === `Your order ${slug} is confirmed`);
    expect(confirmation.htmlPart).toContain('Total');
    expect(confirmation.textPart).toContain(`https://shop.example/track_order?order=${slug}`);

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
  });
});
