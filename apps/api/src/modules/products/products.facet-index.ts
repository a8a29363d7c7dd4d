/**
 * The catalogue's facet columns in memory (decision 65): every product shoppers could see when the index
 * was built (active and approved), one typed-array column per facet (category, sub-category, brand,
 * shop, effective price, rating, highlight flags), its option values, and per taxonomy entry, shop, flag
 * and option value the places of the products holding it (postings). A listing's facets are counted by
 * walking the postings of its filters, not by scanning rows: at a million products, a category page with
 * a brand and a price range walks about 40,000 places per group where the database's bounded scans spent
 * 9.5 ms of its CPU a request and still counted only the first 1,001 matches.
 *
 * The index knows nothing of who may be seen now: the shops and taxonomy entries that are visible are
 * handed to every count (`LiveVisibility`), read per catalogue version, so deactivating a brand or closing
 * a shop leaves the counts at once. What it can lag by a build: a product added, hidden, re-priced or
 * re-filed since (the engine rebuilds on the catalogue version: products.facet-engine.ts).
 */
import { RATING_BUCKETS } from '@shop/shared/catalogue.contract';

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

/** Who may be seen now (read per catalogue version, not when the index was built). */
export interface LiveVisibility {
  sellerVisible(id: number): boolean;
  categoryActive(id: number): boolean;
  subCategoryActive(id: number): boolean;
  brandActive(id: number): boolean;
}

/** A listing's filters as the index reads them; taxonomy and option values as ids the index knows. */
export interface FacetQuery {
  categoryIds?: readonly number[];
  subCategoryIds?: readonly number[];
  brandIds?: readonly number[];
  /** The chosen option values of one option (alternatives): `FacetIndex.optionValueId` of each. */
  optionValueIds?: readonly number[];
  minCents: number;
  maxCents: number;
  /** The price range is the shopper's filter (the price facet leaves it out), not the listing's default. */
  priceChosen: boolean;
  minRating?: number;
  sellerId?: number;
  flag?: FlagName;
}

/** Counts by id (taxonomy) or by option value id; the repository names them. */
export interface IndexedFacets {
  categories: Map<number, number>;
  subCategories: Map<number, number>;
  brands: Map<number, number>;
  ratings: { stars: number; count: number }[];
  options: Map<number, number>;
  price: { minCents: number | null; maxCents: number | null };
  /** Every match of the listing, counted to the end. */
  matched: number;
}

type Group = 'category' | 'subCategory' | 'brand' | 'options' | 'price' | 'rating';

