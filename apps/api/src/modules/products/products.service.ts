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
  type ProductFacets,
  type ProductFilterQuery,
  type ProductHighlight,
  type ProductLists,
  type ProductVariantData,
} from '@shop/shared/catalogue.contract';
import { parseSlugList } from '@shop/shared/catalogue.links';
import { toCents, toDollars, unitPriceAt } from '@shop/shared/money';
import type { Suggestions } from '@shop/shared/search.contract';
import type { Database } from '../../db/client.ts';
import { BadRequestError, NotFoundError } from '../../kernel/http-errors.ts';
import { pageBounds } from '../../kernel/pagination.ts';
import type { ProductRecord, VariantRecord } from '../../kernel/product-read-model.ts';
import { productBySlug } from '../../kernel/product-read-model.ts';
import { correctedText, planSearch, recordSearch } from '../search/search.service.ts';
import type { FacetCounts } from './products.facets.ts';
import { indexedSearchPage } from './products.indexed-search.ts';
import {
  categoryIdBySlug,
  EXACT_COUNT_LIMIT,
  flaggedProducts,
  latestProducts,
  type OptionValue,
  type ProductCard,
  type ProductFlag,
  type ProductSearch,
  productsOfCategory,
  searchProducts,
} from './products.repository.ts';
import { englishStopWords } from './products.stop-words.ts';

/** The bounds the route descriptions state (exact count, ranked matches). */
export { RANKED_MATCHES } from './products.repository.ts';
/** Writing options and variants, for the seller's and admin's product forms. */
export { saveProductVariants } from './products.variants.ts';

/** Length of each home row of `GET /products`. */
export const HOME_ROW_SIZE = 12;
export const RELATED_PRODUCTS_LIMIT = 8;

/** What every product listing states about its answer (the routes' OpenAPI descriptions). */
export const listingNotes =
  `Only active, approved products of active shops. \`count\` is exact up to ${EXACT_COUNT_LIMIT} matches; ` +
  `above that it is an estimate from the database's statistics (never below ${EXACT_COUNT_LIMIT + 1}), and it ` +
  `stops at ${PRODUCT_COUNT_CAP} (a count of ${PRODUCT_COUNT_CAP} means "at least that many"); \`page × limit\` may not exceed ` +
  `${PRODUCT_PAGE_WINDOW} (400 \`page_out_of_range\`). Bad values (page=0, limit=1000, min=abc, ` +
  'min above max, unknown sort or highlight) answer 400; unknown slugs simply match nothing.';
/** More search words than this add cost, not precision. */
const MAX_SEARCH_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/**
 * A variant as shoppers see it at `now`. The product's flash-sale item covers every variant (decision 16): its
 * price applies to a variant through the same `unitPriceAt`, only when below that variant's own price, and a
 * capped sale's units are shared by all of them.
 */
export function toVariantAt(
  variant: VariantRecord,
  record: Pick<ProductRecord, 'flashSale' | 'imageUrls'>,
  now: Date,
  quantity = 1,
): ProductVariantData {
  const unit = unitPriceAt(variant, record.flashSale, now, quantity);
  return {
    sku: variant.sku,
    options: variant.options,
    price: toDollars(variant.priceCents),
    offerPrice: unit.offerCents == null ? null : toDollars(unit.offerCents),
    stock: variant.stock,
    imageURL: variant.imageUrls.length > 0 ? variant.imageUrls : record.imageUrls,
    weight: variant.weightGrams,
  };
}

/**
 * A product as shoppers see it at `now`: `offerPrice` is what one unit costs then (the flash-sale price while
 * it applies, see `unitPriceAt`), for `quantity` units when a cart line asks (a capped sale may not cover it).
 * Price, offer, SKU and weight are the lead variant's (the product row keeps copies, decision 16), stock the
 * sum over the variants, and the images the product's.
 */
export function toProductAt(record: ProductRecord, now: Date, quantity = 1): Product {
  const unit = unitPriceAt(record, record.flashSale, now, quantity);
  return {
    slug: record.slug,
    productName: record.productName,
    description: record.description,
    price: toDollars(record.priceCents),
    offerPrice: unit.offerCents == null ? null : toDollars(unit.offerCents),
    flashSaleEndsAt: unit.flashSaleEndsAt,
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
    options: record.options,
    variants: record.variants.map((variant) => toVariantAt(variant, record, now)),
  };
}

