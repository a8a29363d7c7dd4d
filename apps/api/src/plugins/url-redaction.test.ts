import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerFor } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from '../db/test-database.ts';
import { parseEnv } from '../env.ts';
import { redactUrl } from './url-redaction.ts';

const RESET_TOKEN = 'Zq3resetTokenValue0123456789';
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6InZAZXhhbXBsZS50ZXN0In0.c2lnbmF0dXJl';

describe('redactUrl', () => {
  it.each([
    [
      `/api/auth/reset-password/${RESET_TOKEN}?callbackURL=%2Freset-password`,
      '/api/auth/reset-password/[redacted]?callbackURL=[redacted]',
    ],
    [
      `/api/auth/verify-email?token=${JWT}&callbackURL=/verify-email`,
      '/api/auth/verify-email?token=[redacted]&callbackURL=[redacted]',
    ],
    [`/reset-password?token=${RESET_TOKEN}`, '/reset-password?token=[redacted]'],
    [
      '/api/auth/callback/google?code=4%2F0Ab&state=xyz&scope=email',
      '/api/auth/callback/google?code=[redacted]&state=[redacted]&scope=email',
    ],
    ['/login?redirectTo=%2Fprofile', '/login?redirectTo=[redacted]'],
    ['/products?search=watch&page=2', '/products?search=watch&page=2'],
    ['/api/products/some-slug', '/api/products/some-slug'],
    ['/api/auth/reset-password', '/api/auth/reset-password'],
    [`/api/auth/RESET-PASSWORD/${RESET_TOKEN}`, '/api/auth/RESET-PASSWORD/[redacted]'],
    [`/x?%74oken=${RESET_TOKEN}`, '/x?%74oken=[redacted]'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('the request log', () => {
  const lines: string[] = [];
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    });
    database = await openTestDatabase();
    app = await buildApp({ env, database, logger: loggerFor(env, { write: (line) => lines.push(line) }) });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('never records a reset token or a verification JWT', async () => {
    await app.inject({
      method: 'GET',
      url: `/api/auth/reset-password/${RESET_TOKEN}?callbackURL=/reset-password`,
    });
    await app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${JWT}&callbackURL=/verify-email` });
    await app.inject({ method: 'GET', url: `/api/auth/reset-password/${RESET_TOKEN}/?token=${JWT}` });
    const logged = lines.join('\n');
    expect(logged).toContain('/api/auth/reset-password/[redacted]');
    expect(logged).toContain('/api/auth/verify-email?token=[redacted]');
    expect(logged).not.toContain(JWT);
    expect(logged).not.toContain(RESET_TOKEN);
  });
});
