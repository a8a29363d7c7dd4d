/**
 * Account enumeration by timing: `POST /api/users/login` must do a password hash's worth of work whether or
 * not the e-mail has an account (the spec's distinct messages stay). Asserted on behaviour, not on the
 * clock: the password hasher runs exactly once for an unknown e-mail, as it does for a known one.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestUser, type TestUser } from '../modules/users/users.test-support.ts';
import { passwordHasher } from '../plugins/password-hashing.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let known: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  known = await createTestUser(t.app);
});
afterAll(async () => t?.close());

async function signIn(email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    headers: { origin: 'http://localhost' },
    payload: { email, password },
  });
}

describe('sign-in timing', () => {
  it.each([
    ['an unknown e-mail', () => 'nobody-at-all@example.test', 'a-password-guess', 'Not Registered'],
    ['a known e-mail, wrong password', () => known.email, 'a-password-guess', 'Wrong Password'],
    ['an unknown e-mail, empty password', () => 'nobody-at-all@example.test', '', 'Not Registered'],
    ['a known e-mail, empty password', () => known.email, '', 'Wrong Password'],
  ])('checks one password hash for %s', async (_case, email, password, message) => {
    const verify = vi.spyOn(passwordHasher, 'verify');
    try {
      const response = await signIn(email(), password);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(message);
      expect(verify).toHaveBeenCalledTimes(1);
    } finally {
      verify.mockRestore();
    }
  });
});