/**
 * The product as one of its variants is sold (a cart line): price, offer, stock, SKU, weight and images are the
 * variant's, priced by the same `unitPriceAt` for `quantity` units.
 */
export function toProductOfVariantAt(
  record: ProductRecord,
  variant: VariantRecord,
  now: Date,
  quantity = 1,
): Product {
  const unit = unitPriceAt(variant, record.flashSale, now, quantity);
  return {
    ...toProductAt(record, now),
    price: toDollars(variant.priceCents),
    offerPrice: unit.offerCents == null ? null : toDollars(unit.offerCents),
    flashSaleEndsAt: unit.flashSaleEndsAt,
    stock: variant.stock,
    sku: variant.sku,
    weight: variant.weightGrams,
    imageURL: variant.imageUrls.length > 0 ? variant.imageUrls : record.imageUrls,
  };
}

/** A product as shoppers see it right now (fits `.map`). */
/** A product card of the suggestions: its price now, as `toProductAt` prices a product. */
export function toSuggestedProduct(card: ProductCard, now = new Date()): Suggestions['products'][number] {
  const unit = unitPriceAt(card, card.flashSale, now, 1);
  return {
    slug: card.slug,
    productName: card.productName,
    imageURL: card.imageUrls,
    price: toDollars(card.priceCents),
    offerPrice: unit.offerCents == null ? null : toDollars(unit.offerCents),
  };
}

export function toProduct(record: ProductRecord): Product {
  return toProductAt(record, new Date());
}

/** Product rules §10: `best_product` and `popular_category` map to the best/popular flags. */
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
 * words of the name or be completed ("nor" → "Northfield"), so "the" still means something and is not
 * "everything".
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

/**
 * The `options` filter: `name:value` pairs joined with "+" (`size:m+colour:red`), lower-cased, each once.
 * A token without a name or a value is a mistake the shopper should hear about.
 */
export function parseOptionValues(text: string | undefined): OptionValue[] {
  const pairs = new Map<string, OptionValue>();
  for (const token of optionTokens(text)) {
    const colon = token.indexOf(':');
    const name = token.slice(0, colon).trim();
    const value = token.slice(colon + 1).trim();
    if (colon < 0 || name === '' || value === '') {
      throw new BadRequestError(
        `options takes option values as name:value (for example size:m), not "${token}"`,
        'invalid_option_filter',
      );
    }
    pairs.set(`${name}:${value}`, { name, value });
  }
  return [...pairs.values()];
}

/**
 * `name:value` tokens of an `options=` filter. Pairs are joined with "+", which a query string decodes to a
 * space, so a value of several words ("colour:ocean blue", "size:eu 40") arrives split: a word without a
 * colon continues the value before it rather than starting a pair. Words are split here, not through
 * `parseSlugList`, which drops repeated words: in "colour:light blue+trim:dark blue" both values keep "blue".
 */
function optionTokens(text: string | undefined): string[] {
  const tokens: string[] = [];
  const words = (text ?? '').toLowerCase().split(/[+\s]+/);
  for (const word of words.filter((token) => token.length > 0)) {
    if (!word.includes(':') && tokens.length > 0) tokens[tokens.length - 1] += ` ${word}`;
    else tokens.push(word);
  }
  return tokens;
}

/** Whose products a listing covers (a shop's page), and the catalogue version its look-ups may reuse. */
export interface ListingScope {
  sellerId?: number;
  catalogueVersion?: number;
}

