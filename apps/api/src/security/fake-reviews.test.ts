/**
 * Fake verified reviews: a seller buys from their own shop, marks the line delivered themselves and reviews
 * it with five stars; or any line marked delivered by its seller is reviewed at once, on the seller's word
 * alone. Reviews need a delivery the buyer confirmed (or one that stood for the waiting period), nobody
 * reviews their own shop, and only the buyer can confirm receipt. Prints its figures.
 */
import { REVIEW_WAIT_AFTER_SELLER_DELIVERY_DAYS } from '@shop/shared/review-rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, products, reviews } from '../db/schema/index.ts';
import { asUser, type Caller, orderRequest, putInCart } from '../modules/orders/orders.test-support.ts';
import {
  createTestSeller,
  type TestSeller,
} from '../modules/seller-dashboard/seller-dashboard.test-support.ts';
import { createTestUser, type TestUser } from '../modules/users/users.test-support.ts';
import { createProduct, type ProductRow } from '../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
const figures: Record<string, string | number> = {};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  console.info('fake-review figures', figures);
  await t?.close();
});

/** `buyer` orders one `product` of `seller`'s shop, and the seller moves the line to delivered by the API. */
async function boughtAndDeliveredBySeller(buyer: TestUser, seller: TestSeller, product: ProductRow) {
  await putInCart(t.app.db, buyer, product, 1);
  const placed = await orderRequest(asUser(t.app, buyer), buyer);
  expect(placed.statusCode).toBe(201);
  const order = placed.json().data;
  const lineSlug: string = order.product_list[0].line_slug;
  for (const status of ['processing', 'shipped', 'delivered']) {
    const moved = await asUser(t.app, seller).patch(`/api/seller/order-lines/${lineSlug}`, {
      line_status: status,
    });
    expect(moved.statusCode).toBe(200);
  }
  return { orderSlug: order.slug as string, lineSlug };
}

const review = (as: Caller, productSlug: string, orderSlug: string) =>
  as.post('/api/reviews', {
    product_slug: productSlug,
    order_slug: orderSlug,
    rating: 5,
    message: 'Superb!',
  });
const confirm = (as: Caller, orderSlug: string, body: Record<string, unknown> = {}) =>
  as.post(`/api/orders/${orderSlug}/confirm-receipt`, body);
const reviewCount = async (productId: number) =>
  (await t.app.db.select().from(reviews).where(eq(reviews.productId, productId))).length;

describe('a seller reviewing their own shop', () => {
  it('is refused (403 review_own_product) even after buying, delivering and confirming receipt', async () => {
    const seller = await createTestSeller(t.app);
    const product = await createProduct(t.app.db, { seller: seller.shop, rating: 4, reviewCount: 464 });
    const { orderSlug } = await boughtAndDeliveredBySeller(seller, seller, product);
    const as = asUser(t.app, seller);
    expect((await confirm(as, orderSlug)).statusCode).toBe(200);

    const refused = await review(as, product.slug, orderSlug);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'You cannot review products of your own shop',
      code: 'review_own_product',
    });
    const [after] = await t.app.db.select().from(products).where(eq(products.id, product.id));
    expect(after?.reviewCount).toBe(464);
    expect(await reviewCount(product.id)).toBe(0);
    figures['own-shop reviews accepted'] = 0;
  });
});

