/**
 * Facet counts of a listing (docs/api.md "Facets", decision 17): per category, sub-category, brand and
 * rating bucket, and the price range, for the current matches, in ONE statement. Each group counts the
 * matches with every chosen filter applied except its own (disjunctive faceting): choosing a brand keeps
 * the other brands countable, so a shopper can widen the choice as well as narrow it.
 *
 * A group whose own filter is not chosen counts exactly the listing's matches, so those groups share one
 * materialized set (`matches`); a group whose filter is chosen gets its own scan with its own WHERE, so each
 * part is planned with its constants and can use the same indexes as the page query.
 *
 * Each group counts at most `FACET_COUNT_LIMIT` matches (bounded facets, as search engines do); the answer
 * says whether every group was counted to the end (`exhaustive`). Option values are read from their indexed
 * rows (`product_option_values`), not from each variant's jsonb.
 */
import { FACET_COUNT_LIMIT, RATING_BUCKETS } from '@shop/shared/catalogue.contract';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  brands,
  categories,
  productOptionKeys,
  productOptionLabels,
  productOptionValues,
  products,
  subCategories,
} from '../../db/schema/index.ts';
import { shopOfProductIsVisible } from '../../kernel/product-read-model.ts';

/** The filters a shopper chooses; each facet group counts with all of them but its own. */
export type FilterGroup = 'category' | 'subCategory' | 'brand' | 'price' | 'rating' | 'options';

/** The conditions of a listing: those every facet keeps, and one per filter the shopper chose. */
export interface FilterConditions {
  /** Visibility, the shop scope, the highlight flag, the default price range and the text match. */
  shared: SQL[];
  chosen: Partial<Record<FilterGroup, SQL>>;
  /**
   * The chosen options spelled for a scan with no category, sub-category or brand to walk: the holders of
   * the values read from their own index and joined, where `chosen.options` reads each product's keys.
   */
  optionsByHolders?: SQL;
  /**
   * A text search's match, one of `shared`: each group's rows are then gathered from the text index with
   * the conditions of `narrowing` it applies, and checked for the others row by row (`fromTextIndex`).
   */
  text?: SQL;
  /** The conditions a plain index of their own narrows (the shop, a flag, the taxonomy). */
  narrowing?: SQL[];
}

/** The filters that lead a scan to an index of their own (`products_facet_category_idx` and the like). */
const INDEX_LED: FilterGroup[] = ['category', 'subCategory', 'brand'];

/**
 * The chosen conditions a scan applies (all but `except`'s), the options spelled for the scan: checked
 * per product beside a chosen category, sub-category or brand, whose index the scan walks; else read from
 * the values' holders. Without a category or brand to walk (the category facet of a "size:l" page), the
 * keys would have to be checked on every visible product until 1,001 hold the value: a bitmap of every
 * price read 22,000 pages of the table at 100k products (1.1 s), where joining the 3,041 holders took 5 ms.
 */
function chosenConditions(filters: FilterConditions, except?: FilterGroup): SQL[] {
  const groups = (Object.keys(filters.chosen) as FilterGroup[]).filter((group) => group !== except);
  const walked = groups.some((group) => INDEX_LED.includes(group));
  return groups.map((group) =>
    group === 'options' && !walked && filters.optionsByHolders
      ? filters.optionsByHolders
      : filters.chosen[group]!,
  );
}

/** A facet value as the database counts it; the service turns cents into dollars. */
export interface FacetCount {
  slug: string;
  name: string;
  count: number;
}

export interface FacetCounts {
  categories: FacetCount[];
  subCategories: FacetCount[];
  brands: FacetCount[];
  ratings: FacetCount[];
  /** Option values grouped by option name as the products spell it (`Size`), slugs `size:m`. */
  options: Record<string, FacetCount[]>;
  price: { minCents: number | null; maxCents: number | null };
  /** False when a group had more matches than `FACET_COUNT_LIMIT` and counted only that many. */
  exhaustive: boolean;
}

export const NO_FACETS: FacetCounts = {
  categories: [],
  subCategories: [],
  brands: [],
  ratings: [],
  options: {},
  price: { minCents: null, maxCents: null },
  exhaustive: true,
};

