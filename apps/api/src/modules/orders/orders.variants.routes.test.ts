/**
 * Products sold as variants (decision 16) through the API: product answers, the cart, its merge, checkout,
 * order lines and cancellation, on PGlite and PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, products, productVariants } from '../../db/schema/index.ts';
import {
  createFlashSale,
  createFlashSaleItem,
  createProduct,
} from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createVariantProduct } from '../../test-support/variant-fixtures.ts';
import { createTestUser, type TestUser } from '../users/users.test-support.ts';
import { asUser, type Caller, cartOf, orderRequest } from './orders.test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function buyer(): Promise<{ user: TestUser; as: Caller }> {
  const user = await createTestUser(t.app, { fullName: 'Grace Hopper' });
  return { user, as: asUser(t.app, user) };
}

const variantStock = async (sku: string) =>
  (await t.database.db.select().from(productVariants).where(eq(productVariants.sku, sku)))[0]?.stock;
const productStock = async (id: number) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0]?.stock;

function addToCart(as: Caller, user: TestUser, body: Record<string, unknown>) {
  return as.post('/api/cart', { user_slug: user.slug, ...body });
}

describe('product answers', () => {
  it("list options and variants; price, offer and SKU are the cheapest variant's, stock the sum", async () => {
    const tee = await createVariantProduct(t.database.db, {
      variants: [
        { sku: 'TEE-M-RED', options: { Size: 'M', Colour: 'Red' }, priceCents: 2500, stock: 2 },
        {
          sku: 'TEE-L-RED',
          options: { Size: 'L', Colour: 'Red' },
          priceCents: 2400,
          offerPriceCents: 1900,
          stock: 3,
        },
        {
          sku: 'TEE-M-BLUE',
          options: { Size: 'M', Colour: 'Blue' },
          priceCents: 2000,
          stock: 0,
          imageUrls: ['/uploads/tee-blue.webp'],
        },
      ],
    });
    const response = await asUser(t.app).get(`/api/products/${tee.slug}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ price: 24, offerPrice: 19, sku: 'TEE-L-RED', stock: 5 });
    expect(body.options).toEqual([
      { name: 'Size', values: ['M', 'L'] },
      { name: 'Colour', values: ['Red', 'Blue'] },
    ]);
    expect(body.variants).toEqual([
      {
        sku: 'TEE-M-RED',
        options: { Size: 'M', Colour: 'Red' },
        price: 25,
        offerPrice: null,
        stock: 2,
        imageURL: tee.imageUrls,
        weight: 200,
      },
      {
        sku: 'TEE-L-RED',
        options: { Size: 'L', Colour: 'Red' },
        price: 24,
        offerPrice: 19,
        stock: 3,
        imageURL: tee.imageUrls,
        weight: 200,
      },
      {
        sku: 'TEE-M-BLUE',
        options: { Size: 'M', Colour: 'Blue' },
        price: 20,
        offerPrice: null,
        stock: 0,
        imageURL: ['/uploads/tee-blue.webp'],
        weight: 200,
      },
    ]);
  });

  it('show a product without options as one default variant carrying its own price, stock and SKU', async () => {
    const lamp = await createProduct(t.database.db, { priceCents: 4200, offerPriceCents: 3900, stock: 7 });
    const body = (await asUser(t.app).get(`/api/products/${lamp.slug}`)).json();
    expect(body).toMatchObject({ price: 42, offerPrice: 39, stock: 7, sku: lamp.sku, options: [] });
    expect(body.variants).toEqual([
      {
        sku: lamp.sku,
        options: {},
        price: 42,
        offerPrice: 39,
        stock: 7,
        imageURL: lamp.imageUrls,
        weight: 500,
      },
    ]);
  });

  it("price every variant with the product's flash sale, where the sale price is below the variant's", async () => {
    const tee = await createVariantProduct(t.database.db, {
      variants: [
        { sku: 'FLASH-M', options: { Size: 'M' }, priceCents: 3000 },
        { sku: 'FLASH-L', options: { Size: 'L' }, priceCents: 1500 },
      ],
      options: [{ name: 'Size', values: ['M', 'L'] }],
    });
    const sale = await createFlashSale(t.database.db, { startsAt: new Date(Date.now() - 60_000) });
    await createFlashSaleItem(t.database.db, { flashSale: sale, product: tee, salePriceCents: 1200 });
    const body = (await asUser(t.app).get(`/api/products/${tee.slug}`)).json();
    expect(
      body.variants.map((v: { sku: string; offerPrice: number | null }) => [v.sku, v.offerPrice]),
    ).toEqual([
      ['FLASH-M', 12],
      ['FLASH-L', 12],
    ]);
  });
});

describe('POST /api/cart with variants', () => {
  it('asks which variant of a product with several (400 naming the choices), 404 for a SKU it lacks', async () => {
    const tee = await createVariantProduct(t.database.db);
    const { user, as } = await buyer();
    const unnamed = await addToCart(as, user, { product_slug: tee.slug });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toMatchObject({
      code: 'variant_required',
      message: 'Choose a variant: M / Red, L / Red, M / Blue',
    });
    const other = await createVariantProduct(t.database.db);
    for (const sku of ['NO-SUCH-SKU', other.variants[0]!.sku]) {
      const wrong = await addToCart(as, user, { product_slug: tee.slug, variant_sku: sku });
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json()).toMatchObject({ code: 'variant_not_found', message: `Tee has no variant ${sku}` });
    }
    const blank = await addToCart(as, user, { product_slug: tee.slug, variant_sku: '' });
    expect(blank.statusCode).toBe(400);
    expect(await cartOf(t.database.db, user)).toHaveLength(0);
  });

  it('keeps one line per variant, each priced and stocked as its variant', async () => {
    const tee = await createVariantProduct(t.database.db, {
      variants: [
        { sku: 'LINE-M-RED', options: { Size: 'M', Colour: 'Red' }, priceCents: 2000, stock: 4 },
        { sku: 'LINE-L-RED', options: { Size: 'L', Colour: 'Red' }, priceCents: 2200, stock: 1 },
      ],
    });
    const { user, as } = await buyer();
    expect(
      (await addToCart(as, user, { product_slug: tee.slug, variant_sku: 'LINE-M-RED' })).statusCode,
    ).toBe(201);
    const again = await addToCart(as, user, {
      product_slug: tee.slug,
      variant_sku: 'LINE-M-RED',
      quantity: 2,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ quantity: 3, variant_sku: 'LINE-M-RED', price: 20, stock: 4 });
    const large = await addToCart(as, user, { product_slug: tee.slug, variant_sku: 'LINE-L-RED' });
    expect(large.statusCode).toBe(201);
    expect(large.json()).toMatchObject({
      quantity: 1,
      variant_sku: 'LINE-L-RED',
      variant_options: { Size: 'L', Colour: 'Red' },
      price: 22,
      stock: 1,
      sku: 'LINE-L-RED',
    });
    const cart = (await as.get(`/api/cart?user_slug=${user.slug}`)).json();
    expect(
      cart.map((item: { variant_sku: string; quantity: number }) => [item.variant_sku, item.quantity]),
    ).toEqual([
      ['LINE-M-RED', 3],
      ['LINE-L-RED', 1],
    ]);
  });

  it("refuses more than the variant's stock (409 naming product and variant), whatever the other variants hold", async () => {
    const tee = await createVariantProduct(t.database.db, {
      variants: [
        { sku: 'OUT-M-RED', options: { Size: 'M', Colour: 'Red' }, stock: 0 },
        { sku: 'OUT-L-RED', options: { Size: 'L', Colour: 'Red' }, stock: 9 },
      ],
    });
    const { user, as } = await buyer();
    const response = await addToCart(as, user, { product_slug: tee.slug, variant_sku: 'OUT-M-RED' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'insufficient_stock',
      message: 'Not enough stock for Tee (M / Red): only 0 left',
    });
    expect(await cartOf(t.database.db, user)).toHaveLength(0);
  });

  it("removes one variant's line by variant_sku, or every line of the product without it", async () => {
    const tee = await createVariantProduct(t.database.db);
    const { user, as } = await buyer();
    for (const variant of tee.variants)
      await addToCart(as, user, { product_slug: tee.slug, variant_sku: variant.sku });
    const one = await as.delete(
      `/api/cart?user_slug=${user.slug}&product_slug=${tee.slug}&variant_sku=${tee.variants[1]!.sku}`,
    );
    expect(one.statusCode).toBe(200);
    expect(one.json().variant_sku).toBe(tee.variants[1]!.sku);
    expect(await cartOf(t.database.db, user)).toHaveLength(2);
    expect((await as.delete(`/api/cart?user_slug=${user.slug}&product_slug=${tee.slug}`)).statusCode).toBe(
      200,
    );
    expect(await cartOf(t.database.db, user)).toHaveLength(0);
  });
});

describe('POST /api/cart/merge with variants', () => {
  it('merges named variants; skips a product of several variants named without one, and unknown SKUs', async () => {
    const tee = await createVariantProduct(t.database.db);
    const lamp = await createProduct(t.database.db, { stock: 3 });
    const { as } = await buyer();
    const response = await as.post('/api/cart/merge', {
      items: [
        { product_slug: tee.slug, variant_sku: tee.variants[0]!.sku, quantity: 2 },
        { product_slug: tee.slug, variant_sku: tee.variants[2]!.sku, quantity: 1 },
        { product_slug: tee.slug, quantity: 1 },
        { product_slug: tee.slug, variant_sku: 'NOPE', quantity: 1 },
        { product_slug: lamp.slug, quantity: 1 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.merged).toEqual([
      { product_slug: tee.slug, variant_sku: tee.variants[0]!.sku, quantity: 2, capped: false },
      { product_slug: tee.slug, variant_sku: tee.variants[2]!.sku, quantity: 1, capped: false },
      { product_slug: lamp.slug, variant_sku: lamp.sku, quantity: 1, capped: false },
    ]);
    expect(body.skipped).toEqual([
      { product_slug: tee.slug, reason: 'choose_variant' },
      { product_slug: tee.slug, variant_sku: 'NOPE', reason: 'not_found' },
    ]);
    expect(body.cart).toHaveLength(3);
  });
});

describe('checkout with variants', () => {
  it("orders two variants of one product: lines copy SKU and options, each variant's stock goes down", async () => {
    const tee = await createVariantProduct(t.database.db, {
      variants: [
        { sku: 'BUY-M-RED', options: { Size: 'M', Colour: 'Red' }, priceCents: 2000, stock: 5 },
        { sku: 'BUY-L-RED', options: { Size: 'L', Colour: 'Red' }, priceCents: 2600, stock: 4 },
      ],
    });
    expect(await productStock(tee.id)).toBe(9);
    const { user, as } = await buyer();
    await addToCart(as, user, { product_slug: tee.slug, variant_sku: 'BUY-M-RED', quantity: 2 });
    await addToCart(as, user, { product_slug: tee.slug, variant_sku: 'BUY-L-RED', quantity: 1 });
    const response = await orderRequest(as, user);
    expect(response.statusCode).toBe(201);
    const order = response.json().data;
    expect(
      order.product_list.map((line: Record<string, unknown>) => [
        line.variant_sku,
        line.variant_options,
        line.price,
        line.quantity,
      ]),
    ).toEqual([
      ['BUY-M-RED', { Size: 'M', Colour: 'Red' }, 20, 2],
      ['BUY-L-RED', { Size: 'L', Colour: 'Red' }, 26, 1],
    ]);
    expect(order.subTotal).toBe(66);
    expect((await as.get(`/api/orders/${order.slug}`)).json().product_list).toEqual(order.product_list);
    expect(await variantStock('BUY-M-RED')).toBe(3);
    expect(await variantStock('BUY-L-RED')).toBe(3);
    expect(await productStock(tee.id)).toBe(6);

    const cancelled = await as.post(`/api/orders/${order.slug}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(await variantStock('BUY-M-RED')).toBe(5);
    expect(await variantStock('BUY-L-RED')).toBe(4);
    expect(await productStock(tee.id)).toBe(9);
  });

  it('gives the last unit of one variant to exactly one of two concurrent buyers; its other variants stay', async () => {
    const tee = await createVariantProduct(t.database.db, {
      name: 'Last Tee',
      variants: [
        { sku: 'RACE-M-RED', options: { Size: 'M', Colour: 'Red' }, stock: 1 },
        { sku: 'RACE-L-RED', options: { Size: 'L', Colour: 'Red' }, stock: 6 },
      ],
    });
    const a = await buyer();
    const b = await buyer();
    for (const { user, as } of [a, b])
      expect(
        (await addToCart(as, user, { product_slug: tee.slug, variant_sku: 'RACE-M-RED' })).statusCode,
      ).toBe(201);
    const responses = await Promise.all([orderRequest(a.as, a.user), orderRequest(b.as, b.user)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused?.json().message).toBe('Not enough stock for Last Tee (M / Red)');
    expect(await variantStock('RACE-M-RED')).toBe(0);
    expect(await variantStock('RACE-L-RED')).toBe(6);
    expect(await productStock(tee.id)).toBe(6);
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.productId, tee.id));
    expect(lines.map((line) => line.variantSku)).toEqual(['RACE-M-RED']);
  });

  it('leaves a product without options as it was: cart and order by product slug alone', async () => {
    const lamp = await createProduct(t.database.db, { name: 'Plain Lamp', priceCents: 3000, stock: 2 });
    const { user, as } = await buyer();
    const added = await addToCart(as, user, { product_slug: lamp.slug, quantity: 2 });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ variant_sku: lamp.sku, variant_options: {}, price: 30, stock: 2 });
    const response = await orderRequest(as, user);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.product_list[0]).toMatchObject({
      productName: 'Plain Lamp',
      variant_sku: lamp.sku,
      variant_options: {},
      quantity: 2,
    });
    expect(await productStock(lamp.id)).toBe(0);
    expect(await variantStock(lamp.sku!)).toBe(0);
  });
});
