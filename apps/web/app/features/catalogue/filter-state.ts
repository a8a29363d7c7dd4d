/**
 * The product listing's state lives in the URL (shareable, back button works). This module reads it,
 * writes it back in the specification's form (`category=+slug`, `brand=a+b`) and holds product rules §4's rules for
 * what a selection resets. Pure functions: the panel's links, the forms and the loader all use them.
 */
import type { ProductHighlight, ProductSort } from '@shop/shared/catalogue.contract';
import { parseSlugList } from '@shop/shared/catalogue.links';
import { limits } from '@shop/shared/messages';

export const productSortOptions: { value: ProductSort; label: string }[] = [
  { value: 'relevance', label: 'Best match' },
  { value: 'newest', label: 'Newest' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'rating', label: 'Top rated' },
];

export const highlightOptions: { value: ProductHighlight; label: string }[] = [
  { value: 'best_product', label: 'Best products' },
  { value: 'popular_category', label: 'Popular' },
  { value: 'top_product', label: 'Top products' },
  { value: 'new_arrival', label: 'New arrivals' },
  { value: 'featured_product', label: 'Featured' },
];

/** Results per page. */
export const PAGE_SIZE: number = limits.pageSizeDefault;
/** The API refuses `page × limit` beyond its page window. */
export const MAX_PAGE = Math.floor(limits.productPageWindow / PAGE_SIZE);
export const PRICE_MIN_DEFAULT: number = limits.searchPriceMin;
export const PRICE_MAX_DEFAULT: number = limits.searchPriceMax;

export interface FilterState {
  search: string;
  /** Category slugs (`category=+a+b`). */
  categories: string[];
  subCategory: string | null;
  /** Brand slugs (`brand=a+b`). */
  brands: string[];
  highlight: ProductHighlight | null;
  /** Lowest average rating, 1–4 ("4 stars & up"); null: any. */
  rating: number | null;
  /** Price bounds in dollars; null means the default (0 and 15000). */
  min: number | null;
  max: number | null;
  /** null: the API's default (relevance when searching, else newest). */
  sort: ProductSort | null;
  page: number;
}

export const emptyFilterState: FilterState = {
  search: '',
  categories: [],
  subCategory: null,
  brands: [],
  highlight: null,
  rating: null,
  min: null,
  max: null,
  sort: null,
  page: 1,
};

/** "+a+b", " a b" (a "+" read back as a space), "a++b": the well-formed slugs, each once. */
function slugList(value: string | null): string[] {
  return parseSlugList(value).filter((token) => /^[A-Za-z0-9_.~-]{1,200}$/.test(token));
}

function price(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const amount = Number(value);
  if (!Number.isFinite(amount) || amount < 0) return null;
  return Math.round(Math.min(amount, 10_000_000) * 100) / 100;
}

/** The rating buckets a listing offers, best first. */
export const RATING_CHOICES = [4, 3, 2, 1] as const;

function rating(value: string | null): number | null {
  const stars = Number(value);
  return (RATING_CHOICES as readonly number[]).includes(stars) ? stars : null;
}

function oneOf<T extends string>(value: string | null, options: { value: T }[]): T | null {
  return options.find((option) => option.value === value)?.value ?? null;
}

