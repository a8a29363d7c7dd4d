/**
 * Every status a row can be in, as `as const` tuples. The same tuple types the column (TypeScript)
 * and feeds the table's CHECK constraint (database), so the two can never drift apart.
 * Statuses are text + CHECK rather than pgEnum: adding a value is a one-line constraint swap
 * instead of an `ALTER TYPE` that cannot run inside a transaction on older PostgreSQL.
 */

/** API.md §1: "Statuses are active / inactive unless stated." */
export const recordStatuses = ['active', 'inactive'] as const;
export type RecordStatus = (typeof recordStatuses)[number];

/** API.md §2 names `buyer`; DESIGN.md §4 calls the same role "customer". */
export const userRoles = ['buyer', 'seller', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

export const approvalStatuses = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

export const sellerApplicationStatuses = approvalStatuses;
export type SellerApplicationStatus = ApprovalStatus;

export const orderStatuses = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const paymentStatuses = ['pending', 'success'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentMethods = ['cod', 'card'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** API.md §2 Coupon `discount.role`. */
export const couponDiscountKinds = ['amount', 'percent'] as const;
export type CouponDiscountKind = (typeof couponDiscountKinds)[number];

export const reportStatuses = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

export const contactMessageStatuses = ['unread', 'read', 'archived'] as const;
export type ContactMessageStatus = (typeof contactMessageStatuses)[number];
