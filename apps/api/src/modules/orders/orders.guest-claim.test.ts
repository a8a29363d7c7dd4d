import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../db/schema/index.ts';
import { createProduct, createSeller } from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { type SmtpSink, startSmtpSink } from '../mail/mail.test-support.ts';
import { sampleAddress } from './orders.test-support.ts';

let t: TestApp;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url } });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { origin: 'http://localhost' } });

describe('a guest who creates an account', () => {
  it('gets the guest orders of the e-mail once the e-mail is verified, not before', async () => {
    const seller = await createSeller(t.database.db);
    const product = await createProduct(t.database.db, { priceCents: 1500, stock: 4, seller });
    const email = `claim-${Date.now()}@example.test`;
    const placed = await post('/api/guest/orders', {
      email,
      items: [{ product_slug: product.slug, quantity: 1 }],
      address: sampleAddress,
      payment_method: 'cod',
    });
    expect(placed.statusCode).toBe(201);
    const slug = placed.json().data.slug as string;

    const registered = await post('/api/users/register', {
      fullName: 'Guest Shopper',
      email,
      password: 'Guest-shopper-2026!',
    });
    expect(registered.statusCode).toBe(201);
    const ownerOf = async () =>
      (await t.database.db.select({ userId: orders.userId }).from(orders).where(eq(orders.slug, slug)))[0]
        ?.userId;
    expect(await ownerOf()).toBeNull();

    const mail = await sink.waitFor(
      (received) => received.to.includes(email) && /verify/i.test(received.subject),
    );
    const link = new URL(
      mail.links.find((candidate) => candidate.includes('/api/auth/verify-email')) as string,
    );
    await t.app.inject({ method: 'GET', url: link.pathname + link.search });

    const [account] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(account?.id).toBeDefined();
    expect(await ownerOf()).toBe(account?.id);
    // Now an account's order: the guest look-up no longer finds it (the account's order list does).
    const lookup = await post('/api/guest/orders/lookup', { order_number: slug, email });
    expect(lookup.statusCode).toBe(404);
  });
});
