// The request mixes of the benchmark's scenarios (BENCHMARKS.md), built from what the seeded database actually holds (a real
// category + brand pair, real product slugs), so that every request answers 200 with data.
import { withClient } from './database.mjs';

export const TYPO_SEARCH = 'wirless hedphones';
/** The product the typo search is meant to find: its name must appear on the first page. */
export const TYPO_INTENDED = /wireless headphones/i;

const LIST_PAGES = 10;
const SAMPLE_PRODUCTS = 100;

/** Facts the scenarios need, read from the catalogue database. */
export async function catalogueSample(databaseUrl) {
  return withClient(databaseUrl, async (client) => {
    const visible = `p.status = 'active' and p.approval_status = 'approved'`;
    const pair = await client.query(
      `select c.slug as category, b.slug as brand,
              percentile_disc(0.25) within group (order by p.effective_price_cents) as low,
              percentile_disc(0.75) within group (order by p.effective_price_cents) as high
       from products p join categories c on c.id = p.category_id join brands b on b.id = p.brand_id
       where ${visible} group by 1, 2 order by count(*) desc limit 1`,
    );
    // A spread of products across the whole table (not just the newest), read by primary key ranges.
    const slugs = await client.query(
      `select p.slug from products p
       where ${visible} and p.id % greatest(1, (select max(id) from products) / $1) = 0 limit $1`,
      [SAMPLE_PRODUCTS],
    );
    const { category, brand, low, high } = pair.rows[0];
    return {
      category,
      brand,
      minDollars: Math.floor(low / 100),
      maxDollars: Math.ceil(high / 100),
      slugs: slugs.rows.map((row) => row.slug),
    };
  });
}

const get = (path) => ({ method: 'GET', path });
const pages = (make) => Array.from({ length: LIST_PAGES }, (_, i) => get(make(i + 1)));

export function listRequests() {
  return pages((page) => `/api/products/filter?limit=24&page=${page}`);
}

export function filteredRequests(sample) {
  const { category, brand, minDollars, maxDollars } = sample;
  return pages(
    (page) =>
      `/api/products/filter?categories=${category}&brands=${brand}&min=${minDollars}&max=${maxDollars}&limit=24&page=${page}`,
  );
}

/** The filtered list with its facet counts (`facets=true`): the storefront's listing page asks for both. */
export function facetedRequests(sample) {
  return filteredRequests(sample).map((request) => ({ ...request, path: `${request.path}&facets=true` }));
}

/**
 * An option value's slug (`colour:ocean blue`) of the largest category that sells variants, read from the
 * catalogue: the page a shopper gets after ticking a colour or a size in the filter panel.
 */
export async function optionSample(databaseUrl) {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `select c.slug as category, lower(e.key) as name, e.value as value
       from product_variants v
       join products p on p.id = v.product_id
       join categories c on c.id = p.category_id
       cross join lateral jsonb_each_text(v.option_values) as e
       where p.status = 'active' and p.approval_status = 'approved'
         -- The options filter splits its list on spaces (as every slug list): one-word values only.
         and e.value !~ '\\s'
       group by 1, 2, 3 order by count(*) desc limit 1`,
    );
    const row = rows[0];
    if (!row) return null;
    // As the facets spell an option value's slug: lower-cased name and value (`colour:ocean blue`).
    return { category: row.category, option: `${row.name}:${row.value.toLowerCase()}` };
  });
}

/** A category page filtered by one option value, with its facet counts (the variants' filter). */
export function facetedOptionRequests(optionFilter) {
  if (!optionFilter) return [];
  const { category, option } = optionFilter;
  return pages(
    (page) =>
      `/api/products/filter?categories=${category}&options=${encodeURIComponent(option)}&facets=true&limit=24&page=${page}`,
  );
}

export function typoSearchRequests() {
  return [get(`/api/products/filter?search=${encodeURIComponent(TYPO_SEARCH)}&limit=24`)];
}

/** What the header asks while a shopper types, misspells and completes (`/api/search/suggestions`). */
export const SUGGESTION_TEXTS = [
  'wirel',
  'wirless head',
  'talbet',
  'blak wach',
  'biyccle',
  'headphon',
  'tee',
];

export function suggestionRequests() {
  return SUGGESTION_TEXTS.map((text) => get(`/api/search/suggestions?q=${encodeURIComponent(text)}`));
}

export function productRequests(sample) {
  return sample.slugs.map((slug) => get(`/api/products/${slug}`));
}

/** What the home page's loaders ask for (root shell data plus the home route's three calls). */
export function homeDataRequests() {
  return [
    '/api/wo-user',
    '/api/mega-menu-categories/header',
    '/api/home',
    '/api/products?limit=1',
    '/api/flash-sale/user',
  ].map(get);
}

export function ssrRequests(sample) {
  return {
    home: [get('/')],
    search: [get(`/products?search=${encodeURIComponent(TYPO_SEARCH)}`)],
    product: sample.slugs.slice(0, 20).map((slug) => get(`/single_product?slug=${slug}`)),
  };
}

/** Whether the typo search puts the intended product on the first page. */
export async function typoSearchFindsIntended(baseUrl) {
  const response = await fetch(`${baseUrl}${typoSearchRequests()[0].path}`);
  const body = await response.json();
  const names = (body.filteredProducts ?? []).map((p) => p.productName ?? p.product_name ?? p.name ?? '');
  return { found: names.some((name) => TYPO_INTENDED.test(name)), first: names[0] ?? null };
}

/** The ETag of the catalogue list's first page, for the conditional-request scenario. */
export async function listEtag(baseUrl) {
  const response = await fetch(`${baseUrl}/api/products/filter?limit=24&page=1`);
  await response.arrayBuffer();
  return response.headers.get('etag');
}
