/**
 * Every SQL statement about products as shoppers see them. Other modules (home content, flash sale,
 * sellers, reviews) read products through the same read model (`kernel/product-read-model.ts`) so that
 * "visible" means the same thing everywhere and a product row always costs one query, never N+1.
 */

import { FACET_COUNT_LIMIT } from '@shop/shared/catalogue.contract';
import { and, asc, desc, eq, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import {
  brands,
  categories,
  productOptionKeys,
  productOptionValues,
  products,
  subCategories,
} from '../../db/schema/index.ts';
import { catalogueMemo } from '../../kernel/catalogue-memo.ts';
import {
  flashSaleOfferOf,
  type ProductRecord,
  productIsVisible,
  selectProductRecords,
  shopOfProductIsVisible,
  shopperVisible,
} from '../../kernel/product-read-model.ts';
import type { Spelling, WordPlan } from '../search/search.service.ts';
import { indexedFacets } from './products.facet-engine.ts';
import {
  type FacetCounts,
  type FilterConditions,
  facetCounts,
  facetsQuery,
  fromTextIndex,
  NO_FACETS,
  readFacets,
  readFacetsAndCount,
  splitForTextIndex,
} from './products.facets.ts';

export type ProductFlag = 'isTopProduct' | 'isNewArrival' | 'isBestProduct' | 'isFeatured' | 'isPopular';

export type ProductOrder = 'relevance' | 'newest' | 'price_asc' | 'price_desc' | 'rating';

/** One chosen option value of the `options` filter, e.g. `{ name: 'size', value: 'm' }`. */
export interface OptionValue {
  name: string;
  value: string;
}

/** A fully resolved listing request; the service turns query strings into this. */
export interface ProductSearch {
  /** Lower-cased words that must each match; empty when there is no text search. */
  words: string[];
  /**
   * Match `words` against the full-text document too (false when they are all English stop words,
   * which full text ignores: then they match words of the name, or are completed like other words).
   */
  fullText: boolean;
  /** The whole lower-cased search text, for ranking by name similarity. */
  text: string;
  /**
   * Spellings of `words` (search module: corrections, completions, synonyms), tried in order: the first
   * plan that finds something answers (the second one completes every word). Empty: the words as typed.
   */
  spellingPlans: WordPlan[][];
  categorySlugs: string[];
  subCategorySlugs: string[];
  brandSlugs: string[];
  flag?: ProductFlag;
  minCents: number;
  maxCents: number;
  /**
   * The price bounds are the listing's defaults, not the shopper's choice (no `min` or `max` asked): they
   * narrow every facet group like visibility does, the price facet included, instead of being a filter
   * the price facet leaves out (decision 60).
   */
  defaultPriceRange?: boolean;
  /** Lowest average rating (1–4), when the shopper chose a rating bucket. */
  minRating?: number;
  /** Chosen option values (`size:m`), lower-cased; empty when none. */
  optionValues: OptionValue[];
  sellerId?: number;
  /** The catalogue version, when the slugs may be resolved from the in-memory taxonomy (decision 33). */
  catalogueVersion?: number;
  order: ProductOrder;
  /** Count the facets of the matches too (`facets=true`). */
  withFacets: boolean;
  offset: number;
  limit: number;
  /** Stop counting after this many matches. */
  countCap: number;
  /**
   * Relevance gathers at most this many matches instead of `EXACT_COUNT_LIMIT + 1` (suggestions: a
   * dropdown shows six and no count, so a keystroke reads a few hundred rows, not a thousand). Set
   * `countCap` no higher: the count then stops at the cap instead of asking the planner for an estimate.
   */
  gatherLimit?: number;
}

/**
 * How close a word must be to a word of a product name when the query holds only stop words, which full
 * text ignores (pg_trgm settings, as the operators take no threshold argument): `word_similarity` ≥ 0.4,
 * or `strict_word_similarity` (whole words) ≥ 0.5 for words of four letters or fewer, which have too few
 * trigrams for the looser rule ("lamp" would match "lake").
 */
export const WORD_SIMILARITY_THRESHOLD = 0.4;
export const STRICT_WORD_SIMILARITY_THRESHOLD = 0.5;
const SHORT_WORD_LENGTH = 4;

/**
 * Matches are counted exactly up to this many; above it `count` is the planner's estimate, never less
 * than what was counted (docs/decisions/0007-estimated-product-counts.md).
 */
export const EXACT_COUNT_LIMIT = 1000;

/**
 * A list whose facets the index counted takes its count from the index above this many matches (twice the
 * exact bound: far enough above it that no product added or hidden since the index's build can matter).
 */
const INDEX_COUNTS_ABOVE = 2 * EXACT_COUNT_LIMIT;

/**
 * Relevance ranks this many matches, the first the full-text index yields; further matches (deep pages
 * only) follow, newest first. Ranking reads each candidate's document and compares its name with the
 * query, 15–20 µs a row on the benchmark machine: "wireless headphones" matches 17,000 of a million
 * products, and ranking 1,000 of them instead of 200 doubled the main query. 200 is eight pages of 24.
 */
export const RANKED_MATCHES = 200;

const isShortWord = (word: string) => [...word].length <= SHORT_WORD_LENGTH;

/** `phraseto_tsquery` of each spelling, OR-ed: a document matches when it holds any of them. */
function anySpelling(spellings: readonly Spelling[]): SQL {
  return sql`(${sql.join(
    spellings.map((spelling) => sql`phraseto_tsquery('english', ${spelling.text})`),
    sql` || `,
  )})`;
}

/**
 * `query` restricted to some weights of the document: each lexeme of its text gets them (`'wireless' |
 * 'headphon'` → `'wireless':AB | 'headphon':AB`), which `@@` checks against the weights of the lexeme's
 * positions, phrases included: true for exactly the documents `ts_filter(document, '{a,b}') @@ query` is
 * true for, without building a filtered copy of the document per row and call (0.69 µs a row against
 * 0.07 µs over the typo search's 1,001 documents at 100k; it made four such calls per row). The text is
 * folded into a constant when the statement is planned. In a tsquery's text a lexeme is quoted with its own
 * quotes doubled, so the pattern takes each whole lexeme, whatever it holds.
 */
function inWeights(query: SQL, weights: 'AB' | 'ABC'): SQL {
  return sql`(regexp_replace((${query})::text, '''(?:[^'']|'''')*''', ${sql.raw(`'\\&:${weights}'`)}, 'g'))::tsquery`;
}

/**
 * `query` restricted to the name, brand and category (weights A and B of the document; C is the
 * description, D the option values: decision 55).
 */
export function inNameOnly(query: SQL): SQL {
  return inWeights(query, 'AB');
}

/** A stop word is trigram-similar to a word of the name (`lower(product_name) gin_trgm_ops` index). */
function nameHoldsWord(word: string, name: SQL): SQL {
  return isShortWord(word) ? sql`${word} <<% lower(${name})` : sql`${word} <% lower(${name})`;
}

/**
 * Whether a document holds any of the spellings: the full-text ones through one `@@` (one GIN lookup, no
 * per-row similarity check), a stop word (`nameWord`, only in texts of stop words alone: full text ignores
 * them) by trigram similarity to a word of `name`. `where` narrows the full-text part: `inName` to the name,
 * brand and category (weights A and B), `inText` to those and the description (A to C: all but the option
 * values, weight D).
 */
function holds(
  spellings: readonly Spelling[],
  document: SQL,
  name: SQL,
  where: 'anywhere' | 'inName' | 'inText' = 'anywhere',
): SQL {
  const fullText = spellings.filter((spelling) => !spelling.nameWord);
  const query =
    where === 'anywhere'
      ? anySpelling(fullText)
      : inWeights(anySpelling(fullText), where === 'inName' ? 'AB' : 'ABC');
  const conditions = [
    ...(fullText.length > 0 ? [sql`${document} @@ ${query}`] : []),
    ...spellings.flatMap((spelling) => (spelling.nameWord ? [nameHoldsWord(spelling.text, name)] : [])),
  ];
  if (conditions.length === 0) return sql`(1 = 0)`;
  return conditions.length === 1 ? conditions[0]! : sql`(${sql.join(conditions, sql` or `)})`;
}

/**
 * One query word matches when the weighted document (stemmed full text: name, brand, category,
 * description) contains any of its spellings (the word, its synonyms, completions and corrections: the
 * search module's plan), or, for a stop word, when the name holds it.
 */
function wordMatches(plan: WordPlan): SQL {
  return holds(plan.spellings, sql`${products.searchDocument}`, sql`${products.productName}`);
}

/**
 * Every word of a plan matches. The words spelled in full text only are one `@@` of their queries joined by
 * `&&` (`('wirless' | 'wireless') & ('hedphon' | 'headphon')`): the GIN index is scanned with one key
 * instead of one per word, about 1 ms less of the typo search's 11 ms gathering at 1M products, where the
 * bitmap holds 16,949 matches (decision 59).
 * The same documents match, since a tsquery's `&` is true exactly when both sides are: the words are
 * letters and digits without stop words (`searchTerms`), so no side is an empty query, which `@@` alone
 * finds nowhere and `&&` would drop.
 */
function everyWordMatches(plan: readonly WordPlan[]): SQL {
  const inFullText = plan.filter(
    (word) => word.spellings.length > 0 && word.spellings.every((spelling) => !spelling.nameWord),
  );
  if (inFullText.length < 2) return and(...plan.map(wordMatches))!;
  const allOf = sql`${products.searchDocument} @@ (${sql.join(
    inFullText.map((word) => anySpelling(word.spellings)),
    sql` && `,
  )})`;
  return and(allOf, ...plan.filter((word) => !inFullText.includes(word)).map(wordMatches))!;
}

/**
 * What one word costs a document: the cost of the cheapest of its spellings the document holds (0 as
 * typed or a synonym, 1 completed, 2 per typo: search.plan.ts; a word no name holds costs a typo when
 * only a description holds it). Summed over the words, it ranks exact matches above completed ones above
 * corrected ones, and one typo above two.
 */
function wordCost(plan: WordPlan, document: SQL, name: SQL): SQL {
  const arms = new Map<number, SQL[]>();
  const arm = (cost: number, condition: SQL) => arms.set(cost, [...(arms.get(cost) ?? []), condition]);
  for (const spelling of plan.spellings) {
    if (spelling.costOutsideName === undefined) {
      arm(spelling.cost, holds([spelling], document, name));
    } else {
      arm(spelling.cost, holds([spelling], document, name, 'inName'));
      arm(spelling.costOutsideName, sql`${document} @@ ${anySpelling([spelling])}`);
    }
  }
  const costs = [...arms.keys()].sort((a, b) => a - b);
  if (costs.length === 1) return sql`${costs[0]}::int`;
  // The dearest arm would give what the `else` gives: left out, a corrected word checks two `@@` fewer
  // per row.
  const cases = costs
    .slice(0, -1)
    .map((cost) => sql`when ${sql.join(arms.get(cost) ?? [], sql` or `)} then ${cost}::int`);
  return sql`(case ${sql.join(cases, sql` `)} else ${costs.at(-1)}::int end)`;
}

/** Whether a word of the text has two spellings at one cost ("atch": match, watch): read several ways. */
export function readsSeveralWays(plans: readonly WordPlan[]): boolean {
  return plans.some((plan) => {
    const costs = plan.spellings.map((spelling) => spelling.cost);
    return new Set(costs).size < costs.length;
  });
}

/** Whether any spelling corrects or completes a word: then exact matches are counted apart ("Did you mean"). */
export function correctsOrCompletes(plans: readonly WordPlan[]): boolean {
  return plans.some((plan) => plan.spellings.some((spelling) => spelling.cost > 0));
}

/**
 * Which reading of the text a document matches: per word, the first of its spellings (cheapest first) the
 * document holds, looked for in its name, brand, category and description first and only then in its
 * option values (weight D, decision 55). A word several spellings fit at the same cost is ambiguous
 * ("atch": match or watch; "cha": chai, chain, chair), and the ranking shows the best match of each reading
 * before the second of any, as the shopper's meaning is unknown. Option values come last because they are
 * many and shared: read first, every "Bluetooth Speaker" that comes in ocean blue read "blu" as "blue" and
 * took the best "blue" turn from the products named so. Null when no word has two spellings at one cost.
 */
function readingOf(plans: readonly WordPlan[], document: SQL, name: SQL): SQL | null {
  if (!readsSeveralWays(plans)) return null;
  const turns = (plan: WordPlan, where: 'inText' | 'anywhere') =>
    plan.spellings.map(
      (spelling, index) => sql`when ${holds([spelling], document, name, where)} then ${index}`,
    );
  return sql`concat_ws(',', ${sql.join(
    plans.map(
      (plan) => sql`case ${sql.join([...turns(plan, 'inText'), ...turns(plan, 'anywhere')], sql` `)} end`,
    ),
    sql`, `,
  )})`;
}

/** Whether the document holds every word as typed (or a synonym): no completion, no correction. */
function everyWordExact(plans: readonly WordPlan[], document: SQL, name: SQL): SQL {
  return sql.join(
    plans.map((plan) =>
      holds(
        plan.spellings.filter((spelling) => spelling.cost === 0),
        document,
        name,
      ),
    ),
    sql` and `,
  );
}

/**
 * How many words a document matches only outside the name, brand and category (weights A and B): a
 * match in the name ranks above one in the description.
 */
function wordsOutsideName(plans: readonly WordPlan[], document: SQL, name: SQL): SQL {
  return sql`(${sql.join(
    plans.map((plan) => sql`(not ${holds(plan.spellings, document, name, 'inName')})::int`),
    sql` + `,
  )})`;
}

/**
 * Relevance after cost and name: full-text rank of any of the spellings (name weighs most) plus how close
 * the name is to the whole text as typed (twice), over the given document and name columns.
 */
function relevance(search: ProductSearch, plans: readonly WordPlan[], document: SQL, name: SQL): SQL {
  const nameSimilarity = sql`word_similarity(${search.text}, lower(${name}))`;
  const fullText = plans.flatMap((plan) => plan.spellings.filter((spelling) => !spelling.nameWord));
  if (fullText.length === 0) return nameSimilarity;
  // Name similarity weighs double: "gaming" puts "… Gaming Mouse" above "… Game Controller", which full
  // text stems alike.
  return sql`(ts_rank_cd(${document}, ${anySpelling(fullText)}) + 2 * ${nameSimilarity})`;
}

const flagColumns = {
  isTopProduct: products.isTopProduct,
  isNewArrival: products.isNewArrival,
  isBestProduct: products.isBestProduct,
  isFeatured: products.isFeatured,
  isPopular: products.isPopular,
} as const;

/** Internal ids of the slugs a search names; a named list that resolves to nothing matches nothing. */
interface TaxonomyIds {
  categoryIds?: number[];
  subCategoryIds?: number[];
  brandIds?: number[];
}

/**
 * Slugs become ids in one small query before the product query, so the planner sees constants: it can
 * use the column statistics (and any `(category_id, …)` index) instead of guessing through a subquery.
 */
async function resolveTaxonomy(db: Executor, search: ProductSearch): Promise<TaxonomyIds> {
  if (search.categorySlugs.length + search.subCategorySlugs.length + search.brandSlugs.length === 0)
    return {};
  if (search.catalogueVersion !== undefined) {
    const index = await taxonomyIndex(db, search.catalogueVersion);
    const known = (slugs: string[], of: Map<string, number>) => slugs.every((slug) => of.has(slug));
    // A slug the index does not hold (mistyped, or added past the API's writes) is asked of the database.
    if (
      known(search.categorySlugs, index.categories) &&
      known(search.subCategorySlugs, index.subCategories) &&
      known(search.brandSlugs, index.brands)
    ) {
      const ids = (slugs: string[], of: Map<string, number>) => slugs.map((slug) => of.get(slug)!);
      return {
        ...(search.categorySlugs.length > 0
          ? { categoryIds: ids(search.categorySlugs, index.categories) }
          : {}),
        ...(search.subCategorySlugs.length > 0
          ? { subCategoryIds: ids(search.subCategorySlugs, index.subCategories) }
          : {}),
        ...(search.brandSlugs.length > 0 ? { brandIds: ids(search.brandSlugs, index.brands) } : {}),
      };
    }
  }
  const parts: SQL[] = [];
  if (search.categorySlugs.length > 0) {
    parts.push(
      sql`select 'category' as kind, ${categories.id} as id from ${categories} where ${inArray(categories.slug, search.categorySlugs)}`,
    );
  }
  if (search.subCategorySlugs.length > 0) {
    parts.push(
      sql`select 'subCategory' as kind, ${subCategories.id} as id from ${subCategories} where ${inArray(subCategories.slug, search.subCategorySlugs)}`,
    );
  }
  if (search.brandSlugs.length > 0) {
    parts.push(
      sql`select 'brand' as kind, ${brands.id} as id from ${brands} where ${inArray(brands.slug, search.brandSlugs)}`,
    );
  }
  if (parts.length === 0) return {};
  const { rows } = await db.execute<{ kind: 'category' | 'subCategory' | 'brand'; id: number }>(
    sql.join(parts, sql` union all `),
  );
  const of = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => Number(row.id));
  return {
    ...(search.categorySlugs.length > 0 ? { categoryIds: of('category') } : {}),
    ...(search.subCategorySlugs.length > 0 ? { subCategoryIds: of('subCategory') } : {}),
    ...(search.brandSlugs.length > 0 ? { brandIds: of('brand') } : {}),
  };
}

