/**
 * Path spellings against `/api/auth/*`. better-auth resolves the path it runs through the URL parser, so
 * `/api/auth/./request-password-reset`, `/x/../`, `%2e`, double or encoded slashes all reach the same
 * endpoint; a limit or a block list keyed on the raw path would be walked around that way. Every spelling
 * but the canonical one must be refused (404) for every endpoint the shop exposes, endpoints the shop does
 * not use are 404 through any spelling, and the limits hold whatever the spelling.
 * The requests go over a real socket with the path exactly as written: `app.inject` (like `fetch`) would
 * normalise it on the way. Clients are told apart by X-Forwarded-For from the loopback proxy (TRUST_PROXY).
 * Figures: spellings × endpoints refused, mails sent past the reset limit, guesses past the account budget.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createTestUser, type TestUser } from '../modules/users/users.test-support.ts';
import { exposedAuthEndpoints } from '../plugins/auth-endpoints.ts';
import { abuseRules } from '../plugins/rate-limit.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const figures: Record<string, string | number> = {};
let t: TestApp;
let port = 0;
let ip = 0;
const nextIp = () => {
  ip += 1;
  return `203.0.113.${ip % 250}`;
};

beforeAll(async () => {
  t = await createTestApp({
    env: {
      TRUST_PROXY: '127.0.0.1',
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
    },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  console.log(
    `auth paths: ${Object.entries(figures)
      .map(([name, value]) => `${name} ${value}`)
      .join(', ')}`,
  );
  await t?.close();
});

interface RawResponse {
  statusCode: number;
  body: string;
}

/** One request with `path` sent exactly as written (no client-side normalisation). */
function raw(
  method: 'GET' | 'POST',
  path: string,
  options: { body?: Record<string, unknown>; headers?: Record<string, string>; clientIp?: string } = {},
): Promise<RawResponse> {
  const payload = options.body ? JSON.stringify(options.body) : undefined;
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          host: 'localhost',
          origin: 'http://localhost',
          'x-forwarded-for': options.clientIp ?? nextIp(),
          connection: 'close',
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ statusCode: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Other spellings of `/api/auth<path>` that a URL parser (better-auth's) resolves to the same endpoint. */
function spellings(path: string): string[] {
  const rest = path.slice(1);
  return [
    `/api/auth/./${rest}`,
    `/api/auth/x/../${rest}`,
    `/api/auth/x/y/../../${rest}`,
    `/api/auth/%2e/${rest}`,
    `/api/auth/%2E/${rest}`,
    `/api/auth/x/%2e%2e/${rest}`,
    `/api/auth/x/.%2E/${rest}`,
    `/api/auth//${rest}`,
    `/api/auth///${rest}`,
    `/api/auth/${rest}/`,
    `/api/auth/${rest}/.`,
    `/api/auth/${rest}/x/..`,
    `/api/auth/x%2f..%2f${rest}`,
    `/api/auth/%${rest.charCodeAt(0).toString(16).toUpperCase()}${rest.slice(1)}`,
    `/api/auth/${rest}%2F`,
    `/api/auth/${rest}%00`,
    `/api/auth/${rest.toUpperCase()}`,
    `/api/auth/${rest};x`,
    `/api/./auth/${rest}`,
    `/api/auth/../auth/${rest}`,
  ];
}

/** A request for every exposed endpoint, with the parameters filled in. */
const sample: Record<string, { url: string; body?: Record<string, unknown> }> = {
  'GET /verify-email': { url: '/verify-email?token=not-a-token&callbackURL=/verify-email' },
  'POST /request-password-reset': {
    url: '/request-password-reset',
    body: { email: 'nobody@example.test', redirectTo: '/reset-password' },
  },
  'GET /reset-password/:token': { url: '/reset-password/not-a-token?callbackURL=/reset-password' },
  'POST /reset-password': {
    url: '/reset-password',
    body: { token: 'not-a-token', newPassword: 'x'.repeat(12) },
  },
  'POST /change-password': {
    url: '/change-password',
    body: { currentPassword: 'x'.repeat(12), newPassword: 'y'.repeat(12) },
  },
  'POST /revoke-sessions': { url: '/revoke-sessions', body: {} },
  'GET /oauth-popup/start': {
    url: '/oauth-popup/start?provider=google&popupOrigin=http%3A%2F%2Flocalhost&callbackURL=%2Fprofile',
  },
  'POST /sign-in/social': {
    url: '/sign-in/social',
    body: { provider: 'google', callbackURL: '/profile', disableRedirect: true },
  },
  'GET /callback/:id': { url: '/callback/google?code=x&state=y' },
  'GET /error': { url: '/error?error=state_mismatch' },
};

function send(method: 'GET' | 'POST', url: string, body?: Record<string, unknown>, headers = {}) {
  return raw(method, url, { ...(body ? { body } : {}), headers });
}

describe('every endpoint the shop exposes', () => {
  it('has a sample request here (the table below covers them all)', () => {
    expect(Object.keys(sample).sort()).toEqual(
      exposedAuthEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort(),
    );
  });

  it('answers its canonical spelling (control: the refusals below are about the spelling)', async () => {
    for (const [name, request] of Object.entries(sample)) {
      const [method] = name.split(' ') as ['GET' | 'POST'];
      const response = await send(method, `/api/auth${request.url}`, request.body);
      expect(response.statusCode, `${name}: ${response.body}`).not.toBe(404);
      expect(response.statusCode, name).toBeLessThan(500);
    }
  });

  it('refuses every other spelling with 404', async () => {
    const reached: string[] = [];
    let tried = 0;
    for (const [name, request] of Object.entries(sample)) {
      const [method] = name.split(' ') as ['GET' | 'POST'];
      const [path = '', query] = request.url.split('?');
      for (const spelling of spellings(path)) {
        tried += 1;
        const response = await send(method, query ? `${spelling}?${query}` : spelling, request.body);
        if (response.statusCode !== 404) reached.push(`${method} ${spelling}: ${response.statusCode}`);
      }
    }
    figures['spellings refused'] =
      `${tried - reached.length} of ${tried} (${spellings('/x').length} spellings × ${Object.keys(sample).length} endpoints)`;
    expect(reached).toEqual([]);
  });
});

describe('endpoints the shop does not use', () => {
  const denied = [
    ['POST', '/sign-in/email'],
    ['POST', '/sign-up/email'],
    ['POST', '/update-user'],
    ['POST', '/verify-password'],
    ['GET', '/list-sessions'],
    ['POST', '/revoke-session'],
    ['POST', '/revoke-other-sessions'],
    ['GET', '/get-session'],
    ['POST', '/sign-out'],
    ['POST', '/change-email'],
    ['POST', '/delete-user'],
    ['GET', '/delete-user/callback'],
    ['POST', '/send-verification-email'],
    ['GET', '/list-accounts'],
    ['POST', '/unlink-account'],
    ['POST', '/link-social'],
    ['POST', '/get-access-token'],
    ['POST', '/refresh-token'],
    ['GET', '/account-info'],
    ['POST', '/update-session'],
    ['GET', '/ok'],
    ['POST', '/callback/google'],
    ['GET', '/request-password-reset'],
  ] as const;

  it('are 404 through every spelling, the plain one included, signed in or not', async () => {
    const user = await createTestUser(t.app);
    const reached: string[] = [];
    let tried = 0;
    for (const [method, path] of denied) {
      for (const spelling of [`/api/auth${path}`, ...spellings(path)]) {
        tried += 1;
        const body = method === 'POST' ? { email: user.email, password: user.password } : undefined;
        const response = await send(method, spelling, body, { cookie: user.cookie });
        if (response.statusCode !== 404 || response.body.includes(user.token)) {
          reached.push(`${method} ${spelling}: ${response.statusCode}`);
        }
      }
    }
    figures['denied endpoint requests refused'] =
      `${tried - reached.length} of ${tried} (${denied.length} endpoints)`;
    expect(reached).toEqual([]);
  });

  it('list-sessions never shows a session token', async () => {
    const user = await createTestUser(t.app);
    for (const headers of [{ cookie: user.cookie }, user.bearer]) {
      const response = await send('GET', '/api/auth/list-sessions', undefined, headers);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(user.token);
    }
  });
});

describe('limits whatever the spelling', () => {
  it('sends no reset mail through another spelling once the plain path answers 429', async () => {
    const victim = await createTestUser(t.app);
    const ask = (url: string) =>
      raw('POST', url, { body: { email: victim.email, redirectTo: '/reset-password' }, clientIp: nextIp() });
    const mailsTo = () => t.app.mailer.outbox().filter((mail) => mail.to === victim.email).length;
    let plain = 0;
    while ((await ask('/api/auth/request-password-reset')).statusCode !== 429) plain += 1;
    expect(plain).toBe(abuseRules['password-reset'].perEmail.max);
    const before = mailsTo();
    const answers = [];
    for (const spelling of spellings('/request-password-reset'))
      answers.push((await ask(spelling)).statusCode);
    figures['reset mails past the limit'] = `${mailsTo() - before} of ${answers.length} other spellings`;
    expect(mailsTo()).toBe(before);
    expect(answers.every((status) => status === 404 || status === 429)).toBe(true);
  });

  it('creates no account through another spelling of sign-up after the register limit', async () => {
    const email = 'sneaky@example.test';
    const register = () =>
      raw('POST', '/api/users/register', {
        body: { fullName: 'Sneaky', email, password: 'short' },
        clientIp: '198.51.100.78',
      });
    while ((await register()).statusCode !== 429) {
      // weak passwords: refused, but they spend the budget
    }
    for (const spelling of ['/api/auth/sign-up/email', ...spellings('/sign-up/email')]) {
      const response = await raw('POST', spelling, {
        clientIp: '198.51.100.78',
        body: { name: 'Sneaky', email, password: 'a-long-enough-passphrase', image: 'javascript:alert(1)' },
      });
      expect(response.statusCode, spelling).toBe(404);
    }
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('counts current-password guesses through change-password per account, from any address', async () => {
    const victim: TestUser = await createTestUser(t.app);
    const budget = abuseRules['sign-in'].perEmail.max;
    let reached = 0;
    for (let i = 0; i < budget + 5; i += 1) {
      const response = await send(
        'POST',
        '/api/auth/change-password',
        { currentPassword: `guess-number-${i}`, newPassword: 'a-brand-new-passphrase' },
        victim.headers,
      );
      expect([400, 429]).toContain(response.statusCode);
      if (response.statusCode === 400) reached += 1;
    }
    figures['change-password guesses reaching the check'] = `${reached} of ${budget + 5} (budget ${budget})`;
    expect(reached).toBe(budget);
  });
});
