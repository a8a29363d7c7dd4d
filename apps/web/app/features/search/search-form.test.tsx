import { describe, expect, it } from 'vitest';
import { renderToHtml } from '../../test-support/render-to-html';
import { SearchForm } from './search-form';

const categories = [
  { cat_slug: 'watches-accessories', cat_name: 'Watches & Accessories' },
  { cat_slug: 'phones', cat_name: 'Phones' },
];

describe('SearchForm', () => {
  it('is a GET form to /products with search text, category and a Search button', () => {
    const html = renderToHtml(<SearchForm categories={categories} />);
    expect(html).toMatch(/<form(?=[^>]*method="get")(?=[^>]*action="\/products")/);
    expect(html).toContain('name="search"');
    expect(html).toContain('name="category"');
    expect(html).toMatch(/<button type="submit"[^>]*>.*Search<\/span><\/button>/);
  });

  it('defaults the category to All Categories and sends +slug values', () => {
    const html = renderToHtml(<SearchForm categories={categories} />);
    expect(html).toContain('<option value="" selected="">All Categories</option>');
    expect(html).toContain('<option value="+phones">Phones</option>');
  });

  it('keeps the current search when rendered on the results page', () => {
    const html = renderToHtml(
      <SearchForm categories={categories} />,
      '/products?search=watch&category=+phones',
    );
    expect(html).toContain('value="watch"');
    expect(html).toContain('<option value="+phones" selected="">Phones</option>');
  });

  it('renders the text box as a closed ARIA combobox that still submits as the plain form field', () => {
    const html = renderToHtml(<SearchForm categories={categories} />);
    expect(html).toMatch(/<input(?=[^>]*type="search")(?=[^>]*name="search")(?=[^>]*role="combobox")[^>]*>/);
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('aria-autocomplete="list"');
    const controls = html.match(/aria-controls="([^"]+)"/)?.[1];
    expect(controls).toBeTruthy();
    expect(html).toMatch(new RegExp(`<div id="${controls}" role="listbox"[^>]*hidden`));
  });
});
