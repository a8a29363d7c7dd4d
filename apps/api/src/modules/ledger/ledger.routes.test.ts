/**
 * Money end to end through the API, on the database the tests run on (PGlite, or PostgreSQL with
 * DATABASE_URL): one price on every surface, capped flash-sale units, ledger entries written with the order,
 * reversals on cancel, entries that cannot be updated or deleted, the seller's statement and CSV, the
 * admin's marketplace revenue, the backfill of orders written without entries, and a fast-check property
 * over random multi-shop orders placed for real.
 */
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flashSaleItems, ledgerEntries, orderLines, orders } from '../../db/schema/index.ts';
import {
  createFlashSale,
  createFlashSaleItem,
  createProduct,
  createSeller,
} from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { asUser, createCoupon, deliver, orderRequest, putInCart } from '../orders/orders.test-support.ts';
import { createTestSeller, type TestSeller } from '../seller-dashboard/seller-dashboard.test-support.ts';
import { createTestUser, type TestUser } from '../users/users.test-support.ts';
import { recordUnrecordedOrders } from './ledger.repository.ts';
import { buyerPaidCents, marketplaceNetCents, sellerNetCents, sumEntries } from './ledger.rules.ts';

/** Orders placed by the database property; reported with the test counts. */
const PLACED_ORDER_RUNS = 15;

let t: TestApp;
let admin: TestUser;
let saleId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.app, { role: 'admin' });
  // One flash sale runs at a time; every test of this file joins this one.
  saleId = (await createFlashSale(t.database.db, { endsAt: new Date(Date.now() + 3600_000) })).id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function buyer() {
  const user = await createTestUser(t.app);
  return { user, as: asUser(t.app, user) };
}

async function entriesOf(orderSlug: string) {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.slug, orderSlug));
  if (!order) throw new Error(`order ${orderSlug} not found`);
  const entries = await t.database.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orderId, order.id))
    .orderBy(ledgerEntries.id);
  return { order, entries };
}

/** For each shop of the order: its net; and the marketplace's take. */
function split(entries: (typeof ledgerEntries.$inferSelect)[]) {
  const shops = [...new Set(entries.map((entry) => entry.sellerId))];
  const nets = shops.map((shop) =>
    sellerNetCents(sumEntries(entries.filter((entry) => entry.sellerId === shop))),
  );
  return { nets, take: marketplaceNetCents(sumEntries(entries)), paid: buyerPaidCents(sumEntries(entries)) };
}