export const ratingName = (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'} & up`;

/*
 * Bounded facets (decision 17): a group counts at most `FACET_COUNT_LIMIT` matches; beyond it, the first
 * matches its index gives, and the answer says `facetsExhaustive: false`, so the shop shows the counts as
 * lower bounds ("120+"). Algolia and Elasticsearch bound their facet counts the same way; counting every
 * one of 300,000 matches would cost seconds.
 */
const ROW_COLUMNS = sql`${products.id} as product_id, ${products.categoryId} as category_id, ${products.subCategoryId} as sub_category_id,
      ${products.brandId} as brand_id, ${products.effectivePriceCents} as price_cents, ${products.rating} as rating`;

/**
 * The products a text search gathers from, as the relation `products`: those the full-text index and the
 * narrowing indexes (`indexed`: the text match, the taxonomy, the shop, a flag) yield, in the bitmap's
 * order, behind `offset 0`, which the planner does not see through, so the visibility, price, rating and
 * option conditions are checked on each row it yields instead of being ANDed as bitmaps (decision 60).
 * Planned together, a text search with a size chosen ("shirt", `size:l`, 1M products: 21,295 text
 * matches) ANDed the text bitmap with bitmaps of most of the table: every product of the visible shops
 * (1,000,000 entries) and every visible one from a partial index the conditions imply (933,256), or looped
 * over the shops with a bitmap of each one's products; its page took 80–99 ms of PostgreSQL's CPU and its
 * facets 196 ms, gathered this way 13 and 30 ms. Its page, its count past the last match and each facet
 * group gather so.
 */
export function fromTextIndex(indexed: SQL): SQL {
  return sql`(select * from ${products} where ${indexed} offset 0) as ${products}`;
}

/**
 * A text search's conditions split for `fromTextIndex`: `indexed`, its text match and those of
 * `narrowing` among them; `checked`, the rest. They are picked by identity (`filterGroups` hands out the
 * same objects). Null when they are planned together: no text, or a chosen `rating` among them, which is
 * rare enough (most products have no review) that its index's bitmap narrows far better than the text
 * index ("wireless" rated 3+ at 1M: page under 3 ms and facets 13 ms planned together, 158 and 205 ms
 * gathered from the text index; decision 60).
 */
export function splitForTextIndex(
  conditions: readonly SQL[],
  search: { text?: SQL; narrowing?: readonly SQL[]; rating?: SQL },
): { indexed: SQL; checked: SQL[] } | null {
  const { text, narrowing = [], rating } = search;
  if (text === undefined || (rating !== undefined && conditions.includes(rating))) return null;
  const indexed = conditions.filter((condition) => condition === text || narrowing.includes(condition));
  return {
    indexed: and(...indexed)!,
    checked: conditions.filter((condition) => !indexed.includes(condition)),
  };
}

/**
 * Up to `limit` visible products (shop and owner active too) matching `conditions`, with their option
 * labels; a text search's gathered by `fromTextIndex`, its narrowing conditions picked out of
 * `conditions` by identity.
 */
function visibleRows(filters: FilterConditions, conditions: SQL[], limit: number, withLabels: boolean): SQL {
  const labels = withLabels
    ? sql`, ${productOptionKeys} as option_keys, ${productOptionLabels} as option_labels`
    : sql``;
  const gathering = splitForTextIndex(conditions, { ...filters, rating: filters.chosen.rating });
  return sql`select ${ROW_COLUMNS}${labels}
    from ${gathering ? fromTextIndex(gathering.indexed) : sql`${products}`}
    where ${and(shopOfProductIsVisible, ...(gathering?.checked ?? conditions))}
    limit ${sql.raw(String(limit))}`;
}

/**
 * The rows a group counts, as the name of a CTE: the shared `matches` when its own filter is not chosen,
 * else its own scan of the products matching everything but that filter.
 */
function sourceOf(group: FilterGroup, filters: FilterConditions): string {
  return filters.chosen[group] === undefined ? 'matches' : `rows_${group}`;
}

function taxonomyFacet(
  source: string,
  column: string,
  table: typeof categories | typeof brands | typeof subCategories,
) {
  const key = sql.raw(column);
  return sql`(select coalesce(json_agg(json_build_object('slug', t.slug, 'name', t.name, 'count', f.count)
      order by f.count desc, t.name), '[]'::json)
    from (select r.${key} as id, count(*)::int as count from ${sql.raw(source)} as r where r.${key} is not null group by r.${key}) as f
    join ${table} as t on t.id = f.id and t.status = 'active')`;
}

/**
 * The option values of one counted product (`r`), each once however many of its variants hold it: its
 * `option_labels` (decision 48), read with the other columns from the facets' covering index, so counting
 * the values of 1,001 products reads no other table (before, 1,001 probes of
 * `product_option_values_product_idx`, 4.6–6.2 ms at 1M). The keys are the lower-cased spellings, as
 * `product_option_values` keeps them. The labels are walked by the keys' positions (`unnest … with
 * ordinality`): the planner expects 10 rows of an `unnest` and 1,000 of a `generate_subscripts`, which
 * priced the facet past `jit_above_cost`. A product whose values did not fit an index row (`{}`) is read
 * from its entries of `product_option_values_product_idx` (in key order, so no sort); `offset 0` keeps
 * that a probe per product, where the planner once hashed the whole table.
 */
const valuesOfProduct = sql`select lower(r.option_labels[k.i][1]) as name_key, lower(r.option_labels[k.i][2]) as value_key,
    r.option_labels[k.i][1] as name, r.option_labels[k.i][2] as value
  from unnest(r.option_keys) with ordinality as k(key, i)
  union all
  (select v.name_key, v.value_key, min(v.name) as name, min(v.value) as value
    from ${productOptionValues} as v where r.option_labels = '{}' and v.product_id = r.product_id
    group by v.name_key, v.value_key offset 0)`;

const GROUPS: FilterGroup[] = ['category', 'subCategory', 'brand', 'rating', 'price', 'options'];

/**
 * The statement that counts every facet group of a listing, each over at most `limit` matches, as one
 * json value (`facets`). A list page runs it as a column of its own statement (one round trip); read its
 * value with `readFacets`. With `countMatches`, the value also holds `matched`, the number of the
 * listing's matches up to `limit` + 1 (`readFacetsAndCount`): the list's bounded count is the same scan
 * as the shared `matches` set, so the page need not scan for it a second time.
 */
export function facetsQuery(
  filters: FilterConditions,
  limit: number = FACET_COUNT_LIMIT,
  countMatches = false,
): SQL {
  const perBucket = sql.join(
    RATING_BUCKETS.map((stars) => sql.raw(`count(*) filter (where r.rating >= ${stars})::int as c${stars}`)),
    sql`, `,
  );
  const unpivot = sql.raw(RATING_BUCKETS.map((stars) => `(${stars}, c.c${stars})`).join(', '));
  // One more row than the limit tells "more than `limit`" from "exactly `limit`".
  const scanned = limit + 1;
  const groupSources = [...new Set(GROUPS.map((group) => sourceOf(group, filters)))];
  // The count needs `matches` even when every group has a filter of its own (then it is no group's).
  const sources =
    countMatches && !groupSources.includes('matches') ? ['matches', ...groupSources] : groupSources;
  const ctes = sources.map((source) => {
    const except = source === 'matches' ? undefined : (source.slice('rows_'.length) as FilterGroup);
    const conditions = [...filters.shared, ...chosenConditions(filters, except)];
    const withLabels = source === sourceOf('options', filters);
    return sql`${sql.raw(source)} as materialized (${visibleRows(filters, conditions, scanned, withLabels)})`;
  });
  const exhaustive = sql.join(
    groupSources.map((source) => sql`(select count(*) from ${sql.raw(source)}) <= ${sql.raw(String(limit))}`),
    sql` and `,
  );
  return sql`
    with ${sql.join(ctes, sql`, `)}
    select json_build_object(
      'categories', ${taxonomyFacet(sourceOf('category', filters), 'category_id', categories)},
      'subCategories', ${taxonomyFacet(sourceOf('subCategory', filters), 'sub_category_id', subCategories)},
      'brands', ${taxonomyFacet(sourceOf('brand', filters), 'brand_id', brands)},
      'ratings', (select coalesce(json_agg(json_build_object('slug', b.stars::text, 'count', b.count)
          order by b.stars desc), '[]'::json)
        from (select ${perBucket} from ${sql.raw(sourceOf('rating', filters))} as r) as c
        cross join lateral (values ${unpivot}) as b(stars, count) where b.count > 0),
      'price', (select json_build_object('minCents', min(r.price_cents), 'maxCents', max(r.price_cents))
        from ${sql.raw(sourceOf('price', filters))} as r),
      -- A product counts once per value any of its variants has (a T-shirt in M and L counts for both).
      'options', (select coalesce(json_object_agg(o.name, o.vals), '{}'::json) from (
          select min(f.name) as name, json_agg(json_build_object('slug', f.name_key || ':' || f.slug, 'name', f.value,
              'count', f.count) order by f.count desc, f.value) as vals
          from (select v.name_key, min(v.name) as name, v.value_key as slug, min(v.value) as value,
                  count(*)::int as count
                from ${sql.raw(sourceOf('options', filters))} as r
                cross join lateral (${valuesOfProduct}) as v
                group by v.name_key, v.value_key) as f
          group by f.name_key) as o),
      'exhaustive', ${exhaustive}${countMatches ? sql`, 'matched', (select count(*)::int from matches)` : sql``}
    ) as facets`;
}

/** The `facets` value of `facetsQuery` as the repository returns it (node-postgres parses json, PGlite may not). */
export function readFacets(raw: FacetCounts | string | null | undefined): FacetCounts {
  const facets = (typeof raw === 'string' ? JSON.parse(raw) : raw) as FacetCounts;
  return {
    ...facets,
    ratings: facets.ratings.map((bucket) => ({ ...bucket, name: ratingName(Number(bucket.slug)) })),
  };
}

/** The facets and the bounded count of matches of a `facetsQuery(…, true)` value. */
export function readFacetsAndCount(raw: FacetCounts | string | null | undefined): {
  facets: FacetCounts;
  matched: number;
} {
  const { matched, ...facets } = readFacets(raw) as FacetCounts & { matched: number };
  return { facets, matched };
}

/** Counts every facet group of a listing in a statement of its own, each over at most `limit` matches. */
export async function facetCounts(
  tx: Executor,
  filters: FilterConditions,
  limit: number = FACET_COUNT_LIMIT,
): Promise<FacetCounts> {
  const { rows } = await tx.execute<{ facets: FacetCounts | string }>(facetsQuery(filters, limit));
  return readFacets(rows[0]?.facets);
}
