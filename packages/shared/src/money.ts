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

/** Spec §9: offerPrice × quantity when an offer exists, else price × quantity. */
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

/** "$1,234.50" — the shop shows prices with the dollar sign (spec §1). */
export function formatDollars(dollars: number): string {
  return `$${dollarFormat.format(dollars)}`;
}

/** `percent`% of an amount, rounded down to the cent so a discount never exceeds what was promised. */
export function percentOfCents(cents: Cents, percent: number): Cents {
  return Math.floor((cents * percent) / 100);
}
