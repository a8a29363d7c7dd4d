import { homeAdNames } from '@shop/shared/catalogue.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CategoryRow,
  createAdvertisement,
  createCategory,
  createFeaturedCategory,
  createFlashSale,
  createFlashSaleItem,
  createMegaMenuEntry,
  createPopularCategory,
  createProduct,
  createSeller,
  createSlider,
  createSubCategory,
} from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

const SLIDER_FIELDS = ['badge', 'image', 'productLink', 'serial', 'slug', 'status', 'titleOne', 'titleTWo'];
const AD_FIELDS = [
  'adImage',
  'adName',
  'badge',
  'category_link',
  'slug',
  'status',
  'title',
  'title_one',
  'title_two',
].sort();
const CATEGORY_FIELDS = ['cat_image', 'cat_name', 'cat_slug', 'cat_status'];

let t: TestApp;
let phones: CategoryRow;
let watches: CategoryRow;

const get = (url: string) => t.app.inject({ url });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  phones = await createCategory(db, { name: 'Phones', slug: 'phones' });
  watches = await createCategory(db, { name: 'Watches', slug: 'watches' });
  const archive = await createCategory(db, { name: 'Archive', slug: 'archive', status: 'inactive' });
  const android = await createSubCategory(db, { category: phones, name: 'Android', slug: 'android' });
  const iphone = await createSubCategory(db, { category: phones, name: 'iPhone', slug: 'iphone' });
  const flip = await createSubCategory(db, {
    category: phones,
    name: 'Flip',
    slug: 'flip',
    status: 'inactive',
  });
  const smart = await createSubCategory(db, { category: watches, name: 'Smart Watch', slug: 'smart-watch' });
  // Menus and category tiles show only categories and sub-categories with products to show.
  for (const subCategory of [android, iphone]) await createProduct(db, { category: phones, subCategory });
  await createProduct(db, { category: watches, subCategory: smart });

  await createSlider(db, { slug: 'second', serial: 2, titleOne: 'Second', titleTwo: 'Slide' });
  await createSlider(db, { slug: 'first', serial: 1, titleOne: 'First', titleTwo: 'Slide' });
  await createSlider(db, { slug: 'off', serial: 0, status: 'inactive' });

  await createAdvertisement(db, { adName: homeAdNames.sliderOne, slug: 'slider-one' });
  await createAdvertisement(db, { adName: homeAdNames.adOne, slug: 'ad-one' });
  await createAdvertisement(db, { adName: homeAdNames.adTwo, slug: 'ad-two', status: 'inactive' });

  await createMegaMenuEntry(db, {
    category: watches,
    subCategories: [smart],
    serial: 2,
    slug: 'menu-watches',
  });
  await createMegaMenuEntry(db, {
    category: phones,
    subCategories: [iphone, android, flip],
    serial: 1,
    slug: 'menu-phones',
  });
  await createMegaMenuEntry(db, { category: archive, serial: 0, slug: 'menu-archive' });

  await createFeaturedCategory(db, { category: watches, serial: 1 });
  await createFeaturedCategory(db, { category: phones, serial: 2 });
  await createFeaturedCategory(db, { category: archive, serial: 0 });
  await createPopularCategory(db, { category: phones, serial: 1 });
  await createPopularCategory(db, { category: watches, serial: 2, status: 'inactive' });
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/slider', () => {
  it('answers active sliders by serial with docs/api.md fields (titleTWo sic)', async () => {
    const response = await get('/api/slider');
    expect(response.statusCode).toBe(200);
    const sliders = response.json();
    expect(sliders.map((slider: { slug: string }) => slider.slug)).toEqual(['first', 'second']);
    expect(Object.keys(sliders[0]).sort()).toEqual(SLIDER_FIELDS);
    expect(sliders[0]).toMatchObject({ titleOne: 'First', titleTWo: 'Slide', serial: 1, status: 'active' });
  });
});

