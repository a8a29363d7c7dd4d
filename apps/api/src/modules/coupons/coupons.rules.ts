/**
 * Whether a coupon may be used now by this shopper on these lines, and what it takes off. Pure, so the apply
 * call, the checkout quote and the order transaction judge a coupon the same way. Each refusal is a 400 with
 * its own `code` (shopping.contract `couponRefusalCodes`) and a reason a shopper understands.
 */
import { type Cents, formatDollars, percentOfCents, toDollars } from '@shop/shared/money';
import type { CouponData, CouponRefusalCode } from '@shop/shared/shopping.contract';
import { BadRequestError } from '../../kernel/http-errors.ts';
import type { CouponRecord } from './coupons.repository.ts';

export class CouponRefusedError extends BadRequestError {
  constructor(message: string, code: CouponRefusalCode) {
    super(message, code);
  }
}

export interface CouponLine {
  sellerId: number;
  lineTotalCents: Cents;
}

export interface CouponContext {
  now: Date;
  /** The priced cart lines; empty when the cart is empty. */
  lines: CouponLine[];
  /** Subtotal to judge when there are no lines (the apply call's `subTotal`). */
  fallbackSubtotalCents?: Cents;
  /** Orders of this shopper that already used the coupon. */
  usesByShopper: number;
  /** The account using it; null for a guest. A personal coupon works for its owner only (decision 0026). */
  shopperId?: string | null;
}

function day(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The part of the cart a coupon discounts: a seller's coupon only that seller's lines. */
export function eligibleSubtotalCents(coupon: CouponRecord, context: CouponContext): Cents {
  if (context.lines.length === 0) return coupon.sellerId === null ? (context.fallbackSubtotalCents ?? 0) : 0;
  return context.lines
    .filter((line) => coupon.sellerId === null || line.sellerId === coupon.sellerId)
    .reduce((sum, line) => sum + line.lineTotalCents, 0);
}

/** The first reason to refuse, checked in the order a shopper can act on; null when it may be used. */
export function couponRefusal(
  code: string,
  coupon: CouponRecord | undefined,
  context: CouponContext,
): CouponRefusedError | null {
  if (coupon?.status !== 'active') {
    return new CouponRefusedError(`Coupon ${code} does not exist`, 'coupon_unknown');
  }
  if (coupon.ownerUserId) {
    if (!context.shopperId) {
      return new CouponRefusedError('Sign in to use this coupon', 'coupon_needs_account');
    }
    if (coupon.ownerUserId !== context.shopperId) {
      return new CouponRefusedError('This coupon belongs to another account', 'coupon_not_yours');
    }
  }
  if (context.now < coupon.startsAt) {
    return new CouponRefusedError(`This coupon is valid from ${day(coupon.startsAt)}`, 'coupon_not_started');
  }
  if (context.now >= coupon.expiresAt) {
    return new CouponRefusedError(`This coupon expired on ${day(coupon.expiresAt)}`, 'coupon_expired');
  }
  if (coupon.applyQty >= coupon.itemsNumber) {
    return new CouponRefusedError('This coupon has been used up', 'coupon_used_up');
  }
  if (coupon.perUserLimit !== null && context.usesByShopper >= coupon.perUserLimit) {
    return new CouponRefusedError(
      coupon.perUserLimit === 1
        ? 'You have already used this coupon'
        : `You have already used this coupon ${coupon.perUserLimit} times, the most allowed`,
      'coupon_user_limit',
    );
  }
  if (coupon.sellerId !== null && !context.lines.some((line) => line.sellerId === coupon.sellerId)) {
    return new CouponRefusedError(
      `This coupon only applies to products of ${coupon.shopName ?? 'another shop'}`,
      'coupon_not_applicable',
    );
  }
  if (eligibleSubtotalCents(coupon, context) < coupon.minimumPurchaseCents) {
    return new CouponRefusedError(
      `Spend at least ${formatDollars(toDollars(coupon.minimumPurchaseCents))}${coupon.sellerId === null ? '' : ` at ${coupon.shopName ?? 'this shop'}`} to use this coupon`,
      'coupon_minimum_not_met',
    );
  }
  return null;
}

/** What the coupon takes off, never more than the eligible subtotal. */
export function couponDiscountCents(coupon: CouponRecord, context: CouponContext): Cents {
  const eligible = eligibleSubtotalCents(coupon, context);
  const discount =
    coupon.discountKind === 'percent' ? percentOfCents(eligible, coupon.discountValue) : coupon.discountValue;
  return Math.max(0, Math.min(discount, eligible));
}

export function toCoupon(coupon: CouponRecord): CouponData {
  return {
    code: coupon.code,
    name: coupon.name,
    discount: {
      role: coupon.discountKind,
      value: coupon.discountKind === 'amount' ? toDollars(coupon.discountValue) : coupon.discountValue,
    },
    minimum_purchase: toDollars(coupon.minimumPurchaseCents),
    starts_at: coupon.startsAt.toISOString(),
    expired_date: coupon.expiresAt.toISOString(),
    items_number: coupon.itemsNumber,
    apply_qty: coupon.applyQty,
    per_user_limit: coupon.perUserLimit,
    seller_slug: coupon.sellerSlug,
    status: coupon.status,
  };
}
