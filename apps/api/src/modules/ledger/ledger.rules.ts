/**
 * The ledger entries of one priced order (docs/money.md), pure so the checkout write, the property tests
 * and the docs' worked example compute the same cents:
 * - a `sale` per line: what the line is charged before any coupon;
 * - the coupon's discount split over the lines it applies to (a shop's coupon: that shop's lines; a
 *   marketplace coupon: every line) in proportion to their amounts, largest remainder first, so the parts
 *   sum to the discount exactly; funded by that shop, or by the marketplace;
 * - `commission` per line at the line's own rate on what the shop actually sells it for: the sale minus the
 *   discount the shop funds (a discount the marketplace funds is the marketplace's cost, not the shop's);
 * - `shipping` per shop: the fee the shop charged goes to the shop, with no commission on it (decision 0011).
 * Zero discounts and commissions are not written; every sale and every charged shipping fee is.
 */
import { allocateCents, type Cents, commissionCents } from '@shop/shared/money';
import type { DiscountFunder, LedgerEntryKind } from '../../db/schema/statuses.ts';

export interface LedgerLine {
  sellerId: number;
  lineTotalCents: Cents;
  commissionRateBps: number;
}

export interface LedgerCoupon {
  code: string;
  /** The shop whose coupon it is; null for a marketplace coupon. */
  sellerId: number | null;
  discountCents: Cents;
}

export interface LedgerDraft {
  /** 1-based position of the line in the order; null for shipping. */
  lineIndex: number | null;
  sellerId: number;
  kind: LedgerEntryKind;
  fundedBy: DiscountFunder | null;
  couponCode: string | null;
  amountCents: Cents;
}

export interface LedgerOrder {
  lines: readonly LedgerLine[];
  coupon: LedgerCoupon | null;
  shipping: readonly { sellerId: number; shippingCents: Cents }[];
}

/** Which lines a coupon discounts: a shop's coupon only that shop's lines. */
export function couponAppliesTo(coupon: Pick<LedgerCoupon, 'sellerId'>, line: Pick<LedgerLine, 'sellerId'>) {
  return coupon.sellerId === null || coupon.sellerId === line.sellerId;
}

/** The coupon's discount per line (0 for lines it does not apply to); the parts sum to the discount. */
export function discountPerLine(lines: readonly LedgerLine[], coupon: LedgerCoupon | null): Cents[] {
  if (!coupon || coupon.discountCents === 0) return lines.map(() => 0);
  const eligible = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => couponAppliesTo(coupon, line));
  const parts = allocateCents(
    coupon.discountCents,
    eligible.map(({ line }) => line.lineTotalCents),
  );
  const perLine = lines.map(() => 0);
  eligible.forEach(({ index }, position) => {
    perLine[index] = parts[position] ?? 0;
  });
  return perLine;
}

export function ledgerDrafts(order: LedgerOrder): LedgerDraft[] {
  const { coupon } = order;
  const discounts = discountPerLine(order.lines, coupon);
  const fundedBy: DiscountFunder = coupon?.sellerId == null ? 'marketplace' : 'seller';
  const drafts: LedgerDraft[] = [];
  order.lines.forEach((line, index) => {
    const lineIndex = index + 1;
    const base = { lineIndex, sellerId: line.sellerId, fundedBy: null, couponCode: null };
    drafts.push({ ...base, kind: 'sale', amountCents: line.lineTotalCents });
    const discount = discounts[index] ?? 0;
    if (coupon && discount > 0) {
      drafts.push({ ...base, kind: 'discount', fundedBy, couponCode: coupon.code, amountCents: discount });
    }
    const sellerFunded = fundedBy === 'seller' ? discount : 0;
    const commission = commissionCents(line.lineTotalCents - sellerFunded, line.commissionRateBps);
    if (commission > 0) drafts.push({ ...base, kind: 'commission', amountCents: commission });
  });
  for (const shop of order.shipping) {
    if (shop.shippingCents > 0) {
      drafts.push({
        lineIndex: null,
        sellerId: shop.sellerId,
        kind: 'shipping',
        fundedBy: null,
        couponCode: null,
        amountCents: shop.shippingCents,
      });
    }
  }
  return drafts;
}

