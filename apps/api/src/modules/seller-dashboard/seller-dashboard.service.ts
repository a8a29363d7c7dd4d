/** The signed-in seller's shop profile (logo, cover, description, address, contacts). */
import type { Database } from '../../db/client.ts';
import { ForbiddenError } from '../../kernel/http-errors.ts';
import { assertUploadedImages } from '../uploads/uploads.service.ts';
import { type ShopRecord, shopOfUser, updateShop } from './seller-dashboard.repository.ts';

export interface ShopChanges {
  shop_logo?: string | null;
  shop_cover?: string | null;
  description?: string | null;
  shop_address?: string | null;
  contact_phone?: string | null;
}

export function toShop(record: ShopRecord) {
  const shop = record.shop;
  return {
    shop_name: shop.shopName,
    shop_slug: shop.shopSlug,
    shop_address: shop.shopAddress,
    shop_logo: shop.shopLogo,
    shop_cover: shop.shopCover,
    description: shop.description,
    contact_email: shop.contactEmail,
    pending_contact_email: shop.pendingContactEmail,
    contact_phone: shop.contactPhone,
    rating: Math.round(shop.rating * 10) / 10,
    reviewCount: shop.reviewCount,
    status: shop.status,
    seller_slug: record.ownerSlug,
    createdAt: shop.createdAt.toISOString(),
    updatedAt: shop.updatedAt.toISOString(),
  };
}

/** The shop of a user, or 403 `no_shop` (a seller role without a shop, or an admin without one). */
export async function requireShopOf(db: Database, userId: string): Promise<ShopRecord> {
  const record = await shopOfUser(db, userId);
  if (!record) throw new ForbiddenError('You do not have an approved shop', 'no_shop');
  return record;
}

/** The profile fields; the contact e-mail goes through shop-contact (it must be confirmed first). */
export async function changeShop(db: Database, record: ShopRecord, changes: ShopChanges) {
  await assertUploadedImages(
    db,
    [changes.shop_logo, changes.shop_cover],
    [record.shop.shopLogo, record.shop.shopCover],
  );
  await updateShop(db, record.shop.id, {
    ...(changes.shop_logo !== undefined ? { shopLogo: changes.shop_logo } : {}),
    ...(changes.shop_cover !== undefined ? { shopCover: changes.shop_cover } : {}),
    ...(changes.description !== undefined ? { description: changes.description } : {}),
    ...(changes.shop_address !== undefined ? { shopAddress: changes.shop_address } : {}),
    ...(changes.contact_phone !== undefined ? { contactPhone: changes.contact_phone } : {}),
  });
  return toShop(await requireShopOf(db, record.shop.userId));
}

// The marketplace settings (commission, auto-approval) the admin reads and changes.
export { readSettings, updateSettings } from './seller-dashboard.repository.ts';
