/**
 * The catalogue's facets in memory (decision 65): every product shoppers could see when the index was
 * built (active and approved), one typed-array column per facet (category, sub-category, brand, shop, price
 * paid now, rating, highlight flags) and its option values, in the order of products.facet-places.ts (by
 * category, brand and price: a category is a run of places, a price range a slice of each run). A listing's
 * facets are counted as the database's are (each group with every chosen filter but its own), from what
 * each source's conditions allow: its runs' visible counts and totals, binary searches of a postings list
 * over the runs, or a walk of its fewest candidate places. At a million products the benchmark's faceted
 * list costs 0.3 ms here, where the database's five bounded scans cost 9.5 ms and counted the first
 * 1,001 matches only.
 *
 * The index knows nothing of who may be seen now: the shops and taxonomy entries that are visible are
 * handed to every count (`LiveVisibility`), read per catalogue version, so deactivating a brand or closing
 * a shop leaves the counts at once. What it can lag by a build: a product added, hidden, re-priced or
 * re-filed since (the engine rebuilds on the catalogue version: products.facet-engine.ts).
 */
import { RATING_BUCKETS } from '@shop/shared/catalogue.contract';
import { firstAtLeast } from '../../lib/sorted-search.ts';
import {
  countOptions,
  EMPTY,
  type FacetColumns,
  FLAG_BITS,
  type FlagName,
  flagKeys,
  type IndexColumns,
  type IndexedOptionValue,
  idSet,
  nonZero,
  ordered,
  passingPlaces,
  placesById,
  postingsOf,
  type Runs,
  range,
  single,
} from './products.facet-places.ts';

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

/** Which products may be seen now (1 or 0 per place), and how many before each place (`visibleBefore[at]`). */
interface Visibility {
  visible: Uint8Array;
  visibleBefore: Int32Array;
  /** The places not visible, in order. */
  hidden: Int32Array;
}

/** Per run, ids and their counts (`ids[starts[run]] …`, `counts[…]`). */
interface SparseTotals {
  starts: Int32Array;
  ids: Int32Array;
  counts: Int32Array;
}

/** Two sources walking the same postings lists (the same arrays, not copies). */
function samePostings(a: Candidates | null, b: Candidates | null): boolean {
  if (!a?.parts || !b?.parts || a.parts.length !== b.parts.length) return false;
  return a.parts.every((part, at) => part === b.parts![at]);
}

/** Where a source's products are: postings lists (`parts`) or runs of places (`runs`: from, to, …). */
interface Candidates {
  parts?: Int32Array[];
  runs?: number[];
  size: number;
  /** The condition every candidate meets already, which a walk need not check again. */
  implies: Implied;
}

/** What candidates imply: their runs (the categories, brands and price range) or a postings list's filter. */
type Implied = 'runs' | 'seller' | 'flag' | 'subCategory' | 'options';

export class FacetIndex {
  readonly products: number;
  /** The columns in place order (the ids only file the option values at build, then are dropped). */
  private readonly columns: IndexColumns;
  private readonly values: IndexedOptionValue[];
  private readonly valueIds = new Map<string, number>();
  /** Per product, its option value ids: `optionIds[optionStarts[at] … optionStarts[at + 1])`. */
  private readonly optionStarts: Int32Array;
  private readonly optionIds: Int32Array;
  private readonly runs: Runs;
  /** Per run (hidden products included), its sub-categories, option values and rating buckets (`countRuns`). */
  private readonly runTotals: { subCategories: SparseTotals; options: SparseTotals; ratings: Int32Array };
  /**
   * Buffers a count writes its places into (a product per place; counts run one at a time, synchronously):
   * allocating them per request made a megabyte of typed arrays a faceted list to collect.
   */
  private readonly scratch = { candidates: EMPTY, passing: EMPTY, refined: EMPTY };
  /** The largest id of each taxonomy column (the counters are arrays indexed by id). */
  private readonly largest: { category: number; subCategory: number; brand: number };
  /** Places per option value (categories and brands are runs: `runs`; the others are `postings`). */
  private readonly optionPostings: Map<number, Int32Array>;
  private readonly lazyPostings = new Map<'subCategory' | 'seller' | 'flag', Map<number, Int32Array>>();

