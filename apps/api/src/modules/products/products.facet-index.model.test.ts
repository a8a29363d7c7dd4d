/**
 * The facet index's counting (decision 65) against a model: every product checked one by one, each group
 * counting the products that pass every condition but its own. On a catalogue large enough for long runs
 * of one category and brand, a few hidden products in each and price ranges that cut runs anywhere, so the
 * run totals, the slices and the walks all answer (the API test compares with the database on a small one).
 */
import { RATING_BUCKETS } from '@shop/shared/catalogue.contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FacetIndex, type FacetQuery, type LiveVisibility } from './products.facet-index.ts';
import { type FacetColumns, FLAG_BITS } from './products.facet-places.ts';

const PRODUCTS = 3_000;
const VALUES = ['size:s', 'size:m', 'size:l', 'colour:red', 'colour:blue'];

function catalogue(): FacetColumns & { holders: number[][] } {
  let state = 11;
  const pick = (n: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) % n;
  };
  const column = (make: (at: number) => number) => Int32Array.from({ length: PRODUCTS }, (_, at) => make(at));
  const category = column(() => 1 + pick(3));
  const holders: number[][] = VALUES.map(() => []);
  const ids = column((at) => 1 + at * 2);
  for (const id of ids) {
    VALUES.forEach((_, value) => {
      if (pick(3) === 0) holders[value]!.push(id);
    });
  }
  return {
    ids,
    category,
    subCategory: column((at) => (pick(4) === 0 ? 0 : category[at]! * 10 + pick(2))),
    brand: column(() => pick(4)),
    seller: column(() => 1 + pick(5)),
    priceCents: column(() => 100 * (1 + pick(300))),
    rating: Float32Array.from({ length: PRODUCTS }, () => (pick(3) === 0 ? 0 : 1 + pick(41) / 10)),
    flags: Uint8Array.from({ length: PRODUCTS }, () => (pick(4) === 0 ? FLAG_BITS.isFeatured : 0)),
    options: VALUES.map((slug, value) => {
      const [name, spelled] = slug.split(':') as [string, string];
      return {
        nameKey: name,
        valueKey: spelled,
        name,
        value: spelled,
        productIds: Int32Array.from(holders[value]!),
      };
    }),
    holders,
  };
}

const columns = catalogue();
const index = new FacetIndex(columns);
// Shop 5 is closed, brand 3 and sub-category 21 inactive: a few hidden products in most runs.
const live: LiveVisibility = {
  sellerVisible: (id) => id !== 5,
  categoryActive: () => true,
  subCategoryActive: (id) => id !== 21,
  brandActive: (id) => id !== 3,
};

/** The model: each group's counts over every product, checked one by one. */
function modelCount(query: FacetQuery) {
  const valuesOf = (id: number) =>
    VALUES.flatMap((_, value) => (columns.holders[value]!.includes(id) ? [value] : []));
  const passes = (at: number, except?: string) => {
    const id = columns.ids[at]!;
    const visible =
      live.sellerVisible(columns.seller[at]!) &&
      (columns.subCategory[at] === 0 || live.subCategoryActive(columns.subCategory[at]!)) &&
      (columns.brand[at] === 0 || live.brandActive(columns.brand[at]!));
    if (!visible) return false;
    if (query.sellerId !== undefined && columns.seller[at] !== query.sellerId) return false;
    if (query.flag && (columns.flags[at]! & FLAG_BITS[query.flag]) === 0) return false;
    const price = columns.priceCents[at]!;
    if (except !== 'price' && (price < query.minCents || price > query.maxCents)) return false;
    if (except !== 'category' && query.categoryIds && !query.categoryIds.includes(columns.category[at]!))
      return false;
    if (
      except !== 'subCategory' &&
      query.subCategoryIds &&
      !query.subCategoryIds.includes(columns.subCategory[at]!)
    )
      return false;
    if (except !== 'brand' && query.brandIds && !query.brandIds.includes(columns.brand[at]!)) return false;
    if (except !== 'rating' && query.minRating !== undefined && columns.rating[at]! < query.minRating)
      return false;
    if (
      except !== 'options' &&
      query.optionValueIds &&
      !valuesOf(id).some((v) => query.optionValueIds!.includes(v))
    )
      return false;
    return true;
  };
  const chosen = (group: string) =>
    ({
      category: query.categoryIds,
      subCategory: query.subCategoryIds,
      brand: query.brandIds,
      options: query.optionValueIds,
      price: query.priceChosen ? true : undefined,
      rating: query.minRating,
    })[group] !== undefined;
  const over = (group: string) =>
    Array.from({ length: PRODUCTS }, (_, at) => at).filter((at) =>
      passes(at, chosen(group) ? group : undefined),
    );
  const tally = (places: number[], key: (at: number) => number[]) => {
    const counts = new Map<number, number>();
    for (const at of places) for (const k of key(at)) counts.set(k, (counts.get(k) ?? 0) + 1);
    return counts;
  };
  const priced = over('price').map((at) => columns.priceCents[at]!);
  return {
    matched: over('none').length,
    categories: tally(over('category'), (at) => [columns.category[at]!]),
    subCategories: tally(over('subCategory'), (at) =>
      columns.subCategory[at] ? [columns.subCategory[at]!] : [],
    ),
    brands: tally(over('brand'), (at) => (columns.brand[at] ? [columns.brand[at]!] : [])),
    options: tally(over('options'), (at) => valuesOf(columns.ids[at]!)),
    ratings: RATING_BUCKETS.map((stars) => ({
      stars,
      count: over('rating').filter((at) => columns.rating[at]! >= stars).length,
    })).filter((bucket) => bucket.count > 0),
    price: {
      minCents: priced.length > 0 ? Math.min(...priced) : null,
      maxCents: priced.length > 0 ? Math.max(...priced) : null,
    },
  };
}

