import { describe, expect, it } from 'vitest';
import {
  apiFilterQuery,
  clearAllFilters,
  emptyFilterState,
  type FilterState,
  filterHref,
  parseFilterState,
  selectCategory,
  selectSubCategory,
  setPriceRange,
  setSort,
  toggleBrand,
  toggleRating,
} from './filter-state';

const parse = (query: string) => parseFilterState(new URLSearchParams(query));

const busy: FilterState = {
  search: 'wireless',
  categories: ['electronics'],
  subCategory: 'headphones',
  brands: ['aurora', 'voltix'],
  highlight: 'best_product',
  rating: 4,
  min: 10,
  max: 500,
  sort: 'price_asc',
  page: 3,
};

describe('product rules §4 selection rules', () => {
  it('selecting a category resets brand, sub-category, highlight and search text, and sets the category', () => {
    expect(selectCategory(busy, 'phones-tablets')).toEqual({
      ...busy,
      categories: ['phones-tablets'],
      subCategory: null,
      brands: [],
      highlight: null,
      search: '',
      page: 1,
    });
  });

  it('selecting a sub-category resets category, brand, highlight and search text', () => {
    expect(selectSubCategory(busy, 'smart-watch')).toEqual({
      ...busy,
      subCategory: 'smart-watch',
      categories: [],
      brands: [],
      highlight: null,
      search: '',
      page: 1,
    });
  });

  it('toggling a brand adds it to or removes it from the list and keeps the rest', () => {
    const added = toggleBrand(busy, 'stride');
    expect(added.brands).toEqual(['aurora', 'voltix', 'stride']);
    expect(added).toMatchObject({
      categories: ['electronics'],
      subCategory: 'headphones',
      search: 'wireless',
      page: 1,
    });
    expect(toggleBrand(added, 'aurora').brands).toEqual(['voltix', 'stride']);
  });

  it('keeps price range and sort order across a category change', () => {
    expect(selectCategory(busy, 'shoes')).toMatchObject({ min: 10, max: 500, sort: 'price_asc' });
  });
});

describe('URL form', () => {
  it('writes the specification query: category=+slug, brand=a+b, defaults left out', () => {
    expect(filterHref('/products', busy)).toBe(
      '/products?search=wireless&category=+electronics&sub_category=headphones&brand=aurora+voltix&highlight=best_product&rating=4&min=10&max=500&sort=price_asc&page=3',
    );
    expect(filterHref('/products', emptyFilterState)).toBe('/products');
    expect(filterHref('/products', selectCategory(emptyFilterState, 'phones'))).toBe(
      '/products?category=+phones',
    );
  });

  it('reads back what it writes, and the header search forms (literal +, %2B, empty fields)', () => {
    const href = filterHref('/products', busy);
    expect(parse(href.split('?')[1] ?? '')).toEqual(busy);
    expect(parse('category=+phones').categories).toEqual(['phones']);
    expect(parse('category=%2Bphones%2Bshoes').categories).toEqual(['phones', 'shoes']);
    expect(parse('search=&category=').search).toBe('');
    expect(parse('search=  red   shoes ').search).toBe('red shoes');
  });

  it('falls back to defaults for bad values', () => {
    expect(parse('page=0&sort=cheapest&highlight=nope&min=abc&max=-4&rating=5')).toEqual(emptyFilterState);
    expect(parse('rating=0').rating).toBeNull();
    expect(parse('page=99999').page).toBe(416);
    expect(parse('min=0&max=15000')).toEqual(emptyFilterState);
  });

  it('swaps a minimum above the maximum', () => {
    expect(parse('min=300&max=20')).toMatchObject({ min: 20, max: 300 });
    expect(setPriceRange(emptyFilterState, '300', '20')).toMatchObject({ min: 20, max: 300 });
  });

  it('ignores tokens that are not slugs', () => {
    expect(parse('brand=aurora+<script>+voltix').brands).toEqual(['aurora', 'voltix']);
  });
});

describe('apiFilterQuery', () => {
  it('uses the API parameter names and asks for facet counts', () => {
    const params = new URLSearchParams(apiFilterQuery(busy));
    expect(Object.fromEntries(params)).toEqual({
      search: 'wireless',
      categories: 'electronics',
      sub_category: 'headphones',
      brands: 'aurora+voltix',
      highlight: 'best_product',
      rating: '4',
      min: '10',
      max: '500',
      sort: 'price_asc',
      page: '3',
      limit: '24',
      facets: 'true',
    });
  });
});

describe('other changes', () => {
  it('toggles a rating bucket: choosing it again clears it', () => {
    expect(toggleRating(emptyFilterState, 3)).toMatchObject({ rating: 3, page: 1 });
    expect(toggleRating(busy, 4).rating).toBeNull();
    expect(toggleRating(busy, 2).rating).toBe(2);
  });

  it('a new sort order starts at page 1; clearing keeps only the sort', () => {
    expect(setSort(busy, 'rating')).toMatchObject({ sort: 'rating', page: 1 });
    expect(setSort(busy, 'bogus').sort).toBeNull();
    expect(clearAllFilters(busy)).toEqual({ ...emptyFilterState, sort: 'price_asc' });
  });
});
