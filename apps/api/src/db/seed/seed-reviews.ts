/**
 * A few verified-purchase reviews. A review needs a delivered order line whose receipt the buyer confirmed
 * (decision 0013), so each demo shopper gets one delivered, confirmed order (with its status timeline)
 * holding exactly the products they review: the data a shopper, a seller and an admin see tells one consistent story.
 *
 * Product and shop `rating` / `review_count` are then counted from these rows, as the review service
 * counts them after each review: every rating the demo shows is backed by reviews a shopper can read.
 */

import { sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { marketplaceSettings, orderLines, orderStatusEvents, orders, reviews } from '../schema/index.ts';
import type { DemoProduct } from './demo-catalogue.ts';
import { demoCustomers } from './demo-content.ts';
import { demoEmail, type SeededPeople } from './seed-accounts.ts';
import { lookup } from './seed-bulk.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Products that receive reviews; each gets one per REVIEWER_OFFSETS entry (enough for the home rails). */
export const REVIEWED_PRODUCTS = 40;
const REVIEWER_OFFSETS = [0, 3, 7] as const;
/** Orders are placed 20–40 days ago, so only products listed before that can be in them. */
const MIN_PRODUCT_AGE_DAYS = 45;
/** The home banner promises free delivery over $50; below that the demo charges a flat $4.99. */
const FREE_SHIPPING_FROM_CENTS = 5000;
const FLAT_SHIPPING_CENTS = 499;

const REVIEW_TEXTS: Record<number, readonly string[]> = {
  5: [
    'Exactly as described and it arrived two days early. Really happy with it.',
    'Great quality for the price. I have already recommended it to two friends.',
    'Second one I have bought from this shop and still the best in its range.',
  ],
  4: [
    'Very good overall. The packaging could be better, but the product itself is excellent.',
    'Does everything I need. One star off because delivery took a few extra days.',
  ],
  3: ['Decent, but a little smaller than I expected from the photos.'],
};

/** What the order line and review need from the inserted product row. */
export interface ReviewableProduct {
  id: number;
  sellerId: number;
  imageUrl: string | null;
}

/**
 * The products worth reviewing: visible, on a home rail (top/best/featured/popular) so the reviews are
 * one click from the home page, and old enough to have been ordered. Picked from the first chunk.
 */
export function pickReviewedProducts(candidates: readonly DemoProduct[], now: Date): DemoProduct[] {
  const listedBefore = now.getTime() - MIN_PRODUCT_AGE_DAYS * DAY_MS;
  return candidates
    .filter(
      (p) =>
        p.status === 'active' &&
        p.approvalStatus === 'approved' &&
        (p.isTopProduct || p.isBestProduct || p.isFeatured || p.isPopular) &&
        Date.parse(p.createdAt) <= listedBefore,
    )
    .slice(0, REVIEWED_PRODUCTS);
}

export interface SeededReviews {
  orders: number;
  reviews: number;
}

export async function seedOrdersAndReviews(
  db: Executor,
  reviewed: readonly DemoProduct[],
  productBySlug: ReadonlyMap<string, ReviewableProduct>,
  people: SeededPeople,
  now: Date,
): Promise<SeededReviews> {
  // Product j is reviewed by shoppers j, j+3 and j+7 (mod 10): spread out, and nobody reviews twice.
  const purchases = demoCustomers.map((customer) => ({ customer, products: [] as DemoProduct[] }));
  for (const [j, product] of reviewed.entries()) {
    for (const offset of REVIEWER_OFFSETS) purchases[(j + offset) % purchases.length]!.products.push(product);
  }

  // The demo orders were placed under the marketplace's current rate, like any real order line.
  const [settings] = await db
    .select({ rate: marketplaceSettings.commissionRateBps })
    .from(marketplaceSettings)
    .limit(1);
  const commissionRateBps = settings?.rate ?? 1000;

  let reviewCount = 0;
  for (const [c, { customer, products }] of purchases.entries()) {
    if (products.length === 0) continue;
    const userId = lookup(people.userIdByEmail, customer.email, 'user');
    const placedAt = new Date(now.getTime() - (20 + c * 2) * DAY_MS);
    const timeline = [
      { status: 'pending' as const, at: placedAt, actorUserId: userId },
      { status: 'processing' as const, at: new Date(placedAt.getTime() + 2 * HOUR_MS), actorUserId: null },
      { status: 'shipped' as const, at: new Date(placedAt.getTime() + DAY_MS), actorUserId: null },
      { status: 'delivered' as const, at: new Date(placedAt.getTime() + 3 * DAY_MS), actorUserId: null },
    ];
    const deliveredAt = timeline[3]!.at;

    const subtotal = products.reduce((sum, p) => sum + (p.offerPriceCents ?? p.priceCents), 0);
    const shipping = subtotal >= FREE_SHIPPING_FROM_CENTS ? 0 : FLAT_SHIPPING_CENTS;
    const [order] = await db
      .insert(orders)
      .values({
        userId,
        subtotalCents: subtotal,
        shippingCents: shipping,
        totalCents: subtotal + shipping,
        paymentMethod: 'cod',
        orderStatus: 'delivered',
        // Cash on delivery is paid when the parcel arrives.
        paymentStatus: 'success',
        shippingName: customer.fullName,
        shippingPhone: customer.phone,
        shippingEmail: demoEmail(customer.email),
        shippingCountry: customer.address.country,
        shippingState: customer.address.state,
        shippingCity: customer.address.city,
        shippingAddress: customer.address.address,
        shippingPostalCode: customer.address.postalCode,
        shippingCountryCode: 'US',
        createdAt: placedAt,
        updatedAt: deliveredAt,
      })
      .returning({ id: orders.id });
    const orderId = order!.id;

    await db.insert(orderLines).values(
      products.map((p) => {
        const row = lookup(productBySlug, p.slug, 'product');
        return {
          orderId,
          productId: row.id,
          sellerId: row.sellerId,
          productSlug: p.slug,
          productName: p.productName,
          imageUrl: row.imageUrl,
          priceCents: p.priceCents,
          offerPriceCents: p.offerPriceCents,
          quantity: 1,
          commissionRateBps,
          lineStatus: 'delivered' as const,
          deliveredAt,
          // The shopper confirmed the parcel arrived the same day, which is what lets them review it.
          receivedAt: deliveredAt,
          createdAt: placedAt,
          updatedAt: deliveredAt,
        };
      }),
    );
    await db.insert(orderStatusEvents).values(timeline.map((event) => ({ orderId, ...event })));

    await db.insert(reviews).values(
      products.map((p, k) => {
        const rating = [5, 4, 5, 3, 5, 4][(c + k) % 6]!;
        const texts = REVIEW_TEXTS[rating]!;
        const at = new Date(deliveredAt.getTime() + (1 + k) * DAY_MS);
        const row = lookup(productBySlug, p.slug, 'product');
        return {
          productId: row.id,
          orderId,
          userId,
          sellerId: row.sellerId,
          rating,
          message: texts[(c + k) % texts.length]!,
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
    reviewCount += products.length;
  }
  // The orders went in directly, not through checkout: record them in the ledger as the migration did for
  // the orders that existed before it (same function), so earnings and the marketplace's take include them.
  await db.execute(sql`select ledger_record_unrecorded_orders()`);
  await countRatingsFromReviews(db);
  return { orders: purchases.filter((p) => p.products.length > 0).length, reviews: reviewCount };
}

/** Every product's and shop's rating and count as their active reviews say (0 and 0 without any). */
async function countRatingsFromReviews(db: Executor): Promise<void> {
  await db.execute(sql`update products p set rating = r.average, review_count = r.count
    from (select product_id, avg(rating)::real as average, count(*)::int as count
          from reviews where status = 'active' group by product_id) r
    where r.product_id = p.id`);
  await db.execute(sql`update sellers s set rating = coalesce(r.average, 0), review_count = coalesce(r.count, 0)
    from sellers s2 left join (select seller_id, avg(rating)::real as average, count(*)::int as count
          from reviews where status = 'active' group by seller_id) r on r.seller_id = s2.id
    where s2.id = s.id`);
}
