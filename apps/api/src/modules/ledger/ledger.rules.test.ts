/**
 * The money invariants over random checkouts (fast-check), from the same functions the checkout uses:
 * `priceLines` (the one price function), `couponDiscountCents`, `quote` and `ledgerDrafts`. Random carts
 * span several shops, quantities, offers, flash sales (some capped, some ended), shop and marketplace
 * coupons (amount and percent), shipping, and cancellations (reversing entries).
 */
import { unitPriceAt } from '@shop/shared/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CouponRecord } from '../coupons/coupons.repository.ts';
import { couponDiscountCents } from '../coupons/coupons.rules.ts';
import { type CheckoutItem, priceLines, quote, sellerShipping } from '../orders/orders.pricing.ts';
import {
  buyerPaidCents,
  type LedgerDraft,
  ledgerDrafts,
  marketplaceNetCents,
  sellerNetCents,
  sumEntries,
} from './ledger.rules.ts';

/** Cases per property; reported with the test counts. */
export const CHECKOUT_RUNS = 3000;

const now = new Date('2026-11-25T12:00:00Z');

const flashSaleArb = fc.option(
  fc.record({
    itemId: fc.integer({ min: 1, max: 1000 }),
    salePriceCents: fc.integer({ min: 0, max: 20_000 }),
    startsAt: fc.constantFrom('2026-11-25T00:00:00Z', '2026-11-25T13:00:00Z'),
    endsAt: fc.constantFrom('2026-11-25T11:00:00Z', '2026-11-26T00:00:00Z'),
    unitsLeft: fc.option(fc.integer({ min: 0, max: 6 })),
  }),
  { freq: 2 },
);

const lineArb = fc
  .record({
    sellerId: fc.integer({ min: 1, max: 4 }),
    priceCents: fc.integer({ min: 0, max: 20_000 }),
    offerShare: fc.option(fc.integer({ min: 1, max: 99 })),
    flashSale: flashSaleArb,
    quantity: fc.integer({ min: 1, max: 6 }),
    commissionRateBps: fc.constantFrom(0, 250, 1000, 1250, 3333, 10_000),
  })
  .map(({ offerShare, ...line }) => ({
    ...line,
    offerPriceCents: offerShare === null ? null : Math.floor((line.priceCents * offerShare) / 100),
  }));

const couponArb = fc.option(
  fc.record({
    shop: fc.option(fc.integer({ min: 1, max: 4 })),
    kind: fc.constantFrom('amount' as const, 'percent' as const),
    value: fc.integer({ min: 1, max: 100_000 }),
  }),
);

const checkoutArb = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 8 }),
  coupon: couponArb,
  /** Shops whose lines get cancelled (the order is cancelled as a whole when all are). */
  cancelledShops: fc.subarray([1, 2, 3, 4]),
});

type Checkout = typeof checkoutArb extends fc.Arbitrary<infer T> ? T : never;

function itemsOf(checkout: Checkout): CheckoutItem[] {
  return checkout.lines.map((line, index) => ({
    cartId: index + 1,
    productId: index + 1,
    productSlug: `p-${index + 1}`,
    productName: `Product ${index + 1}`,
    variantId: index + 1,
    variantSku: `SKU-${index + 1}`,
    variantOptions: {},
    variantTitle: '',
    imageUrls: [],
    priceCents: line.priceCents,
    offerPriceCents: line.offerPriceCents,
    flashSale: line.flashSale,
    commissionRateBps: line.commissionRateBps,
    quantity: line.quantity,
    stock: 100,
    sellerId: line.sellerId,
    sellerSlug: `shop-${line.sellerId}`,
    shopName: `Shop ${line.sellerId}`,
    sellerEmail: `shop-${line.sellerId}@example.test`,
    visible: true,
  }));
}

function couponOf(checkout: Checkout): CouponRecord | null {
  const { coupon } = checkout;
  if (!coupon) return null;
  return {
    id: 1,
    code: 'RANDOM',
    name: 'Random',
    discountKind: coupon.kind,
    discountValue: coupon.kind === 'percent' ? (coupon.value % 100) + 1 : coupon.value,
    minimumPurchaseCents: 0,
    startsAt: new Date(0),
    expiresAt: new Date('2100-01-01T00:00:00Z'),
    itemsNumber: 10,
    applyQty: 0,
    perUserLimit: null,
    sellerId: coupon.shop,
    sellerSlug: null,
    shopName: null,
    status: 'active',
  };
}

/** The order as checkout writes it: lines, totals and ledger drafts. */
function place(checkout: Checkout) {
  const lines = priceLines(itemsOf(checkout), now);
  const coupon = couponOf(checkout);
  const discount = coupon ? couponDiscountCents(coupon, { now, lines, usesByShopper: 0 }) : 0;
  const totals = quote(lines, discount);
  const drafts = ledgerDrafts({
    lines,
    coupon: coupon && { code: coupon.code, sellerId: coupon.sellerId, discountCents: totals.discountCents },
    shipping: sellerShipping(lines),
  });
  return { lines, coupon, totals, drafts };
}

/** What `ledger_reverse_cancelled` writes: the negation of every entry of a cancelled shop. */
function withReversals(drafts: LedgerDraft[], cancelledShops: number[]): LedgerDraft[] {
  const reversals = drafts
    .filter((draft) => cancelledShops.includes(draft.sellerId))
    .map((draft) => ({ ...draft, amountCents: -draft.amountCents }));
  return [...drafts, ...reversals];
}

