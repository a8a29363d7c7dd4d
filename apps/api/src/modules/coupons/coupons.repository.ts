/** SQL of coupons and their redemptions. Uses are counted with a guarded increment, never read-then-write. */
import { and, eq, sql } from 'drizzle-orm';
import { couponRedemptions, coupons, sellers, users } from '../../db/schema/index.ts';
import type { Executor } from '../products/products.repository.ts';

/** The columns of a CouponRecord (the admin's coupon list selects the same). */
export const couponFields = {
  id: coupons.id,
  code: coupons.code,
  name: coupons.name,
  discountKind: coupons.discountKind,
  discountValue: coupons.discountValue,
  minimumPurchaseCents: coupons.minimumPurchaseCents,
  startsAt: coupons.startsAt,
  expiresAt: coupons.expiresAt,
  itemsNumber: coupons.itemsNumber,
  applyQty: coupons.applyQty,
  perUserLimit: coupons.perUserLimit,
  sellerId: coupons.sellerId,
  sellerSlug: users.slug,
  shopName: sellers.shopName,
  status: coupons.status,
};

export type CouponRecord = {
  id: number;
  code: string;
  name: string;
  discountKind: 'amount' | 'percent';
  discountValue: number;
  minimumPurchaseCents: number;
  startsAt: Date;
  expiresAt: Date;
  itemsNumber: number;
  applyQty: number;
  perUserLimit: number | null;
  sellerId: number | null;
  sellerSlug: string | null;
  shopName: string | null;
  status: 'active' | 'inactive';
};

/** Codes are case-insensitive (the unique index is on `upper(code)`). */
export async function couponByCode(db: Executor, code: string): Promise<CouponRecord | undefined> {
  const [row] = await db
    .select(couponFields)
    .from(coupons)
    .leftJoin(sellers, eq(sellers.id, coupons.sellerId))
    .leftJoin(users, eq(users.id, sellers.userId))
    .where(sql`upper(${coupons.code}) = upper(${code.trim()})`)
    .limit(1);
  return row;
}

export async function redemptionCount(db: Executor, couponId: number, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)));
  return row?.count ?? 0;
}

/**
 * Takes one use while any is left. The row lock it holds until commit makes concurrent orders using the same
 * coupon take turns, so a per-user count read after it is current.
 */
export async function takeUse(db: Executor, couponId: number): Promise<boolean> {
  const rows = await db
    .update(coupons)
    .set({ applyQty: sql`${coupons.applyQty} + 1` })
    .where(and(eq(coupons.id, couponId), sql`${coupons.applyQty} < ${coupons.itemsNumber}`))
    .returning({ id: coupons.id });
  return rows.length > 0;
}

export async function recordRedemption(
  db: Executor,
  values: { couponId: number; userId: string; orderId: number },
): Promise<void> {
  await db.insert(couponRedemptions).values(values);
}

/** Gives an order's coupon use back (order cancelled); false when the order used none. */
export async function releaseRedemptionOf(db: Executor, orderId: number): Promise<boolean> {
  const [released] = await db
    .delete(couponRedemptions)
    .where(eq(couponRedemptions.orderId, orderId))
    .returning({ couponId: couponRedemptions.couponId });
  if (!released) return false;
  await db
    .update(coupons)
    .set({ applyQty: sql`greatest(${coupons.applyQty} - 1, 0)` })
    .where(eq(coupons.id, released.couponId));
  return true;
}
