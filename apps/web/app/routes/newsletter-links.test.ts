import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiFetch } from '../lib/api.server';
import { action as confirm, loader as confirmPage } from './newsletter-confirm';
import { action as unsubscribe } from './newsletter-unsubscribe';

type Result = { type?: string; data?: unknown; init?: { status?: number } | null } & Record<string, unknown>;
type Call = { path: string; method?: string; body?: unknown };

function recording(status: number, body: unknown) {
  const calls: Call[] = [];
  const api = (async (path: string, init?: { method?: string; body?: unknown }) => {
    calls.push({ path, method: init?.method, body: init?.body });
    return { status, body, headers: {} };
  }) as ApiFetch;
  return { api, calls };
}

async function post(
  handler: (args: never) => Promise<unknown>,
  url: string,
  body: URLSearchParams,
  api: ApiFetch,
): Promise<{ body: unknown; status: number | undefined }> {
  const request = new Request(url, { method: 'POST', body });
  const result = (await handler({
    request,
    context: { api } as AppLoadContext,
    params: {},
  } as never)) as Result;
  return result.type === 'DataWithResponseInit'
    ? { body: result.data, status: result.init?.status }
    : { body: result, status: 200 };
}

describe('the newsletter confirmation page', () => {
  it('confirms nothing when opened (mail scanners open links too)', () => {
    const request = new Request('http://shop.test/newsletter/confirm?token=abc');
    expect(confirmPage({ request, context: {}, params: {} } as Parameters<typeof confirmPage>[0])).toEqual({
      token: 'abc',
    });
  });

  it('posts the token and shows the welcome coupon', async () => {
    const { api, calls } = recording(200, {
      state: 'confirmed',
      coupon_code: 'WELCOME-ABC',
      message: 'Confirmed.',
    });
    const result = await post(
      confirm,
      'http://shop.test/newsletter/confirm?token=abc',
      new URLSearchParams({ token: 'abc' }),
      api,
    );
    expect(calls).toEqual([{ path: '/api/newsletter/confirm', method: 'POST', body: { token: 'abc' } }]);
    expect(result.body).toEqual({ ok: true, message: 'Confirmed.', couponCode: 'WELCOME-ABC' });
  });

  it("shows the API's refusal of a bad link", async () => {
    const { api } = recording(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'This link is not valid.',
      code: 'invalid_link',
    });
    const result = await post(
      confirm,
      'http://shop.test/newsletter/confirm',
      new URLSearchParams({ token: 'x' }),
      api,
    );
    expect(result).toEqual({ body: { ok: false, message: 'This link is not valid.' }, status: 400 });
  });
});

describe('the newsletter unsubscribe page', () => {
  it("takes a mail provider's RFC 8058 one-click post, the token only in the link", async () => {
    const { api, calls } = recording(200, { state: 'unsubscribed', message: 'You are unsubscribed.' });
    const result = await post(
      unsubscribe,
      'http://shop.test/newsletter/unsubscribe?token=signed.token',
      new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
      api,
    );
    expect(calls).toEqual([
      { path: '/api/newsletter/unsubscribe', method: 'POST', body: { token: 'signed.token' } },
    ]);
    expect(result).toEqual({ body: { ok: true, message: 'You are unsubscribed.' }, status: 200 });
  });

  it('takes the button of the confirm page', async () => {
    const { api, calls } = recording(200, { state: 'unsubscribed', message: 'Done.' });
    await post(
      unsubscribe,
      'http://shop.test/newsletter/unsubscribe',
      new URLSearchParams({ token: 'from-form' }),
      api,
    );
    expect(calls[0]?.body).toEqual({ token: 'from-form' });
  });
});
