/**
 * Facet counts of a listing (docs/api.md "Facets", decision 17): per category, sub-category, brand and
 * rating bucket, and the price range, for the current matches, in ONE statement. Each group counts the
 * matches with every chosen filter applied except its own (disjunctive faceting): choosing a brand keeps
 * the other brands countable, so a shopper can widen the choice as well as narrow it.
 *
 * A group whose own filter is not chosen counts exactly the listing's matches, so those groups share one
 * materialized set (`matches`); a group whose filter is chosen gets its own scan with its own WHERE, so each
 * part is planned with its constants and can use the same indexes as the page query.
 */
import { RATING_BUCKETS } from '@shop/shared/catalogue.contract';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  brands,
  categories,
  products,
  productVariants,
  sellers,
  subCategories,
  users,
} from '../../db/schema/index.ts';
import { sellerIsVisible } from '../../kernel/product-read-model.ts';

/** The filters a shopper chooses; each facet group counts with all of them but its own. */
export type FilterGroup = 'category' | 'subCategory' | 'brand' | 'price' | 'rating' | 'options';

/** The conditions of a listing: those every facet keeps, and one per filter the shopper chose. */
export interface FilterConditions {
  /** Visibility, the shop scope, the highlight flag and the text match. */
  shared: SQL[];
  chosen: Partial<Record<FilterGroup, SQL>>;
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
}

export const NO_FACETS: FacetCounts = {
  categories: [],
  subCategories: [],
  brands: [],
  ratings: [],
  options: {},
  price: { minCents: null, maxCents: null },
};

const ratingName = (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'} & up`;

/** The visible products (shop and owner active too) matching `where`, as a FROM … WHERE clause. */
function visibleWhere(where: SQL): SQL {
  return sql`from ${products}
    inner join ${sellers} on ${sellers.id} = ${products.sellerId}
    inner join ${users} on ${users.id} = ${sellers.userId}
    where ${and(sellerIsVisible, where)}`;
}

/**
 * The rows a group counts: the shared `matches` set when its own filter is not chosen, else a scan of the
 * products matching everything but that filter. Both give the same columns.
 */
function rowsFor(group: FilterGroup, filters: FilterConditions): SQL {
  if (filters.chosen[group] === undefined) return sql`matches`;
  const others = Object.entries(filters.chosen)
    .filter(([name]) => name !== group)
    .map(([, condition]) => condition);
  return sql`(select ${products.id} as product_id, ${products.categoryId} as category_id, ${products.subCategoryId} as sub_category_id,
      ${products.brandId} as brand_id, ${products.effectivePriceCents} as price_cents, ${products.rating} as rating
    ${visibleWhere(and(...filters.shared, ...others)!)})`;
}

function taxonomyFacet(
  rows: SQL,
  column: string,
  table: typeof categories | typeof brands | typeof subCategories,
) {
  const key = sql.raw(column);
  return sql`(select coalesce(json_agg(json_build_object('slug', t.slug, 'name', t.name, 'count', f.count)
      order by f.count desc, t.name), '[]'::json)
    from (select r.${key} as id, count(*)::int as count from ${rows} as r where r.${key} is not null group by r.${key}) as f
    join ${table} as t on t.id = f.id and t.status = 'active')`;
}

/** Counts every facet group of a listing in one statement. */
export async function facetCounts(tx: Executor, filters: FilterConditions): Promise<FacetCounts> {
  const perBucket = sql.join(
    RATING_BUCKETS.map((stars) => sql.raw(`count(*) filter (where r.rating >= ${stars})::int as c${stars}`)),
    sql`, `,
  );
  const unpivot = sql.raw(RATING_BUCKETS.map((stars) => `(${stars}, c.c${stars})`).join(', '));
  const ratingRows = rowsFor('rating', filters);
  const priceRows = rowsFor('price', filters);
  const optionRows = rowsFor('options', filters);
  const { rows } = await tx.execute<{ facets: FacetCounts | string }>(sql`
    with matches as materialized (
      select ${products.id} as product_id, ${products.categoryId} as category_id, ${products.subCategoryId} as sub_category_id,
        ${products.brandId} as brand_id, ${products.effectivePriceCents} as price_cents, ${products.rating} as rating
      ${visibleWhere(and(...filters.shared, ...Object.values(filters.chosen))!)}
    )
    select json_build_object(
      'categories', ${taxonomyFacet(rowsFor('category', filters), 'category_id', categories)},
      'subCategories', ${taxonomyFacet(rowsFor('subCategory', filters), 'sub_category_id', subCategories)},
      'brands', ${taxonomyFacet(rowsFor('brand', filters), 'brand_id', brands)},
      'ratings', (select coalesce(json_agg(json_build_object('slug', b.stars::text, 'count', b.count)
          order by b.stars desc), '[]'::json)
        from (select ${perBucket} from ${ratingRows} as r) as c
        cross join lateral (values ${unpivot}) as b(stars, count) where b.count > 0),
      'price', (select json_build_object('minCents', min(r.price_cents), 'maxCents', max(r.price_cents))
        from ${priceRows} as r),
      -- A product counts once per value any of its variants has (a T-shirt in M and L counts for both).
      'options', (select coalesce(json_object_agg(o.name, o.vals), '{}'::json) from (
          select f.name, json_agg(json_build_object('slug', lower(f.name) || ':' || f.slug, 'name', f.value,
              'count', f.count) order by f.count desc, f.value) as vals
          from (select min(e.key) as name, lower(e.value) as slug, min(e.value) as value,
                  count(distinct r.product_id)::int as count
                from ${optionRows} as r
                join ${productVariants} as v on v.product_id = r.product_id
                cross join lateral jsonb_each_text(v.option_values) as e
                group by lower(e.key), lower(e.value)) as f
          group by f.name) as o)
    ) as facets`);
  const raw = rows[0]?.facets;
  const facets = (typeof raw === 'string' ? JSON.parse(raw) : raw) as FacetCounts;
  return {
    ...facets,
    ratings: facets.ratings.map((bucket) => ({ ...bucket, name: ratingName(Number(bucket.slug)) })),
  };
}
