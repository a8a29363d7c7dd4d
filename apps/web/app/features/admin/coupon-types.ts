/** A coupon as `/api/admin/coupons` answers it (the public coupon contract). */
export interface AdminCoupon {
  code: string;
  name: string;
  discount: { role: 'amount' | 'percent'; value: number };
  minimum_purchase: number;
  starts_at: string;
  expired_date: string;
  items_number: number;
  apply_qty: number;
  per_user_limit: number | null;
  seller_slug: string | null;
  status: 'active' | 'inactive';
}

/** The day of an ISO instant, for a date field ('' when absent). */
export function instantToDay(instant: string | null | undefined): string {
  return instant ? instant.slice(0, 10) : '';
}

/** The columns the API sorts coupons by. */
export const COUPON_SORT_KEYS = ['code', 'name', 'starts', 'expires', 'status'];