describe('one price everywhere', () => {
  it('shows the flash-sale price on the product, the flash list, the cart and the quote, and charges it', async () => {
    const { user, as } = await buyer();
    const lamp = await createProduct(t.database.db, {
      name: 'Flash Desk Lamp',
      priceCents: 4500,
      offerPriceCents: 3799,
      stock: 10,
    });
    await createFlashSaleItem(t.database.db, {
      flashSale: { id: saleId },
      product: lamp,
      salePriceCents: 2849,
    });

    const product = (await as.get(`/api/products/${lamp.slug}`)).json();
    expect(product).toMatchObject({ price: 45, offerPrice: 28.49 });
    expect(Date.parse(product.flashSaleEndsAt)).toBeGreaterThan(Date.now());
    const flashList = (await as.get('/api/flash-sale/user')).json();
    const item = flashList.find((entry: { product_slug: string }) => entry.product_slug === lamp.slug);
    expect(item).toMatchObject({ salePrice: 28.49, productsData: { offerPrice: 28.49 } });

    await putInCart(t.database.db, user, lamp, 1);
    const cart = (await as.get(`/api/cart?user_slug=${user.slug}`)).json();
    expect(cart).toEqual([expect.objectContaining({ slug: lamp.slug, offerPrice: 28.49 })]);
    const quote = (await as.get(`/api/orders/quote?user_slug=${user.slug}`)).json();
    expect(quote.product_list[0]).toMatchObject({ offerPrice: 28.49, lineTotal: 28.49 });

    const placed = await orderRequest(as, user);
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.product_list[0]).toMatchObject({ price: 45, offerPrice: 28.49 });
  });

  it('sells at most the capped units at the sale price; then the next buyer sees and pays the regular price', async () => {
    const mug = await createProduct(t.database.db, { name: 'Capped Mug', priceCents: 2000, stock: 20 });
    const item = await createFlashSaleItem(t.database.db, {
      flashSale: { id: saleId },
      product: mug,
      salePriceCents: 1000,
      saleQuantity: 3,
    });
    // Two buyers of 2 units each race for 3 sale units: at most one line is sold at the sale price.
    const racers = await Promise.all([buyer(), buyer()]);
    for (const racer of racers) await putInCart(t.database.db, racer.user, mug, 2);
    const answers = await Promise.all(racers.map((racer) => orderRequest(racer.as, racer.user)));
    const placed = answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.json().data);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({
        code: 'flash_sale_sold_out',
        message: expect.stringContaining('Capped Mug'),
      });
    }
    expect(placed.filter((order) => order.product_list[0].offerPrice === 10)).toHaveLength(1);
    const [row] = await t.database.db.select().from(flashSaleItems).where(eq(flashSaleItems.id, item.id));
    expect(row?.soldQuantity).toBe(2);

    // One sale unit is left: a single unit still gets it, two units do not.
    const late = await buyer();
    expect((await late.as.get(`/api/products/${mug.slug}`)).json()).toMatchObject({ offerPrice: 10 });
    await putInCart(t.database.db, late.user, mug, 2);
    const cart = (await late.as.get(`/api/cart?user_slug=${late.user.slug}`)).json();
    expect(cart[0]).toMatchObject({ price: 20, offerPrice: null, flashSaleEndsAt: null });
    const order = (await orderRequest(late.as, late.user)).json().data;
    expect(order.product_list[0]).toMatchObject({ price: 20, offerPrice: null });

    // Cancelling the sale-price order gives its units back.
    const winner = answers.findIndex(
      (answer) => answer.statusCode === 201 && answer.json().data.product_list[0].offerPrice === 10,
    );
    const saleOrder = answers[winner]!.json().data;
    const cancel = await racers[winner]!.as.post(`/api/orders/${saleOrder.slug}/cancel`, {});
    expect(cancel.statusCode).toBe(200);
    const [after] = await t.database.db.select().from(flashSaleItems).where(eq(flashSaleItems.id, item.id));
    expect(after?.soldQuantity).toBe(0);
  });
});

