import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiFetch } from '../lib/api.server';
import { action } from './newsletter';

type Result = { type?: string; data?: unknown; init?: { status?: number } | null } & Record<string, unknown>;

async function subscribe(email: string, cookie: string, api: ApiFetch) {
  const request = new Request('http://shop.test/newsletter', {
    method: 'POST',
    headers: { cookie },
    body: new URLSearchParams({ email }),
  });
  const result = (await action({ request, context: { api } as AppLoadContext, params: {} } as Parameters<
    typeof action
  >[0])) as Result;
  return result.type === 'DataWithResponseInit'
    ? { body: result.data, status: result.init?.status }
    : { body: result, status: 200 };
}

describe('newsletter action', () => {
  it('tells a signed-out visitor to log in first (product rules §5), without calling the API', async () => {
    const api: ApiFetch = async () => {
      throw new Error('must not be called');
    };
    expect(await subscribe('a@b.co', '', api)).toEqual({
      body: { ok: false, message: 'Please, Log In first  !' },
      status: 401,
    });
  });

  it('posts { email, user_slug } to /api/subscriber and confirms', async () => {
    const calls: unknown[] = [];
    const api: ApiFetch = async <T>(path: string, init?: { method?: string; body?: unknown }) => {
      calls.push([init?.method, path, init?.body]);
      return { status: 201, body: {} as T, headers: {} };
    };
    const result = await subscribe('ada@example.com', 'access_token=t; user_slug=ada-1', api);
    expect(calls).toEqual([['POST', '/api/subscriber', { email: 'ada@example.com', user_slug: 'ada-1' }]]);
    expect(result.body).toEqual({ ok: true, message: 'Successfuly subscribed  !' });
  });

  it('passes on what happens next (double opt-in), keeping the toast text', async () => {
    const notice = 'Check your inbox: we sent you a link to confirm your subscription.';
    const api: ApiFetch = async <T>() => ({ status: 201, body: { notice } as T, headers: {} });
    const result = await subscribe('ada@example.com', 'access_token=t; user_slug=ada-1', api);
    expect(result.body).toEqual({ ok: true, message: 'Successfuly subscribed  !', notice });
  });
});
