import type { MetaDescriptor } from 'react-router';
import { pageTitle, SHOP_NAME } from '../../lib/site';

export interface PageSeo {
  /** The page's own name; the shop's name is appended. */
  title: string;
  description: string;
  /** Absolute canonical URL (see `canonicalUrl`). */
  url: string;
  /** Absolute image URL for link previews. */
  image?: string | null;
  type?: 'website' | 'product' | 'article';
  /** Keep the page out of search results (e.g. free-text search results) while following its links. */
  noindex?: boolean;
}

/** Search engines cut descriptions near 160 characters; cut at a word and mark it. */
export function metaDescription(text: string, max = 160): string {
  const clean = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2));
  return `${atWord.replace(/[\s,.;:!-]+$/, '')}…`;
}

/** Title, description, canonical link and Open Graph / Twitter tags of one page. */
export function seoMeta(seo: PageSeo): MetaDescriptor[] {
  const title = pageTitle(seo.title);
  const description = metaDescription(seo.description);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: seo.url },
    { property: 'og:site_name', content: SHOP_NAME },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: seo.url },
    { name: 'twitter:card', content: seo.image ? 'summary_large_image' : 'summary' },
  ];
  if (seo.image) tags.push({ property: 'og:image', content: seo.image });
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex, follow' });
  return tags;
}

/** The absolute URL of `path` on the site the request came to (PUBLIC_URL behind a proxy). */
export function canonicalUrl(request: Request, path: string): string {
  return new URL(path, new URL(request.url).origin).href;
}

/** An absolute URL for `path` (kept as is when already absolute), or null. */
export function absoluteUrl(origin: string, path: string | null | undefined): string | null {
  if (!path) return null;
  try {
    return new URL(path, origin).href;
  } catch {
    return null;
  }
}
