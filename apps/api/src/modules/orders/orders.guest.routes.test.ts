import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema/index.ts';
import { createProduct, createSeller } from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createTestUser } from '../users/users.test-support.ts';
import { asUser, sampleAddress } from './orders.test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let emailSequence = 0;
const freshEmail = () => `guest${++emailSequence}-${Date.now()}@example.test`;

/** A guest call from its own client address, so the per-IP limits of one test never touch another's. */
function guestCall(app: FastifyInstance, method: 'GET' | 'POST', url: string, body?: unknown, headers = {}) {
  return app.inject({
    method,
    url,
    remoteAddress: `10.9.${emailSequence % 250}.${Math.floor(Math.random() * 250)}`,
    headers: {
      origin: 'http://localhost',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
}

async function lamp(stock = 5, priceCents = 3000) {
  const seller = await createSeller(t.database.db);
  return createProduct(t.database.db, { name: 'Desk Lamp', priceCents, stock, seller });
}

const stockOf = async (id: number) =>
  (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;

function placeGuest(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return guestCall(t.app, 'POST', '/api/guest/orders', body, headers);
}

describe('POST /api/guest/orders', () => {
  it('prices the bag on the server, takes the stock and answers the order with its access token', async () => {
    const product = await lamp(5, 2000);
    const email = freshEmail();
    const response = await placeGuest({
      email: email.toUpperCase(),
      items: [{ product_slug: product.slug, quantity: 2 }],
      address: sampleAddress,
      payment_method: 'cod',
    });
    expect(response.statusCode).toBe(201);
    const { data, message, access_token } = response.json();
    expect(message).toBe('COD Order successful');
    expect(data).toMatchObject({ user_slug: null, subTotal: 40, shippingCost: 4.99, total: 44.99 });
    expect(access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(await stockOf(product.id)).toBe(3);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.slug, data.slug));
    expect(row).toMatchObject({ userId: null, guestEmail: email, totalCents: 4499 });

    const opened = await guestCall(t.app, 'GET', `/api/guest/orders/${data.slug}?token=${access_token}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ slug: data.slug, total: 44.99 });
  });

  it('refuses prices, totals or any field the contract does not name (tampering)', async () => {
    const product = await lamp();
    for (const extra of [{ total: 0.01 }, { subTotal: 1 }, { user_slug: 'someone' }, { discount: 10 }]) {
      const response = await placeGuest({
        email: freshEmail(),
        items: [{ product_slug: product.slug, quantity: 1 }],
        address: sampleAddress,
        payment_method: 'cod',
        ...extra,
      });
      expect(response.statusCode).toBe(400);
    }
    const withPrice = await placeGuest({
      email: freshEmail(),
      items: [{ product_slug: product.slug, quantity: 1, price: 0.01 }],
      address: sampleAddress,
      payment_method: 'cod',
    });
    expect(withPrice.statusCode).toBe(400);
    expect(await stockOf(product.id)).toBe(5);
  });

  it.each([
    ['no e-mail', { email: undefined }, 'Email is required'],
    ['a bad e-mail', { email: 'not-an-email' }, 'Email must be a valid e-mail address'],
    ['an empty bag', { items: [] }, 'Your cart is empty'],
    ['a zero quantity', { items: [{ product_slug: 'x', quantity: 0 }] }, 'Quantity must be at least 1'],
    [
      'a fractional quantity',
      { items: [{ product_slug: 'x', quantity: 1.5 }] },
      'Quantity must be a whole number',
    ],
    ['no city', { address: { ...sampleAddress, city: undefined } }, 'City is required'],
  ])('refuses %s with a plain message', async (_name, change, text) => {
    const response = await placeGuest({
      email: freshEmail(),
      items: [{ product_slug: 'some-product', quantity: 1 }],
      address: sampleAddress,
      payment_method: 'cod',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(text);
  });

  it('answers 409 when the stock cannot serve the bag and writes nothing', async () => {
    const product = await lamp(1);
    const email = freshEmail();
    const response = await placeGuest({
      email,
      items: [{ product_slug: product.slug, quantity: 2 }],
      address: sampleAddress,
      payment_method: 'cod',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'insufficient_stock',
      message: 'Not enough stock for Desk Lamp',
    });
    expect(await t.database.db.select().from(orders).where(eq(orders.guestEmail, email))).toHaveLength(0);
  });

  it('leaves unknown products out; a bag of only unknown products is an empty cart', async () => {
    const response = await placeGuest({
      email: freshEmail(),
      items: [{ product_slug: 'no-such-product', quantity: 1 }],
      address: sampleAddress,
      payment_method: 'cod',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('cart_empty');
  });

  it('places one order for concurrent retries with the same Idempotency-Key', async () => {
    const product = await lamp(5);
    const body = {
      email: freshEmail(),
      items: [{ product_slug: product.slug, quantity: 1 }],
      address: sampleAddress,
      payment_method: 'cod',
    };
    const headers = { 'idempotency-key': `guest-retry-${Date.now()}` };
    const answers = await Promise.all([
      placeGuest(body, headers),
      placeGuest(body, headers),
      placeGuest(body, headers),
    ]);
    const slugs = new Set(answers.map((answer) => answer.json().data.slug));
    expect(slugs.size).toBe(1);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    expect(await stockOf(product.id)).toBe(4);
  });

  it("says nothing about accounts: an account holder's e-mail checks out as a guest like any other", async () => {
    const member = await createTestUser(t.app);
    const product = await lamp();
    const body = (email: string) => ({
      email,
      items: [{ product_slug: product.slug, quantity: 1 }],
      address: sampleAddress,
      payment_method: 'cod',
    });
    const asMember = await placeGuest(body(member.email));
    const asStranger = await placeGuest(body(freshEmail()));
    expect(asMember.statusCode).toBe(201);
    expect(asStranger.statusCode).toBe(201);
    expect(Object.keys(asMember.json()).sort()).toEqual(Object.keys(asStranger.json()).sort());
    expect(asMember.json().message).toBe(asStranger.json().message);
  });

  it('limits orders per e-mail (429 with Retry-After)', async () => {
    const product = await lamp(100);
    const email = freshEmail();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await placeGuest({
        email,
        items: [{ product_slug: product.slug, quantity: 1 }],
        address: sampleAddress,
        payment_method: 'cod',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.headers['retry-after']).toBeDefined();
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('finding a guest order', () => {
  async function guestOrder(email = freshEmail()) {
    const product = await lamp();
    const response = await placeGuest({
      email,
      items: [{ product_slug: product.slug, quantity: 1 }],
      address: sampleAddress,
      payment_method: 'cod',
    });
    return { email, ...(response.json() as { data: { slug: string }; access_token: string }) };
  }

  const lookup = (order_number: string, email: string) =>
    guestCall(t.app, 'POST', '/api/guest/orders/lookup', { order_number, email });

  it('finds the order by its number and e-mail (any letter case) and gives its token', async () => {
    const placed = await guestOrder();
    const found = await lookup(placed.data.slug, placed.email.toUpperCase());
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      data: { slug: placed.data.slug },
      access_token: placed.access_token,
    });
  });

  it("answers the same 404 for a wrong e-mail, an unknown number and an account's order", async () => {
    const placed = await guestOrder();
    const member = await createTestUser(t.app);
    const product = await lamp();
    const memberCaller = asUser(t.app, member);
    await memberCaller.post('/api/cart', { user_slug: member.slug, product_slug: product.slug });
    const memberOrder = await memberCaller.post('/api/orders', {
      user_slug: member.slug,
      address: sampleAddress,
      payment_method: 'cod',
    });
    expect(memberOrder.statusCode).toBe(201);

    const misses = [
      await lookup(placed.data.slug, freshEmail()),
      await lookup('no-such-order', placed.email),
      await lookup(memberOrder.json().data.slug, member.email),
    ];
    const bodies = misses.map((miss) => ({ status: miss.statusCode, body: miss.json() }));
    for (const miss of bodies) {
      expect(miss).toEqual({
        status: 404,
        body: {
          statusCode: 404,
          error: 'Not Found',
          code: 'guest_order_not_found',
          message: 'We could not find an order with this number and e-mail address',
        },
      });
    }
  });

  it("never opens another guest's order with a token", async () => {
    const mine = await guestOrder();
    const theirs = await guestOrder();
    const response = await guestCall(
      t.app,
      'GET',
      `/api/guest/orders/${theirs.data.slug}?token=${mine.access_token}`,
    );
    expect(response.statusCode).toBe(404);
    const noToken = await guestCall(t.app, 'GET', `/api/guest/orders/${theirs.data.slug}`);
    expect(noToken.statusCode).toBe(400);
  });

  it('limits look-ups per e-mail', async () => {
    const placed = await guestOrder();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await lookup(`guess-${attempt}`, placed.email)).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses[10]).toBe(429);
  });

  it('shows guest orders to their sellers and admins with the guest as buyer', async () => {
    const seller = await createSeller(t.database.db);
    const product = await createProduct(t.database.db, { priceCents: 1000, stock: 3, seller });
    const email = freshEmail();
    const placed = await placeGuest({
      email,
      items: [{ product_slug: product.slug, quantity: 1 }],
      address: sampleAddress,
      payment_method: 'cod',
    });
    expect(placed.statusCode).toBe(201);
    const admin = await createTestUser(t.app, { role: 'admin' });
    const list = await asUser(t.app, admin).get(`/api/admin/orders?search=${encodeURIComponent(email)}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([
      expect.objectContaining({
        slug: placed.json().data.slug,
        user_slug: null,
        buyer: { name: sampleAddress.name, email },
      }),
    ]);
  });
});