describe('GET /api/advertisements/home/{name}', () => {
  it('answers the active ad by name, any case, or by slug', async () => {
    const response = await get(`/api/advertisements/home/${encodeURIComponent('Slider Banner One')}`);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(AD_FIELDS);
    expect(response.json()).toMatchObject({
      adName: 'Slider Banner One',
      slug: 'slider-one',
      status: 'active',
    });
    expect((await get('/api/advertisements/home/slider%20banner%20one')).json().slug).toBe('slider-one');
    expect((await get('/api/advertisements/home/ad-one')).json().adName).toBe(homeAdNames.adOne);
  });

  it('answers 404 JSON for a missing or inactive ad', async () => {
    for (const name of ['Slider Banner Two', 'Homepage Single Banner Two', 'nope']) {
      const response = await get(`/api/advertisements/home/${encodeURIComponent(name)}`);
      expect(response.statusCode, name).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'advertisement_not_found' });
    }
  });
});

describe('mega menu', () => {
  it('GET /api/mega-menu-categories/header lists active entries with their active sub-categories', async () => {
    const response = await get('/api/mega-menu-categories/header');
    expect(response.statusCode).toBe(200);
    const menu = response.json();
    expect(
      menu.map((entry: { categoriesData: { cat_slug: string } }) => entry.categoriesData.cat_slug),
    ).toEqual(['phones', 'watches']);
    expect(Object.keys(menu[0]).sort()).toEqual(['categoriesData', 'slug', 'sub_cat_list']);
    expect(Object.keys(menu[0].categoriesData).sort()).toEqual(CATEGORY_FIELDS);
    expect(menu[0].sub_cat_list).toEqual([
      { slug: 'iphone', subcat_name: 'iPhone', cat_slug: 'phones', subcat_status: 'active' },
      { slug: 'android', subcat_name: 'Android', cat_slug: 'phones', subcat_status: 'active' },
    ]);
  });

  it('GET /api/mega-menu-categories/{id} answers one entry by its slug or category slug', async () => {
    expect((await get('/api/mega-menu-categories/menu-watches')).json().categoriesData.cat_slug).toBe(
      'watches',
    );
    expect((await get('/api/mega-menu-categories/phones')).json().slug).toBe('menu-phones');
  });

  it('answers 404 for unknown or inactive-category entries', async () => {
    for (const id of ['nothing', 'menu-archive', 'archive']) {
      expect((await get(`/api/mega-menu-categories/${id}`)).statusCode, id).toBe(404);
    }
  });
});

describe('featured and popular categories', () => {
  it('list active entries of active categories by serial with categoriesData', async () => {
    const featured = (await get('/api/featured-categories')).json();
    expect(featured.map((entry: { cat_slug: string }) => entry.cat_slug)).toEqual(['watches', 'phones']);
    expect(featured[0].categoriesData).toMatchObject({ cat_slug: 'watches', cat_name: 'Watches' });
    const popular = (await get('/api/popular-categories')).json();
    expect(popular.map((entry: { cat_slug: string }) => entry.cat_slug)).toEqual(['phones']);
  });
});

