/** SQL of the home content as admins manage it: every row whatever its status. */
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import {
  advertisements,
  categories,
  type featuredCategories,
  flashSaleItems,
  flashSales,
  megaMenuEntries,
  megaMenuSubCategories,
  type popularCategories,
  products,
  sliders,
  subCategories,
} from '../../db/schema/index.ts';
import { notDeleted } from '../../kernel/soft-delete.ts';
import { type Page, whereAll } from './admin.repository.ts';

// --- Sliders ---------------------------------------------------------------------------------------

export type SliderRow = typeof sliders.$inferSelect;

export async function listSliders(db: Executor, page: Page) {
  const items = await db
    .select()
    .from(sliders)
    .where(notDeleted(sliders))
    .orderBy(asc(sliders.serial), asc(sliders.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ count: count() }).from(sliders).where(notDeleted(sliders));
  return { items, count: total?.count ?? 0 };
}

export async function sliderBySlug(db: Executor, slug: string): Promise<SliderRow | undefined> {
  const [row] = await db
    .select()
    .from(sliders)
    .where(and(eq(sliders.slug, slug), notDeleted(sliders)))
    .limit(1);
  return row;
}

export async function insertSlider(db: Executor, values: Omit<typeof sliders.$inferInsert, 'id'>) {
  const [row] = await db.insert(sliders).values(values).returning();
  return row!;
}

export async function updateSlider(db: Executor, id: number, changes: Partial<typeof sliders.$inferInsert>) {
  const [row] = await db.update(sliders).set(changes).where(eq(sliders.id, id)).returning();
  return row!;
}

// --- Advertisements --------------------------------------------------------------------------------

export type AdvertisementRow = typeof advertisements.$inferSelect;

export async function listAdvertisements(db: Executor, page: Page) {
  const items = await db
    .select()
    .from(advertisements)
    .where(notDeleted(advertisements))
    .orderBy(asc(advertisements.adName), asc(advertisements.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ count: count() }).from(advertisements).where(notDeleted(advertisements));
  return { items, count: total?.count ?? 0 };
}

export async function advertisementBySlug(db: Executor, slug: string): Promise<AdvertisementRow | undefined> {
  const [row] = await db
    .select()
    .from(advertisements)
    .where(and(eq(advertisements.slug, slug), notDeleted(advertisements)))
    .limit(1);
  return row;
}

export async function advertisementNameTaken(db: Executor, adName: string, exceptId?: number) {
  const [row] = await db
    .select({ id: advertisements.id })
    .from(advertisements)
    .where(
      whereAll([
        eq(advertisements.adName, adName),
        notDeleted(advertisements),
        exceptId !== undefined ? ne(advertisements.id, exceptId) : undefined,
      ]),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertAdvertisement(
  db: Executor,
  values: Omit<typeof advertisements.$inferInsert, 'id'>,
) {
  const [row] = await db.insert(advertisements).values(values).returning();
  return row!;
}

export async function updateAdvertisement(
  db: Executor,
  id: number,
  changes: Partial<typeof advertisements.$inferInsert>,
) {
  const [row] = await db.update(advertisements).set(changes).where(eq(advertisements.id, id)).returning();
  return row!;
}

// --- Featured and popular categories ---------------------------------------------------------------

export type EntryTable = typeof featuredCategories | typeof popularCategories;

const categoryColumns = {
  slug: categories.slug,
  name: categories.name,
  image: categories.image,
  status: categories.status,
};

function selectEntries(db: Executor, table: EntryTable) {
  return db
    .select({
      id: table.id,
      slug: table.slug,
      serial: table.serial,
      status: table.status,
      category: categoryColumns,
    })
    .from(table)
    .innerJoin(categories, eq(categories.id, table.categoryId))
    .$dynamic();
}

export type CategoryEntryRecord = Awaited<ReturnType<typeof selectEntries>>[number];

export async function listEntries(db: Executor, table: EntryTable, page: Page) {
  const items = await selectEntries(db, table)
    .where(notDeleted(table))
    .orderBy(asc(table.serial), asc(table.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ count: count() }).from(table).where(notDeleted(table));
  return { items, count: total?.count ?? 0 };
}

export async function entryBySlug(db: Executor, table: EntryTable, slug: string) {
  const [row] = await selectEntries(db, table)
    .where(and(eq(table.slug, slug), notDeleted(table)))
    .limit(1);
  return row;
}

export async function entryForCategory(db: Executor, table: EntryTable, categoryId: number) {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.categoryId, categoryId), notDeleted(table)))
    .limit(1);
  return row;
}

export async function insertEntry(
  db: Executor,
  table: EntryTable,
  values: { categoryId: number; serial: number; status: 'active' | 'inactive' },
) {
  const [row] = await db.insert(table).values(values).returning({ slug: table.slug });
  return row!;
}

