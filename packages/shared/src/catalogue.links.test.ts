import { describe, expect, it } from 'vitest';
import {
  categoryParamValue,
  categoryProductsHref,
  parseSlugList,
  productHref,
  productsSearchHref,
  subCategoryProductsHref,
} from './catalogue.links.ts';

describe('catalogue links', () => {
  it('prefixes the category slug with + (product rules §2)', () => {
    expect(categoryProductsHref('watches')).toBe('/products?category=+watches');
    expect(categoryParamValue('watches')).toBe('+watches');
  });

  it('links sub-categories and products by slug', () => {
    expect(subCategoryProductsHref('smart-watch')).toBe('/products?sub_category=smart-watch');
    expect(productHref('iphone-15-x7k2')).toBe('/single_product?slug=iphone-15-x7k2');
  });

  it('reads the category parameter whether the + arrived as + or as a space', () => {
    expect(parseSlugList('+watches')).toEqual(['watches']);
    expect(parseSlugList(' watches')).toEqual(['watches']);
    expect(parseSlugList('+a+b')).toEqual(['a', 'b']);
    expect(parseSlugList('')).toEqual([]);
    expect(parseSlugList(null)).toEqual([]);
  });

  it('builds the header search URL from text, category or both', () => {
    expect(productsSearchHref({ search: 'red shoes' })).toBe('/products?search=red%20shoes');
    expect(productsSearchHref({ category: '+watches' })).toBe('/products?category=+watches');
    expect(productsSearchHref({ search: ' x ', category: '+watches' })).toBe(
      '/products?search=x&category=+watches',
    );
    expect(productsSearchHref({ search: '  ', category: '' })).toBe('/products');
  });
});
