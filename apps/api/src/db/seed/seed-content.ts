/**
 * What the home page, the navigation, the blog and checkout show besides products: sliders, the named
 * advertisements, popular/featured categories, the mega menu, the flash sale, blog posts with comments,
 * and coupons. Dates are relative to `now`, so a fresh demo never shows an expired sale or coupon.
 */

import type { Executor } from '../client.ts';
import {
  advertisements,
  blogCategories,
  blogComments,
  blogs,
  coupons,
  featuredCategories,
  flashSaleItems,
  flashSales,
  marketplaceSettings,
  megaMenuEntries,
  megaMenuSubCategories,
  popularCategories,
  sliders,
} from '../schema/index.ts';
import {
  type DemoFlashSaleItem,
  demoAdvertisements,
  demoBlogCategories,
  demoBlogComments,
  demoBlogs,
  demoCoupons,
  demoFeaturedCategorySlugs,
  demoFlashSale,
  demoMegaMenu,
  demoMegaMenuPromo,
  demoPopularCategorySlugs,
  demoSliders,
} from './demo-content.ts';
import type { DemoImageSet } from './demo-images.ts';
import type { SeededPeople } from './seed-accounts.ts';
import { entry, lookup, nth } from './seed-bulk.ts';
import type { CatalogueIds } from './seed-catalogue.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * The schema has no table for the mega menu's promo tile, so it is stored as one more advertisement
 * slot under this name (image, title, subtitle in `title_one`, link in `category_link`).
 */
export const MEGA_MENU_PROMO_AD_NAME = 'Mega Menu Promo';

export async function seedHomeContent(db: Executor, images: DemoImageSet, ids: CatalogueIds): Promise<void> {
  await db.insert(sliders).values(
    demoSliders.map((s) => ({
      serial: s.serial,
      badge: s.badge,
      titleOne: s.titleOne,
      titleTwo: s.titleTWo,
      image: nth(images.sliderImages, s.imageIndex, 'slider image'),
      productLink: s.productLink,
    })),
  );

  await db.insert(advertisements).values([
    ...demoAdvertisements.map((a) => ({
      adName: a.adName,
      adImage: entry(images.adImages, a.imageKey, 'advertisement image'),
      title: a.title,
      titleOne: a.title_one,
      titleTwo: a.title_two,
      badge: a.badge,
      categoryLink: a.category_link,
    })),
    {
      adName: MEGA_MENU_PROMO_AD_NAME,
      adImage: entry(images.adImages, demoMegaMenuPromo.imageKey, 'advertisement image'),
      title: demoMegaMenuPromo.title,
      titleOne: demoMegaMenuPromo.subtitle,
      categoryLink: demoMegaMenuPromo.link,
    },
  ]);

  const categoryRows = (slugs: readonly string[]) =>
    slugs.map((slug, i) => ({ categoryId: lookup(ids.categoryIdBySlug, slug, 'category'), serial: i + 1 }));
  await db.insert(popularCategories).values(categoryRows(demoPopularCategorySlugs));
  await db.insert(featuredCategories).values(categoryRows(demoFeaturedCategorySlugs));

  const entries = await db
    .insert(megaMenuEntries)
    .values(categoryRows(demoMegaMenu.map((m) => m.catSlug)))
    .returning({ id: megaMenuEntries.id, categoryId: megaMenuEntries.categoryId });
  const entryIdByCategoryId = new Map(entries.map((e) => [e.categoryId, e.id]));
  await db.insert(megaMenuSubCategories).values(
    demoMegaMenu.flatMap((m) => {
      const entryId = lookup(
        entryIdByCategoryId,
        lookup(ids.categoryIdBySlug, m.catSlug, 'category'),
        'menu',
      );
      return m.subCatSlugs.map((slug, i) => ({
        megaMenuEntryId: entryId,
        subCategoryId: lookup(ids.subCategoryIdBySlug, slug, 'sub-category'),
        serial: i + 1,
      }));
    }),
  );

  // Migration 0002 creates the settings row; a `--reset` truncates it, so make sure it is back.
  await db.insert(marketplaceSettings).values({}).onConflictDoNothing();
}

