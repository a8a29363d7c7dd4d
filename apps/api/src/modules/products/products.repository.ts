/**
 * Every SQL statement about products as shoppers see them. Other modules (home content, flash sale,
 * sellers, reviews) reuse `selectProductRecords` and `shopperVisible` so that
 * "visible" means the same thing everywhere and a product row always costs one query, never N+1.
 */
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { brands, categories, products, sellers, subCategories, users } from '../../db/schema/index.ts';

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
 * How close a search word must be to a word of the name to forgive a typo (pg_trgm settings, as the
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
 * One word matches when the weighted document contains it (stemmed full text: name, brand, category,
 * description) or, to forgive a typo, when a word of the name is trigram-similar to it. Both arms are
 * served by GIN indexes (`search_document`, `lower(product_name) gin_trgm_ops`): `<%` is indexable,
 * `word_similarity()` in WHERE is not. Stop words never reach here unless the query has nothing else.
 */
function wordMatches(word: string, fullText: boolean): SQL {
  const nameMatch =
    [...word].length <= SHORT_WORD_LENGTH
      ? sql`${word} <<% lower(${products.productName})`
      : sql`${word} <% lower(${products.productName})`;
  if (!fullText) return nameMatch;
  return sql`(${products.searchDocument} @@ plainto_tsquery('english', ${word}) or ${nameMatch})`;
}

/** Full-text rank of any of the words (name weighs most) plus how close the name is to the whole text. */
function relevance(search: ProductSearch): SQL {
  const nameSimilarity = sql`word_similarity(${search.text}, lower(${products.productName}))`;
  if (!search.fullText) return nameSimilarity;
  const anyWord = sql.join(
    search.words.map((word) => sql`plainto_tsquery('english', ${word})`),
    sql` || `,
  );
  return sql`(ts_rank_cd(${products.searchDocument}, ${anyWord}) + ${nameSimilarity})`;
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

function filterConditions(search: ProductSearch, ids: TaxonomyIds, words: 'all' | 'any' = 'all'): SQL[] {
  const conditions: SQL[] = [shopperVisible];
  conditions.push(sql`${products.effectivePriceCents} between ${search.minCents} and ${search.maxCents}`);
  if (search.sellerId !== undefined) conditions.push(eq(products.sellerId, search.sellerId));
  if (search.flag) conditions.push(eq(flagColumns[search.flag], true));
  if (ids.categoryIds) conditions.push(inArray(products.categoryId, ids.categoryIds));
  if (ids.subCategoryIds) conditions.push(inArray(products.subCategoryId, ids.subCategoryIds));
  if (ids.brandIds) conditions.push(inArray(products.brandId, ids.brandIds));
  const wordConditions = search.words.map((word) => wordMatches(word, search.fullText));
  if (words === 'all') conditions.push(...wordConditions);
  else if (wordConditions.length > 0) conditions.push(or(...wordConditions)!);
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

/** One page of matches and their capped count. */
export async function searchProducts(
  db: Database,
  search: ProductSearch,
): Promise<{ records: ProductRecord[]; count: number }> {
  const ids = await resolveTaxonomy(db, search);
  if (matchesNothing(ids)) return { records: [], count: 0 };
  const where = and(...filterConditions(search, ids))!;
  return inSearchScope(db, search, async (tx) => {
    if (search.words.length > 0) {
      const everyWord = await textSearchPage(tx, search, where);
      if (everyWord.count > 0 || search.words.length < 2) return everyWord;
      // No product has every word (a typo trigrams cannot forgive, like "teddy baer", or words that
      // never meet): rather than nothing, products with any of the words, best first.
      return textSearchPage(tx, search, and(...filterConditions(search, ids, 'any'))!);
    }
    // Without text the order comes from an index (newest, price, rating) and the page stops early.
    const records = await selectProductRecords(tx)
      .where(where)
      .orderBy(...orderBy(search))
      .limit(search.limit)
      .offset(search.offset);
    return { records, count: await cappedCount(tx, where, search.countCap) };
  });
}

/** `count(*)` of a subquery that stops after `cap + 1` rows, so a huge result costs at most that much. */
async function cappedCount(tx: Executor, where: SQL, cap: number): Promise<number> {
  const matches = tx
    .select({ one: sql`1` })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(where)
    .limit(cap + 1)
    .as('matches');
  const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(matches);
  return Math.min(row?.count ?? 0, cap);
}

/**
 * A text search gathers its matches from the GIN indexes and must sort them all before it can cut a
 * page, so the match set is built once: one statement orders the matches and counts them in the same
 * pass (`count(*) over ()` runs before LIMIT) and returns only the page's ids; a second statement
 * fetches those few rows with their relations. Relevance ranking, the costly part, looks at the first
 * `countCap + 1` matches only, which bounds a query as broad as "black" on a million products; any
 * narrower query is ranked whole. Explicit sorts (price, rating, newest) sort every match.
 */
async function textSearchPage(
  tx: Executor,
  search: ProductSearch,
  where: SQL,
): Promise<{ records: ProductRecord[]; count: number }> {
  const ranked = search.order === 'relevance';
  const matches = tx
    .select({
      id: products.id,
      createdAt: products.createdAt,
      effectivePriceCents: products.effectivePriceCents,
      rating: products.rating,
      reviewCount: products.reviewCount,
      rank: (ranked ? relevance(search) : sql`0`).mapWith(Number).as('rank'),
    })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(where)
    .$dynamic();
  const candidates = (ranked ? matches.limit(search.countCap + 1) : matches).as('candidates');
  const order: Record<ProductOrder, SQL[]> = {
    relevance: [desc(candidates.rank), desc(candidates.createdAt), desc(candidates.id)],
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
    return { records: [], count: search.offset === 0 ? 0 : await cappedCount(tx, where, search.countCap) };
  }
  const rows = await selectProductRecords(tx).where(
    inArray(
      products.id,
      page.map((row) => row.id),
    ),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const records = page.flatMap((row) => byId.get(row.id) ?? []);
  return { records, count: Math.min(page[0]?.total ?? 0, search.countCap) };
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
