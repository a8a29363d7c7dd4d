/**
 * Every SQL statement about products as shoppers see them. Other modules (home content, flash sale,
 * sellers, reviews) reuse `selectProductRecords` and `shopperVisible` so that
 * "visible" means the same thing everywhere and a product row always costs one query, never N+1.
 */
import { and, asc, desc, eq, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import {
  brands,
  categories,
  products,
  searchWords,
  sellers,
  subCategories,
  users,
} from '../../db/schema/index.ts';

export type Executor = Database | Transaction;

/**
 * Shopper visibility of a product row. The first half is spelled exactly like the partial indexes'
 * predicate (literals, not bind parameters) so the planner can prove it and use them; the second half
 * needs `sellers` and `users` joined (see `selectProductRecords`).
 */
export const productIsVisible = sql`${products.status} = 'active' and ${products.approvalStatus} = 'approved'`;
export const sellerIsVisible = sql`${sellers.status} = 'active' and ${users.status} = 'active'`;
export const shopperVisible = sql`${productIsVisible} and ${sellerIsVisible}`;

/** The columns a Product (API.md §2) is built from: the product plus the slugs of what it points at. */
export const productRecordFields = {
  id: products.id,
  slug: products.slug,
  productName: products.productName,
  description: products.description,
  priceCents: products.priceCents,
  offerPriceCents: products.offerPriceCents,
  imageUrls: products.imageUrls,
  catSlug: categories.slug,
  subCatSlug: subCategories.slug,
  brandSlug: brands.slug,
  sellerId: products.sellerId,
  sellerSlug: users.slug,
  sellerUserId: users.id,
  stock: products.stock,
  sku: products.sku,
  weightGrams: products.weightGrams,
  rating: products.rating,
  reviewCount: products.reviewCount,
  isTopProduct: products.isTopProduct,
  isNewArrival: products.isNewArrival,
  isBestProduct: products.isBestProduct,
  isFeatured: products.isFeatured,
  isPopular: products.isPopular,
  status: products.status,
  approvalStatus: products.approvalStatus,
  seoTitle: products.seoTitle,
  seoDescription: products.seoDescription,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  categoryId: products.categoryId,
  /** Whether shoppers may see it (only single-product reads look at rows that may be hidden). */
  visible: sql<boolean>`(${shopperVisible})`,
};

/**
 * `select <productRecordFields> from products` with the joins those fields and `shopperVisible` need
 * (category, seller and its user inner; sub-category and brand outer), ready for `where`/`orderBy`.
 */
export function selectProductRecords(db: Executor) {
  return db
    .select(productRecordFields)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .$dynamic();
}

/** One product row as `selectProductRecords` returns it. */
export type ProductRecord = Awaited<ReturnType<typeof selectProductRecords>>[number];

export type ProductFlag = 'isTopProduct' | 'isNewArrival' | 'isBestProduct' | 'isFeatured' | 'isPopular';

export type ProductOrder = 'relevance' | 'newest' | 'price_asc' | 'price_desc' | 'rating';

/** A fully resolved listing request; the service turns query strings into this. */
export interface ProductSearch {
  /** Lower-cased words that must each match; empty when there is no text search. */
  words: string[];
  /**
   * Match `words` against the full-text document too (false when they are all English stop words,
   * which full text ignores: then they can only match words of the name).
   */
  fullText: boolean;
  /** The whole lower-cased search text, for ranking by name similarity. */
  text: string;
  categorySlugs: string[];
  subCategorySlugs: string[];
  brandSlugs: string[];
  flag?: ProductFlag;
  minCents: number;
  maxCents: number;
  sellerId?: number;
  order: ProductOrder;
  offset: number;
  limit: number;
  /** Stop counting after this many matches. */
  countCap: number;
}

/**
 * How close a search word must be to a word of the catalogue to forgive a typo (pg_trgm settings, as the
 * operators take no threshold argument). Measured on real typos: one wrong letter inside a word of five
 * letters or more scores 0.43–0.9 with `word_similarity` ("speeker" 0.45, "camrea" 0.43, "wirless"
 * 0.55, "hedphones" 0.62), so 0.4 keeps them. Words of four letters or fewer have too few trigrams for
 * that: at 0.4 "lamp" would match "lake". They use `strict_word_similarity` (whole words) at 0.5 instead,
 * which keeps plurals and prefixes ("lamp" → "lamps" 0.57, "mous" → "mouse") and drops the rest.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.4;
export const STRICT_WORD_SIMILARITY_THRESHOLD = 0.5;
const SHORT_WORD_LENGTH = 4;

/**
 * A query word the catalogue does not know is looked for as the lexicon words closest to it: those with
 * the best score (ties kept, at most this many). Runner-ups are usually other words ("wirless" scores
 * 0.55 with "wireless" and 0.5 with "mirrorless", "hedphones" 0.62 with "headphones" and 0.5 with
 * "phones"), and each extra spelling widens the full-text lookup (17,000 more index entries for "phones"
 * on a million products) for matches that would rank last anyway.
 */
const CORRECTIONS_PER_WORD = 3;

/**
 * Matches are counted exactly up to this many; above it `count` is the planner's estimate, never less
 * than what was counted (docs/decisions/0007-estimated-product-counts.md).
 */
export const EXACT_COUNT_LIMIT = 1000;

/**
 * Relevance ranks this many matches, the first the full-text index yields; further matches (deep pages
 * only) follow, newest first. Ranking reads each candidate's document and compares its name with the
 * query, 15–20 µs a row on the benchmark machine: "wireless headphones" matches 17,000 of a million
 * products, and ranking 1,000 of them instead of 200 doubled the main query. 200 is eight pages of 24.
 */
export const RANKED_MATCHES = 200;

const isShortWord = (word: string) => [...word].length <= SHORT_WORD_LENGTH;

/** Characters a search word is made of (`searchTerms` in the service); lexicon words may hold others. */
const SEARCH_WORD = /^[\p{L}\p{N}]+$/u;

/**
 * The spellings to look for, per query word: the word itself, plus, when no product, brand or category
 * name contains it, the closest words of the lexicon (`search_words`, a few thousand rows with a trigram
 * index). Correcting against the lexicon costs the same on any catalogue size, whereas comparing the
 * word with the name of every candidate product cost half a second on a million products. The word
 * itself always stays: it may be a word of descriptions only, which the lexicon does not hold. Runs in
 * the search transaction, whose settings hold the similarity thresholds.
 */
async function correctedWords(tx: Executor, words: readonly string[]): Promise<string[][]> {
  const lookups = words.map((word) => {
    const similar = isShortWord(word)
      ? {
          match: sql`${word} <<% ${searchWords.word}`,
          score: sql`strict_word_similarity(${word}, ${searchWords.word})`,
        }
      : {
          match: sql`${word} <% ${searchWords.word}`,
          score: sql`word_similarity(${word}, ${searchWords.word})`,
        };
    const closest = sql`select ${searchWords.word} as word, ${similar.score} as score from ${searchWords}
      where ${similar.match} order by score desc, word limit ${CORRECTIONS_PER_WORD}`;
    // CASE evaluates the similarity scan only for a word the lexicon lacks.
    return sql`select ${word}::text as word, case
      when exists (select 1 from ${searchWords} where ${searchWords.word} = ${word}) then '{}'::text[]
      else array(select closest.word from (
        select word, score, max(score) over () as best from (${closest}) as top
      ) as closest where closest.score = closest.best order by closest.word) end as similar`;
  });
  const { rows } = await tx.execute<{ word: string; similar: string[] }>(sql.join(lookups, sql` union all `));
  const byWord = new Map(rows.map((row) => [row.word, row.similar]));
  return words.map((word) => [
    word,
    ...(byWord.get(word) ?? []).filter((candidate) => SEARCH_WORD.test(candidate) && candidate !== word),
  ]);
}

/** `plainto_tsquery` of each spelling, OR-ed: a document matches when it holds any of them. */
function anySpelling(spellings: readonly string[]): SQL {
  return sql`(${sql.join(
    spellings.map((spelling) => sql`plainto_tsquery('english', ${spelling})`),
    sql` || `,
  )})`;
}

/**
 * One query word, with its corrected spellings, matches when the weighted document (stemmed full text:
 * name, brand, category, description) contains any of the spellings: one GIN lookup, no per-row
 * similarity check. Stop words reach here only when the query has nothing else (`fullText` false); full
 * text ignores them, so they must be trigram-similar to a word of the name, as before the lexicon
 * (`lower(product_name) gin_trgm_ops` index, rarely used).
 */
function wordMatches(word: string, spellings: readonly string[], fullText: boolean): SQL {
  if (!fullText) {
    return isShortWord(word)
      ? sql`${word} <<% lower(${products.productName})`
      : sql`${word} <% lower(${products.productName})`;
  }
  return sql`${products.searchDocument} @@ ${anySpelling(spellings)}`;
}

/**
 * Full-text rank of any of the spellings (name weighs most) plus how close the name is to the whole text
 * as typed, over the given document and name columns.
 */
function relevance(search: ProductSearch, spellings: readonly string[][], document: SQL, name: SQL): SQL {
  const nameSimilarity = sql`word_similarity(${search.text}, lower(${name}))`;
  if (!search.fullText) return nameSimilarity;
  return sql`(ts_rank_cd(${document}, ${anySpelling(spellings.flat())}) + ${nameSimilarity})`;
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

function matchesNothing(ids: TaxonomyIds): boolean {
  return ids.categoryIds?.length === 0 || ids.subCategoryIds?.length === 0 || ids.brandIds?.length === 0;
}

/**
 * The conditions on `products` alone (its visibility included); queries join the shop and its owner and
 * add `sellerIsVisible` (see `visibleMatches`), while the count estimate plans the products part alone.
 */
function filterConditions(search: ProductSearch, ids: TaxonomyIds): SQL[] {
  const conditions: SQL[] = [productIsVisible];
  conditions.push(sql`${products.effectivePriceCents} between ${search.minCents} and ${search.maxCents}`);
  if (search.sellerId !== undefined) conditions.push(eq(products.sellerId, search.sellerId));
  if (search.flag) conditions.push(eq(flagColumns[search.flag], true));
  if (ids.categoryIds) conditions.push(inArray(products.categoryId, ids.categoryIds));
  if (ids.subCategoryIds) conditions.push(inArray(products.subCategoryId, ids.subCategoryIds));
  if (ids.brandIds) conditions.push(inArray(products.brandId, ids.brandIds));
  return conditions;
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

/** One page of matches and their count (exact up to `EXACT_COUNT_LIMIT`, then estimated; capped). */
export async function searchProducts(
  db: Database,
  search: ProductSearch,
): Promise<{ records: ProductRecord[]; count: number }> {
  const ids = await resolveTaxonomy(db, search);
  if (matchesNothing(ids)) return { records: [], count: 0 };
  const filters = filterConditions(search, ids);
  return inSearchScope(db, search, async (tx) => {
    if (search.words.length > 0) {
      const spellings = search.fullText
        ? await correctedWords(tx, search.words)
        : search.words.map((word) => [word]);
      const matchers = search.words.map((word, index) =>
        wordMatches(word, spellings[index]!, search.fullText),
      );
      const everyWord = await textSearchPage(tx, search, spellings, and(...filters, ...matchers)!);
      if (everyWord.count > 0 || search.words.length < 2) return everyWord;
      // No product has every word (a typo the lexicon cannot correct, like "teddy baer", or words that
      // never meet): rather than nothing, products with any of the words, best first.
      return textSearchPage(tx, search, spellings, and(...filters, or(...matchers))!);
    }
    // Without text the order comes from an index (newest, price, rating) and the page stops early.
    // Both statements go unnamed, so PostgreSQL plans each with its values: a reusable (generic) plan
    // cannot see the price bounds, guesses that few prices match, and gathers every price in range in a
    // bitmap before the LIMIT can stop it (on a million products, 195 ms for a count that stops at 1,001).
    const where = and(...filters)!;
    const records = await selectProductRecords(tx)
      .where(and(sellerIsVisible, where))
      .orderBy(...orderBy(search))
      .limit(search.limit)
      .offset(search.offset);
    return { records, count: await matchCount(tx, where, search.countCap) };
  });
}

/** `select 1` of the products matching `productWhere` whose shop and its owner are active too. */
function visibleMatches(tx: Executor, productWhere: SQL) {
  return tx
    .select({ one: sql`1` })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(and(sellerIsVisible, productWhere))
    .$dynamic();
}

/**
 * How many visible products match `productWhere`: counted exactly up to `EXACT_COUNT_LIMIT` (a subquery
 * that stops one row further), above that estimated (`beyondExactCount`); at most `cap`. Counting a
 * million matches exactly would read a million rows to print one number.
 */
async function matchCount(tx: Executor, productWhere: SQL, cap: number): Promise<number> {
  const bound = Math.min(cap, EXACT_COUNT_LIMIT);
  const counting = tx.select({ count: sql<number>`count(*)::int` }).from(
    visibleMatches(tx, productWhere)
      .limit(bound + 1)
      .as('matches'),
  );
  const [row] = await counting;
  const counted = row?.count ?? 0;
  if (counted <= bound) return counted;
  if (bound === cap) return cap;
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
 * A text search gathers its matches from the GIN index and must order them before it can cut a page, so
 * the match set is built once: one statement orders the matches and counts them in the same pass
 * (`count(*) over ()` runs before LIMIT) and returns only the page's ids; a second statement fetches
 * those few rows with their relations.
 *
 * Relevance gathers at most `EXACT_COUNT_LIMIT + 1` matches (more for a page beyond them) and ranks the
 * first `RANKED_MATCHES`, which bounds a search as broad as "wireless headphones" on a million products;
 * when the gathering stops early the count is estimated (`beyondExactCount`). Explicit sorts (price,
 * rating, newest) sort and count every match.
 */
async function textSearchPage(
  tx: Executor,
  search: ProductSearch,
  spellings: readonly string[][],
  productWhere: SQL,
): Promise<{ records: ProductRecord[]; count: number }> {
  const ranked = search.order === 'relevance';
  // Enough matches to count exactly up to the bound, rank the first RANKED_MATCHES, and reach the page.
  const gathered = ranked ? Math.max(EXACT_COUNT_LIMIT + 1, search.offset + search.limit) : undefined;
  const matches = tx
    .select({
      id: products.id,
      createdAt: products.createdAt,
      effectivePriceCents: products.effectivePriceCents,
      rating: products.rating,
      reviewCount: products.reviewCount,
      searchDocument: products.searchDocument,
      productName: products.productName,
      // The order the index yields them in; the first RANKED_MATCHES get ranked, on every page alike.
      position: sql<number>`row_number() over ()`.as('position'),
    })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(and(sellerIsVisible, productWhere))
    .$dynamic();
  const candidates = (gathered === undefined ? matches : matches.limit(gathered)).as('candidates');
  const rank = ranked
    ? sql`case when ${candidates.position} <= ${RANKED_MATCHES} then ${relevance(
        search,
        spellings,
        sql`${candidates.searchDocument}`,
        sql`${candidates.productName}`,
      )} end`
    : sql`0`;
  const order: Record<ProductOrder, SQL[]> = {
    relevance: [sql`${rank} desc nulls last`, desc(candidates.createdAt), desc(candidates.id)],
    newest: [desc(candidates.createdAt), desc(candidates.id)],
    price_asc: [asc(candidates.effectivePriceCents), desc(candidates.id)],
    price_desc: [desc(candidates.effectivePriceCents), desc(candidates.id)],
    rating: [desc(candidates.rating), desc(candidates.reviewCount), desc(candidates.id)],
  };
  const page = await tx
    .select({ id: candidates.id, total: sql<number>`(count(*) over ())::int` })
    .from(candidates)
    .orderBy(...order[search.order])
    .limit(search.limit)
    .offset(search.offset);
  if (page.length === 0) {
    return {
      records: [],
      count: search.offset === 0 ? 0 : await matchCount(tx, productWhere, search.countCap),
    };
  }
  const total = page[0]?.total ?? 0;
  const count =
    gathered !== undefined && total >= gathered
      ? await beyondExactCount(tx, productWhere, total, search.countCap)
      : Math.min(total, search.countCap);
  const rows = await selectProductRecords(tx).where(
    inArray(
      products.id,
      page.map((row) => row.id),
    ),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const records = page.flatMap((row) => byId.get(row.id) ?? []);
  return { records, count };
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

/** A product by slug whatever its state (the service decides who may see it). */
export async function productBySlug(db: Executor, slug: string): Promise<ProductRecord | undefined> {
  const [row] = await selectProductRecords(db).where(eq(products.slug, slug)).limit(1);
  return row;
}

/** Newest visible products of a category, except one. */
export function productsOfCategory(
  db: Executor,
  categoryId: number,
  options: { excludeProductId?: number; limit: number },
): Promise<ProductRecord[]> {
  const conditions = [shopperVisible, eq(products.categoryId, categoryId)];
  if (options.excludeProductId !== undefined) {
    conditions.push(sql`${products.id} <> ${options.excludeProductId}`);
  }
  return selectProductRecords(db)
    .where(and(...conditions))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(options.limit);
}

export async function categoryIdBySlug(db: Executor, slug: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, slug))
    .limit(1);
  return row?.id;
}

/** Visible products by internal id, in no particular order (callers index them). */
export function visibleProductsByIds(db: Executor, ids: number[]): Promise<ProductRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectProductRecords(db).where(and(shopperVisible, inArray(products.id, ids)));
}

/** An approved, active shop (and its active owner) by shop slug, or by shop name ignoring case. */
export function shopCondition(shop: string): SQL {
  return or(eq(sellers.shopSlug, shop), sql`lower(${sellers.shopName}) = lower(${shop})`)!;
}
