import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiFetch } from '../lib/api.server';
import { action } from './wishlist';

type Result = { type?: string; data?: unknown; init?: { status?: number } | null } & Record<string, unknown>;
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

async function post(fields: Record<string, string>, api: ApiFetch) {
  const request = new Request('http://shop.test/wishlist', {
    method: 'POST',
    headers: { cookie: 'access_token=t; user_slug=ada-1' },
    body: new URLSearchParams({ _js: '1', ...fields }),
  });
  const result = (await action({ request, context: { api } as AppLoadContext, params: {} } as Parameters<
    typeof action
  >[0])) as Result;
  return result.type === 'DataWithResponseInit' ? result.data : result;
}

describe('wishlist toggle (product rules §4)', () => {
  it('adds a product that is not there (POST answers 201)', async () => {
    const { api, calls } = recording(() => ({ status: 201, body: {} }));
    expect(await post({ intent: 'toggle', slug: 'p1' }, api)).toMatchObject({
      ok: true,
      inWishlist: true,
      message: 'Added to wishlist',
    });
    expect(calls.map((call) => call.method)).toEqual(['POST']);
  });

  it('removes a product that was there (POST answers 200, then DELETE)', async () => {
    const { api, calls } = recording((call) => ({ status: 200, body: call.method === 'POST' ? {} : {} }));
    expect(await post({ intent: 'toggle', slug: 'p1' }, api)).toMatchObject({
      ok: true,
      inWishlist: false,
      message: 'Removed from wishlist',
    });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/wishlist',
      'DELETE /api/wishlist?user_slug=ada-1&product_slug=p1',
    ]);
  });
});

describe('wishlist page forms', () => {
  it('moves to the cart and only then removes from the wishlist', async () => {
    const { api, calls } = recording(() => ({ status: 201, body: {} }));
    expect(await post({ intent: 'move', slug: 'p1' }, api)).toMatchObject({
      ok: true,
      message: 'Moved to cart',
    });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/cart',
      'DELETE /api/wishlist?user_slug=ada-1&product_slug=p1',
    ]);
  });

  it('keeps the product when the cart refuses it', async () => {
    const { api, calls } = recording(() => ({
      status: 409,
      body: { statusCode: 409, message: 'Not enough stock for P' },
    }));
    expect(await post({ intent: 'move', slug: 'p1' }, api)).toMatchObject({
      ok: false,
      message: 'Not enough stock for P',
    });
    expect(calls).toHaveLength(1);
  });

  it('clears all', async () => {
    const { api, calls } = recording(() => ({ status: 200, body: { deletedCount: 2 } }));
    await post({ intent: 'clear' }, api);
    expect(calls).toEqual([{ method: 'DELETE', path: '/api/wishlist/delete_all/ada-1', body: undefined }]);
  });
});
