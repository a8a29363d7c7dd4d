/**
 * Product reads for shoppers: home rows, the filtered search, one product and its related products.
 * Query strings arrive already validated by the route schemas; this turns them into a `ProductSearch`
 * and enforces what a schema cannot say (price range order, the deep-page window).
 */
import {
  PRICE_FILTER_DEFAULT_MAX,
  PRICE_FILTER_DEFAULT_MIN,
  PRODUCT_COUNT_CAP,
  PRODUCT_PAGE_WINDOW,
  type Product,
  type ProductFilterQuery,
  type ProductHighlight,
  type ProductLists,
  parseSlugList,
} from '@shop/shared/catalogue.contract';
import { toCents, toDollars } from '@shop/shared/money';
import type { Database } from '../../db/client.ts';
import { BadRequestError, NotFoundError } from '../../lib/http-errors.ts';
import {
  categoryIdBySlug,
  flaggedProducts,
  latestProducts,
  type ProductFlag,
  type ProductRecord,
  type ProductSearch,
  productBySlug,
  productsOfCategory,
  searchProducts,
} from './products.repository.ts';
import { englishStopWords } from './products.stop-words.ts';

/** The bounds the route descriptions state (exact count, ranked matches). */
export { EXACT_COUNT_LIMIT, RANKED_MATCHES } from './products.repository.ts';

/** Length of each home row of `GET /products`. */
export const HOME_ROW_SIZE = 12;
export const RELATED_PRODUCTS_LIMIT = 8;
/** More search words than this add cost, not precision. */
const MAX_SEARCH_WORDS = 8;
const MAX_WORD_LENGTH = 40;

