import { describe, expect, it } from 'vitest';
import { absoluteUrl, canonicalUrl, metaDescription, seoMeta } from './seo-meta';

describe('seoMeta', () => {
  it('gives title, description, canonical link and Open Graph tags', () => {
    const tags = seoMeta({
      title: 'About',
      description: 'Who we are.',
      url: 'https://shop.test/about',
      image: 'https://shop.test/a.webp',
    });
    expect(tags).toContainEqual({ title: 'About | Bazaar' });
    expect(tags).toContainEqual({ name: 'description', content: 'Who we are.' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://shop.test/about' });
    expect(tags).toContainEqual({ property: 'og:title', content: 'About | Bazaar' });
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://shop.test/about' });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://shop.test/a.webp' });
    expect(tags).not.toContainEqual(expect.objectContaining({ name: 'robots' }));
  });

  it('marks pages that should stay out of search results', () => {
    const tags = seoMeta({
      title: 'Search',
      description: 'd',
      url: 'https://shop.test/products',
      noindex: true,
    });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex, follow' });
  });
});

describe('metaDescription', () => {
  it('strips tags and cuts long text at a word', () => {
    expect(metaDescription('<p>Hello <b>there</b></p>')).toBe('Hello there');
    const long = 'word '.repeat(60);
    const cut = metaDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
  });
});

describe('canonicalUrl and absoluteUrl', () => {
  it('builds absolute URLs on the request origin', () => {
    const request = new Request('https://shop.test/products?sort=price_asc');
    expect(canonicalUrl(request, '/products?category=+phones')).toBe(
      'https://shop.test/products?category=+phones',
    );
    expect(absoluteUrl('https://shop.test', '/uploads/demo/x.webp')).toBe(
      'https://shop.test/uploads/demo/x.webp',
    );
    expect(absoluteUrl('https://shop.test', 'https://cdn.test/y.webp')).toBe('https://cdn.test/y.webp');
    expect(absoluteUrl('https://shop.test', null)).toBeNull();
  });
});
