import { describe, expect, it } from 'vitest';
import { type CheckoutItem, priceLines, quote, shippingForSeller, unitOfferCents } from './orders.pricing.ts';

let id = 0;
function item(overrides: Partial<CheckoutItem>): CheckoutItem {
  id += 1;
  return {
    cartId: id,
    productId: id,
    productSlug: `p-${id}`,
    productName: `Product ${id}`,
    imageUrls: [],
    priceCents: 1000,
    offerPriceCents: null,
    salePriceCents: null,
    quantity: 1,
    stock: 10,
    sellerId: 1,
    sellerSlug: 'seller-1',
    shopName: 'Shop 1',
    sellerEmail: 'shop-1@example.test',
    visible: true,
    ...overrides,
  };
}

describe('checkout pricing', () => {
  it('charges the lowest of price, offer and running flash-sale price', () => {
    expect(unitOfferCents({ priceCents: 1000, offerPriceCents: null, salePriceCents: null })).toBeNull();
    expect(unitOfferCents({ priceCents: 1000, offerPriceCents: 900, salePriceCents: null })).toBe(900);
    expect(unitOfferCents({ priceCents: 1000, offerPriceCents: 900, salePriceCents: 700 })).toBe(700);
    expect(unitOfferCents({ priceCents: 1000, offerPriceCents: 600, salePriceCents: 700 })).toBe(600);
    expect(unitOfferCents({ priceCents: 1000, offerPriceCents: null, salePriceCents: 1200 })).toBeNull();
  });

  it('ships each seller for $4.99 unless its lines reach $50', () => {
    expect(shippingForSeller(4999)).toBe(499);
    expect(shippingForSeller(5000)).toBe(0);
    const lines = priceLines([
      item({ priceCents: 2500, quantity: 2, sellerId: 1 }),
      item({ priceCents: 1999, offerPriceCents: 1499, quantity: 1, sellerId: 2, sellerSlug: 'seller-2' }),
      item({ priceCents: 100, quantity: 3, sellerId: 2, sellerSlug: 'seller-2' }),
    ]);
    const result = quote(lines, 300);
    expect(result.sellers.map((s) => [s.sellerId, s.subtotalCents, s.shippingCents])).toEqual([
      [1, 5000, 0],
      [2, 1799, 499],
    ]);
    expect(result).toMatchObject({
      subtotalCents: 6799,
      discountCents: 300,
      shippingCents: 499,
      totalCents: 6998,
    });
  });

  it('never discounts more than the subtotal', () => {
    expect(quote(priceLines([item({ priceCents: 500 })]), 10_000)).toMatchObject({
      subtotalCents: 500,
      discountCents: 500,
      totalCents: 499,
    });
  });
});
