import { describe, expect, it } from 'vitest';
import {
  categoryParamValue,
  categoryProductsHref,
  parseCategoryParam,
  productHref,
  productsSearchHref,
  subCategoryProductsHref,
} from './catalogue.links.ts';

describe('catalogue links', () => {
  it('prefixes the category slug with + (spec §2)', () => {
    expect(categoryProductsHref('watches')).toBe('/products?category=+watches');
    expect(categoryParamValue('watches')).toBe('+watches');
  });

  it('links sub-categories and products by slug', () => {
    expect(subCategoryProductsHref('smart-watch')).toBe('/products?sub_category=smart-watch');
    expect(productHref('iphone-15-x7k2')).toBe('/single_product?slug=iphone-15-x7k2');
  });

  it('reads the category parameter whether the + arrived as + or as a space', () => {
    expect(parseCategoryParam('+watches')).toEqual(['watches']);
    expect(parseCategoryParam(' watches')).toEqual(['watches']);
    expect(parseCategoryParam('+a+b')).toEqual(['a', 'b']);
    expect(parseCategoryParam('')).toEqual([]);
    expect(parseCategoryParam(null)).toEqual([]);
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
