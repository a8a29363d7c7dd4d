/** SQL of coupons and their redemptions. Uses are counted with a guarded increment, never read-then-write. */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { couponRedemptions, coupons, sellers, users } from '../../db/schema/index.ts';
import { notDeleted } from '../../kernel/soft-delete.ts';

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
  ownerUserId: coupons.ownerUserId,
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
  /** A personal coupon's account (decision 0026); null (or absent in older callers) for a public one. */
  ownerUserId?: string | null;
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
    .where(and(sql`upper(${coupons.code}) = upper(${code.trim()})`, notDeleted(coupons)))
    .limit(1);
  return row;
}

/** Who uses a coupon: an account, or a guest known by their e-mail (lower case, decision 0035). */
export type CouponCustomer = { userId: string } | { guestEmail: string };

/** Orders of this customer that used the coupon: an account's by account, a guest's by e-mail. */
export async function redemptionCount(
  db: Executor,
  couponId: number,
  customer: CouponCustomer,
): Promise<number> {
  const whose =
    'userId' in customer
      ? eq(couponRedemptions.userId, customer.userId)
      : eq(couponRedemptions.guestEmail, customer.guestEmail.toLowerCase());
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), whose));
  return row?.count ?? 0;
}

/** The coupon uses of orders that just joined an account count for that account from now on. */
export async function giveRedemptionsTo(db: Executor, orderIds: number[], userId: string): Promise<void> {
  if (orderIds.length === 0) return;
  await db
    .update(couponRedemptions)
    .set({ userId })
    .where(and(inArray(couponRedemptions.orderId, orderIds), isNull(couponRedemptions.userId)));
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

/** Inserts a coupon unless its code is taken (case-insensitively); the new id, or null when taken. */
export async function insertCouponUnlessTaken(
  db: Executor,
  values: typeof coupons.$inferInsert,
): Promise<number | null> {
  const [row] = await db.insert(coupons).values(values).onConflictDoNothing().returning({ id: coupons.id });
  return row?.id ?? null;
}
