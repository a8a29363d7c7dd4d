import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiFetch } from '../lib/api.server';
import { action, loader } from './checkout';

type Call = { method?: string; path: string; body?: unknown; headers?: Record<string, string> };
const cookie = 'access_token=t; user_slug=ada-1';

function recording(reply: (call: Call) => { status: number; body: unknown }) {
  const calls: Call[] = [];
  const api = (async (
    path: string,
    init?: { method?: string; body?: unknown; headers?: Record<string, string> },
  ) => {
    const call = { method: init?.method ?? 'GET', path, body: init?.body, headers: init?.headers };
    calls.push(call);
    return { ...reply(call), headers: {} };
  }) as ApiFetch;
  return { api, calls };
}

async function post(fields: Record<string, string>, api: ApiFetch) {
  const request = new Request('http://shop.test/checkout', {
    method: 'POST',
    headers: { cookie },
    body: new URLSearchParams(fields),
  });
  try {
    const result = (await action({ request, context: { api } as AppLoadContext, params: {} } as Parameters<
      typeof action
    >[0])) as { type?: string; data?: unknown; init?: { status?: number } };
    return { status: result.init?.status ?? 200, body: result.data };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get('location') };
    throw thrown;
  }
}

const order = { slug: 'ord-1' };
const key = 'checkout-0b8a8f3e-5d3c-4c47-9c31-7b8a1d2f3e4a';

describe('checkout action: place order', () => {
  it('sends the page view’s Idempotency-Key as a header and lands on the confirmation', async () => {
    const { api, calls } = recording(() => ({
      status: 201,
      body: { data: order, message: 'COD Order successful' },
    }));
    const result = await post(
      {
        intent: 'place-order',
        address_slug: 'a1',
        payment_method: 'cod',
        coupon_code: 'WELCOME10',
        idempotency_key: key,
      },
      api,
    );
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/orders',
        headers: { 'idempotency-key': key },
        body: { user_slug: 'ada-1', address_slug: 'a1', payment_method: 'cod', coupon_code: 'WELCOME10' },
      },
    ]);
    expect(result).toEqual({ status: 302, location: '/orders/ord-1/confirmation' });
  });

  it('lands on the first order when the API replays a retried key (200 Idempotent-Replayed)', async () => {
    const { api } = recording(() => ({
      status: 200,
      body: { data: order, message: 'COD Order successful' },
    }));
    const first = await post({ intent: 'place-order', address_slug: 'a1', idempotency_key: key }, api);
    const again = await post({ intent: 'place-order', address_slug: 'a1', idempotency_key: key }, api);
    expect(again).toEqual(first);
  });

  it('never sends prices or totals, whatever the form carried', async () => {
    const { api, calls } = recording(() => ({ status: 201, body: { data: order, message: '' } }));
    await post(
      { intent: 'place-order', address_slug: 'a1', idempotency_key: key, total: '0.01', price: '0' },
      api,
    );
    expect(Object.keys(calls[0]?.body as object).sort()).toEqual([
      'address_slug',
      'payment_method',
      'user_slug',
    ]);
  });

  it('shows the server’s refusal (stock, coupon) and asks for an address first', async () => {
    const { api } = recording(() => ({
      status: 409,
      body: { statusCode: 409, message: 'Not enough stock for Smart Watch', code: 'insufficient_stock' },
    }));
    expect(await post({ intent: 'place-order', address_slug: 'a1', idempotency_key: key }, api)).toEqual({
      status: 409,
      body: { intent: 'place-order', ok: false, message: 'Not enough stock for Smart Watch' },
    });
    expect(await post({ intent: 'place-order', idempotency_key: key }, api)).toMatchObject({
      status: 400,
      body: { ok: false, message: 'Choose a delivery address (or add one) first.' },
    });
  });
});

describe('checkout action: addresses', () => {
  it('refuses an invalid address before calling the API, with the contract’s messages', async () => {
    const { api, calls } = recording(() => ({ status: 201, body: {} }));
    const result = await post({ intent: 'address-save', name: 'Ada', phone: '12' }, api);
    expect(calls).toEqual([]);
    expect(result).toMatchObject({
      status: 400,
      body: {
        ok: false,
        fieldErrors: { phone: 'Phone must have 7 to 20 characters', city: 'City is required' },
      },
    });
  });

  it('creates a new address and updates an existing one', async () => {
    const { api, calls } = recording(() => ({ status: 200, body: { slug: 'a9' } }));
    const fields = {
      intent: 'address-save',
      name: 'Ada',
      phone: '+1 555 0101',
      address: '1 Main St',
      city: 'Oslo',
      country: 'Norway',
    };
    expect(await post(fields, api)).toMatchObject({ status: 201, body: { ok: true, savedSlug: 'a9' } });
    await post({ ...fields, slug: 'a9' }, api);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/addresses',
      'PUT /api/addresses/a9',
    ]);
    expect(calls[0]?.body).toMatchObject({ user_slug: 'ada-1', name: 'Ada', isDefault: false });
  });
});

describe('checkout loader', () => {
  it('shows the server’s refusal of a coupon and prices the cart without it', async () => {
    const quote = {
      product_list: [{ slug: 'p1' }],
      sellers: [],
      subTotal: 10,
      discount: 0,
      shippingCost: 4.99,
      total: 14.99,
      coupon_code: null,
    };
    const { api, calls } = recording((call) => {
      if (call.path.startsWith('/api/addresses/')) return { status: 200, body: [] };
      if (call.path.includes('coupon_code=WELCOME10'))
        return {
          status: 400,
          body: {
            statusCode: 400,
            message: 'Orders under $50.00 cannot use WELCOME10',
            code: 'coupon_minimum_not_met',
          },
        };
      return { status: 200, body: quote };
    });
    const request = new Request('http://shop.test/checkout?coupon=WELCOME10', { headers: { cookie } });
    const data = await loader({ request, context: { api } as AppLoadContext, params: {} } as Parameters<
      typeof loader
    >[0]);
    expect(data.couponError).toBe('Orders under $50.00 cannot use WELCOME10');
    expect(data.coupon).toBeNull();
    expect(data.quote).toEqual(quote);
    expect(data.idempotencyKey).toMatch(/^checkout-/);
    expect(calls.map((call) => call.path)).toContain('/api/orders/quote?user_slug=ada-1');
  });
});
