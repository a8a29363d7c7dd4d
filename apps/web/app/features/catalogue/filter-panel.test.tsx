import type { ProductFacets } from '@shop/shared/catalogue.contract';
import { describe, expect, it } from 'vitest';
import { renderToHtml } from '../../test-support/render-to-html';
import { ActiveFilters } from './active-filters';
import { FilterPanel } from './filter-panel';
import { parseFilterState } from './filter-state';
import { ListingBreadcrumb } from './listing-breadcrumb';

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

function render(query: string, facets?: ProductFacets, countsAreLowerBounds?: boolean) {
  const state = parseFilterState(new URLSearchParams(query));
  return renderToHtml(
    <FilterPanel
      basePath="/products"
      state={state}
      categories={categories}
      subCategories={subCategories}
      brands={brands}
      facets={facets ?? null}
      countsAreLowerBounds={countsAreLowerBounds}
    />,
    `/products?${query}`,
  );
}

/** What the API counted for "electronics": no shoes, one brand only. */
const electronicsFacets: ProductFacets = {
  categories: [{ slug: 'electronics', name: 'Electronics', count: 12 }],
  subCategories: [{ slug: 'headphones', name: 'Headphones', count: 7 }],
  brands: [{ slug: 'voltix', name: 'Voltix', count: 1 }],
  options: {},
  price: { min: 19.99, max: 349 },
  ratings: [
    { slug: '4', name: '4 stars & up', count: 5 },
    { slug: '3', name: '3 stars & up', count: 9 },
  ],
};

/** The text of the page with tags removed, spaces collapsed. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('FilterPanel', () => {
  it('shows counts as lower bounds ("12+") when the listing counted only its first matches', () => {
    const bounded = textOf(render('category=+electronics', electronicsFacets, true));
    expect(bounded).toContain('12+');
    expect(bounded).toContain('at least 12 products');
    const exact = textOf(render('category=+electronics', electronicsFacets));
    expect(exact).not.toContain('12+');
    expect(exact).toContain('12 products');
  });

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

  it('lists only the values the result holds, each with its count', () => {
    const text = textOf(render('category=+electronics', electronicsFacets));
    expect(text).toContain('Electronics 12 12 products');
    expect(text).not.toContain('Shoes');
    expect(text).toContain('Voltix 1 1 product');
    expect(text).not.toContain('Aurora Sound');
    expect(text).toContain('Headphones 7 7 products');
  });

  it('keeps a chosen brand the result no longer holds, so it can be unticked', () => {
    const html = render('category=+electronics&brand=aurora', electronicsFacets);
    expect(html).toContain('Aurora Sound');
    expect(html).toContain('href="/products?category=+electronics"');
  });

  it('offers rating buckets as links that toggle, and the price range of the result', () => {
    const html = render('category=+electronics&rating=4', electronicsFacets);
    expect(html).toContain('href="/products?category=+electronics&amp;rating=3"');
    expect(html).toContain('href="/products?category=+electronics"');
    expect(textOf(html)).toContain('Prices here: $19.99 – $349.00');
    expect(html).toContain('<input type="hidden" name="rating" value="4"/>');
  });

  it('folds each group with <details>, open by default, so it works without scripts', () => {
    const html = render('', electronicsFacets);
    // Categories, brands, rating, price and highlights (sub-categories only once a category is chosen).
    expect(html.match(/<details open=""/g)?.length).toBe(5);
  });

  it('falls back to every active value, uncounted, when the listing has no counts', () => {
    const text = textOf(render(''));
    expect(text).toContain('Shoes');
    expect(text).not.toMatch(/\d+ products?/);
    expect(text).not.toContain('Rating');
  });
});

describe('ActiveFilters', () => {
  it('shows each chosen filter as a chip linking to the listing without it', () => {
    const query = 'category=+electronics&brand=voltix&rating=4&min=10';
    const html = renderToHtml(
      <ActiveFilters
        basePath="/products"
        state={parseFilterState(new URLSearchParams(query))}
        categories={categories}
        subCategories={subCategories}
        brands={brands}
      />,
      `/products?${query}`,
    );
    expect(html).toContain('href="/products?brand=voltix&amp;rating=4&amp;min=10"'); // category removed
    expect(html).toContain('href="/products?category=+electronics&amp;rating=4&amp;min=10"'); // brand removed
    expect(html).toContain('href="/products?category=+electronics&amp;brand=voltix&amp;min=10"'); // rating removed
    expect(textOf(html)).toContain('4★ &amp; up');
    expect(html).toContain('href="/products"'); // clear all
  });
});

describe('ListingBreadcrumb', () => {
  const crumb = (query: string) =>
    renderToHtml(
      <ListingBreadcrumb
        state={parseFilterState(new URLSearchParams(query))}
        categories={categories}
        subCategories={subCategories}
      />,
      `/products?${query}`,
    );

  it('keeps the parent category of a sub-category page, linked, with the sub-category as the current page', () => {
    const html = crumb('sub_category=headphones');
    expect(html).toContain('href="/products?category=+electronics"');
    expect(html).toMatch(/aria-current="page"[^>]*>Headphones</);
  });

  it('shows a category page as the current page, and nothing for an unfiltered listing', () => {
    expect(crumb('category=+shoes')).toMatch(/aria-current="page"[^>]*>Shoes</);
    expect(crumb('')).toBe('');
  });
});

describe('FilterPanel on a sub-category page', () => {
  it('marks the parent category as chosen', () => {
    const html = render('sub_category=headphones');
    expect(html).toMatch(
      /aria-current="true"[^>]*href="\/products\?category=\+electronics"|href="\/products\?category=\+electronics"[^>]*aria-current="true"/,
    );
  });
});