describe('ledger invariants over random checkouts', () => {
  it('what the buyer paid = Σ shop nets + the marketplace take, to the cent', () => {
    fc.assert(
      fc.property(checkoutArb, (checkout) => {
        const { totals, drafts } = place(checkout);
        const shops = [...new Set(drafts.map((draft) => draft.sellerId))];
        const shopNets = shops.map((shop) =>
          sellerNetCents(sumEntries(drafts.filter((draft) => draft.sellerId === shop))),
        );
        const all = sumEntries(drafts);
        expect(buyerPaidCents(all)).toBe(totals.totalCents);
        expect(shopNets.reduce((sum, net) => sum + net, 0) + marketplaceNetCents(all)).toBe(
          totals.totalCents,
        );
        expect(all.sellerDiscounts + all.marketplaceDiscounts).toBe(totals.discountCents);
      }),
      { numRuns: CHECKOUT_RUNS },
    );
  });

  it("no shop's net exceeds what the buyer paid for its lines (plus any discount the marketplace funds on them)", () => {
    fc.assert(
      fc.property(checkoutArb, (checkout) => {
        const { drafts } = place(checkout);
        for (const shop of new Set(drafts.map((draft) => draft.sellerId))) {
          const sums = sumEntries(drafts.filter((draft) => draft.sellerId === shop));
          const paidForShop = buyerPaidCents(sums);
          expect(sellerNetCents(sums)).toBeLessThanOrEqual(paidForShop + sums.marketplaceDiscounts);
          if (sums.marketplaceDiscounts === 0) expect(sellerNetCents(sums)).toBeLessThanOrEqual(paidForShop);
          expect(sums.commission).toBeLessThanOrEqual(sums.sales - sums.sellerDiscounts);
        }
      }),
      { numRuns: CHECKOUT_RUNS },
    );
  });

  it('every line is charged the price the catalogue shows at the same moment for that quantity', () => {
    fc.assert(
      fc.property(checkoutArb, (checkout) => {
        const { lines } = place(checkout);
        for (const line of lines) {
          const shown = unitPriceAt(line, line.flashSale, now, line.quantity);
          expect(line.unitOfferCents).toBe(shown.offerCents);
          expect(line.lineTotalCents).toBe(shown.unitCents * line.quantity);
          expect(line.flashSaleItemId).toBe(shown.flashSaleItemId);
        }
      }),
      { numRuns: CHECKOUT_RUNS },
    );
  });

  it('writes no negative entry, never discounts a line below zero, and cancelling a shop brings its net to zero', () => {
    fc.assert(
      fc.property(checkoutArb, (checkout) => {
        const { drafts, totals } = place(checkout);
        for (const draft of drafts) expect(draft.amountCents).toBeGreaterThanOrEqual(0);
        const byLine = new Map<number, { sale: number; discount: number }>();
        for (const draft of drafts) {
          if (draft.lineIndex === null) continue;
          const line = byLine.get(draft.lineIndex) ?? { sale: 0, discount: 0 };
          if (draft.kind === 'sale') line.sale += draft.amountCents;
          if (draft.kind === 'discount') line.discount += draft.amountCents;
          byLine.set(draft.lineIndex, line);
        }
        for (const line of byLine.values()) expect(line.discount).toBeLessThanOrEqual(line.sale);

        const after = withReversals(drafts, checkout.cancelledShops);
        for (const shop of checkout.cancelledShops) {
          expect(sellerNetCents(sumEntries(after.filter((draft) => draft.sellerId === shop)))).toBe(0);
        }
        // The books still balance after the reversals: what remains paid = Σ nets + take.
        const remaining = sumEntries(after);
        const nets = [...new Set(after.map((draft) => draft.sellerId))].map((shop) =>
          sellerNetCents(sumEntries(after.filter((draft) => draft.sellerId === shop))),
        );
        expect(nets.reduce((sum, net) => sum + net, 0) + marketplaceNetCents(remaining)).toBe(
          buyerPaidCents(remaining),
        );
        if (checkout.cancelledShops.length === 0) expect(buyerPaidCents(remaining)).toBe(totals.totalCents);
      }),
      { numRuns: CHECKOUT_RUNS },
    );
  });
});

describe('the worked example of docs/money.md', () => {
  it('a $59.00 lamp with LAMPS15 (15% off, the lamp shop funds it) and a $30.00 mug elsewhere, 10% commission', () => {
    const drafts = ledgerDrafts({
      lines: [
        { sellerId: 1, lineTotalCents: 5900, commissionRateBps: 1000 },
        { sellerId: 2, lineTotalCents: 3000, commissionRateBps: 1000 },
      ],
      coupon: { code: 'LAMPS15', sellerId: 1, discountCents: 885 },
      shipping: [
        { sellerId: 1, shippingCents: 0 },
        { sellerId: 2, shippingCents: 499 },
      ],
    });
    const lampShop = sumEntries(drafts.filter((draft) => draft.sellerId === 1));
    const mugShop = sumEntries(drafts.filter((draft) => draft.sellerId === 2));
    // Lamp: 59.00 − 8.85 = 50.15 paid; commission 10% of 50.15 = 5.01 (rounded down); net 45.14.
    expect(lampShop).toMatchObject({ sales: 5900, sellerDiscounts: 885, commission: 501, shipping: 0 });
    expect(sellerNetCents(lampShop)).toBe(4514);
    expect(sellerNetCents(mugShop)).toBe(3000 - 300 + 499);
    expect(marketplaceNetCents(sumEntries(drafts))).toBe(501 + 300);
    expect(sellerNetCents(lampShop) + sellerNetCents(mugShop) + 801).toBe(5900 - 885 + 3000 + 499);
  });
});
