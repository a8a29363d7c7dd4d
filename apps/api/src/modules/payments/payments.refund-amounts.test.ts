/**
 * Refund amounts over random orders (fast-check). An order's ledger entries are written as checkout writes
 * them (`ledgerDrafts`, with a coupon and shipping); returns of single lines, in a random order and possibly
 * repeated, are refunded with what their reversing entries give back (what `acceptReturn` sends to the
 * provider), and each refund must pass the payments rule (`refundFits`) as the refund transaction checks it.
 * Properties: no refund is negative, refunds never add up to more than was paid, a repeated return refunds
 * nothing, the partial refunds add up to exactly the refund of returning every line at once (no cent lost
 * or invented by rounding), and a cancellation of the whole order gives back exactly what was paid.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buyerPaidCents,
  type LedgerDraft,
  ledgerDrafts,
  type RecordedEntry,
  refundCentsOf,
  reversalDrafts,
  sumEntries,
} from '../ledger/ledger.rules.ts';
import { refundFits } from './payments.refund-rule.ts';

const RUNS = 500;

/** The cents a set of reversing entries gives back (`+ 0`: nothing reversed is 0, not -0). */
const refundOf = (drafts: ReturnType<typeof reversalDrafts>) => refundCentsOf(drafts) + 0;

const orderArb = fc.record({
  lines: fc.array(
    fc.record({
      sellerId: fc.integer({ min: 1, max: 3 }),
      lineTotalCents: fc.integer({ min: 0, max: 80_000 }),
      commissionRateBps: fc.constantFrom(0, 500, 1000, 3333),
    }),
    { minLength: 1, maxLength: 6 },
  ),
  coupon: fc.option(fc.record({ sellerId: fc.option(fc.integer({ min: 1, max: 3 })), share: fc.nat(100) })),
  shippingCents: fc.constantFrom(0, 499, 1250),
  /** The lines returned, by index (wrapped), in this order; repeats are retries. */
  returns: fc.array(fc.nat(), { maxLength: 10 }),
});
type RandomOrder = typeof orderArb extends fc.Arbitrary<infer T> ? T : never;

function written(order: RandomOrder): { entries: RecordedEntry[]; paidCents: number } {
  const eligible = order.coupon
    ? order.lines.filter(
        (line) => order.coupon!.sellerId === null || line.sellerId === order.coupon!.sellerId,
      )
    : [];
  const eligibleCents = eligible.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const discountCents = order.coupon ? Math.floor((eligibleCents * order.coupon.share) / 100) : 0;
  const shops = [...new Set(order.lines.map((line) => line.sellerId))];
  const drafts: LedgerDraft[] = ledgerDrafts({
    lines: order.lines,
    coupon: order.coupon && { code: 'RANDOM', sellerId: order.coupon.sellerId, discountCents },
    shipping: shops.map((sellerId) => ({ sellerId, shippingCents: order.shippingCents })),
  });
  const entries = drafts.map((draft, index) => ({
    id: index + 1,
    orderLineId: draft.lineIndex,
    sellerId: draft.sellerId,
    kind: draft.kind,
    fundedBy: draft.fundedBy,
    couponCode: draft.couponCode,
    amountCents: draft.amountCents,
    reversesEntryId: null,
  }));
  return { entries, paidCents: buyerPaidCents(sumEntries(entries)) };
}

function appended(entries: RecordedEntry[], drafts: ReturnType<typeof reversalDrafts>): RecordedEntry[] {
  let nextId = entries.length + 1;
  return [...entries, ...drafts.map((draft) => ({ ...draft, id: nextId++ }))];
}

const allLines = (order: RandomOrder) => new Set(order.lines.map((_, index) => index + 1));

describe('refund amounts', () => {
  it('of partial returns never exceed what was paid and add up to returning everything at once', () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const { entries: originals, paidCents } = written(order);
        let entries = originals;
        let refundedCents = 0;
        for (const pick of order.returns) {
          const lineIds = new Set([(pick % order.lines.length) + 1]);
          const drafts = reversalDrafts(entries, { lineIds, shippingOfSellers: new Set() });
          const refund = refundOf(drafts);
          expect(refund).toBeGreaterThanOrEqual(0);
          // A zero refund (a free or fully discounted line) is not sent to the provider at all.
          if (refund > 0) {
            expect(refundFits(paidCents, refundedCents, refund)).toBe(true);
            refundedCents += refund;
          }
          entries = appended(entries, drafts);
          // The same return again gives nothing more.
          expect(refundOf(reversalDrafts(entries, { lineIds, shippingOfSellers: new Set() }))).toBe(0);
        }
        expect(refundedCents).toBeLessThanOrEqual(paidCents);
        // What is left to return, returned now, brings the total to the refund of every line at once.
        const rest = refundOf(
          reversalDrafts(entries, { lineIds: allLines(order), shippingOfSellers: new Set() }),
        );
        const everything = refundOf(
          reversalDrafts(originals, { lineIds: allLines(order), shippingOfSellers: new Set() }),
        );
        expect(refundedCents + rest).toBe(everything);
        // Returns keep the shipping: every line back refunds what was paid less the shipping.
        const shippingCents = new Set(order.lines.map((line) => line.sellerId)).size * order.shippingCents;
        expect(everything).toBe(paidCents - shippingCents);
        // Not one cent more fits after everything was refunded.
        expect(refundFits(paidCents, paidCents, 1)).toBe(false);
      }),
      { numRuns: RUNS },
    );
  });

  it('of a cancelled order give back exactly what was paid, shipping included', () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const { entries, paidCents } = written(order);
        const shops = new Set(order.lines.map((line) => line.sellerId));
        const cancelled = refundOf(
          reversalDrafts(entries, { lineIds: allLines(order), shippingOfSellers: shops }),
        );
        expect(cancelled).toBe(paidCents);
        if (paidCents > 0) expect(refundFits(paidCents, 0, paidCents)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('asked in any amounts, are refused as soon as they would pass what was paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: -100, max: 400_000 }), { maxLength: 12 }),
        (paidCents, asks) => {
          let refundedCents = 0;
          for (const asked of asks) {
            const fits = refundFits(paidCents, refundedCents, asked);
            expect(fits).toBe(asked > 0 && refundedCents + asked <= paidCents);
            if (fits) refundedCents += asked;
            expect(refundedCents).toBeLessThanOrEqual(paidCents);
          }
        },
      ),
      { numRuns: RUNS },
    );
    expect(refundFits(1000, 0, 0.5)).toBe(false);
    expect(refundFits(1000, 0, Number.NaN)).toBe(false);
  });
});