/** One active sale whose countdown ends `durationDays` after seeding, with its discounted items. */
export async function seedFlashSale(
  db: Executor,
  images: DemoImageSet,
  items: readonly DemoFlashSaleItem[],
  productIdBySlug: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  const [sale] = await db
    .insert(flashSales)
    .values({
      name: demoFlashSale.name,
      title: demoFlashSale.title,
      offer: demoFlashSale.offer,
      endsAt: new Date(now.getTime() + demoFlashSale.durationDays * DAY_MS),
      imageHome: images.flashSaleImages.home,
      imageFlash: images.flashSaleImages.flash,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: flashSales.id });
  if (items.length === 0) return;
  await db.insert(flashSaleItems).values(
    items.map((item) => ({
      flashSaleId: sale!.id,
      productId: lookup(productIdBySlug, item.productSlug, 'product'),
      salePriceCents: item.salePriceCents,
    })),
  );
}

export async function seedBlog(
  db: Executor,
  images: DemoImageSet,
  people: SeededPeople,
  now: Date,
): Promise<void> {
  const cats = await db
    .insert(blogCategories)
    .values(demoBlogCategories.map((c) => ({ name: c.name, slug: c.slug })))
    .returning({ id: blogCategories.id, slug: blogCategories.slug });
  const categoryIdBySlug = new Map(cats.map((c) => [c.slug, c.id]));

  const publishedAt = new Map(demoBlogs.map((b) => [b.slug, new Date(now.getTime() - b.daysAgo * DAY_MS)]));
  const posts = await db
    .insert(blogs)
    .values(
      demoBlogs.map((b) => ({
        title: b.title,
        slug: b.slug,
        description: b.description,
        longDescription: b.long_description,
        imageUrl: nth(images.blogImages, b.imageIndex, 'blog image'),
        categoryId: lookup(categoryIdBySlug, b.category_slug, 'blog category'),
        seoTitle: b.seo_title,
        seoDescription: b.seo_description,
        // Bylines are shop owners; anyone else is credited to the admin account that published it.
        authorId: people.userIdByFullName.get(b.postBy) ?? people.adminId,
        postBy: b.postBy,
        createdAt: publishedAt.get(b.slug)!,
        updatedAt: publishedAt.get(b.slug)!,
      })),
    )
    .returning({ id: blogs.id, slug: blogs.slug });
  const blogIdBySlug = new Map(posts.map((p) => [p.slug, p.id]));

  await db.insert(blogComments).values(
    demoBlogComments.map((c, i) => {
      // Comments arrive in the days after the post, in file order, and never in the future.
      const at = new Date(
        Math.min(
          lookup(publishedAt, c.blogSlug, 'blog').getTime() + (6 + i * 5) * HOUR_MS,
          now.getTime() - HOUR_MS,
        ),
      );
      return {
        blogId: lookup(blogIdBySlug, c.blogSlug, 'blog'),
        userId: lookup(people.userIdByEmail, c.authorEmail, 'user'),
        comment: c.comment,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
}

export async function seedCoupons(db: Executor, people: SeededPeople, now: Date): Promise<void> {
  // Valid from yesterday, so a database clock slightly behind the app's still accepts them today.
  const startsAt = new Date(now.getTime() - DAY_MS);
  await db.insert(coupons).values(
    demoCoupons.map((c) => ({
      code: c.code,
      name: c.name,
      discountKind: c.discount.role,
      // Cents for an amount, whole percent for a percentage (see schema/coupons.ts).
      discountValue: c.discount.role === 'percent' ? c.discount.percent : c.discount.amountCents,
      minimumPurchaseCents: c.minimumPurchaseCents,
      startsAt,
      expiresAt: new Date(now.getTime() + c.expiresInDays * DAY_MS),
      itemsNumber: c.itemsNumber,
      perUserLimit: c.perUserLimit,
      sellerId: c.sellerSlug === null ? null : lookup(people.sellerIdByShopSlug, c.sellerSlug, 'shop'),
      status: c.status,
      createdAt: startsAt,
      updatedAt: startsAt,
    })),
  );
}
