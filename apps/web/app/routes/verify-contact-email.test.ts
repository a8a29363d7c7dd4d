import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiFetch, ApiResponse } from '../lib/api.server';
import { action, loader } from './verify-contact-email';

type Result = { type?: string; data?: unknown; init?: { status?: number } | null };

function answering(response: Partial<ApiResponse>, calls: { path: string; body?: unknown }[]) {
  return (async (path: string, init?: { body?: unknown }) => {
    calls.push({ path, body: init?.body });
    return { status: 200, body: {}, headers: {}, ...response };
  }) as ApiFetch;
}

describe('the shop contact confirmation page', () => {
  it('confirms nothing when opened (mail scanners open links too)', () => {
    const calls: { path: string }[] = [];
    const request = new Request('http://shop.test/verify-contact-email?token=abc');
    const context = { api: answering({}, calls) } as AppLoadContext;
    expect(loader({ request, context, params: {} } as Parameters<typeof loader>[0])).toEqual({
      token: 'abc',
    });
    expect(calls).toEqual([]);
  });

  it('posts the token when the button is pressed, and shows the answer', async () => {
    const calls: { path: string; body?: unknown }[] = [];
    const api = answering({ body: { email: 'a@b.test', message: 'Thank you!' } }, calls);
    const request = new Request('http://shop.test/verify-contact-email?token=abc', {
      method: 'POST',
      body: new URLSearchParams({ token: 'abc' }),
    });
    const result = (await action({ request, context: { api } as AppLoadContext, params: {} } as Parameters<
      typeof action
    >[0])) as Result;
    expect(calls).toEqual([{ path: '/api/shop-contact/confirm', body: { token: 'abc' } }]);
    expect(result.data).toEqual({ ok: true, message: 'Thank you!' });
  });
});
