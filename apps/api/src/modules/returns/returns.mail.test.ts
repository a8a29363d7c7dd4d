/**
 * The mails of a return, read from a real SMTP sink: the buyer hears of each step (requested, accepted,
 * refused, refunded) at the order's e-mail with the delivery address and the order's link (a guest's link
 * carries its signed token), the shop gets a short note when a return is requested, and a mail that cannot
 * be sent never fails the call.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProduct } from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../mail/mail.test-support.ts';
import { asUser, deliver, orderRequest, putInCart, sampleAddress } from '../orders/orders.test-support.ts';
import { createTestSeller, type TestSeller } from '../seller-dashboard/seller-dashboard.test-support.ts';
import { createTestUser } from '../users/users.test-support.ts';

const SHOP = 'https://shop.example';
let sink: SmtpSink;
let t: TestApp;
let lamps: TestSeller;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL: SHOP } });
  lamps = await createTestSeller(t.app, { shopName: 'Mail Lamps' });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const delivery = 'Delivery to Ada Lovelace, 12 Analytical Street, London, Greater London';
const mailTo = (to: string, subject: string) =>
  sink.waitFor((mail) => mail.subject === subject && mail.to.includes(to));

function expectBuyerMail(mail: ReceivedMail, link: string) {
  expect(mail.textPart).toContain(delivery);
  expect(mail.htmlPart).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
  expect(mail.textPart).toContain(link);
}

/** An account's delivered cash order of two $20.00 lamps: the buyer, its caller and the line. */
async function deliveredOrder() {
  const buyer = await createTestUser(t.app, { fullName: 'Grace Hopper' });
  const lamp = await createProduct(t.database.db, {
    seller: lamps.shop,
    priceCents: 2000,
    stock: 10,
    name: 'Brass desk lamp',
  });
  await putInCart(t.database.db, buyer, lamp, 2);
  const as = asUser(t.app, buyer);
  const placed = await orderRequest(as, buyer);
  expect(placed.statusCode).toBe(201);
  const slug = placed.json().data.slug as string;
  await deliver(t.database.db, slug);
  return { buyer, as, slug, line: placed.json().data.product_list[0].line_slug as string };
}

describe('return mails to an account holder', () => {
  it('tell the buyer of the request (and the shop), then the acceptance and the refund', async () => {
    const { buyer, as, slug, line } = await deliveredOrder();
    const asked = await as.post(`/api/orders/${slug}/returns`, { line_slug: line, reason: 'Too dim' });
    expect(asked.statusCode).toBe(201);
    const returnSlug = asked.json().data.slug as string;
    const link = `${SHOP}/track_order?order=${slug}`;

    const requested = await mailTo(buyer.email, `We received your return request for order ${slug}`);
    expect(requested.textPart).toContain('Hello Grace Hopper,');
    expect(requested.textPart).toContain('Items: Brass desk lamp × 2.');
    expect(requested.textPart).toContain('Your reason: Too dim');
    expectBuyerMail(requested, link);

    const note = await mailTo(lamps.email, `Return requested for order ${slug}`);
    expect(note.textPart).toContain('Hello Mail Lamps,');
    expect(note.textPart).toContain('Brass desk lamp × 2');
    expect(note.textPart).toContain('Their reason: Too dim');
    expect(note.textPart).toContain(`${SHOP}/seller/returns`);
    // The shop's note is about the return, not the buyer's address.
    expect(note.textPart).not.toContain(delivery);

    const accepted = await asUser(t.app, lamps).post(`/api/seller/returns/${returnSlug}/accept`, {});
    expect(accepted.statusCode).toBe(200);
    expectBuyerMail(await mailTo(buyer.email, `Your return for order ${slug} is accepted`), link);
    const refunded = await mailTo(buyer.email, `Your refund for order ${slug} is on its way`);
    expect(refunded.textPart).toContain(`We refunded $40.00 for your return of order ${slug}`);
    expectBuyerMail(refunded, link);

    // Accepting again changes nothing and mails nothing more.
    expect((await asUser(t.app, lamps).post(`/api/seller/returns/${returnSlug}/accept`, {})).statusCode).toBe(
      200,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.mails.filter((mail) => mail.subject.includes(`order ${slug} is accepted`))).toHaveLength(1);
    expect(sink.mails.filter((mail) => mail.subject.includes(`refund for order ${slug}`))).toHaveLength(1);
  });

  it("tell the buyer of a refusal with the shop's reason", async () => {
    const { buyer, as, slug, line } = await deliveredOrder();
    const asked = await as.post(`/api/orders/${slug}/returns`, {
      line_slug: line,
      reason: 'Changed my mind',
    });
    const refused = await asUser(t.app, lamps).post(`/api/seller/returns/${asked.json().data.slug}/refuse`, {
      note: 'The lamp was used',
    });
    expect(refused.statusCode).toBe(200);
    const mail = await mailTo(buyer.email, `Your return for order ${slug} was refused`);
    expect(mail.textPart).toContain("The seller's reason: The lamp was used");
    expectBuyerMail(mail, `${SHOP}/track_order?order=${slug}`);
  });
});

