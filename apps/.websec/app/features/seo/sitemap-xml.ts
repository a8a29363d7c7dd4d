export interface SitemapUrl {
  /** Absolute URL. */
  loc: string;
  /** ISO-8601 date-time of the last change. */
  lastmod?: string;
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A sitemaps.org `urlset` document. */
export function sitemapXml(urls: SitemapUrl[]): string {
  const lines = urls.map(
    (url) =>
      `<url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lines.join('\n')}\n</urlset>\n`;
}

/** Pages with nothing to index: a shopper's own pages and the API. */
const privatePaths = [
  '/api/',
  '/cart',
  '/checkout',
  '/wishlist',
  '/profile',
  '/track_order',
  '/login',
  '/register',
  '/logout',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/newsletter',
];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