/** Reads the listing state from a query string; bad or unknown values fall back to defaults. */
export function parseFilterState(params: URLSearchParams): FilterState {
  let min = price(params.get('min'));
  let max = price(params.get('max'));
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  if (min === PRICE_MIN_DEFAULT) min = null;
  if (max === PRICE_MAX_DEFAULT) max = null;
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const subCategory = slugList(params.get('sub_category'))[0] ?? null;
  return {
    search: (params.get('search') ?? '').replace(/\s+/g, ' ').trim().slice(0, 200),
    categories: slugList(params.get('category')),
    subCategory,
    brands: slugList(params.get('brand')),
    highlight: oneOf(params.get('highlight'), highlightOptions),
    rating: rating(params.get('rating')),
    min,
    max,
    sort: oneOf(params.get('sort'), productSortOptions),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/**
 * The query string of a state ("" when nothing is set), in a fixed order. Slugs are URL-safe, so the lists
 * are written with literal "+" as the specification shows them.
 */
export function filterQuery(state: FilterState): string {
  const parts: string[] = [];
  if (state.search) parts.push(`search=${encodeURIComponent(state.search)}`);
  if (state.categories.length > 0)
    parts.push(`category=${state.categories.map((slug) => `+${slug}`).join('')}`);
  if (state.subCategory) parts.push(`sub_category=${state.subCategory}`);
  if (state.brands.length > 0) parts.push(`brand=${state.brands.join('+')}`);
  if (state.highlight) parts.push(`highlight=${state.highlight}`);
  if (state.rating !== null) parts.push(`rating=${state.rating}`);
  if (state.min !== null) parts.push(`min=${state.min}`);
  if (state.max !== null) parts.push(`max=${state.max}`);
  if (state.sort) parts.push(`sort=${state.sort}`);
  if (state.page > 1) parts.push(`page=${state.page}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

export function filterHref(basePath: string, state: FilterState): string {
  return `${basePath}${filterQuery(state)}`;
}

// --- Product rules §4 selection rules. Every change starts again at page 1. ---------------------------------

/** Selecting a category resets brand, sub-category, highlight and search text, and sets the category. */
export function selectCategory(state: FilterState, catSlug: string): FilterState {
  return {
    ...state,
    categories: [catSlug],
    subCategory: null,
    brands: [],
    highlight: null,
    search: '',
    page: 1,
  };
}

/** Selecting a sub-category resets category, brand, highlight and search text. */
export function selectSubCategory(state: FilterState, subCategorySlug: string): FilterState {
  return {
    ...state,
    subCategory: subCategorySlug,
    categories: [],
    brands: [],
    highlight: null,
    search: '',
    page: 1,
  };
}

/** Toggling a brand adds it to or removes it from the "+"-joined list. */
export function toggleBrand(state: FilterState, brandSlug: string): FilterState {
  const brands = state.brands.includes(brandSlug)
    ? state.brands.filter((slug) => slug !== brandSlug)
    : [...state.brands, brandSlug];
  return { ...state, brands, page: 1 };
}

/** Choosing the bucket already chosen clears it (a link that toggles, like the brands). */
export function toggleRating(state: FilterState, stars: number): FilterState {
  return { ...state, rating: state.rating === stars ? null : stars, page: 1 };
}

export function setHighlight(state: FilterState, highlight: ProductHighlight | null): FilterState {
  return { ...state, highlight, page: 1 };
}

/** Sets the price bounds; defaults and swapped bounds are normalised as when read from a URL. */
export function setPriceRange(state: FilterState, min: string, max: string): FilterState {
  const params = new URLSearchParams({ min, max });
  const parsed = parseFilterState(params);
  return { ...state, min: parsed.min, max: parsed.max, page: 1 };
}

export function setSort(state: FilterState, sort: string): FilterState {
  return { ...state, sort: oneOf(sort, productSortOptions), page: 1 };
}

export function goToPage(state: FilterState, page: number): FilterState {
  return { ...state, page: Math.max(1, Math.min(page, MAX_PAGE)) };
}

export type FilterKey = 'search' | 'categories' | 'subCategory' | 'brands' | 'highlight' | 'rating' | 'price';

export function clearFilter(state: FilterState, key: FilterKey): FilterState {
  const next = { ...state, page: 1 };
  if (key === 'search') next.search = '';
  if (key === 'categories') next.categories = [];
  if (key === 'subCategory') next.subCategory = null;
  if (key === 'brands') next.brands = [];
  if (key === 'highlight') next.highlight = null;
  if (key === 'rating') next.rating = null;
  if (key === 'price') {
    next.min = null;
    next.max = null;
  }
  return next;
}

/** Everything off; the chosen sort order stays. */
export function clearAllFilters(state: FilterState): FilterState {
  return { ...emptyFilterState, sort: state.sort };
}

export function hasFilters(state: FilterState): boolean {
  return (
    state.search !== '' ||
    state.categories.length > 0 ||
    state.subCategory !== null ||
    state.brands.length > 0 ||
    state.highlight !== null ||
    state.rating !== null ||
    state.min !== null ||
    state.max !== null
  );
}

/** The query of `GET /api/products/filter` (API parameter names: `categories`, `brands`, …), facets included. */
export function apiFilterQuery(state: FilterState, limit = PAGE_SIZE): string {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.categories.length > 0) params.set('categories', state.categories.join('+'));
  if (state.subCategory) params.set('sub_category', state.subCategory);
  if (state.brands.length > 0) params.set('brands', state.brands.join('+'));
  if (state.highlight) params.set('highlight', state.highlight);
  if (state.rating !== null) params.set('rating', String(state.rating));
  if (state.min !== null) params.set('min', String(state.min));
  if (state.max !== null) params.set('max', String(state.max));
  if (state.sort) params.set('sort', state.sort);
  params.set('page', String(state.page));
  params.set('limit', String(limit));
  params.set('facets', 'true');
  return params.toString();
}

/** The indexable version of a listing: which products, not how they are sorted, searched or priced. */
export function canonicalFilterState(state: FilterState): FilterState {
  return {
    ...emptyFilterState,
    categories: state.categories,
    subCategory: state.subCategory,
    brands: state.brands,
    highlight: state.highlight,
    page: state.page,
  };
}
