import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiFetch } from '../lib/api.server';
import { action, loader } from './order-confirmation';

type Call = { method?: string; path: string; body?: unknown };

function recording(reply: (call: Call) => { status: number; body: unknown }) {
  const calls: Call[] = [];
  const api = (async (path: string, init?: { method?: string; body?: unknown }) => {
    const call = { method: init?.method ?? 'GET', path, body: init?.body };
    calls.push(call);
    return { ...reply(call), headers: {} };
  }) as ApiFetch;
  return { api, calls };
}

async function run<T>(work: () => Promise<T>) {
  try {
    const result = (await work()) as { data?: unknown; init?: { status?: number } };
    return { status: result.init?.status ?? 200, body: result.data ?? result };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get('location') };
    throw thrown;
  }
}

const order = { slug: 'ord-9', address: { name: 'Grace', email: 'g@example.com' } };

describe("a guest's confirmation page", () => {
  it('opens the order with its token, and sends a visitor without one to log in', async () => {
    const { api, calls } = recording(() => ({ status: 200, body: order }));
    const load = (url: string) =>
      run(() =>
        loader({
          request: new Request(url),
          context: { api } as AppLoadContext,
          params: { slug: 'ord-9' },
        } as Parameters<typeof loader>[0]),
      );
    expect(await load('http://shop.test/orders/ord-9/confirmation?token=tok&placed=1')).toMatchObject({
      status: 200,
      body: { order, guestToken: 'tok', placed: true },
    });
    expect(calls[0]?.path).toBe('/api/guest/orders/ord-9?token=tok');
    expect(await load('http://shop.test/orders/ord-9/confirmation')).toEqual({
      status: 302,
      location: '/login?redirectTo=%2Forders%2Ford-9%2Fconfirmation',
    });
  });

  it('answers a new account and an e-mail that has one alike; shows a weak password', async () => {
    const post = (api: ApiFetch, fields: Record<string, string>) =>
      run(() =>
        action({
          request: new Request('http://shop.test/orders/ord-9/confirmation?token=tok', {
            method: 'POST',
            body: new URLSearchParams({ intent: 'create-account', ...fields }),
          }),
          context: { api } as AppLoadContext,
          params: { slug: 'ord-9' },
        } as Parameters<typeof action>[0]),
      );
    const fields = { fullName: 'Grace', email: 'g@example.com', password: 'Guest-shopper-2026!' };
    const created = recording(() => ({ status: 201, body: { slug: 'grace' } }));
    const existing = recording(() => ({
      status: 409,
      body: { statusCode: 409, message: 'Email already exists', code: 'email_exists' },
    }));
    const first = await post(created.api, fields);
    expect(first).toMatchObject({ status: 200, body: { ok: true } });
    expect(await post(existing.api, fields)).toEqual(first);
    expect(created.calls[0]).toMatchObject({ method: 'POST', path: '/api/users/register', body: fields });

    const weak = recording(() => ({
      status: 400,
      body: { statusCode: 400, message: 'Password must have at least 8 characters', code: 'weak_password' },
    }));
    expect(await post(weak.api, { ...fields, password: 'short' })).toEqual({
      status: 400,
      body: { ok: false, message: 'Password must have at least 8 characters' },
    });
  });
});