/** Places of the products holding each key, ascending. */
function postingsOf(
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

const single = (value: number) => (value === 0 ? [] : [value]);
const flagKeys = (flags: number) => Object.values(FLAG_BITS).filter((bit) => (flags & bit) !== 0);

/** A membership test of a few ids as a lookup table (ids are small serials). */
function idSet(ids: readonly number[] | undefined): Uint8Array | undefined {
  if (ids === undefined) return undefined;
  const table = new Uint8Array(Math.max(0, ...ids) + 1);
  for (const id of ids) if (id >= 0) table[id] = 1;
  return table;
}

const holds = (table: Uint8Array, id: number) => id < table.length && table[id] === 1;

export class FacetIndex {
  readonly products: number;
  private readonly columns: Omit<FacetColumns, 'options'>;
  private readonly values: IndexedOptionValue[];
  private readonly valueIds = new Map<string, number>();
  /** Per product, its option value ids: `optionIds[optionStarts[at] … optionStarts[at + 1])`. */
  private readonly optionStarts: Int32Array;
  private readonly optionIds: Int32Array;
  private readonly postings: Record<
    'category' | 'subCategory' | 'brand' | 'seller' | 'flag' | 'option',
    Map<number, Int32Array>
  >;

  constructor(input: FacetColumns) {
    this.products = input.ids.length;
    const { options, ...columns } = input;
    this.columns = columns;
    this.values = options.map(({ productIds: _ids, ...value }) => value);
    options.forEach((value, id) => {
      this.valueIds.set(`${value.nameKey}:${value.valueKey}`, id);
    });
    // The places of the products by id, to file each option value's holders under them.
    const placeOf = new Map<number, number>();
    for (let at = 0; at < columns.ids.length; at += 1) placeOf.set(columns.ids[at]!, at);
    const optionPostings = new Map<number, Int32Array>();
    const perProduct = new Int32Array(this.products + 1);
    options.forEach((value, id) => {
      const places: number[] = [];
      for (const productId of value.productIds) {
        const place = placeOf.get(productId);
        if (place !== undefined) places.push(place);
      }
      places.sort((a, b) => a - b);
      for (const place of places) perProduct[place + 1]! += 1;
      optionPostings.set(id, Int32Array.from(places));
    });
    for (let at = 1; at <= this.products; at += 1) perProduct[at]! += perProduct[at - 1]!;
    this.optionStarts = perProduct;
    this.optionIds = new Int32Array(perProduct[this.products]!);
    const filled = perProduct.slice(0, this.products);
    for (const [id, places] of optionPostings) {
      for (const place of places) this.optionIds[filled[place]!++] = id;
    }
    this.postings = {
      category: postingsOf(columns.category, single),
      subCategory: postingsOf(columns.subCategory, single),
      brand: postingsOf(columns.brand, single),
      seller: postingsOf(columns.seller, single),
      flag: postingsOf(columns.flags, flagKeys),
      option: optionPostings,
    };
  }

  /** The id of an option value as the filter spells it (`size`, `m`), or -1 when no product holds it. */
  optionValueId(nameKey: string, valueKey: string): number {
    return this.valueIds.get(`${nameKey}:${valueKey}`) ?? -1;
  }

  optionValue(id: number): IndexedOptionValue {
    return this.values[id]!;
  }

  /**
   * The places a group's products are among: the shortest postings list of the conditions that apply to
   * it (the scope, and every chosen filter with postings but its own). Null when none applies: the whole
   * catalogue.
   */
  private candidates(query: FacetQuery, except: Group | undefined): Int32Array | null {
    const lists: Int32Array[][] = [];
    const union = (map: Map<number, Int32Array>, keys: readonly number[]) =>
      keys.map((key) => map.get(key) ?? new Int32Array(0));
    if (query.sellerId !== undefined) lists.push(union(this.postings.seller, [query.sellerId]));
    if (query.flag !== undefined) lists.push(union(this.postings.flag, [FLAG_BITS[query.flag]]));
    if (query.categoryIds && except !== 'category')
      lists.push(union(this.postings.category, query.categoryIds));
    if (query.subCategoryIds && except !== 'subCategory')
      lists.push(union(this.postings.subCategory, query.subCategoryIds));
    if (query.brandIds && except !== 'brand') lists.push(union(this.postings.brand, query.brandIds));
    if (query.optionValueIds && except !== 'options')
      lists.push(union(this.postings.option, query.optionValueIds));
    let best: Int32Array[] | null = null;
    let bestSize = Number.POSITIVE_INFINITY;
    for (const parts of lists) {
      const size = parts.reduce((sum, part) => sum + part.length, 0);
      if (size < bestSize) {
        best = parts;
        bestSize = size;
      }
    }
    if (best === null) return null;
    if (best.length === 1) return best[0]!;
    // Several ids of one filter: their places (a product holds one category, but may hold two chosen option
    // values), each once.
    const merged = new Int32Array(bestSize);
    let at = 0;
    for (const part of best) {
      merged.set(part, at);
      at += part.length;
    }
    merged.sort();
    let kept = 0;
    for (let i = 0; i < merged.length; i += 1)
      if (i === 0 || merged[i] !== merged[i - 1]) merged[kept++] = merged[i]!;
    return merged.subarray(0, kept);
  }

  /**
   * A source walked over the whole catalogue (no filter with postings narrows it) whose only conditions
   * are those every listing shares: visibility and the default price range. Its counts are the same for
   * every listing (a category page's category facet counts every visible product), so they are kept per
   * index and visibility (`wholeCatalogue`). Any other condition over the whole catalogue (a chosen price
   * with no category, brand or option) would walk a million places a request: the database counts those.
   */
  private sharedOnly(query: FacetQuery, source: Group | undefined): boolean {
    return (
      (!query.priceChosen || source === 'price') && (query.minRating === undefined || source === 'rating')
    );
  }

  /**
   * How many places counting `query`'s facets walks, all groups together: the cost of `count`. A source
   * over the whole catalogue costs nothing when `sharedOnly` (walked once per catalogue version), and
   * Infinity otherwise.
   */
  cost(query: FacetQuery): number {
    let total = 0;
    for (const source of this.sources(query)) {
      const list = this.candidates(query, source);
      if (list !== null) total += list.length;
      else if (!this.sharedOnly(query, source)) return Number.POSITIVE_INFINITY;
    }
    return total;
  }

  /** The sets the groups count: `undefined` (every filter applied) and each chosen filter's own. */
  private sources(query: FacetQuery): (Group | undefined)[] {
    const chosen: Group[] = [];
    if (query.categoryIds) chosen.push('category');
    if (query.subCategoryIds) chosen.push('subCategory');
    if (query.brandIds) chosen.push('brand');
    if (query.optionValueIds) chosen.push('options');
    if (query.priceChosen) chosen.push('price');
    if (query.minRating !== undefined) chosen.push('rating');
    return [undefined, ...chosen];
  }

  /** Whole-catalogue counts per visibility (one object per catalogue version) and shared conditions. */
  private readonly wholeCatalogue = new WeakMap<LiveVisibility, Map<string, SourceCounts>>();

  /**
   * Counts every facet group of a listing over all its matches (each group with every chosen filter but
   * its own, as the database's facets do), and the number of matches.
   */
  count(query: FacetQuery, live: LiveVisibility): IndexedFacets {
    const sources = this.sources(query);
    // A group counts the source of its own filter when chosen, else the matches (`undefined`).
    const counted = (group: Group, source: Group | undefined) =>
      sources.includes(group) ? source === group : source === undefined;
    const result: IndexedFacets = {
      categories: new Map(),
      subCategories: new Map(),
      brands: new Map(),
      ratings: [],
      options: new Map(),
      price: { minCents: null, maxCents: null },
      matched: 0,
    };
    for (const source of sources) {
      const list = this.candidates(query, source);
      let counts: SourceCounts;
      if (list === null && this.sharedOnly(query, source)) {
        const kept = this.wholeCatalogue.get(live) ?? new Map<string, SourceCounts>();
        this.wholeCatalogue.set(live, kept);
        const key = `${source}|${query.flag}|${query.sellerId}|${source === 'price' ? '' : `${query.minCents}-${query.maxCents}`}`;
        counts = kept.get(key) ?? this.countSource(query, live, source, null);
        kept.set(key, counts);
      } else counts = this.countSource(query, live, source, list);
      if (source === undefined) result.matched = counts.matched;
      if (counted('category', source)) result.categories = counts.categories;
      if (counted('subCategory', source)) result.subCategories = counts.subCategories;
      if (counted('brand', source)) result.brands = counts.brands;
      if (counted('options', source)) result.options = counts.options;
      if (counted('price', source)) result.price = counts.price;
      if (counted('rating', source)) {
        result.ratings = RATING_BUCKETS.map((stars, at) => ({ stars, count: counts.ratings[at]! })).filter(
          (bucket) => bucket.count > 0,
        );
      }
    }
    return result;
  }

  /**
   * Every group's counts over one source: the products of `list` (null: the whole catalogue) that pass
   * every condition of `query` but `source`'s own filter.
   */
  private countSource(
    query: FacetQuery,
    live: LiveVisibility,
    source: Group | undefined,
    list: Int32Array | null,
  ): SourceCounts {
    const { category, subCategory, brand, seller, priceCents, rating, flags } = this.columns;
    const categories = idSet(query.categoryIds);
    const subCategories = idSet(query.subCategoryIds);
    const brands = idSet(query.brandIds);
    const chosenValues = idSet(query.optionValueIds);
    const flagBit = query.flag === undefined ? 0 : FLAG_BITS[query.flag];
    const { minCents, maxCents, minRating, sellerId } = query;
    const { optionStarts, optionIds } = this;
    const holdsChosenValue = (at: number) => {
      for (let k = optionStarts[at]!; k < optionStarts[at + 1]!; k += 1) {
        if (holds(chosenValues!, optionIds[k]!)) return true;
      }
      return false;
    };
    // Visibility is asked per taxonomy id and shop, not per product: a few hundred ids, remembered here.
    const remembered = (ask: (id: number) => boolean) => {
      const known = new Map<number, boolean>();
      return (id: number) => {
        const answer = known.get(id);
        if (answer !== undefined) return answer;
        const asked = ask(id);
        known.set(id, asked);
        return asked;
      };
    };
    const sellerVisible = remembered((id) => live.sellerVisible(id));
    const categoryActive = remembered((id) => live.categoryActive(id));
    const subCategoryActive = remembered((id) => id === 0 || live.subCategoryActive(id));
    const brandActive = remembered((id) => id === 0 || live.brandActive(id));
    const passes = (at: number) =>
      (sellerId === undefined || seller[at] === sellerId) &&
      (flagBit === 0 || (flags[at]! & flagBit) !== 0) &&
      sellerVisible(seller[at]!) &&
      categoryActive(category[at]!) &&
      subCategoryActive(subCategory[at]!) &&
      brandActive(brand[at]!) &&
      (source === 'price' || (priceCents[at]! >= minCents && priceCents[at]! <= maxCents)) &&
      (categories === undefined || source === 'category' || holds(categories, category[at]!)) &&
      (subCategories === undefined || source === 'subCategory' || holds(subCategories, subCategory[at]!)) &&
      (brands === undefined || source === 'brand' || holds(brands, brand[at]!)) &&
      (minRating === undefined || source === 'rating' || rating[at]! >= minRating) &&
      (chosenValues === undefined || source === 'options' || holdsChosenValue(at));

    const counts: SourceCounts = {
      matched: 0,
      categories: new Map(),
      subCategories: new Map(),
      brands: new Map(),
      options: new Map(),
      ratings: RATING_BUCKETS.map(() => 0),
      price: { minCents: null, maxCents: null },
    };
    const bump = (map: Map<number, number>, key: number) => {
      map.set(key, (map.get(key) ?? 0) + 1);
    };
    let low = Number.POSITIVE_INFINITY;
    let high = Number.NEGATIVE_INFINITY;
    const walked = list === null ? this.products : list.length;
    for (let i = 0; i < walked; i += 1) {
      const at = list === null ? i : list[i]!;
      if (!passes(at)) continue;
      counts.matched += 1;
      bump(counts.categories, category[at]!);
      if (subCategory[at] !== 0) bump(counts.subCategories, subCategory[at]!);
      if (brand[at] !== 0) bump(counts.brands, brand[at]!);
      RATING_BUCKETS.forEach((stars, bucket) => {
        if (rating[at]! >= stars) counts.ratings[bucket]! += 1;
      });
      if (priceCents[at]! < low) low = priceCents[at]!;
      if (priceCents[at]! > high) high = priceCents[at]!;
      for (let k = optionStarts[at]!; k < optionStarts[at + 1]!; k += 1) bump(counts.options, optionIds[k]!);
    }
    if (low <= high) counts.price = { minCents: low, maxCents: high };
    return counts;
  }
}

/** Every group's counts over one source (the groups that count it are picked by `count`). */
interface SourceCounts {
  matched: number;
  categories: Map<number, number>;
  subCategories: Map<number, number>;
  brands: Map<number, number>;
  options: Map<number, number>;
  /** Per `RATING_BUCKETS` entry. */
  ratings: number[];
  price: { minCents: number | null; maxCents: number | null };
}