export function toProductSearch(query: ProductFilterQuery, scope: ListingScope = {}): ProductSearch {
  const min = query.min ?? PRICE_FILTER_DEFAULT_MIN;
  const max = query.max ?? PRICE_FILTER_DEFAULT_MAX;
  if (min > max)
    throw new BadRequestError(`min (${min}) must not be greater than max (${max})`, 'invalid_price_range');
  const terms = searchTerms(query.search);
  return {
    ...terms,
    spellingPlans: [],
    categorySlugs: [...new Set([...parseSlugList(query.categories), ...parseSlugList(query.category)])],
    subCategorySlugs: parseSlugList(query.sub_category),
    brandSlugs: parseSlugList(query.brands),
    ...(query.highlight ? { flag: highlightFlags[query.highlight] } : {}),
    ...(scope.sellerId !== undefined ? { sellerId: scope.sellerId } : {}),
    ...(scope.catalogueVersion !== undefined ? { catalogueVersion: scope.catalogueVersion } : {}),
    minCents: toCents(min),
    maxCents: toCents(max),
    ...(query.min === undefined && query.max === undefined ? { defaultPriceRange: true } : {}),
    ...(query.rating !== undefined ? { minRating: query.rating } : {}),
    optionValues: parseOptionValues(query.options),
    order: query.sort ?? (terms.words.length > 0 ? 'relevance' : 'newest'),
    withFacets: query.facets === 'true',
    countCap: PRODUCT_COUNT_CAP,
    ...pageBounds(query.page, query.limit),
  };
}

/**
 * The search with its spellings (search module): as typed, plus synonyms and corrections, and the last
 * word completed as a prefix (ranked below whole words); when that finds nothing, every word of 3+
 * letters completed.
 */
export async function spelledSearch(db: Database, search: ProductSearch): Promise<ProductSearch> {
  if (search.words.length === 0) return search;
  // A text of stop words alone ("her", "nor") is matched by name and completed (search.plan.ts).
  const stopWordsOnly = !search.fullText;
  const [asTyped, completed] = await Promise.all([
    planSearch(db, search.words, { completeLast: true, completeEvery: false, stopWordsOnly }),
    planSearch(db, search.words, { completeLast: true, completeEvery: true, stopWordsOnly }),
  ]);
  return { ...search, spellingPlans: [asTyped, completed] };
}

/**
 * "Did you mean": the text with its unknown words corrected, when corrections (or completions) found more
 * products than the words as typed.
 */
export function suggestedText(
  search: ProductSearch,
  found: { count: number; exactMatches: number },
): string | null {
  const plans = search.spellingPlans[0];
  if (!plans || found.exactMatches >= found.count) return null;
  const corrected = correctedText(plans);
  return corrected !== null && corrected !== search.words.join(' ') ? corrected : null;
}

export async function filterProducts(db: Database, query: ProductFilterQuery, scope: ListingScope = {}) {
  const search = await spelledSearch(db, toProductSearch(query, scope));
  // A broad plain text search's page comes from the suggestion index (decision 63); others from the database.
  const found = (await indexedSearchPage(db, search)) ?? (await searchProducts(db, search));
  if (scope.sellerId === undefined && search.offset === 0) recordSearch(db, search.words, found.count);
  return {
    filteredProducts: found.records.map(toProduct),
    count: found.count,
    didYouMean: suggestedText(search, found),
    ...(found.facets
      ? { facets: toProductFacets(found.facets), facetsExhaustive: found.facets.exhaustive }
      : {}),
  };
}

/** Facet counts as the API shows them: prices in dollars. */
function toProductFacets(counts: FacetCounts): ProductFacets {
  const dollars = (cents: number | null) => (cents === null ? null : toDollars(cents));
  return {
    categories: counts.categories,
    subCategories: counts.subCategories,
    brands: counts.brands,
    options: counts.options,
    price: { min: dollars(counts.price.minCents), max: dollars(counts.price.maxCents) },
    ratings: counts.ratings,
  };
}

/** Largest value of an `integer` cents column: "no upper price bound" for a shop's own listing. */
const MAX_CENTS = 2_147_483_647;

/** One page of a shop's visible products, newest first, and their count. */
export async function productsOfShop(
  db: Database,
  sellerId: number,
  page: { page: number; limit: number },
): Promise<{ products: Product[]; count: number }> {
  const { records, count } = await searchProducts(db, {
    words: [],
    fullText: false,
    text: '',
    spellingPlans: [],
    categorySlugs: [],
    subCategorySlugs: [],
    brandSlugs: [],
    sellerId,
    minCents: 0,
    maxCents: MAX_CENTS,
    optionValues: [],
    order: 'newest',
    withFacets: false,
    countCap: PRODUCT_COUNT_CAP,
    ...pageBounds(page.page, page.limit),
  });
  return { products: records.map(toProduct), count };
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
  if (record && !record.deletedAt) {
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