  constructor(input: FacetColumns) {
    this.products = input.ids.length;
    const { options } = input;
    const { columns: withIds, runs } = ordered(input);
    const { ids, ...columns } = withIds;
    this.columns = columns;
    this.runs = runs;
    this.values = options.map(({ productIds: _ids, ...value }) => value);
    options.forEach((value, id) => {
      this.valueIds.set(`${value.nameKey}:${value.valueKey}`, id);
    });
    // The places of the products by id, to file each option value's holders under them.
    const placeOf = placesById(ids);
    const optionPostings = new Map<number, Int32Array>();
    const perProduct = new Int32Array(this.products + 1);
    options.forEach((value, id) => {
      const places: number[] = [];
      for (const productId of value.productIds) {
        const place = placeOf(productId);
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
    const largest = (column: Int32Array) => {
      let most = 0;
      for (const id of column) if (id > most) most = id;
      return most;
    };
    this.largest = {
      category: largest(columns.category),
      subCategory: largest(columns.subCategory),
      brand: largest(columns.brand),
    };
    this.runTotals = this.totalsPerRun();
    this.optionPostings = optionPostings;
  }

  /**
   * Places per sub-category, shop or flag, built at their first use (a shop's page with facets, a
   * sub-category chosen): 4 MB each at a million products that most catalogues' listings never ask for.
   */
  private postings(kind: 'subCategory' | 'seller' | 'flag'): Map<number, Int32Array> {
    let found = this.lazyPostings.get(kind);
    if (!found) {
      const { subCategory, seller, flags } = this.columns;
      found =
        kind === 'subCategory'
          ? postingsOf(subCategory, single)
          : kind === 'seller'
            ? postingsOf(seller, single)
            : postingsOf(flags, flagKeys);
      this.lazyPostings.set(kind, found);
    }
    return found;
  }

  /**
   * A scratch buffer of at least `size` places (counts run one at a time, synchronously), grown when a
   * walk needs more: allocating them per request made a megabyte of typed arrays a faceted list to collect.
   */
  private buffer(name: 'candidates' | 'passing' | 'refined', size: number): Int32Array {
    const held = this.scratch[name];
    if (held.length >= size) return held;
    const grown = new Int32Array(Math.max(size, Math.min(this.products, 2 * held.length)));
    this.scratch[name] = grown;
    return grown;
  }

  /** The id of an option value as the filter spells it (`size`, `m`), or -1 when no product holds it. */
  optionValueId(nameKey: string, valueKey: string): number {
    return this.valueIds.get(`${nameKey}:${valueKey}`) ?? -1;
  }

  optionValue(id: number): IndexedOptionValue {
    return this.values[id]!;
  }

  /** Each run's sub-categories, option values and rating buckets, over all its places. */
  private totalsPerRun(): FacetIndex['runTotals'] {
    const { starts } = this.runs;
    const runs = starts.length - 1;
    const { subCategory, rating } = this.columns;
    const sparse = (size: number, each: (at: number, add: (id: number) => void) => void): SparseTotals => {
      const perId = new Int32Array(size);
      const touched: number[] = [];
      const totalsStarts = new Int32Array(runs + 1);
      const ids: number[] = [];
      const counts: number[] = [];
      const add = (id: number) => {
        if (perId[id] === 0) touched.push(id);
        perId[id]! += 1;
      };
      for (let run = 0; run < runs; run += 1) {
        for (let at = starts[run]!; at < starts[run + 1]!; at += 1) each(at, add);
        for (const id of touched) {
          ids.push(id);
          counts.push(perId[id]!);
          perId[id] = 0;
        }
        touched.length = 0;
        totalsStarts[run + 1] = ids.length;
      }
      return { starts: totalsStarts, ids: Int32Array.from(ids), counts: Int32Array.from(counts) };
    };
    const ratings = new Int32Array(runs * 4);
    for (let run = 0; run < runs; run += 1) {
      for (let at = starts[run]!; at < starts[run + 1]!; at += 1) {
        const stars = rating[at]!;
        if (stars >= 4) ratings[run * 4]! += 1;
        if (stars >= 3) ratings[run * 4 + 1]! += 1;
        if (stars >= 2) ratings[run * 4 + 2]! += 1;
        if (stars >= 1) ratings[run * 4 + 3]! += 1;
      }
    }
    return {
      subCategories: sparse(this.largest.subCategory + 1, (at, add) => add(subCategory[at]!)),
      options: sparse(this.values.length, (at, add) => {
        for (let k = this.optionStarts[at]!; k < this.optionStarts[at + 1]!; k += 1) add(this.optionIds[k]!);
      }),
      ratings,
    };
  }

  /**
   * Where a group's products are: the fewest places the conditions that apply to it give (every chosen
   * filter but its own, and the scope): a postings list (a sub-category, option values, the shop, a flag),
   * or the runs of the chosen categories and brands, each sliced to the price range (pairs of from, to).
   * Null when none applies: the whole catalogue. Nothing is copied yet (`placesOf`).
   */
  private candidates(query: FacetQuery, except: Group | undefined): Candidates | null {
    const lists: { parts: Int32Array[]; implies: Implied }[] = [];
    const union = (map: Map<number, Int32Array>, keys: readonly number[]) =>
      keys.map((key) => map.get(key) ?? EMPTY);
    if (query.sellerId !== undefined) {
      lists.push({ parts: union(this.postings('seller'), [query.sellerId]), implies: 'seller' });
    }
    if (query.flag !== undefined) {
      lists.push({ parts: union(this.postings('flag'), [FLAG_BITS[query.flag]]), implies: 'flag' });
    }
    if (query.subCategoryIds && except !== 'subCategory') {
      lists.push({
        parts: union(this.postings('subCategory'), query.subCategoryIds),
        implies: 'subCategory',
      });
    }
    if (query.optionValueIds && except !== 'options') {
      lists.push({ parts: union(this.optionPostings, query.optionValueIds), implies: 'options' });
    }
    let best: Candidates | null = null;
    for (const { parts, implies } of lists) {
      const size = parts.reduce((sum, part) => sum + part.length, 0);
      if (best === null || size < best.size) best = { parts, size, implies };
    }
    const runs = this.runSlices(query, except);
    if (runs && (best === null || runs.size < best.size)) best = runs;
    return best;
  }

  /**
   * The places of candidates as one list, in order and each once: a single postings list as it is, else
   * written into a scratch buffer (runs' places, or several postings lists merged).
   */
  private placesOf(candidates: Candidates): Int32Array {
    const buffer = this.buffer('candidates', candidates.size);
    const { parts, runs } = candidates;
    if (runs) {
      let at = 0;
      for (let pair = 0; pair < runs.length; pair += 2) {
        for (let place = runs[pair]!; place < runs[pair + 1]!; place += 1) buffer[at++] = place;
      }
      return buffer.subarray(0, at);
    }
    if (parts!.length === 1) return parts![0]!;
    // Several values of one filter: their holders (a product may hold two chosen option values), each once.
    let at = 0;
    for (const part of parts!) {
      buffer.set(part, at);
      at += part.length;
    }
    const merged = buffer.subarray(0, at).sort();
    let kept = 0;
    for (let i = 0; i < merged.length; i += 1) {
      if (i === 0 || merged[i] !== merged[i - 1]) merged[kept++] = merged[i]!;
    }
    return buffer.subarray(0, kept);
  }

  /**
   * The runs of the chosen categories and brands (all categories or brands where that one is not chosen
   * or is `except`), each sliced to the price range when the price applies; null when neither is chosen
   * (but `except`).
   */
  private runSlices(query: FacetQuery, except: Group | undefined): Candidates | null {
    const categories = except === 'category' ? undefined : query.categoryIds;
    const brands = except === 'brand' ? undefined : query.brandIds;
    if (categories === undefined && brands === undefined) return null;
    const { starts, brands: largestBrand } = this.runs;
    const priced = except !== 'price';
    const prices = this.columns.priceCents;
    const runs: number[] = [];
    let size = 0;
    const slice = (category: number, brand: number) => {
      if (category < 0 || category > this.largest.category || brand < 0 || brand > largestBrand) return;
      const key = category * (largestBrand + 1) + brand;
      let from = starts[key]!;
      let to = starts[key + 1]!;
      if (priced && from < to) {
        from = firstAtLeast(prices, query.minCents, from, to);
        to = firstAtLeast(prices, query.maxCents + 1, from, to);
      }
      if (from >= to) return;
      runs.push(from, to);
      size += to - from;
    };
    for (const category of categories ?? range(this.largest.category)) {
      for (const brand of brands ?? range(largestBrand)) slice(category, brand);
    }
    return { runs, size, implies: 'runs' };
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
   * its own, as the database's facets do), and the number of matches; null when that would walk more than
   * `mostWalked` places or check every product of the catalogue.
   */
  count(
    query: FacetQuery,
    live: LiveVisibility,
    mostWalked = Number.POSITIVE_INFINITY,
  ): IndexedFacets | null {
    const sources = this.sources(query);
    const lists = sources.map((source) => this.candidates(query, source));
    // A category's or brand's source with one postings list is counted by binary searches, walking nothing.
    const known = new Map<Group | undefined, SourceCounts>();
    for (const [at, source] of sources.entries()) {
      const list = lists[at];
      const counts = list ? this.countPostingRuns(query, live, source, list) : null;
      if (counts) known.set(source, counts);
    }
    // What the other sources walk: nothing for one counted from its runs, or over the whole catalogue when
    // `sharedOnly` (counted once per catalogue version). Too many places, or a whole catalogue to check: the
    // database counts.
    let walked = 0;
    for (const [at, list] of lists.entries()) {
      const source = sources[at];
      if (known.has(source)) continue;
      if (list === null) {
        if (!this.sharedOnly(query, source)) return null;
      } else if (!this.countedFromRuns(query, source, list)) walked += list.size;
    }
    if (walked > mostWalked) return null;
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
    // A chosen filter's source walking the same postings list as the matches (a category page with a size:
    // both walk the size's holders) walks it once: the matches are its passing places that pass its filter.
    const shared = sources.findIndex(
      (source, at) =>
        source !== undefined && !known.has(source) && samePostings(lists[at] ?? null, lists[0] ?? null),
    );
    if (shared > 0) {
      const group = sources[shared]!;
      const passing = this.passingFor(
        query,
        live,
        group,
        this.placesOf(lists[shared]!),
        lists[shared]!.implies,
      );
      known.set(group, this.countPlaces(query, group, passing, false));
      known.set(undefined, this.countPlaces(query, undefined, this.refine(query, group, passing), false));
    }
    for (const [at, source] of sources.entries()) {
      const list = lists[at]!;
      let counts: SourceCounts;
      const found = known.get(source);
      if (found) counts = found;
      else if (list === null && this.sharedOnly(query, source)) {
        const kept = this.wholeCatalogue.get(live) ?? new Map<string, SourceCounts>();
        this.wholeCatalogue.set(live, kept);
        // No shop or flag here (theirs are postings): the source and, for all but the price, the default range.
        const key = `${source}|${source === 'price' ? '' : `${query.minCents}-${query.maxCents}`}`;
        counts = kept.get(key) ?? this.countSource(query, live, source, null);
        kept.set(key, counts);
      } else {
        counts =
          this.countRuns(query, live, source, list) ??
          this.countSource(query, live, source, this.placesOf(list), list.implies);
      }
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

  /** Per product, 1 when its shop and taxonomy entries are visible now, and its prefix sums; per visibility. */
  private readonly visibleProducts = new WeakMap<LiveVisibility, Visibility>();

  /**
   * Which products `live` lets shoppers see, computed once per catalogue version (a few milliseconds at a
   * million products): a walk then checks one byte per product where it asked four questions.
   */
  private visibilityUnder(live: LiveVisibility): Visibility {
    const known = this.visibleProducts.get(live);
    if (known) return known;
    const { category, subCategory, brand, seller } = this.columns;
    const table = (column: Int32Array, ask: (id: number) => boolean, noneVisible: boolean) => {
      let largest = 0;
      for (let at = 0; at < column.length; at += 1) if (column[at]! > largest) largest = column[at]!;
      const answers = new Uint8Array(largest + 1);
      for (let id = 1; id <= largest; id += 1) answers[id] = ask(id) ? 1 : 0;
      answers[0] = noneVisible ? 1 : 0;
      return answers;
    };
    const sellers = table(seller, (id) => live.sellerVisible(id), false);
    const categories = table(category, (id) => live.categoryActive(id), false);
    const subCategories = table(subCategory, (id) => live.subCategoryActive(id), true);
    const brands = table(brand, (id) => live.brandActive(id), true);
    const visible = new Uint8Array(this.products);
    for (let at = 0; at < this.products; at += 1) {
      visible[at] =
        sellers[seller[at]!]! &
        categories[category[at]!]! &
        subCategories[subCategory[at]!]! &
        brands[brand[at]!]!;
    }
    const visibleBefore = new Int32Array(this.products + 1);
    for (let at = 0; at < this.products; at += 1) visibleBefore[at + 1] = visibleBefore[at]! + visible[at]!;
    const hidden = new Int32Array(this.products - visibleBefore[this.products]!);
    let next = 0;
    for (let at = 0; at < this.products; at += 1) if (visible[at] === 0) hidden[next++] = at;
    const visibility = { visible, visibleBefore, hidden };
    this.visibleProducts.set(live, visibility);
    return visibility;
  }

  /**
   * A category's or brand's own source whose only condition beyond the runs is one postings list (a size, a
   * sub-category, the shop or a flag), counted without walking it: per run, sliced to the price range, the
   * list's places inside the slice (two binary searches, as both are in place order) less its hidden ones.
   * A category page with a size chosen walked the size's 30,000 holders at a million products to count
   * them per category. Null when the source needs its places walked.
   */
  private countPostingRuns(
    query: FacetQuery,
    live: LiveVisibility,
    source: Group | undefined,
    candidates: Candidates,
  ): SourceCounts | null {
    if ((source !== 'category' && source !== 'brand') || candidates.parts?.length !== 1) return null;
    const posting = candidates.parts[0]!;
    // The list must be the source's one condition a place is checked for, of a single id or value.
    const conditions = [
      query.sellerId === undefined ? [] : [query.sellerId],
      query.flag === undefined ? [] : [query.flag],
      query.subCategoryIds ?? [],
      query.optionValueIds ?? [],
    ].filter((ids) => ids.length > 0);
    const placeConditions = conditions.length;
    const single = conditions.every((ids) => ids.length === 1);
    if (placeConditions !== 1 || !single || query.minRating !== undefined) return null;
    const { hidden } = this.visibilityUnder(live);
    const { category, brand } = this.columns;
    const { starts, brands: largestBrand } = this.runs;
    const prices = this.columns.priceCents;
    const chosenCategories = source === 'category' ? undefined : query.categoryIds;
    const chosenBrands = source === 'brand' ? undefined : query.brandIds;
    const categoryCounts = new Int32Array(this.largest.category + 1);
    const brandCounts = new Int32Array(largestBrand + 1);
    let matched = 0;
    for (const categoryId of chosenCategories ?? range(this.largest.category)) {
      for (const brandId of chosenBrands ?? range(largestBrand)) {
        if (categoryId < 0 || categoryId > this.largest.category || brandId < 0 || brandId > largestBrand)
          continue;
        const key = categoryId * (largestBrand + 1) + brandId;
        let from = starts[key]!;
        let to = starts[key + 1]!;
        if (from >= to) continue;
        from = firstAtLeast(prices, query.minCents, from, to);
        to = firstAtLeast(prices, query.maxCents + 1, from, to);
        const first = firstAtLeast(posting, from);
        let held = firstAtLeast(posting, to) - first;
        if (held === 0) continue;
        for (let k = firstAtLeast(hidden, from); k < hidden.length && hidden[k]! < to; k += 1) {
          const place = firstAtLeast(posting, hidden[k]!);
          if (place < posting.length && posting[place] === hidden[k]) held -= 1;
        }
        matched += held;
        categoryCounts[category[from]!]! += held;
        brandCounts[brand[from]!]! += held;
      }
    }
    const empty = new Map<number, number>();
    return {
      matched,
      categories: source === 'category' ? nonZero(categoryCounts) : empty,
      subCategories: empty,
      brands: source === 'brand' ? nonZero(brandCounts) : empty,
      options: empty,
      ratings: [0, 0, 0, 0],
      price: { minCents: null, maxCents: null },
    };
  }

  /** Which groups a source counts: its own filter's group, or (the matches) every group not chosen. */
  private wanted(
    query: FacetQuery,
    source: Group | undefined,
    wholeCatalogue: boolean,
  ): Record<Group, boolean> {
    // The whole catalogue's counts are kept for any group that asks, so they count every group.
    const chosen = new Set(this.sources(query));
    const wants = (group: Group) =>
      wholeCatalogue || source === group || (source === undefined && !chosen.has(group));
    return {
      category: wants('category'),
      subCategory: wants('subCategory'),
      brand: wants('brand'),
      options: wants('options'),
      price: wants('price'),
      rating: wants('rating'),
    };
  }

  /**
   * Whether a source is counted from its runs (`countRuns`): they are its candidates, and no shop, flag,
   * sub-category, option or rating condition is left for its places.
   */
  private countedFromRuns(query: FacetQuery, source: Group | undefined, candidates: Candidates): boolean {
    return (
      candidates.runs !== undefined &&
      query.sellerId === undefined &&
      query.flag === undefined &&
      (query.subCategoryIds === undefined || source === 'subCategory') &&
      (query.optionValueIds === undefined || source === 'options') &&
      (query.minRating === undefined || source === 'rating')
    );
  }

  /**
   * A source counted from its runs, without walking them: when the runs (sliced to the price range) hold
   * exactly its products but the hidden ones (no shop, flag, sub-category, option or rating condition
   * left for this source), a slice counts its visible places (prefix sums) for its category and brand,
   * its first and last visible places give its price range, and its sub-categories, option values and
   * ratings are the run's totals (kept per build) less those of the places outside the slice and the
   * hidden ones inside it (a slice missing most of its run is added place by place instead). A category page at a
   * million products walked its 79,000 places (2.3 ms) for counts the runs hold; a category, a brand and a
   * price range walked 100,000 places for three groups that need only the visible counts. Null when the
   * source has conditions its places must be checked for.
   */
  private countRuns(
    query: FacetQuery,
    live: LiveVisibility,
    source: Group | undefined,
    candidates: Candidates,
  ): SourceCounts | null {
    const { runs } = candidates;
    if (runs === undefined || !this.countedFromRuns(query, source, candidates)) return null;
    const wants = this.wanted(query, source, false);
    const { visible, visibleBefore, hidden } = this.visibilityUnder(live);
    const { category, subCategory, brand, priceCents, rating } = this.columns;
    const { starts, brands: largestBrand } = this.runs;
    const totals = this.runTotals;
    const categoryCounts = new Int32Array(this.largest.category + 1);
    const brandCounts = new Int32Array(largestBrand + 1);
    const subCategoryCounts = new Int32Array(this.largest.subCategory + 1);
    const optionCounts = new Int32Array(this.values.length);
    const ratingCounts = [0, 0, 0, 0];
    const needsTotals = wants.subCategory || wants.options || wants.rating;
    // One place's sub-category, option values and rating, added (+1) or taken away (-1).
    const tally = (at: number, sign: number) => {
      subCategoryCounts[subCategory[at]!]! += sign;
      for (let k = this.optionStarts[at]!; k < this.optionStarts[at + 1]!; k += 1) {
        optionCounts[this.optionIds[k]!]! += sign;
      }
      const stars = rating[at]!;
      if (stars >= 4) ratingCounts[0]! += sign;
      if (stars >= 3) ratingCounts[1]! += sign;
      if (stars >= 2) ratingCounts[2]! += sign;
      if (stars >= 1) ratingCounts[3]! += sign;
    };
    // Every place of [from, to), hidden or not, added (+1) or taken away (-1): flat loops over contiguous
    // places (one call per place took a quarter of a faceted list's count at a million products).
    const { optionStarts, optionIds } = this;
    const addRange = (from: number, to: number, sign: number) => {
      if (from >= to) return;
      for (let at = from; at < to; at += 1) subCategoryCounts[subCategory[at]!]! += sign;
      for (let k = optionStarts[from]!; k < optionStarts[to]!; k += 1) optionCounts[optionIds[k]!]! += sign;
      let four = 0;
      let three = 0;
      let two = 0;
      let one = 0;
      for (let at = from; at < to; at += 1) {
        const stars = rating[at]!;
        if (stars >= 4) four += 1;
        if (stars >= 3) three += 1;
        if (stars >= 2) two += 1;
        if (stars >= 1) one += 1;
      }
      ratingCounts[0]! += sign * four;
      ratingCounts[1]! += sign * three;
      ratingCounts[2]! += sign * two;
      ratingCounts[3]! += sign * one;
    };
    let matched = 0;
    let low = Number.POSITIVE_INFINITY;
    let high = Number.NEGATIVE_INFINITY;
    for (let pair = 0; pair < runs.length; pair += 2) {
      const from = runs[pair]!;
      const to = runs[pair + 1]!;
      const shown = visibleBefore[to]! - visibleBefore[from]!;
      if (shown === 0) continue;
      matched += shown;
      categoryCounts[category[from]!]! += shown;
      brandCounts[brand[from]!]! += shown;
      if (wants.price) {
        let first = from;
        while (visible[first] === 0) first += 1;
        let last = to - 1;
        while (visible[last] === 0) last -= 1;
        if (priceCents[first]! < low) low = priceCents[first]!;
        if (priceCents[last]! > high) high = priceCents[last]!;
      }
      if (!needsTotals) continue;
      const key = category[from]! * (largestBrand + 1) + brand[from]!;
      const runStart = starts[key]!;
      const runEnd = starts[key + 1]!;
      // The hidden places inside the slice are taken away whichever way the slice is added.
      for (let k = firstAtLeast(hidden, from); k < hidden.length && hidden[k]! < to; k += 1) {
        tally(hidden[k]!, -1);
      }
      if (2 * (runEnd - runStart - (to - from)) > runEnd - runStart) {
        // Most of the run is outside the slice: the slice itself, in flat loops over its places.
        addRange(from, to, 1);
        continue;
      }
      for (let k = totals.subCategories.starts[key]!; k < totals.subCategories.starts[key + 1]!; k += 1) {
        subCategoryCounts[totals.subCategories.ids[k]!]! += totals.subCategories.counts[k]!;
      }
      for (let k = totals.options.starts[key]!; k < totals.options.starts[key + 1]!; k += 1) {
        optionCounts[totals.options.ids[k]!]! += totals.options.counts[k]!;
      }
      for (let bucket = 0; bucket < 4; bucket += 1)
        ratingCounts[bucket]! += totals.ratings[key * 4 + bucket]!;
      addRange(runStart, from, -1);
      addRange(to, runEnd, -1);
    }
    const empty = new Map<number, number>();
    return {
      matched,
      categories: wants.category ? nonZero(categoryCounts) : empty,
      subCategories: wants.subCategory ? nonZero(subCategoryCounts) : empty,
      brands: wants.brand ? nonZero(brandCounts) : empty,
      options: wants.options ? nonZero(optionCounts, true) : empty,
      ratings: wants.rating ? ratingCounts : [0, 0, 0, 0],
      price:
        wants.price && low <= high ? { minCents: low, maxCents: high } : { minCents: null, maxCents: null },
    };
  }

  /**
   * Every group's counts over one source: the products of `list` (null: the whole catalogue) that pass
   * every condition of `query` but `source`'s own filter. One loop of typed-array reads and counters (a
   * first spelling with a closure per condition and maps for the counts took 37 ms for the benchmark's
   * faceted list at a million products).
   */
  private countSource(
    query: FacetQuery,
    live: LiveVisibility,
    source: Group | undefined,
    list: Int32Array | null,
    implied?: Implied,
  ): SourceCounts {
    return this.countPlaces(
      query,
      source,
      this.passingFor(query, live, source, list, implied),
      list === null,
    );
  }

  /** The places of `list` (null: every place) that pass every condition of `query` but `source`'s own. */
  private passingFor(
    query: FacetQuery,
    live: LiveVisibility,
    source: Group | undefined,
    list: Int32Array | null,
    implied?: Implied,
  ): Int32Array {
    const { largest } = this;
    const runs = implied === 'runs';
    return passingPlaces(
      this.columns,
      this.visibilityUnder(live).visible,
      this.optionStarts,
      this.optionIds,
      list,
      list === null ? new Int32Array(this.products) : this.buffer('passing', list.length),
      {
        sellerId: implied === 'seller' ? -1 : (query.sellerId ?? -1),
        flagBit: query.flag === undefined || implied === 'flag' ? 0 : FLAG_BITS[query.flag],
        checksPrice: source !== 'price' && !runs,
        minCents: query.minCents,
        maxCents: query.maxCents,
        categories: source === 'category' || runs ? null : idSet(query.categoryIds, largest.category),
        subCategories:
          source === 'subCategory' || implied === 'subCategory'
            ? null
            : idSet(query.subCategoryIds, largest.subCategory),
        brands: source === 'brand' || runs ? null : idSet(query.brandIds, largest.brand),
        values:
          source === 'options' || implied === 'options'
            ? null
            : idSet(query.optionValueIds, this.values.length - 1),
        minRating: source === 'rating' || query.minRating === undefined ? -1 : query.minRating,
      },
    );
  }

  /**
   * Those of `places` (passing every condition but `group`'s) that pass `group`'s too: the matches, from
   * a group's source that walked the same postings list, without walking it again.
   */
  private refine(query: FacetQuery, group: Group, places: Int32Array): Int32Array {
    const { category, subCategory, brand, priceCents, rating } = this.columns;
    const table = (ids: readonly number[] | undefined, largest: number) =>
      idSet(ids, largest) ?? new Uint8Array(0);
    const categories = table(query.categoryIds, this.largest.category);
    const subCategories = table(query.subCategoryIds, this.largest.subCategory);
    const brands = table(query.brandIds, this.largest.brand);
    const values = table(query.optionValueIds, this.values.length - 1);
    const passes = (at: number) => {
      switch (group) {
        case 'category':
          return categories[category[at]!] === 1;
        case 'subCategory':
          return subCategories[subCategory[at]!] === 1;
        case 'brand':
          return brands[brand[at]!] === 1;
        case 'price':
          return priceCents[at]! >= query.minCents && priceCents[at]! <= query.maxCents;
        case 'rating':
          return rating[at]! >= (query.minRating ?? 0);
        case 'options':
          for (let k = this.optionStarts[at]!; k < this.optionStarts[at + 1]!; k += 1) {
            if (values[this.optionIds[k]!] === 1) return true;
          }
          return false;
      }
    };
    const refined = this.buffer('refined', places.length);
    let kept = 0;
    for (let j = 0; j < places.length; j += 1) if (passes(places[j]!)) refined[kept++] = places[j]!;
    return refined.subarray(0, kept);
  }

  /** Every group `source` counts, over places that passed its conditions. */
  private countPlaces(
    query: FacetQuery,
    source: Group | undefined,
    passing: Int32Array,
    wholeCatalogue: boolean,
  ): SourceCounts {
    const columns = this.columns;
    const { largest } = this;
    const wants = this.wanted(query, source, wholeCatalogue);
    const empty = new Map<number, number>();
    // The taxonomy, ratings and prices in one pass over the places (one pass each read every place's
    // position four times).
    const categoryCounts = wants.category ? new Int32Array(largest.category + 1) : null;
    const subCategoryCounts = wants.subCategory ? new Int32Array(largest.subCategory + 1) : null;
    const brandCounts = wants.brand ? new Int32Array(largest.brand + 1) : null;
    const ratingCounts = wants.rating ? [0, 0, 0, 0] : null;
    let low = Number.POSITIVE_INFINITY;
    let high = Number.NEGATIVE_INFINITY;
    const { category, subCategory, brand, rating, priceCents } = columns;
    for (let j = 0; j < passing.length; j += 1) {
      const at = passing[j]!;
      if (categoryCounts) categoryCounts[category[at]!]! += 1;
      if (subCategoryCounts) subCategoryCounts[subCategory[at]!]! += 1;
      if (brandCounts) brandCounts[brand[at]!]! += 1;
      if (ratingCounts) {
        // RATING_BUCKETS: 4, 3, 2, 1 stars and up.
        const stars = rating[at]!;
        if (stars >= 1) ratingCounts[3]! += 1;
        if (stars >= 2) ratingCounts[2]! += 1;
        if (stars >= 3) ratingCounts[1]! += 1;
        if (stars >= 4) ratingCounts[0]! += 1;
      }
      if (wants.price) {
        const price = priceCents[at]!;
        if (price < low) low = price;
        if (price > high) high = price;
      }
    }
    return {
      matched: passing.length,
      categories: categoryCounts ? nonZero(categoryCounts) : empty,
      subCategories: subCategoryCounts ? nonZero(subCategoryCounts) : empty,
      brands: brandCounts ? nonZero(brandCounts) : empty,
      options: wants.options
        ? countOptions(this.optionStarts, this.optionIds, passing, this.values.length)
        : empty,
      ratings: ratingCounts ?? [0, 0, 0, 0],
      price: low <= high ? { minCents: low, maxCents: high } : { minCents: null, maxCents: null },
    };
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
