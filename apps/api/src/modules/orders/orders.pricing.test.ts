import { describe, expect, it } from 'vitest';
import { type CheckoutItem, priceLines, quote, shippingForSeller } from './orders.pricing.ts';

let id = 0;
function item(overrides: Partial<CheckoutItem>): CheckoutItem {
  id += 1;
  return {
    cartId: id,
    productId: id,
    productSlug: `p-${id}`,
    productName: `Product ${id}`,
    variantId: id,
    variantSku: `SKU-${id}`,
    variantOptions: {},
    variantTitle: '',
    imageUrls: [],
    priceCents: 1000,
    offerPriceCents: null,
    flashSale: null,
    commissionRateBps: 1000,
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

const now = new Date('2026-11-25T12:00:00Z');

describe('checkout pricing', () => {
  it('charges the running flash-sale price, else the offer, else the price', () => {
    const sale = (salePriceCents: number, unitsLeft: number | null = null) => ({
      itemId: 7,
      salePriceCents,
      startsAt: new Date(now.getTime() - 60_000),
      endsAt: new Date(now.getTime() + 60_000),
      unitsLeft,
    });
    const unitOffer = (overrides: Partial<CheckoutItem>) =>
      priceLines([item(overrides)], now)[0]?.unitOfferCents;
    expect(unitOffer({ priceCents: 1000 })).toBeNull();
    expect(unitOffer({ priceCents: 1000, offerPriceCents: 900 })).toBe(900);
    expect(unitOffer({ priceCents: 1000, offerPriceCents: 900, flashSale: sale(700) })).toBe(700);
    expect(unitOffer({ priceCents: 1000, offerPriceCents: 600, flashSale: sale(700) })).toBe(600);
    expect(unitOffer({ priceCents: 1000, flashSale: sale(1200) })).toBeNull();
    // A capped sale covers a line only while enough sale units are left.
    expect(unitOffer({ priceCents: 1000, quantity: 2, flashSale: sale(700, 2) })).toBe(700);
    expect(unitOffer({ priceCents: 1000, quantity: 3, flashSale: sale(700, 2) })).toBeNull();
    const [capped] = priceLines([item({ priceCents: 1000, flashSale: sale(700, 5) })], now);
    expect(capped).toMatchObject({ flashSaleItemId: 7, flashSaleCapped: true });
  });

  it('ships each seller for $4.99 unless its lines reach $50', () => {
    expect(shippingForSeller(4999)).toBe(499);
    expect(shippingForSeller(5000)).toBe(0);
    const lines = priceLines(
      [
        item({ priceCents: 2500, quantity: 2, sellerId: 1 }),
        item({ priceCents: 1999, offerPriceCents: 1499, quantity: 1, sellerId: 2, sellerSlug: 'seller-2' }),
        item({ priceCents: 100, quantity: 3, sellerId: 2, sellerSlug: 'seller-2' }),
      ],
      now,
    );
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
    expect(quote(priceLines([item({ priceCents: 500 })], now), 10_000)).toMatchObject({
      subtotalCents: 500,
      discountCents: 500,
      totalCents: 499,
    });
  });
});
