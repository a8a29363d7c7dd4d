/**
 * Home content (docs/api.md "Site data and home"). A flash sale counts as running while it is active and its
 * end time is in the future; an ended sale shows nowhere (no countdown to a past time, no stale prices).
 */
import {
  type Advertisement,
  type CategoryEntry,
  type FlashSaleContent,
  type FlashSaleItem,
  type HomeData,
  homeAdNames,
  type MegaMenuEntryData,
  type Slider,
} from '@shop/shared/catalogue.contract';
import type { Database } from '../../db/client.ts';
import { catalogueMemo } from '../../kernel/catalogue-memo.ts';
import { NotFoundError } from '../../kernel/http-errors.ts';
import type { CategoryRecord, SubCategoryRecord } from '../catalogue/catalogue.service.ts';
import { toCategory, toSubCategory } from '../catalogue/catalogue.service.ts';
import { toProductAt } from '../products/products.service.ts';
import {
  type AdvertisementRow,
  activeAdvertisement,
  activeAdvertisementsByName,
  activeSliders,
  categoryEntries,
  type FlashSaleRow,
  featuredCategoryTable,
  flashSaleItemsOf,
  megaMenu,
  megaMenuEntryCondition,
  popularCategoryTable,
  runningFlashSale,
  runningFlashSaleBySlug,
  type SliderRow,
} from './content.repository.ts';

/** Ids the storefront sends for "the active sale" (the original client's spelling included). */
const ACTIVE_SALE_IDS = new Set(['flashcontnet', 'flashcontent', 'active', 'current']);

export function toSlider(row: SliderRow): Slider {
  return {
    slug: row.slug,
    image: row.image,
    badge: row.badge,
    titleOne: row.titleOne,
    titleTWo: row.titleTwo,
    productLink: row.productLink,
    serial: row.serial,
    status: row.status,
  };
}

export function toAdvertisement(row: AdvertisementRow): Advertisement {
  return {
    slug: row.slug,
    adName: row.adName,
    adImage: row.adImage,
    title: row.title,
    title_one: row.titleOne,
    title_two: row.titleTwo,
    badge: row.badge,
    category_link: row.categoryLink,
    status: row.status,
  };
}

function toFlashSaleContent(row: FlashSaleRow): FlashSaleContent {
  return {
    slug: row.slug,
    name: row.name,
    title: row.title,
    offer: row.offer,
    time: row.endsAt.toISOString(),
    imageHome: row.imageHome,
    imageFlash: row.imageFlash,
    status: row.status,
  };
}

function toCategoryEntry(row: {
  slug: string;
  serial: number;
  status: 'active' | 'inactive';
  category: CategoryRecord;
}): CategoryEntry {
  return {
    slug: row.slug,
    cat_slug: row.category.slug,
    serial: row.serial,
    status: row.status,
    categoriesData: toCategory(row.category),
  };
}

function toMegaMenuEntry(entry: {
  slug: string;
  category: CategoryRecord;
  subCategories: SubCategoryRecord[];
}): MegaMenuEntryData {
  return {
    slug: entry.slug,
    categoriesData: toCategory(entry.category),
    sub_cat_list: entry.subCategories.map(toSubCategory),
  };
}

export async function sliderList(db: Database): Promise<Slider[]> {
  return (await activeSliders(db)).map(toSlider);
}

export async function advertisementByName(db: Database, name: string): Promise<Advertisement> {
  const row = await activeAdvertisement(db, name);
  if (!row) throw new NotFoundError(`Advertisement ${name} not found`, 'advertisement_not_found');
  return toAdvertisement(row);
}

const headerMenu = catalogueMemo(async (db: Database) => (await megaMenu(db)).map(toMegaMenuEntry));

/**
 * The header's mega menu: the same for every visitor, asked for by every page render (signed-in ones
 * included, which the answer caches do not serve), so it is computed once per catalogue version.
 */
export function megaMenuHeader(db: Database, catalogueVersion?: number): Promise<MegaMenuEntryData[]> {
  return headerMenu(db, catalogueVersion);
}

/** `{id}`: the entry's slug or its category's slug. */
export async function megaMenuEntry(db: Database, id: string): Promise<MegaMenuEntryData> {
  const [entry] = await megaMenu(db, megaMenuEntryCondition(id));
  if (!entry) throw new NotFoundError(`Mega menu entry ${id} not found`, 'mega_menu_entry_not_found');
  return toMegaMenuEntry(entry);
}

export async function featuredCategoryList(db: Database): Promise<CategoryEntry[]> {
  return (await categoryEntries(db, featuredCategoryTable)).map(toCategoryEntry);
}

export async function popularCategoryList(db: Database): Promise<CategoryEntry[]> {
  return (await categoryEntries(db, popularCategoryTable)).map(toCategoryEntry);
}

export async function flashSaleItemList(db: Database, now = new Date()): Promise<FlashSaleItem[]> {
  const sale = await runningFlashSale(db, now);
  if (!sale) return [];
  const items = await flashSaleItemsOf(db, sale.id);
  // salePrice is what a unit costs now, the same as productsData's offerPrice: once a capped sale has sold
  // out, the item shows the regular price the next buyer pays.
  return items.map((item) => {
    const product = toProductAt(item.product, now);
    return {
      slug: item.slug,
      product_slug: item.product.slug,
      status: item.status,
      salePrice: product.offerPrice ?? product.price,
      productsData: product,
    };
  });
}

/** `{id}`: `flashcontnet` (or `flashcontent`) for the running sale, else a sale's slug; 404 when none runs. */
export async function flashSaleContent(
  db: Database,
  id: string,
  now = new Date(),
): Promise<FlashSaleContent> {
  const sale = ACTIVE_SALE_IDS.has(id.toLowerCase())
    ? await runningFlashSale(db, now)
    : await runningFlashSaleBySlug(db, id, now);
  if (!sale) throw new NotFoundError('No flash sale is running', 'flash_sale_not_found');
  return toFlashSaleContent(sale);
}

export async function home(db: Database, now = new Date()): Promise<HomeData> {
  const [sliders, ads, popular, featured, sale] = await Promise.all([
    activeSliders(db),
    activeAdvertisementsByName(db, Object.values(homeAdNames)),
    categoryEntries(db, popularCategoryTable),
    categoryEntries(db, featuredCategoryTable),
    runningFlashSale(db, now),
  ]);
  const ad = (name: string) => {
    const row = ads.find((candidate) => candidate.adName === name);
    return row ? toAdvertisement(row) : null;
  };
  return {
    sliders: sliders.map(toSlider),
    sliderOne: ad(homeAdNames.sliderOne),
    sliderTwo: ad(homeAdNames.sliderTwo),
    popularCategories: popular.map(toCategoryEntry),
    flashSale: sale ? toFlashSaleContent(sale) : null,
    featuredCategories: featured.map(toCategoryEntry),
    adOne: ad(homeAdNames.adOne),
    adTwo: ad(homeAdNames.adTwo),
  };
}
