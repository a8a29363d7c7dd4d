/**
 * Home content (admin): sliders, ads (the home page shows the four named slots "Slider Banner One/Two",
 * "Homepage Single Banner One/Two"), popular and featured categories, the mega menu, and the flash sale
 * with its items and sale prices. One sale runs at a time: activating a sale deactivates the running one
 * in the same transaction. A sale price must be below the product's list price.
 */
import { toCents, toDollars } from '@shop/shared/money';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  advertisements,
  featuredCategories,
  megaMenuEntries,
  popularCategories,
  sliders,
} from '../../db/schema/index.ts';
import type { RecordStatus } from '../../db/schema/statuses.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../kernel/http-errors.ts';
import { deleteWithUndo, purgeDeleted, restoreOr404 } from '../../kernel/soft-delete.ts';
import { toCategory, toSubCategory } from '../catalogue/catalogue.service.ts';
import { toAdvertisement, toSlider } from '../content/content.service.ts';
import type { Page } from './admin.repository.ts';
import {
  advertisementBySlug,
  advertisementNameTaken,
  type CategoryEntryRecord,
  categoryIdBySlug,
  deactivateOtherSales,
  deleteFlashSale,
  deleteFlashSaleItem,
  type EntryTable,
  entryBySlug,
  entryForCategory,
  type FlashSaleItemRecord,
  type FlashSaleRecord,
  flashSaleBySlug,
  flashSaleItemBySlug,
  insertAdvertisement,
  insertEntry,
  insertFlashSale,
  insertFlashSaleItem,
  insertMegaMenuEntry,
  insertSlider,
  listAdvertisements,
  listEntries,
  listFlashSaleItems,
  listFlashSales,
  listMegaMenu,
  listSliders,
  type MegaMenuRecord,
  megaMenuBySlug,
  megaMenuForCategory,
  productForSale,
  replaceMegaMenuSubCategories,
  saleHasProduct,
  sliderBySlug,
  subCategoriesBySlugs,
  updateAdvertisement,
  updateEntry,
  updateFlashSale,
  updateFlashSaleItem,
  updateMegaMenuEntry,
  updateSlider,
} from './admin-content.repository.ts';
import { checkSalePrice, checkSaleQuantity, checkSaleWindow } from './admin-flash-sale.rules.ts';

function defined<T extends Record<string, unknown>>(object: T): Partial<T> {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as Partial<T>;
}

// --- Sliders ---------------------------------------------------------------------------------------

export async function slidersForAdmin(db: Database, page: Page) {
  const { items, count } = await listSliders(db, page);
  return { items: items.map(toSlider), count };
}

async function requireSlider(db: Database, slug: string) {
  const row = await sliderBySlug(db, slug);
  if (!row) throw new NotFoundError(`Slider ${slug} not found`, 'slider_not_found');
  return row;
}

export async function sliderForAdmin(db: Database, slug: string) {
  return toSlider(await requireSlider(db, slug));
}

interface SliderInput {
  image?: string;
  badge?: string | null;
  titleOne?: string;
  titleTWo?: string;
  productLink?: string | null;
  serial?: number;
  status?: RecordStatus;
}

function sliderColumns(input: SliderInput) {
  return defined({
    image: input.image,
    badge: input.badge,
    titleOne: input.titleOne,
    titleTwo: input.titleTWo,
    productLink: input.productLink,
    serial: input.serial,
    status: input.status,
  });
}

export async function createSlider(db: Database, input: SliderInput & { image: string }) {
  return toSlider(await insertSlider(db, { ...sliderColumns(input), image: input.image }));
}

export async function changeSlider(db: Database, slug: string, input: SliderInput) {
  const row = await requireSlider(db, slug);
  return toSlider(await updateSlider(db, row.id, sliderColumns(input)));
}

export async function removeSlider(db: Database, slug: string) {
  const row = await requireSlider(db, slug);
  await deleteWithUndo(db, sliders, row.id);
  return toSlider(row);
}

