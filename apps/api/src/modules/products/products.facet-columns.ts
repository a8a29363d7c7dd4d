/**
 * What the facet index (products.facet-index.ts, decision 65) is built from and checked against: the
 * columns of every product shoppers could see (active and approved; who may be seen now is read apart,
 * per catalogue version), and the shops and taxonomy entries visible now with their names.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  brands,
  categories,
  productOptionValues,
  products,
  sellers,
  subCategories,
  users,
} from '../../db/schema/index.ts';
import { sellerIsVisible } from '../../kernel/product-read-model.ts';
import { parseIntegers } from '../../lib/integer-list.ts';
import type { LiveVisibility } from './products.facet-index.ts';
import { type FacetColumns, FLAG_BITS } from './products.facet-places.ts';

const flagBits = sql.raw(
  Object.entries(FLAG_BITS)
    .map(([flag, bit]) => `(case when ${snakeCase(flag)} then ${bit} else 0 end)`)
    .join(' + '),
);

function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/**
 * Every product shoppers could see, one text per column (one row: 1M products is one statement and eight
 * texts of a few MB, where a row per product made a million objects). The aggregates of one scan see the
 * rows in one order, so the texts line up without sorting each. The rating is
 * kept to a thousandth, rounded down, so `rating >= stars` reads the same for whole stars.
 */
export async function facetColumns(db: Executor): Promise<FacetColumns> {
  const { rows } = await db.execute<Record<string, string | null>>(sql`
    select string_agg(${products.id}::text, ',') as ids,
      string_agg(${products.categoryId}::text, ',') as category,
      string_agg(coalesce(${products.subCategoryId}, 0)::text, ',') as sub_category,
      string_agg(coalesce(${products.brandId}, 0)::text, ',') as brand,
      string_agg(${products.sellerId}::text, ',') as seller,
      string_agg(${products.effectivePriceCents}::text, ',') as price,
      string_agg(floor(${products.rating}::float8 * 1000)::int::text, ',') as rating,
      string_agg((${flagBits})::text, ',') as flags
    from ${products}
    where ${products.status} = 'active' and ${products.approvalStatus} = 'approved'`);
  const row = rows[0] ?? {};
  const values = await db.execute<{
    name_key: string;
    value_key: string;
    name: string;
    value: string;
    ids: string;
  }>(sql`
    select ${productOptionValues.nameKey} as name_key, ${productOptionValues.valueKey} as value_key,
      min(${productOptionValues.name}) as name, min(${productOptionValues.value}) as value,
      string_agg(distinct ${productOptionValues.productId}::text, ',') as ids
    from ${productOptionValues}
    group by ${productOptionValues.nameKey}, ${productOptionValues.valueKey}`);
  const rating = parseIntegers(row.rating ?? null);
  return {
    ids: parseIntegers(row.ids ?? null),
    category: parseIntegers(row.category ?? null),
    subCategory: parseIntegers(row.sub_category ?? null),
    brand: parseIntegers(row.brand ?? null),
    seller: parseIntegers(row.seller ?? null),
    priceCents: parseIntegers(row.price ?? null),
    rating: Float32Array.from(rating, (thousandths) => thousandths / 1000),
    flags: Uint8Array.from(parseIntegers(row.flags ?? null)),
    options: values.rows.map((value) => ({
      nameKey: value.name_key,
      valueKey: value.value_key,
      name: value.name,
      value: value.value,
      productIds: parseIntegers(value.ids),
    })),
  };
}

/** A visible taxonomy entry as the facets name it. */
export interface NamedEntry {
  slug: string;
  name: string;
}

/** Who may be seen now, and the names of the visible taxonomy entries. */
export interface VisibleNow extends LiveVisibility {
  category(id: number): NamedEntry | undefined;
  subCategory(id: number): NamedEntry | undefined;
  brand(id: number): NamedEntry | undefined;
}

/** The visible shops and the active categories, sub-categories and brands (hundreds of rows), in one statement. */
export async function visibleNow(db: Executor): Promise<VisibleNow> {
  const { rows } = await db.execute<{
    kind: string;
    id: number;
    slug: string | null;
    name: string | null;
  }>(sql`
    select 'category' as kind, ${categories.id} as id, ${categories.slug} as slug, ${categories.name} as name
      from ${categories} where ${categories.status} = 'active'
    union all select 'subCategory', ${subCategories.id}, ${subCategories.slug}, ${subCategories.name}
      from ${subCategories} where ${subCategories.status} = 'active'
    union all select 'brand', ${brands.id}, ${brands.slug}, ${brands.name} from ${brands} where ${brands.status} = 'active'
    union all select 'seller', ${sellers.id}, null, null
      from ${sellers} inner join ${users} on ${users.id} = ${sellers.userId} where ${sellerIsVisible}`);
  const entries = (kind: string) =>
    new Map(
      rows
        .filter((row) => row.kind === kind)
        .map((row) => [Number(row.id), { slug: row.slug ?? '', name: row.name ?? '' }] as const),
    );
  const category = entries('category');
  const subCategory = entries('subCategory');
  const brand = entries('brand');
  const seller = entries('seller');
  return {
    category: (id) => category.get(id),
    subCategory: (id) => subCategory.get(id),
    brand: (id) => brand.get(id),
    sellerVisible: (id) => seller.has(id),
    categoryActive: (id) => category.has(id),
    subCategoryActive: (id) => subCategory.has(id),
    brandActive: (id) => brand.has(id),
  };
}
