import { messages } from '@shop/shared/messages';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { type SmtpSink, startSmtpSink } from '../mail/mail.test-support.ts';
import { createTestUser } from './users.test-support.ts';

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

const ORIGIN = 'http://localhost';

function setCookies(response: LightMyRequestResponse): string[] {
  const value = response.headers['set-cookie'];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

function cookieLine(response: LightMyRequestResponse, name: string): string | undefined {
  return setCookies(response).find((line) => line.startsWith(`${name}=`));
}

/** The Cookie header a browser would send after `response`. */
function cookieHeader(response: LightMyRequestResponse): string {
  return setCookies(response)
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin: ORIGIN, ...headers },
  });
}

/** A link of a received mail, as a path the app can be asked for. */
function pathOf(link: string): string {
  const url = new URL(link);
  return url.pathname + url.search;
}

function expectError(response: LightMyRequestResponse, status: number, message: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({
    statusCode: status,
    error: expect.any(String),
    message,
    code: expect.any(String),
  });
}

async function registerAndVerify(email: string, password: string, fullName = 'Grace Hopper') {
  const registered = await post('/api/users/register', { fullName, email, password });
  expect(registered.statusCode).toBe(201);
  const mail = await sink.waitFor(
    (received) => received.to.includes(email) && /verify/i.test(received.subject),
  );
  const link = mail.links.find((candidate) => candidate.includes('/api/auth/verify-email'));
  expect(link).toBeDefined();
  const verified = await t.app.inject({ method: 'GET', url: pathOf(link as string) });
  return { registered, verified };
}