/**
 * Every category, sub-category and brand slug with its id (a few hundred rows at most), read once per
 * catalogue version: a filtered list then resolves its slugs without a round trip. Any status, as the
 * query above: visibility is the product query's business.
 */
const taxonomyIndex = catalogueMemo(async (db: Executor) => {
  const { rows } = await db.execute<{ kind: 'category' | 'subCategory' | 'brand'; slug: string; id: number }>(
    sql`select 'category' as kind, ${categories.slug} as slug, ${categories.id} as id from ${categories}
      union all select 'subCategory', ${subCategories.slug}, ${subCategories.id} from ${subCategories}
      union all select 'brand', ${brands.slug}, ${brands.id} from ${brands}`,
  );
  const of = (kind: string) =>
    new Map(rows.filter((row) => row.kind === kind).map((row) => [row.slug, Number(row.id)]));
  return { categories: of('category'), subCategories: of('subCategory'), brands: of('brand') };
});

function matchesNothing(ids: TaxonomyIds): boolean {
  return ids.categoryIds?.length === 0 || ids.subCategoryIds?.length === 0 || ids.brandIds?.length === 0;
}

/**
 * The conditions on `products` alone (its visibility included); queries add that the shop and its owner
 * are active (`shopOfProductIsVisible`, see `visibleMatches`), while the count estimate plans the
 * products part alone.
 */
