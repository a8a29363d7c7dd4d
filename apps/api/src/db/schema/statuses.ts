/**
 * Every status a row can be in, as `as const` tuples. The same tuple types the column (TypeScript)
 * and feeds the table's CHECK constraint (database), so the two can never drift apart.
 * Statuses are text + CHECK rather than pgEnum: adding a value is a one-line constraint swap
 * instead of an `ALTER TYPE` that cannot run inside a transaction on older PostgreSQL.
 */

/** docs/api.md §1: "Statuses are active / inactive unless stated." */
export const recordStatuses = ['active', 'inactive'] as const;
export type RecordStatus = (typeof recordStatuses)[number];

/** docs/api.md §2 names `buyer`; product rules §10 calls the same role "customer". */
export const userRoles = ['buyer', 'seller', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

export const approvalStatuses = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

/** @alias The same three states, under the name the applications table reads best with. */
export const sellerApplicationStatuses = approvalStatuses;
export type SellerApplicationStatus = ApprovalStatus;

export const orderStatuses = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const paymentStatuses = ['pending', 'success'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentMethods = ['cod', 'card'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** docs/api.md §2 Coupon `discount.role`. */
export const couponDiscountKinds = ['amount', 'percent'] as const;
export type CouponDiscountKind = (typeof couponDiscountKinds)[number];

export const reportStatuses = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/**
 * A newsletter subscription's life (double opt-in): pending until the e-mail's owner confirms, then
 * confirmed, unsubscribed when a link or the owner ends it. `status` stays `active`/`inactive` for the
 * original contract (inactive exactly when unsubscribed).
 */
export const subscriberStates = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberState = (typeof subscriberStates)[number];

export const contactMessageStatuses = ['unread', 'read', 'archived'] as const;
export type ContactMessageStatus = (typeof contactMessageStatuses)[number];

/** What a ledger entry records (docs/money.md). */
export const ledgerEntryKinds = ['sale', 'discount', 'commission', 'shipping'] as const;
export type LedgerEntryKind = (typeof ledgerEntryKinds)[number];

/** Who pays for a discount: the shop whose coupon it is, or the marketplace for its own coupons. */
export const discountFunders = ['seller', 'marketplace'] as const;
export type DiscountFunder = (typeof discountFunders)[number];

/** A buyer's return request: the seller accepts it (restock, refund) or refuses it; both are final. */
export const returnStatuses = ['requested', 'accepted', 'refused'] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

/**
 * A refund given through a payment provider: `pending` while it is being sent (a process that died mid-call
 * leaves it due for the retry job), `failed` when the provider refused or could not be reached (retried at
 * `next_attempt_at`), `refunded` once the provider took it (decision 0035).
 */
export const paymentRefundStatuses = ['pending', 'failed', 'refunded'] as const;
export type PaymentRefundStatus = (typeof paymentRefundStatuses)[number];
