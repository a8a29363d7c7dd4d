import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser } from './browser.ts';
import { apiJson, openWatched, reviewedProductSlug } from './catalogue-support.ts';

interface Ad {
  title: string;
}
interface Home {
  sliders: { titleOne: string }[];
  sliderOne: Ad | null;
  sliderTwo: Ad | null;
  popularCategories: unknown[];
  featuredCategories: unknown[];
  flashSale: { title: string } | null;
  adOne: Ad | null;
  adTwo: Ad | null;
}

const count = async (query: string) =>
  (await apiJson<{ count: number }>(`/api/products/filter?limit=1&${query}`)).count;

/** "Showing 1–24 of 465 products" or "0 products". */
async function shownCount(page: Page): Promise<number> {
  const text = (await page.locator('#results-heading ~ div [role="status"]').first().textContent()) ?? '';
  const match = /(?:of\s+)?([\d,]+)\+? products?/.exec(text);
  if (!match?.[1]) throw new Error(`no result count in "${text}"`);
  return Number(match[1].replace(/,/g, ''));
}

function query(page: Page): string {
  return new URL(page.url()).search;
}

describe('catalogue journeys', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('home: sliders, banners, categories, flash sale with a ticking countdown, ads and product rows', async () => {
    const home = await apiJson<Home>('/api/home');
    const { page, problems } = await openWatched(browser, 'desktop', '/');

    const carousel = page.getByRole('region', { name: 'Featured offers' });
    const slides = carousel.locator('[aria-roledescription="slide"]');
    expect(await slides.count()).toBe(home.sliders.length);
    expect(home.sliders.length).toBeGreaterThan(1);
    // The first slide's picture is the LCP image; the others wait until shown.
    const firstImage = slides.first().locator('img');
    expect(await firstImage.getAttribute('fetchpriority')).toBe('high');
    expect(await firstImage.getAttribute('loading')).toBe('eager');
    expect(await slides.nth(1).locator('img').getAttribute('loading')).toBe('lazy');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect
      .poll(() => carousel.getByRole('button', { name: 'Show slide 2' }).getAttribute('aria-current'))
      .toBe('true');

    for (const ad of [home.sliderOne, home.sliderTwo, home.adOne, home.adTwo]) {
      if (ad) expect(await page.getByText(ad.title, { exact: true }).first().isVisible()).toBe(true);
    }
    const popular = page.locator('section[aria-labelledby="popular-categories-heading"]');
    expect(await popular.getByRole('link').count()).toBe(home.popularCategories.length + 1);
    const featured = page.locator('section[aria-labelledby="featured-categories-heading"]');
    expect(await featured.getByRole('listitem').count()).toBe(home.featuredCategories.length);

    expect(home.flashSale).not.toBeNull();
    expect(await page.getByRole('heading', { name: home.flashSale?.title, exact: true }).isVisible()).toBe(
      true,
    );
    const timer = page.getByTestId('flash-countdown');
    const before = await timer.textContent();
    await expect.poll(() => timer.textContent(), { timeout: 3000 }).not.toBe(before);

    for (const title of [
      'Flash sale deals',
      'Featured products',
      'Top products',
      'Popular products',
      'Best products',
      'New arrivals',
    ]) {
      const row = page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) });
      await expect.poll(() => row.locator('article').count(), { message: title }).toBeGreaterThan(0);
    }
    expect(await page.getByRole('link', { name: 'View all' }).first().getAttribute('href')).toMatch(
      /^\/products\?highlight=/,
    );
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('home: streams the product rows into the server-rendered page', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    expect(html).toContain('role="timer"');
    expect(html).toMatch(/<img[^>]+fetchpriority="high"/i);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/"/);
    expect(html).toContain('Featured products');
  });

  it.each([
    { name: 'text only', text: 'headphones', category: null, expected: /^\?search=headphones$/ },
    {
      name: 'category only',
      text: '',
      category: 'Electronics',
      expected: /^\?category=(\+|%2B)electronics$/,
    },
    {
      name: 'text and category',
      text: 'headphones',
      category: 'Electronics',
      expected: /^\?search=headphones&category=(\+|%2B)electronics$/,
    },
  ])('header search, $name, lands on /products with results', async ({ text, category, expected }) => {
    const { page, problems } = await openWatched(browser, 'desktop', '/about');
    const form = page.getByRole('search').first();
    await form.getByLabel('Search products').fill(text);
    if (category) await form.getByLabel('Category').selectOption({ label: category });
    await form.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/products/);
    expect(query(page)).toMatch(expected);
    const apiQuery = [text ? `search=${text}` : '', category ? 'categories=electronics' : '']
      .filter(Boolean)
      .join('&');
    const expectedCount = await count(apiQuery);
    expect(expectedCount).toBeGreaterThan(0);
    await expect.poll(() => shownCount(page)).toBe(expectedCount);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('filters: category, then sub-category, then brands follow the reset rules; back restores each step', async () => {
    // The panel lists only values present in the result (with their counts), so the journey starts from a
    // search whose results hold Electronics, and picks brands the sub-category actually has.
    const { page, problems } = await openWatched(browser, 'desktop', '/products?search=headphones');
    const filters = page.getByRole('complementary', { name: 'Filters' });

    // Selecting a category resets search text.
    await filters.getByRole('link', { name: 'Electronics' }).click();
    await expect.poll(() => query(page)).toBe('?category=+electronics');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Electronics');
    await expect.poll(() => shownCount(page)).toBe(await count('categories=electronics'));
    expect(await page.getByLabel('Search products').first().inputValue()).toBe('');

    // Selecting a sub-category resets the category.
    await filters.getByRole('link', { name: 'Wireless Headphones' }).click();
    await expect.poll(() => query(page)).toBe('?sub_category=wireless-headphones');
    await expect.poll(() => shownCount(page)).toBe(await count('sub_category=wireless-headphones'));
    // Its trail for search engines keeps the parent category, as the visible breadcrumb does.
    const trailNames = async () =>
      JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
      ).itemListElement?.map((step: { name: string }) => step.name);
    await expect.poll(trailNames).toEqual(['Home', 'Electronics', 'Wireless Headphones']);

    // Brands toggle in and out of the "+" list: the two brands with the most wireless headphones.
    const brandLinks = filters.getByRole('region', { name: 'Brands' }).getByRole('link');
    const brandSlug = async (index: number) =>
      new URL((await brandLinks.nth(index).getAttribute('href'))!, baseUrl()).searchParams
        .get('brand')!
        .trim();
    const first = await brandSlug(0);
    await brandLinks.nth(0).click();
    await expect.poll(() => query(page)).toBe(`?sub_category=wireless-headphones&brand=${first}`);
    await expect
      .poll(() => shownCount(page))
      .toBe(await count(`sub_category=wireless-headphones&brands=${first}`));
    const second = (await brandSlug(1)).split(/[+ ]/).find((slug) => slug !== '' && slug !== first)!;
    await brandLinks.nth(1).click();
    await expect.poll(() => query(page)).toBe(`?sub_category=wireless-headphones&brand=${first}+${second}`);
    await expect
      .poll(() => shownCount(page))
      .toBe(await count(`sub_category=wireless-headphones&brands=${first}%2B${second}`));
    await filters
      .getByRole('region', { name: 'Brands' })
      .getByRole('link', { name: /\(selected\)/ })
      .first()
      .click();
    await expect.poll(() => query(page)).toBe(`?sub_category=wireless-headphones&brand=${second}`);
    await expect
      .poll(() => shownCount(page))
      .toBe(await count(`sub_category=wireless-headphones&brands=${second}`));

    // The back button walks the same steps in reverse.
    await page.goBack();
    await expect.poll(() => query(page)).toBe(`?sub_category=wireless-headphones&brand=${first}+${second}`);
    await page.goBack();
    await page.goBack();
    await expect.poll(() => query(page)).toBe('?sub_category=wireless-headphones');
    await page.goBack();
    await expect.poll(() => query(page)).toBe('?category=+electronics');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Electronics');
    await expect.poll(() => shownCount(page)).toBe(await count('categories=electronics'));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('listing: sort, price range and pagination live in the URL', async () => {
    const { page, problems } = await openWatched(browser, 'desktop', '/products?category=+electronics');
    await page.getByLabel('Sort by').selectOption('price_asc');
    await expect.poll(() => query(page)).toBe('?category=+electronics&sort=price_asc');
    const prices = async () =>
      (await page.locator('#results-heading ~ ul article p span.font-bold').allTextContents()).map((text) =>
        Number(text.replace(/[^0-9.]/g, '')),
      );
    await expect
      .poll(async () => {
        const list = await prices();
        return (
          list.length > 1 && list.every((price, index) => index === 0 || price >= (list[index - 1] ?? 0))
        );
      })
      .toBe(true);

    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByLabel('Min ($)').fill('50');
    await filters.getByLabel('Max ($)').fill('300');
    await filters.getByRole('button', { name: 'Apply price' }).click();
    await expect.poll(() => query(page)).toBe('?category=+electronics&min=50&max=300&sort=price_asc');
    await expect.poll(() => shownCount(page)).toBe(await count('categories=electronics&min=50&max=300'));

    await page.goto('/products');
    await page
      .getByRole('navigation', { name: 'Result pages' })
      .getByRole('link', { name: 'Page 2', exact: true })
      .click();
    await expect.poll(() => query(page)).toBe('?page=2');
    await expect.poll(() => page.locator('[aria-current="page"][aria-label="Page 2"]').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('listing works without JavaScript: links and GET forms', async () => {
    const { page } = await openWatched(browser, 'desktop', '/products', { javaScriptEnabled: false });
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('link', { name: 'Shoes' }).click();
    await page.waitForURL(/category=/);
    expect(query(page)).toBe('?category=+shoes');
    await filters.getByLabel('Max ($)').fill('100');
    await filters.getByRole('button', { name: 'Apply price' }).click();
    await page.waitForURL(/max=100/);
    const url = new URL(page.url());
    // A GET form sends the "+" of `+shoes` encoded, so it reads back as "+shoes".
    expect(url.searchParams.get('category')).toBe('+shoes');
    expect(url.searchParams.get('max')).toBe('100');
    expect(await shownCount(page)).toBe(await count('categories=shoes&max=100'));
    await page.context().close();
  });

  it('product page: gallery, price, stock, seller, reviews with average, related products and JSON-LD', async () => {
    const slug = await reviewedProductSlug();
    const product = await apiJson<{ productName: string; imageURL: string[]; seller_slug: string }>(
      `/api/products/${slug}`,
    );
    const reviews = await apiJson<{ count: number; average: number }>(`/api/reviews/reviewProducts/${slug}`);
    const { page, problems } = await openWatched(browser, 'desktop', `/single_product?slug=${slug}`);

    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(product.productName);
    const main = page.locator('img[fetchpriority="high"]');
    expect(await main.getAttribute('loading')).toBe('eager');
    expect(await main.getAttribute('src')).toBe(product.imageURL[0]);
    expect(await main.getAttribute('srcset')).toContain('-400.webp 400w');
    if (product.imageURL.length > 1) {
      await page.getByRole('button', { name: `Show picture 2 of ${product.imageURL.length}` }).click();
      await expect.poll(() => main.getAttribute('src')).toBe(product.imageURL[1]);
    }
    const purchase = page.locator('form[action="/cart"]').locator('..');
    expect(
      await purchase
        .getByText(/^(Sale price )?\$[\d,]+\.\d{2}$/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await page.getByText(/^(In stock|Only \d+ left|Out of stock)$/).count()).toBe(1);
    // The first cart and wishlist forms are the product's own (cards further down have theirs).
    expect(
      await page.locator('form[action="/cart"] input[name="intent"]').first().getAttribute('value'),
    ).toBe('add');
    expect(
      await page.locator('form[action="/wishlist"] input[name="intent"]').first().getAttribute('value'),
    ).toBe('toggle');
    expect(await page.getByRole('link', { name: /^Visit / }).getAttribute('href')).toMatch(
      /^\/sellers\/[a-z0-9-]+$/,
    );

    const reviewSection = page.locator('#reviews');
    expect(await reviewSection.getByText(`Average of ${reviews.count} verified`).isVisible()).toBe(true);
    expect(await reviewSection.getByRole('listitem').count()).toBe(reviews.count);
    const related = page.locator('section', { has: page.getByRole('heading', { name: 'Related products' }) });
    await expect.poll(() => related.locator('article').count()).toBeGreaterThan(0);

    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const [jsonLd, trail] = scripts.map((script) => JSON.parse(script));
    // The breadcrumb's trail for search engines ends with the product itself.
    expect(trail['@type']).toBe('BreadcrumbList');
    expect(trail.itemListElement.at(-1)).toMatchObject({ name: product.productName });
    expect(trail.itemListElement[0]).toMatchObject({ position: 1, name: 'Home', item: `${baseUrl()}/` });
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: product.productName,
      offers: { '@type': 'Offer', priceCurrency: 'USD' },
      aggregateRating: { reviewCount: reviews.count },
    });
    expect(jsonLd.offers.price).toMatch(/^\d+\.\d{2}$/);
    expect(jsonLd.image[0]).toBe(`${baseUrl()}${product.imageURL[0]}`);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${baseUrl()}/single_product?slug=${slug}`,
    );
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('answers a real 404 for an unknown product, shop or blog post', async () => {
    for (const path of [
      '/single_product?slug=no-such-product',
      '/single_product',
      '/sellers/no-such-shop',
      '/blogs/no-such-post',
    ]) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('Page not found');
    }
  });

  it('seller directory search leads to a shop page whose products filter like /products', async () => {
    const { page, problems } = await openWatched(browser, 'desktop', '/sellers');
    const directory = page.getByRole('search', { name: 'Sellers' });
    await directory.getByLabel('Search sellers').fill('Voltage');
    await directory.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/sellers\?search=Voltage/);
    await expect.poll(() => page.locator('main article').count()).toBe(1);
    await page.getByRole('link', { name: 'Voltage Avenue' }).click();
    await page.waitForURL(/\/sellers\/voltage-avenue$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Voltage Avenue');
    const shop = (path: string) =>
      apiJson<{ count: number }>(`/api/products/filter-by-shop/voltage-avenue?limit=1${path}`);
    await expect.poll(() => shownCount(page)).toBe((await shop('')).count);

    await page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('link', { name: 'Computers' })
      .click();
    await expect.poll(() => page.url()).toBe(`${baseUrl()}/sellers/voltage-avenue?category=+computers`);
    await expect.poll(() => shownCount(page)).toBe((await shop('&categories=computers')).count);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('mobile at 375px: the drawer leads to a sub-category and the folded filters still work', async () => {
    const { page, problems } = await openWatched(browser, 'mobile', '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('tab', { name: 'Categories' }).click();
    await drawer.locator('summary', { hasText: 'Electronics' }).click();
    await drawer.getByRole('link', { name: 'Wireless Headphones' }).click();
    await page.waitForURL(/\/products\?sub_category=wireless-headphones/);
    await expect.poll(() => drawer.count()).toBe(0);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Wireless Headphones');

    expect(await page.getByRole('complementary', { name: 'Filters' }).isVisible()).toBe(false);
    const folded = page.locator('details', { has: page.locator('summary', { hasText: 'Filters' }) });
    await folded.locator('summary').first().click();
    const brand = folded.getByRole('region', { name: 'Brands' }).getByRole('link').first();
    const brandSlug = new URL((await brand.getAttribute('href'))!, baseUrl()).searchParams
      .get('brand')!
      .trim();
    await brand.click();
    await expect.poll(() => query(page)).toBe(`?sub_category=wireless-headphones&brand=${brandSlug}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('serves robots.txt and a sitemap of products, categories, shops and blog posts', async () => {
    const robots = await fetch(`${baseUrl()}/robots.txt`);
    expect(robots.headers.get('content-type')).toContain('text/plain');
    expect(await robots.text()).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);

    const sitemap = await fetch(`${baseUrl()}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    const products = xml.match(/\/single_product\?slug=/g) ?? [];
    expect(products.length).toBe(await count(''));
    expect(xml).toContain(`<loc>${baseUrl()}/products?category=+electronics</loc>`);
    expect(xml).toContain(`<loc>${baseUrl()}/sellers/voltage-avenue</loc>`);
    expect(xml).toMatch(/<loc>[^<]+\/blogs\/[a-z0-9-]+<\/loc><lastmod>/);
  });
});