function filterGroups(
  search: ProductSearch,
  ids: TaxonomyIds,
): FilterConditions & {
  pageOptions?: SQL;
  estimatedOptions?: SQL;
  narrowing: SQL[];
  holders?: OptionHolders;
} {
  let pageOptions: SQL | undefined;
  let estimatedOptions: SQL | undefined;
  let optionsByHolders: SQL | undefined;
  let optionHolders: OptionHolders | undefined;
  // The shop of a shop page and a highlight flag apply to every facet group.
  const scope: SQL[] = [];
  if (search.sellerId !== undefined) scope.push(eq(products.sellerId, search.sellerId));
  if (search.flag) scope.push(eq(flagColumns[search.flag], true));
  const shared: SQL[] = [productIsVisible, ...scope];
  const price = sql`${products.effectivePriceCents} between ${search.minCents} and ${search.maxCents}`;
  // A price the shopper did not choose is not a filter to widen: the price facet counts the listing's
  // own matches, which saves the facets a scan of their own (`rows_price`) on every page without a
  // chosen price (decision 60).
  if (search.defaultPriceRange) shared.push(price);
  const chosen: FilterConditions['chosen'] = search.defaultPriceRange ? {} : { price };
  if (ids.categoryIds) chosen.category = inArray(products.categoryId, ids.categoryIds);
  if (ids.subCategoryIds) chosen.subCategory = inArray(products.subCategoryId, ids.subCategoryIds);
  if (ids.brandIds) chosen.brand = inArray(products.brandId, ids.brandIds);
  // The conditions a plain index of their own narrows (the shop, a flag, the taxonomy), which a text
  // search's gathering keeps beside its text match (`fromTextIndex`, decision 60). They are the very
  // objects of `shared` and `chosen`: the gatherings pick them out by identity.
  const narrowing = [
    ...scope,
    ...(['category', 'subCategory', 'brand'] as const).flatMap((group) => chosen[group] ?? []),
  ];
  if (search.minRating !== undefined) chosen.rating = sql`${products.rating} >= ${search.minRating}`;
  // A product matches when one of its variants has, for every chosen option, one of the chosen values
  // (values of one option are alternatives; different options all apply). Names and values match
  // whatever their case: the filter arrives lower-cased, products spell them "Size" / "M".
  if (search.optionValues.length > 0) {
    const names = new Set(search.optionValues.map((option) => option.name));
    const pairs = sql.join(
      search.optionValues.map((option) => sql`(${option.name}::text, ${option.value}::text)`),
      sql`, `,
    );
    // The exact spelling, per product: a page walks its order's index and stops after the page, so it
    // probes each product it passes; `offset 0` keeps the probe per product, where the planner, which
    // cannot know that sizes cluster in a few categories, would otherwise gather every holder first.
    // With several options, a variant must hold one chosen value of each (one row per option and
    // variant, so the count of its matching rows is the number of options it matches).
    const probed = sql`exists (select 1 from ${productOptionValues} o where o.product_id = ${products.id}
      and (o.name_key, o.value_key) in (${pairs})
      group by o.variant_id having count(*) = ${names.size} offset 0)`;
    // The planner's estimate of the matches beyond the exact count is asked with this spelling, whatever
    // the page reads: the estimate (and so the answer's count) stays the number it always was.
    estimatedOptions = probed;
    // The facets count up to thousands of matches: they read the holders of the values once from their
    // index and join (one option needs no grouping, which lets the planner hash the holders and join
    // them to the index it reads the products from).
    const holders =
      names.size === 1
        ? sql`select o.product_id from ${productOptionValues} o where (o.name_key, o.value_key) in (${pairs})`
        : sql`select o.product_id from ${productOptionValues} o where (o.name_key, o.value_key) in (${pairs})
          group by o.product_id, o.variant_id having count(*) = ${names.size}`;
    const keys = keyedOptions(search.optionValues);
    if (keys) {
      // One option: the chosen values are among the product's own keys (`option_keys`, decision 48),
      // which the facets' covering indexes include, so the page and every facet group check them beside
      // the other columns, without another table. A product whose values did not fit an index row keeps
      // `{}` and is probed.
      // (`is true`: for the many products without options the array is null, and `null and …` would
      // still run the probe.)
      const held = sql`(${productOptionKeys} && ${keys} or ((${productOptionKeys} = '{}') is true and ${probed}))`;
      chosen.options = held;
      pageOptions = held;
      // `distinct`: one value's holders come from `product_option_values_value_idx` in product order, so
      // a Unique streams them and the scan stops at its 1,001st visible holder (1,081 index entries at
      // 100k); the plain `in` hashed every holder first (3,041 at 100k, 30,174 at 1M) before the first
      // probe. A set with more holders than its bound now counts the oldest (decision 51).
      optionsByHolders = sql`${products.id} in (select distinct o.product_id from ${productOptionValues} o
        where (o.name_key, o.value_key) in (${pairs}))`;
    } else {
      chosen.options = sql`${products.id} in (${holders})`;
      pageOptions = probed;
    }
    optionHolders = {
      counted: sql`select count(*)::int as holders from (select 1 from ${productOptionValues} o
        where (o.name_key, o.value_key) in (${pairs}) limit ${sql.raw(String(FEW_HOLDERS + 1))}) as held`,
      page: optionsByHolders ?? chosen.options,
      severalOptions: names.size > 1,
    };
  }
  return {
    shared,
    chosen,
    pageOptions,
    estimatedOptions,
    narrowing,
    ...(optionsByHolders ? { optionsByHolders } : {}),
    ...(optionHolders ? { holders: optionHolders } : {}),
  };
}

