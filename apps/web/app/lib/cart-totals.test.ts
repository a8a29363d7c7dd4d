import { describe, expect, it } from 'vitest';
import { cartSubtotal, unitPrice } from './cart-totals';

describe('cart totals (product rules §9)', () => {
  it('uses the offer price when present, else the price, else nothing', () => {
    expect(unitPrice({ price: 10, offerPrice: 8, quantity: 1 })).toBe(8);
    expect(unitPrice({ price: 10, offerPrice: null, quantity: 1 })).toBe(10);
    expect(unitPrice({ price: undefined as unknown as number, quantity: 1 })).toBeNull();
  });

  it('sums offerPrice × quantity or price × quantity without float drift', () => {
    expect(
      cartSubtotal([
        { price: 0.3, offerPrice: 0.1, quantity: 3 },
        { price: 0.2, offerPrice: null, quantity: 1 },
        { price: undefined as unknown as number, quantity: 4 },
      ]),
    ).toBe(0.5);
    expect(cartSubtotal([])).toBe(0);
  });
});