describe('the ledger', () => {
  let lampShop: TestSeller;
  let orderSlug: string;

  beforeAll(async () => {
    lampShop = await createTestSeller(t.app, { shopName: 'Lamps Ltd' });
    const lamp = await createProduct(t.database.db, {
      seller: lampShop.shop,
      name: 'Brass Lamp',
      priceCents: 5900,
    });
    const coupon = await createCoupon(t.database.db, {
      code: 'LAMPS15',
      kind: 'percent',
      value: 15,
      sellerId: lampShop.shop.id,
    });
    const { user, as } = await buyer();
    await putInCart(t.database.db, user, lamp, 1);
    const placed = await orderRequest(as, user, { coupon_code: coupon.code });
    expect(placed.statusCode).toBe(201);
    orderSlug = placed.json().data.slug;
    expect(placed.json().data).toMatchObject({ subTotal: 59, discount: 8.85, shippingCost: 0, total: 50.15 });
  }, 120_000);

  it('writes the order’s entries with it: sale, discount funded by the shop, commission after that discount', async () => {
    const { order, entries } = await entriesOf(orderSlug);
    expect(entries.map((entry) => [entry.kind, entry.fundedBy, entry.amountCents])).toEqual([
      ['sale', null, 5900],
      ['discount', 'seller', 885],
      ['commission', null, 501],
    ]);
    const { nets, take, paid } = split(entries);
    expect(paid).toBe(order.totalCents);
    // The shop gets 45.14: never more than the 50.15 the buyer paid (it was 53.10 before the ledger).
    expect(nets).toEqual([4514]);
    expect(nets[0]! + take).toBe(order.totalCents);
  });

  it('refuses to update or delete an entry', async () => {
    const { entries } = await entriesOf(orderSlug);
    const id = entries[0]!.id;
    // Drizzle wraps the driver's error; the database's own message is its cause.
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'written',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(
      await refusal(t.database.db.execute(sql`update ledger_entries set amount_cents = 1 where id = ${id}`)),
    ).toMatch(/never updated or deleted/);
    expect(await refusal(t.database.db.execute(sql`delete from ledger_entries where id = ${id}`))).toMatch(
      /never updated or deleted/,
    );
    expect((await entriesOf(orderSlug)).entries).toEqual(entries);
  });

  it('gives the shop a statement: pending until delivered, then payable; and a CSV of it', async () => {
    const caller = asUser(t.app, lampShop);
    const before = (await caller.get('/api/seller/earnings')).json();
    expect(before.totals).toMatchObject({
      gross: 59,
      sellerDiscounts: 8.85,
      commission: 5.01,
      shipping: 0,
      net: 45.14,
      pending: 45.14,
      payable: 0,
      orders: 1,
    });
    await deliver(t.database.db, orderSlug);
    const after = (await caller.get('/api/seller/earnings')).json();
    expect(after.totals).toMatchObject({ net: 45.14, pending: 0, payable: 45.14 });
    expect(after.byOrder.items).toEqual([expect.objectContaining({ order_slug: orderSlug, net: 45.14 })]);
    expect(after.byMonth).toEqual([
      expect.objectContaining({ month: new Date().toISOString().slice(0, 7), net: 45.14, payable: 45.14 }),
    ]);

    const csv = await caller.get('/api/seller/earnings/statement.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, row] = csv.body.trim().split('\r\n');
    expect(header).toBe(
      'order,order_date,month,gross,seller_discounts,commission,shipping,net,pending,payable',
    );
    expect(row).toMatch(new RegExp(`^${orderSlug},.*,59.00,8.85,5.01,0.00,45.14,0.00,45.14$`));
  });

  it("shows the admin the marketplace's revenue: commission, promotion cost, net take, per month and shop", async () => {
    const overview = (await asUser(t.app, admin).get('/api/admin/overview')).json();
    const { totals, byMonth, bySeller } = overview.marketplaceRevenue;
    expect(totals.netTake).toBeCloseTo(totals.commission - totals.marketplaceDiscounts, 2);
    expect(byMonth[0].month).toBe(new Date().toISOString().slice(0, 7));
    expect(bySeller).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ shop_slug: lampShop.shop.shopSlug, commission: 5.01, netTake: 5.01 }),
      ]),
    );
  });

  it('reverses the entries of a cancelled order; the original entries stay as written', async () => {
    const shop = await createSeller(t.database.db, { shopName: 'Cancel Shop' });
    const vase = await createProduct(t.database.db, { seller: shop, priceCents: 1200 });
    const { user, as } = await buyer();
    await putInCart(t.database.db, user, vase, 1);
    const data = (await orderRequest(as, user)).json().data;
    const written = (await entriesOf(data.slug)).entries;
    expect((await as.post(`/api/orders/${data.slug}/cancel`, {})).statusCode).toBe(200);
    const { entries } = await entriesOf(data.slug);
    expect(entries.slice(0, written.length)).toEqual(written);
    const reversals = entries.slice(written.length);
    expect(reversals.map((entry) => [entry.kind, entry.amountCents])).toEqual(
      written.map((entry) => [entry.kind, -entry.amountCents]),
    );
    expect(split(entries)).toMatchObject({ nets: [0], take: 0, paid: 0 });
  });
});

describe('orders written without entries (the demo seed, orders from before the ledger)', () => {
  it('are recorded like checkout would have, cancelled lines reversed', async () => {
    const shopA = await createSeller(t.database.db, { shopName: 'Backfill A' });
    const shopB = await createSeller(t.database.db, { shopName: 'Backfill B' });
    await createCoupon(t.database.db, { code: 'BACKFILL5', kind: 'amount', value: 500, sellerId: shopA.id });
    const { user } = await buyer();
    const db = t.database.db;
    // 2 × $30 from A (free shipping), $10 from B ($4.99), A's $5 coupon; B's line later cancelled.
    const [order] = await db
      .insert(orders)
      .values({
        userId: user.id,
        subtotalCents: 7000,
        discountCents: 500,
        shippingCents: 499,
        totalCents: 6999,
        couponCode: 'BACKFILL5',
        paymentMethod: 'cod',
        shippingName: 'Ada',
        shippingPhone: '1',
        shippingCountry: 'UK',
        shippingCity: 'London',
        shippingAddress: '1 St',
      })
      .returning();
    const line = (
      sellerId: number,
      priceCents: number,
      quantity: number,
      lineStatus: 'pending' | 'cancelled',
    ) => ({
      orderId: order!.id,
      sellerId,
      productSlug: `p-${sellerId}`,
      productName: 'Product',
      priceCents,
      quantity,
      commissionRateBps: 1000,
      lineStatus,
    });
    await db
      .insert(orderLines)
      .values([line(shopA.id, 3000, 2, 'pending'), line(shopB.id, 1000, 1, 'cancelled')]);

    expect(await recordUnrecordedOrders(db)).toBeGreaterThanOrEqual(1);
    expect(await recordUnrecordedOrders(db)).toBe(0);
    const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order!.id));
    const ofShop = (id: number) => sumEntries(entries.filter((entry) => entry.sellerId === id));
    expect(ofShop(shopA.id)).toEqual({
      sales: 6000,
      sellerDiscounts: 500,
      marketplaceDiscounts: 0,
      commission: 550,
      shipping: 0,
    });
    // B's line and shipping were written, then reversed.
    expect(sellerNetCents(ofShop(shopB.id))).toBe(0);
    expect(
      entries.filter((entry) => entry.sellerId === shopB.id && entry.reversesEntryId !== null),
    ).toHaveLength(3);
  });
});

