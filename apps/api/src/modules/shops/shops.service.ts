/**
 * Public seller reads (docs/api.md "Users and sellers"): the seller directory, one shop, a shop with its
 * products, and anyone's public profile. Private data never leaves here: a buyer's public profile has no
 * e-mail, phone or address, and a seller's e-mail and phone are the shop's contacts, not the account's.
 */
import type {
  ProductFilterQuery,
  PublicUser,
  Seller,
  SellerWithProducts,
  ShopProducts,
} from '@shop/shared/catalogue.contract';
import type { Database } from '../../db/client.ts';
import { NotFoundError } from '../../kernel/http-errors.ts';
import { pageBounds } from '../../kernel/pagination.ts';
import { filterProducts, productsOfShop } from '../products/products.service.ts';
import {
  activeUserProfile,
  listVisibleSellers,
  type SellerRecord,
  type SellerSortField,
  visibleSellerBySlug,
  visibleShop,
} from './shops.repository.ts';

export function toSeller(record: SellerRecord): Seller {
  return {
    slug: record.slug,
    fullName: record.fullName || record.name,
    displayName: record.displayName,
    email: record.contactEmail,
    phone: record.contactPhone,
    avatar: record.avatar,
    role: record.role,
    shop: {
      shop_name: record.shopName,
      shop_slug: record.shopSlug,
      shop_address: record.shopAddress,
      shop_logo: record.shopLogo,
      shop_cover: record.shopCover,
      rating: Math.round(record.rating * 10) / 10,
      description: record.description,
    },
    status: record.status,
    createdAt: record.createdAt.toISOString(),
  };
}

export async function sellerBySlug(db: Database, slug: string): Promise<Seller> {
  const record = await visibleSellerBySlug(db, slug);
  if (!record) throw new NotFoundError(`Seller ${slug} not found`, 'seller_not_found');
  return toSeller(record);
}

/** `{shop}` of `/products/filter-by-shop/{shop}`: the shop slug or its exact name. */
export async function shopBySlugOrName(db: Database, shop: string): Promise<SellerRecord> {
  const record = await visibleShop(db, shop);
  if (!record) throw new NotFoundError(`Shop ${shop} not found`, 'shop_not_found');
  return record;
}

/** `/products/filter-by-shop/{shop}`: the shop and its products that match the filters. */
export async function shopProducts(
  db: Database,
  shop: string,
  query: ProductFilterQuery,
): Promise<ShopProducts> {
  const record = await shopBySlugOrName(db, shop);
  const result = await filterProducts(db, query, { sellerId: record.sellerId });
  return { sellerData: toSeller(record), ...result };
}

export async function listSellers(
  db: Database,
  query: { search?: string; sortBy: SellerSortField; sortType: 'asc' | 'desc'; page: number; limit: number },
): Promise<Seller[]> {
  const records = await listVisibleSellers(db, {
    ...(query.search ? { search: query.search } : {}),
    sortBy: query.sortBy,
    sortType: query.sortType,
    ...pageBounds(query.page, query.limit),
  });
  return records.map(toSeller);
}

export async function sellerWithProducts(
  db: Database,
  slug: string,
  page: { page: number; limit: number },
): Promise<SellerWithProducts> {
  const record = await visibleSellerBySlug(db, slug);
  if (!record) throw new NotFoundError(`Seller ${slug} not found`, 'seller_not_found');
  const { products, count } = await productsOfShop(db, record.sellerId, page);
  return { ...toSeller(record), sellerProducts: products, count };
}

export async function publicProfile(db: Database, slug: string): Promise<PublicUser> {
  const row = await activeUserProfile(db, slug);
  if (!row) throw new NotFoundError(`User ${slug} not found`, 'user_not_found');
  const profile: PublicUser = {
    slug: row.slug,
    fullName: row.fullName || row.name,
    displayName: row.displayName,
    avatar: row.avatar,
    role: row.role,
    createdAt: row.userCreatedAt.toISOString(),
  };
  if (row.shopVisible && row.sellerId !== null) {
    const seller = toSeller(row as SellerRecord);
    return { ...profile, email: seller.email, phone: seller.phone, shop: seller.shop, status: seller.status };
  }
  return profile;
}
