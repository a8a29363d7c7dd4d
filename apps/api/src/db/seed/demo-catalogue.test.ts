import { describe, expect, it } from 'vitest';
import {
  type DemoProduct,
  demoBrands,
  demoCategories,
  demoSellerEmail,
  demoSellers,
  demoSubCategories,
  generateDemoProducts,
  iterateDemoProducts,
  smartWatchPromoSlug,
} from './demo-catalogue.ts';
import {
  demoAccounts,
  demoAdvertisements,
  demoBlogComments,
  demoBlogs,
  demoCoupons,
  demoCustomers,
  demoFeaturedCategorySlugs,
  demoMegaMenu,
  demoPopularCategorySlugs,
  demoSliders,
  selectFlashSaleItems,
} from './demo-content.ts';
import { SUB_CATEGORY_TEMPLATES } from './demo-words.ts';

const NOW = new Date('2024-06-01T00:00:00.000Z');
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FLAGS = ['isTopProduct', 'isNewArrival', 'isBestProduct', 'isFeatured', 'isPopular'] as const;

function expectUnique(values: readonly string[]): void {
  expect(new Set(values).size).toBe(values.length);
}

describe('demo catalogue', () => {
  it('has at least 10 categories, 40 sub-categories, 20 brands and 8 sellers with unique URL-safe slugs', () => {
    expect(demoCategories.length).toBeGreaterThanOrEqual(10);
    expect(demoSubCategories.length).toBeGreaterThanOrEqual(40);
    expect(demoBrands.length).toBeGreaterThanOrEqual(20);
    expect(demoSellers.length).toBeGreaterThanOrEqual(8);
    const slugs = {
      categories: demoCategories.map((c) => c.cat_slug),
      subCategories: demoSubCategories.map((s) => s.slug),
      brands: demoBrands.map((b) => b.slug),
      shops: demoSellers.map((s) => s.shop.shop_slug),
    };
    for (const list of Object.values(slugs)) {
      expectUnique(list);
      for (const slug of list) expect(slug).toMatch(SLUG);
    }
  });

  it('links every sub-category to a known category and every category to sub-categories and a seller', () => {
    const cats = new Set(demoCategories.map((c) => c.cat_slug));
    for (const sub of demoSubCategories) expect(cats).toContain(sub.cat_slug);
    for (const cat of cats) {
      expect(demoSubCategories.some((s) => s.cat_slug === cat)).toBe(true);
      expect(demoSellers.some((s) => s.catSlugs.includes(cat))).toBe(true);
    }
  });

  it('gives every template enough words to build varied names and descriptions', () => {
    const brands = new Set(demoBrands.map((b) => b.slug));
    for (const t of SUB_CATEGORY_TEMPLATES) {
      expect(t.features.length, t.slug).toBeGreaterThanOrEqual(4);
      expect(t.lines.length, t.slug).toBeGreaterThanOrEqual(4);
      expect(t.variants.length, t.slug).toBeGreaterThanOrEqual(2);
      expect(t.priceUsd[0]).toBeLessThan(t.priceUsd[1]);
      for (const b of t.brands) expect(brands, t.slug).toContain(b);
    }
  });

  it('has a Smart Watch sub-category for the nav promo and a Wireless Headphones one for typo search', () => {
    expect(demoSubCategories.map((s) => s.slug)).toContain(smartWatchPromoSlug);
    expect(demoSubCategories.find((s) => s.slug === 'wireless-headphones')?.subcat_name).toBe(
      'Wireless Headphones',
    );
  });

  it('uses demo.shop emails for sellers, one of which is the demo seller account', () => {
    for (const s of demoSellers) expect(s.user.email).toBe(`${s.shop.shop_slug}@demo.shop`);
    expect(demoSellers.map((s) => s.user.email)).toContain(demoSellerEmail);
    expect(demoAccounts.seller.email).toBe(demoSellerEmail);
  });
});

