import { MAX_REVIEW_LENGTH, type OrderData } from '@shop/shared/shopping.contract';
import { describe, expect, it } from 'vitest';
import { reviewAccessFrom } from './review-access.server';
import { REVIEW_MAX_LENGTH } from './review-limits';

function order(
  slug: string,
  status: OrderData['order_status'],
  lines: [string, OrderData['order_status']][],
) {
  return {
    slug,
    order_status: status,
    product_list: lines.map(([product, lineStatus]) => ({ slug: product, line_status: lineStatus })),
  } as unknown as OrderData;
}

describe('who may review a product', () => {
  it('offers the form for a delivered order, or a delivered line, of the product', () => {
    expect(reviewAccessFrom([order('o1', 'delivered', [['p1', 'delivered']])], [], 'p1')).toEqual({
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
