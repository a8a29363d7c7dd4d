import { productHref } from '@shop/shared/catalogue.links';
import { emptyFilterState, filterHref, selectCategory } from '../features/catalogue/filter-state';
import { type SitemapUrl, sitemapXml } from '../features/seo/sitemap-xml';
import { apiFor, isOk } from '../lib/api.server';
import type { Route } from './+types/sitemap';

interface Entry {
  slug: string;
  updatedAt: string;
}

interface SitemapEntries {
  products: Entry[];
  categories: Entry[];
  sellers: Entry[];
  blogs: Entry[];
}

const staticPaths = [
  '/',
  '/products',
  '/sellers',
  '/blogs',
  '/about',
  '/contact',
  '/faq',
  '/privacy_policy',
  '/terms_condition',
  '/seller_terms_condition',
  '/become_seller',
];

/** `/sitemap.xml`: the fixed pages, then categories, shops, blog posts and products (GET /api/sitemap-entries). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const response = await apiFor(context, request)<SitemapEntries>('/api/sitemap-entries');
  if (!isOk(response)) return new Response('Sitemap temporarily unavailable', { status: 503 });
  const { products, categories, sellers, blogs } = response.body;
  const at = (path: string) => `${origin}${path}`;
  const urls: SitemapUrl[] = [
    ...staticPaths.map((path) => ({ loc: at(path) })),
    ...categories.map((entry) => ({
      loc: at(filterHref('/products', selectCategory(emptyFilterState, entry.slug))),
      lastmod: entry.updatedAt,
    })),
    ...sellers.map((entry) => ({
      loc: at(`/sellers/${encodeURIComponent(entry.slug)}`),
      lastmod: entry.updatedAt,
    })),
    ...blogs.map((entry) => ({
      loc: at(`/blogs/${encodeURIComponent(entry.slug)}`),
      lastmod: entry.updatedAt,
    })),
    ...products.map((entry) => ({ loc: at(productHref(entry.slug)), lastmod: entry.updatedAt })),
  ];
  return new Response(sitemapXml(urls), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' },
  });
}
