import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, carts, orders, subscribers } from '../db/schema/index.ts';
import { type SmtpSink, startSmtpSink } from '../modules/mail/mail.test-support.ts';
import { sampleAddress } from '../modules/orders/orders.test-support.ts';
import { createTestUser, type TestUser } from '../modules/users/users.test-support.ts';
import { createProduct } from '../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

/**
 * CSRF and open redirects (SECURITY.md). A signed-in shopper's browser is made to post to the cart, address,
 * order and newsletter calls from another site: as a cross-origin HTML form (urlencoded and multipart),
 * as `text/plain` (with and without Origin), with only a foreign Referer, from an opaque origin, and as
 * JSON with a foreign Origin. Every one must be refused and change nothing in the database; the same calls
 * from the shop itself go through (so the refusals are the guard's doing, not broken calls).
 * Then sign-in and account links whose callback / redirect names another origin must not lead there.
 * Figures: cross-site requests accepted (0), foreign redirects followed (0).
 */
const EVIL = 'https://evil.example';

let t: TestApp;
let sink: SmtpSink;
let victim: TestUser;
let productSlug: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    env: {
      SMTP_URL: sink.url,
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
    },
  });
  victim = await createTestUser(t.app);
  productSlug = (await createProduct(t.database.db, { stock: 100 })).slug;
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

/** What the victim owns: a cross-site request must leave every figure as it was. */
async function victimRows() {
  const db = t.database.db;
  const one = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
  return {
    cart: await one(db.select({ n: count() }).from(carts).where(eq(carts.userId, victim.id))),
    addresses: await one(db.select({ n: count() }).from(addresses).where(eq(addresses.userId, victim.id))),
    orders: await one(db.select({ n: count() }).from(orders).where(eq(orders.userId, victim.id))),
    subscribers: await one(
      db.select({ n: count() }).from(subscribers).where(eq(subscribers.email, victim.email.toLowerCase())),
    ),
  };
}

const calls = () => [
  { name: 'cart add', url: '/api/cart', body: { user_slug: victim.slug, product_slug: productSlug } },
  { name: 'address create', url: '/api/addresses', body: { user_slug: victim.slug, ...sampleAddress } },
  {
    name: 'order place',
    url: '/api/orders',
    body: { user_slug: victim.slug, address: sampleAddress, payment_method: 'cod' },
  },
  {
    name: 'newsletter subscribe',
    url: '/api/subscriber',
    body: { email: victim.email, user_slug: victim.slug },
  },
];

