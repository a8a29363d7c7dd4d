import { MAX_REVIEW_LENGTH, type OrderData } from '@shop/shared/shopping.contract';
import { describe, expect, it } from 'vitest';
import { reviewAccessFrom } from './review-access.server';
import { REVIEW_MAX_LENGTH } from './review-limits';

const now = new Date('2026-11-25T12:00:00Z');
const DAY = 24 * 3600_000;
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY).toISOString();

/** Delivered lines are delivered yesterday and confirmed by the buyer unless `delivery` says otherwise. */
function order(
  slug: string,
  status: OrderData['order_status'],
  lines: [string, OrderData['order_status']][],
  delivery: { deliveredDaysAgo?: number; received?: boolean; seller?: string } = {},
) {
  return {
    slug,
    order_status: status,
    product_list: lines.map(([product, lineStatus]) => {
      const delivered = lineStatus === 'delivered';
      return {
        slug: product,
        line_status: lineStatus,
        seller_slug: delivery.seller ?? 'some-seller',
        delivered_at: delivered ? daysAgo(delivery.deliveredDaysAgo ?? 1) : null,
        received_at: delivered && delivery.received !== false ? daysAgo(0) : null,
      };
    }),
  } as unknown as OrderData;
}

describe('who may review a product', () => {
  it('offers the form for a delivered order, or a delivered line, of the product', () => {
    expect(reviewAccessFrom([order('o1', 'delivered', [['p1', 'delivered']])], [], 'p1', { now })).toEqual({
      kind: 'eligible',
      orderSlug: 'o1',
    });
    expect(
      reviewAccessFrom(
        [
          order('o2', 'shipped', [
            ['p1', 'delivered'],
            ['p2', 'shipped'],
          ]),
        ],
        [],
        'p1',
      ),
    ).toEqual({
      kind: 'eligible',
      orderSlug: 'o2',
    });
  });

  it('asks to confirm receipt while a delivery only the seller asserts is recent, and not after 7 days', () => {
    const recent = order('o1', 'delivered', [['p1', 'delivered']], { received: false, deliveredDaysAgo: 1 });
    expect(reviewAccessFrom([recent], [], 'p1', { now })).toEqual({
      kind: 'awaiting_receipt',
      orderSlug: 'o1',
      reviewableFrom: daysAgo(1 - 7),
    });
    const old = order('o2', 'delivered', [['p1', 'delivered']], { received: false, deliveredDaysAgo: 8 });
    expect(reviewAccessFrom([old], [], 'p1', { now })).toEqual({ kind: 'eligible', orderSlug: 'o2' });
  });

  it("never offers the form for the shopper's own shop", () => {
    const own = order('o1', 'delivered', [['p1', 'delivered']], { seller: 'me' });
    expect(reviewAccessFrom([own], [], 'p1', { userSlug: 'me', now })).toEqual({ kind: 'own_shop' });
  });

  it('waits for delivery, and says so, when the product is only ordered', () => {
    expect(reviewAccessFrom([order('o1', 'pending', [['p1', 'pending']])], [], 'p1')).toEqual({
      kind: 'not_delivered',
    });
  });

  it('offers nothing to a shopper who never bought it or cancelled, or who reviewed it already', () => {
    expect(reviewAccessFrom([order('o1', 'cancelled', [['p1', 'cancelled']])], [], 'p1')).toEqual({
      kind: 'not_purchased',
    });
    expect(reviewAccessFrom([order('o1', 'delivered', [['p1', 'delivered']])], ['p1'], 'p1')).toEqual({
      kind: 'reviewed',
    });
  });

  it('limits texts as the contract does', () => {
    expect(REVIEW_MAX_LENGTH).toBe(MAX_REVIEW_LENGTH);
  });
});