/** What a set of entries (originals and reversals alike) means for each side, in cents. */
export interface LedgerSums {
  sales: Cents;
  sellerDiscounts: Cents;
  marketplaceDiscounts: Cents;
  commission: Cents;
  shipping: Cents;
}

export function sumEntries(
  entries: readonly Pick<LedgerDraft, 'kind' | 'fundedBy' | 'amountCents'>[],
): LedgerSums {
  const sums: LedgerSums = {
    sales: 0,
    sellerDiscounts: 0,
    marketplaceDiscounts: 0,
    commission: 0,
    shipping: 0,
  };
  for (const entry of entries) {
    if (entry.kind === 'sale') sums.sales += entry.amountCents;
    else if (entry.kind === 'commission') sums.commission += entry.amountCents;
    else if (entry.kind === 'shipping') sums.shipping += entry.amountCents;
    else if (entry.fundedBy === 'seller') sums.sellerDiscounts += entry.amountCents;
    else sums.marketplaceDiscounts += entry.amountCents;
  }
  return sums;
}

/** A shop's net: its sales, less the discounts it funds and the commission, plus the shipping it charged. */
export function sellerNetCents(sums: LedgerSums): Cents {
  return sums.sales - sums.sellerDiscounts - sums.commission + sums.shipping;
}

/** The marketplace's take: commission, less the discounts it funds. */
export function marketplaceNetCents(sums: LedgerSums): Cents {
  return sums.commission - sums.marketplaceDiscounts;
}

/** What the buyer paid for these entries. */
export function buyerPaidCents(sums: LedgerSums): Cents {
  return sums.sales - sums.sellerDiscounts - sums.marketplaceDiscounts + sums.shipping;
}

// --- Reversals ---------------------------------------------------------------------------------------------

/** An entry as written, with what the reversal rules need to know about it. */
export interface RecordedEntry {
  id: number;
  /** The order line it belongs to; null for a shop's shipping. */
  orderLineId: number | null;
  sellerId: number;
  kind: LedgerEntryKind;
  fundedBy: DiscountFunder | null;
  couponCode: string | null;
  amountCents: Cents;
  /** Set on a reversal: the entry it undoes. */
  reversesEntryId: number | null;
}

export type ReversalDraft = Omit<RecordedEntry, 'id' | 'reversesEntryId'> & { reversesEntryId: number };

/**
 * The entries that undo what `lineIds` recorded (lines cancelled or returned), and the shipping of the shops
 * in `shippingOfSellers` (a cancellation that leaves a shop with no line; a return keeps the shipping, the
 * parcel did travel): the negation of each original entry that is not undone yet, pointing at it. Entries
 * are never changed; an entry already reversed is skipped, so calling this twice writes nothing the
 * second time.
 */
export function reversalDrafts(
  entries: readonly RecordedEntry[],
  undo: { lineIds: ReadonlySet<number>; shippingOfSellers: ReadonlySet<number> },
): ReversalDraft[] {
  const reversed = new Set(entries.map((entry) => entry.reversesEntryId).filter((id) => id !== null));
  return entries
    .filter((entry) => entry.reversesEntryId === null && !reversed.has(entry.id))
    .filter((entry) =>
      entry.orderLineId === null
        ? entry.kind === 'shipping' && undo.shippingOfSellers.has(entry.sellerId)
        : undo.lineIds.has(entry.orderLineId),
    )
    .map((entry) => ({
      orderLineId: entry.orderLineId,
      sellerId: entry.sellerId,
      kind: entry.kind,
      fundedBy: entry.fundedBy,
      couponCode: entry.couponCode,
      amountCents: -entry.amountCents,
      reversesEntryId: entry.id,
    }));
}

/** What reversing entries give back to the buyer: the sales undone less their discounts, plus shipping undone. */
export function refundCentsOf(reversals: readonly Pick<LedgerDraft, 'kind' | 'fundedBy' | 'amountCents'>[]) {
  return -buyerPaidCents(sumEntries(reversals));
}
