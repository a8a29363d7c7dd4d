/**
 * Reversals over random orders (fast-check): the entries an order writes (`ledgerDrafts`), then random
 * cancellations (a shop's lines, or single lines; a shop's shipping goes back once none of its lines remains)
 * and returns of delivered lines (shipping stays), each written by `reversalDrafts` as the API writes them.
 * After every step: what the buyer paid − what was refunded = Σ shop nets + the marketplace take, to the
 * cent; no shop keeps more than the buyer still pays for its part (plus the discounts the marketplace funds);
 * originals are never changed and each is reversed at most once; repeating a step writes nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buyerPaidCents,
  type LedgerDraft,
  ledgerDrafts,
  marketplaceNetCents,
  type RecordedEntry,
  refundCentsOf,
  reversalDrafts,
  sellerNetCents,
  sumEntries,
} from './ledger.rules.ts';

/** Cases per property; reported with the test counts. */
export const REVERSAL_RUNS = 2000;

const orderArb = fc.record({
  lines: fc.array(
    fc.record({
      sellerId: fc.integer({ min: 1, max: 3 }),
      lineTotalCents: fc.integer({ min: 0, max: 50_000 }),
      commissionRateBps: fc.constantFrom(0, 250, 1000, 3333, 10_000),
    }),
    { minLength: 1, maxLength: 6 },
  ),
  coupon: fc.option(
    fc.record({
      sellerId: fc.option(fc.integer({ min: 1, max: 3 })),
      share: fc.integer({ min: 0, max: 100 }),
    }),
  ),
  shippingCents: fc.constantFrom(0, 499),
  /** Steps: cancel a line, cancel every line of a shop, or return a line (by index, wrapped). */
  steps: fc.array(
    fc.record({ kind: fc.constantFrom('cancel-line', 'cancel-shop', 'return-line'), pick: fc.nat() }),
    { maxLength: 8 },
  ),
});

type RandomOrder = typeof orderArb extends fc.Arbitrary<infer T> ? T : never;

/** The order's entries as written, with ids; line ids are 1-based line positions. */
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

type LineState = 'open' | 'cancelled' | 'returned';

describe('reversals over random cancellations and returns', () => {
  it('keep the books balanced, never touch an original, reverse each entry at most once', () => {
    let stepsRun = 0;
    fc.assert(
      fc.property(orderArb, (order) => {
        const { entries: originals, paidCents } = written(order);
        let entries = [...originals];
        let refundedCents = 0;
        const states: LineState[] = order.lines.map(() => 'open');
        const append = (drafts: ReturnType<typeof reversalDrafts>) => {
          let nextId = entries.length + 1;
          entries = [...entries, ...drafts.map((draft) => ({ ...draft, id: nextId++ }))];
          refundedCents += refundCentsOf(drafts);
        };
        for (const step of order.steps) {
          stepsRun += 1;
          const index = step.pick % order.lines.length;
          const line = order.lines[index]!;
          const targets =
            step.kind === 'cancel-shop'
              ? order.lines
                  .map((other, i) => (other.sellerId === line.sellerId ? i : -1))
                  .filter((i) => i >= 0)
              : [index];
          const open = targets.filter((i) => states[i] === 'open');
          for (const i of open) states[i] = step.kind === 'return-line' ? 'returned' : 'cancelled';
          const lineIds = new Set(open.map((i) => i + 1));
          // A cancellation takes back a shop's shipping once none of its lines remains; a return never does.
          const emptied = new Set(
            step.kind === 'return-line'
              ? []
              : [line.sellerId].filter((shop) =>
                  order.lines.every((other, i) => other.sellerId !== shop || states[i] === 'cancelled'),
                ),
          );
          const drafts = reversalDrafts(entries, { lineIds, shippingOfSellers: emptied });
          append(drafts);
          // Doing the same again writes nothing.
          expect(reversalDrafts(entries, { lineIds, shippingOfSellers: emptied })).toEqual([]);

          // The books balance after every step.
          const all = sumEntries(entries);
          const shops = [...new Set(entries.map((entry) => entry.sellerId))];
          const nets = shops.map((shop) =>
            sellerNetCents(sumEntries(entries.filter((entry) => entry.sellerId === shop))),
          );
          expect(paidCents - refundedCents).toBe(buyerPaidCents(all));
          expect(nets.reduce((sum, net) => sum + net, 0) + marketplaceNetCents(all)).toBe(
            paidCents - refundedCents,
          );
          for (const shop of shops) {
            const sums = sumEntries(entries.filter((entry) => entry.sellerId === shop));
            expect(sellerNetCents(sums)).toBeLessThanOrEqual(
              buyerPaidCents(sums) + sums.marketplaceDiscounts,
            );
          }
          expect(refundedCents).toBeGreaterThanOrEqual(0);
          expect(refundedCents).toBeLessThanOrEqual(paidCents);
        }
        // Originals unchanged; each reversed at most once, by its exact negation.
        expect(entries.slice(0, originals.length)).toEqual(originals);
        const reversed = entries.filter((entry) => entry.reversesEntryId !== null);
        expect(new Set(reversed.map((entry) => entry.reversesEntryId)).size).toBe(reversed.length);
        for (const reversal of reversed) {
          expect(originals[reversal.reversesEntryId! - 1]!.amountCents).toBe(-reversal.amountCents);
        }
        // A shop all of whose lines were cancelled ends at zero.
        for (const shop of new Set(order.lines.map((line) => line.sellerId))) {
          if (order.lines.every((line, i) => line.sellerId !== shop || states[i] === 'cancelled')) {
            expect(sellerNetCents(sumEntries(entries.filter((entry) => entry.sellerId === shop)))).toBe(0);
          }
        }
      }),
      { numRuns: REVERSAL_RUNS },
    );
    expect(stepsRun).toBeGreaterThan(REVERSAL_RUNS);
  });
});

describe('the partial-return example of docs/money.md', () => {
  it('returning the mug refunds $30.00; the mug shop keeps its $4.99 shipping, the marketplace $5.01', () => {
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
    const entries: RecordedEntry[] = drafts.map((draft, index) => ({
      id: index + 1,
      orderLineId: draft.lineIndex,
      sellerId: draft.sellerId,
      kind: draft.kind,
      fundedBy: draft.fundedBy,
      couponCode: draft.couponCode,
      amountCents: draft.amountCents,
      reversesEntryId: null,
    }));
    const mugReturn = reversalDrafts(entries, { lineIds: new Set([2]), shippingOfSellers: new Set() });
    expect(refundCentsOf(mugReturn)).toBe(3000);
    const after = [...entries, ...mugReturn.map((draft, index) => ({ ...draft, id: 100 + index }))];
    const net = (shop: number) =>
      sellerNetCents(sumEntries(after.filter((entry) => entry.sellerId === shop)));
    expect([net(1), net(2), marketplaceNetCents(sumEntries(after))]).toEqual([4514, 499, 501]);

    const lampReturn = reversalDrafts(entries, { lineIds: new Set([1]), shippingOfSellers: new Set() });
    expect(refundCentsOf(lampReturn)).toBe(5015);
    expect(
      sellerNetCents(sumEntries([...entries, ...lampReturn].filter((entry) => entry.sellerId === 1))),
    ).toBe(0);
  });
});