describe('POST /api/users/register', () => {
  it('creates the account, answers 201 { slug, email, fullName } and mails a verification link', async () => {
    const response = await post('/api/users/register', {
      fullName: 'Ada Lovelace',
      displayName: 'Ada',
      email: 'Ada@Example.test',
      password: 'analytical-engine',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      slug: expect.stringMatching(/^ada-lovelace-[a-z0-9]+$/),
      email: 'ada@example.test',
      fullName: 'Ada Lovelace',
    });
    expect(setCookies(response)).toEqual([]);

    const mail = await sink.waitFor((received) => received.to.includes('ada@example.test'));
    expect(mail.subject).toMatch(/verify/i);
    expect(mail.links.some((link) => link.includes('/api/auth/verify-email?token='))).toBe(true);

    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'ada@example.test'));
    expect(row).toMatchObject({
      role: 'buyer',
      status: 'active',
      emailVerified: false,
      displayName: 'Ada',
      fullName: 'Ada Lovelace',
    });
  });

  it('refuses an e-mail already in use (any case) with 409 "Email already exists"', async () => {
    await post('/api/users/register', {
      fullName: 'First',
      email: 'taken@example.test',
      password: 'first-password-1',
    });
    const again = await post('/api/users/register', {
      fullName: 'Second',
      email: 'TAKEN@example.test',
      password: 'second-password-2',
    });
    expectError(again, 409, messages.emailAlreadyExists);
  });

  it.each([['not-an-email'], [''], ['a@b'], [undefined]])(
    'refuses the e-mail %j with 400 "Invalid Email"',
    async (email) => {
      const response = await post('/api/users/register', {
        fullName: 'X',
        email,
        password: 'long-enough-pass',
      });
      expectError(response, 400, messages.invalidEmail);
    },
  );

  it('refuses a short password with 400 naming the rule', async () => {
    const response = await post('/api/users/register', {
      fullName: 'X',
      email: 'short@example.test',
      password: 'abc12',
    });
    expectError(response, 400, 'Password must be at least 8 characters long');
  });

  it.each([['password123'], ['12345678'], ['qwertyuiop'], ['aaaaaaaaaa']])(
    'refuses the common password %s',
    async (password) => {
      const response = await post('/api/users/register', {
        fullName: 'X',
        email: 'common@example.test',
        password,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/too common/);
    },
  );

  it('grants no role: a role in the body is refused and nothing is created', async () => {
    const response = await post('/api/users/register', {
      fullName: 'Mallory',
      email: 'mallory@example.test',
      password: 'sneaky-admin-pass',
      role: 'admin',
    });
    expect(response.statusCode).toBe(403);
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'mallory@example.test'));
    expect(rows).toEqual([]);
  });

  it('accepts role "buyer" as a no-op', async () => {
    const response = await post('/api/users/register', {
      fullName: 'Bob',
      email: 'bob-buyer@example.test',
      password: 'plain-buyer-pass',
      role: 'buyer',
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('verification and POST /api/users/login', () => {
  it('refuses an unverified account with 403, resends the link, and signs in once verified', async () => {
    const email = 'grace@example.test';
    const password = 'cobol-compiler-59';
    await post('/api/users/register', { fullName: 'Grace Hopper', email, password });
    const first = await sink.waitFor((mail) => mail.to.includes(email));

    const early = await post('/api/users/login', { email, password });
    expectError(early, 403, messages.verifyEmailFirst);
    expect(early.json().code).toBe('email_not_verified');

    const before = sink.mails.length;
    const resend = await post('/api/users/resend-verification', { email });
    expect(resend.statusCode).toBe(200);
    await sink.waitFor((mail) => mail.to.includes(email) && sink.mails.indexOf(mail) >= before);

    const link = first.links.find((candidate) => candidate.includes('/api/auth/verify-email')) as string;
    const verified = await t.app.inject({ method: 'GET', url: pathOf(link) });
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe('/verify-email');
    // Verification signs the user in: both cookies are set.
    expect(cookieLine(verified, 'access_token')).toBeDefined();
    expect(cookieLine(verified, 'user_slug')).toBeDefined();

    const login = await post('/api/users/login', { email: 'Grace@Example.test', password });
    expect(login.statusCode).toBe(200);
    const body = login.json();
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(body).toEqual({
      slug: row?.slug,
      access_token: expect.any(String),
      userId: row?.id,
      role: 'buyer',
      email,
      avatar: null,
      fullName: 'Grace Hopper',
      displayName: null,
      phone: null,
      address: null,
    });
  });

  it('sets access_token HttpOnly, SameSite=Lax, path / and a readable user_slug (path /)', async () => {
    const user = await createTestUser(t.app);
    const login = await post('/api/users/login', { email: user.email, password: user.password });
    expect(login.statusCode).toBe(200);
    const token = cookieLine(login, 'access_token') as string;
    expect(token).toMatch(/; HttpOnly/i);
    expect(token).toMatch(/; SameSite=Lax/i);
    expect(token).toMatch(/; Path=\//);
    expect(token).not.toMatch(/; Secure/i);
    const slug = cookieLine(login, 'user_slug') as string;
    expect(slug).toBe(`user_slug=${user.slug}; Max-Age=604800; Path=/; SameSite=Lax`);
    expect(slug).not.toMatch(/HttpOnly/i);
    // The cookie carries the very token the body names (signed).
    expect(decodeURIComponent(token.split(';')[0]?.split('=')[1] ?? '').split('.')[0]).toBe(
      login.json().access_token,
    );
  });

  it('marks the cookies Secure behind HTTPS', async () => {
    const secure = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const user = await createTestUser(secure.app);
      const login = await secure.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: user.email, password: user.password },
        headers: { 'x-forwarded-proto': 'https', origin: 'https://localhost' },
      });
      expect(login.statusCode).toBe(200);
      expect(cookieLine(login, 'access_token')).toMatch(/; Secure/);
      expect(cookieLine(login, 'user_slug')).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  });

  it('answers "Not Registered", "Wrong Password" and "Invalid Email" (product rules §8)', async () => {
    const user = await createTestUser(t.app);
    expectError(
      await post('/api/users/login', { email: 'nobody@example.test', password: 'whatever-pass' }),
      401,
      messages.notRegistered,
    );
    expectError(
      await post('/api/users/login', { email: user.email, password: 'not-the-password' }),
      401,
      messages.wrongPassword,
    );
    expectError(
      await post('/api/users/login', { email: 'broken-address', password: 'whatever-pass' }),
      400,
      messages.invalidEmail,
    );
  });

  it('accepts the token as Authorization: Bearer', async () => {
    const user = await createTestUser(t.app);
    const login = await post('/api/users/login', { email: user.email, password: user.password });
    const { access_token: token, slug } = login.json();
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/users/private/${slug}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ slug, email: user.email, emailVerified: true });
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/users/private/${slug}`,
      headers: { authorization: 'Bearer forged-token' },
    });
    expectError(forged, 401, messages.userNotSignedIn);
  });

  it('treats a deactivated account as signed out and refuses its sign-in', async () => {
    const user = await createTestUser(t.app);
    await t.database.db.update(users).set({ status: 'inactive' }).where(eq(users.id, user.id));
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/users/private/${user.slug}`,
      headers: user.headers,
    });
    expect(profile.statusCode).toBe(401);
    const login = await post('/api/users/login', { email: user.email, password: user.password });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('account_inactive');
  });
});

