import { messages } from '@shop/shared/messages';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiFetch, ApiResponse } from '../lib/api.server';
import { action, loader, PASSWORD_UPDATED_PATH } from './profile';

type Result = {
  type?: string;
  data?: unknown;
  init?: { status?: number; headers?: HeadersInit } | null;
} & Record<string, unknown>;

const cookie = 'access_token=t; user_slug=ada-1';

function answering(
  response: Partial<ApiResponse>,
  calls: { path: string; method?: string; body?: unknown }[] = [],
): ApiFetch {
  return (async (path: string, init?: { method?: string; body?: unknown }) => {
    calls.push({ path, method: init?.method, body: init?.body });
    return { status: 200, body: {}, headers: {}, ...response };
  }) as ApiFetch;
}

async function post(fields: Record<string, string>, api: ApiFetch) {
  const request = new Request('http://shop.test/profile', {
    method: 'POST',
    headers: { cookie },
    body: new URLSearchParams(fields),
  });
  const result = (await action({ request, context: { api } as AppLoadContext, params: {} } as Parameters<
    typeof action
  >[0])) as Result;
  return result.type === 'DataWithResponseInit'
    ? { body: result.data, init: result.init }
    : { body: result, init: null };
}

describe('profile loader', () => {
  it('loads the own profile', async () => {
    const calls: { path: string }[] = [];
    const request = new Request('http://shop.test/profile', { headers: { cookie } });
    const result = await loader({
      request,
      context: {
        api: answering({ body: { slug: 'ada-1', email: 'ada@example.test' } }, calls),
      } as AppLoadContext,
      params: {},
    } as Parameters<typeof loader>[0]);
    expect(calls[0]?.path).toBe('/api/users/private/ada-1');
    expect(result.user).toMatchObject({ slug: 'ada-1' });
  });

  it('forgets a stale session and sends the visitor to log in, back to /profile', async () => {
    const request = new Request('http://shop.test/profile', { headers: { cookie } });
    try {
      await loader({
        request,
        context: {
          api: answering({ status: 401, body: { statusCode: 401, message: 'User not signed in' } }),
        } as AppLoadContext,
        params: {},
      } as Parameters<typeof loader>[0]);
      expect.unreachable();
    } catch (thrown) {
      const response = thrown as Response;
      expect(response.headers.get('location')).toBe('/login?redirectTo=%2Fprofile');
      expect(response.headers.getSetCookie().every((line) => line.includes('Max-Age=0'))).toBe(true);
    }
  });
});

describe('profile action', () => {
  it('updates the profile of the own e-mail and says "Profile updated"', async () => {
    const calls: { path: string; method?: string; body?: unknown }[] = [];
    const result = await post(
      {
        intent: 'profile',
        email: 'ada@example.test',
        fullName: 'Ada L',
        displayName: '',
        phone: '+1 555',
        avatar: '',
        country: 'UK',
        state: '',
        city: 'London',
        address: '1 St',
      },
      answering({ body: {} }, calls),
    );
    expect(calls[0]).toMatchObject({
      path: '/api/users/update-profile-info?email=ada%40example.test',
      method: 'PATCH',
    });
    expect(calls[0]?.body).toMatchObject({ name: 'Ada L', phone: '+1 555', city: 'London' });
    expect(result.body).toEqual({ ok: true, code: 'profile', message: messages.profileUpdated });
  });

  it.each([
    [401, messages.userNotSignedIn],
    [400, messages.genericFailure],
    [503, messages.genericFailure],
  ])('maps a %i profile failure to "%s"', async (status, message) => {
    const result = await post(
      { intent: 'profile', email: 'a@example.test', fullName: 'A' },
      answering({ status, body: { statusCode: status } }),
    );
    expect(result.body).toEqual({ ok: false, code: 'profile', message });
  });

  it('changes the password and redirects to the "password updated" notice with the fresh session cookie', async () => {
    const calls: { path: string; body?: unknown }[] = [];
    const api = answering(
      { body: { token: 'n' }, headers: { 'set-cookie': ['access_token=n.sig; Path=/; HttpOnly'] } },
      calls,
    );
    const request = new Request('http://shop.test/profile', {
      method: 'POST',
      headers: { cookie },
      body: new URLSearchParams({
        intent: 'password',
        currentPassword: 'old-pass-1',
        newPassword: 'new-pass-22',
        confirmPassword: 'new-pass-22',
      }),
    });
    try {
      await action({ request, context: { api } as AppLoadContext, params: {} } as Parameters<
        typeof action
      >[0]);
      expect.unreachable();
    } catch (thrown) {
      const response = thrown as Response;
      expect(calls[0]).toMatchObject({
        path: '/api/auth/change-password',
        body: { currentPassword: 'old-pass-1', newPassword: 'new-pass-22' },
      });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(PASSWORD_UPDATED_PATH);
      expect(response.headers.getSetCookie()).toEqual(['access_token=n.sig; Path=/; HttpOnly']);
    }
  });

  it.each([
    [401, 'unauthorized', messages.userNotSignedIn],
    [400, 'wrong_password', messages.wrongPassword],
    [500, 'internal_error', messages.genericFailure],
  ])('maps a %i (%s) password failure to "%s"', async (status, code, message) => {
    const result = await post(
      {
        intent: 'password',
        currentPassword: 'x',
        newPassword: 'new-pass-22',
        confirmPassword: 'new-pass-22',
      },
      answering({ status, body: { statusCode: status, code } }),
    );
    expect(result.body).toEqual({ ok: false, code: 'password', message });
  });

  it('checks the two new passwords and the rule before calling the API', async () => {
    const api = (async () => {
      throw new Error('must not be called');
    }) as ApiFetch;
    expect(
      (
        await post(
          {
            intent: 'password',
            currentPassword: 'x',
            newPassword: 'new-pass-22',
            confirmPassword: 'other-33',
          },
          api,
        )
      ).body,
    ).toMatchObject({
      ok: false,
    });
    expect(
      (
        await post(
          { intent: 'password', currentPassword: 'x', newPassword: 'short', confirmPassword: 'short' },
          api,
        )
      ).body,
    ).toMatchObject({
      message: 'Password must be at least 8 characters long',
    });
  });
});

describe('profile action: the address book', () => {
  it('makes an address the default and deletes one through their own calls', async () => {
    const calls: { path: string; method?: string }[] = [];
    const api = answering({ status: 200, body: { slug: 'a1' } }, calls);
    expect(await post({ intent: 'address-default', slug: 'a1' }, api)).toMatchObject({
      body: { intent: 'address-default', ok: true, message: 'Default address changed' },
    });
    expect(await post({ intent: 'address-delete', slug: 'a1' }, api)).toMatchObject({
      body: { intent: 'address-delete', ok: true, message: 'Address deleted' },
    });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/addresses/a1/default',
      'DELETE /api/addresses/a1',
    ]);
  });
});