export async function restoreSlider(db: Database, slug: string) {
  await restoreOr404(db, sliders, slug, 'slider');
  return sliderForAdmin(db, slug);
}

// --- Advertisements --------------------------------------------------------------------------------

export async function advertisementsForAdmin(db: Database, page: Page) {
  const { items, count } = await listAdvertisements(db, page);
  return { items: items.map(toAdvertisement), count };
}

async function requireAdvertisement(db: Database, slug: string) {
  const row = await advertisementBySlug(db, slug);
  if (!row) throw new NotFoundError(`Advertisement ${slug} not found`, 'advertisement_not_found');
  return row;
}

export async function advertisementForAdmin(db: Database, slug: string) {
  return toAdvertisement(await requireAdvertisement(db, slug));
}

interface AdvertisementInput {
  adName?: string;
  adImage?: string;
  title?: string;
  title_one?: string;
  title_two?: string;
  badge?: string | null;
  category_link?: string | null;
  status?: RecordStatus;
}

function advertisementColumns(input: AdvertisementInput) {
  return defined({
    adName: input.adName,
    adImage: input.adImage,
    title: input.title,
    titleOne: input.title_one,
    titleTwo: input.title_two,
    badge: input.badge,
    categoryLink: input.category_link,
    status: input.status,
  });
}

const adNameTaken = (name: string) =>
  new ConflictError(`An advertisement named "${name}" exists; edit it instead`, 'name_taken');

export async function createAdvertisement(
  db: Database,
  input: AdvertisementInput & { adName: string; adImage: string },
) {
  if (await advertisementNameTaken(db, input.adName)) throw adNameTaken(input.adName);
  // A deleted ad in this slot gives it up for good (the slot name is unique).
  await purgeDeleted(db, advertisements, eq(advertisements.adName, input.adName));
  return toAdvertisement(
    await insertAdvertisement(db, {
      ...advertisementColumns(input),
      adName: input.adName,
      adImage: input.adImage,
    }),
  );
}

export async function changeAdvertisement(db: Database, slug: string, input: AdvertisementInput) {
  const row = await requireAdvertisement(db, slug);
  if (input.adName !== undefined && (await advertisementNameTaken(db, input.adName, row.id))) {
    throw adNameTaken(input.adName);
  }
  if (input.adName !== undefined && input.adName !== row.adName) {
    await purgeDeleted(db, advertisements, eq(advertisements.adName, input.adName));
  }
  return toAdvertisement(await updateAdvertisement(db, row.id, advertisementColumns(input)));
}

export async function removeAdvertisement(db: Database, slug: string) {
  const row = await requireAdvertisement(db, slug);
  await deleteWithUndo(db, advertisements, row.id);
  return toAdvertisement(row);
}

/** 404 once another ad took its slot: the new one removed it for good. */
export async function restoreAdvertisement(db: Database, slug: string) {
  await restoreOr404(db, advertisements, slug, 'advertisement');
  return advertisementForAdmin(db, slug);
}

// --- Featured and popular categories ---------------------------------------------------------------

export type EntryKind = 'featured' | 'popular';
const entryTables: Record<EntryKind, EntryTable> = {
  featured: featuredCategories,
  popular: popularCategories,
};

function toEntry(record: CategoryEntryRecord) {
  return {
    slug: record.slug,
    cat_slug: record.category.slug,
    serial: record.serial,
    status: record.status,
    categoriesData: toCategory(record.category),
  };
}

export async function entriesForAdmin(db: Database, kind: EntryKind, page: Page) {
  const { items, count } = await listEntries(db, entryTables[kind], page);
  return { items: items.map(toEntry), count };
}

async function requireEntry(db: Database, kind: EntryKind, slug: string) {
  const record = await entryBySlug(db, entryTables[kind], slug);
  if (!record) throw new NotFoundError(`${kind} category entry ${slug} not found`, 'entry_not_found');
  return record;
}

