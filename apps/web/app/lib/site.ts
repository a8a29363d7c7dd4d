/** The shop's name, used in page titles, the logo and the footer. */
export const SHOP_NAME = 'Bazaar';

/** "<Page> | <Shop name>" for a route's `meta`. */
export function pageTitle(page: string): string {
  return `${page} | ${SHOP_NAME}`;
}

export interface SiteLink {
  label: string;
  to: string;
}

/** Navigation bar links (product rules §2). */
export const mainLinks: SiteLink[] = [
  { label: 'Sellers', to: '/sellers' },
  { label: 'blogs', to: '/blogs' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
];

/** The navigation bar's More menu (product rules §2). */
export const moreLinks: SiteLink[] = [
  { label: 'Privacy Policy', to: '/privacy_policy' },
  { label: 'Terms and Conditions', to: '/terms_condition' },
  { label: 'Seller terms and conditions', to: '/seller_terms_condition' },
  { label: 'FAQ', to: '/faq' },
];

export const becomeSellerLink: SiteLink = { label: 'Become seller', to: '/become_seller' };

/** The dashboard a role works in, for the user menus: sellers their shop's, admins the marketplace's. */
export function dashboardLinkFor(role: string | undefined): SiteLink | null {
  if (role === 'admin') return { label: 'Admin', to: '/admin' };
  if (role === 'seller') return { label: 'Seller dashboard', to: '/seller' };
  return null;
}

/** Category slug the Trending menu's Smart Watch tile links to, when that category exists. */
export const SMART_WATCH_CATEGORY_SLUG = 'watches-accessories';

/** Social profiles shown in the footer; operators point them at their own pages. */
export const socialLinks = {
  facebook: 'https://www.facebook.com/',
  x: 'https://x.com/',
  instagram: 'https://www.instagram.com/',
  youtube: 'https://www.youtube.com/',
} as const;

/** The Smart Watch tile's category: SMART_WATCH_CATEGORY_SLUG when the shop has it, else the first one. */
export function promoCategorySlug(categories: { cat_slug: string }[]): string | null {
  if (categories.some((category) => category.cat_slug === SMART_WATCH_CATEGORY_SLUG)) {
    return SMART_WATCH_CATEGORY_SLUG;
  }
  return categories[0]?.cat_slug ?? null;
}
