import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap-xml';

describe('sitemapXml', () => {
  it('writes a urlset with escaped locations and optional lastmod', () => {
    const xml = sitemapXml([
      { loc: 'https://shop.test/' },
      { loc: 'https://shop.test/single_product?slug=a&b', lastmod: '2026-01-02T03:04:05.000Z' },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://shop.test/</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://shop.test/single_product?slug=a&amp;b</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></url>',
    );
  });
});

describe('robotsTxt', () => {
  it('allows the shop, keeps private pages out and points at the sitemap', () => {
    const text = robotsTxt('https://shop.test');
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /cart');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Sitemap: https://shop.test/sitemap.xml');
  });
});