async function requireCategoryId(db: Database, catSlug: string): Promise<number> {
  const id = await categoryIdBySlug(db, catSlug);
  if (id === undefined)
    throw new BadRequestError(`cat_slug: unknown category ${catSlug}`, 'unknown_category');
  return id;
}

export async function createEntry(
  db: Database,
  kind: EntryKind,
  input: { cat_slug: string; serial: number; status?: RecordStatus | undefined },
) {
  const table = entryTables[kind];
  const categoryId = await requireCategoryId(db, input.cat_slug);
  if (await entryForCategory(db, table, categoryId)) {
    throw new ConflictError(`Category ${input.cat_slug} is already ${kind}`, 'already_listed');
  }
  await purgeDeleted(db, table, eq(table.categoryId, categoryId));
  const { slug } = await insertEntry(db, table, {
    categoryId,
    serial: input.serial,
    status: input.status ?? 'active',
  });
  return toEntry(await requireEntry(db, kind, slug));
}

export async function changeEntry(
  db: Database,
  kind: EntryKind,
  slug: string,
  input: { serial?: number; status?: RecordStatus },
) {
  const record = await requireEntry(db, kind, slug);
  await updateEntry(
    db,
    entryTables[kind],
    record.id,
    defined({ serial: input.serial, status: input.status }),
  );
  return toEntry(await requireEntry(db, kind, slug));
}

export async function removeEntry(db: Database, kind: EntryKind, slug: string) {
  const record = await requireEntry(db, kind, slug);
  await deleteWithUndo(db, entryTables[kind], record.id);
  return toEntry(record);
}

export async function restoreEntry(db: Database, kind: EntryKind, slug: string) {
  await restoreOr404(db, entryTables[kind], slug, `${kind} category entry`);
  return toEntry(await requireEntry(db, kind, slug));
}

// --- Mega menu -------------------------------------------------------------------------------------

function toMegaMenu(record: MegaMenuRecord) {
  return {
    slug: record.slug,
    serial: record.serial,
    status: record.status,
    categoriesData: toCategory(record.category),
    sub_cat_list: record.subCategories.map(toSubCategory),
  };
}

export async function megaMenuForAdmin(db: Database, page: Page) {
  const { items, count } = await listMegaMenu(db, page);
  return { items: items.map(toMegaMenu), count };
}

async function requireMegaMenu(db: Database, slug: string) {
  const record = await megaMenuBySlug(db, slug);
  if (!record) throw new NotFoundError(`Mega menu entry ${slug} not found`, 'mega_menu_entry_not_found');
  return record;
}

/** The sub-categories' ids in the given order; each must exist and belong to the entry's category. */
async function subCategoryIdsFor(db: Database, categoryId: number, slugs: string[]): Promise<number[]> {
  const unique = [...new Set(slugs)];
  const rows = await subCategoriesBySlugs(db, unique);
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return unique.map((slug) => {
    const row = bySlug.get(slug);
    if (!row)
      throw new BadRequestError(`sub_cat_slugs: unknown sub-category ${slug}`, 'unknown_sub_category');
    if (row.categoryId !== categoryId) {
      throw new BadRequestError(
        `sub_cat_slugs: ${slug} is not a sub-category of this category`,
        'sub_category_mismatch',
      );
    }
    return row.id;
  });
}

export async function createMegaMenu(
  db: Database,
  input: { cat_slug: string; sub_cat_slugs: string[]; serial: number; status?: RecordStatus | undefined },
) {
  const categoryId = await requireCategoryId(db, input.cat_slug);
  if (await megaMenuForCategory(db, categoryId)) {
    throw new ConflictError(`Category ${input.cat_slug} already has a mega menu entry`, 'already_listed');
  }
  await purgeDeleted(db, megaMenuEntries, eq(megaMenuEntries.categoryId, categoryId));
  const subIds = await subCategoryIdsFor(db, categoryId, input.sub_cat_slugs);
  const slug = await db.transaction(async (tx) => {
    const entry = await insertMegaMenuEntry(tx, {
      categoryId,
      serial: input.serial,
      status: input.status ?? 'active',
    });
    await replaceMegaMenuSubCategories(tx, entry.id, subIds);
    return entry.slug;
  });
  return toMegaMenu(await requireMegaMenu(db, slug));
}

