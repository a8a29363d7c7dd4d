import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, products, reviews, sellers } from '../../db/schema/index.ts';
import { createProduct, createReview, createSeller } from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import {
  asUser,
  type Caller,
  confirmReceipt,
  deliver,
  orderRequest,
  putInCart,
} from '../orders/orders.test-support.ts';
import { createTestUser, type TestUser } from '../users/users.test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A buyer with one order of `product` (placed through the API), delivered and confirmed unless told. */
async function orderOf(product: { id: number }, options: { delivered?: boolean; confirmed?: boolean } = {}) {
  const user = await createTestUser(t.app, { fullName: 'Rita Reviewer', displayName: 'Rita' });
  const as = asUser(t.app, user);
  await putInCart(t.database.db, user, product, 1);
  const slug: string = (await orderRequest(as, user)).json().data.slug;
  if (options.delivered !== false) {
    await deliver(t.database.db, slug);
    if (options.confirmed !== false) await confirmReceipt(as, slug);
  }
  return { user, as, slug };
}

const post = (as: Caller, body: Record<string, unknown>) => as.post('/api/reviews', body);
const productRow = async (id: number) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!;

describe('POST /api/reviews', () => {
  it('accepts a review of a delivered line and counts the product and shop ratings from their reviews', async () => {
    // Stored figures that no review backs (as generated demo data had) are replaced by what the reviews say.
    const shop = await createSeller(t.database.db, { rating: 4, reviewCount: 241 });
    const product = await createProduct(t.database.db, { seller: shop, rating: 4.5, reviewCount: 241 });
    await createReview(t.database.db, { product, rating: 5 });
    await createReview(t.database.db, { product, rating: 1, status: 'inactive' });
    const { user, as, slug } = await orderOf(product);
    const response = await post(as, {
      product_slug: product.slug,
      order_slug: slug,
      rating: 2,
      message: '  Scratched on arrival. ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      product_slug: product.slug,
      order_slug: slug,
      user_slug: user.slug,
      seller_slug: shop.user.slug,
      name: 'Rita',
      rating: 2,
      message: 'Scratched on arrival.',
      status: 'active',
    });
    const after = await productRow(product.id);
    expect(after.reviewCount).toBe(2);
    expect(after.rating).toBeCloseTo((5 + 2) / 2, 5);
    const [shopAfter] = await t.database.db.select().from(sellers).where(eq(sellers.id, shop.id));
    expect(shopAfter?.reviewCount).toBe(2);
    expect(shopAfter?.rating).toBeCloseTo((5 + 2) / 2, 5);

    const mine = await as.get(`/api/reviews?user_slug=${user.slug}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([
      expect.objectContaining({
        slug: response.json().slug,
        reviewProducts: expect.objectContaining({ slug: product.slug, reviewCount: 2 }),
      }),
    ]);
    const shown = (await asUser(t.app).get(`/api/reviews/reviewProducts/${product.slug}`)).json();
    expect(shown.reviews.map((review: { slug: string }) => review.slug)).toContain(response.json().slug);
  });

  it('accepts a review when only that seller line is delivered', async () => {
    const product = await createProduct(t.database.db);
    const { as, slug } = await orderOf(product, { delivered: false });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.slug, slug));
    await t.database.db
      .update(orderLines)
      .set({ lineStatus: 'delivered' })
      .where(eq(orderLines.orderId, order!.id));
    await confirmReceipt(as, slug);
    expect(
      (await post(as, { product_slug: product.slug, order_slug: slug, rating: 5, message: 'Great' }))
        .statusCode,
    ).toBe(201);
  });

  it('refuses a line that is not delivered yet (403)', async () => {
    const product = await createProduct(t.database.db, { name: 'Slow Boat' });
    const { as, slug } = await orderOf(product, { delivered: false });
    const response = await post(as, {
      product_slug: product.slug,
      order_slug: slug,
      rating: 4,
      message: 'Soon',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'review_not_delivered',
      message: 'You can review Slow Boat once it has been delivered',
    });
    expect(await t.database.db.select().from(reviews).where(eq(reviews.productId, product.id))).toHaveLength(
      0,
    );
  });

  it("refuses a product the order does not hold (400) and someone else's order (404)", async () => {
    const bought = await createProduct(t.database.db);
    const other = await createProduct(t.database.db, { name: 'Never Bought' });
    const { as, slug } = await orderOf(bought);
    const notInOrder = await post(as, {
      product_slug: other.slug,
      order_slug: slug,
      rating: 3,
      message: 'Hmm',
    });
    expect(notInOrder.statusCode).toBe(400);
    expect(notInOrder.json()).toMatchObject({ code: 'review_not_purchased' });
    expect(notInOrder.json().message).toContain('Never Bought');

    const stranger = asUser(t.app, await createTestUser(t.app));
    const notTheirs = await post(stranger, {
      product_slug: bought.slug,
      order_slug: slug,
      rating: 1,
      message: 'Fake',
    });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().code).toBe('order_not_found');
    expect(
      (await post(as, { product_slug: 'ghost', order_slug: slug, rating: 3, message: 'x' })).statusCode,
    ).toBe(404);
  });

  it.each([
    ['rating 0', { rating: 0 }, 'rating'],
    ['rating 6', { rating: 6 }, 'rating'],
    ['rating 3.5', { rating: 3.5 }, 'rating'],
    ['rating "5"', { rating: '5' }, 'rating'],
    ['an empty message', { message: '   ' }, 'Message is required'],
    [
      'a message over 2000 characters',
      { message: 'x'.repeat(2001) },
      'Message must be at most 2000 characters',
    ],
  ])('refuses %s with 400', async (_name, change, text) => {
    const product = await createProduct(t.database.db);
    const { as, slug } = await orderOf(product);
    const response = await post(as, {
      product_slug: product.slug,
      order_slug: slug,
      rating: 4,
      message: 'Fine',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(text);
  });

  it('allows one review per user and product (409), also under 20 concurrent posts', async () => {
    const product = await createProduct(t.database.db, { rating: 0, reviewCount: 0 });
    const { as, slug } = await orderOf(product);
    const body = { product_slug: product.slug, order_slug: slug, rating: 4, message: 'Nice' };
    const responses = await Promise.all(Array.from({ length: 20 }, () => post(as, body)));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    expect(responses.find((response) => response.statusCode === 409)?.json().code).toBe('review_exists');
    expect(await t.database.db.select().from(reviews).where(eq(reviews.productId, product.id))).toHaveLength(
      1,
    );
    expect(await productRow(product.id)).toMatchObject({ reviewCount: 1, rating: 4 });
    expect((await post(as, body)).statusCode).toBe(409);
  });

  it('keeps the average right when several users review one product at once', async () => {
    const product = await createProduct(t.database.db, { rating: 0, reviewCount: 0, stock: 20 });
    const buyers = [];
    for (let i = 0; i < 5; i++) buyers.push(await orderOf(product));
    const ratings = [1, 2, 3, 4, 5];
    const responses = await Promise.all(
      buyers.map((b, i) =>
        post(b.as, { product_slug: product.slug, order_slug: b.slug, rating: ratings[i], message: 'ok' }),
      ),
    );
    expect(responses.every((response) => response.statusCode === 201)).toBe(true);
    const after = await productRow(product.id);
    expect(after.reviewCount).toBe(5);
    expect(after.rating).toBeCloseTo(3, 5);
  });

  it('needs a session, and GET /api/reviews only shows the own reviews', async () => {
    expect((await asUser(t.app).post('/api/reviews', {})).statusCode).toBe(401);
    const a = asUser(t.app, await createTestUser(t.app));
    const b: TestUser = await createTestUser(t.app);
    expect((await a.get(`/api/reviews?user_slug=${b.slug}`)).statusCode).toBe(403);
  });
});
