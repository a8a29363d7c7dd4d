/**
 * Links in e-mails cannot be pointed elsewhere by the request (Host-header poisoning). The attacker asks for
 * a password reset, a new verification link or signs up, naming their own host in `Host` or
 * `X-Forwarded-Host`; the mail goes to the victim. Every mail that goes out must link to the configured
 * origin (PUBLIC_URL, an ALLOWED_HOSTS name, or the loopback name the request came to), and when none
 * applies no mail goes out at all, while the answer stays the same generic one.
 * Figures: hostile requests, mails with a link to the attacker's host (0).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import type { SentMail } from '../modules/mail/mail.service.ts';
import { createTestUser } from '../modules/users/users.test-support.ts';
import { linkOriginWarning } from '../plugins/link-origin.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const ATTACKER = 'attacker.example';
const figures = { hostile: 0, toAttacker: 0 };
let ip = 0;

type Flow = 'password reset' | 'verification resend' | 'sign-up';

/** Runs one mail-sending flow for `email` with the given headers; answers the status and the new mails. */
async function run(
  t: TestApp,
  flow: Flow,
  email: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: unknown; mails: SentMail[] }> {
  const before = t.app.mailer.outbox().length;
  ip += 1;
  const common = {
    method: 'POST' as const,
    // A fresh address per call, so the abuse limits never decide the outcome.
    remoteAddress: `198.51.100.${ip % 250}`,
    headers: { 'content-type': 'application/json', ...headers },
  };
  const response =
    flow === 'password reset'
      ? await t.app.inject({
          ...common,
          url: '/api/auth/request-password-reset',
          payload: JSON.stringify({ email, redirectTo: '/reset-password' }),
        })
      : flow === 'verification resend'
        ? await t.app.inject({
            ...common,
            url: '/api/users/resend-verification',
            payload: JSON.stringify({ email }),
          })
        : await t.app.inject({
            ...common,
            url: '/api/users/register',
            payload: JSON.stringify({ fullName: 'Vic Tim', email, password: 'a-long-enough-passphrase' }),
          });
  const mails = t.app.mailer.outbox().slice(before);
  const poisoned = mails.filter((mail) => `${mail.link ?? ''}${mail.html}`.includes(ATTACKER));
  if (Object.values(headers).some((value) => value.includes(ATTACKER))) figures.hostile += 1;
  figures.toAttacker += poisoned.length;
  return { status: response.statusCode, body: response.json(), mails };
}

const flows: Flow[] = ['password reset', 'verification resend', 'sign-up'];
let counter = 0;
/** Accounts are reused (hashing a password is the slow part), within the per-e-mail limit of 5 an hour. */
const reusable = new Map<string, { email: string; uses: number }>();

/** A victim for `flow`: a verified account for a reset, an unverified one for a resend, none for sign-up. */
async function victimFor(t: TestApp, flow: Flow): Promise<string> {
  const key = `${t.env.ALLOWED_HOSTS.join()}|${t.env.PUBLIC_URL}|${t.env.TRUST_PROXY}|${flow}`;
  const known = reusable.get(key);
  if (flow !== 'sign-up' && known && known.uses < 4) {
    known.uses += 1;
    return known.email;
  }
  counter += 1;
  const email = `victim-${counter}@example.test`;
  if (flow === 'password reset') await createTestUser(t.app, { email });
  if (flow === 'verification resend') await createTestUser(t.app, { email, emailVerified: false });
  reusable.set(key, { email, uses: 1 });
  return email;
}

afterAll(() => {
  console.log(
    `mail links: ${figures.hostile} requests naming another host, ${figures.toAttacker} mails linking to it`,
  );
});

describe('with PUBLIC_URL set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example' } });
  });
  afterAll(async () => t?.close());

  it.each(flows)('%s: a forged Host or X-Forwarded-Host still gets a PUBLIC_URL link', async (flow) => {
    const forgeries: Record<string, string>[] = [{ host: ATTACKER }, { 'x-forwarded-host': ATTACKER }];
    for (const headers of forgeries) {
      const email = await victimFor(t, flow);
      const { status, mails } = await run(t, flow, email, headers);
      expect(status).toBeLessThan(300);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.link).toMatch(/^https:\/\/shop\.example\/api\/auth\//);
      expect(mails[0]?.html).not.toContain(ATTACKER);
    }
  });
});

