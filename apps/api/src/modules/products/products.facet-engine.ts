/**
 * A large catalogue's facets from the in-memory facet index (products.facet-index.ts, decision 65).
 *
 * The index is held per database and follows the catalogue version (`CatalogueSnapshot`): a write starts
 * a build in the background while the index already held keeps answering, one build at a time and at most
 * every minute (or ten build times). It answers a listing without text whose catalogue holds more than
 * `INDEXED_FROM_PRODUCTS` products, whose options name one option, and whose groups walk at most
 * `MOST_PLACES_WALKED` places; every other listing, and every one before the first build, is counted by
 * the database (products.facets.ts), where a small catalogue is counted to the end anyway.
 */
import type { Database, Executor } from '../../db/client.ts';
import { catalogueMemo } from '../../kernel/catalogue-memo.ts';
import { CatalogueSnapshot } from '../../kernel/catalogue-snapshot.ts';
import { facetColumns, type NamedEntry, visibleNow } from './products.facet-columns.ts';
import { FacetIndex, type FacetQuery, type IndexedFacets } from './products.facet-index.ts';
import type { FlagName } from './products.facet-places.ts';
import { type FacetCount, type FacetCounts, ratingName } from './products.facets.ts';

/**
 * Up to this many products the database counts every facet group to the end within its bound (1,000
 * matches) in a few milliseconds, and sees every write at once; the index is for catalogues the bound
 * leaves uncounted.
 */
const INDEXED_FROM_PRODUCTS = 20_000;
/**
 * A listing whose groups would walk more places than this is counted by the database, whose bounded scans
 * stop after 1,001 matches: the walks are the sources the runs cannot count (a rating or a size chosen over
 * a large category, a sub-category's products), at 5–10 ns a place.
 */
const MOST_PLACES_WALKED = 300_000;
const BUILD_GAP_MS = 60_000;
const MAX_AGE_MS = 30 * 60_000;

export class FacetEngine {
  private readonly snapshot: CatalogueSnapshot<FacetIndex>;
  /** The index answers above this many products (tests switch it on and off by setting it). */
  indexedFromProducts = INDEXED_FROM_PRODUCTS;

  constructor(db: Database) {
    this.snapshot = new CatalogueSnapshot(async () => new FacetIndex(await facetColumns(db)), {
      gapMs: BUILD_GAP_MS,
      maxAgeMs: MAX_AGE_MS,
    });
  }

  /** The index, when the catalogue is large enough for it to answer (starting a build when one is due). */
  index(version: number | undefined): FacetIndex | undefined {
    const index = this.snapshot.current(version);
    return index && index.products > this.indexedFromProducts ? index : undefined;
  }

  /** Builds the index now (the server before it listens; tests): resolves with its product count. */
  async build(version: number | undefined): Promise<number> {
    return (await this.snapshot.refresh(version)).products;
  }
}

const engines = new WeakMap<Database, FacetEngine>();

/** The one facet engine of a database handle. */
export function facetEngineOf(db: Database): FacetEngine {
  let engine = engines.get(db);
  if (!engine) {
    engine = new FacetEngine(db);
    engines.set(db, engine);
  }
  return engine;
}

const visibleAtVersion = catalogueMemo((db: Executor) => visibleNow(db));

/** What a listing asks of the index: its filters with the taxonomy resolved to ids. */
export interface IndexedListing {
  categoryIds?: number[];
  subCategoryIds?: number[];
  brandIds?: number[];
  /** Chosen option values as the filter spells them, lower-cased (`size`, `m`). */
  optionValues: readonly { name: string; value: string }[];
  minCents: number;
  maxCents: number;
  defaultPriceRange?: boolean;
  minRating?: number;
  sellerId?: number;
  flag?: FlagName;
  catalogueVersion?: number;
}

/**
 * The facets of a listing without text and the number of its matches, counted by the index; null when
 * the database must count them (no index yet, a small catalogue, several options, a walk too long).
 */
export async function indexedFacets(
  db: Database,
  listing: IndexedListing,
): Promise<{ facets: FacetCounts; matched: number } | null> {
  const index = facetEngineOf(db).index(listing.catalogueVersion);
  if (!index) return null;
  // Values of several options must be held by one variant, which the index (values per product) cannot tell.
  if (new Set(listing.optionValues.map((option) => option.name)).size > 1) return null;
  const query: FacetQuery = {
    ...(listing.categoryIds ? { categoryIds: listing.categoryIds } : {}),
    ...(listing.subCategoryIds ? { subCategoryIds: listing.subCategoryIds } : {}),
    ...(listing.brandIds ? { brandIds: listing.brandIds } : {}),
    ...(listing.optionValues.length > 0
      ? {
          optionValueIds: listing.optionValues.map((option) =>
            index.optionValueId(option.name, option.value),
          ),
        }
      : {}),
    minCents: listing.minCents,
    maxCents: listing.maxCents,
    priceChosen: !listing.defaultPriceRange,
    ...(listing.minRating !== undefined ? { minRating: listing.minRating } : {}),
    ...(listing.sellerId !== undefined ? { sellerId: listing.sellerId } : {}),
    ...(listing.flag ? { flag: listing.flag } : {}),
  };
  const visible = await visibleAtVersion(db, listing.catalogueVersion);
  const counted = index.count(query, visible, MOST_PLACES_WALKED);
  return counted && { facets: named(counted, index, visible), matched: counted.matched };
}

/** C-collation order, as the database sorts names (`C.UTF-8`). */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function taxonomyFacet(
  counts: Map<number, number>,
  entry: (id: number) => NamedEntry | undefined,
): FacetCount[] {
  return [...counts]
    .flatMap(([id, count]) => {
      const found = entry(id);
      return found ? [{ slug: found.slug, name: found.name, count }] : [];
    })
    .sort((a, b) => b.count - a.count || byText(a.name, b.name));
}

/** The index's counts as the database's facets spell them (names, slugs, options grouped by option name). */
function named(
  counted: IndexedFacets,
  index: FacetIndex,
  visible: Awaited<ReturnType<typeof visibleNow>>,
): FacetCounts {
  const options = new Map<string, { name: string; values: FacetCount[] }>();
  for (const [id, count] of counted.options) {
    const value = index.optionValue(id);
    const group = options.get(value.nameKey) ?? { name: value.name, values: [] };
    if (byText(value.name, group.name) < 0) group.name = value.name;
    group.values.push({ slug: `${value.nameKey}:${value.valueKey}`, name: value.value, count });
    options.set(value.nameKey, group);
  }
  return {
    categories: taxonomyFacet(counted.categories, (id) => visible.category(id)),
    subCategories: taxonomyFacet(counted.subCategories, (id) => visible.subCategory(id)),
    brands: taxonomyFacet(counted.brands, (id) => visible.brand(id)),
    ratings: counted.ratings.map(({ stars, count }) => ({
      slug: String(stars),
      name: ratingName(stars),
      count,
    })),
    options: Object.fromEntries(
      [...options.values()].map((group) => [
        group.name,
        group.values.sort((a, b) => b.count - a.count || byText(a.name, b.name)),
      ]),
    ),
    price: counted.price,
    exhaustive: true,
  };
}
