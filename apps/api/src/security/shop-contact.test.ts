/**
 * Hijacking order mail: a shop (or a seller application) names someone else's e-mail as its contact, so
 * that person receives every order's buyer name and address. A new contact address is used only after its
 * owner follows the link mailed to it; meanwhile order mail keeps going to the proven address. The link's
 * origin comes from configuration, never from the request's Host. Prints its figures.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sellers } from '../db/schema/index.ts';
import type { SentMail } from '../modules/mail/mail.service.ts';
import { asUser, orderRequest, putInCart } from '../modules/orders/orders.test-support.ts';
import {
  createTestSeller,
  type TestSeller,
} from '../modules/seller-dashboard/seller-dashboard.test-support.ts';
import { createTestUser } from '../modules/users/users.test-support.ts';
import { abuseRules } from '../plugins/rate-limit.ts';
import { createProduct } from '../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
const figures: Record<string, string | number> = {};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  console.info('shop contact figures', figures);
  await t?.close();
});

const mailsTo = (address: string): SentMail[] =>
  t.app.mailer.outbox().filter((mail) => mail.to.toLowerCase() === address.toLowerCase());

/** Places an order of one of the shop's products and waits for the shop's order mail; answers its address. */
async function orderMailRecipientOf(seller: TestSeller): Promise<string> {
  const product = await createProduct(t.app.db, { seller: seller.shop });
  const buyer = await createTestUser(t.app);
  await putInCart(t.app.db, buyer, product, 1);
  const placed = await orderRequest(asUser(t.app, buyer), buyer);
  expect(placed.statusCode).toBe(201);
  const subject = `New order ${placed.json().data.slug} for ${seller.shop.shopName}`;
  const mail = await vi.waitFor(() => {
    const found = t.app.mailer.outbox().find((sent) => sent.subject === subject);
    if (!found) throw new Error('no order mail yet');
    return found;
  });
  return mail.to;
}

const tokenOf = (link: string | undefined) => new URL(link ?? '').searchParams.get('token') ?? '';

describe('PATCH /api/seller/shop with someone else’s address', () => {
  it('keeps order mail on the proven contact until the link is followed, then uses the new one', async () => {
    const seller = await createTestSeller(t.app);
    const victim = `victim-${seller.shop.id}@example.test`;
    const changed = await asUser(t.app, seller).request(
      'PATCH',
      '/api/seller/shop',
      { contact_email: victim },
      { host: 'attacker.example', origin: 'http://attacker.example', 'x-forwarded-host': 'attacker.example' },
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ contact_email: seller.email, pending_contact_email: victim });

    expect(await orderMailRecipientOf(seller)).toBe(seller.email);
    const links = mailsTo(victim);
    expect(links).toHaveLength(1);
    expect(links[0]?.subject).toBe(`Confirm ${seller.shop.shopName}'s contact address on Bazaar`);
    expect(links[0]?.text).not.toContain('Delivery to');
    const link = links[0]?.link ?? '';
    expect(new URL(link).origin).toBe(`http://localhost:${t.env.PORT}`);
    expect(link).not.toContain('attacker.example');
    figures['order mails to an unconfirmed contact address'] = 0;

    const wrong = await asUser(t.app).post('/api/shop-contact/confirm', { token: 'not-a-token' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('contact_email_link_invalid');

    // The owner of the mailbox follows the link (no session needed).
    const confirmed = await asUser(t.app).post('/api/shop-contact/confirm', { token: tokenOf(link) });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().email).toBe(victim);
    const [shop] = await t.app.db.select().from(sellers).where(eq(sellers.id, seller.shop.id));
    expect(shop).toMatchObject({ contactEmail: victim, pendingContactEmail: null });
    expect(await orderMailRecipientOf(seller)).toBe(victim);
  });

  it('uses the verified account e-mail at once, and sends no link', async () => {
    const seller = await createTestSeller(t.app);
    await t.app.db.update(sellers).set({ contactEmail: null }).where(eq(sellers.id, seller.shop.id));
    const before = t.app.mailer.outbox().length;
    const changed = await asUser(t.app, seller).patch('/api/seller/shop', {
      contact_email: seller.email.toUpperCase(),
    });
    expect(changed.json()).toMatchObject({ contact_email: seller.email, pending_contact_email: null });
    expect(t.app.mailer.outbox().length).toBe(before);
  });

  it('limits the links sent to one address, and from one client (429)', async () => {
    const seller = await createTestSeller(t.app);
    const target = `spammed-${seller.shop.id}@example.test`;
    const statuses: number[] = [];
    // Alternating addresses, so that every save of the target asks for a new link.
    for (let i = 0; i < 8; i++) {
      const other = `other-${i}-${seller.shop.id}@example.test`;
      for (const address of [target, other]) {
        statuses.push(
          (await asUser(t.app, seller).patch('/api/seller/shop', { contact_email: address })).statusCode,
        );
      }
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    const limit = abuseRules['verification-resend'].perEmail.max;
    expect(mailsTo(target).length).toBeLessThanOrEqual(limit);
    figures['links mailed to one address for 8 saves (limit)'] = `${mailsTo(target).length} (${limit})`;
  });
});

describe('a seller application naming someone else’s address', () => {
  it('opens a shop whose order mail goes to the account e-mail until the link is followed', async () => {
    const applicant = await createTestUser(t.app);
    const admin = await createTestUser(t.app, { role: 'admin' });
    const victim = `applied-${applicant.slug}@example.test`;
    const applied = await asUser(t.app, applicant).post('/api/users/seller_apply', {
      email: victim,
      phone: '+1 555 0100',
      shop: { shop_name: `Contact Test ${applicant.slug}`, shop_address: '1 Main Street' },
      description: 'We sell things.',
      acceptTerms: true,
    });
    expect(applied.statusCode).toBe(201);
    const link = mailsTo(victim)[0]?.link;
    expect(link).toContain('/verify-contact-email?token=');

    const approved = await asUser(t.app, admin).post(
      `/api/admin/seller-applications/${applied.json().slug}/approve`,
      {},
    );
    expect(approved.statusCode).toBe(200);
    const [shop] = await t.app.db.select().from(sellers).where(eq(sellers.userId, applicant.id));
    expect(shop).toMatchObject({ contactEmail: null, pendingContactEmail: victim });
    const seller = { ...applicant, shop: shop! } as TestSeller;
    expect(await orderMailRecipientOf(seller)).toBe(applicant.email);

    expect((await asUser(t.app).post('/api/shop-contact/confirm', { token: tokenOf(link) })).statusCode).toBe(
      200,
    );
    expect(await orderMailRecipientOf(seller)).toBe(victim);
  });
});
