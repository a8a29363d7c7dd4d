import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wishlists } from '../../db/schema/index.ts';
import { createProduct } from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { asUser } from '../orders/orders.test-support.ts';
import { createTestUser, type TestUser } from '../users/users.test-support.ts';

let t: TestApp;
let ada: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ada = await createTestUser(t.app);
});
afterAll(async () => {
  await t?.close();
});

const rowsOf = (user: { id: string }) =>
  t.database.db.select().from(wishlists).where(eq(wishlists.userId, user.id));

describe('POST /api/wishlist', () => {
  it('accepts a whole product object, uses only its slug, and answers 200 with the same item the second time', async () => {
    const user = await createTestUser(t.app);
    const as = asUser(t.app, user);
    const product = await createProduct(t.database.db, { priceCents: 2500, offerPriceCents: 2000 });
    const productObject = (await as.get(`/api/products/${product.slug}`)).json();
    const first = await as.post('/api/wishlist', { ...productObject, user_slug: user.slug, price: 0.01 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      user_slug: user.slug,
      slug: product.slug,
      productName: product.productName,
      price: 25,
      offerPrice: 20,
      stock: product.stock,
    });
    const second = await as.post('/api/wishlist', { user_slug: user.slug, slug: product.slug });
    expect(second.statusCode).toBe(200);
    expect(second.json().wishlist_slug).toBe(first.json().wishlist_slug);
    expect(await rowsOf(user)).toHaveLength(1);
  });

  it('keeps one row when the same product is added concurrently', async () => {
    const user = await createTestUser(t.app);
    const as = asUser(t.app, user);
    const product = await createProduct(t.database.db);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => as.post('/api/wishlist', { user_slug: user.slug, slug: product.slug })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await rowsOf(user)).toHaveLength(1);
  });

  it('needs a slug, a visible product, a session and the own user_slug', async () => {
    const other = await createTestUser(t.app);
    const as = asUser(t.app, ada);
    const product = await createProduct(t.database.db);
    const hidden = await createProduct(t.database.db, { approvalStatus: 'pending' });
    const missing = await as.post('/api/wishlist', { user_slug: ada.slug });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('slug');
    expect((await as.post('/api/wishlist', { user_slug: ada.slug, slug: hidden.slug })).statusCode).toBe(404);
    expect((await as.post('/api/wishlist', { user_slug: ada.slug, slug: 'nope' })).statusCode).toBe(404);
    expect(
      (await asUser(t.app).post('/api/wishlist', { user_slug: ada.slug, slug: product.slug })).statusCode,
    ).toBe(401);
    expect((await as.post('/api/wishlist', { user_slug: other.slug, slug: product.slug })).statusCode).toBe(
      403,
    );
    expect(await rowsOf(other)).toHaveLength(0);
  });
});

describe('GET and DELETE /api/wishlist', () => {
  it('lists newest first, removes one item (then 404), and empties', async () => {
    const user = await createTestUser(t.app);
    const as = asUser(t.app, user);
    const [a, b, c] = await Promise.all([
      createProduct(t.database.db),
      createProduct(t.database.db),
      createProduct(t.database.db),
    ]);
    for (const product of [a!, b!, c!])
      await as.post('/api/wishlist', { user_slug: user.slug, slug: product.slug });

    const list = await as.get(`/api/wishlist?user_slug=${user.slug}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((item: { slug: string }) => item.slug)).toEqual([c!.slug, b!.slug, a!.slug]);

    const removed = await as.delete(`/api/wishlist?user_slug=${user.slug}&product_slug=${b!.slug}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ slug: b!.slug, user_slug: user.slug });
    expect((await as.delete(`/api/wishlist?user_slug=${user.slug}&product_slug=${b!.slug}`)).statusCode).toBe(
      404,
    );

    const cleared = await as.delete(`/api/wishlist/delete_all/${user.slug}`);
    expect(cleared.json()).toEqual({ deletedCount: 2 });
    expect(await rowsOf(user)).toHaveLength(0);
  });

  it("refuses someone else's wishlist (403) and changes nothing", async () => {
    const user = await createTestUser(t.app);
    const product = await createProduct(t.database.db);
    await asUser(t.app, user).post('/api/wishlist', { user_slug: user.slug, slug: product.slug });
    const as = asUser(t.app, ada);
    expect((await as.get(`/api/wishlist?user_slug=${user.slug}`)).statusCode).toBe(403);
    expect(
      (await as.delete(`/api/wishlist?user_slug=${user.slug}&product_slug=${product.slug}`)).statusCode,
    ).toBe(403);
    expect((await as.delete(`/api/wishlist/delete_all/${user.slug}`)).statusCode).toBe(403);
    expect(await rowsOf(user)).toHaveLength(1);
  });
});

describe('POST /api/wishlist/merge', () => {
  it('adds new products, keeps existing ones once, and reports unknown or hidden ones', async () => {
    const user = await createTestUser(t.app);
    const as = asUser(t.app, user);
    const [kept, fresh, hidden] = await Promise.all([
      createProduct(t.database.db),
      createProduct(t.database.db),
      createProduct(t.database.db, { status: 'inactive' }),
    ]);
    await as.post('/api/wishlist', { user_slug: user.slug, slug: kept!.slug });
    const response = await as.post('/api/wishlist/merge', {
      slugs: [kept!.slug, fresh!.slug, fresh!.slug, hidden!.slug, 'ghost'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().added).toEqual([fresh!.slug]);
    expect(response.json().skipped).toEqual([
      { product_slug: hidden!.slug, reason: 'not_found' },
      { product_slug: 'ghost', reason: 'not_found' },
    ]);
    expect(response.json().wishlist).toHaveLength(2);
    expect(await rowsOf(user)).toHaveLength(2);
  });
});
