/** Home and navigation content curated by admins: sliders, ads, mega menu, category tiles, flash sale. */
import { and, asc, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  advertisements,
  categories,
  featuredCategories,
  flashSaleItems,
  flashSales,
  megaMenuEntries,
  megaMenuSubCategories,
  popularCategories,
  products,
  sliders,
  subCategories,
} from '../../db/schema/index.ts';
import { hasVisibleProducts, visibleProductsByIds } from '../../kernel/product-read-model.ts';
import { listed } from '../../kernel/soft-delete.ts';
import { categoryFields } from '../catalogue/catalogue.service.ts';

export function activeSliders(db: Executor) {
  return db.select().from(sliders).where(listed(sliders)).orderBy(asc(sliders.serial), asc(sliders.id));
}

export type SliderRow = typeof sliders.$inferSelect;
export type AdvertisementRow = typeof advertisements.$inferSelect;

/** Active ads by `ad_name` (one query for all the home slots). */
export function activeAdvertisementsByName(db: Executor, names: string[]): Promise<AdvertisementRow[]> {
  return db
    .select()
    .from(advertisements)
    .where(and(listed(advertisements), inArray(advertisements.adName, names)));
}

/** An active ad by its name (exact, else ignoring case) or by its slug. */
export async function activeAdvertisement(db: Executor, name: string): Promise<AdvertisementRow | undefined> {
  const [row] = await db
    .select()
    .from(advertisements)
    .where(
      and(
        listed(advertisements),
        or(
          eq(advertisements.adName, name),
          sql`lower(${advertisements.adName}) = lower(${name})`,
          eq(advertisements.slug, name),
        ),
      ),
    )
    .orderBy(sql`(${advertisements.adName} = ${name}) desc`)
    .limit(1);
  return row;
}

const entryCategoryFields = { ...categoryFields };

/** Active mega menu entries of active categories with products to show, by serial; `where` narrows to one entry. */
export async function megaMenu(db: Executor, where?: SQL) {
  const entries = await db
    .select({ id: megaMenuEntries.id, slug: megaMenuEntries.slug, category: entryCategoryFields })
    .from(megaMenuEntries)
    .innerJoin(categories, eq(categories.id, megaMenuEntries.categoryId))
    .where(
      and(
        listed(megaMenuEntries),
        listed(categories),
        hasVisibleProducts(products.categoryId, categories.id),
        where,
      ),
    )
    .orderBy(asc(megaMenuEntries.serial), asc(megaMenuEntries.id));
  if (entries.length === 0) return [];
  const subs = await db
    .select({
      entryId: megaMenuSubCategories.megaMenuEntryId,
      slug: subCategories.slug,
      name: subCategories.name,
      catSlug: categories.slug,
      status: subCategories.status,
    })
    .from(megaMenuSubCategories)
    .innerJoin(subCategories, eq(subCategories.id, megaMenuSubCategories.subCategoryId))
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .where(
      and(
        inArray(
          megaMenuSubCategories.megaMenuEntryId,
          entries.map((entry) => entry.id),
        ),
        listed(subCategories),
        hasVisibleProducts(products.subCategoryId, subCategories.id),
      ),
    )
    .orderBy(asc(megaMenuSubCategories.serial), asc(subCategories.name));
  return entries.map((entry) => ({
    slug: entry.slug,
    category: entry.category,
    subCategories: subs.filter((sub) => sub.entryId === entry.id),
  }));
}

export function megaMenuEntryCondition(id: string): SQL {
  return or(eq(megaMenuEntries.slug, id), eq(categories.slug, id))!;
}

type CategoryEntryTable = typeof featuredCategories | typeof popularCategories;

/** Active featured (or popular) category tiles of active categories with products to show, by serial. */
export function categoryEntries(db: Executor, table: CategoryEntryTable) {
  return db
    .select({
      slug: table.slug,
      serial: table.serial,
      status: table.status,
      category: entryCategoryFields,
    })
    .from(table)
    .innerJoin(categories, eq(categories.id, table.categoryId))
    .where(and(listed(table), listed(categories), hasVisibleProducts(products.categoryId, categories.id)))
    .orderBy(asc(table.serial), asc(table.id));
}

export const featuredCategoryTable = featuredCategories;
export const popularCategoryTable = popularCategories;

export type FlashSaleRow = typeof flashSales.$inferSelect;

/** The one active sale (a partial unique index allows one), while it has not ended. */
export async function runningFlashSale(db: Executor, now: Date): Promise<FlashSaleRow | undefined> {
  const [row] = await db
    .select()
    .from(flashSales)
    .where(and(eq(flashSales.status, 'active'), gt(flashSales.endsAt, now)))
    .limit(1);
  return row;
}

/** A running sale by slug (active and not ended). */
export async function runningFlashSaleBySlug(
  db: Executor,
  slug: string,
  now: Date,
): Promise<FlashSaleRow | undefined> {
  const [row] = await db
    .select()
    .from(flashSales)
    .where(and(eq(flashSales.slug, slug), eq(flashSales.status, 'active'), gt(flashSales.endsAt, now)))
    .limit(1);
  return row;
}

/** A sale is a short, curated list; this bounds the response whatever an admin adds. */
export const FLASH_SALE_ITEMS_MAX = 100;

/** Active items of a sale whose product shoppers may see, in the order they were added. */
export async function flashSaleItemsOf(db: Executor, flashSaleId: number) {
  const items = await db
    .select({
      slug: flashSaleItems.slug,
      status: flashSaleItems.status,
      salePriceCents: flashSaleItems.salePriceCents,
      productId: flashSaleItems.productId,
    })
    .from(flashSaleItems)
    .where(and(eq(flashSaleItems.flashSaleId, flashSaleId), eq(flashSaleItems.status, 'active')))
    .orderBy(asc(flashSaleItems.id))
    .limit(FLASH_SALE_ITEMS_MAX);
  const products = new Map(
    (
      await visibleProductsByIds(
        db,
        items.map((item) => item.productId),
      )
    ).map((product) => [product.id, product]),
  );
  return items.flatMap((item) => {
    const product = products.get(item.productId);
    return product ? [{ ...item, product }] : [];
  });
}
