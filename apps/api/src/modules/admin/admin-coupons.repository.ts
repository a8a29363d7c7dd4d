import { and, count, desc, eq, ilike, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { couponRedemptions, coupons, sellers, users } from '../../db/schema/index.ts';
import type { RecordStatus } from '../../db/schema/statuses.ts';
import { notDeleted } from '../../kernel/soft-delete.ts';
import { likePattern } from '../../kernel/table-search.ts';
import { orderByFor, type TableSort } from '../../kernel/table-sort.ts';
import { type CouponRecord, couponFields } from '../coupons/coupons.service.ts';
import { type Page, whereAll } from './admin.repository.ts';

/** The columns an admin sorts the coupons table by (`sort`). */
export const COUPON_SORT_COLUMNS = ['code', 'name', 'starts', 'expires', 'status'] as const;
export type CouponSort = TableSort<(typeof COUPON_SORT_COLUMNS)[number]>;
const couponSortColumns = {
  code: coupons.code,
  name: coupons.name,
  starts: coupons.startsAt,
  expires: coupons.expiresAt,
  status: coupons.status,
} as const;

export async function listCoupons(
  db: Executor,
  query: { search?: string; status?: RecordStatus; sort?: CouponSort } & Page,
): Promise<{ items: CouponRecord[]; count: number }> {
  const pattern = query.search ? likePattern(query.search) : undefined;
  const where = whereAll([
    notDeleted(coupons),
    pattern ? or(ilike(coupons.code, pattern), ilike(coupons.name, pattern)) : undefined,
    query.status ? eq(coupons.status, query.status) : undefined,
  ]);
  const items = await db
    .select(couponFields)
    .from(coupons)
    .leftJoin(sellers, eq(sellers.id, coupons.sellerId))
    .leftJoin(users, eq(users.id, sellers.userId))
    .where(where)
    .orderBy(...orderByFor(query.sort, couponSortColumns, [desc(coupons.createdAt), desc(coupons.id)]))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ count: count() }).from(coupons).where(where);
  return { items, count: total?.count ?? 0 };
}

export async function insertCoupon(db: Executor, values: Omit<typeof coupons.$inferInsert, 'id'>) {
  await db.insert(coupons).values(values);
}

export async function updateCoupon(db: Executor, id: number, changes: Partial<typeof coupons.$inferInsert>) {
  if (Object.keys(changes).length > 0) await db.update(coupons).set(changes).where(eq(coupons.id, id));
}

/** Marks a coupon deleted; it keeps its code, so a restore brings it back whole (decision 36). */
export async function softDeleteCoupon(db: Executor, id: number) {
  await db.update(coupons).set({ deletedAt: sql`now()` }).where(eq(coupons.id, id));
}

/** Clears the delete of the coupon with `code`; answers whether one was deleted. */
export async function restoreDeletedCoupon(db: Executor, code: string): Promise<boolean> {
  const rows = await db
    .update(coupons)
    .set({ deletedAt: null })
    .where(and(sql`upper(${coupons.code}) = upper(${code.trim()})`, isNotNull(coupons.deletedAt)))
    .returning({ id: coupons.id });
  return rows.length > 0;
}

/**
 * Removes for good deleted coupons older than `before`, or the deleted one holding `code` (a new coupon
 * takes its code). A coupon is deleted only while unused, so nothing refers to it.
 */
export async function purgeDeletedCoupons(db: Executor, which: { before: Date } | { code: string }) {
  await db
    .delete(coupons)
    .where(
      and(
        isNotNull(coupons.deletedAt),
        'code' in which
          ? sql`upper(${coupons.code}) = upper(${which.code})`
          : lt(coupons.deletedAt, which.before),
      ),
    );
}

export async function redemptionsOf(db: Executor, couponId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId));
  return row?.count ?? 0;
}

export async function sellerIdBySlug(db: Executor, slug: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: sellers.id })
    .from(sellers)
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(or(eq(sellers.shopSlug, slug), eq(users.slug, slug)))
    .limit(1);
  return row?.id;
}

export async function couponCodeTaken(db: Executor, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(sql`upper(${coupons.code}) = upper(${code})`)
    .limit(1);
  return Boolean(row);
}
