import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, products } from '../../db/schema/index.ts';
import { createProduct, createSeller } from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { asUser, type Caller, cartOf, putInCart } from '../orders/orders.test-support.ts';
import { createTestUser, type TestUser } from '../users/users.test-support.ts';

let t: TestApp;
let ada: TestUser;
let bob: TestUser;
let admin: TestUser;
let asAda: Caller;
let asBob: Caller;

beforeAll(async () => {
  t = await createTestApp();
  [ada, bob, admin] = await Promise.all([
    createTestUser(t.app, { fullName: 'Ada Lovelace' }),
    createTestUser(t.app),
    createTestUser(t.app, { role: 'admin' }),
  ]);
  asAda = asUser(t.app, ada);
  asBob = asUser(t.app, bob);
});
afterAll(async () => {
  await t?.close();
});

const badQuantities: [string, unknown][] = [
  ['zero', 0],
  ['negative', -1],
  ['fractional', 1.5],
  ['a string', '1'],
  ['1e21', 1e21],
  ['2^53', 2 ** 53],
];

describe('POST /api/cart', () => {
  it('answers 401 to a visitor, whatever the body', async () => {
    const response = await asUser(t.app).post('/api/cart', { nonsense: true });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, code: 'unauthorized' });
  });

  it('adds a line with quantity 1 (201), then raises it by the quantity sent (200)', async () => {
    const product = await createProduct(t.database.db, {
      priceCents: 1999,
      offerPriceCents: 1499,
      stock: 10,
    });
    const first = await asAda.post('/api/cart', { user_slug: ada.slug, product_slug: product.slug });
    expect(first.statusCode).toBe(201);
    const item = first.json();
    expect(item).toMatchObject({
      slug: product.slug,
      productName: product.productName,
      price: 19.99,
      offerPrice: 14.99,
      quantity: 1,
      stock: 10,
      imageURL: product.imageUrls,
    });
    expect(item.cart_slug).toEqual(expect.any(String));

    const again = await asAda.post('/api/cart', {
      user_slug: ada.slug,
      product_slug: product.slug,
      quantity: 3,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ cart_slug: item.cart_slug, quantity: 4 });
    const rows = (await cartOf(t.database.db, ada)).filter((row) => row.productId === product.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.quantity).toBe(4);
  });

  it.each(badQuantities)(
    'refuses a %s quantity with 400 naming quantity, writing nothing',
    async (_name, quantity) => {
      const product = await createProduct(t.database.db, { stock: 10 });
      const response = await asAda.post('/api/cart', {
        user_slug: ada.slug,
        product_slug: product.slug,
        quantity,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        code: 'validation_error',
      });
      expect(response.json().message).toMatch(/quantity/i);
      expect((await cartOf(t.database.db, ada)).some((row) => row.productId === product.id)).toBe(false);
    },
  );

  it('refuses more than the stock with 409 naming the product, counting what is already in the cart', async () => {
    const product = await createProduct(t.database.db, { name: 'Brass Telescope', stock: 3 });
    const tooMany = await asAda.post('/api/cart', {
      user_slug: ada.slug,
      product_slug: product.slug,
      quantity: 4,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'insufficient_stock' });
    expect(tooMany.json().message).toContain('Brass Telescope');

    expect(
      (await asAda.post('/api/cart', { user_slug: ada.slug, product_slug: product.slug, quantity: 2 }))
        .statusCode,
    ).toBe(201);
    const over = await asAda.post('/api/cart', {
      user_slug: ada.slug,
      product_slug: product.slug,
      quantity: 2,
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      'Not enough stock for Brass Telescope: only 3 left and 2 already in your cart',
    );
    const [row] = (await cartOf(t.database.db, ada)).filter((line) => line.productId === product.id);
    expect(row?.quantity).toBe(2);
  });

  it('never lets concurrent adds pass the stock', async () => {
    const product = await createProduct(t.database.db, { stock: 3 });
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        asBob.post('/api/cart', { user_slug: bob.slug, product_slug: product.slug }),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 409)).toHaveLength(3);
    const [row] = (await cartOf(t.database.db, bob)).filter((line) => line.productId === product.id);
    expect(row?.quantity).toBe(3);
  });

  it('only adds products shoppers can see (404 otherwise)', async () => {
    const hiddenSeller = await createSeller(t.database.db, { status: 'inactive' });
    const hidden = await Promise.all([
      createProduct(t.database.db, { status: 'inactive' }),
      createProduct(t.database.db, { approvalStatus: 'pending' }),
      createProduct(t.database.db, { approvalStatus: 'rejected' }),
      createProduct(t.database.db, { seller: hiddenSeller }),
    ]);
    for (const product of hidden) {
      const response = await asAda.post('/api/cart', { user_slug: ada.slug, product_slug: product.slug });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'product_not_found' });
    }
    const unknown = await asAda.post('/api/cart', { user_slug: ada.slug, product_slug: 'no-such-product' });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses client prices as unknown fields', async () => {
    const product = await createProduct(t.database.db);
    const response = await asAda.post('/api/cart', {
      user_slug: ada.slug,
      product_slug: product.slug,
      price: 0.01,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('price');
  });

  it("answers 403 for someone else's cart and changes nothing", async () => {
    const product = await createProduct(t.database.db);
    const response = await asAda.post('/api/cart', { user_slug: bob.slug, product_slug: product.slug });
    expect(response.statusCode).toBe(403);
    expect((await cartOf(t.database.db, bob)).some((row) => row.productId === product.id)).toBe(false);
  });

  it("lets an admin fill someone else's cart", async () => {
    const product = await createProduct(t.database.db);
    const response = await asUser(t.app, admin).post('/api/cart', {
      user_slug: bob.slug,
      product_slug: product.slug,
    });
    expect(response.statusCode).toBe(201);
    expect((await cartOf(t.database.db, bob)).some((row) => row.productId === product.id)).toBe(true);
  });
});

