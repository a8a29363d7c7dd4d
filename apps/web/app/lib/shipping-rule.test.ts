import { toDollars } from '@shop/shared/money';
import { FREE_SHIPPING_THRESHOLD_CENTS } from '@shop/shared/shipping';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freeShippingProgress, missingForFreeShipping, shippingEstimateText } from './shipping-rule';

describe('shippingEstimateText', () => {
  it('ships one item free from $50.00 and charges the shop fee below', () => {
    expect(shippingEstimateText(50)).toBe("Free shipping: this item reaches the shop's $50.00 on its own");
    expect(shippingEstimateText(49.99)).toBe(
      'Shipping $4.99 from this shop, free when your items from it reach $50.00',
    );
  });
});

describe('freeShippingProgress', () => {
  it('is 0 for an empty shop, 50 halfway and 100 from the threshold on', () => {
    expect(freeShippingProgress(0)).toBe(0);
    expect(freeShippingProgress(25)).toBe(50);
    expect(freeShippingProgress(50)).toBe(100);
    expect(freeShippingProgress(80)).toBe(100);
  });

  it('reaches 100 exactly when nothing is missing for free shipping, and never leaves 0–100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * FREE_SHIPPING_THRESHOLD_CENTS }), (cents) => {
        const subtotal = toDollars(cents);
        const progress = freeShippingProgress(subtotal);
        expect(progress).toBeGreaterThanOrEqual(0);
        expect(progress).toBeLessThanOrEqual(100);
        expect(progress === 100).toBe(missingForFreeShipping(subtotal) === 0);
      }),
    );
  });
});