describe('flash sale', () => {
  let running: TestApp;
  let saleSlug: string;

  beforeAll(async () => {
    running = await createTestApp();
    const db = running.app.db;
    const sale = await createFlashSale(db, {
      slug: 'summer',
      name: 'Summer Sale',
      endsAt: new Date('2999-01-01T00:00:00.000Z'),
    });
    saleSlug = sale.slug;
    const closed = await createSeller(db, { status: 'inactive' });
    const watch = await createProduct(db, { name: 'Sale Watch', priceCents: 10_000 });
    const hiddenProduct = await createProduct(db, { name: 'Sale Hidden', approvalStatus: 'pending' });
    const closedShopProduct = await createProduct(db, { name: 'Sale Closed Shop', seller: closed });
    const offItemProduct = await createProduct(db, { name: 'Sale Off Item' });
    await createFlashSaleItem(db, { flashSale: sale, product: watch, salePriceCents: 7_550 });
    await createFlashSaleItem(db, { flashSale: sale, product: hiddenProduct });
    await createFlashSaleItem(db, { flashSale: sale, product: closedShopProduct });
    await createFlashSaleItem(db, { flashSale: sale, product: offItemProduct, status: 'inactive' });
    // An ended sale and its items never show (only one sale may be active at a time).
    const ended = await createFlashSale(db, {
      slug: 'ended',
      status: 'inactive',
      endsAt: new Date('2020-01-01'),
    });
    await createFlashSaleItem(db, { flashSale: ended, product: watch });
  });
  afterAll(async () => {
    await running.close();
  });

  it('GET /api/flash-sale/user lists the visible active items with productsData', async () => {
    const response = await running.app.inject({ url: '/api/flash-sale/user' });
    expect(response.statusCode).toBe(200);
    const items = response.json();
    expect(items).toHaveLength(1);
    expect(Object.keys(items[0]).sort()).toEqual([
      'product_slug',
      'productsData',
      'salePrice',
      'slug',
      'status',
    ]);
    expect(items[0]).toMatchObject({
      salePrice: 75.5,
      status: 'active',
      productsData: { productName: 'Sale Watch' },
    });
    expect(items[0].product_slug).toBe(items[0].productsData.slug);
  });

  it('GET /api/flash-sale/content/flashcontnet answers the running sale with its end time', async () => {
    for (const id of ['flashcontnet', 'flashcontent', saleSlug]) {
      const response = await running.app.inject({ url: `/api/flash-sale/content/${id}` });
      expect(response.statusCode, id).toBe(200);
      expect(response.json()).toMatchObject({
        name: 'Summer Sale',
        time: '2999-01-01T00:00:00.000Z',
        status: 'active',
      });
      expect(Object.keys(response.json()).sort()).toEqual(
        ['imageFlash', 'imageHome', 'name', 'offer', 'slug', 'status', 'time', 'title'].sort(),
      );
    }
    expect((await running.app.inject({ url: '/api/flash-sale/content/ended' })).statusCode).toBe(404);
  });

  it('shows the sale on the home page', async () => {
    const home = (await running.app.inject({ url: '/api/home' })).json();
    expect(home.flashSale).toMatchObject({ name: 'Summer Sale' });
  });

  it('without a running sale: no items, 404 content, null on the home page', async () => {
    expect((await get('/api/flash-sale/user')).json()).toEqual([]);
    const response = await get('/api/flash-sale/content/flashcontnet');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('flash_sale_not_found');
    expect((await get('/api/home')).json().flashSale).toBeNull();
  });

  it('treats a sale past its end time as over', async () => {
    const db = t.app.db;
    const past = await createFlashSale(db, { slug: 'past', endsAt: new Date(Date.now() - 1000) });
    await createFlashSaleItem(db, { flashSale: past, product: await createProduct(db) });
    expect((await get('/api/flash-sale/user')).json()).toEqual([]);
    expect((await get('/api/flash-sale/content/flashcontnet')).statusCode).toBe(404);
  });
});

describe('GET /api/home', () => {
  it('answers every home area, with null for missing or inactive ads', async () => {
    const response = await get('/api/home');
    expect(response.statusCode).toBe(200);
    const home = response.json();
    expect(Object.keys(home).sort()).toEqual(
      [
        'adOne',
        'adTwo',
        'featuredCategories',
        'flashSale',
        'popularCategories',
        'sliderOne',
        'sliderTwo',
        'sliders',
      ].sort(),
    );
    expect(home.sliders.map((slider: { slug: string }) => slider.slug)).toEqual(['first', 'second']);
    expect(home.sliderOne).toMatchObject({ adName: homeAdNames.sliderOne });
    expect(home.sliderTwo).toBeNull();
    expect(home.adOne).toMatchObject({ adName: homeAdNames.adOne });
    expect(home.adTwo).toBeNull();
    expect(home.popularCategories.map((entry: { cat_slug: string }) => entry.cat_slug)).toEqual(['phones']);
    expect(home.featuredCategories[0].categoriesData.cat_slug).toBe('watches');
  });
});
