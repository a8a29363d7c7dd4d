/**
 * The demo customer's own orders, so a newcomer signed in as customer@demo.shop can try what follows a
 * purchase: two delivered orders whose receipt is confirmed (their products are waiting for a review) and one
 * pending order to track and cancel.
 *
 * They are written the way checkout leaves an order: per-shop shipping (docs/shipping.md), the commission rate
 * of the day on each line, a status timeline, and — for the pending order — its units taken from stock with
 * the same guarded update, so cancelling it gives back exactly what it held. The ledger entries are written
 * afterwards by `ledger_record_unrecorded_orders()` (called by seedOrdersAndReviews), which records an order
 * exactly as checkout does, so the ledger balances.
 */

import { FREE_SHIPPING_THRESHOLD_CENTS, SHIPPING_FEE_CENTS } from '@shop/shared/shopping.contract';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { marketplaceSettings, orderLines, orderStatusEvents, orders, products } from '../schema/index.ts';
import type { DemoProduct } from './demo-catalogue.ts';
import { demoAccounts } from './demo-content.ts';
import { demoEmail, type SeededPeople } from './seed-accounts.ts';
import { lookup } from './seed-bulk.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Only products listed well before the oldest of these orders can be in them. */
const MIN_PRODUCT_AGE_DAYS = 45;

/** Where the demo customer's parcels go (an invented address, like every demo address). */
const DEMO_CUSTOMER_ADDRESS = {
  country: 'United States',
  state: 'Oregon',
  city: 'Portland',
  postalCode: '97214',
  address: '1200 SE Morrison St',
  addressLine2: 'Apt 4',
} as const;

/** The three orders: days before the seeding moment, how many products, delivered or still pending. */
const PLAN = [
  { daysAgo: 14, lines: 2, delivered: true },
  { daysAgo: 6, lines: 1, delivered: true },
  { daysAgo: 0.25, lines: 2, delivered: false },
] as const;

export interface OrderableProduct {
  id: number;
  sellerId: number;
  imageUrl: string | null;
}

/**
 * Products for the customer's orders: visible, old enough, with stock to spare, none of those the demo
 * reviews cover (so every delivered one is still open for the customer's review). Each order's products come
 * from one shop, so its shipping is that shop's fee.
 */
export function pickCustomerOrderProducts(
  candidates: readonly DemoProduct[],
  excluded: ReadonlySet<string>,
  now: Date,
): DemoProduct[][] {
  const listedBefore = now.getTime() - MIN_PRODUCT_AGE_DAYS * DAY_MS;
  const eligible = candidates.filter(
    (p) =>
      p.status === 'active' &&
      p.approvalStatus === 'approved' &&
      p.stock >= 5 &&
      !excluded.has(p.slug) &&
      Date.parse(p.createdAt) <= listedBefore,
  );
  const bySeller = new Map<string, DemoProduct[]>();
  for (const product of eligible) {
    bySeller.set(product.sellerSlug, [...(bySeller.get(product.sellerSlug) ?? []), product]);
  }
  const shops = [...bySeller.values()].filter((list) => list.length >= 2);
  return PLAN.map((order, index) => (shops[index] ?? []).slice(0, order.lines));
}

