import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiFetch } from '../lib/api.server';
import { action } from './cart';

type Result = { type?: string; data?: unknown; init?: { status?: number } | null } & Record<string, unknown>;

async function post(fields: Record<string, string>, cookie: string, api: ApiFetch) {
  const request = new Request('http://shop.test/cart', {
    method: 'POST',
    headers: { cookie },
    body: new URLSearchParams(fields),
  });
  const result = (await action({ request, context: { api } as AppLoadContext, params: {} } as Parameters<
    typeof action
  >[0])) as Result;
  // data() results wrap the body; plain returns are the body itself.
  return result.type === 'DataWithResponseInit'
    ? { body: result.data, status: result.init?.status }
    : { body: result, status: 200 };
}

describe('cart action: remove', () => {
  it('deletes the line on the server for the signed-in user and confirms', async () => {
    const paths: string[] = [];
    const api: ApiFetch = async <T>(path: string, init?: { method?: string }) => {
      paths.push(`${init?.method} ${path}`);
      return { status: 200, body: {} as T, headers: {} };
    };
    const result = await post({ intent: 'remove', slug: 'p1' }, 'access_token=t; user_slug=ada-1', api);
    expect(paths).toEqual(['DELETE /api/cart?user_slug=ada-1&product_slug=p1']);
    expect(result.body).toEqual({ ok: true, message: 'Item Removed From Cart' });
  });

  it('asks a signed-out visitor to log in without calling the API', async () => {
    const api: ApiFetch = async () => {
      throw new Error('must not be called');
    };
    const result = await post({ intent: 'remove', slug: 'p1' }, '', api);
    expect(result).toEqual({ body: { ok: false, message: 'Please, Log In first  !' }, status: 401 });
  });

  it('passes the API error message on when the server refuses', async () => {
    const api: ApiFetch = async <T>() => ({
      status: 404,
      body: { statusCode: 404, message: 'Cart item not found' } as T,
      headers: {},
    });
    const result = await post({ intent: 'remove', slug: 'p1' }, 'access_token=t; user_slug=ada-1', api);
    expect(result).toEqual({ body: { ok: false, message: 'Cart item not found' }, status: 404 });
  });
});
