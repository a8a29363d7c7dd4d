import { describe, expect, it } from 'vitest';
import { renderToHtml } from '../../test-support/render-to-html';
import { FilterPanel } from './filter-panel';
import { parseFilterState } from './filter-state';

const categories = [
  { cat_slug: 'electronics', cat_name: 'Electronics' },
  { cat_slug: 'shoes', cat_name: 'Shoes' },
];
const subCategories = [
  { slug: 'headphones', subcat_name: 'Headphones', cat_slug: 'electronics' },
  { slug: 'running', subcat_name: 'Running', cat_slug: 'shoes' },
];
const brands = [
  { slug: 'aurora', name: 'Aurora Sound' },
  { slug: 'voltix', name: 'Voltix' },
];

function render(query: string) {
  const state = parseFilterState(new URLSearchParams(query));
  return renderToHtml(
    <FilterPanel
      basePath="/products"
      state={state}
      categories={categories}
      subCategories={subCategories}
      brands={brands}
    />,
    `/products?${query}`,
  );
}

describe('FilterPanel', () => {
  it('links each category to the state the reset rules give (search, brand, highlight dropped)', () => {
    const html = render('search=lamp&brand=aurora&highlight=best_product&sort=rating');
    expect(html).toContain('href="/products?category=+shoes&amp;sort=rating"');
  });

  it('lists the chosen category’s sub-categories, linked without the category', () => {
    const html = render('category=+electronics&brand=voltix');
    expect(html).toContain('href="/products?sub_category=headphones"');
    expect(html).not.toContain('Running');
  });

  it('keeps the sub-category list when a sub-category replaced the category', () => {
    const html = render('sub_category=headphones');
    expect(html).toMatch(
      /aria-current="true"[^>]*href="\/products\?sub_category=headphones"|href="\/products\?sub_category=headphones"[^>]*aria-current="true"/,
    );
  });

  it('toggles brands into and out of the + list', () => {
    const html = render('sub_category=headphones&brand=aurora');
    expect(html).toContain('href="/products?sub_category=headphones&amp;brand=aurora+voltix"');
    expect(html).toContain('href="/products?sub_category=headphones"');
  });

  it('has a price form that works without scripts and carries the other filters', () => {
    const html = render('category=+electronics&max=500');
    expect(html).toMatch(/<form(?=[^>]*method="get")(?=[^>]*action="\/products")/);
    expect(html).toContain('<input type="hidden" name="category" value="+electronics"/>');
    expect(html).toContain('name="min"');
    expect(html).toMatch(/name="max"[^>]*value="500"/);
  });
});
