/**
 * Wishlist rules (product rules §4 toggle, docs/api.md): adding a product already present answers the existing item (200),
 * so a double click never makes two rows; only visible products can be added.
 */
import type { WishlistItemData } from '@shop/shared/catalogue.contract';
import { toDollars, unitPriceAt } from '@shop/shared/money';
import type { MergeSkipped } from '@shop/shared/shopping.contract';
import type { Database, Executor } from '../../db/client.ts';
import type { Shopper } from '../../kernel/access.ts';
import { NotFoundError } from '../../kernel/http-errors.ts';
import { productBySlug } from '../../kernel/product-read-model.ts';
import {
  deleteEntriesOf,
  deleteEntry,
  entriesOf,
  entryOfProduct,
  insertEntry,
  type WishlistEntryRecord,
} from './wishlist.repository.ts';

export function toWishlistItem(
  entry: WishlistEntryRecord,
  userSlug: string,
  now = new Date(),
): WishlistItemData {
  const unit = unitPriceAt(entry, entry.flashSale, now);
  return {
    wishlist_slug: entry.wishlistSlug,
    user_slug: userSlug,
    slug: entry.slug,
    productName: entry.productName,
    imageURL: entry.imageUrls,
    price: toDollars(entry.priceCents),
    offerPrice: unit.offerCents == null ? null : toDollars(unit.offerCents),
    rating: Math.round(entry.rating * 100) / 100,
    stock: entry.stock,
    catSlug: entry.catSlug,
    createdAt: entry.addedAt.toISOString(),
  };
}

/** Entries of products shoppers can still see, newest first (also the `wishlist` of GET /with-user/{user}). */
export async function wishlistItemsOf(
  db: Executor,
  user: { id: string; slug: string },
): Promise<WishlistItemData[]> {
  return (await entriesOf(db, user.id))
    .filter((entry) => entry.visible)
    .map((e) => toWishlistItem(e, user.slug));
}

async function entryOrFail(db: Database, userId: string, productId: number): Promise<WishlistEntryRecord> {
  const entry = await entryOfProduct(db, userId, productId);
  if (!entry) throw new Error('wishlist entry vanished right after it was written');
  return entry;
}

export async function addToWishlist(
  db: Database,
  shopper: Shopper,
  productSlug: string,
): Promise<{ item: WishlistItemData; created: boolean }> {
  const product = await productBySlug(db, productSlug);
  if (!product?.visible) throw new NotFoundError(`Product ${productSlug} not found`, 'product_not_found');
  const created = await insertEntry(db, shopper.id, product.id);
  return { item: toWishlistItem(await entryOrFail(db, shopper.id, product.id), shopper.slug), created };
}

export async function removeFromWishlist(
  db: Database,
  shopper: Shopper,
  productSlug: string,
): Promise<WishlistItemData> {
  const product = await productBySlug(db, productSlug);
  const entry = product ? await entryOfProduct(db, shopper.id, product.id) : undefined;
  if (!entry || !(await deleteEntry(db, entry.wishlistId))) {
    throw new NotFoundError(`Product ${productSlug} is not in the wishlist`, 'wishlist_item_not_found');
  }
  return toWishlistItem(entry, shopper.slug);
}

export async function clearWishlist(db: Database, shopper: Shopper): Promise<{ deletedCount: number }> {
  return { deletedCount: await deleteEntriesOf(db, shopper.id) };
}

/** Sign-in merge of a visitor's browser wishlist; unknown or hidden products are skipped and reported. */
export async function mergeWishlist(
  db: Database,
  shopper: Shopper,
  slugs: string[],
): Promise<{ wishlist: WishlistItemData[]; added: string[]; skipped: MergeSkipped[] }> {
  const added: string[] = [];
  const skipped: MergeSkipped[] = [];
  for (const slug of new Set(slugs)) {
    const product = await productBySlug(db, slug);
    if (!product?.visible) {
      skipped.push({ product_slug: slug, reason: 'not_found' });
      continue;
    }
    if (await insertEntry(db, shopper.id, product.id)) added.push(slug);
  }
  return { wishlist: await wishlistItemsOf(db, shopper), added, skipped };
}