/**
 * A list with an option chosen and no category, sub-category or brand whose index it could walk reads
 * its page from the value's holders when they are at most this many (decision 61). Walking the newest
 * products and checking each one's keys finds the page after about (products ÷ holders) × 24 rows: a
 * value no product holds (`options=colour:black` at 1M) walked all million rows and their heap pages
 * for 2.0–2.3 s; read from its holders, 2 ms. A common value is the other way round (28,128 holders of
 * "sandstone": walked 13.5 ms, read from its holders and sorted 88 ms). The two cost alike near
 * √(24 × products) holders, about 5,000 at a million.
 */
const FEW_HOLDERS = 5_000;

/** How a list reads the holders of its chosen option values: counted up to `FEW_HOLDERS` + 1, and joined. */
interface OptionHolders {
  counted: SQL;
  page: SQL;
  /**
   * Values of several options, which one variant must hold together: their rows say nothing of how
   * many products hold the combination (none may), and the walk probes every product it passes.
   */
  severalOptions: boolean;
}

/**
 * What a list without text and without a category, sub-category or brand reads from its chosen values'
 * holders: always its count, which streams them in product order and stops at its 1,001st visible one
 * (decision 51's spelling; the keys walked ~130,000 of a million products to count the 7,736 holders of
 * "caramel", 83 ms), and its page too when they are few (`FEW_HOLDERS`). Null for other lists.
 */
async function holdersRead(
  db: Database,
  search: ProductSearch,
  ids: TaxonomyIds,
  holders: OptionHolders | undefined,
): Promise<{ page: boolean } | null> {
  if (!holders || search.words.length > 0) return null;
  if (ids.categoryIds || ids.subCategoryIds || ids.brandIds) return null;
  // A size and a colour together (`size:l+colour:sandstone`, no variant holds both at 1M) walked every
  // product probing its variants: 10 s. Their holders, grouped by variant, are read at once instead.
  if (holders.severalOptions) return { page: true };
  const { rows } = await db.execute<{ holders: number }>(holders.counted);
  return { page: Number(rows[0]?.holders ?? 0) <= FEW_HOLDERS };
}

/**
 * The chosen values as `option_keys` spells them, as a `text[]` parameter, when an array overlap says
 * exactly what the filter means: one option (with several, one variant must hold a value of each, which
 * the product's keys cannot tell), and no colon in a value (`name_key:value_key` would then read the same
 * for a product whose option name holds the colon).
 */
function keyedOptions(values: OptionValue[]): SQL | undefined {
  if (new Set(values.map((option) => option.name)).size !== 1) return undefined;
  if (values.some((option) => option.value.includes(':'))) return undefined;
  return sql`array[${sql.join(
    values.map((option) => sql`${`${option.name}:${option.value}`}::text`),
    sql`, `,
  )}]`;
}

/** The order of a listing without text (`relevance` means newest there). */
function orderBy(search: ProductSearch): SQL[] {
  const newest = [desc(products.createdAt), desc(products.id)];
  switch (search.order) {
    case 'price_asc':
      return [asc(products.effectivePriceCents), desc(products.id)];
    case 'price_desc':
      return [desc(products.effectivePriceCents), desc(products.id)];
    case 'rating':
      return [desc(products.rating), desc(products.reviewCount), desc(products.id)];
    default:
      return newest;
  }
}

async function inSearchScope<T>(db: Database, search: ProductSearch, work: (tx: Executor) => Promise<T>) {
  if (search.words.length === 0) return work(db);
  // Settings scoped to this transaction (`set_config(…, true)`), so pooled connections never carry them
  // into other requests:
  // - the `<%` and `<<%` thresholds are settings, not operator arguments;
  // - the planner prices `@@` and `<%` like cheap comparisons, while each costs microseconds per row
  //   (trigram extraction). Left alone it walks a whole ordered index or seq-scans the table checking
  //   them row by row (seconds on a large catalogue for "black" or "laptop&sort=price_asc"); the GIN
  //   bitmaps touch only candidate rows, so a text search is told to use them.
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true),
        set_config('pg_trgm.strict_word_similarity_threshold', ${String(STRICT_WORD_SIMILARITY_THRESHOLD)}, true),
        set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
    );
    return work(tx);
  });
}

/** Each word as its only spelling (searches made without the search module). */
function asTyped(words: readonly string[], fullText: boolean): WordPlan[] {
  return words.map((word) => ({
    word,
    spellings: [fullText ? { text: word, cost: 0 } : { text: word, cost: 0, nameWord: true }],
    correction: null,
  }));
}

/** A page of matches as `R` rows (full records or cards), with their count. */
interface MatchPage<R> {
  records: R[];
  count: number;
  /**
   * Of the matches gathered (up to `EXACT_COUNT_LIMIT + 1`), how many hold every word as typed: fewer
   * than `count` means corrections or completions found more ("Did you mean").
   */
  exactMatches: number;
}

export interface TextSearchPage extends MatchPage<ProductRecord> {
  /** Counts per filter value over the same matches, when the search asked for them (`withFacets`). */
  facets?: FacetCounts;
}

/** A page of matches as ids, in the page's order, with their count (the rows are read after). */
type MatchIds = Omit<MatchPage<never>, 'records'> & { ids: number[] };

