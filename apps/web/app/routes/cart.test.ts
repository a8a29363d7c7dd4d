import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiFetch } from '../lib/api.server';
import { action } from './cart';

type Result = { type?: string; data?: unknown; init?: { status?: number } | null } & Record<string, unknown>;
type Call = { method?: string; path: string; body?: unknown };

const signedIn = 'access_token=t; user_slug=ada-1';

/** An API answering each call with `reply` (or 200 {}), recording the calls. */
function recording(reply: (call: Call) => { status: number; body: unknown } | undefined = () => undefined) {
  const calls: Call[] = [];
  const api = (async (path: string, init?: { method?: string; body?: unknown }) => {
    const call = { method: init?.method ?? 'GET', path, body: init?.body };
    calls.push(call);
    const answer = reply(call) ?? { status: 200, body: {} };
    return { ...answer, headers: {} };
  }) as ApiFetch;
  return { api, calls };
}

async function post(fields: Record<string, string>, cookie: string, api: ApiFetch) {
  const request = new Request('http://shop.test/cart', {
    method: 'POST',
    headers: { cookie },
    body: new URLSearchParams(fields),
  });
  try {
    const result = (await action({ request, context: { api } as AppLoadContext, params: {} } as Parameters<
      typeof action
    >[0])) as Result;
    // data() results wrap the body; plain returns are the body itself.
    return result.type === 'DataWithResponseInit'
      ? { body: result.data, status: result.init?.status ?? 200 }
      : { body: result, status: 200 };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get('location') };
    throw thrown;
  }
}

describe('cart action: remove', () => {
  it('deletes the line on the server for the signed-in user and confirms', async () => {
    const { api, calls } = recording();
    const result = await post({ intent: 'remove', slug: 'p1', _js: '1' }, signedIn, api);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'DELETE /api/cart?user_slug=ada-1&product_slug=p1',
    ]);
    expect(result.body).toEqual({ ok: true, message: 'Item Removed From Cart', intent: 'remove' });
  });

  it('passes the API error message on when the server refuses (the line stays)', async () => {
    const { api } = recording(() => ({
      status: 404,
      body: { statusCode: 404, message: 'Cart item not found' },
    }));
    const result = await post({ intent: 'remove', slug: 'p1', _js: '1' }, signedIn, api);
    expect(result).toEqual({
      body: { ok: false, message: 'Cart item not found', intent: 'remove' },
      status: 404,
    });
  });
});

describe('cart action: visitors', () => {
  it('sends a visitor’s page post (no scripts) to log in and back to the product page', async () => {
    const { api, calls } = recording();
    const result = await post({ intent: 'add', slug: 'p1', returnTo: '/single_product?slug=p1' }, '', api);
    expect(result).toEqual({ status: 302, location: '/login?redirectTo=%2Fsingle_product%3Fslug%3Dp1' });
    expect(calls).toEqual([]);
  });

  it('never redirects to another site', async () => {
    const { api } = recording();
    const result = await post({ intent: 'add', slug: 'p1', returnTo: '//evil.example/x' }, '', api);
    expect(result).toEqual({ status: 302, location: '/login?redirectTo=%2Fcart' });
  });

  it('asks a visitor’s fetcher to log in without calling the API', async () => {
    const { api, calls } = recording();
    expect(await post({ intent: 'remove', slug: 'p1', _js: '1' }, '', api)).toEqual({
      body: { ok: false, message: 'Please, Log In first  !' },
      status: 401,
    });
    expect(calls).toEqual([]);
  });
});

