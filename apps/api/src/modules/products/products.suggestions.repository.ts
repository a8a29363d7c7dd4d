/**
 * Reads behind the header's suggestions and the page of a search that found nothing: the products grouped
 * for the suggestion index, the listed category, sub-category and brand names, the lexemes of spellings,
 * and the categories nearest a text.
 */
import { and, asc, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { brands, categories, productOptionValues, products, subCategories } from '../../db/schema/index.ts';
import { productIsVisible, shopOfProductIsVisible } from '../../kernel/product-read-model.ts';
import { listed } from '../../kernel/soft-delete.ts';

interface Named {
  slug: string;
  name: string;
}

/**
 * The active categories nearest to a text that found nothing: by trigram similarity of the text to the
 * category's name or its sub-categories' names ("lamb" → Home & Living through "Lamps").
 */
export async function nearestCategories(db: Executor, text: string, limit: number): Promise<Named[]> {
  const closeness = sql`greatest(word_similarity(${text}, lower(${categories.name})), coalesce((
    select max(word_similarity(${text}, lower(${subCategories.name}))) from ${subCategories}
    where ${subCategories.categoryId} = ${categories.id} and ${listed(subCategories)}), 0))`;
  return db
    .select({ slug: categories.slug, name: categories.name })
    .from(categories)
    .where(and(listed(categories), sql`${closeness} > 0.3`))
    .orderBy(sql`${closeness} desc`, asc(categories.name))
    .limit(limit);
}

/** One group of the suggestion index as read: lexemes, and places and ids as comma-separated text. */
export type SuggestionGroupRow = {
  nameLexemes: string[];
  otherLexemes: string[];
  ranks: string;
  ids: string;
};

/**
 * Every visible product in groups of the same name, brand and category (a few thousand groups per
 * hundred thousand products): the group's stemmed words, as the full-text document holds them at weight
 * A (the name) and B (brand and category), and its products' places in the popularity order (flagged
 * popular, then most reviewed, best rated, newest) with their ids, pairwise in any order, as
 * comma-separated text (a million numbers parse faster so than as arrays of rows).
 */
export async function suggestionGroups(db: Database): Promise<SuggestionGroupRow[]> {
  return db.transaction(async (tx) => {
    // Sorting off (the window still must): the grouping then hashes its few thousand groups in memory
    // instead of sorting a million rows by name on disk (10 s instead of 17–19 s at a million products).
    await tx.execute(
      sql`select set_config('work_mem', '64MB', true), set_config('enable_sort', 'off', true)`,
    );
    const { rows } = await tx.execute<SuggestionGroupRow>(sql`
      with visible as (
        select ${products.id} as id, ${products.productName} as name, ${products.brandName} as brand,
          ${products.categoryName} as category,
          row_number() over (order by ${products.isPopular} desc, ${products.reviewCount} desc,
            ${products.rating} desc, ${products.createdAt} desc, ${products.id} desc) - 1 as rank
        from ${products} where ${productIsVisible} and ${shopOfProductIsVisible}
      )
      select tsvector_to_array(to_tsvector('english', name)) as "nameLexemes",
        tsvector_to_array(to_tsvector('english', brand || ' ' || category)) as "otherLexemes",
        string_agg(rank::text, ',') as ranks, string_agg(id::text, ',') as ids
      from visible group by name, brand, category`);
    return rows;
  });
}

/** One option value (lower-cased) and the products offering it, as comma-separated ids. */
export type OptionValueRow = { value: string; ids: string };

/**
 * Every option value with the products offering it (hidden ones too: the index keeps only products it
 * placed). From the value index (name, value, product) alone: at a million products 220,000 products
 * offer a few hundred distinct values.
 */
export async function optionValueHolders(db: Executor): Promise<OptionValueRow[]> {
  const { rows } = await db.execute<OptionValueRow>(sql`
    select value, string_agg(product_id::text, ',') as ids
    from (select distinct ${productOptionValues.nameKey}, ${productOptionValues.valueKey} as value,
      ${productOptionValues.productId} as product_id from ${productOptionValues}) as offered
    group by value`);
  return rows;
}

/** The lexemes full text makes of each text (`phraseto_tsquery`'s words, stemmed; none for a stop word). */
export async function lexemesOf(db: Executor, texts: readonly string[]): Promise<Map<string, string[]>> {
  if (texts.length === 0) return new Map();
  const { rows } = await db.execute<{ text: string; lexemes: string[] }>(
    sql`select t as text, tsvector_to_array(to_tsvector('english', t)) as lexemes
      from unnest(array[${sql.join(
        texts.map((text) => sql`${text}`),
        sql`, `,
      )}]::text[]) as t`,
  );
  return new Map(rows.map((row) => [row.text, row.lexemes]));
}

/** A listed category, sub-category or brand with the lexemes of its name (`parent`: a sub-category's). */
export type TaxonomyName = {
  kind: 'category' | 'subCategory' | 'brand';
  id: number;
  parent: number | null;
  slug: string;
  name: string;
  lexemes: string[];
};

/** Every listed category, sub-category and brand with its name's lexemes (a few hundred rows at most). */
export async function taxonomyNames(db: Executor): Promise<TaxonomyName[]> {
  const lexemes = (name: SQL) => sql`tsvector_to_array(to_tsvector('english', ${name}))`;
  const { rows } = await db.execute<TaxonomyName>(sql`
    select 'category' as kind, ${categories.id} as id, null::int as parent, ${categories.slug} as slug,
      ${categories.name} as name, ${lexemes(sql`${categories.name}`)} as lexemes
    from ${categories} where ${listed(categories)}
    union all select 'subCategory', ${subCategories.id}, ${subCategories.categoryId}, ${subCategories.slug},
      ${subCategories.name}, ${lexemes(sql`${subCategories.name}`)}
    from ${subCategories} where ${listed(subCategories)}
    union all select 'brand', ${brands.id}, null, ${brands.slug}, ${brands.name}, ${lexemes(sql`${brands.name}`)}
    from ${brands} where ${listed(brands)}`);
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    parent: row.parent === null ? null : Number(row.parent),
  }));
}
