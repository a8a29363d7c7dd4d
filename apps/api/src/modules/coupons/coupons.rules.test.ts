import { percentOfCents } from '@shop/shared/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CouponRecord } from './coupons.repository.ts';
import { type CouponContext, couponDiscountCents, couponRefusal } from './coupons.rules.ts';

const now = new Date('2024-06-15T12:00:00Z');

function coupon(overrides: Partial<CouponRecord> = {}): CouponRecord {
  return {
    id: 1,
    code: 'SAVE10',
    name: 'Ten off',
    discountKind: 'percent',
    discountValue: 10,
    minimumPurchaseCents: 0,
    startsAt: new Date('2024-06-01T00:00:00Z'),
    expiresAt: new Date('2024-07-01T00:00:00Z'),
    itemsNumber: 10,
    applyQty: 0,
    perUserLimit: 1,
    sellerId: null,
    sellerSlug: null,
    shopName: null,
    status: 'active',
    ...overrides,
  };
}

const context = (overrides: Partial<CouponContext> = {}): CouponContext => ({
  now,
  lines: [
    { sellerId: 1, lineTotalCents: 3000 },
    { sellerId: 2, lineTotalCents: 1999 },
  ],
  usesByShopper: 0,
  ...overrides,
});

describe('couponRefusal', () => {
  it.each([
    ['unknown', undefined, context(), 'coupon_unknown'],
    ['inactive', coupon({ status: 'inactive' }), context(), 'coupon_unknown'],
    ['not started', coupon({ startsAt: new Date('2024-06-16T00:00:00Z') }), context(), 'coupon_not_started'],
    ['expired', coupon({ expiresAt: now }), context(), 'coupon_expired'],
    ['used up', coupon({ applyQty: 10 }), context(), 'coupon_used_up'],
    ['used by this shopper', coupon(), context({ usesByShopper: 1 }), 'coupon_user_limit'],
    ['under the minimum', coupon({ minimumPurchaseCents: 5000 }), context(), 'coupon_minimum_not_met'],
    [
      'for another seller',
      coupon({ sellerId: 3, shopName: 'Elsewhere' }),
      context(),
      'coupon_not_applicable',
    ],
  ])('refuses a coupon %s', (_name, record, ctx, code) => {
    expect(couponRefusal('SAVE10', record, ctx)?.code).toBe(code);
  });

  it('accepts a valid coupon, with no per-user limit too', () => {
    expect(couponRefusal('SAVE10', coupon(), context())).toBeNull();
    expect(couponRefusal('SAVE10', coupon({ perUserLimit: null }), context({ usesByShopper: 7 }))).toBeNull();
  });

  it("judges a seller's minimum on that seller's lines only", () => {
    const sellers = coupon({ sellerId: 2, minimumPurchaseCents: 2000, shopName: 'Two' });
    expect(couponRefusal('X', sellers, context())?.message).toBe(
      'Spend at least $20.00 at Two to use this coupon',
    );
  });
});

describe('couponDiscountCents', () => {
  it('takes a percent (rounded down to the cent) or an amount, never more than the eligible subtotal', () => {
    expect(couponDiscountCents(coupon(), context())).toBe(percentOfCents(4999, 10));
    expect(percentOfCents(4999, 10)).toBe(499);
    expect(couponDiscountCents(coupon({ discountKind: 'amount', discountValue: 1000 }), context())).toBe(
      1000,
    );
    expect(couponDiscountCents(coupon({ discountKind: 'amount', discountValue: 10_000 }), context())).toBe(
      4999,
    );
    expect(couponDiscountCents(coupon({ sellerId: 2, discountValue: 50 }), context())).toBe(999);
  });
});

describe('a personal coupon (decision 0026)', () => {
  const owned = coupon({ ownerUserId: 'user-ada', perUserLimit: 1, itemsNumber: 1 });

  it('works for its owner only', () => {
    expect(couponRefusal('WELCOME-X', owned, context({ shopperId: 'user-ada' }))).toBeNull();
    expect(couponRefusal('WELCOME-X', owned, context({ shopperId: 'user-eve' }))).toMatchObject({
      statusCode: 400,
      code: 'coupon_not_yours',
      message: 'This coupon belongs to another account',
    });
  });

  it('asks a guest to sign in', () => {
    expect(couponRefusal('WELCOME-X', owned, context({ shopperId: null }))).toMatchObject({
      code: 'coupon_needs_account',
      message: 'Sign in to use this coupon',
    });
  });

  it('leaves public coupons as they were', () => {
    expect(couponRefusal('SAVE10', coupon(), context({ shopperId: 'user-eve' }))).toBeNull();
  });
});

describe('a guest and an account judged alike (decision 0035)', () => {
  const couponArb = fc.record({
    discountKind: fc.constantFrom('percent' as const, 'amount' as const),
    discountValue: fc.integer({ min: 1, max: 100 }),
    minimumPurchaseCents: fc.integer({ min: 0, max: 20_000 }),
    itemsNumber: fc.integer({ min: 1, max: 5 }),
    applyQty: fc.integer({ min: 0, max: 5 }),
    perUserLimit: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    sellerId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  });
  const contextArb = fc.record({
    lines: fc.array(
      fc.record({
        sellerId: fc.integer({ min: 1, max: 3 }),
        lineTotalCents: fc.integer({ min: 0, max: 50_000 }),
      }),
      { maxLength: 5 },
    ),
    usesByShopper: fc.integer({ min: 0, max: 4 }),
  });

  it('gives a coupon no account owns the same refusal and the same discount, never more than the eligible lines', () => {
    fc.assert(
      fc.property(couponArb, contextArb, (fields, shape) => {
        const judged = coupon({
          ...fields,
          discountValue: fields.discountKind === 'amount' ? fields.discountValue * 100 : fields.discountValue,
        });
        const asAccount = context({ ...shape, shopperId: 'user-ada' });
        const asGuest = context({ ...shape, shopperId: null });
        const accountRefusal = couponRefusal('C', judged, asAccount);
        const guestRefusal = couponRefusal('C', judged, asGuest);
        expect(guestRefusal?.code ?? null).toBe(accountRefusal?.code ?? null);
        expect(guestRefusal?.message ?? null).toBe(accountRefusal?.message ?? null);
        const discount = couponDiscountCents(judged, asGuest);
        expect(discount).toBe(couponDiscountCents(judged, asAccount));
        expect(Number.isSafeInteger(discount)).toBe(true);
        expect(discount).toBeGreaterThanOrEqual(0);
        const eligible = shape.lines
          .filter((line) => judged.sellerId === null || line.sellerId === judged.sellerId)
          .reduce((sum, line) => sum + line.lineTotalCents, 0);
        expect(discount).toBeLessThanOrEqual(eligible);
      }),
    );
  });

  it('refuses every owned coupon to a guest, whatever else holds', () => {
    fc.assert(
      fc.property(couponArb, contextArb, (fields, shape) => {
        const owned = coupon({ ...fields, ownerUserId: 'user-ada' });
        expect(couponRefusal('C', owned, context({ ...shape, shopperId: null }))?.code).toBe(
          'coupon_needs_account',
        );
      }),
    );
  });
});