export async function updateEntry(
  db: Executor,
  table: EntryTable,
  id: number,
  changes: { serial?: number; status?: 'active' | 'inactive' },
) {
  await db.update(table).set(changes).where(eq(table.id, id));
}

// --- Mega menu -------------------------------------------------------------------------------------

export async function listMegaMenu(db: Executor, page: Page, only?: ReturnType<typeof eq>) {
  const where = and(notDeleted(megaMenuEntries), only);
  const entries = await db
    .select({
      id: megaMenuEntries.id,
      slug: megaMenuEntries.slug,
      serial: megaMenuEntries.serial,
      status: megaMenuEntries.status,
      categoryId: megaMenuEntries.categoryId,
      category: categoryColumns,
    })
    .from(megaMenuEntries)
    .innerJoin(categories, eq(categories.id, megaMenuEntries.categoryId))
    .where(where)
    .orderBy(asc(megaMenuEntries.serial), asc(megaMenuEntries.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ count: count() }).from(megaMenuEntries).where(where);
  const subs =
    entries.length === 0
      ? []
      : await db
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
            inArray(
              megaMenuSubCategories.megaMenuEntryId,
              entries.map((entry) => entry.id),
            ),
          )
          .orderBy(asc(megaMenuSubCategories.serial), asc(subCategories.name));
  return {
    items: entries.map((entry) => ({
      ...entry,
      subCategories: subs.filter((sub) => sub.entryId === entry.id),
    })),
    count: total?.count ?? 0,
  };
}

export type MegaMenuRecord = Awaited<ReturnType<typeof listMegaMenu>>['items'][number];

export async function megaMenuBySlug(db: Executor, slug: string): Promise<MegaMenuRecord | undefined> {
  const { items } = await listMegaMenu(db, { offset: 0, limit: 1 }, eq(megaMenuEntries.slug, slug));
  return items[0];
}

export async function megaMenuForCategory(db: Executor, categoryId: number) {
  const [row] = await db
    .select({ id: megaMenuEntries.id })
    .from(megaMenuEntries)
    .where(and(eq(megaMenuEntries.categoryId, categoryId), notDeleted(megaMenuEntries)))
    .limit(1);
  return row;
}

export async function insertMegaMenuEntry(
  tx: Transaction,
  values: { categoryId: number; serial: number; status: 'active' | 'inactive' },
) {
  const [row] = await tx
    .insert(megaMenuEntries)
    .values(values)
    .returning({ id: megaMenuEntries.id, slug: megaMenuEntries.slug });
  return row!;
}

export async function updateMegaMenuEntry(
  tx: Transaction,
  id: number,
  changes: { serial?: number; status?: 'active' | 'inactive' },
) {
  if (Object.keys(changes).length > 0)
    await tx.update(megaMenuEntries).set(changes).where(eq(megaMenuEntries.id, id));
}

export async function replaceMegaMenuSubCategories(
  tx: Transaction,
  entryId: number,
  subCategoryIds: number[],
) {
  await tx.delete(megaMenuSubCategories).where(eq(megaMenuSubCategories.megaMenuEntryId, entryId));
  if (subCategoryIds.length > 0) {
    await tx
      .insert(megaMenuSubCategories)
      .values(
        subCategoryIds.map((subCategoryId, serial) => ({ megaMenuEntryId: entryId, subCategoryId, serial })),
      );
  }
}

export async function subCategoriesBySlugs(db: Executor, slugs: string[]) {
  if (slugs.length === 0) return [];
  return db
    .select({ id: subCategories.id, slug: subCategories.slug, categoryId: subCategories.categoryId })
    .from(subCategories)
    .where(and(inArray(subCategories.slug, slugs), notDeleted(subCategories)));
}

// --- Flash sales -----------------------------------------------------------------------------------

const flashSaleFields = {
  id: flashSales.id,
  slug: flashSales.slug,
  name: flashSales.name,
  title: flashSales.title,
  offer: flashSales.offer,
  startsAt: flashSales.startsAt,
  endsAt: flashSales.endsAt,
  imageHome: flashSales.imageHome,
  imageFlash: flashSales.imageFlash,
  status: flashSales.status,
  itemCount: sql<number>`(select count(*)::int from ${flashSaleItems} i where i.flash_sale_id = ${flashSales}.id)`,
};

export type FlashSaleRecord = {
  id: number;
  slug: string;
  name: string;
  title: string;
  offer: string;
  startsAt: Date;
  endsAt: Date;
  imageHome: string | null;
  imageFlash: string | null;
  status: 'active' | 'inactive';
  itemCount: number;
};

