/**
 * Money is integer cents inside the system; the API shows dollars as numbers with two decimals.
 * All arithmetic on money happens here, so rounding rules live in one place.
 */
export type Cents = number;

export function toCents(dollars: number): Cents {
  return Math.round(dollars * 100);
}

export function toDollars(cents: Cents): number {
  return Math.round(cents) / 100;
}

/** The price a shopper pays for one unit: the offer when there is one, else the list price. */
export function effectivePriceCents(priceCents: Cents, offerPriceCents: Cents | null | undefined): Cents {
  return offerPriceCents != null ? offerPriceCents : priceCents;
}

/** Product rules §9: offerPrice × quantity when an offer exists, else price × quantity. */
export function lineTotalCents(line: {
  priceCents: Cents;
  offerPriceCents?: Cents | null;
  quantity: number;
}): Cents {
  return effectivePriceCents(line.priceCents, line.offerPriceCents) * line.quantity;
}

export function subtotalCents(lines: ReadonlyArray<Parameters<typeof lineTotalCents>[0]>): Cents {
  return lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
}

// One formatter for every call: `toLocaleString` with options builds a new Intl.NumberFormat each time,
// which showed up at the top of server-rendering profiles (a product list formats hundreds of prices).
const dollarFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$1,234.50" — the shop shows prices with the dollar sign (product rules §1). */
export function formatDollars(dollars: number): string {
  return `$${dollarFormat.format(dollars)}`;
}

/** `percent`% of an amount, rounded down to the cent so a discount never exceeds what was promised. */
export function percentOfCents(cents: Cents, percent: number): Cents {
  return Math.floor((cents * percent) / 100);
}

/** The running flash-sale offer of one product, as the catalogue reads it (times as ISO strings or dates). */
export interface FlashSaleOffer {
  /** The flash_sale_items row; an order line that took the sale price points at it. */
  itemId: number;
  salePriceCents: Cents;
  startsAt: string | Date;
  endsAt: string | Date;
  /** Units still sold at the sale price; null when the sale has no cap. */
  unitsLeft: number | null;
}

export interface UnitPrice {
  /** What one unit costs now. */
  unitCents: Cents;
  /** `offerPrice` as every answer shows it: the unit price when below the list price, else null. */
  offerCents: Cents | null;
  /** The flash-sale item whose price applies, else null. */
  flashSaleItemId: number | null;
  /** When that sale price ends (ISO), else null. */
  flashSaleEndsAt: string | null;
}

function instant(value: string | Date): number {
  return value instanceof Date ? value.getTime() : Date.parse(value);
}

/**
 * THE price of a unit at a moment; every surface and every order line uses it. The flash-sale price applies
 * inside the sale's window [startsAt, endsAt), while its capped units cover the `quantity` asked for, and only
 * when it is below the regular price; otherwise the offer, else the list price. A cart line of 3 units when 2
 * sale units are left pays the regular price for all 3 (one line has one unit price).
 */
export function unitPriceAt(
  product: { priceCents: Cents; offerPriceCents: Cents | null | undefined },
  sale: FlashSaleOffer | null | undefined,
  now: Date,
  quantity = 1,
): UnitPrice {
  const regular = effectivePriceCents(product.priceCents, product.offerPriceCents);
  const at = now.getTime();
  const saleApplies =
    sale != null &&
    instant(sale.startsAt) <= at &&
    at < instant(sale.endsAt) &&
    (sale.unitsLeft === null || sale.unitsLeft >= quantity) &&
    sale.salePriceCents < regular;
  const unit = saleApplies ? sale.salePriceCents : regular;
  return {
    unitCents: unit,
    offerCents: unit < product.priceCents ? unit : null,
    flashSaleItemId: saleApplies ? sale.itemId : null,
    flashSaleEndsAt: saleApplies ? new Date(instant(sale.endsAt)).toISOString() : null,
  };
}

/**
 * Splits `totalCents` over parts in proportion to `weights` (largest-remainder method): each part gets the
 * floor of its exact share, then the cents left over go one each to the parts with the largest remainders
 * (the earlier part on a tie). The parts always sum to exactly `totalCents`. All weights 0: the first part
 * takes everything (there is nothing to be proportional to).
 */
export function allocateCents(totalCents: Cents, weights: readonly Cents[]): Cents[] {
  if (weights.length === 0) return [];
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  if (weightSum <= 0) return weights.map((_, index) => (index === 0 ? totalCents : 0));
  // BigInt keeps total × weight exact beyond 2^53 (a large order times a large line).
  const total = BigInt(totalCents);
  const sum = BigInt(weightSum);
  const parts = weights.map((weight, index) => {
    const exact = total * BigInt(weight);
    return { index, floor: exact / sum, remainder: exact % sum };
  });
  let left = total - parts.reduce((acc, part) => acc + part.floor, 0n);
  const byRemainder = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const part of byRemainder) {
    if (left <= 0n) break;
    part.floor += 1n;
    left -= 1n;
  }
  return parts.map((part) => Number(part.floor));
}

/** Commission on `baseCents` at `rateBps` basis points, rounded down to the cent (in the seller's favour). */
export function commissionCents(baseCents: Cents, rateBps: number): Cents {
  return Math.floor((baseCents * rateBps) / 10_000);
}
