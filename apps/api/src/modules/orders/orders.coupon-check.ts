/**
 * `GET /coupon/apply/couponCode`: whether a coupon is valid now for this shopper and the server-side cart,
 * and what it takes off. The cart is priced as checkout prices it; the same `judgeCoupon` runs again
 * inside the order transaction.
 */
import { toCents, toDollars } from '@shop/shared/money';
import type { CouponApplyData } from '@shop/shared/shopping.contract';
import type { Database } from '../../db/client.ts';
import type { Shopper } from '../../kernel/access.ts';
import { eligibleSubtotalCents, judgeCoupon, toCoupon } from '../coupons/coupons.service.ts';
import { priceLines } from './orders.pricing.ts';
import { checkoutItems } from './orders.repository.ts';

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
  const lines = priceLines(
    (await checkoutItems(db, shopper.id)).filter((item) => item.visible),
    now,
  );
  const fallback = clientSubTotal === undefined ? undefined : toCents(clientSubTotal);
  const { coupon, discountCents, context } = await judgeCoupon(db, { userId: shopper.id }, code, lines, {
    now,
    ...(fallback === undefined ? {} : { fallbackSubtotalCents: fallback }),
  });
  const subtotal =
    lines.length > 0
      ? lines.reduce((sum, line) => sum + line.lineTotalCents, 0)
      : eligibleSubtotalCents(coupon, context);
  return { ...toCoupon(coupon), discountAmount: toDollars(discountCents), subTotal: toDollars(subtotal) };
}