describe('random multi-shop orders placed for real', () => {
  it('balance to the cent, keep each shop within what was paid for it, and reverse to zero', async () => {
    const shops = await Promise.all(
      [1, 2, 3].map((n) => createSeller(t.database.db, { shopName: `Prop ${n}` })),
    );
    const shopCoupon = await createCoupon(t.database.db, {
      code: 'PROPSHOP',
      kind: 'percent',
      value: 20,
      sellerId: shops[0]!.id,
      itemsNumber: 10_000,
      perUserLimit: null,
    });
    const marketCoupon = await createCoupon(t.database.db, {
      code: 'PROPALL',
      kind: 'amount',
      value: 700,
      itemsNumber: 10_000,
      perUserLimit: null,
    });
    const lineArb = fc.record({
      shop: fc.integer({ min: 0, max: 2 }),
      priceCents: fc.integer({ min: 100, max: 9000 }),
      offer: fc.boolean(),
      flash: fc.option(
        fc.record({
          share: fc.integer({ min: 10, max: 90 }),
          cap: fc.option(fc.integer({ min: 1, max: 3 })),
        }),
      ),
      quantity: fc.integer({ min: 1, max: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(lineArb, { minLength: 1, maxLength: 4 }),
        fc.constantFrom(null, shopCoupon.code, marketCoupon.code),
        fc.boolean(),
        async (lines, couponCode, cancel) => {
          const { user, as } = await buyer();
          for (const line of lines) {
            const product = await createProduct(t.database.db, {
              seller: shops[line.shop]!,
              priceCents: line.priceCents,
              offerPriceCents: line.offer ? Math.floor(line.priceCents * 0.9) : null,
              stock: 10,
            });
            if (line.flash) {
              await createFlashSaleItem(t.database.db, {
                flashSale: { id: saleId },
                product,
                salePriceCents: Math.floor((line.priceCents * line.flash.share) / 100),
                saleQuantity: line.flash.cap,
              });
            }
            await putInCart(t.database.db, user, product, line.quantity);
          }
          const quote = (await as.get(`/api/orders/quote?user_slug=${user.slug}`)).json();
          const placed = await orderRequest(as, user, couponCode ? { coupon_code: couponCode } : {});
          if (placed.statusCode === 400) return; // the coupon applies to none of the lines
          expect(placed.statusCode).toBe(201);
          const data = placed.json().data;
          // Same moment, same prices: the quote's lines are the order's lines.
          expect(data.product_list.map((l: { offerPrice: number | null }) => l.offerPrice)).toEqual(
            quote.product_list.map((l: { offerPrice: number | null }) => l.offerPrice),
          );
          const { order, entries } = await entriesOf(data.slug);
          const { nets, take, paid } = split(entries);
          expect(paid).toBe(order.totalCents);
          expect(nets.reduce((sum, net) => sum + net, 0) + take).toBe(order.totalCents);
          for (const shop of new Set(entries.map((entry) => entry.sellerId))) {
            const sums = sumEntries(entries.filter((entry) => entry.sellerId === shop));
            expect(sellerNetCents(sums)).toBeLessThanOrEqual(
              buyerPaidCents(sums) + sums.marketplaceDiscounts,
            );
          }
          if (cancel) {
            expect((await as.post(`/api/orders/${data.slug}/cancel`, {})).statusCode).toBe(200);
            const after = await entriesOf(data.slug);
            expect(after.entries.slice(0, entries.length)).toEqual(entries);
            expect(split(after.entries)).toMatchObject({ take: 0, paid: 0 });
          }
        },
      ),
      { numRuns: PLACED_ORDER_RUNS },
    );
  }, 600_000);
});
