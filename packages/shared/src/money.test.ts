import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateCents,
  commissionCents,
  effectivePriceCents,
  formatDollars,
  lineTotalCents,
  subtotalCents,
  toCents,
  toDollars,
  unitPriceAt,
} from './money.ts';

describe('money', () => {
  it('converts dollars to cents without float drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(toDollars(1999)).toBe(19.99);
  });

  it('uses the offer price when one exists (product rules §9)', () => {
    expect(effectivePriceCents(1000, 800)).toBe(800);
    expect(effectivePriceCents(1000, null)).toBe(1000);
    expect(lineTotalCents({ priceCents: 1000, offerPriceCents: 750, quantity: 3 })).toBe(2250);
    expect(lineTotalCents({ priceCents: 1000, quantity: 2 })).toBe(2000);
  });

  it('sums lines the same way for the subtotal', () => {
    expect(
      subtotalCents([
        { priceCents: 1000, offerPriceCents: 750, quantity: 3 },
        { priceCents: 499, offerPriceCents: null, quantity: 1 },
      ]),
    ).toBe(2749);
  });

  it('formats with the dollar sign and two decimals', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars(0)).toBe('$0.00');
  });
});

describe('unitPriceAt, the one price function', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const sale = (overrides: Partial<Parameters<typeof unitPriceAt>[1] & object> = {}) => ({
    itemId: 3,
    salePriceCents: 2849,
    startsAt: '2026-11-25T00:00:00Z',
    endsAt: '2026-11-26T00:00:00Z',
    unitsLeft: null,
    ...overrides,
  });

  it('charges the flash-sale price inside its window, else the offer, else the price', () => {
    const lamp = { priceCents: 4500, offerPriceCents: 3799 };
    expect(unitPriceAt(lamp, sale(), now)).toEqual({
      unitCents: 2849,
      offerCents: 2849,
      flashSaleItemId: 3,
      flashSaleEndsAt: '2026-11-26T00:00:00.000Z',
    });
    expect(unitPriceAt(lamp, sale({ startsAt: '2026-11-25T13:00:00Z' }), now).unitCents).toBe(3799);
    expect(unitPriceAt(lamp, sale({ endsAt: '2026-11-25T12:00:00Z' }), now).unitCents).toBe(3799);
    expect(unitPriceAt(lamp, null, now)).toMatchObject({ unitCents: 3799, flashSaleEndsAt: null });
    expect(unitPriceAt({ priceCents: 4500, offerPriceCents: null }, null, now)).toMatchObject({
      unitCents: 4500,
      offerCents: null,
    });
  });

  it('applies a capped sale only while its units cover the quantity', () => {
    const lamp = { priceCents: 4500, offerPriceCents: null };
    expect(unitPriceAt(lamp, sale({ unitsLeft: 2 }), now, 2).unitCents).toBe(2849);
    expect(unitPriceAt(lamp, sale({ unitsLeft: 2 }), now, 3).unitCents).toBe(4500);
    expect(unitPriceAt(lamp, sale({ unitsLeft: 0 }), now).unitCents).toBe(4500);
  });

  it('never charges more than the offer or the price, and shows an offer only below the price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.option(fc.integer({ min: 0, max: 1_000_000 })),
        fc.option(
          fc.record({
            salePriceCents: fc.integer({ min: 0, max: 1_000_000 }),
            startOffset: fc.integer({ min: -10_000, max: 10_000 }),
            length: fc.integer({ min: 1, max: 20_000 }),
            unitsLeft: fc.option(fc.integer({ min: 0, max: 5 })),
          }),
        ),
        fc.integer({ min: 1, max: 6 }),
        (priceCents, offer, flash, quantity) => {
          const offerPriceCents = offer === null || offer >= priceCents ? null : offer;
          const offerOf = flash && {
            itemId: 1,
            salePriceCents: flash.salePriceCents,
            startsAt: new Date(now.getTime() + flash.startOffset),
            endsAt: new Date(now.getTime() + flash.startOffset + flash.length),
            unitsLeft: flash.unitsLeft,
          };
          const unit = unitPriceAt({ priceCents, offerPriceCents }, offerOf, now, quantity);
          expect(unit.unitCents).toBeLessThanOrEqual(offerPriceCents ?? priceCents);
          expect(unit.offerCents === null ? priceCents : unit.offerCents).toBe(unit.unitCents);
          if (unit.flashSaleItemId !== null) {
            expect(unit.unitCents).toBe(flash?.salePriceCents);
            expect(flash?.unitsLeft == null || flash.unitsLeft >= quantity).toBe(true);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('allocateCents (largest remainder)', () => {
  it('splits $8.85 over $59.00 and $30.00 lines in proportion, the parts summing exactly', () => {
    expect(allocateCents(885, [5900, 3000])).toEqual([587, 298]);
    expect(allocateCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateCents(0, [500, 700])).toEqual([0, 0]);
  });

  it('always sums to the whole, never goes negative, and keeps each part within one cent of its share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 12 }),
        (total, weights) => {
          const parts = allocateCents(total, weights);
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
          const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
          parts.forEach((part, index) => {
            expect(part).toBeGreaterThanOrEqual(0);
            if (weightSum > 0) {
              const share = (total * (weights[index] ?? 0)) / weightSum;
              expect(Math.abs(part - share)).toBeLessThan(1);
            }
          });
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('commissionCents', () => {
  it('rounds down to the cent', () => {
    expect(commissionCents(3110, 1250)).toBe(388);
    expect(commissionCents(5900, 1000)).toBe(590);
    expect(commissionCents(0, 1000)).toBe(0);
  });
});