describe('PATCH /api/cart', () => {
  it('sets the quantity within the stock', async () => {
    const product = await createProduct(t.database.db, { stock: 5 });
    const { cart_slug } = (
      await asAda.post('/api/cart', { user_slug: ada.slug, product_slug: product.slug })
    ).json();
    const response = await asAda.patch(`/api/cart?cart_slug=${cart_slug}`, { quantity: 5 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ cart_slug, quantity: 5, slug: product.slug });
  });

  it.each(badQuantities)('refuses a %s quantity with 400 and keeps the line', async (_name, quantity) => {
    const product = await createProduct(t.database.db, { stock: 5 });
    const { cart_slug } = (
      await asAda.post('/api/cart', { user_slug: ada.slug, product_slug: product.slug })
    ).json();
    const response = await asAda.patch(`/api/cart?cart_slug=${cart_slug}`, { quantity });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/quantity/i);
    const [row] = await t.database.db.select().from(carts).where(eq(carts.cartSlug, cart_slug));
    expect(row?.quantity).toBe(1);
  });

  it('answers 409 naming the product above the stock', async () => {
    const product = await createProduct(t.database.db, { name: 'Silk Scarf', stock: 2 });
    const { cart_slug } = (
      await asAda.post('/api/cart', { user_slug: ada.slug, product_slug: product.slug })
    ).json();
    const response = await asAda.patch(`/api/cart?cart_slug=${cart_slug}`, { quantity: 3 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Not enough stock for Silk Scarf: only 2 left');
  });

  it("answers 403 for someone else's line and 404 for an unknown one", async () => {
    const product = await createProduct(t.database.db, { stock: 5 });
    const { cart_slug } = (
      await asBob.post('/api/cart', { user_slug: bob.slug, product_slug: product.slug })
    ).json();
    const response = await asAda.patch(`/api/cart?cart_slug=${cart_slug}`, { quantity: 4 });
    expect(response.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(carts).where(eq(carts.cartSlug, cart_slug));
    expect(row?.quantity).toBe(1);
    expect((await asAda.patch('/api/cart?cart_slug=nope', { quantity: 1 })).statusCode).toBe(404);
  });
});

describe('GET and DELETE /api/cart', () => {
  it("lists the user's visible lines oldest first, and only to the user", async () => {
    const user = await createTestUser(t.app);
    const as = asUser(t.app, user);
    const [first, second, later] = await Promise.all([
      createProduct(t.database.db),
      createProduct(t.database.db),
      createProduct(t.database.db),
    ]);
    await putInCart(t.database.db, user, first!, 2);
    await putInCart(t.database.db, user, second!, 1);
    await putInCart(t.database.db, user, later!, 1);
    await t.database.db.update(products).set({ status: 'inactive' }).where(eq(products.id, later!.id));

    const response = await as.get(`/api/cart?user_slug=${user.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(
      response.json().map((item: { slug: string; quantity: number }) => [item.slug, item.quantity]),
    ).toEqual([
      [first!.slug, 2],
      [second!.slug, 1],
    ]);
    expect((await asAda.get(`/api/cart?user_slug=${user.slug}`)).statusCode).toBe(403);
    expect((await asUser(t.app).get(`/api/cart?user_slug=${user.slug}`)).statusCode).toBe(401);
  });

  it('removes one product and answers the removed item, then 404', async () => {
    const user = await createTestUser(t.app);
    const as = asUser(t.app, user);
    const product = await createProduct(t.database.db);
    await putInCart(t.database.db, user, product, 2);
    const removed = await as.delete(`/api/cart?user_slug=${user.slug}&product_slug=${product.slug}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ slug: product.slug, quantity: 2 });
    expect(await cartOf(t.database.db, user)).toHaveLength(0);
    const again = await as.delete(`/api/cart?user_slug=${user.slug}&product_slug=${product.slug}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ statusCode: 404, code: 'cart_line_not_found' });
  });

  it("refuses to remove from or empty someone else's cart (403, nothing changes)", async () => {
    const user = await createTestUser(t.app);
    const product = await createProduct(t.database.db);
    await putInCart(t.database.db, user, product, 1);
    expect(
      (await asAda.delete(`/api/cart?user_slug=${user.slug}&product_slug=${product.slug}`)).statusCode,
    ).toBe(403);
    expect((await asAda.delete(`/api/cart/delete_all/${user.slug}`)).statusCode).toBe(403);
    expect(await cartOf(t.database.db, user)).toHaveLength(1);
  });

  it('empties the cart and says how many lines went', async () => {
    const user = await createTestUser(t.app);
    for (const product of await Promise.all([createProduct(t.database.db), createProduct(t.database.db)])) {
      await putInCart(t.database.db, user, product, 1);
    }
    const response = await asUser(t.app, user).delete(`/api/cart/delete_all/${user.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deletedCount: 2 });
    expect(await cartOf(t.database.db, user)).toHaveLength(0);
  });
});

describe('POST /api/cart/merge', () => {
  it('adds the browser cart: quantities add up, capped by stock; unknown, hidden and sold-out items are skipped', async () => {
    const user = await createTestUser(t.app);
    const as = asUser(t.app, user);
    const [plenty, scarce, soldOut, hidden] = await Promise.all([
      createProduct(t.database.db, { stock: 50 }),
      createProduct(t.database.db, { stock: 4 }),
      createProduct(t.database.db, { stock: 0 }),
      createProduct(t.database.db, { status: 'inactive' }),
    ]);
    await putInCart(t.database.db, user, scarce!, 3);
    const response = await as.post('/api/cart/merge', {
      items: [
        { product_slug: plenty!.slug, quantity: 2 },
        { product_slug: plenty!.slug, quantity: 1 },
        { product_slug: scarce!.slug, quantity: 5 },
        { product_slug: soldOut!.slug, quantity: 1 },
        { product_slug: hidden!.slug, quantity: 1 },
        { product_slug: 'never-heard-of-it', quantity: 1 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.merged).toEqual([
      { product_slug: plenty!.slug, variant_sku: plenty!.sku, quantity: 3, capped: false },
      { product_slug: scarce!.slug, variant_sku: scarce!.sku, quantity: 4, capped: true },
    ]);
    expect(body.skipped).toEqual([
      { product_slug: soldOut!.slug, reason: 'out_of_stock' },
      { product_slug: hidden!.slug, reason: 'not_found' },
      { product_slug: 'never-heard-of-it', reason: 'not_found' },
    ]);
    expect(body.cart.map((item: { slug: string; quantity: number }) => [item.slug, item.quantity])).toEqual([
      [scarce!.slug, 4],
      [plenty!.slug, 3],
    ]);
  });

  it('validates each quantity and refuses merging into someone else', async () => {
    const product = await createProduct(t.database.db);
    const bad = await asAda.post('/api/cart/merge', { items: [{ product_slug: product.slug, quantity: 0 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/items\.0\.quantity/);
    const other = await asAda.post('/api/cart/merge', {
      user_slug: bob.slug,
      items: [{ product_slug: product.slug, quantity: 1 }],
    });
    expect(other.statusCode).toBe(403);
    expect((await cartOf(t.database.db, bob)).some((row) => row.productId === product.id)).toBe(false);
  });
});

describe('GET /api/with-user/{user}', () => {
  it('carries the same cart and wishlist items as their own calls', async () => {
    const user = await createTestUser(t.app);
    const as = asUser(t.app, user);
    const product = await createProduct(t.database.db);
    await as.post('/api/cart', { user_slug: user.slug, product_slug: product.slug, quantity: 2 });
    await as.post('/api/wishlist', { user_slug: user.slug, slug: product.slug });
    const site = (await as.get(`/api/with-user/${user.slug}`)).json();
    expect(site.cart).toEqual((await as.get(`/api/cart?user_slug=${user.slug}`)).json());
    expect(site.wishlist).toEqual((await as.get(`/api/wishlist?user_slug=${user.slug}`)).json());
  });
});
