import { describe, expect, it } from 'vitest';
import type { ApiFetch, ApiResponse } from './api.server';
import { apiFor } from './api.server';
import { loadShellData } from './shell-data.server';

const site = {
  categories: [{ cat_slug: 'phones', cat_name: 'Phones' }],
  brands: [{ slug: 'acme', name: 'Acme' }],
  subCategories: [{ slug: 'android', subcat_name: 'Android', cat_slug: 'phones' }],
};
const mega = [{ categoriesData: site.categories[0], sub_cat_list: site.subCategories }];
const user = { slug: 'ada-1', fullName: 'Ada Lovelace', email: 'ada@example.com' };

function fakeApi(routes: Record<string, ApiResponse | (() => never)>) {
  const calls: string[] = [];
  const api: ApiFetch = async <T>(path: string) => {
    calls.push(path);
    const answer = routes[path];
    if (typeof answer === 'function') answer();
    return (answer ?? { status: 404, body: { statusCode: 404 }, headers: {} }) as ApiResponse<T>;
  };
  return { api, calls };
}

const ok = (body: unknown): ApiResponse => ({ status: 200, body, headers: {} });
const signedInCookies = 'access_token=tok; user_slug=ada-1';

describe('loadShellData', () => {
  it('fetches site data without the user when signed out, with an empty cart and wishlist', async () => {
    const { api, calls } = fakeApi({
      '/api/wo-user': ok(site),
      '/api/mega-menu-categories/header': ok(mega),
    });
    const data = await loadShellData(api, null);
    expect(calls.sort()).toEqual(['/api/mega-menu-categories/header', '/api/wo-user']);
    expect(data).toMatchObject({ ...site, megaMenu: mega, user: null, cart: [], wishlist: [] });
  });

  it('fetches site data with the user when both the access token and user slug cookies exist', async () => {
    const cart = [{ cart_slug: 'c1', slug: 'p1', productName: 'P', imageURL: [], quantity: 1, price: 5 }];
    const { api, calls } = fakeApi({
      '/api/with-user/ada-1': ok({ ...site, user, cart, wishlist: [] }),
      '/api/mega-menu-categories/header': ok(mega),
    });
    const data = await loadShellData(api, signedInCookies);
    expect(calls).toContain('/api/with-user/ada-1');
    expect(calls).not.toContain('/api/wo-user');
    expect(data.user).toEqual(user);
    expect(data.cart).toEqual(cart);
  });

  it('treats a user slug without an access token as signed out', async () => {
    const { api, calls } = fakeApi({ '/api/wo-user': ok(site) });
    const data = await loadShellData(api, 'user_slug=ada-1');
    expect(calls).not.toContain('/api/with-user/ada-1');
    expect(data.user).toBeNull();
  });

  it.each([401, 403])('falls back to signed out when with-user answers %i', async (status) => {
    const { api, calls } = fakeApi({
      '/api/with-user/ada-1': { status, body: { statusCode: status, message: 'no' }, headers: {} },
      '/api/wo-user': ok(site),
    });
    const data = await loadShellData(api, signedInCookies);
    expect(calls).toContain('/api/wo-user');
    expect(data.user).toBeNull();
    expect(data.categories).toEqual(site.categories);
  });

  it('renders empty lists instead of throwing when the API fails or is unreachable', async () => {
    const down: ApiFetch = async () => {
      throw new Error('ECONNREFUSED');
    };
    const data = await loadShellData(
      apiFor({ api: down }, new Request('http://shop.test/')),
      signedInCookies,
    );
    expect(data).toEqual({
      categories: [],
      brands: [],
      subCategories: [],
      megaMenu: [],
      user: null,
      cart: [],
      wishlist: [],
    });
  });

  it('ignores malformed bodies and error bodies sent with a 200 status', async () => {
    const { api } = fakeApi({
      '/api/wo-user': ok({ statusCode: 500, message: 'boom' }),
      '/api/mega-menu-categories/header': ok({ not: 'a list' }),
    });
    const data = await loadShellData(api, null);
    expect(data.categories).toEqual([]);
    expect(data.megaMenu).toEqual([]);
  });
});