export async function listFlashSales(
  db: Executor,
  page: Page,
): Promise<{ items: FlashSaleRecord[]; count: number }> {
  const items = await db
    .select(flashSaleFields)
    .from(flashSales)
    .orderBy(desc(flashSales.endsAt), desc(flashSales.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ count: count() }).from(flashSales);
  return { items, count: total?.count ?? 0 };
}

export async function flashSaleBySlug(db: Executor, slug: string): Promise<FlashSaleRecord | undefined> {
  const [row] = await db.select(flashSaleFields).from(flashSales).where(eq(flashSales.slug, slug)).limit(1);
  return row;
}

/** Deactivates every active sale but `exceptId` (one active sale at a time: a partial unique index). */
export async function deactivateOtherSales(tx: Transaction, exceptId?: number) {
  await tx
    .update(flashSales)
    .set({ status: 'inactive' })
    .where(
      whereAll([
        eq(flashSales.status, 'active'),
        exceptId !== undefined ? ne(flashSales.id, exceptId) : undefined,
      ]),
    );
}

export async function insertFlashSale(tx: Transaction, values: Omit<typeof flashSales.$inferInsert, 'id'>) {
  const [row] = await tx.insert(flashSales).values(values).returning({ slug: flashSales.slug });
  return row!;
}

export async function updateFlashSale(
  tx: Transaction,
  id: number,
  changes: Partial<typeof flashSales.$inferInsert>,
) {
  await tx.update(flashSales).set(changes).where(eq(flashSales.id, id));
}

export async function deleteFlashSale(db: Executor, id: number) {
  await db.delete(flashSales).where(eq(flashSales.id, id));
}

const itemFields = {
  id: flashSaleItems.id,
  slug: flashSaleItems.slug,
  productSlug: products.slug,
  productName: products.productName,
  priceCents: products.priceCents,
  offerPriceCents: products.offerPriceCents,
  salePriceCents: flashSaleItems.salePriceCents,
  saleQuantity: flashSaleItems.saleQuantity,
  soldQuantity: flashSaleItems.soldQuantity,
  status: flashSaleItems.status,
};

export type FlashSaleItemRecord = {
  id: number;
  slug: string;
  productSlug: string;
  productName: string;
  priceCents: number;
  offerPriceCents: number | null;
  salePriceCents: number;
  saleQuantity: number | null;
  soldQuantity: number;
  status: 'active' | 'inactive';
};

export async function listFlashSaleItems(
  db: Executor,
  flashSaleId: number,
  page: Page,
): Promise<{ items: FlashSaleItemRecord[]; count: number }> {
  const where = eq(flashSaleItems.flashSaleId, flashSaleId);
  const items = await db
    .select(itemFields)
    .from(flashSaleItems)
    .innerJoin(products, eq(products.id, flashSaleItems.productId))
    .where(where)
    .orderBy(asc(flashSaleItems.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ count: count() }).from(flashSaleItems).where(where);
  return { items, count: total?.count ?? 0 };
}

export async function flashSaleItemBySlug(
  db: Executor,
  flashSaleId: number,
  slug: string,
): Promise<FlashSaleItemRecord | undefined> {
  const [row] = await db
    .select(itemFields)
    .from(flashSaleItems)
    .innerJoin(products, eq(products.id, flashSaleItems.productId))
    .where(and(eq(flashSaleItems.flashSaleId, flashSaleId), eq(flashSaleItems.slug, slug)))
    .limit(1);
  return row;
}

export async function productForSale(db: Executor, slug: string) {
  const [row] = await db
    .select({ id: products.id, priceCents: products.priceCents, offerPriceCents: products.offerPriceCents })
    .from(products)
    .where(eq(products.slug, slug))
    .limit(1);
  return row;
}

export async function saleHasProduct(db: Executor, flashSaleId: number, productId: number) {
  const [row] = await db
    .select({ id: flashSaleItems.id })
    .from(flashSaleItems)
    .where(and(eq(flashSaleItems.flashSaleId, flashSaleId), eq(flashSaleItems.productId, productId)))
    .limit(1);
  return Boolean(row);
}

export async function insertFlashSaleItem(
  db: Executor,
  values: Omit<typeof flashSaleItems.$inferInsert, 'id'>,
) {
  const [row] = await db.insert(flashSaleItems).values(values).returning({ slug: flashSaleItems.slug });
  return row!;
}

export async function updateFlashSaleItem(
  db: Executor,
  id: number,
  changes: { salePriceCents?: number; status?: 'active' | 'inactive' },
) {
  await db.update(flashSaleItems).set(changes).where(eq(flashSaleItems.id, id));
}

export async function deleteFlashSaleItem(db: Executor, id: number) {
  await db.delete(flashSaleItems).where(eq(flashSaleItems.id, id));
}

export async function categoryIdBySlug(db: Executor, slug: string) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.slug, slug), notDeleted(categories)))
    .limit(1);
  return row?.id;
}