describe('a review right after a delivery only the seller asserts', () => {
  it('is refused until the buyer confirms receipt, then accepted', async () => {
    const seller = await createTestSeller(t.app);
    const product = await createProduct(t.app.db, { seller: seller.shop, name: 'Brass Lamp' });
    const buyer = await createTestUser(t.app);
    const { orderSlug } = await boughtAndDeliveredBySeller(buyer, seller, product);
    const as = asUser(t.app, buyer);

    const early = await review(as, product.slug, orderSlug);
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('review_receipt_unconfirmed');
    expect(early.json().message).toMatch(
      /^Confirm on your order page that you received Brass Lamp to review it now, or review it from \d{1,2} \w+ \d{4}$/,
    );
    expect(await reviewCount(product.id)).toBe(0);

    const confirmed = await confirm(as, orderSlug);
    expect(confirmed.statusCode).toBe(200);
    const line = confirmed.json().data.product_list[0];
    expect(line.received_at).toEqual(expect.any(String));
    expect(line.delivered_at).toEqual(expect.any(String));
    expect((await review(as, product.slug, orderSlug)).statusCode).toBe(201);
    figures['reviews accepted on the seller’s word alone, before the wait'] = 0;
  });

  it(`is accepted without confirmation once the delivery is ${REVIEW_WAIT_AFTER_SELLER_DELIVERY_DAYS} days old`, async () => {
    const seller = await createTestSeller(t.app);
    const product = await createProduct(t.app.db, { seller: seller.shop });
    const buyer = await createTestUser(t.app);
    const { orderSlug, lineSlug } = await boughtAndDeliveredBySeller(buyer, seller, product);
    const day = 24 * 3600_000;
    const justShort = new Date(Date.now() - REVIEW_WAIT_AFTER_SELLER_DELIVERY_DAYS * day + 60_000);
    await t.app.db.update(orderLines).set({ deliveredAt: justShort }).where(eq(orderLines.slug, lineSlug));
    expect((await review(asUser(t.app, buyer), product.slug, orderSlug)).statusCode).toBe(403);

    const waited = new Date(Date.now() - REVIEW_WAIT_AFTER_SELLER_DELIVERY_DAYS * day - 60_000);
    await t.app.db.update(orderLines).set({ deliveredAt: waited }).where(eq(orderLines.slug, lineSlug));
    expect((await review(asUser(t.app, buyer), product.slug, orderSlug)).statusCode).toBe(201);
  });
});

describe('confirming receipt', () => {
  it("cannot be done for someone else's order: 404 for strangers, 403 for its seller and admins", async () => {
    const seller = await createTestSeller(t.app);
    const product = await createProduct(t.app.db, { seller: seller.shop });
    const buyer = await createTestUser(t.app);
    const { orderSlug, lineSlug } = await boughtAndDeliveredBySeller(buyer, seller, product);
    const stranger = await createTestUser(t.app);
    const admin = await createTestUser(t.app, { role: 'admin' });

    const byStranger = await confirm(asUser(t.app, stranger), orderSlug);
    const unknown = await confirm(asUser(t.app, stranger), 'no-such-order');
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.json().code).toBe('order_not_found');
    expect(unknown.statusCode).toBe(404);
    expect(byStranger.json().message.replace(orderSlug, 'X')).toBe(
      unknown.json().message.replace('no-such-order', 'X'),
    );
    const bySeller = await confirm(asUser(t.app, seller), orderSlug, { line_slug: lineSlug });
    expect(bySeller.statusCode).toBe(403);
    expect(bySeller.json().code).toBe('not_order_buyer');
    expect((await confirm(asUser(t.app, admin), orderSlug)).statusCode).toBe(403);
    expect((await asUser(t.app).post(`/api/orders/${orderSlug}/confirm-receipt`, {})).statusCode).toBe(401);

    const [line] = await t.app.db.select().from(orderLines).where(eq(orderLines.slug, lineSlug));
    expect(line?.receivedAt).toBeNull();
    figures['receipts confirmed by someone other than the buyer'] = 0;
  });

  it('is refused before delivery (409), works per line, and a repeat keeps the first time', async () => {
    const seller = await createTestSeller(t.app);
    const product = await createProduct(t.app.db, { seller: seller.shop });
    const buyer = await createTestUser(t.app);
    const as = asUser(t.app, buyer);
    await putInCart(t.app.db, buyer, product, 1);
    const order = (await orderRequest(as, buyer)).json().data;
    const early = await confirm(as, order.slug);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'order_not_delivered',
      message: `Nothing in order ${order.slug} has been delivered yet`,
    });
    expect((await confirm(as, order.slug, { line_slug: 'no-such-line' })).statusCode).toBe(404);
    expect((await confirm(as, order.slug, { total: 0 })).statusCode).toBe(400);

    const lineSlug = order.product_list[0].line_slug;
    for (const status of ['processing', 'shipped', 'delivered']) {
      await asUser(t.app, seller).patch(`/api/seller/order-lines/${lineSlug}`, { line_status: status });
    }
    const first = await confirm(as, order.slug, { line_slug: lineSlug });
    expect(first.statusCode).toBe(200);
    const again = await confirm(as, order.slug);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.product_list[0].received_at).toBe(first.json().data.product_list[0].received_at);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.slug, order.slug));
    expect(row?.orderStatus).toBe('delivered');
  });
});
