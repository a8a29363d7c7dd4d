/**
 * The seller's tables: `sort`/`order` on the products list, `search` and `sort`/`order` on the order-lines
 * list. The seller's scope holds whatever the search says: another shop's lines never show.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { asUser, type Caller, orderRequest, putInCart } from '../orders/orders.test-support.ts';
import { createTestUser } from '../users/users.test-support.ts';
import { createTestSeller, type TestSeller } from './seller-dashboard.test-support.ts';

let t: TestApp;
let seller: TestSeller;
let other: TestSeller;
let asSeller: Caller;
const orderSlugs: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  seller = await createTestSeller(t.app, { shopName: 'Sorting Shop' });
  other = await createTestSeller(t.app, { shopName: 'Elsewhere Shop' });
  asSeller = asUser(t.app, seller);
  const db = t.database.db;
  const [mug, rug, cheap] = await Promise.all([
    createProduct(db, { seller: seller.shop, name: 'Blue Mug', priceCents: 1_200, stock: 40 }),
    createProduct(db, { seller: seller.shop, name: 'Woven Rug', priceCents: 9_900, stock: 3 }),
    createProduct(db, { seller: seller.shop, name: 'Plain Coaster', priceCents: 300, stock: 15 }),
  ]);
  const foreign = await createProduct(db, { seller: other.shop, name: 'Blue Mug Elsewhere' });
  // Two buyers: Mona buys two mugs and a foreign mug, Otto one rug.
  const mona = await createTestUser(t.app, { fullName: 'Mona Mugbuyer' });
  await putInCart(db, mona, mug!, 2);
  await putInCart(db, mona, foreign, 1);
  const first = await orderRequest(asUser(t.app, mona), mona);
  const otto = await createTestUser(t.app, { fullName: 'Otto Rugbuyer' });
  await putInCart(db, otto, rug!, 1);
  const second = await orderRequest(asUser(t.app, otto), otto);
  for (const placed of [first, second]) {
    expect(placed.statusCode).toBe(201);
    orderSlugs.push(placed.json().data.slug);
  }
  expect(cheap).toBeDefined();
});
afterAll(async () => {
  await t?.close();
});

const names = (items: { productName: string }[]) => items.map((item) => item.productName);

describe('seller products table', () => {
  it('sorts the own products by price, stock and name in either direction', async () => {
    const byPrice = await asSeller.get('/api/seller/products?sort=price&order=desc');
    expect(byPrice.statusCode).toBe(200);
    expect(names(byPrice.json().items)).toEqual(['Woven Rug', 'Blue Mug', 'Plain Coaster']);
    const byStock = await asSeller.get('/api/seller/products?sort=stock&order=asc');
    expect(names(byStock.json().items)).toEqual(['Woven Rug', 'Plain Coaster', 'Blue Mug']);
    const byName = await asSeller.get('/api/seller/products?sort=name');
    expect(names(byName.json().items)).toEqual(['Blue Mug', 'Plain Coaster', 'Woven Rug']);
  });

  it('refuses an unknown column with a plain 400', async () => {
    const response = await asSeller.get('/api/seller/products?sort=seller_id');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error' });
    expect(response.json().message).toContain('sort');
    expect(response.json().message).toContain('price');
  });
});

describe('seller order-lines table', () => {
  it('finds the own lines by product, buyer or order, never another shop’s', async () => {
    const mugs = await asSeller.get('/api/seller/order-lines?search=mug');
    expect(mugs.statusCode).toBe(200);
    expect(mugs.json()).toMatchObject({ count: 1, items: [{ productName: 'Blue Mug' }] });
    const otto = await asSeller.get('/api/seller/order-lines?search=otto');
    expect(names(otto.json().items)).toEqual(['Woven Rug']);
    const byOrder = await asSeller.get(`/api/seller/order-lines?search=${orderSlugs[0]}`);
    expect(names(byOrder.json().items)).toEqual(['Blue Mug']);
    const elsewhere = await asUser(t.app, other).get('/api/seller/order-lines?search=mug');
    expect(names(elsewhere.json().items)).toEqual(['Blue Mug Elsewhere']);
    expect((await asSeller.get('/api/seller/order-lines?search=%25')).json().count).toBe(0);
  });

  it('sorts the own lines by total, quantity and product', async () => {
    // Mugs: 2 × $12 = $24; the rug: 1 × $99.
    const byTotal = await asSeller.get('/api/seller/order-lines?sort=total&order=desc');
    expect(names(byTotal.json().items)).toEqual(['Woven Rug', 'Blue Mug']);
    const byQuantity = await asSeller.get('/api/seller/order-lines?sort=quantity&order=desc');
    expect(names(byQuantity.json().items)).toEqual(['Blue Mug', 'Woven Rug']);
    const byProduct = await asSeller.get('/api/seller/order-lines?sort=product&order=desc');
    expect(names(byProduct.json().items)).toEqual(['Woven Rug', 'Blue Mug']);
    const byPlaced = await asSeller.get('/api/seller/order-lines?sort=placed&order=asc');
    expect(names(byPlaced.json().items)).toEqual(['Blue Mug', 'Woven Rug']);
  });

  it('refuses an unknown column or a bad search with a plain 400', async () => {
    const column = await asSeller.get('/api/seller/order-lines?sort=buyer_email');
    expect(column.statusCode).toBe(400);
    expect(column.json().message).toContain('sort');
    expect(column.json().message).toContain('quantity');
    const search = await asSeller.get(`/api/seller/order-lines?search=${'y'.repeat(201)}`);
    expect(search.statusCode).toBe(400);
    expect(search.json().message).toContain('search');
  });
});
