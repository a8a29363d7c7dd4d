/** Coupons (product rules §10: percent or fixed, minimum order, validity window, total and per-user limits). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import {
  cents,
  createdAt,
  foreignId,
  identityId,
  isOneOf,
  publicSlug,
  timestampTz,
  updatedAt,
} from './columns.ts';
import { orders } from './orders.ts';
import { sellers } from './sellers.ts';
import { couponDiscountKinds, recordStatuses } from './statuses.ts';

/** docs/api.md Coupon `{ code, name, discount: { role, value }, minimum_purchase, expired_date, items_number, apply_qty, … }`. */
export const coupons = pgTable(
  'coupons',
  {
    id: identityId(),
    slug: publicSlug(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    discountKind: text('discount_kind', { enum: couponDiscountKinds }).notNull(),
    /** Cents when `discount_kind = 'amount'`, whole percent (1..100) when `'percent'`. */
    discountValue: integer('discount_value').notNull(),
    minimumPurchaseCents: cents('minimum_purchase_cents').notNull().default(0),
    startsAt: timestampTz('starts_at').notNull().defaultNow(),
    expiresAt: timestampTz('expires_at').notNull(),
    /** Total redemptions allowed (docs/api.md `items_number`). */
    itemsNumber: integer('items_number').notNull(),
    /**
     * Redemptions so far (docs/api.md `apply_qty`). Redeem with
     * `update coupons set apply_qty = apply_qty + 1 where id = $1 and apply_qty < items_number`
     * so two concurrent orders cannot overspend the last use; the CHECK is the backstop.
     */
    applyQty: integer('apply_qty').notNull().default(0),
    /** Null means no per-user limit. */
    perUserLimit: integer('per_user_limit').default(1),
    /** Null for a marketplace-wide coupon; set when a seller's coupon only discounts its own lines. */
    sellerId: foreignId('seller_id').references(() => sellers.id, { onDelete: 'cascade' }),
    /**
     * Set for a personal coupon (the newsletter's welcome gift): only this account may use it, and guests
     * may not. Null for a public coupon.
     */
    ownerUserId: text('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: recordStatuses }).notNull().default('active'),
    /** Set while deleted and restorable (decision 36): every read leaves the row out. */
    deletedAt: timestampTz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('coupons_discount_kind_check', isOneOf(table.discountKind, couponDiscountKinds)),
    check('coupons_status_check', isOneOf(table.status, recordStatuses)),
    check(
      'coupons_discount_value_check',
      sql`${table.discountValue} > 0 and (${table.discountKind} <> 'percent' or ${table.discountValue} <= 100)`,
    ),
    check('coupons_minimum_purchase_check', sql`${table.minimumPurchaseCents} >= 0`),
    check('coupons_window_check', sql`${table.startsAt} < ${table.expiresAt}`),
    check('coupons_items_number_check', sql`${table.itemsNumber} >= 0`),
    check(
      'coupons_apply_qty_check',
      sql`${table.applyQty} >= 0 and ${table.applyQty} <= ${table.itemsNumber}`,
    ),
    check('coupons_per_user_limit_check', sql`${table.perUserLimit} is null or ${table.perUserLimit} > 0`),
    // Codes are typed by shoppers: "SAVE10" and "save10" are the same coupon.
    uniqueIndex('coupons_code_key').on(sql`upper(${table.code})`),
    index('coupons_seller_id_idx').on(table.sellerId),
    index('coupons_owner_user_id_idx').on(table.ownerUserId),
  ],
);

/** One row per use, for the per-user limit and the admin's audit trail. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: identityId(),
    couponId: foreignId('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    /** The account that used it; null for a guest's order (decision 0035) until the order joins an account. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * A guest's e-mail (lower case): a coupon limited per customer counts a guest's uses by it. Kept when the
     * order later joins an account, so the uses made as a guest keep counting for that e-mail.
     */
    guestEmail: text('guest_email'),
    orderId: foreignId('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    // An order applies at most one coupon once.
    unique('coupon_redemptions_order_key').on(table.orderId),
    check(
      'coupon_redemptions_customer_check',
      sql`${table.userId} is not null or ${table.guestEmail} is not null`,
    ),
    index('coupon_redemptions_coupon_user_idx').on(table.couponId, table.userId),
    index('coupon_redemptions_coupon_guest_idx').on(table.couponId, table.guestEmail),
    index('coupon_redemptions_user_id_idx').on(table.userId),
  ],
);