describe('generateDemoProducts(500)', () => {
  const products = generateDemoProducts(500, 42, NOW);

  it('gives unique slugs and SKUs', () => {
    expect(products).toHaveLength(500);
    expectUnique(products.map((p) => p.slug));
    expectUnique(products.map((p) => p.sku));
    for (const p of products) expect(p.slug).toMatch(SLUG);
  });

  it('sells size and colour families as one product with variants, never as "… — Size M" products', () => {
    const sold = products.filter((p) => p.variants.length > 0);
    expect(sold.length).toBeGreaterThan(50);
    expect(products.some((p) => /— (Size \S+|EU \d+|Midnight Black|Caramel)$/.test(p.productName))).toBe(
      false,
    );
    const skus = products.flatMap((p) => p.variants.map((v) => v.sku));
    expect(new Set(skus).size).toBe(skus.length);
    for (const p of sold) {
      expect(p.variants.length).toBeGreaterThanOrEqual(2);
      expect(p.options).toHaveLength(1);
      const [option] = p.options;
      expect(p.variants.map((v) => v.options[option!.name])).toEqual(option!.values);
      expect(p.stock).toBe(p.variants.reduce((sum, v) => sum + v.stock, 0));
      if (option!.name === 'Colour') {
        expect(new Set(p.variants.map((v) => v.imageVariant % 3)).size).toBe(Math.min(3, p.variants.length));
      }
    }
    expect(sold.some((p) => p.options[0]?.name === 'Size')).toBe(true);
    expect(sold.some((p) => p.options[0]?.name === 'Colour')).toBe(true);
  });

  it('keeps offers below the price and roughly a third of products on offer', () => {
    const offers = products.filter((p) => p.offerPriceCents !== null);
    for (const p of offers) {
      expect(p.offerPriceCents).toBeGreaterThan(0);
      expect(p.offerPriceCents!).toBeLessThan(p.priceCents);
    }
    expect(offers.length / products.length).toBeGreaterThan(0.25);
    expect(offers.length / products.length).toBeLessThan(0.45);
  });

  it('keeps money in integer cents and values in their ranges', () => {
    for (const p of products) {
      expect(Number.isInteger(p.priceCents)).toBe(true);
      expect(p.priceCents).toBeGreaterThan(0);
      expect(p.stock).toBeGreaterThanOrEqual(0);
      expect(p.stock).toBeLessThanOrEqual(250);
      expect(p.rating).toBeGreaterThanOrEqual(3);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(p.reviewCount).toBeGreaterThan(0);
      expect(p.weight).toBeGreaterThan(0);
      const sentences = p.description.split(/(?<=[.!?])\s+/).length;
      expect(sentences).toBeGreaterThanOrEqual(2);
      expect(sentences).toBeLessThanOrEqual(4);
      expect(p.seoDescription.length).toBeLessThanOrEqual(160);
    }
    expect(products.some((p) => p.stock === 0)).toBe(true);
  });

  it('prices phones like phones', () => {
    const phones = products.filter((p) => p.subCatSlug === 'smartphones');
    expect(phones.length).toBeGreaterThan(0);
    for (const p of phones) {
      expect(p.priceCents).toBeGreaterThanOrEqual(199_00);
      expect(p.priceCents).toBeLessThanOrEqual(1499_99);
    }
  });

  it('puts at least 12 visible products behind each home-page flag', () => {
    for (const flag of FLAGS) {
      const flagged = products.filter((p) => p[flag]);
      expect(flagged.length, flag).toBeGreaterThanOrEqual(12);
      for (const p of flagged) expect([p.status, p.approvalStatus]).toEqual(['active', 'approved']);
    }
  });

  it('has a few inactive and a few pending products', () => {
    const inactive = products.filter((p) => p.status === 'inactive').length;
    const pending = products.filter((p) => p.approvalStatus === 'pending').length;
    expect(inactive).toBeGreaterThan(0);
    expect(inactive).toBeLessThan(50);
    expect(pending).toBeGreaterThan(0);
    expect(pending).toBeLessThan(50);
  });

  it('fills every category and sub-category, and only with brands and sellers that exist', () => {
    const brands = new Set(demoBrands.map((b) => b.slug));
    const shops = new Map(demoSellers.map((s) => [s.shop.shop_slug, s]));
    for (const c of demoCategories)
      expect(
        products.some((p) => p.catSlug === c.cat_slug),
        c.cat_slug,
      ).toBe(true);
    for (const s of demoSubCategories)
      expect(
        products.some((p) => p.subCatSlug === s.slug),
        s.slug,
      ).toBe(true);
    for (const p of products) {
      expect(brands).toContain(p.brandSlug);
      expect(shops.get(p.sellerSlug)?.catSlugs).toContain(p.catSlug);
    }
  });

  it('spreads creation dates over the last 120 days before now', () => {
    const ages = products.map((p) => (NOW.getTime() - Date.parse(p.createdAt)) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(120);
    expect(Math.max(...ages)).toBeGreaterThan(90);
    for (const p of products) expect(Date.parse(p.updatedAt)).toBeGreaterThanOrEqual(Date.parse(p.createdAt));
  });

  it('is deterministic: the same seed and now give the same products, another seed does not', () => {
    expect(generateDemoProducts(500, 42, NOW)).toEqual(products);
    expect(generateDemoProducts(50, 7, NOW)).not.toEqual(products.slice(0, 50));
  });

  it('streams the same products from the generator', () => {
    const streamed: DemoProduct[] = [];
    for (const p of iterateDemoProducts(500, 42, NOW)) streamed.push(p);
    expect(streamed).toEqual(products);
  });

  it('has targets for the typo search "wirless hedphones"', () => {
    expect(products.some((p) => p.productName.includes('Wireless Headphones'))).toBe(true);
  });

  it('logs how long 100,000 products take', () => {
    const started = performance.now();
    let count = 0;
    for (const _ of iterateDemoProducts(100_000, 42, NOW)) count++;
    const ms = performance.now() - started;
    console.info(`demo-catalogue: 100,000 products in ${ms.toFixed(0)} ms`);
    expect(count).toBe(100_000);
  });
});

describe('demo content', () => {
  const categorySlugs = new Set(demoCategories.map((c) => c.cat_slug));
  const subCategorySlugs = new Set(demoSubCategories.map((s) => s.slug));

  it('references only categories and sub-categories that exist', () => {
    expect(demoPopularCategorySlugs).toHaveLength(6);
    expect(demoFeaturedCategorySlugs.length).toBeGreaterThanOrEqual(4);
    expect(demoFeaturedCategorySlugs.length).toBeLessThanOrEqual(6);
    for (const slug of [...demoPopularCategorySlugs, ...demoFeaturedCategorySlugs])
      expect(categorySlugs).toContain(slug);
    expect(demoMegaMenu.length).toBeGreaterThanOrEqual(4);
    for (const entry of demoMegaMenu) {
      expect(categorySlugs).toContain(entry.catSlug);
      for (const sub of entry.subCatSlugs) {
        expect(demoSubCategories.find((s) => s.slug === sub)?.cat_slug).toBe(entry.catSlug);
      }
    }
    for (const s of demoSliders) expect(categorySlugs).toContain(s.productLink.split('+')[1]);
  });

  it('has exactly the four named ads and three sliders', () => {
    expect(demoAdvertisements.map((a) => a.adName)).toEqual([
      'Slider Banner One',
      'Slider Banner Two',
      'Homepage Single Banner One',
      'Homepage Single Banner Two',
    ]);
    expect(demoSliders.map((s) => s.serial)).toEqual([1, 2, 3]);
    expect(subCategorySlugs).toContain(smartWatchPromoSlug);
  });

  it('has at least six blogs of 150–300 words with two comments each', () => {
    expect(demoBlogs.length).toBeGreaterThanOrEqual(6);
    expectUnique(demoBlogs.map((b) => b.slug));
    const emails = new Set(demoCustomers.map((c) => c.email));
    for (const blog of demoBlogs) {
      const words = blog.long_description
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words, blog.slug).toBeGreaterThanOrEqual(150);
      expect(words, blog.slug).toBeLessThanOrEqual(300);
      expect(blog.long_description).not.toMatch(/<(?!\/?(p|h3|ul|li|strong)>)/);
      const comments = demoBlogComments.filter((c) => c.blogSlug === blog.slug);
      expect(comments.length, blog.slug).toBeGreaterThanOrEqual(2);
      for (const c of comments) expect(emails).toContain(c.authorEmail);
    }
  });

  it('has three coupons and demo accounts with strong passwords', () => {
    expect(demoCoupons.map((c) => c.code)).toEqual(['WELCOME10', 'SAVE20', 'FLASH5']);
    for (const account of Object.values(demoAccounts)) {
      expect(account.password.length).toBeGreaterThanOrEqual(8);
      expect(account.password).toMatch(/[A-Z]/);
      expect(account.password).toMatch(/[^A-Za-z0-9]/);
    }
    expectUnique([...Object.values(demoAccounts).map((a) => a.email), ...demoCustomers.map((c) => c.email)]);
  });

  it('selects twelve in-stock flash-sale items priced below what shoppers pay today', () => {
    const products = generateDemoProducts(500, 42, NOW);
    const bySlug = new Map(products.map((p) => [p.slug, p]));
    const items = selectFlashSaleItems(products);
    expect(items).toHaveLength(12);
    for (const item of items) {
      const p = bySlug.get(item.productSlug)!;
      expect(p.stock).toBeGreaterThan(0);
      expect(item.salePriceCents).toBeLessThan(p.offerPriceCents ?? p.priceCents);
    }
  });
});
