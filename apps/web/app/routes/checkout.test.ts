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

async function post(fields: Record<string, string>, api: ApiFetch, signedIn = true) {
  const request = new Request('http://shop.test/checkout', {
    method: 'POST',
    headers: signedIn ? { cookie } : {},
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
        fieldErrors: { country: 'Choose a country', city: 'City is required' },
      },
    });
  });

  it('creates a new address and updates an existing one', async () => {
    const { api, calls } = recording(() => ({ status: 200, body: { slug: 'a9' } }));
    const fields = {
      intent: 'address-save',
      name: 'Ada',
      phone: '22 12 34 56',
      address: '1 Main St',
      city: 'Oslo',
      country: 'NO',
      postal_code: '0150',
    };
    expect(await post(fields, api)).toMatchObject({ status: 201, body: { ok: true, savedSlug: 'a9' } });
    await post({ ...fields, slug: 'a9' }, api);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/addresses',
      'PUT /api/addresses/a9',
    ]);
    expect(calls[0]?.body).toMatchObject({ user_slug: 'ada-1', name: 'Ada', isDefault: false });
  });

  it('puts a field the API refuses beside that field', async () => {
    const { api } = recording(() => ({
      status: 400,
      body: { statusCode: 400, message: 'body.postal_code: Postal code is required in Norway', code: 'x' },
    }));
    const result = await post(
      {
        intent: 'address-save',
        name: 'Ada',
        phone: '22 12 34 56',
        address: '1 Main St',
        city: 'Oslo',
        country: 'NO',
        postal_code: '0150',
      },
      api,
    );
    expect(result).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { postal_code: 'Postal code is required in Norway' } },
    });
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
    if (data.guest) throw new Error('a signed-in shopper got the guest checkout');
    expect(data.couponError).toBe('Orders under $50.00 cannot use WELCOME10');
    expect(data.coupon).toBeNull();
    expect(data.quote).toEqual(quote);
    expect(data.idempotencyKey).toMatch(/^checkout-/);
    expect(calls.map((call) => call.path)).toContain('/api/orders/quote?user_slug=ada-1');
  });
});

describe('guest checkout (a visitor, decision 0019)', () => {
  const address = {
    name: 'Grace Guest',
    phone: '+1 217 555 0143',
    address: '1 Main Street',
    city: 'Springfield',
    country: 'US',
    postal_code: '62701',
  };
  const bag = JSON.stringify([{ product_slug: 'lamp', variant_sku: 'LAMP-RED', quantity: 2 }]);
  const placed = (method: 'cod' | 'card') => ({
    status: 201,
    body: {
      data: { slug: 'ord-9', payment_method: method, payment_status: 'pending' },
      message: 'ok',
      access_token: 'tok-9',
    },
  });

  it('offers the guest form to a visitor instead of the log-in wall', async () => {
    const { api } = recording(() => ({ status: 200, body: { methods: ['cod', 'card'] } }));
    const request = new Request('http://shop.test/checkout');
    const data = await loader({ request, context: { api } as AppLoadContext, params: {} } as Parameters<
      typeof loader
    >[0]);
    expect(data).toMatchObject({ guest: true, paymentMethods: ['cod', 'card'] });
  });

  it("sends the bag, e-mail, address and the page's key, and opens the order with its token", async () => {
    const { api, calls } = recording(() => placed('cod'));
    const answer = await post(
      {
        intent: 'guest-place-order',
        guest_email: 'Grace@Example.com ',
        ...address,
        bag,
        payment_method: 'cod',
        idempotency_key: 'checkout-0123456789abcdef',
      },
      api,
      false,
    );
    expect(answer).toEqual({ status: 302, location: '/orders/ord-9/confirmation?token=tok-9&placed=1' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/guest/orders',
      headers: { 'idempotency-key': 'checkout-0123456789abcdef' },
      body: {
        email: 'Grace@Example.com',
        items: [{ product_slug: 'lamp', variant_sku: 'LAMP-RED', quantity: 2 }],
        // As the address book's contract reads it: the country's name, the phone in E.164.
        address: { ...address, country: 'United States', phone: '+12175550143', email: 'Grace@Example.com' },
        payment_method: 'cod',
      },
    });
  });

  it("sends the guest's coupon, and shows the server's refusal beside the coupon field", async () => {
    const { api, calls } = recording(() => placed('cod'));
    await post(
      { intent: 'guest-place-order', guest_email: 'g@example.com', ...address, bag, coupon_code: ' SAVE20 ' },
      api,
      false,
    );
    expect(calls[0]?.body).toMatchObject({ coupon_code: 'SAVE20' });

    const refused = recording(() => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        code: 'coupon_needs_account',
        message: 'Sign in to use this coupon',
      },
    }));
    const answer = await post(
      {
        intent: 'guest-place-order',
        guest_email: 'g@example.com',
        ...address,
        bag,
        coupon_code: 'WELCOME-X',
      },
      refused.api,
      false,
    );
    expect(answer).toMatchObject({
      status: 400,
      body: {
        message: 'Sign in to use this coupon',
        fieldErrors: { coupon_code: 'Sign in to use this coupon' },
        values: { coupon_code: 'WELCOME-X' },
      },
    });

    const none = recording(() => placed('cod'));
    await post(
      { intent: 'guest-place-order', guest_email: 'g@example.com', ...address, bag, coupon_code: ' ' },
      none.api,
      false,
    );
    expect(none.calls[0]?.body).not.toHaveProperty('coupon_code');
  });

  it('sends a card order to its payment page', async () => {
    const { api } = recording(() => placed('card'));
    const answer = await post(
      { intent: 'guest-place-order', guest_email: 'g@example.com', ...address, bag, payment_method: 'card' },
      api,
      false,
    );
    expect(answer).toEqual({ status: 302, location: '/checkout/pay/ord-9?token=tok-9&placed=1' });
  });

  it('answers bad fields and an empty bag without calling the API', async () => {
    const { api, calls } = recording(() => placed('cod'));
    const missing = await post({ intent: 'guest-place-order', guest_email: '', bag }, api, false);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ fieldErrors: { guest_email: 'Email is required' } });
    expect(Object.keys((missing.body as { fieldErrors: object }).fieldErrors)).toEqual(
      expect.arrayContaining(['name', 'city']),
    );
    const empty = await post(
      { intent: 'guest-place-order', guest_email: 'g@example.com', ...address, bag: '[]' },
      api,
      false,
    );
    expect(empty).toMatchObject({ status: 400, body: { message: 'Your cart is empty' } });
    expect(calls).toHaveLength(0);
  });

  it('still sends a visitor posting anything else to the log-in page', async () => {
    const { api } = recording(() => placed('cod'));
    const answer = await post({ intent: 'address-save', ...address }, api, false);
    expect(answer).toEqual({ status: 302, location: '/login?redirectTo=%2Fcheckout' });
  });
});