function formEncoded(body: Record<string, unknown>): string {
  return new URLSearchParams(
    Object.entries(body).map(([key, value]): [string, string] => [
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  ).toString();
}

/** The ways another site can make a browser send the victim's cookie along. */
const attacks: {
  name: string;
  headers: Record<string, string>;
  payload: (body: Record<string, unknown>) => string;
}[] = [
  {
    name: 'cross-origin urlencoded form',
    headers: { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' },
    payload: formEncoded,
  },
  {
    name: 'cross-origin multipart form',
    headers: { origin: EVIL, 'content-type': 'multipart/form-data; boundary=x' },
    payload: (body) =>
      `${Object.entries(body)
        .map(
          ([key, value]) =>
            `--x\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${String(value)}\r\n`,
        )
        .join('')}--x--\r\n`,
  },
  {
    name: 'cross-origin text/plain',
    headers: { origin: EVIL, 'content-type': 'text/plain' },
    payload: (body) => JSON.stringify(body),
  },
  {
    name: 'text/plain without Origin or Referer',
    headers: { 'content-type': 'text/plain' },
    payload: (body) => JSON.stringify(body),
  },
  {
    name: 'foreign Referer only',
    headers: { referer: `${EVIL}/page`, 'content-type': 'application/json' },
    payload: (body) => JSON.stringify(body),
  },
  {
    name: 'opaque (null) Origin',
    headers: { origin: 'null', 'content-type': 'text/plain' },
    payload: (body) => JSON.stringify(body),
  },
  {
    name: 'cross-origin JSON (a CORS preflight would be needed)',
    headers: { origin: EVIL, 'content-type': 'application/json' },
    payload: (body) => JSON.stringify(body),
  },
  {
    name: 'cross-site fetch metadata, no Origin',
    headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' },
    payload: (body) => JSON.stringify(body),
  },
];

describe('CSRF on the cart, address, order and newsletter calls', () => {
  it('refuses every cross-site variant and changes nothing', async () => {
    const before = await victimRows();
    const accepted: string[] = [];
    let sent = 0;
    for (const call of calls()) {
      for (const attack of attacks) {
        sent += 1;
        const response = await t.app.inject({
          method: 'POST',
          url: call.url,
          headers: { cookie: victim.cookie, 'idempotency-key': `csrf-${sent}`, ...attack.headers },
          payload: attack.payload(call.body),
        });
        if (response.statusCode !== 403 || response.json().code !== 'csrf_rejected') {
          accepted.push(`${call.name} / ${attack.name}: ${response.statusCode}`);
        }
      }
    }
    const after = await victimRows();
    console.log(
      `csrf: ${sent} cross-site requests sent, ${accepted.length} accepted, rows changed: ${JSON.stringify(after) === JSON.stringify(before) ? 0 : 'some'}`,
    );
    expect(accepted).toEqual([]);
    expect(after).toEqual(before);
  });

  it('refuses a foreign Origin on storefront form posts (React Router actions) too', async () => {
    for (const path of ['/cart', '/checkout', '/profile', '/newsletter']) {
      const response = await t.app.inject({
        method: 'POST',
        url: path,
        headers: { cookie: victim.cookie, origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'intent=add',
      });
      expect(response.statusCode, path).toBe(403);
    }
  });

  it('lets the same calls through from the shop itself (control)', async () => {
    const before = await victimRows();
    const same = { cookie: victim.cookie, origin: 'http://localhost', 'content-type': 'application/json' };
    for (const call of calls()) {
      const response = await t.app.inject({
        method: 'POST',
        url: call.url,
        headers: { ...same, 'idempotency-key': 'csrf-control' },
        payload: JSON.stringify(call.body),
      });
      expect(response.statusCode, `${call.name}: ${response.body}`).toBeLessThan(300);
    }
    const after = await victimRows();
    expect(after.addresses).toBe(before.addresses + 1);
    expect(after.orders).toBe(before.orders + 1);
    expect(after.subscribers).toBe(1);
  });
});

describe('redirects to another origin', () => {
  const leadsAway = (response: LightMyRequestResponse) =>
    String(response.headers.location ?? '').includes('evil.example') || response.body.includes(`"${EVIL}`);

  it('are never followed: reset and verification links, social sign-in callbacks', async () => {
    const user = await createTestUser(t.app);
    const json = { origin: 'http://localhost', 'content-type': 'application/json' };
    const attempts: { name: string; response: LightMyRequestResponse }[] = [];
    const mailsBefore = sink.mails.length;

    attempts.push({
      name: 'password reset redirectTo',
      response: await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: json,
        payload: JSON.stringify({ email: user.email, redirectTo: `${EVIL}/steal` }),
      }),
    });
    for (const callback of [
      `${EVIL}/x`,
      '//evil.example/x',
      '/\\evil.example/x',
      // Dot segments that normalise into `//evil.example` (the target is judged after normalising).
      '/.//evil.example/phish',
      '/x/..//evil.example/x',
      '/%2e//evil.example/x',
      '/./\\evil.example/x',
    ]) {
      attempts.push({
        name: `password reset redirectTo ${callback}`,
        response: await t.app.inject({
          method: 'POST',
          url: '/api/auth/request-password-reset',
          headers: json,
          payload: JSON.stringify({ email: user.email, redirectTo: callback }),
        }),
      });
      attempts.push({
        name: `verify-email callbackURL ${callback}`,
        response: await t.app.inject({
          method: 'GET',
          url: `/api/auth/verify-email?token=not-a-token&callbackURL=${encodeURIComponent(callback)}`,
        }),
      });
      attempts.push({
        name: `reset-password link callbackURL ${callback}`,
        response: await t.app.inject({
          method: 'GET',
          url: `/api/auth/reset-password/not-a-token?callbackURL=${encodeURIComponent(callback)}`,
        }),
      });
      attempts.push({
        name: `popup sign-in callbackURL ${callback}`,
        response: await t.app.inject({
          method: 'GET',
          url: `/api/auth/oauth-popup/start?${new URLSearchParams({
            provider: 'google',
            popupOrigin: 'http://localhost',
            callbackURL: callback,
          })}`,
        }),
      });
      attempts.push({
        name: `social sign-in callbackURL ${callback}`,
        response: await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/social',
          headers: json,
          payload: JSON.stringify({ provider: 'google', callbackURL: callback, disableRedirect: true }),
        }),
      });
    }
    attempts.push({
      name: 'popup sign-in posting the token to another origin',
      response: await t.app.inject({
        method: 'GET',
        url: `/api/auth/oauth-popup/start?${new URLSearchParams({ provider: 'google', popupOrigin: EVIL })}`,
      }),
    });

    const followed = attempts.filter(({ response }) => leadsAway(response) || response.statusCode >= 500);
    // A reset mail with a foreign link would be as bad as a redirect.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const foreignMailLinks = sink.mails
      .slice(mailsBefore)
      .flatMap((mail) => mail.links)
      .filter((link) => link.includes('evil.example'));
    console.log(
      `redirects: ${attempts.length} foreign callback / redirect targets tried, ${followed.length} followed, ` +
        `${foreignMailLinks.length} mailed links to another origin`,
    );
    expect(
      followed.map(({ name, response }) => `${name}: ${response.statusCode} ${response.headers.location}`),
    ).toEqual([]);
    expect(foreignMailLinks).toEqual([]);
    // A foreign popup callback is refused: a path that is not the shop's at the bridge (400), another
    // origin by better-auth on its completion page, with an error; never a token, never a redirect.
    for (const { name, response } of attempts.filter((attempt) =>
      attempt.name.startsWith('popup sign-in callbackURL'),
    )) {
      expect(response.body, name).not.toContain('"token"');
      if (response.statusCode === 400) {
        expect(response.json(), name).toMatchObject({ code: 'invalid_redirect' });
        continue;
      }
      const data = /<script type="application\/json" id="better-auth-oauth-popup">([^<]*)<\/script>/.exec(
        response.body,
      )?.[1];
      expect(JSON.parse(data ?? '{}'), name).toMatchObject({ error: { code: 'invalid_callback_url' } });
    }
    // The popup never hands a session to another origin's window.
    const evilPopup = attempts.at(-1)?.response;
    expect(evilPopup?.statusCode).toBe(403);
  });
});
