import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBrand,
  createCategory,
  createMegaMenuEntry,
  createPopularCategory,
  createProduct,
  createSeller,
  createSubCategory,
} from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { asUser, type Caller } from '../orders/orders.test-support.ts';
import { createTestUser } from '../users/users.test-support.ts';

let t: TestApp;
let admin: Caller;
let visitor: Caller;

beforeAll(async () => {
  t = await createTestApp();
  admin = asUser(t.app, await createTestUser(t.app, { role: 'admin' }));
  visitor = asUser(t.app);
});
afterAll(async () => {
  await t?.close();
});

/** Everywhere a shopper can meet a product: its page, the listing, a search, facets and the sitemap. */
async function whereShoppersSee(product: { slug: string; productName: string }) {
  const listing = (await visitor.get('/api/products/filter?facets=true&limit=100')).json();
  const search = (
    await visitor.get(`/api/products/filter?search=${encodeURIComponent(product.productName)}`)
  ).json();
  const sitemap = (await visitor.get('/api/sitemap-entries')).json();
  const slugsOf = (list: { slug: string }[]) => list.map((entry) => entry.slug);
  return {
    page: (await visitor.get(`/api/products/${product.slug}`)).statusCode,
    listing: slugsOf(listing.filteredProducts).includes(product.slug),
    search: slugsOf(search.filteredProducts).includes(product.slug),
    sitemap: slugsOf(sitemap.products).includes(product.slug),
    facets: listing.facets as Record<'categories' | 'subCategories' | 'brands', { slug: string }[]>,
  };
}

const everywhere = { page: 200, listing: true, search: true, sitemap: true };
const nowhere = { page: 404, listing: false, search: false, sitemap: false };

describe('deactivating a category, sub-category or brand', () => {
  it.each([
    ['categories', 'category'],
    ['sub-categories', 'subCategory'],
    ['brands', 'brand'],
  ] as const)(
    '%s: tells how many products it hides, then hides them everywhere until activated',
    async (path, kind) => {
      const db = t.database.db;
      const shop = await createSeller(db);
      const category = await createCategory(db, { name: `Garden ${kind}` });
      const subCategory = await createSubCategory(db, { category, name: `Hoses ${kind}` });
      const brand = await createBrand(db, { name: `Aqua ${kind}` });
      const name = `Coiled Hose ${kind}`;
      const product = await createProduct(db, { seller: shop, name, category, subCategory, brand });
      await createProduct(db, {
        seller: shop,
        name: `Draft Hose ${kind}`,
        category,
        subCategory,
        brand,
        status: 'inactive',
      });
      const slug = { category: category.slug, subCategory: subCategory.slug, brand: brand.slug }[kind];
      const facetGroup = { category: 'categories', subCategory: 'subCategories', brand: 'brands' } as const;
      await t.app.bumpCatalogueVersion(); // fixtures write past the API, whose writes bump it themselves

      const before = await whereShoppersSee({ slug: product.slug, productName: name });
      expect(before).toMatchObject(everywhere);
      expect(before.facets[facetGroup[kind]].map((value) => value.slug)).toContain(slug);

      const impact = await admin.get(`/api/admin/${path}/${slug}/visible-products`);
      expect(impact.statusCode).toBe(200);
      expect(impact.json()).toEqual({ visibleProducts: 1 }); // the inactive draft is hidden already
      expect((await visitor.get(`/api/admin/${path}/${slug}/visible-products`)).statusCode).toBe(401);
      expect((await admin.get(`/api/admin/${path}/no-such-slug/visible-products`)).statusCode).toBe(404);

      expect((await admin.post(`/api/admin/${path}/${slug}/deactivate`)).statusCode).toBe(200);
      const hidden = await whereShoppersSee({ slug: product.slug, productName: name });
      expect(hidden).toMatchObject(nowhere);
      expect(hidden.facets[facetGroup[kind]].map((value) => value.slug)).not.toContain(slug);
      expect((await admin.get(`/api/admin/${path}/${slug}/visible-products`)).json()).toEqual({
        visibleProducts: 0,
      });
      // Its own shop and admins still see it (their dashboards).
      expect((await admin.get(`/api/products/${product.slug}`)).statusCode).toBe(200);

      expect((await admin.post(`/api/admin/${path}/${slug}/activate`)).statusCode).toBe(200);
      expect(await whereShoppersSee({ slug: product.slug, productName: name })).toMatchObject(everywhere);
    },
  );

  it('keeps a product of an active category hidden while only its brand is inactive, whatever else changes', async () => {
    const db = t.database.db;
    const brand = await createBrand(db, { name: 'Dormant Brand', status: 'inactive' });
    const product = await createProduct(db, { name: 'Dormant Lamp', brand });
    expect((await visitor.get(`/api/products/${product.slug}`)).statusCode).toBe(404);
  });
});

describe('empty categories', () => {
  it('stay out of the mega menu and the popular category tiles', async () => {
    const db = t.database.db;
    const full = await createCategory(db, { name: 'Stocked Shelf' });
    const empty = await createCategory(db, { name: 'Empty Shelf' });
    const emptySub = await createSubCategory(db, { category: full, name: 'Nothing Here' });
    const fullSub = await createSubCategory(db, { category: full, name: 'Something Here' });
    await createProduct(db, { name: 'Shelf Bracket', category: full, subCategory: fullSub });
    await createProduct(db, { name: 'Unapproved Bracket', category: empty, approvalStatus: 'pending' });
    await createMegaMenuEntry(db, { category: full, subCategories: [emptySub, fullSub] });
    await createMegaMenuEntry(db, { category: empty });
    await createPopularCategory(db, { category: full });
    await createPopularCategory(db, { category: empty });

    const menu = (await visitor.get('/api/mega-menu-categories/header')).json() as {
      categoriesData: { cat_slug: string };
      sub_cat_list: { slug: string }[];
    }[];
    expect(menu.map((entry) => entry.categoriesData.cat_slug)).toEqual([full.slug]);
    expect(menu[0]?.sub_cat_list.map((sub) => sub.slug)).toEqual([fullSub.slug]);
    const home = (await visitor.get('/api/home')).json() as {
      popularCategories: { categoriesData: { cat_slug: string } }[];
    };
    expect(home.popularCategories.map((entry) => entry.categoriesData.cat_slug)).toEqual([full.slug]);
  });
});