/** The rows of a page's ids, in the page's order (a row no longer visible is left out). */
function inPageOrder<R extends { id: number }>(ids: readonly number[], rows: readonly R[]): R[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A page of ids with its rows, read by `read` (not at all for an empty page), in the page's order. */
async function withRecords<R extends { id: number }>(
  page: MatchIds,
  read: (ids: number[]) => Promise<R[]>,
): Promise<MatchPage<R>> {
  const { ids, ...counts } = page;
  const rows = ids.length > 0 ? await read(ids) : [];
  return { ...counts, records: inPageOrder(ids, rows) };
}

/**
 * The conditions a search filters on, its slugs resolved to ids; null when a named slug resolves to
 * nothing (then nothing matches).
 */
async function searchConditions(db: Database, search: ProductSearch) {
  const ids = await resolveTaxonomy(db, search);
  if (matchesNothing(ids)) return null;
  const groups = filterGroups(search, ids);
  const read = await holdersRead(db, search, ids, groups.holders);
  const pageOptions = read?.page ? groups.holders?.page : groups.pageOptions;
  const { options, ...others } = groups.chosen;
  const withOptions = (condition: SQL | undefined) => [
    ...groups.shared,
    ...Object.values(others),
    ...(condition ? [condition] : []),
  ];
  // `estimated`: the same matches, spelled as the planner's estimates of them were always asked.
  return {
    ids,
    groups,
    filters: withOptions(pageOptions),
    estimated: withOptions(groups.estimatedOptions),
    ...(read ? { counting: withOptions(groups.holders?.page) } : {}),
  };
}

/** One page of matches, their count (exact up to `EXACT_COUNT_LIMIT`, then estimated; capped) and facets. */
export async function searchProducts(db: Database, search: ProductSearch): Promise<TextSearchPage> {
  const conditions = await searchConditions(db, search);
  if (!conditions) {
    return { records: [], count: 0, exactMatches: 0, ...(search.withFacets ? { facets: NO_FACETS } : {}) };
  }
  const { groups, filters, estimated } = conditions;
  if (search.words.length === 0) {
    // A large catalogue's facets are counted by the in-memory index when it can (decision 65).
    const indexed = search.withFacets ? await indexedFacets(db, { ...search, ...conditions.ids }) : null;
    return listPage(
      db,
      search,
      {
        read: and(...filters)!,
        estimated: and(...estimated)!,
        ...(conditions.counting ? { counted: and(...conditions.counting)! } : {}),
      },
      search.withFacets && !indexed ? groups : undefined,
      indexed ?? undefined,
    );
  }
  const { page, facets } = await inSearchScope(db, search, async (tx) => {
    // A text search estimates from its walk's and gathering's own statements: it keeps one spelling.
    const { page, textMatch } = await textMatches(tx, search, {
      filters: estimated,
      narrowing: groups.narrowing,
      rating: groups.chosen.rating,
    });
    if (!search.withFacets) return { page };
    // The facets count what the page's text matched, so their numbers add up to the answer's count.
    const shared = textMatch ? [...groups.shared, textMatch] : groups.shared;
    return {
      page,
      facets: await facetCounts(tx, { ...groups, shared, ...(textMatch ? { text: textMatch } : {}) }),
    };
  });
  // The page's records are read after the search's transaction, by the prepared statement list pages
  // use: inside it, with index scans off, the same read was planned anew each time (1.4 ms warm at 100k)
  // as bitmap scans of every joined table (4.9 ms to run against 1–2 ms).
  const records = await withRecords(page, (ids) => recordsByIds(db).execute({ ids }));
  return { ...records, ...(facets ? { facets } : {}) };
}

/**
 * What a product card in a dropdown shows (the header's suggestions): name, images, price and the
 * category and brand it links to. A full record also reads the description, the options and every
 * variant (two aggregates per row) and joins the shop and its owner, none of which a suggestion shows.
 */
function selectProductCards(db: Executor) {
  return db
    .select({
      id: products.id,
      slug: products.slug,
      productName: products.productName,
      priceCents: products.priceCents,
      offerPriceCents: products.offerPriceCents,
      flashSale: flashSaleOfferOf(products.id),
      imageUrls: products.imageUrls,
      catSlug: categories.slug,
      brandSlug: brands.slug,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .$dynamic();
}

export type ProductCard = Awaited<ReturnType<typeof selectProductCards>>[number];

/** Cards of the given products, in no particular order (callers put them in the page's order). */
const readCards = (tx: Executor, ids: number[]) => selectProductCards(tx).where(inArray(products.id, ids));

/**
 * Visible products' cards by id (the suggestion index's candidates, which may be a few seconds behind the
 * catalogue: hidden, deleted, of a closed shop or an inactive category or brand since are left out here),
 * prepared: the plan (the primary key for a few ids) never depends on the values.
 */
const visibleCardsByIds = preparedPerDatabase((db) =>
  selectProductCards(db)
    .where(
      and(
        productIsVisible,
        shopOfProductIsVisible,
        sql`${products.id} = any(${sql.placeholder('ids')}::int[])`,
      ),
    )
    .prepare('visible_product_cards_by_ids'),
);

/** Cards of those of the given products shoppers may see, in no particular order. */
export function visibleProductCards(db: Database, ids: readonly number[]): Promise<ProductCard[]> {
  return visibleCardsByIds(db).execute({ ids: [...ids] });
}

/**
 * A text search's first matches as cards (suggestions while typing): the same matching, ranking and
 * count as `searchProducts`, without the full records and facets. Needs search words.
 */
export async function searchProductCards(
  db: Database,
  search: ProductSearch,
): Promise<MatchPage<ProductCard>> {
  const conditions = search.words.length > 0 ? await searchConditions(db, search) : null;
  if (!conditions) return { records: [], count: 0, exactMatches: 0 };
  const { page } = await inSearchScope(db, search, (tx) =>
    textMatches(tx, search, {
      filters: conditions.estimated,
      narrowing: conditions.groups.narrowing,
      rating: conditions.groups.chosen.rating,
    }),
  );
  return withRecords(page, (ids) => readCards(db, ids));
}

/**
 * A list without text, in two statements. The first finds the page: the ids of its products in order
 * (narrow rows: products, shop and owner, with the order from an index and a stop after the page), and
 * as uncorrelated subqueries of its select list, which PostgreSQL runs once, the count up to the exact
 * bound and (when asked) the facets. It goes unnamed, so PostgreSQL plans it with its values: a reusable
 * (generic) plan cannot see the price bounds, guesses that few prices match, and gathers every price in
 * range in a bitmap before the LIMIT can stop it (on a million products, 195 ms for a count that stops at
 * 1,001). The second reads those products' records by id: its plan does not depend on the values, so
 * it is a prepared statement, planned once per connection (`recordsByIds`).
 *
 * Before, the page statement read and joined the full records of every row it passed, the skipped ones
 * of a deep page included (their flash-sale, option and variant subqueries too), was planned anew with
 * its six tables each time, and the count and facets were statements of their own.
 *
 * A page past the last match carries no row, hence no count or facets: those are then asked apart.
 */
async function listPage(
  db: Database,
  search: ProductSearch,
  conditions: { read: SQL; estimated: SQL; counted?: SQL },
  facetFilters: FilterConditions | undefined,
  indexed?: { facets: FacetCounts; matched: number },
): Promise<TextSearchPage> {
  const { read: where, estimated } = conditions;
  // The matches as the count reads them: the same ones, spelled for counting (`holdersRead`).
  const countWhere = conditions.counted ?? where;
  const bound = Math.min(search.countCap, EXACT_COUNT_LIMIT);
  // With facets, their shared `matches` set is the same rows up to the same bound: the count is read
  // from it (`matched`) instead of scanning them a second time.
  const countedByFacets = facetFilters !== undefined && bound === FACET_COUNT_LIMIT;
  // The index's count of every match, far above the exact bound: the count is an estimate there
  // (decision 7), and the index's is closer than the planner's; nearer the bound, where a product added
  // or hidden since the index's build could cross it, the database counts (decision 65).
  const countedByIndex = indexed !== undefined && indexed.matched > INDEX_COUNTS_ABOVE;
  const counted = sql<number>`(select count(*)::int from (${visibleMatches(db, countWhere).limit(bound + 1)}) as matches)`;
  const ids = (tx: Executor) =>
    tx
      .select({
        id: products.id,
        ...(countedByFacets || countedByIndex ? {} : { counted }),
        ...(facetFilters
          ? {
              facets: sql<
                FacetCounts | string
              >`(${facetsQuery(facetFilters, FACET_COUNT_LIMIT, countedByFacets)})`,
            }
          : {}),
      })
      .from(products)
      .where(and(shopOfProductIsVisible, where))
      .orderBy(...orderBy(search))
      .limit(search.limit)
      .offset(search.offset);
  // A list with an option chosen, facets or not: its scans of the holders were seen planned with
  // workers, and the count of a plain `options=size:l` list (no facets) was priced past `jit_above_cost`
  // and took 15–16 ms a request at 1M products, mostly compiling, to run in 1 ms (decision 60). Other lists save the
  // transaction's round trips, and so does a page whose count and facets the index gave (decision 65): it
  // walks its order's index and stops after the page.
  const planned = <T>(work: (tx: Executor) => Promise<T>) =>
    search.optionValues.length > 0 ? withoutParallelWorkers(db, work) : work(db);
  const page = countedByIndex ? await ids(db) : await planned(ids);
  const first = page[0];
  if (first === undefined) {
    const count =
      search.offset === 0
        ? 0
        : await planned((tx) => matchCount(tx, { read: countWhere, estimated }, search.countCap));
    return {
      records: [],
      count,
      exactMatches: count,
      ...(indexed ? { facets: indexed.facets } : {}),
      ...(facetFilters ? { facets: await planned((tx) => facetCounts(tx, facetFilters)) } : {}),
    };
  }
  const { facets, matched } = countedByFacets
    ? readFacetsAndCount(first.facets)
    : {
        facets: indexed?.facets ?? (facetFilters ? readFacets(first.facets) : undefined),
        matched: first.counted ?? 0,
      };
  const [rows, count] = await Promise.all([
    recordsByIds(db).execute({ ids: page.map((row) => row.id) }),
    countedByIndex
      ? Math.min(indexed.matched, search.countCap)
      : countBeyond(db, estimated, matched, bound, search.countCap),
  ]);
  return {
    records: inPageOrder(
      page.map((row) => row.id),
      rows,
    ),
    count,
    exactMatches: count,
    ...(facets ? { facets } : {}),
  };
}

/**
 * Runs `work` with no parallel workers and no JIT compilation (transaction-scoped settings, so the pooled
 * connection does not keep them). The faceted statement's scans of an option's holders (30,000 products
 * hold "size:l" of a million) are priced high enough for the planner to gather them with two workers each;
 * under concurrent requests the workers compete with the other requests' backends for the same cores, and
 * a page with `options=size:l` took 753 ms at the median at 10 connections (decision 45). Read from the
 * products' option keys (decision 48), the planner cannot tell how many products of a category hold a
 * value and prices each scan as if it walked the whole category: the statement passes `jit_above_cost`
 * and spent 600 ms compiling (225 functions) to run 30 ms of scans that stop after 1,001 rows.
 */
function withoutParallelWorkers<T>(db: Database, work: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('max_parallel_workers_per_gather', '0', true), set_config('jit', 'off', true)`,
    );
    return work(tx);
  });
}

/**
 * Visible products' records by id, as a prepared statement: one plan (the primary key, then the joins
 * of a few rows) serves every list page, where planning the six-table statement took 3–5 ms a request.
 */
const recordsByIds = preparedPerDatabase((db) =>
  selectProductRecords(db)
    .where(and(shopperVisible, sql`${products.id} = any(${sql.placeholder('ids')}::int[])`))
    .prepare('product_records_by_ids'),
);

/**
 * One page of the candidates of a search read from the suggestion index (decision 63), which knows neither
 * who may see a product now nor its price: of the candidates shoppers may see, priced within [`minCents`,
 * `maxCents`], in the candidates' order, from `offset`, at most `limit`, their records, in that order. One prepared statement (a page of the typo search at a million products
 * was CPU-bound on its round trips, two statements a page). The page is chosen by an index-only scan of the
 * visible products' index (`products_facet_id_idx` holds the shop and the price) per candidate, each with
 * its place in the list, and only its rows' records are read: a deep page of a broad search asks for
 * thousands of candidates, which reading whole rows and sorting them took 363 ms for (page 300 at 1M).
 * Inside the subquery, `products` is the subquery's own: the visibility rules apply to the candidate.
 */
const candidatePageRecords = preparedPerDatabase((db) =>
  selectProductRecords(db)
    .where(
      and(
        shopperVisible,
        sql`${products.id} in (
          select candidate.id from unnest(${sql.placeholder('ids')}::int[]) with ordinality as candidate(id, place)
          join ${products} on ${products.id} = candidate.id
          where ${productIsVisible} and ${shopOfProductIsVisible}
            and ${products.effectivePriceCents} between ${sql.placeholder('minCents')} and ${sql.placeholder('maxCents')}
          order by candidate.place offset ${sql.placeholder('offset')} limit ${sql.placeholder('limit')})`,
      ),
    )
    .prepare('candidate_page_records'),
);

export async function candidatePage(
  db: Database,
  ids: readonly number[],
  page: { minCents: number; maxCents: number; offset: number; limit: number },
): Promise<ProductRecord[]> {
  if (ids.length === 0) return [];
  return inPageOrder(ids, await candidatePageRecords(db).execute({ ids: [...ids], ...page }));
}

/**
 * The text search: each spelling plan in turn until one finds something, then, for several words that
 * never meet, any word. The page comes as ids; the caller reads its rows.
 */
async function textMatches(
  tx: Executor,
  search: ProductSearch,
  { filters, narrowing, rating }: { filters: SQL[]; narrowing: SQL[]; rating: SQL | undefined },
): Promise<{ page: MatchIds; textMatch?: SQL }> {
  const withText = (text: SQL): TextConditions => {
    const gathering = splitForTextIndex([...filters, text], { text, narrowing, rating });
    return {
      all: and(...filters, text)!,
      ...(gathering ? { indexed: gathering.indexed, checked: and(...gathering.checked) } : {}),
    };
  };
  const plans =
    search.spellingPlans.length > 0 ? search.spellingPlans : [asTyped(search.words, search.fullText)];
  let found: { page: MatchIds; textMatch?: SQL } = {
    page: { ids: [], count: 0, exactMatches: 0 },
  };
  for (const plan of plans) {
    const everyWord = everyWordMatches(plan);
    found = {
      page: await textSearchPage(tx, search, plan, withText(everyWord)),
      textMatch: everyWord,
    };
    if (found.page.count > 0) return found;
  }
  if (search.words.length < 2) return found;
  // No product has every word (words that never meet): rather than nothing, products with any of the
  // words, best first.
  const widest = plans.at(-1)!;
  const anyWord = or(...widest.map(wordMatches))!;
  return {
    page: await textSearchPage(tx, search, widest, withText(anyWord)),
    textMatch: anyWord,
  };
}

/**
 * `select 1` of the products matching `productWhere` whose shop and its owner are active too, read from
 * `source` (a text search's gathering, `fromTextIndex`) or the table.
 */
function visibleMatches(tx: Executor, productWhere: SQL | undefined, source: SQL = sql`${products}`) {
  return tx.select({ one: sql`1` }).from(source).where(and(shopOfProductIsVisible, productWhere)).$dynamic();
}

/**
 * How many visible products match `read`: counted exactly up to `EXACT_COUNT_LIMIT` (a subquery that
 * stops one row further), above that estimated (`beyondExactCount`) from `estimated`, the same matches
 * spelled as the estimate was always asked; at most `cap`. Counting a million matches exactly would read
 * a million rows to print one number.
 */
async function matchCount(
  tx: Executor,
  { read, estimated, source }: { read: SQL | undefined; estimated: SQL; source?: SQL },
  cap: number,
): Promise<number> {
  const bound = Math.min(cap, EXACT_COUNT_LIMIT);
  const counting = tx.select({ count: sql<number>`count(*)::int` }).from(
    visibleMatches(tx, read, source)
      .limit(bound + 1)
      .as('matches'),
  );
  const [row] = await counting;
  return countBeyond(tx, estimated, row?.count ?? 0, bound, cap);
}

/** The count of `counted` matches counted up to `bound` + 1: exact within the bound, else estimated. */
function countBeyond(tx: Executor, productWhere: SQL, counted: number, bound: number, cap: number) {
  if (counted <= bound) return Promise.resolve(counted);
  if (bound === cap) return Promise.resolve(cap);
  return beyondExactCount(tx, productWhere, counted, cap);
}

/**
 * What `count` says when more than `counted` products match: the planner's row estimate for the
 * products part of the query, kept within [counted, cap]. The shop's and owner's status are left out
 * on purpose: they are two small tables autovacuum may never analyze, and without statistics the
 * planner guesses that 0.5 % of rows pass each equality (in a test, 1,700 matches were estimated at
 * under 1,000). Hidden shops are few, so the estimate errs slightly high instead.
 */
async function beyondExactCount(tx: Executor, productWhere: SQL, counted: number, cap: number) {
  const estimate = await plannedRows(tx, tx.select({ one: sql`1` }).from(products).where(productWhere));
  return Math.min(Math.max(counted, estimate), cap);
}

/**
 * The planner's row estimate for `query`, from `EXPLAIN (FORMAT JSON)`: planning only, from the
 * statistics ANALYZE keeps (tsvector statistics hold lexeme frequencies, so text searches are covered).
 */
async function plannedRows(tx: Executor, query: SQLWrapper): Promise<number> {
  const { rows } = await tx.execute<Record<string, unknown>>(sql`explain (format json) ${query}`);
  const output = Object.values(rows[0] ?? {})[0];
  const plans = (typeof output === 'string' ? JSON.parse(output) : output) as [
    { Plan: { 'Plan Rows': number } },
  ];
  return Math.round(plans[0].Plan['Plan Rows']);
}

/**
 * Rows a gathering may read walking the table instead of asking the full-text index (below). A product
 * row is about 3 kB on the benchmark catalogue, so 4,000 rows are about 12 MB of mostly cached pages.
 */
export const WALK_ROWS = 4000;

/**
 * Whether walking the table in its physical order meets `gathered` matches within `WALK_ROWS` rows, by
 * the planner's estimate (lexeme frequencies from ANALYZE; none on a never-analysed table, then no).
 * The full-text index must build the whole bitmap of matches before the first row: for a prefix typed
 * so far ("hea": health, headphones, heather…) that is 124,000 of a million products, 150–300 ms,
 * while the first 200 matches lie within the first 1,700 rows (10 ms). The walk yields the same rows in
 * the same order as the bitmap would (both go through the table's pages in order), so the results do
 * not depend on which one ran.
 */
export async function walkFindsEnough(tx: Executor, productWhere: SQL, gathered: number): Promise<boolean> {
  const { rows } = await tx.execute<{ rows: number }>(
    sql`select reltuples::float8 as rows from pg_class where oid = 'products'::regclass`,
  );
  const total = Number(rows[0]?.rows ?? 0);
  if (total <= WALK_ROWS) return false;
  const matches = await plannedRows(tx, tx.select({ one: sql`1` }).from(products).where(productWhere));
  return matches > 0 && (gathered * total) / matches <= WALK_ROWS;
}

/**
 * Plan settings for the rest of the transaction (`inSearchScope` turns sequential and index scans off). A
 * walk of the table turns sequential scans on and bitmaps off, and keeps every walk starting at the first
 * page: with `synchronize_seqscans` a scan joins another one midway through a large table; a walk of a
 * sort's order (`sortedWalkPage`) turns index scans on and bitmaps off. Index scans are off unless asked.
 */
async function setScanSettings(
  tx: Executor,
  enable: { seqscan: boolean; bitmapscan: boolean; indexscan?: boolean },
) {
  const on = (value: boolean) => (value ? 'on' : 'off');
  await tx.execute(
    sql`select set_config('enable_seqscan', ${on(enable.seqscan)}, true),
      set_config('enable_bitmapscan', ${on(enable.bitmapscan)}, true),
      set_config('enable_indexscan', ${on(enable.indexscan ?? false)}, true),
      set_config('synchronize_seqscans', 'off', true)`,
  );
}

/**
 * The sorts a text search may walk. Not `rating`: most products have no review and share rating 0, and
 * the walk's order within one rating (review count, id) is an incremental sort of the whole group,
 * which no stop after 4,000 rows would bound.
 */
type WalkedSort = 'newest' | 'price_asc' | 'price_desc';

const isWalkedSort = (order: ProductOrder): order is WalkedSort =>
  order === 'newest' || order === 'price_asc' || order === 'price_desc';

/**
 * A text search sorted by date or price whose matches are common enough that walking the
 * visible products in that order should meet its page within `WALK_ROWS` rows (`walkFindsEnough`):
 * the page is read by that walk, each product checked as it comes, and stops at `WALK_ROWS` rows; the
 * count is then the bounded one of a list (`matchCount`: exact up to 1,000, then estimated). Sorting
 * every match instead read and sorted all 58,000 products holding "black" for `sort=newest` at 1M
 * products (196 ms; decision 62). Null when the walk did not fill the page: the matches may lie far
 * along the order (the cheapest products are seldom "wireless"), so the caller sorts every match.
 */
async function sortedWalkPage(
  tx: Executor,
  search: ProductSearch,
  sort: WalkedSort,
  conditions: TextConditions,
): Promise<MatchIds | null> {
  const hit = sql<boolean>`(${and(shopOfProductIsVisible, conditions.all)})`.as('hit');
  const walked = tx
    .select({
      id: sql<number>`${products.id}`.as('id'),
      createdAt: sql`${products.createdAt}`.as('created_at'),
      effectivePriceCents: sql`${products.effectivePriceCents}`.as('effective_price_cents'),
      hit,
    })
    .from(products)
    .where(productIsVisible)
    .orderBy(...orderBy(search))
    .limit(WALK_ROWS)
    .as('walked');
  // The same order as the walk's, so PostgreSQL keeps the walk's and stops it at the page.
  const order: Record<WalkedSort, SQL[]> = {
    newest: [desc(walked.createdAt), desc(walked.id)],
    price_asc: [asc(walked.effectivePriceCents), desc(walked.id)],
    price_desc: [desc(walked.effectivePriceCents), desc(walked.id)],
  };
  await setScanSettings(tx, { seqscan: false, bitmapscan: false, indexscan: true });
  const page = await tx
    .select({ id: walked.id })
    .from(walked)
    .where(sql`${walked.hit}`)
    .orderBy(...order[sort])
    .limit(search.limit)
    .offset(search.offset);
  await setScanSettings(tx, { seqscan: false, bitmapscan: true });
  if (page.length < search.limit) return null;
  const count = await textMatchCount(tx, conditions, true, search.countCap);
  return { ids: page.map((row) => row.id), count, exactMatches: count };
}

/**
 * A text search's conditions: all of them (for the planner's estimates and a walk), and split for the
 * gathering (`fromTextIndex`): `indexed`, the text match with the conditions a plain index of their own
 * narrows (the taxonomy, the shop, a flag), and `checked`, the rest (visibility, price, rating, options).
 */
interface TextConditions {
  all: SQL;
  /** Absent when every condition is planned together (a chosen rating: `splitForTextIndex`). */
  indexed?: SQL;
  checked?: SQL;
}

/**
 * The count of a text search's matches, bounded as a list's (`matchCount`), read from the text index's
 * gathering when the search gathers so.
 */
function textMatchCount(tx: Executor, conditions: TextConditions, gathered: boolean, cap: number) {
  const { all, indexed, checked } = conditions;
  return matchCount(
    tx,
    gathered && indexed !== undefined
      ? { read: checked, estimated: all, source: fromTextIndex(indexed) }
      : { read: all, estimated: all },
    cap,
  );
}

/**
 * A text search gathers its matches from the GIN index and must order them before it can cut a page, so
 * the match set is built once: one statement orders the matches and counts them in the same pass
 * (`count(*) over ()` runs before LIMIT) and returns only the page's ids; the caller fetches those few
 * rows with their relations after the transaction.
 *
 * Relevance gathers at most `EXACT_COUNT_LIMIT + 1` matches (more for a page beyond them) and ranks the
 * first `RANKED_MATCHES`, which bounds a search as broad as "wireless headphones" on a million products;
 * when the gathering stops early the count is estimated (`beyondExactCount`). Explicit sorts (price,
 * rating, newest) sort and count every match, unless the matches are common enough to walk the sort's
 * order instead (`sortedWalkPage`, decision 62).
 */
async function textSearchPage(
  tx: Executor,
  search: ProductSearch,
  plans: readonly WordPlan[],
  conditions: TextConditions,
): Promise<MatchIds> {
  const productWhere = conditions.all;
  const ranked = search.order === 'relevance';
  const sort = search.order;
  if (isWalkedSort(sort) && (await walkFindsEnough(tx, productWhere, search.offset + search.limit))) {
    const walked = await sortedWalkPage(tx, search, sort, conditions);
    if (walked) return walked;
  }
  const corrected = correctsOrCompletes(plans);
  // Enough matches to count exactly up to the bound, rank the first RANKED_MATCHES, and reach the page.
  const gathered = ranked
    ? Math.max(search.gatherLimit ?? EXACT_COUNT_LIMIT + 1, search.offset + search.limit)
    : undefined;
  const walk =
    search.gatherLimit !== undefined && gathered !== undefined
      ? await walkFindsEnough(tx, productWhere, gathered)
      : false;
  // Spelled as SQL rather than as columns: Drizzle refuses columns of `products` read from the gathering's
  // relation of that name (`fromTextIndex`). Read in SQL only (the order, the counts), never mapped.
  const fields = {
    id: sql<number>`${products.id}`.as('id'),
    createdAt: sql`${products.createdAt}`.as('created_at'),
    effectivePriceCents: sql`${products.effectivePriceCents}`.as('effective_price_cents'),
    rating: sql`${products.rating}`.as('rating'),
    reviewCount: sql`${products.reviewCount}`.as('review_count'),
    searchDocument: sql`${products.searchDocument}`.as('search_document'),
    productName: sql`${products.productName}`.as('product_name'),
    // The order the index yields them in; the first RANKED_MATCHES get ranked, on every page alike.
    position: sql<number>`row_number() over ()`.as('position'),
  };
  // Both read `products` alone, the visible shops as one array computed first: joined, the planner may
  // put the products scan inside a loop over the shops' owners, and for an owner whose shops hold few of
  // the first matches it scans the whole table before the next one (1.5 s at 100k products; a text
  // search with a size chosen, 80–130 ms at 1M: decision 60).
  const { indexed } = conditions;
  const fromIndex = !walk && indexed !== undefined;
  const matches = fromIndex
    ? tx
        .select(fields)
        .from(fromTextIndex(indexed))
        .where(and(shopOfProductIsVisible, conditions.checked))
        .$dynamic()
    : tx.select(fields).from(products).where(and(shopOfProductIsVisible, productWhere)).$dynamic();
  const candidates = (gathered === undefined ? matches : matches.limit(gathered)).as('candidates');
  const document = sql`${candidates.searchDocument}`;
  const name = sql`${candidates.productName}`;
  // Only the first RANKED_MATCHES get the full rank; the others get nulls and follow, newest first.
  const ranking = (key: SQL) => sql`case when ${candidates.position} <= ${RANKED_MATCHES} then ${key} end`;
  const typoCost = sql.join(
    plans.map((plan) => wordCost(plan, document, name)),
    sql` + `,
  );
  const outsideName = wordsOutsideName(plans, document, name);
  const rank = ranking(relevance(search, plans, document, name));
  const reading = ranked ? readingOf(plans, document, name) : null;
  // Among equally cheap matches of an ambiguous text, the best of each reading first, then the second
  // of each, and so on (ranked matches only: the others keep following newest first).
  const readingTurn =
    reading === null
      ? []
      : [
          sql`case when ${candidates.position} <= ${RANKED_MATCHES} then row_number() over (partition by ${typoCost}, ${outsideName}, ${ranking(reading)} order by ${rank} desc nulls last, ${candidates.createdAt} desc, ${candidates.id} desc) end asc nulls last`,
        ];
  const order: Record<ProductOrder, SQL[]> = {
    // Cost (typos, completions) and where the words are (name or description) order every gathered
    // match: two tsquery checks per row, cheap next to the rank, and without them an exact name match
    // found late by the index would sit behind 200 description matches.
    relevance: [
      sql`${typoCost} asc`,
      sql`${outsideName} asc`,
      ...readingTurn,
      sql`${rank} desc nulls last`,
      desc(candidates.createdAt),
      desc(candidates.id),
    ],
    newest: [desc(candidates.createdAt), desc(candidates.id)],
    price_asc: [asc(candidates.effectivePriceCents), desc(candidates.id)],
    price_desc: [desc(candidates.effectivePriceCents), desc(candidates.id)],
    rating: [desc(candidates.rating), desc(candidates.reviewCount), desc(candidates.id)],
  };
  const exact =
    ranked && corrected && search.fullText
      ? sql<number>`(count(*) filter (where ${everyWordExact(plans, document, name)}) over ())::int`
      : sql<number>`(count(*) over ())::int`;
  if (walk) await setScanSettings(tx, { seqscan: true, bitmapscan: false });
  const page = await tx
    .select({ id: candidates.id, total: sql<number>`(count(*) over ())::int`, exact })
    .from(candidates)
    .orderBy(...order[search.order])
    .limit(search.limit)
    .offset(search.offset);
  if (walk) await setScanSettings(tx, { seqscan: false, bitmapscan: true });
  if (page.length === 0) {
    const count = search.offset === 0 ? 0 : await textMatchCount(tx, conditions, fromIndex, search.countCap);
    return { ids: [], count, exactMatches: count };
  }
  const total = page[0]?.total ?? 0;
  // Gathering stopped early: estimate beyond it, unless the cap is reached already (no planner call).
  const count =
    gathered !== undefined && total >= gathered && total < search.countCap
      ? await beyondExactCount(tx, productWhere, total, search.countCap)
      : Math.min(total, search.countCap);
  return { ids: page.map((row) => row.id), count, exactMatches: page[0]?.exact ?? 0 };
}

/** The newest visible products carrying `flag` (home rows). */
export function flaggedProducts(db: Executor, flag: ProductFlag, limit: number): Promise<ProductRecord[]> {
  return selectProductRecords(db)
    .where(and(shopperVisible, eq(flagColumns[flag], true)))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
}

/** One page of all visible products, newest first. */
export function latestProducts(
  db: Executor,
  page: { offset: number; limit: number },
): Promise<ProductRecord[]> {
  return selectProductRecords(db)
    .where(shopperVisible)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * The newest visible products of a category, except one (a product page's related products), as a prepared
 * statement: one plan (a backward scan of `products_facet_category_idx`) serves every category, where
 * planning it took PostgreSQL 2–11 ms a page against well under 1 ms to run it. The limit is written into
 * the statement (one statement per limit): as a parameter, PostgreSQL costs a generic plan for an unknown
 * limit, finds it dearer than the plans made with 8 and never switches to it. `excludeProductId` 0 excludes
 * nothing (ids start at 1).
 */
const newestOfCategory = preparedPerDatabase(
  () => new Map<number, ReturnType<typeof newestOfCategoryStatement>>(),
);

function newestOfCategoryStatement(db: Database, limit: number) {
  return selectProductRecords(db)
    .where(
      and(
        shopperVisible,
        sql`${products.categoryId} = ${sql.placeholder('categoryId')}`,
        sql`${products.id} <> ${sql.placeholder('excludeProductId')}`,
      ),
    )
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(sql.raw(String(Math.trunc(limit))) as unknown as number) // Drizzle inlines SQL given as the limit
    .prepare(`newest_products_of_category_${Math.trunc(limit)}`);
}

export function productsOfCategory(
  db: Database,
  categoryId: number,
  options: { excludeProductId?: number; limit: number },
): Promise<ProductRecord[]> {
  const statements = newestOfCategory(db);
  let statement = statements.get(options.limit);
  if (!statement) {
    statement = newestOfCategoryStatement(db, options.limit);
    statements.set(options.limit, statement);
  }
  return statement.execute({ categoryId, excludeProductId: options.excludeProductId ?? 0 });
}

export async function categoryIdBySlug(db: Executor, slug: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, slug))
    .limit(1);
  return row?.id;
}
