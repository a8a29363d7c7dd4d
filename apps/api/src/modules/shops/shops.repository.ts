/** Public reads of shops and of users' public profiles. */
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { sellers, users } from '../../db/schema/index.ts';
import { sellerIsVisible } from '../../kernel/product-read-model.ts';
import { likePattern } from '../../kernel/table-search.ts';

const sellerFields = {
  sellerId: sellers.id,
  userId: users.id,
  slug: users.slug,
  fullName: users.fullName,
  name: users.name,
  displayName: users.displayName,
  avatar: users.image,
  role: users.role,
  shopName: sellers.shopName,
  shopSlug: sellers.shopSlug,
  shopAddress: sellers.shopAddress,
  shopLogo: sellers.shopLogo,
  shopCover: sellers.shopCover,
  description: sellers.description,
  rating: sellers.rating,
  contactEmail: sellers.contactEmail,
  contactPhone: sellers.contactPhone,
  status: sellers.status,
  createdAt: sellers.createdAt,
};

function selectSellers(db: Executor) {
  return db.select(sellerFields).from(sellers).innerJoin(users, eq(users.id, sellers.userId)).$dynamic();
}

export type SellerRecord = Awaited<ReturnType<typeof selectSellers>>[number];

/**
 * Prepared: every product page asks for its seller, right after the product (so on the page's critical
 * path), and the plan (two unique indexes) does not depend on the slug.
 */
const sellerBySlug = preparedPerDatabase((db) => {
  const slug = sql.placeholder('slug');
  return selectSellers(db)
    .where(and(sellerIsVisible, or(eq(users.slug, slug), eq(sellers.shopSlug, slug))))
    .orderBy(sql`(${users.slug} = ${slug}) desc`)
    .limit(1)
    .prepare('visible_seller_by_slug');
});

/** A visible shop by its owner's user slug, else by its shop slug (the user slug wins a tie). */
export async function visibleSellerBySlug(db: Database, slug: string): Promise<SellerRecord | undefined> {
  const [row] = await sellerBySlug(db).execute({ slug });
  return row;
}

/** A visible shop by shop slug, or by exact shop name ignoring case (unique index on lower(shop_name)). */
export async function visibleShop(db: Executor, shop: string): Promise<SellerRecord | undefined> {
  const [row] = await selectSellers(db)
    .where(
      and(sellerIsVisible, or(eq(sellers.shopSlug, shop), sql`lower(${sellers.shopName}) = lower(${shop})`)),
    )
    .orderBy(sql`(${sellers.shopSlug} = ${shop}) desc`)
    .limit(1);
  return row;
}

export type SellerSortField = 'createdAt' | 'rating' | 'shop_name' | 'name';

const sortColumns = {
  createdAt: sellers.createdAt,
  rating: sellers.rating,
  shop_name: sql`lower(${sellers.shopName})`,
  name: sql`lower(${users.fullName})`,
} as const;

/** `%` and `_` typed by a shopper are literal characters, not wildcards. */

export function listVisibleSellers(
  db: Executor,
  options: {
    search?: string;
    sortBy: SellerSortField;
    sortType: 'asc' | 'desc';
    offset: number;
    limit: number;
  },
): Promise<SellerRecord[]> {
  const conditions: SQL[] = [sellerIsVisible];
  if (options.search) {
    const pattern = likePattern(options.search);
    conditions.push(
      sql`(${sellers.shopName} ilike ${pattern} or ${users.fullName} ilike ${pattern} or ${sellers.shopAddress} ilike ${pattern})`,
    );
  }
  const direction = options.sortType === 'asc' ? asc : desc;
  return selectSellers(db)
    .where(and(...conditions))
    .orderBy(direction(sortColumns[options.sortBy]), asc(sellers.id))
    .limit(options.limit)
    .offset(options.offset);
}

/**
 * An active user by slug with, when they own one, their shop's columns (null otherwise) and whether that
 * shop is visible: one query for buyers and sellers alike.
 */
export async function activeUserProfile(db: Executor, slug: string) {
  const [row] = await db
    .select({
      ...sellerFields,
      userCreatedAt: users.createdAt,
      shopVisible: sql<boolean>`coalesce(${sellers.status} = 'active', false)`,
    })
    .from(users)
    .leftJoin(sellers, eq(sellers.userId, users.id))
    .where(and(eq(users.slug, slug), eq(users.status, 'active')))
    .limit(1);
  return row;
}