export async function changeMegaMenu(
  db: Database,
  slug: string,
  input: { sub_cat_slugs?: string[]; serial?: number; status?: RecordStatus },
) {
  const record = await requireMegaMenu(db, slug);
  const subIds =
    input.sub_cat_slugs !== undefined
      ? await subCategoryIdsFor(db, record.categoryId, input.sub_cat_slugs)
      : undefined;
  await db.transaction(async (tx) => {
    await updateMegaMenuEntry(tx, record.id, defined({ serial: input.serial, status: input.status }));
    if (subIds) await replaceMegaMenuSubCategories(tx, record.id, subIds);
  });
  return toMegaMenu(await requireMegaMenu(db, slug));
}

export async function removeMegaMenu(db: Database, slug: string) {
  const record = await requireMegaMenu(db, slug);
  await deleteWithUndo(db, megaMenuEntries, record.id);
  return toMegaMenu(record);
}

export async function restoreMegaMenu(db: Database, slug: string) {
  await restoreOr404(db, megaMenuEntries, slug, 'mega menu entry');
  return toMegaMenu(await requireMegaMenu(db, slug));
}

// --- Flash sales -----------------------------------------------------------------------------------

function toFlashSale(record: FlashSaleRecord) {
  return {
    slug: record.slug,
    name: record.name,
    title: record.title,
    offer: record.offer,
    time: record.endsAt.toISOString(),
    starts_at: record.startsAt.toISOString(),
    imageHome: record.imageHome,
    imageFlash: record.imageFlash,
    status: record.status,
    itemCount: record.itemCount,
  };
}

export async function flashSalesForAdmin(db: Database, page: Page) {
  const { items, count } = await listFlashSales(db, page);
  return { items: items.map(toFlashSale), count };
}

async function requireFlashSale(db: Database, slug: string) {
  const record = await flashSaleBySlug(db, slug);
  if (!record) throw new NotFoundError(`Flash sale ${slug} not found`, 'flash_sale_not_found');
  return record;
}

export async function flashSaleForAdmin(db: Database, slug: string) {
  return toFlashSale(await requireFlashSale(db, slug));
}

interface FlashSaleInput {
  name?: string;
  title?: string;
  offer?: string;
  starts_at?: string;
  time?: string;
  imageHome?: string | null;
  imageFlash?: string | null;
  status?: RecordStatus;
}

function flashSaleColumns(input: FlashSaleInput) {
  return defined({
    name: input.name,
    title: input.title,
    offer: input.offer,
    startsAt: input.starts_at !== undefined ? new Date(input.starts_at) : undefined,
    endsAt: input.time !== undefined ? new Date(input.time) : undefined,
    imageHome: input.imageHome,
    imageFlash: input.imageFlash,
    status: input.status,
  });
}

export async function createFlashSale(
  db: Database,
  input: FlashSaleInput & { name: string; time: string },
  now = new Date(),
) {
  const startsAt = input.starts_at !== undefined ? new Date(input.starts_at) : now;
  checkSaleWindow(startsAt, new Date(input.time), now);
  const status = input.status ?? 'active';
  const slug = await db.transaction(async (tx) => {
    if (status === 'active') await deactivateOtherSales(tx);
    const row = await insertFlashSale(tx, {
      ...flashSaleColumns(input),
      name: input.name,
      startsAt,
      endsAt: new Date(input.time),
      status,
    });
    return row.slug;
  });
  return flashSaleForAdmin(db, slug);
}

