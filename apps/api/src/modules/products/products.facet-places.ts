/**
 * The facet index's places (decision 65): the order it keeps the products in (by category, brand and
 * price, so a category is a run of places and a price range a slice of each run), and the arithmetic over
 * places its counts are made of: binary searches, membership tables, the walk that checks each place's
 * conditions, and the option values' count. Plain functions over typed arrays, each small enough for V8
 * to keep optimized whatever a call's filters are.
 */

export const FLAG_BITS = {
  isTopProduct: 1,
  isNewArrival: 2,
  isBestProduct: 4,
  isFeatured: 8,
  isPopular: 16,
} as const;
export type FlagName = keyof typeof FLAG_BITS;

/** One option value as the filter spells it (`size:m`), with the labels its holders spell. */
export interface IndexedOptionValue {
  nameKey: string;
  valueKey: string;
  name: string;
  value: string;
}

/** The columns an index is built from, one entry per product, in any order (0: no sub-category or brand). */
export interface FacetColumns {
  ids: Int32Array;
  category: Int32Array;
  subCategory: Int32Array;
  brand: Int32Array;
  seller: Int32Array;
  priceCents: Int32Array;
  rating: Float32Array;
  flags: Uint8Array;
  /** The option values, each with the ids of the products holding it (hidden ones too: left out here). */
  options: (IndexedOptionValue & { productIds: Int32Array })[];
}

/** The columns a count reads, in place order. */
export type IndexColumns = Omit<FacetColumns, 'options' | 'ids'>;

/** Places of the products holding each key, ascending. */
export function postingsOf(
  column: Int32Array | Uint8Array,
  keys: (value: number) => number[],
): Map<number, Int32Array> {
  const sizes = new Map<number, number>();
  for (let at = 0; at < column.length; at += 1) {
    for (const key of keys(column[at]!)) sizes.set(key, (sizes.get(key) ?? 0) + 1);
  }
  const lists = new Map<number, Int32Array>();
  for (const [key, size] of sizes) lists.set(key, new Int32Array(size));
  const filled = new Map<number, number>();
  for (let at = 0; at < column.length; at += 1) {
    for (const key of keys(column[at]!)) {
      const next = filled.get(key) ?? 0;
      lists.get(key)![next] = at;
      filled.set(key, next + 1);
    }
  }
  return lists;
}

export const single = (value: number) => (value === 0 ? [] : [value]);
export const flagKeys = (flags: number) => Object.values(FLAG_BITS).filter((bit) => (flags & bit) !== 0);

/** The places of one category and brand: `runStarts[key] … runStarts[key + 1]`, key = category × (brands + 1) + brand. */
export interface Runs {
  starts: Int32Array;
  brands: number;
}

/**
 * The columns with the products ordered by category, then brand, then price (a radix sort on the price,
 * then a stable counting sort on category and brand): a category's products are one run of places, a
 * brand's one run per category, and a price range one slice of each run, found by binary search. A walk
 * then reads the columns in order and only the places in range: in the seeded order (by id) it read nine
 * scattered columns per place, a cache miss each (75 ns a place, 16 ms for the benchmark's faceted list at
 * a million products), and checked every price.
 */
export function ordered(input: FacetColumns): { columns: IndexColumns & { ids: Int32Array }; runs: Runs } {
  const { ids, category, brand, priceCents } = input;
  let brands = 0;
  let categories = 0;
  for (let at = 0; at < ids.length; at += 1) {
    if (brand[at]! > brands) brands = brand[at]!;
    if (category[at]! > categories) categories = category[at]!;
  }
  // By price: two stable passes of 16 bits each (prices are non-negative cents).
  let order = new Int32Array(ids.length);
  for (let at = 0; at < ids.length; at += 1) order[at] = at;
  for (const shift of [0, 16]) {
    const counts = new Int32Array(65_537);
    for (let i = 0; i < order.length; i += 1) counts[((priceCents[order[i]!]! >>> shift) & 0xffff) + 1]! += 1;
    for (let bucket = 1; bucket < counts.length; bucket += 1) counts[bucket]! += counts[bucket - 1]!;
    const next = new Int32Array(order.length);
    for (let i = 0; i < order.length; i += 1)
      next[counts[(priceCents[order[i]!]! >>> shift) & 0xffff]!++] = order[i]!;
    order = next;
  }
  const keyOf = (at: number) => category[at]! * (brands + 1) + brand[at]!;
  const starts = new Int32Array((categories + 1) * (brands + 1) + 1);
  for (let at = 0; at < ids.length; at += 1) starts[keyOf(at) + 1]! += 1;
  for (let key = 1; key < starts.length; key += 1) starts[key]! += starts[key - 1]!;
  const filled = starts.slice();
  const byKey = new Int32Array(ids.length);
  for (let i = 0; i < order.length; i += 1) byKey[filled[keyOf(order[i]!)]!++] = order[i]!;
  const permuted = <A extends Int32Array | Float32Array | Uint8Array>(column: A): A => {
    const copy = new (column.constructor as new (length: number) => A)(column.length);
    for (let at = 0; at < byKey.length; at += 1) copy[at] = column[byKey[at]!]!;
    return copy;
  };
  return {
    columns: {
      ids: permuted(input.ids),
      category: permuted(input.category),
      subCategory: permuted(input.subCategory),
      brand: permuted(input.brand),
      seller: permuted(input.seller),
      priceCents: permuted(input.priceCents),
      rating: permuted(input.rating),
      flags: permuted(input.flags),
    },
    runs: { starts, brands },
  };
}