describe('without PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ALLOWED_HOSTS: 'shop.example,www.shop.example:8443' } });
  });
  afterAll(async () => t?.close());

  it.each(flows)('%s: a forged Host gets the same answer and no mail at all', async (flow) => {
    const email = await victimFor(t, flow);
    const honest = await run(t, flow, await victimFor(t, flow), { host: 'localhost:3000' });
    const forged = await run(t, flow, email, { host: ATTACKER });
    expect(forged.status).toBe(honest.status);
    if (flow !== 'sign-up') expect(forged.body).toEqual(honest.body);
    expect(honest.mails).toHaveLength(1);
    expect(forged.mails).toEqual([]);
  });

  it.each(flows)('%s: a host spelt to look local is not taken for one', async (flow) => {
    for (const host of [`localhost@${ATTACKER}`, `${ATTACKER}#localhost`, `localhost.${ATTACKER}`]) {
      const { mails } = await run(t, flow, await victimFor(t, flow), { host });
      expect(mails).toEqual([]);
    }
  });

  it.each(flows)('%s: X-Forwarded-Host is ignored without TRUST_PROXY', async (flow) => {
    const email = await victimFor(t, flow);
    const { mails } = await run(t, flow, email, { host: 'localhost:3000', 'x-forwarded-host': ATTACKER });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.link).toMatch(/^http:\/\/localhost:3000\/api\/auth\//);
  });

  it('links to the loopback name and port the request came to (npm start on one machine)', async () => {
    for (const host of ['localhost:4321', '127.0.0.1:3000', '[::1]:3000']) {
      const { mails } = await run(t, 'password reset', await victimFor(t, 'password reset'), { host });
      expect(mails[0]?.link?.startsWith(`http://${host}/api/auth/reset-password/`), host).toBe(true);
    }
  });

  it('links to a host of ALLOWED_HOSTS, on the port it names', async () => {
    const reset = (host: string) =>
      victimFor(t, 'password reset').then((email) => run(t, 'password reset', email, { host }));
    expect((await reset('shop.example')).mails[0]?.link).toMatch(/^http:\/\/shop\.example\/api\/auth\//);
    expect((await reset('SHOP.example:8080')).mails[0]?.link).toMatch(/^http:\/\/shop\.example:8080\//);
    expect((await reset('www.shop.example:8443')).mails[0]?.link).toMatch(
      /^http:\/\/www\.shop\.example:8443\//,
    );
    expect((await reset('www.shop.example:9999')).mails).toEqual([]);
  });
});

describe('behind a trusted proxy without PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true', ALLOWED_HOSTS: 'shop.example' } });
  });
  afterAll(async () => t?.close());

  it.each(flows)('%s: a forwarded attacker host gets no mail; an allowed one gets https', async (flow) => {
    const forged = await run(t, flow, await victimFor(t, flow), {
      host: 'shop.example',
      'x-forwarded-host': ATTACKER,
      'x-forwarded-proto': 'https',
    });
    expect(forged.mails).toEqual([]);
    const honest = await run(t, flow, await victimFor(t, flow), {
      host: '10.0.0.5:3000',
      'x-forwarded-host': 'shop.example',
      'x-forwarded-proto': 'https',
    });
    expect(honest.mails[0]?.link).toMatch(/^https:\/\/shop\.example\/api\/auth\//);
  });
});

describe('the start-up message', () => {
  it('warns in production without PUBLIC_URL, naming the setting', () => {
    const production = (extra: Record<string, string>) =>
      linkOriginWarning(parseEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), ...extra }));
    expect(production({})).toMatch(/PUBLIC_URL is not set.*not sent.*PUBLIC_URL=https:\/\//);
    expect(production({ ALLOWED_HOSTS: 'shop.example' })).toContain('localhost, shop.example');
    expect(production({ PUBLIC_URL: 'https://shop.example' })).toBeNull();
  });
});