const sorted = (map: Map<number, number>) => [...map].sort((a, b) => a[0] - b[0]);

/** Mostly absent: a condition a place must be checked for sends the index to walk instead of using runs. */
const rarely = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary, weight: 1 });

const queries: fc.Arbitrary<FacetQuery> = fc
  .record({
    categoryIds: fc.option(fc.subarray([1, 2, 3], { minLength: 1 }), { nil: undefined }),
    subCategoryIds: rarely(fc.subarray([10, 11, 20, 21, 31], { minLength: 1 })),
    brandIds: fc.option(fc.subarray([1, 2, 3], { minLength: 1 }), { nil: undefined }),
    optionValueIds: rarely(fc.subarray([0, 1, 2, 3], { minLength: 1, maxLength: 2 })),
    range: fc.tuple(fc.integer({ min: 0, max: 31_000 }), fc.integer({ min: 0, max: 31_000 })),
    priceChosen: fc.boolean(),
    minRating: rarely(fc.integer({ min: 1, max: 4 })),
    sellerId: rarely(fc.integer({ min: 1, max: 5 })),
    flag: rarely(fc.constant('isFeatured' as const)),
  })
  .map(({ range, ...query }) => {
    const clean = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
    return {
      ...clean,
      priceChosen: query.priceChosen,
      // The default range of a listing spans every price; a chosen one may cut anywhere.
      minCents: query.priceChosen ? Math.min(...range) : 0,
      maxCents: query.priceChosen ? Math.max(...range) : 10_000_000,
    } as FacetQuery;
  });

/** Some group has no category, sub-category, brand, option, shop or flag to walk, and a price or rating to check. */
function wholeCatalogueWalk(query: FacetQuery): boolean {
  const narrowedBy = {
    category: query.categoryIds,
    subCategory: query.subCategoryIds,
    brand: query.brandIds,
    options: query.optionValueIds,
  };
  const groups = Object.entries(narrowedBy)
    .filter(([, ids]) => ids !== undefined)
    .map(([group]) => group);
  const sources = [
    undefined,
    ...groups,
    ...(query.priceChosen ? ['price'] : []),
    ...(query.minRating ? ['rating'] : []),
  ];
  return (
    query.sellerId === undefined &&
    query.flag === undefined &&
    sources.some(
      (source) =>
        groups.every((group) => group === source) &&
        ((query.priceChosen && source !== 'price') || (query.minRating !== undefined && source !== 'rating')),
    )
  );
}

describe('FacetIndex.count', () => {
  it('counts every group as the model does, whatever the filters', () => {
    fc.assert(
      fc.property(queries, (query) => {
        const counted = index.count(query, live);
        const model = modelCount(query);
        if (counted === null) {
          // Refused only when a group would check every product of the catalogue for a price or rating.
          expect(wholeCatalogueWalk(query)).toBe(true);
          return;
        }
        expect(counted.matched).toBe(model.matched);
        expect(sorted(counted.categories)).toEqual(sorted(model.categories));
        expect(sorted(counted.subCategories)).toEqual(sorted(model.subCategories));
        expect(sorted(counted.brands)).toEqual(sorted(model.brands));
        expect(sorted(counted.options)).toEqual(sorted(model.options));
        expect(counted.ratings).toEqual(model.ratings);
        expect(counted.price).toEqual(model.price);
      }),
      { numRuns: 300, seed: 65 },
    );
  });

  it('refuses a walk longer than it is allowed', () => {
    expect(
      index.count(
        { categoryIds: [1], minCents: 0, maxCents: 10_000_000, priceChosen: false, minRating: 1 },
        live,
        10,
      ),
    ).toBeNull();
  });
});