describe('POST /api/users/logout', () => {
  it('ends the session server-side and clears both cookies', async () => {
    const user = await createTestUser(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: user.headers,
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Signed out' });
    expect(cookieLine(out, 'access_token')).toMatch(/^access_token=; Max-Age=0; Path=\//);
    expect(cookieLine(out, 'user_slug')).toMatch(/^user_slug=; Max-Age=0; Path=\//);

    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toEqual([]);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/users/private/${user.slug}`,
      headers: user.bearer,
    });
    expect(after.statusCode).toBe(401);
  });

  it('still clears both cookies without a session', async () => {
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { origin: ORIGIN },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(cookieLine(out, 'access_token')).toMatch(/Max-Age=0/);
    expect(cookieLine(out, 'user_slug')).toMatch(/Max-Age=0/);
  });
});

describe('password reset (/api/auth/request-password-reset, /api/auth/reset-password)', () => {
  it('mails a link that leads to the reset page, sets the new password and signs out every session', async () => {
    const email = 'reset-me@example.test';
    const oldPassword = 'old-secret-pass';
    await registerAndVerify(email, oldPassword);
    const login = await post('/api/users/login', { email, password: oldPassword });
    const oldToken = login.json().access_token as string;

    const before = sink.mails.length;
    const asked = await post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    expect(asked.statusCode).toBe(200);
    const mail = await sink.waitFor(
      (received) => received.to.includes(email) && sink.mails.indexOf(received) >= before,
    );
    expect(mail.subject).toMatch(/reset/i);
    const link = mail.links.find((candidate) => candidate.includes('/api/auth/reset-password/')) as string;
    expect(link).toBeDefined();

    const landing = await t.app.inject({ method: 'GET', url: pathOf(link) });
    expect(landing.statusCode).toBe(302);
    const location = new URL(String(landing.headers.location), 'http://localhost');
    expect(location.pathname).toBe('/reset-password');
    const token = location.searchParams.get('token') as string;
    expect(token).toBeTruthy();

    const weak = await post('/api/auth/reset-password', { token, newPassword: 'short' });
    expectError(weak, 400, 'Password must be at least 8 characters long');

    const reset = await post('/api/auth/reset-password', { token, newPassword: 'brand-new-secret' });
    expect(reset.statusCode).toBe(200);

    const oldSession = await t.app.inject({
      method: 'GET',
      url: `/api/users/private/${login.json().slug}`,
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(oldSession.statusCode).toBe(401);
    expectError(
      await post('/api/users/login', { email, password: oldPassword }),
      401,
      messages.wrongPassword,
    );
    expect((await post('/api/users/login', { email, password: 'brand-new-secret' })).statusCode).toBe(200);

    const reused = await post('/api/auth/reset-password', { token, newPassword: 'another-new-secret' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('invalid_token');
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = sink.mails.length;
    const asked = await post('/api/auth/request-password-reset', {
      email: 'ghost@example.test',
      redirectTo: '/reset-password',
    });
    expect(asked.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sink.mails.slice(before).filter((mail) => mail.to.includes('ghost@example.test'))).toEqual([]);
  });
});

describe('change password (/api/auth/change-password)', () => {
  it('answers "User not signed in" without a session', async () => {
    const response = await post('/api/auth/change-password', {
      currentPassword: 'x-password',
      newPassword: 'y-password-new',
    });
    expectError(response, 401, messages.userNotSignedIn);
  });

  it('re-verifies the current password ("Wrong Password")', async () => {
    const user = await createTestUser(t.app);
    const response = await post(
      '/api/auth/change-password',
      { currentPassword: 'not-my-password', newPassword: 'y-password-new' },
      user.headers,
    );
    expectError(response, 400, messages.wrongPassword);
  });

  it('refuses a weak new password with the rule', async () => {
    const user = await createTestUser(t.app);
    const response = await post(
      '/api/auth/change-password',
      { currentPassword: user.password, newPassword: 'password1' },
      user.headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/too common/);
  });

  it('changes it and signs every other session out, keeping this device signed in', async () => {
    const user = await createTestUser(t.app);
    const otherDevice = await post('/api/users/login', { email: user.email, password: user.password });
    const otherToken = otherDevice.json().access_token as string;

    const changed = await post(
      '/api/auth/change-password',
      { currentPassword: user.password, newPassword: 'fresh-password-42' },
      user.headers,
    );
    expect(changed.statusCode).toBe(200);
    const stillHere = cookieHeader(changed) || user.cookie;
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/users/private/${user.slug}`,
      headers: { cookie: stillHere },
    });
    expect(mine.statusCode).toBe(200);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/users/private/${user.slug}`,
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(other.statusCode).toBe(401);
    expect(
      (await post('/api/users/login', { email: user.email, password: 'fresh-password-42' })).statusCode,
    ).toBe(200);
  });
});

describe('profile', () => {
  it('GET /api/users/private/{slug} answers the own User', async () => {
    const user = await createTestUser(t.app, { displayName: 'Tess' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/private/${user.slug}`,
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      slug: user.slug,
      email: user.email,
      fullName: user.fullName,
      displayName: 'Tess',
      role: 'buyer',
      address: null,
      avatar: null,
      phone: null,
    });
  });

  it('PATCH /api/users/update-profile-info answers the updated User with "Profile updated"', async () => {
    const user = await createTestUser(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/update-profile-info?email=${encodeURIComponent(user.email)}`,
      headers: user.headers,
      payload: {
        name: 'Theodora Test',
        displayName: 'Teddy',
        avatar: 'https://cdn.example.test/a.webp',
        phone: '+1 555 0100',
        country: 'Norway',
        state: 'Oslo',
        city: 'Oslo',
        address: 'Karl Johans gate 1',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: messages.profileUpdated,
      fullName: 'Theodora Test',
      displayName: 'Teddy',
      avatar: 'https://cdn.example.test/a.webp',
      phone: '+1 555 0100',
      address: { country: 'Norway', state: 'Oslo', city: 'Oslo', address: 'Karl Johans gate 1' },
    });
  });

  it('refuses an avatar that is not an http(s) URL or /uploads/ path', async () => {
    const user = await createTestUser(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/update-profile-info?email=${encodeURIComponent(user.email)}`,
      headers: user.headers,
      payload: { avatar: 'javascript:alert(1)' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/avatar/);
  });

  it('answers "User not signed in" to a visitor', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/update-profile-info?email=someone@example.test',
      headers: { origin: ORIGIN },
      payload: { name: 'X' },
    });
    expectError(response, 401, messages.userNotSignedIn);
  });
});

describe('GET /api/users/auth-providers', () => {
  it('lists no social provider without their settings', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/auth-providers' });
    expect(response.json()).toEqual({ emailPassword: true, social: [] });
  });
});