export function toProduct(record: ProductRecord): Product {
  return {
    slug: record.slug,
    productName: record.productName,
    description: record.description,
    price: toDollars(record.priceCents),
    offerPrice: record.offerPriceCents == null ? null : toDollars(record.offerPriceCents),
    imageURL: record.imageUrls,
    catSlug: record.catSlug,
    subCatSlug: record.subCatSlug,
    brandSlug: record.brandSlug,
    seller_slug: record.sellerSlug,
    stock: record.stock,
    sku: record.sku,
    weight: record.weightGrams,
    rating: Math.round(record.rating * 100) / 100,
    reviewCount: record.reviewCount,
    isTopProduct: record.isTopProduct,
    isNewArrival: record.isNewArrival,
    isBestProduct: record.isBestProduct,
    isFeatured: record.isFeatured,
    isPopular: record.isPopular,
    status: record.status,
    approvalStatus: record.approvalStatus,
    seoTitle: record.seoTitle,
    seoDescription: record.seoDescription,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** DESIGN.md §4: `best_product` and `popular_category` map to the best/popular flags. */
const highlightFlags: Record<ProductHighlight, ProductFlag> = {
  best_product: 'isBestProduct',
  popular_category: 'isPopular',
  top_product: 'isTopProduct',
  new_arrival: 'isNewArrival',
  featured_product: 'isFeatured',
};

/**
 * The search text as matching terms: lower-cased words of letters and digits, unique, at most a handful.
 * Stop words only rank (full text ignores them), unless the text has nothing else: then they must match
 * words of the name, so "the" still means something and is not "everything".
 */
export function searchTerms(text: string | undefined): { words: string[]; fullText: boolean; text: string } {
  const all = [
    ...new Set(
      (text?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => word.slice(0, MAX_WORD_LENGTH)),
    ),
  ].slice(0, MAX_SEARCH_WORDS);
  const meaningful = all.filter((word) => !englishStopWords.has(word));
  return meaningful.length > 0
    ? { words: meaningful, fullText: true, text: all.join(' ') }
    : { words: all, fullText: false, text: all.join(' ') };
}

/** Refuses pages beyond the window: deep OFFSETs cost linear time and nobody reads page 400. */
export function pageBounds(page: number, limit: number): { offset: number; limit: number } {
  if (page * limit > PRODUCT_PAGE_WINDOW) {
    throw new BadRequestError(
      `page × limit must not exceed ${PRODUCT_PAGE_WINDOW} (got page ${page} × limit ${limit}); narrow the search with filters instead`,
      'page_out_of_range',
    );
  }
  return { offset: (page - 1) * limit, limit };
}

export function toProductSearch(query: ProductFilterQuery, scope: { sellerId?: number } = {}): ProductSearch {
  const min = query.min ?? PRICE_FILTER_DEFAULT_MIN;
  const max = query.max ?? PRICE_FILTER_DEFAULT_MAX;
  if (min > max)
    throw new BadRequestError(`min (${min}) must not be greater than max (${max})`, 'invalid_price_range');
  const terms = searchTerms(query.search);
  return {
    ...terms,
    categorySlugs: [...new Set([...parseSlugList(query.categories), ...parseSlugList(query.category)])],
    subCategorySlugs: parseSlugList(query.sub_category),
    brandSlugs: parseSlugList(query.brands),
    ...(query.highlight ? { flag: highlightFlags[query.highlight] } : {}),
    ...(scope.sellerId !== undefined ? { sellerId: scope.sellerId } : {}),
    minCents: toCents(min),
    maxCents: toCents(max),
    order: query.sort ?? (terms.words.length > 0 ? 'relevance' : 'newest'),
    countCap: PRODUCT_COUNT_CAP,
    ...pageBounds(query.page, query.limit),
  };
}

export async function filterProducts(
  db: Database,
  query: ProductFilterQuery,
  scope: { sellerId?: number } = {},
) {
  const { records, count } = await searchProducts(db, toProductSearch(query, scope));
  return { filteredProducts: records.map(toProduct), count };
}

export async function productLists(
  db: Database,
  page: { page: number; limit: number },
): Promise<ProductLists> {
  const bounds = pageBounds(page.page, page.limit);
  const [featured, top, popular, best, newest, all] = await Promise.all([
    flaggedProducts(db, 'isFeatured', HOME_ROW_SIZE),
    flaggedProducts(db, 'isTopProduct', HOME_ROW_SIZE),
    flaggedProducts(db, 'isPopular', HOME_ROW_SIZE),
    flaggedProducts(db, 'isBestProduct', HOME_ROW_SIZE),
    flaggedProducts(db, 'isNewArrival', HOME_ROW_SIZE),
    latestProducts(db, bounds),
  ]);
  return {
    featuredProducts: featured.map(toProduct),
    topProducts: top.map(toProduct),
    popularProducts: popular.map(toProduct),
    bestProducts: best.map(toProduct),
    newProducts: newest.map(toProduct),
    allProductData: all.map(toProduct),
  };
}

export interface Viewer {
  id: string;
  role: 'buyer' | 'seller' | 'admin';
}

/**
 * A visible product, or a hidden one to its own seller or an admin (their dashboards preview drafts).
 * `viewer` is only asked for when the product is hidden, so ordinary page views never touch the session.
 */
export async function productForViewer(
  db: Database,
  slug: string,
  viewer: () => Promise<Viewer | null>,
): Promise<Product> {
  const record = await productBySlug(db, slug);
  if (record?.visible) return toProduct(record);
  if (record) {
    const who = await viewer();
    if (who && (who.role === 'admin' || who.id === record.sellerUserId)) return toProduct(record);
  }
  throw new NotFoundError(`Product ${slug} not found`, 'product_not_found');
}

/** Up to 8 visible products of the same category; `id` is a product slug or a category slug. */
export async function relatedProducts(db: Database, id: string): Promise<Product[]> {
  const product = await productBySlug(db, id);
  if (product?.visible) {
    const records = await productsOfCategory(db, product.categoryId, {
      excludeProductId: product.id,
      limit: RELATED_PRODUCTS_LIMIT,
    });
    return records.map(toProduct);
  }
  const categoryId = await categoryIdBySlug(db, id);
  if (categoryId === undefined) {
    throw new NotFoundError(`No product or category ${id}`, 'not_found');
  }
  const records = await productsOfCategory(db, categoryId, { limit: RELATED_PRODUCTS_LIMIT });
  return records.map(toProduct);
}