export async function seedDemoCustomerOrders(
  db: Executor,
  planned: readonly DemoProduct[][],
  productBySlug: ReadonlyMap<string, OrderableProduct>,
  people: SeededPeople,
  now: Date,
): Promise<number> {
  const userId = lookup(people.userIdByEmail, demoAccounts.customer.email, 'user');
  const [settings] = await db
    .select({ rate: marketplaceSettings.commissionRateBps })
    .from(marketplaceSettings)
    .limit(1);
  const commissionRateBps = settings?.rate ?? 1000;

  let written = 0;
  for (const [index, plan] of PLAN.entries()) {
    const items = planned[index] ?? [];
    if (items.length === 0) continue;
    const placedAt = new Date(now.getTime() - plan.daysAgo * DAY_MS);
    const deliveredAt = new Date(placedAt.getTime() + 3 * DAY_MS);
    const unitCents = (p: DemoProduct) => p.offerPriceCents ?? p.priceCents;
    const subtotal = items.reduce((sum, p) => sum + unitCents(p), 0);
    // One shop per order: its fee, waived from the threshold.
    const shipping = subtotal >= FREE_SHIPPING_THRESHOLD_CENTS ? 0 : SHIPPING_FEE_CENTS;
    const rows = items.map((p) => ({ product: p, row: lookup(productBySlug, p.slug, 'product') }));

    if (!plan.delivered) {
      // A pending order holds its units, as checkout's guarded update takes them.
      for (const { row } of rows) {
        const taken = await db
          .update(products)
          .set({ stock: sql`${products.stock} - 1` })
          .where(and(eq(products.id, row.id), gte(products.stock, 1)))
          .returning({ id: products.id });
        if (taken.length === 0) throw new Error(`seed: no stock left for the demo customer's pending order`);
      }
    }

    const [order] = await db
      .insert(orders)
      .values({
        userId,
        subtotalCents: subtotal,
        shippingCents: shipping,
        totalCents: subtotal + shipping,
        paymentMethod: 'cod',
        orderStatus: plan.delivered ? 'delivered' : 'pending',
        // Cash on delivery is paid when the parcel arrives.
        paymentStatus: plan.delivered ? 'success' : 'pending',
        shippingName: demoAccounts.customer.fullName,
        shippingPhone: demoAccounts.customer.phone,
        shippingEmail: demoEmail(demoAccounts.customer.email),
        shippingCountry: DEMO_CUSTOMER_ADDRESS.country,
        shippingState: DEMO_CUSTOMER_ADDRESS.state,
        shippingCity: DEMO_CUSTOMER_ADDRESS.city,
        shippingAddress: DEMO_CUSTOMER_ADDRESS.address,
        shippingAddressLine2: DEMO_CUSTOMER_ADDRESS.addressLine2,
        shippingPostalCode: DEMO_CUSTOMER_ADDRESS.postalCode,
        shippingCountryCode: 'US',
        createdAt: placedAt,
        updatedAt: plan.delivered ? deliveredAt : placedAt,
      })
      .returning({ id: orders.id });
    const orderId = order!.id;

    await db.insert(orderLines).values(
      rows.map(({ product, row }) => ({
        orderId,
        productId: row.id,
        sellerId: row.sellerId,
        productSlug: product.slug,
        productName: product.productName,
        imageUrl: row.imageUrl,
        priceCents: product.priceCents,
        offerPriceCents: product.offerPriceCents,
        quantity: 1,
        commissionRateBps,
        lineStatus: plan.delivered ? ('delivered' as const) : ('pending' as const),
        deliveredAt: plan.delivered ? deliveredAt : null,
        // Receipt confirmed: what lets the customer review these products right away (decision 0013).
        receivedAt: plan.delivered ? deliveredAt : null,
        createdAt: placedAt,
        updatedAt: plan.delivered ? deliveredAt : placedAt,
      })),
    );

    const timeline = plan.delivered
      ? [
          { status: 'pending' as const, at: placedAt, actorUserId: userId },
          {
            status: 'processing' as const,
            at: new Date(placedAt.getTime() + 2 * HOUR_MS),
            actorUserId: null,
          },
          { status: 'shipped' as const, at: new Date(placedAt.getTime() + DAY_MS), actorUserId: null },
          { status: 'delivered' as const, at: deliveredAt, actorUserId: null },
        ]
      : [{ status: 'pending' as const, at: placedAt, actorUserId: userId }];
    await db.insert(orderStatusEvents).values(timeline.map((event) => ({ orderId, ...event })));
    written += 1;
  }
  return written;
}