export async function changeFlashSale(db: Database, slug: string, input: FlashSaleInput, now = new Date()) {
  const record = await requireFlashSale(db, slug);
  if (input.starts_at !== undefined || input.time !== undefined) {
    checkSaleWindow(
      input.starts_at !== undefined ? new Date(input.starts_at) : record.startsAt,
      input.time !== undefined ? new Date(input.time) : record.endsAt,
      now,
    );
  }
  await db.transaction(async (tx) => {
    if (input.status === 'active') await deactivateOtherSales(tx, record.id);
    await updateFlashSale(tx, record.id, flashSaleColumns(input));
  });
  return flashSaleForAdmin(db, slug);
}

export async function removeFlashSale(db: Database, slug: string) {
  const record = await requireFlashSale(db, slug);
  await deleteFlashSale(db, record.id);
  return toFlashSale(record);
}

function toFlashSaleItem(record: FlashSaleItemRecord) {
  return {
    slug: record.slug,
    product_slug: record.productSlug,
    productName: record.productName,
    price: toDollars(record.priceCents),
    offerPrice: record.offerPriceCents == null ? null : toDollars(record.offerPriceCents),
    salePrice: toDollars(record.salePriceCents),
    saleQuantity: record.saleQuantity,
    soldQuantity: record.soldQuantity,
    status: record.status,
  };
}

export async function flashSaleItemsForAdmin(db: Database, saleSlug: string, page: Page) {
  const sale = await requireFlashSale(db, saleSlug);
  const { items, count } = await listFlashSaleItems(db, sale.id, page);
  return { items: items.map(toFlashSaleItem), count };
}

export async function addFlashSaleItem(
  db: Database,
  saleSlug: string,
  input: {
    product_slug: string;
    salePrice: number;
    saleQuantity?: number | null | undefined;
    status?: RecordStatus | undefined;
  },
) {
  const sale = await requireFlashSale(db, saleSlug);
  const product = await productForSale(db, input.product_slug);
  if (!product)
    throw new BadRequestError(`product_slug: unknown product ${input.product_slug}`, 'unknown_product');
  const salePriceCents = toCents(input.salePrice);
  checkSalePrice(salePriceCents, product);
  if (await saleHasProduct(db, sale.id, product.id)) {
    throw new ConflictError('This product is already in the sale', 'already_listed');
  }
  const { slug } = await insertFlashSaleItem(db, {
    flashSaleId: sale.id,
    productId: product.id,
    salePriceCents,
    saleQuantity: input.saleQuantity ?? null,
    status: input.status ?? 'active',
  });
  const record = await flashSaleItemBySlug(db, sale.id, slug);
  return toFlashSaleItem(record!);
}

async function requireFlashSaleItem(db: Database, saleSlug: string, itemSlug: string) {
  const sale = await requireFlashSale(db, saleSlug);
  const record = await flashSaleItemBySlug(db, sale.id, itemSlug);
  if (!record) throw new NotFoundError(`Flash sale item ${itemSlug} not found`, 'flash_sale_item_not_found');
  return { sale, record };
}

export async function changeFlashSaleItem(
  db: Database,
  saleSlug: string,
  itemSlug: string,
  input: { salePrice?: number; saleQuantity?: number | null; status?: RecordStatus },
) {
  const { sale, record } = await requireFlashSaleItem(db, saleSlug, itemSlug);
  const salePriceCents = input.salePrice !== undefined ? toCents(input.salePrice) : undefined;
  if (salePriceCents !== undefined) checkSalePrice(salePriceCents, record);
  if (input.saleQuantity !== undefined) checkSaleQuantity(input.saleQuantity, record.soldQuantity);
  await updateFlashSaleItem(
    db,
    record.id,
    defined({ salePriceCents, saleQuantity: input.saleQuantity, status: input.status }),
  );
  return toFlashSaleItem((await flashSaleItemBySlug(db, sale.id, itemSlug))!);
}

export async function removeFlashSaleItem(db: Database, saleSlug: string, itemSlug: string) {
  const { record } = await requireFlashSaleItem(db, saleSlug, itemSlug);
  await deleteFlashSaleItem(db, record.id);
  return toFlashSaleItem(record);
}
