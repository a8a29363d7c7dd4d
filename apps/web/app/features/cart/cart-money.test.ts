import { describe, expect, it } from 'vitest';
import { cartSummary, lineTotal } from './cart-money';

describe('cart line and subtotal display (product rules §9)', () => {
  it('prices a line at offerPrice × quantity when there is an offer', () => {
    expect(lineTotal({ price: 24.99, offerPrice: 19.99, quantity: 3 })).toBe(59.97);
  });

  it('prices a line at price × quantity without an offer', () => {
    expect(lineTotal({ price: 0.1, offerPrice: null, quantity: 3 })).toBe(0.3);
  });

  it('gives nothing for a line without any price', () => {
    expect(lineTotal({ price: Number.NaN, offerPrice: null, quantity: 2 })).toBeNull();
  });

  it('sums lines in cents and counts lines and units', () => {
    const summary = cartSummary([
      { price: 24.99, offerPrice: 19.99, quantity: 2 },
      { price: 49.5, offerPrice: null, quantity: 1 },
      { price: 0.1, offerPrice: null, quantity: 2 },
    ]);
    expect(summary).toEqual({ lines: 3, units: 5, subtotal: 89.68 });
  });
});
