/** Lean reads for the sitemap: slugs and change dates only, of what shoppers may see. */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blogs, categories, products, sellers, users } from '../../db/schema/index.ts';
import { sellerIsVisible, shopperVisible } from '../../kernel/product-read-model.ts';
import { listed } from '../../kernel/soft-delete.ts';

export function visibleProductEntries(db: Database, limit: number) {
  return db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(and(shopperVisible, listed(categories)))
    .orderBy(desc(products.updatedAt))
    .limit(limit);
}

export function activeCategoryEntries(db: Database) {
  return db
    .select({ slug: categories.slug, updatedAt: categories.updatedAt })
    .from(categories)
    .where(listed(categories))
    .orderBy(asc(categories.slug));
}

export function visibleShopEntries(db: Database) {
  return db
    .select({ slug: sellers.shopSlug, updatedAt: sellers.updatedAt })
    .from(sellers)
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(sellerIsVisible)
    .orderBy(asc(sellers.shopSlug));
}

export function activeBlogEntries(db: Database) {
  return db
    .select({ slug: blogs.slug, updatedAt: blogs.updatedAt })
    .from(blogs)
    .where(listed(blogs))
    .orderBy(desc(blogs.createdAt));
}
