/**
 * `GET /coupon/apply/couponCode`: whether a coupon is valid now for this shopper and the server-side cart,
 * and what it takes off. The same `judgeCoupon` runs again inside the order transaction.
 */
import { toCents, toDollars } from '@shop/shared/money';
import type { CouponApplyData } from '@shop/shared/shopping.contract';
import type { Database } from '../../db/client.ts';
import type { Shopper } from '../cart/cart.access.ts';
import { type PricedLine, priceLines } from '../orders/orders.pricing.ts';
import { checkoutItems } from '../orders/orders.repository.ts';
import type { Executor } from '../products/products.repository.ts';
import { type CouponRecord, couponByCode, redemptionCount } from './coupons.repository.ts';
import {
  type CouponContext,
  couponDiscountCents,
  couponRefusal,
  eligibleSubtotalCents,
  toCoupon,
} from './coupons.rules.ts';

/** The coupon and its discount on `lines`, or the 400 refusal with its reason. */
export async function judgeCoupon(
  db: Executor,
  shopperId: string,
  code: string,
  lines: PricedLine[],
  options: { now: Date; fallbackSubtotalCents?: number },
): Promise<{ coupon: CouponRecord; discountCents: number; context: CouponContext }> {
  const coupon = await couponByCode(db, code);
  const context: CouponContext = {
    now: options.now,
    lines: lines.map((line) => ({ sellerId: line.sellerId, lineTotalCents: line.lineTotalCents })),
    usesByShopper: coupon ? await redemptionCount(db, coupon.id, shopperId) : 0,
    ...(options.fallbackSubtotalCents === undefined
      ? {}
      : { fallbackSubtotalCents: options.fallbackSubtotalCents }),
  };
  const refusal = couponRefusal(code, coupon, context);
  if (refusal || !coupon) throw refusal;
  return { coupon, discountCents: couponDiscountCents(coupon, context), context };
}

/**
 * The cart decides: discount and minimum are judged on the server-side cart (flash-sale prices included). The
 * client's `subTotal` is only used when the cart is empty (a marketplace-wide coupon can then still be
 * checked against the amount the page shows).
 */
export async function applyCoupon(
  db: Database,
  shopper: Shopper,
  code: string,
  clientSubTotal: number | undefined,
): Promise<CouponApplyData> {
  const now = new Date();
  const lines = priceLines((await checkoutItems(db, shopper.id, now)).filter((item) => item.visible));
  const fallback = clientSubTotal === undefined ? undefined : toCents(clientSubTotal);
  const { coupon, discountCents, context } = await judgeCoupon(db, shopper.id, code, lines, {
    now,
    ...(fallback === undefined ? {} : { fallbackSubtotalCents: fallback }),
  });
  const subtotal =
    lines.length > 0
      ? lines.reduce((sum, line) => sum + line.lineTotalCents, 0)
      : eligibleSubtotalCents(coupon, context);
  return { ...toCoupon(coupon), discountAmount: toDollars(discountCents), subTotal: toDollars(subtotal) };
}
