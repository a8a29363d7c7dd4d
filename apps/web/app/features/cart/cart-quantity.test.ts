import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nearestAllowedQuantity } from './cart-quantity';

describe('nearestAllowedQuantity', () => {
  it('keeps an allowed quantity without a note', () => {
    expect(nearestAllowedQuantity(2, 3)).toEqual({ quantity: 2, note: null });
  });

  it('lowers too many to the stock and says so', () => {
    expect(nearestAllowedQuantity(99, 3)).toEqual({
      quantity: 3,
      note: 'Only 3 in stock: the quantity was set to 3.',
    });
  });

  it('raises zero or less to 1 and says so', () => {
    expect(nearestAllowedQuantity(0, 3)).toEqual({
      quantity: 1,
      note: 'The smallest quantity is 1: the quantity was set to 1.',
    });
    expect(nearestAllowedQuantity(-4, 3)?.quantity).toBe(1);
  });

  it('rounds a fraction to the nearest whole number', () => {
    expect(nearestAllowedQuantity(1.6, 3)).toEqual({
      quantity: 2,
      note: 'Quantities are whole numbers: the quantity was set to 2.',
    });
  });

  it('has no allowed quantity when nothing is in stock', () => {
    expect(nearestAllowedQuantity(1, 0)).toBeNull();
  });

  it('always answers a whole number from 1 to the stock, and the request itself when it was allowed', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.integer({ min: 1, max: 5000 }),
        (requested, stock) => {
          const answer = nearestAllowedQuantity(requested, stock);
          expect(answer).not.toBeNull();
          if (!answer) return;
          expect(Number.isInteger(answer.quantity)).toBe(true);
          expect(answer.quantity).toBeGreaterThanOrEqual(1);
          expect(answer.quantity).toBeLessThanOrEqual(stock);
          const allowed = Number.isInteger(requested) && requested >= 1 && requested <= stock;
          expect(answer.note === null).toBe(allowed);
          if (allowed) expect(answer.quantity).toBe(requested);
        },
      ),
    );
  });
});
