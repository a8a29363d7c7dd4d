/**
 * Helpers for the shopping modules' API tests: call the API as a signed-in user, fill a cart directly, make
 * coupons, place an order through the API and push it to `delivered`.
 *
 *   const ada = await createTestUser(t.app);
 *   const as = asUser(t.app, ada);
 *   await as.post('/api/cart', { user_slug: ada.slug, product_slug: product.slug });
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../db/client.ts';
import { carts, coupons, orderLines, orders } from '../../db/schema/index.ts';
import type { TestUser } from '../users/users.test-support.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Caller {
  request(
    method: Method,
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  patch(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
}

/** Calls as `user` (cookie + same-origin Origin), or as a visitor when `user` is undefined. */
export function asUser(app: FastifyInstance, user?: TestUser): Caller {
  const request: Caller['request'] = (method, url, body, headers = {}) =>
    app.inject({
      method,
      url,
      headers: {
        ...(user ? user.headers : { origin: 'http://localhost' }),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
  return {
    request,
    get: (url) => request('GET', url),
    post: (url, body, headers) => request('POST', url, body, headers),
    put: (url, body) => request('PUT', url, body),
    patch: (url, body) => request('PATCH', url, body),
    delete: (url) => request('DELETE', url),
  };
}

/** Puts `quantity` units of a product straight into a user's cart (no stock check: set-up only). */
export async function putInCart(
  db: Database,
  user: { id: string },
  product: { id: number },
  quantity = 1,
): Promise<void> {
  await db.insert(carts).values({ userId: user.id, productId: product.id, quantity });
}

export async function cartOf(db: Database, user: { id: string }) {
  return db.select().from(carts).where(eq(carts.userId, user.id));
}

let couponSequence = 0;

export interface CouponInput {
  code?: string;
  kind?: 'amount' | 'percent';
  /** Cents for `amount`, whole percent for `percent`. */
  value?: number;
  minimumPurchaseCents?: number;
  startsAt?: Date;
  expiresAt?: Date;
  itemsNumber?: number;
  applyQty?: number;
  perUserLimit?: number | null;
  /** A personal coupon: only this account may use it (refused to guests). */
  ownerUserId?: string | null;
  sellerId?: number | null;
  status?: 'active' | 'inactive';
}

export async function createCoupon(db: Database, input: CouponInput = {}) {
  couponSequence += 1;
  const [row] = await db
    .insert(coupons)
    .values({
      code: input.code ?? `SAVE${couponSequence}${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
      name: `Test coupon ${couponSequence}`,
      discountKind: input.kind ?? 'percent',
      discountValue: input.value ?? 10,
      minimumPurchaseCents: input.minimumPurchaseCents ?? 0,
      startsAt: input.startsAt ?? new Date(Date.now() - 24 * 3600_000),
      expiresAt: input.expiresAt ?? new Date(Date.now() + 24 * 3600_000),
      itemsNumber: input.itemsNumber ?? 100,
      applyQty: input.applyQty ?? 0,
      perUserLimit: input.perUserLimit === undefined ? 1 : input.perUserLimit,
      sellerId: input.sellerId ?? null,
      ownerUserId: input.ownerUserId ?? null,
      status: input.status ?? 'active',
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export const sampleAddress = {
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  phone: '+44 20-7946-0000',
  country: 'United Kingdom',
  state: 'Greater London',
  city: 'London',
  address: '12 Analytical Street',
};

/** POST /api/orders with a one-off address and cash on delivery; `extra` overrides the body. */
export function orderRequest(
  caller: Caller,
  user: { slug: string },
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return caller.post(
    '/api/orders',
    { user_slug: user.slug, address: sampleAddress, payment_method: 'cod', ...extra },
    headers,
  );
}

/**
 * Marks an order (and all its lines) delivered, as the seller/admin flow eventually would. That is the
 * seller's word only: to review at once, the buyer confirms receipt too (`confirmReceipt`).
 */
export async function deliver(db: Database, orderSlug: string): Promise<void> {
  const [order] = await db
    .update(orders)
    .set({ orderStatus: 'delivered', paymentStatus: 'success' })
    .where(eq(orders.slug, orderSlug))
    .returning({ id: orders.id });
  if (!order) throw new Error(`order ${orderSlug} not found`);
  await db.update(orderLines).set({ lineStatus: 'delivered' }).where(eq(orderLines.orderId, order.id));
}

/** The buyer confirms receiving the delivered order through the API (what makes a review verified). */
export async function confirmReceipt(buyer: Caller, orderSlug: string): Promise<void> {
  const response = await buyer.post(`/api/orders/${encodeURIComponent(orderSlug)}/confirm-receipt`, {});
  if (response.statusCode !== 200) {
    throw new Error(`confirm receipt of ${orderSlug}: ${response.statusCode} ${response.body}`);
  }
}
