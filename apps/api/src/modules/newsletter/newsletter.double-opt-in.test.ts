/**
 * The newsletter's double opt-in end to end, with the mails read from a real SMTP server: confirmation
 * link, welcome coupon used at checkout, one-click unsubscribe without signing in, resubscribing.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribers } from '../../db/schema/index.ts';
import { createProduct, createSeller } from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../mail/mail.test-support.ts';
import { asUser, orderRequest, putInCart } from '../orders/orders.test-support.ts';
import { createTestUser, type TestUser } from '../users/users.test-support.ts';
import { newsletterTokens } from './newsletter.tokens.ts';

const PUBLIC_URL = 'https://shop.example';

let t: TestApp;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL } });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const rowOf = async (email: string) =>
  (
    await t.database.db.select().from(subscribers).where(sql`lower(${subscribers.email}) = lower(${email})`)
  )[0];

const mailsTo = (email: string, subject: RegExp) =>
  sink.mails.filter((mail) => mail.to.includes(email) && subject.test(mail.subject));

const tokenIn = (mail: ReceivedMail, path: string): string => {
  const link = mail.links.find((candidate) => candidate.startsWith(`${PUBLIC_URL}${path}?token=`));
  if (!link) throw new Error(`no ${path} link in the mail`);
  return new URL(link).searchParams.get('token') ?? '';
};

/** Lets any mail that was (wrongly) about to be sent arrive before counting. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

async function subscribed(user: TestUser) {
  const response = await asUser(t.app, user).post('/api/subscriber', {
    email: user.email,
    user_slug: user.slug,
  });
  const mail = await sink.waitFor(
    (received) => received.to.includes(user.email) && /Confirm/.test(received.subject),
  );
  return { response, mail };
}

async function placeOrderWith(user: TestUser, couponCode: string) {
  const seller = await createSeller(t.database.db);
  await putInCart(t.database.db, user, await createProduct(t.database.db, { priceCents: 5000, seller }), 1);
  return orderRequest(asUser(t.app, user), user, { coupon_code: couponCode });
}

describe('subscribing sends a confirmation e-mail (double opt-in)', () => {
  it('stores a pending subscription and mails an HTML + text confirmation with one-click unsubscribe headers', async () => {
    const user = await createTestUser(t.app, { fullName: 'Ada <b>Lovelace</b>' });
    // A forged Host cannot put its own address into the links: they come from PUBLIC_URL.
    const response = await asUser(t.app, user).post(
      '/api/subscriber',
      { email: user.email, user_slug: user.slug },
      { host: 'attacker.example', origin: 'http://attacker.example' },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      state: 'pending',
      status: 'active',
      confirmation_sent: true,
      message: 'Successfuly subscribed  !',
      notice: 'Check your inbox: we sent you a link to confirm your subscription.',
    });

    const mail = await sink.waitFor(
      (received) => received.to.includes(user.email) && /newsletter/.test(received.subject),
    );
    expect(mail.subject).toBe('Confirm your subscription to the Bazaar newsletter');
    expect(mail.links.some((link) => link.includes('attacker.example'))).toBe(false);
    const unsubscribeLink = `${PUBLIC_URL}/newsletter/unsubscribe?token=${tokenIn(mail, '/newsletter/unsubscribe')}`;
    expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribeLink}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const confirmLink = `${PUBLIC_URL}/newsletter/confirm?token=${tokenIn(mail, '/newsletter/confirm')}`;
    expect(mail.textPart).toContain(confirmLink);
    expect(mail.textPart).toContain(unsubscribeLink);
    expect(mail.htmlPart).toContain(`href="${confirmLink}"`);
    expect(mail.htmlPart).toMatch(/<html[^>]*lang="en"/);
    // The user's name is escaped, never markup.
    expect(mail.htmlPart).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;');
    expect(mail.htmlPart).not.toContain('<b>Lovelace</b>');
    expect((await rowOf(user.email))?.state).toBe('pending');
  });

  it('subscribing again while pending is not an error and re-sends the link at most once a minute', async () => {
    const user = await createTestUser(t.app);
    await subscribed(user);
    const again = await asUser(t.app, user).post('/api/subscriber', {
      email: user.email,
      user_slug: user.slug,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ state: 'pending', confirmation_sent: false });
    await settle();
    expect(mailsTo(user.email, /^Confirm/)).toHaveLength(1);

    await t.database.db
      .update(subscribers)
      .set({ confirmationSentAt: new Date(Date.now() - 120_000) })
      .where(eq(subscribers.email, user.email));
    const later = await asUser(t.app, user).post('/api/subscriber', {
      email: user.email,
      user_slug: user.slug,
    });
    expect(later.statusCode).toBe(200);
    expect(later.json()).toMatchObject({ state: 'pending', confirmation_sent: true });
    await sink.waitFor(() => mailsTo(user.email, /^Confirm/).length === 2);
  });
});

describe('confirming', () => {
  it('refuses a changed, expired or wrong-purpose token (400) and changes nothing', async () => {
    const user = await createTestUser(t.app);
    const { mail } = await subscribed(user);
    const token = tokenIn(mail, '/newsletter/confirm');
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
        s: 'someone-else',
      }),
    ).toString('base64url');
    const tokens = newsletterTokens(t.app.sessionRules.secret);
    const slug = (await rowOf(user.email))?.slug ?? '';
    const refused = [
      `${forged}.${signature}`,
      `${payload}.${signature?.slice(0, -2)}xx`,
      tokenIn(mail, '/newsletter/unsubscribe'),
      tokens.sign(slug, 'confirm', new Date(Date.now() - 8 * 86_400_000)),
      'nonsense',
    ];
    for (const bad of refused) {
      const response = await asUser(t.app).post('/api/newsletter/confirm', { token: bad });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_link' });
    }
    expect((await rowOf(user.email))?.state).toBe('pending');
  });

  it('confirms without signing in, mails a one-time welcome coupon once, and the coupon works at checkout once', async () => {
    const user = await createTestUser(t.app);
    const { mail } = await subscribed(user);
    const token = tokenIn(mail, '/newsletter/confirm');

    const confirmed = await asUser(t.app).post('/api/newsletter/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    const code: string = confirmed.json().coupon_code;
    expect(code).toMatch(/^WELCOME-[A-Z2-9]{10}$/);
    expect((await rowOf(user.email))?.state).toBe('confirmed');

    const welcome = await sink.waitFor(
      (received) => received.to.includes(user.email) && /Welcome/.test(received.subject),
    );
    expect(welcome.textPart).toContain(code);
    expect(welcome.htmlPart).toContain(code);
    expect(welcome.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/shop\.example\/newsletter\/unsubscribe\?token=/,
    );
    expect(welcome.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // Following the link again answers the same code and issues and sends nothing new.
    const repeated = await asUser(t.app).post('/api/newsletter/confirm', { token });
    expect(repeated.json()).toMatchObject({ state: 'confirmed', coupon_code: code });
    // Subscribing again once confirmed just says so.
    const again = await asUser(t.app, user).post('/api/subscriber', {
      email: user.email,
      user_slug: user.slug,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      state: 'confirmed',
      confirmation_sent: false,
      notice: 'You are already subscribed to our newsletter.',
    });
    await settle();
    expect(mailsTo(user.email, /Welcome/)).toHaveLength(1);
    expect(mailsTo(user.email, /^Confirm/)).toHaveLength(1);

    // The code is the subscriber's own (decision 0026): another account cannot use it, even unused.
    const stranger = await createTestUser(t.app);
    const refused = await placeOrderWith(stranger, code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'coupon_not_yours',
      message: 'This coupon belongs to another account',
    });

    const first = await placeOrderWith(user, code);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ coupon_code: code, subTotal: 50, discount: 5 });
    const second = await placeOrderWith(user, code);
    expect(second.statusCode).toBe(400);
    expect((await placeOrderWith(stranger, code)).statusCode).toBe(400);
  });
});

describe('unsubscribing', () => {
  it('takes the RFC 8058 one-click POST without signing in, refuses a tampered token, and allows subscribing again', async () => {
    const user = await createTestUser(t.app);
    const { mail } = await subscribed(user);
    const oneClick = mail.headers['list-unsubscribe']?.slice(1, -1) ?? '';
    expect(oneClick).toMatch(/^https:\/\/shop\.example\/newsletter\/unsubscribe\?token=/);
    const token = new URL(oneClick).searchParams.get('token') ?? '';

    const tampered = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${encodeURIComponent(`${token.slice(0, -3)}abc`)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({ code: 'invalid_link' });
    expect((await rowOf(user.email))?.state).toBe('pending');

    // What a mail provider sends: a form post to the link, no cookie, no Origin.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ state: 'unsubscribed' });
    }
    expect(await rowOf(user.email)).toMatchObject({ state: 'unsubscribed', status: 'inactive' });

    // An old confirmation link cannot bring it back; subscribing again can, with a new confirmation.
    const oldConfirm = await asUser(t.app).post('/api/newsletter/confirm', {
      token: tokenIn(mail, '/newsletter/confirm'),
    });
    expect(oldConfirm.statusCode).toBe(409);
    const again = await asUser(t.app, user).post('/api/subscriber', {
      email: user.email,
      user_slug: user.slug,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ state: 'pending', status: 'active', confirmation_sent: true });
    await sink.waitFor(() => mailsTo(user.email, /^Confirm/).length === 2);
  });

  it('also takes the token as JSON, and the admin list shows each state', async () => {
    const user = await createTestUser(t.app);
    const { mail } = await subscribed(user);
    const response = await asUser(t.app).post('/api/newsletter/unsubscribe', {
      token: tokenIn(mail, '/newsletter/unsubscribe'),
    });
    expect(response.statusCode).toBe(200);
    expect((await asUser(t.app).post('/api/newsletter/unsubscribe', {})).statusCode).toBe(400);

    const admin = await createTestUser(t.app, { role: 'admin' });
    const list = await asUser(t.app, admin).get(
      `/api/admin/subscribers?search=${encodeURIComponent(user.email)}`,
    );
    expect(list.json().items).toEqual([
      expect.objectContaining({ email: user.email, state: 'unsubscribed', status: 'inactive' }),
    ]);
  });
});
