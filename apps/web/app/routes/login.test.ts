import { messages } from '@shop/shared/messages';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiFetch, ApiResponse } from '../lib/api.server';
import { action } from './login';

type Result = { type?: string; data?: unknown; init?: { status?: number } | null } & Record<string, unknown>;

async function post(fields: Record<string, string>, api: ApiFetch) {
  const request = new Request('http://shop.test/login', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return (await action({ request, context: { api } as AppLoadContext, params: {} } as Parameters<
    typeof action
  >[0])) as Response | Result;
}

function answering(response: Partial<ApiResponse>, calls: { path: string; body?: unknown }[] = []): ApiFetch {
  return (async (path: string, init?: { body?: unknown }) => {
    calls.push({ path, body: init?.body });
    return { status: 200, body: {}, headers: {}, ...response };
  }) as ApiFetch;
}

describe('login action (works without JavaScript)', () => {
  it('signs in through the API, forwards its cookies and goes back to redirectTo', async () => {
    const calls: { path: string; body?: unknown }[] = [];
    const api = answering(
      {
        status: 200,
        body: { slug: 'ada-1', access_token: 't' },
        headers: {
          'set-cookie': [
            'access_token=t.sig; Path=/; HttpOnly; SameSite=Lax',
            'user_slug=ada-1; Path=/; SameSite=Lax',
          ],
        },
      },
      calls,
    );
    const response = (await post(
      { email: 'ada@example.test', password: 'pw-123456', redirectTo: '/cart' },
      api,
    )) as Response;
    expect(calls).toEqual([
      { path: '/api/users/login', body: { email: 'ada@example.test', password: 'pw-123456' } },
    ]);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/cart');
    expect(response.headers.getSetCookie()).toEqual([
      'access_token=t.sig; Path=/; HttpOnly; SameSite=Lax',
      'user_slug=ada-1; Path=/; SameSite=Lax',
    ]);
  });

  it('takes an admin to the admin dashboard when no page was asked for', async () => {
    const api = answering({ status: 200, body: { slug: 'boss-1', role: 'admin' } });
    const response = (await post(
      { email: 'boss@example.test', password: 'x', redirectTo: '/' },
      api,
    )) as Response;
    expect(response.headers.get('location')).toBe('/admin');
  });

  it('keeps the page an admin asked for', async () => {
    const api = answering({ status: 200, body: { slug: 'boss-1', role: 'admin' } });
    const response = (await post(
      { email: 'boss@example.test', password: 'x', redirectTo: '/admin/orders' },
      api,
    )) as Response;
    expect(response.headers.get('location')).toBe('/admin/orders');
  });

  it('never redirects off-site', async () => {
    const api = answering({ status: 200, body: {} });
    const response = (await post(
      { email: 'a@example.test', password: 'x', redirectTo: '//evil.example' },
      api,
    )) as Response;
    expect(response.headers.get('location')).toBe('/');
  });

  it.each([
    [400, messages.invalidEmail, 'invalid_email'],
    [401, messages.notRegistered, 'not_registered'],
    [401, messages.wrongPassword, 'wrong_password'],
    [403, messages.verifyEmailFirst, 'email_not_verified'],
  ])('shows the API message for %i "%s"', async (status, message, code) => {
    const api = answering({ status, body: { statusCode: status, error: 'x', message, code } });
    const result = (await post({ email: 'a@example.test', password: 'x' }, api)) as Result;
    expect(result.data).toEqual({ ok: false, message, code, email: 'a@example.test' });
    expect(result.init?.status).toBe(status);
  });

  it('resends the verification mail', async () => {
    const calls: { path: string; body?: unknown }[] = [];
    const api = answering({ status: 200, body: { message: 'On its way.' } }, calls);
    const result = (await post({ intent: 'resend', email: 'a@example.test' }, api)) as Result;
    expect(calls).toEqual([{ path: '/api/users/resend-verification', body: { email: 'a@example.test' } }]);
    expect(result.data).toEqual({ ok: true, message: 'On its way.', email: 'a@example.test' });
  });
});