describe("return mails of a guest's order", () => {
  it("go to the order's e-mail with the signed link, never an account page", async () => {
    const lamp = await createProduct(t.database.db, { seller: lamps.shop, priceCents: 2000, stock: 10 });
    const email = `guest-return-${Date.now()}@example.test`;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/guest/orders',
      headers: { origin: 'http://localhost', 'content-type': 'application/json' },
      payload: JSON.stringify({
        email,
        items: [{ product_slug: lamp.slug, quantity: 1 }],
        address: sampleAddress,
        payment_method: 'cod',
      }),
    });
    expect(placed.statusCode).toBe(201);
    const { data, access_token: token } = placed.json();
    const slug = data.slug as string;
    await deliver(t.database.db, slug);

    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/guest/orders/${slug}/returns`,
      headers: { origin: 'http://localhost', 'content-type': 'application/json' },
      payload: JSON.stringify({ token, line_slug: data.product_list[0].line_slug, reason: 'Wrong colour' }),
    });
    expect(asked.statusCode).toBe(201);
    const link = `${SHOP}/track_order?order=${slug}&token=${token}`;
    const requested = await mailTo(email, `We received your return request for order ${slug}`);
    expect(requested.textPart).toContain('Hello Ada Lovelace,');
    expectBuyerMail(requested, link);
    await mailTo(lamps.email, `Return requested for order ${slug}`);

    const accepted = await asUser(t.app, lamps).post(
      `/api/seller/returns/${asked.json().data.slug}/accept`,
      {},
    );
    expect(accepted.statusCode).toBe(200);
    expectBuyerMail(await mailTo(email, `Your return for order ${slug} is accepted`), link);
    expectBuyerMail(await mailTo(email, `Your refund for order ${slug} is on its way`), link);
  });
});

describe('a return mail that cannot be sent', () => {
  it('fails neither the request nor the decision', async () => {
    const { as, slug, line } = await deliveredOrder();
    const send = vi.spyOn(t.app.mailer, 'send').mockRejectedValue(new Error('SMTP is down'));
    try {
      const asked = await as.post(`/api/orders/${slug}/returns`, { line_slug: line, reason: 'Too dim' });
      expect(asked.statusCode).toBe(201);
      const accepted = await asUser(t.app, lamps).post(
        `/api/seller/returns/${asked.json().data.slug}/accept`,
        {},
      );
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().data).toMatchObject({ status: 'accepted', refund: { status: 'refunded' } });
      // The mails were tried (and failed): requested, the shop's note, accepted, refunded.
      await vi.waitFor(() => {
        const subjects = send.mock.calls.map(([mail]) => mail.subject);
        expect(subjects).toEqual(
          expect.arrayContaining([
            `We received your return request for order ${slug}`,
            `Return requested for order ${slug}`,
            `Your return for order ${slug} is accepted`,
            `Your refund for order ${slug} is on its way`,
          ]),
        );
      });
    } finally {
      send.mockRestore();
    }
  });
});
