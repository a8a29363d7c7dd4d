/** SQL of the "recently edited" queue (decision 0021). */
import { and, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type ProductEditChange, productEdits, products, sellers } from '../../db/schema/index.ts';
import { likePattern } from '../../kernel/table-search.ts';

export async function insertProductEdit(
  db: Executor,
  values: { productId: number; editedBy: string | null; changes: Record<string, ProductEditChange> },
): Promise<void> {
  await db.insert(productEdits).values(values);
}

export async function listProductEdits(
  db: Executor,
  query: { reviewed: boolean; search?: string; offset: number; limit: number },
) {
  const pattern = query.search ? likePattern(query.search) : undefined;
  const where = and(
    query.reviewed ? isNotNull(productEdits.reviewedAt) : isNull(productEdits.reviewedAt),
    pattern
      ? or(
          ilike(products.productName, pattern),
          ilike(sellers.shopName, pattern),
          eq(products.slug, query.search ?? ''),
        )
      : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select({
        slug: productEdits.slug,
        productSlug: products.slug,
        productName: products.productName,
        approvalStatus: products.approvalStatus,
        shopName: sellers.shopName,
        changes: productEdits.changes,
        createdAt: productEdits.createdAt,
        reviewedAt: productEdits.reviewedAt,
      })
      .from(productEdits)
      .innerJoin(products, eq(products.id, productEdits.productId))
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(where)
      .orderBy(desc(productEdits.createdAt), desc(productEdits.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(productEdits)
      .innerJoin(products, eq(products.id, productEdits.productId))
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(where),
  ]);
  return { items, count: total?.count ?? 0 };
}

/** Marks queued edits as looked at; answers the slugs that exist (reviewed before or now). */
export async function markEditsReviewed(db: Executor, slugs: string[], adminId: string): Promise<string[]> {
  await db
    .update(productEdits)
    .set({ reviewedAt: new Date(), reviewedBy: adminId })
    .where(and(inArray(productEdits.slug, slugs), isNull(productEdits.reviewedAt)));
  const rows = await db
    .select({ slug: productEdits.slug })
    .from(productEdits)
    .where(inArray(productEdits.slug, slugs));
  return rows.map((row) => row.slug);
}
