/**
 * Coupons (admin), in the shape of docs/api.md's Coupon. Codes are unique ignoring case and never change;
 * `discount.value` is dollars for `amount` and a whole percent (1–100) for `percent`; the validity window
 * must end after it starts; an amount discount may not exceed the minimum purchase; `items_number` may not
 * drop below the uses already taken. A coupon that has
 * been redeemed cannot be deleted (409 `in_use`): deactivate it instead.
 */
import { formatDollars, toCents, toDollars } from '@shop/shared/money';
import type { Database } from '../../db/client.ts';
import type { RecordStatus } from '../../db/schema/statuses.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../kernel/http-errors.ts';
import { RESTORE_WINDOW_MS } from '../../kernel/soft-delete.ts';
import { couponByCode, toCoupon } from '../coupons/coupons.service.ts';
import type { Page } from './admin.repository.ts';
import {
  type CouponSort,
  couponCodeTaken,
  insertCoupon,
  listCoupons,
  purgeDeletedCoupons,
  redemptionsOf,
  restoreDeletedCoupon,
  sellerIdBySlug,
  softDeleteCoupon,
  updateCoupon,
} from './admin-coupons.repository.ts';

export { COUPON_SORT_COLUMNS } from './admin-coupons.repository.ts';

export async function couponsForAdmin(
  db: Database,
  query: { search?: string; status?: RecordStatus; sort?: CouponSort } & Page,
) {
  const { items, count } = await listCoupons(db, query);
  return { items: items.map(toCoupon), count };
}

async function requireCoupon(db: Database, code: string) {
  const record = await couponByCode(db, code);
  if (!record) throw new NotFoundError(`Coupon ${code} not found`, 'coupon_not_found');
  return record;
}

export async function couponForAdmin(db: Database, code: string) {
  return toCoupon(await requireCoupon(db, code));
}

type Discount = { role: 'amount' | 'percent'; value: number };

function discountColumns(discount: Discount) {
  if (discount.role === 'percent') {
    if (!Number.isInteger(discount.value) || discount.value < 1 || discount.value > 100) {
      throw new BadRequestError(
        'discount.value: a percent discount is a whole number from 1 to 100',
        'invalid_discount',
      );
    }
    return { discountKind: 'percent' as const, discountValue: discount.value };
  }
  const cents = toCents(discount.value);
  if (cents < 1)
    throw new BadRequestError('discount.value: an amount discount is at least $0.01', 'invalid_discount');
  return { discountKind: 'amount' as const, discountValue: cents };
}

/**
 * An amount coupon takes at most its minimum spend: otherwise the smallest qualifying cart would be given
 * away (a $500 coupon on a $10 minimum). A percent coupon never exceeds what it applies to by construction.
 */
function checkAmountWithinMinimum(
  columns: { discountKind: 'amount' | 'percent'; discountValue: number },
  minimumPurchaseCents: number,
) {
  if (columns.discountKind === 'amount' && columns.discountValue > minimumPurchaseCents) {
    throw new BadRequestError(
      `discount.value: an amount discount (${formatDollars(toDollars(columns.discountValue))}) cannot exceed the minimum purchase (${formatDollars(toDollars(minimumPurchaseCents))})`,
      'invalid_discount',
    );
  }
}

function checkWindow(startsAt: Date, expiresAt: Date) {
  if (expiresAt <= startsAt) {
    throw new BadRequestError('expired_date must be after starts_at', 'invalid_validity_window');
  }
}

export async function createCoupon(
  db: Database,
  input: {
    code: string;
    name: string;
    discount: Discount;
    minimum_purchase: number;
    starts_at?: string | undefined;
    expired_date: string;
    items_number: number;
    per_user_limit?: number | null | undefined;
    seller_slug?: string | null | undefined;
    status?: RecordStatus | undefined;
  },
) {
  await purgeDeletedCoupons(db, { code: input.code });
  if (await couponCodeTaken(db, input.code)) {
    throw new ConflictError(`Coupon code ${input.code} exists`, 'coupon_code_taken');
  }
  const startsAt = input.starts_at ? new Date(input.starts_at) : new Date();
  const expiresAt = new Date(input.expired_date);
  checkWindow(startsAt, expiresAt);
  const discount = discountColumns(input.discount);
  checkAmountWithinMinimum(discount, toCents(input.minimum_purchase));
  let sellerId: number | null = null;
  if (input.seller_slug) {
    const id = await sellerIdBySlug(db, input.seller_slug);
    if (id === undefined)
      throw new BadRequestError(`seller_slug: unknown shop ${input.seller_slug}`, 'unknown_seller');
    sellerId = id;
  }
  await insertCoupon(db, {
    code: input.code,
    name: input.name,
    ...discount,
    minimumPurchaseCents: toCents(input.minimum_purchase),
    startsAt,
    expiresAt,
    itemsNumber: input.items_number,
    perUserLimit: input.per_user_limit === undefined ? 1 : input.per_user_limit,
    sellerId,
    status: input.status ?? 'active',
  });
  return couponForAdmin(db, input.code);
}

export async function changeCoupon(
  db: Database,
  code: string,
  input: {
    name?: string;
    discount?: Discount;
    minimum_purchase?: number;
    starts_at?: string;
    expired_date?: string;
    items_number?: number;
    per_user_limit?: number | null;
    status?: RecordStatus;
  },
) {
  const record = await requireCoupon(db, code);
  const startsAt = input.starts_at ? new Date(input.starts_at) : record.startsAt;
  const expiresAt = input.expired_date ? new Date(input.expired_date) : record.expiresAt;
  checkWindow(startsAt, expiresAt);
  checkAmountWithinMinimum(
    input.discount !== undefined
      ? discountColumns(input.discount)
      : { discountKind: record.discountKind, discountValue: record.discountValue },
    input.minimum_purchase !== undefined ? toCents(input.minimum_purchase) : record.minimumPurchaseCents,
  );
  if (input.items_number !== undefined && input.items_number < record.applyQty) {
    throw new BadRequestError(
      `items_number: ${record.applyQty} uses are already taken; allow at least that many`,
      'invalid_items_number',
    );
  }
  await updateCoupon(db, record.id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.discount !== undefined ? discountColumns(input.discount) : {}),
    ...(input.minimum_purchase !== undefined
      ? { minimumPurchaseCents: toCents(input.minimum_purchase) }
      : {}),
    ...(input.starts_at !== undefined ? { startsAt } : {}),
    ...(input.expired_date !== undefined ? { expiresAt } : {}),
    ...(input.items_number !== undefined ? { itemsNumber: input.items_number } : {}),
    ...(input.per_user_limit !== undefined ? { perUserLimit: input.per_user_limit } : {}),
    ...(input.status !== undefined ? { status: input.status } : {}),
  });
  return couponForAdmin(db, record.code);
}

export async function removeCoupon(db: Database, code: string) {
  const record = await requireCoupon(db, code);
  const used = await redemptionsOf(db, record.id);
  if (used > 0) {
    throw new ConflictError(
      `Coupon ${record.code} was used ${used} time(s); deactivate it instead`,
      'in_use',
    );
  }
  await softDeleteCoupon(db, record.id);
  await purgeDeletedCoupons(db, { before: new Date(Date.now() - RESTORE_WINDOW_MS) });
  return toCoupon(record);
}

/** Brings back a deleted coupon as it was (404 when no deleted coupon has that code). */
export async function restoreCoupon(db: Database, code: string) {
  if (!(await restoreDeletedCoupon(db, code))) {
    throw new NotFoundError(`No deleted coupon ${code}`, 'coupon_not_deleted');
  }
  return couponForAdmin(db, code);
}
