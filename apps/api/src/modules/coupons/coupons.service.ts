/**
 * Whether a coupon is valid now for this shopper and these priced lines, and what it takes off: the
 * coupon check of `GET /coupon/apply/couponCode` and the order transaction both judge with `judgeCoupon`.
 */
import { randomInt } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import {
  type CouponCustomer,
  type CouponRecord,
  couponByCode,
  insertCouponUnlessTaken,
  redemptionCount,
} from './coupons.repository.ts';
import { type CouponContext, type CouponLine, couponDiscountCents, couponRefusal } from './coupons.rules.ts';

/**
 * The coupon and its discount on `lines`, or the 400 refusal with its reason. A guest is judged by the same
 * rules, with per-customer limits counted by e-mail; a personal coupon needs its owner's account.
 */
export async function judgeCoupon(
  db: Executor,
  customer: CouponCustomer,
  code: string,
  lines: readonly CouponLine[],
  options: { now: Date; fallbackSubtotalCents?: number },
): Promise<{ coupon: CouponRecord; discountCents: number; context: CouponContext }> {
  const coupon = await couponByCode(db, code);
  const context: CouponContext = {
    now: options.now,
    lines: lines.map((line) => ({ sellerId: line.sellerId, lineTotalCents: line.lineTotalCents })),
    usesByShopper: coupon ? await redemptionCount(db, coupon.id, customer) : 0,
    shopperId: 'userId' in customer ? customer.userId : null,
    ...(options.fallbackSubtotalCents === undefined
      ? {}
      : { fallbackSubtotalCents: options.fallbackSubtotalCents }),
  };
  const refusal = couponRefusal(code, coupon, context);
  if (refusal || !coupon) throw refusal;
  return { coupon, discountCents: couponDiscountCents(coupon, context), context };
}

// No 0/O or 1/I: codes are read from a mail and typed by hand.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

function randomCode(prefix: string): string {
  let code = `${prefix}-`;
  for (let index = 0; index < CODE_LENGTH; index += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export interface PersonalCouponRequest {
  /** The only account that may use it (decision 0026); guests may not. */
  ownerUserId: string | null;
  /** Readable start of the code, e.g. `WELCOME`; random characters follow (about 50 bits). */
  prefix: string;
  name: string;
  discountKind: 'amount' | 'percent';
  discountValue: number;
  validDays: number;
  now: Date;
}

/**
 * A marketplace-wide coupon with a code of its own that works for one order in total (`items_number` 1,
 * one per user): a personal gift such as the newsletter's welcome coupon. Its code is the secret.
 */
export async function issueSingleUseCoupon(
  db: Executor,
  request: PersonalCouponRequest,
): Promise<{ code: string; expiresAt: Date }> {
  const expiresAt = new Date(request.now.getTime() + request.validDays * 86_400_000);
  // A clash of random codes is rare; a few tries make it vanishingly so.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = randomCode(request.prefix);
    const id = await insertCouponUnlessTaken(db, {
      code,
      name: request.name,
      discountKind: request.discountKind,
      discountValue: request.discountValue,
      startsAt: request.now,
      expiresAt,
      itemsNumber: 1,
      perUserLimit: 1,
      ownerUserId: request.ownerUserId,
    });
    if (id !== null) return { code, expiresAt };
  }
  throw new Error('could not find a free coupon code');
}

// What other modules use of coupons besides judging one: the admin's coupon pages read and show coupons
// like the shop does, and an order gives its coupon use back when it is cancelled.
export {
  type CouponCustomer,
  type CouponRecord,
  couponByCode,
  couponFields,
  giveRedemptionsTo,
  releaseRedemptionOf,
} from './coupons.repository.ts';
export { CouponRefusedError, eligibleSubtotalCents, toCoupon } from './coupons.rules.ts';
