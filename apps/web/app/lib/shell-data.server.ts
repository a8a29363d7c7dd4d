import type { MegaMenuEntry, SiteData, SiteDataWithUser } from '@shop/shared/catalogue.types';
import { type ApiFetch, isOk } from './api.server';
import { sessionFromCookies } from './cookies';
import type { ShellData } from './shell-data';

function list<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

function siteLists(body: Partial<SiteData> | null | undefined) {
  return {
    categories: list<SiteData['categories'][number]>(body?.categories),
    brands: list<SiteData['brands'][number]>(body?.brands),
    subCategories: list<SiteData['subCategories'][number]>(body?.subCategories),
  };
}

async function loadSiteData(api: ApiFetch, userSlug: string | null) {
  if (userSlug) {
    const response = await api<Partial<SiteDataWithUser>>(`/api/with-user/${encodeURIComponent(userSlug)}`);
    const user = response.body?.user;
    if (isOk(response) && user && typeof user === 'object') {
      return {
        ...siteLists(response.body),
        user,
        cart: list<SiteDataWithUser['cart'][number]>(response.body.cart),
        wishlist: list<SiteDataWithUser['wishlist'][number]>(response.body.wishlist),
      };
    }
    // 401/403 (stale or foreign session) and any other failure: show the shop signed out.
  }
  const response = await api<Partial<SiteData>>('/api/wo-user');
  return {
    ...siteLists(isOk(response) ? response.body : null),
    user: null,
    cart: [],
    wishlist: [],
  };
}

async function loadMegaMenu(api: ApiFetch): Promise<MegaMenuEntry[]> {
  const response = await api<unknown>('/api/mega-menu-categories/header');
  if (!isOk(response)) return [];
  return list<MegaMenuEntry>(response.body).filter(
    (entry) => typeof entry === 'object' && entry !== null && typeof entry.categoriesData === 'object',
  );
}

/**
 * Product rules §4: with a user slug (and access token) the site data is fetched with the user, otherwise without it
 * and the cart and wishlist are empty. Never throws: the shell renders with empty lists when the API fails.
 */
export async function loadShellData(api: ApiFetch, cookieHeader: string | null): Promise<ShellData> {
  const { userSlug } = sessionFromCookies(cookieHeader);
  const [site, megaMenu] = await Promise.all([loadSiteData(api, userSlug), loadMegaMenu(api)]);
  return {
    ...site,
    megaMenu: megaMenu.map((entry) => ({ ...entry, sub_cat_list: list(entry.sub_cat_list) })),
  };
}