export const EMPTY = new Int32Array(0);

/** 0, 1, …, `largest`. */
export const range = (largest: number) => Array.from({ length: largest + 1 }, (_, id) => id);

/** A product's place by its id: an array indexed by id (ids are a serial), or a map if they are sparse. */
export function placesById(ids: Int32Array): (id: number) => number | undefined {
  let largest = 0;
  for (const id of ids) if (id > largest) largest = id;
  if (largest > 4 * ids.length + 1_000) {
    const places = new Map<number, number>();
    ids.forEach((id, at) => {
      places.set(id, at);
    });
    return (id) => places.get(id);
  }
  const places = new Int32Array(largest + 1).fill(-1);
  ids.forEach((id, at) => {
    places[id] = at;
  });
  return (id) => (id >= 0 && id <= largest && places[id] !== -1 ? places[id] : undefined);
}

/** A membership table of a few ids, covering ids 0 … `largest` (null: no filter). */
export function idSet(ids: readonly number[] | undefined, largest: number): Uint8Array | null {
  if (ids === undefined) return null;
  const table = new Uint8Array(Math.max(0, largest) + 1);
  for (const id of ids) if (id >= 0 && id <= largest) table[id] = 1;
  return table;
}

/** The conditions of one walk, as plain values (-1 or null: not applied), so the loop stays monomorphic. */
export interface WalkConditions {
  sellerId: number;
  flagBit: number;
  checksPrice: boolean;
  minCents: number;
  maxCents: number;
  /** Membership tables covering every id of their column (no read past the end, which deoptimizes). */
  categories: Uint8Array | null;
  subCategories: Uint8Array | null;
  brands: Uint8Array | null;
  values: Uint8Array | null;
  minRating: number;
}

/**
 * The places of `list` (null: every place) whose product passes `conditions`. A loop of typed-array reads
 * in a function of its own, and each group counted by one of its own below: written as one function with
 * a branch per group, V8 deoptimized it whenever a call took a branch the previous ones had not (every
 * source takes others), and counting the benchmark's faceted list at a million products took 3–4 ms
 * where these take under 1.
 */
export function passingPlaces(
  columns: IndexColumns,
  visible: Uint8Array,
  optionStarts: Int32Array,
  optionIds: Int32Array,
  list: Int32Array | null,
  passing: Int32Array,
  conditions: WalkConditions,
): Int32Array {
  const { category, subCategory, brand, seller, priceCents, rating, flags } = columns;
  const {
    sellerId,
    flagBit,
    checksPrice,
    minCents,
    maxCents,
    categories,
    subCategories,
    brands,
    values,
    minRating,
  } = conditions;
  const walked = list === null ? visible.length : list.length;
  let kept = 0;
  for (let i = 0; i < walked; i += 1) {
    const at = list === null ? i : list[i]!;
    if (visible[at] === 0) continue;
    if (sellerId !== -1 && seller[at] !== sellerId) continue;
    if (flagBit !== 0 && (flags[at]! & flagBit) === 0) continue;
    if (checksPrice && (priceCents[at]! < minCents || priceCents[at]! > maxCents)) continue;
    if (categories !== null && categories[category[at]!] === 0) continue;
    if (subCategories !== null && subCategories[subCategory[at]!] === 0) continue;
    if (brands !== null && brands[brand[at]!] === 0) continue;
    if (minRating !== -1 && rating[at]! < minRating) continue;
    if (values !== null) {
      let held = false;
      for (let k = optionStarts[at]!; k < optionStarts[at + 1]!; k += 1) {
        if (values[optionIds[k]!] === 1) {
          held = true;
          break;
        }
      }
      if (!held) continue;
    }
    passing[kept++] = at;
  }
  return passing.subarray(0, kept);
}

/**
 * Products per option value (each value once per product: the values per product are distinct). Places
 * come in order and mostly in unbroken stretches (a run of a category and brand), whose values are one
 * stretch of `ids`: counted in one flat loop each (per place, the nested loop took 1.9 ms of a faceted
 * list's 7.8 with a size chosen at a million products).
 */
export function countOptions(
  starts: Int32Array,
  ids: Int32Array,
  places: Int32Array,
  values: number,
): Map<number, number> {
  const counts = new Int32Array(values);
  let j = 0;
  while (j < places.length) {
    const first = places[j]!;
    let last = first;
    j += 1;
    while (j < places.length && places[j] === last + 1) {
      last += 1;
      j += 1;
    }
    const end = starts[last + 1]!;
    for (let k = starts[first]!; k < end; k += 1) counts[ids[k]!]! += 1;
  }
  return nonZero(counts, true);
}

/** The counts above zero by id (id 0, "none", left out unless `withZero`: option value ids start at 0). */
export function nonZero(counts: Int32Array, withZero = false): Map<number, number> {
  const found = new Map<number, number>();
  for (let id = withZero ? 0 : 1; id < counts.length; id += 1)
    if (counts[id]! > 0) found.set(id, counts[id]!);
  return found;
}