describe('cart action: add, steps and clear', () => {
  it('adds with the quantity and goes back to the page after a page post', async () => {
    const { api, calls } = recording(() => ({ status: 201, body: {} }));
    const result = await post(
      { intent: 'add', slug: 'p1', quantity: '2', returnTo: '/single_product?slug=p1' },
      signedIn,
      api,
    );
    expect(calls).toEqual([
      { method: 'POST', path: '/api/cart', body: { user_slug: 'ada-1', product_slug: 'p1', quantity: 2 } },
    ]);
    expect(result).toEqual({ status: 302, location: '/single_product?slug=p1' });
  });

  it('answers a fetcher with data for its toast instead of redirecting', async () => {
    const { api } = recording(() => ({ status: 200, body: {} }));
    const result = await post(
      { intent: 'add', slug: 'p1', returnTo: '/single_product?slug=p1', _js: '1' },
      signedIn,
      api,
    );
    expect(result).toEqual({ status: 200, body: { ok: true, message: 'Added to cart', intent: 'add' } });
  });

  it('shows the stock refusal of the API', async () => {
    const { api } = recording(() => ({
      status: 409,
      body: { statusCode: 409, message: 'Not enough stock for Smart Watch' },
    }));
    const result = await post({ intent: 'add', slug: 'p1', _js: '1' }, signedIn, api);
    expect(result).toMatchObject({
      status: 409,
      body: { ok: false, message: 'Not enough stock for Smart Watch' },
    });
  });

  it('lowers the server’s current quantity by one for minus', async () => {
    const { api, calls } = recording((call) =>
      call.method === 'GET'
        ? { status: 200, body: [{ cart_slug: 'c1', slug: 'p1', productName: 'P', quantity: 3, stock: 5 }] }
        : undefined,
    );
    await post({ intent: 'minus', cart_slug: 'c1', _js: '1' }, signedIn, api);
    expect(calls.at(-1)).toEqual({ method: 'PATCH', path: '/api/cart?cart_slug=c1', body: { quantity: 2 } });
  });

  it('refuses minus below 1 and plus above the stock without asking the API to change anything', async () => {
    const { api, calls } = recording(() => ({
      status: 200,
      body: [
        { cart_slug: 'c1', slug: 'p1', productName: 'P', quantity: 1, stock: 5 },
        { cart_slug: 'c2', slug: 'p2', productName: 'Q', quantity: 5, stock: 5 },
      ],
    }));
    expect(await post({ intent: 'minus', cart_slug: 'c1', _js: '1' }, signedIn, api)).toMatchObject({
      status: 400,
      body: { ok: false, message: 'Quantity must be at least 1' },
    });
    expect(await post({ intent: 'plus', cart_slug: 'c2', _js: '1' }, signedIn, api)).toMatchObject({
      status: 409,
      body: { ok: false, message: 'Only 5 of Q in stock' },
    });
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });

  const cartOfThree = (call: Call) =>
    call.method === 'GET'
      ? { status: 200, body: [{ cart_slug: 'c1', slug: 'p1', productName: 'P', quantity: 1, stock: 3 }] }
      : undefined;

  it('sets a typed quantity and clears the cart', async () => {
    const { api, calls } = recording(cartOfThree);
    const result = await post({ intent: 'set', cart_slug: 'c1', quantity: '2', _js: '1' }, signedIn, api);
    await post({ intent: 'clear', _js: '1' }, signedIn, api);
    expect(result).toMatchObject({ body: { ok: true, message: 'Quantity updated' } });
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([
      { method: 'PATCH', path: '/api/cart?cart_slug=c1', body: { quantity: 2 } },
      { method: 'DELETE', path: '/api/cart/delete_all/ada-1', body: undefined },
    ]);
  });

  it('corrects a quantity above the stock, or below 1, to the nearest allowed one and says so at the line', async () => {
    const { api, calls } = recording(cartOfThree);
    const tooMany = await post({ intent: 'set', cart_slug: 'c1', quantity: '99', _js: '1' }, signedIn, api);
    const none = await post({ intent: 'set', cart_slug: 'c1', quantity: '0' }, signedIn, api);
    expect(tooMany).toMatchObject({
      status: 200,
      body: {
        ok: true,
        lineNote: { cartSlug: 'c1', note: 'Only 3 in stock: the quantity was set to 3.' },
      },
    });
    // A page post without scripts gets the same answer, shown at the line by the /cart page.
    expect(none).toMatchObject({
      status: 200,
      body: { lineNote: { cartSlug: 'c1', note: 'The smallest quantity is 1: the quantity was set to 1.' } },
    });
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { quantity: 3 },
      { quantity: 1 },
    ]);
  });
});

describe('cart action: merge at sign-in', () => {
  it('posts the browser cart and wishlist to the merge calls of the signed-in user', async () => {
    const { api, calls } = recording((call) =>
      call.path === '/api/cart/merge'
        ? { status: 200, body: { cart: [], merged: [{ capped: true }], skipped: [{}] } }
        : { status: 200, body: { wishlist: [], added: ['p2'], skipped: [] } },
    );
    const result = await post(
      {
        intent: 'merge',
        items: JSON.stringify([{ product_slug: 'p1', quantity: 2 }]),
        slugs: JSON.stringify(['p2']),
        _js: '1',
      },
      signedIn,
      api,
    );
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/cart/merge',
        body: { user_slug: 'ada-1', items: [{ product_slug: 'p1', quantity: 2 }] },
      },
      { method: 'POST', path: '/api/wishlist/merge', body: { user_slug: 'ada-1', slugs: ['p2'] } },
    ]);
    expect(result).toMatchObject({ status: 200, body: { ok: true, intent: 'merge' } });
    expect((result.body as { message: string }).message).toContain('lowered to the stock');
    expect((result.body as { message: string }).message).toContain('1 unavailable product was left out');
  });

  it('says so when the merge failed, so the browser keeps its copy', async () => {
    const { api } = recording(() => ({
      status: 400,
      body: { statusCode: 400, message: 'At most 100 items' },
    }));
    const result = await post(
      { intent: 'merge', items: JSON.stringify([{ product_slug: 'p1', quantity: 2 }]), _js: '1' },
      signedIn,
      api,
    );
    expect(result).toMatchObject({ status: 502, body: { ok: false, message: 'At most 100 items' } });
  });
});
