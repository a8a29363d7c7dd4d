import { describe, expect, it } from 'vitest';
import {
  effectivePriceCents,
  formatDollars,
  lineTotalCents,
  subtotalCents,
  toCents,
  toDollars,
} from './money.ts';

describe('money', () => {
  it('converts dollars to cents without float drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(toDollars(1999)).toBe(19.99);
  });

  it('uses the offer price when one exists (spec §9)', () => {
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
